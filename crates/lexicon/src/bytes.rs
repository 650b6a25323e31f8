//! The serialised form of a [`Lexicon`]: `BGLX`, a version byte, the language, the node and word
//! counts, then the trie's edges in depth-first order, one byte each; and the checks that load only
//! what a word list can build.
//!
//! Depth-first edges are the word list with its shared beginnings written once (a sorted list whose
//! lines say how much of the previous word they keep), so gzip finds the same endings over and
//! over: ENABLE2K is 1,519 KiB as version 2's one mask per node in breadth-first order (352 KiB
//! gzipped, most of the app's first load), 380 KiB as edges (187 KiB gzipped). Loading lays the
//! nodes out breadth first again in two linear passes.

use std::fmt;

use boggle_board::{letter_symbol, Language};

use crate::shown::Shown;
use crate::{Lexicon, Node, NodeId, ALPHABET, CHILD_BITS, MAX_TILES, WORD_BIT};

const MAGIC: &[u8; 4] = b"BGLX";
/// Version 3 writes edges depth first; version 4 is version 3 followed by the words shown in their
/// own spelling (German `öl` for the tiles `oel`): their length in bytes (u32 little endian), then
/// the entries, a line each (`crate::shown`); it is written only for a lexicon that has any.
/// Version 2 (a mask per node, with the language byte) and version 1 (the same, English only)
/// still load.
const FORMAT_VERSION: u8 = 3;
const SHOWN_VERSION: u8 = 4;
const MASKS_VERSION: u8 = 2;
/// An edge's byte: the child's symbol, then whether the child ends a word, whether it is its
/// parent's last child, and whether it has no children (its own edges follow unless it has none).
const EDGE_SYMBOL: u8 = 0x1f;
const EDGE_TO_WORD: u8 = 0x20;
const EDGE_LAST: u8 = 0x40;
const EDGE_TO_LEAF: u8 = 0x80;
pub(crate) const HEADER_LEN: usize = 4 + 1 + 1 + 4 + 4;
const HEADER_LEN_V1: usize = 4 + 1 + 4 + 4;
/// The most symbols a word can have: two letters on each of the largest board's tiles.
const MAX_WORD_SYMBOLS: usize = 2 * MAX_TILES;

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
                    "dictionary format version {v} is not supported (expected {FORMAT_VERSION} or {SHOWN_VERSION})"
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
            shown: Shown::default(),
        })
    }

    /// The serialised form: `BGLX`, a version byte, the language (0 English, 1 French, 2 German,
    /// 3 Spanish, 4 Italian), the node count and word count (u32 little endian), then one byte per edge
    /// (see `EDGE_*`) in depth-first order, children in symbol order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(HEADER_LEN + self.nodes.len());
        bytes.extend_from_slice(MAGIC);
        bytes.push(if self.shown.is_empty() {
            FORMAT_VERSION
        } else {
            SHOWN_VERSION
        });
        bytes.push(language_code(self.language));
        bytes.extend_from_slice(&(self.nodes.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&self.word_count.to_le_bytes());
        // Edges still to write, the next on top: (symbol, child, last of its siblings).
        let mut pending: Vec<(u8, NodeId, bool)> = Vec::new();
        let push_children = |pending: &mut Vec<(u8, NodeId, bool)>, node: Node| {
            let mask = node.child_mask();
            let count = mask.count_ones();
            let mut k = count;
            for symbol in (0..ALPHABET as u8).rev().filter(|&s| mask & 1 << s != 0) {
                k -= 1;
                pending.push((symbol, node.first_child + k, k + 1 == count));
            }
        };
        push_children(&mut pending, self.nodes[0]);
        while let Some((symbol, child, last)) = pending.pop() {
            let node = self.nodes[child as usize];
            let leaf = node.child_mask() == 0;
            bytes.push(
                symbol
                    | if node.is_word() { EDGE_TO_WORD } else { 0 }
                    | if last { EDGE_LAST } else { 0 }
                    | if leaf { EDGE_TO_LEAF } else { 0 },
            );
            push_children(&mut pending, node);
        }
        if !self.shown.is_empty() {
            let packed = self.shown.packed();
            bytes.extend_from_slice(&(packed.len() as u32).to_le_bytes());
            bytes.extend_from_slice(packed.as_bytes());
        }
        bytes
    }

    /// Loads the form written by [`Lexicon::to_bytes`] (or versions 2 and 1, one mask per node;
    /// version 1 is English), checking it is consistent.
    pub fn from_bytes(bytes: &[u8]) -> Result<Lexicon, LexiconError> {
        if bytes.len() < HEADER_LEN_V1 || &bytes[..4] != MAGIC {
            return Err(LexiconError::NotALexicon);
        }
        let version = bytes[4];
        let (language, counts_at) = match version {
            1 => (Language::English, 5),
            MASKS_VERSION | FORMAT_VERSION | SHOWN_VERSION if bytes.len() >= HEADER_LEN => {
                let code = bytes[5];
                let language = *Language::ALL
                    .get(usize::from(code))
                    .ok_or(LexiconError::UnknownLanguage(code))?;
                (language, 6)
            }
            MASKS_VERSION | FORMAT_VERSION | SHOWN_VERSION => {
                return Err(LexiconError::NotALexicon)
            }
            version => return Err(LexiconError::UnsupportedVersion(version)),
        };
        let read_u32 = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        let node_count = read_u32(counts_at) as usize;
        let word_count = read_u32(counts_at + 4);
        let mut body = &bytes[counts_at + 8..];
        let mut shown_text = None;
        if version == SHOWN_VERSION {
            let edges = node_count.saturating_sub(1).min(body.len());
            let (edges_part, rest) = body.split_at(edges);
            let length = rest
                .get(..4)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
                .ok_or(LexiconError::Corrupt(
                    "length does not match the node count",
                ))?;
            if rest.len() - 4 != length || length == 0 {
                return Err(LexiconError::Corrupt(
                    "the shown forms' length does not match the file",
                ));
            }
            let packed = std::str::from_utf8(&rest[4..])
                .map_err(|_| LexiconError::Corrupt("shown forms that are not UTF-8"))?;
            let text = Shown::unpack(packed).map_err(LexiconError::Corrupt)?;
            (body, shown_text) = (edges_part, Some(text));
        }
        if version == FORMAT_VERSION || version == SHOWN_VERSION {
            if body.len().checked_add(1) != Some(node_count) {
                return Err(LexiconError::Corrupt(
                    "length does not match the node count",
                ));
            }
            let masks = masks_from_edges(body)?;
            let mut lexicon = Lexicon::from_masks(masks.into_iter(), word_count, language)?;
            if let Some(text) = shown_text {
                lexicon.shown = Shown::parse(&text, &lexicon).map_err(LexiconError::Corrupt)?;
            }
            return Ok(lexicon);
        }
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
}

