# Marea di Ferro: il round, i comandi, le carte.

toi-act-advance = Avanzata
toi-act-advance-hint = Muove di tutti i PM; il fuoco di opportunità può colpirla in ogni esagono
toi-act-concentrated = Fuoco concentrato
toi-act-concentrated-hint = Un attacco a piena PF; le unità amiche pronte aggiungono metà della loro
toi-act-op-fire = Preparare fuoco di opportunità
toi-act-op-fire-hint = Segnalino di fuoco di opportunità: spara poi ai nemici che si muovono in vista
toi-act-fire-move = Fuoco e movimento
toi-act-fire-move-hint = Squadra −1 PM, veicolo −2; metà PF, niente lungo raggio, nessun supporto
toi-act-card = Attivare una carta strategica
toi-act-card-hint = Paga i comandi di una carta "Fase Azione" e risolvila
toi-act-assault = Assalto
toi-act-assault-hint = Squadra senza armi pesanti, −1 PM, poi assalta un esagono adiacente
toi-act-fatigue = Unità affaticata
toi-act-fatigue-hint = Segna affaticata un'unità pronta senza fare altro
toi-act-special = Azione speciale
toi-act-special-hint = Come concede una carta, una specializzazione o lo scenario (trincerarsi, curare…)

toi-nobody = nessuno
toi-log-scenario = Scenario { $name }: { $rounds } round, { $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    } per turno
toi-log-action = { $side }: { $action }
toi-log-pass = { $side }: fase azione chiusa
toi-log-control = Controllo di { $name }: ora { $side }
toi-log-income = Entrate per { $side }: { $command ->
    [one] { $command } comando
   *[other] { $command } comandi
} e { $vp } PV
toi-log-bid = Sulla carta iniziativa di { $side }: { $n ->
    [one] { $n } comando
   *[other] { $n } comandi
} in più, { $total } in tutto
toi-log-initiative = Iniziativa: { $side } ({ $a } contro { $b })
toi-log-draw = { $side }, carta pescata: { $card }
toi-log-activate = { $side }, carta attivata con { $cost ->
    [one] { $cost } comando
   *[other] { $cost } comandi
}: { $card }

toi-err-not-toi = Questo tavolo non è una partita di Marea di Ferro
toi-err-phase = Solo nella { $phase }
toi-err-passed = Quella parte ha chiuso la sua fase azione
toi-err-not-your-turn = Tocca all'altra parte agire
toi-err-objective = Non c'è un obiettivo così
toi-err-income-done = Comandi e PV sono già stati incassati in questo round
toi-err-initiative-done = L'iniziativa è già stata decisa in questo round
toi-err-not-enough-command = { $need ->
    [one] Serve 1 comando
   *[other] Servono { $need } comandi
}, ne { $have ->
    [one] è disponibile solo 1
   *[other] sono disponibili solo { $have }
}
toi-err-card = Non c'è una carta così
toi-err-card-typed = Una carta vuole un nome (fino a 60 lettere), un costo da 0 a 20 e un numero di contatto da 1 a 6
toi-err-contact-this-round = Il contatto per questa carta è già stato tentato in questo round: riprova in un round successivo
toi-err-scenario = Controlla lo scenario: { $what }

toi-unit-regular = Fanteria regolare
toi-unit-elite = Fanteria d'élite
toi-unit-officer = Ufficiale
toi-unit-mg = Squadra mitragliatori
toi-unit-mortar = Squadra mortaio
toi-unit-sherman = M4A1 Sherman
toi-unit-tiger = Tiger I
toi-unit-panzer-iv = Panzer IV
toi-unit-m3a1 = Semicingolato M3A1
toi-unit-sdkfz = Semicingolato SdKfz 251
toi-unit-gmc = Camion GMC CCKW 353
toi-unit-opel = Camion Opel Blitz

toi-unit-ready = Pronta
toi-unit-op-fire = Fuoco di opportunità
toi-unit-fatigued = Affaticata
toi-log-unit-added = { $name } entra nell'elenco
toi-log-unit-removed = { $name } esce dall'elenco
toi-log-unit = { $name }: { $what }
toi-log-unit-fort = { $name }: segnalini cambiati
toi-log-unit-holes = { $name }: spazi occupati { $n }
toi-log-markers-cleared = Segnalini tolti su { $n } unità: tutte pronte, bloccate libere, disgregate ora bloccate (libere con un ufficiale)
toi-err-unit = Questa modifica non si adatta a questa unità
toi-err-unit-name = Un'unità vuole un nome fino a 40 lettere
toi-err-unit-full = L'elenco è pieno
toi-err-op-fire-condition = Una squadra bloccata o disgregata non può andare in fuoco di opportunità
toi-err-preset-name = Dai un nome allo scenario e controlla i suoi numeri prima di salvarlo
toi-err-preset-save = Non è stato possibile salvare lo scenario: { $problem }
toi-log-discard = { $side }, carta scartata dall'area di gioco: { $card }
