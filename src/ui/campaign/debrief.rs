//! The debrief screen: on the left what happened (the result, each man's end, medals, kills,
//! Leadership; each squad's infamy and XP award; shares, skills bought, promotions,
//! replacements), on the right every change it makes, worked out again at each tap and
//! committed only by the player. A committed debrief can be undone from the roster.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::CampMsg;
use crate::core::campaign::{Campaign, Outcome};
use crate::games::we_were_brothers::campaign::debrief::{
    Debrief, LeaderLost, LeadershipChange, Proposal, Report, propose,
};
use crate::games::we_were_brothers::campaign::rules::Replacements;
use crate::games::we_were_brothers::campaign::{CampaignRules, Platoon};
use crate::games::we_were_brothers::squad::{Skill, Specialist};
use crate::i18n::Localizer;
use crate::ui::app::{App, Message};
use crate::ui::design::{choice_grid, plain_button, segmented};
use crate::ui::icons::Icon;
use crate::ui::screens::frame;
use crate::ui::theme;
use crate::ui::widgets::{
    big_button, icon_of, long_button, panel, square_button, toggle, wrap_row,
};

use crate::games::we_were_brothers::campaign::entries::ENDS;

/// `−` value `+`, the buttons with ids (`<id>-down`, `<id>-up`) for tests and shortcuts.
fn counter<'a>(
    label: String,
    value: u8,
    id: &str,
    down: CampMsg,
    up: CampMsg,
) -> Element<'a, Message> {
    row![
        text(label).size(font::BODY).width(Length::Fill),
        container(square_button("−", (value > 0).then_some(down.into()))).id(format!("{id}-down")),
        container(text(value.to_string()).size(font::LEAD)).center_x(Length::Fixed(48.0)),
        container(square_button("+", Some(up.into()))).id(format!("{id}-up")),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center)
    .into()
}

fn summary(loc: &Localizer, p: &Platoon, r: &Report) -> String {
    crate::games::we_were_brothers::campaign::text::report_line(loc, p, r)
}

/// One man's entries; `prompt` (the new-Leader prompt, for the lost Leader) stands right
/// under the ends, so the end just tapped stays where it was.
fn editor<'a>(
    loc: &Localizer,
    d: &Debrief,
    r: &Report,
    prompt: Option<Element<'a, Message>>,
) -> Element<'a, Message> {
    let id = r.id;
    // How he ended: one of many, as a grid of choices.
    let ends = choice_grid(
        ENDS.iter()
            .map(|&(e, _, m)| (loc.t(m), r.end == e, Some(CampMsg::End(id, e).into())))
            .collect(),
    );
    let mut medals: Vec<Element<'a, Message>> = Skill::ALL
        .iter()
        .map(|&k| {
            big_button(
                loc.tr("camp-medal-in", &[("skill", k.msg())]),
                Some(CampMsg::Medal(id, k).into()),
            )
            .style(style::plain)
            .into()
        })
        .collect();
    if !r.medals.is_empty() {
        medals.push(
            big_button(
                loc.t("camp-medal-remove"),
                Some(CampMsg::UnMedal(id).into()),
            )
            .style(style::plain)
            .into(),
        );
    }
    let lead = [
        (None, "camp-leadership-same"),
        (Some(LeadershipChange::Gained), "camp-leadership-gained"),
        (Some(LeadershipChange::Lost), "camp-leadership-lost"),
    ]
    .iter()
    .map(|&(l, m)| {
        (
            loc.t(m),
            r.leadership == l,
            Some(CampMsg::Leadership(id, l).into()),
        )
    })
    .collect();
    let lead = segmented(lead);
    let share = d.shares.iter().find(|s| s.id == id).map_or(0, |s| s.xp);
    let mut buy: Vec<Element<'a, Message>> = Skill::ALL
        .iter()
        .map(|&k| {
            big_button(
                loc.tr("camp-buy", &[("skill", k.msg())]),
                Some(CampMsg::Buy(id, k).into()),
            )
            .style(style::plain)
            .into()
        })
        .collect();
    if d.buy.iter().any(|(w, _)| *w == id) {
        buy.push(
            big_button(loc.t("camp-buy-undo"), Some(CampMsg::UnBuy(id).into()))
                .style(style::plain)
                .into(),
        );
    }
    let medal_list: Vec<String> = r.medals.iter().map(|k| loc.t(&k.msg())).collect();
    let mut head = Column::new().spacing(space::M).push(ends);
    if let Some(x) = prompt {
        head = head.push(x);
    }
    column![
        head,
        text(loc.tr(
            "camp-medals-now",
            &[
                ("list", medal_list.join(", ")),
                ("n", r.medals.len().to_string())
            ]
        ))
        .size(font::LABEL),
        wrap_row(medals),
        counter(
            loc.t("camp-kills"),
            r.kills,
            &format!("kills-{id}"),
            CampMsg::Kills(id, -1),
            CampMsg::Kills(id, 1)
        ),
        lead,
        counter(
            loc.t("camp-share"),
            share,
            &format!("share-{id}"),
            CampMsg::Share(id, -1),
            CampMsg::Share(id, 1)
        ),
        wrap_row(buy),
    ]
    .spacing(space::M)
    .into()
}

