# Marea di Ferro: argomenti di regola, con parole nostre.

toi-rule-round = Struttura del round
toi-rule-round-body = Ogni round ha tre fasi in ordine: Azione, Comando, Stato. La partita finisce dopo l'ultimo round dello scenario, o prima se una parte raggiunge la sua condizione di vittoria.

toi-rule-action-turns = Turni d'azione
toi-rule-action-turns-body = Chi ha l'iniziativa compie il numero di azioni dello scenario, poi l'avversario altrettante, a turno, finché entrambe le parti chiudono la fase. A squadre ogni membro ne fa metà, per eccesso.

toi-rule-end-action = Chiudere la fase azione
toi-rule-end-action-body = Una parte può fermarsi quando vuole, anche con unità pronte, e non agisce più in questo round. L'altra può continuare finché ha unità o si ferma anche lei; poi inizia la fase comando.

toi-rule-unit-status = Pronta, attivata, affaticata
toi-rule-unit-status-body = Un'unità senza segnalino è pronta. I segnalini di affaticamento e di fuoco di opportunità indicano entrambi un'unità attivata. Solo le unità pronte agiscono; finita l'azione l'unità è affaticata.

toi-rule-advance = Avanzata (movimento)
toi-rule-advance-body = Muove fino al suo movimento pieno; il fuoco di opportunità nemico può colpirla in ogni esagono in cui entra. Poi è affaticata.

toi-rule-concentrated-fire = Fuoco concentrato
toi-rule-concentrated-fire-body = Un attacco a piena potenza di fuoco a qualsiasi raggio. Altre unità amiche pronte che possono colpire il bersaglio si uniscono con metà della loro potenza.

toi-rule-prepare-op-fire = Preparare fuoco di opportunità
toi-rule-prepare-op-fire-body = L'unità riceve un segnalino di fuoco di opportunità e conta come attivata. Nel turno nemico può sparare a un'unità che entra in un esagono in vista e a tiro. Squadre bloccate o disgregate e mortai non possono.

toi-rule-fire-and-movement = Fuoco e movimento
toi-rule-fire-and-movement-body = Muove e attacca in un ordine o nell'altro, con un punto movimento in meno per le squadre e due per i veicoli. Potenza di fuoco dimezzata, niente lungo raggio, nessun supporto. Non per unità con armi pesanti.

toi-rule-card-action = Attivare una carta strategica
toi-rule-card-action-body = Come azione, paga il costo in comandi di una carta scoperta della fase azione e risolvila. Una carta che non puoi pagare non si gioca.

toi-rule-assault-action = Azione d'assalto
toi-rule-assault-action-body = Una squadra senza armi pesanti muove con un punto in meno, poi può assaltare un esagono adiacente con un nemico. I veicoli non assaltano mai.

toi-rule-fatigue-special = Unità affaticata e azioni speciali
toi-rule-fatigue-special-body = Unità affaticata segna soltanto un'unità pronta come affaticata, spendendo un'azione. Le azioni speciali vengono da carte, specializzazioni o scenario, come trincerarsi o curare.

toi-rule-command-steps = Fase comando
toi-rule-command-steps-body = Quattro passi in ordine: chi controlla gli obiettivi, incasso di comandi e punti vittoria, spesa dei comandi in carte o sulla carta iniziativa, poi l'iniziativa.

toi-rule-objective-control = Controllo degli obiettivi
toi-rule-objective-control-body = Un'unità su un esagono obiettivo lo conquista; il tuo segnalino di controllo lo tiene tuo anche dopo che l'unità se ne va. Nessun obiettivo è controllato all'inizio salvo diversa indicazione dello scenario.

toi-rule-command-income = Entrate di comando
toi-rule-command-income-body = Ogni obiettivo controllato della tua nazione, o neutrale, dà il suo valore in comandi. Tenere un obiettivo della nazione nemica non dà nulla ma lo nega a lui. I comandi non spesi restano e sono pubblici.

