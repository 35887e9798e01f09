//! The roster and a soldier's service record as lines of text, in the player's language (for
//! the command line and the screens).

use super::rules::{CampaignRules, Replacements, Wounds};
use super::{CampaignFate, Member, Platoon, RosterSquad};
use crate::core::campaign::Campaign;
use crate::games::we_were_brothers::data::WwbData;
use crate::i18n::Localizer;

/// "Arms L2, Observation L1 (1 XP)", or the word for none.
pub fn skills(loc: &Localizer, m: &Member) -> String {
    let parts: Vec<String> = m
        .soldier
        .skills
        .iter()
        .flatten()
        .map(|b| {
            loc.tr(
                "camp-skill-level",
                &[
                    ("skill", b.skill.msg()),
                    ("level", b.level.to_string()),
                    ("xp", b.xp.to_string()),
                ],
            )
        })
        .collect();
    if parts.is_empty() {
        loc.t("camp-no-skills")
    } else {
        parts.join(", ")
    }
}

/// The fate in words, with the mission a man in a field hospital comes back for.
pub fn fate(loc: &Localizer, f: CampaignFate) -> String {
    match f {
        CampaignFate::FieldHospital { back } => {
            loc.tr("camp-fate-hospital-until", &[("back", back.to_string())])
        }
        other => loc.t(&other.msg()),
    }
}

/// The mission being played that `m` is on the table of, if he is (the lineup says who went).
pub fn in_field(c: &Campaign, m: &Member) -> Option<u32> {
    let pm = c.playing()?;
    super::mission::Lineup::from_json(&pm.lineup)
        .squads
        .iter()
        .any(|(_, ids)| ids.contains(&m.id))
        .then_some(pm.number)
}

/// Where a man stands now: in the field on the mission being played, else his fate (a man
/// who came back safe from the last mission and went out again is not "safe" meanwhile).
pub fn standing(loc: &Localizer, c: &Campaign, m: &Member) -> String {
    match in_field(c, m) {
        Some(n) => loc.tr("camp-fate-in-field", &[("n", n.to_string())]),
        None => fate(loc, m.fate),
    }
}

/// A weapon card as its card names it ("M1 Garand"), or as entered if the tables lack it.
pub fn weapon(data: &WwbData, card: &str) -> String {
    data.weapon(card)
        .map_or_else(|| card.to_string(), |w| w.label.clone())
}

/// "Able 2 Rossi": code, number and name.
pub fn name(sq: &RosterSquad, m: &Member) -> String {
    match &m.soldier.name {
        Some(n) => format!("{} {n}", sq.label(m)),
        None => sq.label(m),
    }
}

/// A wound carried from the last mission (the `carry` setting), as " — wound carried: health
/// marker 3 boxes down" (where his marker starts the next mission); empty for none.
pub fn carried_wound(loc: &Localizer, m: &Member) -> String {
    if m.soldier.health == 0 {
        return String::new();
    }
    format!(
        " — {}",
        loc.tr(
            "camp-member-health",
            &[("health", m.soldier.health.to_string())]
        )
    )
}

/// One line per soldier: name, specialist, fate, skills, XP, missions, kills, wounds, medals.
pub fn member_line(
    loc: &Localizer,
    c: &Campaign,
    data: &WwbData,
    sq: &RosterSquad,
    m: &Member,
) -> String {
    let spec = m
        .soldier
        .specialist
        .map(|s| format!(" — {}", loc.t(&s.msg())))
        .unwrap_or_default();
    let weapon = m
        .soldier
        .main
        .card
        .as_ref()
        .map(|card| format!(" — {}", weapon(data, card)))
        .unwrap_or_default();
    let health = carried_wound(loc, m);
    format!(
        "{}{spec} — {} — {}{weapon} — {}{health}",
        name(sq, m),
        standing(loc, c, m),
        skills(loc, m),
        loc.tr(
            "camp-member-record",
            &[
                ("xp", m.banked_xp.to_string()),
                ("missions", m.missions.to_string()),
                ("kills", m.kills.to_string()),
                ("wounds", m.wounds.to_string()),
                ("medals", m.medals.len().to_string()),
            ]
        )
    )
}

