//! The named dictionaries the binary carries (serialised by `build.rs`), `--dict NAME|FILE`, and
//! `boggle dicts`, which lists them with their size, source and licence.

use std::path::{Path, PathBuf};

use boggle_board::thousands;
use boggle_lexicon::{dictionary, DictionaryInfo, Language, Lexicon, DICTIONARIES};

use crate::dictionary;

/// Each carried dictionary's name and serialised trie.
const EMBEDDED: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// The serialised form of a carried dictionary.
pub fn embedded(name: &str) -> Option<&'static [u8]> {
    EMBEDDED
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, bytes)| *bytes)
}

/// The ENABLE2K trie's bytes (the default; `boggle bench` measures loading it).
pub fn enable2k() -> &'static [u8] {
    embedded("enable2k").unwrap_or_default()
}

/// Where the dictionaries the binary does not carry (their licence keeps them out of MIT code:
/// the French, German and Spanish lists) are looked for, as `<name>.lex` files: the folder
/// `BOGGLE_WORDS` names, `words/` beside the executable, then the build's own `target/words/`
/// (where `cargo xtask word-lists` and the site build write them, with their licences).
pub fn words_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(dir) = std::env::var_os("BOGGLE_WORDS") {
        dirs.push(PathBuf::from(dir));
    }
    if let Some(exe_dir) = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf))
    {
        dirs.push(exe_dir.join("words"));
    }
    dirs.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/words"));
    dirs
}

/// The `.lex` file of a dictionary the binary does not carry, if one was built.
pub fn separate_file(name: &str) -> Option<PathBuf> {
    words_dirs()
        .into_iter()
        .map(|dir| dir.join(format!("{name}.lex")))
        .find(|path| path.is_file())
}

/// `--dict NAME|FILE`: a dictionary of `boggle dicts` by name, else a word list (English) or
/// `.lex` file. A name wins over a file of the same name in the current folder; `./common` reads
/// the file.
pub fn load(choice: &str) -> Result<Lexicon, String> {
    load_in(choice, Language::English)
}

/// [`load`], a word list file read with the letters of `list_language` (`--list-lang`).
pub fn load_in(choice: &str, list_language: Language) -> Result<Lexicon, String> {
    if let Some(info) = dictionary(choice) {
        if let Some(bytes) = embedded(info.name) {
            return Lexicon::from_bytes(bytes).map_err(|e| format!("{}: {e}", info.name));
        }
        let path = separate_file(info.name).ok_or_else(|| not_carried(info))?;
        let lexicon = dictionary::load(&path, Language::English)?;
        if lexicon.language() != info.game_language() {
            return Err(format!(
                "{} is not a {} dictionary",
                crate::shown_path(&path),
                info.game_language().name()
            ));
        }
        return Ok(lexicon);
    }
    let path = Path::new(choice);
    if !path.exists() && !choice.contains(['/', '.', '\\']) {
        return Err(format!(
            "no dictionary named '{}' and no such file: `boggle dicts` lists the names",
            boggle_board::excerpt(choice)
        ));
    }
    dictionary::load(path, list_language)
}

fn not_carried(info: &DictionaryInfo) -> String {
    format!(
        "the {} dictionary is a separate file ({}) and none was found: `cargo xtask word-lists` \
         builds target/words/{}.lex from {}, or set BOGGLE_WORDS to a folder holding it",
        info.name, info.licence, info.name, info.source
    )
}

/// `boggle dicts`: one block per dictionary.
pub fn list() -> Result<(), String> {
    for (i, info) in DICTIONARIES.iter().enumerate() {
        let words = match (embedded(info.name), separate_file(info.name)) {
            (Some(bytes), _) => match Lexicon::from_bytes(bytes) {
                Ok(lexicon) => format!("{} words", thousands(lexicon.word_count() as u64)),
                Err(e) => format!("damaged: {e}"),
            },
            (None, Some(path)) => match load(info.name) {
                Ok(lexicon) => format!(
                    "{} words, from {}",
                    thousands(lexicon.word_count() as u64),
                    crate::shown_path(&path)
                ),
                Err(e) => format!("cannot be used: {e}"),
            },
            (None, None) => format!(
                "a separate file, not built here (`cargo xtask word-lists` makes target/words/{}.lex)",
                info.name
            ),
        };
        let default = if i == 0 { ", the default" } else { "" };
        out!(
            "{:<10} {} ({}){default}: {words}",
            info.name,
            info.title,
            info.language
        );
        out!("{:<10} {}", "", info.rule);
        out!(
            "{:<10} source: {}; licence: {}",
            "",
            info.source,
            info.licence
        );
    }
    out!();
    out!("Use one with --dict NAME, or give a word list or .lex file: --dict FILE.");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_committed_list_is_carried_and_loads() {
        for info in &DICTIONARIES {
            let committed = info.is_committed();
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../..")
                .join(info.list);
            assert!(!committed || path.exists(), "{} is committed", info.name);
            assert_eq!(embedded(info.name).is_some(), committed, "{}", info.name);
            if committed {
                assert!(load(info.name).is_ok_and(|l| l.word_count() > 30_000));
            }
        }
        assert!(load("klingon").is_err_and(|e| e.contains("boggle dicts")));
    }
}
