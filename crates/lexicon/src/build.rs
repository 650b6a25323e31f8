//! Building a [`Lexicon`] from a word list one line at a time, saying which lines were left out
//! and why, in memory proportional to the list.
//!
//! Words are kept as symbols in one arena; `build` sorts them and lays the trie out breadth-first
//! straight from the sorted list (the nodes at depth `d` are the distinct `d`-symbol prefixes, in
//! sorted order), so there is no temporary pointer trie (which took 104 bytes a node: a 25 MB
//! one-line file once peaked at 2.9 GB).

use std::fmt;

use crate::shown::Shown;
use crate::{encode_into, Language, Lexicon, Node, Unspellable, CHILD_BITS, WORD_BIT};

/// The most tiles a word can use: every cell of the largest (8x8) board.
pub const MAX_TILES: usize = 64;

/// The minimum word lengths a player may ask for (the CLI's `--min`, the app's box, a link's
/// `min`): a longer minimum than the largest board's cells could never be met.
pub const MIN_LEN_RANGE: std::ops::RangeInclusive<usize> = 1..=MAX_TILES;

/// The two-letter faces (besides `Qu`, which is one symbol here) as symbol pairs: a word's letter
/// pair that is one of these may take a single tile. Mirrors `boggle_board::Tile`'s faces (the
/// solver's tests check the two agree), since this crate knows nothing of boards.
const TWO_LETTER_FACES: [[u8; 2]; 5] = [
    symbols(b"an"),
    symbols(b"er"),
    symbols(b"he"),
    symbols(b"in"),
    symbols(b"th"),
];

/// The `Qu` face as two symbols, as it is spelled where `q` is a face of its own.
const QU_PAIR: [u8; 2] = symbols(b"qu");

const fn symbols(pair: &[u8; 2]) -> [u8; 2] {
    [pair[0] - b'a', pair[1] - b'a']
}

/// The letters of the two-letter faces a word may use, for the check in the solver's tests.
pub fn two_letter_faces() -> Vec<String> {
    TWO_LETTER_FACES
        .iter()
        .map(|pair| pair.iter().map(|&s| char::from(b'a' + s)).collect())
        .collect()
}

/// Why a line of a word list is not in the dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Rejected {
    /// Needs more than [`MAX_TILES`] tiles even with every two-letter face it could use.
    TooLong,
    /// Holds something other than the language's letters (after trimming whitespace and a
    /// byte-order mark, ignoring case, folding the accents the language folds), or is not UTF-8
    /// text at all.
    NotLetters,
    /// Has a `q` not followed by `u` where the language's dice have only the `Qu` face.
    QWithoutU,
    /// The list is over 4 GiB of letters: nothing more fits.
    ListTooLarge,
}

impl Rejected {
    /// The id of "N lines <this reason> (first: line L, "…")" in the app's messages.
    pub fn message_id(self) -> &'static str {
        match self {
            Rejected::TooLong => "list-left-out-too-long",
            Rejected::NotLetters => "list-left-out-not-letters",
            Rejected::QWithoutU => "list-left-out-q-without-u",
            Rejected::ListTooLarge => "list-left-out-past-limit",
        }
    }
}

impl fmt::Display for Rejected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rejected::TooLong => "longer than 64 tiles",
            Rejected::NotLetters => "with characters no tile spells",
            Rejected::QWithoutU => "with a q not followed by u",
            Rejected::ListTooLarge => "past 4 GiB of letters",
        })
    }
}

/// Collects words for a [`Lexicon`]; see [`LexiconBuilder::add`].
#[derive(Default)]
pub struct LexiconBuilder {
    language: Language,
    /// Every accepted word's symbols, one after another.
    arena: Vec<u8>,
    /// Where each word starts in `arena`, its length in symbols (at most 128), and whether it
    /// is written as its tiles spell it (always, unless the language shows its own spelling).
    spans: Vec<(u32, u8, bool)>,
    /// The words written otherwise than their tiles spell them: their symbols and how they are
    /// written, lowercase (only where the language shows its own spelling).
    own_spellings: Vec<(Vec<u8>, String)>,
}

impl LexiconBuilder {
    /// A builder of English words.
    pub fn new() -> LexiconBuilder {
        LexiconBuilder::default()
    }

    /// A builder of a language's words, spelled by its rule.
    pub fn new_in(language: Language) -> LexiconBuilder {
        LexiconBuilder {
            language,
            ..LexiconBuilder::default()
        }
    }

