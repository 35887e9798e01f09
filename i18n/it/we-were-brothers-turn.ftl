wwb-check-rout = { $who } è in rotta: il suo test di morale (Rosso 5)
wwb-check-bleeding = { $who } si dissangua: peggioramento progressivo (Rosso 3)
wwb-check-unconscious = { $who } ha perso conoscenza: peggioramento progressivo (Rosso 4)
wwb-check-artillery = Artiglieria chiamata il turno scorso: svela i marker veri, tira per la precisione
wwb-check-air = Supporto aereo chiamato il turno scorso: svela i marker, mitraglia lungo il percorso, poi bombarda
wwb-check-smoke-drifts = Fumo { $label }: sostituiscilo col marker Fumo un MHx sottovento
wwb-check-smoke-clears = Fumo { $label }: rimuovilo
wwb-check-blown = Detonatore { $label } a 0: la carica esplode, tira per l'esplosione

wwb-err-chamber-mismatch = Sul pannello della squadra il colpo in canna non è sulla casella indicata per questa soppressione.
wwb-err-detonator = Il detonatore è un d6: da 1 a 6 turni, non { $turns }.
wwb-err-label = Un'etichetta da 1 a 30 lettere, per favore.
wwb-err-mission-length = Una missione dura da 1 a 60 turni.
wwb-err-no-order = Non è una delle carte ordine.
wwb-err-no-side = Gli schieramenti sono due.
wwb-err-no-weapon-card = Quella carta arma non è tra le carte di questo gioco.
wwb-err-nothing-to-recover = Non è né scosso né soppresso: l'attivazione recupera solo un soldato così (4.0).
wwb-err-one-support = Si può chiamare un solo fuoco di supporto per turno (13.0).
wwb-err-panels = Riconta i pannelli: al massimo 60.
wwb-err-soldier-gone = Quel soldato non è più in combattimento.
wwb-err-actor-down = Un soldato in dissanguamento, privo di conoscenza o stabilizzato non può compiere alcuna azione (9.0).
wwb-err-care-enemy = Solo un compagno del suo schieramento cura o recupera un soldato (9.0, 10.0): scegline uno dei suoi.
wwb-err-fire-own-side = Si spara al nemico, non al proprio schieramento (8.1): scegli un soldato dell'altro schieramento.

wwb-log-call-air = Supporto aereo chiamato: si svela nella prossima fase di risoluzione
wwb-log-call-artillery = Artiglieria chiamata: si svela nella prossima fase di risoluzione
wwb-log-detonator = Detonatore { $label } impostato a { $n ->
    [one] 1 turno
   *[other] { $n } turni
}
wwb-log-detonator-blows = Il detonatore { $label } arriva a 0: esplode
wwb-log-detonator-ticks = Detonatore { $label }: { $n ->
    [one] manca 1 turno
   *[other] mancano { $n } turni
}
wwb-log-fire-markers = { $code }: tolti i marker di fuoco di opportunità e di soppressione
wwb-log-first = Primo a giocare in questo turno: { $side }
wwb-log-infamy = { $who }: un atto infame (+1 infamia, −2 punti vittoria, perde la Leadership)
wwb-log-initiative-points = Punti iniziativa { $a } a { $b }
wwb-log-mission-length = La Traccia del tempo ha { $n ->
        [one] { $n } casella
       *[other] { $n } caselle
    } per questa missione
wwb-log-order = { $code } riceve l'ordine { $card }
wwb-log-recover = { $who } migliora di un livello
wwb-log-activation-shaken = { $phase }, attivazione (4.0): il marker Scosso di { $who } è eliminato (unica azione nella fase)
wwb-log-activation-suppressed = { $phase }, attivazione (4.0): il marker Soppresso di { $who } è girato sul lato Scosso (unica azione nella fase)
wwb-log-activation-none = { $phase }, attivazione (4.0): nessun soldato è scosso o soppresso; nessun marker cambia
wwb-err-recovered-this-phase = Si è già ripreso di un livello alla sua attivazione in questa fase (4.0): è la sua unica azione nella fase; si riprende di nuovo alla prossima attivazione.
wwb-log-roll = { $roll }:
wwb-log-smoke = Fumo { $label } piazzato
wwb-log-target = Pannello della squadra di { $who } aggiornato
wwb-log-penalty = { $who } è ferito: { $mod } a ogni suo tiro
wwb-log-tick = Voce della lista completata
wwb-log-wind = Il vento soffia verso il lato { $n } dello schema
wwb-log-xp = { $who }, { $skill }: { $what }

wwb-track-air = Arriva il supporto aereo
wwb-track-artillery = Arriva l'artiglieria

