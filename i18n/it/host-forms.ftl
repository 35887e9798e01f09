# I moduli del telefono (issue 35): titoli e campi vengono dalle parole del gioco; queste
# sono dei moduli stessi.
host-form-gone = Ora non è disponibile: il tavolo è andato avanti. Guarda di nuovo le azioni.
host-form-bad-field = { $field }: non è una delle scelte proposte. Tocca uno dei pulsanti.
host-form-unknown-field = Il modulo non ha il campo «{ $field }».
host-form-missing = Prima scegli { $field }.
host-form-dice-count = Questo tiro usa { $n ->
        [one] 1 dado
       *[other] { $n } dadi
    } e { $entered ->
        [one] ne è stato inserito 1
       *[other] ne sono stati inseriti { $entered }
    }: tocca una faccia per ogni dado (o nessuna, e tira l'app).
host-form-dice = Dadi tirati
host-form-card = Carta
host-form-cc-unit = Unità che attacca
host-form-cc-extra-dice = Altri dadi concordati (+ o −)
host-form-cc-end-choice = A fine turno
host-form-cc-take-hq = Prendi i segnalini HQ
host-form-cc-reason = Perché
host-page-form-sending = Inviato: si attende il tavolo…
host-page-form-refused = Non fatto. Cambia ciò che dice e invia di nuovo:
host-page-form-ask-dice = Completa il tiro: qui compaiono i dadi da inserire.
host-page-dice-count = Dadi da tirare:
host-form-asl-fire-type = Tipo di fuoco
host-form-asl-firer = Chi spara
host-form-asl-fp = La sua FP
host-form-asl-firer-2 = Un altro tiratore (gruppo di fuoco o arma di supporto)
host-form-asl-fp-2 = La sua FP (0: quella solita del tipo)
host-form-asl-check = Verifica
host-form-asl-unit = Unità che verifica
host-form-asl-dm = Con il segnalino DM
host-form-asl-attacker-cx = Attaccante CX
host-form-asl-no-mmc = Attaccano solo comandanti (nessuna MMC)
host-form-toi-take-action = Esegui un'azione
host-form-toi-action = Quale azione
host-form-toi-fire = L'azione di cui fa parte
host-form-toi-support = PF di un'unità di supporto (0: nessuna)
host-form-toi-condition = Stato del bersaglio
host-form-toi-fort = Fortificazione
host-form-toi-defender-1 = PF del difensore
host-form-toi-defender-2 = PF del secondo difensore (0: nessuno)
host-form-toi-defender-3 = PF del terzo difensore (0: nessuno)
host-form-toi-activate = Attiva una carta dal Quartier Generale
host-form-toi-card = { $card } ({ $cost } comando)
host-form-tc-how = Come attacca
host-form-tc-ground = Terreno del bersaglio
host-form-tc-battle = Battaglia
host-form-tc-unit = Unità
host-form-tc-special = Pesca una carta Forze Speciali
host-form-tc-income = Incassa la rendita dei tuoi forti
host-form-tc-repair = Ripara un'unità nel suo forte
host-form-tc-fort = Forte
host-page-act-prev-phase = Indietro di un passo
host-form-wwb-running = Chi lancia sta correndo
host-form-wwb-satchel = Una carica da demolizione
host-form-wwb-smoke = Una granata fumogena
host-form-wwb-care = Cure a un ferito
host-form-wwb-care-kind = Quale tiro
host-form-wwb-level = Primo Soccorso (o Forza, per il peggioramento)
host-form-wwb-from = È
host-page-act-pass = Chiudi la fase azione
host-form-toi-attacker = Attaccante
host-form-toi-cover = Copertura
host-form-toi-defender = Difensore
host-form-tc-flag = Metti o togli un segnalino a un'unità
host-form-tc-marker = Segnalino
