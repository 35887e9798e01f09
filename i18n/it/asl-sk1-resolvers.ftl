## ASL SK1: spiegazioni, risultati, voci del registro e rifiuti.

asl-item-squad = Squadra
asl-item-half-squad = Mezza squadra
asl-item-leader = Comandante
asl-item-mg = Mitragliatrice
asl-item-ft = Lanciafiamme
asl-item-dc = Carica esplosiva

asl-fire-prep = Fuoco Preparatorio
asl-fire-dff = Primo Fuoco Difensivo
asl-fire-sff = Primo Fuoco Susseguente
asl-fire-fpf = Fuoco Finale Protettivo
asl-fire-final = Fuoco Finale (DFPh)
asl-fire-final-marked = Unità con First Fire contro un esagono adiacente (DFPh)
asl-fire-advancing = Fuoco Avanzato
asl-fire-residual = Fuoco Residuale
asl-fire-type = Tipo di fuoco: { $type }

asl-fpx-pbf = ×2 fuoco ravvicinato
asl-fpx-long-range = ×½ lunga gittata
asl-fpx-area = ×½ fuoco disperso
asl-fpx-advancing = ×½ fuoco avanzato
asl-fpx-sff = ×½ fuoco successivo / protettivo
asl-fpx-pinned = ×½ bloccata
asl-fpx-ft-two-hexes = ×½ a due esagoni

