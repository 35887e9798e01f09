## Cornice
app-title = Adjutant
nav-home = Inizio
nav-settings = Impostazioni
action-dismiss = OK
notice-restored = { $path } è stato ripristinato dalla copia di riserva. Il file danneggiato è stato conservato come { $kept }.
notice-tray-from-backup = { $problem } Il file danneggiato è stato conservato come { $kept } e il tiro dadi riprende dalla copia di riserva { $backup }.
notice-tray-fresh = { $problem } Il file danneggiato è stato conservato come { $kept }; il tiro dadi riparte da zero.
notice-recovered-journal = { $path }: sono state tenute la partita salvata e { $records ->
        [one] l'unica modifica buona registrata
       *[other] le { $records } modifiche buone registrate
    } dopo; il resto del suo diario ({ $problem }) è stato messo da parte come { $kept }.
notice-recovered-backup = { $path } è stato rimesso com'era nella sua copia di riserva { $backup }, con { $records ->
        [one] una modifica successiva
       *[other] { $records } modifiche successive
    } dal suo diario: ora è alla modifica { $at } di { $latest }. { $lost ->
        [0] Non si è perso nulla.
        [one] L'unica modifica dopo questa non si è potuta recuperare: è conservata in { $aside }.
       *[other] Le { $lost } modifiche dopo questa non si sono potute recuperare: sono conservate in { $aside }.
    } Il file danneggiato è stato conservato come { $kept }.
notice-recovered-backup-damaged = { $path } è stato rimesso com'era nella sua copia di riserva { $backup }, con { $records ->
        [one] una modifica successiva
       *[other] { $records } modifiche successive
    } dal suo diario: ora è alla modifica { $at } di { $latest }. { $lost ->
        [0] Non si è perso nulla.
        [one] L'unica modifica dopo questa non si è potuta recuperare: è conservata in { $aside }.
       *[other] Le { $lost } modifiche dopo questa non si sono potute recuperare: sono conservate in { $aside }.
    } Il file danneggiato è stato conservato come { $kept }. Le copie di riserva che non si aprivano sono state tolte dalla rotazione: { $list }.
notice-recovered-none = Impossibile rimettere a posto { $path }: nessuna delle sue copie di riserva si apre. Il file danneggiato è stato conservato come { $kept }.
notice-recovered-none-damaged = Impossibile rimettere a posto { $path }: nessuna delle sue copie di riserva si apre. Il file danneggiato è stato conservato come { $kept }. Le copie di riserva che non si aprivano sono state tolte dalla rotazione: { $list }.
notice-backup-damaged = Una copia di riserva di questa partita è danneggiata e non servirebbe a rimetterla a posto: { $list }. La partita è a posto, e i prossimi salvataggi sostituiscono a turno le copie.
notice-read-only = Questa partita è aperta in { $program } (processo { $holder }). Qui è solo da consultare: nulla di ciò che tocchi viene conservato. Appena l'altro programma la lascia, l'app ti propone di riprenderla.
err-save-held = { $path } è aperto in { $program } (processo { $holder }). Chiudilo lì, poi riprova.
lock-holder-app = un'altra finestra di Adjutant
lock-holder-play = `adjutant play`
lock-holder-host = `adjutant host`, che la condivide con i telefoni
lock-holder-cli = un comando `adjutant`
lock-holder-other = un'altra copia di Adjutant
notice-free-now = L'altro programma ha lasciato questa partita: riprendila per giocarla qui.
action-take-over = Riprendila
notice-taken-over = La partita è di nuovo tua, come l'ha lasciata l'altro programma.
notice-unwritable = La cartella di questa partita non si può scrivere ({ $why }): è solo da consultare, e nulla di ciò che tocchi viene conservato.
play-err-unwritable = La partita “{ $save }” è in una cartella che non si può scrivere ({ $why }). Non è cambiato nulla.
save-status-saved = Salvato
save-status-saving = Salvataggio…
save-status-failed = Non salvato
save-status-read-only = Sola lettura

