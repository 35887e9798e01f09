# Pannelli di Trench Club. Parole nostre.

tc-ui-tab-setup = Preparazione
tc-ui-tab-units = Unità
tc-ui-tab-forts = Forti
tc-ui-tab-battle = Battaglia
tc-ui-tab-money = Denaro
tc-ui-tab-special = Tiri speciali

## Preparazione
tc-ui-two = 2 giocatori
tc-ui-four = 4 giocatori
tc-ui-first = Chi gioca per primo (dopo il tiro di dado)
tc-ui-settings = Varianti e letture
tc-ui-short-game = Partita breve (7 / 4 Forti)
tc-ui-expert-trenches = Trincee per esperti
tc-ui-hits-typed = L'altro giocatore dice i colpi
tc-ui-cap-warning = Avvisa oltre 2 per tipo
tc-ui-kill-stacks = Distruggere dà 3 esperienza (1 + 2)
tc-ui-round2-all = Round 2: il primo giocatore usa tutte e 3 le armate
tc-ui-victory-end = Conta i Forti a fine turno
tc-ui-automa-flat = Automa: bonus esperienza una volta sola
tc-ui-timer-off = Cronometro: spento
tc-ui-timer-min = Cronometro: { $min } min
tc-ui-start = Inizia la partita
tc-ui-started = La partita è in corso; varianti e letture si possono ancora cambiare.

## Intestazione
tc-ui-turn = { $side } · round { $round } · { $armies ->
    [one] può agire 1 armata
   *[other] possono agire { $armies } armate
}
tc-ui-team-forts = Forti: Imperi Centrali { $central }, Intesa { $entente } (per vincere: { $need })
tc-ui-timer = Tempo del turno { $used } su { $limit }
tc-ui-timer-over = Tempo scaduto: { $used } su { $limit }
tc-ui-timer-start = Avvia cronometro
tc-ui-timer-stop = Ferma cronometro
tc-ui-winner = Vittoria: { $team }!

## Unità
tc-ui-roster = Unità di { $side }
tc-ui-unit-line = { $unit } · danni { $marks } · { $xp } esperienza, { $level } ({ $colour }) · armata { $army }
tc-ui-flag-fort = Nel Forte
tc-ui-flag-water = In acqua
tc-ui-flag-trench = In trincea
tc-ui-flag-unloaded = Appena scaricata
tc-ui-damage = Danni
tc-ui-xp = Esperienza
tc-ui-remove = Rimuovi
tc-ui-add = Aggiungi un'unità
tc-ui-army = Armata { $n }
tc-ui-gone = unità #{ $id } (non c'è più)
tc-ui-sheet-note = Scheda Unità (dai dati; "?" segna un valore che il testo del regolamento non dà: controllalo sulla tua scheda)
tc-ui-sheet = costo { $cost } · velocità { $speed } · gittata { $range } · colpi { $hits }

## Battaglia
tc-ui-table-units = Unità sul tavolo
tc-ui-any-unit = Qualsiasi unità
tc-ui-close = Corpo a corpo
tc-ui-ranged = A distanza
tc-ui-no-support = Nessun dado rosso
tc-ui-flank = Fiancheggiare +2
tc-ui-encircle = Accerchiare +3
tc-ui-open = Terreno aperto
tc-ui-forest = Foresta
tc-ui-trench = Trincea
tc-ui-matchup = { $attacker } attacca { $defender }
tc-ui-odds-head = { $who }: { $mean ->
        [one] { $mean } colpo
       *[other] { $mean } colpi
    } attesi
