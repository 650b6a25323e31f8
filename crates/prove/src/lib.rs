//! Proves which boards of a size score at least a threshold: D. Vanderkam's branch and bound over
//! *board classes* (each cell a bucket of letters), each class bounded by an orderly sum/choice tree
//! (`tree.rs`) and split cell by cell until every board left is scored by the ordinary solver. Pure: no
//! I/O; a caller runs classes on as many threads as it likes and keeps its own log.
//!
//! A class has an id (its buckets as a mixed-radix number, cell 0 the lowest digit), so any set of
//! classes can be proved on its own and the results joined: the proof is complete when every
//! canonical id of [`Space::class_count`] is done. Only canonical classes (the least id among the
//! class's images under the board's symmetries) need proving: every board has an image in one.

use boggle_board::{letter_symbol, symbol_letter, Board, Language, Tile};

mod split;
mod tree;
pub use tree::{ClassReport, Prover};

/// The tuning constants, in one place.
pub mod tuning {
    /// A subtree whose bound is at most this many times the threshold is finished by the
    /// depth-first bound instead of being split further by merging (danvk's 1.7).
    pub const SWITCHOVER_FACTOR: f64 = 1.7;
    /// Once this few cells are left unsplit, the depth-first bound finishes the subtree.
    pub const DFS_CELLS: usize = 4;
    /// Leaf sum nodes with at most this many points are shared, not allocated per merge.
    pub const INTERNED_POINTS: u32 = 64;
    /// Past this many 4-byte words of tree a class stops merging and finishes depth first, so one
    /// class's memory stays bounded (1 GiB).
    pub const MAX_TREE_WORDS: usize = 1 << 28;
    /// Depth-first steps between looks at the stop flag.
    pub const STOP_CHECK_STEPS: u32 = 1 << 14;
}

/// The buckets of the default class spaces: vowels and consonants everywhere on small boards
/// (danvk's two buckets), three buckets inside and two in the corners from 3x4 up (his 3x4 and 4x4).
pub fn default_buckets(rows: usize, cols: usize) -> &'static str {
    if rows * cols <= 9 {
        "aeiosuy bcdfghjklmnpqrtvwxz"
    } else {
        "aeijou bcdfgmpqvwxz hklnrsty, corner: aeiosuy bcdfghjklmnpqrtvwxz"
    }
}

/// Where a cell lies; symmetries map each kind to itself, so buckets may differ by kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CellKind {
    Corner,
    Edge,
    Center,
}

/// The boards a proof covers, cut into classes: per cell its buckets (letter masks of symbols).
#[derive(Clone, Debug)]
pub struct Space {
    rows: usize,
    cols: usize,
    language: Language,
    /// Per cell (row-major), its buckets as symbol masks.
    buckets: Vec<Vec<u32>>,
    /// Every letter a cell may hold.
    alphabet: u32,
    /// Per symmetry, `perm[i]`: the cell whose content lands on cell `i`.
    symmetries: Vec<Vec<usize>>,
}

/// Why a bucket spec or size was refused.
pub type SpecError = String;

impl Space {
    /// The most cells a proof handles (masks of `u32`).
    pub const MAX_CELLS: usize = 32;

