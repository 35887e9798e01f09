wwb-army-us-army = US Army
wwb-army-british-army = British Army
wwb-army-wehrmacht = Wehrmacht
wwb-army-regio-esercito = Regio Esercito

wwb-spec-leader = Leader
wwb-spec-engineer = Geniere
wwb-spec-medic = Medico
wwb-spec-machine-gunner = Mitragliere di squadra
wwb-spec-radio-operator = Operatore radio
wwb-spec-sniper = Tiratore scelto

wwb-skill-leadership = Leadership
wwb-skill-explosives = Esplosivi
wwb-skill-strength = Forza
wwb-skill-arms = Armi
wwb-skill-observation = Osservazione
wwb-skill-first-aid = Primo Soccorso

wwb-status-fop = Fuoco di opportunità
wwb-status-suppression-fire = Fuoco di soppressione
wwb-status-shaken = Scosso
wwb-status-suppressed = Soppresso
wwb-status-routed = In rotta
wwb-status-bleeding = Dissanguamento
wwb-status-unconscious = Non cosciente
wwb-status-stabilised = Stabilizzato

wwb-posture-standing = In piedi
wwb-posture-kneeling = In ginocchio
wwb-posture-prone = Sdraiato
wwb-posture-down = Atterrato

wwb-equip-frag = Granata a frammentazione
wwb-equip-smoke = Granata fumogena
wwb-equip-explosive-charge = Carica esplosiva
wwb-equip-satchel = Carica da demolizione

wwb-fate-fighting = In combattimento
wwb-fate-killed = Caduto in azione
wwb-fate-missing = Disperso in missione
wwb-fate-prisoner = Prigioniero
wwb-fate-safe = In salvo
wwb-fate-field-hospital = Ospedale da campo

wwb-xp-banked = un punto esperienza verso il 2° livello
wwb-xp-level-two = l'abilità sale al 2° livello
wwb-xp-maxed = già al 2° livello, niente da guadagnare
wwb-xp-new-skill = ottiene l'abilità al 1° livello
wwb-xp-no-box = le tre caselle abilità sono piene, nessuna nuova abilità

wwb-squads-note-wehrmacht = All'occorrenza si può scambiare un Kar 98K con uno STG-44.
wwb-squads-note-british = La tabella stampata chiede di non cambiare queste squadre.
wwb-squads-note-regio-gap = Il testo non dà una squadra del Regio Esercito per il Blu 2.

wwb-src-app = tirato dall'app
wwb-src-hand = tirato al tavolo

wwb-err-blue-face = Il dado Blu va da 1 a 6, non { $face }.
wwb-err-charge-needs-explosives = Solo chi ha l'abilità Esplosivi porta cariche (8.5).
wwb-err-code-name = Serve un nome in codice da 1 a 20 lettere.
wwb-err-equipment-slot = Ogni soldato ha due caselle equipaggiamento.
wwb-err-health-box = La Linea della Salute finisce alla casella { $last }.
wwb-err-linked-reload = Attacchi collegati: quest'arma si ricarica solo a caricatore vuoto (regola aggiuntiva, 2.0).
wwb-err-name-long = Al massimo 40 lettere per il nome.
wwb-err-no-magazines = Caricatori finiti: il dado colpo in canna è a 0 e l'arma non si ricarica più (2.0).
wwb-err-no-soldier = Quel soldato non è sul tavolo.
wwb-err-no-standard-squad = La tabella delle squadre standard non ha una squadra { $army } per il Blu { $blue }: il testo salta quel risultato. Scegli un altro numero o componi la squadra a mano.
wwb-err-no-state = Questo tavolo non ha uno stato di We Were Brothers.
wwb-err-no-weapon = Tra le carte di questo gioco non c'è la carta arma '{ $weapon }'.
wwb-err-one-specialist = Una squadra ha al massimo uno specialista (12.0).
wwb-err-skill-boxes-full = Le tre caselle abilità sono già piene (11.0).
wwb-err-skill-level = Le abilità hanno solo il 1° e il 2° livello.
wwb-err-too-many-squads = Sul tavolo ci sono già 12 squadre.
wwb-err-weapon-empty = L'arma è scarica: prima ricarica (2.0).

wwb-log-edit = { $who }: pannello della squadra aggiornato
wwb-log-remove-squad = Squadra { $code } tolta dal tavolo
wwb-log-squad = Squadra { $code } ({ $army }) composta a mano
wwb-log-standard-squad = Squadra standard { $code } ({ $army }) dal Blu { $blue }, { $src }
wwb-log-tiers = Livelli di regole cambiati

wwb-ui-squads = Squadre
wwb-ui-no-squads = Ancora nessuna squadra: preparane una con la preparazione rapida qui sopra.
wwb-ui-quick-setup = Preparazione rapida (squadre standard)
wwb-ui-blue-column = Risultato del dado Blu (o lo tira l'app)
wwb-ui-roll-blue = Tira il dado Blu
wwb-ui-no-specialist = Nessuno specialista
wwb-ui-specialist = Specialista
wwb-ui-health = Linea della Salute (tocca la casella del marker)
wwb-ui-status = Casella Status
wwb-ui-no-status = nessuno status
wwb-ui-equipment = Caselle equipaggiamento (tocca per cambiare)
wwb-ui-empty-box = vuota
wwb-ui-skills = Abilità (tocca: 1° livello, 2°, tolta)
wwb-ui-alert = Allertato
wwb-ui-running = In corsa
wwb-ui-shot = Colpo sparato
wwb-ui-reload = Ricarica
wwb-ui-personal = Arma personale
wwb-ui-no-weapon = arma da scegliere: apri le sue caselle e tocca una carta
wwb-ui-empty = scarica
wwb-ui-weapon-line = { $weapon } · { $magazines ->
    [one] 1 caricatore
   *[other] { $magazines } caricatori
} · attacco { $attack }
wwb-ui-soldier-line = casella salute { $health } · { $status } · { $posture }
wwb-ui-infamy = Punti di infamia: { $n } (2 = corte marziale)
wwb-err-leader-extra = Un nuovo Leader ha già la Leadership: scegli per lui un'altra abilità (12.0).
