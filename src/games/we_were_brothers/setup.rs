//! Quick set-up from the standard squads table (p.59, L936–L965): a Blue die result (rolled
//! for a random enemy squad in solo play, L938) or a chosen column gives the three squad-mates'
//! weapons and, where the text says it, the specialist.

use super::data::WwbData;
use super::squad::{Army, Carried, Chamber, Specialist, Squad};

/// Why a quick set-up could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// The table has no column for this Blue result (the Regio Esercito "2", L961–L965).
    NoColumn {
        army: Army,
        blue: u8,
    },
    BadBlue(u8),
}

impl SetupError {
    pub fn msg(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            SetupError::NoColumn { army, blue } => (
                "wwb-err-no-standard-squad",
                vec![("army", army.id().to_string()), ("blue", blue.to_string())],
            ),
            SetupError::BadBlue(b) => ("wwb-err-blue-face", vec![("face", b.to_string())]),
        }
    }
}

/// Arms a soldier with `card`: its chamber die loaded with the card's magazines (L135).
pub fn arm(data: &WwbData, card: &str) -> Carried {
    let magazines = data.weapon(card).map_or(1, |w| w.magazines);
    Carried {
        card: Some(card.to_string()),
        chamber: Chamber::loaded(magazines),
    }
}

/// The personal weapon every soldier carries on the back of his card: the army's pistol card
/// (1 magazine, L104).
pub fn pistol(data: &WwbData, army: Army) -> Carried {
    arm(data, &format!("pistol-{}", army.id()))
}

/// A squad named `code` of `army` from the standard squads column for Blue result `blue`.
/// Soldier 1 is the specialist slot: the column's specialist if the text names it, else
/// `specialist` if the player chose one; his main weapon (a specialist card, not in the text)
/// is left for the player to name. Soldiers 2–4 get the column's weapons.
pub fn standard_squad(
    data: &WwbData,
    army: Army,
    blue: u8,
    code: &str,
    specialist: Option<Specialist>,
) -> Result<Squad, SetupError> {
    if !(1..=6).contains(&blue) {
        return Err(SetupError::BadBlue(blue));
    }
    let col = data
        .squads
        .armies
        .iter()
        .find(|a| a.army == army)
        .and_then(|a| a.columns.iter().find(|c| c.blue == blue))
        .ok_or(SetupError::NoColumn { army, blue })?;
    let mut sq = Squad::new(code, army);
    for s in sq.soldiers.iter_mut() {
        s.personal = pistol(data, army);
    }
    for (s, w) in sq.soldiers.iter_mut().skip(1).zip(&col.weapons) {
        s.main = arm(data, w);
    }
    let spec = col.specialist.or(specialist);
    // A fresh squad has no specialist yet, so this cannot be refused.
    let _ = sq.set_specialist(0, spec);
    Ok(sq)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::we_were_brothers::data::embedded;
    use crate::games::we_were_brothers::squad::Skill;

    #[test]
    fn wehrmacht_five_is_leader_with_two_kar98_and_mg34_l938() {
        let d = embedded();
        let sq = standard_squad(&d, Army::Wehrmacht, 5, "Kondor", None).unwrap();
        assert_eq!(sq.soldiers[0].specialist, Some(Specialist::Leader));
        assert_eq!(sq.soldiers[0].skill(Skill::Leadership), 1);
        let cards: Vec<_> = sq.soldiers[1..]
            .iter()
            .map(|s| s.main.card.clone().unwrap_or_default())
            .collect();
        assert_eq!(cards, ["kar-98k", "kar-98k", "mg-34"]);
        assert_eq!(sq.soldiers[1].main.chamber.magazines, 5);
        assert_eq!(sq.soldiers[1].main.chamber.attack, 1);
        assert_eq!(sq.soldiers[0].main.card, None);
        assert_eq!(sq.label(3), "Kondor 4");
    }

    #[test]
    fn us_pairs_share_weapons_l940_l944() {
        let d = embedded();
        for (a, b) in [(4, 2), (1, 3), (6, 5)] {
            let x = standard_squad(&d, Army::UsArmy, a, "Able", None).unwrap();
            let y = standard_squad(&d, Army::UsArmy, b, "Able", None).unwrap();
            assert_eq!(x.soldiers[1..], y.soldiers[1..]);
        }
        let x = standard_squad(&d, Army::UsArmy, 1, "Able", Some(Specialist::Medic)).unwrap();
        assert_eq!(x.soldiers[2].main.card.as_deref(), Some("m1a1-thompson"));
        assert_eq!(x.soldiers[0].specialist, Some(Specialist::Medic));
    }

    #[test]
    fn regio_esercito_two_is_the_gap_l961_l965() {
        let d = embedded();
        assert_eq!(
            standard_squad(&d, Army::RegioEsercito, 2, "Aquila", None),
            Err(SetupError::NoColumn {
                army: Army::RegioEsercito,
                blue: 2
            })
        );
        assert!(standard_squad(&d, Army::RegioEsercito, 6, "Aquila", None).is_ok());
        assert_eq!(
            standard_squad(&d, Army::UsArmy, 7, "Able", None),
            Err(SetupError::BadBlue(7))
        );
    }
}