/// The child masks, in breadth-first order, of the trie whose edges are written depth first.
/// The nodes of one depth come in the same order both ways (their letters' order), so breadth
/// first is depth first sorted by depth, stably: a first pass counts the nodes of each depth and
/// checks the shape, a second writes each node's mask straight into its place. Memory is bounded
/// by the input: one word per edge.
fn masks_from_edges(edges: &[u8]) -> Result<Vec<u32>, LexiconError> {
    let corrupt = |why| Err(LexiconError::Corrupt(why));
    let mut per_depth = [0u32; MAX_WORD_SYMBOLS + 1];
    per_depth[0] = 1;
    // The depths of the nodes whose children are being written.
    let mut open: Vec<u8> = Vec::new();
    if !edges.is_empty() {
        open.push(0);
    }
    for &edge in edges {
        let Some(&parent_depth) = open.last() else {
            return corrupt("an edge after the last word");
        };
        if usize::from(edge & EDGE_SYMBOL) >= ALPHABET {
            return corrupt("an unknown letter");
        }
        let depth = parent_depth + 1;
        per_depth[usize::from(depth)] += 1;
        if edge & EDGE_LAST != 0 {
            open.pop();
        }
        if edge & EDGE_TO_LEAF == 0 {
            if usize::from(depth) >= MAX_WORD_SYMBOLS {
                return corrupt("a word longer than any board");
            }
            open.push(depth);
        }
    }
    if !open.is_empty() {
        return corrupt("the file ends inside a word");
    }
    // Where the next node of each depth goes.
    let mut next_at = [0u32; MAX_WORD_SYMBOLS + 1];
    for depth in 1..=MAX_WORD_SYMBOLS {
        next_at[depth] = next_at[depth - 1] + per_depth[depth - 1];
    }
    let mut masks = vec![0u32; edges.len() + 1];
    next_at[0] = 1;
    // The nodes whose children are being written: (place, depth).
    let mut open: Vec<(usize, u8)> = Vec::new();
    if !edges.is_empty() {
        open.push((0, 0));
    }
    for &edge in edges {
        // The first pass checked there is one.
        let Some(&(parent, parent_depth)) = open.last() else {
            return corrupt("an edge after the last word");
        };
        let bit = 1u32 << (edge & EDGE_SYMBOL);
        // Strictly in symbol order, so the masks' order is the edges' order.
        if masks[parent] & CHILD_BITS >= bit {
            return corrupt("children out of order");
        }
        masks[parent] |= bit;
        let depth = parent_depth + 1;
        let child = next_at[usize::from(depth)] as usize;
        next_at[usize::from(depth)] += 1;
        if edge & EDGE_TO_WORD != 0 {
            masks[child] |= WORD_BIT;
        }
        if edge & EDGE_LAST != 0 {
            open.pop();
        }
        if edge & EDGE_TO_LEAF == 0 {
            open.push((child, depth));
        }
    }
    Ok(masks)
}

