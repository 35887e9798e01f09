# Marea di Ferro: pannelli.

toi-ui-tab-round = Azioni
toi-ui-tab-command = Comando
toi-ui-tab-status = Stato
toi-ui-tab-attack = Attacco
toi-ui-tab-artillery = Artiglieria
toi-ui-tab-setup = Scenario
toi-ui-for-side = Per:
toi-ui-no-result = Qui compare il risultato del prossimo attacco, spostamento o contatto.
toi-ui-whose = { $side } · round { $round }
toi-ui-hits = { $n ->
    [one] 1 colpo
   *[other] { $n } colpi
  }
toi-ui-on-target = Sul bersaglio
toi-ui-drifts = { $n ->
    [one] 1 esagono
   *[other] { $n } esagoni
  }, { $dir }
toi-ui-success = Riuscito
toi-ui-failure = Fallito

toi-ui-round-of = Round { $round } di { $rounds } · iniziativa: { $side }
toi-ui-round-of-flipped = Round { $round } di { $rounds } (segnalino sul "10", casella { $box }) · iniziativa: { $side }
toi-ui-not-action = Le azioni si fanno nella fase azione.
toi-ui-both-passed = Entrambe le parti hanno chiuso la fase azione: tocca Fase successiva per la fase comando.
toi-ui-turn = Turno di azione: { $side } · { $left ->
    [one] resta 1 azione
   *[other] restano { $left } azioni
  } { $team }
toi-ui-division = (divisione { $n })
toi-ui-other-passed = L'altra parte ha chiuso la sua fase azione: continua quanto vuoi.
toi-ui-pass = Chiudo la mia fase azione
toi-ui-this-round = In questo round, dalla più recente:

toi-ui-status-draw = In ordine di iniziativa, ogni parte pesca 1 carta da uno dei suoi mazzi; un "+" su quella prima carta ne fa pescare un'altra.
toi-ui-status-markers = Togli tutti i segnalini di affaticamento, di fuoco di opportunità e di bloccata; disgregata diventa bloccata (sparisce con un ufficiale nell'esagono); togli il fumo.
toi-ui-status-op-fire = In ordine di iniziativa, metti unità in fuoco di opportunità: non potranno essere attivate nel prossimo round.
toi-ui-status-transfers = Scambia miniature tra squadre nello stesso esagono (non specializzate, bloccate, disgregate, trasportate o trincerate).
toi-ui-status-reinforcements = I rinforzi dello scenario sui tuoi esagoni R (mai in esagoni nemici) e i suoi eventi.
toi-ui-status-advance = Avanza il segnalino round; dopo l'ultimo round la partita finisce (a parità di PV vince chi ha l'iniziativa).
toi-ui-last-round = Questo è l'ultimo round dello scenario.
toi-ui-draw-title = Carta strategica pescata (scrivila dalla carta)
toi-ui-card-name = Nome della carta
toi-ui-card-cost = Costo in comandi
toi-ui-timing-action = Fase azione
toi-ui-timing-command = Fase comando
toi-ui-card-contact = Stabilire un contatto:
toi-ui-none = nessuno
toi-ui-draw = Mettila nel Quartier Generale

toi-ui-no-objectives = Nessun obiettivo in questo scenario (aggiungili in Scenario).
toi-ui-neutral = neutrale
toi-ui-objective = { $name } ({ $nation }): { $command ->
    [one] { $command } comando
   *[other] { $command } comandi
}, { $vp } PV
toi-ui-side-command = { $side }: { $command ->
    [one] { $command } comando
   *[other] { $command } comandi
}, { $bid } sulla carta iniziativa, { $vp } PV (entrate ora: { $gain ->
    [one] +{ $gain } comando
   *[other] +{ $gain } comandi
}, +{ $gainvp } PV)
toi-ui-income = Incassa comandi e PV
toi-ui-bid = Comandi da mettere sulla carta iniziativa
toi-ui-bid-on = Sulla carta di { $side }
toi-ui-hq = Quartier Generale di { $side }: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } scoperte, { $pending } in attesa di contatto
toi-ui-activate = { $card } · { $cost ->
    [one] 1 comando
   *[other] { $cost } comandi
} · { $when }
toi-ui-decide = Decidi l'iniziativa
toi-ui-initiative-now = Iniziativa: { $side }