    /// Adds one line of a word list: surrounding whitespace (so a CRLF line end) and a leading
    /// UTF-8 byte-order mark are ignored, and case; accents are folded or kept as the language
    /// says. `Ok(true)` if it is a word, `Ok(false)` for a blank line, or why it was left out.
    pub fn add(&mut self, line: &str) -> Result<bool, Rejected> {
        let word = line.trim_start_matches('\u{feff}').trim();
        if word.is_empty() {
            return Ok(false);
        }
        // A tile holds two letters at most and a character is a letter or more: more characters
        // cannot fit, whatever they are (checked first, bytes before characters, so a huge line
        // costs nothing more). Not bytes alone: 43 `hé` (129 bytes) are 43 `He` tiles in French.
        if word.len() > 4 * 2 * MAX_TILES
            || (word.len() > 2 * MAX_TILES && word.chars().count() > 2 * MAX_TILES)
        {
            return Err(Rejected::TooLong);
        }
        let start = self.arena.len();
        let Ok(offset) = u32::try_from(start) else {
            return Err(Rejected::ListTooLarge);
        };
        encode_into(self.language, word, &mut self.arena).map_err(|why| match why {
            Unspellable::NotLetters => Rejected::NotLetters,
            Unspellable::QWithoutU => Rejected::QWithoutU,
        })?;
        let symbols = &self.arena[start..];
        // A tile a symbol at most: only a longer word needs counting.
        if symbols.len() > MAX_TILES && min_tiles(symbols, self.language) > MAX_TILES {
            self.arena.truncate(start);
            return Err(Rejected::TooLong);
        }
        let mut plain = true;
        if self.language.shows_own_spelling() && !word.is_ascii() {
            let own = boggle_board::lowercase_str(word);
            if own != crate::decode_in(self.language, symbols) {
                self.own_spellings.push((symbols.to_vec(), own));
                plain = false;
            }
        }
        self.spans.push((offset, symbols.len() as u8, plain));
        Ok(true)
    }

    /// The trie of every word added, duplicates once.
    pub fn build(self) -> Lexicon {
        let LexiconBuilder {
            language: self_language,
            arena,
            mut spans,
            own_spellings,
        } = self;
        let word = |&(start, len, _): &(u32, u8, bool)| {
            &arena[start as usize..start as usize + len as usize]
        };
        // Plain spellings first, so the one a duplicate keeps says whether any was plain.
        spans.sort_unstable_by(|a, b| word(a).cmp(word(b)).then(b.2.cmp(&a.2)));
        spans.dedup_by(|a, b| word(a) == word(b));
        let shown = Shown::from_forms(self_language, own_spellings, |symbols| {
            spans
                .binary_search_by(|span| word(span).cmp(symbols))
                .is_ok_and(|i| spans[i].2)
        });
        // In sorted order the nodes at depth d are the distinct d-symbol prefixes, each first met
        // in order: a word opens new nodes at each depth past what it shares with the word before,
        // each the child of the node last opened one level up. One pass; `levels[d]` holds the
        // masks of depth d's nodes, and laid end to end they are the breadth-first order.
        let mut levels: Vec<Vec<u32>> = vec![vec![0]];
        let mut previous: &[u8] = &[];
        for span in &spans {
            let w = word(span);
            for d in common_prefix(previous, w)..w.len() {
                if levels.len() == d + 1 {
                    levels.push(Vec::new());
                }
                let (above, below) = levels.split_at_mut(d + 1);
                if let Some(parent) = above[d].last_mut() {
                    *parent |= 1 << w[d];
                }
                below[0].push(0);
            }
            if let Some(node) = levels[w.len()].last_mut() {
                *node |= WORD_BIT;
            }
            previous = w;
        }
        let mut nodes = Vec::with_capacity(levels.iter().map(Vec::len).sum());
        // Children start, level by level, right after those of every node before.
        let mut next_child = 1u32;
        for &mask in levels.iter().flatten() {
            nodes.push(Node {
                mask,
                first_child: next_child,
            });
            next_child += (mask & CHILD_BITS).count_ones();
        }
        debug_assert_eq!(next_child as usize, nodes.len());
        debug_assert!(nodes.iter().all(|n| n.mask & !(CHILD_BITS | WORD_BIT) == 0));
        Lexicon {
            nodes,
            word_count: spans.len() as u32,
            language: self_language,
            shown,
        }
    }
}

fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    a.iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()))
}

