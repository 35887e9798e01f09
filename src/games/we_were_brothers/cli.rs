//! `adjutant resolve we-were-brothers <roll> …` and `adjutant odds we-were-brothers <roll> …`:
//! every roll of [`super::rolls`] on a situation given as flags, the dice given as
//! `--dice grey=ok,blue=4`-style tokens in the roll's order (`ok,4` works too) or rolled by the
//! app (`--seed N`). `--json` prints the outcome as data (fields in `docs/we-were-brothers.md`).

use clap::{Args, Parser};
use serde_json::json;

use super::care::{CareRoll, LiftReading, RallyFrom};
use super::combat::{BlowInput, CombatRoll, PinkTest, SightInput};
use super::data;
use super::dice::{Colour, FaceKind, Faces};
use super::explosives::{
    AccuracyInput, BarrageInput, BlastInput, BlastRoll, ChargeInput, ThrowInput, WindowInput,
};
use super::fire::{FireInput, SuppressionInput};
use super::rolls::{self, Ctx, Odds, Outcome, Readings, Roll, RollError};
use super::state::Tiers;
use crate::content::Content;
use crate::core::rng::GameRng;
use crate::i18n::Localizer;

/// The rolls the command line knows, for messages and completion (`level` is a lookup
/// without dice).
pub const ROLLS: &[&str] = &[
    "level",
    "fire",
    "suppression",
    "area",
    "close-combat",
    "sight",
    "initiative",
    "pink",
    "grenade",
    "window",
    "blast",
    "place-charge",
    "disarm",
    "detonate",
    "collapse",
    "support-accuracy",
    "barrage",
    "barrage-near",
    "building-hit",
    "strafe",
    "treat",
    "medic",
    "deterioration",
    "rally",
    "rout-recovery",
    "cold-blood",
    "river",
    "lift",
    "door",
];

#[derive(Parser, Debug)]
struct With<T: Args> {
    #[command(flatten)]
    input: T,
    /// The faces rolled by hand, one per die in the roll's order: a face id (ok, medal, miss,
    /// suppressed, light-wound, serious-wound, killed, disaster) or a number (Red, Blue),
    /// optionally after the die's colour (`grey=ok,blue=4`).
    #[arg(long)]
    dice: Option<String>,
    /// Let the app roll, from this seed.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long)]
    json: bool,
    /// Cherry Corner (simplified) rules.
    #[arg(long)]
    cherry_corner: bool,
    /// Leave the additional rules out.
    #[arg(long)]
    no_additional: bool,
    /// Play the optional rules.
    #[arg(long)]
    optional: bool,
    /// Read a rally of a Suppressed man as L696 does (the marker is removed) rather than one
    /// step better as L742 does (the default).
    #[arg(long)]
    rally_clears: bool,
}

/// A roll whose input does not carry the roller's wound penalty: the flag beside it.
#[derive(Args, Debug)]
struct Wounded<T: Args> {
    #[command(flatten)]
    input: T,
    /// The wound penalty of the man who rolls: 1 or 2 from the −1/−2 health boxes (additional
    /// rule, L633: on any roll).
    #[arg(long, default_value_t = 0)]
    wounded: u8,
}

#[derive(Args, Debug)]
struct NoArgs {}

#[derive(Args, Debug)]
struct PinkArgs {
    #[arg(long, value_enum)]
    test: PinkTest,
}

#[derive(Args, Debug)]
struct SatchelArg {
    #[arg(long)]
    satchel: bool,
}

#[derive(Args, Debug)]
struct InsideArg {
    /// An occupant of the building (Blue), else a soldier in its MHx (Red).
    #[arg(long)]
    inside: bool,
}

#[derive(Args, Debug)]
struct CoverArg {
    #[arg(long)]
    cover: bool,
}

#[derive(Args, Debug)]
struct TreatArgs {
    #[arg(long)]
    unconscious: bool,
    #[arg(long, default_value_t = 0)]
    first_aid: u8,
}

#[derive(Args, Debug)]
struct MedicArgs {
    #[arg(long, default_value_t = 1)]
    first_aid: u8,
}

#[derive(Args, Debug)]
struct DeteriorateArgs {
    #[arg(long)]
    unconscious: bool,
    #[arg(long, default_value_t = 0)]
    strength: u8,
}

#[derive(Args, Debug)]
struct RallyArgs {
    #[arg(long, value_enum)]
    from: RallyFrom,
}