// Depths are stored in a byte.
const _: () = assert!(MAX_WORD_SYMBOLS < 256);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::small;

    /// Where the header's word count starts in a version 2 or 3 file.
    const WORD_COUNT_AT: usize = HEADER_LEN - 4;

    /// The lexicon in version 2's form: one mask per node, breadth first.
    fn as_version_2(lexicon: &Lexicon) -> Vec<u8> {
        let mut bytes = lexicon.to_bytes()[..HEADER_LEN].to_vec();
        bytes[4] = MASKS_VERSION;
        for node in lexicon.nodes() {
            bytes.extend_from_slice(&node.mask.to_le_bytes());
        }
        bytes
    }

    /// A version 3 file of an English lexicon with these edges.
    fn edges_file(edges: &[u8], nodes: u32, words: u32) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.push(FORMAT_VERSION);
        bytes.push(language_code(Language::English));
        bytes.extend_from_slice(&nodes.to_le_bytes());
        bytes.extend_from_slice(&words.to_le_bytes());
        bytes.extend_from_slice(edges);
        bytes
    }

    /// The same file in version 1's form (no language byte: English).
    fn as_version_1(v2: &[u8]) -> Vec<u8> {
        let mut v1 = v2[..5].to_vec();
        v1[4] = 1;
        v1.extend_from_slice(&v2[6..]);
        v1
    }

    #[test]
    fn serialised_form_round_trips() {
        let lex = small();
        let bytes = lex.to_bytes();
        assert_eq!(bytes[4], FORMAT_VERSION);
        assert_eq!(bytes.len(), HEADER_LEN + lex.node_count() - 1);
        assert_eq!(Lexicon::from_bytes(&bytes), Ok(lex.clone()));
        assert_eq!(Lexicon::from_bytes(&as_version_2(&lex)), Ok(lex));
        for (language, words) in [
            (
                Language::German,
                &["äh", "öl", "über", "ab", "abc", "b"][..],
            ),
            (Language::Spanish, &["ñu", "año", "a"][..]),
            (Language::French, &["qi", "quoi"][..]),
        ] {
            let lex = Lexicon::from_words_in(language, words.iter().copied());
            assert_eq!(Lexicon::from_bytes(&lex.to_bytes()), Ok(lex));
        }
    }

    /// Version 4 carries the words shown in their own spelling; only what a word list builds
    /// loads: forms of the lexicon's words, in order, each spelling its line's word.
    #[test]
    fn shown_forms_round_trip_and_are_checked() {
        let german = Lexicon::from_words_in(Language::German, ["Öl", "Äh", "ab", "Maße", "Masse"]);
        let bytes = german.to_bytes();
        assert_eq!(bytes[4], SHOWN_VERSION);
        let back = Lexicon::from_bytes(&bytes).unwrap();
        assert_eq!(back.shown("oel"), Some("öl"));
        assert_eq!(back.shown("masse"), Some("masse / maße"));
        assert_eq!(back, german);
        let plain = Lexicon::from_words_in(Language::German, ["ab"]);
        assert_eq!(
            plain.to_bytes()[4],
            FORMAT_VERSION,
            "nothing to show: version 3"
        );
        assert_eq!(german.shown.text(), "äh\nmasse / maße\nöl\n");
        let packed = german.shown.packed();
        assert_eq!(packed, " äh\n masse / maße\n öl\n");
        let text_at = bytes.len() - packed.len();
        let with_text = |text: &str| {
            let mut damaged = bytes[..text_at - 4].to_vec();
            damaged.extend_from_slice(&(text.len() as u32).to_le_bytes());
            damaged.extend_from_slice(text.as_bytes());
            Lexicon::from_bytes(&damaged)
        };
        let corrupt = |why| Err(LexiconError::Corrupt(why));
        assert_eq!(with_text(" äh\n masse / maße\n öl\n"), Ok(german.clone()));
        assert_eq!(with_text(" öl\n äh\n"), corrupt("shown forms out of order"));
        assert_eq!(with_text(" äh\n\"\n"), corrupt("shown forms out of order"));
        assert_eq!(
            with_text(" öl / äh\n"),
            corrupt("shown forms of different words on one line")
        );
        assert_eq!(with_text(" äb\n"), corrupt("a shown form of no word"));
        assert_eq!(
            with_text(" öl"),
            corrupt("the shown forms end inside a line")
        );
        assert_eq!(with_text(" ö-l\n"), corrupt("a shown form no tile spells"));
        assert_eq!(
            with_text(" äh\n#x\n"),
            corrupt("a shown form shares more than the line before has")
        );
        assert_eq!(
            with_text("\n"),
            corrupt("a shown form's shared count is not one")
        );
        assert_eq!(
            with_text("äh\n"),
            corrupt("a shown form's shared count is not one")
        );
        assert!(Lexicon::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Lexicon::from_bytes(&bytes[..text_at - 2]).is_err());
    }

    /// `a`, `ab`, `b`: the edges depth first, with their flags.
    #[test]
    fn edges_are_written_depth_first() {
        let lex = Lexicon::from_words(["a", "ab", "b"]);
        let (a, b) = (0, 1);
        let edges = &lex.to_bytes()[HEADER_LEN..];
        assert_eq!(
            edges,
            [
                a | EDGE_TO_WORD,
                b | EDGE_TO_WORD | EDGE_LAST | EDGE_TO_LEAF,
                b | EDGE_TO_WORD | EDGE_LAST | EDGE_TO_LEAF,
            ]
        );
        assert_eq!(Lexicon::from_bytes(&edges_file(edges, 4, 3)), Ok(lex));
    }

    /// Edges a word list could not have written are refused with a reason, never a panic.
    #[test]
    fn damaged_edges_are_refused() {
        let (word, last, leaf) = (EDGE_TO_WORD, EDGE_LAST, EDGE_TO_LEAF);
        // The letters a and b.
        let (a, b) = (0, 1);
        let refused = |edges: &[u8], words: u32| match Lexicon::from_bytes(&edges_file(
            edges,
            edges.len() as u32 + 1,
            words,
        )) {
            Err(LexiconError::Corrupt(why)) => why,
            other => panic!("{edges:?} loaded: {other:?}"),
        };
        assert_eq!(refused(&[31 | word | last | leaf], 1), "an unknown letter");
        assert_eq!(
            refused(&[b | word | leaf, a | word | last | leaf], 2),
            "children out of order"
        );
        assert_eq!(
            refused(&[a | word | leaf, a | word | last | leaf], 2),
            "children out of order"
        );
        assert_eq!(
            refused(&[a | word | last | leaf, b | word | last | leaf], 2),
            "an edge after the last word"
        );
        assert_eq!(
            refused(&[a | word | last], 1),
            "the file ends inside a word"
        );
        assert_eq!(refused(&[a | last | leaf], 0), "a node that begins no word");
        assert_eq!(
            refused(&[a | word | last | leaf], 2),
            "word count does not match the header"
        );
        let mut chain = vec![a | last; MAX_WORD_SYMBOLS];
        *chain.last_mut().unwrap() |= word | leaf;
        assert_eq!(
            Lexicon::from_bytes(&edges_file(&chain, chain.len() as u32 + 1, 1))
                .unwrap()
                .words(),
            ["a".repeat(MAX_WORD_SYMBOLS)]
        );
        chain.insert(0, a | last);
        assert_eq!(refused(&chain, 1), "a word longer than any board");
        // The header's node count must match the edges.
        assert_eq!(
            Lexicon::from_bytes(&edges_file(&[a | word | last | leaf], 3, 1)),
            Err(LexiconError::Corrupt(
                "length does not match the node count"
            ))
        );
    }

    #[test]
    fn damaged_bytes_are_refused() {
        let bytes = small().to_bytes();
        assert_eq!(
            Lexicon::from_bytes(b"hello"),
            Err(LexiconError::NotALexicon)
        );
        assert_eq!(Lexicon::from_bytes(&[]), Err(LexiconError::NotALexicon));
        let mut v5 = bytes.clone();
        v5[4] = 5;
        assert_eq!(
            Lexicon::from_bytes(&v5),
            Err(LexiconError::UnsupportedVersion(5))
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
            bytes.push(MASKS_VERSION);
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

    /// A file of one language whose trie uses another's letter (`ñ` in German or English)
    /// is refused: no word list of that language builds it, and its tiles could not spell it.
    #[test]
    fn letters_outside_the_language_are_refused() {
        let spanish = Lexicon::from_words_in(Language::Spanish, ["ñu"]);
        for mut bytes in [spanish.to_bytes(), as_version_2(&spanish)] {
            assert_eq!(Lexicon::from_bytes(&bytes).as_ref(), Ok(&spanish));
            bytes[5] = language_code(Language::German);
            assert_eq!(
                Lexicon::from_bytes(&bytes),
                Err(LexiconError::Corrupt("a letter the language does not have"))
            );
        }
        assert_eq!(
            Lexicon::from_bytes(&as_version_1(&as_version_2(&spanish))),
            Err(LexiconError::Corrupt("a letter the language does not have"))
        );
    }

    /// Found by `cargo xtask fuzz` (lexicon_bytes, `crash-86e0…`): a root marked as a word made the
    /// empty string a word no board has. A node that is neither a word nor has children (a dead
    /// end) would make `lookup` call its letters a prefix. A word list builds neither.
    #[test]
    fn only_what_a_word_list_builds_loads() {
        let empty = Lexicon::from_words([]);
        assert_eq!(
            Lexicon::from_bytes(&as_version_2(&empty)),
            Ok(empty.clone())
        );
        assert_eq!(Lexicon::from_bytes(&empty.to_bytes()), Ok(empty));
        let mut bytes = as_version_2(&Lexicon::from_words(["ab"]));
        bytes[HEADER_LEN + 3] |= 0x80;
        bytes[WORD_COUNT_AT] += 1;
        assert_eq!(
            Lexicon::from_bytes(&bytes),
            Err(LexiconError::Corrupt("the empty string is a word"))
        );
        // `ab`, `ac`: clear the word bit of `ab`, a leaf, and the count.
        let mut bytes = as_version_2(&Lexicon::from_words(["ab", "ac"]));
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
        assert_eq!(
            Lexicon::from_bytes(&as_version_1(&as_version_2(&lex))),
            Ok(lex)
        );
    }
}
