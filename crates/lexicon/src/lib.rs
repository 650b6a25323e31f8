//! `Lexicon`: the dictionary as a compact, immutable trie in breadth-first order, with a
//! serialised form that is one byte per edge, depth first.
//!
//! Pure: no I/O. Callers hand in the words (or the serialised bytes) and get a `Lexicon` back.
//!
//! Every lexicon is of one [`Language`] (boggle-board's: its letters and spelling rule), and its
//! words are spelled in *symbols*: a-z, then the language's own letters (`ñ`, see
//! `boggle_board::letter_symbol`). Where the language's dice have the `Qu` face, symbol `q`
//! stands for the two letters `qu`: a word with a `q` not followed by `u` can never be spelled
//! and is left out, and folding `qu` into one symbol keeps the solver's inner loop free of
//! special cases. Where they have a plain `Q` (French), `q` is just `q`.
//!
//! ## How it is built
//!
//! `Lexicon`: an immutable trie in breadth-first order, 8 bytes a node (27-bit child mask plus word flag, and
//! the index of the first child; a child is found by a popcount). Every lexicon is of one `Language`. Its
//! serialised form (`bytes`) (`BGLX` version 3: the language byte, then the edges depth first, one byte each:
//! the letter and three flags; version 4 adds the words shown as written, `shown.rs`: German `öl` for the tiles
//! `oel`, front-coded; versions 1 and 2, 4 bytes a node, still load) is the word list with shared beginnings
//! written once, which gzip packs to 187 KiB for ENABLE2K (352 KiB as masks). Loading sorts the nodes by depth
//! (breadth first is depth first sorted by depth, stably) and needs no child positions: they follow from
//! breadth-first order, so loading is two linear passes that also check the file is one a word list could build
//! (no unreachable node, dead end, empty word, word longer than any board, or letter the language lacks). Words
//! are spelled in symbols: a-z, then `ñ`; where the language's dice have the `Qu` face `q` means `qu`, so the
//! solver never special-cases it. `designs` puts the classic three designs behind one `WordIndex` trait (word /
//! prefix / neither in symbols, and every word in order): `LinearScan` (the whole list every question),
//! `SortedList` (binary search over one arena of words) and the trie itself; only `boggle stats` and the
//! solver's players use the first two. `catalog` is `DICTIONARIES`, the one list of shipped dictionaries (name,
//! title, language, rule, source, licence, where the list is kept) that the CLI, the site build and the app
//! read. `LexiconBuilder` takes a word list a line at a time (BOM, CRLF, case ignored) and says why a line is
//! left out (more than 64 tiles counting the two-letter faces, not a-z, a `q` without `u`); it lays the trie
//! out level by level straight from the sorted words, with no temporary trie (peak about 6x the list). `data/`
//! holds the committed lists: `enable2k.txt` (the default), `common.txt` and `british.txt` (from SCOWL, made by
//! `cargo xtask word-lists`; `docs/words.md` has every source and licence). The French, German, Spanish and
//! Italian lists are copyleft, so the catalog names them at `target/words/` (built, never committed).

use std::fmt;

pub use boggle_board::Language;
use boggle_board::{letter_symbol, symbol_letter, LETTER_SYMBOLS};

mod build;
mod bytes;
mod catalog;
mod designs;
mod list;
mod shown;
pub use build::{two_letter_faces, LexiconBuilder, Rejected, MAX_TILES, MIN_LEN_RANGE};
pub use bytes::LexiconError;
pub use catalog::{default_dictionary, dictionary, DictionaryInfo, DICTIONARIES};
pub use designs::{words_of, LinearScan, SortedList, WordIndex};
pub use list::{
    read_word_list, LeftOut, ListError, ListReport, WordListReader, LINE_CAP, MAX_LIST_BYTES,
};
use shown::Shown;
pub use shown::FORMS_SEPARATOR;

/// The symbol count: `a..z`, then `ñ` (only Spanish uses it).
pub const ALPHABET: usize = LETTER_SYMBOLS;
/// The symbol `q`: the two letters `qu` where the dice have a `Qu` face, else `q`.
pub const QU: u8 = b'q' - b'a';

const CHILD_BITS: u32 = (1 << ALPHABET) - 1;
const WORD_BIT: u32 = 1 << 31;

/// Index of a trie node; the root is [`Lexicon::ROOT`].
pub type NodeId = u32;

/// One trie node: which symbols have a child, whether a word ends here, and where the children
/// start. Children are stored together, in symbol order, so the child for a symbol is found by
/// counting the set bits below it (8 bytes a node keeps the hot part of the trie in cache).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Node {
    mask: u32,
    first_child: u32,
}

impl Node {
    /// Bit `s` is set when symbol `s` continues some word.
    #[inline(always)]
    pub fn child_mask(self) -> u32 {
        self.mask & CHILD_BITS
    }

