# adjutant host: i giocatori si uniscono al tavolo dal telefono.

host-hosting = Tavolo aperto: { $game } ({ $save }).
host-address = Per unirsi: { $url }
host-code = Codice per entrare: { $code }
host-loopback-only = Può collegarsi solo questo computer. Per far entrare i telefoni sul tuo Wi-Fi, riparti con --lan.
host-commands = Scrivi: list (dispositivi entrati), allow N (fai entrare il dispositivo N in attesa), refuse N (mandalo via), kick N (togli il dispositivo N), undo, redo, quit.
host-closing = Chiudo il tavolo: i telefoni vengono avvisati.
host-closed-here = Il tavolo è chiuso; la partita salvata è di nuovo libera.
host-no-devices = Non è ancora entrato nessun dispositivo.
host-device = Dispositivo { $n }: { $side } ({ $seat ->
    [holder] ha il posto
    [guest] fatto entrare accanto a chi ha il posto
   *[waiting] aspetta il tuo permesso: allow { $n } o refuse { $n }
}) da { $addr }, { $sockets ->
    [0] non collegato ora
    [one] una pagina aperta
   *[other] { $sockets } pagine aperte
}
host-joined = Il dispositivo { $n } è entrato come { $side } da { $addr }.
host-connected = Dispositivo { $n } collegato: { $side }.
host-left = Dispositivo { $n } scollegato: { $side }.
host-acted = Dispositivo { $n } · { $side }: { $log }
host-refused = Rifiutato al dispositivo { $n } · { $side }: { $why }
host-kicked-device = Tolto il dispositivo { $n } · { $side }: la sua pagina è chiusa e il suo pass non vale più.
host-err-no-device = Non c'è un dispositivo { $n }. Scrivi list per vederli.
host-err-no-lan = Questo computer non ha un indirizzo su una rete locale. Indicane uno con --bind.
host-err-bind = { $addr } non è un indirizzo della rete locale di questo computer: il tavolo sarebbe raggiungibile da fuori. Usa --lan, o --bind con un indirizzo locale.
host-err-listen = Impossibile ascoltare su { $addr }: { $why }
host-err-not-local = A questo tavolo entrano solo i dispositivi della rete locale.
host-err-code = Non è il codice per entrare. Controllalo sullo schermo del tavolo.
host-err-slowed = Troppi codici sbagliati da questo dispositivo: aspetta { $n ->
    [one] un secondo
   *[other] { $n } secondi
} e riprova.
host-err-full = A questo tavolo sono entrati troppi dispositivi.
host-err-no-token = Prima entra al tavolo: scrivi il codice.
host-err-token = Questo pass non vale più: rientra al tavolo con il codice.
host-err-origin = Solo la pagina del tavolo può aprire il collegamento.
host-err-sockets = Troppe pagine aperte con questo pass: chiudine una e riprova.
host-err-malformed = Il messaggio non si legge; non è cambiato nulla.
host-closed = Il tavolo è chiuso.
host-kicked = Chi ospita il tavolo ha tolto questo telefono.
host-page-hand-count = { $n ->
    [0] Nessuna carta in mano
    [one] Una carta in mano
   *[other] { $n } carte in mano
}
host-page-round = Round { $n }

# Le parole della pagina (mandate alla pagina col loro id senza "host-page-").
host-page-title = Unisciti al tavolo
host-page-code = Codice per entrare
host-page-next = Avanti
host-page-pick-side = Quale parte giochi?
host-page-language = Lingua
host-page-connecting = Collegamento…
host-page-lost = Collegamento perso: riprovo…
host-page-you = La tua parte
host-page-your-turn = Tocca a te
host-page-turn-of = Tocca a
host-page-phase = Fase
host-page-your-hand = La tua mano
host-page-result = Ultimo risultato
host-page-no-result = Ancora nessun risultato.
host-page-working = Come si è calcolato
host-page-actions = Azioni
host-page-do = Esegui
host-page-cancel = Annulla
host-page-dice = Dadi tirati
host-page-dice-hint = Tocca la faccia di ogni dado, nell'ordine del tiro. Lascia vuoto per far tirare l'app.
host-page-clear = Cancella
host-page-optional = facoltativo
host-page-log = Registro
host-page-state = Altro sul tavolo
host-page-tokens = Segnalini
host-page-leave = Esci
host-page-done = Fatto.
host-page-join-again = Rientra
host-page-again-hint = Lo schermo del tavolo mostra il nuovo codice: inseriscilo per rientrare.
host-page-again-hint-side = Lo schermo del tavolo mostra il nuovo codice: inseriscilo per rientrare. Torni al tuo schieramento, se il tavolo lo permette.