## Inizio
home-tagline = Conti, dadi e regole per la partita sul tuo tavolo.
home-new-game = Nuova partita
home-no-games = Non ho trovato i dati di nessun gioco.
home-resume = Riprendi una partita
home-no-saves = Ancora nessuna partita salvata.
home-reading-saves = Lettura delle partite salvate non ancora in elenco…
home-save-line = { $game } · { $turn } · { $side } · { $when }
home-save-line-short = { $turn } · { $side } · { $when }
home-save-default-name = { $game }, { $date }
home-side-to-play = di turno: { $side }
home-sides-together = tutte le parti giocano insieme
home-when-today = oggi { $time }
home-when-yesterday = ieri
home-date-format = %d/%m/%Y
home-rename = Rinomina
home-delete = Elimina
home-rename-placeholder = Nome di questa partita
home-rename-save = Salva il nome
home-rename-cancel = Annulla
home-new-name-placeholder = Nome (facoltativo)
home-undo-delete = Annulla l'eliminazione
notice-save-trashed = “{ $name }” è stata spostata nel cestino. Le partite eliminate vi restano { $days ->
    [one] 1 giorno
   *[other] { $days } giorni
  }; “Annulla l'eliminazione” la riporta indietro.
notice-save-untrashed = “{ $name }” è tornata.
notice-trash-purged = { $count ->
    [one] Una partita eliminata
   *[other] { $count } partite eliminate
} da più di { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } { $count ->
    [one] è stata tolta
   *[other] sono state tolte
} dal cestino.
err-name-empty = Il nome non può essere vuoto. Non è cambiato nulla.
err-name-too-long = Il nome può avere al massimo { $max } caratteri. Non è cambiato nulla.
err-name-control = Il nome non può contenere a capo, tabulazioni o altri caratteri di controllo. Non è cambiato nulla.
err-trash = Impossibile spostare { $path } nel cestino: { $reason }. Non è stato eliminato nulla.
err-untrash = Impossibile riportare indietro { $path }: { $reason }. È ancora nel cestino, in { $folder }.
home-restore-backup = Ripristina l'ultima copia di riserva
home-no-backup = Non esiste una copia di riserva utilizzabile. Il file non è stato toccato.
home-keep-good = Tieni le modifiche buone
home-open-tray = Apri il vassoio dei dadi
home-tray-hint = Tira qualunque dado di qualunque gioco, o registra i dadi tirati a mano.
home-data-problems = Problemi nei dati dei giochi

## Impostazioni
settings-language = Lingua
settings-lang-system = Come il sistema
settings-theme = Tema
settings-theme-light = Chiaro
settings-theme-dark = Scuro
settings-text-size = Dimensione del testo
settings-data-folder = Cartella dei dati
settings-override-hint = Per correggere i dati di un gioco, metti la tua copia del file in { $path }/<gioco>/.

## Schieramenti
side-all = tutti gli schieramenti
side-table = Tavolo

## Barra delle fasi
phase-turn = Turno
phase-round = Round { $round }
phase-round-of = Round { $round } di { $limit }
phase-whose-turn = Di turno: { $side }
phase-all-sides = Agiscono entrambi gli schieramenti
phase-game-over = Partita finita: annulla per tornare indietro
phase-next = Avanti ▶
phase-back = ◀ Indietro
phase-limit = Ultimo round:
phase-limit-none = nessuno
phase-limit-reached = L'ultimo round è finito: la partita termina.

## Segnalini, tracciati, carte
table-counters = Segnalini
table-decks = Carte
table-log = Registro
pool-title = { $pool }: { $supply } su { $total } ancora nella riserva comune
track-line = { $track }: casella { $box } di { $boxes }
track-upcoming = Casella { $box }: { $text }
deck-line = { $deck }: { $draw } da pescare, { $discard } scartate
deck-hand = { $side }: { $n ->
    [one] 1 carta
   *[other] { $n } carte
  } in mano
deck-show = Mostra la mano
deck-hide = Nascondi la mano
deck-draw = Pesca
deck-discard = Scarta

