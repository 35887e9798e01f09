## Unità e terreno
ccgw-unit-infantry = Fanteria
ccgw-unit-specialist = Fanteria con Specialista in Esplosivi
ccgw-unit-mg = Squadra Mitraglieri
ccgw-unit-mortar = Mortaio
ccgw-terrain-open = Terreno semplice
ccgw-terrain-forest = Foresta
ccgw-terrain-buildings = Edifici
ccgw-terrain-hill = Collina
ccgw-terrain-rubble = Macerie di Edifici
ccgw-terrain-trenches = Trincee
ccgw-terrain-shell-craters = Crateri da Bombardamento
ccgw-terrain-mine-craters = Crateri da Mine
ccgw-terrain-wire = Filo Spinato

## Passi del combattimento
ccgw-step-base-ranged = { $unit } a { $range ->
        [one] { $range } esagono
       *[other] { $range } esagoni
    }: { $dice ->
    [one] 1 dado Combattimento
   *[other] { $dice } dadi Combattimento
  }.
ccgw-step-base-close = { $unit } in Combattimento Ravvicinato: { $dice ->
    [one] 1 dado Combattimento
   *[other] { $dice } dadi Combattimento
  }.
ccgw-step-moved-in = Entrata in { $terrain } in questo turno: { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }.
ccgw-step-while-in = Fa fuoco da { $terrain }: { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }.
ccgw-step-card-move = { $card }: può muovere di { $max ->
        [one] { $max } esagono
       *[other] { $max } esagoni
    } e combattere; ha mosso di { $moved }.
ccgw-step-card-extra-move = { $card }: fino a { $max ->
        [one] { $max } esagono
       *[other] { $max } esagoni
    } oltre il movimento ordinato, uno per ogni simbolo soldato sui suoi 2 dadi; questa unità ha mosso di { $extra ->
        [one] { $extra } esagono
       *[other] { $extra } esagoni
    } in più e può ancora combattere.
ccgw-step-specialist = Delle { $figures ->
        [one] { $figures } miniatura
       *[other] { $figures } miniature
    } una è lo specialista: i colpi non lo rimuovono mai, ed esce con l'ultima altra miniatura (Specialisti).
ccgw-step-retreat-blocked = Il bersaglio può ritirarsi di { $room } { $room ->
    [one] esagono
   *[other] esagoni
  }: ogni esagono di ritirata che non può completare costa una miniatura (Ritirate): { $min } se ignora tutte le bandiere che può, { $max } se non ne ignora nessuna. Si conta il numero minore.
ccgw-step-card = { $card }: { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }.
ccgw-step-extra = Altra modifica concordata al tavolo: dadi { $dice }.
ccgw-step-total = Tira { $dice ->
    [one] 1 dado Combattimento
   *[other] { $dice } dadi Combattimento
  }.
ccgw-step-protection = Bersaglio in { $terrain }: { $soldiers ->
        [one] si annulla { $soldiers } simbolo Soldato
       *[other] si annullano { $soldiers } simboli Soldato
    }, si possono ignorare fino a { $flags ->
        [one] { $flags } Bandiera
       *[other] { $flags } Bandiere
    }.
ccgw-step-skulls-close = Combattimento Ravvicinato: ogni Teschio è un colpo.
ccgw-step-skulls-specialist = Specialista in Esplosivi a 2 esagoni: ogni Teschio è un colpo.
ccgw-step-body-armour = Body Armour: il bersaglio ignora ogni Soldato.
ccgw-step-hold = Hold at All Costs: il bersaglio può ignorare ogni Bandiera.
ccgw-step-crossfire = Fuoco incrociato: { $teams ->
        [one] { $teams } squadra
       *[other] { $teams } squadre
    } mitraglieri lanciano i dadi insieme; ciascuna conta i propri.
