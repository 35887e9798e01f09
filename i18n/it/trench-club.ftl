tc-die-combat = Dado da combattimento (d12)
tc-die-red = Dado rosso extra (d12)

tc-phase-move = Muovere le truppe
tc-phase-move-hint = Muovi le tue unità una per volta pagando il terreno in cui entri; i soldati a piedi possono conquistare i Forti da un ingresso.
tc-phase-declare = Dichiarare gli Attacchi
tc-phase-declare-hint = Elenca ogni unità che attacca, il suo bersaglio e l'ordine degli attacchi: dopo non si può più cambiare.
tc-phase-battles = Battaglie
tc-phase-battles-hint = Combatti gli attacchi dichiarati nell'ordine stabilito; se il difensore può rispondere al fuoco, si tira insieme.
tc-phase-money = Transazioni monetarie
tc-phase-money-hint = Incassa 1 per ogni Forte che possiedi, paga la riparazione delle unità nei tuoi Forti, poi acquista nuove unità.

tc-step-income = Ricevere denaro
tc-step-repair = Riparare unità
tc-step-buy = Acquistare unità


tc-team-central = Imperi Centrali
tc-team-entente = Intesa

## Unità
tc-unit-infantry = Fanteria
tc-unit-mounted-infantry = Fanteria a Cavallo
tc-unit-heavy-infantry = Fanteria Pesante
tc-unit-anti-tank = Artiglieria Anticarro
tc-unit-armoured-car = Autoblindo
tc-unit-tank = Carro Armato
tc-unit-renault-ft17 = Carro Renault FT-17
tc-unit-mark-i-female = Mark I Femmina
tc-unit-field-gun = Cannone Campale
tc-unit-howitzer = Obice
tc-unit-anti-aircraft = Antiaerea
tc-unit-heavy-mortar = Mortaio Pesante
tc-unit-fighter = Aereo da Caccia
tc-unit-truck = Camion da Trasporto
tc-unit-big-bertha = Big Bertha

## Esperienza
tc-level-recruit = Recluta
tc-level-veteran = Veterano
tc-level-hero = Eroe di Guerra
tc-colour-white = bianco
tc-colour-yellow = giallo
tc-colour-red = rosso
tc-who-attacker = Attaccante
tc-who-defender = Difensore

