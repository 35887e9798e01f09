//! A new campaign's squads come armed from the standard squads table (p.59, L936–L965): the
//! table "may be used to give the single men their weapons" (L936). Its column is read from
//! the squad's specialist where the table names one (the Leader's column, L938), else from a
//! Blue die result, as for a random squad (L936, L938). The specialist's own weapon comes from
//! the specialist cards, not in the text, so it is left for the player to name; every man
//! carries his army's pistol (L104).

use crate::games::we_were_brothers::data::WwbData;
use crate::games::we_were_brothers::setup::standard_squad;
use crate::games::we_were_brothers::squad::{Army, Specialist, Squad};

/// The Blue die result whose column arms a squad: the column whose specialist is `spec` if the
/// table names one, else `blue`, moved on to the next face that has a column (the Regio
/// Esercito has none for a 2, L961–L965). `None`: the army has no column the squad can take.
pub fn column_for(data: &WwbData, army: Army, spec: Option<Specialist>, blue: u8) -> Option<u8> {
    let cols = &data.squads.armies.iter().find(|a| a.army == army)?.columns;
    if let Some(c) = spec.and_then(|s| cols.iter().find(|c| c.specialist == Some(s))) {
        return Some(c.blue);
    }
    // A column naming another specialist would give the squad a second one (L800).
    let fits = |b: u8| {
        cols.iter()
            .any(|c| c.blue == b && (spec.is_none() || c.specialist.is_none()))
    };
    (0..6u8)
        .map(|k| (blue.clamp(1, 6) - 1 + k) % 6 + 1)
        .find(|&b| fits(b))
}

/// Squad `code` of `army` armed from the standard squads table, with `spec` (the platoon's
/// Leader for the first squad) as its soldier 1, and the Blue die result its column was read
/// from. A squad the table cannot arm stays as the bare model (its men named by hand).
pub fn armed_squad(
    data: &WwbData,
    army: Army,
    code: &str,
    spec: Option<Specialist>,
    blue: u8,
) -> (Squad, Option<u8>) {
    let col = column_for(data, army, spec, blue);
    match col.and_then(|b| standard_squad(data, army, b, code, spec).ok()) {
        Some(sq) => (sq, col),
        None => {
            let mut sq = Squad::new(code, army);
            // A fresh squad has no specialist yet, so this cannot be refused.
            let _ = sq.set_specialist(0, spec);
            (sq, None)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::we_were_brothers::data::embedded;
    use crate::games::we_were_brothers::squad::Skill;

    /// L938: the Wehrmacht's 5 is the Leader's column (2 Kar 98 and an MG-34).
    #[test]
    fn the_leaders_squad_takes_the_leaders_column_l938() {
        let d = embedded();
        let (sq, col) = armed_squad(&d, Army::Wehrmacht, "Kondor", Some(Specialist::Leader), 2);
        assert_eq!(col, Some(5));
        assert_eq!(sq.soldiers[0].specialist, Some(Specialist::Leader));
        assert_eq!(sq.soldiers[0].skill(Skill::Leadership), 1);
        assert_eq!(sq.soldiers[3].main.card.as_deref(), Some("mg-34"));
    }

    /// L961–L965: the Regio Esercito has no column for a 2: the next face's is read.
    #[test]
    fn a_face_with_no_column_reads_the_next_l961() {
        let d = embedded();
        assert_eq!(column_for(&d, Army::RegioEsercito, None, 2), Some(3));
        for blue in 1..=6 {
            let (sq, col) = armed_squad(&d, Army::UsArmy, "Able", None, blue);
            assert_eq!(col, Some(blue));
            assert!(sq.soldiers[1..].iter().all(|s| s.main.card.is_some()));
            assert!(sq.soldiers.iter().all(|s| s.personal.card.is_some()));
        }
    }
}
