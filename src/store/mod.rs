//! Saved games, the dice tray and settings on disk. Every write goes to a temporary file in the
//! same folder, is flushed to disk, then renamed over the old file, so a crash leaves either the
//! old or the new version, never half of one. The previous versions are kept as backups. A file
//! that fails to load is reported with its path and reason and left exactly as it is.

use std::collections::BTreeSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

pub mod campaigns;
pub mod journal;
pub mod lock;

pub use crate::core::ids::valid_file_id;

/// Where a path made from an id that cannot name a file points instead (hidden, in the folder
/// the path was meant for).
pub const REFUSED_ID_FILE: &str = ".refused-id.json";

/// How many previous versions of each file are kept (`name.json.bak1` is the newest).
pub const BACKUPS: usize = 3;

/// The folders Adjutant uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paths {
    pub home: PathBuf,
}

impl Paths {
    /// `ADJUTANT_HOME` when set, otherwise the platform's data folder.
    pub fn from_env() -> Paths {
        if let Some(h) = std::env::var_os("ADJUTANT_HOME").filter(|h| !h.is_empty()) {
            return Paths {
                home: PathBuf::from(h),
            };
        }
        let home = directories::ProjectDirs::from("org", "Adjutant", "adjutant")
            .map(|d| d.data_dir().to_path_buf())
            .unwrap_or_else(|| PathBuf::from(".adjutant"));
        Paths { home }
    }

    pub fn at(home: impl Into<PathBuf>) -> Paths {
        Paths { home: home.into() }
    }

    pub fn saves(&self) -> PathBuf {
        self.home.join("saves")
    }

    /// The snapshot of the saved game `id`. An id that cannot name a file (see
    /// [`valid_file_id`]) never becomes a path outside the saves folder: it maps to a hidden
    /// name no game has and no listing shows. An id read from a file goes through
    /// [`Paths::checked_save_file`], which refuses it.
    pub fn save_file(&self, id: &str) -> PathBuf {
        self.checked_save_file(id)
            .unwrap_or_else(|| self.saves().join(REFUSED_ID_FILE))
    }

    /// The snapshot of the saved game `id`, if `id` can name a file.
    pub fn checked_save_file(&self, id: &str) -> Option<PathBuf> {
        valid_file_id(id).then(|| self.saves().join(format!("{id}.json")))
    }

    /// Where deleted games go (each in its own folder) until they are brought back or purged.
    pub fn trash(&self) -> PathBuf {
        self.home.join("trash")
    }

    pub fn tray_file(&self) -> PathBuf {
        self.home.join("tray.json")
    }

    pub fn settings_file(&self) -> PathBuf {
        self.home.join("settings.json")
    }

    /// Where the player's own data files go: `<home>/data/<game>/<file>.json`.
    pub fn user_data(&self) -> PathBuf {
        self.home.join("data")
    }
}

/// Why a file could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadReason {
    Io(String),
    /// Not JSON, or cut short.
    Corrupt(String),
    /// JSON, but not an Adjutant file of this kind.
    Foreign,
    /// Written by a newer Adjutant.
    TooNew(u32),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub path: PathBuf,
    pub reason: LoadReason,
}

impl LoadError {
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        let path = ("path", self.path.display().to_string());
        match &self.reason {
            LoadReason::Io(e) => ("err-load-io", vec![path, ("reason", e.clone())]),
            LoadReason::Corrupt(e) => ("err-load-corrupt", vec![path, ("reason", e.clone())]),
            LoadReason::Foreign => ("err-load-foreign", vec![path]),
            LoadReason::TooNew(v) => ("err-load-too-new", vec![path, ("version", v.to_string())]),
        }
    }
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let p = self.path.display();
        match &self.reason {
            LoadReason::Io(e) => write!(f, "{p}: cannot read: {e}"),
            LoadReason::Corrupt(e) => write!(f, "{p}: damaged: {e}"),
            LoadReason::Foreign => write!(f, "{p}: not an Adjutant saved game"),
            LoadReason::TooNew(v) => write!(f, "{p}: written by a newer Adjutant (format {v})"),
        }
    }
}

/// Writes `bytes` to `path` atomically, keeping up to [`BACKUPS`] previous versions. The new
/// version is flushed under a temporary name first; the old one becomes `.bak1` whole (see
/// [`keep_backup`]); then the rename makes the new one current. A crash at any point leaves
/// the file and every backup whole.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = write_temp(path, bytes)?;
    // A backup that cannot be made leaves the older ones as they are: the save goes on.
    let _ = keep_backup(path);
    commit_temp(&tmp, path)
}

