//! Every action a table can take, described from the actions' own types (their JSON Schema,
//! derived with `schemars`): the engine's actions and each game's. The same description
//! reads an action typed as words (`pool-take pool=hq side=allies n=2`) and writes any
//! action back as words, so everything a panel does can be said on the command line.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::games::{self, GameAction};
use crate::session::Action;

/// How an action's arguments are given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Form {
    /// No arguments (`next-phase`).
    Unit,
    /// Named arguments, `name=value`; a struct's own fields by dotted names
    /// (`situation.range=2`).
    Named,
    /// One value, written as is (`note "Bridge blown"`, `set-round-limit 8`).
    One,
    /// Several values in order.
    Tuple(usize),
}

/// One argument of an action.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArgSpec {
    /// Its name (dotted for a struct's fields); empty for a value given by position.
    pub name: String,
    /// What it takes, in words: `integer ≥ 0`, `text`, `true|false`, `one of: a, b`…
    pub kind: String,
    pub required: bool,
    /// Its doc comment, when it has one.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub doc: String,
    #[serde(skip)]
    schema: Value,
}

/// One action as the command line takes it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ActionSpec {
    /// The name typed (`pool-take`, `play-command`).
    pub name: String,
    /// The action's name in the save and the journal (`PoolTake`).
    pub variant: String,
    /// True for a game's own action, false for the engine's.
    pub game: bool,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub doc: String,
    pub form: Form,
    pub args: Vec<ArgSpec>,
}

/// `PlayCommand` → `play-command`.
pub use crate::core::actor::kebab;

/// The engine's actions (everything but `Game`), described from [`crate::core::table::TableAction`].
fn engine_schema() -> Value {
    schemars::schema_for!(crate::core::table::TableAction<Value>).to_value()
}

/// Every action of `game` (a game with data only has the engine's alone): the engine's
/// first, then the game's own, each in the order its type declares them.
pub fn catalogue(game: &str) -> Vec<ActionSpec> {
    let mut out = specs(&engine_schema(), false);
    out.retain(|a| a.variant != "Game");
    if let Some(g) = games::find(game) {
        out.extend(specs(&g.action_schema(), true));
    }
    out
}

/// The definitions a schema's `$ref`s point at.
struct Defs<'a>(Option<&'a Map<String, Value>>);

