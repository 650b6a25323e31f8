//! The search itself: a board turned into the tables it reads ([`Grid`]), and the depth-first walk
//! of board and trie together ([`Search`]), counting words or keeping their paths ([`Collector`]).

use boggle_board::{letter_symbol, Board, Language, Rules, Tile};
use boggle_lexicon::{Node, NodeId, QU};

use crate::{Summary, MAX_LETTERS, NO_SYMBOL};

/// A symbol no node has a child for (child masks hold symbols 0-26): `Grid::around`'s padding.
const PAD: u8 = 30;

/// A board turned into the tables the search reads: per cell its symbols, its letter count and
/// its usable neighbours as a bitmask (blanks, and faces the lexicon's language cannot spell, are
/// nobody's neighbour, so they are never entered).
pub(crate) struct Grid {
    pub(crate) cells: usize,
    pub(crate) first: [u8; 64],
    pub(crate) second: [u8; 64],
    pub(crate) letters: [u8; 64],
    pub(crate) neighbours: [u64; 64],
    /// Per cell, a bit for the first symbol of each usable neighbour: a trie node none of whose
    /// children is among them ends every path here, so the search need not step into it.
    pub(crate) reach: [u32; 64],
    /// Per cell, its usable neighbours in cell order, each with its first symbol; padded to 8
    /// with `PAD` (no node has a child there, so a padded slot adds nobody).
    pub(crate) around: [[(u8, u8); 8]; 64],
    /// Points by word length in letters, 0 below the minimum length.
    pub(crate) points: [u32; MAX_LETTERS + 1],
    pub(crate) min_len: usize,
}

impl Grid {
    pub(crate) fn new(board: &Board, rules: &Rules, language: Language) -> Grid {
        let mut grid = Grid {
            cells: board.len(),
            first: [NO_SYMBOL; 64],
            second: [NO_SYMBOL; 64],
            letters: [0; 64],
            neighbours: [0; 64],
            reach: [0; 64],
            around: [[(0, PAD); 8]; 64],
            points: [0; MAX_LETTERS + 1],
            min_len: rules.min_len,
        };
        // Done for every board, so plain loops rather than iterators: in wasm, setting up took
        // about a tenth of the time of a 4x4 solve (BENCHMARKS.md).
        let mut letters = 0;
        for (cell, &tile) in board.tiles().iter().enumerate() {
            let (first, second) = symbols(tile, language);
            grid.first[cell] = first;
            grid.second[cell] = second;
            grid.letters[cell] = rules.tile_letters(tile) as u8;
            letters += usize::from(grid.letters[cell]);
        }
        let (rows, cols) = (board.rows(), board.cols());
        for row in 0..rows {
            for col in 0..cols {
                let mut mask = 0;
                for r in row.saturating_sub(1)..(row + 2).min(rows) {
                    for c in col.saturating_sub(1)..(col + 2).min(cols) {
                        let n = r * cols + c;
                        if (r, c) != (row, col) && grid.first[n % 64] != NO_SYMBOL {
                            mask |= 1 << n;
                        }
                    }
                }
                grid.neighbours[(row * cols + col) % 64] = mask;
            }
        }
        for cell in 0..board.len() {
            let mut next = grid.neighbours[cell];
            let mut slot = 0;
            while next != 0 {
                let n = next.trailing_zeros() as usize;
                grid.reach[cell] |= 1 << grid.first[n];
                grid.around[cell][slot % 8] = (n as u8, grid.first[n]);
                slot += 1;
                next &= next - 1;
            }
        }
        // No word on this board is longer than all its letters.
        for (len, points) in grid.points.iter_mut().enumerate().take(letters + 1) {
            *points = rules.score(len);
        }
        grid
    }
}

/// A tile as one or two symbols of the lexicon's language: where the dice have a `Qu` face it is
/// the single symbol `q` (and a plain `Q` spells nothing: no word there has a `q` alone); where
/// they have a plain `Q`, a `Qu` face is the two symbols `q` `u`.
pub(crate) fn symbols(tile: Tile, language: Language) -> (u8, u8) {
    let none = (NO_SYMBOL, NO_SYMBOL);
    // A single letter a-z (`Tile::letters`) is its own symbol (`letter_symbol`).
    if tile.index() < 26 && tile != Tile::QU {
        return (tile.index() as u8, NO_SYMBOL);
    }
    if tile.is_blank() {
        return none;
    }
    if language.q_is_qu() {
        if tile == Tile::QU {
            return (QU, NO_SYMBOL);
        }
        if tile == Tile::PLAIN_Q {
            return none;
        }
    }
    let mut letters = tile
        .letters()
        .chars()
        .map(|c| letter_symbol(c).unwrap_or(NO_SYMBOL));
    (
        letters.next().unwrap_or(NO_SYMBOL),
        letters.next().unwrap_or(NO_SYMBOL),
    )
}

