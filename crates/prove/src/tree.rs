//! One class proved: its orderly sum/choice tree built (every word's path with its cells in the split
//! order, a word counted once per set of cells), split cell by cell by merging subtrees while the
//! bound is high, then finished depth first; the boards left are scored by the ordinary solver.
//!
//! The tree lives in one arena of `u32` words, a node's id its offset. A sum node is `[bound,
//! points, n, choice ids…]` (choices by position, ascending); a choice node is `[bound, position,
//! letter mask, sum ids…]` (by letter). Cells are numbered by *position* in the split order, so the
//! next cell to split is always the top of the tree. Merged trees share unchanged subtrees and are
//! appended, so a branch's nodes are freed by truncating the arena when the branch is done.

use std::sync::atomic::AtomicBool;

use boggle_board::{Board, Rules};
use boggle_lexicon::{Lexicon, QU};
use boggle_solver::Solver;

use crate::tuning::{INTERNED_POINTS, SWITCHOVER_FACTOR};
use crate::{bits, Space};

/// What proving one class found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassReport {
    pub id: u64,
    /// The root's bound: no board of the class scores more.
    pub bound: u32,
    /// Distinct (word, cells) paths in the tree.
    pub paths: usize,
    /// Boards that survived the bound and were scored by the solver.
    pub candidates: u64,
    /// Boards scoring at least the threshold, as found (not yet reduced by symmetry).
    pub boards: Vec<(u32, Board)>,
    /// The most bytes the class's tree and paths took at once.
    pub peak_bytes: usize,
}

/// One word's path: (position + 1, symbol + 1) byte pairs by position, big-endian in `K` words so
/// that comparing keys compares paths; the trie node of the word; its points.
#[derive(Clone, Copy)]
struct Path<const K: usize> {
    key: [u64; K],
    word: u32,
    points: u32,
}

/// Proves classes of one space, one at a time; make one a thread and keep it (its buffers stay).
pub struct Prover<'a> {
    pub(crate) lexicon: &'a Lexicon,
    pub(crate) rules: &'a Rules,
    pub(crate) space: &'a Space,
    pub(crate) threshold: u32,
    pub(crate) switchover: u32,
    pub(crate) stop: &'a AtomicBool,
    pub(crate) solver: Solver<&'a Lexicon>,
    /// Position → row-major cell.
    pub(crate) order: Vec<usize>,
    /// Per position, the positions next to it.
    pub(crate) neighbours: Vec<u32>,
    /// Per position, the class's letters there.
    pub(crate) masks: Vec<u32>,
    /// Letters the `q` symbol counts for.
    pub(crate) q_letters: usize,
    pub(crate) arena: Vec<u32>,
    pub(crate) scratch: Vec<u32>,
    /// Per position, the symbol chosen (building: on the path; splitting: on the board).
    pub(crate) chosen: Vec<u8>,
    pub(crate) stacks: Vec<Vec<u32>>,
    pub(crate) sums: Vec<u32>,
    pub(crate) steps: u32,
    pub(crate) stopped: bool,
    pub(crate) peak: usize,
    pub(crate) report: ClassReport,
}