tc-ui-odds-damage = Danni
tc-ui-odds-kill = Distr.
tc-ui-declare = Dichiara questo attacco
tc-ui-declared = { $n }. { $attacker } → { $defender } · { $status }
tc-ui-pending = in attesa
tc-ui-fought = combattuto
tc-ui-wasted = perso
tc-ui-undeclare = Ritira
tc-ui-next-battle = Prossima battaglia dichiarata
tc-ui-target-gone = Il bersaglio (o l'attaccante) del prossimo attacco non c'è più.
tc-ui-waste = Segnalo come perso
tc-ui-enter-base = Dado dell'attaccante { $n } di { $of }
tc-ui-enter-red = Dado rosso { $n } di { $of }
tc-ui-enter-back = Dado del difensore { $n } di { $of }
tc-ui-enter-hits = Colpi messi a segno dall'attaccante
tc-ui-enter-back-hits = Colpi messi a segno dal difensore
tc-ui-entered = Tutti i dadi inseriti.
tc-ui-dice-attacker = Attaccante
tc-ui-dice-red = Rossi
tc-ui-dice-defender = Difensore
tc-ui-roll = Tira per me
tc-ui-clear = Cancella
tc-ui-no-result = Qui comparirà il risultato della prossima battaglia.
tc-ui-result-head = { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
} → { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    }
tc-ui-effect = { $who } +{ $taken ->
        [one] 1 danno
       *[other] { $taken } danni
    } → { $damage } · +{ $xp } esp. → { $total } ({ $colour })
tc-ui-destroyed = { $unit } distrutta: toglila
tc-ui-return-fire = Fuoco di risposta: { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
} → +{ $damage ->
    [one] 1 danno
   *[other] { $damage } danni
} all'attaccante
tc-ui-return-fire-destroys = Il fuoco di risposta distrugge l'attaccante: toglilo
tc-ui-whose = { $side }: { $attacker } attacca { $defender }

## Denaro
tc-ui-purse = { $side }: { $money } denaro · { $forts ->
    [one] 1 Forte
   *[other] { $forts } Forti
}
tc-ui-income = Ricevi il denaro (+{ $money })
tc-ui-repair-title = Riparazione (costo { $cost })
tc-ui-repair = Ripara { $unit } ({ $damage } danni)
tc-ui-repair-not = { $unit }: non è nel Forte dall'inizio del turno
tc-ui-buy-title = Compra un'unità (va in uno dei tuoi Forti)
tc-ui-buy = { $unit } · { $cost }
tc-ui-gift = Dono
tc-ui-give = Dona a { $side } (+{ $fee } di tassa)
tc-ui-ledger = Registro
tc-ui-ledger-line = { $side } { $delta } · { $why } { $what }

## Forti
tc-ui-capturer = Quale soldato a piedi è entrato?
tc-ui-no-foot = Nessun soldato a piedi del giocatore di turno è fuori da un Forte.
tc-ui-fort = Forte { $n }: { $owner }
tc-ui-neutral = Neutrale
tc-ui-capture = Conquista

## Tiri speciali
tc-ui-bertha = Big Bertha: dado di deviazione
tc-ui-no-scatter = Qui comparirà il tiro di deviazione della Big Bertha.
tc-ui-on-target = Sul bersaglio
tc-ui-stray = Devia a { $dir }
tc-ui-scatter-rule = { $level }: le facce fino a { $up } deviano su un esagono vicino (direzioni non presenti nel regolamento: confrontale con il tuo tabellone)
tc-ui-automa = Automa in solitaria
tc-ui-easy = Facile
tc-ui-standard = Standard
tc-ui-hard = Difficile
tc-ui-overkill = Overkill
tc-ui-automa-force = Forze dell'Automa: { $n } unità (estratte a caso dalla tazza: armate da 4, 4 e il resto)
tc-ui-automa-order = Agiscono in quest'ordine: { $order }
tc-ui-automa-buy = A fine turno compra: { $unit }
tc-ui-ground = Difensore su
tc-ui-roll-placement = Tiro: chi schiera per primo
tc-ui-roll-first = Tiro: chi gioca per primo
tc-ui-places-first = Schiera per prima: { $side }
tc-ui-plays-first = Gioca per prima: { $side }
tc-ui-special = Forze Speciali · { $cost } (pesca; ne restano { $left })
tc-ui-special-choose = Scegli { $unit } (in svantaggio di unità e Forti)
tc-ui-automa-foot = Soldati a piedi (Fanteria, a Cavallo, Pesante, altri)
tc-ui-prio-foot-1 = Conquista il Forte se nessun soldato nemico è vicino ai suoi ingressi.
tc-ui-prio-foot-2 = Vai accanto all'ingresso di un Forte neutrale o nemico, se non c'è già un altro soldato dell'Automa (e nessun soldato nemico); pareggi: lontano dal nemico più vicino.
tc-ui-prio-foot-3 = Dirigiti verso un Forte neutrale o nemico raggiungibile in 2 turni; pareggi: ingresso raggiungibile al turno dopo, lontano dal nemico più vicino, più vicino all'ingresso, nella foresta.
tc-ui-prio-foot-4 = Avvicinati e attacca un nemico che questo attacco può distruggere.
tc-ui-prio-foot-5 = Avvicinati e attacca un nemico che non può rispondere al fuoco.
tc-ui-prio-foot-6 = Muovi verso l'ingresso del Forte neutrale o nemico più vicino.
tc-ui-prio-foot-7 = Segui le priorità del corpo a corpo.
tc-ui-automa-close = Unità da corpo a corpo (prima le più care: aerei, carri, autoblindo, altre)
tc-ui-prio-close-1 = Avvicinati e attacca; bersaglio: uno che puoi distruggere, uno che non risponde, (aerei) il più lontano dall'antiaerea, attacco più basso, più caro, meno esperto. Esagono: (aerei) lontano dall'antiaerea, foresta, vicino alla prossima unità, vicino alla partenza.
tc-ui-prio-close-2 = Avvicinati il più possibile a quel bersaglio.
tc-ui-automa-long = Unità a lungo raggio (prima la gittata più corta: cannone d'assalto, antiaerea, mortaio, altre)
tc-ui-prio-long-1 = Portati a tiro e attacca; bersaglio: uno che puoi distruggere, un soldato accanto all'ingresso di un Forte, uno già attaccato nel turno, più caro, più esperto. Esagono: su o vicino a una strada, lontano dal prossimo nemico, vicino alla prossima unità, vicino alla partenza.
tc-ui-prio-long-2 = Avvicinati il più possibile, in esagoni, a quel bersaglio.
tc-ui-scatter-first = Big Bertha: tira il dado di deviazione prima dei dadi di combattimento.
tc-ui-to-scatter = Tiro di deviazione
tc-ui-flag-fort-since = Nel Forte dall'inizio del turno
tc-ui-coop = Cooperativa: gli alleati condividono il posto
tc-ui-automa-place = La mette nel Forte più vicino a un'unità nemica, ma non in uno con un soldato nemico accanto all'ingresso; pareggi: il Forte con più nemici ugualmente vicini, poi il secondo nemico più vicino, e così via.
tc-ui-hits-entered = L'attaccante ha messo a segno { $n }
tc-ui-declare-pick = Scegli l'attaccante e il suo bersaglio nel modulo.
tc-ui-over-cap = Oltre il limite di { $cap } per tipo: { $units }
tc-ui-scatter-die = Il dado di deviazione della Big Bertha