/// [`write_atomic`] for a large file: `fill` writes the new version straight into the
/// temporary file, so it is never held whole in memory.
pub fn write_atomic_with(
    path: &Path,
    fill: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let tmp = temp_path(path);
    let mut w = std::io::BufWriter::with_capacity(1 << 16, fs::File::create(&tmp)?);
    fill(&mut w)?;
    let f = w.into_inner().map_err(|e| e.into_error())?;
    f.sync_all()?;
    drop(f);
    let _ = keep_backup(path);
    commit_temp(&tmp, path)
}

/// The temporary file beside `path` that a write goes through.
pub fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.tmp"))
}

/// First half of an atomic write: the new bytes, flushed, in the temporary file.
pub fn write_temp(path: &Path, bytes: &[u8]) -> std::io::Result<PathBuf> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let tmp = temp_path(path);
    let mut f = fs::File::create(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    Ok(tmp)
}

/// Second half: the rename that makes the new version the file.
pub fn commit_temp(tmp: &Path, path: &Path) -> std::io::Result<()> {
    fs::rename(tmp, path)?;
    if let Some(dir) = path.parent()
        && let Ok(d) = fs::File::open(dir)
    {
        // Make the rename itself durable; not every platform allows syncing a folder.
        let _ = d.sync_all();
    }
    Ok(())
}

pub fn backup_path(path: &Path, n: usize) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!("{name}.bak{n}"))
}

/// Makes the current version of `path` its newest backup, shifting the older ones down. The
/// new backup is complete before anything moves: a hard link to the current file (no bytes
/// copied, so nothing to tear and no space needed), or, where links are not possible, a copy
/// flushed under a temporary name. Only then are the backups renamed, each rename atomic, so
/// the set of good backups never shrinks, even on a full disk.
pub fn keep_backup(path: &Path) -> std::io::Result<()> {
    if !path.is_file() {
        return Ok(());
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let fresh = path.with_file_name(format!(".{name}.bak-new"));
    if fresh.is_file() {
        fs::remove_file(&fresh)?;
    }
    if fs::hard_link(path, &fresh).is_err() {
        let copied = fs::copy(path, &fresh)
            .and_then(|_| fs::File::open(&fresh))
            .and_then(|f| f.sync_all());
        if let Err(e) = copied {
            let _ = fs::remove_file(&fresh);
            return Err(e);
        }
    }
    for n in (1..BACKUPS).rev() {
        let from = backup_path(path, n);
        if from.is_file() {
            fs::rename(&from, backup_path(path, n + 1))?;
        }
    }
    fs::rename(&fresh, backup_path(path, 1))
}

/// The backups of `path` that exist, newest first.
pub fn backups(path: &Path) -> Vec<PathBuf> {
    (1..=BACKUPS)
        .map(|n| backup_path(path, n))
        .filter(|p| p.is_file())
        .collect()
}

/// Moves a broken file aside (never deleting it) and returns where it went.
pub fn set_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stamp = Utc::now().format("%Y%m%d-%H%M%S");
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut target = path.with_file_name(format!("{name}.broken-{stamp}"));
    let mut i = 1;
    while target.exists() {
        target = path.with_file_name(format!("{name}.broken-{stamp}-{i}"));
        i += 1;
    }
    fs::rename(path, &target)?;
    Ok(target)
}

/// Replaces a broken file by one of its backups; the broken file is kept beside it.
pub fn restore_backup(path: &Path, backup: &Path) -> std::io::Result<Option<PathBuf>> {
    let kept = if path.exists() {
        Some(set_aside(path)?)
    } else {
        None
    };
    let bytes = fs::read(backup)?;
    let tmp = write_temp(path, &bytes)?;
    commit_temp(&tmp, path)?;
    Ok(kept)
}

/// The `.json` files of a folder (not the hidden temporary ones), sorted by name.
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(rd) = fs::read_dir(dir) else {
        return vec![];
    };
    let mut files: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && !p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    files.sort();
    files
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    #[default]
    Light,
    Dark,
}

