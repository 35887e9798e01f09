//! A campaign's missions as games: the next mission starts as a new game whose table holds the
//! roster's men, and a game that ends fills in its debrief. Only games with a campaign roster
//! (today We Were Brothers) can do this.

use chrono::{DateTime, Utc};

use super::GameState;
use crate::core::campaign::{Campaign, HistoryEntry, Refused};
use crate::core::def::GameDef;
use crate::core::extra::Extra;
use crate::games::we_were_brothers::campaign::arms::armed_squad;
use crate::games::we_were_brothers::campaign::debrief::Debrief;
use crate::games::we_were_brothers::campaign::mission::{Lineup, draft_from_table, table_for};
use crate::games::we_were_brothers::campaign::{CampaignRules, MAX_SQUADS, Platoon};
use crate::games::we_were_brothers::squad::{Army, Specialist, default_codes};
use crate::games::we_were_brothers::{self as wwb, Tiers};

/// The theatres of the box (L39), by id: a campaign is fought in one of them.
pub const THEATRES: [&str; 3] = ["husky", "avalanche", "shingle"];

/// A new campaign as the campaign list's form and `adjutant campaign new` ask for it.
#[derive(Debug, Clone, PartialEq)]
pub struct NewCampaign<'a> {
    /// The campaign's id, free in the campaigns folder.
    pub id: &'a str,
    pub name: &'a str,
    pub army: Army,
    /// One of [`THEATRES`].
    pub theatre: &'a str,
    /// How many squads, 1 to [`MAX_SQUADS`] (L808).
    pub squads: u8,
    /// The Blue dice that arm the squads: one byte of it per squad.
    pub roll: u64,
}

/// A new We Were Brothers campaign: its squads drawn from the standard squads table, each
/// armed by one Blue die (L936–L938), the platoon's Leader first man of the first squad
/// (L808), the rule tiers at their defaults. Nothing is written: the caller saves it.
pub fn new_campaign(
    def: &GameDef,
    f: &NewCampaign,
    now: DateTime<Utc>,
) -> Result<Campaign, Refused> {
    if def.id != wwb::ID {
        return Err(Refused("camp-err-no-roster-game"));
    }
    if f.squads == 0 || usize::from(f.squads) > MAX_SQUADS {
        return Err(Refused("camp-err-squads"));
    }
    if !THEATRES.contains(&f.theatre) {
        return Err(Refused("camp-err-theatre"));
    }
    let mut p = Platoon::default();
    let data = wwb::data::load(def);
    let mut armed = vec![];
    for (i, code) in default_codes(f.army)
        .iter()
        .take(usize::from(f.squads))
        .enumerate()
    {
        let spec = (i == 0).then_some(Specialist::Leader);
        let blue = u8::try_from((f.roll >> (8 * i)) % 6).unwrap_or(0) + 1;
        let (sq, col) = armed_squad(&data, f.army, code, spec, blue);
        armed.push((code.to_string(), col));
        let _ = p.add_squad(sq, 1);
    }
    let mut c = Campaign::new(
        f.id,
        f.name,
        wwb::ID,
        f.army.side(),
        f.theatre,
        p.to_json(),
        CampaignRules::for_new(def).to_json(),
        now,
    )?;
    let t = Tiers::default();
    c.tiers.insert("cherry_corner".into(), t.cherry_corner);
    c.tiers.insert("additional".into(), t.additional);
    c.tiers.insert("optional".into(), t.optional);
    for (code, col) in armed {
        let msg = match col {
            Some(_) => "camp-hist-armed",
            None => "camp-hist-unarmed",
        };
        let blue = col.map(|b| b.to_string()).unwrap_or_default();
        c.history.push(
            HistoryEntry::new(None, None, msg)
                .arg("squad", code)
                .arg("blue", blue),
        );
    }
    Ok(c)
}

