# adjutant host: i giocatori si uniscono al tavolo dal telefono.

host-hosting = Tavolo aperto: { $game } ({ $save }).
host-address = Per unirsi: { $url }
host-code = Codice per entrare: { $code }
host-loopback-only = Può collegarsi solo questo computer. Per far entrare i telefoni sul tuo Wi-Fi, riparti con --lan.
host-commands = Scrivi: list (dispositivi entrati), kick N (togli il dispositivo N), undo, redo, quit.
host-closing = Chiudo il tavolo: i telefoni vengono avvisati.
host-closed-here = Il tavolo è chiuso; la partita salvata è di nuovo libera.
host-no-devices = Non è ancora entrato nessun dispositivo.
host-device = Dispositivo { $n }: { $side } da { $addr }, { $sockets ->
    [0] non collegato ora
    [one] una pagina aperta
   *[other] { $sockets } pagine aperte
}
host-joined = Il dispositivo { $n } è entrato come { $side } da { $addr }.
host-connected = Dispositivo { $n } ({ $side }) collegato.
host-left = Il dispositivo { $n } ({ $side }) si è scollegato.
host-acted = Dispositivo { $n } ({ $side }): { $log }
host-refused = Rifiutato al dispositivo { $n } ({ $side }): { $why }
host-kicked-device = Dispositivo { $n } ({ $side }) tolto: la sua pagina è chiusa e il suo pass non vale più.
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
host-err-malformed = Il messaggio non si legge; non è cambiato nulla.
host-err-other-side = Quell'azione è di { $side }; questo telefono gioca { $mine }. Non è cambiato nulla.
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
host-page-you = Giochi
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