asl-fp-raw = Potenza di fuoco indicata: { $fp }
asl-fp-item = { $what }: { $fp } FP
asl-fp-item-mod = { $what }: { $base } FP { $factors } = { $fp }
asl-fp-assault = Assault Fire: { $before } + { $n } arrotondato per eccesso = { $fp } FP
asl-fp-column = Totale { $fp } FP: si usa la colonna { $column }
asl-fp-below-one = Totale { $fp } FP, sotto la prima colonna: nessun attacco (vedi l'impostazione)

asl-drm-leader = Leadership { $drm }
asl-drm-tem = Terreno (TEM) { $drm }
asl-drm-hindrance = Hindrance { $drm }
asl-drm-ffnam = FFNAM { $drm }
asl-drm-ffmo = FFMO { $drm }
asl-drm-ffmo-cancelled = Niente FFMO: la LOS attraversa una Hindrance
asl-drm-cx = Tiratore esausto (CX) { $drm }
asl-drm-target-ft = Il bersaglio porta lanciafiamme { $drm }
asl-drm-other = Altri modificatori { $drm }
asl-drm-total = DRM totale { $drm }
asl-drm-ft-no-leader = Il lanciafiamme non riceve la leadership
asl-drm-ft-no-tem = Il lanciafiamme ignora il terreno del bersaglio
asl-drm-ift = Risultato del fuoco { $drm }
asl-drm-leader-loss = Perdita del comandante { $drm }
asl-drm-dm = Morale Disperato (DM) { $drm }
asl-drm-self-rally = Auto-recupero { $drm }
asl-drm-cover = Bosco o edificio { $drm }
asl-drm-wounded = Già ferito { $drm }
asl-drm-nationality = Nazionalità { $drm }
asl-drm-morale = Morale della squadra { $drm }
asl-drm-vs-cx = Bersaglio esausto (CX) { $drm }
asl-drm-vs-broken = Bersaglio broken { $drm }
asl-drm-ambusher = Attacco di chi ha teso l'imboscata { $drm }
asl-drm-vs-ambusher = Attacco contro chi ha teso l'imboscata { $drm }

asl-dice = Dado colorato { $colored }, dado bianco { $white }: DR originale { $dr }
asl-final-dr = DR originale { $dr }, DRM { $drm }: DR finale { $final }
asl-cower = Doppio senza comandante: cowering di { $n ->
    [one] una colonna
   *[other] { $n } colonne
  } a sinistra, alla colonna { $column }
asl-cower-off-table = Doppio senza comandante: il cowering di { $n ->
    [one] una colonna
   *[other] { $n } colonne
  } esce dalla tabella, nessun effetto
asl-no-cower = Doppio, ma niente cowering (dirige un comandante, o non spara nessuna squadra)
asl-ift-result = IFT: colonna { $column }, DR finale { $final } → { $result }
asl-ift-no-column = Nessuna colonna della IFT da leggere (DR finale { $final }): l'attacco non ha effetto
asl-dc-dud = La carica esplosiva non esplode (DR originale { $dr }): nessun attacco

asl-res-kia = Elimina { $n ->
    [one] un'unità bersaglio scelta
   *[other] { $n } unità bersaglio scelte
  } a caso; tutte le altre diventano broken con DM, e quelle già broken subiscono invece la Riduzione da Perdite.
asl-res-k = Un bersaglio scelto a caso subisce la Riduzione da Perdite; ogni altro bersaglio (compresa una nuova mezza squadra) fa una Verifica del Morale (MC) a +{ $n }.
asl-res-mc = Ogni bersaglio fa una Verifica del Morale (MC) a +{ $n }; prima il comandante migliore.
asl-res-nmc = Ogni bersaglio fa una Verifica del Morale Normale (NMC); prima il comandante migliore, che se resta illeso aiuta gli altri.
asl-res-ptc = Ogni bersaglio in Good Order e non bloccato fa una Verifica di Blocco (PTC); prima un comandante.
asl-res-ne = Nessun effetto.
asl-dm-threat = L'attacco poteva causare almeno un NMC: un bersaglio broken senza DM riceve il DM.
asl-dm-no-threat = L'attacco non poteva causare un NMC: i bersagli broken restano come sono.

asl-rof-kept = { $what }: dado colorato { $colored } ≤ ROF { $rof }, può sparare ancora in questa fase
asl-rof-lost = { $what }: dado colorato { $colored } > ROF { $rof }, non spara più in questa fase
asl-rof-pinned = { $what }: un tiratore bloccato non ha ROF
asl-break-ok = { $what }: DR originale { $dr } sotto { $number }, nessun guasto
asl-break-mg = { $what }: DR originale { $dr } ≥ { $number }, si guasta; girala dopo questo attacco
asl-break-eliminated = { $what }: DR originale { $dr } ≥ { $number }, va rimossa dopo questo attacco
asl-then-breaks = { $what } si guasta (DR originale { $dr } ≥ { $number }): girala
asl-then-removed = { $what }: da togliere per sempre (DR originale { $dr } ≥ { $number })
asl-residual = Metti un segnalino Fuoco Residuale da { $fp } nell'esagono bersaglio (0 = nessuno)
asl-fpf-nmc = Fuoco Finale Protettivo: ogni tiratore fa ora un NMC con il DR originale { $dr }, modificato solo dalla leadership

asl-check-mc = Verifica del Morale
asl-check-nmc = Verifica del Morale Normale
asl-check-ptc = Verifica di Blocco
asl-check-llmc = Verifica del Morale per perdita del comandante (LLMC)
asl-check-lltc = Verifica di Blocco per comandante broken (LLTC)
asl-check-what = { $check } per: { $unit }, morale { $morale }
asl-mc-passed = DR finale { $final } ≤ { $morale }: superata
asl-mc-pinned = DR finale { $final } contro { $morale }: bloccata (segnalino Pin)
asl-mc-broken = DR finale { $final } > { $morale }: l'unità diventa broken
asl-mc-broken-reduced = 12 originale: Riduzione da Perdite, e l'unità diventa broken
asl-mc-reduced = DR finale { $final } > { $morale }: l'unità broken subisce la Riduzione da Perdite
asl-mc-eliminated = 12 originale su un'unità broken: eliminata
asl-mc-hs-eliminated = DR finale { $final } contro { $morale }: Riduzione da Perdite, che elimina la mezza squadra
asl-mc-passed-short = superata
asl-mc-pinned-short = bloccata
asl-mc-broken-short = broken
asl-mc-broken-reduced-short = ridotta e broken
asl-mc-reduced-short = ridotta
asl-mc-eliminated-short = eliminata
asl-mc-dm = Girala sul lato broken e metti il DM.
asl-mc-leader-helps = Il comandante ha superato la verifica senza blocco: ora può dare la sua leadership agli altri.
asl-mc-leader-pinned = Il comandante è bloccato: non può dare la sua leadership.
asl-cr-squad = Riduzione da Perdite: sostituisci la squadra con una mezza squadra.
asl-cr-half-squad = Riduzione da Perdite: la mezza squadra è eliminata.
asl-cr-leader = Riduzione da Perdite: il comandante è ferito; tira subito la gravità della ferita.
asl-elr-replaced = Fallita di { $margin }, più dell'ELR { $elr }: sostituiscila con un'unità broken di qualità inferiore.
asl-elr-ok = Fallita di { $margin }, non più dell'ELR { $elr }: nessuna sostituzione.
asl-elr-exempt = Morale sottolineato: nessuna sostituzione per l'ELR.

asl-rally-what = Tentativo di recupero contro il morale broken { $morale }
asl-rally-ok = DR finale { $final } ≤ { $morale }: l'unità si recupera; girala, torna in Good Order.
asl-rally-failed = DR finale { $final } > { $morale }: resta broken.
asl-rally-reduced = 12 originale: il recupero fallisce e l'unità subisce la Riduzione da Perdite.
asl-rally-ok-short = recuperata
asl-rally-failed-short = ancora broken
asl-rally-reduced-short = Riduzione da Perdite
asl-field-promotion-chance = 2 originale di una squadra: può nascere un comandante (promozione sul campo).
asl-field-promotion-cc = 2 originale di una squadra nel Combattimento Ravvicinato: può nascere un comandante (promozione sul campo), poi ricalcola il rapporto.

asl-wound-roll = dr di gravità della ferita { $dr }
asl-wound-light = Finale { $final }: ferita leggera; metti un segnalino Wound (morale e leadership peggiorano di uno, 3 MF).
asl-wound-mortal = Finale { $final }: ferita mortale; il comandante è eliminato.
asl-wound-light-short = ferita leggera
asl-wound-mortal-short = ferita mortale

asl-promo-roll = dr di creazione del comandante { $dr }
asl-promo-leader = Finale { $final }: si unisce all'unità un comandante { $leader }.
asl-promo-none = Finale { $final }: nessun comandante.

asl-cc-odds = Combattimento Ravvicinato { $a } contro { $d }: rapporto { $odds }, Kill Number { $kill }
asl-cc-eliminated = DR finale { $final } < { $kill }: tutte le unità attaccate sono eliminate.
asl-cc-reduced = DR finale { $final } = { $kill }: un'unità attaccata scelta a caso subisce la Riduzione da Perdite.
asl-cc-ne = DR finale { $final } > { $kill }: nessun effetto.
asl-cc-eliminated-short = tutte eliminate
asl-cc-reduced-short = Riduzione da Perdite
asl-cc-ne-short = nessun effetto
asl-ambush-rolls = Imboscata: dr finale dell'attaccante { $a }, del difensore { $d }
asl-ambush-none = Nessuna imboscata: nessuno è sotto l'altro di 3 o più.
asl-ambush-attacker = L'attaccante tende l'imboscata: colpisce per primo, −1 ai suoi attacchi e +1 a quelli contro di lui.
asl-ambush-defender = Il difensore tende l'imboscata: colpisce per primo, −1 ai suoi attacchi e +1 a quelli contro di lui.

asl-src-app = Tirato
asl-src-hand = Dadi inseriti
asl-log-fire = { $src }: fuoco di { $fp } FP sulla colonna { $column }, dadi { $colored }+{ $white }, DR finale { $final }: { $result }
asl-log-fire-no-column = { $src }: fuoco di { $fp } FP senza colonna nella IFT, dadi { $colored }+{ $white }, DR finale { $final }: { $result }
asl-log-then-mg-breaks = mitragliatrice guasta
asl-log-then-mg-removed = mitragliatrice rimossa per sempre
asl-log-then-ft-removed = lanciafiamme rimosso per sempre
asl-log-morale = { $src }: { $check } (morale { $morale }), dadi { $colored }+{ $white }, DR finale { $final }: { $result }
asl-log-rally = { $src }: recupero contro { $morale }, dadi { $colored }+{ $white }, DR finale { $final }: { $result }
asl-log-cc = { $src }: Combattimento Ravvicinato a { $odds } (Kill Number { $kill }), dadi { $colored }+{ $white }, DR finale { $final }: { $result }
asl-log-wound = { $src }: dr di gravità { $dr }: { $result }
asl-log-promotion = { $src }: dr di creazione del comandante { $dr }, finale { $final }: { $leader }
asl-log-settings = Impostazioni ASL cambiate
asl-log-length = Durata dello scenario: { $turns ->
    [one] 1 turno di gioco
   *[other] { $turns } turni di gioco
  }
asl-log-length-half = Durata dello scenario: { $turns ->
    [one] 1 turno di gioco
   *[other] { $turns } turni di gioco
  }, l'ultimo è un mezzo turno
asl-log-half-turn-end = La pedina del turno raggiunge END: il Turno di gioco { $turn } è un mezzo turno, quindi lo scenario finisce con il turno del giocatore: { $side } (l'altro schieramento non muove)
asl-log-half-turn-reopened = Indietro: la fine dello scenario al mezzo Turno di gioco { $turn } è annullata
asl-err-half-turn-ended = Il Turno di gioco { $turn } è un mezzo turno (casella rossa divisa): ha mosso solo { $side }; la pedina del turno è su END, scenario finito (3.9).
asl-log-length-none = Durata dello scenario cancellata
asl-log-first-attacker = Primo ATTACCANTE: { $side }
asl-log-reinforcement = Rinforzi al turno { $turn }, { $side }: { $text }
asl-log-reinforcement-removed = Rinforzi tolti: { $text }
asl-log-unit-added = Unità aggiunta, { $side }: { $unit }
asl-log-unit-removed = Unità tolta: { $unit }
asl-log-flag-on = { $unit }: ora { $flag }
asl-log-flag-off = { $unit }: non più { $flag }
asl-log-flag-cleared = { $flag } tolto da { $n ->
    [one] un'unità
   *[other] { $n } unità
  }

asl-err-alone-ft = Il lanciafiamme non entra mai in un gruppo di fuoco: risolvilo da solo.
asl-err-alone-dc = La carica esplosiva attacca da sola.
asl-err-assault-fire = L'Assault Fire vale solo per le squadre nella Fase di Fuoco Avanzato.
asl-err-assault-long-range = Il bonus di Assault Fire non si applica a un bersaglio oltre la gittata normale (7.2): togli l'Assault Fire per questa unità.
asl-err-cc-fp = Il Combattimento Ravvicinato richiede almeno 1 FP per parte.
asl-err-die-colored = Il dado colorato mostra { $value }: un d6 va da 1 a 6.
asl-err-die-white = Il dado bianco mostra { $value }: un d6 va da 1 a 6.
asl-err-empty-text = Scrivi prima qualcosa.
asl-err-first-fire-only = FFMO e FFNAM valgono solo nel Primo Fuoco contro unità in movimento.
asl-err-ft-pinned = Un'unità bloccata non può usare il lanciafiamme.
asl-err-length = Uno scenario dura almeno un turno.
asl-err-morale = Il morale { $value } è fuori scala (da 2 a 12).
asl-err-nationality = Nazionalità sconosciuta «{ $value }».
asl-err-negative-fp = La potenza di fuoco non può essere negativa.
asl-err-nmc-drm = Solo una Verifica del Morale (MC) dalla IFT ha un modificatore +#.
asl-err-no-change = Niente da cambiare.
asl-err-no-firers = Aggiungi almeno un tiratore.
asl-err-no-such = Quella voce non esiste più.
asl-err-ptc-broken = Solo le unità in Good Order fanno la Verifica di Blocco (PTC).
asl-err-self-rally-leader = L'auto-recupero non riceve il modificatore di leadership.
asl-err-side = Non esiste lo schieramento numero { $n }: gli schieramenti vanno da 0 a { $last }.
asl-err-turn-zero = I turni si contano da 1: il turno 0 non esiste.
asl-err-two-ambushes = Solo una parte può tendere l'imboscata.

asl-cli-odds-header = Probabilità di ogni risultato del fuoco, { $fp } FP, DRM { $drm }:
asl-cli-mg-all-fp = Si considera che la mitragliatrice spari tutti i { $fp } FP; se con essa sparano altre unità, indica la sua parte con --mg-fp
asl-cli-err-mg-fp = --mg-fp { $mg } supera il --fp { $fp } dell'attacco: la parte della mitragliatrice non può superare il totale
asl-cli-err-pinned-no-mg = --pinned toglie solo la ROF di una mitragliatrice: descrivila con --rof, --bn o --mg-fp (e dimezza tu --fp)
asl-cli-help = Strumenti di risoluzione ASL SK1: ift, mc, nmc, ptc, rally, mf, cc, ambush, wound, promotion, sw-kill, sw-repair, sw-recover, smoke, random (aggiungi --help dopo uno per le sue opzioni). Valgono anche i nomi che adjutant play e i telefoni danno agli stessi tiri: fire (ift), morale (mc), close-combat (cc), random-pick (random). Probabilità: adjutant odds asl-sk1 ift.

asl-marker-prep-fire = Prep Fire
asl-marker-first-fire = First Fire
asl-marker-final-fire = Final Fire
asl-marker-residual = Fuoco Residuale
asl-marker-smoke = Fumo
asl-marker-cx = CX (esausto)
asl-marker-dm = DM (Morale Disperato)
asl-marker-pin = Pin (bloccata)
asl-marker-cc = CC
asl-marker-melee = Mischia (Melee)
asl-flag-broken = Broken
asl-flag-wounded = Ferito

asl-nat-german = Tedesca
asl-nat-american = Americana
asl-nat-russian = Russa

asl-terrain-open = Campo aperto
asl-terrain-road = Strada
asl-terrain-stone-building = Edificio in pietra
asl-terrain-wooden-building = Edificio in legno
asl-terrain-woods = Bosco
asl-terrain-road-woods = Strada-bosco
asl-terrain-orchard = Frutteto
asl-terrain-grain = Grano
asl-terrain-smoke = Fumo
asl-ambush-side-attacker = ATTACCANTE: dr { $dr }, drm { $drm }
asl-ambush-side-defender = DIFENSORE: dr { $dr }, drm { $drm }
asl-ambush-none-short = nessuna imboscata
asl-ambush-attacker-short = l'ATTACCANTE tende l'imboscata
asl-ambush-defender-short = il DIFENSORE tende l'imboscata
asl-log-ambush = { $src }: imboscata, dr { $a } (ATTACCANTE) contro { $d } (DIFENSORE): { $result }
asl-mf-base-mmc = Squadra o mezza squadra: { $mf } MF
asl-mf-base-mmc-green = Squadra o mezza squadra inesperta: { $mf } MF
asl-mf-base-smc = Comandante: { $mf } MF
asl-mf-base-smc-wounded = Comandante ferito: { $mf } MF
asl-mf-leader = Muove con un comandante per tutta la fase { $mf } MF
asl-mf-road = Sempre su strada { $mf } MF
asl-mf-double-time = Marcia forzata { $mf } MF
asl-mf-ipc-leader = Il comandante aggiunge { $ipc } all'IPC
asl-mf-ipc-cx = CX per la Marcia forzata: { $ipc } all'IPC
asl-mf-ipc-already-cx = Già CX: { $ipc } all'IPC
asl-mf-portage = Trasporta { $pp } PP con un IPC di { $ipc }: { $excess } PP in eccesso
asl-mf-excess = Trasporto oltre l'IPC { $mf } MF
asl-mf-total = Fattori di Movimento in questa fase: { $mf }
asl-mf-cx-after = Metti il segnalino CX alla fine della Fase di Movimento.
asl-mf-cannot-move = Con questo carico l'unità non può muovere: prima lascia qualche arma (lasciarla non costa nulla).
asl-mf-assault-ok = Movimento di Assalto in un esagono da { $cost } MF: consentito (solo quell'esagono, dichiarato prima di muovere, { $cost } dei suoi { $mf } MF)
asl-mf-assault-all = Movimento di Assalto in un esagono da { $cost } MF: non consentito, quell'esagono richiede tutti i suoi { $mf } MF
asl-mf-assault-dt = Movimento di Assalto in un esagono da { $cost } MF: non consentito con la Marcia forzata
asl-adv-moves = Fase di Avanzata: può avanzare in quell'esagono ({ $cost } dei suoi { $mf } MF)
asl-adv-cx = Fase di Avanzata: quell'esagono richiede tutti i suoi { $mf } MF, quindi avanzandovi l'unità diventa CX
asl-adv-refused = Fase di Avanzata: un'unità CX non può avanzare in un esagono che richiede tutti i suoi { $mf } MF
asl-err-mf-wounded-mmc = Solo un comandante può essere ferito; squadre e mezze squadre vengono invece ridotte.
asl-err-mf-inexperienced-smc = L'inesperienza riguarda squadre e mezze squadre, non i comandanti.
asl-err-mf-leader-smc = Il bonus del comandante vale per una squadra o mezza squadra che muove con lui.
asl-err-mf-wounded-dt = Un'unità ferita non può fare Marcia forzata.
asl-err-mf-cx-dt = Un'unità già CX non può fare Marcia forzata.
asl-err-mf-hex-cost = Entrare in un esagono costa sempre qualche MF.
asl-err-mf-smc-pp = Un comandante non può mai trasportare più di { $max } PP.

asl-err-out-of-range = { $what } { $value } è fuori scala: usa da { $min } a { $max }.
asl-err-fp-range = { $what } { $value } è fuori scala: una potenza di fuoco è sopra 0 e al massimo { $max }.
asl-err-fp-overflow = Questa potenza di fuoco supererebbe ogni colonna utile (oltre { $max }): controlla i tiratori.
asl-err-hindrance-blocks = Hindrance +{ $value } supera { $max }: la LOS è bloccata, quindi nessun attacco.
asl-err-residual-leader = Un attacco di Fuoco Residuale non ha un comandante che lo dirige: conta solo il TEM (o il Fumo) dell'esagono e FFMO/FFNAM.
asl-err-residual-hindrance = Un attacco di Fuoco Residuale non subisce Hindrance lungo una LOS: conta solo il TEM (o il Fumo) dell'esagono e FFMO/FFNAM. Il Fumo nell'esagono va come altro DRM.
asl-err-residual-cx = Un attacco di Fuoco Residuale non ha tiratore che possa essere CX: conta solo il TEM (o il Fumo) dell'esagono e FFMO/FFNAM.
asl-err-residual-items = Un attacco di Fuoco Residuale usa l'FP del segnalino così com'è: una sola potenza di fuoco, nessuna arma, nessun fattore.
asl-residual-errata = Errata ufficiale MMP dello SK alla 3.31: il Fuoco Residuale { $before } scende di { $n ->
    [one] una colonna
   *[other] { $n } colonne
  } per Hindrance e CX dell'attacco: { $fp }
asl-cr-mmc = Riduzione da Perdite: una squadra diventa mezza squadra; una mezza squadra è eliminata.
asl-mf-green-with-leader = Un'unità Green che muove con un comandante in Good Order non è inesperta.
asl-err-mf-hex-cost-max = Il costo in MF per entrare in un esagono è al massimo { $max }.
asl-val-fp = Potenza di fuoco
asl-val-mg-fp = Potenza di fuoco della mitragliatrice
asl-val-leadership = Leadership
asl-val-tem = TEM
asl-val-hindrance = Hindrance
asl-val-drm = DRM
asl-val-target-fts = Lanciafiamme del bersaglio
asl-val-ift-drm = DRM della IFT (+#)
asl-val-elr = ELR
asl-val-morale = Morale
asl-val-attacker-fp = FP dell'attaccante
asl-val-defender-fp = FP del difensore
asl-val-attacker-drm = drm dell'ATTACCANTE
asl-val-defender-drm = drm del DIFENSORE
asl-val-pp = Punti di Trasporto (PP)
asl-cli-err-residual-flag = { $flag } non si addice a un attacco di Fuoco Residuale: non c'è arma che possa mantenere la ROF o guastarsi.
asl-cli-err-no-fp = Indica chi spara: --fp (il totale), --unit-fp (l'FP stampato di ogni unità), --ft o --dc.
asl-cli-err-fp-and-parts = Indica --fp (il totale, fattori già applicati) oppure --unit-fp (FP stampato, i fattori li applica il programma), non entrambi.
asl-cli-err-factor-no-parts = --pbf, --long-range e --area-fire valgono per --unit-fp (o --long-range per --ft); con --fp applicali tu al totale.
asl-cli-err-xn-no-ft = --non-elite e --xn descrivono un lanciafiamme o una carica esplosiva: aggiungi --ft o --dc.
asl-cli-err-ft-mg = Un lanciafiamme o una carica esplosiva attacca da solo: niente opzioni di mitragliatrice con --ft o --dc.
asl-cli-err-parts-mg-fp = Con --unit-fp, indica l'FP della mitragliatrice con --mg-fp.
