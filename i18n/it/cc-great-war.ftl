ccgw-die-battle = Dado Combattimento
ccgw-die-target = Dado Obiettivo

ccgw-face-soldier = Soldato
ccgw-face-burst = Esplosione
ccgw-face-skull = Teschio
ccgw-face-flag = Bandiera
ccgw-face-hq = HQ

ccgw-phase-play-card = Giocare una Carta Comando
ccgw-phase-play-card-hint = Scopri una Carta Comando dalla mano e leggila ad alta voce; le Carte Combattimento da giocare insieme ad essa vanno giocate adesso.
ccgw-phase-order = Dare ordini alle unità
ccgw-phase-order-hint = Dichiara quali unità mobilita la tua carta: ogni unità riceve al massimo un ordine.
ccgw-phase-move = Movimento
ccgw-phase-move-hint = Muovi una alla volta le unità mobilitate, finendo ogni movimento prima di iniziare il successivo.
ccgw-phase-battle = Combattimento
ccgw-phase-battle-hint = Risolvi il combattimento a distanza o ravvicinato di ogni unità mobilitata, una per volta, iniziando dall'Artiglieria di Riserva.
ccgw-phase-end-turn = Fine Turno
ccgw-phase-end-turn-hint = Scarta la Carta Comando giocata e pescane un'altra, poi scegli una Carta Combattimento oppure 2 segnalini HQ.

ccgw-step-start-medals = Medaglie Obiettivo di Inizio Turno
ccgw-step-play-card = Giocare la carta
ccgw-step-draw-command = Scartare e pescare una Carta Comando
ccgw-step-card-or-hq = Pescare una Carta Combattimento o prendere 2 segnalini HQ
ccgw-step-trade-card = Scambiare una Carta Combattimento con 1 segnalino HQ (solo se non ne hai giocate)
ccgw-step-return-hq = Rimettere nella riserva comune gli HQ spesi

ccgw-counter-hq = Segnalini HQ
ccgw-counter-medals = Medaglie Vittoria
