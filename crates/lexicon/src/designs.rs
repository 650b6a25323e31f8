//! The three classic designs of a lexicon behind one word / prefix / neither interface: a linear
//! scan of the list, a binary search of the sorted list, and the trie ([`Lexicon`]).
//!
//! The scan and the sorted list exist to be compared with the trie (`boggle stats` runs every
//! player on each); the solver itself only ever uses the trie. All three answer in *symbols*
//! (see [`crate::encode`]), so `qu` is one step everywhere.

use crate::{decode, Language, Lexicon, Lookup, NodeId};

/// A lexicon as the classic exercise defines it: is a string a word, the start of a word, or
/// neither; and every word, for a player that goes through the lexicon rather than the board.
pub trait WordIndex {
    /// A short name for tables: `linear`, `binary`, `trie`.
    fn design(&self) -> &'static str;

    /// What `symbols` is: a word, a prefix of some word (and not a word), or neither. The empty
    /// string is a prefix of every word.
    fn classify(&self, symbols: &[u8]) -> Lookup;

    /// Calls `each` with every word's symbols, in sorted order.
    fn for_each_word(&self, each: &mut dyn FnMut(&[u8]));

    fn word_count(&self) -> usize;

    /// The language its words are spelled in (which tiles spell which symbols).
    fn language(&self) -> Language {
        Language::English
    }
}

/// The words one after another in one buffer, sorted and without duplicates: the storage of the
/// two list designs (a `Vec<String>` would cost an allocation and 24 bytes of header a word).
#[derive(Clone, Debug, Default)]
struct WordArena {
    symbols: Vec<u8>,
    /// Where each word starts in `symbols`; one more entry than words, the last the end.
    starts: Vec<u32>,
}

impl WordArena {
    fn from_lexicon(lexicon: &Lexicon) -> WordArena {
        let mut arena = WordArena {
            symbols: Vec::new(),
            starts: vec![0],
        };
        lexicon.for_each_word(&mut |word| {
            arena.symbols.extend_from_slice(word);
            arena.starts.push(arena.symbols.len() as u32);
        });
        arena
    }

    fn len(&self) -> usize {
        self.starts.len() - 1
    }

    #[inline]
    fn word(&self, i: usize) -> &[u8] {
        &self.symbols[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}

/// The list read from the top every time: O(words) a question. The slow baseline of the classic
/// exercise; it stops early only when it meets the word itself.
#[derive(Clone, Debug)]
pub struct LinearScan {
    words: WordArena,
    language: Language,
}

impl LinearScan {
    /// The words of a lexicon (already checked and encoded by its builder).
    pub fn from_lexicon(lexicon: &Lexicon) -> LinearScan {
        LinearScan {
            words: WordArena::from_lexicon(lexicon),
            language: lexicon.language(),
        }
    }
}

impl WordIndex for LinearScan {
    fn design(&self) -> &'static str {
        "linear"
    }

    fn classify(&self, symbols: &[u8]) -> Lookup {
        let mut prefix = false;
        for i in 0..self.words.len() {
            let word = self.words.word(i);
            if word == symbols {
                return Lookup::Word;
            }
            prefix |= word.starts_with(symbols);
        }
        if prefix {
            Lookup::Prefix
        } else {
            Lookup::Neither
        }
    }

    fn for_each_word(&self, each: &mut dyn FnMut(&[u8])) {
        (0..self.words.len()).for_each(|i| each(self.words.word(i)));
    }

    fn word_count(&self) -> usize {
        self.words.len()
    }

    fn language(&self) -> Language {
        self.language
    }
}

/// The sorted list searched by halving: O(log words) comparisons a question. The first word not
/// below the string is the string itself (a word), starts with it (a prefix), or neither.
#[derive(Clone, Debug)]
pub struct SortedList {
    words: WordArena,
    language: Language,
}

impl SortedList {
    pub fn from_lexicon(lexicon: &Lexicon) -> SortedList {
        SortedList {
            words: WordArena::from_lexicon(lexicon),
            language: lexicon.language(),
        }
    }
}

impl WordIndex for SortedList {
    fn design(&self) -> &'static str {
        "binary"
    }

