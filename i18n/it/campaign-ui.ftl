## Schermate delle campagne.

camp-list-title = Le tue campagne
camp-list-line = { $name } — { $missions } { $missions ->
    [one] missione giocata
   *[other] missioni giocate
}
camp-recover = Mettilo da parte e usa la copia di riserva
camp-new = Nuova campagna (We Were Brothers)
camp-name-placeholder = Nome della campagna, es. Husky 1943
camp-theatre-husky = Husky (Sicilia)
camp-theatre-avalanche = Avalanche (Salerno)
camp-theatre-shingle = Shingle (Anzio)
camp-squads-n = { $n ->
    [one] 1 squadra
   *[other] { $n } squadre
}
camp-create = Crea la campagna
camp-notice-recovered = Il file danneggiato della campagna è stato conservato come { $kept }.
camp-notice-committed = Rapporto salvato. "Annulla il rapporto" in questa schermata lo ritira.
camp-notice-undone = Rapporto annullato: la missione è di nuovo aperta, con i tuoi dati.

camp-mission-line = Missione { $n }: { $result }
camp-no-missions = Ancora nessuna missione.
camp-start = Inizia la missione { $n }
camp-resume = Torna alla missione { $n }
camp-debrief-n = Missione { $n } finita: rapporto
camp-undo-debrief = Annulla il rapporto
camp-service-record = Stato di servizio
camp-pick-soldier = Tocca un soldato per il suo stato di servizio.
camp-set-up = Specialista e abilità (tra una missione e l'altra)
camp-no-specialist = Nessuno specialista
camp-skill-button = { $skill } { $level ->
    [0] –
   *[other] L{ $level }
}


camp-debrief-title = Rapporto, missione { $n }
camp-result = Come è finita la missione?
camp-men = Gli uomini (toccane uno per cambiarne i dati)
camp-report-line = { $who }: { $end }{ $medals ->
    [0] {""}
    [one] , 1 medaglia
   *[other] , { $medals } medaglie
}{ $health ->
    [0] {""}
    [one] , ferito: marker salute 1 casella più in basso
   *[other] , ferito: marker salute { $health } caselle più in basso
}
camp-end-fought = Sul campo alla fine
camp-end-killed = Ucciso
camp-end-captured = Arreso, catturato
camp-end-missing = Travolto (disperso)
camp-end-routed-own = In rotta dal nostro bordo
camp-end-routed-enemy = In rotta da un bordo nemico
camp-end-routed-neutral = In rotta da un bordo neutro
camp-end-carried-off = Stabilizzato, portato via
camp-end-friendly-ground = Stabilizzato, terreno nostro
camp-end-enemy-ground = Stabilizzato, terreno nemico
camp-end-contested-ground = Stabilizzato, terreno conteso
camp-medals-now = Medaglie in questa missione: { $n ->
    [0] nessuna
   *[other] { $list }
}
camp-medal-in = Medaglia: { $skill }
camp-medal-remove = Togli una medaglia
camp-kills = Uccisioni
camp-leadership-same = Leadership invariata
camp-leadership-gained = Ha accettato una resa: ottiene Leadership
camp-leadership-lost = Atto infame: perde Leadership
camp-share = PE dal premio della squadra
camp-buy = Spendi PE: { $skill }
camp-buy-undo = Togli l'ultima abilità presa
camp-squads = Squadre
camp-infamy = Punti infamia
camp-award = Premio PE (briefing)
camp-after = Promozioni e rimpiazzi
camp-promote = Nomina { $who } Tiratore scelto
camp-replacement-for = Nuovo soldato per { $squad }
camp-replacement-remove = Togli il nuovo soldato per { $squad }
camp-changes = Cosa cambierà
camp-unshared = { $xp } PE del premio ancora da dividere.
camp-commit = Salva il rapporto
camp-leave = Torna al ruolino (dati conservati)

camp-err-no-roster-game = Le campagne richiedono We Were Brothers, i cui dati non si sono caricati.
camp-err-nobody-to-field = Nessun soldato può scendere in campo: ogni squadra è fuori o vuota.
camp-err-roster-damaged = Il ruolino di questa campagna non si legge; il file è rimasto com'è.
camp-fought-on = { $n ->
    [one] 1 uomo ha combattuto fino alla fine e resta nella squadra.
   *[other] { $n } uomini hanno combattuto fino alla fine e restano nelle loro squadre.
}
camp-settings = Impostazioni della campagna
camp-settings-hint = Il capitolo sulle campagne manca dal regolamento: queste sono le letture in uso. Cambiale se al tuo tavolo si gioca diversamente.
camp-set-hospital = { $n ->
    [0] Ospedale da campo: rientra subito
    [one] Ospedale da campo: salta 1 missione
   *[other] Ospedale da campo: salta { $n } missioni
}
camp-replacement-name = Nome (facoltativo)
camp-call-off = Annulla la missione { $n } (iniziata per errore)
camp-tier-cherry-corner = Cherry Corner (semplificate)
camp-tier-additional = Regole aggiuntive
camp-tier-optional = Regole opzionali
camp-export = Esporta una copia
camp-notice-exported = Una copia della campagna è in { $path }: sposta quel file nella cartella di scambio dell'altro dispositivo e importalo da lì.
camp-exchange-title = Spostare una campagna su un altro dispositivo
camp-exchange-hint = Le esportazioni finiscono in { $dir }. I file di campagna copiati in quella cartella compaiono qui; importarne uno non sostituisce mai una campagna che hai già.
camp-exchange-none = Nessun file di campagna nella cartella di scambio.
camp-import = Importa «{ $name }» ({ $file })
camp-err-import-gone = { $path } non è più nella cartella di scambio.
camp-err-import = Impossibile importare { $path }: { $reason }. Non è cambiato nulla.
camp-exchange-reading = Controllo la cartella di scambio…
notice-campaign-held = Questa campagna è aperta in { $program } (processo { $holder }). Qui è solo da consultare: le modifiche fatte qui non vengono salvate.
camp-leader-lost = { $who }, il Leader del plotone, è perso: il plotone ha bisogno di un nuovo Leader.
camp-leader-choose = Un nuovo Leader entra nella squadra { $squad } con la Leadership e un'abilità a scelta:
camp-new-leader-skill = Leadership e { $skill }
camp-new-leader-line = Nuovo Leader per { $squad }: Leadership e { $skill }
camp-leader-no-squad = Nessuna squadra può accogliere un nuovo Leader: ognuna ha uno specialista, è al completo o è andata alla corte marziale.
camp-leader-no-replacements = Le impostazioni di questa campagna non prevedono rimpiazzi: il plotone prosegue senza Leader.
