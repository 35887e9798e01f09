//! Every modifier of the attack sequence (digest §3.6), the assault and the area attack,
//! checked on the resolvers themselves. Lines are of `../shared/seeds/004_add4e14b58469e57.txt`.

use adjutant::games::tide_of_iron::area::{self, AreaAttack};
use adjutant::games::tide_of_iron::assault::{self, Assault, Defender};
use adjutant::games::tide_of_iron::attack::{
    self, Attack, Band, Effect, Fire, Firer, Fort, Kind, Target, Vehicle,
};
use adjutant::games::tide_of_iron::effects::{Condition, Damage};

fn at(fp: u32, range: u32, distance: u32) -> Attack {
    Attack {
        fire: Fire::Concentrated,
        kind: Kind::Normal,
        lead: Firer::new(fp, range, distance),
        support: vec![],
        target: Target::default(),
        readings: Default::default(),
    }
}

fn vehicle(armour: u32) -> Option<Vehicle> {
    Some(Vehicle {
        armour,
        damage: Damage::Undamaged,
        heavy: false,
        fragile: false,
        solid: false,
    })
}

/// Elite figures (L1702) and an officer (L1804) add cover against suppressive attacks only;
/// a medic (L2061) against normal attacks only.
#[test]
fn cover_by_attack_kind_l1702_l1804_l2061() {
    let mut a = at(4, 4, 3);
    a.target.cover = 1;
    a.target.elites = 2;
    a.target.officer = true;
    a.target.medic = true;
    assert_eq!(attack::plan(&a).unwrap().red, 2, "normal: terrain + medic");
    a.kind = Kind::Suppressive;
    assert_eq!(
        attack::plan(&a).unwrap().red,
        4,
        "suppressive: terrain + 2 elites + officer"
    );
}

/// Fortifications and obstacles: entrenched +2 (L2210), bunker +6 (L2224), tank traps +1
/// (L2258), smoke +2 (L2278).
#[test]
fn fortification_cover_l2210_l2224() {
    let mut a = at(4, 4, 3);
    a.target.cover = 2;
    a.target.fort = Fort::Entrenched;
    assert_eq!(attack::plan(&a).unwrap().red, 4);
    a.target.fort = Fort::Bunker;
    a.target.smoke = true;
    a.target.tank_traps = true;
    assert_eq!(attack::plan(&a).unwrap().red, 11);
}

/// The flamethrower next to its target: +2 FP, cover −5 to a minimum of 0, armour untouched
/// (L2053).
#[test]
fn flamethrower_l2053() {
    let mut a = at(4, 4, 1);
    a.lead.flamethrower = true;
    a.target.cover = 3;
    a.target.fort = Fort::Entrenched;
    let p = attack::plan(&a).unwrap();
    assert_eq!((p.black, p.red, p.band), (6, 0, Band::Close));
    a.target = Target {
        vehicle: vehicle(4),
        cover: 2,
        ..Target::default()
    };
    assert_eq!(attack::plan(&a).unwrap().red, 4, "armour stays");
    // Not adjacent: no bonus.
    a.lead.distance = 2;
    assert_eq!(attack::plan(&a).unwrap().black, 4);
}

/// Damage takes 1 armour (L1300-1302); Solid Armour turns a missed red die into a 6
/// (L1864): 1 black 6 against 1 red 2 is no hit.
#[test]
fn damage_and_solid_armour_l1300_l1864() {
    let mut a = at(8, 6, 3);
    a.target.vehicle = vehicle(4);
    if let Some(v) = &mut a.target.vehicle {
        v.damage = Damage::Light;
    }
    assert_eq!(attack::plan(&a).unwrap().red, 3);
    let mut a = at(1, 4, 3);
    a.target.vehicle = vehicle(1);
    if let Some(v) = &mut a.target.vehicle {
        v.solid = true;
    }
    let o = attack::resolve(&a, &[6], &[2]).unwrap();
    assert_eq!(o.hits, 0);
    let (_, odds) = attack::odds(&a).unwrap();
    assert_eq!(
        odds.effects.len(),
        1,
        "never a hit with one die against Solid Armour"
    );
}

