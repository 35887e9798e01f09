//! `attack`, `assault`, `area` and `mine`.

use clap::Parser;
use serde_json::{Value, json};

use super::parse::{self, Common};
use super::{explain, loc_for, out, out_odds, rng, roll, worded};
use crate::core::odds::Chance;
use crate::games::tide_of_iron::assault::{self, Assault, Defender};
use crate::games::tide_of_iron::attack::{
    self, Attack, Effect, Fire, Firer, Fort, Kind, Odds, Readings, Target, Vehicle,
};
use crate::games::tide_of_iron::effects::{Condition, Damage};
use crate::games::tide_of_iron::readings;
use crate::i18n::Localizer;

/// A supporter: `FP:RANGE:DISTANCE[:flag…]`.
fn supporter(s: &str) -> Result<Firer, String> {
    let parts: Vec<&str> = s.split(':').collect();
    let [fp, range, dist, flags @ ..] = parts.as_slice() else {
        return Err(format!(
            "'{s}' is not a supporter: give FP:RANGE:DISTANCE, e.g. 4:4:3 or 4:1:2:anti-tank"
        ));
    };
    let mut f = Firer::new(parse::fp(fp)?, parse::range(range)?, parse::distance(dist)?);
    for flag in flags {
        match *flag {
            "higher" => f.higher = true,
            "heavy-damage" => f.heavy_damage = true,
            "wire" => f.from_wire = true,
            "minefield" => f.from_minefield = true,
            "smoke" => f.from_smoke = true,
            "desperate" => f.desperate = true,
            "anti-tank" => f.anti_tank = true,
            "flamethrower" => f.flamethrower = true,
            "tank" => f.tank = true,
            "mg-only" => f.mg_only = true,
            _ => {
                return Err(format!(
                    "'{flag}' is not a supporter flag: use higher, heavy-damage, wire, minefield, smoke, desperate, anti-tank, flamethrower, tank or mg-only"
                ));
            }
        }
    }
    Ok(f)
}

#[derive(Parser, Debug)]
struct AttackArgs {
    /// The lead unit's FP against the target's type.
    #[arg(long, value_parser = parse::fp)]
    fp: u32,
    #[arg(long, value_parser = parse::range)]
    range: u32,
    #[arg(long, value_parser = parse::distance)]
    distance: u32,
    #[arg(long, default_value = "concentrated", value_parser = parse::fire)]
    fire: Fire,
    #[arg(long)]
    suppressive: bool,
    #[arg(long)]
    higher: bool,
    #[arg(long = "heavy-damage")]
    heavy_damage: bool,
    #[arg(long)]
    rallied: bool,
    #[arg(long = "from-wire")]
    from_wire: bool,
    #[arg(long = "from-minefield")]
    from_minefield: bool,
    #[arg(long = "from-smoke")]
    from_smoke: bool,
    #[arg(long)]
    desperate: bool,
    #[arg(long = "anti-tank")]
    anti_tank: bool,
    #[arg(long)]
    flamethrower: bool,
    #[arg(long)]
    tank: bool,
    /// Op Fire by the lead squad's machine guns alone (it keeps its Op Fire token).
    #[arg(long = "mg-only")]
    mg_only: bool,
    /// Reading: halve the supporters' summed FP (L1202) instead of each one's (L1374).
    #[arg(long = "combined-sum")]
    combined_sum: bool,
    /// Reading: a flamethrower's adjacent attack is normal range (FAQ L2447), not close (L2053).
    #[arg(long = "flame-faq-normal")]
    flame_faq_normal: bool,
    /// Reading: Op Fire stops the mover only when suppressive (L1441), not whenever it pins,
    /// disrupts or damages it (L951).
    #[arg(long = "opfire-suppressive-only")]
    opfire_suppressive_only: bool,
    /// A Combined Fire supporter (repeat the flag for each), `FP:RANGE:DISTANCE[:FLAG…]`
    /// (`4:4:3`, `3:1:1:anti-tank`); flags: higher, heavy-damage, wire, minefield, smoke,
    /// desperate, anti-tank, flamethrower, tank, mg-only.
    #[arg(long = "support", value_parser = supporter)]
    support: Vec<Firer>,
    /// The target is a vehicle with this armour.
    #[arg(long, value_parser = parse::small)]
    vehicle: Option<u32>,
    #[arg(long, default_value = "none", value_parser = parse::damage)]
    damage: Damage,
    #[arg(long = "heavy-vehicle")]
    heavy_vehicle: bool,
    #[arg(long)]
    truck: bool,
    #[arg(long)]
    solid: bool,
    #[arg(long, default_value_t = 0, value_parser = parse::small)]
    cover: u32,
    #[arg(long)]
    building: bool,
    #[arg(long)]
    smoke: bool,
    #[arg(long = "tank-traps")]
    tank_traps: bool,
    #[arg(long, default_value = "none", value_parser = parse::fort)]
    fort: Fort,
    #[arg(long, default_value = "normal", value_parser = parse::condition)]
    condition: Condition,
    #[arg(long, value_parser = parse::figures)]
    figures: Option<u32>,
    #[arg(long, default_value_t = 0, value_parser = parse::small)]
    elites: u32,
    #[arg(long)]
    officer: bool,
    #[arg(long)]
    medic: bool,
    /// Black faces / red faces, e.g. 5,6,1,2/5,3.
    #[arg(long, value_parser = parse::groups)]
    dice: Option<parse::Groups>,
    #[command(flatten)]
    common: Common,
}

