//! The private things a phone shows besides its hand, in words, for the games that have
//! them: a We Were Brothers player's squads (each man's weapon and ammunition, health,
//! status, posture and fate). Read from the games' own types; nothing here changes them.

use serde_json::{Value, json};

use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::games::we_were_brothers as wwb;
use crate::i18n::Localizer;

/// The panels `side` sees: each `{ title, note?, lines: [{ head, lines }] }`.
pub fn panels(loc: &Localizer, def: &GameDef, table: &Table, side: &str) -> Vec<Value> {
    match def.id.as_str() {
        "we-were-brothers" => squads(loc, def, table, side),
        _ => vec![],
    }
}

/// "M1 Garand · 4 magazines · attack 2/4", as the squad panel words it.
fn weapon_line(loc: &Localizer, d: &wwb::data::WwbData, s: &wwb::squad::Soldier) -> String {
    let w = s.weapon();
    let Some(name) = w
        .card
        .as_deref()
        .and_then(|c| d.weapon(c))
        .map(|x| x.label.clone())
    else {
        return loc.t("wwb-ui-no-weapon");
    };
    let attacks = wwb::roster::weapon_attacks(d, w.card.as_deref());
    let place = if w.chamber.is_empty() {
        loc.t("wwb-ui-empty")
    } else {
        format!("{}/{attacks}", w.chamber.attack)
    };
    loc.tr(
        "wwb-ui-weapon-line",
        &[
            ("weapon", name),
            ("magazines", w.chamber.magazines.to_string()),
            ("attack", place),
        ],
    )
}

fn squads(loc: &Localizer, def: &GameDef, table: &Table, side: &str) -> Vec<Value> {
    let Some(st) = wwb::state(table) else {
        return vec![];
    };
    let d = wwb::data::load(def);
    // The health line's boxes are placeholders until the players set them: said once.
    let note = wwb::basis::health_estimated(&d).then(|| loc.t("wwb-basis-health-line"));
    st.squads
        .iter()
        .filter(|sq| sq.army.side() == side)
        .map(|sq| {
            let men: Vec<Value> = sq
                .soldiers
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let mut head = sq.label(i);
                    if let Some(sp) = s.specialist {
                        head = format!("{head} · {}", loc.t(&sp.msg()));
                    }
                    let status = s
                        .status
                        .map_or_else(|| loc.t("wwb-ui-no-status"), |x| loc.t(&x.msg()));
                    let mut lines = vec![
                        weapon_line(loc, &d, s),
                        loc.tr(
                            "wwb-ui-soldier-line",
                            &[
                                ("health", s.health.to_string()),
                                ("status", status),
                                ("posture", loc.t(&s.posture.msg())),
                            ],
                        ),
                    ];
                    if s.fate != wwb::squad::Fate::Fighting {
                        lines.push(loc.t(s.fate.msg()));
                    }
                    json!({ "head": head, "lines": lines })
                })
                .collect();
            json!({
                "title": format!("{} · {}", sq.code, loc.t(sq.army.msg())),
                "note": note,
                "lines": men,
            })
        })
        .collect()
}
