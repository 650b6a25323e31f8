//! A word list (`--dict`, a custom dictionary) of hostile text, fed a line at a time to
//! `LexiconBuilder` as the CLI does (a line that is not UTF-8 is left out as not letters).
//!
//! Every accepted line must be in the dictionary and every left-out line not, for the reason given;
//! the dictionary must count its distinct words, survive its serialised form, and the solver must
//! find its first word on a board that spells it.

#![no_main]

use std::collections::BTreeSet;

use boggle_lexicon::{Lexicon, LexiconBuilder, Lookup, Rejected, MAX_TILES};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let mut builder = LexiconBuilder::new();
    let mut accepted = BTreeSet::new();
    let mut left_out = Vec::new();
    for line in data.split(|&b| b == b'\n') {
        let Ok(text) = std::str::from_utf8(line) else {
            continue;
        };
        let word = text
            .trim_start_matches('\u{feff}')
            .trim()
            .to_ascii_lowercase();
        match builder.add(text) {
            Ok(true) => {
                assert_eq!(first_fault(&word), None, "{text:?}");
                accepted.insert(word);
            }
            Ok(false) => assert!(word.is_empty(), "{text:?} taken for a blank line"),
            Err(why) => {
                match why {
                    Rejected::ListTooLarge => panic!("{why} after {} bytes", data.len()),
                    Rejected::TooLong => assert!(word.len() > MAX_TILES, "{text:?}"),
                    _ => assert_eq!(first_fault(&word), Some(why), "{text:?}"),
                }
                common::check_message(&why.to_string());
                left_out.push(word);
            }
        }
    }
    let lexicon = builder.build();
    assert_eq!(lexicon.word_count(), accepted.len());
    for word in &accepted {
        assert_eq!(lexicon.lookup(word), Lookup::Word, "{word}");
    }
    for word in &left_out {
        if !accepted.contains(word) {
            assert!(
                !lexicon.contains(word),
                "{word:?} was left out but is a word"
            );
        }
    }
    let listed: BTreeSet<String> = lexicon.words().into_iter().collect();
    assert_eq!(listed, accepted);
    let again = Lexicon::from_bytes(&lexicon.to_bytes());
    assert_eq!(again.as_ref(), Ok(&lexicon));
    if let Some(word) = accepted.iter().next() {
        common::solve_own_word(&lexicon, word);
    }
});

/// What a reader sees first wrong in a trimmed, lowercased line, reading left to right: a character
/// that is not a-z, or a `q` whose next letter is not `u`.
fn first_fault(word: &str) -> Option<Rejected> {
    let mut bytes = word.bytes();
    while let Some(b) = bytes.next() {
        if !b.is_ascii_lowercase() {
            return Some(Rejected::NotLetters);
        }
        if b == b'q' && bytes.next() != Some(b'u') {
            return Some(Rejected::QWithoutU);
        }
    }
    None
}