#[derive(Args, Debug)]
struct LiftArgs {
    #[arg(long, value_enum, default_value = "red-grey")]
    reading: LiftReading,
}

#[derive(Args, Debug)]
struct StrengthArg {
    #[arg(long, default_value_t = 0)]
    strength: u8,
}

/// The roll, the options around it.
struct Parsed {
    roll: Roll,
    dice: Option<String>,
    seed: Option<u64>,
    json: bool,
    tiers: Tiers,
    wounded: u8,
    readings: Readings,
}

impl Parsed {
    fn ctx<'a>(&self, data: &'a data::WwbData, faces: &'a Faces) -> Ctx<'a> {
        Ctx {
            data,
            faces,
            tiers: self.tiers,
            wounded: self.wounded,
            readings: self.readings,
        }
    }
}

/// What each roll is, for its `--help`: the player's words.
fn about(name: &str) -> Option<&'static str> {
    Some(match name {
        "level" => {
            "The level rule between a spotter and a target (barriers, postures, elevation) and the sight range: a lookup, no dice."
        }
        "fire" => "A shot at one soldier: the weapon, range, postures and cover give the dice.",
        "suppression" => "Suppression fire on one hex of the target area.",
        "area" => "Area fire: the roll for each soldier in the area.",
        "close-combat" => "A close-combat blow between two soldiers.",
        "sight" => "A sight test: can the soldier see the target hex?",
        "initiative" => "The initiative roll.",
        "pink" => "One of the Pink die's tests.",
        "grenade" => "A grenade or satchel thrown: does it land where aimed, or scatter?",
        "window" => "A grenade thrown through a window or a loophole.",
        "blast" => "What a blast does to one soldier near it.",
        "place-charge" => "An explosive charge placed.",
        "disarm" => "A charge disarmed.",
        "detonate" => "A satchel or an explosive charge set off.",
        "collapse" => "A collapsing building: a soldier inside it, or in its hex.",
        "support-accuracy" => "Where a support call's fire lands.",
        "barrage" => "An artillery barrage on a soldier in the impact hex.",
        "barrage-near" => {
            "An artillery barrage on a soldier next to the impact hex (optional rule)."
        }
        "building-hit" => "Whether a building or cover in the barrage's impact hex survives.",
        "strafe" => "An aircraft strafing a soldier, in the open or in cover.",
        "treat" => "Treating a bleeding or unconscious soldier (the healer's First Aid helps).",
        "medic" => "A medic giving a wounded soldier back health boxes.",
        "deterioration" => "The end-of-turn roll of a bleeding or unconscious soldier.",
        "rally" => "A Leadership rally of a shaken, suppressed or routed soldier.",
        "rout-recovery" => "A routed soldier's own check in the resolution phase.",
        "cold-blood" => "The cold-blood test against the Suppressed marker.",
        "river" => "One movement action in a river hex.",
        "lift" => "Lifting a heavy object or a wounded soldier without Strength.",
        "door" => "Forcing a closed door.",
        _ => return None,
    })
}

fn with<T: Args>(name: &str, args: &[String], f: impl FnOnce(T) -> Roll) -> Result<Parsed, String> {
    let w: With<T> = crate::games::parse_args_about(
        &format!("adjutant resolve we-were-brothers {name}"),
        about(name),
        args,
    )?;
    Ok(Parsed {
        roll: f(w.input),
        dice: w.dice,
        seed: w.seed,
        json: w.json,
        tiers: Tiers {
            cherry_corner: w.cherry_corner,
            additional: !w.no_additional,
            optional: w.optional,
        },
        wounded: 0,
        readings: Readings {
            rally_clears: w.rally_clears,
            // The command line gives the penalty itself (`--wounded`).
            spare_deterioration: false,
        },
    })
}

/// As [`with`], for a roll that takes the roller's wound penalty as `--wounded`.
fn with_w<T: Args>(
    name: &str,
    args: &[String],
    f: impl FnOnce(T) -> Roll,
) -> Result<Parsed, String> {
    let mut wounded = 0;
    let mut p = with(name, args, |w: Wounded<T>| {
        wounded = w.wounded;
        f(w.input)
    })?;
    p.wounded = wounded;
    Ok(p)
}

