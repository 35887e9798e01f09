//! The phone's page: plain HTML, JS and CSS, embedded in the binary and served by the host
//! itself (no internet, no CDN). They hold no table data: that comes only with a token.

pub const INDEX: &str = include_str!("../../web/index.html");
pub const SCRIPT: &str = include_str!("../../web/app.js");
pub const STYLE: &str = include_str!("../../web/style.css");

/// The page's own words: every message whose id starts with this, in the asked language.
pub const PAGE_PREFIX: &str = "host-page-";
