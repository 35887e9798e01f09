# Command and Colors WWI – The Great War: carte, momenti di gioco e riassunti delle regole.
# Testi scritti da noi; i nomi delle carte restano in inglese in tutte le lingue.

## Mazzi
ccgw-deck-command = Mazzo delle Carte Comando
ccgw-deck-combat = Mazzo delle Carte Combattimento

## Momento di gioco delle Carte Combattimento
ccgw-timing-with-command = Insieme alla tua Carta Comando (Fase 1)
ccgw-timing-after-close-win = Dopo aver vinto un Combattimento Ravvicinato
ccgw-timing-after-enemy-ranged = Dopo un attacco a distanza di un'unità da campo nemica
ccgw-timing-after-enemy-close = Dopo la risoluzione del Combattimento Ravvicinato nemico
ccgw-timing-before-your-roll = Prima di lanciare i dadi Combattimento delle tue unità da campo
ccgw-timing-before-close-roll = Prima di lanciare i dadi del Combattimento Ravvicinato
ccgw-timing-react-command = In risposta alla Carta Comando avversaria
ccgw-timing-collect-hq = Quando prendi i segnalini HQ a fine turno
ccgw-timing-after-enemy-ranged-resolved = Dopo la risoluzione di un attacco a distanza nemico
ccgw-timing-before-enemy-artillery = Prima che l'Artiglieria di Riserva nemica lanci i dadi Combattimento
ccgw-timing-before-enemy-close = Prima che il nemico lanci i dadi del Combattimento Ravvicinato
ccgw-timing-enemy-moving = Contro una fanteria nemica mentre muove
ccgw-timing-after-movement = Dopo il movimento

## Momento di gioco delle Carte Comando
ccgw-timing-command-phase = Nel tuo turno, Fase 1: giocala come Carta Comando
ccgw-timing-strike-first = Nel turno avversario: dopo che ha dichiarato un Combattimento Ravvicinato contro una tua unità, prima del suo lancio dei dadi

## Carte Comando di Sezione
ccgw-card-recon-left = Recon Left
ccgw-card-recon-left-effect = Dai un ordine a 1 unità della sezione sinistra. A fine turno pesca 2 Carte Comando, tienine una e scarta l'altra. Se invece prendi la medaglia Sotto Pressione (regola di scenario), ne peschi solo 1.
ccgw-card-recon-centre = Recon Centre
ccgw-card-recon-centre-effect = Dai un ordine a 1 unità della sezione centrale. A fine turno pesca 2 Carte Comando, tienine una e scarta l'altra. Se invece prendi la medaglia Sotto Pressione (regola di scenario), ne peschi solo 1.
ccgw-card-recon-right = Recon Right
ccgw-card-recon-right-effect = Dai un ordine a 1 unità della sezione destra. A fine turno pesca 2 Carte Comando, tienine una e scarta l'altra. Se invece prendi la medaglia Sotto Pressione (regola di scenario), ne peschi solo 1.
ccgw-card-probe-left = Probe Left
ccgw-card-probe-left-effect = Dai un ordine a 2 unità della sezione sinistra. Una può essere la tua Artiglieria di Riserva, con bersaglio in questa sezione.
ccgw-card-probe-centre = Probe Centre
ccgw-card-probe-centre-effect = Dai un ordine a 2 unità della sezione centrale. Una può essere la tua Artiglieria di Riserva, con bersaglio in questa sezione.
ccgw-card-probe-right = Probe Right
ccgw-card-probe-right-effect = Dai un ordine a 2 unità della sezione destra. Una può essere la tua Artiglieria di Riserva, con bersaglio in questa sezione.
ccgw-card-attack-left = Attack Left
ccgw-card-attack-left-effect = Dai un ordine a 3 unità della sezione sinistra. Una può essere la tua Artiglieria di Riserva, con bersaglio in questa sezione.
ccgw-card-attack-centre = Attack Centre
ccgw-card-attack-centre-effect = Dai un ordine a 3 unità della sezione centrale. Una può essere la tua Artiglieria di Riserva, con bersaglio in questa sezione.
ccgw-card-attack-right = Attack Right
ccgw-card-attack-right-effect = Dai un ordine a 3 unità della sezione destra. Una può essere la tua Artiglieria di Riserva, con bersaglio in questa sezione.
ccgw-card-assault-left = Assault Left
ccgw-card-assault-left-effect = Tutte le tue unità da campo della sezione sinistra ricevono un ordine. Questa carta non mobilita l'Artiglieria di Riserva.
ccgw-card-assault-centre = Assault Centre
ccgw-card-assault-centre-effect = Tutte le tue unità da campo della sezione centrale ricevono un ordine. Questa carta non mobilita l'Artiglieria di Riserva.
ccgw-card-assault-right = Assault Right
ccgw-card-assault-right-effect = Tutte le tue unità da campo della sezione destra ricevono un ordine. Questa carta non mobilita l'Artiglieria di Riserva.
ccgw-card-recon-in-force = Recon in Force
ccgw-card-recon-in-force-effect = Dai un ordine a 1 unità in ciascuna delle tre sezioni.
ccgw-card-forward = Forward
ccgw-card-forward-effect = In ogni sezione, 2 unità da campo ricevono un ordine. Questa carta non mobilita l'Artiglieria di Riserva.
ccgw-card-out-flanked = Out Flanked
ccgw-card-out-flanked-effect = Dai un ordine a 2 unità sul fianco sinistro e a 2 unità sul fianco destro.

## Carte Comando Tattiche
ccgw-card-artillery-bombard = Artillery Bombard
ccgw-card-artillery-bombard-effect = Dai un ordine alla tua Artiglieria di Riserva, con bersaglio ovunque: spara due volte in questo turno ma paghi gli HQ una sola volta. In alternativa dai un ordine a 1 unità qualsiasi.
ccgw-card-big-show = Big Show
ccgw-card-big-show-effect =
    Lancia 1 dado Combattimento per ogni Carta Comando che hai, compresa questa.
    Soldato: ordine a 1 fanteria
    Teschio: ordine a 1 squadra mitraglieri o mortaio
    Bandiera: ordine a 1 unità da campo qualsiasi
    HQ: prendi 1 segnalino HQ
    Esplosione: nessun effetto
    Le unità mobilitate lanciano 1 dado in più per tutto il turno. Poi rimescola entrambi i mazzi con i loro scarti.