toi-rule-initiative = Asta per l'iniziativa
toi-rule-initiative-body = I comandi messi sulla carta iniziativa sono spesi per sempre e si sommano di round in round. Il totale più alto prende l'iniziativa; in parità va a chi non l'aveva.

toi-rule-status-steps = Fase di stato
toi-rule-status-steps-body = Pesca una carta strategica, togli i segnalini, piazza il fuoco di opportunità, trasferisci miniature, ricevi rinforzi ed eventi, poi avanza il segnalino round.

toi-rule-card-draw = Pescare carte strategiche
toi-rule-card-draw-body = Nella fase di stato ogni parte pesca una carta da un mazzo a scelta. Se quella prima carta mostra un più, ne pesca un'altra, mai più di due.

toi-rule-recovery = Recupero delle condizioni
toi-rule-recovery-body = Nella fase di stato si tolgono i segnalini di bloccata e disgregata diventa bloccata; con un ufficiale nell'esagono, disgregata sparisce del tutto.

toi-rule-transfers = Trasferimenti di miniature
toi-rule-transfers-body = Nella fase di stato le miniature passano tra squadre amiche nello stesso esagono, ma non da o verso squadre specializzate, bloccate, disgregate, trasportate o trincerate.

toi-rule-reinforcements = Rinforzi
toi-rule-reinforcements-body = Arrivano solo sui tuoi esagoni R, nei limiti di accentramento e mai in esagoni con nemici. Se tutti gli esagoni R sono bloccati, vanno persi.

toi-rule-winning = Vincere
toi-rule-winning-body = Ogni scenario fissa le sue condizioni di vittoria. A parità di punti vittoria vince chi ha l'iniziativa alla fine della fase di stato.

toi-rule-stacking = Limite di accentramento
toi-rule-stacking-body = Al massimo tre unità e due veicoli per esagono. Si può attraversare un esagono pieno ma non fermarsi. Un veicolo con i passeggeri è un'unità.

toi-rule-range = Raggio d'azione
toi-rule-range-body = Adiacente è attacco ravvicinato, a segno con 4-6; fino al raggio è normale, 5-6; fino al doppio è lungo raggio, solo 6; oltre non si attacca.

toi-rule-elevation = Elevazione
toi-rule-elevation-body = Un'unità che spara verso un bersaglio più in basso aggiunge uno al raggio. Una squadra usa il raggio più corto tra le miniature che sparano.

toi-rule-los = Visuale
toi-rule-los-body = Traccia da centro a centro. Boschi, edifici, fumo ed esagoni più alti di entrambe le unità la bloccano; le unità mai. Unità adiacenti si vedono sempre.

toi-rule-attack-sequence = Sequenza di attacco
toi-rule-attack-sequence-body = Somma il valore di attacco e la difesa del bersaglio, dichiara normale o soppressivo, lancia insieme dadi neri e rossi, togli i successi rossi da quelli neri e applica i colpi.

toi-rule-defence = Copertura e blindatura
toi-rule-defence-body = Il bersaglio lancia un dado rosso per ogni punto di copertura più la blindatura; solo i veicoli hanno blindatura. Ogni 5 o 6 annulla un successo nero. Un danno toglie un punto di blindatura.

toi-rule-normal-attack = Attacco normale
toi-rule-normal-attack-body = Contro una squadra ogni colpo toglie una miniatura scelta dal proprietario; mitragliatrice o mortaio contano come una. Contro un veicolo i colpi causano danni.

toi-rule-vehicle-damage = Danni ai veicoli
toi-rule-vehicle-damage-body = Un veicolo integro subisce danno lieve con 1-2 colpi, grave con 3, ed è distrutto con 4. Con danno lieve diventa grave con 1-2 ed è distrutto con 3. Qualsiasi colpo distrugge un veicolo con danno grave; il danno grave distrugge un camion.