ccgw-step-crossfire-team = Squadra { $team }:
ccgw-step-hold-after = Hold at All Costs è stata giocata in reazione alla Carta Comando con cui è arrivata { $card }: la seconda carta interrompe gli effetti della prima, quindi le bandiere possono essere ignorate.
ccgw-step-flags-locked-after-hold = Giocata subito prima del lancio, dopo Hold at All Costs: la seconda carta interrompe gli effetti della prima, quindi in questo combattimento nessuna bandiera può essere ignorata.
ccgw-step-flags-locked = In questo combattimento nessuna Bandiera può essere ignorata.
ccgw-step-card-flags-locked = { $card }: il bersaglio non può ignorare alcuna Bandiera.
ccgw-step-no-hq = In questo turno i simboli HQ non fanno guadagnare nulla.
ccgw-step-faces = Facce ottenute: { $soldiers ->
    [one] 1 Soldato
   *[other] { $soldiers } Soldati
  }, { $bursts ->
    [one] 1 Esplosione
   *[other] { $bursts } Esplosioni
  }, { $skulls ->
    [one] 1 Teschio
   *[other] { $skulls } Teschi
  }, { $flags ->
    [one] 1 Bandiera
   *[other] { $flags } Bandiere
  }, { $hq } HQ.
ccgw-step-hits = Colpi: { $bursts } da Esplosioni + { $soldiers } da Soldati ({ $cancelled } annullati) + { $skulls } da Teschi = { $hits }.
ccgw-step-casualties = Togli { $removed ->
    [one] 1 miniatura
   *[other] { $removed } miniature
  } su { $figures }; { $lost ->
    [one] 1 colpo va perduto
   *[other] { $lost } colpi vanno perduti
  }.
ccgw-step-eliminated = L'unità è sbaragliata: l'attaccante prende una Medaglia Vittoria.
ccgw-step-retreat = { $flags ->
    [one] 1 Bandiera: l'unità si ritira di 1 esagono
   *[other] { $flags } Bandiere: l'unità si ritira di { $flags } esagoni
  } verso il proprio bordo.
ccgw-step-retreat-choice = { $flags ->
    [one] 1 Bandiera
   *[other] { $flags } Bandiere
  }, { $ignorable ->
    [one] 1 ignorabile
   *[other] { $ignorable } ignorabili
  }: ritirata da { $min } a { $max ->
    [one] 1 esagono
   *[other] { $max } esagoni
  }, a scelta del proprietario.
ccgw-step-hq = Prendi { $hq ->
    [one] 1 segnalino HQ
   *[other] { $hq } segnalini HQ
  } dalla riserva comune.
ccgw-step-hq-none = { $hq ->
    [one] 1 simbolo HQ, ma non fa guadagnare segnalini.
   *[other] { $hq } simboli HQ, ma non fanno guadagnare segnalini.
  }
ccgw-step-no-unit = Nessuna unità nell'esagono: si tira solo per il filo spinato e i simboli HQ non fanno guadagnare nulla.
ccgw-step-wire-cut = Un'Esplosione sul filo spinato: togli il segnalino del filo spinato dall'esagono (senza crateri).

## Artiglieria
ccgw-art-main = bersaglio principale
ccgw-art-step-bought = { $dice ->
    [one] 1 dado Obiettivo acquistato
   *[other] { $dice } dadi Obiettivo acquistati
  } (potenza di fuoco { $strength }).
ccgw-art-step-hex = Esagono { $hex } della sagoma: { $dice ->
    [one] 1 dado Combattimento
   *[other] { $dice } dadi Combattimento
  }.
ccgw-art-step-main = Dadi uguali: il bersaglio principale riceve { $dice ->
    [one] 1 dado Combattimento
   *[other] { $dice } dadi Combattimento
  }.
ccgw-art-step-no-main = Nessun doppio: il bersaglio principale non è colpito.
ccgw-art-step-crater = Una tripla: sul bersaglio principale si formano crateri e la protezione del terreno non conta in questo combattimento.
ccgw-art-step-crater-center = { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    } Combattimento sul bersaglio principale (3 o più): sull'esagono si formano crateri e la protezione del terreno non conta in questo combattimento.
ccgw-art-step-hold = Hold at All Costs: le unità bombardate possono ignorare ogni Bandiera.
ccgw-art-step-hold-after-box = Hold at All Costs è stata giocata in reazione alla Carta Comando con cui è arrivata Box Barrage: la seconda carta interrompe gli effetti della prima, quindi le unità bombardate possono ignorare ogni Bandiera.
ccgw-art-step-hold-cratered = Sull'esagono bersaglio principale ridotto a crateri tutti i simboli lanciati vanno a segno: è l'effetto del terreno sul combattimento, che Hold at All Costs non toglie.
ccgw-art-step-box-barrage = Box Barrage: su ogni esagono ogni Teschio colpisce, nessun terreno protegge e nessuna Bandiera può essere ignorata.
ccgw-art-step-shell-shortage-total = Shell Shortage: 2 dadi Combattimento in meno in tutto, tolti agli esagoni nell'ordine in cui si risolvono.
ccgw-art-step-shell-shortage = Shell Shortage: ogni esagono tira 2 dadi Combattimento in meno.
ccgw-art-step-skip-main = Bersaglio principale: dopo Shell Shortage non restano dadi Combattimento, non c'è nulla da tirare.
ccgw-art-step-skip-hex = Esagono { $hex } della sagoma: dopo Shell Shortage non restano dadi Combattimento, non c'è nulla da tirare.

