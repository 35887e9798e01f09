# Marea di Ferro: risolutori (attacco, assalto, attacco d'area, artiglieria).

toi-band-close = attacco ravvicinato (colpisce con 4-6)
toi-band-normal = raggio normale (colpisce con 5-6)
toi-band-long = lungo raggio (colpisce con 6)
toi-kind-normal = normale
toi-kind-suppressive = soppressivo

toi-cond-normal = condizione normale
toi-cond-pinned = Bloccata
toi-cond-disrupted = Disgregata
toi-cond-routed = In rotta (la basetta esce dal gioco)
toi-dmg-undamaged = integro
toi-dmg-light = Danno lieve
toi-dmg-heavy = Danno grave
toi-dmg-destroyed = Distrutto

toi-fx-none = Nessun effetto
toi-fx-figures = { $n ->
    [one] Togli 1 miniatura
   *[other] Togli { $n } miniature
  }
toi-fx-squad-gone = La squadra è eliminata ({ $n } miniature)
toi-fx-condition = La squadra ora è: { $to }
toi-fx-damage = Il veicolo ora è: { $to }

toi-w-lead-fp = Unità capofila: potenza di fuoco { $fp }
toi-w-support-fp = Supporto { $n }: potenza di fuoco { $fp }
toi-w-support-half = Supporto { $n }: metà di { $fp } = { $half }
toi-w-anti-tank-fp = Squadra anticarro contro un veicolo: +{ $n } PF
toi-w-flame-fp = Lanciafiamme adiacente al bersaglio: +{ $n } PF
toi-w-violent-fp = Carro contro una squadra in edificio o bunker: +{ $n } PF
toi-w-halved = Dimezzata ({ $why }): { $from } → { $to } (per eccesso)
toi-w-anti-tank-range = Squadra anticarro contro un veicolo: raggio 3
toi-w-violent-range = Carro contro una squadra in edificio o bunker: raggio +3
toi-w-higher = Spara da più in alto: raggio +1
toi-w-band = Distanza { $distance }, raggio { $range }: { $band }
toi-w-least-band = Nel fuoco combinato vale il raggio meno favorevole: { $band }
toi-w-black = { $n ->
    [one] 1 dado nero, a segno con { $on }+
   *[other] { $n } dadi neri, ciascuno a segno con { $on }+
  }
toi-w-terrain = Copertura del terreno: { $n }
toi-w-armour = Blindatura: { $n } (scheda { $card }, meno 1 se danneggiato)
toi-w-fort = Fortificazione: copertura +{ $n }
toi-w-tank-traps = Cavalli di Frisia: copertura +{ $n }
toi-w-elites = Miniature d'élite contro un attacco soppressivo: copertura +{ $n }
toi-w-officer = Ufficiale nell'esagono contro un attacco soppressivo: copertura +{ $n }
toi-w-medic = Medico nell'esagono contro un attacco normale: copertura +{ $n }
toi-w-smoke = Fumo: copertura +{ $n }
toi-w-flame-cover = Lanciafiamme: copertura { $from } → { $to } (la blindatura resta)
toi-w-red = { $n ->
    [0] Nessun dado rosso
    [one] 1 dado rosso, para con 5-6
   *[other] { $n } dadi rossi, ciascuno para con 5-6
  }
toi-w-solid = Blindatura solida: dopo il lancio un dado rosso mancato diventa un 6
toi-w-solid-used = La blindatura solida trasforma un dado rosso mancato in un 6
toi-w-hits = Successi neri { $black } − successi rossi { $red } = { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  }
toi-w-opfire-stops = Fuoco di opportunità: l'unità in movimento è subito affaticata, si ferma qui e non può attaccare
toi-w-opfire-tank-goes-on = Fuoco di opportunità: un danno lieve non ferma un veicolo pesante (perde subito 1 PM e 1 di blindatura)
toi-log-op-fire-goes-on = Fuoco di opportunità: l'unità in movimento prosegue
toi-log-assault-wins = Assalto riuscito: i difensori si ritirano ({ $a } colpi su di loro); gli attaccanti perdono { $d } e sono tutti affaticati
toi-log-assault-fails = Assalto fallito ({ $a } colpi sui difensori); gli attaccanti perdono { $d } e sono tutti affaticati
toi-w-fatigued = { $n ->
    [one] L'unità che ha sparato è affaticata
   *[other] Tutte le { $n } unità che hanno sparato sono affaticate
  }