/// The rule tiers a campaign keeps, as the game's switches.
pub fn tiers(c: &Campaign) -> Tiers {
    let d = Tiers::default();
    let get = |k: &str, dflt: bool| c.tiers.get(k).copied().unwrap_or(dflt);
    Tiers {
        cherry_corner: get("cherry_corner", d.cherry_corner),
        additional: get("additional", d.additional),
        optional: get("optional", d.optional),
    }
}

/// Starts the campaign's next mission as the game `save_id`: its squads and men on a new
/// table. The campaign records the mission and which men went; the caller saves both.
pub fn start_mission(
    c: &mut Campaign,
    def: &GameDef,
    save_id: &str,
    seed: u64,
    name: &str,
    now: DateTime<Utc>,
) -> Result<GameState, Refused> {
    if c.game != wwb::ID || def.id != wwb::ID {
        return Err(Refused("camp-err-no-roster-game"));
    }
    if c.playing().is_some() {
        return Err(Refused("camp-err-mission-open"));
    }
    let platoon = Platoon::from_json(&c.roster).map_err(|_| Refused("camp-err-roster-damaged"))?;
    let rules = CampaignRules::from_json(&c.settings);
    let number = c.next_number();
    let data = wwb::data::load(def);
    let (state, lineup) = table_for(&platoon, &rules, tiers(c), &data, number);
    if state.squads.is_empty() {
        return Err(Refused("camp-err-nobody-to-field"));
    }
    let mut g = GameState::new(def, save_id, seed, now);
    g.name = Some(format!("{} · {number}", c.name).chars().take(60).collect());
    g.table.extra = Extra::new(state);
    c.start_mission(name, Some(save_id.to_string()), lineup.to_json(), now)?;
    Ok(g)
}

/// The debrief of the mission being played, filled in from its game (or a saved draft).
pub fn debrief_for(c: &Campaign, game: Option<&GameState>) -> Result<Debrief, Refused> {
    let m = c.playing().ok_or(Refused("camp-err-no-mission"))?;
    if let Some(d) = c
        .draft
        .as_ref()
        .and_then(|v| serde_json::from_value::<Debrief>(v.clone()).ok())
        .filter(|d| d.mission == m.number)
    {
        return Ok(d);
    }
    let platoon = Platoon::from_json(&c.roster).map_err(|_| Refused("camp-err-roster-damaged"))?;
    let lineup = Lineup::from_json(&m.lineup);
    let empty = wwb::WwbState::default();
    let table = game.and_then(|g| wwb::state(&g.table)).unwrap_or(&empty);
    Ok(draft_from_table(&platoon, &lineup, table, m.number))
}

/// A debrief refused: the message id and its arguments (nothing changed).
pub type DebriefRefused = (&'static str, Vec<(&'static str, String)>);

/// Commits the debrief `d` of the mission being played, as the debrief screen's button and
/// `adjutant campaign debrief … confirm` do: worked out again (refused as it was shown,
/// naming the rule, with nothing changed), the mission's result given, the entries kept as
/// the draft an undo gives back, the roster and its history changed. The caller saves.
pub fn commit_debrief(
    c: &mut Campaign,
    d: &Debrief,
    now: DateTime<Utc>,
) -> Result<(), DebriefRefused> {
    let m = c.playing().ok_or(("camp-err-no-mission", vec![]))?;
    if m.number != d.mission {
        return Err(("camp-err-no-mission", vec![]));
    }
    let p = Platoon::from_json(&c.roster).map_err(|_| ("camp-err-roster-damaged", vec![]))?;
    let rules = CampaignRules::from_json(&c.settings);
    let prop = crate::games::we_were_brothers::campaign::debrief::propose(&p, &rules, d)?;
    let result = d.result.ok_or(("camp-err-result-missing", vec![]))?;
    let mut next = c.clone();
    next.draft = serde_json::to_value(d).ok();
    next.commit_debrief(result, prop.platoon.to_json(), prop.history(d.mission), now)
        .map_err(|e| (e.0, vec![]))?;
    *c = next;
    Ok(())
}