fn parse(name: &str, args: &[String]) -> Result<Parsed, String> {
    use Roll::{Blast as B, Care as C, Combat as K};
    match name {
        "fire" => with(name, args, |i: FireInput| K(CombatRoll::Fire(i))),
        "suppression" => with(name, args, |i: SuppressionInput| {
            K(CombatRoll::Suppression(i))
        }),
        "area" => with_w(name, args, |_: NoArgs| K(CombatRoll::Area)),
        "close-combat" => with(name, args, |i: BlowInput| K(CombatRoll::Blow(i))),
        "sight" => with_w(name, args, |i: SightInput| K(CombatRoll::Sight(i))),
        "initiative" => with(name, args, |_: NoArgs| K(CombatRoll::Initiative)),
        "pink" => with_w(name, args, |i: PinkArgs| K(CombatRoll::Pink(i.test))),
        "grenade" => with_w(name, args, |i: ThrowInput| B(BlastRoll::Throw(i))),
        "window" => with_w(name, args, |i: WindowInput| B(BlastRoll::Window(i))),
        "blast" => with(name, args, |i: BlastInput| B(BlastRoll::Blast(i))),
        "place-charge" => with_w(name, args, |i: ChargeInput| B(BlastRoll::Place(i))),
        "disarm" => with_w(name, args, |i: ChargeInput| B(BlastRoll::Disarm(i))),
        "detonate" => with(name, args, |i: SatchelArg| {
            B(BlastRoll::Detonate { satchel: i.satchel })
        }),
        "collapse" => with(name, args, |i: InsideArg| {
            B(BlastRoll::Collapse { inside: i.inside })
        }),
        "support-accuracy" => with_w(name, args, |i: AccuracyInput| B(BlastRoll::Accuracy(i))),
        "barrage" => with(name, args, |i: BarrageInput| B(BlastRoll::Barrage(i))),
        "barrage-near" => with(name, args, |_: NoArgs| B(BlastRoll::BarrageNear)),
        "building-hit" => with(name, args, |_: NoArgs| B(BlastRoll::Building)),
        "strafe" => with(name, args, |i: CoverArg| {
            B(BlastRoll::Strafe { cover: i.cover })
        }),
        "treat" => with_w(name, args, |i: TreatArgs| {
            C(CareRoll::Treat {
                unconscious: i.unconscious,
                first_aid: i.first_aid,
            })
        }),
        "medic" => with_w(name, args, |i: MedicArgs| {
            C(CareRoll::Medic {
                first_aid: i.first_aid,
            })
        }),
        "deterioration" => with_w(name, args, |i: DeteriorateArgs| {
            C(CareRoll::Deteriorate {
                unconscious: i.unconscious,
                strength: i.strength,
            })
        }),
        "rally" => with_w(name, args, |i: RallyArgs| {
            C(CareRoll::Rally { from: i.from })
        }),
        "rout-recovery" => with_w(name, args, |_: NoArgs| C(CareRoll::RoutRecovery)),
        "cold-blood" => with_w(name, args, |_: NoArgs| C(CareRoll::ColdBlood)),
        "river" => with(name, args, |_: NoArgs| C(CareRoll::River)),
        "lift" => with_w(name, args, |i: LiftArgs| {
            C(CareRoll::Lift { reading: i.reading })
        }),
        "door" => with_w(name, args, |i: StrengthArg| {
            C(CareRoll::Door {
                strength: i.strength,
            })
        }),
        _ => Err(format!(
            "no resolver '{name}' for we-were-brothers (try: {})",
            ROLLS.join(", ")
        )),
    }
}

/// Reads one `--dice` token for a die of colour `c`: its side index.
pub fn face_index(faces: &Faces, c: Colour, token: &str) -> Result<usize, String> {
    face_index_for(faces, c, token, "--dice")
}

/// [`face_index`], its error naming the argument `arg` it came from.
pub fn face_index_for(faces: &Faces, c: Colour, token: &str, arg: &str) -> Result<usize, String> {
    let t = token.trim();
    let t = match t.split_once('=') {
        Some((col, rest)) => {
            if Colour::parse(col.trim()) != Some(c) {
                return Err(format!(
                    "{arg}: '{token}' names the {} die, but this place in the roll is the {} die",
                    col.trim(),
                    c.id()
                ));
            }
            rest.trim()
        }
        None => t,
    };
    let sides = faces.of(c);
    let found = if let Ok(n) = t.parse::<i64>() {
        sides.iter().position(|f| f.value == Some(n))
    } else {
        FaceKind::parse(t).and_then(|k| sides.iter().position(|f| f.kind == k))
    };
    found.ok_or_else(|| {
        let mut names: Vec<String> = vec![];
        for f in sides {
            let n = f
                .value
                .map_or_else(|| f.kind.id().to_string(), |v| v.to_string());
            if !names.contains(&n) {
                names.push(n);
            }
        }
        format!(
            "{arg}: the {} die has no face '{t}' (it has: {})",
            c.id(),
            names.join(", ")
        )
    })
}

