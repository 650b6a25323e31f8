//! A serialised dictionary (`.lex`, as `--dict` and the web worker load it) from hostile bytes.
//!
//! Refused bytes must get a short message; accepted bytes must be a dictionary that means what it
//! says: it writes back to the same bytes, lists as many words as its header counts, each of them a
//! word a board can hold, found again by lookup and by the solver, and its words build the same
//! trie in its language (no node a word list could not have made).

#![no_main]

use boggle_lexicon::{Lexicon, Lookup, MAX_TILES};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let lexicon = match Lexicon::from_bytes(data) {
        Ok(lexicon) => lexicon,
        Err(error) => return common::check_message(&error.to_string()),
    };
    // A version 3 file writes back to itself; a version 1 or 2 file (one mask per node) as its
    // version 3 form.
    if data[4] != 3 {
        assert_eq!(
            Lexicon::from_bytes(&lexicon.to_bytes()).as_ref(),
            Ok(&lexicon)
        );
    } else {
        assert_eq!(lexicon.to_bytes(), data);
    }
    let words = lexicon.words();
    assert_eq!(words.len(), lexicon.word_count(), "{lexicon:?}");
    for word in &words {
        let letters = word.chars().count();
        assert!(letters <= 2 * MAX_TILES, "a word of {letters} letters");
        assert_eq!(lexicon.lookup(word), Lookup::Word, "{word}");
    }
    // Only what a word list builds loads, so the words build the same trie again.
    assert_eq!(
        Lexicon::from_words_in(lexicon.language(), words.iter().map(String::as_str)),
        lexicon
    );
    if let Some(word) = words.first() {
        common::solve_own_word(&lexicon, word);
    }
});