## Tiro dadi
tray-title = Tiro dadi
tray-numbered-dice = Dadi numerati
tray-picked = Da tirare
tray-pick-hint = Tocca un dado sotto «Aggiungi dadi» per aggiungerlo.
tray-roll = Tira
tray-clear = Svuota
tray-hand-open = Inserisci i miei dadi
tray-hand-close = Chiudi
tray-hand-placeholder = Facce in ordine, separate da spazi: es. 3 5 oppure soldato bandiera
tray-hand-record = Registra
tray-no-roll = Nessun tiro finora.
tray-result-total = Totale { $total }
tray-source-app = tirato dall'app
tray-source-hand = inserito a mano
tray-odds-title = Probabilità prima del tiro
tray-odds-none = Scegli qualche dado per vedere le probabilità.
tray-odds-totals = Totale: in media { $mean }
tray-odds-range = Totali da { $min } a { $max }.
tray-odds-face = { $face }: almeno uno { $p }%, in media { $mean }
die-numeric = Dado numerato

## Registro
log-undo = Annulla
log-redo = Ripeti
log-undo-what = Annulla: { $what }
log-redo-what = Ripeti: { $what }
log-group = { $turn } · { $side }
log-latest = Appena fatto: { $what }
log-line-phase = { $phase }
log-line-phase-steps = { $phase }: { $steps }
log-roll-mark = dadi
log-undo-back = Annulla fino a qui
log-older = Voci precedenti
log-undo-back-cancel = Lascia stare
log-undo-back-what = { $n ->
    [one] Annullare l'azione dopo «{ $what }»?
   *[other] Annullare le { $n } azioni dopo «{ $what }»?
  }
log-action = Azione
log-game-started = Nuova partita: { $game }.
log-roll = Tirato { $spec }: { $faces }{ $total ->
    [none] {""}
   *[other] {" "}(totale { $total })
  }
log-roll-hand = Dadi inseriti a mano, { $spec }: { $faces }{ $total ->
    [none] {""}
   *[other] {" "}(totale { $total })
  }
log-phase = { $turn }, { $side }: { $phase }
log-phase-step = { $turn }, { $side }: { $phase } — { $step }
log-round-limit = Il round { $limit } era l'ultimo: la partita è finita.
log-round-limit-set = Ora la partita termina dopo il round { $limit }.
log-round-limit-cleared = La partita non ha più un ultimo round.
log-pool-take = { $side }: presi { $n } × { $pool } (ora { $held } in mano, { $supply } ancora nella riserva)
log-pool-pay = { $side }: restituiti { $n } × { $pool } (ora { $held } in mano, { $supply } nella riserva)
# Older logs' counter lines (no "from"); new ones are log-counter-change.
log-counter = { $counter }, { $side }: { $delta } → { $value }
log-counter-change = { $counter }, { $side }: { $from } → { $value } ({ $delta })
log-track-move = { $track } avanza alla casella { $box }
log-track-event = Casella { $box }: { $text }
log-track-scheduled = Previsto alla casella { $box }: { $text }
log-deck-draw = { $side }: carta pescata da { $deck }
log-deck-discard = { $side }: scartata { $card }
log-deck-reshuffled = { $deck }: gli scarti sono stati mescolati in un nuovo mazzo
log-note = Nota: { $text }

