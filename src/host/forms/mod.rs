//! A phone's forms, tap-only (issue 35): for one seat, from the game's data and the table,
//! the forms the player can open now. Each field is one of a few kinds (a choice among
//! buttons labelled from the game's data, several choices, a number on a stepper, a toggle,
//! the roll's dice on pads), in the phone's language. The phone sends back the values; the
//! host checks each against what it offered (a value it did not offer is refused, naming the
//! field) and builds the game's own action, which goes the one way every phone action goes
//! ([`super::phone_action`]): the engine decides, nothing of the rules lives here.
//!
//! On the wire a form is the words `@form <side> <name> <values as JSON>`, built by the
//! server from a `{form, values}` message with the seat's own side (a phone never names it).

mod asl;
mod cc;
mod tc;
mod toi;
mod wwb;

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::{Value, json};

use crate::core::def::GameDef;
use crate::core::dice::Die;
use crate::core::table::{ActionError, Table};
use crate::i18n::Localizer;

/// The first word of a form's words.
pub const FORM_WORD: &str = "@form";

/// One form a player can open.
#[derive(Debug, Clone, Serialize)]
pub struct Form {
    /// Its name, sent back with the values.
    pub name: String,
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    pub fields: Vec<Field>,
}

/// One field of a form.
#[derive(Debug, Clone, Serialize)]
pub struct Field {
    pub name: String,
    pub label: String,
    #[serde(flatten)]
    pub kind: Kind,
    /// Must be given (a choice or the dice).
    pub required: bool,
    /// Shown under "more options".
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub more: bool,
    /// Shown only while this toggle of the form is on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub when: Option<String>,
}

/// What a field takes.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Kind {
    /// One of the options (or none when not required).
    Choice {
        options: Vec<Opt>,
        #[serde(skip_serializing_if = "Option::is_none")]
        value: Option<String>,
    },
    /// Any of the options.
    Multi {
        options: Vec<Opt>,
    },
    /// A whole number from `min` to `max`, on a stepper.
    Number {
        min: i64,
        max: i64,
        value: i64,
    },
    Toggle {
        value: bool,
    },
    /// The faces that came up, one per die the host names for the values entered so far.
    Dice,
}

/// One option of a choice: its id and its words.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Opt {
    pub id: String,
    pub label: String,
    /// Ids it had before (a page loaded then still sends them): read as `id`.
    #[serde(skip)]
    pub aliases: Vec<&'static str>,
}

impl Opt {
    pub fn new(id: impl Into<String>, label: impl Into<String>) -> Opt {
        Opt {
            id: id.into(),
            label: label.into(),
            aliases: vec![],
        }
    }

    /// An id this option had before, still read.
    pub fn alias(mut self, old: &'static str) -> Opt {
        self.aliases.push(old);
        self
    }

    fn is(&self, id: &str) -> bool {
        self.id == id || self.aliases.contains(&id)
    }
}

impl Form {
    pub fn new(name: &str, title: String) -> Form {
        Form {
            name: name.to_string(),
            title,
            note: None,
            fields: vec![],
        }
    }
    pub fn note(mut self, note: String) -> Form {
        self.note = Some(note);
        self
    }
    fn field(mut self, name: &str, label: String, kind: Kind, required: bool) -> Form {
        self.fields.push(Field {
            name: name.to_string(),
            label,
            kind,
            required,
            more: false,
            when: None,
        });
        self
    }
    /// One of `options`, which must be given.
    pub fn choice(self, name: &str, label: String, options: Vec<Opt>) -> Form {
        let value = (options.len() == 1).then(|| options[0].id.clone());
        self.field(name, label, Kind::Choice { options, value }, true)
    }
    /// One of `options`, preset to `value`.
    pub fn choice_at(self, name: &str, label: String, options: Vec<Opt>, value: &str) -> Form {
        let value = options
            .iter()
            .any(|o| o.id == value)
            .then(|| value.to_string());
        self.field(name, label, Kind::Choice { options, value }, true)
    }
    /// One of `options`, or none.
    pub fn maybe(self, name: &str, label: String, options: Vec<Opt>) -> Form {
        self.field(
            name,
            label,
            Kind::Choice {
                options,
                value: None,
            },
            false,
        )
    }
    pub fn multi(self, name: &str, label: String, options: Vec<Opt>) -> Form {
        self.field(name, label, Kind::Multi { options }, false)
    }
    pub fn number(self, name: &str, label: String, min: i64, max: i64, value: i64) -> Form {
        let value = value.clamp(min, max);
        self.field(name, label, Kind::Number { min, max, value }, false)
    }
    pub fn toggle(self, name: &str, label: String) -> Form {
        self.field(name, label, Kind::Toggle { value: false }, false)
    }
    pub fn dice(self, name: &str, label: String) -> Form {
        self.field(name, label, Kind::Dice, true)
    }
    /// The last field is shown only while the toggle `toggle` is on.
    pub fn when(mut self, toggle: &str) -> Form {
        if let Some(f) = self.fields.last_mut() {
            f.when = Some(toggle.to_string());
        }
        self
    }
    /// The last field goes under "more options".
    pub fn more(mut self) -> Form {
        if let Some(f) = self.fields.last_mut() {
            f.more = true;
        }
        self
    }
}