pub(super) fn chance(c: Chance) -> Value {
    json!({ "num": c.num.to_string(), "den": c.den.to_string(), "percent": c.percent() })
}

pub(super) fn effect_words(loc: &Localizer, e: Effect) -> String {
    loc.line(&e.line())
}

pub(super) fn odds_json(loc: &Localizer, o: &Odds) -> Value {
    json!({
        "hits": o.hits.iter().map(|c| chance(*c)).collect::<Vec<_>>(),
        "effects": o.effects.iter().map(|(e, c)| json!({
            "effect": e, "words": effect_words(loc, *e), "chance": chance(*c)
        })).collect::<Vec<_>>(),
    })
}

pub(super) fn odds_lines(loc: &Localizer, o: &Odds) -> Vec<String> {
    o.effects
        .iter()
        .map(|(e, c)| format!("{:>6}  {}", loc.pct(c.percent(), 1), effect_words(loc, *e)))
        .collect()
}

fn build_attack(a: &AttackArgs) -> Attack {
    let mut lead = Firer::new(a.fp, a.range, a.distance);
    lead.higher = a.higher;
    lead.heavy_damage = a.heavy_damage;
    lead.rallied = a.rallied;
    lead.from_wire = a.from_wire;
    lead.from_minefield = a.from_minefield;
    lead.from_smoke = a.from_smoke;
    lead.desperate = a.desperate;
    lead.anti_tank = a.anti_tank;
    lead.flamethrower = a.flamethrower;
    lead.tank = a.tank;
    lead.mg_only = a.mg_only;
    let vehicle = a.vehicle.map(|armour| Vehicle {
        armour,
        damage: a.damage,
        heavy: a.heavy_vehicle,
        fragile: a.truck,
        solid: a.solid,
    });
    Attack {
        fire: a.fire,
        kind: if a.suppressive {
            Kind::Suppressive
        } else {
            Kind::Normal
        },
        lead,
        support: a.support.clone(),
        target: Target {
            vehicle,
            cover: a.cover,
            building: a.building,
            smoke: a.smoke,
            tank_traps: a.tank_traps,
            fort: a.fort,
            condition: a.condition,
            figures: a.figures,
            elites: a.elites,
            officer: a.officer,
            medic: a.medic,
        },
        readings: Readings {
            combined_sum: a.combined_sum,
            flame_faq_normal: a.flame_faq_normal,
            opfire_suppressive_only: a.opfire_suppressive_only,
        },
    }
}

pub(super) fn attack(
    loc: &Localizer,
    name: &str,
    args: &[String],
    odds_only: bool,
) -> Result<String, String> {
    let a: AttackArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let k = build_attack(&a);
    let (plan, odds) = attack::odds(&k).map_err(|e| explain(&loc, &e))?;
    let basis = readings::attack(&k);
    if odds_only {
        let mut text = worded(&loc, &plan.lines);
        text.extend(odds_lines(&loc, &odds));
        let mut v = json!({ "black": plan.black, "hits_on": plan.band.hits_on(), "red": plan.red,
                "band": plan.band, "odds": odds_json(&loc, &odds),
                "explanation": worded(&loc, &plan.lines) });
        basis.stamp(&mut v);
        return out_odds(a.common.json, v, text);
    }
    let (black, red) = match &a.dice {
        Some(g) => match g.0.as_slice() {
            [b] => (b.clone(), vec![]),
            [b, r] => (b.clone(), r.clone()),
            _ => return Err("--dice takes the black faces, then / and the red faces".into()),
        },
        None => {
            let mut r = rng(&a.common);
            (roll(&mut r, plan.black), roll(&mut r, plan.red))
        }
    };
    let o = attack::resolve(&k, &black, &red).map_err(|e| explain(&loc, &e))?;
    let mut text = vec![effect_words(&loc, o.effect)];
    text.extend(worded(&loc, &o.lines));
    let mut v = json!({
        "black": o.black, "red": o.red, "band": o.band, "hits_on": o.band.hits_on(),
        "black_hits": o.black_hits, "red_hits": o.red_hits, "hits": o.hits,
        "effect": o.effect, "result": effect_words(&loc, o.effect),
        "stops_mover": o.stops_mover, "fatigued": o.fatigued,
        "keeps_op_fire": o.keeps_op_fire, "odds": odds_json(&loc, &odds),
        "explanation": worded(&loc, &o.lines),
    });
    basis.stamp(&mut v);
    out(&loc, a.common.json, v, text)
}