    /// `spec`: buckets separated by spaces (`aeiosuy bcdfghjklmnpqrtvwxz`), optionally per cell
    /// kind after a comma (`…, corner: ab cd`, also `edge:` and `center:`); every kind's buckets
    /// must share out the same letters, each once. `q` is the language's `q` face (Qu in English).
    pub fn new(
        rows: usize,
        cols: usize,
        language: Language,
        spec: &str,
    ) -> Result<Space, SpecError> {
        let cells = rows * cols;
        if !(1..=Self::MAX_CELLS).contains(&cells) || rows < 2 || cols < 2 {
            return Err(format!(
                "a proof covers boards of 4 to {} cells, not {rows}x{cols}",
                Self::MAX_CELLS
            ));
        }
        let mut by_kind: [Option<Vec<u32>>; 3] = [None, None, None];
        for clause in spec.split(',') {
            let (kinds, text) = match clause.split_once(':') {
                Some((kind, text)) => {
                    let kind = match kind.trim() {
                        "corner" => CellKind::Corner,
                        "edge" => CellKind::Edge,
                        "center" => CellKind::Center,
                        other => {
                            return Err(format!("no cell kind `{other}`: corner, edge or center"))
                        }
                    };
                    (vec![kind], text)
                }
                None => (
                    vec![CellKind::Corner, CellKind::Edge, CellKind::Center],
                    clause,
                ),
            };
            let buckets = parse_buckets(text, language)?;
            for kind in kinds {
                by_kind[kind as usize] = Some(buckets.clone());
            }
        }
        let mut alphabet = None;
        for buckets in by_kind.iter().flatten() {
            let letters = buckets.iter().fold(0, |a, b| a | b);
            if alphabet.is_some_and(|a| a != letters) {
                return Err("every cell kind's buckets must share out the same letters".into());
            }
            alphabet = Some(letters);
        }
        let alphabet = alphabet.ok_or("no buckets given")?;
        let mut buckets = Vec::with_capacity(cells);
        for cell in 0..cells {
            let kind = kind_of(rows, cols, cell);
            let list = by_kind[kind as usize]
                .clone()
                .ok_or_else(|| format!("no buckets for {kind:?} cells"))?;
            buckets.push(list);
        }
        let space = Space {
            rows,
            cols,
            language,
            buckets,
            alphabet,
            symmetries: symmetries(rows, cols),
        };
        space
            .class_count()
            .ok_or("too many classes: fewer buckets, please")?;
        Ok(space)
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// Every letter a cell may hold, as a string (`q` the language's q face).
    pub fn letters(&self) -> String {
        bits(self.alphabet).map(symbol_letter).collect()
    }

    /// How many classes there are in all (canonical or not), if it fits a `u64`.
    pub fn class_count(&self) -> Option<u64> {
        self.buckets
            .iter()
            .try_fold(1u64, |n, b| n.checked_mul(b.len() as u64))
    }

    /// The bucket index of each cell in class `id`.
    fn digits(&self, id: u64) -> Vec<usize> {
        let mut left = id;
        self.buckets
            .iter()
            .map(|b| {
                let digit = (left % b.len() as u64) as usize;
                left /= b.len() as u64;
                digit
            })
            .collect()
    }

    fn id_of(&self, digits: impl Iterator<Item = usize>) -> u64 {
        let mut id = 0;
        let mut weight = 1;
        for (cell, digit) in digits.enumerate() {
            id += digit as u64 * weight;
            weight *= self.buckets[cell].len() as u64;
        }
        id
    }

    /// True when `id` is the least id among its class's images: the classes a proof must cover.
    pub fn is_canonical(&self, id: u64) -> bool {
        let digits = self.digits(id);
        self.symmetries
            .iter()
            .all(|perm| self.id_of(perm.iter().map(|&src| digits[src])) >= id)
    }

    /// The letter masks of class `id`'s cells, row-major.
    pub fn class_cells(&self, id: u64) -> Vec<u32> {
        self.digits(id)
            .into_iter()
            .enumerate()
            .map(|(cell, digit)| self.buckets[cell][digit])
            .collect()
    }

    /// True when `board` is one of class `id`'s boards: each cell's tile one of its class's letters.
    pub fn holds(&self, id: u64, board: &Board) -> bool {
        board.rows() == self.rows
            && board.cols() == self.cols
            && self
                .class_cells(id)
                .into_iter()
                .zip(board.tiles())
                .all(|(mask, &tile)| bits(mask).any(|s| self.tile(s) == tile))
    }

    /// Class `id` as text: each cell's letters, row-major, separated by spaces.
    pub fn describe(&self, id: u64) -> String {
        let cells: Vec<String> = self
            .class_cells(id)
            .into_iter()
            .map(|mask| bits(mask).map(symbol_letter).collect())
            .collect();
        cells.join(" ")
    }

    /// The tile a symbol is on this space's boards.
    pub(crate) fn tile(&self, symbol: u8) -> Tile {
        self.language
            .tile_for_letter(symbol_letter(symbol))
            .unwrap_or(Tile::BLANK)
    }

    /// The representative of a board's symmetry class: the least tile sequence among its images.
    pub fn canonical(&self, board: &Board) -> Board {
        let tiles = board.tiles();
        let best = self
            .symmetries
            .iter()
            .map(|perm| perm.iter().map(|&src| tiles[src]).collect::<Vec<Tile>>())
            .min()
            .unwrap_or_else(|| tiles.to_vec());
        Board::new(self.rows, self.cols, best).unwrap_or_else(|_| board.clone())
    }
}

fn parse_buckets(text: &str, language: Language) -> Result<Vec<u32>, SpecError> {
    let mut seen = 0u32;
    let mut buckets = Vec::new();
    for word in text.split_whitespace() {
        let mut mask = 0u32;
        for c in word.chars() {
            let symbol = letter_symbol(c.to_ascii_lowercase())
                .filter(|_| language.has_letter(c.to_ascii_lowercase()) || c == 'q')
                .ok_or_else(|| format!("`{c}` is no letter of {}", language.name()))?;
            if seen & (1 << symbol) != 0 {
                return Err(format!("`{c}` is in two buckets"));
            }
            seen |= 1 << symbol;
            mask |= 1 << symbol;
        }
        buckets.push(mask);
    }
    if buckets.is_empty() {
        return Err("a cell kind has no buckets".into());
    }
    Ok(buckets)
}

fn kind_of(rows: usize, cols: usize, cell: usize) -> CellKind {
    let (r, c) = (cell / cols, cell % cols);
    let edge_r = r == 0 || r == rows - 1;
    let edge_c = c == 0 || c == cols - 1;
    match (edge_r, edge_c) {
        (true, true) => CellKind::Corner,
        (false, false) => CellKind::Center,
        _ => CellKind::Edge,
    }
}

/// The board's symmetries (4, or 8 when square), each as `perm[i]` = the source of cell `i`.
fn symmetries(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for transpose in [false, true] {
        if transpose && rows != cols {
            continue;
        }
        for flip_r in [false, true] {
            for flip_c in [false, true] {
                out.push(
                    (0..rows * cols)
                        .map(|i| {
                            let (mut r, mut c) = (i / cols, i % cols);
                            if transpose {
                                (r, c) = (c, r);
                            }
                            if flip_r {
                                r = rows - 1 - r;
                            }
                            if flip_c {
                                c = cols - 1 - c;
                            }
                            r * cols + c
                        })
                        .collect(),
                );
            }
        }
    }
    out
}

/// The set bits of a mask, lowest first, as symbols.
pub(crate) fn bits(mut mask: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            bit
        })
    })
}

#[cfg(test)]
mod tests;
