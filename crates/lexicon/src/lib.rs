//! `Lexicon`: the dictionary as a compact, immutable trie in breadth-first order, with a
//! serialised form that is just one 32-bit child mask per node.
//!
//! Pure: no I/O. Callers hand in the words (or the serialised bytes) and get a `Lexicon` back.
//!
//! Every lexicon is of one [`Language`] (boggle-board's: its letters and spelling rule), and its
//! words are spelled in *symbols*: a-z, then the language's own letters (`ä ö ü ñ`, see
//! `boggle_board::letter_symbol`). Where the language's dice have the `Qu` face, symbol `q`
//! stands for the two letters `qu`: a word with a `q` not followed by `u` can never be spelled
//! and is left out, and folding `qu` into one symbol keeps the solver's inner loop free of
//! special cases. Where they have a plain `Q` (French), `q` is just `q`.

use std::fmt;

pub use boggle_board::Language;
use boggle_board::{letter_symbol, symbol_letter, LETTER_SYMBOLS};

mod build;
mod catalog;
mod designs;
pub use build::{two_letter_faces, LexiconBuilder, Rejected, MAX_TILES};
pub use catalog::{default_dictionary, dictionary, DictionaryInfo, DICTIONARIES};
pub use designs::{words_of, LinearScan, SortedList, WordIndex};

/// The symbol count: `a..z`, then `ä ö ü ñ` (only the languages that have them use them).
pub const ALPHABET: usize = LETTER_SYMBOLS;
/// The symbol `q`: the two letters `qu` where the dice have a `Qu` face, else `q`.
pub const QU: u8 = b'q' - b'a';

const CHILD_BITS: u32 = (1 << ALPHABET) - 1;
const WORD_BIT: u32 = 1 << 31;
const MAGIC: &[u8; 4] = b"BGLX";
/// Version 2 adds the language byte; version 1 files (English only) still load.
const FORMAT_VERSION: u8 = 2;
const HEADER_LEN: usize = 4 + 1 + 1 + 4 + 4;
const HEADER_LEN_V1: usize = 4 + 1 + 4 + 4;
/// The most symbols a word can have: two letters on each of the largest board's tiles.
const MAX_WORD_SYMBOLS: usize = 2 * MAX_TILES;

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

/// Why serialised bytes could not be loaded.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LexiconError {
    NotALexicon,
    UnsupportedVersion(u8),
    UnknownLanguage(u8),
    Corrupt(&'static str),
}

impl fmt::Display for LexiconError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LexiconError::NotALexicon => f.write_str("not a dictionary file (bad magic number)"),
            LexiconError::UnsupportedVersion(v) => {
                write!(
                    f,
                    "dictionary format version {v} is not supported (expected {FORMAT_VERSION})"
                )
            }
            LexiconError::UnknownLanguage(code) => {
                write!(f, "the dictionary's language (code {code}) is not known")
            }
            LexiconError::Corrupt(why) => write!(f, "the dictionary file is corrupt: {why}"),
        }
    }
}

impl std::error::Error for LexiconError {}

/// An immutable dictionary trie. Build it once ([`Lexicon::from_words`] or
/// [`Lexicon::from_bytes`]) and share it: solving never changes it.
#[derive(Clone, PartialEq, Eq)]
pub struct Lexicon {
    nodes: Vec<Node>,
    word_count: u32,
    language: Language,
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

/// The language code the serialised form records.
fn language_code(language: Language) -> u8 {
    Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0) as u8
}