/// Halving (L1595-1599, L1866-1872): rounded up, once; twice and the unit cannot fire.
#[test]
fn halving_once_only_l1599() {
    let mut a = at(7, 4, 3);
    a.lead.from_wire = true;
    assert_eq!(attack::plan(&a).unwrap().black, 4);
    a.lead.from_smoke = true;
    assert!(attack::plan(&a).is_err());
    let mut a = at(5, 4, 3);
    a.lead.rallied = true;
    assert_eq!(attack::plan(&a).unwrap().black, 3);
    a.fire = Fire::OpFire;
    assert!(
        attack::plan(&a).is_err(),
        "rally only for Concentrated Fire"
    );
}

/// Vehicles cannot be attacked suppressively (L1251); Fire and Movement cannot be
/// supported (L586).
#[test]
fn refusals_l1251_l586() {
    let mut a = at(4, 4, 3);
    a.target.vehicle = vehicle(1);
    a.kind = Kind::Suppressive;
    assert!(attack::plan(&a).is_err());
    let mut a = at(4, 4, 3);
    a.fire = Fire::FireAndMovement;
    a.support.push(Firer::new(4, 4, 3));
    assert!(attack::plan(&a).is_err());
}

/// Normal attack on a squad of 2 figures with 3 hits: the squad is gone (L1259-1265); Op
/// Fire that pins stops the mover (L951); light damage does not stop a tank (L1854).
#[test]
fn effects_and_op_fire_l1259_l951_l1854() {
    let mut a = at(4, 4, 1);
    a.target.figures = Some(2);
    let o = attack::resolve(&a, &[4, 5, 6, 1], &[]).unwrap();
    assert_eq!(o.effect, Effect::Figures { hits: 2, all: true });
    a.fire = Fire::OpFire;
    a.kind = Kind::Suppressive;
    let o = attack::resolve(&a, &[4, 1, 1, 1], &[]).unwrap();
    assert!(o.stops_mover);
    let mut a = at(4, 4, 1);
    a.fire = Fire::OpFire;
    a.target.vehicle = vehicle(0);
    if let Some(v) = &mut a.target.vehicle {
        v.heavy = true;
    }
    let o = attack::resolve(&a, &[4, 1, 1, 1], &[]).unwrap();
    assert_eq!(
        o.effect,
        Effect::Damage {
            from: Damage::Undamaged,
            to: Damage::Light
        }
    );
    assert!(!o.stops_mover);
}

/// Assault defenders (L1488-1490, FAQ L2433): disrupted add nothing; pinned half, full with an
/// officer; smoke halves them and adds 2 cover (L2285); a flamethrower takes 5 off the cover
/// (L1510); into smoke no supporter may help.
#[test]
fn assault_defence_l1488() {
    let mut a = Assault {
        fp: 4,
        support: vec![3],
        flamethrowers: 0,
        from_wire: false,
        defenders: vec![
            Defender {
                fp: 4,
                vehicle: false,
                condition: Condition::Pinned,
                fort: Fort::None,
                damage: Damage::Undamaged,
            },
            Defender {
                fp: 4,
                vehicle: false,
                condition: Condition::Disrupted,
                fort: Fort::None,
                damage: Damage::Undamaged,
            },
        ],
        cover: 2,
        smoke: false,
        officer: false,
        medic: false,
    };
    let p = assault::plan(&a).unwrap();
    assert_eq!((p.attack_dice, p.defence_dice, p.cover_dice), (6, 2, 2));
    a.officer = true;
    assert_eq!(assault::plan(&a).unwrap().defence_dice, 4);
    a.flamethrowers = 1;
    let p = assault::plan(&a).unwrap();
    assert_eq!((p.attack_dice, p.cover_dice), (8, 0));
    a.smoke = true;
    assert!(
        assault::plan(&a).is_err(),
        "a supporter into smoke would be halved twice"
    );
    a.support.clear();
    a.flamethrowers = 0;
    let p = assault::plan(&a).unwrap();
    assert_eq!((p.attack_dice, p.defence_dice, p.cover_dice), (2, 2, 4));
    let (_, o) = assault::odds(&a).unwrap();
    assert!(o.attacker_wins.num > 0 && o.attacker_wins.num < o.attacker_wins.den);
}

/// A mortar never at an adjacent hex (L1780), hits on 6 at long range (L1774).
#[test]
fn mortar_l1774() {
    assert!(area::mortar(2, 4, 8, Kind::Suppressive, 1, false).is_err());
    assert_eq!(
        area::mortar(2, 4, 8, Kind::Suppressive, 8, false).unwrap(),
        (4, 5)
    );
    assert_eq!(
        area::mortar(2, 4, 8, Kind::Normal, 9, false).unwrap(),
        (2, 6)
    );
    assert!(area::mortar(2, 4, 8, Kind::Normal, 17, false).is_err());
}