fn error_text(loc: &Localizer, e: &RollError) -> String {
    loc.tr(
        e.0,
        &e.1.iter().map(|(k, v)| (*k, v.clone())).collect::<Vec<_>>(),
    )
}

fn setup(content: &Content) -> Result<(std::sync::Arc<data::WwbData>, Faces), String> {
    let def = content
        .game(super::ID)
        .ok_or_else(|| "the we-were-brothers data is missing".to_string())?;
    let faces = Faces::from_def(def)?;
    Ok((data::load(def), faces))
}

/// What an answer rests on, in words: each reading's explanation, each placeholder named.
pub fn basis_lines(
    loc: &Localizer,
    d: &data::WwbData,
    b: &crate::core::basis::Basis,
) -> Vec<String> {
    let mut v: Vec<String> = b
        .readings
        .iter()
        .map(|r| loc.t(&format!("reading-{}", r.id)))
        .collect();
    v.extend(
        b.unverified
            .iter()
            .map(|u| super::basis::words(loc, d, &u.what)),
    );
    v
}

/// The outcome as text: answer, what to do, the dice, the working (what it rests on first).
pub fn text(loc: &Localizer, o: &Outcome, d: &data::WwbData) -> String {
    let mut s = loc.line(&o.headline);
    for n in &o.notes {
        s.push_str(&format!("\n  {}", loc.line(n)));
    }
    if let Some(x) = o.xp {
        s.push_str(&format!(
            "\n  {}",
            loc.tr("wwb-xp-earned", &[("skill", loc.t(&x.msg()))])
        ));
    }
    // A Red or Blue read for its number says the number; read for a combat result (a shot,
    // a blast), its result (as the result card shows them).
    let combat = matches!(
        o.effect,
        super::rolls::Effect::Hit { .. } | super::rolls::Effect::Blow { .. }
    );
    let dice: Vec<String> = o
        .dice
        .iter()
        .map(|d| {
            let face = match d.face.value {
                Some(v) if !combat => v.to_string(),
                _ => loc.t(&d.face.kind.msg()),
            };
            format!("{}: {face}", loc.t(&d.colour.msg()))
        })
        .collect();
    if !dice.is_empty() {
        s.push_str(&format!("\n  [{}]", dice.join(" · ")));
    }
    for b in basis_lines(loc, d, &o.basis) {
        s.push_str(&format!("\n    {b}"));
    }
    for w in &o.working {
        s.push_str(&format!("\n    {}", loc.line(w)));
    }
    s
}

#[derive(Parser, Debug)]
struct LevelCli {
    #[command(flatten)]
    input: super::sight::LevelInput,
    #[arg(long)]
    json: bool,
}