/// What the search does with each new word: count it, or also keep its path.
pub(crate) trait Collector {
    const WANTS_PATH: bool;
    fn word(&mut self, node: NodeId, points: u32, path: &[u8]);
}

impl Collector for Summary {
    const WANTS_PATH: bool = false;
    #[inline(always)]
    fn word(&mut self, _: NodeId, points: u32, _: &[u8]) {
        self.word_count += 1;
        self.total_score += points;
    }
}

/// Every new word's points and path, the paths end to end in one buffer that the solver keeps
/// from board to board (a `Vec` a word cost an allocation each); then their letters, end to end
/// too, and the order `solve` hands them out in, all in buffers kept as well.
#[derive(Default)]
pub(crate) struct Paths {
    /// Per word: its points, and where its path ends in `cells`.
    pub(crate) words: Vec<(u32, u32)>,
    pub(crate) cells: Vec<u8>,
    /// Per word, where its letters end in `letters` (after `spell`).
    pub(crate) letter_ends: Vec<u32>,
    /// Whole faces' letters end to end, so each word's are a `str` of their own.
    pub(crate) letters: String,
    /// Per word in solution order (after `sort_by_score`), its sort key: the score inverted
    /// (bits 96-127), the word's first 8 bytes (zero-padded, big-endian, so they order as the
    /// strings do; bits 32-95) and its index (bits 0-31).
    pub(crate) order: Vec<u128>,
}

impl Paths {
    pub(crate) fn clear(&mut self) {
        self.words.clear();
        self.cells.clear();
        self.letter_ends.clear();
        self.letters.clear();
        self.order.clear();
    }

    /// Each word's letters, spelled from its path's tiles.
    pub(crate) fn spell(&mut self, board: &Board) {
        let mut faces: [&str; 64] = [""; 64];
        for (cell, face) in faces.iter_mut().enumerate().take(board.len()) {
            *face = board.tile(cell).letters();
        }
        let mut start = 0usize;
        for &(_, cells_end) in &self.words {
            for &c in &self.cells[start..cells_end as usize] {
                self.letters.push_str(faces[c as usize % 64]);
            }
            start = cells_end as usize;
            self.letter_ends.push(self.letters.len() as u32);
        }
    }

    /// Word `i`'s points, cells and letters.
    pub(crate) fn word(&self, i: usize) -> (u32, &[u8], &str) {
        let (points, cells_end) = self.words[i];
        let (cells_start, letters_start) = match i {
            0 => (0, 0),
            _ => (self.words[i - 1].1, self.letter_ends[i - 1]),
        };
        (
            points,
            &self.cells[cells_start as usize..cells_end as usize],
            // Faces end on a character boundary, so this slice never panics.
            &self.letters[letters_start as usize..self.letter_ends[i] as usize],
        )
    }

    fn letters_of(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.letter_ends[i - 1] };
        &self.letters.as_bytes()[start as usize..self.letter_ends[i] as usize]
    }

    /// `order`: the words by score, highest first, then alphabetically (`sort_by_score`'s
    /// order), sorted as single integers before any `FoundWord` exists; only words that tie on
    /// score and first 8 bytes are then compared whole. Moving whole found words and comparing
    /// their strings was a sixth of a solve keeping paths.
    pub(crate) fn sort_by_score(&mut self) {
        for i in 0..self.words.len() {
            let word = self.letters_of(i);
            let mut bytes = [0u8; 8];
            let head = &word[..word.len().min(8)];
            bytes[..head.len()].copy_from_slice(head);
            let points = self.words[i].0;
            self.order.push(
                u128::from(u32::MAX - points) << 96
                    | u128::from(u64::from_be_bytes(bytes)) << 32
                    | i as u128,
            );
        }
        self.order.sort_unstable();
        // Runs that tie on score and prefix (long words alike in their first 8 letters).
        let mut order = std::mem::take(&mut self.order);
        let mut start = 0;
        while start < order.len() {
            let key = order[start] >> 32;
            let end = start
                + order[start..]
                    .iter()
                    .take_while(|&&k| k >> 32 == key)
                    .count();
            if end - start > 1 {
                order[start..end].sort_unstable_by(|&a, &b| {
                    self.letters_of(a as u32 as usize)
                        .cmp(self.letters_of(b as u32 as usize))
                });
            }
            start = end;
        }
        self.order = order;
    }
}