/// The fewest tiles that spell `symbols`: one a symbol, or one for a pair that is a two-letter
/// face (a shortest path through the word, since pairs may overlap: `ther` is `th`+`er`). Where
/// `q` is a face of its own (French), the `Qu` face is such a pair too.
fn min_tiles(symbols: &[u8], language: Language) -> usize {
    let is_face = |pair: [u8; 2]| {
        TWO_LETTER_FACES.contains(&pair) || (!language.q_is_qu() && pair == QU_PAIR)
    };
    let mut best = vec![0usize; symbols.len() + 1];
    for i in 1..=symbols.len() {
        best[i] = best[i - 1] + 1;
        if i >= 2 && is_face([symbols[i - 2], symbols[i - 1]]) {
            best[i] = best[i].min(best[i - 2] + 1);
        }
    }
    best[symbols.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(lines: &[&str]) -> (Lexicon, Vec<Result<bool, Rejected>>) {
        let mut builder = LexiconBuilder::new();
        let outcomes = lines.iter().map(|l| builder.add(l)).collect();
        (builder.build(), outcomes)
    }

    #[test]
    fn bom_crlf_case_and_blank_lines() {
        let (lex, outcomes) = build(&["\u{feff}able\r", "Baker\r", "", "  \t", "able"]);
        assert_eq!(lex.words(), ["able", "baker"]);
        assert_eq!(
            outcomes,
            [Ok(true), Ok(true), Ok(false), Ok(false), Ok(true)]
        );
    }

    #[test]
    fn each_reason_to_leave_a_line_out() {
        let (lex, outcomes) = build(&[
            "café",
            "x-ray",
            "qi",
            "iraq",
            &"a".repeat(65),
            &"a".repeat(25_000_000),
            &"th".repeat(64),
            &"th".repeat(65),
            "quiz",
        ]);
        use Rejected::*;
        assert_eq!(
            outcomes,
            [
                Err(NotLetters),
                Err(NotLetters),
                Err(QWithoutU),
                Err(QWithoutU),
                Err(TooLong),
                Err(TooLong),
                Ok(true),
                Err(TooLong),
                Ok(true),
            ]
        );
        assert_eq!(lex.word_count(), 2);
        assert!(lex.contains(&"th".repeat(64)) && lex.contains("quiz"));
    }

    /// Fuzz findings (fuzz/artifacts/dictionary_text/): length was counted in bytes, so 43 characters
    /// of 3 bytes were "longer than 64 tiles" and a French word of 43 `He` tiles was left out; and
    /// the French `Qu` face, two symbols there, was not counted as one tile.
    #[test]
    fn length_is_counted_in_tiles_not_bytes() {
        use Rejected::*;
        let mut english = LexiconBuilder::new();
        assert_eq!(english.add(&"東".repeat(43)), Err(NotLetters));
        assert_eq!(english.add(&"é".repeat(65)), Err(NotLetters));
        assert_eq!(english.add(&"é".repeat(129)), Err(TooLong));
        assert_eq!(english.add(&"東".repeat(1000)), Err(TooLong));
        let mut french = LexiconBuilder::new_in(Language::French);
        assert_eq!(french.add(&"hé".repeat(43)), Ok(true));
        assert_eq!(french.add(&format!("qu{}", "a".repeat(63))), Ok(true));
        assert_eq!(french.add(&format!("qu{}", "a".repeat(64))), Err(TooLong));
        assert_eq!(french.add(&format!("q{}", "a".repeat(64))), Err(TooLong));
        let french = french.build();
        assert!(french.contains(&"he".repeat(43)));
        assert!(french.contains(&format!("qu{}", "a".repeat(63))));
    }

    #[test]
    fn fewest_tiles_uses_two_letter_faces_where_they_help() {
        let tiles = |w: &str| min_tiles(&crate::encode(w).unwrap(), Language::English);
        assert_eq!(tiles("ther"), 2);
        assert_eq!(tiles("theme"), 4);
        assert_eq!(tiles("quest"), 4);
        assert_eq!(tiles("inner"), 3);
        assert_eq!(tiles("a"), 1);
    }

    /// The layout the obvious way, as `from_words` built it before: a pointer trie (26 child
    /// slots a node), then breadth-first. Test-only: it takes 104 bytes a node.
    fn pointer_trie(words: &[Vec<u8>]) -> Vec<u8> {
        let mut children: Vec<[u32; 26]> = vec![[0; 26]];
        let mut is_word = vec![false];
        for word in words {
            let mut node = 0usize;
            for &s in word {
                if children[node][s as usize] == 0 {
                    children.push([0; 26]);
                    is_word.push(false);
                    children[node][s as usize] = (children.len() - 1) as u32;
                }
                node = children[node][s as usize] as usize;
            }
            is_word[node] = true;
        }
        let mut bytes = Vec::new();
        let mut queue = std::collections::VecDeque::from([0usize]);
        while let Some(node) = queue.pop_front() {
            let mut mask = if is_word[node] { WORD_BIT } else { 0 };
            for (s, &child) in children[node].iter().enumerate() {
                if child != 0 {
                    mask |= 1 << s;
                    queue.push_back(child as usize);
                }
            }
            bytes.extend_from_slice(&mask.to_le_bytes());
        }
        bytes
    }

    #[test]
    fn the_layout_equals_a_pointer_tries() {
        let enable = include_str!("../data/enable2k.txt");
        let mut lines: Vec<&str> = enable.lines().collect();
        lines.extend(["a", "an", "zzz", "queen", "quit", "ant", "b"]);
        let (lex, _) = build(&lines);
        let mut encoded: Vec<Vec<u8>> = lines.iter().filter_map(|w| crate::encode(w)).collect();
        encoded.sort();
        encoded.dedup();
        assert_eq!(lex.word_count(), encoded.len());
        let masks: Vec<u8> = lex
            .nodes()
            .iter()
            .flat_map(|n| n.mask.to_le_bytes())
            .collect();
        // Not assert_eq: a difference would print megabytes.
        assert!(masks == pointer_trie(&encoded), "the layouts differ");
        assert!(Lexicon::from_bytes(&lex.to_bytes()).as_ref() == Ok(&lex));
        assert_eq!(build(&[]).0.node_count(), 1);
        assert_eq!(build(&["ab", "ac"]).0.node_count(), 4);
    }
}