## Terra di Nessuno
ccgw-nml-crater-at = Cratere: riga { $row }, esagono { $hex } da sinistra.
ccgw-nml-finished = Tutte le righe segnate sono state bombardate.
ccgw-nml-more = Restano righe segnate: tira ancora.

## Probabilità (riga di comando)
ccgw-odds-hits = { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  }: { $p }%
ccgw-odds-retreat = Almeno una Bandiera da eseguire: { $p }%
ccgw-odds-hq = Segnalini HQ attesi: { $hq }

## Motivi HQ
ccgw-hq-scenario = inizio scenario
ccgw-hq-end-turn = fine turno
ccgw-hq-trade = Carta Combattimento scambiata
ccgw-hq-dice = simboli HQ tirati
ccgw-hq-big-show = Big Show
ccgw-hq-refund = rimborso (Lost Messenger)
ccgw-hq-artillery = dadi Obiettivo dell'artiglieria
ccgw-hq-combat-card = costo della Carta Combattimento
ccgw-hq-direct = Direct From HQ
ccgw-hq-physician = Physician
ccgw-hq-correction = correzione

## Medaglie
ccgw-medal-unit = Unità nemica sbaragliata
ccgw-medal-temporary = Obiettivo Temporaneo
ccgw-medal-start-temporary = Temporaneo di Inizio Turno
ccgw-medal-start-majority = Prevalenza di Inizio Turno
ccgw-medal-permanent = Obiettivo Permanente
ccgw-medal-start-permanent = Permanente di Inizio Turno
ccgw-medal-breakthrough = Sfondamento
ccgw-medal-under-pressure = Sotto Pressione

## Preparazione
ccgw-setup-1 = Scegli lo scenario (Opening Action 1 o 2 per la prima partita).
ccgw-setup-2 = Siediti dal lato dell'armata che comandi.
ccgw-setup-3 = Disponi tessere terreno e filo spinato come sulla mappa dello scenario.
ccgw-setup-4 = Piazza le unità: ogni simbolo sulla mappa è un'unità completa.
ccgw-setup-5 = Metti la tua Carta Medaglie Vittoria Conquistate vicino al tuo bordo mappa.
ccgw-setup-6 = Piazza i segnalini dell'Artiglieria di Riserva con la potenza di fuoco in vista.
ccgw-setup-7 = Mescola il mazzo delle Carte Comando e distribuisci le mani dello scenario.
ccgw-setup-8 = Mescola il mazzo delle Carte Combattimento e distribuisci le mani dello scenario.
ccgw-setup-9 = Forma la riserva comune di HQ e consegna i segnalini HQ iniziali.
ccgw-setup-10 = Prepara dadi Combattimento, dadi Obiettivo, sagome e medaglie.
ccgw-setup-11 = Leggi le regole speciali e le condizioni di vittoria.
ccgw-setup-12 = Se lo scenario lo prevede, il primo giocatore bombarda la Terra di Nessuno.
ccgw-setup-13 = Comincia il primo turno.

## Registro
ccgw-log-setup = Scenario { $name } preparato: servono { $medals ->
        [one] { $medals } medaglia
       *[other] { $medals } medaglie
    } per vincere.
ccgw-log-dealt = { $side }: ricevute { $command ->
    [one] 1 Carta Comando
   *[other] { $command } Carte Comando
  } e { $combat ->
    [one] 1 Carta Combattimento
   *[other] { $combat } Carte Combattimento
  }.
