//! The table as `adjutant play show` prints it (and a phone's page reads it): round, side,
//! phase and step, pools, counters, tracks, decks (a hand only to its own side), the game's
//! own state, the latest answer and the last entries of the log. Every word is in the
//! player's language; every id is the one `do` takes.

use serde_json::{Value, json};

use super::{FORMAT, Play};
use crate::i18n::Localizer;

/// How many log entries `show` carries.
pub const LOG_TAIL: usize = 10;

/// The table as JSON. `side` is who asks: their hand is shown, no other side's.
pub fn table(loc: &Localizer, play: &Play, side: Option<&str>) -> Value {
    let def = &play.def;
    let st = &play.state;
    let t = &st.table;
    let named = |id: &str, name: &str| json!({ "id": id, "name": loc.t(name) });
    let phase = t.cursor.phase(&def.phases);
    let step = t.cursor.step(&def.phases);
    let turn = t
        .cursor
        .whose_turn(&def.phases)
        .and_then(|i| def.sides.get(i));
    let pools: Vec<Value> = def
        .pools
        .iter()
        .filter_map(|p| {
            let pool = t.pools.get(&p.id)?;
            Some(json!({
                "id": p.id, "name": loc.t(&p.name), "total": pool.total,
                "supply": pool.supply, "held": pool.held,
            }))
        })
        .collect();
    let mut counters = vec![];
    for c in &def.counters {
        let sides: Vec<Option<&str>> = if c.per_side {
            def.sides.iter().map(|s| Some(s.id.as_str())).collect()
        } else {
            vec![None]
        };
        for s in sides {
            let key = crate::core::def::counter_key(&c.id, s);
            if let Some(v) = t.counters.get(&key) {
                counters.push(json!({
                    "id": c.id, "name": loc.t(&c.name), "side": s,
                    "value": v.value, "min": v.min, "max": v.max,
                }));
            }
        }
    }
    let tracks: Vec<Value> = def
        .tracks
        .iter()
        .filter_map(|d| {
            let tr = t.tracks.get(&d.id)?;
            let events: Vec<Value> = tr
                .events
                .iter()
                .map(|e| {
                    let text = if e.custom {
                        e.text.clone()
                    } else {
                        loc.t(&e.text)
                    };
                    json!({ "box": e.r#box, "text": text })
                })
                .collect();
            Some(json!({
                "id": d.id, "name": loc.t(&d.name), "position": tr.position,
                "boxes": tr.boxes, "events": events,
            }))
        })
        .collect();
    let decks: Vec<Value> = def
        .decks
        .iter()
        .filter_map(|d| {
            let deck = t.decks.get(&d.id)?;
            let card_name = |id: &String| {
                d.cards
                    .iter()
                    .find(|c| &c.id == id)
                    .map(|c| loc.t(&c.name))
                    .unwrap_or_else(|| id.clone())
            };
            let hands: serde_json::Map<String, Value> = deck
                .hands
                .iter()
                .map(|(holder, cards)| {
                    let mut h = json!({ "count": cards.len() });
                    if side == Some(holder.as_str()) {
                        h["cards"] = cards
                            .iter()
                            .map(|c| json!({ "id": c, "name": card_name(c) }))
                            .collect();
                    }
                    (holder.clone(), h)
                })
                .collect();
            Some(json!({
                "id": d.id, "name": loc.t(&d.name), "draw_pile": deck.draw.len(),
                "discards": deck.discard.iter().map(|c| json!({ "id": c, "name": card_name(c) })).collect::<Vec<_>>(),
                "hand_limit": deck.hand_limit, "hands": hands,
            }))
        })
        .collect();
    let last_roll = t.last_roll.as_ref().map(|r| {
        json!({
            "spec": r.spec,
            "faces": crate::i18n::Localizer::arg(loc, &crate::core::table::roll_faces_arg(def, r)),
            "total": r.total,
            "source": r.source,
        })
    });
    let game = crate::games::find(&def.id);
    let from = st.log.len().saturating_sub(LOG_TAIL);
    // Whether the game is over, and why where the game words it (ASL's half turn).
    let over = {
        use crate::core::table::{GameHooks, NoGame, is_over};
        let hooks: &dyn GameHooks<crate::games::GameAction> = match game {
            Some(g) => g,
            None => &NoGame,
        };
        is_over(def, t, hooks).then(|| {
            let why = hooks.over_reason(def, t).map(|e| {
                let (id, args) = e.message();
                loc.tr(id, &args)
            });
            json!({ "says": loc.t("play-show-over"), "why": why })
        })
    };
    json!({
        "format": FORMAT,
        "save": st.id,
        "game": { "id": def.id, "name": loc.t(&def.name) },
        "name": st.name,
        "seq": st.seq,
        "updated": st.updated,
        "round": t.cursor.round,
        "round_limit": t.round_limit,
        "side": turn.map(|s| named(&s.id, &s.name)),
        "phase": phase.map(|p| named(&p.id, &p.name)),
        "step": step.map(|s| named(&s.id, &s.name)),
        "over": over,
        "sides": def.sides.iter().map(|s| named(&s.id, &s.name)).collect::<Vec<_>>(),
        "pools": pools,
        "counters": counters,
        "tracks": tracks,
        "decks": decks,
        "last_roll": last_roll,
        "state": game.map(|g| g.show(loc, def, t, side)).unwrap_or(Value::Null),
        "card": play.card(loc, None),
        "log": st.log[from..].iter().map(|e| loc.entry_in(&def.name, e)).collect::<Vec<_>>(),
        "can_undo": !st.undo.is_empty(),
        "can_redo": !st.redo.is_empty(),
    })
}

/// The same table in a few lines of text.
pub fn text(loc: &Localizer, play: &Play, side: Option<&str>) -> String {
    let v = table(loc, play, side);
    let mut out = vec![];
    let s = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let title = v["name"]
        .as_str()
        .map(str::to_string)
        .unwrap_or_else(|| s(&v["game"]["name"]));
    out.push(format!("{title}  ({})", s(&v["save"])));
    // The turn line: the round, whose turn (a phase both sides play has no side), the phase
    // and its step.
    let mut turn = vec![loc.tr("play-show-round", &[("round", v["round"].to_string())])];
    turn.extend(
        [&v["side"]["name"], &v["phase"]["name"]]
            .into_iter()
            .filter_map(|x| x.as_str().map(str::to_string)),
    );
    if let (Some(step), Some(last)) = (v["step"]["name"].as_str(), turn.last_mut()) {
        last.push_str(&format!(": {step}"));
    }
    out.push(turn.join(" · "));
    if let Some(says) = v["over"]["says"].as_str() {
        out.push(match v["over"]["why"].as_str() {
            Some(why) => format!("{says}: {why}"),
            None => says.to_string(),
        });
    }
    // A side's name where an id is one of the sides' (a pool's "spent" holder is not).
    let side_name = |id: &str| {
        v["sides"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|x| x["id"] == id)
            .map_or_else(|| id.to_string(), |x| s(&x["name"]))
    };
    for p in v["pools"].as_array().into_iter().flatten() {
        let held: Vec<String> = p["held"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, n)| format!("{} {n}", side_name(k)))
            .collect();
        out.push(format!(
            "{}: {} · {}",
            s(&p["name"]),
            held.join(", "),
            loc.tr("play-show-supply", &[("n", p["supply"].to_string())])
        ));
    }
    for c in v["counters"].as_array().into_iter().flatten() {
        let who = c["side"]
            .as_str()
            .map(|x| format!(" ({})", side_name(x)))
            .unwrap_or_default();
        out.push(format!("{}{who}: {}", s(&c["name"]), c["value"]));
    }
    for t in v["tracks"].as_array().into_iter().flatten() {
        out.push(format!(
            "{}: {}/{}",
            s(&t["name"]),
            t["position"],
            t["boxes"]
        ));
    }
    for d in v["decks"].as_array().into_iter().flatten() {
        let hands: Vec<String> = d["hands"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, h)| match h["cards"].as_array() {
                Some(cards) => format!(
                    "{}: {}",
                    side_name(k),
                    cards
                        .iter()
                        .map(|c| s(&c["name"]))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None => format!("{}: {}", side_name(k), h["count"]),
            })
            .collect();
        out.push(format!(
            "{}: {} · {}",
            s(&d["name"]),
            loc.tr("play-show-draw-pile", &[("n", d["draw_pile"].to_string())]),
            hands.join(" · ")
        ));
    }
    let state = state_lines(&v["state"]);
    if !state.is_empty() {
        out.push(String::new());
        out.extend(state);
    }
    if let Some(card) = play.card(loc, None) {
        out.push(String::new());
        out.extend(card_lines(&card));
    }
    out.join("\n")
}

/// A result card as lines of text: whose, the outcome, the detail, the dice, the working.
pub fn card_lines(card: &crate::games::card::CardText) -> Vec<String> {
    let mut out = vec![card.whose.clone()];
    let mark = card
        .basis_mark
        .as_ref()
        .map(|m| format!("  ({m})"))
        .unwrap_or_default();
    out.push(format!("  {}{mark}", card.outcome));
    if let Some(d) = &card.detail {
        out.push(format!("  {d}"));
    }
    if !card.dice_groups.is_empty() {
        for g in &card.dice_groups {
            out.push(format!("  {}: [{}]", g.label, g.faces.join(", ")));
        }
    } else if !card.dice.is_empty() {
        out.push(format!("  [{}]", card.dice.join(", ")));
    }
    for l in card.basis.iter().chain(&card.working) {
        out.push(format!("    {l}"));
    }
    out
}

/// A game's own state as short lines: `key: value` for plain values, one line per item of a
/// list, `k=v` pairs for an object's plain values (what is nested deeper is in `--json`).
fn state_lines(state: &Value) -> Vec<String> {
    fn plain(v: &Value) -> Option<String> {
        match v {
            Value::String(s) => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            Value::Bool(b) => Some(b.to_string()),
            _ => None,
        }
    }
    fn pairs(v: &Value) -> String {
        match v {
            Value::Object(m) => m
                .iter()
                .filter_map(|(k, x)| plain(x).map(|p| format!("{k}={p}")))
                .collect::<Vec<_>>()
                .join(", "),
            other => plain(other).unwrap_or_default(),
        }
    }
    let Value::Object(m) = state else {
        return vec![];
    };
    let mut out = vec![];
    for (k, v) in m {
        match v {
            Value::Null => {}
            Value::Array(items) if items.is_empty() => {}
            Value::Array(items) => {
                out.push(format!("{k}:"));
                out.extend(items.iter().map(|i| format!("  {}", pairs(i))));
            }
            Value::Object(_) => {
                let p = pairs(v);
                if !p.is_empty() {
                    out.push(format!("{k}: {p}"));
                }
            }
            other => out.push(format!("{k}: {}", plain(other).unwrap_or_default())),
        }
    }
    out
}