## Risposta al fuoco
tc-back-yes = Il difensore risponde al fuoco nello stesso momento (corpo a corpo, e potrebbe attaccare l'attaccante da vicino).
tc-back-no-ranged = Nessuna risposta: si risponde solo al corpo a corpo.
tc-back-no-water = Nessuna risposta: un'unità in acqua non attacca e non si difende.
tc-back-no-close = Nessuna risposta: il difensore non combatte a gittata 1.
tc-back-no-air = Nessuna risposta: il difensore non può colpire unità aeree (manca la nuvola).

## Svolgimento
tc-step-attack-dice = Attaccante: { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    } → { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }, { $red ->
    [0] nessun dado rosso
    [one] 1 dado rosso
   *[other] { $red ->
        [one] { $red } dado
       *[other] { $red } dadi
    } rossi
}, colpisce con ≤{ $hit } ({ $level }).
tc-step-back-dice = Difensore: { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    } → { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }, colpisce con ≤{ $hit } ({ $level }).
tc-row-open = Corazza del difensore: riga normale.
tc-row-forest = Il difensore è nella foresta e si trincera: riga protetta (l'attaccante mai).
tc-row-trench = Il difensore è in una trincea tenuta: riga del carro armato in foresta (regole per esperti).
tc-step-attack-hits = L'attaccante mette a segno { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
} → { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    }.
tc-step-back-hits = Il difensore mette a segno { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
} → { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    }.
tc-step-effect = { $who }: ora { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    }, +{ $xp } esperienza (totale { $total }, { $level }).
tc-cli-battle = Attacco: { $hits ->
        [one] { $hits } colpo
       *[other] { $hits } colpi
    }, { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    } · risposta: { $back ->
        [one] { $back } colpo
       *[other] { $back } colpi
    }, { $back_damage ->
        [one] { $back_damage } danno
       *[other] { $back_damage } danni
    }
tc-cli-odds = { $who }: in media { $mean ->
        [one] { $mean } colpo
       *[other] { $mean } colpi
    } · qualche danno { $any } · distrugge { $kill }

## Rifiuti
tc-err-not-tc = Questo tavolo non è una partita di Trench Club.
tc-err-data = I dati di Trench Club hanno un problema: { $problem }
tc-err-unit = Sulla Scheda Unità non c'è l'unità '{ $unit }'.
tc-err-destroyed = Quell'unità ha già 6 danni: è distrutta.
tc-err-never-attacks = { $unit }: questa unità non attacca mai.
tc-err-water-attack = Un'unità in acqua non può attaccare.
tc-err-air-target = { $unit }: non può colpire unità aeree, solo chi ha il simbolo della nuvola.
tc-err-no-close = { $unit }: non combatte corpo a corpo (gittata 1).
tc-err-no-ranged = { $unit }: combatte solo a gittata 1.
tc-err-red-ranged = I dadi rossi valgono solo nel corpo a corpo.
tc-err-trench-off = Le trincee come terreno sono regole per esperti: attivale nelle impostazioni.
tc-err-trench-foot = Solo i soldati a piedi tengono una trincea; carri e aerei vi sono solo di passaggio.
tc-err-too-many-hits = { $hits ->
        [one] { $hits } colpo è
       *[other] { $hits } colpi sono
    } più di quanti ne possa dare { $dice ->
        [one] { $dice } dado tirato
       *[other] { $dice } dadi tirati
    }.
tc-err-dice-count = Servono { $want ->
        [one] { $want } dado
       *[other] { $want } dadi
    } da combattimento e { $red } rossi, ricevuti { $base_got } e { $red_got }.
tc-err-face = { $face } non è una faccia di un d12 (1-12).
tc-err-back-missing = Il difensore risponde al fuoco: inserisci anche i suoi dadi o colpi.
tc-err-back-none = In questa battaglia il difensore non può rispondere al fuoco.
tc-err-no-setup = Prima prepara i giocatori.
tc-err-seats = Scegli 2 o 4 nazioni diverse.
tc-err-seating = Gli alleati non siedono vicini: le squadre si alternano attorno al tavolo.
tc-err-no-unit = Sul tavolo non c'è l'unità numero { $id }.
tc-err-not-playing = Quella nazione non è in questa partita.
tc-err-nation = Quell'unità è sulla Scheda Unità di un'altra nazione.
tc-err-correct = I danni vanno da 0 a 5 e l'esperienza fino a 99.
tc-err-not-yours = Lo fa solo il giocatore di turno, con le proprie unità.
tc-err-same-team = Gli alleati non si attaccano.
tc-err-in-fort = Le unità dentro un Forte non possono essere attaccate.
tc-err-declared = Quell'unità ha già un attacco dichiarato in questo turno (uno ciascuna).
tc-err-attacked = Quell'unità ha già attaccato in questo turno: un attacco per unità, e un attacco dichiarato si combatte una volta sola, dalla lista (Fase 2: Dichiarare gli Attacchi; Fase 3: Battaglie).
tc-err-armies = Round { $round }: in questo turno attacchi con { $n } delle tue 3 armate (Regola speciale 1° turno); già usate: { $used }; questa unità è nell'armata { $army }.
tc-err-armies-remaining = Nel secondo round il primo giocatore attiva le restanti 2 armate (Regola speciale 1° turno, 2 giocatori): l'armata { $army } ha attaccato nel primo round.
tc-err-order = Gli attacchi dichiarati si combattono in ordine: risolvi il primo ancora in attesa.
tc-err-capture-foot = Solo i soldati a piedi conquistano i Forti.
tc-err-capture-short = Nella partita breve l'Artiglieria Anticarro non conquista Forti.
tc-err-capture-unloaded = Un'unità appena scaricata dal Camion non può muovere, quindi non conquista un Forte in questo turno.
tc-err-capture-in-fort = Un'unità dentro un Forte non è sul tabellone: per conquistare deve iniziare il movimento nello spazio di fronte a un ingresso.
tc-err-fort = Non esiste il Forte { $fort }.
tc-err-fort-own = Quel Forte ha già la tua bandiera.
tc-err-fort-ally = I Forti dell'alleato non si conquistano.
tc-err-repair-none = Quell'unità non ha danni da riparare.
tc-err-repair-fort = Si ripara solo un'unità che era già nel tuo Forte all'inizio del turno.
tc-err-money = Costa { $need } e ce ne sono solo { $have }.
tc-err-buy-fort = La nuova unità va in un tuo Forte, e non ne hai.
tc-err-income-taken = Il denaro si riceve una volta, alla fine del tuo turno.
tc-err-gift-ally = Il denaro si può dare solo all'alleato.
tc-err-gift-amount = Indica una somma da 1 a 999.
tc-err-action = Azione sconosciuta.
tc-err-scatter-table = La tabella della deviazione non ha un esagono vicino per questa faccia: piazza il colpo come concordato al tavolo.

## Registro
tc-log-setup = Nuova partita a { $players } giocatori.
tc-log-added = { $unit } aggiunta a { $side }.
tc-log-battle = { $attacker } attacca { $defender }: { $hits ->
        [one] { $hits } colpo
       *[other] { $hits } colpi
    }, { $back } in risposta.
tc-log-destroyed = { $unit } distrutta.
tc-log-wasted = Il bersaglio è già distrutto: l'attacco va perso.
tc-log-helper = Battaglia calcolata con l'aiuto.
tc-log-scatter = Dado di deviazione della Big Bertha: { $face }.
tc-log-turn = Turno di { $side }, round { $round }.
tc-log-victory = Vittoria: { $team }, con abbastanza Forti in mano.
tc-log-capture = Il Forte { $fort } ora ha la bandiera di { $side }.
tc-log-fort-lost-unit = { $unit } n. { $id } era dentro il Forte { $fort } quando è caduto: esce dal gioco.
tc-log-income = Entrate: +{ $money }.
tc-log-repair = Unità riparata: via tutti i danni, l'esperienza resta.
tc-log-bought = Acquistata: { $unit } per { $cost }.
tc-log-cap = Superato il limite consigliato: più di { $cap } unità di questo tipo.
tc-log-gift = Dono di { $money } all'alleato (più la tassa alla banca).
tc-why-income = Entrate
tc-why-repair = Riparazione
tc-why-buy = Acquisto
tc-why-gift = Dono
tc-why-fee = Tassa alla banca
tc-why-correction = Correzione

## Deviazione
tc-scatter-on-target = { $face }: sul bersaglio scelto.
tc-scatter-stray = { $face }: il colpo cade sull'esagono vicino a { $dir }.
tc-dir-n = nord
tc-dir-ne = nord-est
tc-dir-se = sud-est
tc-dir-s = sud
tc-dir-sw = sud-ovest
tc-dir-nw = nord-ovest

## Automa
tc-automa-impacts = { $n ->
    [one] 1 impatto
   *[other] { $n } impatti
}
tc-automa-full = 0-2 danni: il valore d'attacco { $value }.
tc-automa-half = 3-5 danni: metà del valore d'attacco { $value }, per eccesso: { $base }.
tc-automa-xp = Esperienza: { $levels } × +{ $per } → { $total }.
tc-err-attacker-in-fort = Un'unità dentro un Forte è fuori dal tabellone: deve uscire per attaccare.
tc-log-settings = Varianti e letture cambiate.
tc-log-removed = { $unit } tolta dall'elenco.
tc-log-flag = { $unit }: posizione cambiata.
tc-log-corrected = { $unit } portata a { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    }, { $xp } esperienza.
tc-log-declared = Attacco dichiarato: { $attacker } contro { $defender }.
tc-log-undeclared = Ritirato un attacco dichiarato.
# Kept for log entries written before the clock said which it was.
tc-log-timer = Cronometro del turno avviato o fermato.
tc-log-timer-start = Cronometro del turno avviato.
tc-log-timer-stop = Cronometro del turno fermato a { $used }.
tc-log-fort-set = Forte { $fort }: bandiera messa a mano.
tc-log-money = Denaro corretto di { $delta }.
tc-log-roll-off = Tiro vinto da { $side }.
tc-err-special-data = Il prezzo delle Forze Speciali non è nel regolamento: concordalo tra giocatori e preleva il denaro a mano.
tc-err-special-empty = Non restano carte Forze Speciali, o l'app non ne conosce nessuna.
tc-err-special-choose = Solo una squadra in svantaggio sia di unità sul tabellone sia di Forti può scegliere la carta Forze Speciali.
tc-err-special-gone = Quella carta non è più nel mazzo.
tc-why-special = Forze Speciali
tc-log-special = Forze Speciali: arriva { $unit }, in un Forte.
tc-err-trench-mates = Per gli altri soldati in trincea { $got ->
    [one] è stato dato 1 tiro
   *[other] sono stati dati { $got } tiri
} di risposta, ma { $n ->
    [one] a rispondere al fuoco è 1 soldato
   *[other] a rispondere al fuoco sono { $n } soldati
} (trincee per esperti: tutti i soldati a piedi in trincea rispondono al fuoco).
tc-step-trench-back = Trincee per esperti: { $n ->
    [one] risponde al fuoco 1 altro soldato
   *[other] rispondono al fuoco altri { $n } soldati
} in trincea; in tutto { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
}, { $damage ->
    [one] 1 danno
   *[other] { $damage } danni
} all'attaccante.
tc-log-trench-back = { $unit } risponde al fuoco dalla trincea: { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
}.
tc-start-money-estimate = Denaro iniziale: una stima. Il regolamento non lo indica; i giocatori possono indicare un altro importo nella propria copia dei dati del gioco.
tc-log-start-money-estimate = Ogni cassa parte da { $money } (una stima: il regolamento non indica il denaro iniziale).