impl<'a> Prover<'a> {
    /// `threshold`: the score a board must reach to be reported; `stop`: when set, the class in
    /// hand is abandoned ([`Prover::prove`] returns `None`).
    pub fn new(
        lexicon: &'a Lexicon,
        rules: &'a Rules,
        space: &'a Space,
        threshold: u32,
        stop: &'a AtomicBool,
    ) -> Prover<'a> {
        let (rows, cols) = (space.rows(), space.cols());
        let cells = rows * cols;
        // Split order: most neighbours first (the centre), then nearest the middle, then row-major.
        let board = Board::new(rows, cols, vec![boggle_board::Tile::BLANK; cells]);
        let degree = |cell: usize| board.as_ref().map_or(0, |b| b.neighbours(cell).count());
        let mut order: Vec<usize> = (0..cells).collect();
        let centre = |cell: usize| {
            let r = 2 * (cell / cols) as i64 - (rows as i64 - 1);
            let c = 2 * (cell % cols) as i64 - (cols as i64 - 1);
            r * r + c * c
        };
        order.sort_by_key(|&cell| (std::cmp::Reverse(degree(cell)), centre(cell), cell));
        let mut position = vec![0; cells];
        for (p, &cell) in order.iter().enumerate() {
            position[cell] = p;
        }
        let neighbours = order
            .iter()
            .map(|&cell| match &board {
                Ok(b) => b.neighbours(cell).fold(0, |m, n| m | 1 << position[n]),
                Err(_) => 0,
            })
            .collect();
        let q_letters = if lexicon.language().q_is_qu() {
            usize::from(rules.qu_letters)
        } else {
            1
        };
        let switchover = (f64::from(threshold) * SWITCHOVER_FACTOR) as u32;
        Prover {
            lexicon,
            rules,
            space,
            threshold,
            switchover,
            stop,
            solver: Solver::new(lexicon),
            order,
            neighbours,
            masks: vec![0; cells],
            q_letters,
            arena: Vec::new(),
            scratch: Vec::new(),
            chosen: vec![0; cells],
            stacks: vec![Vec::new(); cells],
            sums: vec![0; cells],
            steps: 0,
            stopped: false,
            peak: 0,
            report: ClassReport::default(),
        }
    }

    /// Proves class `id`: every board of it scoring at least the threshold, or `None` if the stop
    /// flag was set first.
    pub fn prove(&mut self, id: u64) -> Option<ClassReport> {
        let cells = self.space.class_cells(id);
        for (p, &cell) in self.order.iter().enumerate() {
            self.masks[p] = cells[cell];
        }
        self.report = ClassReport {
            id,
            ..ClassReport::default()
        };
        self.stopped = false;
        self.peak = 0;
        self.arena.clear();
        for points in 0..=INTERNED_POINTS {
            self.arena.extend([points, points, 0]);
        }
        let root = match (2 * cells.len()).div_ceil(8) {
            1 => self.build::<1>(),
            2 => self.build::<2>(),
            3 => self.build::<3>(),
            4 => self.build::<4>(),
            5 => self.build::<5>(),
            6 => self.build::<6>(),
            7 => self.build::<7>(),
            _ => self.build::<8>(),
        };
        self.report.bound = self.arena[root as usize];
        self.attack(root, 0);
        self.report.peak_bytes = self.peak.max(self.arena.capacity() * 4);
        (!self.stopped).then(|| std::mem::take(&mut self.report))
    }

    /// Builds the class's tree: every path of every word, sorted, each (word, cells) once.
    fn build<const K: usize>(&mut self) -> u32 {
        let mut paths: Vec<Path<K>> = Vec::new();
        let root = self.lexicon.node(Lexicon::ROOT);
        for p in 0..self.masks.len() {
            for s in bits(self.masks[p] & root.child_mask()) {
                self.chosen[p] = s;
                let id = root.child_unchecked(s);
                self.collect(&mut paths, p, id, 1 << p, self.letters_of(s));
            }
        }
        paths.sort_unstable_by(|a, b| a.key.cmp(&b.key).then(a.word.cmp(&b.word)));
        // One entry a set of cells: a word once however many paths cover those cells.
        let mut unique: Vec<Path<K>> = Vec::with_capacity(paths.len() / 2);
        let mut last_word = u32::MAX;
        for path in &paths {
            match unique.last_mut() {
                Some(prev) if prev.key == path.key => {
                    if path.word != last_word {
                        prev.points += path.points;
                        last_word = path.word;
                    }
                }
                _ => {
                    unique.push(*path);
                    last_word = path.word;
                }
            }
        }
        self.peak = paths.capacity() * std::mem::size_of::<Path<K>>();
        drop(paths);
        self.report.paths = unique.len();
        if unique.is_empty() {
            return 0;
        }
        let root = self.build_sum(&unique, 0);
        self.peak = self
            .peak
            .max(self.arena.len() * 4 + unique.capacity() * std::mem::size_of::<Path<K>>());
        root
    }

    fn letters_of(&self, symbol: u8) -> usize {
        if symbol == QU {
            self.q_letters
        } else {
            1
        }
    }

    fn collect<const K: usize>(
        &mut self,
        paths: &mut Vec<Path<K>>,
        p: usize,
        id: u32,
        used: u32,
        letters: usize,
    ) {
        let node = self.lexicon.nodes()[id as usize];
        if node.is_word() {
            let points = self.rules.score(letters);
            if points > 0 {
                let mut key = [0u64; K];
                for (i, q) in bits(used).enumerate() {
                    let pair = (u64::from(q) + 1) << 8 | (u64::from(self.chosen[q as usize]) + 1);
                    key[i / 4] |= pair << (48 - 16 * (i % 4));
                }
                paths.push(Path {
                    key,
                    word: id,
                    points,
                });
            }
        }
        let mask = node.child_mask();
        if mask == 0 {
            return;
        }
        for q in bits(self.neighbours[p] & !used) {
            let q = q as usize;
            for s in bits(self.masks[q] & mask) {
                self.chosen[q] = s;
                let child = node.child_unchecked(s);
                let letters = letters + self.letters_of(s);
                self.collect(paths, q, child, used | 1 << q, letters);
            }
        }
    }

    /// The byte pair at `depth` of a path: (position + 1, symbol + 1), or 0 past its end.
    fn pair<const K: usize>(path: &Path<K>, depth: usize) -> u16 {
        path.key
            .get(depth / 4)
            .map_or(0, |word| (word >> (48 - 16 * (depth % 4))) as u16)
    }

    fn build_sum<const K: usize>(&mut self, paths: &[Path<K>], depth: usize) -> u32 {
        let mut i = 0;
        let mut points = 0;
        if Self::pair(&paths[0], depth) == 0 {
            points = paths[0].points;
            i = 1;
        }
        if i == paths.len() && points <= INTERNED_POINTS {
            return points * 3;
        }
        let start = self.scratch.len();
        let mut bound = points;
        while i < paths.len() {
            let pos = Self::pair(&paths[i], depth) >> 8;
            let end = i + paths[i..]
                .iter()
                .position(|p| Self::pair(p, depth) >> 8 != pos)
                .unwrap_or(paths.len() - i);
            let choice = self.build_choice(&paths[i..end], depth, u32::from(pos) - 1);
            bound += self.arena[choice as usize];
            self.scratch.push(choice);
            i = end;
        }
        self.write_sum(bound, points, start)
    }

    fn build_choice<const K: usize>(&mut self, paths: &[Path<K>], depth: usize, pos: u32) -> u32 {
        let start = self.scratch.len();
        let (mut bound, mut mask, mut i) = (0, 0, 0);
        while i < paths.len() {
            let letter = Self::pair(&paths[i], depth) & 0xff;
            let end = i + paths[i..]
                .iter()
                .position(|p| Self::pair(p, depth) & 0xff != letter)
                .unwrap_or(paths.len() - i);
            let sum = self.build_sum(&paths[i..end], depth + 1);
            bound = bound.max(self.arena[sum as usize]);
            mask |= 1 << (letter - 1);
            self.scratch.push(sum);
            i = end;
        }
        self.write_choice(bound, pos, mask, start)
    }

    /// Writes a sum node `[bound, points, n, scratch[start..]…]`, popping those children off the
    /// scratch stack.
    pub(crate) fn write_sum(&mut self, bound: u32, points: u32, start: usize) -> u32 {
        let id = self.arena.len() as u32;
        let n = (self.scratch.len() - start) as u32;
        self.arena.extend([bound, points, n]);
        self.arena.extend_from_slice(&self.scratch[start..]);
        self.scratch.truncate(start);
        id
    }

    /// Writes a choice node `[bound, position, mask, scratch[start..]…]`, as [`Prover::write_sum`].
    pub(crate) fn write_choice(&mut self, bound: u32, pos: u32, mask: u32, start: usize) -> u32 {
        let id = self.arena.len() as u32;
        self.arena.extend([bound, pos, mask]);
        self.arena.extend_from_slice(&self.scratch[start..]);
        self.scratch.truncate(start);
        id
    }
}