ccgw-card-counter-attack = Counter Attack
ccgw-card-counter-attack-effect = Ripeti l'ordine dato dall'avversario nel suo ultimo turno, come se giocassi la sua carta, scambiando sinistra e destra.
ccgw-card-direct-from-hq = Direct From HQ
ccgw-card-direct-from-hq-effect = Per ogni segnalino HQ che spendi, 1 unità da campo riceve un ordine; lascia il segnalino sull'unità come promemoria finché ha mosso o combattuto. I simboli HQ che lanci in questo turno non fanno guadagnare nulla.
ccgw-card-infantry-assault = Infantry Assault
ccgw-card-infantry-assault-effect = Dai un ordine a tutte le tue fanterie in 1 sezione: ognuna può avanzare di 2 esagoni al massimo e combattere, o di 3 rinunciando al combattimento. I limiti del terreno restano; mitraglieri e mortai non contano come fanteria. Se non hai fanterie, dai un ordine a 1 unità a scelta.
ccgw-card-replacements = Replacements
ccgw-card-replacements-effect =
    Lancia 1 dado Combattimento per ogni Carta Comando che hai, compresa questa.
    Soldato: una fanteria recupera 1 miniatura persa
    HQ o Bandiera: un'unità da campo qualsiasi recupera 1 miniatura persa
    Esplosione o Teschio: nessun effetto
    Nessuna unità supera la forza iniziale. Un'unità che recupera almeno 1 miniatura si considera mobilitata.
ccgw-card-rush-and-rotation = Rush & Rotation
ccgw-card-rush-and-rotation-effect = Dai un ordine a 4 unità di fanteria (qui mitraglieri e mortai contano come fanteria). Ognuna muove fino a 6 esagoni, attraverso unità amiche e ignorando le soste dovute al terreno tranne quello intransitabile, ma deve finire accanto a un'unità amica. Nessun combattimento in questo turno e niente medaglie di Sfondamento.
ccgw-card-storm-of-fire = Storm of Fire
ccgw-card-storm-of-fire-effect = Dai un ordine a 4 unità da campo: in questo turno combattono con 1 dado in più ma non possono muovere.
ccgw-card-strike-first = Strike First
ccgw-card-strike-first-effect = Giocala nel turno avversario, dopo che ha dichiarato un Combattimento Ravvicinato e prima del lancio. La tua unità in difesa combatte per prima e non può Prendere Terreno; l'attaccante combatte poi solo se non è eliminato né respinto. A fine turno sei tu il primo a pescare la Carta Comando che ti manca.
ccgw-card-whistles-and-bugle-calls = Whistles & Bugle Calls
ccgw-card-whistles-and-bugle-calls-effect = Chiamata generale: dai un ordine a un gruppo di tue unità da campo che formano una catena di esagoni contigui. Il testo non pone limiti alla grandezza del gruppo.

