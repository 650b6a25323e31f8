//! Serialises the dictionaries the binary carries (every list of `boggle_lexicon::DICTIONARIES`
//! found in `data/`) at build time, so the binary loads one in a millisecond instead of building
//! a trie from text at every start, and writes the table `dicts.rs` includes.

use std::fmt::Write;
use std::path::{Path, PathBuf};

fn main() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut table = String::from("&[\n");
    for info in &boggle_lexicon::DICTIONARIES {
        // `data/*.txt` link to boggle-lexicon's lists, so the published package carries the files;
        // lists under a licence of their own are not carried (the site build makes them).
        let Some(file) = Path::new(info.list)
            .file_name()
            .filter(|_| info.is_committed())
        else {
            continue;
        };
        let list = data.join(file);
        println!("cargo:rerun-if-changed={}", list.display());
        let Ok(words) = std::fs::read_to_string(&list) else {
            continue; // not carried by the binary: built by the site build from its package
        };
        let lexicon = boggle_lexicon::Lexicon::from_words_in(info.game_language(), words.lines());
        let lex = out.join(format!("{}.lex", info.name));
        std::fs::write(&lex, lexicon.to_bytes()).expect("OUT_DIR is writable");
        writeln!(
            table,
            "    ({:?}, include_bytes!({:?})),",
            info.name,
            lex.display().to_string()
        )
        .expect("a String takes writes");
    }
    table.push(']');
    std::fs::write(out.join("embedded.rs"), table).expect("OUT_DIR is writable");
}
