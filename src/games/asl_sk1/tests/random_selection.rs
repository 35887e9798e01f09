//! Random selection (the text asks for it at L704-713, L1457-1458, L1715 without a method):
//! one dr per candidate, highest selected; by default ASL A.9 (every tied candidate is
//! affected), with a setting for rolling ties again.

use crate::games::asl_sk1::random::{self, RandomPick};

fn p(names: &[&str], count: usize) -> RandomPick {
    RandomPick {
        candidates: names.iter().map(|s| s.to_string()).collect(),
        count,
        reroll_ties: true,
    }
}

/// ASL A.9 (the default): no re-roll, every candidate tied for the selection is affected.
/// The docs called re-rolling "the full-ASL practice"; A.9 affects every tied unit (issue 22).
#[test]
fn a9_default_affects_every_tied_candidate() {
    let a9 = |names: &[&str], count: usize| RandomPick {
        reroll_ties: false,
        ..p(names, count)
    };
    // A.9 is the players' default setting; a selection saved before the setting existed
    // was made with re-rolls and is read back so (its dice still make sense).
    assert!(!crate::games::asl_sk1::AslSettings::default().pick_reroll_ties);
    let saved: RandomPick =
        serde_json::from_str(r#"{"candidates":["a","b"]}"#).expect("a pick without the field");
    assert!(saved.reroll_ties);
    let two = a9(&["4-4-7 a", "4-4-7 b"], 1);
    let round: RandomPick =
        serde_json::from_str(&serde_json::to_string(&two).expect("saves")).expect("reads");
    assert!(!round.reroll_ties);
    let o = random::pick(&two, &[4, 4]).expect("tie");
    assert_eq!(o.picked, vec!["4-4-7 a", "4-4-7 b"]);
    assert!(o.done());
    assert!(o.lines.iter().any(|l| l.msg == "asl-pick-tie-all"));
    // Re-roll dice are not part of A.9: refused, not silently used.
    assert_eq!(
        random::pick(&two, &[4, 4, 6, 1])
            .expect_err("extra")
            .line
            .msg,
        "asl-err-pick-dice-extra"
    );
    // 2KIA on four: the two highest, and anyone tied with the second.
    let four = a9(&["A", "B", "C", "D"], 2);
    assert_eq!(
        random::pick(&four, &[6, 3, 3, 1]).expect("ok").picked,
        vec!["A", "B", "C"]
    );
    assert_eq!(
        random::pick(&four, &[2, 5, 6, 1]).expect("ok").picked,
        vec!["C", "B"]
    );
    // The app's roll needs no more dice than candidates.
    let mut seq = [3u8, 3, 1, 6].into_iter();
    let dice = random::roll_all(&two, || seq.next().unwrap_or(1)).expect("rolls");
    assert_eq!(dice, vec![3, 3]);
}

#[test]
fn highest_dr_is_selected_and_ties_roll_again() {
    // The CC example (L1566): which of the two 4-4-7 takes the Casualty Reduction.
    let two = p(&["4-4-7 a", "4-4-7 b"], 1);
    let o = random::pick(&two, &[2, 5]).expect("picks");
    assert_eq!(o.picked, vec!["4-4-7 b"]);
    assert!(o.done());
    // A tie: both roll again; without more dice the tie is reported, not decided.
    let o = random::pick(&two, &[4, 4]).expect("tie");
    assert!(o.picked.is_empty());
    assert_eq!((o.tied.len(), o.slots), (2, 1));
    let o = random::pick(&two, &[4, 4, 6, 1]).expect("decided");
    assert_eq!(o.picked, vec!["4-4-7 a"]);
    // 2KIA on three: the two highest; a tie at the edge rolls again for the last place.
    let three = p(&["A", "B", "C"], 2);
    assert_eq!(
        random::pick(&three, &[6, 1, 3]).expect("ok").picked,
        vec!["A", "C"]
    );
    let o = random::pick(&three, &[6, 3, 3, 2, 5]).expect("ok");
    assert_eq!(o.picked, vec!["A", "C"]);
    // The app's roll goes on until decided.
    let mut seq = [3u8, 3, 3, 3, 1, 6].into_iter();
    let dice = random::roll_all(&two, || seq.next().unwrap_or(1)).expect("rolls");
    assert_eq!(dice, vec![3, 3, 3, 3, 1, 6]);
}

#[test]
fn random_selection_refuses_what_cannot_be_rolled() {
    let msg = |r: &RandomPick, d: &[u8]| random::pick(r, d).expect_err("refused").line.msg;
    assert_eq!(msg(&p(&["A"], 1), &[1]), "asl-err-pick-few");
    assert_eq!(msg(&p(&["A", "B"], 2), &[1, 2]), "asl-err-pick-count");
    assert_eq!(msg(&p(&["A", "B"], 0), &[1, 2]), "asl-err-pick-count");
    assert_eq!(msg(&p(&["A", " "], 1), &[1, 2]), "asl-err-empty-text");
    assert_eq!(msg(&p(&["A", "B"], 1), &[1]), "asl-err-pick-dice-short");
    assert_eq!(
        msg(&p(&["A", "B"], 1), &[1, 2, 3]),
        "asl-err-pick-dice-extra"
    );
    assert_eq!(msg(&p(&["A", "B"], 1), &[0, 2]), "asl-err-die");
    let many: Vec<String> = (0..21).map(|i| i.to_string()).collect();
    let r = RandomPick {
        candidates: many,
        count: 1,
        reroll_ties: false,
    };
    assert_eq!(msg(&r, &[]), "asl-err-out-of-range");
}
