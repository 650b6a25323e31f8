//! `--dict FILE`: a serialised dictionary (`.lex`) or a word list, read a line at a time. Lines no
//! board can spell are left out and counted, and the count goes to stderr with the reason and the
//! first such line, so a list that silently lost words cannot pass unnoticed.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;

use boggle_lexicon::{Language, Lexicon, ListError, WordListReader, LINE_CAP, MAX_LIST_BYTES};

use crate::lines::Lines;

/// The words of `path` as a lexicon, a word list read with the letters of `language`; what was
/// left out is reported on stderr. The bounds and the report are the app's too
/// (`boggle_lexicon::read_word_list`).
pub fn load(path: &Path, language: Language) -> Result<Lexicon, String> {
    let shown = crate::shown_path(path);
    let cannot_read = |e: std::io::Error| format!("cannot read {shown}: {e}");
    let file = File::open(path).map_err(cannot_read)?;
    if let Ok(meta) = file.metadata() {
        let bytes = usize::try_from(meta.len()).unwrap_or(usize::MAX);
        if meta.is_file() && bytes > MAX_LIST_BYTES {
            return Err(format!("{shown}: {}", ListError::TooLarge { bytes }));
        }
    }
    let mut file = BufReader::new(file);
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
    let mut reader = WordListReader::new(language);
    while let Some(line) = lines.next_line().map_err(cannot_read)? {
        reader.add_line(line.number, line.bytes, line.len);
    }
    match reader.finish() {
        Ok((lexicon, report)) => {
            if report.left_out_lines() > 0 {
                eprintln!("boggle: {shown}: {report}");
            }
            Ok(lexicon)
        }
        Err(ListError::NoWords(report)) => {
            if report.left_out_lines() > 0 {
                eprintln!("boggle: {shown}: {report}");
            }
            Err(format!("{shown} holds no word a board can spell"))
        }
        Err(other) => Err(format!("{shown}: {other}")),
    }
}