/// A defender: `FP[:pinned|disrupted][:entrenched|bunker]`.
fn defender(s: &str) -> Result<Defender, String> {
    let mut parts = s.split(':');
    let fp = parse::fp(parts.next().unwrap_or(""))?;
    let mut d = Defender {
        fp,
        vehicle: false,
        condition: Condition::Normal,
        fort: Fort::None,
        damage: Damage::Undamaged,
    };
    for p in parts {
        if let Ok(c) = parse::condition(p) {
            d.condition = c;
        } else {
            d.fort = parse::fort(p)?;
        }
    }
    Ok(d)
}

/// A defending light vehicle: `FP[:light|heavy]`.
fn light_vehicle(s: &str) -> Result<Defender, String> {
    let mut parts = s.split(':');
    let fp = parse::fp(parts.next().unwrap_or(""))?;
    let damage = match parts.next() {
        Some(d) => parse::damage(d)?,
        None => Damage::Undamaged,
    };
    if parts.next().is_some() {
        return Err(format!(
            "'{s}' is not a light vehicle: give FP[:light|heavy]"
        ));
    }
    Ok(Defender {
        fp,
        vehicle: true,
        condition: Condition::Normal,
        fort: Fort::None,
        damage,
    })
}

#[derive(Parser, Debug)]
struct AssaultArgs {
    #[arg(long, value_parser = parse::fp)]
    fp: u32,
    /// A supporting squad's FP vs infantry (repeat the flag for each, up to 2).
    #[arg(long = "support", value_parser = parse::fp)]
    support: Vec<u32>,
    #[arg(long, default_value_t = 0, value_parser = parse::small)]
    flamethrowers: u32,
    #[arg(long = "from-wire")]
    from_wire: bool,
    /// A defending squad: FP[:pinned|disrupted][:entrenched|bunker].
    #[arg(long = "defender", value_parser = defender)]
    defenders: Vec<Defender>,
    /// A defending light vehicle: its FP vs infantry, then its damage if any, FP[:light|heavy].
    #[arg(long = "light-vehicle", value_parser = light_vehicle)]
    light_vehicles: Vec<Defender>,
    #[arg(long, default_value_t = 0, value_parser = parse::small)]
    cover: u32,
    #[arg(long)]
    smoke: bool,
    #[arg(long)]
    officer: bool,
    #[arg(long)]
    medic: bool,
    /// Attacker's black / cover red / defender's black, e.g. 4,5,6/5,1/4,2.
    #[arg(long, value_parser = parse::groups)]
    dice: Option<parse::Groups>,
    #[command(flatten)]
    common: Common,
}

pub(super) fn assault(
    loc: &Localizer,
    name: &str,
    args: &[String],
    odds_only: bool,
) -> Result<String, String> {
    let a: AssaultArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let mut defenders = a.defenders.clone();
    defenders.extend(a.light_vehicles.iter().cloned());
    let k = Assault {
        fp: a.fp,
        support: a.support.clone(),
        flamethrowers: a.flamethrowers,
        from_wire: a.from_wire,
        defenders,
        cover: a.cover,
        smoke: a.smoke,
        officer: a.officer,
        medic: a.medic,
    };
    let (p, o) = assault::odds(&k).map_err(|e| explain(&loc, &e))?;
    let win = chance(o.attacker_wins);
    let basis = readings::assault(&k);
    if odds_only {
        let mut text = worded(&loc, &p.lines);
        text.push(loc.tr(
            "toi-odds-assault-win",
            &[("pct", loc.num(o.attacker_wins.percent(), 1))],
        ));
        let mut v = json!({ "attack_dice": p.attack_dice, "cover_dice": p.cover_dice,
                "defence_dice": p.defence_dice, "attacker_wins": win,
                "explanation": worded(&loc, &p.lines) });
        basis.stamp(&mut v);
        return out_odds(a.common.json, v, text);
    }
    let (x, c, d) = match &a.dice {
        Some(g) => match g.0.as_slice() {
            [x, c, d] => (x.clone(), c.clone(), d.clone()),
            _ => {
                return Err(
                    "--dice takes three groups: attacker's black / cover red / defender's black"
                        .into(),
                );
            }
        },
        None => {
            let mut r = rng(&a.common);
            (
                roll(&mut r, p.attack_dice),
                roll(&mut r, p.cover_dice),
                roll(&mut r, p.defence_dice),
            )
        }
    };
    let r = assault::resolve(&k, &x, &c, &d).map_err(|e| explain(&loc, &e))?;
    let mut v = json!({ "attack": r.attack, "cover": r.cover, "defence": r.defence,
            "attacker_hits": r.attacker_hits, "defender_hits": r.defender_hits,
            "attacker_wins": r.attacker_wins, "fates": r.fates, "hit_caps": r.caps,
            "attackers_fatigued": true, "odds_attacker_wins": win,
            "explanation": worded(&loc, &r.lines) });
    basis.stamp(&mut v);
    out(&loc, a.common.json, v, worded(&loc, &r.lines))
}
