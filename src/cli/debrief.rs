//! `adjutant campaign debrief <id> [entries…] [--mission N] [--json]`: the debrief of the
//! mission being played, as the debrief screen proposes it (filled in from the mission's game,
//! or the draft the screen saved, then the entries given); nothing is written.
//! `adjutant campaign debrief <id> confirm [entries…]` commits it as the screen's button does,
//! or refuses as the screen refuses (the rule named, nothing changed).
//!
//! Entries, each `name=value` (soldiers by their id, squads by index or code name):
//! `result=win|lose|draw`, `end.ID=fought|killed|…`, `medal.ID=SKILL` (one more each time),
//! `kills.ID=N`, `leadership.ID=gained|lost|same`, `infamy.SQUAD=N`, `award.SQUAD=N`,
//! `share.ID=N`, `buy.ID=SKILL` (one more each time), `promote=ID`,
//! `replacement=SQUAD[:name]`, `leader=SQUAD:SKILL`.

use serde_json::{Value, json};

use crate::core::campaign::{Campaign, Outcome};
use crate::games::we_were_brothers::campaign::debrief::{
    Debrief, LeadershipChange, Proposal, propose,
};
use crate::games::we_were_brothers::campaign::entries::{ENDS, Entry, apply};
use crate::games::we_were_brothers::campaign::{CampaignRules, Platoon, text};
use crate::games::we_were_brothers::squad::{Skill, Specialist};
use crate::i18n::{Localizer, echo};
use crate::session::{campaign as session_campaign, saved};
use crate::store::{Paths, campaigns, lock};

/// What was asked: the entries, confirm or not, JSON or not, the mission named.
struct Asked {
    confirm: bool,
    json: bool,
    mission: Option<u32>,
    entries: Vec<String>,
}

fn read_words(loc: &Localizer, words: Vec<String>) -> Result<Asked, String> {
    let mut a = Asked {
        confirm: false,
        json: false,
        mission: None,
        entries: vec![],
    };
    let mut it = words.into_iter().peekable();
    if it.peek().map(String::as_str) == Some("confirm") {
        a.confirm = true;
        it.next();
    }
    while let Some(w) = it.next() {
        match w.as_str() {
            "--json" => a.json = true,
            "--mission" => {
                let v = it.next().unwrap_or_default();
                a.mission =
                    Some(v.parse().map_err(|_| {
                        loc.tr("camp-cli-debrief-bad-mission", &[("value", echo(&v))])
                    })?);
            }
            _ => a.entries.push(w),
        }
    }
    Ok(a)
}

/// The word of a choice among `known`, or the refusal naming them.
fn pick<T: Copy>(
    loc: &Localizer,
    word: &str,
    value: &str,
    known: &[(T, &str)],
) -> Result<T, String> {
    known
        .iter()
        .find(|(_, w)| *w == value)
        .map(|(t, _)| *t)
        .ok_or_else(|| {
            let names: Vec<&str> = known.iter().map(|(_, w)| *w).collect();
            loc.tr(
                "camp-cli-debrief-bad-value",
                &[
                    ("word", echo(word)),
                    ("value", echo(value)),
                    ("known", names.join(", ")),
                ],
            )
        })
}

fn skills() -> Vec<(Skill, &'static str)> {
    Skill::ALL.iter().map(|s| (*s, s.id())).collect()
}

fn number(loc: &Localizer, word: &str, value: &str) -> Result<u8, String> {
    value.trim().parse::<u8>().map_err(|_| {
        loc.tr(
            "camp-cli-debrief-bad-number",
            &[("word", echo(word)), ("value", echo(value))],
        )
    })
}

/// A soldier of the debrief by his id.
fn man(loc: &Localizer, d: &Debrief, word: &str, id: &str) -> Result<u32, String> {
    id.trim()
        .parse::<u32>()
        .ok()
        .filter(|i| d.reports.iter().any(|r| r.id == *i))
        .ok_or_else(|| {
            loc.tr(
                "camp-cli-debrief-no-man",
                &[("word", echo(word)), ("id", echo(id))],
            )
        })
}

/// A squad of the platoon by its index or its code name.
fn squad(loc: &Localizer, p: &Platoon, word: &str, s: &str) -> Result<usize, String> {
    let s = s.trim();
    s.parse::<usize>()
        .ok()
        .filter(|i| *i < p.squads.len())
        .or_else(|| p.squads.iter().position(|q| q.code.eq_ignore_ascii_case(s)))
        .ok_or_else(|| {
            let codes: Vec<String> = p.squads.iter().map(|q| q.code.clone()).collect();
            loc.tr(
                "camp-cli-debrief-no-squad",
                &[
                    ("word", echo(word)),
                    ("squad", echo(s)),
                    ("known", codes.join(", ")),
                ],
            )
        })
}

