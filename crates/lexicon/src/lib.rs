//! `Lexicon`: the dictionary as a compact, immutable trie in breadth-first order, with a
//! serialised form that is just one 32-bit child mask per node.
//!
//! Pure: no I/O. Callers hand in the words (or the serialised bytes) and get a `Lexicon` back.
//!
//! Words are spelled in *symbols*: the 26 letters, where symbol `q` stands for the two letters
//! `qu`. On a board `q` only ever appears as the `Qu` face, so a word with a `q` not followed by
//! `u` can never be spelled and is left out; folding `qu` into one symbol keeps the solver's
//! inner loop free of special cases.

use std::fmt;

mod build;
mod catalog;
mod designs;
pub use build::{two_letter_faces, LexiconBuilder, Rejected, MAX_TILES};
pub use catalog::{default_dictionary, dictionary, DictionaryInfo, DICTIONARIES};
pub use designs::{words_of, LinearScan, SortedList, WordIndex};

/// The symbol count: `a..z`, with `q` meaning `qu`.
pub const ALPHABET: usize = 26;
/// The symbol `q`, which spells the two letters `qu`.
pub const QU: u8 = b'q' - b'a';

const CHILD_BITS: u32 = (1 << ALPHABET) - 1;
const WORD_BIT: u32 = 1 << 31;
const MAGIC: &[u8; 4] = b"BGLX";
const FORMAT_VERSION: u8 = 1;
const HEADER_LEN: usize = 4 + 1 + 4 + 4;
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
}

impl fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Lexicon({} words, {} nodes)",
            self.word_count,
            self.nodes.len()
        )
    }
}

/// Turns a word into symbols, or `None` if no board can spell it: anything but ASCII letters
/// (case-insensitive), or a `q` not followed by `u`.
pub fn encode(word: &str) -> Option<Vec<u8>> {
    let mut symbols = Vec::with_capacity(word.len());
    let mut bytes = word.bytes().map(|b| b.to_ascii_lowercase());
    while let Some(b) = bytes.next() {
        if !b.is_ascii_lowercase() {
            return None;
        }
        if b == b'q' && bytes.next() != Some(b'u') {
            return None;
        }
        symbols.push(b - b'a');
    }
    Some(symbols)
}

/// Spells symbols as lowercase letters (`q` as `qu`).
pub fn decode(symbols: &[u8]) -> String {
    let mut word = String::with_capacity(symbols.len() + 1);
    for &s in symbols {
        word.push((b'a' + s) as char);
        if s == QU {
            word.push('u');
        }
    }
    word
}

impl Lexicon {
    pub const ROOT: NodeId = 0;

    /// Builds the trie from words, one per item; surrounding whitespace is ignored, duplicates
    /// count once, and words no board can spell (see [`LexiconBuilder::add`]) are left out, as are
    /// empty lines. [`LexiconBuilder`] also says which were left out and why.
    pub fn from_words<'a>(words: impl IntoIterator<Item = &'a str>) -> Lexicon {
        let mut builder = LexiconBuilder::new();
        for word in words {
            // Left-out words are what this constructor promises to drop.
            let _ = builder.add(word);
        }
        builder.build()
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
    ) -> Result<Lexicon, LexiconError> {
        if masks.len() == 0 {
            return Err(LexiconError::Corrupt("no root node"));
        }
        let mut next_child = 1u64;
        let mut words = 0u32;
        let mut stray_bits = 0u32;
        let mut dead_ends = 0usize;
        let nodes = masks
            .map(|mask| {
                stray_bits |= mask & !(CHILD_BITS | WORD_BIT);
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
        Ok(Lexicon { nodes, word_count })
    }

    /// The serialised form: `BGLX`, a version byte, the node count and word count (u32 little
    /// endian), then each node's mask (u32 little endian) in breadth-first order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(HEADER_LEN + 4 * self.nodes.len());
        bytes.extend_from_slice(MAGIC);
        bytes.push(FORMAT_VERSION);
        bytes.extend_from_slice(&(self.nodes.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&self.word_count.to_le_bytes());
        for node in &self.nodes {
            bytes.extend_from_slice(&node.mask.to_le_bytes());
        }
        bytes
    }

    /// Loads the form written by [`Lexicon::to_bytes`], checking it is consistent.
    pub fn from_bytes(bytes: &[u8]) -> Result<Lexicon, LexiconError> {
        if bytes.len() < HEADER_LEN || &bytes[..4] != MAGIC {
            return Err(LexiconError::NotALexicon);
        }
        if bytes[4] != FORMAT_VERSION {
            return Err(LexiconError::UnsupportedVersion(bytes[4]));
        }
        let read_u32 = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        let node_count = read_u32(5) as usize;
        let word_count = read_u32(9);
        let body = &bytes[HEADER_LEN..];
        if body.len() != node_count.saturating_mul(4) {
            return Err(LexiconError::Corrupt(
                "length does not match the node count",
            ));
        }
        let masks = body
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        Lexicon::from_masks(masks, word_count)
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

    /// Word, prefix of a word, or neither (case-insensitive).
    pub fn lookup(&self, text: &str) -> Lookup {
        // A trailing lone `q` is the start of `qu`.
        let (text, trailing_q) = match text.strip_suffix(['q', 'Q']) {
            Some(rest) if !rest.ends_with(['q', 'Q']) => (rest, true),
            _ => (text, false),
        };
        let node = encode(text).and_then(|symbols| self.walk(&symbols));
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
            out.push(decode(path));
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
        let mut v2 = bytes.clone();
        v2[4] = 2;
        assert_eq!(
            Lexicon::from_bytes(&v2),
            Err(LexiconError::UnsupportedVersion(2))
        );
        assert!(Lexicon::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        let mut flipped = bytes.clone();
        flipped[HEADER_LEN + 4] ^= 1;
        assert!(Lexicon::from_bytes(&flipped).is_err());
        let mut words = bytes.clone();
        words[9] ^= 1;
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
        bytes[9] += 1;
        assert_eq!(
            Lexicon::from_bytes(&bytes),
            Err(LexiconError::Corrupt("the empty string is a word"))
        );
        // `ab`, `ac`: clear the word bit of `ab`, a leaf, and the count.
        let mut bytes = Lexicon::from_words(["ab", "ac"]).to_bytes();
        let ab = HEADER_LEN + 4 * 2 + 3;
        assert_eq!(bytes[ab], 0x80);
        bytes[ab] = 0;
        bytes[9] -= 1;
        assert_eq!(
            Lexicon::from_bytes(&bytes),
            Err(LexiconError::Corrupt("a node that begins no word"))
        );
    }

    #[test]
    fn encode_folds_qu() {
        assert_eq!(encode("queen"), Some(vec![QU, 4, 4, 13]));
        assert_eq!(decode(&encode("quaquaversal").unwrap()), "quaquaversal");
        assert_eq!(encode("qi"), None);
        assert_eq!(encode("café"), None);
    }
}