toi-rule-damage-effects = Effetti dei danni
toi-rule-damage-effects-body = Il danno lieve costa un punto movimento e uno di blindatura. Il danno grave ferma il veicolo, toglie uno di blindatura e dimezza la potenza di fuoco, che conta come il suo unico dimezzamento.

toi-rule-suppressive = Attacco soppressivo
toi-rule-suppressive-body = Solo contro squadre. Una squadra in condizione normale è bloccata con 1-2 colpi, disgregata con 3, in rotta con 4; una bloccata diventa disgregata con 1-2, in rotta con 3; qualsiasi colpo manda in rotta una disgregata.

toi-rule-conditions = Bloccata e disgregata
toi-rule-conditions-body = Una squadra bloccata o disgregata non muove, non spara e non fa azioni speciali. Un ufficiale nell'esagono permette a una bloccata un fuoco concentrato a metà potenza; nulla fa agire una disgregata.

toi-rule-combined-fire = Fuoco combinato
toi-rule-combined-fire-body = L'unità capofila spara a piena potenza e ogni supporto aggiunge metà della propria, per eccesso. I supporti devono vedere e avere il raggio; vale il raggio meno favorevole; tutti i partecipanti si affaticano.

toi-rule-op-fire = Fuoco di opportunità
toi-rule-op-fire-body = Scatta quando un'unità nemica attiva entra in un esagono in vista e a tiro; un attacco per esagono. Se blocca, disgrega o danneggia l'unità, questa si ferma ed è affaticata; un danno lieve non ferma un carro.

toi-rule-mg = Squadra mitragliatori
toi-rule-mg-body = Arma pesante: niente fuoco e movimento, niente assalto. Se sparano solo le miniature mitragliatrici in fuoco di opportunità, la squadra resta in fuoco di opportunità e può sparare ancora, ma non due volte alla stessa unità.

toi-rule-area-attack = Attacco d'area
toi-rule-area-attack-body = Un solo lancio nero per tutto l'esagono; ogni unità lancia i propri dadi rossi contro quei colpi. Un attacco d'area soppressivo ignora i veicoli e i passeggeri. Tre colpi in un solo attacco d'area tolgono il filo spinato.

toi-rule-mortar = Mortaio
toi-rule-mortar-body = Raggio 8: potenza 4 se soppressivo, 2 se normale, come attacco d'area a segno con 5-6 (6 a lungo raggio). Può usare la visuale di un'unità amica non affaticata. Mai contro un esagono adiacente, mai da edificio o bunker, niente fuoco di opportunità.

toi-rule-assault = Assalto
toi-rule-assault-body = L'attaccante lancia la sua potenza più metà di al massimo due supporti contro la copertura comune dei difensori; i difensori lanciano la potenza di squadre e veicoli leggeri. Tutti i dadi neri colpiscono con 4-6. Se l'attaccante fa più colpi i difensori si ritirano; altrimenti l'assalto fallisce.

toi-rule-hidden = Squadre nascoste
toi-rule-hidden-body = Non possono essere bersagliate. Si rivelano quando sparano, entrano in un obiettivo, sono viste senza copertura o sono accanto a un nemico alla fine della fase di stato.

toi-rule-halving = Dimezzare la potenza di fuoco
toi-rule-halving-body = Somme e sottrazioni vengono prima del dimezzamento, che arrotonda per eccesso. La potenza si dimezza al massimo una volta: un'unità che sarebbe dimezzata due volte non attacca né supporta.

toi-rule-tanks = Carri armati
toi-rule-tanks-body = Contro squadre in edifici o bunker un carro aggiunge 3 alla potenza e 3 al raggio. Può attraversare esagoni nemici pagando un punto in più per unità nemica e bloccando le squadre esposte. Un danno lieve da fuoco di opportunità non lo ferma. La blindatura solida trasforma un dado rosso in 6.

