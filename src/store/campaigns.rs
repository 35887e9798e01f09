//! Campaigns on disk: one file each, `<home>/campaigns/<id>.json`, with the guarantees of
//! saved games: written whole and atomically, the previous versions kept as backups, a file
//! that fails to load reported with its path and reason and never overwritten (it is set aside
//! before anything is written in its place). Export is the file itself; import never
//! overwrites a campaign that is there.

use std::fs;
use std::path::{Path, PathBuf};

use super::{
    LoadError, LoadReason, Paths, backups, json_files, restore_backup, set_aside, write_atomic,
};
use crate::core::campaign::{CAMPAIGN_SCHEMA, Campaign, KIND, Origin, valid_id};

/// The folder of the campaign files.
pub fn dir(paths: &Paths) -> PathBuf {
    paths.home.join("campaigns")
}

/// The file of the campaign `id` (an id that cannot name a file maps to a hidden name in the
/// campaigns folder, never outside it; see [`Paths::save_file`]).
pub fn file(paths: &Paths, id: &str) -> PathBuf {
    if valid_id(id) {
        dir(paths).join(format!("{id}.json"))
    } else {
        dir(paths).join(super::REFUSED_ID_FILE)
    }
}

/// Reads a campaign from its JSON text; `path` only names it in errors.
pub fn parse(path: &Path, text: &str) -> Result<Campaign, LoadError> {
    let fail = |reason| LoadError {
        path: path.to_path_buf(),
        reason,
    };
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| fail(LoadReason::Corrupt(e.to_string())))?;
    if value.get("kind").and_then(|k| k.as_str()) != Some(KIND) {
        return Err(fail(LoadReason::Foreign));
    }
    let version = value
        .get("schema_version")
        .and_then(|v| v.as_u64())
        .ok_or_else(|| fail(LoadReason::Foreign))?;
    if version > u64::from(CAMPAIGN_SCHEMA) {
        return Err(fail(LoadReason::TooNew(
            u32::try_from(version).unwrap_or(u32::MAX),
        )));
    }
    if version == 0 {
        return Err(fail(LoadReason::Foreign));
    }
    let c: Campaign =
        serde_json::from_value(value).map_err(|e| fail(LoadReason::Corrupt(e.to_string())))?;
    c.check_bounds().map_err(|e| fail(LoadReason::Corrupt(e)))?;
    Ok(c)
}

/// Loads one campaign file (the file is never changed by loading; only a regular file of at
/// most [`MAX_CAMPAIGN_BYTES`] is read).
pub fn load(path: &Path) -> Result<Campaign, LoadError> {
    let text = read_regular(path, MAX_CAMPAIGN_BYTES, Links::Refuse)?;
    parse(path, &text)
}

/// The largest campaign file of the data folder read (far beyond the file of a campaign at
/// its limits of missions and history lines).
pub const MAX_CAMPAIGN_BYTES: u64 = 32 * 1024 * 1024;

/// Whether [`read_regular`] follows a symbolic link to the file it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Links {
    /// A file of a folder the app lists: a link is refused, whatever it points to.
    Refuse,
    /// A file named on the command line: a link to a regular file is read.
    Follow,
}

/// The text of `path`, read only if it is a regular file of at most `cap` bytes: a pipe, a
/// device or a folder is refused without waiting on it or reading it (and a link, unless
/// `links` is [`Links::Follow`] and it leads to a regular file). The check is made on the file
/// as opened, so a file swapped after the check is caught too; at most `cap` bytes are read
/// whatever the file says its size is.
pub fn read_regular(path: &Path, cap: u64, links: Links) -> Result<String, LoadError> {
    use std::io::Read;
    let fail = |reason: String| LoadError {
        path: path.to_path_buf(),
        reason: LoadReason::Io(reason),
    };
    let not_regular = || fail("not a regular file (a link, a pipe, a device or a folder)".into());
    let too_big = || fail(format!("larger than {cap} bytes"));
    let meta = match links {
        Links::Refuse => fs::symlink_metadata(path),
        Links::Follow => fs::metadata(path),
    }
    .map_err(|e| fail(e.to_string()))?;
    if !meta.file_type().is_file() {
        return Err(not_regular());
    }
    let file = open_for_reading(path, links).map_err(|e| fail(e.to_string()))?;
    let meta = file.metadata().map_err(|e| fail(e.to_string()))?;
    if !meta.file_type().is_file() {
        return Err(not_regular());
    }
    if meta.len() > cap {
        return Err(too_big());
    }
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(cap.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| fail(e.to_string()))?;
    if bytes.len() as u64 > cap {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|e| LoadError {
        path: path.to_path_buf(),
        reason: LoadReason::Corrupt(e.to_string()),
    })
}