ccgw-log-check = Fatto: { $step }
ccgw-log-uncheck = Da fare: { $step }
ccgw-log-settings = Impostazioni della partita cambiate.
ccgw-log-hq-gain = { $side }: presi { $n } HQ ({ $reason }), ora { $held } in mano, { $supply } ancora nella riserva.
ccgw-log-hq-spend = { $side }: spesi { $n } HQ ({ $reason }), ora { $held } in mano, { $supply } nella riserva.
ccgw-log-pool-dry = La riserva comune non basta per { $side }: servirebbero { $wanted } HQ, ne arrivano { $got }.
ccgw-log-spent-returned = { $n ->
    [one] 1 HQ pagato per Carte Combattimento torna
   *[other] { $n } HQ pagati per Carte Combattimento tornano
  } nella riserva comune (ora { $supply }).
ccgw-log-start-turn = Di turno: { $side }. Controlla le Medaglie Obiettivo di inizio turno.
ccgw-log-play-command = { $side }: giocata { $card }.
ccgw-log-play-combat = { $side }: giocata { $card } (costo { $cost } HQ).
ccgw-log-cost-corrected = Il costo in HQ di { $card } è corretto da { $before } a { $cost }; il nuovo costo viene ricordato.
ccgw-log-direct-from-hq = Direct From HQ: in questo turno i simboli HQ non fanno guadagnare nulla.
ccgw-log-trade = { $side }: { $card } scambiata con 1 HQ.
ccgw-log-recon-keep-one = Recon: tieni una delle due carte pescate e scarta l'altra.
ccgw-log-discard = { $side }: scartata { $card }.
ccgw-log-battle = { $side }: { $unit } a { $range } tira { $faces } → { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  }, { $max ->
    [0] nessuna ritirata
   *[other] ritirata { $min }–{ $max }
  }.
ccgw-log-artillery = Artiglieria di Riserva di { $side }: dadi Obiettivo { $dice }, bersaglio principale { $main ->
        [one] { $main } dado
       *[other] { $main } dadi
    }.
ccgw-log-artillery-crater = Sul bersaglio principale si formano crateri.
ccgw-log-crossfire = Fuoco incrociato: { $teams ->
        [one] { $teams } squadra
       *[other] { $teams } squadre
    } mitraglieri hanno lanciato insieme { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }.
ccgw-log-artillery-hex = Esagono bombardato { $hex }: { $faces } → { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  }, { $max ->
    [0] nessuna ritirata
   *[other] ritirata { $min }–{ $max }
  }.
ccgw-log-artillery-no-dice = Esagono bombardato { $hex }: dopo Shell Shortage non restano dadi, si passa oltre.
ccgw-log-artillery-no-unit = Esagono bombardato { $hex }: nessuna unità, si passa oltre senza tiro e senza HQ.
ccgw-log-wire-cut = Esagono bombardato { $hex }: un'Esplosione rimuove il filo spinato.
ccgw-log-artillery-done = Il bombardamento è finito.
ccgw-log-nml-start = Bombardamento della Terra di Nessuno su { $rows ->
    [one] 1 riga
   *[other] { $rows } righe
  }.
ccgw-log-nml-crater = Dado Obiettivo { $face }: cratere nella riga { $row }, esagono { $hex }.
ccgw-log-nml-off = Dado Obiettivo { $face }: il conteggio supera l'ultima riga.
ccgw-log-nml-done = Terra di Nessuno completata: { $craters ->
    [0] nessun cratere
    [one] 1 cratere
   *[other] { $craters } crateri
  }.
ccgw-log-medal = { $side }: medaglia guadagnata ({ $kind }), { $count } in tutto.
ccgw-log-medal-lost = { $side }: medaglia persa ({ $kind }), ne restano { $count }.
ccgw-log-victory = { $side }: { $medals ->
        [one] { $medals } medaglia
       *[other] { $medals } medaglie
    }, battaglia vinta!

## Errori
ccgw-err-moved-too-far = { $unit } ha mosso di { $moved ->
        [one] { $moved } esagono
       *[other] { $moved } esagoni
    } in questo turno; può combattere dopo al massimo { $max } (Movimento; Advance Over The Top, Trench Raid, Infantry Assault).
ccgw-err-extra-dice = I dadi in più vanno da -{ $max } a +{ $max }, non { $dice }: nessun lancio di questo gioco supera { $max ->
        [one] { $max } dado
       *[other] { $max } dadi
    }.
