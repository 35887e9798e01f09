## Campagne: i ruolini che passano da una missione all'altra.

camp-outcome-win = Vittoria
camp-outcome-lose = Sconfitta
camp-outcome-draw = Pareggio

camp-fate-active = In servizio
camp-fate-safe = In salvo
camp-fate-field-hospital = Ospedale da campo
camp-fate-hospital-until = Ospedale da campo, rientra per la missione { $back }
camp-fate-kia = Caduto in azione (KIA)
camp-fate-mia = Disperso (MIA)
camp-fate-pow = Prigioniero di guerra (POW)

camp-why-fought = ancora sul campo alla fine
camp-why-killed = ucciso
camp-why-captured = arreso e catturato
camp-why-missing = travolto, mai ritrovato
camp-why-carried-off = stabilizzato e portato al proprio bordo
camp-why-friendly-ground = stabilizzato, lasciato su terreno tenuto dai suoi
camp-why-enemy-ground = stabilizzato, lasciato su terreno nemico
camp-why-contested-ground = stabilizzato, lasciato su terreno conteso
camp-why-own-edge = in rotta, uscito dal bordo dei suoi
camp-why-enemy-edge = in rotta, uscito da un bordo tenuto dal nemico
camp-why-neutral-edge = in rotta, uscito da un bordo di nessuno

camp-ch-fate = { $who }: { $fate }, { $why }
camp-ch-fate-plain = { $who }: { $fate }
camp-ch-wound-carried = { $who } porta la sua ferita nella prossima missione: il suo marker salute parte { $health ->
    [one] 1 casella
   *[other] { $health } caselle
} più in basso (impostazione della campagna: le ferite restano; il regolamento non ne parla)
camp-ch-wound-healed = La ferita di { $who } ({ $health ->
    [one] 1 casella
   *[other] { $health } caselle
} più in basso) non passa alla prossima missione: il suo marker salute riparte dalla croce rossa (impostazione della campagna; il regolamento non ne parla)
camp-ch-hospital = { $who } rientra per la missione { $back }
camp-ch-hospital-back = { $who } lascia l'ospedale da campo e torna nella squadra
camp-ch-medal = { $who }: medaglia in { $skill }, { $what }
camp-ch-leadership-gained = { $who } ottiene Leadership (resa accettata)
camp-ch-leadership-lost = { $who } perde Leadership (atto infame)
camp-ch-infamy = Squadra { $squad }: { $points } { $points ->
    [one] punto
   *[other] punti
} infamia
camp-ch-court-martial = La squadra { $squad } va alla corte marziale e lascia la campagna
camp-ch-xp-share = { $who } riceve { $xp } PE dal premio della squadra
camp-ch-skill = { $who }: { $skill } livello { $level } per { $xp } PE
camp-ch-sniper = { $who } diventa il Tiratore scelto della squadra
camp-ch-replacement = { $who } arriva come rimpiazzo

camp-err-award-exceeded = La squadra { $squad } ha solo { $award } PE da dividere.
camp-err-court-martialled = La squadra { $squad } è andata alla corte marziale: nessun nuovo arrivo.
camp-err-history-full = Lo storico di questa campagna è pieno.
camp-err-id = Questo identificativo non va bene: da 1 a 64 lettere, cifre, trattini e trattini bassi.
camp-err-mission-open = C'è già una missione in corso: chiudila prima con il suo rapporto.
camp-err-name = Scrivi un nome da 1 a 80 lettere, senza caratteri di controllo.
camp-err-no-mission = Nessuna missione in corso.
camp-err-no-offer = { $who } non ha una promozione a Tiratore scelto (servono Armi e Osservazione).
camp-err-no-replacements = Le impostazioni di questa campagna non ammettono rimpiazzi.
camp-err-no-soldier = Nessun soldato { $id } nel ruolino.
camp-err-no-squad = Questa squadra non è nel ruolino.
camp-err-not-enough-xp = A { $who } servono { $cost } PE e ne ha { $banked }.
camp-err-not-fielded = { $who } non ha giocato questa missione.
camp-err-nothing-to-undo = Non c'è un rapporto da annullare.
camp-err-platoon-full = Un plotone ha al massimo 3 squadre (12.0).
camp-err-result-missing = Di' prima come è finita la missione: vittoria, sconfitta o pareggio.
camp-err-share-lost = { $who } non è più nella campagna: niente PE.
camp-err-skill-max = { $who } ha già questa abilità al livello 2.
camp-err-squad-full = La squadra { $squad } ha già 4 uomini.
camp-err-squad-size = Una squadra ha al massimo 4 soldati.
camp-err-too-many = Numero oltre quanto può dare una missione.
camp-err-save-id = Questa partita salvata non può appartenere a una missione: il suo identificativo deve avere da 1 a 64 lettere, cifre, trattini e trattini bassi.
camp-err-too-many-missions = Questa campagna ha raggiunto il limite di missioni.