impl<'a> Defs<'a> {
    /// `schema` with its `$ref` followed (a few times at most: a loop stops).
    fn resolve(&self, mut schema: &'a Value) -> &'a Value {
        for _ in 0..8 {
            let Some(r) = schema.get("$ref").and_then(Value::as_str) else {
                break;
            };
            let name = r.rsplit('/').next().unwrap_or_default();
            match self.0.and_then(|d| d.get(name)) {
                Some(s) => schema = s,
                None => break,
            }
        }
        schema
    }
}

fn doc_of(schema: &Value) -> String {
    schema
        .get("description")
        .and_then(Value::as_str)
        .map(|d| d.split_whitespace().collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

/// The variants of an externally tagged enum's schema, each with its payload's schema
/// (`None` for a unit variant) and its doc comment.
fn variants<'a>(root: &'a Value, defs: &Defs<'a>) -> Vec<(String, Option<&'a Value>, String)> {
    let mut out = vec![];
    let root = defs.resolve(root);
    let branches: Vec<&Value> = ["oneOf", "anyOf"]
        .iter()
        .filter_map(|k| root.get(*k).and_then(Value::as_array))
        .flatten()
        .collect();
    let branches = if branches.is_empty() {
        vec![root]
    } else {
        branches
    };
    for b in branches {
        let b = defs.resolve(b);
        let doc = doc_of(b);
        if let Some(c) = b.get("const").and_then(Value::as_str) {
            out.push((c.to_string(), None, doc));
        } else if let Some(list) = b.get("enum").and_then(Value::as_array) {
            for v in list.iter().filter_map(Value::as_str) {
                out.push((v.to_string(), None, doc.clone()));
            }
        } else if let Some(props) = b.get("properties").and_then(Value::as_object) {
            for (k, v) in props {
                out.push((k.clone(), Some(v), doc.clone()));
            }
        }
    }
    out
}

fn specs(schema: &Value, game: bool) -> Vec<ActionSpec> {
    let defs = Defs(schema.get("$defs").and_then(Value::as_object));
    variants(schema, &defs)
        .into_iter()
        .map(|(variant, payload, doc)| {
            let (form, args) = match payload {
                None => (Form::Unit, vec![]),
                Some(p) => payload_args(p, &defs),
            };
            ActionSpec {
                name: kebab(&variant),
                variant,
                game,
                doc,
                form,
                args,
            }
        })
        .collect()
}

/// How a variant's payload is given, and its arguments.
fn payload_args(payload: &Value, defs: &Defs) -> (Form, Vec<ArgSpec>) {
    let p = defs.resolve(payload);
    if let Some(items) = p.get("prefixItems").and_then(Value::as_array) {
        let args = items
            .iter()
            .map(|s| leaf("", s, true, defs))
            .collect::<Vec<_>>();
        return (Form::Tuple(args.len()), args);
    }
    if is_struct(p) {
        let mut args = vec![];
        fields("", p, defs, 0, &mut args);
        return (Form::Named, args);
    }
    (Form::One, vec![leaf("", payload, true, defs)])
}

/// A plain struct: an object with named properties (not a map, not an enum).
fn is_struct(s: &Value) -> bool {
    s.get("properties").is_some() && s.get("oneOf").is_none() && s.get("anyOf").is_none()
}

/// The fields of a struct, a nested struct's by dotted names (two levels deep at most; a
/// deeper one is given as JSON).
fn fields(prefix: &str, s: &Value, defs: &Defs, depth: usize, out: &mut Vec<ArgSpec>) {
    let required: Vec<&str> = s
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let Some(props) = s.get("properties").and_then(Value::as_object) else {
        return;
    };
    for (name, field) in props {
        let full = if prefix.is_empty() {
            name.clone()
        } else {
            format!("{prefix}.{name}")
        };
        let inner = defs.resolve(field);
        let req = required.contains(&name.as_str());
        if depth < 2 && is_struct(inner) {
            fields(&full, inner, defs, depth + 1, out);
        } else {
            let mut a = leaf(&full, field, req, defs);
            if a.doc.is_empty() {
                a.doc = doc_of(inner);
            }
            out.push(a);
        }
    }
}

fn leaf(name: &str, schema: &Value, required: bool, defs: &Defs) -> ArgSpec {
    ArgSpec {
        name: name.to_string(),
        kind: kind_words(schema, defs, 0),
        required,
        doc: doc_of(schema),
        schema: inline(schema, defs, 0),
    }
}

/// A schema with its `$ref`s replaced by what they point at (a few levels deep), so an
/// argument's schema stands alone.
fn inline(schema: &Value, defs: &Defs, refs: usize) -> Value {
    // `refs` counts the `$ref`s followed on the way down: a type that contains itself stops
    // being written out after a few.
    let followed = schema.get("$ref").is_some();
    if followed && refs > 8 {
        return schema.clone();
    }
    let s = defs.resolve(schema);
    let refs = refs + usize::from(followed);
    match s {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| k.as_str() != "$defs")
                .map(|(k, v)| (k.clone(), inline(v, defs, refs)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(|v| inline(v, defs, refs)).collect()),
        other => other.clone(),
    }
}

/// The JSON types a schema accepts, and the strings it names (an enum's values).
fn accepted(s: &Value) -> (Vec<&'static str>, Vec<String>) {
    const ALL: [&str; 7] = [
        "null", "boolean", "integer", "number", "string", "array", "object",
    ];
    let mut types: Vec<&'static str> = vec![];
    let mut names = vec![];
    let mut add = |t: &str| {
        if let Some(k) = ALL.iter().find(|k| **k == t)
            && !types.contains(k)
        {
            types.push(k);
        }
    };
    if s.as_bool() == Some(true) || s.as_object().is_some_and(|o| o.is_empty()) {
        ALL.iter().for_each(|t| add(t));
    }
    match s.get("type") {
        Some(Value::String(t)) => add(t),
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).for_each(&mut add),
        _ => {}
    }
    for v in s
        .get("enum")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .chain(s.get("const"))
    {
        match v {
            Value::String(n) => {
                add("string");
                names.push(n.clone());
            }
            Value::Null => add("null"),
            _ => {}
        }
    }
    if s.get("properties").is_some() || s.get("additionalProperties").is_some() {
        add("object");
    }
    for k in ["oneOf", "anyOf", "allOf"] {
        for b in s.get(k).and_then(Value::as_array).into_iter().flatten() {
            let (t, n) = accepted(b);
            t.into_iter().for_each(&mut add);
            names.extend(n);
        }
    }
    (types, names)
}

/// What an argument takes, in words.
fn kind_words(schema: &Value, defs: &Defs, depth: usize) -> String {
    // Every `$ref` followed first, those inside `anyOf` too (an optional enum).
    let whole = inline(schema, defs, 0);
    let s = &whole;
    let (types, names) = accepted(s);
    let optional = types.contains(&"null");
    let core: Vec<&str> = types.iter().copied().filter(|t| *t != "null").collect();
    let mut words = if !names.is_empty() && core == ["string"] {
        format!("one of: {}", names.join(", "))
    } else if core == ["array"] && depth < 3 {
        let item = s
            .get("items")
            .or_else(|| {
                ["anyOf", "oneOf"].iter().find_map(|k| {
                    s.get(*k)
                        .and_then(Value::as_array)
                        .and_then(|bs| bs.iter().find_map(|b| defs.resolve(b).get("items")))
                })
            })
            .map(|i| kind_words(i, defs, depth + 1))
            .unwrap_or_else(|| "values".into());
        format!("list of {item} (comma-separated)")
    } else if core == ["integer"] || core == ["integer", "number"] {
        let min = find_num(s, defs, "minimum");
        match min {
            Some(m) if m >= 0.0 => format!("integer ≥ {m}"),
            _ => "integer".into(),
        }
    } else if core == ["number"] {
        "number".into()
    } else if core == ["boolean"] {
        "true|false".into()
    } else if core == ["string"] {
        "text".into()
    } else {
        "JSON".into()
    };
    if optional {
        words.push_str(" or null");
    }
    words
}

fn find_num(s: &Value, defs: &Defs, key: &str) -> Option<f64> {
    s.get(key).and_then(Value::as_f64).or_else(|| {
        ["anyOf", "oneOf"].iter().find_map(|k| {
            s.get(*k)
                .and_then(Value::as_array)
                .and_then(|bs| bs.iter().find_map(|b| defs.resolve(b).get(key)?.as_f64()))
        })
    })
}

/// Reads one typed value as the argument's schema wants it: a number, true/false, null, a
/// comma-separated list, text; JSON (`[…]`, `{…}`, `"…"`) is taken as written.
fn coerce(raw: &str, schema: &Value) -> Value {
    let (types, _) = accepted(schema);
    let has = |t: &str| types.contains(&t);
    let t = raw.trim();
    if ((t.starts_with('"') && has("string"))
        || (t.starts_with('[') && has("array"))
        || (t.starts_with('{') && has("object"))
        || (t.starts_with('{') && types.is_empty()))
        && let Ok(v) = serde_json::from_str::<Value>(t)
    {
        return v;
    }
    if has("null") && t == "null" {
        return Value::Null;
    }
    if has("boolean") && (t == "true" || t == "false") {
        return Value::Bool(t == "true");
    }
    if has("integer") || has("number") {
        if let Ok(i) = t.parse::<i64>() {
            return Value::from(i);
        }
        if let Ok(u) = t.parse::<u64>() {
            return Value::from(u);
        }
        if has("number")
            && let Ok(f) = t.parse::<f64>()
            && let Some(n) = serde_json::Number::from_f64(f)
        {
            return Value::Number(n);
        }
    }
    if has("array") && !has("string") {
        let items = schema.get("items").cloned().or_else(|| {
            ["anyOf", "oneOf"].iter().find_map(|k| {
                schema
                    .get(*k)
                    .and_then(Value::as_array)
                    .and_then(|bs| bs.iter().find_map(|b| b.get("items").cloned()))
            })
        });
        let items = items.unwrap_or(Value::Bool(true));
        if t.is_empty() {
            return Value::Array(vec![]);
        }
        return Value::Array(t.split(',').map(|p| coerce(p, &items)).collect());
    }
    if has("string") {
        return Value::String(raw.to_string());
    }
    serde_json::from_str(t).unwrap_or_else(|_| Value::String(raw.to_string()))
}

/// Why words could not be read as an action. Each names what was wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WordsError {
    /// No action named so; the names there are.
    UnknownAction { name: String, known: Vec<String> },
    /// An argument the action does not have; the ones it has.
    UnknownArg {
        action: String,
        arg: String,
        known: Vec<String>,
    },
    /// The wrong number of values for an action given by position.
    Count {
        action: String,
        wanted: usize,
        given: usize,
    },
    /// A word that is not `name=value` where one is wanted.
    NotNamed { action: String, word: String },
    /// The arguments do not make the action: what and where.
    Bad { action: String, why: String },
}

