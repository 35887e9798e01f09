## ASL SK1 armi di supporto e selezione casuale: spiegazioni, risultati, righe del registro,
## rifiuti ed etichette dello strumento.

asl-swk-what = SW di un'unità eliminata da un KIA: nuovo tiro sulla colonna { $column } con il DRM dell'attacco { $drm }
asl-swk-one-die = Un solo dado (impostazione): dr { $dr }
asl-swk-cell = Colonna { $column }, finale { $final }: { $result }
asl-swk-destroyed = KIA: la SW è distrutta. Toglila dalla mappa.
asl-swk-malfunctioned = K: la SW è guasta. Girala; resta abbandonata nell'esagono e va recuperata (e riparata) prima di usarla.
asl-swk-abandoned = Né KIA né K: la SW resta intatta, abbandonata nell'esagono; un'unità deve recuperarla prima di usarla.
asl-swk-destroyed-short = distrutta
asl-swk-malfunctioned-short = guasta
asl-swk-abandoned-short = intatta, abbandonata
asl-swk-odds = Prima del tiro: distrutta { $destroyed }/{ $of }, guasta { $malfunctioned }/{ $of }, intatta { $abandoned }/{ $of }
asl-log-sw-kill = { $src }: SW di un'unità eliminata, colonna { $column }, finale { $final } ({ $result }): { $fate }
asl-err-ift-column = { $value } non è una colonna della IFT: usa una di { $columns }.

asl-ui-tool-sw = Armi di supporto (SW)
asl-ui-sw-kill = Dopo un KIA
asl-ui-sw-kill-when = Un tiro per ogni SW che l'unità possedeva quando un KIA l'ha eliminata, sulla colonna e con il DRM di quell'attacco.
asl-ui-sw-column = Colonna IFT
asl-ui-sw-drm = DRM dell'attacco
asl-ui-sw-from-fire = Usa l'ultimo attacco
asl-ui-sw-one-die = Tira un dado solo, non due (il "dr" del testo)

asl-swr-what = Riparazione di una SW guasta: numero di riparazione { $n }
asl-swr-dr = dr di riparazione { $dr }
asl-swr-repaired = dr { $dr } non supera { $n }: riparata. Rigira la pedina; si può usare di nuovo.
asl-swr-still = dr { $dr } supera { $n }: resta guasta. Si riprova nella prossima RPh.
asl-swr-eliminated = dr { $dr }: l'arma è eliminata per sempre. Toglila dalla mappa.
asl-swr-repaired-short = riparata
asl-swr-still-short = ancora guasta
asl-swr-eliminated-short = eliminata
asl-swr-when = Chi e quando: un'unità in Good Order che possiede l'arma, della stessa nazionalità dell'arma, nella RPh; l'attaccante ripara per primo.
asl-swr-odds = Prima del tiro: riparata { $repaired }/6, ancora guasta { $still }/6, eliminata { $eliminated }/6
asl-log-sw-repair = { $src }: dr di riparazione SW { $dr } contro { $n }: { $result }
asl-err-repair-broken = Un'unità Broken non può riparare una SW: solo un'unità in Good Order può farlo.
asl-err-repair-captured = Una SW di un'altra nazionalità non si può riparare.
asl-val-repair = Numero di riparazione

asl-ui-sw-repair = Riparazione
asl-ui-sw-repair-number = Numero di riparazione
asl-ui-sw-broken = Unità Broken
asl-ui-sw-captured = Arma catturata

asl-swv-what = Recupero di una SW abbandonata nell'esagono dell'unità: riesce con un dr finale sotto { $below }
asl-swv-dr = dr di recupero { $dr }
asl-drm-cx-unit = Unità CX { $drm }
asl-swv-recovered = Finale { $final }: recuperata. Ora l'unità possiede l'arma.
asl-swv-failed = Finale { $final }: non recuperata; l'arma resta abbandonata.
asl-swv-recovered-short = recuperata
asl-swv-failed-short = non recuperata
asl-swv-when-rph = RPh: solo un'unità in Good Order, all'inizio della fase, prima l'attaccante; è l'unica azione dell'unità in questa RPh.
asl-swv-when-mph = MPh: il tentativo costa { $mf } MF qualunque sia l'esito, e il difensore può sparare all'unità nel suo esagono.
asl-swv-no-transfer = Un'arma recuperata ora non può passare a un'altra unità nella stessa fase.
asl-swv-odds = Prima del tiro: recuperata { $n }/6
asl-log-sw-recover = { $src }: dr di recupero SW { $dr }, finale { $final }: { $result }
asl-err-recover-broken = Un'unità Broken non può recuperare una SW: solo un'unità in Good Order può farlo.

asl-ui-sw-recover = Recupero
asl-ui-sw-in-mph = Durante il movimento (MPh)
asl-ui-sw-cx = Unità CX

asl-pick-what = Selezione casuale di { $count } fra { $n }: ognuno tira un dado, vince il più alto; chi pareggia per l'ultimo posto ritira
asl-pick-round = Dadi: { $rolls }
asl-pick-tie = { $names } pareggiano con { $dr } per { $slots ->
    [one] un posto
   *[other] { $slots } posti
  }: ritirano
asl-pick-picked = Selezionati: { $names }
asl-pick-again = Ancora da decidere: { $names } ritirano per { $slots ->
    [one] un posto
   *[other] { $slots } posti
  }
asl-log-pick = { $src }: selezione casuale: { $picked }
asl-log-pick-tied = { $src }: selezione casuale, { $tied } pareggiano e ritirano (già selezionati: { $picked })
asl-err-pick-few = Una selezione casuale richiede almeno due candidati.
asl-err-pick-count = Selezionarne { $count } su { $n }: scegline meno dei candidati (se sono colpiti tutti, non serve tirare).
asl-err-pick-dice-short = Questo giro richiede { $need ->
    [one] un dado
   *[other] { $need } dadi
  }, uno per candidato ancora in gioco; { $have ->
    [one] ne è stato dato 1
   *[other] ne sono stati dati { $have }
  }.
asl-err-pick-dice-extra = { $n ->
    [one] Un dado
   *[other] { $n } dadi
  } in più del necessario.
asl-err-pick-dice-many = Al massimo { $max ->
        [one] { $max } dado
       *[other] { $max } dadi
    }.
asl-err-die = Un dado mostra { $value }: un d6 va da 1 a 6.
asl-err-name-long = Un nome di al massimo { $max } caratteri.
asl-val-candidates = Candidati

asl-ui-tool-random = Selezione casuale
asl-ui-pick-when = Quale unità colpisce un KIA o una Casualty Reduction, quale MG si è guastata, chi subisce la Casualty Reduction in CC.
asl-ui-pick-name = Nome del candidato
asl-ui-pick-add = Aggiungi candidato
asl-ui-pick-from-list = Dalla lista delle unità:
asl-ui-pick-count = Quanti selezionare
asl-ui-pick-clear = Svuota i candidati
asl-ui-pick-again = Ritira per chi pareggia
