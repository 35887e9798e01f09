game-we-were-brothers = We Were Brothers: The Race for Rome

wwb-side-allies = Alleati (US Army, British Army)
wwb-side-axis = Asse (Wehrmacht, Regio Esercito)

wwb-die-white = Dado Bianco
wwb-die-pink = Dado Rosa
wwb-die-grey = Dado Grigio
wwb-die-green = Dado Verde
wwb-die-yellow = Dado Giallo
wwb-die-red = Dado Rosso
wwb-die-blue = Dado Blu
wwb-die-purple = Dado Viola
wwb-die-black = Dado Nero
wwb-die-chamber = Dado Colpo in Canna

wwb-face-miss = Mancato
wwb-face-suppressed = Soppresso
wwb-face-light-wound = Ferita leggera
wwb-face-serious-wound = Ferita grave
wwb-face-killed = Morto
wwb-face-ok = OK
wwb-face-medal = Medaglia
wwb-face-disaster = Disastro (faccia speciale del Rosso)

wwb-phase-initiative = Iniziativa
wwb-phase-initiative-hint = Calcola i Punti Iniziativa di ogni schieramento: chi ne ha di più gioca per primo ogni fase del turno.
wwb-phase-fire = Fase di Fuoco o Azione
wwb-phase-fire-hint = Squadra per squadra, ogni soldato spara, assalta, lancia una granata oppure compie un'altra azione.
wwb-phase-movement = Fase Movimento
wwb-phase-movement-hint = Fai entrare i rinforzi previsti, poi muovi i tuoi soldati attivi.
wwb-phase-resolution = Fase di Risoluzione
wwb-phase-resolution-hint = Risolvi i test dei soldati in rotta, i feriti, il fuoco di supporto e il fumo, poi fai avanzare l'orologio.

wwb-step-initiative-points = Contare i Punti Iniziativa
wwb-step-activation-order = Prima le squadre fuori dalla ZOC del Leader, poi quelle dentro
wwb-step-clear-fire-markers = Eliminare i marker Fuoco d'Opportunità e Fuoco di Soppressione
wwb-step-recover-status = Scosso eliminato, Soppresso girato su Scosso
wwb-step-act = Fuoco o un'azione per soldato
wwb-step-reinforcements = Ingresso dei rinforzi
wwb-step-move = Muovere i soldati
wwb-step-rout-tests = Test morale dei soldati in rotta
wwb-step-deterioration = Peggioramento progressivo dei feriti
wwb-step-support-fire = Arrivo del Fuoco di Supporto
wwb-step-smoke = Spostamento o eliminazione del fumo
wwb-step-detonators = Scalare i detonatori a tempo
wwb-step-advance-clock = Avanzare il Marker Orologio sulla Traccia del tempo

wwb-counter-initiative-points = Punti Iniziativa
wwb-counter-victory-points = Punti Vittoria

wwb-track-time = Traccia del tempo
