## Pannelli di Command and Colors
ccgw-tab-setup = Preparazione
ccgw-tab-turn = Turno e carte
ccgw-tab-battle = Combattimento
ccgw-tab-artillery = Artiglieria
ccgw-tab-medals = Medaglie
ccgw-ui-side-status = { $side }: { $target ->
    [none] { $medals ->
        [one] 1 medaglia
       *[other] { $medals } medaglie
      } (obiettivo sconosciuto)
   *[other] { $medals }/{ $target } medaglie
  } · { $hq } HQ
ccgw-ui-pool = Riserva comune: { $supply } HQ · pagati in questo turno: { $spent }
ccgw-ui-winner = Vittoria: { $side }!
ccgw-ui-scenario = Scenario
ccgw-ui-setup-hint = Inserisci una volta i valori dello scenario; salvali come preimpostazione per riusarli.
ccgw-ui-scenario-name = Nome dello scenario
ccgw-ui-command-cards = Carte Comando
ccgw-ui-combat-cards = Carte Combattimento
ccgw-ui-combat-limit = Limite di carte Combattimento in mano (5, salvo diverse indicazioni dello scenario)
ccgw-ui-start-hq = Segnalini HQ iniziali
ccgw-ui-artillery-tokens = Artiglieria di Riserva:
ccgw-ui-add = Aggiungi:
ccgw-ui-medals-to-win = Medaglie per vincere
ccgw-ui-first-side = Inizia:
ccgw-ui-nml-rows = Righe della Terra di Nessuno da bombardare (prima la più vicina al nemico):
ccgw-ui-nml-row = Riga { $row }: esagoni
ccgw-ui-nml-add = Aggiungi una riga
ccgw-ui-nml-remove = Togli una riga
ccgw-ui-cards-app = Le carte le distribuisce l'app
ccgw-ui-cards-physical = Usiamo le nostre carte
ccgw-ui-soldier-each = Ogni Soldato è un colpo
ccgw-ui-soldier-any = Uno o più Soldati fanno un colpo
ccgw-ui-crater-triple = Crateri con una tripla
ccgw-ui-crater-center = Crateri con 3+ dadi sul bersaglio
ccgw-ui-save-preset = Salva come preimpostazione
ccgw-ui-preset-saved = Preimpostazione «{ $name }» salvata.
ccgw-ui-start = Inizia la battaglia
ccgw-ui-presets = Preimpostazioni:
ccgw-ui-checklist = Elenco della preparazione
ccgw-ui-nml = Bombardamento della Terra di Nessuno
ccgw-ui-nml-hint = Tira un dado Obiettivo alla volta e conta gli esagoni da sinistra a destra, partendo dopo l'ultimo cratere. Esagono aperto: cratere. Filo Spinato: giralo sul lato cratere. Un'unità o una tessera terreno: l'esagono conta, ma niente cratere.
ccgw-ui-nml-line = { $n }. Dado { $face }: riga { $row }, esagono { $hex }
ccgw-ui-nml-roll = Tira il dado Obiettivo
ccgw-ui-nml-enter = Oppure tocca il numero del tuo dado:
ccgw-ui-end-turn = Fine turno: { $side }
ccgw-ui-take-hq = Prendi { $n } HQ
ccgw-ui-draw-combat = Pesca una Carta Combattimento
ccgw-ui-draw-command = Pesca la Carta Comando
ccgw-ui-recon-hint = È stata giocata una carta Recon: si pescano due Carte Comando; scartane una dalla mano.
ccgw-ui-end-hint = Scarta la Carta Comando giocata e pescane una nuova; poi prendi gli HQ o una Carta Combattimento. Se in questo turno non hai giocato Carte Combattimento, puoi scambiarne una per 1 HQ.
ccgw-ui-hand-of = Mano: { $side }
ccgw-ui-physical-counts = { $deck }: { $hand } in mano, { $left } ancora da pescare
ccgw-ui-play = Gioca
ccgw-ui-cost = Costo in HQ
ccgw-ui-cost-hint = Imposta il costo in HQ di ogni carta come stampato sulla carta; l'app ricorda l'ultimo costo pagato e lo ripropone. Per correggerlo, cambialo con i pulsanti.
ccgw-ui-play-cost = Gioca ({ $cost } HQ)
ccgw-ui-trade = Scambia con 1 HQ
ccgw-ui-hq-ledger = Segnalini HQ
ccgw-ui-hq-amount = Quanti
ccgw-ui-hq-spend = Spendi
ccgw-ui-hq-gain = Guadagna
ccgw-ui-battle = Combattimento
ccgw-ui-attacker = Chi attacca:
ccgw-ui-range-title = Distanza
ccgw-ui-range = { $n ->
    [one] 1 esagono
   *[other] { $n } esagoni
  }
ccgw-ui-range-close = ravvicinato
ccgw-ui-moved = Esagoni percorsi nel turno
ccgw-ui-firer-in = Chi attacca si trova in:
ccgw-ui-moved-in = Entrato in questo turno
ccgw-ui-cards = Carte:
ccgw-ui-target-in = Bersaglio in:
ccgw-ui-from-hill = Da una collina adiacente
ccgw-ui-lock = Lice: nessuna Bandiera ignorabile
ccgw-ui-figures = Miniature rimaste nell'unità bersaglio
ccgw-ui-unknown = sconosciuto
ccgw-ui-unknown-unit = sconosciuta
ccgw-ui-crossfire = Altre squadre mitraglieri in fuoco incrociato
ccgw-ui-crossfire-add = Aggiungi una squadra
ccgw-ui-crossfire-team = Squadra { $team }
ccgw-ui-crossfire-remove = Togli
ccgw-ui-target-unit = Unità bersaglio:
ccgw-ui-odds = Prima del tiro
ccgw-ui-hits-n = { $n ->
    [one] 1 colpo
   *[other] { $n } colpi
  }