camp-hist-created = Campagna creata
camp-hist-mission-started = Missione iniziata: { $name }
camp-hist-mission-ended = Missione finita: { $result }

camp-in-play = in corso
camp-joined = Arrivato prima della missione { $mission }
camp-member-health = ferita portata: marker salute { $health ->
    [one] 1 casella
   *[other] { $health } caselle
} più in basso
camp-member-record = PE { $xp }, { $missions } { $missions ->
    [one] missione
   *[other] missioni
}, { $kills } { $kills ->
    [one] uccisione
   *[other] uccisioni
}, { $wounds } { $wounds ->
    [one] ferita
   *[other] ferite
}, { $medals } { $medals ->
    [one] medaglia
   *[other] medaglie
}
camp-missions = Missioni
camp-no-skills = nessuna abilità
camp-record-line = Missione { $mission }: { $line }
camp-roster = Ruolino
camp-skill-level = { $skill } L{ $level }{ $xp ->
    [0] {""}
   *[other] {" "}(+{ $xp } PE)
}
camp-squad-line = { $code } ({ $army }), infamia { $infamy }
camp-squad-court-martialled = { $code } ({ $army }), alla corte marziale

camp-settings-line = Impostazioni: { $wounds }; ospedale da campo { $hospital } { $hospital ->
    [one] missione
   *[other] missioni
}; { $replacements }; { $sniper }
camp-set-wounds-heal = le ferite guariscono tra una missione e l'altra
camp-set-wounds-carry = le ferite restano
camp-set-repl-by-hand = rimpiazzi inseriti a mano
camp-set-repl-none = nessun rimpiazzo
camp-set-sniper-on = promozione a Tiratore scelto offerta
camp-set-sniper-off = nessuna promozione a Tiratore scelto