ccgw-err-too-many-dice = Questo attacco arriva a { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }, più dei { $max } del lancio più grande del gioco (un Fuoco incrociato di tre squadre di mitraglieri): controlla carte e dadi in più.
ccgw-err-crossfire-unit = { $unit } non può partecipare a un Fuoco incrociato: solo le squadre mitraglieri sparano insieme su un bersaglio (Fuoco incrociato).
ccgw-err-crossfire-too-many = Un Fuoco incrociato di { $teams ->
        [one] { $teams } squadra
       *[other] { $teams } squadre
    }: uno schieramento ha solo { $max ->
        [one] { $max } squadra
       *[other] { $max } squadre
    } mitraglieri (Componenti; Fuoco incrociato).
ccgw-err-crossfire-close = La squadra { $team } è adiacente al bersaglio: il Fuoco incrociato è combattimento a distanza, non corpo a corpo (Fuoco incrociato).
ccgw-err-crossfire-no-dice = Alla squadra { $team } restano { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    } combattimento: non può sparare; lasciala fuori dal Fuoco incrociato.
ccgw-err-card-twice = { $card } compare due volte: una carta conta una volta sola.
ccgw-err-card-ranged-only = { $card } vale solo nel combattimento a distanza, non in corpo a corpo.
ccgw-err-card-target-unknown = { $card } vale solo contro alcuni tipi di unità: indica qual è il bersaglio.
ccgw-err-card-target-unit = { $card } non si può giocare contro { $unit }.
ccgw-err-card-close-only = { $card } aggiunge dadi solo nel combattimento ravvicinato.
ccgw-err-card-unit = { $card } non vale per { $unit }.
ccgw-err-two-combat-cards = { $first } e { $second } sono entrambe Carte Combattimento: ogni schieramento ne gioca al massimo una per turno (Carte Combattimento).
ccgw-err-two-command-cards = { $first } e { $second } sono entrambe Carte Comando: ogni schieramento ne gioca una per turno (Fase 1).
ccgw-err-card-sides = { $attacker } aiuta l'attaccante, { $defender } il difensore quando risponde: non stanno mai nello stesso lancio (Carte Combattimento: fase di gioco di ciascuna).
ccgw-err-faces-count = Il lancio ha { $expected ->
    [one] 1 dado
   *[other] { $expected } dadi
  } ma { $got ->
    [one] è stata inserita 1 faccia
   *[other] sono state inserite { $got } facce
  }. Se una carta che l'app non conosce cambia i dadi, aggiungili come dadi in più.
ccgw-err-odds-too-large = Le probabilità esatte di { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    } non stanno nei numeri dell'app.
ccgw-err-nml-row-count = Si bombardano al massimo { $max } righe (la plancia è profonda { $max ->
        [one] { $max } esagono
       *[other] { $max } esagoni
    }: Plancia di gioco), non { $rows }.
ccgw-err-specialist-not-infantry = Un esperto in esplosivi si aggrega solo a un'unità di fanteria, mai a { $unit } (Azioni Speciali degli Esperti in Esplosivi). Togli lo specialista o cambia bersaglio.
ccgw-err-too-many-figures = Un'unità ha al massimo { $max ->
        [one] { $max } miniatura
       *[other] { $max } miniature
    }, non { $figures } (Componenti): segna lo specialista se è con lei.
ccgw-err-too-many-figures-specialist = Un'unità con il suo specialista ha al massimo { $max ->
        [one] { $max } miniatura
       *[other] { $max } miniature
    }, non { $figures } (Componenti; Specialisti).
ccgw-err-specialist-alone = Un'unità con specialista ha almeno un'altra miniatura: lo specialista esce con l'ultima di esse (Specialisti). Conta lo specialista tra le miniature.
ccgw-err-not-cc = Questa non è una partita di Command and Colors.
ccgw-err-already-set-up = Lo scenario è già preparato.
ccgw-err-artillery-strength = La potenza di fuoco dell'Artiglieria di Riserva va da 1 a { $max }.
ccgw-err-artillery-tokens = Ogni armata ha al massimo { $max ->
        [one] { $max } segnalino
       *[other] { $max } segnalini
    } di Artiglieria di Riserva.