toi-ui-op-fire = Fuoco di opportunità
toi-ui-suppressive = Soppressivo
toi-ui-lead = Unità capofila
toi-ui-fp = Potenza di fuoco
toi-ui-range = Raggio d'azione
toi-ui-distance = Esagoni dal bersaglio
toi-ui-higher = Più in alto
toi-ui-heavy-damage = Danno grave
toi-ui-anti-tank = Anticarro
toi-ui-flamethrower = Lanciafiamme
toi-ui-tank = Carro
toi-ui-from-smoke = Spara dal fumo
toi-ui-supporter = Supporto { $n } (metà PF)
toi-ui-remove = Togli
toi-ui-add-supporter = Aggiungi un supporto
toi-ui-target = Bersaglio
toi-ui-vehicle = Veicolo
toi-ui-squad = Squadra
toi-ui-armour = Blindatura
toi-ui-heavy-vehicle = Veicolo pesante
toi-ui-truck = Camion
toi-ui-solid = Blindatura solida
toi-ui-figures = Miniature (0: non detto)
toi-ui-elites = Miniature d'élite
toi-ui-entrenched = Trincerata
toi-ui-bunker = Bunker
toi-ui-officer = Ufficiale nell'esagono
toi-ui-medic = Medico nell'esagono
toi-ui-cover = Copertura del terreno
toi-ui-smoke = Fumo
toi-ui-building = Edificio
toi-ui-dice-plan = { $black } neri con { $on }+ · { $red } rossi
toi-ui-roll = Lancia
toi-ui-next-black = Oppure tocca i dadi neri: { $n } di { $of } · { $shown }
toi-ui-next-red = Ora i dadi rossi: { $n } di { $of } · { $shown }

