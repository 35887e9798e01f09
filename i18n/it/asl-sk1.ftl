game-asl-sk1 = ASL Starter Kit #1

asl-side-german = Tedeschi
asl-side-allied = Alleati (Russi o Americani)

asl-die-colored = Dado colorato
asl-die-white = Dado bianco

asl-phase-rally = Fase di Recupero (RPh)
asl-phase-rally-hint = Entrambi i giocatori, l'attaccante per primo: rinforzi, recupero, riparazione e trasferimento delle SW, poi tentativi di recupero delle unità broken.
asl-phase-prep-fire = Fase di Fuoco Preparatorio (PFPh)
asl-phase-prep-fire-hint = L'attaccante può sparare con le sue unità; ogni unità che spara riceve il segnalino Prep Fire.
asl-phase-movement = Fase di Movimento (MPh)
asl-phase-movement-hint = L'attaccante muove una alla volta le unità che non hanno fatto Prep Fire; il difensore può reagire con il Defensive First Fire.
asl-phase-defensive-fire = Fase di Fuoco Difensivo (DFPh)
asl-phase-defensive-fire-hint = Il difensore spara con le unità senza segnalino Final Fire (quelle con First Fire solo contro esagoni adiacenti), poi toglie tutti i segnalini First Fire e Final Fire.
asl-phase-advancing-fire = Fase di Fuoco Avanzato (AFPh)
asl-phase-advancing-fire-hint = Le unità dell'attaccante che non hanno fatto Prep Fire sparano a metà potenza; alla fine togli i segnalini Prep Fire.
asl-phase-rout = Fase di Rotta (RtPh)
asl-phase-rout-hint = Le unità broken obbligate a fuggire si spostano verso un riparo, prima quelle dell'attaccante, controllando l'interdizione in terreno aperto.
asl-phase-advance = Fase di Avanzata (APh)
asl-phase-advance-hint = L'attaccante può spostare di un esagono le unità in Good Order, anche in esagoni nemici per iniziare un Combattimento Ravvicinato.
asl-phase-close-combat = Fase di Combattimento Ravvicinato (CCPh)
asl-phase-close-combat-hint = Risolvi ogni esagono in Combattimento Ravvicinato nell'ordine scelto dall'attaccante, poi togli tutti i segnalini Pin.

asl-step-reinforcements = a) Rinforzi
asl-step-recover-sw = b) Recupero di SW abbandonate
asl-step-repair = c) Riparazione di SW guaste
asl-step-transfer = d) Trasferimento di SW
asl-step-self-rally = e) Auto-recuperi (Self Rally)
asl-step-unit-rally = f) Recupero delle unità con un leader
asl-step-dm-removal = g) Rimozione dei segnalini DM

asl-counter-turn = Turno di gioco