## Carte Combattimento
ccgw-card-advance-over-the-top = Advance Over The Top
ccgw-card-advance-over-the-top-effect = Subito dopo il movimento di una fanteria lancia 2 dadi Combattimento: avanza di 1 esagono in più per ogni Soldato. Può combattere se avrebbe potuto farlo dopo il movimento normale.
ccgw-card-box-barrage = Box Barrage
ccgw-card-box-barrage-effect = In questo turno la tua Artiglieria di Riserva mobilitata ignora la protezione del terreno, ogni Teschio è un colpo su qualsiasi esagono e nessuna Bandiera può essere ignorata.
ccgw-card-counter-intelligence = Counter Intelligence
ccgw-card-counter-intelligence-effect = Prendi una carta a scelta dagli scarti delle Carte Combattimento. Giocala subito pagandone il costo in HQ, oppure tienila per dopo.
ccgw-card-combat-card-espionage = Combat Card Espionage
ccgw-card-combat-card-espionage-effect = Prendi a caso dalla mano dell'avversario fino a 3 Carte Combattimento. Restituiscine 1 e scarta le altre.
ccgw-card-gas-attack = Gas Attack
ccgw-card-gas-attack-effect = In questo turno le fanterie nemiche che attacchi a distanza non possono ignorare alcuna Bandiera.
ccgw-card-machine-gun-barrage = Machine Gun Barrage
ccgw-card-machine-gun-barrage-effect = Tutte le tue squadre mitraglieri mobilitate possono combattere due volte in questo turno (a distanza e/o ravvicinato), con 1 dado in più per tutto il turno. Chi combatte due volte non può muovere né Prendere Terreno.
ccgw-card-mata-hari-spy = Mata Hari Spy
ccgw-card-mata-hari-spy-effect = Pesca a caso 3 Carte Comando dalla mano avversaria, scartane 2 a tua scelta e restituisci la terza. L'avversario poi pesca 1 Carta Comando in più alla fine di ogni suo turno finché torna alla mano iniziale.
ccgw-card-messenger-pigeons = Messenger Pigeons
ccgw-card-messenger-pigeons-effect = Giocala con una Recon, Probe o Attack: dai un ordine anche a 1 unità da campo in più in ciascuna delle altre due sezioni.
ccgw-card-physician = Physician
ccgw-card-physician-effect = Scegli 1 unità: recupera 1 miniatura persa per ogni segnalino HQ che spendi, senza mai superare la forza iniziale.
ccgw-card-trench-raid = Trench Raid
ccgw-card-trench-raid-effect = Una tua fanteria può avanzare fino a 4 esagoni, ignorando le soste dovute al terreno tranne quello intransitabile, e combattere in corpo a corpo con 1 dado in più; i limiti del terreno al combattimento restano. Dopo lo scontro ed eventuale presa di terreno può restare lì o tornare all'esagono di partenza.
ccgw-card-reposition = Reposition
ccgw-card-reposition-effect = Le tue squadre mitraglieri e i mortai mobilitati possono muovere fino a 3 esagoni senza combattere, oppure combattere e poi muovere di 2 esagoni.
ccgw-card-short-supply = Short Supply
ccgw-card-short-supply-effect = Scegli 1 unità qualsiasi, tua o nemica. Il proprietario la sposta in un esagono libero sul proprio bordo mappa, nella stessa sezione; se è del giocatore attivo non può combattere in questo turno.
ccgw-card-stretcher-bearer = Stretcher Bearer
ccgw-card-stretcher-bearer-effect = Scegli 1 unità qualsiasi, tua o nemica, e toglila dal campo di battaglia; non dà Medaglie Vittoria. Così tradotta è molto forte: confrontala con la carta fisica.
ccgw-card-tactician = Tactician
ccgw-card-tactician-effect = Sposta l'ordine della Carta Comando appena giocata su un'altra sezione a tua scelta.
ccgw-card-three-on-a-match = Three on a Match
ccgw-card-three-on-a-match-effect = Lancia 1 dado Combattimento contro un bersaglio: un Soldato o un'Esplosione infligge 1 colpo.
ccgw-card-mortar-barrage = Mortar Barrage
ccgw-card-mortar-barrage-effect = Tutti i tuoi mortai mobilitati possono sparare due volte in questo turno, con 1 dado in più per tutto il turno.
ccgw-card-battle-fury = Battle Fury
ccgw-card-battle-fury-effect = Dopo che la tua unità ha eliminato o respinto il difensore in Combattimento Ravvicinato, può Prendere Terreno e combattere ancora in corpo a corpo con 1 dado in più. Se aveva già avuto un combattimento bonus, ne ottiene un secondo.
ccgw-card-body-armour = Body Armour
ccgw-card-body-armour-effect = Nessun simbolo Soldato lanciato contro la tua unità ha effetto.
ccgw-card-butt-and-bayonet = Butt & Bayonet
ccgw-card-butt-and-bayonet-effect = Se la tua unità non è stata eliminata né respinta dal Combattimento Ravvicinato nemico, contrattacca l'attaccante con 1 dado in più. Non può Prendere Terreno.
ccgw-card-lice = Lice
ccgw-card-lice-effect = L'unità nemica che stai attaccando non può ignorare alcuna Bandiera in questo combattimento.
ccgw-card-hand-grenade = Hand Grenade
ccgw-card-hand-grenade-effect = Lancia 2 dadi in più in questo Combattimento Ravvicinato.
ccgw-card-hold-at-all-costs = Hold at All Costs
ccgw-card-hold-at-all-costs-effect = In questo turno le tue unità attaccate possono ignorare tutte le Bandiere lanciate contro di loro.
ccgw-card-lost-messenger = Lost Messenger
ccgw-card-lost-messenger-effect = L'avversario dà ordine a 1 unità da campo in meno in questo turno (sceglie lui quale) e non può mobilitare l'Artiglieria di Riserva. Una Carta Combattimento giocata insieme a quella Carta Comando è annullata e i suoi HQ gli vengono resi.
ccgw-card-improved-logistics = Improved Logistics
ccgw-card-improved-logistics-effect = Prendi 4 segnalini HQ invece di 2.
ccgw-card-return-fire = Return Fire
ccgw-card-return-fire-effect = Se la tua unità attaccata non è stata eliminata né respinta, risponde al fuoco contro l'unità da campo che l'ha attaccata con 2 dadi in più. Servono distanza utile e Linea di Vista, e non deve essere adiacente a un nemico.
ccgw-card-shell-shortage = Shell Shortage
ccgw-card-shell-shortage-effect = In questo turno l'Artiglieria di Riserva nemica lancia 2 dadi Combattimento in meno su ogni esagono colpito.
ccgw-card-surprise-ambush = Surprise Ambush
ccgw-card-surprise-ambush-effect = Nel corpo a corpo la tua unità in difesa colpisce prima dell'attaccante, con 1 dado in più, e non può Prendere Terreno. L'attaccante combatte poi come ordinato solo se non è stato eliminato né respinto.
ccgw-card-trench-foot = Trench Foot
ccgw-card-trench-foot-effect = La fanteria nemica in movimento torna all'esagono di partenza e non può muovere né combattere in questo turno.
ccgw-card-wire-cutters = Wire Cutters
ccgw-card-wire-cutters-effect = La fanteria che si trova nel Filo Spinato toglie il filo e può anche combattere, se ne è in grado.

## Voci delle regole

ccgw-rule-turn-phases = Fasi del turno
ccgw-rule-turn-phases-body =
    Il tuo turno ha cinque fasi, da chiudere una prima di aprire la successiva:
    1 Giocare una Carta Comando
    2 Dare ordini alle unità
    3 Movimento
    4 Combattimento
    5 Fine Turno
    I giocatori si alternano finché uno raggiunge le Medaglie Vittoria chieste dallo scenario.

ccgw-rule-section-vs-tactic = Carte Sezione e Carte Tattiche
ccgw-rule-section-vs-tactic-body = Una Carta Comando di Sezione dà ordini a un certo numero di unità nelle sezioni indicate. Una Carta Comando Tattica dà ordini in qualsiasi punto e può derogare alle regole base di movimento e combattimento, ma i limiti del terreno restano. 'Per ogni Carta Comando che possiedi, compresa questa' significa le carte in mano più quella appena giocata.

ccgw-rule-nothing-to-order = Nessuna unità da mobilitare
ccgw-rule-nothing-to-order-body = Se la carta giocata non può dare ordini a nessuna tua unità, salta le fasi 2, 3 e 4 e passa subito alla Fase 5 – Fine Turno.

ccgw-rule-dotted-line-hexes = Esagoni sulla linea tratteggiata
ccgw-rule-dotted-line-hexes-body = Un esagono tagliato dalla linea tratteggiata appartiene a entrambe le sezioni: l'unità che lo occupa può ricevere l'ordine da una carta per il centro o per quel fianco.

ccgw-rule-too-many-orders = Ordini in eccesso
ccgw-rule-too-many-orders-body = Ogni unità riceve al massimo un ordine per turno. Se la carta mobilita più unità di quante ne hai in quella zona, gli ordini avanzati vanno persi.

ccgw-rule-infantry-move = Movimento della fanteria
ccgw-rule-infantry-move-body = Una fanteria mobilitata può spostarsi di 1 esagono e combattere, oppure di 2 esagoni rinunciando al combattimento. Può anche restare ferma e combattere.

ccgw-rule-mg-mortar-move = Movimento di mitraglieri e mortai
ccgw-rule-mg-mortar-move-body = Una squadra mitraglieri o un mortaio può spostarsi di 1 esagono, ma se muove non combatte in quel turno, né a distanza né in Combattimento Ravvicinato.

ccgw-rule-occupied-hexes = Esagoni occupati
ccgw-rule-occupied-hexes-body = In ogni esagono può stare una sola unità. Nessuna unità entra o passa in un esagono occupato, amico o nemico. Le unità non si dividono mai e quelle indebolite non si fondono. Ogni unità chiude il suo movimento prima che parta la successiva.