    fn classify(&self, symbols: &[u8]) -> Lookup {
        let (mut low, mut high) = (0, self.words.len());
        while low < high {
            let middle = low + (high - low) / 2;
            if self.words.word(middle) < symbols {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        if low == self.words.len() {
            return Lookup::Neither;
        }
        let next = self.words.word(low);
        if next == symbols {
            Lookup::Word
        } else if next.starts_with(symbols) {
            Lookup::Prefix
        } else {
            Lookup::Neither
        }
    }

    fn for_each_word(&self, each: &mut dyn FnMut(&[u8])) {
        (0..self.words.len()).for_each(|i| each(self.words.word(i)));
    }

    fn word_count(&self) -> usize {
        self.words.len()
    }

    fn language(&self) -> Language {
        self.language
    }
}

impl WordIndex for Lexicon {
    fn design(&self) -> &'static str {
        "trie"
    }

    fn classify(&self, symbols: &[u8]) -> Lookup {
        match self.walk(symbols).map(|id| self.node(id)) {
            Some(node) if node.is_word() => Lookup::Word,
            Some(node) if node.child_mask() != 0 => Lookup::Prefix,
            _ => Lookup::Neither,
        }
    }

    fn for_each_word(&self, each: &mut dyn FnMut(&[u8])) {
        fn visit(lexicon: &Lexicon, id: NodeId, path: &mut Vec<u8>, each: &mut dyn FnMut(&[u8])) {
            let node = lexicon.node(id);
            if node.is_word() {
                each(path);
            }
            let mut symbols = node.child_mask();
            while symbols != 0 {
                let s = symbols.trailing_zeros() as u8;
                symbols &= symbols - 1;
                path.push(s);
                visit(lexicon, node.child_unchecked(s), path, each);
                path.pop();
            }
        }
        visit(self, Lexicon::ROOT, &mut Vec::new(), each);
    }

    fn word_count(&self) -> usize {
        Lexicon::word_count(self)
    }

    fn language(&self) -> Language {
        Lexicon::language(self)
    }
}

/// Every word of an index as text (`qu` spelled out), sorted by symbols.
pub fn words_of(index: &dyn WordIndex) -> Vec<String> {
    let mut out = Vec::with_capacity(index.word_count());
    index.for_each_word(&mut |w| out.push(decode(w)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encode;

    fn designs(words: &[&str]) -> (Lexicon, LinearScan, SortedList) {
        let trie = Lexicon::from_words(words.iter().copied());
        let linear = LinearScan::from_lexicon(&trie);
        let sorted = SortedList::from_lexicon(&trie);
        (trie, linear, sorted)
    }

    #[test]
    fn the_three_designs_answer_alike() {
        let (trie, linear, sorted) =
            designs(&["cat", "cats", "case", "dog", "queen", "quit", "a", "zzz"]);
        let all: [&dyn WordIndex; 3] = [&trie, &linear, &sorted];
        for (text, expected) in [
            ("", Lookup::Prefix),
            ("a", Lookup::Word),
            ("c", Lookup::Prefix),
            ("ca", Lookup::Prefix),
            ("cat", Lookup::Word),
            ("cats", Lookup::Word),
            ("catz", Lookup::Neither),
            ("cb", Lookup::Neither),
            ("queen", Lookup::Word),
            ("qu", Lookup::Prefix),
            ("zzz", Lookup::Word),
            ("zzzz", Lookup::Neither),
            ("b", Lookup::Neither),
        ] {
            let symbols = encode(text).unwrap();
            for index in all {
                assert_eq!(
                    index.classify(&symbols),
                    expected,
                    "{} {text}",
                    index.design()
                );
            }
        }
        for index in all {
            assert_eq!(index.word_count(), 8);
            assert_eq!(
                words_of(index),
                ["a", "case", "cat", "cats", "dog", "queen", "quit", "zzz"]
            );
        }
    }

    #[test]
    fn an_empty_lexicon_has_no_prefixes() {
        let (trie, linear, sorted) = designs(&[]);
        for index in [&trie as &dyn WordIndex, &linear, &sorted] {
            assert_eq!(index.classify(&[0]), Lookup::Neither, "{}", index.design());
        }
    }

    /// Every prefix of every ENABLE2K word, and a sample of strings that begin none, answered the
    /// same by the sorted list and the trie (the scan is too slow for this many questions).
    #[test]
    fn binary_search_agrees_with_the_trie_on_enable2k() {
        let list = include_str!("../data/enable2k.txt");
        let trie = Lexicon::from_words(list.lines());
        let sorted = SortedList::from_lexicon(&trie);
        let mut asked = 0;
        for word in list.lines().step_by(7).filter_map(encode) {
            for end in 0..=word.len() {
                assert_eq!(sorted.classify(&word[..end]), trie.classify(&word[..end]));
                let mut changed = word[..end].to_vec();
                changed.push(25 - word.get(end).copied().unwrap_or(0));
                assert_eq!(sorted.classify(&changed), trie.classify(&changed));
                asked += 2;
            }
        }
        assert!(asked > 200_000, "{asked}");
    }
}