ccgw-err-start-hq = Gli HQ iniziali ({ $total }) superano quelli nella riserva ({ $pool }).
ccgw-err-no-step = Non esiste questo passo della preparazione.
ccgw-err-cards-mode-locked = Scegli carte fisiche o carte dell'app prima di preparare lo scenario.
ccgw-err-zero = Scegli quanti segnalini HQ.
ccgw-err-unknown-card = Non esiste una carta chiamata «{ $card }».
ccgw-err-one-combat = Questa parte ha già giocato una Carta Combattimento in questo turno: una ciascuno per turno (Carte Combattimento).
ccgw-err-cost = La carta costa { $cost } HQ ma ne hai solo { $held }.
ccgw-err-not-active = Solo il giocatore attivo fa la scelta di fine turno, una Carta Combattimento o i segnalini HQ (Fase 5, Fine Turno).
ccgw-err-choice-made = La scelta di fine turno è già stata fatta: una per turno (Fase 5, Fine Turno).
ccgw-err-recon-discard = Recon ha fatto pescare due carte Comando: tienine una e scarta l'altra prima di giocare o pescare altre carte.
ccgw-err-strike-first-own-turn = Strike First si gioca nel turno dell'avversario, dopo che ha dichiarato un corpo a corpo e prima dei dadi: non nel proprio turno.
ccgw-err-strike-first-draws-first = In questo turno è stata giocata Strike First: chi l'ha giocata pesca per primo la carta Comando che la sostituisce.
ccgw-log-strike-first = Strike First: l'unità in difesa combatte per prima; l'attaccante colpisce solo se non è eliminato né costretto alla ritirata.
ccgw-err-bombard-spend = Il secondo fuoco di Artillery Bombard è già pagato: tira al massimo { $paid ->
    [one] il dado di puntamento pagato
   *[other] i { $paid } dadi di puntamento pagati
} per il primo, non { $dice }.
ccgw-log-bombard-second = Artillery Bombard: l'Artiglieria di Riserva fa fuoco una seconda volta, con i segnalini HQ già spesi.
ccgw-err-combat-limit = Un limite di { $limit ->
    [one] 1 carta
   *[other] { $limit } carte
} Combattimento in mano non è possibile: va da 1 a 20 e comprende almeno { $dealt ->
    [one] la carta distribuita
   *[other] le { $dealt } carte distribuite
} all'inizio.
ccgw-err-under-pressure = La medaglia «Sotto Pressione» la prende solo chi ha il turno, se in questo turno ha giocato una carta Recon, al posto della seconda carta: prima di pescare a fine turno, e una volta sola.
ccgw-err-under-pressure-decisive = La medaglia «Sotto Pressione» non può essere quella decisiva: sarebbe la medaglia { $medals }, quella che dà la vittoria (Medaglia Obiettivo "Sotto Pressione").
ccgw-err-combat-hand-full = La mano di Carte Combattimento è piena ({ $limit } carte): prendi gli HQ.
ccgw-err-trade-played = In questo turno è stata giocata una Carta Combattimento: non se ne può scambiare una con HQ.
ccgw-err-trade-once = Si può scambiare una sola Carta Combattimento per turno.
ccgw-err-trade-not-active = Solo il giocatore attivo può scambiare una Carta Combattimento con un segnalino HQ (Fase 5, Fine Turno).
ccgw-err-trade-phase = Una Carta Combattimento si scambia con un segnalino HQ solo a Fine Turno (Fase 5).
ccgw-err-drawn = La Carta Comando di questo turno è già stata pescata (Fase 5, Fine Turno).
ccgw-err-data = C'è un problema nei dati del gioco: { $problem }
ccgw-err-unknown-unit = Non esiste un'unità chiamata «{ $unit }».
ccgw-err-unknown-terrain = Non esiste un terreno chiamato «{ $terrain }».
ccgw-err-out-of-range = { $unit } arriva al massimo a { $max ->
        [one] { $max } esagono
       *[other] { $max } esagoni
    }, non a { $range }.
ccgw-err-moved-no-battle = { $unit } ha mosso di { $moved } { $moved ->
    [one] esagono
   *[other] esagoni
  } in questo turno e non può combattere (Movimento Mitragliatrici e Mortai).