/// Opens `path` to read without waiting on a pipe, and without following a link unless asked.
#[cfg(unix)]
fn open_for_reading(path: &Path, links: Links) -> std::io::Result<fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    let no_follow = match links {
        Links::Refuse => libc::O_NOFOLLOW,
        Links::Follow => 0,
    };
    fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | no_follow)
        .open(path)
}

#[cfg(not(unix))]
fn open_for_reading(path: &Path, _links: Links) -> std::io::Result<fs::File> {
    fs::File::open(path)
}

/// Loads the campaign `id`.
pub fn load_id(paths: &Paths, id: &str) -> Result<Campaign, LoadError> {
    if !valid_id(id) {
        return Err(LoadError {
            path: file(paths, id),
            reason: LoadReason::Io("no such campaign".into()),
        });
    }
    load(&file(paths, id))
}

/// Why a campaign could not be saved.
#[derive(Debug)]
pub enum SaveError {
    /// The file on disk does not load: it is reported, not overwritten (see [`recover`]).
    Damaged(LoadError),
    Io(std::io::Error),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Damaged(e) => write!(f, "{e}; it was left as it is"),
            SaveError::Io(e) => write!(f, "{e}"),
        }
    }
}

/// Saves a campaign atomically, keeping the previous versions as backups. A file there that
/// does not load is never overwritten: the save is refused and the damage reported.
pub fn save(paths: &Paths, c: &Campaign) -> Result<(), SaveError> {
    let path = file(paths, &c.id);
    if path.exists()
        && let Err(e) = load(&path)
    {
        return Err(SaveError::Damaged(e));
    }
    let bytes =
        serde_json::to_vec_pretty(c).map_err(|e| SaveError::Io(std::io::Error::other(e)))?;
    write_atomic(&path, &bytes).map_err(SaveError::Io)
}

/// What the campaign list shows of a campaign, read from the head of its file: its other
/// parts (roster, history, settings, each mission's line-up, the debrief being filled in, the
/// state kept for undo) are skipped over unbuilt. A campaign is decoded whole when opened.
#[derive(Debug, Clone, PartialEq)]
pub struct CampaignHead {
    pub id: String,
    pub name: String,
    pub game: String,
    pub side: String,
    pub theatre: String,
    /// How many missions were started, and how many of them have ended (a result).
    pub missions: usize,
    pub ended: usize,
    /// The mission being played (the last one, while it has no result), and its saved game.
    pub playing: Option<u32>,
    pub playing_save: Option<String>,
    pub updated: chrono::DateTime<chrono::Utc>,
    pub path: PathBuf,
}