# I nomi delle azioni sui pulsanti della pagina (un'azione senza nome mostra il suo).
host-page-act-roll = Tira i dadi
host-page-act-next-phase = Passo seguente
host-page-act-end-phase = Chiudi questa fase
host-page-act-set-round-limit = Fissa l'ultimo round
host-page-act-pool-take = Prendi segnalini
host-page-act-pool-pay = Restituisci segnalini
host-page-act-counter-add = Cambia un contatore
host-page-act-track-move = Muovi un tracciato
host-page-act-track-schedule = Segna un evento sul tracciato
host-page-act-deck-draw = Pesca una carta
host-page-act-deck-discard = Scarta una carta
host-page-act-deck-reshuffle = Rimescola un mazzo
host-page-act-note = Scrivi una nota
host-page-act-battle = Combattimento: inserisci i dadi
host-page-act-draw-command = Pesca una Carta Comando
host-page-act-play-command = Gioca una Carta Comando
host-page-act-play-combat = Gioca una Carta Combattimento
host-page-act-discard-command = Scarta una Carta Comando
host-page-act-end-turn-choice = Fine turno: HQ o Carta Combattimento
host-page-act-trade = Scambia una carta con HQ
host-page-act-hq = Segnalini HQ
host-page-act-card-roll = Il tiro di una carta
host-page-act-artillery-fire = Fuoco d'artiglieria
host-page-act-artillery-hex = Artiglieria: un esagono
host-page-act-artillery-skip = Artiglieria: nessuna unità qui
host-page-act-artillery-done = Artiglieria finita
host-page-act-nml-start = Terra di nessuno: inizio
host-page-act-nml-roll = Terra di nessuno: tiro
host-page-act-add-medal = Aggiungi una medaglia
host-page-act-remove-medal = Togli una medaglia
host-page-act-setup = Preparazione dello scenario
host-page-act-settings = Impostazioni
host-page-act-toggle-check = Spunta una voce della lista
host-page-act-resolve = Un tiro: fuoco, esplosione, cure…
host-page-act-initiative = Prova d'iniziativa
host-page-act-add-standard-squad = Aggiungi una squadra standard
host-page-act-add-squad = Aggiungi una squadra