camp-cli-head = { $name } ({ $id }): { $game }, schieramento { $side }, teatro { $theatre }
camp-cli-list-line = { $id }  { $name }  ({ $game }, { $missions } { $missions ->
    [one] missione
   *[other] missioni
})
camp-cli-damaged = danneggiato: { $reason } (lasciato com'è)
camp-cli-none = Ancora nessuna campagna.
camp-cli-imported = Importata come '{ $id }'.
camp-cli-imported-clash = Una campagna '{ $old }' c'è già ed è rimasta com'era: importata come '{ $id }'.
camp-hist-settings = Impostazioni della campagna cambiate
camp-hist-edited = Specialista o abilità corretti tra una missione e l'altra

## Un'importazione non condivide nulla con la campagna da cui viene.
camp-imported = { $clashed ->
        [0] Importata come '{ $id }'.
       *[other] Una campagna '{ $old }' c'è già ed è rimasta com'era: importata come '{ $id }'.
    }{ $renamed ->
        [0] {""}
       *[other] {" "}Una campagna di nome '{ $old_name }' è già in elenco, quindi la copia si chiama '{ $name }'.
    }{ $unlinked ->
        [0] {""}
       *[other] {" "}La missione { $unlinked } era in corso sul dispositivo da cui viene il file. Il suo tavolo non è nel file, quindi qui quella missione non ha un tavolo: fai il rapporto in base a quanto dicono i giocatori, oppure annullala.
    }
camp-import-already = La campagna di questo file c'è già, invariata, come '{ $name }': non è stato importato nulla.
camp-cli-import-already = La campagna di questo file c'è già, invariata, come '{ $id }' ({ $name }): non è stato importato nulla. Per importarne comunque una seconda copia, aggiungi --copy.
camp-import-second = Importa comunque un'altra copia di «{ $name }»
camp-no-table = La missione { $n } non ha un tavolo su questo dispositivo: fai il rapporto in base a quanto dicono i giocatori, oppure annullala.
camp-fate-in-field = Sul campo (missione { $n })
camp-hist-armed = Squadra { $squad } armata dalla tabella delle squadre standard, colonna { $blue }
camp-hist-unarmed = Squadra { $squad }: la tabella delle squadre standard non ha una colonna per lei; armi da indicare a mano
camp-ch-new-leader = { $who } entra come nuovo Leader del plotone, con Leadership e { $skill }
camp-err-leader-here = Il plotone ha già il suo Leader: un solo Leader comanda il plotone (12.0).
camp-err-leader-skill = Un nuovo Leader ha la Leadership e un'altra abilità a scelta (12.0): sceglila.

## Il rapporto dalla riga di comando (`adjutant campaign debrief`).
camp-cli-debrief-result = Esito: { $result }
camp-cli-debrief-no-result = Esito: non ancora indicato (aggiungi result=win, result=lose o result=draw).
camp-cli-debrief-men = I soldati, ciascuno con il numero che prendono le sue voci (end.2=killed, medal.6=arms…):
camp-cli-debrief-squad = Squadra { $index } ({ $code }): { $infamy ->
        [one] 1 punto infamia
       *[other] { $infamy } punti infamia
    }, premio PE { $award }
camp-cli-debrief-hint = Non è ancora salvato nulla. Per salvare questo rapporto: adjutant campaign debrief { $id } confirm, con le stesse voci.
camp-cli-debrief-saved = Rapporto della missione { $n } salvato. La schermata del ruolino nell'app può annullarlo.
camp-cli-debrief-bad = '{ $word }' non è una voce del rapporto. Non è stato salvato nulla.
    Voci: result=win|lose|draw, end.ID=…, medal.ID=abilità, kills.ID=N, leadership.ID=gained|lost|same,
    infamy.SQUADRA=N, award.SQUADRA=N, share.ID=N, buy.ID=abilità, promote=ID, replacement=SQUADRA[:nome], leader=SQUADRA:abilità.
camp-cli-debrief-whose = '{ $word }' vuole il soldato o la squadra a cui si riferisce, dopo un punto (end.2=killed, award.0=1). Non è stato salvato nulla.
camp-cli-debrief-bad-value = { $word }: '{ $value }' non è tra { $known }. Non è stato salvato nulla.
camp-cli-debrief-bad-number = { $word }: '{ $value }' non è un numero da 0 a 255. Non è stato salvato nulla.
camp-cli-debrief-no-man = { $word }: in questo rapporto non c'è il soldato { $id } (i numeri dei soldati sono elencati senza voci). Non è stato salvato nulla.
camp-cli-debrief-no-squad = { $word }: in questo plotone non c'è la squadra '{ $squad }' ({ $known }). Non è stato salvato nulla.
camp-cli-debrief-mission = La missione { $n } non è quella in corso: il rapporto è quello della missione { $playing }.
camp-cli-debrief-bad-mission = --mission: '{ $value }' non è il numero di una missione.
camp-cli-held = Questa campagna è aperta in { $program } (processo { $holder }): salva lì il rapporto, oppure chiudila prima. Non è stato salvato nulla.
camp-cli-debrief-other-game = La campagna '{ $id }' è di { $game }: solo le campagne di We Were Brothers hanno un rapporto di fine missione.
camp-err-squads = Un plotone nuovo parte con 1, 2 o 3 squadre (12.0).
camp-err-theatre = Una campagna si combatte in uno dei teatri della scatola: husky, avalanche o shingle.
camp-cli-bad-value = { $arg }: «{ $value }» non è tra { $choices }. Non è stato scritto nulla.
camp-cli-held-start = Questa campagna è aperta in { $program } (processo { $holder }): inizia lì la missione, oppure chiudila prima. Non è stato scritto nulla.
camp-cli-refused = { $reason } Non è stato scritto nulla.
camp-cli-started = Missione { $n } di '{ $id }' iniziata nella partita salvata '{ $save }' (adjutant play { $save } show).
