//! The best-board search: a [`Chain`] anneals from a random board, then climbs greedily over every
//! single change, and restarts from a fresh random board until its budget runs out. Chains share
//! only [`Shared`] (a stop flag, the best score, boards scored), so a caller runs one a core and
//! takes the best. Pure: no I/O.
//!
//! A chain's path depends only on its seed: with an evaluation budget (`Budget::evals`) and no
//! target it is the same on every machine; a time budget only decides how far along it stops.
//!
//! ## How it is built
//!
//! The best-board search: a `Chain` anneals from a random board (a cell's tile or a die's face changed, two
//! cells swapped, at a falling temperature), climbs greedily over every single change to a local optimum and
//! restarts, scoring each board with one `Solver`'s `summary`; `Space::Letters` (any letters, common ones drawn
//! more often) or `Space::Dice` (real rolls: each die once, one face). Chains share only `Shared` (stop flag,
//! best score, boards scored); `boggle best` runs one a core. A chain's path depends only on its seed.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::Instant;

use boggle_board::{Board, Language, Rules, Tile};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::Lexicon;
use boggle_solver::Solver;

/// What a board may hold.
pub enum Space {
    /// Any tile of the list in any cell; a tile listed more than once is drawn more often. Sorted,
    /// so the hill-climb tries each tile once.
    Letters(Vec<Tile>),
    /// Each die once, anywhere, showing one of its faces (a real roll).
    Dice(Vec<[Tile; 6]>),
}

/// The tiles boards of any letters are made of: each letter of the language once, and each face
/// of its 4x4 dice once more, so common letters are tried more often (no blanks, no two-letter
/// faces but `Qu`). Sorted, as [`Space::Letters`] wants.
pub fn letters(language: Language) -> Vec<Tile> {
    let mut tiles: Vec<Tile> = language
        .letters()
        .chars()
        .filter_map(|c| language.tile_for_letter(c))
        .collect();
    if let Some(set) = DiceSet::for_language(language, 4) {
        tiles.extend(set.dice().into_iter().flatten());
    }
    tiles.retain(|t| !t.is_blank() && (!t.is_multi_letter() || *t == Tile::QU));
    tiles.sort();
    tiles
}

/// Chain `chain`'s seed under a run's `seed`: the `chain+1`-th number of its generator.
pub fn chain_seed(seed: u64, chain: usize) -> u64 {
    let mut rng = Rng::new(seed);
    for _ in 0..chain {
        rng.next_u64();
    }
    rng.next_u64()
}

/// When a chain stops: the first of the deadline, its own evaluation count, the target score, or
/// another chain's stop.
pub struct Budget {
    pub deadline: Instant,
    pub evals: Option<u64>,
    pub target: Option<u32>,
}

/// What every chain sees: the best score so far (for progress), boards scored, and the stop flag.
#[derive(Default)]
pub struct Shared {
    pub best: AtomicU32,
    pub evals: AtomicU64,
    pub stop: AtomicBool,
}

/// A chain's best board.
pub struct Found {
    pub board: Board,
    pub score: u32,
    /// With `Space::Dice`: the die in each cell and the face it shows.
    pub dice: Vec<(usize, usize)>,
    /// Boards this chain scored before it found this one, and in all.
    pub evals_to_find: u64,
    pub evals: u64,
    pub found_at: Instant,
}

/// Annealing steps from the starting temperature to the cold end; then the hill-climb.
const ANNEAL_STEPS: u64 = 40_000;
/// Starting temperature, in points: a loss of this many is accepted about a third of the time.
const START_TEMPERATURE: f64 = 60.0;
const END_TEMPERATURE: f64 = 0.5;
/// Evaluations between looks at the clock and the other chains.
const CHECK_EVERY: u64 = 64;

/// A board in the making: a tile per cell, and with dice which die and face gave it.
#[derive(Clone)]
struct State {
    tiles: Vec<Tile>,
    dice: Vec<(usize, usize)>,
}

pub struct Chain<'a> {
    solver: Solver<&'a Lexicon>,
    rules: &'a Rules,
    rows: usize,
    cols: usize,
    space: &'a Space,
    rng: Rng,
    evals: u64,
    unreported: u64,
    best: Option<Found>,
    budget: &'a Budget,
    shared: &'a Shared,
    stopped: bool,
}

