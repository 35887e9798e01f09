//! One message from a phone's socket, answered: an action (applied once, or its answer given
//! again for an id asked before), a language, a die pad's question or a seat change.

use super::*;

/// One message: the answer to send back (`None`: nothing to say).
pub(super) async fn handle(
    sh: &Arc<Shared>,
    c: &Client,
    lang: &mut Lang,
    text: &str,
    fresh: &mut bool,
) -> Option<Value> {
    let loc = sh.loc(*lang).clone();
    let bad = |id: Option<u64>| {
        Some(json!({ "t": "refused", "id": id, "message": loc.t("host-err-malformed") }))
    };
    let Ok(mut msg) = serde_json::from_str::<ClientMsg>(text) else {
        return bad(None);
    };
    // A form's words are the server's own, with the seat's side: never a phone's.
    let forged = |w: &Option<Vec<String>>| w.as_deref().is_some_and(crate::host::forms::is_form);
    if forged(&msg.act) || forged(&msg.dice_for) {
        return bad(msg.id);
    }
    let values = msg.values.take().unwrap_or(Value::Null);
    match (msg.form.take(), msg.form_dice.take()) {
        (None, None) => {}
        (Some(f), None) if msg.act.is_none() && msg.dice_for.is_none() => {
            msg.act = Some(crate::host::forms::form_words(&c.side, &f, &values));
        }
        (None, Some(f)) if msg.act.is_none() && msg.dice_for.is_none() => {
            msg.dice_for = Some(crate::host::forms::form_words(&c.side, &f, &values));
        }
        _ => return bad(msg.id),
    }
    if let Some(l) = &msg.lang {
        match Lang::parse(l) {
            Some(l) => {
                *lang = l;
                *fresh = true;
            }
            None => return bad(msg.id),
        }
    }
    let loc = sh.loc(*lang).clone();
    if (msg.act.is_some() || msg.dice_for.is_some()) && !c.seated() {
        // Nothing of the side, and nothing done for it, before the table's consent.
        return Some(
            json!({ "t": "refused", "id": msg.id, "message": waiting_text(sh, *lang, c) }),
        );
    }
    let seat = match (msg.let_in, msg.turn_away) {
        (Some(n), None) => Some((n, Some(msg.give))),
        (None, Some(n)) => Some((n, None)),
        (Some(_), Some(_)) => return bad(msg.id),
        (None, None) => None,
    };
    if let Some((n, allow)) = seat {
        let by = if c.seated() { c.id } else { 0 };
        return Some(match seat_change(sh, n, Some(by), allow) {
            Ok(_) => {
                json!({ "t": "seat-done", "id": msg.id, "message": loc.t("host-page-seat-done") })
            }
            Err(e) => {
                json!({ "t": "refused", "id": msg.id, "message": seat_error_text(&loc, &e, n) })
            }
        });
    }
    if let Some(words) = msg.dice_for {
        let form_asked = crate::host::forms::is_form(&words)
            .then(|| words.get(2).cloned())
            .flatten();
        if words.is_empty()
            || words.len() > MAX_WORDS
            || words.iter().any(|w| w.len() > MAX_WORD_LEN)
        {
            return bad(msg.id);
        }
        let sh2 = sh.clone();
        let l = *lang;
        let r = tokio::task::spawn_blocking(move || {
            let loc = sh2.loc(l);
            match lock(&sh2.auth).as_ref() {
                Some(a) => a.roll_dice(loc, &words),
                None => Err(loc.t("host-closed")),
            }
        })
        .await
        .unwrap_or_else(|e| Err(e.to_string()));
        return Some(match r {
            Ok(dice) => json!({ "t": "dice", "id": msg.id, "form": form_asked, "dice": dice }),
            Err(why) => {
                json!({ "t": "dice", "id": msg.id, "form": form_asked, "dice": null, "message": why })
            }
        });
    }
    let words = match msg.act {
        // A change of language alone is answered by the view; nothing at all is refused.
        None if msg.lang.is_some() => return None,
        None => return bad(msg.id),
        Some(w) => w,
    };
    if words.is_empty()
        || words.len() > MAX_WORDS
        || words
            .iter()
            .any(|w| w.len() > MAX_WORD_LEN || w.contains('\0'))
    {
        return bad(msg.id);
    }
    let sh2 = sh.clone();
    let side = c.side.clone();
    let device = c.id;
    let asked = msg.id;
    let l = *lang;
    // Under the table's lock: the answer kept for this id (asked again), or the action
    // applied once and its answer kept.
    let done = tokio::task::spawn_blocking(move || {
        let loc = sh2.loc(l);
        let mut a = lock(&sh2.auth);
        if let Some(id) = asked
            && let Some(v) = lock(&sh2.answers)
                .get(&device)
                .and_then(|kept| kept.iter().find(|(k, _)| *k == id))
                .map(|(_, v)| v.clone())
        {
            return Answer::Again(v);
        }
        let Some(a) = a.as_mut() else {
            return Answer::New(Err(loc.t("host-closed")));
        };
        let r = a.act(loc, &side, &words);
        if r.is_ok() {
            // Counted under the lock: the changes are numbered in the order applied.
            sh2.changes.send_modify(|n| *n += 1);
        }
        if let Some(id) = asked {
            let v = answer_json(asked, &r);
            let mut answers = lock(&sh2.answers);
            let kept = answers.entry(device).or_default();
            if kept.len() >= KEPT_ANSWERS {
                kept.pop_front();
            }
            kept.push_back((id, v));
        }
        Answer::New(r)
    })
    .await
    .unwrap_or_else(|e| Answer::New(Err(e.to_string())));
    let done = match done {
        Answer::Again(v) => return Some(v),
        Answer::New(r) => r,
    };
    match &done {
        Ok(d) => {
            let _ = sh.events.send(Event::Acted {
                id: c.id,
                side: c.side.clone(),
                log: d.log.clone(),
            });
        }
        Err(why) => {
            let _ = sh.events.send(Event::Refused {
                id: c.id,
                side: c.side.clone(),
                why: why.clone(),
            });
        }
    }
    Some(answer_json(msg.id, &done))
}

/// An action's answer: applied, or refused.
enum Answer {
    /// Asked again by the same id: the answer given then, nothing applied.
    Again(Value),
    New(Result<crate::host::Applied, String>),
}

fn answer_json(id: Option<u64>, r: &Result<crate::host::Applied, String>) -> Value {
    match r {
        Ok(d) => json!({ "t": "done", "id": id, "log": d.log, "card": d.card }),
        Err(why) => json!({ "t": "refused", "id": id, "message": why }),
    }
}