impl WordsError {
    /// Fluent message id and arguments.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        let echo = crate::i18n::echo;
        match self {
            WordsError::UnknownAction { name, known } => (
                "play-err-unknown-action",
                vec![("name", echo(name)), ("known", known.join(", "))],
            ),
            WordsError::UnknownArg { action, arg, known } => (
                "play-err-unknown-arg",
                vec![
                    ("action", action.clone()),
                    ("arg", echo(arg)),
                    (
                        "known",
                        if known.is_empty() {
                            "-".into()
                        } else {
                            known.join(", ")
                        },
                    ),
                ],
            ),
            WordsError::Count {
                action,
                wanted,
                given,
            } => (
                "play-err-arg-count",
                vec![
                    ("action", action.clone()),
                    ("wanted", wanted.to_string()),
                    ("given", given.to_string()),
                ],
            ),
            WordsError::NotNamed { action, word } => (
                "play-err-not-named",
                vec![("action", action.clone()), ("word", echo(word))],
            ),
            WordsError::Bad { action, why } => (
                "play-err-bad-args",
                vec![("action", action.clone()), ("why", echo(why))],
            ),
        }
    }
}

/// The schema of the field at the dotted path `key` inside one of `args` (an argument whose
/// value is a struct or an enum given as JSON), if there is such a field.
fn inner_field<'a>(args: &'a [ArgSpec], key: &str) -> Option<&'a Value> {
    args.iter().find_map(|a| {
        let rest = key.strip_prefix(&a.name)?.strip_prefix('.')?;
        if a.name.is_empty() {
            return None;
        }
        let path: Vec<&str> = rest.split('.').collect();
        schema_at(&a.schema, &path, 0)
    })
}