    /// Where the node's children start (they are stored together, in symbol order); a node
    /// with no children points anywhere.
    #[inline(always)]
    pub fn first_child(self) -> NodeId {
        self.first_child
    }

    #[inline(always)]
    pub fn is_word(self) -> bool {
        self.mask & WORD_BIT != 0
    }

    #[inline(always)]
    pub fn has_child(self, symbol: u8) -> bool {
        self.mask & (1 << symbol) != 0
    }

    /// The child for `symbol`; only meaningful when [`Node::has_child`] says it exists.
    #[inline(always)]
    pub fn child_unchecked(self, symbol: u8) -> NodeId {
        self.first_child + (self.mask & ((1 << symbol) - 1)).count_ones()
    }

    #[inline(always)]
    pub fn child(self, symbol: u8) -> Option<NodeId> {
        self.has_child(symbol).then(|| self.child_unchecked(symbol))
    }
}

/// What a string is to the dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lookup {
    /// A word (it may also begin longer words).
    Word,
    /// Not a word, but some word begins with it.
    Prefix,
    /// Neither: no word begins with it.
    Neither,
}

/// An immutable dictionary trie. Build it once ([`Lexicon::from_words`] or
/// [`Lexicon::from_bytes`]) and share it: solving never changes it.
#[derive(Clone, PartialEq, Eq)]
pub struct Lexicon {
    nodes: Vec<Node>,
    word_count: u32,
    language: Language,
    /// The words written otherwise than their tiles spell them (German `öl`), if the language
    /// shows its own spelling.
    shown: Shown,
}

impl fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Lexicon({:?}, {} words, {} nodes)",
            self.language,
            self.word_count,
            self.nodes.len()
        )
    }
}

/// Why a word cannot be spelled in symbols.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Unspellable {
    /// A character the language neither has nor folds (a hyphen, a digit, `ñ` in English).
    NotLetters,
    /// A `q` not followed by `u` where the dice have only the `Qu` face.
    QWithoutU,
}

/// Appends the symbols of `word` (spelled by the language's rule) to `out`.
pub(crate) fn encode_into(
    language: Language,
    word: &str,
    out: &mut Vec<u8>,
) -> Result<(), Unspellable> {
    encode_ascii(language, word, out).unwrap_or_else(|| encode_spelled(language, word, out))
}

/// [`encode_into`] for any word: spelled out by the language's rule first.
fn encode_spelled(language: Language, word: &str, out: &mut Vec<u8>) -> Result<(), Unspellable> {
    let start = out.len();
    let spelled = language.spell(word).ok_or(Unspellable::NotLetters)?;
    let mut chars = spelled.chars();
    while let Some(c) = chars.next() {
        let Some(symbol) = letter_symbol(c) else {
            out.truncate(start);
            return Err(Unspellable::NotLetters);
        };
        if symbol == QU && language.q_is_qu() && chars.next() != Some('u') {
            out.truncate(start);
            return Err(Unspellable::QWithoutU);
        }
        out.push(symbol);
    }
    Ok(())
}

/// [`encode_into`] for a word of ASCII letters, the most lines of most lists: every language keeps
/// them, lowercased, so they need no spelling out (`spell` builds a string). `None`, and nothing
/// appended, for any other word.
fn encode_ascii(
    language: Language,
    word: &str,
    out: &mut Vec<u8>,
) -> Option<Result<(), Unspellable>> {
    if !word.bytes().all(|b| b.is_ascii_alphabetic()) {
        return None;
    }
    let start = out.len();
    let mut symbols = word.bytes().map(|b| b.to_ascii_lowercase() - b'a');
    while let Some(symbol) = symbols.next() {
        if symbol == QU && language.q_is_qu() && symbols.next() != Some(b'u' - b'a') {
            out.truncate(start);
            return Some(Err(Unspellable::QWithoutU));
        }
        out.push(symbol);
    }
    Some(Ok(()))
}

/// Turns an English word into symbols, or `None` if no board can spell it: anything but ASCII
/// letters (case-insensitive), or a `q` not followed by `u`.
pub fn encode(word: &str) -> Option<Vec<u8>> {
    encode_in(Language::English, word)
}

/// Turns a word into the symbols of a language, or `None` if its boards cannot spell it.
pub fn encode_in(language: Language, word: &str) -> Option<Vec<u8>> {
    let mut symbols = Vec::with_capacity(word.len());
    encode_into(language, word, &mut symbols).ok()?;
    Some(symbols)
}

/// Spells English symbols as lowercase letters (`q` as `qu`).
pub fn decode(symbols: &[u8]) -> String {
    decode_in(Language::English, symbols)
}