/// Settings that persist between runs. Missing fields take their defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// `None` until the player picks one: then the system language is used.
    pub lang: Option<Lang>,
    pub theme: ThemeChoice,
    /// Text size multiplier (1.0 = normal).
    pub text_scale: f32,
    /// The game in progress to reopen at start.
    pub last_game: Option<String>,
    /// The window's size and place when it was last closed (`None`: never saved, or not
    /// readable: a bad value here costs the window's place, not the other settings).
    #[serde(deserialize_with = "lenient_window")]
    pub window: Option<WindowGeometry>,
    /// The dice (`game:die`) whose faces, not printed in the rulebook, the players checked
    /// against their own dice.
    pub confirmed_dice: BTreeSet<String>,
}

fn lenient_window<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<WindowGeometry>, D::Error> {
    let v = serde_json::Value::deserialize(d)?;
    Ok(serde_json::from_value(v).ok())
}

/// The app window's size and place, in logical pixels. The place is `None` where the system
/// does not tell it (Wayland).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct WindowGeometry {
    pub width: f32,
    pub height: f32,
    #[serde(default)]
    pub x: Option<f32>,
    #[serde(default)]
    pub y: Option<f32>,
}

impl WindowGeometry {
    /// The smallest window the screens are laid out for (a portrait tablet is 800 wide).
    pub const MIN: (f32, f32) = (800.0, 600.0);
    /// Larger than any screen: a size or place beyond it is a broken file, not a monitor.
    const LIMIT: f32 = 16_384.0;

    /// The geometry bounded for use: a size below the minimum grows to it, a size or place
    /// that is not a number or is beyond any screen is dropped.
    pub fn bounded(self) -> Option<WindowGeometry> {
        let fits = |v: f32| v.is_finite() && v.abs() <= Self::LIMIT;
        if !fits(self.width) || !fits(self.height) {
            return None;
        }
        let (x, y) = match (self.x, self.y) {
            (Some(x), Some(y)) if fits(x) && fits(y) => (Some(x), Some(y)),
            _ => (None, None),
        };
        Some(WindowGeometry {
            width: self.width.max(Self::MIN.0),
            height: self.height.max(Self::MIN.1),
            x,
            y,
        })
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: None,
            theme: ThemeChoice::Light,
            text_scale: 1.0,
            last_game: None,
            window: None,
            confirmed_dice: BTreeSet::new(),
        }
    }
}

impl Settings {
    pub const TEXT_SCALES: [f32; 4] = [0.9, 1.0, 1.2, 1.4];

    /// Loads settings; a missing file gives the defaults, a broken one gives the defaults and
    /// the reason (the file stays as it is).
    pub fn load(paths: &Paths) -> (Settings, Option<LoadError>) {
        let path = paths.settings_file();
        if !path.exists() {
            return (Settings::default(), None);
        }
        let fail = |reason| LoadError {
            path: path.clone(),
            reason,
        };
        match fs::read_to_string(&path) {
            Err(e) => (
                Settings::default(),
                Some(fail(LoadReason::Io(e.to_string()))),
            ),
            Ok(text) => match serde_json::from_str::<Settings>(&text) {
                Ok(mut s) => {
                    if !Settings::TEXT_SCALES
                        .iter()
                        .any(|x| (x - s.text_scale).abs() < 1e-3)
                    {
                        s.text_scale = 1.0;
                    }
                    s.window = s.window.and_then(WindowGeometry::bounded);
                    (s, None)
                }
                Err(e) => (
                    Settings::default(),
                    Some(fail(LoadReason::Corrupt(e.to_string()))),
                ),
            },
        }
    }

    /// Saves settings. A settings file that failed to load is first moved aside, not
    /// overwritten.
    pub fn save(&self, paths: &Paths, previous_failed: bool) -> std::io::Result<()> {
        let path = paths.settings_file();
        if previous_failed && path.exists() {
            set_aside(&path)?;
        }
        let bytes = serde_json::to_vec_pretty(self).map_err(std::io::Error::other)?;
        write_atomic(&path, &bytes)
    }

    pub fn effective_lang(&self) -> Lang {
        self.lang.unwrap_or_else(Lang::system)
    }
}

/// A fresh save id: the game, the time, and a few random letters.
pub fn new_save_id(game: &str, now: DateTime<Utc>, salt: u64) -> String {
    format!(
        "{game}-{}-{:04x}",
        now.format("%Y%m%d-%H%M%S"),
        salt & 0xffff
    )
}