fn entries<'a>(
    app: &'a App,
    p: &Platoon,
    d: &'a Debrief,
    focus: Option<u32>,
    prop: Option<&Proposal>,
    mut prompt: Option<(u32, Element<'a, Message>)>,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let results = segmented(
        Outcome::ALL
            .iter()
            .map(|&o| {
                (
                    loc.t(&o.msg()),
                    d.result == Some(o),
                    Some(CampMsg::Result(o).into()),
                )
            })
            .collect(),
    );
    let mut men = Column::new().spacing(space::S);
    for r in &d.reports {
        let on = focus == Some(r.id);
        men = men.push(
            long_button(
                summary(loc, p, r),
                Some(CampMsg::Focus((!on).then_some(r.id)).into()),
            )
            // The man being edited is the chosen one: framed in the accent, not filled
            // (the commit is the debrief's one primary action).
            .style(move |t: &iced::Theme, st| {
                if on {
                    style::segment(true)(t, st)
                } else {
                    style::plain(t, st)
                }
            }),
        );
        // The new-Leader prompt under the lost Leader's entry (a portrait screen).
        let here = prompt.take_if(|(who, _)| *who == r.id).map(|(_, x)| x);
        if on {
            men = men.push(editor(loc, d, r, here));
        } else if let Some(x) = here {
            men = men.push(x);
        }
    }
    let mut squads = Column::new().spacing(space::S);
    for (i, sq) in p.squads.iter().enumerate() {
        let inf = d.infamy.get(i).copied().unwrap_or(0);
        let aw = d.award.get(i).copied().unwrap_or(0);
        squads = squads
            .push(text(sq.code.clone()).size(font::CONTROL))
            .push(counter(
                loc.t("camp-infamy"),
                inf,
                &format!("infamy-{i}"),
                CampMsg::Infamy(i, inf.saturating_sub(1)),
                CampMsg::Infamy(i, inf + 1),
            ))
            .push(counter(
                loc.t("camp-award"),
                aw,
                &format!("award-{i}"),
                CampMsg::Award(i, aw.saturating_sub(1)),
                CampMsg::Award(i, aw + 1),
            ));
    }
    let mut after = Column::new().spacing(space::S);
    if let Some(prop) = prop {
        for &id in &prop.sniper_offers {
            after = after.push(toggle(
                loc.tr("camp-promote", &[("who", prop.platoon.label(id))]),
                d.promote.contains(&id),
                CampMsg::Promote(id).into(),
            ));
        }
        for (i, sq) in prop.platoon.squads.iter().enumerate() {
            if !sq.court_martialled && sq.strength() < 4 {
                after = after.push(
                    big_button(
                        loc.tr("camp-replacement-for", &[("squad", sq.code.clone())]),
                        Some(CampMsg::AddReplacement(i).into()),
                    )
                    .style(style::plain),
                );
            }
        }
    }
    for (i, r) in d.replacements.iter().enumerate() {
        let code = p
            .squads
            .get(r.squad)
            .map(|s| s.code.clone())
            .unwrap_or_default();
        let name = r.name.clone().unwrap_or_default();
        if let (Some(Specialist::Leader), Some(k)) = (r.specialist, r.skill) {
            after = after.push(
                text(loc.tr(
                    "camp-new-leader-line",
                    &[("squad", code.clone()), ("skill", k.msg())],
                ))
                .size(font::LABEL),
            );
        }
        after = after.push(
            row![
                text_input(&loc.t("camp-replacement-name"), &name)
                    .on_input(move |s| CampMsg::ReplacementName(i, s).into())
                    .size(font::CONTROL)
                    .padding(crate::ui::design::FIELD_PAD),
                big_button(
                    loc.tr("camp-replacement-remove", &[("squad", code)]),
                    Some(CampMsg::RemoveReplacement(i).into()),
                )
                .style(style::plain),
            ]
            .spacing(space::M)
            .align_y(Alignment::Center),
        );
    }
    column![
        panel(loc.t("camp-result"), results),
        panel(loc.t("camp-men"), men.into()),
        panel(loc.t("camp-squads"), squads.into()),
        panel(loc.t("camp-after"), after.into()),
    ]
    .spacing(space::L)
    .into()
}

