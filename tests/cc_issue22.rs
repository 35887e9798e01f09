//! Command and Colors WWI, issue 22: answers that were wrong against a clear rule. Line numbers
//! refer to `../shared/seeds/000_9c234a88fa7f5d9b.txt`.

mod common;

use adjutant::core::def::GameDef;
use adjutant::games::cc_great_war::artillery::{self, ArtilleryCards, CraterRule};
use adjutant::games::cc_great_war::battle::{self, Situation, SoldierRule};
use adjutant::games::cc_great_war::data::CcData;

fn def() -> GameDef {
    adjutant::games::embedded_content()
        .game("cc-great-war")
        .expect("cc data")
        .clone()
}

fn data() -> CcData {
    CcData::of(&def()).expect("tables")
}

fn faces(s: &str) -> Vec<String> {
    s.split(',').map(str::to_string).collect()
}

fn refused(s: &Situation) -> (&'static str, Vec<(&'static str, String)>) {
    battle::dice_count(&data(), s)
        .expect_err("refused")
        .message()
}

fn arg<'a>(args: &'a [(&'static str, String)], key: &str) -> &'a str {
    args.iter()
        .find(|(k, _)| *k == key)
        .map_or("", |(_, v)| v.as_str())
}

/// Infantry Assault lets infantry move 2 hexes and battle (L957); Advance Over The Top, played
/// with the Command card (L725) and so together with it (L232, L717), adds up to 2 hexes after
/// that move and the unit battles if it could after its original move (L729): 4 hexes and a
/// battle. The app took the larger of the two limits and refused at 4.
#[test]
fn infantry_assault_with_advance_over_the_top_moves_four_and_battles_l957_l729() {
    let mut s = Situation::new("infantry", 2, "open");
    s.cards = vec!["infantry-assault".into(), "advance-over-the-top".into()];
    s.moved = 4;
    let count = battle::dice_count(&data(), &s).expect("2 + 2 hexes and battle");
    assert_eq!(count.dice, 2);
    assert!(
        count
            .steps
            .iter()
            .any(|l| l.msg == "ccgw-step-card-extra-move"),
        "the working says where the extra hexes came from"
    );
    s.moved = 5;
    let (id, args) = refused(&s);
    assert_eq!(id, "ccgw-err-moved-too-far");
    assert_eq!((arg(&args, "moved"), arg(&args, "max")), ("5", "4"));
    // Alone, Advance Over The Top adds its 2 hexes to infantry's own 1 (L274).
    let mut s = Situation::new("infantry", 2, "open");
    s.cards = vec!["advance-over-the-top".into()];
    s.moved = 3;
    battle::dice_count(&data(), &s).expect("1 + 2");
    s.moved = 4;
    assert_eq!(refused(&s).0, "ccgw-err-moved-too-far");
    // The form reaches the 4 hexes it needs.
    assert_eq!(data().most_move_and_battle(), 4);
}

fn read(s: &Situation, f: &str) -> battle::Outcome {
    let d = data();
    battle::dice_count(&d, s).expect("allowed");
    let (r, _) = battle::reading(&d, s, SoldierRule::Each).expect("reading");
    battle::read_faces(&faces(f), &r, None).expect("faces")
}

/// Gas Attack is played with the Command card (L725, L745); Hold at All Costs in reaction to
/// that Command card (L821-825), so it is the second card and interrupts the first (L720):
/// the Flags may be ignored. Lice is played just before the roll (L809-813), after Hold, and
/// wins. The app let the forbidding card win whatever the order.
#[test]
fn hold_at_all_costs_comes_after_gas_attack_and_before_lice_l720() {
    let mut s = Situation::new("mg", 3, "open");
    s.cards = vec!["gas-attack".into()];
    s.target_unit = Some("infantry".into());
    let o = read(&s, "flag,flag,burst");
    assert_eq!(o.retreat_min, 2, "Gas Attack alone: no Flag may be ignored");
    s.hold_at_all_costs = true;
    let o = read(&s, "flag,flag,burst");
    assert_eq!(
        (o.retreat_min, o.retreat_max),
        (0, 2),
        "Hold came second: every Flag may be ignored"
    );
    let (_, steps) = battle::reading(&data(), &s, SoldierRule::Each).expect("reading");
    assert!(steps.iter().any(|l| l.msg == "ccgw-step-hold-after"));
    // Lice, just before the roll, comes after Hold.
    let mut s = Situation::new("infantry", 2, "trenches");
    s.hold_at_all_costs = true;
    s.flags_locked = true;
    let o = read(&s, "flag,flag");
    assert_eq!(o.retreat_min, 2, "Lice came last: no Flag may be ignored");
}

/// Box Barrage is played with the Command card (L725, L733), Hold at All Costs in reaction to
/// it (L821-825): Hold interrupts Box Barrage's "no Flag may be ignored" (L720). On a cratered
/// main target every symbol scores (L691-693, L1013), a terrain effect cards do not lift
/// (L721): there Hold does not help (a reading, stamped on the answer).
#[test]
fn hold_at_all_costs_comes_after_box_barrage_l720_l733() {
    let cards = ArtilleryCards {
        box_barrage: true,
        hold: true,
        ..ArtilleryCards::default()
    };
    let outer = artillery::hex_reading(false, false, (1, 1), cards, SoldierRule::Each, false);
    assert_eq!(outer.flags_ignorable, u32::MAX, "Hold wins on an outer hex");
    assert!(outer.skulls_hit, "Box Barrage's Skulls still hit");
    assert_eq!(outer.soldiers_cancelled, 0, "and no protection");
    let main = artillery::hex_reading(true, false, (1, 1), cards, SoldierRule::Each, false);
    assert_eq!(main.flags_ignorable, u32::MAX);
    let cratered = artillery::hex_reading(true, true, (2, 2), cards, SoldierRule::Each, false);
    assert_eq!(cratered.flags_ignorable, 0, "a cratered main target");
    let without = artillery::hex_reading(
        false,
        false,
        (1, 1),
        ArtilleryCards {
            box_barrage: true,
            ..ArtilleryCards::default()
        },
        SoldierRule::Each,
        false,
    );
    assert_eq!(without.flags_ignorable, 0, "Box Barrage alone");
    let p =
        artillery::plan(4, &[1, 4, 4, 4], &[1, 2, 3, 4, 5, 6], CraterRule::Triple).expect("plan");
    let steps = artillery::card_steps(&p, cards);
    assert!(
        steps
            .iter()
            .any(|l| l.msg == "ccgw-art-step-hold-after-box")
    );
    assert!(steps.iter().any(|l| l.msg == "ccgw-art-step-hold-cratered"));
}

/// Targets no game can have are refused, naming the rule: an explosives specialist joins only
/// infantry (L638); a unit has 4 figures (L152-154), 5 with its specialist (L629).
#[test]
fn impossible_targets_are_refused_l638_l152_l629() {
    for unit in ["mg", "mortar"] {
        let mut s = Situation::new("infantry", 2, "open");
        s.target_unit = Some(unit.into());
        s.target_specialist = true;
        s.target_figures = Some(3);
        assert_eq!(refused(&s).0, "ccgw-err-specialist-not-infantry", "{unit}");
    }
    let mut s = Situation::new("infantry", 2, "open");
    s.target_specialist = true;
    s.target_figures = Some(6);
    let (id, args) = refused(&s);
    assert_eq!(id, "ccgw-err-too-many-figures-specialist");
    assert_eq!(arg(&args, "max"), "5");
    s.target_figures = Some(5);
    battle::dice_count(&data(), &s).expect("4 and the specialist");
    s.target_specialist = false;
    let (id, args) = refused(&s);
    assert_eq!(id, "ccgw-err-too-many-figures");
    assert_eq!(arg(&args, "max"), "4");
    s.target_figures = Some(4);
    battle::dice_count(&data(), &s).expect("a full unit");
    // The command line refuses the same, with the rule's words.
    let (code, _, err) = common::run(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "2",
        "--target-unit",
        "mg",
        "--target-specialist",
        "--figures",
        "4",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("infantry"), "{err}");
}

/// Big Show and Replacements roll 1 die per Command card held, this one included (L945,
/// L963). The app counts the other cards in hand and adds the card played; the command line's
/// `--hand` said "held before playing this one", so a player who typed the cards held got one
/// die too many. Now both count the other cards in hand, and give the same dice.
#[test]
fn hand_counts_the_other_command_cards_in_the_cli_as_in_the_app_l945() {
    let (code, out, err) = common::run(&["resolve", "cc-great-war", "big-show", "--help"]);
    let help = format!("{out}{err}");
    assert_eq!(code, 0, "{help}");
    assert!(help.contains("other Command cards in hand"), "{help}");
    assert!(!help.contains("held before playing"), "{help}");
    // 4 other cards in hand: 5 dice, as the app offers with 4 cards left after playing it.
    let v = common::json(&[
        "resolve",
        "cc-great-war",
        "big-show",
        "--hand",
        "4",
        "--dice",
        "hq,soldier,flag,skull,burst",
        "--json",
    ]);
    assert_eq!(v["dice"], 5);
    let rolls = adjutant::games::cc_great_war::card_rolls::CardRolls::of(&def()).expect("rolls");
    assert_eq!(rolls.card("big-show").expect("big show").dice(4), 5);
}

/// What the player reads at the table names the rule, not the rulebook's line numbers (the
/// command line's JSON keeps them in `readings[].lines`).
#[test]
fn no_rulebook_line_numbers_in_the_words_at_the_table() {
    let line_number = |s: &str| {
        let b = s.as_bytes();
        (0..b.len().saturating_sub(2)).any(|i| {
            b[i] == b'L'
                && b[i + 1].is_ascii_digit()
                && b[i + 2].is_ascii_digit()
                && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
        })
    };
    let mut bad = vec![];
    for lang in ["en", "it"] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("i18n")
            .join(lang);
        for e in std::fs::read_dir(&dir).expect("i18n dir") {
            let p = e.expect("entry").path();
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            if !name.starts_with("cc-great-war") {
                continue;
            }
            let text = std::fs::read_to_string(&p).expect("ftl");
            for (i, l) in text.lines().enumerate() {
                if !l.trim_start().starts_with('#') && line_number(l) {
                    bad.push(format!("{lang}/{name}:{}: {l}", i + 1));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // Card refusals quoted the card's lines: they name the card instead.
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    let mut s = Situation::new("mg", 1, "open");
    s.cards = vec!["gas-attack".into()];
    s.target_unit = Some("infantry".into());
    let (id, args) = refused(&s);
    let words = loc.tr(id, &args);
    assert!(!line_number(&words), "{words}");
}