ccgw-rule-leaving-the-map = Uscire dalla mappa
ccgw-rule-leaving-the-map-body = Le unità non entrano nei mezzi esagoni di bordo e lasciano la mappa solo se lo scenario lo permette, per esempio per uno Sfondamento. Uscire costa 1 esagono di movimento.

ccgw-rule-casualties-dont-weaken = Le perdite non riducono i dadi
ccgw-rule-casualties-dont-weaken-body = Un'unità lancia gli stessi dadi Combattimento qualunque sia il numero di miniature perse: un solo superstite combatte come un'unità al completo.

ccgw-rule-one-target-one-combat = Un bersaglio, un tipo di combattimento
ccgw-rule-one-target-one-combat-body = Un'unità mobilitata non è mai obbligata a combattere. Se combatte, tutti i suoi dadi vanno contro una sola unità nemica e sceglie fra combattimento a distanza e Combattimento Ravvicinato, non entrambi. Di norma combatte una volta per turno e l'ordine lo decidi tu.

ccgw-rule-adjacent-lock = Nemico adiacente
ccgw-rule-adjacent-lock-body = Un'unità accanto a un nemico non può combattere a distanza contro nessuno. Se combatte, deve affrontare in Combattimento Ravvicinato uno dei nemici adiacenti.

ccgw-rule-counting-range = Contare la distanza
ccgw-rule-counting-range-body = Conta gli esagoni da chi spara al bersaglio, includendo quello del bersaglio ma non il proprio. Un bersaglio adiacente si affronta in Combattimento Ravvicinato; il tiro a distanza parte da 2 esagoni.

ccgw-rule-infantry-range-dice = Dadi della fanteria
ccgw-rule-infantry-range-dice-body = Fanteria: 3 dadi contro un nemico adiacente (Combattimento Ravvicinato), 2 a 2 esagoni, 1 a 3 o 4 esagoni. Serve la Linea di Vista; può muovere di 1 esagono e sparare comunque.

ccgw-rule-mg-range-dice = Dadi dei mitraglieri
ccgw-rule-mg-range-dice-body = Squadra mitraglieri: 3 dadi da adiacente fino a 3 esagoni, 1 a 4 o 5 esagoni. Serve la Linea di Vista; se ha mosso non combatte.

ccgw-rule-mortar-range-dice = Dadi del mortaio
ccgw-rule-mortar-range-dice-body = Mortaio: 3 dadi contro un nemico adiacente, 2 da 2 a 4 esagoni, 1 a 5 o 6 esagoni. Non serve la Linea di Vista; se ha mosso non combatte.

ccgw-rule-crossfire = Fuoco incrociato
ccgw-rule-crossfire-body = Due o più squadre mitraglieri mobilitate possono sparare insieme sulla stessa unità nemica. Calcola i dadi di ciascuna a parte, poi lanciali tutti in un colpo solo.

ccgw-rule-line-of-sight = Linea di Vista
ccgw-rule-line-of-sight-body = Immagina una linea dal centro dell'esagono di chi spara al centro di quello del bersaglio. La blocca ogni esagono attraversato, anche in parte, che contenga un'unità di qualsiasi schieramento, un terreno che ostacola la vista o un mezzo esagono di bordo; il terreno del bersaglio non la blocca mai. Se la linea corre lungo i lati degli esagoni, è bloccata solo con ostacoli da entrambe le parti. Mortai e Artiglieria di Riserva non hanno bisogno della Linea di Vista.

ccgw-rule-hill-los = Colline e Linea di Vista
ccgw-rule-hill-los-body = Da un livello più basso si vede il primo esagono di Collina ma non un secondo esagono di Collina dietro di esso, e lo stesso al contrario. Unità su colline adiacenti e collegate si vedono (effetto altopiano). Unità su colline separate si vedono attraverso esagoni più bassi, a meno che questi contengano unità o terreni che bloccano la vista.

ccgw-rule-firing-from-cover = Combattere dal riparo
ccgw-rule-firing-from-cover-body = Un'unità entrata in Foresta o negli Edifici in questo turno lancia 1 dado in meno per il resto del turno; se c'era già a inizio turno non perde nulla. Un'unità in un esagono con Filo Spinato lancia sempre 1 dado in meno. Nessun altro terreno cambia i dadi di chi attacca.

ccgw-rule-target-protection = Protezione del bersaglio
ccgw-rule-target-protection-body = A differenza di altri giochi Command and Colors, qui il terreno quasi mai toglie dadi all'attaccante: il terreno del bersaglio annulla alcuni simboli Soldato (in automatico) e permette di ignorare alcune Bandiere (a scelta). Le Esplosioni colpiscono sempre e in Combattimento Ravvicinato colpiscono sempre anche i Teschi. I valori sono nelle voci dei singoli terreni.

ccgw-rule-hits-at-range = Colpi nel combattimento a distanza
ccgw-rule-hits-at-range-body = Ogni Esplosione è un colpo che il terreno non può annullare. Ogni Soldato rimasto dopo la protezione del bersaglio è un colpo (lettura: il testo non chiarisce se più Soldati facciano un colpo solo o uno ciascuno). I Teschi non colpiscono, tranne per la fanteria con specialista in esplosivi che spara a 2 esagoni esatti. Togli 1 miniatura per colpo.

ccgw-rule-hits-close-combat = Colpi nel Combattimento Ravvicinato
ccgw-rule-hits-close-combat-body = Colpiscono le Esplosioni, i Soldati non annullati dalla protezione del bersaglio e anche ogni Teschio: è il grande vantaggio dello scontro ravvicinato. Togli 1 miniatura per colpo.

ccgw-rule-overkill = Colpi in eccesso
ccgw-rule-overkill-body = I colpi oltre le miniature rimaste al bersaglio vanno persi. Quando cade l'ultima miniatura l'unità è eliminata e l'attaccante prende 1 Medaglia Vittoria.

ccgw-rule-hq-symbols = Simboli HQ
ccgw-rule-hq-symbols-body = Ogni simbolo HQ ottenuto combattendo contro un'unità nemica (a distanza, ravvicinato o con l'artiglieria) fa prendere 1 segnalino HQ dalla riserva comune. I lanci fatti per altri scopi non danno nulla. Con Direct From HQ, in quel turno i dadi non fanno guadagnare HQ.