toi-why-fire-move = Fuoco e movimento
toi-why-support = supporto
toi-why-heavy-damage = danno grave
toi-why-rallied = bloccata, recuperata da un ufficiale
toi-why-wire = spara dal filo spinato
toi-why-minefield = spara da un campo minato
toi-why-smoke = spara dal fumo
toi-why-desperate = Difesa disperata
toi-why-into-smoke = assalto nel fumo
toi-why-pinned = bloccata, senza ufficiale
toi-why-defend-smoke = difende nel fumo

toi-w-def-fp = Difensore { $n }: potenza di fuoco { $fp }
toi-w-def-disrupted = Il difensore { $n } è disgregato e non aggiunge nulla
toi-w-def-halved-twice = Il difensore { $n } sarebbe dimezzato due volte e non aggiunge nulla
toi-w-assault-dice = L'attaccante lancia { $attack } neri (4-6) e { $cover } rossi per la copertura dei difensori; il difensore lancia { $defence } neri (4-6)
toi-w-assault-def-hits = Il difensore mette a segno { $n ->
    [one] 1 colpo
   *[other] { $n } colpi
  }
toi-w-assault-losses = L'attaccante perde { $n ->
    [one] 1 miniatura
   *[other] { $n } miniature
  }, prima dalla squadra attiva
toi-w-assault-def-losses = Il difensore assegna { $n ->
        [one] { $n } colpo
       *[other] { $n } colpi
    } tra miniature e danni, come preferisce
toi-w-assault-retreat = L'attaccante ha inflitto più colpi: i difensori si ritirano insieme in un solo esagono adiacente, senza nemici e dentro la mappa; se non c'è, sono tutti distrutti
toi-w-assault-fails = L'assalto fallisce: tutti gli attaccanti sono affaticati

toi-w-area = Attacco d'area: dadi neri { $n }, a segno con { $on }+, { $kind }
toi-w-area-hits = L'esagono subisce { $n ->
    [one] 1 colpo
   *[other] { $n } colpi
  } prima della copertura di ciascuna unità
toi-w-area-ignores-vehicle = Un attacco d'area soppressivo ignora i veicoli e chi vi è trasportato
toi-w-wire-cleared = 3 o più colpi in un solo attacco d'area: il filo spinato dell'esagono viene tolto
toi-w-mine = Campo minato: { $n ->
    [one] 1 colpo
   *[other] { $n } colpi
  } (4 dadi neri, 4-6, nessuna difesa)
toi-w-mine-engineers = Gli ingegneri non subiscono perdite dalle mine
toi-w-mine-stop = L'unità si ferma nel campo minato ed è affaticata; la volta dopo può uscirne di un solo esagono

toi-w-contact = Stabilire un contatto ({ $x }): il dado dà { $die }
toi-w-contact-ok = Contatto stabilito: risolvi la carta, poi scartala
toi-w-contact-failed = Nessun contatto: tieni la carta nell'area di gioco e riprova una volta in un round successivo, come azione, senza pagare di nuovo
toi-spot-none = nessuna squadra amica pronta vede l'esagono
toi-spot-normal = una squadra amica pronta vede l'esagono
toi-spot-improved = visto da una squadra pronta con un ufficiale, o un'unità amica nell'esagono o accanto
toi-w-drift-number = Avvistamento: { $spot } → numero di spostamento { $n }
toi-w-drift-dice = Nero { $black }, rosso { $red }
toi-w-drift-on-target = Il nero raggiunge il numero di spostamento: sul bersaglio
toi-w-drift-moves = Il colpo si sposta di { $n ->
    [one] 1 esagono
   *[other] { $n } esagoni
  } verso il rosso { $face }: { $dir }