wwb-order-move-left = Muovere a sinistra
wwb-order-move-right = Muovere a destra
wwb-order-assault = Assalto
wwb-order-defence = Difesa
wwb-order-suppression = Soppressione
wwb-order-find-cover = Trovare una copertura

wwb-roll-fire = Fuoco
wwb-roll-suppression = Fuoco di soppressione
wwb-roll-area = Ingresso in un MHx soppresso
wwb-roll-close-combat = Corpo a corpo
wwb-roll-sight = Test Vista
wwb-roll-initiative = Parità di iniziativa
wwb-roll-pink = Test col dado Rosa
wwb-roll-grenade = Granata
wwb-roll-window = Granata in un edificio
wwb-roll-blast = Esplosione
wwb-roll-place-charge = Posizionamento della carica
wwb-roll-disarm = Disinnesco
wwb-roll-detonate = Detonazione
wwb-roll-collapse = Crollo
wwb-roll-support-accuracy = Precisione del fuoco di supporto
wwb-roll-barrage = Sbarramento
wwb-roll-barrage-near = Sbarramento, MHx adiacente
wwb-roll-building-hit = Edificio sotto il tiro
wwb-roll-strafe = Mitragliamento
wwb-roll-treat = Cure
wwb-roll-medic = Medico
wwb-roll-deterioration = Peggioramento progressivo
wwb-roll-rally = Recupero
wwb-roll-rout-recovery = Test del soldato in rotta
wwb-roll-cold-blood = Test Freddezza
wwb-roll-river = Fiume
wwb-roll-lift = Sollevamento
wwb-roll-door = Sfondamento porta
wwb-log-zone = { $code }: dentro o fuori dalla zona del Leader
wwb-log-suppress = { $who } soppresso
wwb-err-already-suppressed = { $who } ha già il suo marker Soppresso da questo fuoco di soppressione: ogni soldato nel MHx ne riceve uno (8.3).

wwb-err-routed-acts = { $who } è in rotta: può solo correre via dal nemico più vicino (10.0).
wwb-err-shaken-acts = { $who } è scosso o soppresso: non spara e non compie azioni (10.0); con Leadership di 2° livello può sparare dopo aver superato il test col Dado Rosa (11.0).
wwb-err-unalerted-acts = { $who } non è allertato: può solo camminare, o sparare col fuoco di opportunità (10.0).
wwb-err-cc-suppressed = { $who } è soppresso: nel corpo a corpo fugge subito e non colpisce (8.4).
wwb-err-not-his-weapon = { $who } spara con { $carried }, l’arma sul pannello della squadra, non con { $weapon } (2.0): cambia prima la sua carta arma.
wwb-err-care-needs-actor = Indica il soldato che presta le cure: il tiro è suo, con la sua abilità (9.0; 10.0).
wwb-err-care-self = Nessuno cura o recupera sé stesso: lo fa un compagno (9.0).
wwb-err-treat-not-down = { $who } non è in dissanguamento né privo di conoscenza: solo in quei casi si viene curati (9.0).
wwb-err-not-medic = { $who } non è il medico: solo il medico restituisce punti ferita (9.0).
wwb-err-not-wounded = { $who } non ha perso punti ferita: non c'è nulla da restituire (9.0).
wwb-err-deteriorate-not-down = { $who } non è in dissanguamento né privo di conoscenza: solo allora si tira per il peggioramento progressivo (9.0).
wwb-err-rally-no-leadership = { $who } non ha Leadership: solo chi ce l'ha recupera i compagni (10.0; 11.0).
wwb-err-rally-nothing = { $who } non è scosso, soppresso né in rotta: non c'è niente da recuperare (11.0).
wwb-err-rout-not-routed = { $who } non è in rotta: solo un soldato in rotta tira per riprendere il controllo (10.0).
wwb-err-pink-leader = { $who } non è il Leader: solo il Leader tenta di riconquistare l'iniziativa (12.0).
wwb-err-pink-leadership-two = A { $who } manca la Leadership di 2° livello che serve per questo test col Dado Rosa (5.0; 11.0).
wwb-err-pink-not-suppressed = { $who } non è scosso né soppresso: spara senza questo test (11.0).
wwb-err-ambush-alert = { $who } è allertato: il Dado Nero dell'attacco a sorpresa vale solo contro un nemico non allertato (8.4).
wwb-err-no-satchel = { $who } non ha una Sacca Esplosiva (8.5).
wwb-err-suppress-side = Il marker Soppresso lo mette il suo schieramento, o quello il cui fuoco di soppressione sul suo MHx è appena riuscito (8.3).
wwb-note-infamous = Atto infame: colpire un soldato che non può difendersi (8.4) o uccidere un avversario stabilizzato (9.0) costa 2 Punti Vittoria, la Leadership di chi colpisce e 1 punto di infamia.
