//! `adjutant resolve asl-sk1 …` and `adjutant odds asl-sk1 …`.

use crate::content::Content;
use crate::i18n::Localizer;

pub fn resolve(
    _content: &Content,
    _loc: &Localizer,
    resolver: &str,
    _args: &[String],
) -> Result<String, String> {
    Err(format!("asl-sk1 has no resolver called '{resolver}'"))
}

pub fn odds(
    _content: &Content,
    _loc: &Localizer,
    resolver: &str,
    _args: &[String],
) -> Result<String, String> {
    Err(format!("asl-sk1 has no resolver called '{resolver}'"))
}