impl<'a> Chain<'a> {
    pub fn new(
        lexicon: &'a Lexicon,
        rules: &'a Rules,
        (rows, cols): (usize, usize),
        space: &'a Space,
        seed: u64,
        budget: &'a Budget,
        shared: &'a Shared,
    ) -> Chain<'a> {
        Chain {
            solver: Solver::new(lexicon),
            rules,
            rows,
            cols,
            space,
            rng: Rng::new(seed),
            evals: 0,
            unreported: 0,
            best: None,
            budget,
            shared,
            stopped: false,
        }
    }

    /// Runs restarts until the budget ends; the best board found (none only if the budget
    /// allowed not a single evaluation).
    pub fn run(mut self) -> Option<Found> {
        while !self.stopped {
            let start = self.random_state();
            self.restart(start);
        }
        self.shared
            .evals
            .fetch_add(self.unreported, Ordering::Relaxed);
        self.best
    }

    fn random_state(&mut self) -> State {
        let cells = self.rows * self.cols;
        match self.space {
            Space::Letters(tiles) => State {
                tiles: (0..cells)
                    .map(|_| tiles[self.rng.below(tiles.len() as u32) as usize])
                    .collect(),
                dice: Vec::new(),
            },
            Space::Dice(dice) => {
                let mut order: Vec<usize> = (0..dice.len()).collect();
                self.rng.shuffle(&mut order);
                let dice_faces: Vec<(usize, usize)> = order
                    .into_iter()
                    .map(|die| (die, self.rng.below(6) as usize))
                    .collect();
                State {
                    tiles: dice_faces.iter().map(|&(d, f)| dice[d][f]).collect(),
                    dice: dice_faces,
                }
            }
        }
    }

    /// Scores `state`, keeping it if it is the chain's best; `None` once the budget is spent.
    fn score(&mut self, state: &State) -> Option<u32> {
        if self.stopped || self.budget.evals.is_some_and(|n| self.evals >= n) {
            self.stopped = true;
            return None;
        }
        if self.evals % CHECK_EVERY == 0 && self.evals > 0 {
            self.shared
                .evals
                .fetch_add(self.unreported, Ordering::Relaxed);
            self.unreported = 0;
            if self.shared.stop.load(Ordering::Relaxed) || Instant::now() >= self.budget.deadline {
                self.stopped = true;
                return None;
            }
        }
        let board = Board::new(self.rows, self.cols, state.tiles.clone()).ok()?;
        let score = self.solver.summary(&board, self.rules).total_score;
        self.evals += 1;
        self.unreported += 1;
        if self.best.as_ref().is_none_or(|b| score > b.score) {
            self.best = Some(Found {
                board,
                score,
                dice: state.dice.clone(),
                evals_to_find: self.evals,
                evals: 0,
                found_at: Instant::now(),
            });
            self.shared.best.fetch_max(score, Ordering::Relaxed);
            if self.budget.target.is_some_and(|t| score >= t) {
                self.shared.stop.store(true, Ordering::Relaxed);
                self.stopped = true;
            }
        }
        if let Some(best) = &mut self.best {
            best.evals = self.evals;
        }
        Some(score)
    }

    /// One restart: anneal from `state`, then climb to a local optimum.
    fn restart(&mut self, mut state: State) {
        let Some(mut score) = self.score(&state) else {
            return;
        };
        let cooling = (END_TEMPERATURE / START_TEMPERATURE).powf(1.0 / ANNEAL_STEPS as f64);
        let mut temperature = START_TEMPERATURE;
        for _ in 0..ANNEAL_STEPS {
            let mut next = state.clone();
            self.mutate(&mut next);
            // Further changes at once, each half as likely: a way over a ridge one change cannot cross.
            while self.rng.below(2) == 0 {
                self.mutate(&mut next);
            }
            let Some(next_score) = self.score(&next) else {
                return;
            };
            let loss = f64::from(score) - f64::from(next_score);
            let u = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            if loss <= 0.0 || u < (-loss / temperature).exp() {
                state = next;
                score = next_score;
            }
            temperature *= cooling;
        }
        self.climb(state, score);
    }

    /// Greedy hill-climb: takes any single change (a cell's tile, a die's face, two cells swapped)
    /// that scores more, until none does.
    fn climb(&mut self, mut state: State, mut score: u32) {
        let cells = state.tiles.len();
        let mut improved = true;
        while improved {
            improved = false;
            for a in 0..cells {
                for option in 0..self.options(a) {
                    if let Space::Letters(tiles) = self.space {
                        if option > 0 && tiles[option] == tiles[option - 1] {
                            continue;
                        }
                    }
                    let mut next = state.clone();
                    if !self.set_option(&mut next, a, option) {
                        continue;
                    }
                    let Some(s) = self.score(&next) else {
                        return;
                    };
                    if s > score {
                        (state, score, improved) = (next, s, true);
                    }
                }
                for b in a + 1..cells {
                    if state.tiles[a] == state.tiles[b] {
                        continue;
                    }
                    let mut next = state.clone();
                    swap(&mut next, a, b);
                    let Some(s) = self.score(&next) else {
                        return;
                    };
                    if s > score {
                        (state, score, improved) = (next, s, true);
                    }
                }
            }
        }
    }

    /// How many single-cell changes `cell` has: each tile of the list, or each face of its die.
    fn options(&self, _cell: usize) -> usize {
        match self.space {
            Space::Letters(tiles) => tiles.len(),
            Space::Dice(_) => 6,
        }
    }

    /// Applies change `option` to `cell`; false if it changes nothing.
    fn set_option(&self, state: &mut State, cell: usize, option: usize) -> bool {
        let tile = match self.space {
            Space::Letters(tiles) => tiles[option],
            Space::Dice(dice) => {
                let die = state.dice[cell].0;
                state.dice[cell].1 = option;
                dice[die][option]
            }
        };
        let changed = state.tiles[cell] != tile;
        state.tiles[cell] = tile;
        changed
    }

    /// One random change: half the time a cell's tile (or its die's face), else two cells swapped.
    fn mutate(&mut self, state: &mut State) {
        let cells = state.tiles.len() as u32;
        let a = self.rng.below(cells) as usize;
        if self.rng.below(2) == 0 {
            let option = self.rng.below(self.options(a) as u32) as usize;
            self.set_option(state, a, option);
        } else {
            let b = self.rng.below(cells) as usize;
            swap(state, a, b);
        }
    }
}

fn swap(state: &mut State, a: usize, b: usize) {
    state.tiles.swap(a, b);
    if !state.dice.is_empty() {
        state.dice.swap(a, b);
    }
}

#[cfg(test)]
mod tests;
