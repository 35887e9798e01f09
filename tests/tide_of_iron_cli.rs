//! The rulebook's worked examples through `adjutant resolve|odds tide-of-iron …` (the real
//! binary). Lines are of `../shared/seeds/004_add4e14b58469e57.txt`.

mod common;
use common::{json, run};

fn toi(args: &[&str]) -> serde_json::Value {
    let mut a = vec!["resolve", "tide-of-iron"];
    a.extend_from_slice(args);
    a.push("--json");
    json(&a)
}

/// Concentrated Fire example (L1391-1395): 4 regulars at normal range on a squad in woods:
/// 4 black, 2 red; 2 black and 1 red succeed: 1 hit, 1 figure.
#[test]
fn concentrated_fire_example_l1391() {
    let v = toi(&[
        "attack",
        "--fp",
        "4",
        "--range",
        "4",
        "--distance",
        "3",
        "--cover",
        "2",
        "--dice",
        "5,6,1,2/5,3",
    ]);
    assert_eq!(v["hits_on"], 5);
    assert_eq!(v["black_hits"], 2);
    assert_eq!(v["red_hits"], 1);
    assert_eq!(v["hits"], 1);
    assert_eq!(v["effect"]["Figures"]["hits"], 1);
}

/// Fire and Movement example (L1399-1403): 4 regulars roll 2 black dice, no red (clear), 1
/// success: 1 figure.
#[test]
fn fire_and_movement_example_l1399() {
    let v = toi(&[
        "attack",
        "--fp",
        "4",
        "--range",
        "4",
        "--distance",
        "2",
        "--fire",
        "fire-move",
        "--dice",
        "6,2/",
    ]);
    assert_eq!(v["black"].as_array().map(Vec::len), Some(2));
    assert_eq!(v["red"].as_array().map(Vec::len), Some(0));
    assert_eq!(v["hits"], 1);
}

/// L1206-1208: 4 elites (FP 8) on Fire and Movement roll 4 dice.
#[test]
fn elite_fire_and_movement_halves_to_four_l1206() {
    let v = json(&[
        "odds",
        "tide-of-iron",
        "attack",
        "--fp",
        "8",
        "--range",
        "4",
        "--distance",
        "3",
        "--fire",
        "fire-move",
        "--json",
    ]);
    assert_eq!(v["black"], 4);
}

/// L1211 and L1241: an SdKfz 251 (armour 1) in rough terrain defends with 2; an M3A1 in
/// woods with 3.
#[test]
fn defence_strength_examples_l1211_l1241() {
    let base = [
        "odds",
        "tide-of-iron",
        "attack",
        "--fp",
        "4",
        "--range",
        "4",
        "--distance",
        "2",
    ];
    let mut a = base.to_vec();
    a.extend(["--vehicle", "1", "--cover", "1", "--json"]);
    assert_eq!(json(&a)["red"], 2);
    let mut a = base.to_vec();
    a.extend(["--vehicle", "1", "--cover", "2", "--json"]);
    assert_eq!(json(&a)["red"], 3);
}

/// Mixed ranges (L1379-1385): the lead unit is adjacent, its two supporters at normal range:
/// the attack hits on 5-6.
#[test]
fn mixed_range_combined_fire_l1379() {
    let v = json(&[
        "odds",
        "tide-of-iron",
        "attack",
        "--fp",
        "4",
        "--range",
        "4",
        "--distance",
        "1",
        "--support",
        "4:4:3",
        "--support",
        "4:4:4",
        "--json",
    ]);
    assert_eq!(v["hits_on"], 5);
    // 4 + 2 + 2 black dice.
    assert_eq!(v["black"], 8);
}

/// Combined Op Fire example A (L1411-1417): two squads on Op Fire at a tank that moved next
/// to them; close range; 3 hits heavily damage it, it is Fatigued and stops.
#[test]
fn combined_op_fire_example_a_l1411() {
    let v = toi(&[
        "attack",
        "--fire",
        "op-fire",
        "--fp",
        "4",
        "--range",
        "1",
        "--distance",
        "1",
        "--support",
        "4:1:1",
        "--vehicle",
        "4",
        "--heavy-vehicle",
        "--dice",
        "4,5,6,1,2,3/1,2,3,4",
    ]);
    assert_eq!(v["hits_on"], 4);
    assert_eq!(v["hits"], 3);
    assert_eq!(v["effect"]["Damage"]["to"], "heavy");
    assert_eq!(v["stops_mover"], true);
}

/// Combined Concentrated Fire example B (L1419-1423): a tank at full FP plus a squad at half,
/// both at normal range, against a squad in a building: the tank's Violent Firepower adds
/// +3 FP and +3 range. With the Tiger I's 5/6 (derived from L1858): 9 + 2 black, 3 red.
#[test]
fn combined_concentrated_fire_example_b_l1419() {
    let v = json(&[
        "odds",
        "tide-of-iron",
        "attack",
        "--fp",
        "6",
        "--range",
        "5",
        "--distance",
        "8",
        "--tank",
        "--support",
        "4:4:4",
        "--cover",
        "3",
        "--building",
        "--json",
    ]);
    assert_eq!(v["hits_on"], 5);
    assert_eq!(v["black"], 11);
    assert_eq!(v["red"], 3);
}