/// The squad's heading: code, army, infamy, court-martial.
pub fn squad_line(loc: &Localizer, sq: &RosterSquad) -> String {
    let key = if sq.court_martialled {
        "camp-squad-court-martialled"
    } else {
        "camp-squad-line"
    };
    loc.tr(
        key,
        &[
            ("code", sq.code.clone()),
            ("army", sq.army.msg().to_string()),
            ("infamy", sq.infamy.to_string()),
        ],
    )
}

/// The whole roster.
pub fn roster(loc: &Localizer, c: &Campaign, data: &WwbData, p: &Platoon) -> Vec<String> {
    let mut out = vec![];
    for sq in &p.squads {
        out.push(squad_line(loc, sq));
        for m in &sq.members {
            out.push(format!("  {}", member_line(loc, c, data, sq, m)));
        }
    }
    out
}

/// A soldier's service record: every history line about him, by mission.
pub fn service_record(loc: &Localizer, c: &Campaign, m: &Member) -> Vec<String> {
    let key = m.key();
    let mut out = vec![loc.tr("camp-joined", &[("mission", m.joined.to_string())])];
    for h in c.history_of(&key) {
        let args: Vec<(&str, String)> = h
            .args
            .iter()
            .map(|(k, v)| (k.as_str(), v.clone()))
            .collect();
        let line = loc.tr(&h.msg, &args);
        match h.mission {
            Some(n) => out.push(loc.tr(
                "camp-record-line",
                &[("mission", n.to_string()), ("line", line)],
            )),
            None => out.push(line),
        }
    }
    out
}

/// The campaign settings in one line.
pub fn settings(loc: &Localizer, r: &CampaignRules) -> String {
    let wounds = match r.wounds {
        Wounds::Heal => "camp-set-wounds-heal",
        Wounds::Carry => "camp-set-wounds-carry",
    };
    let repl = match r.replacements {
        Replacements::ByHand => "camp-set-repl-by-hand",
        Replacements::None => "camp-set-repl-none",
    };
    let sniper = if r.sniper_offer {
        "camp-set-sniper-on"
    } else {
        "camp-set-sniper-off"
    };
    loc.tr(
        "camp-settings-line",
        &[
            ("wounds", wounds.to_string()),
            ("hospital", r.hospital_missions.to_string()),
            ("replacements", repl.to_string()),
            ("sniper", sniper.to_string()),
        ],
    )
}

/// One man's line on a debrief: who, how he ended, his medals (the screen's button, the
/// command line's list).
pub fn report_line(
    loc: &Localizer,
    p: &Platoon,
    r: &crate::games::we_were_brothers::campaign::debrief::Report,
) -> String {
    loc.tr(
        "camp-report-line",
        &[
            ("who", p.label(r.id)),
            ("end", super::entries::end_msg(r.end).to_string()),
            ("medals", r.medals.len().to_string()),
            ("health", r.health.to_string()),
        ],
    )
}

/// A man who fought on and stays active: counted, not listed (his service record has it).
pub fn routine(c: &crate::games::we_were_brothers::campaign::debrief::Change) -> bool {
    c.msg == "camp-ch-fate"
        && c.args
            .iter()
            .any(|(k, v)| *k == "why" && v == "camp-why-fought")
}

/// What a debrief will change, in words: every change but the routine ones, then how many
/// fought on, then the award XP not shared out.
pub fn change_lines(
    loc: &Localizer,
    prop: &crate::games::we_were_brothers::campaign::debrief::Proposal,
) -> Vec<String> {
    let mut out: Vec<String> = prop
        .changes
        .iter()
        .filter(|c| !routine(c))
        .map(|c| loc.tr(c.msg, &c.args))
        .collect();
    let fought = prop.changes.iter().filter(|c| routine(c)).count();
    if fought > 0 {
        out.push(loc.tr("camp-fought-on", &[("n", fought.to_string())]));
    }
    let left: u32 = prop.unshared.iter().map(|&x| u32::from(x)).sum();
    if left > 0 {
        out.push(loc.tr("camp-unshared", &[("xp", left.to_string())]));
    }
    out
}
