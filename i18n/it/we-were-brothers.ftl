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
wwb-step-recover-status = Attivazione: Scosso si elimina, Soppresso si gira su Scosso; lo fa l'app per ogni soldato quando il turno arriva qui e il registro lo nomina (unica azione)
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

## Su cosa poggia una risposta: letture di regole poco chiare e valori stimati.
reading-wwb-below-white = Lettura: un tiro spinto sotto il Dado Bianco non si fa. Un colpo non può andare a segno, un test non può riuscire. Il regolamento lo dice solo per le esplosioni e per le granate negli edifici.
reading-wwb-above-black = Lettura: un dado spinto oltre il Nero resta Nero. Il regolamento non lo dice.
reading-wwb-rally-suppressed = Lettura: le regole non concordano sul recupero di un soldato soppresso. In un punto migliora di un livello, a scosso (scelta dell'app); in un altro il marker viene rimosso. Cambiala nei livelli di regole.
reading-wwb-radio-substitute = Lettura: chi sostituisce l'operatore radio tira sempre il Dado Bianco; l'app sposta il colpo mancato di 2 MHx, come senza vista o senza Leader. Il regolamento non lo dice.
reading-wwb-aid-modifiers = Lettura: questo modificatore viene dal foglio riepilogativo, le cui icone sono perse; è la lettura dell'app.
reading-wwb-lift = Lettura: le regole danno due test diversi per sollevare (Rosa OK o medaglia, oppure Rosso e Grigio 4). La scelta è nel modulo.
reading-wwb-wound-penalty-own-roll = Lettura: il malus da ferita vale su qualunque tiro, quindi anche sul tiro di peggioramento del ferito stesso. Puoi escluderlo nei livelli di regole.
reading-wwb-lost-icon-sight = Lettura di un'icona persa (6.0): il testo ha perso le facce del test vista; l'app legge le facce "individuato" del Dado Grigio come OK o medaglia, e la faccia "il bersaglio spara per primo" del Dado Rosso come la faccia disastro.
reading-wwb-lost-icon-river = Lettura di un'icona persa (7.0): il testo stampa il simbolo di un occhio dove stava l'icona del dado; l'app legge la faccia che trascina via il soldato come la faccia disastro del Dado Rosso.
reading-wwb-lost-icon-suppression = Lettura di un'icona persa (8.3): il testo ha perso le facce di successo del fuoco di soppressione; l'app le legge come ogni faccia tranne il mancato e la faccia disastro, e quella che dà esperienza Armi come la medaglia.
reading-wwb-lost-icon-medic = Lettura di un'icona persa (9.0): il testo ha perso la faccia del Dado Grigio con cui il medico restituisce salute; l'app la legge come OK o medaglia.
reading-wwb-lost-icon-door = Lettura di un'icona persa (11.0): il testo ha perso la faccia con cui il soldato si ferisce sfondando la porta; l'app la legge come la faccia disastro del Dado Rosso.
reading-wwb-lost-icon-cold-blood = Lettura di un'icona persa (12.0): il testo ha perso la faccia che manda in rotta nel Test Freddezza; l'app la legge come la faccia disastro del Dado Rosso.
wwb-basis-die-faces = Le facce del { $die } sono una stima dell'app: controllale nelle Impostazioni
wwb-basis-weapon-card = La carta arma { $weapon } è una stima dell'app: inserisci la tua carta
wwb-basis-health-line = Le caselle della Linea della Salute sono una stima dell'app: impostale dal tuo Pannello della Squadra
wwb-basis-disarm-number = Il valore di disinnesco è una stima dell'app: usa quello del marker
