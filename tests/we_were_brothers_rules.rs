//! We Were Brothers: the rulebook's worked examples and stated rolls, through the real
//! `adjutant resolve|odds we-were-brothers …`. Line numbers are those of
//! `../shared/seeds/001_40785f813387578c.txt`. The dice are named by colour in `--dice`
//! (`purple=killed`), so each test also checks which die the ladder picked. Die faces are the
//! placeholder layout of `data/we-were-brothers/dice.json`; the tests use only faces that layout
//! has, and the colour each rule names.

mod common;
use common::{json, run};

fn resolve(args: &[&str]) -> serde_json::Value {
    let mut a = vec!["resolve", "we-were-brothers"];
    a.extend_from_slice(args);
    a.push("--json");
    json(&a)
}

fn answer(args: &[&str]) -> String {
    resolve(args)["answer"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn refused(args: &[&str]) -> String {
    let mut a = vec!["resolve", "we-were-brothers"];
    a.extend_from_slice(args);
    let (code, out, err) = run(&a);
    assert_ne!(code, 0, "should be refused: {args:?}\n{out}");
    err
}

/// L87: a Red base die +1 becomes Blue, −2 becomes Green. The example card of L123 (Yellow to
/// 3 MHx, Red 4–7, Grey 8–15): at 5 MHx it rolls Red; a standing man in the open (+1) makes it
/// Blue; behind partial cover (−2) Green.
#[test]
fn l87_l123_red_plus_one_is_blue_minus_two_is_green() {
    let base = [
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "5",
        "--firer",
        "kneeling",
    ];
    let mut a = base.to_vec();
    a.extend(["--target", "standing", "--dice", "blue=killed"]);
    assert_eq!(answer(&a), "Killed");
    let mut a = base.to_vec();
    a.extend(["--cover", "partial", "--dice", "green=light-wound"]);
    assert_eq!(answer(&a), "Light wound");
    // L123: 8–15 MHx is Grey; past 15 the card does not reach.
    let a = [
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "9",
        "--firer",
        "kneeling",
        "--target",
        "kneeling",
        "--dice",
        "pink=miss",
    ];
    let err = refused(&[
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "16",
        "--dice",
        "miss",
    ]);
    assert!(err.contains("beyond the longest range"), "{err}");
    assert_eq!(answer(&a), "Miss", "Grey −1 (kneeling, reading) = Pink");
}

/// L415–L421: an M1 Garand at 4 MHx rolls the medium die, Blue; a standing man in the open
/// makes it Purple, and the Garand's standing −1 brings it back to Blue. In the same MHx the
/// card's most lethal die (Blue) is used.
#[test]
fn l415_l421_m1_garand_blue_purple_blue() {
    let v = resolve(&[
        "fire",
        "--weapon",
        "m1-garand",
        "--range",
        "4",
        "--target",
        "standing",
        "--firer",
        "standing",
        "--dice",
        "blue=killed",
    ]);
    assert_eq!(v["answer"], "Killed");
    assert_eq!(v["outcome"]["effect"]["hit"]["kind"], "killed");
    // Prone firer (no card modifier): Purple.
    assert_eq!(
        answer(&[
            "fire",
            "--weapon",
            "m1-garand",
            "--range",
            "4",
            "--firer",
            "prone",
            "--dice",
            "purple=killed"
        ]),
        "Killed"
    );
    // Same MHx: the most lethal die (Blue), then the same modifiers.
    assert_eq!(
        answer(&[
            "fire",
            "--weapon",
            "m1-garand",
            "--range",
            "0",
            "--dice",
            "blue=serious-wound"
        ]),
        "Serious wound"
    );
}

/// L423: an MG-42 (penetration 1) at a standing man behind a half-level hedge uses +1 (in the
/// open), not −2; a BREN (penetration 0) takes the −2.
#[test]
fn l423_penetration_ignores_the_hedge() {
    let v = resolve(&[
        "fire",
        "--weapon",
        "mg-42",
        "--range",
        "5",
        "--firer",
        "kneeling",
        "--gunner",
        "--target",
        "standing",
        "--cover",
        "partial",
        "--hedge",
        "--dice",
        "purple=killed",
    ]);
    assert_eq!(v["answer"], "Killed");
    assert_eq!(
        answer(&[
            "fire",
            "--weapon",
            "bren-mk1",
            "--range",
            "5",
            "--firer",
            "kneeling",
            "--gunner",
            "--target",
            "standing",
            "--cover",
            "partial",
            "--hedge",
            "--dice",
            "yellow=light-wound",
        ]),
        "Light wound"
    );
}

/// L421: open and cover modifiers never add up: a kneeling man in woods takes only the woods
/// modifier (−3, reading of the aid): Yellow (short band of the example card) → Pink.
#[test]
fn l421_kneeling_in_woods_only_woods() {
    assert_eq!(
        answer(&[
            "fire",
            "--weapon",
            "example-card",
            "--range",
            "2",
            "--firer",
            "kneeling",
            "--target",
            "kneeling",
            "--cover",
            "woods",
            "--dice",
            "pink=miss",
        ]),
        "Miss"
    );
}

/// L433, L369, L781, L851, L780: headshot −2, running −3, foreign −1 (not with Arms 2), a
/// squad MG without the gunner −3, Arms +1/+2, a headshot serious wound bleeds.
#[test]
fn l433_fire_modifiers_and_headshot() {
    // Example card at 5: Red; headshot −2 and standing target +1 → Yellow.
    let v = resolve(&[
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "5",
        "--firer",
        "kneeling",
        "--headshot",
        "--dice",
        "yellow=serious-wound",
    ]);
    assert_eq!(v["answer"], "Serious wound");
    assert_eq!(v["outcome"]["effect"]["hit"]["headshot"], true);
    // Running −3, Arms +2: Red +1 −3 +2 = Red.
    assert_eq!(
        answer(&[
            "fire",
            "--weapon",
            "example-card",
            "--range",
            "5",
            "--firer",
            "kneeling",
            "--running",
            "--arms",
            "2",
            "--dice",
            "red=killed",
        ]),
        "Killed"
    );
    // Foreign weapon −1 (Red +1 −1 = Red); with Arms 2 it is ignored (+2: Purple).
    assert_eq!(
        answer(&[
            "fire",
            "--weapon",
            "example-card",
            "--range",
            "5",
            "--firer",
            "kneeling",
            "--foreign",
            "--dice",
            "red=killed",
        ]),
        "Killed"
    );
    assert_eq!(
        answer(&[
            "fire",
            "--weapon",
            "example-card",
            "--range",
            "5",
            "--firer",
            "kneeling",
            "--foreign",
            "--arms",
            "2",
            "--dice",
            "black=killed",
        ]),
        "Killed"
    );
    // MG-34 without the gunner: −3 on all ranges.
    assert_eq!(
        answer(&[
            "fire",
            "--weapon",
            "mg-34",
            "--range",
            "1",
            "--firer",
            "kneeling",
            "--target",
            "kneeling",
            "--dice",
            "green=light-wound",
        ]),
        "Light wound"
    );
}

/// L520: the Italian assaults with Yellow (no Strength, the Englishman alert): "suppressed"
/// shakes him; the shaken Englishman replies with Grey (miss); striking a shaken man is Blue
/// (additional rule); a second "suppressed" on the shaken man suppresses him and he flees.
#[test]
fn l520_close_combat_sequence() {
    assert_eq!(
        answer(&["close-combat", "--dice", "yellow=suppressed"]),
        "Shaken"
    );
    assert_eq!(
        answer(&["close-combat", "--striker-shaken", "--dice", "grey=miss"]),
        "Miss"
    );
    assert_eq!(
        answer(&[
            "close-combat",
            "--target-shaken",
            "--dice",
            "blue=light-wound"
        ]),
        "Light wound"
    );
    assert_eq!(
        answer(&[
            "close-combat",
            "--striker-shaken",
            "--dice",
            "grey=light-wound"
        ]),
        "Light wound"
    );
    assert_eq!(
        answer(&[
            "close-combat",
            "--target-shaken",
            "--dice",
            "blue=suppressed"
        ]),
        "Suppressed: he flees"
    );
    // L500 ambush: Black; L524 Cherry Corner: always Yellow.
    assert_eq!(
        answer(&["close-combat", "--ambush", "--dice", "black=killed"]),
        "Killed"
    );
    assert_eq!(
        answer(&[
            "close-combat",
            "--ambush",
            "--cherry-corner",
            "--dice",
            "yellow=killed"
        ]),
        "Killed"
    );
    // L498: Strength 2 moves Yellow two steps: Blue.
    assert_eq!(
        answer(&["close-combat", "--strength", "2", "--dice", "blue=killed"]),
        "Killed"
    );
}

/// L540–L550: Grey OK/medal is accurate and the Blue number against the distance moves it
/// 1 Hx; a blank Grey scatters 3 Hx toward the Blue number, 1 = downwind.
#[test]
fn l542_l550_grenade_throw_and_scatter() {
    assert_eq!(
        answer(&["grenade", "--distance", "2", "--dice", "grey=ok,blue=2"]),
        "Accurate: lands on the marker"
    );
    assert_eq!(
        answer(&["grenade", "--distance", "2", "--dice", "grey=medal,blue=5"]),
        "Accurate: lands 1 Hx beyond"
    );
    assert_eq!(
        answer(&["grenade", "--distance", "3", "--dice", "grey=ok,blue=1"]),
        "Accurate: lands 1 Hx short"
    );
    let v = resolve(&["grenade", "--distance", "2", "--dice", "grey=miss,blue=4"]);
    assert_eq!(v["answer"], "Wide: 3 Hx toward 4");
    assert_eq!(v["outcome"]["drift"]["direction"], 4);
    assert_eq!(v["outcome"]["drift"]["distance"], 3);
    // L369: a running thrower is always wide.
    assert_eq!(
        answer(&[
            "grenade",
            "--distance",
            "1",
            "--running",
            "--dice",
            "grey=ok,blue=6"
        ]),
        "Wide: 3 Hx toward 6"
    );
    // L530–L534: 3 MHx, −1 per obstacle level, +1 per Strength level.
    refused(&["grenade", "--distance", "4", "--dice", "ok,4"]);
    assert!(
        resolve(&[
            "grenade",
            "--distance",
            "4",
            "--strength",
            "1",
            "--dice",
            "ok,4"
        ])["answer"]
            .is_string()
    );
    refused(&[
        "grenade",
        "--distance",
        "3",
        "--obstacle",
        "1",
        "--dice",
        "ok,3",
    ]);
    refused(&["grenade", "--distance", "3", "--satchel", "--dice", "ok,3"]);
}

/// L556: Black in the landing Hx and ring 1 (open-ground posture modifiers), one step down in
/// the outer ring; Blue behind a hedge, White behind a low wall; below White no roll.
#[test]
fn l556_blast_dice_by_ring_and_cover() {
    assert_eq!(
        answer(&[
            "blast",
            "--ring",
            "1",
            "--posture",
            "prone",
            "--dice",
            "blue=light-wound"
        ]),
        "Light wound",
        "Black −2 (prone, reading) = Blue"
    );
    assert_eq!(
        answer(&[
            "blast",
            "--ring",
            "2",
            "--posture",
            "kneeling",
            "--dice",
            "blue=killed"
        ]),
        "Killed"
    );
    assert_eq!(
        answer(&[
            "blast",
            "--ring",
            "2",
            "--shelter",
            "light",
            "--dice",
            "red=killed"
        ]),
        "Killed"
    );
    assert_eq!(
        answer(&[
            "blast",
            "--ring",
            "1",
            "--shelter",
            "heavy",
            "--dice",
            "white=miss"
        ]),
        "Miss"
    );
    assert_eq!(
        answer(&["blast", "--ring", "2", "--shelter", "heavy", "--dice", ""]),
        "No roll: no effect"
    );
    assert_eq!(
        answer(&[
            "blast",
            "--shelter",
            "building",
            "--dice",
            "blue=serious-wound"
        ]),
        "Serious wound"
    );
}

/// L562–L571: adjacent to the window it goes in; in the same MHx Green, −1 per MHx, −1 more
/// for a bunker slit; below White impossible; a blank bounces 2 Hx back.
#[test]
fn l562_grenade_into_a_building() {
    assert_eq!(
        answer(&["window", "--adjacent", "--dice", ""]),
        "In through the opening"
    );
    assert_eq!(
        answer(&["window", "--dice", "green=ok"]),
        "In through the opening"
    );
    assert_eq!(
        answer(&["window", "--mhx", "1", "--dice", "grey=miss"]),
        "Bounces back 2 Hx"
    );
    assert_eq!(
        answer(&["window", "--mhx", "2", "--bunker", "--dice", "white=medal"]),
        "In through the opening"
    );
    let err = refused(&["window", "--mhx", "3", "--bunker", "--dice", "ok"]);
    assert!(err.contains("not possible"), "{err}");
}

/// L591–L593, L605–L607: placement Red ≥5 (+2/+3 Explosives), the disaster face blows it up
/// (L2 rolls it again); detonation Red ≥3 for a charge, ≥4 for a satchel, no skill.
#[test]
fn l591_l607_charges() {
    assert_eq!(
        answer(&["place-charge", "--dice", "red=5,grey=miss"]),
        "Charge placed"
    );
    assert_eq!(
        answer(&["place-charge", "--dice", "red=4,grey=miss"]),
        "Not placed"
    );
    assert_eq!(
        answer(&[
            "place-charge",
            "--explosives",
            "1",
            "--dice",
            "red=3,grey=miss"
        ]),
        "Charge placed"
    );
    assert_eq!(
        answer(&["place-charge", "--dice", "red=disaster,grey=ok"]),
        "It explodes in his hands"
    );
    assert_eq!(
        answer(&[
            "place-charge",
            "--explosives",
            "2",
            "--dice",
            "red=disaster,grey=ok,red=2"
        ]),
        "Charge placed"
    );
    let v = resolve(&[
        "place-charge",
        "--explosives",
        "1",
        "--dice",
        "red=6,grey=medal",
    ]);
    assert_eq!(v["outcome"]["xp"], "explosives");
    assert_eq!(answer(&["detonate", "--dice", "red=3"]), "Target destroyed");
    assert_eq!(
        answer(&["detonate", "--dice", "red=2"]),
        "No effect: remove the marker"
    );
    assert_eq!(
        answer(&["detonate", "--satchel", "--dice", "red=3"]),
        "No effect: remove the marker"
    );
    assert_eq!(
        answer(&["detonate", "--satchel", "--dice", "red=4"]),
        "Demolished"
    );
    // L607: the collapse rolls Blue for occupants, Red for the MHx.
    assert_eq!(
        answer(&["collapse", "--inside", "--dice", "blue=killed"]),
        "Killed"
    );
    assert_eq!(
        answer(&["collapse", "--dice", "red=light-wound"]),
        "Light wound"
    );
}

/// L639–L647: treatment Red ≥3 (bleeding) / ≥4 (unconscious), First Aid +1/+2, the disaster face
/// kills (L2 rolls again); the medic's Grey gives 1 or 2 boxes back.
#[test]
fn l639_l647_treatment_and_medic() {
    assert_eq!(
        answer(&["treat", "--dice", "red=3,grey=miss"]),
        "The bleeding stops"
    );
    assert_eq!(
        answer(&["treat", "--dice", "red=2,grey=miss"]),
        "No improvement"
    );
    assert_eq!(
        answer(&["treat", "--unconscious", "--dice", "red=3,grey=miss"]),
        "No improvement"
    );
    assert_eq!(
        answer(&[
            "treat",
            "--unconscious",
            "--first-aid",
            "1",
            "--dice",
            "red=3,grey=miss"
        ]),
        "Stabilised"
    );
    assert_eq!(
        answer(&[
            "treat",
            "--first-aid",
            "1",
            "--dice",
            "red=disaster,grey=ok"
        ]),
        "He dies under treatment"
    );
    assert_eq!(
        answer(&[
            "treat",
            "--first-aid",
            "2",
            "--dice",
            "red=disaster,grey=ok,red=disaster"
        ]),
        "He dies under treatment"
    );
    assert_eq!(
        answer(&[
            "treat",
            "--first-aid",
            "2",
            "--dice",
            "red=disaster,grey=medal,red=4"
        ]),
        "The bleeding stops"
    );
    let v = resolve(&["treat", "--dice", "red=5,grey=medal"]);
    assert_eq!(v["outcome"]["xp"], "first-aid");
    assert_eq!(
        answer(&["medic", "--first-aid", "2", "--dice", "grey=ok"]),
        "2 health boxes back"
    );
    assert_eq!(
        answer(&["medic", "--first-aid", "1", "--dice", "grey=ok"]),
        "One health box back"
    );
    refused(&["medic", "--first-aid", "0", "--dice", "ok"]);
}

/// L653–L655: each resolution phase, Red against the marker (3 bleeding, 4 unconscious),
/// Strength adds; failure one step worse; the disaster face kills.
#[test]
fn l653_deterioration() {
    assert_eq!(
        answer(&["deterioration", "--dice", "red=3"]),
        "Holds steady"
    );
    assert_eq!(
        answer(&["deterioration", "--dice", "red=2"]),
        "Loses consciousness"
    );
    assert_eq!(
        answer(&["deterioration", "--unconscious", "--dice", "red=3"]),
        "He dies"
    );
    assert_eq!(
        answer(&[
            "deterioration",
            "--unconscious",
            "--strength",
            "1",
            "--dice",
            "red=3"
        ]),
        "Holds steady"
    );
    assert_eq!(
        answer(&["deterioration", "--strength", "2", "--dice", "red=disaster"]),
        "He dies"
    );
}

/// L696, L713, L742, L881: rally (Blue 4 shaken, Red 5 suppressed or routed; the disaster face
/// routs a suppressed man), a routed man's own Red 5, the Cold-blood test.
#[test]
fn l696_l713_l881_morale() {
    assert_eq!(
        answer(&["rally", "--from", "shaken", "--dice", "blue=4,grey=miss"]),
        "Rallied one step"
    );
    assert_eq!(
        answer(&["rally", "--from", "shaken", "--dice", "blue=3,grey=miss"]),
        "The rally fails"
    );
    assert_eq!(
        answer(&["rally", "--from", "suppressed", "--dice", "red=5,grey=miss"]),
        "Rallied one step"
    );
    assert_eq!(
        answer(&[
            "rally",
            "--from",
            "suppressed",
            "--dice",
            "red=disaster,grey=ok"
        ]),
        "Routed"
    );
    let v = resolve(&["rally", "--from", "routed", "--dice", "red=6,grey=medal"]);
    assert_eq!(v["outcome"]["xp"], "leadership");
    assert_eq!(v["outcome"]["effect"]["status"], "suppressed");
    assert_eq!(
        answer(&["rout-recovery", "--dice", "red=5"]),
        "Back in hand: suppressed"
    );
    assert_eq!(
        answer(&["rout-recovery", "--dice", "red=4"]),
        "Still routed"
    );
    assert!(answer(&["rout-recovery", "--dice", "red=disaster"]).starts_with("Panic"));
    assert_eq!(
        answer(&["cold-blood", "--dice", "red=5,grey=miss"]),
        "Keeps his nerve"
    );
    assert_eq!(
        answer(&["cold-blood", "--dice", "red=4,grey=miss"]),
        "Suppressed"
    );
    assert_eq!(
        answer(&["cold-blood", "--dice", "red=disaster,grey=miss"]),
        "Routed"
    );
    assert_eq!(
        answer(&["area", "--dice", "red=5"]),
        "Enters the suppressed MHx"
    );
    assert_eq!(
        answer(&["area", "--dice", "red=4"]),
        "Suppressed on entering"
    );
}

/// L463–L478: suppression needs the chamber die on or left of the first suppression box;
/// 3 boxes take it from box 2 to box 5, from box 3 the weapon is empty; a medal trains Arms.
#[test]
fn l463_l478_suppression_boxes() {
    let v = resolve(&[
        "suppression",
        "--weapon",
        "bar-1918a2",
        "--box-now",
        "2",
        "--dice",
        "red=light-wound",
    ]);
    assert_eq!(v["answer"], "MHx suppressed");
    let w = v["outcome"]["working"].to_string();
    assert!(
        w.contains("wwb-w-suppression-boxes") && w.contains("\"num\":5"),
        "{w}"
    );
    let v = resolve(&[
        "suppression",
        "--weapon",
        "bar-1918a2",
        "--box-now",
        "3",
        "--dice",
        "red=3",
    ]);
    assert!(
        v["outcome"]["working"]
            .to_string()
            .contains("wwb-w-suppression-empties")
    );
    refused(&[
        "suppression",
        "--weapon",
        "bar-1918a2",
        "--box-now",
        "4",
        "--dice",
        "red=3",
    ]);
    refused(&["suppression", "--weapon", "m1-garand", "--dice", "red=3"]);
    assert_eq!(
        answer(&[
            "suppression",
            "--weapon",
            "bar-1918a2",
            "--dice",
            "red=disaster"
        ]),
        "Suppression fails"
    );
    let v = resolve(&[
        "suppression",
        "--weapon",
        "m1a1-thompson",
        "--dice",
        "yellow=medal",
    ]);
    assert_eq!(v["outcome"]["xp"], "arms");
}

/// L317–L321, L262, L879, L361: the sight test's dice.
#[test]
fn l317_sight_test() {
    assert_eq!(answer(&["sight", "--dice", "grey=ok,red=3"]), "Spotted");
    assert_eq!(
        answer(&["sight", "--dice", "grey=ok,red=disaster"]),
        "Spotted; he fires first"
    );
    assert_eq!(
        answer(&[
            "sight",
            "--observation",
            "1",
            "--dice",
            "green=suppressed,red=3"
        ]),
        "Not spotted"
    );
    // Observation L2: Yellow alone, no Red.
    assert_eq!(
        answer(&["sight", "--observation", "2", "--dice", "yellow=ok"]),
        "Spotted"
    );
    assert_eq!(
        answer(&["sight", "--camouflaged", "--dice", "white=ok,red=2"]),
        "Spotted"
    );
    assert_eq!(
        answer(&["sight", "--night", "--dice", "pink=miss,red=2"]),
        "Not spotted"
    );
    assert_eq!(
        answer(&[
            "sight",
            "--dispute",
            "--observation",
            "2",
            "--dice",
            "grey=ok"
        ]),
        "Spotted"
    );
    // L319 optional rule: Grey −2 = White, only with the optional tier.
    assert_eq!(
        answer(&[
            "sight",
            "--hard-target",
            "--optional",
            "--dice",
            "white=ok,red=2"
        ]),
        "Spotted"
    );
    assert_eq!(
        answer(&["sight", "--hard-target", "--dice", "grey=ok,red=2"]),
        "Spotted"
    );
}

/// L229, L810, L233, L744: initiative tie on Blue; the Pink tests.
#[test]
fn l229_initiative_and_pink_tests() {
    assert_eq!(
        answer(&["initiative", "--dice", "blue=5,blue=2"]),
        "The first side wins"
    );
    assert_eq!(
        answer(&["initiative", "--dice", "blue=1,blue=2"]),
        "The second side wins"
    );
    assert_eq!(
        answer(&["initiative", "--dice", "blue=3,blue=3"]),
        "Tie: roll the Blue dice again"
    );
    assert_eq!(
        answer(&["pink", "--test", "regain-initiative", "--dice", "pink=ok"]),
        "Initiative won back"
    );
    assert_eq!(
        answer(&[
            "pink",
            "--test",
            "fire-while-suppressed",
            "--dice",
            "pink=miss"
        ]),
        "Test failed"
    );
}

/// L894–L898, L865, L921, L902: support fire.
#[test]
fn l894_support_fire() {
    assert_eq!(
        answer(&[
            "support-accuracy",
            "--los-and-leader",
            "--dice",
            "pink=ok,blue=3"
        ]),
        "On target"
    );
    let v = resolve(&[
        "support-accuracy",
        "--los-and-leader",
        "--dice",
        "pink=miss,blue=3",
    ]);
    assert_eq!(v["answer"], "Drifts 1 MHx toward 3");
    assert_eq!(v["outcome"]["drift"]["mega"], true);
    assert_eq!(
        answer(&["support-accuracy", "--dice", "white=miss,blue=6"]),
        "Drifts 2 MHx toward 6"
    );
    assert_eq!(
        answer(&[
            "support-accuracy",
            "--los-and-leader",
            "--substitute",
            "--dice",
            "white=miss,blue=1"
        ]),
        "Drifts 2 MHx toward 1"
    );
    assert_eq!(
        answer(&[
            "barrage",
            "--posture",
            "prone",
            "--dice",
            "blue=light-wound"
        ]),
        "Light wound"
    );
    assert_eq!(answer(&["barrage-near", "--dice", "blue=killed"]), "Killed");
    assert_eq!(
        answer(&["building-hit", "--dice", "red=5"]),
        "The building stands"
    );
    assert_eq!(answer(&["building-hit", "--dice", "red=4"]), "Demolished");
    assert_eq!(
        answer(&["strafe", "--dice", "green=light-wound"]),
        "Light wound"
    );
    assert_eq!(
        answer(&["strafe", "--cover", "--dice", "grey=miss"]),
        "Miss"
    );
}

/// L397, L769–L770: river, door, lift.
#[test]
fn l397_l769_river_door_lift() {
    assert_eq!(
        answer(&["river", "--dice", "red=disaster"]),
        "Swept away: missing in action"
    );
    assert_eq!(answer(&["river", "--dice", "red=2"]), "Keeps his footing");
    assert_eq!(
        answer(&["door", "--dice", "red=4,grey=miss"]),
        "The door gives way"
    );
    assert_eq!(
        answer(&["door", "--strength", "1", "--dice", "red=3,grey=miss"]),
        "The door gives way"
    );
    assert_eq!(
        answer(&["door", "--dice", "red=disaster,grey=ok"]),
        "He hurts himself: light wound"
    );
    assert_eq!(answer(&["lift", "--dice", "red=4,grey=miss"]), "Lifted");
    assert_eq!(
        answer(&["lift", "--reading", "pink", "--dice", "pink=medal"]),
        "Lifted"
    );
}

/// Exact odds from the die data, and refusals that name what was wrong.
#[test]
fn odds_and_bad_input() {
    let (code, out, _) = run(&["odds", "we-were-brothers", "grenade", "--distance", "2"]);
    assert_eq!(code, 0);
    assert!(out.contains("/36"), "{out}");
    let (_, out, _) = run(&["odds", "we-were-brothers", "treat", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    let sum: u64 = v["answers"]
        .as_array()
        .map(|a| a.iter().filter_map(|x| x["count"].as_u64()).sum())
        .unwrap_or(0);
    assert_eq!(Some(sum), v["total"].as_u64());
    let err = refused(&["fire", "--weapon", "bazooka", "--dice", "miss"]);
    assert!(err.contains("bazooka"), "{err}");
    let err = refused(&["grenade", "--distance", "2", "--dice", "ok"]);
    assert!(err.contains("2 dice"), "{err}");
    let err = refused(&["treat", "--dice", "red=9,grey=ok"]);
    assert!(err.contains("no face '9'"), "{err}");
    let err = refused(&["nonsense"]);
    assert!(err.contains("no resolver"), "{err}");
    let (code, out, _) = run(&[
        "resolve",
        "we-were-brothers",
        "fire",
        "--weapon",
        "m1-garand",
        "--seed",
        "7",
    ]);
    assert_eq!(code, 0, "{out}");
}

/// L295–L303, L262–L264: the level rule lookup, no dice.
#[test]
fn l295_l303_level_rule_lookup() {
    assert_eq!(
        answer(&["level", "--target", "kneeling", "--barrier", "half"]),
        "Only a sight test tells"
    );
    assert_eq!(
        answer(&[
            "level",
            "--target",
            "kneeling",
            "--barrier",
            "half",
            "--adjacent"
        ]),
        "Seen, but only his head can be shot"
    );
    assert_eq!(
        answer(&[
            "level",
            "--target",
            "standing",
            "--barrier",
            "two",
            "--elevation",
            "2"
        ]),
        "Hidden"
    );
    assert_eq!(
        answer(&[
            "level",
            "--target",
            "prone",
            "--barrier",
            "half",
            "--elevation",
            "1"
        ]),
        "Only a sight test tells"
    );
    let v = resolve(&[
        "level",
        "--light",
        "full-moon",
        "--specialist",
        "--observation",
        "2",
    ]);
    assert_eq!(v["range"], 8);
    let (code, _, err) = run(&["odds", "we-were-brothers", "level"]);
    assert_ne!(code, 0);
    assert!(err.contains("without dice"), "{err}");
}

/// L339 (additional rule): targets inside grenade smoke "restano visibili ma godono di un
/// modificatore di -2 sul fuoco dello spotter"; the aid lists it as the cover modifier
/// "bersaglio dentro fumo" −2 (L977), and open and cover modifiers never add up (L421). Example
/// card at 5 MHx (Red), a standing man in smoke: Red −2 = Green (not +1 −2 = Yellow), and
/// `--smoke` with `--cover smoke` is still −2 once.
#[test]
fn l339_target_in_grenade_smoke_is_minus_two_instead_of_the_open_modifier() {
    for extra in [&[][..], &["--cover", "smoke"][..]] {
        let mut a = vec![
            "fire",
            "--weapon",
            "example-card",
            "--range",
            "5",
            "--firer",
            "kneeling",
            "--smoke",
            "--dice",
            "green=light-wound",
        ];
        a.extend_from_slice(extra);
        assert_eq!(answer(&a), "Light wound", "{extra:?}");
    }
}

/// L439 (Cherry Corner): "utilizzare soltanto i modificatori 'in copertura' e tralasciare tutti
/// gli altri". Example card at 5 MHx (Red): a running firer with Arms 2 at a standing man in
/// the open rolls Red (no open +1, no running −3, no Arms +2); behind partial cover, Green; with
/// a headshot too, Pink. The
/// headshot stays: the aid prints it in the cover column, group (a) (L977).
#[test]
fn l439_cherry_corner_fire_uses_only_the_cover_modifiers() {
    let base = [
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "5",
        "--running",
        "--arms",
        "2",
        "--foreign",
        "--cherry-corner",
        "--dice",
    ];
    let with = |extra: &[&str], die: &str| {
        let mut a = base.to_vec();
        a.push(die);
        a.extend_from_slice(extra);
        answer(&a)
    };
    assert_eq!(with(&[], "red=killed"), "Killed");
    assert_eq!(
        with(&["--cover", "partial"], "green=light-wound"),
        "Light wound"
    );
    assert_eq!(
        with(&["--cover", "partial", "--headshot"], "pink=suppressed"),
        "Suppressed"
    );
}

/// L89: a medal on a test "assegna un punto esperienza al soldato, proprio nell'abilità per cui
/// si sta sottoponendo al test"; the lift without Strength is the Strength test both ways it is
/// read (Pink OK/medal, L395; Red + Grey ≥4, L770), so the Pink medal trains Strength too.
#[test]
fn l395_l89_pink_lift_medal_trains_strength() {
    let v = resolve(&["lift", "--reading", "pink", "--dice", "pink=medal"]);
    assert_eq!(v["answer"], "Lifted");
    assert_eq!(v["outcome"]["xp"], "strength");
    let v = resolve(&["lift", "--reading", "pink", "--dice", "pink=ok"]);
    assert_eq!(v["outcome"]["xp"], serde_json::Value::Null);
}

/// L645 (First Aid L2) and L591 (Explosives L2): the second roll is "again" after the
/// disaster face only. Without the disaster the roll is the Red and Grey dice, two in all; a
/// third die is asked for only after the disaster.
#[test]
fn l645_l591_the_level_two_reroll_die_only_after_a_disaster() {
    assert_eq!(
        answer(&["treat", "--first-aid", "2", "--dice", "red=2,grey=miss"]),
        "The bleeding stops"
    );
    assert_eq!(
        answer(&[
            "place-charge",
            "--explosives",
            "2",
            "--dice",
            "red=2,grey=miss"
        ]),
        "Charge placed"
    );
    // After the disaster the reroll die is needed.
    let err = refused(&[
        "treat",
        "--first-aid",
        "2",
        "--dice",
        "red=disaster,grey=miss",
    ]);
    assert!(err.contains("3 dice"), "{err}");
    // Three dice given with no disaster are still read (the third unused).
    assert_eq!(
        answer(&[
            "treat",
            "--first-aid",
            "2",
            "--dice",
            "red=2,grey=miss,red=3"
        ]),
        "The bleeding stops"
    );
}