/// The schema at `path` below `schema`: through a struct's properties and an enum's
/// variants (each a branch of `oneOf`/`anyOf`, an externally tagged variant being a
/// property of its branch).
fn schema_at<'a>(schema: &'a Value, path: &[&str], depth: usize) -> Option<&'a Value> {
    let Some((head, rest)) = path.split_first() else {
        return Some(schema);
    };
    if depth > 12 {
        return None;
    }
    if let Some(p) = schema.get("properties").and_then(|p| p.get(*head))
        && let Some(found) = schema_at(p, rest, depth + 1)
    {
        return Some(found);
    }
    ["oneOf", "anyOf", "allOf"]
        .iter()
        .filter_map(|k| schema.get(*k).and_then(Value::as_array))
        .flatten()
        .find_map(|b| schema_at(b, path, depth + 1))
}

/// Puts `value` at the dotted `path` in `obj`.
fn insert(obj: &mut Map<String, Value>, path: &str, value: Value) {
    match path.split_once('.') {
        None => {
            obj.insert(path.to_string(), value);
        }
        Some((head, rest)) => {
            let e = obj
                .entry(head.to_string())
                .or_insert_with(|| Value::Object(Map::new()));
            if !e.is_object() {
                *e = Value::Object(Map::new());
            }
            if let Value::Object(m) = e {
                insert(m, rest, value);
            }
        }
    }
}

/// Reads words (`pool-take pool=hq side=allies n=2`) as an action of `game`.
pub fn parse(game: &str, words: &[String]) -> Result<Action, WordsError> {
    parse_in(game, None, None, words)
}