/// Reads what the list shows of a campaign from its file's text; `path` names it (and is kept
/// in the head). A file is refused with the reasons [`parse`] gives for what it reads: not
/// JSON (a file cut short included, as the whole text is scanned), not a campaign, from a
/// newer version, a listed field of the wrong type, beyond its bounds or with control
/// characters. Damage in the parts skipped over is found when the campaign is opened.
pub fn parse_head(path: &Path, text: &str) -> Result<CampaignHead, LoadError> {
    let fail = |reason| LoadError {
        path: path.to_path_buf(),
        reason,
    };
    let corrupt = |e: serde_json::Error| fail(LoadReason::Corrupt(e.to_string()));
    // What the file says it is, first: a file of another kind is foreign whatever else it holds.
    #[derive(serde::Deserialize)]
    struct Tag {
        #[serde(default)]
        kind: Option<serde_json::Value>,
        #[serde(default)]
        schema_version: Option<serde_json::Value>,
    }
    let tag: Tag = serde_json::from_str(text).map_err(corrupt)?;
    if tag.kind.as_ref().and_then(|k| k.as_str()) != Some(KIND) {
        return Err(fail(LoadReason::Foreign));
    }
    let version = tag
        .schema_version
        .as_ref()
        .and_then(|v| v.as_u64())
        .ok_or_else(|| fail(LoadReason::Foreign))?;
    if version > u64::from(CAMPAIGN_SCHEMA) {
        return Err(fail(LoadReason::TooNew(
            u32::try_from(version).unwrap_or(u32::MAX),
        )));
    }
    if version == 0 {
        return Err(fail(LoadReason::Foreign));
    }
    // The listed fields, typed as in [`Campaign`] (the rest skipped over).
    #[derive(serde::Deserialize)]
    struct Head {
        id: String,
        name: String,
        game: String,
        side: String,
        #[serde(default)]
        theatre: String,
        #[serde(default)]
        missions: Vec<MissionHead>,
        #[allow(dead_code)]
        created: chrono::DateTime<chrono::Utc>,
        updated: chrono::DateTime<chrono::Utc>,
    }
    #[derive(serde::Deserialize)]
    struct MissionHead {
        number: u32,
        #[serde(default)]
        name: String,
        #[serde(default)]
        save: Option<String>,
        #[serde(default)]
        result: Option<crate::core::campaign::Outcome>,
    }
    let h: Head = serde_json::from_str(text).map_err(corrupt)?;
    crate::core::campaign::check_head(
        &h.id,
        [&h.name, &h.game, &h.side, &h.theatre],
        h.missions
            .iter()
            .map(|m| (m.save.as_deref(), m.name.as_str())),
    )
    .map_err(|e| fail(LoadReason::Corrupt(e)))?;
    let playing = h.missions.last().filter(|m| m.result.is_none());
    Ok(CampaignHead {
        playing: playing.map(|m| m.number),
        playing_save: playing.and_then(|m| m.save.clone()),
        missions: h.missions.len(),
        ended: h.missions.iter().filter(|m| m.result.is_some()).count(),
        id: h.id,
        name: h.name,
        game: h.game,
        side: h.side,
        theatre: h.theatre,
        updated: h.updated,
        path: path.to_path_buf(),
    })
}

/// Reads what the list shows of one campaign file (see [`parse_head`]; the file is only read).
pub fn load_head(path: &Path) -> Result<CampaignHead, LoadError> {
    let text = read_regular(path, MAX_CAMPAIGN_BYTES, Links::Refuse)?;
    parse_head(path, &text)
}

/// Every campaign file of the data folder, listed from their heads ([`parse_head`]): the ones
/// that read, and the ones that do not (with their path and reason), in file-name order.
pub fn list(paths: &Paths) -> Vec<Result<CampaignHead, LoadError>> {
    json_files(&dir(paths))
        .iter()
        .map(|p| load_head(p))
        .collect()
}

/// The saved games that are a campaign's mission in play, each with its campaign's id: read
/// from the heads of the campaign files (the app's start needs no more). A file that does not
/// read links nothing.
pub fn playing_saves(paths: &Paths) -> Vec<(String, String)> {
    list(paths)
        .into_iter()
        .flatten()
        .filter_map(|h| Some((h.playing_save?, h.id)))
        .collect()
}

/// What became of a damaged campaign file.
#[derive(Debug, PartialEq)]
pub struct Recovered {
    /// Where the damaged file was kept.
    pub kept: PathBuf,
    /// The backup now in its place (`None`: no backup loads; the campaign is gone from the
    /// list, its damaged file still kept).
    pub backup: Option<PathBuf>,
}

/// Sets a damaged campaign file aside (kept, never deleted) and puts the newest backup that
/// loads in its place.
pub fn recover(path: &Path) -> std::io::Result<Recovered> {
    let good = backups(path).into_iter().find(|b| load(b).is_ok());
    match good {
        Some(b) => {
            let kept = restore_backup(path, &b)?.unwrap_or_else(|| path.to_path_buf());
            Ok(Recovered {
                kept,
                backup: Some(b),
            })
        }
        None => Ok(Recovered {
            kept: set_aside(path)?,
            backup: None,
        }),
    }
}