/// Spells a language's symbols as lowercase letters (`q` as `qu` where the face is `Qu`).
pub fn decode_in(language: Language, symbols: &[u8]) -> String {
    let mut word = String::with_capacity(symbols.len() + 1);
    for &s in symbols {
        word.push(symbol_letter(s));
        if s == QU && language.q_is_qu() {
            word.push('u');
        }
    }
    word
}

impl Lexicon {
    pub const ROOT: NodeId = 0;

    /// Builds an English trie from words, one per item; surrounding whitespace is ignored,
    /// duplicates count once, and words no board can spell (see [`LexiconBuilder::add`]) are
    /// left out, as are empty lines. [`LexiconBuilder`] also says which were left out and why.
    pub fn from_words<'a>(words: impl IntoIterator<Item = &'a str>) -> Lexicon {
        Lexicon::from_words_in(Language::English, words)
    }

    /// [`Lexicon::from_words`] in a language: its words spelled by its rule.
    pub fn from_words_in<'a>(
        language: Language,
        words: impl IntoIterator<Item = &'a str>,
    ) -> Lexicon {
        let mut builder = LexiconBuilder::new_in(language);
        for word in words {
            // Left-out words are what this constructor promises to drop.
            let _ = builder.add(word);
        }
        builder.build()
    }

    /// The language whose words these are.
    pub fn language(&self) -> Language {
        self.language
    }

    /// How a word is written where that differs from the letters its tiles spell (`word`, in
    /// those letters: German `oel` is written `öl`; `masse` is `masse / maße`, two words the
    /// tiles cannot tell apart); `None` for a word shown as its tiles spell it, or no word.
    pub fn shown(&self, word: &str) -> Option<&str> {
        if self.shown.is_empty() {
            return None;
        }
        self.shown
            .get(self.language, &encode_in(self.language, word)?)
    }

    /// How many words are written otherwise than their tiles spell them.
    pub fn shown_count(&self) -> usize {
        self.shown.len()
    }

    pub fn word_count(&self) -> usize {
        self.word_count as usize
    }

    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The node with this id. Ids come from [`Lexicon::ROOT`] and [`Node::child`], so they are
    /// always in range.
    #[inline(always)]
    pub fn node(&self, id: NodeId) -> Node {
        self.nodes[id as usize]
    }

    /// All nodes, indexed by [`NodeId`]; for hot loops that want to skip bounds checks.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The node reached by spelling `symbols` from the root, if any.
    pub fn walk(&self, symbols: &[u8]) -> Option<NodeId> {
        symbols
            .iter()
            .try_fold(Self::ROOT, |id, &s| self.node(id).child(s))
    }

    /// Word, prefix of a word, or neither (case-insensitive, spelled by the language's rule:
    /// accents folded or kept as it says).
    pub fn lookup(&self, text: &str) -> Lookup {
        // A trailing lone `q` is the start of `qu` where `q` is the `Qu` face.
        let (text, trailing_q) = match text.strip_suffix(['q', 'Q']) {
            Some(rest) if self.language.q_is_qu() && !rest.ends_with(['q', 'Q']) => (rest, true),
            _ => (text, false),
        };
        let node = encode_in(self.language, text).and_then(|symbols| self.walk(&symbols));
        match node.map(|id| self.node(id)) {
            Some(node) if trailing_q => {
                if node.has_child(QU) {
                    Lookup::Prefix
                } else {
                    Lookup::Neither
                }
            }
            Some(node) if node.is_word() => Lookup::Word,
            Some(node) if node.child_mask() != 0 => Lookup::Prefix,
            _ => Lookup::Neither,
        }
    }

    pub fn contains(&self, word: &str) -> bool {
        self.lookup(word) == Lookup::Word
    }

    /// Every word, in alphabetical order of symbols (so `qu` words sort under `q`).
    pub fn words(&self) -> Vec<String> {
        let mut out = Vec::with_capacity(self.word_count());
        let mut path = Vec::new();
        self.collect(Self::ROOT, &mut path, &mut out);
        out
    }

    fn collect(&self, id: NodeId, path: &mut Vec<u8>, out: &mut Vec<String>) {
        let node = self.node(id);
        if node.is_word() {
            out.push(decode_in(self.language, path));
        }
        for s in 0..ALPHABET as u8 {
            if let Some(child) = node.child(s) {
                path.push(s);
                self.collect(child, path, out);
                path.pop();
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn small() -> Lexicon {
        Lexicon::from_words([
            "cat", "cats", "case", "dog", "queen", "qat", "quit", "Iraq", "x-ray", "don't", "",
        ])
    }

    #[test]
    fn word_prefix_or_neither() {
        let lex = small();
        assert_eq!(lex.lookup("cat"), Lookup::Word);
        assert_eq!(lex.lookup("CAT"), Lookup::Word);
        assert_eq!(lex.lookup("cas"), Lookup::Prefix);
        assert_eq!(lex.lookup("cpt"), Lookup::Neither);
        assert_eq!(lex.lookup(""), Lookup::Prefix);
        assert_eq!(lex.lookup("q"), Lookup::Prefix);
        assert_eq!(lex.lookup("qu"), Lookup::Prefix);
        assert_eq!(lex.lookup("queen"), Lookup::Word);
        assert_eq!(lex.lookup("catz"), Lookup::Neither);
    }

    #[test]
    fn words_no_board_can_spell_are_left_out() {
        let lex = small();
        assert_eq!(lex.words(), ["case", "cat", "cats", "dog", "queen", "quit"]);
        assert_eq!(lex.word_count(), 6);
        assert_eq!(lex.lookup("qat"), Lookup::Neither);
        assert_eq!(lex.lookup("iraq"), Lookup::Neither);
    }

    #[test]
    fn each_language_keeps_its_spelling_and_round_trips() {
        let french = Lexicon::from_words_in(
            Language::French,
            [
                "coq",
                "cinq",
                "Été",
                "cœur",
                "qatar",
                "aujourd'hui",
                "quand",
            ],
        );
        assert_eq!(
            french.words(),
            ["cinq", "coeur", "coq", "ete", "qatar", "quand"]
        );
        assert_eq!(french.lookup("été"), Lookup::Word);
        assert_eq!(french.lookup("ETE"), Lookup::Word);
        assert_eq!(french.lookup("q"), Lookup::Prefix);
        assert_eq!(french.lookup("qu"), Lookup::Prefix);
        let german = Lexicon::from_words_in(
            Language::German,
            [
                "Äpfel", "Apfel", "Straße", "quer", "Öl", "Poet", "Masse", "Maße", "Flöße",
                "Flösse", "über",
            ],
        );
        assert_eq!(
            german.words(),
            ["aepfel", "apfel", "floesse", "masse", "oel", "poet", "quer", "strasse", "ueber"]
        );
        assert_eq!(german.lookup("äpfel"), Lookup::Word);
        assert_eq!(german.lookup("AEPFEL"), Lookup::Word);
        assert_eq!(german.lookup("apfel"), Lookup::Word);
        assert_eq!(german.lookup("Straße"), Lookup::Word);
        // Shown as written: a real `oe` stays, two words on one spelling are both named.
        assert_eq!(german.shown("oel"), Some("öl"));
        assert_eq!(german.shown("strasse"), Some("straße"));
        assert_eq!(german.shown("ueber"), Some("über"));
        assert_eq!(german.shown("poet"), None);
        assert_eq!(german.shown("apfel"), None);
        assert_eq!(german.shown("masse"), Some("masse / maße"));
        assert_eq!(german.shown("floesse"), Some("flösse / flöße"));
        assert_eq!(german.shown("oe"), None, "not a word");
        assert_eq!(german.shown_count(), 6);
        let spanish =
            Lexicon::from_words_in(Language::Spanish, ["niño", "nino", "canción", "qatarí"]);
        assert_eq!(spanish.words(), ["cancion", "nino", "niño"]);
        for lex in [french, german, spanish] {
            let bytes = lex.to_bytes();
            let back = Lexicon::from_bytes(&bytes).unwrap();
            assert_eq!(back.language(), lex.language());
            assert_eq!(back, lex);
        }
    }

    /// The ASCII shortcut gives what spelling each word out gives, symbols and reasons alike.
    #[test]
    fn ascii_words_encode_as_spelled_out() {
        let words = [
            "queen", "QUEEN", "Quit", "qU", "q", "aq", "qi", "Iraq", "qaqu", "quq", "abcxyz",
            "ZEBRA", "mIxEd", "",
        ];
        for language in Language::ALL {
            for word in words {
                let (mut fast, mut slow) = (vec![7], vec![7]);
                let got = encode_ascii(language, word, &mut fast);
                let want = encode_spelled(language, word, &mut slow);
                assert_eq!(got, Some(want), "{language:?} {word}");
                assert_eq!(fast, slow, "{language:?} {word}");
            }
            assert_eq!(encode_ascii(language, "café", &mut vec![]), None);
            assert_eq!(encode_ascii(language, "x-ray", &mut vec![]), None);
        }
    }

    #[test]
    fn encode_folds_qu() {
        assert_eq!(encode("queen"), Some(vec![QU, 4, 4, 13]));
        assert_eq!(decode(&encode("quaquaversal").unwrap()), "quaquaversal");
        assert_eq!(encode("qi"), None);
        assert_eq!(encode("café"), None);
        assert_eq!(encode_in(Language::French, "qi"), Some(vec![QU, 8]));
        assert_eq!(decode_in(Language::French, &[QU, 8]), "qi");
        assert_eq!(encode_in(Language::Spanish, "ñu"), Some(vec![26, 20]));
    }
}
