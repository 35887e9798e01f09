wwb-err-blue-number = Il lato { $side } del dado Blu non ha un numero da 1 a 6: controlla le facce del dado Blu nelle Impostazioni.
wwb-err-dice-count = Questo tiro richiede { $need ->
        [one] { $need } dado
       *[other] { $need } dadi
    }; ne sono stati dati { $got }.
wwb-err-die-side = Il dado { $die } non ha un lato { $side }.
wwb-err-down-posture = Un soldato atterrato non spara e non si bersaglia per postura: colpire un inerme è corpo a corpo (8.4).
wwb-err-level = Livelli di abilità e penalità per ferite vanno da 0 a 2.
wwb-err-medic-first-aid = Solo il medico, con Primo Soccorso, restituisce punti ferita (9.0).
wwb-err-need = Il numero di un marker va da 1 a 12, non { $need }.
wwb-err-no-bipod = { $weapon } non ha il bipode.
wwb-err-no-cover = Nelle tabelle di questo gioco non c'è la copertura '{ $cover }'.
wwb-err-no-faces = Un dado da combattimento non ha facce: impostale in Facce dei dadi nelle Impostazioni.
wwb-err-no-suppression = { $weapon } non ha un dado per la soppressione.
wwb-err-out-of-range = Il bersaglio a { $range } MHx è oltre la gittata più lunga di { $weapon }.
wwb-err-ring = L'esplosione raggiunge solo gli anelli 0, 1 e 2.
wwb-err-suppression-box = Per la soppressione il colpo in canna deve stare sulla casella { $first } o a sinistra; ora è sulla { $now } (8.3).
wwb-err-throw-range = { $distance } MHx è fuori portata: questo lancio arriva al massimo a { $max } MHx (8.5).
wwb-err-window-far = Il lanciatore deve essere entro { $max } MHx dall'apertura (8.5).
wwb-err-window-impossible = Oltre il dado Bianco: il lancio nell'edificio non è possibile (8.5).

wwb-odds-head = Prima del tiro ({ $dice }):
wwb-xp-earned = Medaglia: un punto esperienza in { $skill }

wwb-note-barrage = Sposta il marker se ha deviato; chi è nel MHx d'impatto tira il Nero, gli edifici il Rosso 5 per restare in piedi.
wwb-note-blast = Esplosione: Nero nell'Hex d'atterraggio e nell'anello attorno, un colore in meno nell'anello esterno.
wwb-note-cc-alternate = L'altro risponde; si alterna finché uno muore, fugge o si arrende.
wwb-note-chamber = Sposta il colpo in canna di un attacco.
wwb-note-charge-blast = I soldati nel MHx dell'esplosione subiscono danni come da granata.
wwb-note-collapse = Crolla una casa o un bunker: Blu per chi è dentro, Rosso per i soldati nel suo MHx, poi il marker Detriti.
wwb-note-headshot-bleeding = Colpo alla testa: cade dov'è e inizia a dissanguarsi (marker salute sulla casella del dissanguamento).
wwb-note-satchel-impact = La carica da demolizione lanciata esplode dove atterra.
wwb-note-suppression-all = Ogni miniatura in quel MHx, amica o nemica, riceve il marker Soppresso.
wwb-note-suppressor-stays = Chi sopprime resta dov'è fino alla fine del turno.

