## ASL SK1: rifiuti e righe di calcolo aggiunti con la issue 22, e le letture su cui una
## risposta si basa (mostrate per prime nel calcolo del risultato e nominate nel JSON).

asl-err-cc-leader-alone = Un comandante da solo non può usare la sua Leadership nel Combattimento Ravvicinato: dirige solo il CC della squadra o mezza squadra con cui attacca. Togli il modificatore del comandante o aggiungi la squadra.
asl-err-dc-afph = Una carica esplosiva attacca solo nella Fase di Fuoco Avanzato (AFPh), dopo essere stata piazzata nella Fase di Movimento.
asl-err-pbf-long-range = Il Point Blank Fire (Fuoco ravvicinato, PBF) è contro un esagono adiacente, quindi non può essere anche oltre la gittata normale: togline uno dei due.
asl-err-decline-rof-mg = Solo una mitragliatrice con una ROF può rinunciarvi.
asl-err-decline-rof-when = Rinunciare alla ROF lascia Fuoco Residuale solo nel Primo Fuoco (Difensivo, Successivo o Finale Protettivo).
asl-err-fp-denominator = { $what } { $value } ha una frazione troppo fine: il denominatore { $den } supera { $max }. Dimezzamenti e decimali come 0.125 restano molto sotto.
asl-drm-dc-no-leader = La carica esplosiva non riceve la Leadership
asl-drm-dc-no-hindrance = La carica esplosiva non riceve Hindrance: solo il TEM del bersaglio e il CX di chi la piazza
asl-rof-declined = { $what }: dado colorato { $colored } ≤ ROF { $rof }, ma si rinuncia alla ROF (errata ufficiale) e il suo FP resta nel Fuoco Residuale
asl-pick-what-a9 = Selezione casuale di { $count ->
    [one] uno
   *[other] { $count }
  } fra { $n }: ognuno tira un dado, vince il più alto; anche chi pareggia con lui è scelto
asl-pick-tie-all = { $names } pareggiano con { $dr }: { $n ->
    [one] è colpito
   *[other] tutti e { $n } sono colpiti
  } allo stesso modo
asl-ui-decline-rof = Rinuncia alla ROF (lascia Fuoco Residuale)
asl-ui-pick-reroll = Chi pareggia ritira (non ASL A.9)
asl-unverified-leader-creation = La Tabella di Creazione dei Comandanti non è stampata nel regolamento: i suoi numeri vengono dall'ASL completo e nello Starter Kit possono essere diversi.
asl-unverified-other = Un valore stimato: { $what }.

reading-asl-cower-fire-groups = Cowering: il regolamento dice che una squadra che attacca "da sola, senza un comandante" subisce il Cowering. Lettura: come qualsiasi fuoco di squadre senza un comandante che lo dirige, gruppi di fuoco compresi (come nell'ASL completo). Si cambia nelle impostazioni.
reading-asl-below-one = Sotto 1 FP: il regolamento non dà una colonna. Letto secondo l'impostazione dei giocatori: nessun attacco, oppure la colonna 1.
reading-asl-hindrance-six = Hindrance +6: il regolamento blocca la LOS solo oltre 6 (l'ASL completo già a 6). Lettura: come scritto, l'attacco si fa.
reading-asl-fpf-halving = Fuoco Finale Protettivo: l'esempio del regolamento salta un dimezzamento. Letto con ogni fattore: dimezzato come Primo Fuoco Successivo, raddoppiato a bruciapelo, dimezzato ancora se bloccato.
reading-asl-dc-target-ft = Carica esplosiva contro un'unità con lanciafiamme: la carica riceve solo TEM e CX, ma ogni attacco contro chi ha un lanciafiamme ha −1. Letto con il −1.
reading-asl-residual-without-sw = Fuoco Residuale: i due esempi del regolamento non concordano su un'arma guasta o che mantiene la ROF. Lettura: come l'esempio del Fuoco Finale Protettivo: il FP di quell'arma non lascia nulla.
reading-asl-dc-dud-at-least = Carica esplosiva che non esplode: il regolamento dice "se il DR è" il suo numero. Lettura: quel numero o più.
reading-asl-mg-removed-at-least = Mitragliatrice rimossa: il regolamento dice "se il DR è uguale" al B# originale. Lettura: quel numero o più, come nell'ASL completo.
reading-asl-sw-kill-dr = Secondo tiro per l'arma di chi è morto: il regolamento dice un dado solo, ma lo legge sulla IFT. Letto con due dadi, come ogni tiro sulla IFT; si cambia nelle impostazioni.
reading-asl-random-method = Selezione casuale: il regolamento non dà un metodo. Di norma la A.9 dell'ASL completo: vince il dado più alto e ogni unità in parità è colpita. I giocatori possono scegliere di far ritirare chi pareggia.
asl-ui-cc-detail = Rapporto { $odds } · DR finale { $final } contro Kill Number { $kill }
asl-ui-keep = Tieni
asl-ui-kept = Tenuto
reading-asl-smoke-removal = Il fumo si toglie "alla fine della MPh" come dice il regolamento; quella riga può differire nello Starter Kit inglese, quindi i giocatori possono tenerlo fino alla fine del Turno del Giocatore nelle impostazioni.
