//! `adjutant resolve cc-great-war …` and `adjutant odds cc-great-war …`.

use crate::content::Content;
use crate::i18n::Localizer;

pub fn resolve(
    _content: &Content,
    _loc: &Localizer,
    resolver: &str,
    _args: &[String],
) -> Result<String, String> {
    Err(format!("cc-great-war has no resolver called '{resolver}'"))
}

pub fn odds(
    _content: &Content,
    _loc: &Localizer,
    resolver: &str,
    _args: &[String],
) -> Result<String, String> {
    Err(format!("cc-great-war has no resolver called '{resolver}'"))
}
