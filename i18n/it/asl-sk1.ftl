asl-die-colored = Dado colorato
asl-die-white = Dado bianco

asl-phase-rally = Fase di Recupero (RPh)
asl-phase-rally-hint = Entrambi i giocatori, prima l'ATTACCANTE: rinforzi, recupero, riparazione e trasferimento delle SW, poi tentativi di recupero delle unità broken.
asl-phase-prep-fire = Fase di Fuoco Preparatorio (PFPh)
asl-phase-prep-fire-hint = L'ATTACCANTE può sparare con qualsiasi unità; ogni unità che spara riceve il segnalino Prep Fire.
asl-phase-movement = Fase di Movimento (MPh)
asl-phase-movement-hint = L'ATTACCANTE muove una alla volta le unità che non hanno fatto Prep Fire; il DIFENSORE può reagire con il Primo Fuoco Difensivo.
asl-phase-defensive-fire = Fase di Fuoco Difensivo (DFPh)
asl-phase-defensive-fire-hint = Il DIFENSORE spara con le unità senza segnalino Final Fire (quelle con First Fire solo contro esagoni adiacenti), poi toglie tutti i segnalini First Fire e Final Fire.
asl-phase-advancing-fire = Fase di Fuoco Avanzato (AFPh)
asl-phase-advancing-fire-hint = Le unità dell'ATTACCANTE che non hanno fatto Prep Fire sparano a metà potenza; alla fine togli i segnalini Prep Fire.
asl-phase-rout = Fase di Rotta (RtPh)
asl-phase-rout-hint = Le unità broken obbligate alla rotta si spostano verso un riparo, prima quelle dell'ATTACCANTE, verificando l'interdizione in Campo Aperto.
asl-phase-advance = Fase di Avanzata (APh)
asl-phase-advance-hint = L'ATTACCANTE può spostare di un esagono le unità in Good Order, anche in esagoni nemici per iniziare un Combattimento Ravvicinato.
asl-phase-close-combat = Fase di Combattimento Ravvicinato (CCPh)
asl-phase-close-combat-hint = Risolvi ogni esagono in Combattimento Ravvicinato nell'ordine scelto dall'ATTACCANTE, poi togli tutti i segnalini Pin.

asl-step-reinforcements = a) Rinforzi
asl-step-recover-sw = b) Recupero di SW abbandonate
asl-step-repair = c) Riparazione di SW guaste
asl-step-transfer = d) Trasferimento di SW
asl-step-self-rally = e) Auto-recupero
asl-step-unit-rally = f) Recupero con un comandante
asl-step-dm-removal = g) Rimozione dei segnalini DM

asl-counter-turn = Turno di gioco