## Riga di comando
cli-roll = { $spec }: { $faces }
cli-roll-total = { $spec }: { $faces } = { $total }
cli-odds-header = { $spec }: { $outcomes ->
    [one] { $outcomes } esito possibile
   *[other] { $outcomes } esiti ugualmente probabili
}
cli-odds-totals = Totale (in media { $mean }):
cli-odds-numbered-total = Totale dei dadi numerati, { $spec } (in media { $mean }):
cli-odds-face = Quanti mostrano { $face } (in media { $mean }):
cli-man-name = un assistente per wargame da tavolo
cli-man-description = Adjutant sta accanto a un wargame da tavolo fisico: turni e fasi, dadi tirati o inseriti a mano e cosa significano, probabilità esatte, segnalini e contatori, un registro con annulla. Senza argomenti apre la sua finestra, che richiede una sessione grafica (X11 o Wayland). Con argomenti esegue un comando e ne stampa il risultato: testo, o JSON con --json.
cli-man-exit-ok = Fatto: è stato stampato il risultato del comando, l'aiuto o la versione.
cli-man-exit-failure = Qualsiasi altro errore, per esempio nessuna sessione grafica in cui aprire la finestra.
cli-man-exit-input = Dati non validi: un comando, gioco, risolutore o opzione sconosciuti, una specifica di dadi malformata o un valore fuori dai limiti. Il messaggio sullo standard error nomina l'argomento.
cli-man-env-home = La cartella delle partite salvate, delle impostazioni e dei tuoi file di dati, al posto della cartella dati della piattaforma (per l'uso portatile e i test).
cli-man-env-lang = La lingua del sistema, usata finché non si sceglie una lingua nelle Impostazioni o con --lang (italiano o inglese; ogni altra lingua vale inglese).
cli-man-files-data = La cartella dati su Linux ($XDG_DATA_HOME/adjutant se è impostata). Rimuovere il pacchetto la lascia dov'è.
cli-man-files-settings = Lingua, tema, dimensione del testo e dimensione e posizione della finestra.
cli-man-files-saves = Ogni partita in corso: un'istantanea, le sue copie di riserva e il registro delle modifiche successive.
cli-man-files-override = La tua copia di un file di dati di un gioco, usata al posto di quella incorporata.

## Errori
err-dice-empty = Scegli almeno un dado.
err-dice-bad-term = «{ $term }» non è un termine di dadi. Scrivilo come 2d6, d20 o 3xgioco:dado.
err-dice-unknown-die = Non esiste un dado chiamato «{ $die }».
err-dice-zero = «{ $term }» non chiede nessun dado.
err-dice-too-many = Si possono tirare al massimo { $max ->
        [one] { $max } dado
       *[other] { $max } dadi
    } insieme.
err-dice-face-count = { $expected ->
    [one] Serve 1 dado
   *[other] Servono { $expected } dadi
  }, { $got ->
    [one] ne è stato inserito 1
    [0] non ne è stato inserito nessuno
   *[other] ne sono stati inseriti { $got }
  }.
err-dice-bad-face = «{ $face }» non è una faccia del dado { $die }.
err-counter-below-min = Non può scendere sotto { $min }.
err-counter-above-max = Non può superare { $max }.
err-pool-short = Nella riserva comune ne restano solo { $left }: impossibile prenderne { $asked }.
err-pool-holder-short = Ne hai solo { $held }: impossibile spenderne { $asked }.
err-pool-unknown-holder = Nessuno di nome «{ $holder }» ha segnalini qui.
err-deck-exhausted = Sia il mazzo sia gli scarti sono vuoti.
err-deck-hand-full = Quella mano è piena ({ $limit } carte).
err-deck-not-in-hand = Quella carta non è nella mano.
err-deck-unknown-hand = Non c'è una mano per «{ $hand }».
err-unknown-thing = { $what ->
    [side] Schieramento sconosciuto
    [pool] Riserva sconosciuta
    [counter] Segnalino sconosciuto
    [track] Tracciato sconosciuto
   *[deck] Mazzo sconosciuto
  }: «{ $id }».
err-nothing-to-undo = Non c'è niente da annullare.
err-nothing-to-redo = Non c'è niente da ripetere.
err-empty-note = Scrivi prima qualcosa.
err-actor-other-side = Questo è di { $side }; tu giochi { $mine }. Non è cambiato nulla.
err-actor-not-your-turn = Di turno: { $side }. Lo fa avanzare solo chi gioca { $side }, non { $mine }. Non è cambiato nulla.
err-at-start = Questo è il primo passo della partita: non c'è nulla a cui tornare. Non è cambiato nulla.
err-note-long = Una nota può avere al massimo { $max } caratteri. Non è cambiato nulla.
err-note-control = Una nota è una sola riga di testo semplice: niente a capo, tabulazioni o codici di escape. Non è cambiato nulla.
err-text-long = Un testo scritto qui può avere al massimo { $max } caratteri: accorcialo. Non è cambiato nulla.
err-text-control = Un testo scritto qui contiene un carattere di controllo (un a capo, un codice di escape): scrivilo su una riga. Non è cambiato nulla.
err-game-over = La partita è finita: ora si possono solo scrivere note, cambiare l'ultimo turno o annullare. Non è cambiato nulla.
err-not-allowed-now = «{ $action }» non si può fare a questo punto della partita. Non è cambiato nulla.
err-not-now = { $rule } Non è cambiato nulla.
err-unknown-game = Mancano i dati del gioco «{ $game }».
err-save = Impossibile salvare { $path }: { $reason }. La partita resta aperta; riprova.
err-load-io = Impossibile leggere { $path }: { $reason }
err-load-corrupt = { $path } è danneggiato e non è stato caricato ({ $reason }). È stato lasciato com'è.
err-load-foreign = { $path } non è una partita salvata di Adjutant. È stato lasciato com'è.
err-load-too-new = { $path } è stato salvato da un Adjutant più recente (formato { $version }). Aggiorna l'app per aprirlo.
tray-choose = Aggiungi dadi
tray-earlier = Tiri precedenti

## Consultazione regole
rules-open = Regole
rules-title = Regole: { $game }
rules-back = ◀ Tavolo
rules-search = Cerca nelle regole (italiano o inglese)…
rules-none = Questo gioco non ha ancora riassunti delle regole.
rules-no-match = Nessun argomento di questo riepilogo corrisponde a “{ $query }”. Non vuol dire che il regolamento non abbia questa regola: il riepilogo riassume solo le regole consultate più spesso.
rules-more = { $n ->
    [one] Corrisponde anche un altro argomento.
   *[other] Corrispondono anche altri { $n } argomenti.
}
rules-ref = Regolamento: { $refs }
rules-title-all = Regole: tutti i giochi
rules-back-home = ◀ Indietro
rules-all-games = Tutti i giochi
rules-this-phase = Questa fase, { $phase }:
rules-all-topics = Tutti gli argomenti:
rules-type-hint = Scrivi una parola, in italiano o in inglese, per cercare nelle regole di tutti i giochi.
rules-related = Vedi anche:
rules-use-tool = Applicala al tavolo: { $tool }
rules-unmatched = { $n ->
    [one] Nessun argomento contiene la parola { $words }: questi corrispondono alle altre parole.
   *[other] Nessun argomento contiene le parole { $words }: questi corrispondono alle altre parole.
}

## Correzione dei dadi
settings-dice = Facce dei dadi
settings-dice-hint = Se i tuoi dadi sono diversi da questi (altri adesivi, un'altra tiratura), tocca un lato per cambiarlo. La tua versione viene salvata nella tua cartella dei dati e usata dalla prossima partita che apri.
settings-dice-reset = Torna alle facce predefinite
settings-costs = Costo delle carte
settings-costs-hint = Il regolamento non riporta il costo di ogni carta. Imposta qui, una volta sola, il costo stampato sulle tue carte: viene salvato nella tua cartella dei dati e usato dalla prossima partita che apri. «non noto» vuol dire che l'app lo chiede al momento di giocarla.
settings-cost-unknown = non noto
settings-costs-reset = Torna ai costi predefiniti
notice-costs-saved = Costo della carta salvato. Le partite aperte da ora lo useranno.
notice-costs-reset = Valgono di nuovo i costi predefiniti; la tua versione è stata messa da parte.
settings-source = Da dove viene (nota del file dati, in inglese): { $source }
settings-dice-unchecked = Non stampato nel regolamento: confronta queste facce con i tuoi dadi.
settings-dice-mine-match = Uguali ai miei
settings-dice-checked = Confrontato con i tuoi dadi
settings-dice-details = Dettagli
settings-dice-hide-details = Nascondi dettagli
notice-dice-saved = Dadi salvati. Riapri la partita per usarli.
notice-dice-reset = Valgono di nuovo le facce predefinite; la tua versione è stata messa da parte.
track-event-placeholder = Cosa accade su quella casella (rinforzi, fuoco di supporto…)
track-schedule = Metti sulla casella
err-home-not-folder = La cartella dei dati { $path } è un file, non una cartella: non si può salvare nulla. Indica una cartella in ADJUTANT_HOME, o sposta il file.
notice-settings-defaults = Non è stato possibile leggere le impostazioni: { $problem } Si usano quelle predefinite finché non ne cambi una.
tray-pad-next = Dado { $n } di { $total }: { $die }. Tocca la faccia che mostra.
tray-pad-type = Questo dado ha troppe facce per i tasti: scrivi il numero qui sotto.
tray-pad-back = Indietro di un dado
tray-earlier-roll = Tiro precedente (i dadi da tirare sono cambiati):
phase-end = Fase successiva ▶▶
ui-show-working = Mostra i passaggi
ui-hide-working = Nascondi i passaggi
ui-result-stale = Risultato precedente: il modulo o la fase sono cambiati da allora.
settings-back-to-game = ◀ Torna alla partita
cli-resolvers = Tiri e tabelle di { $game }: { $names } (aggiungi --help dopo uno per vederne gli argomenti)
cli-games-sides = schieramenti: { $sides }
cli-no-resolver = { $game } non ha un tiro o una tabella chiamati «{ $name }» (prova: { $names })

## The table frame's dock
dock-no-result = Qui compare la risposta al prossimo tiro.
dock-no-dice = Nessun dado da inserire qui: scegli uno strumento che tira, o usa Tiro dadi.
home-save-gone = “{ $name }” è nel cestino.

## Start-up, command-line bounds, data problems on Home
err-no-display = nessuna sessione desktop in cui aprire la finestra (non è impostata né DISPLAY né WAYLAND_DISPLAY); avvia Adjutant da un desktop, oppure usa la riga di comando: adjutant --help
err-display-unreachable = la sessione desktop indicata da { $display } non risponde ({ $reason }); avvia Adjutant da un desktop attivo, oppure usa la riga di comando: adjutant --help
cli-err-range = { $arg } { $value }: indica un numero da { $min } a { $max }
cli-err-choice = { $arg } «{ $value }»: scegli tra { $choices }
cli-err-odds-no-roll = { $arg }: le probabilità si calcolano prima di tirare, quindi non prendono dadi, colpi o seme; toglilo
home-data-problems-notice = { $n ->
    [one] Uno dei tuoi file di dati dei giochi ha un problema; nel frattempo si usano i dati incorporati. Tocca per vederlo.
   *[other] { $n } dei tuoi file di dati dei giochi hanno problemi; nel frattempo si usano i dati incorporati. Tocca per vederli.
}
frame-tray-open = Tiro dadi: qualsiasi altro tiro ▸
frame-tray-close = Chiudi Tiro dadi ▾

## Il segno discreto sulla scheda di un risultato che dipende da una lettura o da un valore provvisorio.
ui-card-reading = lettura applicata
ui-card-placeholder = valore stimato
ui-card-reading-placeholder = lettura applicata · valore stimato
cli-basis-estimates = { $n ->
    [one] Un valore di questa risposta è una stima che il regolamento non dà: --json lo indica, con la sua origine.
   *[other] { $n } valori di questa risposta sono stime che il regolamento non dà: --json li indica, con la loro origine.
}

## adjutant play
play-err-unknown-action = Non esiste un'azione “{ $name }”. Le azioni: { $known }.
play-err-unknown-arg = L'azione { $action } non ha l'argomento “{ $arg }”. I suoi argomenti: { $known }.
play-err-arg-count = L'azione { $action } vuole { $wanted } valore/i; ne sono stati dati { $given }.
play-err-not-named = L'azione { $action } vuole argomenti nome=valore; “{ $word }” non lo è.
play-err-bad-args = Con questi argomenti l'azione { $action } non si può fare: { $why }.
play-err-no-save = Non c'è una partita salvata “{ $save }”. `adjutant play new <gioco>` ne comincia una.
play-err-load = La partita salvata non si è caricata: { $why }. I suoi file restano come sono.
open-err-no-save = Non c'è nessuna partita salvata «{ $save }»: indica il nome che ha stampato `adjutant play new`, oppure il percorso del suo file.
play-err-busy = La partita “{ $save }” è scritta da { $program } (processo { $holder }). Chiudila lì, o riprova con un --wait più lungo.
play-err-write = Non è stato possibile salvare la modifica, quindi non è stata fatta: { $why }.
play-err-side = In questo gioco non c'è la parte “{ $side }”. Le parti: { $sides }.
play-show-round = Round { $round }
play-show-over = Partita finita
play-show-supply = { $n } nella riserva
play-show-draw-pile = { $n } da pescare
play-undone = Annullato: la partita è alla modifica { $seq }.
play-redone = Rifatto: la partita è alla modifica { $seq }.
