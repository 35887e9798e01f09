## Trench Club: rifiuti e righe aggiunti con la issue 22, le parole per le stime dei dati, e
## le letture su cui una risposta si basa (mostrate per prime nel calcolo, nominate nel JSON).

tc-err-too-many-hits-guess = { $hits ->
        [one] { $hits } colpo è
       *[other] { $hits } colpi sono
    } più di quanti un tiro possa darne: al massimo { $dice }.
tc-err-automa-nothing-to-buy = L'Automa ha già 2 unità di ogni tipo che la sua nazione schiera: non acquista nulla.
tc-cli-automa-army = Armata { $n }: { $units }
tc-cli-automa-random-buy = Un'unità a caso: { $unit } (estratta fra { $among })
tc-ui-automa-buy-random = Alla fine del turno acquista un'unità a caso fra: { $units }
tc-ui-who-side = { $role } { $unit } ({ $side })
tc-ui-who = { $role } { $unit }
tc-unverified-dice = I dadi di un'unità con { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    } sono una stima (la Scheda Dadi non è nel regolamento): decide la tua scheda, e i tuoi dadi reali sono sempre accettati.
tc-unverified-hit = Il valore di colpo ({ $level }) di { $unit } è una stima dei dati: controllalo sulla tua Scheda Unità.
tc-unverified-armour = La riga di armatura di { $unit } è una stima dei dati oltre l'esempio del regolamento: controllala sulla tua Scheda Unità.
tc-unverified-scatter = Quale esagono vicino indichi la faccia { $face } è una stima: lo schema del regolamento manca. Controllalo sul tuo regolamento.
tc-unverified-other = Un valore stimato: { $what }.

reading-tc-encircle-replaces-flank = Accerchiamento: il regolamento non dice se i suoi +3 dadi rossi si sommano ai +2 del fiancheggiamento. Lettura: l'uno o l'altro; l'accerchiamento dà 3, non 5.
reading-tc-trench-row = Un soldato in trincea: il regolamento non dice quale riga di foresta di carro armato usi. Lettura: come quella del Carro Armato normale.
reading-tc-water-target = Un'unità in acqua "non può né attaccare né difendersi"; lettura: attaccabile, ma senza poter rispondere al fuoco.
reading-tc-kill-xp = Distruggere un'unità dà 2 punti esperienza; lettura: al posto dell'1 per il danno (2 in tutto). Si cambia nelle impostazioni.
reading-tc-automa-xp-levels = Il "+2 impatti per livello di esperienza" dell'Automa: letto per livello, quindi un Eroe di Guerra aggiunge due volte. Si cambia nelle impostazioni.
reading-tc-automa-one-a-turn = Il regolamento non dice quante unità l'Automa acquisti per turno né quanto paghi; lettura: un'unità alla fine di ogni suo turno, gratis.
reading-tc-assault-gun = Il "Cañón de asalto" dell'Automa è letto come il Cannone Campale, l'unico pezzo di quel tipo sulla scheda; una nazione che non lo ha passa a un'unità a caso.
tc-ui-keep = Tieni
tc-ui-kept = Tenuto
tc-ui-sheet-dice = Dadi sulla tua scheda (il regolamento non dà questo numero)
tc-ui-sheet-dice-attacker = Dadi dell'attaccante
tc-ui-sheet-dice-defender = Dadi del difensore