ccgw-err-no-dice = Dopo le correzioni restano { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    } Combattimento: senza dadi non c'è attacco (il regolamento non fissa un minimo).
ccgw-err-no-battle-die = Nei dati del gioco manca il dado Combattimento.
ccgw-err-battle-face = «{ $face }» non è una faccia del dado Combattimento (soldier, burst, skull, flag, hq).
ccgw-err-dice-count = { $expected ->
    [one] Serve 1 dado
   *[other] Servono { $expected } dadi
  }, { $got ->
    [one] ne è arrivato 1
   *[other] ne sono arrivati { $got }
  }.
ccgw-err-no-artillery = Questo schieramento non ha un'Artiglieria di Riserva con potenza { $strength }.
ccgw-err-too-many-targeting = Con potenza di fuoco { $strength } si tirano al massimo { $strength ->
        [one] { $strength } dado
       *[other] { $strength } dadi
    } Obiettivo, non { $dice }.
ccgw-err-targeting-face = Un dado Obiettivo mostra da 1 a 6, non { $face }.
ccgw-err-no-fire = Nessun bombardamento in corso.
ccgw-err-hex-done = Quell'esagono è già stato risolto.
ccgw-err-hex-order = Risolvi prima il bersaglio principale, poi gli altri esagoni in senso orario.
ccgw-err-hex-empty = Senza unità nell'esagono si tira solo se c'è filo spinato: scegli «Nessuna unità qui» per passare oltre.
ccgw-err-nml-rows = Indica per ogni riga bombardata un numero di esagoni da 1 a { $max }: la plancia è larga { $max ->
        [one] { $max } esagono
       *[other] { $max } esagoni
    } (Plancia di gioco).
ccgw-err-nml-done = La Terra di Nessuno è già stata bombardata.
ccgw-err-no-nml = Non è stato preparato un bombardamento della Terra di Nessuno.
ccgw-err-no-medal = Questa medaglia non esiste.
ccgw-err-medal-kept = Una medaglia di questo tipo ({ $kind }) non si perde mai: si perdono solo quelle temporanee e di prevalenza. Usa Annulla per togliere una medaglia aggiunta per errore.
ccgw-err-preset-name = Dai un nome allo scenario prima di salvarlo come preimpostazione.
ccgw-err-preset-save = Non è stato possibile salvare la preimpostazione in { $path }: { $problem }
ccgw-err-no-pool = Nei dati del gioco manca la riserva di HQ.
ccgw-log-recon-medal-one = Recon: in questo turno è stata conquistata una Medaglia Vittoria, quindi si pesca una sola carta.
ccgw-err-command-not-active = Solo il giocatore di turno gioca una Carta Comando (Fase 1).
ccgw-err-one-command = In questo turno è già stata giocata una Carta Comando: una per turno (Fase 1).
ccgw-log-medal-due = { $side }: unità nemica eliminata, una Medaglia Vittoria da prendere.

ccgw-err-not-set-up = Prima prepara lo scenario: i turni cominciano dopo la preparazione (Preparazione del gioco, punti 1-13).
ccgw-err-nml-first = Prima concludi il Bombardamento Terra di Nessuno: si lancia prima del primo turno (Preparazione del gioco, punti 12-13).
ccgw-err-command-phase = La Carta Comando si gioca all'inizio del turno, nella Fase 1 (Fase 1, Giocare una Carta Comando).
ccgw-err-end-phase = Questo spetta alla fine del turno: passa prima alla Fase 5 (Fase 5, Fine Turno).
ccgw-err-draw-not-active = Solo il giocatore attivo pesca la nuova Carta Comando, alla fine del proprio turno (Fase 5, Fine Turno).
ccgw-err-fire-open = C'è già un bombardamento in corso: concludilo prima (Artiglieria di Riserva).
ccgw-err-fire-not-yours = Il bombardamento in corso è dell'altra parte: lo lancia il suo giocatore (Artiglieria di Riserva).
ccgw-err-fire-all-rolled = Tutti gli esagoni di questo bombardamento sono stati lanciati: segnalo come concluso (Artiglieria di Riserva).
ccgw-err-nml-roller = Il Bombardamento Terra di Nessuno lo lancia il giocatore che comincia la partita (Preparazione del gioco, punto 12).
ccgw-err-nml-open = Il Bombardamento Terra di Nessuno è già cominciato: lancialo fino in fondo (Preparazione del gioco, punto 12).
ccgw-err-no-card-roll-waiting = Nessuna carta giocata in questo turno chiede un lancio (Carte Combattimento).