/// Where a form is read: the game's data and the table, for one side.
pub struct Ctx<'a> {
    pub loc: &'a Localizer,
    pub def: &'a GameDef,
    pub table: &'a Table,
    pub side: &'a str,
}

/// Whether the seat may take the game's action `variant` now (the engine's own list).
pub fn allowed(cx: &Ctx, variant: &str) -> bool {
    let actor = crate::core::actor::Actor::Side(cx.side.to_string());
    crate::games::find(&cx.def.id).is_some_and(|g| g.allowed_now(cx.def, cx.table, variant, &actor))
}

/// The values of a form, each checked against the field that offered it.
#[derive(Debug, Default)]
pub struct Values(BTreeMap<String, Value>);

impl Values {
    pub fn choice(&self, name: &str) -> Option<String> {
        self.0.get(name).and_then(|v| v.as_str()).map(String::from)
    }
    pub fn multi(&self, name: &str) -> Vec<String> {
        self.list(name)
    }
    pub fn number(&self, name: &str) -> Option<i64> {
        self.0.get(name).and_then(|v| v.as_i64())
    }
    pub fn toggle(&self, name: &str) -> bool {
        self.0.get(name).and_then(|v| v.as_bool()).unwrap_or(false)
    }
    /// The faces entered, by face id, in the order of the dice.
    pub fn dice(&self, name: &str) -> Vec<String> {
        self.list(name)
    }
    fn list(&self, name: &str) -> Vec<String> {
        self.0
            .get(name)
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str().map(String::from))
            .collect()
    }
}

/// The forms `side` can open now, in `loc`'s language.
pub fn forms(loc: &Localizer, def: &GameDef, table: &Table, side: &str) -> Vec<Form> {
    let cx = Ctx {
        loc,
        def,
        table,
        side,
    };
    match def.id.as_str() {
        "cc-great-war" => cc::forms(&cx),
        "asl-sk1" => asl::forms(&cx),
        "tide-of-iron" => toi::forms(&cx),
        "trench-club" => tc::forms(&cx),
        "we-were-brothers" => wwb::forms(&cx),
        _ => vec![],
    }
}

/// The game's action names a game's forms stand for: the phone does not offer them as
/// bare actions.
pub fn covered(game: &str) -> &'static [&'static str] {
    match game {
        "cc-great-war" => cc::COVERED,
        "asl-sk1" => asl::COVERED,
        "tide-of-iron" => toi::COVERED,
        "trench-club" => tc::COVERED,
        "we-were-brothers" => wwb::COVERED,
        _ => &[],
    }
}

/// An engine refusal in `loc`'s words.
pub fn refusal(loc: &Localizer, e: ActionError) -> String {
    let (id, args) = e.message();
    loc.tr(id, &args)
}

/// The words a phone's form message becomes (the server's, never the phone's).
pub fn form_words(side: &str, form: &str, values: &Value) -> Vec<String> {
    vec![
        FORM_WORD.to_string(),
        side.to_string(),
        form.to_string(),
        values.to_string(),
    ]
}

/// `words` as a form's: its side, name and values.
fn split(loc: &Localizer, words: &[String]) -> Result<(String, String, Value), String> {
    match words {
        [first, side, name, values] if first == FORM_WORD => {
            let v: Value = serde_json::from_str(values).map_err(|_| loc.t("host-err-malformed"))?;
            Ok((side.clone(), name.clone(), v))
        }
        _ => Err(loc.t("host-err-malformed")),
    }
}

/// Whether `words` are a form's.
pub fn is_form(words: &[String]) -> bool {
    words.first().is_some_and(|w| w == FORM_WORD)
}

/// The form `name` as offered to `cx.side` now, or why it is not.
fn offered(cx: &Ctx, name: &str) -> Result<Form, String> {
    forms(cx.loc, cx.def, cx.table, cx.side)
        .into_iter()
        .find(|f| f.name == name)
        .ok_or_else(|| cx.loc.tr("host-form-gone", &[]))
}

