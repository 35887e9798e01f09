//! `adjutant --generate man|bash|zsh|fish`: the manual page and shell completions, written from
//! the clap definition so they never drift from the real options (the .deb recipe,
//! `scripts/deb`, runs it on the release binary).

use std::io::Write;

use clap::{CommandFactory, ValueEnum};
use clap_complete::Shell;

use super::Cli;
use crate::i18n::Localizer;

/// What `--generate` writes to standard output.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generated {
    /// The manual page, `adjutant.1` (roff).
    Man,
    Bash,
    Zsh,
    Fish,
}

/// Writes the manual page or a shell's completion script to `out`.
pub fn generate(what: Generated, loc: &Localizer, out: &mut dyn Write) -> std::io::Result<()> {
    let mut cmd = Cli::command();
    // Written whole at the end: clap_complete panics on a closed pipe (`| head`).
    let mut text = Vec::new();
    match what {
        Generated::Man => manual(cmd, loc, &mut text)?,
        Generated::Bash => clap_complete::generate(Shell::Bash, &mut cmd, "adjutant", &mut text),
        Generated::Zsh => clap_complete::generate(Shell::Zsh, &mut cmd, "adjutant", &mut text),
        Generated::Fish => clap_complete::generate(Shell::Fish, &mut cmd, "adjutant", &mut text),
    }
    out.write_all(&text)?;
    out.flush()
}

/// The manual, one page: clap's sections, each command with its own options (rather than a
/// page per command), then exit status, environment and files, which clap does not know.
fn manual(cmd: clap::Command, loc: &Localizer, out: &mut dyn Write) -> std::io::Result<()> {
    let t = |id: &str| loc.t(id);
    let mut cmd = cmd
        .about(t("cli-man-name"))
        .long_about(t("cli-man-description"));
    cmd.build();
    let man = clap_mangen::Man::new(cmd.clone()).manual("Adjutant");
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)?;
    section(out, "COMMANDS")?;
    for sub in cmd.get_subcommands().filter(|c| !c.is_hide_set()) {
        if sub.get_name() == "help" {
            continue;
        }
        let usage = sub
            .clone()
            .render_usage()
            .to_string()
            .trim_start_matches("Usage: ")
            .to_string();
        writeln!(out, ".SS \\fB{}\\fR", roff(&usage))?;
        let about = sub.get_long_about().or(sub.get_about());
        if let Some(about) = about {
            paragraph(out, &about.to_string())?;
        }
        // The command's arguments and options, under this heading rather than their own.
        let mut opts = Vec::new();
        clap_mangen::Man::new(sub.clone()).render_options_section(&mut opts)?;
        let opts = String::from_utf8_lossy(&opts);
        for line in opts.lines().filter(|l| !l.starts_with(".SH")) {
            writeln!(out, "{line}")?;
        }
    }
    if cmd.get_after_help().is_some() {
        man.render_extra_section(out)?;
    }
    section(out, "EXIT STATUS")?;
    item(out, "0", &t("cli-man-exit-ok"))?;
    item(out, "1", &t("cli-man-exit-failure"))?;
    item(out, "2", &t("cli-man-exit-input"))?;
    section(out, "ENVIRONMENT")?;
    item(out, "ADJUTANT_HOME", &t("cli-man-env-home"))?;
    item(out, "LANG, LC_ALL, LC_MESSAGES", &t("cli-man-env-lang"))?;
    section(out, "FILES")?;
    item(out, "~/.local/share/adjutant/", &t("cli-man-files-data"))?;
    item(out, "settings.json", &t("cli-man-files-settings"))?;
    item(out, "saves/", &t("cli-man-files-saves"))?;
    item(out, "data/<game>/<file>.json", &t("cli-man-files-override"))?;
    man.render_version_section(out)?;
    Ok(())
}

/// Text made safe for roff: backslashes doubled, hyphens literal, no line starting with a
/// control character.
fn roff(text: &str) -> String {
    let s = text.replace('\\', "\\e").replace('-', "\\-");
    if s.starts_with('.') || s.starts_with('\'') {
        format!("\\&{s}")
    } else {
        s
    }
}

fn section(out: &mut dyn Write, name: &str) -> std::io::Result<()> {
    writeln!(out, ".SH \"{name}\"")
}

fn paragraph(out: &mut dyn Write, text: &str) -> std::io::Result<()> {
    writeln!(out, ".PP\n{}", roff(text))
}

fn item(out: &mut dyn Write, term: &str, text: &str) -> std::io::Result<()> {
    writeln!(out, ".TP\n\\fB{}\\fR\n{}", roff(term), roff(text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn text(what: Generated) -> String {
        let mut out = Vec::new();
        generate(what, &Localizer::new(Lang::En), &mut out).expect("generate");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn the_manual_names_every_command_and_the_exit_codes() {
        let man = text(Generated::Man);
        assert!(man.contains(".TH adjutant 1"), "{man}");
        for word in [
            "games",
            "roll",
            "odds",
            "resolve",
            "EXIT STATUS",
            "ADJUTANT_HOME",
        ] {
            assert!(man.contains(word), "no {word} in the manual");
        }
        // The flag that writes it is for packagers, not listed.
        assert!(!man.contains("generate"));
    }

    #[test]
    fn completions_list_the_commands() {
        for shell in [Generated::Bash, Generated::Zsh, Generated::Fish] {
            let s = text(shell);
            assert!(s.contains("resolve") && s.contains("lang"), "{shell:?}");
        }
    }
}
