## ASL SK1: spiegazioni, risultati, voci del registro e rifiuti.

asl-item-squad = Squadra
asl-item-half-squad = Mezza squadra
asl-item-leader = Comandante
asl-item-mg = Mitragliatrice
asl-item-ft = Lanciafiamme
asl-item-dc = Carica Esplosiva

asl-fire-prep = Fuoco Preparatorio
asl-fire-dff = Primo Fuoco Difensivo
asl-fire-sff = Primo Fuoco Successivo
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
asl-drm-hindrance = Disturbo { $drm }
asl-drm-ffnam = FFNAM { $drm }
asl-drm-ffmo = FFMO { $drm }
asl-drm-ffmo-cancelled = Niente FFMO: la visuale attraversa un disturbo
asl-drm-cx = Tiratore esausto (CX) { $drm }
asl-drm-target-ft = Il bersaglio porta lanciafiamme { $drm }
asl-drm-other = Altri modificatori { $drm }
asl-drm-total = DRM totale { $drm }
asl-drm-ft-no-leader = Il lanciafiamme non riceve la leadership
asl-drm-ft-no-tem = Il lanciafiamme ignora il terreno del bersaglio
asl-drm-ift = Risultato del fuoco { $drm }
asl-drm-leader-loss = Perdita del comandante { $drm }
asl-drm-dm = Morale Disperato { $drm }
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
asl-cower = Doppio senza comandante: l'attacco si sposta di { $n } colonna/e a sinistra, alla colonna { $column }
asl-cower-off-table = Doppio senza comandante: lo spostamento di { $n } colonna/e esce dalla tabella, nessun effetto
asl-no-cower = Doppio, ma senza spostamento (dirige un comandante, o non spara una squadra)
asl-ift-result = Tabella del fuoco: colonna { $column }, DR finale { $final } → { $result }
asl-dc-dud = La carica esplosiva non esplode (DR originale { $dr }): nessun attacco

asl-res-kia = Elimina { $n } unità bersaglio scelte a caso; tutte le altre diventano broken con DM, e quelle già broken subiscono invece la Riduzione da Perdite.
asl-res-k = Un bersaglio scelto a caso subisce la Riduzione da Perdite; ogni altro bersaglio (compresa una nuova mezza squadra) fa una Verifica del Morale a +{ $n }.
asl-res-mc = Ogni bersaglio fa una Verifica del Morale a +{ $n }; prima il comandante migliore.
asl-res-nmc = Ogni bersaglio fa una Normale Verifica del Morale; prima il comandante migliore, che se resta illeso aiuta gli altri.
asl-res-ptc = Ogni bersaglio in buon ordine e non bloccato fa una Verifica di Blocco; prima un comandante.
asl-res-ne = Nessun effetto.
asl-dm-threat = L'attacco poteva causare almeno una NMC: un bersaglio broken senza DM riceve il DM.
asl-dm-no-threat = L'attacco non poteva causare una NMC: i bersagli broken restano come sono.

asl-rof-kept = { $what }: dado colorato { $colored } ≤ ROF { $rof }, può sparare ancora in questa fase
asl-rof-lost = { $what }: dado colorato { $colored } > ROF { $rof }, niente altro fuoco in questa fase
asl-rof-pinned = { $what }: chi è bloccato non ha Fuoco Multiplo
asl-break-ok = { $what }: DR originale { $dr } sotto { $number }, nessun guasto
asl-break-mg = { $what }: DR originale { $dr } ≥ { $number }, si guasta; girala dopo questo attacco
asl-break-eliminated = { $what }: DR originale { $dr } ≥ { $number }, va rimossa dopo questo attacco
asl-residual = Metti un Fuoco Residuale di { $fp } nell'esagono bersaglio (0 vuol dire nessuno)
asl-fpf-nmc = Fuoco Finale Protettivo: ogni tiratore fa ora una NMC con il DR originale { $dr }, modificato solo dalla leadership