/// Anti-tank example (L2043-2045): 4 regulars at a Panzer IV 5 hexes away: range 3 so long
/// range, hits on 6; FP 4 + 3 = 7.
#[test]
fn anti_tank_example_l2043() {
    let v = json(&[
        "odds",
        "tide-of-iron",
        "attack",
        "--fp",
        "4",
        "--range",
        "1",
        "--distance",
        "5",
        "--anti-tank",
        "--vehicle",
        "4",
        "--json",
    ]);
    assert_eq!(v["black"], 7);
    assert_eq!(v["hits_on"], 6);
    assert_eq!(v["band"], "Long");
}

/// Range examples (L1079-1089): range 4; 8 hexes is long range but not with Fire and
/// Movement; 9 is out of range. From two levels up (L1073-1075) 5 hexes is normal range.
#[test]
fn range_examples_l1079() {
    let odds = |extra: &[&str]| {
        let mut a = vec![
            "odds",
            "tide-of-iron",
            "attack",
            "--fp",
            "4",
            "--range",
            "4",
        ];
        a.extend_from_slice(extra);
        a.push("--json");
        run(&a)
    };
    let (code, out, _) = odds(&["--distance", "8"]);
    assert_eq!(code, 0);
    assert!(out.contains("\"Long\""));
    let (code, _, err) = odds(&["--distance", "8", "--fire", "fire-move", "--lang", "en"]);
    assert_ne!(code, 0);
    assert!(err.contains("long range"), "{err}");
    let (code, _, err) = odds(&["--distance", "9", "--lang", "en"]);
    assert_ne!(code, 0);
    assert!(err.contains("Out of range"), "{err}");
    let (_, out, _) = odds(&["--distance", "5", "--higher"]);
    assert!(out.contains("\"Normal\""));
}