impl Collector for Paths {
    const WANTS_PATH: bool = true;
    fn word(&mut self, _: NodeId, points: u32, path: &[u8]) {
        self.cells.extend_from_slice(path);
        self.words.push((points, self.cells.len() as u32));
    }
}

pub(crate) struct Search<'a, C> {
    pub(crate) nodes: &'a [Node],
    pub(crate) found: &'a mut [u64],
    pub(crate) found_ids: &'a mut Vec<NodeId>,
    pub(crate) grid: &'a Grid,
    pub(crate) path: [u8; 64],
    pub(crate) collector: C,
    /// Cells the search may still enter; at 0 every `enter` fails at once, setting `stopped`.
    pub(crate) steps_left: u64,
    pub(crate) stopped: bool,
}

impl<C: Collector> Search<'_, C> {
    /// Enters `cell` as trie node `id` (`node`) with `len` letters spelled so far: takes a step
    /// and counts its word, if new. False when the step budget has run out.
    #[inline(always)]
    fn enter(&mut self, cell: usize, id: NodeId, node: Node, len: usize, depth: usize) -> bool {
        if self.steps_left == 0 {
            self.stopped = true;
            return false;
        }
        self.steps_left -= 1;
        if C::WANTS_PATH {
            self.path[depth % 64] = cell as u8;
        }
        let (word, bit) = ((id / 64) as usize, 1u64 << (id % 64));
        if node.is_word() && len >= self.grid.min_len && self.found[word] & bit == 0 {
            self.found[word] |= bit;
            self.found_ids.push(id);
            let path = &self.path[..if C::WANTS_PATH { depth + 1 } else { 0 }];
            self.collector.word(id, self.grid.points[len], path);
        }
        true
    }

    /// Visits `cell`, already entered as trie node `id` with `len` letters spelled so far.
    /// Only neighbours whose letter continues the word are tried, found from the node's children
    /// a symbol at a time rather than each neighbour tested; one whose node continues with no
    /// letter around it is entered without a call of its own. Both cut the work per cell, the
    /// more so in wasm, where loops and calls cost more than natively (BENCHMARKS.md).
    #[inline(always)]
    pub(crate) fn visit(
        &mut self,
        cell: usize,
        id: NodeId,
        node: Node,
        used: u64,
        len: usize,
        depth: usize,
    ) {
        if !self.enter(cell, id, node, len, depth) {
            return;
        }
        let children = node.child_mask();
        if children == 0 {
            return;
        }
        // The neighbours whose first symbol continues the word, a fixed 8 tests without a
        // branch: a loop over the symbols that match ends at a count the predictor cannot know.
        let mut next = 0u64;
        for &(n, s) in &self.grid.around[cell % 64] {
            next |= u64::from((children >> (s % 32)) & 1) << (n % 64);
        }
        next &= !used;
        // First every child this node steps to, each one's own children asked for from memory
        // at once; then the walk into each. The trie is out of L2, so one node's misses overlap
        // rather than come one after another as the walk meets them.
        let mut steps = [(0u8, 0 as NodeId, node); 8];
        let mut count = 0;
        while next != 0 {
            let n = next.trailing_zeros() as usize;
            next &= next - 1;
            let s = self.grid.first[n];
            let mut child = node.child_unchecked(s);
            let mut child_node = self.nodes[child as usize];
            let s2 = self.grid.second[n];
            if s2 != NO_SYMBOL {
                match child_node.child(s2) {
                    Some(c) => child = c,
                    None => continue,
                }
                child_node = self.nodes[child as usize];
            }
            prefetch(self.nodes, child_node.first_child());
            steps[count % 8] = (n as u8, child, child_node);
            count += 1;
        }
        for &(n, child, child_node) in &steps[..count.min(8)] {
            let n = n as usize;
            let child_len = len + self.grid.letters[n] as usize;
            if child_node.child_mask() & self.grid.reach[n] == 0 {
                if !self.enter(n, child, child_node, child_len, depth + 1) {
                    return;
                }
                continue;
            }
            self.visit(n, child, child_node, used | 1 << n, child_len, depth + 1);
        }
    }
}

/// Asks for `nodes[id]` to be brought into cache, without waiting for it (nothing where the
/// target has no such hint: the search is the same, only slower).
#[inline(always)]
fn prefetch(nodes: &[Node], id: NodeId) {
    #[cfg(target_arch = "x86_64")]
    {
        // The hint never faults, even past the end; `wrapping_add` keeps the address arithmetic
        // defined.
        let at = nodes.as_ptr().wrapping_add(id as usize);
        // SAFETY: a prefetch only hints the cache; it reads nothing the program sees.
        unsafe {
            core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(at.cast())
        };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (nodes, id);
}