/// `resolve we-were-brothers level …`: the level rule and the sight range, no dice.
fn level(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let c: LevelCli = crate::games::parse_args_about(
        "adjutant resolve we-were-brothers level",
        about("level"),
        args,
    )?;
    let (data, _) = setup(content)?;
    let a = super::sight::level(&data, &c.input).map_err(|m| loc.t(m))?;
    if c.json {
        let v = json!({"roll": "level", "answer": loc.t(a.seen.msg()), "seen": a.seen, "range": a.range});
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut s = loc.t(a.seen.msg());
    let range = match a.range {
        Some(r) => loc.tr("wwb-ui-sight-range", &[("n", r.to_string())]),
        None => loc.t("wwb-ui-sight-unlimited"),
    };
    s.push_str(&format!("\n  {range}"));
    for w in &a.working {
        s.push_str(&format!("\n    {}", loc.line(w)));
    }
    Ok(s)
}

pub fn resolve(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    if resolver == "level" {
        return level(content, loc, args);
    }
    if resolver == "help" {
        return Ok(crate::games::resolver_list(
            loc,
            super::ID,
            &ROLLS.join(", "),
        ));
    }
    known(loc, resolver)?;
    let p = parse(resolver, args)?;
    let (data, faces) = setup(content)?;
    if p.wounded > 2 {
        return Err(error_text(loc, &RollError::new("wwb-err-level")));
    }
    let ctx = p.ctx(&data, &faces);
    let colours = rolls::dice(&ctx, &p.roll).map_err(|e| error_text(loc, &e))?;
    let sides: Vec<usize> = match (&p.dice, p.seed) {
        (Some(d), _) => {
            let tokens: Vec<&str> = d.split(',').filter(|t| !t.trim().is_empty()).collect();
            let need = rolls::needed(
                &ctx,
                &p.roll,
                &tokens
                    .iter()
                    .take(1)
                    .zip(&colours)
                    .filter_map(|(t, c)| face_index(&faces, *c, t).ok())
                    .collect::<Vec<_>>(),
            )
            .map_err(|e| error_text(loc, &e))?;
            if tokens.len() != colours.len() && tokens.len() != need {
                let names: Vec<&str> = colours.iter().map(|c| c.id()).collect();
                return Err(format!(
                    "--dice: this roll takes {} dice ({}), {} given",
                    colours.len(),
                    names.join(", "),
                    tokens.len()
                ));
            }
            colours
                .iter()
                .zip(tokens)
                .map(|(c, t)| face_index(&faces, *c, t))
                .collect::<Result<_, _>>()?
        }
        (None, Some(seed)) => {
            let mut rng = GameRng::from_seed(seed);
            colours.iter().map(|c| rng.index(faces.sides(*c))).collect()
        }
        (None, None) => {
            let names: Vec<&str> = colours.iter().map(|c| c.id()).collect();
            return Err(format!(
                "give the faces with --dice ({}) or let the app roll with --seed N",
                names.join(", ")
            ));
        }
    };
    let o = rolls::resolve(&ctx, &p.roll, &sides).map_err(|e| error_text(loc, &e))?;
    if p.json {
        let mut v = json!({
            "roll": p.roll.id(),
            "answer": loc.line(&o.headline),
            "outcome": o,
        });
        o.basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    Ok(crate::games::basis_text(
        loc,
        text(loc, &o, &data),
        &o.basis,
    ))
}

/// Odds as text lines (or JSON).
pub fn odds_text(loc: &Localizer, o: &Odds) -> Vec<(String, String)> {
    o.answers
        .iter()
        .map(|(l, n)| {
            let pct = 100.0 * (*n as f64) / (o.total.max(1) as f64);
            (
                loc.line(l),
                format!("{n}/{} ({})", o.total, loc.pct(pct, 1)),
            )
        })
        .collect()
}

/// Refuses a roll this game does not have, naming the ones it has.
fn known(loc: &Localizer, resolver: &str) -> Result<(), String> {
    if ROLLS.contains(&resolver) {
        Ok(())
    } else {
        Err(crate::games::no_resolver(
            loc,
            super::ID,
            resolver,
            &ROLLS.join(", "),
        ))
    }
}

pub fn odds(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    if resolver == "level" {
        return Err("level is a lookup without dice: use 'resolve we-were-brothers level'".into());
    }
    known(loc, resolver)?;
    let p = parse(resolver, args)?;
    let (data, faces) = setup(content)?;
    if p.wounded > 2 {
        return Err(error_text(loc, &RollError::new("wwb-err-level")));
    }
    let ctx = p.ctx(&data, &faces);
    let o = rolls::odds(&ctx, &p.roll).map_err(|e| error_text(loc, &e))?;
    if p.json {
        let mut v = json!({
            "roll": p.roll.id(),
            "total": o.total,
            "answers": o.answers.iter().map(|(l, n)| json!({"answer": loc.line(l), "line": l, "count": n})).collect::<Vec<_>>(),
        });
        o.basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let dice = rolls::dice(&ctx, &p.roll).map_err(|e| error_text(loc, &e))?;
    let names: Vec<String> = dice.iter().map(|c| loc.t(&c.msg())).collect();
    let mut s = loc.tr("wwb-odds-head", &[("dice", names.join(" + "))]);
    for (a, f) in odds_text(loc, &o) {
        s.push_str(&format!("\n  {a}: {f}"));
    }
    for b in basis_lines(loc, &data, &o.basis) {
        s.push_str(&format!("\n  {b}"));
    }
    Ok(s)
}