/// Heavily damaged Sherman (L1304-1306): armour 4 becomes 3, FP 7 becomes 4; it cannot
/// support Combined Fire (halved twice, L1870).
#[test]
fn damaged_sherman_l1304() {
    let v = json(&[
        "odds",
        "tide-of-iron",
        "attack",
        "--fp",
        "7",
        "--range",
        "6",
        "--distance",
        "3",
        "--heavy-damage",
        "--vehicle",
        "4",
        "--damage",
        "heavy",
        "--json",
    ]);
    assert_eq!(v["black"], 4);
    assert_eq!(v["red"], 3);
    let (code, _, err) = run(&[
        "odds",
        "tide-of-iron",
        "attack",
        "--fp",
        "4",
        "--range",
        "4",
        "--distance",
        "3",
        "--support",
        "7:6:3:heavy-damage",
        "--lang",
        "en",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("cannot support"), "{err}");
}

/// Area attack example (L1457-1465): a mortar's suppressive FP 4 on woods with two squads
/// and a half-track: 3 hits; squad 1 (2 red, no save) is Disrupted; squad 2, entrenched (4
/// red, 2 saves), is Pinned; the half-track is ignored.
#[test]
fn mortar_area_example_l1457() {
    let v = toi(&[
        "area",
        "--mortar",
        "5",
        "--suppressive",
        "--unit",
        "squad:2",
        "--unit",
        "squad:2:entrenched",
        "--unit",
        "vehicle:1:2",
        "--dice",
        "5,6,6,2/1,3/5,6,2,1",
    ]);
    assert_eq!(v["fp"], 4);
    assert_eq!(v["hex_hits"], 3);
    assert_eq!(v["units"][0]["effect"]["Condition"]["to"], "disrupted");
    assert_eq!(v["units"][1]["effect"]["Condition"]["to"], "pinned");
    assert_eq!(v["units"][2]["red"], serde_json::Value::Null);
    assert_eq!(v["clears_wire"], true);
}

/// Off-board artillery example (L1932-1950), "Copertura Continua": contact (4) made; normal
/// LOS gives drift number 4; black 3 drifts 3 hexes, red 3 directly right; suppressive Area
/// Attack 4 on 2 squads without cover; Blast 3 on the adjacent hexes, squads suppressed and
/// the vehicle immune.
#[test]
fn off_board_artillery_example_l1932() {
    assert_eq!(
        toi(&["contact", "--x", "4", "--dice", "4"])["contact"],
        true
    );
    assert_eq!(
        toi(&["contact", "--x", "4", "--dice", "3"])["contact"],
        false
    );
    let d = toi(&[
        "drift",
        "--spotting",
        "normal",
        "--dice",
        "3,3",
        "--lang",
        "en",
    ]);
    assert_eq!(d["drift_number"], 4);
    assert_eq!(d["on_target"], false);
    assert_eq!(d["hexes"], 3);
    assert_eq!(d["direction"], "directly right");
    let a = toi(&[
        "area",
        "--fp",
        "4",
        "--suppressive",
        "--unit",
        "squad:0",
        "--unit",
        "squad:0",
        "--dice",
        "5,1,2,3//",
    ]);
    assert_eq!(a["units"][0]["red"].as_array().map(Vec::len), Some(0));
    assert_eq!(a["units"][1]["effect"]["Condition"]["to"], "pinned");
    let b = toi(&[
        "area",
        "--fp",
        "3",
        "--suppressive",
        "--unit",
        "squad:0",
        "--unit",
        "vehicle:1:0",
        "--dice",
        "6,6,1/",
    ]);
    assert_eq!(b["units"][0]["effect"]["Condition"]["to"], "pinned");
    assert_eq!(b["units"][1]["red"], serde_json::Value::Null);
}

/// Drift examples (L1969-1975): number 6 with black 5 drifts 5; number 4 with black 2
/// drifts 2; number 4 with black 5 (or 4 or 6) is on target.
#[test]
fn drift_examples_l1969() {
    assert_eq!(
        toi(&["drift", "--spotting", "none", "--dice", "5,1"])["hexes"],
        5
    );
    assert_eq!(
        toi(&["drift", "--spotting", "normal", "--dice", "2,6"])["hexes"],
        2
    );
    for b in ["4", "5", "6"] {
        let d = toi(&["drift", "--spotting", "normal", "--dice", &format!("{b},2")]);
        assert_eq!(d["on_target"], true);
    }
    assert_eq!(
        toi(&["drift", "--spotting", "improved", "--dice", "3,2"])["on_target"],
        true
    );
}

/// Assault example (L1496-1504): entrenched German squad and a half-track in clear terrain;
/// the red dice are 2 (the entrenchment); the US scores 5, the German 2: the German retreats.
#[test]
fn assault_example_l1496() {
    let v = toi(&[
        "assault",
        "--fp",
        "4",
        "--support",
        "4",
        "--support",
        "4",
        "--defender",
        "4:entrenched",
        "--light-vehicle",
        "1",
        "--dice",
        "4,5,6,6,4,1,2,3/1,2/4,5,1,1,2",
    ]);
    assert_eq!(v["cover"].as_array().map(Vec::len), Some(2));
    assert_eq!(v["attacker_hits"], 5);
    assert_eq!(v["defender_hits"], 2);
    assert_eq!(v["attacker_wins"], true);
}

/// Assault cover (L1508-1510): woods with 3 defenders, 2 entrenched: 2 + 2 + 2 = 6 red.
#[test]
fn assault_cover_example_l1508() {
    let v = json(&[
        "odds",
        "tide-of-iron",
        "assault",
        "--fp",
        "4",
        "--defender",
        "4:entrenched",
        "--defender",
        "4:entrenched",
        "--defender",
        "3",
        "--cover",
        "2",
        "--json",
    ]);
    assert_eq!(v["cover_dice"], 6);
}

/// Heal (L2063-2075): 4-6 puts back one regular; a full squad cannot be healed.
#[test]
fn heal_l2063() {
    assert_eq!(
        toi(&["heal", "--holes", "2", "--dice", "4"])["healed"],
        true
    );
    assert_eq!(
        toi(&["heal", "--holes", "2", "--dice", "3"])["healed"],
        false
    );
    let (code, _, _) = run(&[
        "resolve",
        "tide-of-iron",
        "heal",
        "--holes",
        "4",
        "--dice",
        "6",
    ]);
    assert_ne!(code, 0);
}

/// Minefield (L2264-2268): 4 black dice, each 4-6 a hit; engineers take none.
#[test]
fn minefield_l2264() {
    assert_eq!(toi(&["mine", "--dice", "4,5,1,2"])["hits"], 2);
    assert_eq!(
        toi(&["mine", "--dice", "4,5,1,2", "--engineers"])["hits"],
        0
    );
}

/// Bad input is refused with a message naming it, never a panic.
#[test]
fn bad_input_is_refused() {
    for args in [
        &[
            "attack",
            "--fp",
            "4",
            "--range",
            "4",
            "--distance",
            "3",
            "--dice",
            "7,1,1,1/",
        ][..],
        &[
            "attack",
            "--fp",
            "4",
            "--range",
            "4",
            "--distance",
            "3",
            "--dice",
            "1,1/",
        ],
        &[
            "attack",
            "--fp",
            "4",
            "--range",
            "4",
            "--distance",
            "3",
            "--vehicle",
            "2",
            "--suppressive",
        ],
        &["attack", "--fp", "99", "--range", "4", "--distance", "3"],
        &["drift", "--dice", "0,3"],
        &["contact", "--x", "9"],
        &["area", "--mortar", "1", "--unit", "squad:0"],
    ] {
        let mut a = vec!["resolve", "tide-of-iron"];
        a.extend_from_slice(args);
        let (code, _, err) = run(&a);
        assert_ne!(code, 0, "{args:?}");
        assert!(
            !err.is_empty() && !err.contains("panicked"),
            "{args:?}: {err}"
        );
    }
}
