//! The only place that uses iced.

pub fn run() -> Result<(), String> {
    Ok(())
}