/// Reads one entry's words and applies it to the debrief.
fn enter(loc: &Localizer, p: &Platoon, d: &mut Debrief, word: &str) -> Result<(), String> {
    let bad = || loc.tr("camp-cli-debrief-bad", &[("word", echo(word))]);
    let (key, value) = word.split_once('=').ok_or_else(bad)?;
    let (name, of) = match key.split_once('.') {
        Some((n, o)) => (n, Some(o)),
        None => (key, None),
    };
    let of =
        |what: &str| of.ok_or_else(|| loc.tr("camp-cli-debrief-whose", &[("word", echo(what))]));
    let e = match name {
        "result" => {
            let known: Vec<(Outcome, &str)> = Outcome::ALL.iter().map(|o| (*o, o.id())).collect();
            Entry::Result(pick(loc, word, value, &known)?)
        }
        "end" => {
            let id = man(loc, d, word, of(word)?)?;
            let known: Vec<_> = ENDS.iter().map(|(e, w, _)| (*e, *w)).collect();
            Entry::End(id, pick(loc, word, value, &known)?)
        }
        "medal" => {
            let id = man(loc, d, word, of(word)?)?;
            Entry::Medal(id, pick(loc, word, value, &skills())?)
        }
        "kills" => Entry::SetKills(man(loc, d, word, of(word)?)?, number(loc, word, value)?),
        "leadership" => {
            let id = man(loc, d, word, of(word)?)?;
            let known = [
                (None, "same"),
                (Some(LeadershipChange::Gained), "gained"),
                (Some(LeadershipChange::Lost), "lost"),
            ];
            Entry::Leadership(id, pick(loc, word, value, &known)?)
        }
        "infamy" => Entry::Infamy(squad(loc, p, word, of(word)?)?, number(loc, word, value)?),
        "award" => Entry::Award(squad(loc, p, word, of(word)?)?, number(loc, word, value)?),
        "share" => Entry::SetShare(man(loc, d, word, of(word)?)?, number(loc, word, value)?),
        "buy" => {
            let id = man(loc, d, word, of(word)?)?;
            Entry::Buy(id, pick(loc, word, value, &skills())?)
        }
        "promote" => {
            let id = man(loc, d, word, value)?;
            if d.promote.contains(&id) {
                return Ok(());
            }
            Entry::Promote(id)
        }
        "replacement" => {
            let (sq, name) = match value.split_once(':') {
                Some((s, n)) => (s, Some(n)),
                None => (value, None),
            };
            let sq = squad(loc, p, word, sq)?;
            apply(d, Entry::AddReplacement(sq));
            match name {
                Some(n) => Entry::ReplacementName(d.replacements.len().saturating_sub(1), n.into()),
                None => return Ok(()),
            }
        }
        "leader" => {
            let (sq, skill) = value.split_once(':').ok_or_else(bad)?;
            let sq = squad(loc, p, word, sq)?;
            let known: Vec<_> = skills()
                .into_iter()
                .filter(|(s, _)| *s != Skill::Leadership)
                .collect();
            let skill = pick(loc, word, skill, &known)?;
            // Given again, he stays (the screen's second tap takes him back).
            if d.replacements.iter().any(|r| {
                r.specialist == Some(Specialist::Leader) && r.squad == sq && r.skill == Some(skill)
            }) {
                return Ok(());
            }
            Entry::NewLeader(sq, skill)
        }
        _ => return Err(bad()),
    };
    apply(d, e);
    Ok(())
}

/// The proposal as JSON.
fn as_json(
    loc: &Localizer,
    c: &Campaign,
    p: &Platoon,
    d: &Debrief,
    res: &Result<Proposal, session_campaign::DebriefRefused>,
    committed: bool,
) -> Value {
    let men: Vec<Value> = d
        .reports
        .iter()
        .map(|r| {
            json!({
                "id": r.id,
                "label": p.label(r.id),
                "end": ENDS.iter().find(|(e, _, _)| *e == r.end).map(|(_, w, _)| *w),
                "medals": r.medals.iter().map(|s| s.id()).collect::<Vec<_>>(),
                "kills": r.kills,
                "leadership": r.leadership,
                "share": d.shares.iter().find(|s| s.id == r.id).map_or(0, |s| s.xp),
                "buy": d.buy.iter().filter(|(w, _)| *w == r.id).map(|(_, s)| s.id()).collect::<Vec<_>>(),
                "line": text::report_line(loc, p, r),
            })
        })
        .collect();
    let squads: Vec<Value> = p
        .squads
        .iter()
        .enumerate()
        .map(|(i, q)| {
            json!({
                "index": i, "code": q.code,
                "infamy": d.infamy.get(i).copied().unwrap_or(0),
                "award": d.award.get(i).copied().unwrap_or(0),
            })
        })
        .collect();
    let ok = res.as_ref().ok();
    json!({
        "campaign": c.id,
        "mission": d.mission,
        "result": d.result.map(|o| o.id()),
        "result_name": d.result.map(|o| loc.t(&o.msg())),
        "men": men,
        "squads": squads,
        "promote": d.promote,
        "replacements": d.replacements,
        "changes": ok.map(|x| text::change_lines(loc, x)).unwrap_or_default(),
        "sniper_offers": ok.map(|x| x.sniper_offers.iter().map(|id| json!({
            "id": id, "text": loc.tr("camp-promote", &[("who", x.platoon.label(*id))]),
        })).collect::<Vec<_>>()).unwrap_or_default(),
        "leader_lost": ok.and_then(|x| x.leader_lost).map(|l| json!({
            "id": l.leader, "label": p.label(l.leader), "squad": l.squad,
            "text": loc.tr("camp-leader-lost", &[("who", p.label(l.leader))]),
        })),
        "refused": res.as_ref().err().map(|(m, a)| loc.tr(m, a)),
        "can_confirm": res.is_ok() && d.result.is_some(),
        "committed": committed,
    })
}

