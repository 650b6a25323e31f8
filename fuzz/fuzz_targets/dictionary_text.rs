//! A word list (`--dict`, a custom dictionary, a house list) of hostile text, fed a line at a time to
//! `LexiconBuilder` in every language, as the CLI and the house lists do (a line that is not UTF-8 is
//! left out as not letters).
//!
//! The oracle is the contract `Rejected` states, worked out from the definitions the builder itself
//! follows (the language's spelling and its `q` face, the board's faces, `MAX_TILES`): a line is a
//! word exactly when it has none of the faults, and a line left out has the fault named. Which fault
//! is named when a line has several is the builder's choice and is not checked, so a change in the
//! order of its checks cannot turn this target red. The dictionary must count its distinct words,
//! survive its serialised form, and the solver must find its first word on a board that spells it.

#![no_main]

use std::collections::BTreeSet;

use boggle_board::{letter_symbol, Language, Tile};
use boggle_lexicon::{Lexicon, LexiconBuilder, Lookup, Rejected, MAX_TILES};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    for language in Language::ALL {
        build_and_check(language, data);
    }
});

fn build_and_check(language: Language, data: &[u8]) {
    let mut builder = LexiconBuilder::new_in(language);
    let mut accepted = BTreeSet::new();
    let mut left_out = Vec::new();
    let faces = multi_letter_faces(language);
    for line in data.split(|&b| b == b'\n') {
        let Ok(text) = std::str::from_utf8(line) else {
            continue;
        };
        let word = text.trim_start_matches('\u{feff}').trim();
        let faults = faults(language, &faces, word);
        match builder.add(text) {
            Ok(true) => {
                assert!(faults.is_empty(), "{language:?} {text:?} taken: {faults:?}");
                accepted.insert(language.spell(word).expect("a word without fault spells"));
            }
            Ok(false) => assert!(word.is_empty(), "{text:?} taken for a blank line"),
            Err(why) => {
                assert!(
                    faults.contains(&why),
                    "{language:?} {text:?} left out as {why:?}, its faults: {faults:?}"
                );
                common::check_message(&why.to_string());
                left_out.push(word.to_string());
            }
        }
    }
    let lexicon = builder.build();
    assert_eq!(lexicon.language(), language);
    assert_eq!(lexicon.word_count(), accepted.len());
    for word in &accepted {
        assert_eq!(lexicon.lookup(word), Lookup::Word, "{language:?} {word}");
    }
    for word in &left_out {
        let taken_elsewhere = language.spell(word).is_some_and(|w| accepted.contains(&w));
        if !taken_elsewhere {
            assert!(
                !lexicon.contains(word),
                "{language:?} {word:?} was left out but is a word"
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
}

/// Every reason `Rejected` gives that holds for a trimmed, non-blank line: empty for a word.
fn faults(language: Language, faces: &[Vec<Option<char>>], word: &str) -> BTreeSet<Rejected> {
    let mut faults = BTreeSet::new();
    if word.is_empty() {
        return faults;
    }
    // Something other than the language's letters, accents folded as it folds them.
    let spelled = language.spell(word);
    if spelled
        .as_ref()
        .is_none_or(|s| s.chars().any(|c| letter_symbol(c).is_none()))
    {
        faults.insert(Rejected::NotLetters);
    }
    // The line's letters, and `None` for each character no tile spells.
    let letters: Vec<Option<char>> = match &spelled {
        Some(spelled) => spelled.chars().map(Some).collect(),
        None => word
            .chars()
            .flat_map(|c| match language.spell(c.encode_utf8(&mut [0; 4])) {
                Some(letters) => letters.chars().map(Some).collect(),
                None => vec![None],
            })
            .collect(),
    };
    // A `q` with no `u` after it, where the dice have only the `Qu` face.
    let q_alone = letters
        .iter()
        .enumerate()
        .any(|(i, &c)| c == Some('q') && letters.get(i + 1) != Some(&Some('u')));
    if language.q_is_qu() && q_alone {
        faults.insert(Rejected::QWithoutU);
    }
    // More tiles than the largest board holds, even with every face of several letters it could
    // use, and a tile to each character no tile spells.
    if letters.len() > MAX_TILES && fewest_tiles(faces, &letters) > MAX_TILES {
        faults.insert(Rejected::TooLong);
    }
    faults
}

/// The faces of several letters the language's boards may have (`Qu`, `Th`…), as the board crate
/// defines its tiles.
fn multi_letter_faces(language: Language) -> Vec<Vec<Option<char>>> {
    Tile::ALL
        .iter()
        .map(|tile| tile.letters())
        .filter(|face| face.chars().count() > 1 && face.chars().all(|c| language.has_letter(c)))
        .map(|face| face.chars().map(Some).collect())
        .collect()
}

/// The fewest tiles that spell `letters` (a tile each for a letter, or one for a run of letters
/// that is one of `faces`): a shortest path through the word.
fn fewest_tiles(faces: &[Vec<Option<char>>], letters: &[Option<char>]) -> usize {
    let mut best = vec![0usize; letters.len() + 1];
    for end in 1..=letters.len() {
        best[end] = best[end - 1] + 1;
        for face in faces {
            if letters[..end].ends_with(face) {
                best[end] = best[end].min(best[end - face.len()] + 1);
            }
        }
    }
    best[letters.len()]
}