/// [`parse`] for a game whose definition is at hand: a side may then be named by its id
/// wherever the game's actions take its number (`side=usa` as `side=0`), so ids always work.
pub fn parse_for(def: &crate::core::def::GameDef, words: &[String]) -> Result<Action, WordsError> {
    parse_in(&def.id, Some(def), None, words)
}

/// [`parse_for`] on the table the action is for: what the game reads in the players' terms
/// is read too (We Were Brothers' dice named by their faces, as `resolve` takes them).
pub fn parse_at(
    def: &crate::core::def::GameDef,
    table: &crate::core::table::Table,
    words: &[String],
) -> Result<Action, WordsError> {
    parse_in(&def.id, Some(def), Some(table), words)
}

fn parse_in(
    game: &str,
    def: Option<&crate::core::def::GameDef>,
    table: Option<&crate::core::table::Table>,
    words: &[String],
) -> Result<Action, WordsError> {
    let list = catalogue(game);
    let name = words.first().map(String::as_str).unwrap_or_default();
    let Some(spec) = list.iter().find(|a| a.name == name) else {
        return Err(WordsError::UnknownAction {
            name: name.to_string(),
            known: list.iter().map(|a| a.name.clone()).collect(),
        });
    };
    let rest = words.get(1..).unwrap_or_default();
    let payload = match spec.form {
        Form::Unit => {
            if !rest.is_empty() {
                return Err(WordsError::Count {
                    action: spec.name.clone(),
                    wanted: 0,
                    given: rest.len(),
                });
            }
            None
        }
        Form::One | Form::Tuple(_) => {
            let wanted = spec.args.len();
            // One text value may be given as several words (`note Bridge blown`).
            let joined;
            let given: &[String] = if wanted == 1
                && rest.len() > 1
                && accepted(&spec.args[0].schema).0 == ["string"]
            {
                joined = vec![rest.join(" ")];
                &joined
            } else {
                rest
            };
            // Values left out at the end that may be `null` are (a roll left to the app).
            let nullable = |a: &ArgSpec| accepted(&a.schema).0.contains(&"null");
            let filled: Vec<String>;
            let given: &[String] =
                if given.len() < wanted && spec.args[given.len()..].iter().all(nullable) {
                    filled = given
                        .iter()
                        .cloned()
                        .chain(std::iter::repeat_n(
                            "null".to_string(),
                            wanted - given.len(),
                        ))
                        .collect();
                    &filled
                } else {
                    given
                };
            if given.len() != wanted {
                return Err(WordsError::Count {
                    action: spec.name.clone(),
                    wanted,
                    given: given.len(),
                });
            }
            let vals: Vec<Value> = given
                .iter()
                .zip(&spec.args)
                .map(|(w, a)| coerce(w, &a.schema))
                .collect();
            Some(match spec.form {
                Form::One => vals.into_iter().next().unwrap_or(Value::Null),
                _ => Value::Array(vals),
            })
        }
        Form::Named => {
            let mut obj = Map::new();
            for w in rest {
                let Some((k, v)) = w.split_once('=') else {
                    return Err(WordsError::NotNamed {
                        action: spec.name.clone(),
                        word: w.clone(),
                    });
                };
                let k = k.trim().replace('-', "_");
                let value = match spec.args.iter().find(|a| a.name == k) {
                    Some(a) => coerce(v, &a.schema),
                    // A struct given whole, as JSON (`situation={…}`).
                    None if spec
                        .args
                        .iter()
                        .any(|a| a.name.starts_with(&format!("{k}."))) =>
                    {
                        serde_json::from_str(v).map_err(|e| WordsError::Bad {
                            action: spec.name.clone(),
                            why: format!("{k}: {e}"),
                        })?
                    }
                    // A field inside an argument given as JSON, by its dotted path through
                    // the argument's structs and variants (`roll.combat.fire.range=4`).
                    None => match inner_field(&spec.args, &k) {
                        Some(leaf) => coerce(v, leaf),
                        None => {
                            return Err(WordsError::UnknownArg {
                                action: spec.name.clone(),
                                arg: k,
                                known: spec.args.iter().map(|a| a.name.clone()).collect(),
                            });
                        }
                    },
                };
                insert(&mut obj, &k, value);
            }
            Some(Value::Object(obj))
        }
    };
    let mut payload = payload;
    if spec.game
        && let (Some(def), Some(p)) = (def, payload.as_mut())
        && games::find(game).is_some_and(|g| g.sides_by_number())
    {
        games::number_sides(def, p, 0);
        // A side's id given alone to an action that takes one side's number.
        if let Value::String(id) = p
            && spec
                .args
                .first()
                .is_some_and(|a| a.name == "side" || a.name.is_empty())
            && let Some(i) = def.sides.iter().position(|s| &s.id == id)
        {
            *p = Value::from(i);
        }
    }
    if spec.game
        && let (Some(def), Some(table), Some(p), Some(g)) =
            (def, table, payload.as_mut(), games::find(game))
    {
        g.read_words(def, table, &spec.variant, p)
            .map_err(|why| WordsError::Bad {
                action: spec.name.clone(),
                why,
            })?;
    }
    let tagged = match payload {
        None => Value::String(spec.variant.clone()),
        Some(p) => {
            let mut m = Map::new();
            m.insert(spec.variant.clone(), p);
            Value::Object(m)
        }
    };
    let bad = |why: String| WordsError::Bad {
        action: spec.name.clone(),
        why,
    };
    if spec.game {
        let g = games::find(game).ok_or_else(|| bad(game.to_string()))?;
        g.check_action(&tagged).map_err(bad)?;
        Ok(Action::Game(GameAction {
            game: game.to_string(),
            action: tagged,
        }))
    } else {
        serde_path_to_error::deserialize::<_, Action>(tagged).map_err(|e| {
            let path = e.path().to_string();
            bad(format!("{path}: {}", e.into_inner()))
        })
    }
}

