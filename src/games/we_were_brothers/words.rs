//! The command line's words for an action, read on the table as it is: the dice of `resolve`
//! and `initiative` named by their faces (`dice=grey=ok,blue=4`, `dice=ok,4`), exactly as
//! `adjutant resolve we-were-brothers … --dice` takes them. Numbers alone stay what they
//! always were here: the sides that came up, 0-based.

use serde_json::Value;

use super::combat::CombatRoll;
use super::dice::Faces;
use super::rolls::{self, Roll};
use super::{Who, WwbState, data, wounds};
use crate::core::def::GameDef;
use crate::core::table::Table;

/// Turns the face names in `payload`'s `dice` (the JSON of the action `action`, before it
/// gets its type) into the sides they are on the dice this roll throws on `table`.
pub fn read_words(
    def: &GameDef,
    table: &Table,
    action: &str,
    payload: &mut Value,
) -> Result<(), String> {
    let roll = match action {
        "resolve" => match payload
            .get("roll")
            .cloned()
            .map(serde_json::from_value::<Roll>)
        {
            Some(Ok(r)) => r,
            // A roll that does not read is refused by its type, naming it.
            _ => return Ok(()),
        },
        "initiative" => Roll::Combat(CombatRoll::Initiative),
        _ => return Ok(()),
    };
    let who = |k: &str| {
        payload
            .get(k)
            .cloned()
            .and_then(|v| serde_json::from_value::<Who>(v).ok())
    };
    let (actor, target) = (who("actor"), who("target"));
    let Some(Value::Array(dice)) = payload.get_mut("dice") else {
        return Ok(());
    };
    if dice.iter().all(Value::is_number) {
        return Ok(());
    }
    let faces = Faces::from_def(def)?;
    let data = data::load(def);
    let empty = WwbState::default();
    let st = super::state(table).unwrap_or(&empty);
    let ctx = wounds::ctx(&data, &faces, st, &roll, actor, target);
    let Ok(colours) = rolls::dice(&ctx, &roll) else {
        // The step refuses the roll itself, naming why.
        return Ok(());
    };
    let given = dice.len();
    for (i, d) in dice.iter_mut().enumerate() {
        let token = match d {
            Value::String(t) => t.clone(),
            _ => continue,
        };
        let Some(c) = colours.get(i) else {
            let names: Vec<&str> = colours.iter().map(|c| c.id()).collect();
            return Err(format!(
                "dice: this roll takes {} dice ({}), {given} given",
                colours.len(),
                names.join(", "),
            ));
        };
        *d = Value::from(super::cli::face_index_for(&faces, *c, &token, "dice")?);
    }
    Ok(())
}