/// The campaign as one JSON file to move or share (the same text as its file).
pub fn export(c: &Campaign) -> String {
    serde_json::to_string_pretty(c).unwrap_or_default()
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    pub id: String,
    /// The name it is listed under.
    pub name: String,
    /// The id in the file, when a campaign of that id was already here: the import took `id`
    /// instead, and the one already here is untouched.
    pub clash: Option<String>,
    /// The name in the file, when a campaign here already had it: the copy took `name`.
    pub renamed: Option<String>,
    /// The mission being played in the file: its table is a saved game of the device the file
    /// came from, not in the file, so the copy's mission points at no table (it is debriefed
    /// from what the players say, or called off).
    pub unlinked: Option<u32>,
}

impl Imported {
    /// What the import did, as a message id and its arguments: the id it took, a name
    /// changed because it was listed, a mission whose table stayed where the file came from.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        let flag = |b: bool| if b { "1" } else { "0" }.to_string();
        (
            "camp-imported",
            vec![
                ("id", self.id.clone()),
                ("clashed", flag(self.clash.is_some())),
                ("old", self.clash.clone().unwrap_or_default()),
                ("renamed", flag(self.renamed.is_some())),
                ("old_name", self.renamed.clone().unwrap_or_default()),
                ("name", self.name.clone()),
                ("unlinked", self.unlinked.unwrap_or(0).to_string()),
            ],
        )
    }
}

/// Why an import was refused (nothing was written).
#[derive(Debug)]
pub enum ImportError {
    Bad(LoadError),
    Io(std::io::Error),
    /// The file's campaign is already here, as it is in the file (imported from it before,
    /// or the campaign it was exported from, unchanged): `id` and `name` are that campaign's.
    /// A second copy is made only when asked for ([`Copy::Second`]).
    Already {
        id: String,
        name: String,
    },
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ImportError::Bad(e) => write!(f, "{e}"),
            ImportError::Io(e) => write!(f, "{e}"),
            ImportError::Already { id, name } => {
                write!(f, "this file's campaign is already here as '{id}' ({name})")
            }
        }
    }
}

/// Whether an import of a file whose campaign is already here makes a second copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Copy {
    /// Refused with [`ImportError::Already`].
    Only,
    /// A second copy, under a new id and a name of its own.
    Second,
}

/// Imports a campaign from its exported text. Never overwrites: when its id is taken (by a
/// campaign, a damaged file or a backup), it takes the first free `<id>-2`, `<id>-3`… and
/// says so. The copy shares nothing with the campaign it came from: its missions point at no
/// saved game (the file holds none, and a game of that id here would be the original's), and
/// a name already listed here gets a number. The same file imported again is refused unless
/// `copy` asks for a second copy.
pub fn import(paths: &Paths, source: &Path, text: &str) -> Result<Imported, ImportError> {
    import_as(paths, source, text, Copy::Only)
}

/// [`import`], saying what to do when the file's campaign is already here.
pub fn import_as(
    paths: &Paths,
    source: &Path,
    text: &str,
    copy: Copy,
) -> Result<Imported, ImportError> {
    let mut c = parse(source, text).map_err(ImportError::Bad)?;
    let print = c.print();
    // Compared whole (a campaign's print is of all of it): an import is rare and asked for.
    let here: Vec<Campaign> = json_files(&dir(paths))
        .iter()
        .filter_map(|p| load(p).ok())
        .collect();
    if copy == Copy::Only
        && let Some(same) = here
            .iter()
            .find(|h| h.origin.as_ref().is_some_and(|o| o.print == print) || h.print() == print)
    {
        return Err(ImportError::Already {
            id: same.id.clone(),
            name: same.name.clone(),
        });
    }
    let taken = |id: &str| {
        let p = file(paths, id);
        p.exists() || !backups(&p).is_empty()
    };
    let original = c.id.clone();
    let mut clash = None;
    if taken(&original) {
        clash = Some(original.clone());
        let stem: String = original.chars().take(56).collect();
        let mut n = 2;
        let free = loop {
            let id = format!("{stem}-{n}");
            if !taken(&id) {
                break id;
            }
            n += 1;
        };
        c.id = free;
    }
    let mut renamed = None;
    if here.iter().any(|h| h.name == c.name) {
        let name = (2..)
            .map(|n| {
                let tail = format!(" ({n})");
                let keep = crate::core::campaign::MAX_NAME.saturating_sub(tail.chars().count());
                format!("{}{tail}", c.name.chars().take(keep).collect::<String>())
            })
            .find(|name| !here.iter().any(|h| &h.name == name))
            .unwrap_or_else(|| c.name.clone());
        renamed = Some(std::mem::replace(&mut c.name, name));
    }
    let unlinked = c.playing().filter(|m| m.save.is_some()).map(|m| m.number);
    for m in c.missions.iter_mut() {
        m.save = None;
    }
    if let Some(u) = c.undo.as_mut() {
        for m in u.missions.iter_mut() {
            m.save = None;
        }
    }
    c.origin = Some(Origin {
        id: original,
        updated: c.updated,
        print,
    });
    let bytes =
        serde_json::to_vec_pretty(&c).map_err(|e| ImportError::Io(std::io::Error::other(e)))?;
    write_atomic(&file(paths, &c.id), &bytes).map_err(ImportError::Io)?;
    Ok(Imported {
        id: c.id,
        name: c.name,
        clash,
        renamed,
        unlinked,
    })
}