asl-check-mc = Verifica del Morale
asl-check-nmc = Normale Verifica del Morale
asl-check-ptc = Verifica di Blocco
asl-check-llmc = Verifica di Morale da Perdita di un Leader (LLMC)
asl-check-lltc = Verifica di Morale da Leader Broken (LLTC)
asl-check-what = { $check } per: { $unit }, morale { $morale }
asl-mc-passed = DR finale { $final } ≤ { $morale }: superata
asl-mc-pinned = DR finale { $final } contro { $morale }: bloccata (segnalino Pin)
asl-mc-broken = DR finale { $final } > { $morale }: l'unità diventa broken
asl-mc-broken-reduced = 12 originale: Riduzione da Perdite, e l'unità diventa broken
asl-mc-reduced = DR finale { $final } > { $morale }: l'unità broken subisce la Riduzione da Perdite
asl-mc-eliminated = 12 originale su un'unità broken: eliminata
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
asl-rally-ok = DR finale { $final } ≤ { $morale }: l'unità si recupera; girala in buon ordine.
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

asl-cc-odds = Combattimento Ravvicinato { $a } contro { $d }: rapporto { $odds }, numero di uccisione { $kill }
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
asl-log-morale = { $src }: { $check } (morale { $morale }), dadi { $colored }+{ $white }, DR finale { $final }: { $result }
asl-log-rally = { $src }: recupero contro { $morale }, dadi { $colored }+{ $white }, DR finale { $final }: { $result }
asl-log-cc = { $src }: Combattimento Ravvicinato a { $odds } (uccisione { $kill }), dadi { $colored }+{ $white }, DR finale { $final }: { $result }
asl-log-wound = { $src }: dr di gravità { $dr }: { $result }
asl-log-promotion = { $src }: dr di creazione del comandante { $dr }, finale { $final }: { $leader }
asl-log-settings = Impostazioni ASL cambiate
asl-log-length = Durata dello scenario: { $turns } turni di gioco
asl-log-length-half = Durata dello scenario: { $turns } turni di gioco, l'ultimo è un mezzo turno
asl-log-length-none = Durata dello scenario tolta
asl-log-first-attacker = Primo ATTACCANTE: { $side }
asl-log-reinforcement = Rinforzi al turno { $turn } per { $side }: { $text }
asl-log-reinforcement-removed = Rinforzi tolti: { $text }
asl-log-unit-added = Unità aggiunta per { $side }: { $unit }
asl-log-unit-removed = Unità tolta: { $unit }
asl-log-flag-on = { $unit }: { $flag } sì
asl-log-flag-off = { $unit }: { $flag } no
asl-log-flag-cleared = { $flag } tolto da { $n } unità

asl-err-alone-ft = Il lanciafiamme non entra mai in un gruppo di fuoco: risolvilo da solo.
asl-err-alone-dc = La carica esplosiva attacca da sola.
asl-err-assault-fire = L'Assault Fire vale solo per le squadre nella Fase di Fuoco Avanzato.
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
asl-err-nmc-drm = Solo una Verifica del Morale dalla tabella del fuoco ha un modificatore +#.
asl-err-no-change = Niente da cambiare.
asl-err-no-firers = Aggiungi almeno un tiratore.
asl-err-no-such = Quella voce non esiste più.
asl-err-ptc-broken = Solo le unità in buon ordine fanno la Verifica di Blocco.
asl-err-self-rally-leader = L'auto-recupero non riceve leadership.
asl-err-side = Parte inesistente.
asl-err-two-ambushes = Solo una parte può tendere l'imboscata.

asl-cli-rof-kept = Fuoco Multiplo mantenuto.
asl-cli-rof-lost = Fuoco Multiplo perso.
asl-cli-breakdown = L'arma si guasta.
asl-cli-odds-header = Probabilità di ogni risultato del fuoco, { $fp } FP, DRM { $drm }:
asl-cli-help = Risolutori ASL SK1: ift, mc, nmc, ptc, rally, cc, ambush, wound, promotion (aggiungi --help dopo uno per le sue opzioni). Probabilità: adjutant odds asl-sk1 ift.

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