/// `values` checked against `form`'s fields, the dice aside (they are checked against the
/// dice the other values throw). A value the form did not offer is refused, naming the field.
fn check(loc: &Localizer, form: &Form, values: &Value) -> Result<Values, String> {
    let Some(map) = values.as_object() else {
        return Err(loc.t("host-err-malformed"));
    };
    let bad = |f: &Field| loc.tr("host-form-bad-field", &[("field", f.label.clone())]);
    if let Some(k) = map
        .keys()
        .find(|k| !form.fields.iter().any(|f| &f.name == *k))
    {
        return Err(loc.tr("host-form-unknown-field", &[("field", k.clone())]));
    }
    let mut out = Values::default();
    for f in &form.fields {
        let v = map.get(&f.name).filter(|v| !v.is_null());
        let ok = match (&f.kind, v) {
            (Kind::Choice { value, .. }, None) => match value {
                Some(x) => Some(Value::String(x.clone())),
                None if f.required => {
                    return Err(loc.tr("host-form-missing", &[("field", f.label.clone())]));
                }
                None => None,
            },
            (Kind::Choice { options, .. }, Some(Value::String(s))) => {
                match options.iter().find(|o| o.is(s)) {
                    Some(o) => Some(Value::String(o.id.clone())),
                    None => return Err(bad(f)),
                }
            }
            (Kind::Multi { options }, Some(Value::Array(a))) => {
                let mut seen: Vec<&str> = vec![];
                for x in a {
                    match x.as_str() {
                        Some(s) => match options.iter().find(|o| o.is(s)) {
                            Some(o) if !seen.contains(&o.id.as_str()) => seen.push(&o.id),
                            _ => return Err(bad(f)),
                        },
                        _ => return Err(bad(f)),
                    }
                }
                Some(json!(seen))
            }
            (Kind::Multi { .. }, None) => None,
            (Kind::Number { value, .. }, None) => Some(json!(value)),
            (Kind::Number { min, max, .. }, Some(n)) => match n.as_i64() {
                Some(n) if (*min..=*max).contains(&n) => Some(json!(n)),
                _ => return Err(bad(f)),
            },
            (Kind::Toggle { value }, None) => Some(json!(value)),
            (Kind::Toggle { .. }, Some(Value::Bool(b))) => Some(json!(b)),
            (Kind::Dice, None) => Some(json!([])),
            (Kind::Dice, Some(Value::Array(a))) => {
                if a.iter().any(|x| !x.is_string()) {
                    return Err(bad(f));
                }
                Some(Value::Array(a.clone()))
            }
            _ => return Err(bad(f)),
        };
        if let Some(x) = ok {
            out.0.insert(f.name.clone(), x);
        }
    }
    Ok(out)
}

/// The dice of the game with key `key`.
pub fn die<'a>(def: &'a GameDef, key: &str) -> Option<&'a Die> {
    def.dice.iter().find(|d| d.key == key)
}

/// A die as the phone's pad shows it: key, name and faces (`id`, number, words).
pub fn pad(loc: &Localizer, d: &Die) -> Value {
    let faces: Vec<Value> = d
        .distinct_faces()
        .into_iter()
        .map(|(id, _)| {
            let index = d.parse_face(&id).unwrap_or(0);
            let name = d
                .face(index)
                .map(|f| loc.t(&f.name))
                .unwrap_or_else(|| id.clone());
            json!({ "id": id, "index": index, "name": name })
        })
        .collect();
    json!({ "key": d.key, "name": loc.t(&d.def.name), "faces": faces })
}

/// What a form's values do: the game's action and the dice its roll throws, in order (empty:
/// the form has no roll, or its values throw none).
pub struct Built {
    pub action: Option<Value>,
    pub dice: Vec<Die>,
    /// Whose each die is, when one roll throws several sides' dice of the same kind (the
    /// attacker's, the defender's); empty when the dice say it themselves.
    pub whose: Vec<String>,
}

fn build(cx: &Ctx, name: &str, v: &Values) -> Result<Built, String> {
    match cx.def.id.as_str() {
        "cc-great-war" => cc::build(cx, name, v),
        "asl-sk1" => asl::build(cx, name, v),
        "tide-of-iron" => toi::build(cx, name, v),
        "trench-club" => tc::build(cx, name, v),
        "we-were-brothers" => wwb::build(cx, name, v),
        _ => Err(cx.loc.t("host-form-gone")),
    }
}

/// The dice the form's values throw now, by die key: the pads to show, in order.
pub fn dice(
    loc: &Localizer,
    def: &GameDef,
    table: &Table,
    words: &[String],
) -> Result<Vec<String>, String> {
    let (side, name, values) = split(loc, words)?;
    let cx = Ctx {
        loc,
        def,
        table,
        side: &side,
    };
    let form = offered(&cx, &name)?;
    let v = check(loc, &form, &values)?;
    let b = build(&cx, &name, &v)?;
    // A die's key, with whose it is after a `#` when the form says it.
    Ok(b.dice
        .iter()
        .enumerate()
        .map(|(i, d)| match b.whose.get(i) {
            Some(w) => format!("{}#{w}", d.key),
            None => d.key.clone(),
        })
        .collect())
}

