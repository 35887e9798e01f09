//! Issue 24: the rule lookup finds a topic from a word in either language, in any form:
//! inflected (Snowball stems), without accents, abbreviated (the game's own jargon), or with
//! one letter wrong; a word in a title ranks above the same word in another topic's body.

use adjutant::content::rules_index::RulesIndex;
use adjutant::core::def::GameDef;
use adjutant::i18n::{Lang, Localizer};

fn index(game: &str) -> (GameDef, RulesIndex) {
    let dir = tempfile::tempdir().unwrap();
    let content = adjutant::games::load_content(Some(dir.path()));
    let def = content.game(game).unwrap().clone();
    let index = RulesIndex::build(&def, &Localizer::new(Lang::En));
    (def, index)
}

/// Every query's first result is the expected topic, with no word said to be missing from
/// the game; all failures are listed at once.
fn check(game: &str, cases: &[(&str, &str)]) {
    let (def, index) = index(game);
    let mut wrong = vec![];
    for (query, want) in cases {
        assert!(
            def.rules.iter().any(|t| t.id == *want),
            "{game}: no topic {want}"
        );
        let found = index.search(query);
        let got: Vec<&str> = found
            .hits
            .iter()
            .take(3)
            .map(|h| def.rules[h.topic].id.as_str())
            .collect();
        if got.first() != Some(want) || !found.absent.is_empty() {
            let absent: Vec<&str> = found.absent.iter().map(|a| a.note.as_str()).collect();
            wrong.push(format!(
                "{query:?}: want {want}, got {got:?}, absent {absent:?}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{game}:\n{}", wrong.join("\n"));
}

#[test]
fn asl_english_words() {
    check(
        "asl-sk1",
        &[
            ("morale check", "morale-check"),
            ("MC", "morale-check"),
            ("PTC", "ptc"),
            ("pinned", "ptc"),
            ("DM", "dm"),
            ("desperate", "dm"),
            ("routing", "rout"),
            ("rallying", "rally"),
            ("CX", "movement"),
            ("FFMO", "dff"),
            ("LLMC", "llmc"),
            ("stacked", "stacking"),
            ("ambushes", "ambush"),
            ("flamethrowers", "ft-dc"),
            ("hindrances", "hindrance"),
            ("promoted", "field-promotion"),
            ("meele", "melee"),
            ("ambusj", "ambush"),
            ("line of sight", "los"),
            ("casualty reduction", "casualty"),
        ],
    );
}

#[test]
fn asl_italian_words() {
    check(
        "asl-sk1",
        &[
            ("verifica del morale", "morale-check"),
            ("rotta", "rout"),
            ("imboscate", "ambush"),
            ("imboscata", "ambush"),
            ("mischia", "melee"),
            ("lanciafiamme", "ft-dc"),
            ("avanzata", "advance"),
            ("recupero", "rally"),
            ("segnaturni", "turn-record"),
            ("granate fumogene", "smoke-grenades"),
            ("fumogena", "smoke-grenades"),
            ("mitragliatrici", "support-weapons"),
            ("promozione", "field-promotion"),
            ("controllo", "control"),
            ("strisciare", "low-crawl"),
            ("inesperti", "inexperienced"),
            ("catturato", "captured-sw"),
            ("imbosacta", "ambush"),
            ("combattimento ravvicinato", "close-combat"),
        ],
    );
}

#[test]
fn tide_of_iron_english_words() {
    check(
        "tide-of-iron",
        &[
            ("suppression", "suppressive"),
            ("suppressive", "suppressive"),
            ("pinned", "conditions"),
            ("disrupted", "conditions"),
            ("op fire", "op-fire"),
            ("fatigued", "unit-status"),
            ("reinforcement", "reinforcements"),
            ("stacked", "stacking"),
            ("LOS", "los"),
            ("tank", "tanks"),
            ("mortars", "mortar"),
            ("bunkers", "fortifications"),
            ("drifting", "drift"),
            ("initiatve", "initiative"),
            ("transported", "transport"),
            ("specialisation", "specialisations"),
            ("winning", "winning"),
        ],
    );
}

#[test]
fn tide_of_iron_italian_words() {
    check(
        "tide-of-iron",
        &[
            ("soppressione", "suppressive"),
            ("soppressivo", "suppressive"),
            ("bloccata", "conditions"),
            ("disgregate", "conditions"),
            ("fuoco di opportunità", "op-fire"),
            ("fuoco di opportunita", "op-fire"),
            ("affaticate", "unit-status"),
            ("rinforzo", "reinforcements"),
            ("visuale", "los"),
            ("carri armati", "tanks"),
            ("mortai", "mortar"),
            ("trinceramento", "fortifications"),
            ("iniziativa", "initiative"),
            ("fumo", "smoke"),
            ("nascosta", "hidden"),
            ("assalto", "assault"),
            ("trasprto", "transport"),
        ],
    );
}

#[test]
fn cc_great_war_english_words() {
    check(
        "cc-great-war",
        &[
            ("trench", "terrain-trenches"),
            ("trenches", "terrain-trenches"),
            ("crossfire", "crossfire"),
            ("flags", "flags"),
            ("flag", "flags"),
            ("retreating", "retreat-path"),
            ("HQ pool", "hq-pool"),
            ("LOS", "line-of-sight"),
            ("take ground", "taking-ground"),
            ("mine craters", "mine-craters"),
            ("barbed wire", "barbed-wire"),
            ("mortar dice", "mortar-range-dice"),
            ("setup", "setup"),
            ("winning", "winning"),
            ("overkill", "overkill"),
            ("crosfire", "crossfire"),
            ("forests", "terrain-forest"),
            ("hills and line of sight", "hill-los"),
        ],
    );
}

#[test]
fn cc_great_war_italian_words() {
    check(
        "cc-great-war",
        &[
            ("trincea", "terrain-trenches"),
            ("trincee", "terrain-trenches"),
            ("bandiera", "flags"),
            ("percorso di ritirata", "retreat-path"),
            ("ritirata bloccata", "blocked-retreat"),
            ("fuoco incrociato", "crossfire"),
            ("linea di vista", "line-of-sight"),
            ("prendere terreno", "taking-ground"),
            ("crateri da mine", "mine-craters"),
            ("filo spinato", "barbed-wire"),
            ("vittoria", "winning"),
            ("preparazione", "setup"),
            ("colline", "terrain-hill"),
            ("macerie", "terrain-rubble"),
            ("edificio", "terrain-buildings"),
            ("foresta", "terrain-forest"),
            ("mitraglieri", "mg-range-dice"),
            ("bandeira", "flags"),
        ],
    );
}

#[test]
fn trench_club_english_words() {
    check(
        "trench-club",
        &[
            ("fort", "capture-fort"),
            ("capturing", "capture-fort"),
            ("trucks", "truck-capacity"),
            ("flanked", "flanking"),
            ("encircled", "encircling"),
            ("XP", "gaining-xp"),
            ("experience levels", "experience-levels"),
            ("income", "income"),
            ("gifts", "gifts"),
            ("repairing", "repair"),
            ("buying units", "buying"),
            ("timer", "timer"),
            ("builders", "builder"),
            ("automa purchases", "automa-purchases"),
            ("aircraft", "attacking-aircraft"),
            ("victroy", "victory"),
            ("water", "water"),
        ],
    );
}

#[test]
fn trench_club_italian_words() {
    check(
        "trench-club",
        &[
            ("forte", "capture-fort"),
            ("conquistare", "capture-fort"),
            ("camion", "truck-capacity"),
            ("fiancheggiare", "flanking"),
            ("accerchiamento", "encircling"),
            ("livelli di esperienza", "experience-levels"),
            ("esperienza", "gaining-xp"),
            ("entrate", "income"),
            ("doni", "gifts"),
            ("riparazioni", "repair"),
            ("comprare", "buying"),
            ("cronometro", "timer"),
            ("costruttore", "builder"),
            ("acqua", "water"),
            ("vittoria", "victory"),
            ("gittata", "range"),
            ("cooperativa", "coop"),
            ("cronomeetro", "timer"),
        ],
    );
}

#[test]
fn we_were_brothers_english_words() {
    check(
        "we-were-brothers",
        &[
            ("initiative", "initiative"),
            ("activation", "activation"),
            ("sight test", "sight-test"),
            ("night", "night"),
            ("running", "running"),
            ("walking", "walk"),
            ("opportunity fire", "fop"),
            ("FOP", "fop"),
            ("suppression", "suppression"),
            ("reloading", "reload"),
            ("grenades", "grenade-throw"),
            ("wounded", "wounds"),
            ("rallying", "rally"),
            ("surrendering", "surrender"),
            ("specialist", "specialists"),
            ("artilery", "artillery"),
            ("smoke", "smoke"),
        ],
    );
}

#[test]
fn we_were_brothers_italian_words() {
    check(
        "we-were-brothers",
        &[
            ("iniziativa", "initiative"),
            ("attivazione", "activation"),
            ("test vista", "sight-test"),
            ("notte", "night"),
            ("corsa", "running"),
            ("fuoco di opportunità", "fop"),
            ("soppressione", "suppression"),
            ("ricarica", "reload"),
            ("granata", "grenade-throw"),
            ("ferite", "wounds"),
            ("resa", "surrender"),
            ("specialisti", "specialists"),
            ("artiglieria", "artillery"),
            ("fumo", "smoke"),
            ("peggioramento", "deterioration"),
            ("freddezza", "cold-blood"),
            ("artigleria", "artillery"),
        ],
    );
}

/// The examples: a title match ranks above a body match.
#[test]
fn titles_rank_above_bodies() {
    check("cc-great-war", &[("trench", "terrain-trenches")]);
    check("asl-sk1", &[("morale check", "morale-check")]);
    check("trench-club", &[("fort", "capture-fort")]);
}

/// Starter Kit #1 uses simplified rules (L20-25 of its rulebook) and has no concealment: the
/// lookup says so rather than "nothing matches".
#[test]
fn asl_concealment_is_an_honest_miss() {
    let (_, index) = index("asl-sk1");
    for q in ["concealment", "occultamento", "concealed units"] {
        let found = index.search(q);
        assert_eq!(
            found.absent.first().map(|a| a.note.as_str()),
            Some("asl-absent-concealment"),
            "{q}"
        );
    }
    let found = index.search("vehicles");
    assert_eq!(found.absent[0].note, "asl-absent-vehicles");
}

/// Issue 39: the words players use at the table, in both languages, and the full game's
/// rules a Starter Kit leaves out named as such.
#[test]
fn the_players_own_words_find_their_rules() {
    check(
        "tide-of-iron",
        &[
            ("artillery", "drift"),
            ("deviazione", "drift"),
            ("scatter", "drift"),
        ],
    );
    check(
        "we-were-brothers",
        &[
            ("bleeding", "wounds"),
            ("sanguinamento", "wounds"),
            ("dissanguamento", "deterioration"),
            ("scatter", "grenade-throw"),
        ],
    );
    check(
        "asl-sk1",
        &[
            ("point blank fire", "fp-mods"),
            ("fuoco a bruciapelo", "fp-mods"),
        ],
    );
    check("trench-club", &[("soldi", "income"), ("money", "income")]);
    let (_, index) = index("asl-sk1");
    for (query, note) in [
        ("TPBF", "asl-absent-tpbf"),
        ("Heat of Battle", "asl-absent-heat-of-battle"),
    ] {
        let found = index.search(query);
        assert_eq!(
            found.absent.first().map(|a| a.note.as_str()),
            Some(note),
            "{query}"
        );
    }
    // Point Blank Fire is in the Starter Kit: not said to be missing.
    assert!(index.search("point blank fire").absent.is_empty());
}

/// Issue 39, game by game: the words typed at the table (synonyms, the abbreviations players
/// use, the English names Italian players keep, the names of the app's own tools), about half
/// of them Italian, each finding its topic first.
#[test]
fn asl_table_words() {
    check(
        "asl-sk1",
        &[
            ("NMC", "morale-check"),
            ("IFT", "ift-column"),
            ("Prep Fire", "prep-fire"),
            ("PFPh", "prep-fire"),
            ("DFPh", "final-fire"),
            ("Defensive Fire Phase", "final-fire"),
            ("Advancing Fire", "advancing-fire"),
            ("RtPh", "rout"),
            ("ELR", "elr"),
            ("TEM", "terrain"),
            ("ROF", "support-weapons"),
            ("multiple ROF", "support-weapons"),
            ("malfunction", "sw-repair"),
            ("KIA", "results"),
            ("self rally", "rally"),
            ("assault move", "assault-movement"),
            ("wounded leader", "casualty"),
            ("Fire (IFT)", "ift-column"),
            ("Morale / Pin check", "morale-check"),
            ("Turn & units", "turn-record"),
            ("Movement (MF)", "movement"),
            ("Wound", "casualty"),
            ("Random selection", "results"),
            ("fuoco preparatorio", "prep-fire"),
            ("fuoco finale", "final-fire"),
            ("fase di fuoco difensivo", "final-fire"),
            ("fuoco avanzato", "advancing-fire"),
            ("pinnato", "ptc"),
            ("mitragliatrice inceppata", "support-weapons"),
            ("riparare un'arma", "sw-repair"),
            ("cadenza di tiro", "support-weapons"),
            ("comandante ferito", "casualty"),
            ("corpo a corpo", "close-combat"),
            ("marcia forzata", "movement"),
            ("modificatore del terreno", "terrain"),
            ("disturbo alla visuale", "hindrance"),
            ("mezza squadra", "firing-sw"),
            ("auto-recupero", "rally"),
            ("Fuoco (IFT)", "ift-column"),
            ("Turno e unità", "turn-record"),
            ("Movimento (MF)", "movement"),
            ("Ferita", "casualty"),
            ("Selezione casuale", "results"),
            ("fase della rotta", "rout"),
            ("MPh", "movement"),
            ("fase di movimento", "movement"),
            ("CCT", "close-combat"),
            ("residual FP", "residual"),
            ("sequenza di gioco", "sequence"),
            ("armi catturate", "captured-sw"),
            ("Support weapons", "sw-repair"),
            ("Armi di supporto (SW)", "support-weapons"),
            ("Close Combat", "close-combat"),
        ],
    );
}

#[test]
fn cc_great_war_table_words() {
    check(
        "cc-great-war",
        &[
            ("command cards", "section-vs-tactic"),
            ("medals", "winning"),
            ("victory medals", "winning"),
            ("NML", "nml-bombardment"),
            ("burst", "battle-die-faces"),
            ("melee", "hits-close-combat"),
            ("targeting template", "buying-targeting-dice"),
            ("hand limit", "combat-card-limits"),
            ("HQ tokens", "hq-gains-costs"),
            ("Turn & cards", "turn-phases"),
            ("Medals", "winning"),
            ("Set-up", "setup"),
            ("Artillery", "artillery-hits"),
            ("machine guns", "mg-range-dice"),
            ("battle dice", "unit-dice"),
            ("carte comando", "section-vs-tactic"),
            ("medaglie", "winning"),
            ("medaglie vittoria", "winning"),
            ("terra di nessuno", "no-mans-land"),
            ("mischia", "hits-close-combat"),
            ("sagoma obiettivo", "buying-targeting-dice"),
            ("limite di carte", "combat-card-limits"),
            ("quartier generale", "hq-gains-costs"),
            ("Turno e carte", "turn-phases"),
            ("Artiglieria", "artillery-hits"),
            ("mitragliatrice", "mg-range-dice"),
            ("mortai", "mortar-range-dice"),
            ("pescare una carta", "end-turn-draw"),
            ("dadi per distanza", "unit-dice"),
            ("sfondamento", "leaving-the-map"),
            ("combattimento a distanza", "hits-at-range"),
            ("ranged combat", "hits-at-range"),
        ],
    );
}

#[test]
fn trench_club_table_words() {
    check(
        "trench-club",
        &[
            ("Forts", "capture-fort"),
            ("Special rolls", "big-bertha"),
            ("Bertha", "big-bertha"),
            ("solo mode", "automa-setup"),
            ("HP", "dice-from-damage"),
            ("anti-aircraft", "attacking-aircraft"),
            ("first player", "who-starts"),
            ("road", "destination-counts"),
            ("river", "water"),
            ("cooperative", "coop"),
            ("anti-tank", "special-symbols"),
            ("war hero", "experience-levels"),
            ("dig a trench", "builder"),
            ("damage markers", "destroyed"),
            ("red dice", "flanking"),
            ("fire back", "return-fire"),
            ("Forti", "capture-fort"),
            ("Denaro", "income"),
            ("Tiri speciali", "big-bertha"),
            ("chi inizia", "who-starts"),
            ("fiume", "water"),
            ("contraerea", "attacking-aircraft"),
            ("solitario", "automa-setup"),
            ("Grande Berta", "big-bertha"),
            ("punti vita", "dice-from-damage"),
            ("strada", "destination-counts"),
            ("eroe di guerra", "experience-levels"),
            ("recluta", "experience-levels"),
            ("scavare una trincea", "builder"),
            ("segnalini danno", "destroyed"),
            ("dadi rossi", "flanking"),
            ("contrattacco", "return-fire"),
            ("livello di difficoltà", "automa-setup"),
            ("senso orario", "turn-order"),
            ("punti movimento", "move-costs"),
            ("partita veloce", "short-game"),
            ("Battle", "dice-from-damage"),
            ("Battaglia", "dice-from-damage"),
        ],
    );
}

#[test]
fn tide_of_iron_table_words() {
    check(
        "tide-of-iron",
        &[
            ("opportunity fire", "op-fire"),
            ("suppressed", "suppressive"),
            ("pin", "conditions"),
            ("command points", "command-income"),
            ("VP", "winning"),
            ("victory points", "winning"),
            ("movement", "advance"),
            ("fire and move", "fire-and-movement"),
            ("close assault", "assault"),
            ("engineers", "specialisations"),
            ("half-track", "transport"),
            ("armor", "defence"),
            ("fatigue", "unit-status"),
            ("heavy damage", "damage-effects"),
            ("indirect fire", "mortar"),
            ("minefield", "obstacles"),
            ("foxholes", "fortifications"),
            ("air support", "blast"),
            ("Command", "command-steps"),
            ("Status", "status-steps"),
            ("Actions", "action-turns"),
            ("Attack", "attack-sequence"),
            ("fuoco d'opportunità", "op-fire"),
            ("inchiodata", "conditions"),
            ("soppresso", "suppressive"),
            ("punti comando", "command-income"),
            ("punti vittoria", "winning"),
            ("movimento", "advance"),
            ("corpo a corpo", "assault"),
            ("mischia", "assault"),
            ("geniere", "specialisations"),
            ("buche", "fortifications"),
            ("danno leggero", "damage-effects"),
            ("supporto aereo", "blast"),
            ("fuoco indiretto", "mortar"),
            ("corazzatura", "defence"),
            ("affaticamento", "unit-status"),
            ("Comando", "command-steps"),
            ("Stato", "status-steps"),
            ("Azioni", "action-turns"),
            ("Attacco", "attack-sequence"),
            ("mine", "obstacles"),
            ("long range", "range"),
            ("linea di vista", "los"),
            ("passeggeri", "transport"),
        ],
    );
}

#[test]
fn we_were_brothers_table_words() {
    check(
        "we-were-brothers",
        &[
            ("line of sight", "sight"),
            ("spotting", "sight"),
            ("zone of control", "activation"),
            ("overwatch", "fop"),
            ("op fire", "fop"),
            ("shaken", "morale"),
            ("covering fire", "suppression"),
            ("medic", "treatment"),
            ("first aid", "treatment"),
            ("melee", "close-combat"),
            ("ambush", "cc-extra"),
            ("explosives", "charges"),
            ("air strike", "air"),
            ("ammo", "reload"),
            ("sniper", "cold-blood"),
            ("engineer", "specialists"),
            ("solo play", "missing"),
            ("dice colours", "ladder"),
            ("Grenades & support", "grenade-throw"),
            ("Resolution", "resolution"),
            ("XP", "xp"),
            ("linea di vista", "sight"),
            ("visuale", "sight"),
            ("zona di controllo", "activation"),
            ("fuoco di copertura", "suppression"),
            ("scosso", "morale"),
            ("medicare", "treatment"),
            ("mischia", "close-combat"),
            ("imboscata", "cc-extra"),
            ("esplosivo", "charges"),
            ("attacco aereo", "air"),
            ("munizioni", "reload"),
            ("cecchino", "cold-blood"),
            ("geniere", "specialists"),
            ("solitario", "missing"),
            ("colori dei dadi", "ladder"),
            ("Granate e supporto", "grenade-throw"),
            ("Risoluzione", "resolution"),
            ("in rotta", "morale"),
            ("orologio", "time-track"),
            ("soppresso", "morale"),
            ("full moon", "night"),
            ("luna piena", "night"),
            ("door", "obstacles"),
            ("regole opzionali", "tiers"),
            ("prigioniero", "surrender"),
            ("Care & morale", "treatment"),
            ("Cure e morale", "treatment"),
            ("Turn", "turn"),
            ("Turno", "turn"),
        ],
    );
}

/// The first explanation `query` gets for a word this game does not have.
fn first_absent(game: &str, query: &str) -> Option<String> {
    let (_, index) = index(game);
    index.search(query).absent.first().map(|a| a.note.clone())
}

/// Issue 39: the full game's rules a game leaves out are named as such, in either language.
#[test]
fn the_full_games_rules_are_said_to_be_missing() {
    let mut wrong = vec![];

    for (query, note) in [
        ("berserk", "asl-absent-heat-of-battle"),
        ("heroes", "asl-absent-heat-of-battle"),
        ("battle hardening", "asl-absent-heat-of-battle"),
        ("fire lane", "asl-absent-fire-lane"),
        ("hills", "asl-absent-terrain"),
        ("walls and hedges", "asl-absent-terrain"),
        ("foxholes", "asl-absent-fortifications"),
        ("barbed wire", "asl-absent-fortifications"),
        ("surrender", "asl-absent-surrender"),
        ("No Quarter", "asl-absent-surrender"),
        ("encirclement", "asl-absent-encirclement"),
        ("Hand-to-Hand", "asl-absent-hth"),
        ("eroe", "asl-absent-heat-of-battle"),
        ("collina", "asl-absent-terrain"),
        ("muri e siepi", "asl-absent-terrain"),
        ("trincea", "asl-absent-fortifications"),
        ("filo spinato", "asl-absent-fortifications"),
        ("prigionieri", "asl-absent-surrender"),
        ("accerchiamento", "asl-absent-encirclement"),
        ("corsia di fuoco", "asl-absent-fire-lane"),
    ] {
        if first_absent("asl-sk1", query).as_deref() != Some(note) {
            wrong.push(format!("asl-sk1 {query:?}: want {note}"));
        }
    }

    for (query, note) in [
        ("tanks", "ccgw-absent-tanks"),
        ("aircraft", "ccgw-absent-aircraft"),
        ("carri armati", "ccgw-absent-tanks"),
        ("aerei", "ccgw-absent-aircraft"),
    ] {
        if first_absent("cc-great-war", query).as_deref() != Some(note) {
            wrong.push(format!("cc-great-war {query:?}: want {note}"));
        }
    }

    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A term of several words is named only when the query holds all of them: "battaglia" or
/// "della" alone is not Heat of Battle ("furia della battaglia").
#[test]
fn an_absent_term_of_several_words_needs_them_all() {
    for query in ["battaglia", "fase della rotta", "fire", "fuoco"] {
        assert_eq!(first_absent("asl-sk1", query), None, "{query}");
    }
    check("asl-sk1", &[("fase della rotta", "rout")]);
    for query in ["heat of battle", "furia della battaglia", "fire lane"] {
        assert!(first_absent("asl-sk1", query).is_some(), "{query}");
    }
}