ccgw-ui-odds-eliminate = Bersaglio sbaragliato: { $p }%
ccgw-ui-roll-battle = Tira i dadi Combattimento
ccgw-ui-record = Registra { $n ->
    [one] 1 dado
   *[other] { $n } dadi
  }
ccgw-ui-result = { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  } · { $max ->
    [0] nessuna ritirata
   *[other] ritirata { $range }
  } · { $hq } HQ
ccgw-ui-last-battle = Ultimo combattimento · { $side }
ccgw-ui-artillery = Artiglieria di Riserva
ccgw-ui-no-artillery = In questo scenario lo schieramento non ha Artiglieria di Riserva.
ccgw-ui-firepower = Potenza { $n }
ccgw-ui-spend = HQ da spendere (ne hai { $held }, al massimo { $max })
ccgw-ui-fire = Tira { $n ->
    [one] 1 dado Obiettivo
   *[other] { $n } dadi Obiettivo
  }
ccgw-ui-targeting-enter = Oppure tocca i dadi Obiettivo che hai tirato:
ccgw-ui-fire-hand = Spara con { $n ->
    [one] questo dado
   *[other] questi { $n } dadi
  }
ccgw-ui-bombardment = Bombardamento: { $side }
ccgw-ui-hex = esagono { $hex }
ccgw-ui-hex-todo = { $hex }: { $dice ->
    [one] 1 dado Combattimento
   *[other] { $dice } dadi Combattimento
  } da tirare
ccgw-ui-hex-done = { $hex }: { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  }, { $max ->
    [0] nessuna ritirata
   *[other] ritirata { $range }
  }
ccgw-ui-hex-hint = Prossimo esagono: scegli il terreno. Un esagono senza unità e senza filo spinato non richiede tiri: scegli «Nessuna unità qui». Sul filo spinato senza unità si tira comunque (un'Esplosione lo rimuove), ma senza guadagnare HQ.
ccgw-ui-hex-no-unit = Nessuna unità qui
ccgw-ui-hex-wire-only = Solo filo spinato, nessuna unità
ccgw-ui-hex-skipped-no-dice = { $hex }: nessun dado dopo Shell Shortage, saltato
ccgw-ui-hex-skipped-no-unit = { $hex }: nessuna unità, saltato
ccgw-ui-roll-n = Tira { $n ->
    [one] 1 dado Combattimento
   *[other] { $n } dadi Combattimento
  }
ccgw-ui-art-done = Bombardamento finito
ccgw-ui-medals-of = { $side }: { $target ->
    [none] { $n ->
        [one] 1 medaglia
       *[other] { $n ->
        [one] { $n } medaglia
       *[other] { $n } medaglie
    }
      } (obiettivo sconosciuto)
   *[other] { $n ->
        [one] { $n } medaglia
       *[other] { $n } medaglie
    } su { $target }
  }
ccgw-ui-medal-lost = Persa
ccgw-ui-medals-hint = Le medaglie temporanee e di prevalenza si perdono appena si perde l'esagono (o la prevalenza); la medaglia Sotto Pressione non può mai essere quella della vittoria.
ccgw-ui-unnamed = (senza nome)
ccgw-ui-recon-under-pressure = Recon pesca 1 dopo una medaglia Sotto Pressione
ccgw-ui-recon-any-medal = Recon pesca 1 dopo qualsiasi medaglia del turno
ccgw-ui-mortar-barrage-all = Mortar Barrage: +1 dado in ogni combattimento del turno
ccgw-ui-mortar-barrage-ranged = Mortar Barrage: +1 dado solo a distanza
ccgw-ui-hold-cratered-no = Hold at All Costs: non sull'esagono bersaglio ridotto a crateri
ccgw-ui-hold-cratered-yes = Hold at All Costs: anche sull'esagono bersaglio ridotto a crateri
ccgw-ui-shortage-per-hex = Shell Shortage: 2 dadi in meno su ogni esagono
ccgw-ui-shortage-total = Shell Shortage: 2 dadi in meno in tutto
ccgw-ui-target-specialist = Bersaglio con specialista
ccgw-ui-retreat-room = Esagoni liberi per la ritirata
ccgw-ui-not-blocked = non bloccata
ccgw-ui-tap-dice = oppure tocca le facce dei tuoi dadi: dado { $n } di { $total }
ccgw-ui-result-head = { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  } · { $max ->
    [0] nessuna ritirata
   *[other] ritirata { $range }
  }
ccgw-ui-result-hq = { $hq ->
        [one] { $hq } segnalino HQ guadagnato
       *[other] { $hq } segnalini HQ guadagnati
    }
ccgw-ui-result-eliminated = unità eliminata
ccgw-ui-situation = La battaglia da risolvere
ccgw-ui-no-result = Qui comparirà il risultato della prossima battaglia.
ccgw-ui-take-medal = Prendi la Medaglia Vittoria
ccgw-ui-crossfire-mg-only = Fuoco incrociato: solo squadre mitraglieri
## A situational toggle kept when the side, the phase or the target changes.
ccgw-ui-pin = Tieni
ccgw-ui-pinned = Tenuto
ccgw-ui-nml-before-turn = Il primo turno comincia quando il Bombardamento Terra di Nessuno è concluso: Avanti attende il suo ultimo dado (Preparazione del gioco, punti 12-13).