/// The proposal as lines of text.
fn as_text(v: &Value, loc: &Localizer, c: &Campaign) -> String {
    let s = |x: &Value| x.as_str().unwrap_or_default().to_string();
    let mut out = vec![format!(
        "{} — {}",
        loc.tr("camp-debrief-title", &[("n", v["mission"].to_string())]),
        c.name
    )];
    out.push(match v["result_name"].as_str() {
        Some(r) => loc.tr("camp-cli-debrief-result", &[("result", r.to_string())]),
        None => loc.t("camp-cli-debrief-no-result"),
    });
    out.push(loc.t("camp-cli-debrief-men"));
    for m in v["men"].as_array().into_iter().flatten() {
        out.push(format!("  {}. {}", m["id"], s(&m["line"])));
    }
    for q in v["squads"].as_array().into_iter().flatten() {
        out.push(loc.tr(
            "camp-cli-debrief-squad",
            &[
                ("index", q["index"].to_string()),
                ("code", s(&q["code"])),
                ("infamy", q["infamy"].to_string()),
                ("award", q["award"].to_string()),
            ],
        ));
    }
    out.push(loc.t("camp-changes"));
    if let Some(why) = v["refused"].as_str() {
        out.push(format!("  {why}"));
    }
    for l in v["changes"].as_array().into_iter().flatten() {
        out.push(format!("  {}", s(l)));
    }
    for o in v["sniper_offers"].as_array().into_iter().flatten() {
        out.push(format!("  {} (promote={})", s(&o["text"]), o["id"]));
    }
    if let Some(l) = v["leader_lost"].as_object() {
        out.push(format!("  {}", l.get("text").map(s).unwrap_or_default()));
    }
    out.join("\n")
}

/// `adjutant campaign debrief <id> …`.
pub fn run(paths: &Paths, loc: &Localizer, id: &str, words: Vec<String>) -> Result<String, String> {
    let asked = read_words(loc, words)?;
    let mut c = campaigns::load_id(paths, id).map_err(|e| e.to_string())?;
    if c.game != crate::games::we_were_brothers::ID {
        return Err(loc.tr(
            "camp-cli-debrief-other-game",
            &[("id", c.id.clone()), ("game", echo(&c.game))],
        ));
    }
    let playing = c
        .playing()
        .map(|m| (m.number, m.save.clone()))
        .ok_or_else(|| loc.t("camp-err-no-mission"))?;
    if let Some(n) = asked.mission
        && n != playing.0
    {
        return Err(loc.tr(
            "camp-cli-debrief-mission",
            &[("n", n.to_string()), ("playing", playing.0.to_string())],
        ));
    }
    // The mission's game as saved (the screen reads the open table, saved the same).
    let game = playing
        .1
        .and_then(|s| paths.checked_save_file(&s))
        .and_then(|p| saved::load_game(&p).ok());
    let mut d = session_campaign::debrief_for(&c, game.as_ref()).map_err(|e| loc.t(e.0))?;
    let p = Platoon::from_json(&c.roster).map_err(|_| loc.t("camp-err-roster-damaged"))?;
    for w in &asked.entries {
        enter(loc, &p, &mut d, w)?;
    }
    let rules = CampaignRules::from_json(&c.settings);
    let res = propose(&p, &rules, &d);
    if !asked.confirm {
        let v = as_json(loc, &c, &p, &d, &res, false);
        return Ok(if asked.json {
            serde_json::to_string_pretty(&v).unwrap_or_default()
        } else {
            let mut t = as_text(&v, loc, &c);
            t.push('\n');
            t.push_str(&loc.tr("camp-cli-debrief-hint", &[("id", c.id.clone())]));
            t
        });
    }
    // One writer per campaign: the app holding it keeps it.
    let held = lock::try_lock(&campaigns::file(paths, &c.id)).map_err(|e| match e {
        lock::LockError::Held { holder, .. } => {
            loc.tr("camp-cli-held", &lock::holder_args(holder.as_deref()))
        }
        lock::LockError::Io(e) => e.to_string(),
    })?;
    session_campaign::commit_debrief(&mut c, &d, chrono::Utc::now())
        .map_err(|(m, a)| loc.tr(m, &a))?;
    campaigns::save(paths, &c).map_err(|e| e.to_string())?;
    drop(held);
    let v = as_json(loc, &c, &p, &d, &res, true);
    Ok(if asked.json {
        serde_json::to_string_pretty(&v).unwrap_or_default()
    } else {
        let mut t = as_text(&v, loc, &c);
        t.push('\n');
        t.push_str(&loc.tr("camp-cli-debrief-saved", &[("n", d.mission.to_string())]));
        t
    })
}