# Gli argomenti delle azioni nei moduli della pagina (uno senza nome mostra il suo).
host-page-arg-n = Quanti
host-page-arg-pool = Quali segnalini
host-page-arg-deck = Quale mazzo
host-page-arg-card = Quale carta
host-page-arg-spec = Dadi da tirare (es. 2d6)
host-page-arg-situation-unit = Unità che fa fuoco
host-page-arg-situation-range = Distanza in esagoni
host-page-arg-situation-target-terrain = Terreno del bersaglio
host-page-arg-situation-target-unit = Unità bersaglio
host-page-arg-terrain = Terreno
host-page-arg-delta = Di quanto (+ o −)
host-page-arg-reason = Perché
host-page-arg-cost = Costo
host-page-arg-take-hq = Prendi HQ
host-page-arg-counter = Quale contatore
host-page-arg-track = Quale tracciato
host-page-arg-roll = Il tiro (come lo scrive l'app)
host-page-arg-actor = Chi tira
host-page-arg-target = Chi lo subisce
host-page-more-options = Altre opzioni
host-page-dice-first = Prima compila il tiro: poi i pulsanti mostrano i dadi che lancia, in ordine. Lasciali vuoti per far tirare l'app.
host-page-which-dice = Mostra i dadi da inserire
host-page-dice-unknown = Il tiro non è ancora completo: compila quello che serve e chiedi di nuovo.
host-page-fire = Fuoco

host-table-busy = Il tavolo non ha risposto in tempo; non è cambiato nulla. Riprova.
host-waiting-device = Il dispositivo { $n } chiede di giocare { $side } da { $addr }: il posto è già preso, o questo indirizzo era stato tolto. Scrivi allow { $n } per farlo entrare, refuse { $n } per mandarlo via.
host-allowed = Dispositivo { $n } fatto entrare come { $side } ({ $by ->
    [table] dal tavolo
   *[other] dal dispositivo { $by }, che ha il posto
}).
host-turned-away = Mandato via il dispositivo { $n } · { $side } ({ $by ->
    [table] dal tavolo
   *[other] dal dispositivo { $by }, che ha il posto
}).
host-err-no-waiting = Nessun dispositivo { $n } è in attesa. Scrivi list per vederli.
host-err-seat-full = Quella parte ha già tutti i dispositivi che può avere.
host-err-not-holder = Può rispondere solo il telefono che ha il posto di questa parte (o il tavolo).
host-waiting = Il posto di questa parte è già di un altro telefono (oppure questo telefono era stato tolto). Sei il dispositivo { $n }: aspetta che il tavolo o chi ha il posto ti faccia entrare. Fino ad allora non vedi niente di questa parte.
host-page-seat-done = Fatto.
host-page-held = occupato
host-page-waiting-title = In attesa di entrare
host-page-seat-holder = Il posto è tuo.
host-page-seat-guest = Il tavolo ti ha fatto entrare accanto a chi ha il posto.
host-page-seat-also = Sulla tua parte c'è anche il dispositivo
host-page-seat-asks = Chiede di giocare la tua parte: il dispositivo
host-page-seat-new = Un altro dispositivo è entrato nella tua parte.
host-page-let-in = Fallo entrare
host-page-give = Cedigli il posto
host-page-turn-away = Mandalo via
join-waiting = Il telefono { $n } chiede { $side }
join-allow = Fallo entrare
join-refuse = Mandalo via
join-seat = { $seat ->
    [holder] ha il posto
    [guest] fatto entrare
   *[waiting] in attesa
}
join-open = Giocatori
join-open-count = Giocatori ({ $n })
join-title = I giocatori si uniscono dal telefono
join-explain = Ogni giocatore apre l'indirizzo su un telefono collegato allo stesso Wi-Fi (o inquadra il codice), scrive il codice d'accesso e sceglie la sua parte. Sul telefono vede la sua mano, le sue squadre e l'ultimo risultato; ciò che fa lì è fatto su questo tavolo, salvato e annullabile qui.
join-start = Fai unire i giocatori
join-stop = Basta: chiudi il tavolo dei telefoni
join-close = Torna al tavolo
join-code = Codice d'accesso
join-address = Indirizzo: { $url }
join-loopback = Questo computer non ha un indirizzo sulla rete locale: solo questo computer può unirsi.
join-devices = Telefoni collegati
join-none = Nessun telefono si è ancora unito.
join-device = Telefono { $n } · { $side } · { $on ->
        [yes] collegato
       *[no] assente
    }
join-err-seat = { $why }
join-remove = Togli
join-err-start = I giocatori non possono unirsi: { $why }
join-stopped = Il tavolo dei telefoni è chiuso.
host-panel-treasury = Il tuo tesoro
host-panel-money = Denaro: { $n }
host-panel-forts = { $n ->
        [one] { $n } forte tenuto
       *[other] { $n } forti tenuti
    }
host-panel-units = Le tue unità
host-panel-tc-unit = Danni { $damage } · esperienza { $xp } · { $level }
host-panel-command-title = Il tuo comando
host-panel-command = Comando: { $n }
host-panel-vp = Punti Vittoria: { $n }
host-panel-hq-cards = Nel tuo Quartier Generale: { $cards }
host-panel-in-play = In gioco: { $cards }