/// The platoon's Leader is lost: who he was, and a new Leader for his place with Leadership and
/// one skill of the player's choice (12.0, L808–L809), one tap each.
fn leader_prompt<'a>(
    app: &'a App,
    p: &Platoon,
    d: &Debrief,
    lost: LeaderLost,
    rules: &CampaignRules,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut col = Column::new().spacing(space::S).push(
        text(loc.tr("camp-leader-lost", &[("who", p.label(lost.leader))])).size(font::CONTROL),
    );
    match lost.squad {
        _ if rules.replacements == Replacements::None => {
            col = col.push(text(loc.t("camp-leader-no-replacements")).size(font::LABEL))
        }
        None => col = col.push(text(loc.t("camp-leader-no-squad")).size(font::LABEL)),
        Some(sq) => {
            let code = p.squads.get(sq).map(|s| s.code.clone()).unwrap_or_default();
            col =
                col.push(text(loc.tr("camp-leader-choose", &[("squad", code)])).size(font::LABEL));
            let chosen = d
                .replacements
                .iter()
                .find(|r| r.specialist == Some(Specialist::Leader))
                .and_then(|r| r.skill);
            let skills = Skill::ALL
                .iter()
                .filter(|&&k| k != Skill::Leadership)
                .map(|&k| {
                    (
                        loc.tr("camp-new-leader-skill", &[("skill", k.msg())]),
                        chosen == Some(k),
                        Some(CampMsg::NewLeader(sq, k).into()),
                    )
                })
                .collect();
            col = col.push(choice_grid(skills));
        }
    }
    col.into()
}

type Proposed = Result<Proposal, (&'static str, Vec<(&'static str, String)>)>;

/// The commit button first (it never moves), then every change, or why it cannot be saved.
fn changes<'a>(
    app: &'a App,
    res: &Proposed,
    prompt: Option<Element<'a, Message>>,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let ok = res.is_ok();
    let mut col = Column::new()
        .spacing(space::S)
        .push(
            long_button(loc.t("camp-commit"), ok.then_some(CampMsg::Commit.into()))
                .style(style::primary),
        )
        .push(plain_button(
            loc.t("camp-leave"),
            icon_of(Icon::Back),
            Some(CampMsg::Leave.into()),
        ));
    if let Some(prompt) = prompt {
        col = col.push(prompt);
    }
    match res {
        Ok(prop) => {
            for line in crate::games::we_were_brothers::campaign::text::change_lines(loc, prop) {
                col = col.push(text(line).size(font::BODY));
            }
        }
        Err((msg, args)) => {
            col = col.push(
                container(text(loc.tr(msg, args)).size(font::BODY))
                    .padding(space::M)
                    .width(Length::Fill)
                    .style(theme::banner),
            );
        }
    }
    col.into()
}

pub fn view<'a>(
    app: &'a App,
    c: &'a Campaign,
    d: &'a Debrief,
    focus: Option<u32>,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let body = iced::widget::responsive(move |size| {
        let p = Platoon::from_json(&c.roster).unwrap_or_default();
        let rules = CampaignRules::from_json(&c.settings);
        let res = propose(&p, &rules, d);
        // The Leader lost: the prompt for his replacement where the eye is, and nothing the
        // finger just tapped moves: under the buttons on the right of a landscape screen, under
        // the Leader's own entry on a portrait one.
        let lost = res.as_ref().ok().and_then(|x| x.leader_lost);
        let prompt = || {
            lost.map(|l| {
                let x = leader_prompt(app, &p, d, l, &rules);
                (
                    l.leader,
                    container(x).padding(space::M).style(theme::banner).into(),
                )
            })
        };
        let (side, under) = if size.width > size.height {
            (prompt().map(|(_, x)| x), None)
        } else {
            (None, prompt())
        };
        let left = entries(app, &p, d, focus, res.as_ref().ok(), under);
        let right = panel(app.loc.t("camp-changes"), changes(app, &res, side));
        super::two_columns(left, right, size)
    })
    .into();
    frame(
        app,
        loc.tr("camp-debrief-title", &[("n", d.mission.to_string())]),
        true,
        body,
    )
}
