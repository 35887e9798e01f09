//! Random selection (the text asks for it at L704-713, L1457-1458, L1715 without a method):
//! one dr per candidate, highest selected, ties for the last places rolled again.

use crate::games::asl_sk1::random::{self, RandomPick};

fn p(names: &[&str], count: usize) -> RandomPick {
    RandomPick {
        candidates: names.iter().map(|s| s.to_string()).collect(),
        count,
    }
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
    };
    assert_eq!(msg(&r, &[]), "asl-err-out-of-range");
}