ccgw-rule-flags = Bandiere
ccgw-rule-flags-body = Una Bandiera non è un colpo. Tolte le perdite, ogni Bandiera non ignorata fa arretrare l'unità di 1 esagono verso il proprio bordo mappa, da qualunque parte venga l'attacco.

ccgw-rule-retreat-path = Percorso di Ritirata
ccgw-rule-retreat-path-body = La Ritirata va sempre verso il proprio bordo, mai in obliquo. Il proprietario sceglie fra gli esagoni retrostanti (di solito due); se uno è bloccato deve usare l'altro. Vietati mezzi esagoni ed esagoni occupati. Foresta, edifici, macerie o filo spinato non fermano la Ritirata, ma il terreno intransitabile la blocca.

ccgw-rule-blocked-retreat = Ritirata bloccata
ccgw-rule-blocked-retreat-body = Per ciascun esagono di Ritirata impossibile da compiere, perché ostruito da unità o terreno intransitabile o perché finirebbe oltre il proprio bordo mappa, l'unità perde invece 1 miniatura.

ccgw-rule-ignoring-flags = Morale Sostenuto
ccgw-rule-ignoring-flags-body = Quando terreno o carte permettono di ignorare Bandiere, farlo è facoltativo e si decide Bandiera per Bandiera: puoi ignorarne una e accettare la seguente. Il limite vale per ogni attacco e le Bandiere in più vanno eseguite.

ccgw-rule-taking-ground = Prendere Terreno
ccgw-rule-taking-ground-body = Un'unità mobilitata che in Combattimento Ravvicinato elimina il difensore o lo costringe alla Ritirata vince lo scontro e può avanzare nell'esagono rimasto libero. È facoltativo.

ccgw-rule-no-take-ground = Chi non può Prendere Terreno
ccgw-rule-no-take-ground-body = Non possono Prendere Terreno: squadre mitraglieri e mortai; un'unità entrata in questo turno in un terreno che ferma il movimento (così dice il testo); il difensore che colpisce con Strike First (nel testo First Strike) o Surprise Ambush; un'unità che usa Butt & Bayonet.

ccgw-rule-bonus-close-combat = Ulteriore Combattimento Ravvicinato
ccgw-rule-bonus-close-combat-body = Spetta solo alla fanteria che usa la carta Battle Fury: dopo aver vinto e preso terreno può attaccare qualsiasi nemico adiacente, non solo quello respinto. Se vince ancora può Prendere Terreno di nuovo, ma di norma niente terzo combattimento (Battle Fury stessa può concedere un secondo bonus). I terreni che fermano il movimento possono impedirlo.

ccgw-rule-explosives-specialist = Specialista in Esplosivi
ccgw-rule-explosives-specialist-body = Si aggrega solo alla fanteria, come indica lo scenario. L'unità lancia 1 dado in più in Combattimento Ravvicinato e, quando spara a 2 esagoni esatti, colpiscono anche i suoi Teschi.

ccgw-rule-specialist-casualties = Perdite e specialisti
ccgw-rule-specialist-casualties-body = La miniatura dello specialista resta sempre con la sua unità e non può passare a un'altra. Non si toglie mai per un colpo: esce dal gioco insieme all'ultima miniatura dell'unità.

ccgw-rule-last-figure-mg-mortar = Ultima miniatura di mitraglieri e mortai
ccgw-rule-last-figure-mg-mortar-body = In una squadra mitraglieri la miniatura con la mitragliatrice esce sempre per ultima; in una squadra mortaio tocca a quella con il mortaio.

ccgw-rule-ordering-artillery = Mobilitare l'Artiglieria di Riserva
ccgw-rule-ordering-artillery-body = Artillery Bombard la mobilita contro qualsiasi esagono e le permette di sparare due volte pagando gli HQ una volta sola. Può mobilitarla anche una Carta Comando di Sezione, tranne quelle che mobilitano solo unità da campo (interpretate come Assault e Forward): il bersaglio deve allora stare nella sezione della carta.

ccgw-rule-artillery-first = L'artiglieria combatte per prima
ccgw-rule-artillery-first-body = Regola chiave: se mobiliti l'Artiglieria di Riserva, deve essere la prima delle tue unità a combattere nel turno.

ccgw-rule-buying-targeting-dice = Comprare i dadi Obiettivo
ccgw-rule-buying-targeting-dice-body = Posiziona la sagoma Obiettivo su qualsiasi esagono, con la freccia verso il bordo avversario. Spendi segnalini HQ, da 0 fino alla potenza di fuoco indicata sul segnalino dell'artiglieria: ogni segnalino compra 1 dado Obiettivo.

ccgw-rule-doubles-and-triples = Doppi e tripli
ccgw-rule-doubles-and-triples-body = Ogni dado Obiettivo mette 1 dado Combattimento sull'esagono della sagoma con quel numero. I dadi con lo stesso numero colpiscono anche l'esagono bersaglio principale con tanti dadi Combattimento quanti sono i dadi uguali (1-4-4-6: 2 al centro; 2-2-6-6: 4). Lettura: senza numeri uguali il centro non è colpito. Una tripla crea anche crateri al centro e gli toglie ogni protezione in quel combattimento.

ccgw-rule-artillery-hits = Colpi dell'artiglieria
ccgw-rule-artillery-hits-body = Risolvi prima l'esagono bersaglio principale, poi gli altri esagoni colpiti in senso orario, chiudendo colpi e Ritirate di ognuno prima del successivo. Bersaglio principale: colpiscono Esplosioni e Teschi, più i Soldati non annullati. Altri esagoni: colpiscono Esplosioni e Soldati non annullati, i Teschi no. I simboli HQ danno segnalini e le Bandiere causano Ritirate. Un esagono senza unità né filo spinato non richiede il lancio.

ccgw-rule-cratered-terrain = Il terreno dopo una tripla
ccgw-rule-cratered-terrain-body = Dopo il combattimento che crea i crateri: la Foresta resta foresta per il movimento ma protegge come Crateri da Bombardamento; gli Edifici proteggono come Macerie di Edifici; Collina, Trincee, Terreno semplice e Filo Spinato (capovolto) proteggono come Crateri da Bombardamento. Macerie, Crateri da Bombardamento e Crateri da Mine non ricevono nuovi crateri e tengono la loro protezione. Il testo non dice come cambi la Linea di Vista.