toi-ui-contact-title = Carte di artiglieria di { $side } in attesa di contatto
toi-ui-no-pending = Nessuna carta in attesa: prima attiva una carta di artiglieria dal Quartier Generale (scheda Azioni, o Comando per una carta della fase Comando).
toi-ui-contact-first = { $card }: stabilire un contatto ({ $x })
toi-ui-contact-retry = { $card }: riprova il contatto ({ $x }, un'azione)
toi-ui-drift = Spostamento
toi-ui-spot = { $what } ({ $n })
toi-ui-drift-roll = Lancia per lo spostamento
toi-ui-drift-black = Oppure tocca il dado nero
toi-ui-drift-red = Ora il dado rosso
toi-ui-compass-note = Le facce diverse dal 3 non sono nel regolamento: confrontale con il tuo cartoncino bussola.
toi-ui-area = Attacco d'area sull'esagono finale (poi area di scoppio su ogni esagono vicino)
toi-ui-area-fp = Potenza di fuoco (area X o scoppio Y)
toi-ui-area-unit = #{ $n } { $what }, copertura { $cover }
toi-ui-add-squad = Aggiungi una squadra
toi-ui-add-vehicle = Aggiungi un veicolo
toi-ui-area-roll = Lancia l'attacco d'area

toi-ui-source = Fonte: { $source }
toi-ui-rounds = Round
toi-ui-actions = Azioni per turno
toi-ui-players = Giocatori
toi-ui-north = Nord sul tavolo
toi-ui-first-initiative = Inizia con l'iniziativa:
toi-ui-objectives = Obiettivi
toi-ui-objective-name = Nome dell'obiettivo
toi-ui-obj-command = Comandi che dà
toi-ui-obj-vp = PV che dà
toi-ui-obj-add = Aggiungi l'obiettivo
toi-ui-start = Usa questo scenario
toi-ui-odds = Prima del lancio:
toi-ui-owner-chooses = il proprietario sceglie quali miniature
toi-ui-mover-stops = l'unità in movimento si ferma, affaticata
toi-ui-mover-goes-on = l'unità in movimento prosegue
toi-ui-mg-keeps = { $n ->
    [one] la squadra con le mitragliatrici resta in fuoco di opportunità
   *[other] { $n } squadre con le mitragliatrici restano in fuoco di opportunità
  }
toi-ui-tab-assault = Assalto
toi-ui-assault-plan = Attaccante { $attack } neri contro { $cover } rossi di copertura · difensore { $defence } neri · l'attaccante vince il { $pct }%
toi-ui-assault-next-attack = Oppure tocca i dadi neri dell'attaccante ({ $n } inseriti)
toi-ui-assault-next-cover = Ora i dadi rossi di copertura ({ $n } inseriti)
toi-ui-assault-next-defence = Ora i dadi neri del difensore ({ $n } inseriti)
toi-ui-assault-fp = PF della squadra che assalta
toi-ui-assault-support = PF del supporto (conta la metà)
toi-ui-flamethrowers = Squadre lanciafiamme
toi-ui-from-wire = Dal filo spinato
toi-ui-defenders = Difensori
toi-ui-fp-n = PF { $n }
toi-ui-no-fort = Allo scoperto
toi-ui-mine = Campo minato
toi-ui-engineers = Ingegneri
toi-ui-mine-faces = oppure tocca 4 dadi neri ({ $n } inseriti)
toi-ui-heal = Medico: cura
toi-ui-holes = Spazi occupati sulla squadra indebolita
toi-ui-assault-wins = Assalto riuscito
toi-ui-assault-fails = L'assalto fallisce
toi-ui-assault-detail = Colpi: attaccante { $a } (dopo la copertura), difensore { $d }
toi-ui-assault-attackers = Attaccanti { $n ->
    [0] senza perdite
    [one] perdono 1 miniatura
   *[other] perdono { $n } miniature
  }, tutti affaticati
toi-ui-assault-fate = n. { $n } { $fate }
toi-ui-fate-destroyed = distrutto
toi-ui-fate-disrupted = si ritira, disgregato
toi-ui-fate-fatigued = si ritira, affaticato
toi-ui-tab-units = Unità
toi-ui-unit-name = Nome dell'unità (es. squadra 3, Sherman 2)
toi-ui-add-unit = Aggiungi all'elenco
toi-ui-no-units = L'elenco è facoltativo: aggiungi qui le unità che vuoi seguire.
toi-ui-holes-n = Spazi: { $n }
toi-ui-hidden = Nascosta
toi-ui-transported = Trasportata
toi-ui-stats = Valori delle carte di riferimento
toi-ui-stats-line = { $name }{ $mark }: movimento { $mp } · contro fanteria { $ri }/{ $fi } · contro veicoli { $rv }/{ $fv } · blindatura { $armour }
toi-ui-stats-note = * alcuni valori non sono nel regolamento (?: non noto): confrontali con le tue carte di riferimento.
toi-ui-no-stats = Non è stato possibile leggere i valori delle unità: vedi “Problemi nei dati dei giochi” nella schermata iniziale.
toi-ui-clear-markers = Togli i segnalini dell'elenco (passo 2)
toi-ui-drift-head = Spostamento { $n }
toi-ui-spot-none = Nessuna visuale
toi-ui-spot-normal = Visuale
toi-ui-spot-improved = Visuale aumentata
toi-ui-scenario-name = Nome dello scenario
toi-ui-decks = Mazzi strategici e carte
toi-ui-start-cards = Carte iniziali di { $side }
toi-ui-operations = Carte operazionali: { $list }
toi-ui-deck-name = Nome del mazzo o della carta operazionale
toi-ui-add-deck = Mazzo di { $side }
toi-ui-add-operations = Carta operazionale
toi-ui-vp-to-win = PV per vincere
toi-ui-save-preset = Salva come scenario
toi-ui-preset-saved = Salvato: è tra i tuoi scenari qui sopra.
toi-ui-vp-reached = { $side }: { $n } PV raggiunti; lo scenario dice se bastano per vincere subito
toi-ui-card-lasting = Resta nell'area di gioco
toi-ui-discard = In gioco: { $card } · scarta
toi-ui-area-six = A segno solo con 6 (mortaio a lungo raggio)
toi-ui-mortar = Mortaio, { $kind }: PF { $fp }
toi-ui-area-head = { $n ->
    [one] Area: 1 colpo
   *[other] Area: { $n } colpi
  }
toi-ui-north-letter = N
toi-ui-page-fire = Fuoco
toi-ui-page-target = Dettagli del bersaglio
toi-ui-page-firer = Unità che spara e tipo di fuoco
toi-ui-page-strike = Contatto e deviazione
toi-ui-page-area = Attacco sull'esagono
toi-ui-page-mine = Campo minato
toi-ui-page-heal = Medico
toi-ui-normal = Normale
toi-ui-pad-black = Dado nero { $n } di { $of } (colpisce con { $on }+), poi { $red ->
    [one] 1 rosso
   *[other] { $red } rossi
}
toi-ui-pad-red = Dado rosso { $n } di { $of } (ogni 5–6 annulla un colpo)
toi-ui-pad-contact = { $card }: contatto con { $x }+, un dado
toi-ui-pad-drift-black = Deviazione: il dado nero
toi-ui-pad-drift-red = Deviazione: il dado rosso (la direzione)
toi-ui-area-pad = L'app tira l'attacco ad area e i dadi di copertura di ogni unità.
toi-ui-lead-fp = Unità capofila: potenza di fuoco
toi-ui-hq-now = QG di { $side }:
toi-ui-hq-none = nessuna carta da giocare nella fase Azione
toi-ui-activate-short = { $card } · { $cost ->
    [one] 1 comando
   *[other] { $cost } comandi
}
toi-ui-mg-only = Sparano solo le mitragliatrici (fuoco di opportunità)
toi-ui-pin-firer = Mantieni le caratteristiche di chi spara per il prossimo attacco
toi-ui-pin-target = Mantieni la situazione del bersaglio per il prossimo attacco
toi-ui-readings = Letture di regole poco chiare
toi-ui-combined-sum = Fuoco combinato: dimezza il totale del supporto
toi-ui-flame-faq = Lanciafiamme adiacente: raggio normale (FAQ)
toi-ui-opfire-suppressive = Il fuoco di opportunità ferma l'unità solo se soppressivo
toi-ui-attacker-dice = Attaccante
toi-ui-defender-dice = Difensore
toi-head-routed = In rotta