/// The child bits of the symbols a language's words may use: a-z and its own letters.
fn language_symbols(language: Language) -> u32 {
    language
        .extra_letters()
        .iter()
        .filter_map(|&c| letter_symbol(c))
        .fold((1 << 26) - 1, |bits, symbol| bits | 1 << symbol)
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

    /// Lays out nodes from their masks in breadth-first order: each node's children start right
    /// after the children of every node before it.
    /// One pass, since this is the dictionary's load time in the browser; then a walk down the
    /// levels. Only what a word list can build loads (the fuzzer found files that did not): no node
    /// that no word leads to (the header's word count would still count it), none that begins no
    /// word (a lookup would call a dead end a prefix), no empty word, none longer than any board.
    fn from_masks(
        masks: impl ExactSizeIterator<Item = u32>,
        word_count: u32,
        language: Language,
    ) -> Result<Lexicon, LexiconError> {
        if masks.len() == 0 {
            return Err(LexiconError::Corrupt("no root node"));
        }
        let mut next_child = 1u64;
        let mut words = 0u32;
        let mut stray_bits = 0u32;
        let mut symbols_used = 0u32;
        let mut dead_ends = 0usize;
        let nodes = masks
            .map(|mask| {
                stray_bits |= mask & !(CHILD_BITS | WORD_BIT);
                symbols_used |= mask & CHILD_BITS;
                dead_ends += usize::from(mask & (CHILD_BITS | WORD_BIT) == 0);
                let node = Node {
                    mask,
                    first_child: next_child as u32,
                };
                next_child += u64::from((mask & CHILD_BITS).count_ones());
                words += u32::from(mask & WORD_BIT != 0);
                node
            })
            .collect::<Vec<_>>();
        if stray_bits != 0 {
            return Err(LexiconError::Corrupt("unknown bits in a node"));
        }
        // An English file with `ñ` in it is damaged, not a new word: its tiles have no `ñ`.
        if symbols_used & !language_symbols(language) != 0 {
            return Err(LexiconError::Corrupt("a letter the language does not have"));
        }
        if next_child != nodes.len() as u64 {
            return Err(LexiconError::Corrupt(
                "child counts do not match the node count",
            ));
        }
        if words != word_count {
            return Err(LexiconError::Corrupt(
                "word count does not match the header",
            ));
        }
        // Depth d's nodes end where the children of every node before them end: the first child
        // of the next depth's first node. A level with no children before the last node leaves
        // the rest unreachable.
        let (mut level_end, mut depth) = (1usize, 0usize);
        while level_end < nodes.len() {
            let next_end = nodes[level_end].first_child as usize;
            if next_end <= level_end {
                return Err(LexiconError::Corrupt("a node no word leads to"));
            }
            (level_end, depth) = (next_end, depth + 1);
            if depth > MAX_WORD_SYMBOLS {
                return Err(LexiconError::Corrupt("a word longer than any board"));
            }
        }
        // What a word list can build: every node begins a word (the root of an empty dictionary
        // aside: with more nodes an empty root was refused above), and the empty string is not one.
        if nodes[0].is_word() {
            return Err(LexiconError::Corrupt("the empty string is a word"));
        }
        if nodes.len() > 1 && dead_ends > 0 {
            return Err(LexiconError::Corrupt("a node that begins no word"));
        }
        Ok(Lexicon {
            nodes,
            word_count,
            language,
        })
    }

    /// The serialised form: `BGLX`, a version byte, the language (0 English, 1 French, 2 German,
    /// 3 Spanish), the node count and word count (u32 little endian), then each node's mask (u32
    /// little endian) in breadth-first order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(HEADER_LEN + 4 * self.nodes.len());
        bytes.extend_from_slice(MAGIC);
        bytes.push(FORMAT_VERSION);
        bytes.push(language_code(self.language));
        bytes.extend_from_slice(&(self.nodes.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&self.word_count.to_le_bytes());
        for node in &self.nodes {
            bytes.extend_from_slice(&node.mask.to_le_bytes());
        }
        bytes
    }

    /// Loads the form written by [`Lexicon::to_bytes`] (or version 1's, which is English),
    /// checking it is consistent.
    pub fn from_bytes(bytes: &[u8]) -> Result<Lexicon, LexiconError> {
        if bytes.len() < HEADER_LEN_V1 || &bytes[..4] != MAGIC {
            return Err(LexiconError::NotALexicon);
        }
        let (language, counts_at) = match bytes[4] {
            1 => (Language::English, 5),
            FORMAT_VERSION if bytes.len() >= HEADER_LEN => {
                let code = bytes[5];
                let language = *Language::ALL
                    .get(usize::from(code))
                    .ok_or(LexiconError::UnknownLanguage(code))?;
                (language, 6)
            }
            FORMAT_VERSION => return Err(LexiconError::NotALexicon),
            version => return Err(LexiconError::UnsupportedVersion(version)),
        };
        let read_u32 = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        let node_count = read_u32(counts_at) as usize;
        let word_count = read_u32(counts_at + 4);
        let body = &bytes[counts_at + 8..];
        if body.len() != node_count.saturating_mul(4) {
            return Err(LexiconError::Corrupt(
                "length does not match the node count",
            ));
        }
        let masks = body
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        Lexicon::from_masks(masks, word_count, language)
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
mod tests {
    use super::*;

    /// Where the header's word count starts in a version 2 file.
    const WORD_COUNT_AT: usize = HEADER_LEN - 4;

    /// The same file in version 1's form (no language byte: English).
    fn as_version_1(v2: &[u8]) -> Vec<u8> {
        let mut v1 = v2[..5].to_vec();
        v1[4] = 1;
        v1.extend_from_slice(&v2[6..]);
        v1
    }

    fn small() -> Lexicon {
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
    fn serialised_form_round_trips() {
        let lex = small();
        let bytes = lex.to_bytes();
        assert_eq!(Lexicon::from_bytes(&bytes), Ok(lex));
    }

    #[test]
    fn damaged_bytes_are_refused() {
        let bytes = small().to_bytes();
        assert_eq!(
            Lexicon::from_bytes(b"hello"),
            Err(LexiconError::NotALexicon)
        );
        assert_eq!(Lexicon::from_bytes(&[]), Err(LexiconError::NotALexicon));
        let mut v3 = bytes.clone();
        v3[4] = 3;
        assert_eq!(
            Lexicon::from_bytes(&v3),
            Err(LexiconError::UnsupportedVersion(3))
        );
        let mut klingon = bytes.clone();
        klingon[5] = 9;
        assert_eq!(
            Lexicon::from_bytes(&klingon),
            Err(LexiconError::UnknownLanguage(9))
        );
        assert!(Lexicon::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        let mut flipped = bytes.clone();
        flipped[HEADER_LEN + 4] ^= 1;
        assert!(Lexicon::from_bytes(&flipped).is_err());
        let mut words = bytes.clone();
        words[10] ^= 1;
        assert!(Lexicon::from_bytes(&words).is_err());
    }

    /// Found by `cargo xtask fuzz` (lexicon_bytes, `fuzz/artifacts/lexicon_bytes/crash-4307…`): masks
    /// whose child counts add up but leave nodes no word leads to loaded, and the header counted
    /// their words (60 words, 58 listed). Here the smallest such file: a root with no child, then a
    /// node (a word, with one child: itself) that nothing points to.
    #[test]
    fn nodes_no_word_leads_to_are_refused() {
        let file = |masks: &[u32], words: u32| {
            let mut bytes = MAGIC.to_vec();
            bytes.push(FORMAT_VERSION);
            bytes.push(language_code(Language::German));
            bytes.extend_from_slice(&(masks.len() as u32).to_le_bytes());
            bytes.extend_from_slice(&words.to_le_bytes());
            for mask in masks {
                bytes.extend_from_slice(&mask.to_le_bytes());
            }
            bytes
        };
        assert_eq!(
            Lexicon::from_bytes(&file(&[0, WORD_BIT | 1], 1)),
            Err(LexiconError::Corrupt("a node no word leads to"))
        );
        // Version 1 files go through the same checks.
        assert_eq!(
            Lexicon::from_bytes(&as_version_1(&file(&[0, WORD_BIT | 1], 1))),
            Err(LexiconError::Corrupt("a node no word leads to"))
        );
        // The root's one child has no child, yet two nodes follow: one has two children, itself and the other.
        assert_eq!(
            Lexicon::from_bytes(&file(&[1, WORD_BIT, WORD_BIT | 0b11, WORD_BIT], 3)),
            Err(LexiconError::Corrupt("a node no word leads to"))
        );
        let chain = |symbols: usize| {
            let mut masks = vec![1; symbols];
            masks.push(WORD_BIT);
            file(&masks, 1)
        };
        let longest = Lexicon::from_bytes(&chain(MAX_WORD_SYMBOLS)).unwrap();
        assert_eq!(longest.words(), ["a".repeat(MAX_WORD_SYMBOLS)]);
        // A word deeper than any board could spell (and deep enough to exhaust the stack of the
        // recursive `words`) is refused.
        assert_eq!(
            Lexicon::from_bytes(&chain(MAX_WORD_SYMBOLS + 1)),
            Err(LexiconError::Corrupt("a word longer than any board"))
        );
        assert!(Lexicon::from_bytes(&chain(1_000_000)).is_err());
        assert!(Lexicon::from_bytes(&as_version_1(&chain(MAX_WORD_SYMBOLS + 1))).is_err());
    }

    /// A file of one language whose trie uses another's letter (`ñ` in German, `ä` in English)
    /// is refused: no word list of that language builds it, and its tiles could not spell it.
    #[test]
    fn letters_outside_the_language_are_refused() {
        let spanish = Lexicon::from_words_in(Language::Spanish, ["ñu"]);
        let mut bytes = spanish.to_bytes();
        assert_eq!(Lexicon::from_bytes(&bytes), Ok(spanish));
        bytes[5] = language_code(Language::German);
        assert_eq!(
            Lexicon::from_bytes(&bytes),
            Err(LexiconError::Corrupt("a letter the language does not have"))
        );
        let german = Lexicon::from_words_in(Language::German, ["äh"]).to_bytes();
        assert_eq!(
            Lexicon::from_bytes(&as_version_1(&german)),
            Err(LexiconError::Corrupt("a letter the language does not have"))
        );
    }

    /// Found by `cargo xtask fuzz` (lexicon_bytes, `crash-86e0…`): a root marked as a word made the
    /// empty string a word no board has. A node that is neither a word nor has children (a dead
    /// end) would make `lookup` call its letters a prefix. A word list builds neither.
    #[test]
    fn only_what_a_word_list_builds_loads() {
        let empty = Lexicon::from_words([]);
        assert_eq!(Lexicon::from_bytes(&empty.to_bytes()), Ok(empty));
        let mut bytes = Lexicon::from_words(["ab"]).to_bytes();
        bytes[HEADER_LEN + 3] |= 0x80;
        bytes[WORD_COUNT_AT] += 1;
        assert_eq!(
            Lexicon::from_bytes(&bytes),
            Err(LexiconError::Corrupt("the empty string is a word"))
        );
        // `ab`, `ac`: clear the word bit of `ab`, a leaf, and the count.
        let mut bytes = Lexicon::from_words(["ab", "ac"]).to_bytes();
        let ab = HEADER_LEN + 4 * 2 + 3;
        assert_eq!(bytes[ab], 0x80);
        bytes[ab] = 0;
        bytes[WORD_COUNT_AT] -= 1;
        assert_eq!(
            Lexicon::from_bytes(&bytes),
            Err(LexiconError::Corrupt("a node that begins no word"))
        );
    }

    #[test]
    fn version_1_files_load_as_english() {
        let lex = small();
        let v2 = lex.to_bytes();
        assert_eq!(Lexicon::from_bytes(&as_version_1(&v2)), Ok(lex));
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
        let german = Lexicon::from_words_in(Language::German, ["Äpfel", "Apfel", "Straße", "quer"]);
        assert_eq!(german.words(), ["apfel", "quer", "strasse", "äpfel"]);
        assert_eq!(german.lookup("äpfel"), Lookup::Word);
        assert_eq!(german.lookup("apfel"), Lookup::Word);
        assert_eq!(german.lookup("Straße"), Lookup::Word);
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

    #[test]
    fn encode_folds_qu() {
        assert_eq!(encode("queen"), Some(vec![QU, 4, 4, 13]));
        assert_eq!(decode(&encode("quaquaversal").unwrap()), "quaquaversal");
        assert_eq!(encode("qi"), None);
        assert_eq!(encode("café"), None);
        assert_eq!(encode_in(Language::French, "qi"), Some(vec![QU, 8]));
        assert_eq!(decode_in(Language::French, &[QU, 8]), "qi");
        assert_eq!(encode_in(Language::Spanish, "ñu"), Some(vec![29, 20]));
    }
}