ccgw-rule-barbed-wire = Filo Spinato
ccgw-rule-barbed-wire-body = Chi entra nel Filo Spinato si ferma. Un'unità nel filo lancia 1 dado in meno e non ha protezione. La fanteria nel filo può rimuoverlo invece di combattere (con Wire Cutters fa entrambe le cose). Un'Esplosione dell'Artiglieria di Riserva o di un mortaio su un esagono con filo lo rimuove.

ccgw-rule-mine-craters = Crateri da Mine
ccgw-rule-mine-craters-body = Chi entra in un Cratere da Mine si ferma, e chi ne esce si ferma subito nell'esagono successivo. Il bersaglio al suo interno può ignorare 1 Soldato e 1 Bandiera. Il cratere non blocca la Linea di Vista, l'unità che lo occupa sì.

ccgw-rule-trench-protection = Protezione delle Trincee
ccgw-rule-trench-protection-body = A distanza un'unità in Trincea annulla 2 Soldati e può ignorare fino a 2 Bandiere; in Combattimento Ravvicinato annulla 1 Soldato e può ignorare 1 Bandiera. Le Trincee non rallentano il movimento né tolgono dadi all'attaccante.

ccgw-rule-end-turn-draw = Pescare a fine turno
ccgw-rule-end-turn-draw-body = Metti negli scarti la Carta Comando usata e pescane un'altra (dopo una Recon ne peschi 2 e ne tieni 1). Poi scegli: 1 Carta Combattimento (non se supereresti il limite della mano) oppure 2 segnalini HQ dalla riserva comune. Pesca solo il giocatore attivo.