toi-rule-elite-officer = Élite e ufficiali
toi-rule-elite-officer-body = Ogni miniatura d'élite dà alla sua squadra una copertura contro gli attacchi soppressivi. Un ufficiale dà alle squadre nel suo esagono una copertura contro gli attacchi soppressivi e alla sua squadra un punto movimento in più.

toi-rule-specialisations = Specializzazioni
toi-rule-specialisations-body = Gli ingegneri si trincerano e superano il filo; gli anticarro hanno raggio 3 e 3 di potenza in più contro i veicoli; i lanciafiamme aggiungono 2 di potenza e tolgono 5 di copertura a un bersaglio adiacente; i medici danno una copertura contro gli attacchi normali e curano con 4-6.

toi-rule-terrain = Terreni
toi-rule-terrain-body = Libero costa 1, nessuna copertura. Accidentato costa 2 (veicoli 1), copertura 1. Bosco costa 2 (veicoli 3), copertura 2, blocca la visuale. Edificio costa 2, vietato ai veicoli, copertura 3, blocca la visuale. Ponte costa 1, copertura 1.

toi-rule-fortifications = Trinceramenti e bunker
toi-rule-fortifications-body = Ognuno ospita una squadra e costa un punto movimento per entrare: il trinceramento aggiunge 2 di copertura, il bunker 6, oltre al terreno. Uscirne attira il fuoco di opportunità.

toi-rule-obstacles = Filo spinato, cavalli di Frisia e mine
toi-rule-obstacles-body = Il filo spinato ferma squadre e veicoli leggeri e dimezza il fuoco da dentro. I cavalli di Frisia fermano i veicoli e danno una copertura alle squadre. Il campo minato ferma chi entra: 4 dadi neri, ogni 4-6 un colpo, nessuna difesa, e l'unità è affaticata.

toi-rule-smoke = Fumo
toi-rule-smoke-body = Il fumo blocca la visuale, dà 2 di copertura, dimezza il fuoco da dentro tranne negli assalti e si toglie nella fase di stato successiva. Mai in un edificio.

toi-rule-strategy-cards = Carte strategiche
toi-rule-strategy-cards-body = Paga il costo in comandi, risolvi la carta, poi esce dal gioco salvo che dica di piazzarla nella tua area di gioco. I mazzi non si rimescolano mai e il testo della carta prevale sulle regole.

toi-rule-contact = Stabilire un contatto
toi-rule-contact-body = Lancia un dado: il numero della carta o più stabilisce il contatto. Altrimenti la carta resta nell'area di gioco e puoi riprovare una volta in ogni round successivo, come azione, senza pagare di nuovo.

toi-rule-drift = Spostamento
toi-rule-drift-body = Il numero di spostamento è 6 se nessuna squadra amica pronta vede il bersaglio, 4 se una lo vede, 3 con un ufficiale o un'unità amica nell'esagono o accanto. Lancia nero e rosso: nero pari o superiore colpisce il bersaglio; altrimenti si sposta di tanti esagoni verso la direzione del dado rosso sulla bussola. Fuori mappa, la carta è sprecata.

toi-rule-blast = Attacco d'area e scoppio dalle carte
toi-rule-blast-body = L'attacco d'area della carta colpisce l'esagono finale; lo scoppio colpisce ogni esagono vicino con un lancio a parte. Entrambi colpiscono con 5-6 salvo diversa indicazione e sono normali se non detti soppressivi. Anche le unità amiche vengono colpite.

toi-rule-team-play = Tre e quattro giocatori
toi-rule-team-play-body = Ogni membro della squadra guida una divisione e fa metà delle azioni, per eccesso. Comandi, punti vittoria e una pescata sono in comune. Il supporto tra divisioni costa un comando salvo un ufficiale nell'esagono.

toi-rule-transport = Trasporto
toi-rule-transport-body = Salire o scendere da un veicolo costa 2 punti movimento nel suo esagono; salire termina l'azione della squadra. I passeggeri non sparano, non sono bersagliabili e muoiono con il veicolo. I camion su strada pagano un terzo di punto per esagono.