wwb-out-hit = { $result }
wwb-out-no-hit-possible = Nessun tiro: sotto il Bianco
wwb-out-no-effect = Nessun tiro: nessun effetto
wwb-out-suppressed-mhx = MHx soppresso
wwb-out-suppression-fails = Soppressione fallita
wwb-out-area-pass = Entra nel MHx soppresso
wwb-out-area-fail = Soppresso entrando
wwb-out-cc-shaken = Scosso
wwb-out-cc-suppressed-flees = Soppresso: fugge
wwb-out-spotted = Individuato
wwb-out-spotted-fires-first = Individuato; spara lui per primo
wwb-out-target-fires-first = Non visto: spara lui per primo
wwb-out-not-spotted = Non individuato
wwb-out-initiative-first = Vince il primo schieramento
wwb-out-initiative-second = Vince il secondo schieramento
wwb-out-initiative-again = Pari: tira di nuovo i dadi Blu
wwb-out-initiative-regained = Iniziativa riconquistata
wwb-out-initiative-forced = La squadra si attiva subito
wwb-out-may-fire = Può sparare da soppresso
wwb-out-test-failed = Test fallito
wwb-out-lands-on-marker = Preciso: atterra sul marker
wwb-out-lands-long = Preciso: atterra 1 Hex più avanti
wwb-out-lands-short = Preciso: atterra 1 Hex più corto
wwb-out-scatter = Impreciso: { $hx } Hex verso { $dir }
wwb-out-window-in = Entra dall'apertura
wwb-out-window-bounce = Rimbalza indietro di { $hx } Hex
wwb-out-charge-placed = Carica posizionata
wwb-out-charge-disarmed = Carica disinnescata
wwb-out-charge-retry = Non posizionata
wwb-out-charge-explodes = Esplode durante il posizionamento
wwb-out-target-destroyed = Bersaglio distrutto
wwb-out-demolished = Demolito
wwb-out-dud = Nessun effetto: togli il marker
wwb-out-building-stands = L'edificio resta in piedi
wwb-out-on-target = Sul bersaglio
wwb-out-drift = Devia di { $mhx } MHx verso { $dir }
wwb-out-bleeding-stops = L'emorragia si ferma
wwb-out-stabilised = Stabilizzato
wwb-out-care-fails = Nessun miglioramento
wwb-out-dies-in-care = Muore durante le cure
wwb-out-healed = { $n ->
    [one] Recupera un punto ferita
   *[other] Recupera { $n } punti ferita
}
wwb-out-stable = Resta stabile
wwb-out-loses-consciousness = Perde conoscenza
wwb-out-dies = Muore
wwb-out-rallied = Migliora di un livello
wwb-out-rally-fails = Il recupero fallisce
wwb-out-routs = In rotta
wwb-out-back-to-suppressed = Riprende il controllo: soppresso
wwb-out-panic-fire = Panico: apre il fuoco
wwb-out-still-routed = Ancora in rotta
wwb-out-steady = Mantiene il sangue freddo
wwb-out-suppressed = Soppresso
wwb-out-swept-away = Travolto: disperso in missione
wwb-out-crosses = Resta in piedi
wwb-out-lifted = Sollevato
wwb-out-door-open = La porta cede
wwb-out-door-holds = La porta regge
wwb-out-door-hurt = Si ferisce: ferita leggera