/// The game's action a form's words say, for `side` (the seat's, whatever the words say), or
/// why not: a value it did not offer, or dice that are not the roll's.
pub fn action(
    loc: &Localizer,
    def: &GameDef,
    table: &Table,
    side: &str,
    words: &[String],
) -> Result<crate::session::Action, String> {
    let (asked, name, values) = split(loc, words)?;
    if asked != side {
        return Err(loc.t("host-err-malformed"));
    }
    let cx = Ctx {
        loc,
        def,
        table,
        side,
    };
    let form = offered(&cx, &name)?;
    let v = check(loc, &form, &values)?;
    let b = build(&cx, &name, &v)?;
    if let Some(f) = form.fields.iter().find(|f| matches!(f.kind, Kind::Dice)) {
        // None entered: the app rolls.
        let entered = v.dice(&f.name);
        if !entered.is_empty() && entered.len() != b.dice.len() {
            return Err(loc.tr(
                "host-form-dice-count",
                &[
                    ("n", b.dice.len().to_string()),
                    ("entered", entered.len().to_string()),
                ],
            ));
        }
        for (face, d) in entered.iter().zip(&b.dice) {
            if d.parse_face(face).is_none() {
                return Err(loc.tr("host-form-bad-field", &[("field", f.label.clone())]));
            }
        }
    }
    let action = b.action.ok_or_else(|| loc.t("host-form-gone"))?;
    Ok(crate::session::Action::Game(crate::games::GameAction {
        game: def.id.clone(),
        action,
    }))
}

/// The id serde gives a game's enum value (`"op-fire"`), as a form's option id.
pub(super) fn id_of<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_value(x)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

/// The game's enum value an option id names; an id never offered is malformed.
pub(super) fn from_id<T: serde::de::DeserializeOwned>(
    cx: &Ctx,
    id: Option<String>,
) -> Result<T, String> {
    serde_json::from_value(Value::String(id.unwrap_or_default()))
        .map_err(|_| cx.loc.t("host-err-malformed"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn form() -> Form {
        Form::new("f", "F".into())
            .choice(
                "pick",
                "Pick".into(),
                vec![Opt::new("a", "A"), Opt::new("b", "B")],
            )
            .multi(
                "many",
                "Many".into(),
                vec![Opt::new("x", "X"), Opt::new("y", "Y")],
            )
            .number("n", "N".into(), 0, 3, 1)
            .toggle("t", "T".into())
            .dice("dice", "Dice".into())
    }

    #[test]
    fn values_are_checked_against_what_the_form_offered() {
        let loc = Localizer::new(Lang::En);
        let f = form();
        let ok = check(
            &loc,
            &f,
            &json!({ "pick": "b", "many": ["y"], "n": 3, "t": true }),
        )
        .expect("offered values");
        assert_eq!(ok.choice("pick").as_deref(), Some("b"));
        assert_eq!(ok.multi("many"), vec!["y"]);
        assert_eq!(ok.number("n"), Some(3));
        assert!(ok.toggle("t"));
        // Left out: the number and the toggle keep the form's own values.
        let d = check(&loc, &f, &json!({ "pick": "a" })).expect("defaults");
        assert_eq!((d.number("n"), d.toggle("t")), (Some(1), false));
        for (bad, field) in [
            (json!({ "pick": "c" }), "Pick"),
            (json!({ "pick": "a", "many": ["x", "x"] }), "Many"),
            (json!({ "pick": "a", "many": ["z"] }), "Many"),
            (json!({ "pick": "a", "n": 4 }), "N"),
            (json!({ "pick": "a", "n": 1.5 }), "N"),
            (json!({ "pick": "a", "t": "yes" }), "T"),
            (json!({ "pick": "a", "dice": [1] }), "Dice"),
            (json!({}), "Pick"),
        ] {
            let e = check(&loc, &f, &bad).err().unwrap_or_default();
            assert!(e.contains(field), "{bad}: {e}");
        }
        let e = check(&loc, &f, &json!({ "pick": "a", "other": 1 }))
            .err()
            .unwrap_or_default();
        assert!(e.contains("other"), "{e}");
        assert!(check(&loc, &f, &json!([1])).is_err());
    }

    #[test]
    fn a_forms_words_are_the_hosts_with_the_seats_side() {
        let w = form_words("allies", "battle", &json!({ "unit": "infantry" }));
        assert!(is_form(&w));
        let loc = Localizer::new(Lang::En);
        let (side, name, v) = split(&loc, &w).expect("split");
        assert_eq!((side.as_str(), name.as_str()), ("allies", "battle"));
        assert_eq!(v["unit"], "infantry");
        assert!(split(&loc, &w[..2]).is_err());
    }
}