/// The words that say `action` (what [`parse`] reads back as the same action).
pub fn words(game: &str, action: &Action) -> Result<Vec<String>, String> {
    let tagged = match action {
        Action::Game(g) => g.action.clone(),
        a => serde_json::to_value(a).map_err(|e| e.to_string())?,
    };
    let (variant, payload) = match &tagged {
        Value::String(v) => (v.clone(), None),
        Value::Object(m) if m.len() == 1 => m
            .iter()
            .next()
            .map(|(k, v)| (k.clone(), Some(v.clone())))
            .ok_or("empty action")?,
        other => return Err(format!("not an action: {other}")),
    };
    let list = catalogue(game);
    let spec = list
        .iter()
        .find(|a| a.variant == variant && a.game == matches!(action, Action::Game(_)))
        .ok_or_else(|| format!("no action {variant} in {game}"))?;
    let mut out = vec![spec.name.clone()];
    match (spec.form, payload) {
        (Form::Unit, _) | (_, None) => {}
        (Form::One, Some(v)) => out.push(render(&v, &spec.args[0].schema)),
        (Form::Tuple(_), Some(Value::Array(vs))) => {
            for (v, a) in vs.iter().zip(&spec.args) {
                out.push(render(v, &a.schema));
            }
        }
        (Form::Tuple(_), Some(v)) => return Err(format!("{variant}: not a tuple: {v}")),
        (Form::Named, Some(v)) => {
            for a in &spec.args {
                let at = a.name.split('.').try_fold(&v, |v, k| v.get(k));
                if let Some(x) = at {
                    out.push(format!("{}={}", a.name, render(x, &a.schema)));
                }
            }
        }
    }
    Ok(out)
}

/// One value as a word that [`coerce`] reads back as the same value.
fn render(v: &Value, schema: &Value) -> String {
    let plain = match v {
        Value::String(s) => s.clone(),
        Value::Array(items)
            if !items.is_empty()
                && items.iter().all(|i| match i {
                    Value::String(s) => !s.contains(',') && !s.trim().is_empty() && s.trim() == s,
                    Value::Number(_) | Value::Bool(_) => true,
                    _ => false,
                }) =>
        {
            items
                .iter()
                .map(|i| match i {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .collect::<Vec<_>>()
                .join(",")
        }
        other => other.to_string(),
    };
    if coerce(&plain, schema) == *v {
        plain
    } else {
        v.to_string()
    }
}