toi-w-drift-off-map = Se finisce fuori mappa o su un mezzo esagono, la carta non ha effetto e si scarta
toi-w-heal = Cura: il dado dà { $die }
toi-w-heal-ok = 4-6: aggiungi 1 fanteria regolare alla squadra
toi-w-heal-fails = Nessuna cura; la squadra medica resta comunque affaticata

toi-dir-0 = dritto in alto
toi-dir-30 = in alto a destra
toi-dir-60 = in alto a destra
toi-dir-90 = direttamente a destra
toi-dir-120 = in basso a destra
toi-dir-150 = in basso a destra
toi-dir-180 = dritto in basso
toi-dir-210 = in basso a sinistra
toi-dir-240 = in basso a sinistra
toi-dir-270 = direttamente a sinistra
toi-dir-300 = in alto a sinistra
toi-dir-330 = in alto a sinistra

toi-odds-assault-win = Probabilità che l'attaccante faccia più colpi: { $pct }%
toi-odds-contact = Probabilità di contatto: { $pct }%
toi-odds-on-target = Probabilità sul bersaglio: { $pct }%
toi-odds-drift = { $n ->
    [one] Spostamento di 1 esagono
   *[other] Spostamento di { $n } esagoni
  }: { $pct }%

toi-err-bound = { $what } { $value } è fuori dai limiti (al massimo { $max })
toi-err-target = Controlla il bersaglio: copertura 0-6, 1-4 miniature, al massimo 4 élite e non più delle sue miniature, una squadra ancora in gioco
toi-err-suppress-vehicle = I veicoli non possono subire attacchi soppressivi
toi-err-fm-support = Fuoco e movimento non può essere supportato dal fuoco combinato
toi-err-fm-long = Con Fuoco e movimento non si spara a lungo raggio
toi-err-out-of-range = Fuori tiro: la distanza { $distance } supera il doppio del raggio { $range } (unità { $n }; 0 è la capofila)
toi-err-halved-twice = La potenza di fuoco sarebbe dimezzata due volte ({ $first }, { $second }): questa unità non può attaccare
toi-err-support-halved-twice = Il supporto { $n } sarebbe dimezzato due volte ({ $first }, { $second }) e non può supportare
toi-err-rally-concentrated = Una squadra bloccata recuperata da un ufficiale può solo guidare un fuoco concentrato
toi-err-no-fp = Nessuna potenza di fuoco: nessun attacco
toi-err-too-many-dice = { $n ->
        [one] { $n } dado
       *[other] { $n } dadi
    } sono troppi per un solo lancio qui (al massimo { $max }): dividi l'attacco in più lanci, come consentono le regole
toi-err-dice-count = Servono { $need ->
        [one] { $need } dado
       *[other] { $need } dadi
    } ({ $colour }), ne sono stati dati { $got }
toi-err-face = { $face } non è una faccia del dado (da 1 a 6)
toi-err-area-groups = Servono i dadi rossi di { $need } unità, non { $got }
toi-err-assault-support = Al massimo 2 squadre possono supportare un assalto
toi-err-assault-flamethrowers = Non più squadre lanciafiamme delle squadre che assaltano: la squadra attiva e quelle di supporto
toi-err-assault-defenders = Un assalto richiede da 1 a 3 unità in difesa, al massimo 2 veicoli
toi-err-mortar-adjacent = Il mortaio non spara mai a un esagono adiacente (distanza minima)
toi-err-contact-number = Stabilire un contatto vuole un numero da 1 a 6, non { $n }
toi-err-north = Il Nord va da 0 a 359 gradi, non { $n }
toi-err-heal-squad = Si cura solo una squadra indebolita ancora in gioco ({ $n } spazi occupati)
toi-err-data = I dati del gioco sono danneggiati: { $problem }
toi-fxs-figures = { $n ->
    [one] −1 miniatura
   *[other] −{ $n } miniature
  }
toi-fxs-squad-gone = Squadra eliminata

