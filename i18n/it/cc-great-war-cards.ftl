## Carte che chiedono un lancio (Three on a Match, Advance Over The Top, Big Show, Replacements)
ccgw-cardroll-rolled = { $card }: { $faces }.
ccgw-cardroll-hit = { $n ->
    [one] 1 colpo sul bersaglio: togli 1 miniatura.
   *[other] { $n } colpi sul bersaglio.
  }
ccgw-cardroll-eliminated = Era l'ultima miniatura del bersaglio: l'unità è eliminata, 1 Medaglia Vittoria.
ccgw-cardroll-burst-setting = Qui le Esplosioni contano: è un'impostazione, la carta non le nomina.
ccgw-cardroll-extra-hex = { $n ->
    [0] Nessun simbolo soldato: l'unità resta dove ha mosso.
    [one] 1 simbolo soldato: l'unità muove di 1 esagono in più.
   *[other] { $n } simboli soldato: l'unità muove di { $n } esagoni in più.
  } Combatte solo se avrebbe potuto farlo dopo il movimento normale.
ccgw-cardodds-extra-hex = Almeno 1 esagono in più: { $p } %, in media { $mean }.
ccgw-cardroll-order-infantry = { $n ->
    [0] Nessun simbolo soldato: nessuna fanteria mobilitata.
    [one] 1 simbolo soldato: mobilita 1 unità di fanteria.
   *[other] { $n } simboli soldato: mobilita { $n } unità di fanteria.
  }
ccgw-cardroll-order-mg-mortar = { $n ->
    [0] Nessun teschio: nessun mitragliere o mortaio mobilitato.
    [one] 1 teschio: mobilita 1 unità mitraglieri o mortaio.
   *[other] { $n } teschi: mobilita { $n } unità mitraglieri o mortaio.
  }
ccgw-cardroll-order-any = { $n ->
    [0] Nessuna unità a scelta da mobilitare.
    [one] Mobilita 1 unità da campo a tua scelta.
   *[other] Mobilita { $n } unità da campo a tua scelta.
  }
ccgw-cardroll-hq = { $n ->
    [0] Nessun simbolo HQ: nessun segnalino HQ.
    [one] 1 simbolo HQ: prendi 1 segnalino HQ.
   *[other] { $n } simboli HQ: prendi { $n } segnalini HQ.
  }
ccgw-cardroll-big-show-die = Ogni unità mobilitata da Big Show combatte con 1 dado in più per tutto il turno: spunta Big Show nella scheda Combattimento.
ccgw-cardodds-order-infantry = Almeno 1 fanteria mobilitata: { $p } %, in media { $mean }.
ccgw-cardodds-order-mg-mortar = Almeno 1 mitragliere o mortaio mobilitato: { $p } %, in media { $mean }.
ccgw-cardodds-order-any = Almeno 1 unità a scelta: { $p } %, in media { $mean }.
ccgw-cardodds-hq = Almeno 1 segnalino HQ: { $p } %, in media { $mean }.
ccgw-ui-card-hand-dice = Dadi (1 per carta comando in mano, questa inclusa)
ccgw-ui-big-show-burst-nothing = Big Show: l'esplosione non ha effetto
ccgw-ui-big-show-burst-orders = Big Show: l'esplosione mobilita un'unità a scelta
ccgw-cardroll-figure-infantry = { $n ->
    [0] Nessun simbolo soldato: nessuna miniatura recuperata dalla fanteria.
    [one] 1 simbolo soldato: un'unità di fanteria recupera 1 miniatura persa.
   *[other] { $n } simboli soldato: le unità di fanteria recuperano { $n } miniature perse.
  }
ccgw-cardroll-figure-any = { $n ->
    [0] Nessun simbolo HQ o bandiera: nessuna miniatura per un'unità a scelta.
    [one] Un'unità da campo a scelta recupera 1 miniatura persa.
   *[other] Unità da campo a scelta recuperano { $n } miniature perse.
  }
ccgw-cardroll-replacements-note = Nessuna unità supera le miniature con cui è partita; un'unità che ne recupera almeno una si considera mobilitata.
ccgw-cardodds-figure-infantry = Almeno 1 miniatura per la fanteria: { $p } %, in media { $mean }.
ccgw-cardodds-figure-any = Almeno 1 miniatura per un'unità a scelta: { $p } %, in media { $mean }.
ccgw-ui-replacements-burst-nothing = Replacements: l'esplosione non ha effetto
ccgw-ui-replacements-burst-returns = Replacements: l'esplosione restituisce una miniatura
ccgw-log-card-roll = { $side }, tiro per { $card }: { $faces }.
ccgw-err-no-card-roll = { $card } non chiede alcun lancio.
ccgw-err-card-not-played = { $card } non è stata giocata in questo turno da questa parte: giocala prima.
ccgw-err-card-rolled = Il lancio di { $card } è già stato fatto in questo turno. Annulla il lancio per inserirlo di nuovo.
ccgw-err-card-dice = { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }: il lancio di una carta ne ha da 1 a { $max }.
ccgw-ui-card-rolls = Lanci delle carte
ccgw-ui-card-dice = { $n ->
    [one] 1 dado combattimento
   *[other] { $n } dadi combattimento
  }
ccgw-ui-card-roll = Lancia
ccgw-cardodds-hit = Un colpo: { $p } %.
ccgw-ui-card-nothing = Le altre facce non hanno effetto.
