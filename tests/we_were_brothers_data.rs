//! We Were Brothers data: the rule lookup (both languages), the game's own tables and a
//! player's copy of them (a broken copy is reported by file and field and the embedded one
//! is used; a good one changes what the resolvers read).

use std::fs;

use adjutant::games::we_were_brothers::data;
use adjutant::games::we_were_brothers::dice::{Colour, Faces};
use adjutant::i18n::{Lang, Localizer};

#[test]
fn rule_topics_load_and_search_both_languages() {
    let c = adjutant::games::embedded_content();
    let g = c.game("we-were-brothers").expect("game");
    assert!(g.rules.len() >= 40, "{}", g.rules.len());
    for lang in [Lang::En, Lang::It] {
        let loc = Localizer::new(lang);
        let hits = |q: &str| {
            g.rules
                .iter()
                .filter(|t| adjutant::ui::screens::rules::matches(&loc, t, q))
                .count()
        };
        assert!(hits("granata") >= 1, "{lang:?}");
        assert!(hits("Cold-blood") + hits("Freddezza") >= 1, "{lang:?}");
        assert!(hits("L881") >= 1, "{lang:?}");
    }
}

#[test]
fn every_combat_die_has_faces_the_rules_read() {
    let c = adjutant::games::embedded_content();
    let g = c.game("we-were-brothers").expect("game");
    let f = Faces::from_def(g).expect("faces");
    for col in Colour::LADDER {
        assert_eq!(f.sides(col), 6, "{col:?}");
    }
    // Blue reads 1–6 for the compass and the distances.
    let mut blue: Vec<i64> = f.of(Colour::Blue).iter().filter_map(|x| x.value).collect();
    blue.sort();
    assert_eq!(blue, [1, 2, 3, 4, 5, 6]);
}

#[test]
fn broken_player_health_line_is_reported_and_the_embedded_one_used() {
    let dir = tempfile::tempdir().expect("tempdir");
    let g = dir.path().join("we-were-brothers");
    fs::create_dir_all(&g).expect("mkdir");
    fs::write(
        g.join("health.json"),
        r#"{"boxes": 8, "minus_one": 5, "minus_two": 3, "bleeding": 6, "last": 8}"#,
    )
    .expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    let p = &content.problems;
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].file.ends_with("we-were-brothers/health.json"));
    assert_eq!(p[0].field, "bleeding");
    let def = content.game("we-were-brothers").expect("game");
    assert_eq!(data::load(def).health, data::embedded().health);
}

#[test]
fn a_good_player_copy_is_what_the_resolvers_read() {
    let dir = tempfile::tempdir().expect("tempdir");
    let g = dir.path().join("we-were-brothers");
    fs::create_dir_all(&g).expect("mkdir");
    let w = include_str!("../data/we-were-brothers/weapons.json").replacen(
        "\"magazines\": 5",
        "\"magazines\": 3",
        1,
    );
    fs::write(g.join("weapons.json"), w).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    assert!(content.problems.is_empty(), "{:?}", content.problems);
    let def = content.game("we-were-brothers").expect("game");
    assert_eq!(
        data::load(def).weapon("m1-garand").map(|x| x.magazines),
        Some(3)
    );
}

/// A player's `dice.json` the rules cannot read (empty, a colour missing, a face the rules do
/// not know) is refused at load, named by file and field, and the built-in dice stay in use,
/// so every resolver still works (issue 27, item 9).
#[test]
fn a_dice_copy_the_rules_cannot_read_is_reported_at_load_and_the_built_in_one_used() {
    let original = include_str!("../data/we-were-brothers/dice.json");
    let no_black: serde_json::Value = {
        let mut v: serde_json::Value = serde_json::from_str(original).expect("json");
        let dice = v["dice"].as_array_mut().expect("dice");
        dice.retain(|d| d["id"] != "black");
        v
    };
    let cases = [
        (r#"{"dice": []}"#.to_string(), "dice"),
        (no_black.to_string(), "dice"),
        (
            original.replacen(r#""id": "miss""#, r#""id": "splash""#, 1),
            "dice[0].faces[2].id",
        ),
    ];
    for (text, field) in cases {
        let dir = tempfile::tempdir().expect("tempdir");
        let g = dir.path().join("we-were-brothers");
        fs::create_dir_all(&g).expect("mkdir");
        fs::write(g.join("dice.json"), &text).expect("write");
        let content = adjutant::games::load_content(Some(dir.path()));
        let p = &content.problems;
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(p[0].file.ends_with("we-were-brothers/dice.json"), "{p:?}");
        assert_eq!(p[0].field, field, "{p:?}");
        let def = content.game("we-were-brothers").expect("game");
        let faces = Faces::from_def(def).expect("the built-in dice are in use");
        assert_eq!(faces.sides(Colour::Black), 6);
    }
}

/// A player's `campaign.json` that does not read is named by the field at fault, never by an
/// empty field (issue 27, item 9).
#[test]
fn campaign_settings_problems_name_their_field() {
    use adjutant::games::we_were_brothers::campaign::rules;
    let cases = [
        (
            r#"{"wounds":"bleed","hospital_missions":1,"sniper_offer":true}"#,
            "wounds",
        ),
        (
            r#"{"wounds":"heal","hospital_missions":"one","sniper_offer":true}"#,
            "hospital_missions",
        ),
        (r#"{"wounds":"heal","hospital_missions":1}"#, "sniper_offer"),
        (
            r#"{"wounds":"heal","hospital_missions":1,"sniper_offer":true,"medics":2}"#,
            "medics",
        ),
        (
            r#"{"wounds":"heal","hospital_missions":9,"sniper_offer":true}"#,
            "hospital_missions",
        ),
    ];
    for (text, field) in cases {
        let e = rules::parse(rules::FILE, text).expect_err(text);
        assert_eq!(e.field, field, "{text}: {e}");
        let dir = tempfile::tempdir().expect("tempdir");
        let g = dir.path().join("we-were-brothers");
        fs::create_dir_all(&g).expect("mkdir");
        fs::write(g.join("campaign.json"), text).expect("write");
        let content = adjutant::games::load_content(Some(dir.path()));
        assert!(
            content
                .problems
                .iter()
                .any(|p| p.file.ends_with("campaign.json") && p.field == field),
            "{text}: {:?}",
            content.problems
        );
    }
}