/// A campaign id not yet used in the data folder, made from `base`.
pub fn free_id(paths: &Paths, base: &str) -> String {
    let p = file(paths, base);
    if !p.exists() && backups(&p).is_empty() {
        return base.to_string();
    }
    (2..)
        .map(|n| format!("{base}-{n}"))
        .find(|id| {
            let p = file(paths, id);
            !p.exists() && backups(&p).is_empty()
        })
        .unwrap_or_else(|| base.to_string())
}

/// The folder for moving a campaign to another device without a command line: exports are
/// written here, and campaign files copied here are offered for import.
pub fn exchange_dir(paths: &Paths) -> PathBuf {
    paths.home.join("exchange")
}

/// The largest campaign file read from the exchange folder or imported on the command line (a
/// platoon's whole history is far smaller); a bigger file is reported, not read.
pub const MAX_EXCHANGE_BYTES: u64 = 4 * 1024 * 1024;

/// Writes `c`'s export into the exchange folder as `<id>-<date>-<time>.json`, never over a
/// file already there; returns its path.
pub fn export_to_exchange(
    paths: &Paths,
    c: &Campaign,
    now: chrono::DateTime<chrono::Utc>,
) -> std::io::Result<PathBuf> {
    let stem = format!("{}-{}", c.id, now.format("%Y%m%d-%H%M%S"));
    let dir = exchange_dir(paths);
    let path = (1..)
        .map(|n| match n {
            1 => dir.join(format!("{stem}.json")),
            n => dir.join(format!("{stem}-{n}.json")),
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(format!("{stem}.json")));
    write_atomic(&path, export(c).as_bytes())?;
    Ok(path)
}

/// The text of a file of the exchange folder: a regular file (not a link, a pipe or a
/// device) of at most `MAX_EXCHANGE_BYTES`.
fn read_exchange(path: &Path) -> Result<String, LoadError> {
    read_regular(path, MAX_EXCHANGE_BYTES, Links::Refuse)
}

/// The text of a campaign file named on the command line to import: a regular file (a link
/// to one is followed) of at most `MAX_EXCHANGE_BYTES`, as in the exchange folder.
pub fn read_import(path: &Path) -> Result<String, LoadError> {
    read_regular(path, MAX_EXCHANGE_BYTES, Links::Follow)
}

/// The campaign files waiting in the exchange folder, each with its campaign's name or why it
/// cannot be read (files are only read, never changed).
pub fn exchange_files(paths: &Paths) -> Vec<(PathBuf, Result<String, LoadError>)> {
    json_files(&exchange_dir(paths))
        .into_iter()
        .map(|p| {
            let read = read_exchange(&p).and_then(|text| parse(&p, &text).map(|c| c.name));
            (p, read)
        })
        .collect()
}

/// Imports the campaign file `path` of the exchange folder (as [`import_as`]: never over a
/// campaign here); `None` if `path` is not a campaign file of that folder (any more).
pub fn import_from_exchange(
    paths: &Paths,
    path: &Path,
    copy: Copy,
) -> Option<Result<Imported, ImportError>> {
    if !json_files(&exchange_dir(paths)).iter().any(|p| p == path) {
        return None;
    }
    Some(
        read_exchange(path)
            .map_err(ImportError::Bad)
            .and_then(|text| import_as(paths, path, &text, copy)),
    )
}