/// Exact area odds per unit: 4 dice at 5-6 with no cover pin a squad at least once in
/// 1 − (2/3)^4 = 65/81 of rolls.
#[test]
fn area_odds_are_exact() {
    let a = AreaAttack {
        fp: 4,
        hits_on: 5,
        kind: Kind::Suppressive,
        units: vec![Target::default()],
    };
    let o = area::odds(&a).unwrap();
    let o = o[0].as_ref().unwrap();
    let none = o
        .effects
        .iter()
        .find(|(e, _)| *e == Effect::NoEffect)
        .unwrap()
        .1;
    assert_eq!((none.num, none.den), (16, 81));
}

/// A base holds at most 4 figures (4 holes, L393-459) and the base goes when its last figure
/// does (L1259): with the squad's size not entered, 4 or more hits of a normal attack wipe it
/// out; the app must never say "remove 8 figures".
#[test]
fn normal_hits_never_exceed_a_base_l1259() {
    let a = at(8, 4, 1);
    let o = attack::resolve(&a, &[4, 4, 4, 4, 4, 4, 4, 4], &[]).unwrap();
    assert_eq!(o.effect, Effect::Figures { hits: 4, all: true });
    let o = attack::resolve(&a, &[4, 4, 4, 1, 1, 1, 1, 1], &[]).unwrap();
    assert_eq!(
        o.effect,
        Effect::Figures {
            hits: 3,
            all: false
        }
    );
    let (_, odds) = attack::odds(&a).unwrap();
    assert!(
        odds.effects
            .iter()
            .all(|(e, _)| !matches!(e, Effect::Figures { hits, .. } if *hits > 4)),
        "{:?}",
        odds.effects
    );
}

/// "+2 for each flamethrower squad that assaults" (L1486): the flamethrower squads are among
/// the active squad and its (at most 2) supporters, so there cannot be more of them than
/// squads assaulting. Likewise a squad cannot hold more elite figures (+1 cover each against
/// a suppressive attack, L1702) than it has figures.
#[test]
fn no_more_flamethrowers_than_assaulting_squads_l1486() {
    let mut a = Assault {
        fp: 4,
        support: vec![],
        flamethrowers: 2,
        from_wire: false,
        defenders: vec![Defender {
            fp: 4,
            vehicle: false,
            condition: Condition::Normal,
            fort: Fort::None,
            damage: Damage::Undamaged,
        }],
        cover: 0,
        smoke: false,
        officer: false,
        medic: false,
    };
    assert!(assault::plan(&a).is_err(), "2 flamethrowers, 1 squad");
    a.support.push(4);
    assert_eq!(assault::plan(&a).unwrap().attack_dice, 4 + 2 + 4);
    let mut t = at(4, 4, 3);
    t.kind = Kind::Suppressive;
    t.target.figures = Some(2);
    t.target.elites = 3;
    assert!(attack::plan(&t).is_err(), "3 elites in a squad of 2");
    t.target.elites = 2;
    assert_eq!(attack::plan(&t).unwrap().red, 2);
}

/// Stacking (L475): a hex holds at most three units and never more than two vehicles, so an
/// area attack or an assault cannot find three vehicles in one hex.
#[test]
fn never_more_than_two_vehicles_in_a_hex_l475() {
    let v = Target {
        vehicle: vehicle(1),
        ..Target::default()
    };
    let mut a = AreaAttack {
        fp: 4,
        hits_on: 5,
        kind: Kind::Normal,
        units: vec![v.clone(), v.clone()],
    };
    assert!(area::odds(&a).is_ok());
    a.units.push(v);
    assert!(area::odds(&a).is_err(), "three vehicles in one hex");
    let d = Defender {
        fp: 1,
        vehicle: true,
        condition: Condition::Normal,
        fort: Fort::None,
        damage: Damage::Undamaged,
    };
    let mut s = Assault {
        fp: 4,
        support: vec![],
        flamethrowers: 0,
        from_wire: false,
        defenders: vec![d.clone(), d.clone()],
        cover: 0,
        smoke: false,
        officer: false,
        medic: false,
    };
    assert!(assault::plan(&s).is_ok());
    s.defenders.push(d);
    assert!(
        assault::plan(&s).is_err(),
        "three light vehicles in one hex"
    );
}