ccgw-rule-trading-combat-card = Scambiare una Carta Combattimento
ccgw-rule-trading-combat-card-body = Se nel tuo turno non hai giocato Carte Combattimento, alla fine puoi scartarne 1 per prendere 1 segnalino HQ. Al massimo uno scambio per turno, in aggiunta alla scelta fra carta e 2 HQ (lettura: l'ordine fra i due non è indicato).

ccgw-rule-combat-card-limits = Limiti delle Carte Combattimento
ccgw-rule-combat-card-limits-body = Puoi tenere fino a 5 Carte Combattimento, salvo diversa indicazione dello scenario. Ogni giocatore ne gioca al massimo 1 nel proprio turno e 1 in quello avversario, quindi in un turno se ne giocano al più 2, una a testa. Ogni carta si gioca solo nel momento stampato su di essa.

ccgw-rule-paying-combat-cards = Pagare le Carte Combattimento
ccgw-rule-paying-combat-cards-body = Metti la carta sul tavolo, leggila ad alta voce e paga subito in segnalini HQ quanto indica, prima che abbia effetto; alcune carte sono gratuite. Gli HQ spesi tornano nella riserva comune a fine turno e la carta va negli scarti.

ccgw-rule-card-conflicts = Conflitti fra carte
ccgw-rule-card-conflicts-body = Se due Carte Combattimento si contraddicono, prevale quella giocata per seconda. Una carta prevale sul regolamento, ma i limiti del terreno a movimento e combattimento restano, salvo che la carta dica altrimenti.

ccgw-rule-hq-pool = La riserva comune HQ
ccgw-rule-hq-pool-body = I segnalini HQ partono da una riserva comune di 30. Un giocatore ne può tenere quanti vuole e il numero posseduto è pubblico. Se la riserva comune si esaurisce, nessuno guadagna HQ finché non vi tornano dei segnalini.

ccgw-rule-empty-decks = Mazzi esauriti
ccgw-rule-empty-decks-body = Quando finisce il mazzo delle Carte Comando o quello delle Carte Combattimento, mescola i suoi scarti per formarne uno nuovo. Big Show rimescola entrambi i mazzi con i loro scarti.

ccgw-rule-winning = Medaglie Vittoria
ccgw-absent-tanks = I carri armati non sono in questo gioco: il gioco base tratta la guerra di trincea e il regolamento li annuncia fra le espansioni previste.
ccgw-absent-aircraft = Gli aerei non sono in questo gioco: il gioco base tratta la guerra di trincea e il regolamento li annuncia fra le espansioni previste.
ccgw-rule-winning-body = Vinci appena arrivi alle Medaglie Vittoria fissate dallo scenario, anche a metà turno. Ogni unità nemica eliminata vale 1 medaglia; lo scenario può aggiungere Medaglie Obiettivo.

ccgw-rule-objective-medal-types = Tipi di Medaglie Obiettivo
ccgw-rule-objective-medal-types-body = Temporanea, Temporanea di Inizio Turno, Prevalenza di Inizio Turno, Permanente, Permanente di Inizio Turno, di Sfondamento e Sotto Pressione. Cambiano il momento in cui si ottengono e se si possono perdere: vedi la tabella delle Medaglie Obiettivo.

ccgw-rule-under-pressure = Sotto Pressione
ccgw-rule-under-pressure-body = Se lo scenario mette l'attaccante Sotto Pressione, il difensore che gioca una Recon può prendere 1 Medaglia Vittoria permanente pescando 1 sola Carta Comando invece di 2. Questa medaglia non può mai essere quella decisiva per la vittoria.

ccgw-rule-no-mans-land = Bombardamento Terra di Nessuno
ccgw-rule-no-mans-land-body = Se lo scenario lo prevede, prima di iniziare il primo giocatore lancia dadi Obiettivo per piazzare Crateri da Bombardamento sulle righe indicate. Gli esagoni aperti ricevono un cratere, il Filo Spinato si capovolge sul lato crateri, gli esagoni con unità o tessere terreno si contano ma restano intatti. Vedi la voce sulla procedura.

ccgw-rule-reserve-artillery-off-board = L'Artiglieria di Riserva è fuori mappa
ccgw-rule-reserve-artillery-off-board-body = L'Artiglieria di Riserva è un segnalino accanto alla plancia, non un'unità da campo. Non muove mai, di norma non può essere attaccata, non ha limiti di distanza né di Linea di Vista e combatte solo a distanza con la sagoma Obiettivo.

ccgw-rule-unit-dice = Dadi Combattimento per unità e distanza
ccgw-rule-unit-dice-body =
    Fanteria: adiacente 3 · 2 esagoni 2 · 3 esagoni 1 · 4 esagoni 1 · serve la Linea di Vista · combatte anche dopo 1 esagono di movimento
    Fanteria con specialista in esplosivi: adiacente 4 · 2 esagoni 2, colpiscono anche i Teschi · 3 esagoni 1 · 4 esagoni 1
    Squadra mitraglieri: adiacente 3 · 2 esagoni 3 · 3 esagoni 3 · 4 esagoni 1 · 5 esagoni 1 · serve la Linea di Vista · non combatte se ha mosso
    Mortaio: adiacente 3 · 2 esagoni 2 · 3 esagoni 2 · 4 esagoni 2 · 5 esagoni 1 · 6 esagoni 1 · non serve la Linea di Vista · non combatte se ha mosso
    Artiglieria di Riserva: qualsiasi esagono, senza Linea di Vista · i dadi Combattimento dipendono dai dadi Obiettivo
    Adiacente significa Combattimento Ravvicinato. La distanza include l'esagono del bersaglio, non il tuo.

ccgw-rule-terrain-open = Terreno semplice
ccgw-rule-terrain-open-body =
    Movimento: nessun limite
    Dadi dell'attaccante: invariati
    Protezione a distanza: nessuna
    Protezione in Combattimento Ravvicinato: nessuna
    Linea di Vista: non blocca
    Tripla dell'artiglieria sul bersaglio principale: l'esagono diventa Crateri da Bombardamento; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; da lì in poi i crateri proteggono

ccgw-rule-terrain-forest = Foresta
ccgw-rule-terrain-forest-body =
    Movimento: fermarsi all'ingresso
    Dadi dell'attaccante: −1 per il resto del turno se l'unità è entrata in questo turno; invariati se c'era già
    Protezione a distanza: annulla 1 Soldato, nessuna Bandiera ignorata
    Protezione in Combattimento Ravvicinato: annulla 1 Soldato, nessuna Bandiera ignorata
    Linea di Vista: blocca
    Tripla dell'artiglieria sul bersaglio principale: si piazzano crateri; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; poi conta come foresta quando ci si muove ma protegge come Crateri da Bombardamento

ccgw-rule-terrain-buildings = Edifici
ccgw-rule-terrain-buildings-body =
    Movimento: fermarsi all'ingresso
    Dadi dell'attaccante: −1 per il resto del turno se l'unità è entrata in questo turno; invariati se c'era già
    Protezione a distanza: annulla 1 Soldato, può ignorare 1 Bandiera
    Protezione in Combattimento Ravvicinato: annulla 1 Soldato, può ignorare 1 Bandiera
    Linea di Vista: blocca
    Tripla dell'artiglieria sul bersaglio principale: si piazzano crateri; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; poi protegge come Macerie di Edifici

ccgw-rule-terrain-hill = Collina
ccgw-rule-terrain-hill-body =
    Movimento: nessun limite
    Dadi dell'attaccante: invariati
    Protezione a distanza: annulla 1 Soldato, nessuna Bandiera ignorata
    Protezione in Combattimento Ravvicinato: attaccata dal basso: annulla 1 Soldato, nessuna Bandiera ignorata; attaccata da una collina adiacente: nessuna
    Linea di Vista: nasconde le unità dietro di essa (vedi colline e Linea di Vista)
    Tripla dell'artiglieria sul bersaglio principale: si piazzano crateri; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; poi protegge come Crateri da Bombardamento

ccgw-rule-terrain-rubble = Macerie di Edifici
ccgw-rule-terrain-rubble-body =
    Movimento: fermarsi all'ingresso
    Dadi dell'attaccante: invariati
    Protezione a distanza: annulla 1 Soldato, può ignorare 1 Bandiera
    Protezione in Combattimento Ravvicinato: annulla 1 Soldato, può ignorare 1 Bandiera
    Linea di Vista: blocca
    Tripla dell'artiglieria sul bersaglio principale: nessun cratere; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; resta Macerie di Edifici

ccgw-rule-terrain-trenches = Trincee
ccgw-rule-terrain-trenches-body =
    Movimento: nessun limite
    Dadi dell'attaccante: invariati
    Protezione a distanza: annulla 2 Soldati, può ignorare fino a 2 Bandiere
    Protezione in Combattimento Ravvicinato: annulla 1 Soldato, può ignorare 1 Bandiera
    Linea di Vista: non blocca, ma l'unità al suo interno sì (come ogni unità)
    Tripla dell'artiglieria sul bersaglio principale: si piazzano crateri; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; poi protegge come Crateri da Bombardamento

ccgw-rule-terrain-shell-craters = Crateri da Bombardamento
ccgw-rule-terrain-shell-craters-body =
    Movimento: nessun limite
    Dadi dell'attaccante: invariati
    Protezione a distanza: annulla 1 Soldato, può ignorare 1 Bandiera
    Protezione in Combattimento Ravvicinato: annulla 1 Soldato, può ignorare 1 Bandiera
    Linea di Vista: non blocca, ma l'unità al suo interno sì
    Tripla dell'artiglieria sul bersaglio principale: nessun nuovo cratere; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; resta Crateri da Bombardamento

ccgw-rule-terrain-mine-craters = Crateri da Mine
ccgw-rule-terrain-mine-craters-body =
    Movimento: fermarsi all'ingresso; chi ne esce si ferma subito nell'esagono successivo
    Dadi dell'attaccante: invariati
    Protezione a distanza: annulla 1 Soldato, può ignorare 1 Bandiera
    Protezione in Combattimento Ravvicinato: annulla 1 Soldato, può ignorare 1 Bandiera
    Linea di Vista: non blocca, ma l'unità al suo interno sì
    Tripla dell'artiglieria sul bersaglio principale: nessun Cratere da Bombardamento; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; resta Crateri da Mine

ccgw-rule-terrain-wire = Filo Spinato
ccgw-rule-terrain-wire-body =
    Movimento: fermarsi all'ingresso
    Dadi dell'attaccante: −1 finché l'unità è nell'esagono con il filo
    Protezione a distanza: nessuna
    Protezione in Combattimento Ravvicinato: nessuna
    Linea di Vista: non blocca
    Tripla dell'artiglieria sul bersaglio principale: capovolgi il filo sul lato crateri; in quel combattimento nessuna protezione, nessun Soldato né Bandiera può essere ignorato; poi Crateri da Bombardamento. Un'Esplosione dell'artiglieria o di un mortaio rimuove il filo; la fanteria può rimuoverlo invece di combattere

ccgw-rule-dice-modifiers = Modificatori dei dadi
ccgw-rule-dice-modifiers-body =
    Prima si applica il terreno di chi attacca, poi unità e carte.
    Entrata in Foresta o Edifici in questo turno: −1 per il resto del turno
    In un esagono con Filo Spinato: −1
    Specialista in esplosivi in Combattimento Ravvicinato: +1
    Machine Gun Barrage: +1 ai mitraglieri mobilitati per tutto il turno
    Mortar Barrage: +1 ai mortai mobilitati per tutto il turno
    Trench Raid: +1 nel corpo a corpo dell'incursione
    Battle Fury: +1 nel combattimento bonus
    Butt & Bayonet: +1 nel contrattacco
    Hand Grenade: +2 in un Combattimento Ravvicinato
    Return Fire: +2 nella risposta al fuoco
    Surprise Ambush: +1 al difensore che colpisce per primo
    Big Show, Storm of Fire: +1 alle unità mobilitate con la carta, per tutto il turno
    Shell Shortage (carta nemica): −2 dadi Combattimento su ogni esagono colpito dalla tua artiglieria (lettura)
    Il testo non fissa un minimo: con 0 dadi non c'è nulla da lanciare.

ccgw-rule-battle-die-faces = Facce del dado Combattimento
ccgw-rule-battle-die-faces-body =
    Esplosione: colpisce in ogni tipo di combattimento; il terreno non la annulla.
    Soldato: un colpo per ogni Soldato rimasto dopo la protezione del bersaglio (lettura).
    Teschio: a distanza nessun colpo (tranne fanteria con specialista a 2 esagoni esatti) · Combattimento Ravvicinato: colpo · bersaglio principale dell'artiglieria: colpo · altri esagoni dell'artiglieria: nessun colpo (colpo con Box Barrage).
    Bandiera: nessun colpo; 1 esagono di Ritirata se non ignorata.
    HQ: nessun colpo; chi lancia prende 1 segnalino HQ se combatte contro un'unità nemica.
    Il testo non dice quante volte compare ogni simbolo sul dado.

ccgw-rule-hq-gains-costs = Segnalini HQ: guadagni e spese
ccgw-rule-hq-gains-costs-body =
    Guadagni
    Inizio partita: quanti ne indica lo scenario
    Fine turno, invece di una Carta Combattimento: 2 (4 con Improved Logistics)
    Fine turno, scartando 1 Carta Combattimento se non ne hai giocate: 1, una volta per turno
    Ogni simbolo HQ lanciato contro un'unità nemica: 1 (nessuno con Direct From HQ)
    Big Show: 1 per simbolo HQ
    Lost Messenger: gli HQ di una Carta Combattimento annullata tornano a chi l'ha giocata
    Spese
    Carta Combattimento: il costo stampato, pagato subito
    Artiglieria di Riserva: 1 per dado Obiettivo, fino alla potenza di fuoco (Artillery Bombard: paghi una volta, spari due volte)
    Direct From HQ: 1 per unità da campo mobilitata
    Physician: 1 per miniatura recuperata
    Gli HQ spesi tornano nella riserva comune a fine turno. Se la riserva è vuota, nessuno guadagna.

ccgw-rule-objective-medals = Medaglie Obiettivo
ccgw-rule-objective-medals-body =
    Temporanea: si ottiene appena occupi l'esagono; si perde appena resta vuoto.
    Temporanea di Inizio Turno: si ottiene se all'inizio del tuo turno occupi l'esagono; si perde appena resta vuoto.
    Prevalenza di Inizio Turno: si ottiene se all'inizio del tuo turno occupi più esagoni del gruppo rispetto all'avversario (1 contro 0 basta; lettura: in parità nessuno); si perde quando viene meno la prevalenza.
    Permanente: si ottiene occupando l'esagono; non si perde mai.
    Permanente di Inizio Turno: si ottiene se all'inizio del tuo turno occupi l'esagono; non si perde e poi puoi lasciarlo.
    Sfondamento: ogni unità mobilitata che esce dal bordo avversario (costa 1 esagono) ottiene una medaglia permanente; non con Rush & Rotation.
    Sotto Pressione: il difensore che gioca una Recon prende una medaglia permanente e pesca 1 carta; mai la medaglia decisiva.
    Le medaglie temporanee possono riguardare un gruppo di esagoni: basta occuparne uno.

ccgw-rule-nml-bombardment = Bombardamento Terra di Nessuno: procedura
ccgw-rule-nml-bombardment-body =
    Lancia il giocatore che inizia, prima del primo turno; le frecce sulla mappa dello scenario indicano le righe.
    Parti dalla riga indicata più vicina al nemico. Lancia 1 dado Obiettivo e conta altrettanti esagoni da sinistra: il cratere va sull'esagono raggiunto.
    Lancia di nuovo e riprendi a contare dall'esagono dopo l'ultimo cratere, sempre da sinistra a destra. Un conteggio che supera la fine della riga prosegue nella riga indicata successiva (lettura).
    Ti fermi quando l'ultima riga indicata è finita.
    Esagono aperto: piazza un cratere. Filo Spinato: capovolgilo sul lato crateri. Unità o tessera terreno: conta l'esagono ma non piazzare nulla.

ccgw-rule-setup = Preparazione del gioco
ccgw-rule-setup-body =
    1 Scegli uno scenario; per la prima partita vanno bene Opening Action 1 e 2.
    2 Siediti dal lato dell'armata che comandi.
    3 Disponi sulla plancia tessere terreno e Filo Spinato secondo la mappa dello scenario.
    4 Piazza le unità: ogni simbolo sulla mappa è un'unità completa.
    5 Metti la tua Carta Medaglie Vittoria Conquistate vicino al tuo bordo mappa.
    6 Metti i tuoi segnalini Artiglieria di Riserva sul tuo bordo, con il numero di forza in vista.
    7 Mescola il mazzo delle Carte Comando, dai a ciascuno il numero dello scenario e tieni la mano nascosta; il resto va coperto a lato.
    8 Fai lo stesso con il mazzo delle Carte Combattimento.
    9 Forma la riserva comune di segnalini HQ e dai a ciascuno gli HQ iniziali dello scenario.
    10 Prepara dadi Combattimento, dadi Obiettivo, sagome Obiettivo e Medaglie Vittoria.
    11 Leggi regole speciali e condizioni di vittoria dello scenario.
    12 Se lo scenario lo prevede, il primo giocatore esegue il Bombardamento Terra di Nessuno.
    13 Il primo giocatore inizia il primo turno.