wwb-w-shift = { $from } { $by } → { $to }
wwb-w-below-white = sotto il Bianco
wwb-w-capped = oltre il Nero: l'app resta sul Nero (il testo non lo dice)
wwb-w-numeric = { $die } { $face } + { $bonus } = { $total } contro { $need }
wwb-w-disaster = { $die }: la faccia del disastro
wwb-w-disaster-combat = La faccia del disastro non ha un significato di combattimento nel testo: letta come mancato
wwb-w-xp = Medaglia su un successo: esperienza in { $skill }
wwb-w-test-pass = { $die }: { $face }, riuscito
wwb-w-test-fail = { $die }: { $face }, fallito
wwb-w-range-die = { $weapon } a { $range } MHx: { $die }
wwb-w-same-mhx = { $weapon } nello stesso MHx: il suo dado più letale, { $die }
wwb-w-open-standing = Bersaglio in piedi allo scoperto { $mod }
wwb-w-open-kneeling = Bersaglio in ginocchio allo scoperto { $mod } (lettura del player aid)
wwb-w-open-prone = Bersaglio sdraiato allo scoperto { $mod } (lettura del player aid)
wwb-w-cherry-open = Cherry Corner: nessun modificatore allo scoperto
wwb-w-cherry-only-cover = Cherry Corner: solo i modificatori in copertura (nessun modificatore del tiratore, di abilità o dell'arma)
wwb-w-penetration = Penetrazione 1: la siepe non è una barriera, il bersaglio è allo scoperto
wwb-w-cover-partial = Dietro protezione parziale { $mod }
wwb-w-cover-window = Alla finestra { $mod }
wwb-w-cover-smoke = Nel fumo { $mod }
wwb-w-cover-building = Dentro un edificio { $mod }
wwb-w-cover-bunker = In un bunker { $mod }
wwb-w-cover-woods = Nel bosco { $mod }
wwb-w-headshot = Colpo alla testa { $mod }
wwb-w-bipod = Bipode vicino a una barriera da mezzo livello { $mod }
wwb-w-firer-posture = Postura del tiratore (carta) { $mod }
wwb-w-arms = Armi { $mod }
wwb-w-foreign = Arma straniera { $mod }
wwb-w-non-gunner = Mitragliatrice di squadra senza il mitragliere { $mod }
wwb-w-running = Tiratore in corsa { $mod }
wwb-w-wounded = Ferito { $mod }
wwb-w-smoke = Tiro dal fumo { $mod }
wwb-w-strength = Forza { $mod }
wwb-w-observation = Osservazione { $mod }
wwb-w-night = Notte −1
wwb-w-hard-target = Bersaglio in copertura, prono o al limitare del bosco −2 (regola opzionale)
wwb-w-sight-camouflage = Tiratore scelto mimetizzato: Bianco al posto del Grigio
wwb-w-sight-dispute = Contestazione: solo il dado Grigio, senza modificatori
wwb-w-suppression-boxes = Usa { $boxes ->
        [one] { $boxes } casella
       *[other] { $boxes } caselle
    }: il colpo in canna va sulla casella { $to }
wwb-w-suppression-empties = Usa { $boxes ->
        [one] { $boxes } casella
       *[other] { $boxes } caselle
    }: dopo l'arma è scarica
wwb-w-suppression-die = Il dado di soppressione della carta: { $die }
wwb-w-cc-base = Corpo a corpo: Giallo
wwb-w-cc-cherry = Cherry Corner: Giallo a ogni colpo
wwb-w-cc-ambush = Nemico non allertato: il primo colpo col Nero (regola aggiuntiva)
wwb-w-cc-vs-shaken = Contro un nemico scosso: Blu (regola aggiuntiva)
wwb-w-cc-shaken-reply = Chi è scosso risponde col Grigio (regola aggiuntiva)
wwb-w-initiative = Blu { $a } contro Blu { $b }
wwb-w-throw-accurate = Preciso: Blu { $blue } contro { $distance } MHx
wwb-w-throw-running = Chi lancia correndo è sempre impreciso
wwb-w-compass = Schema: l'1 punta sottovento
wwb-w-window = Verde, −1 per ciascuno dei { $mhx } MHx dall'apertura
wwb-w-bunker-slit = Feritoia di bunker −1
wwb-w-window-adjacent = Adiacente all'apertura: entra senza tiro
wwb-w-blast-open = Allo scoperto: { $die } col modificatore della postura
wwb-w-blast-light = Dietro copertura leggera: { $die }
wwb-w-blast-heavy = Dietro copertura pesante: { $die }
wwb-w-blast-building = Dentro con la granata: { $die }
wwb-w-blast-outer = Anello esterno −1
wwb-w-reroll = Abilità di 2° livello: la faccia del disastro si ritira, vale il secondo tiro
wwb-w-radio-substitute = Non è l'operatore radio: sempre Bianco
wwb-seen-seen = Visibile
wwb-seen-hidden = Nascosto
wwb-seen-test = Lo dice solo un test vista
wwb-seen-head = Visibile, ma si può colpire solo la testa
wwb-w-level = Altezza del bersaglio { $height } contro copertura { $cover }; dall'altezza dello spotter vale { $eff }
wwb-w-level-open = Allo scoperto: sempre visibile
wwb-w-level-two = Dietro una barriera da due livelli: sempre nascosto
wwb-note-smoke = Il fumo riempie il MHx dove cade; si sposta sottovento nella prossima fase di risoluzione e sparisce in quella dopo.
wwb-err-no-grenade = Non ha più { $kind ->
    [smoke] granate fumogene
   *[other] granate a frammentazione
} nelle caselle equipaggiamento.
wwb-note-sniper-cold-blood = Se il tiratore scelto non era individuato: annuncialo, e ogni nemico entro 3 Hex dal bersaglio fa il Test Freddezza.
wwb-note-comrade-killed = Regola opzionale: ogni compagno del caduto nel suo MHx fa il Test Freddezza.
wwb-w-barrage = Nel MHx di impatto: { $die }, coi modificatori di fuoco della sua copertura o della sua postura allo scoperto
wwb-w-hedge-cover = Dietro una siepe: protezione parziale
wwb-w-rally-clears = La tua lettura: il recupero rimuove il marker Soppresso
wwb-note-panic-fire = Spara alla miniatura più vicina, amica o nemica, se l'arma è carica.
wwb-note-target-fires-first = Il bersaglio spara per primo; lo spotter, se ancora in grado, risponde.
wwb-note-window-bounce = Esplode fuori: risolvila come un'esplosione in campo aperto.
wwb-note-no-hit-possible = Il dado è sceso sotto il Bianco: nessun effetto.
wwb-note-try-again-fire = Riprova nella prossima fase di fuoco.
wwb-note-free-blow = L'avversario ha un ultimo colpo gratuito.
wwb-note-try-again-action = Riprova nella prossima fase Azione.
