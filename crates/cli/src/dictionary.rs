//! `--dict FILE`: a serialised dictionary (`.lex`) or a word list, read a line at a time. Lines no
//! board can spell are left out and counted, and the count goes to stderr with the reason and the
//! first such line, so a list that silently lost words cannot pass unnoticed.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;

use boggle_board::excerpt;
use boggle_lexicon::{Lexicon, LexiconBuilder, Rejected};

use crate::lines::Lines;

/// Longer lines are not kept while reading: no word over 128 letters fits a board anyway.
const LINE_CAP: usize = 1024;

/// The words of `path` as a lexicon; what was left out is reported on stderr.
pub fn load(path: &Path) -> Result<Lexicon, String> {
    let shown = crate::shown_path(path);
    let cannot_read = |e: std::io::Error| format!("cannot read {shown}: {e}");
    let mut file = BufReader::new(File::open(path).map_err(cannot_read)?);
    let mut head = Vec::with_capacity(4);
    (&mut file)
        .take(4)
        .read_to_end(&mut head)
        .map_err(cannot_read)?;
    if head == b"BGLX" {
        file.read_to_end(&mut head).map_err(cannot_read)?;
        return Lexicon::from_bytes(&head).map_err(|e| format!("{shown}: {e}"));
    }
    // The bytes already read are the start of the first line.
    let mut lines = Lines::new(head.as_slice().chain(file), LINE_CAP);
    let mut builder = LexiconBuilder::new();
    let mut left_out: BTreeMap<Rejected, (usize, usize, String)> = BTreeMap::new();
    while let Some(line) = lines.next_line().map_err(cannot_read)? {
        let outcome = match std::str::from_utf8(line.bytes) {
            _ if line.too_long() => Err(Rejected::TooLong),
            Ok(text) => builder.add(text),
            Err(_) => Err(Rejected::NotLetters),
        };
        if let Err(why) = outcome {
            let entry = left_out.entry(why).or_insert_with(|| {
                (
                    0,
                    line.number,
                    excerpt(String::from_utf8_lossy(line.bytes).trim()),
                )
            });
            entry.0 += 1;
        }
    }
    let lexicon = builder.build();
    if !left_out.is_empty() {
        eprintln!("boggle: {shown}: {}", report(&left_out));
    }
    if lexicon.word_count() == 0 {
        return Err(format!("{shown} holds no word a board can spell"));
    }
    Ok(lexicon)
}

/// `left out 3 lines no board can spell: 2 with characters no tile spells (first: line 4, "café"), …`
fn report(left_out: &BTreeMap<Rejected, (usize, usize, String)>) -> String {
    let total: usize = left_out.values().map(|(count, ..)| count).sum();
    let reasons: Vec<String> = left_out
        .iter()
        .map(|(why, (count, line, text))| format!("{count} {why} (first: line {line}, \"{text}\")"))
        .collect();
    let lines = if total == 1 { "line" } else { "lines" };
    format!(
        "left out {total} {lines} no board can spell: {}",
        reasons.join("; ")
    )
}
