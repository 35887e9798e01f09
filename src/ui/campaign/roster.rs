//! A campaign's roster: its missions with their results, the squads and their men, and on the
//! right the service record of the soldier tapped (missions, fates, skills gained when), with
//! his specialist and skills to set between missions.

use crate::ui::design::{font, space, style};
use iced::Element;
use iced::widget::{Column, column, text};

use super::CampMsg;
use crate::core::campaign::Campaign;
use crate::games::we_were_brothers::campaign::rules::{MAX_HOSPITAL, Replacements, Wounds};
use crate::games::we_were_brothers::campaign::{CampaignRules, Platoon, text as words};
use crate::games::we_were_brothers::squad::{Skill, Specialist};
use crate::ui::app::{App, Message};
use crate::ui::design::{choice_grid, plain_button, primary_button, segmented};
use crate::ui::icons::Icon;
use crate::ui::screens::frame;
use crate::ui::widgets::{icon_of, long_button, panel, toggle, wrap_row};

fn missions<'a>(app: &'a App, c: &'a Campaign) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut col = Column::new().spacing(space::S);
    for m in &c.missions {
        let result = m
            .result
            .map_or_else(|| loc.t("camp-in-play"), |r| loc.t(&r.msg()));
        col = col.push(
            text(loc.tr(
                "camp-mission-line",
                &[("n", m.number.to_string()), ("result", result)],
            ))
            .size(font::CONTROL),
        );
    }
    if c.missions.is_empty() {
        col = col.push(text(loc.t("camp-no-missions")).size(font::BODY));
    }
    let n = c.next_number().to_string();
    let actions: Vec<Element<'a, Message>> = if let Some(m) = c.playing() {
        let k = m.number.to_string();
        let mut v: Vec<Element<'a, Message>> = vec![];
        if m.save.is_some() {
            v.push(
                plain_button(
                    loc.tr("camp-resume", &[("n", k.clone())]),
                    icon_of(Icon::Play),
                    Some(CampMsg::ResumeMission.into()),
                )
                .into(),
            );
        } else {
            // Its table is not on this device (an imported campaign): nothing to go back to.
            col = col.push(text(loc.tr("camp-no-table", &[("n", k.clone())])).size(font::LABEL));
        }
        v.extend([
            primary_button(
                loc.tr("camp-debrief-n", &[("n", k.clone())]),
                icon_of(Icon::Campaign),
                Some(CampMsg::EndMission(c.id.clone()).into()),
            )
            .into(),
            plain_button(
                loc.tr("camp-call-off", &[("n", k)]),
                icon_of(Icon::Close),
                Some(CampMsg::CallOff.into()),
            )
            .into(),
        ]);
        v
    } else {
        let mut v: Vec<Element<'a, Message>> = vec![
            primary_button(
                loc.tr("camp-start", &[("n", n)]),
                icon_of(Icon::Play),
                Some(CampMsg::StartMission.into()),
            )
            .into(),
        ];
        if c.undo.is_some() {
            v.push(
                plain_button(
                    loc.t("camp-undo-debrief"),
                    icon_of(Icon::Undo),
                    Some(CampMsg::UndoDebrief.into()),
                )
                .into(),
            );
        }
        v
    };
    let mut actions = actions;
    // To move the campaign to another device: a copy in the exchange folder.
    actions.push(
        plain_button(
            loc.t("camp-export"),
            icon_of(Icon::Save),
            Some(CampMsg::Export.into()),
        )
        .into(),
    );
    column![col, wrap_row(actions)].spacing(space::M).into()
}

fn squads<'a>(app: &'a App, c: &Campaign, p: &Platoon, pick: Option<u32>) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut col = Column::new().spacing(space::S);
    for sq in &p.squads {
        col = col.push(text(words::squad_line(loc, sq)).size(font::LEAD));
        // The men in service first, then those lost to the campaign (a replacement shares
        // a fallen man's number).
        let mut men: Vec<_> = sq.members.iter().collect();
        men.sort_by_key(|m| m.fate.is_lost());
        for m in men {
            let spec = m
                .soldier
                .specialist
                .map(|s| format!(" · {}", loc.t(&s.msg())))
                .unwrap_or_default();
            let label = format!(
                "{}{spec} — {} — {}{}",
                words::name(sq, m),
                words::standing(loc, c, m),
                words::skills(loc, m),
                words::carried_wound(loc, m)
            );
            let on = pick == Some(m.id);
            let msg = CampMsg::Pick((!on).then_some(m.id));
            // The man whose record shows is the chosen one: framed in the accent.
            col = col.push(long_button(label, Some(msg.into())).style(
                move |t: &iced::Theme, st| {
                    if on {
                        style::segment(true)(t, st)
                    } else {
                        style::plain(t, st)
                    }
                },
            ));
        }
    }
    col.into()
}