toi-w-building = Edificio: copertura { $n }
toi-err-building-vehicle = Un veicolo non entra mai in un esagono con edificio
toi-err-building-cover = Un edificio dà copertura 3, non { $n }: metti la copertura a 3 o togli l'edificio
toi-w-flame-tank = Lanciafiamme contro un carro armato: nessuna potenza di fuoco in più e nessuna copertura persa
toi-w-flame-faq-band = Lanciafiamme adiacente al bersaglio: raggio normale, come dice la FAQ
toi-w-support-sum-half = Supporto complessivo: metà di { $from } = { $to } (arrotondata per eccesso)
toi-w-mg-keeps = { $n ->
    [one] La squadra che ha sparato solo con le mitragliatrici non è affaticata e resta in fuoco di opportunità
   *[other] Le { $n } squadre che hanno sparato solo con le mitragliatrici non sono affaticate e restano in fuoco di opportunità
  }
toi-w-assault-vehicle-cap = Il difensore { $n } è un veicolo leggero: subisce al massimo { $cap ->
    [one] 1 colpo
   *[other] { $cap } colpi
  }, quanti bastano a distruggerlo
toi-w-def-destroyed = Il difensore { $n } è disgregato e non può ritirarsi: è distrutto
toi-w-def-now-disrupted = Il difensore { $n } era bloccato: dopo la ritirata è disgregato
toi-w-def-fatigued = Il difensore { $n } si ritira ed è affaticato
toi-w-assault-advance = Gli attaccanti non affaticati prima dell'assalto possono avanzare nell'esagono; tutti gli attaccanti sono ora affaticati, che avanzino o no

reading-toi-combined-fire = Fuoco combinato: ogni unità di supporto aggiunge metà della propria potenza di fuoco, arrotondata per eccesso, come dicono le regole del fuoco combinato; la sequenza di attacco parla di metà del totale del supporto, che arrotonda diversamente. Le letture del modulo d'attacco possono dimezzare il totale.
reading-toi-flame-range = Lanciafiamme adiacente: attacco ravvicinato (colpisce con 4-6), come dice la sua regola; la FAQ chiama lo stesso attacco raggio normale, che leggiamo come il raggio meno favorevole di un fuoco combinato. Le letture del modulo d'attacco possono renderlo sempre raggio normale.
reading-toi-flame-tank = Lanciafiamme contro un carro armato: la regola dice che i carri non subiscono queste penalità; lettura: nessuna potenza di fuoco in più e nessuna copertura persa contro un carro.
reading-toi-opfire-fatigue = Fuoco di opportunità: l'unità in movimento è affaticata e si ferma ogni volta che il fuoco la blocca, la disgrega o la danneggia, come dicono le regole del movimento; la sezione sul fuoco di opportunità parla solo di attacchi soppressivi, che le letture del modulo d'attacco possono seguire invece.
reading-toi-heavy-resilience = Danno lieve a un veicolo pesante dal fuoco di opportunità: continua a muovere, con 1 PM e 1 di blindatura in meno da subito, che restano come ogni danno lieve.
reading-toi-elite-cover = Fanteria d'élite: +1 di copertura ciascuna solo contro gli attacchi soppressivi; il testo "+1 di blindatura" della scheda è un residuo e non vale.
reading-toi-assault-smoke = Assalto nel fumo: gli attaccanti sparano a metà e non hanno copertura; i difensori nel fumo sparano a metà e hanno +2 di copertura.
reading-toi-drift-spotter = Avvistamento: le regole chiedono una squadra amica pronta che veda l'esagono obiettivo; non dicono se un'unità in fuoco di opportunità o un veicolo possa avvistare. Scegli l'avvistamento adatto al tuo tavolo.
reading-toi-contact-retry = Contatto fallito: si ritenta una volta in ogni round seguente, come azione; le "3 azioni" dell'esempio vengono dal suo scenario.
toi-ui-face-unverified = La direzione del rosso { $face } non è nel regolamento: controllala sul tuo segnalino direzionale
reading-toi-higher-range = Altezza: il "+1" delle regole sulla visuale è letto come +1 al raggio d'azione, come dice la lista dei terreni; i livelli sono 0, 1 e 2 comunque si chiamino.