/// The game's tables as this data folder has them (weapon cards named as printed).
fn tables(app: &App) -> std::sync::Arc<crate::games::we_were_brothers::data::WwbData> {
    match app.content.game(crate::games::we_were_brothers::ID) {
        Some(def) => crate::games::we_were_brothers::data::load(def),
        None => std::sync::Arc::new(crate::games::we_were_brothers::data::embedded()),
    }
}

fn record<'a>(app: &'a App, c: &'a Campaign, p: &Platoon, id: u32) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some((sq, m)) = p.member(id) else {
        return text(loc.t("camp-pick-soldier")).size(font::BODY).into();
    };
    let mut col = Column::new()
        .spacing(space::S)
        .push(text(words::member_line(loc, c, &tables(app), sq, m)).size(font::CONTROL));
    for line in words::service_record(loc, c, m) {
        col = col.push(text(line).size(font::LABEL));
    }
    if c.playing().is_none() && !m.fate.is_lost() {
        // His specialism: one of several, as a grid of choices.
        let mut specs = vec![(
            loc.t("camp-no-specialist"),
            m.soldier.specialist.is_none(),
            Some(CampMsg::Specialist(id, None).into()),
        )];
        specs.extend(Specialist::ALL.iter().map(|&s| {
            (
                loc.t(&s.msg()),
                m.soldier.specialist == Some(s),
                Some(CampMsg::Specialist(id, Some(s)).into()),
            )
        }));
        let skills = Skill::ALL
            .iter()
            .map(|&k| {
                let level = m.soldier.skill(k);
                toggle(
                    loc.tr(
                        "camp-skill-button",
                        &[("skill", k.msg()), ("level", level.to_string())],
                    ),
                    level > 0,
                    CampMsg::CycleSkill(id, k).into(),
                )
            })
            .collect();
        col = col
            .push(text(loc.t("camp-set-up")).size(font::CONTROL))
            .push(choice_grid(specs))
            .push(wrap_row(skills));
    }
    col.into()
}

/// The campaign settings, one tap each: the readings where the text is silent.
fn settings<'a>(app: &'a App, c: &Campaign) -> Element<'a, Message> {
    let loc = &app.loc;
    let r = CampaignRules::from_json(&c.settings);
    let set = |x: CampaignRules| -> Message { CampMsg::Settings(x).into() };
    let wounds = [Wounds::Heal, Wounds::Carry]
        .into_iter()
        .map(|w| {
            let id = match w {
                Wounds::Heal => "camp-set-wounds-heal",
                Wounds::Carry => "camp-set-wounds-carry",
            };
            (
                loc.t(id),
                r.wounds == w,
                Some(set(CampaignRules { wounds: w, ..r })),
            )
        })
        .collect();
    let repl = [Replacements::ByHand, Replacements::None]
        .into_iter()
        .map(|x| {
            let id = match x {
                Replacements::ByHand => "camp-set-repl-by-hand",
                Replacements::None => "camp-set-repl-none",
            };
            (
                loc.t(id),
                r.replacements == x,
                Some(set(CampaignRules {
                    replacements: x,
                    ..r
                })),
            )
        })
        .collect();
    let hospital = (0..=MAX_HOSPITAL)
        .map(|n| {
            (
                loc.tr("camp-set-hospital", &[("n", n.to_string())]),
                r.hospital_missions == n,
                Some(set(CampaignRules {
                    hospital_missions: n,
                    ..r
                })),
            )
        })
        .collect();
    let sniper = toggle(
        loc.t("camp-set-sniper-on"),
        r.sniper_offer,
        set(CampaignRules {
            sniper_offer: !r.sniper_offer,
            ..r
        }),
    );
    let tiers = super::TIERS
        .iter()
        .map(|&(k, m)| {
            let on = c.tiers.get(k).copied().unwrap_or(false);
            toggle(loc.t(m), on, CampMsg::Tier(k.to_string(), !on).into())
        })
        .collect();
    column![
        wrap_row(tiers),
        text(loc.t("camp-settings-hint")).size(font::SMALL),
        segmented(wounds),
        choice_grid(hospital),
        segmented(repl),
        sniper,
    ]
    .spacing(space::M)
    .into()
}

pub fn view<'a>(app: &'a App, c: &'a Campaign, pick: Option<u32>) -> Element<'a, Message> {
    let body = iced::widget::responsive(move |size| {
        let loc = &app.loc;
        let p = Platoon::from_json(&c.roster).unwrap_or_default();
        let left = column![
            panel(loc.t("camp-missions"), missions(app, c)),
            panel(loc.t("camp-roster"), squads(app, c, &p, pick)),
            panel(loc.t("camp-settings"), settings(app, c)),
        ]
        .spacing(space::L);
        let right = panel(
            loc.t("camp-service-record"),
            match pick {
                Some(id) => record(app, c, &p, id),
                None => text(loc.t("camp-pick-soldier")).size(font::BODY).into(),
            },
        );
        super::two_columns(left.into(), right, size)
    })
    .into();
    frame(app, c.name.clone(), true, body)
}
