//! Branching a class's tree: the next cell forced to each of its letters by merging that letter's
//! subtree with the rest of the tree (danvk's orderly force), and, once a subtree's bound is near the
//! threshold or few cells are left, the depth-first bound that walks the rest without allocating:
//! per position a stack of the choice nodes still open there, and their bounds' sum.

use std::sync::atomic::Ordering;

use boggle_board::Board;

use crate::bits;
use crate::tree::Prover;
use crate::tuning::{DFS_CELLS, INTERNED_POINTS, MAX_TREE_WORDS, STOP_CHECK_STEPS};

impl Prover<'_> {
    /// Every board of `tree`'s subclass (positions before `pos` already chosen) that could reach the
    /// threshold, scored.
    pub(crate) fn attack(&mut self, tree: u32, pos: usize) {
        if self.stopped || self.arena[tree as usize] < self.threshold {
            return;
        }
        if self.stop.load(Ordering::Relaxed) {
            self.stopped = true;
            return;
        }
        self.peak = self.peak.max(self.arena.len() * 4);
        let cells = self.masks.len();
        if pos + DFS_CELLS >= cells
            || self.arena[tree as usize] <= self.switchover
            || self.arena.len() > MAX_TREE_WORDS
        {
            self.depth_first(tree, pos);
            return;
        }
        self.force(tree, pos);
    }

    /// Splits position `pos` (the top of `tree`) into its letters.
    fn force(&mut self, tree: u32, pos: usize) {
        let t = tree as usize;
        let n = self.arena[t + 2] as usize;
        let top = (n > 0 && self.arena[self.arena[t + 3] as usize + 1] == pos as u32)
            .then(|| self.arena[t + 3]);
        let Some(top) = top else {
            // No word passes through this cell: every letter leaves the same tree.
            for s in bits(self.masks[pos]) {
                self.chosen[pos] = s;
                self.attack(tree, pos + 1);
            }
            return;
        };
        let level = self.arena.len();
        // The rest of the tree: every word that does not pass through `pos`.
        let start = self.scratch.len();
        let points = self.arena[t + 1];
        let mut bound = points;
        for i in 1..n {
            let child = self.arena[t + 3 + i];
            bound += self.arena[child as usize];
            self.scratch.push(child);
        }
        let skip = self.write_sum(bound, points, start);
        let top_mask = self.arena[top as usize + 2];
        for s in bits(self.masks[pos]) {
            let branch = self.arena.len();
            let subtree = if top_mask & (1 << s) != 0 {
                let child = self.choice_child(top, s);
                self.merge_sum(child, skip)
            } else {
                skip
            };
            self.chosen[pos] = s;
            self.attack(subtree, pos + 1);
            self.arena.truncate(branch);
            if self.stopped {
                break;
            }
        }
        self.arena.truncate(level);
    }

    fn choice_child(&self, choice: u32, s: u8) -> u32 {
        let c = choice as usize;
        let below = self.arena[c + 2] & ((1 << s) - 1);
        self.arena[c + 3 + below.count_ones() as usize]
    }

    /// A sum node whose words are both trees' (points added, choices at one position merged).
    fn merge_sum(&mut self, a: u32, b: u32) -> u32 {
        let (ai, bi) = (a as usize, b as usize);
        let points = self.arena[ai + 1] + self.arena[bi + 1];
        let (na, nb) = (self.arena[ai + 2] as usize, self.arena[bi + 2] as usize);
        if na + nb == 0 && points <= INTERNED_POINTS {
            return points * 3;
        }
        if points == self.arena[bi + 1] && na == 0 {
            return b;
        }
        if points == self.arena[ai + 1] && nb == 0 {
            return a;
        }
        let start = self.scratch.len();
        let mut bound = points;
        let (mut i, mut j) = (0, 0);
        while i < na || j < nb {
            let ca = (i < na).then(|| self.arena[ai + 3 + i]);
            let cb = (j < nb).then(|| self.arena[bi + 3 + j]);
            let pa = ca.map_or(u32::MAX, |c| self.arena[c as usize + 1]);
            let pb = cb.map_or(u32::MAX, |c| self.arena[c as usize + 1]);
            let child = match (ca, cb) {
                (Some(x), Some(y)) if pa == pb => {
                    i += 1;
                    j += 1;
                    self.merge_choice(x, y)
                }
                (Some(x), _) if pa < pb => {
                    i += 1;
                    x
                }
                (_, Some(y)) => {
                    j += 1;
                    y
                }
                (Some(x), None) => {
                    i += 1;
                    x
                }
                (None, None) => break,
            };
            bound += self.arena[child as usize];
            self.scratch.push(child);
        }
        self.write_sum(bound, points, start)
    }

    /// A choice node at one position with both nodes' letters, a letter both have merged.
    fn merge_choice(&mut self, a: u32, b: u32) -> u32 {
        let (ma, mb) = (self.arena[a as usize + 2], self.arena[b as usize + 2]);
        let pos = self.arena[a as usize + 1];
        let start = self.scratch.len();
        let mut bound = 0;
        for s in bits(ma | mb) {
            let child = match (ma & (1 << s) != 0, mb & (1 << s) != 0) {
                (true, true) => {
                    let (x, y) = (self.choice_child(a, s), self.choice_child(b, s));
                    self.merge_sum(x, y)
                }
                (true, false) => self.choice_child(a, s),
                _ => self.choice_child(b, s),
            };
            bound = bound.max(self.arena[child as usize]);
            self.scratch.push(child);
        }
        self.write_choice(bound, pos, ma | mb, start)
    }

    /// The rest of the subclass depth first: each letter of each position in turn, the bound kept
    /// as the points of the chosen cells plus, per position left, its open choices' bounds.
    fn depth_first(&mut self, tree: u32, pos: usize) {
        for p in pos..self.masks.len() {
            self.stacks[p].clear();
            self.sums[p] = 0;
        }
        let points = self.advance(tree);
        self.step(points, pos);
    }

    /// Opens a sum node: its choices onto their positions' stacks; its points.
    fn advance(&mut self, sum: u32) -> u32 {
        let s = sum as usize;
        for i in 0..self.arena[s + 2] as usize {
            let child = self.arena[s + 3 + i];
            let p = self.arena[child as usize + 1] as usize;
            self.stacks[p].push(child);
            self.sums[p] += self.arena[child as usize];
        }
        self.arena[s + 1]
    }

    fn step(&mut self, points: u32, pos: usize) {
        let cells = self.masks.len();
        let bound = points + self.sums[pos..].iter().sum::<u32>();
        if bound < self.threshold || self.stopped {
            return;
        }
        if pos == cells {
            self.score_board();
            return;
        }
        self.steps += 1;
        if self.steps >= STOP_CHECK_STEPS {
            self.steps = 0;
            if self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
                return;
            }
        }
        let mut lengths = [0u32; crate::Space::MAX_CELLS];
        let mut sums = [0u32; crate::Space::MAX_CELLS];
        for p in pos + 1..cells {
            lengths[p] = self.stacks[p].len() as u32;
            sums[p] = self.sums[p];
        }
        for (k, s) in bits(self.masks[pos]).enumerate() {
            if k > 0 {
                for p in pos + 1..cells {
                    self.stacks[p].truncate(lengths[p] as usize);
                    self.sums[p] = sums[p];
                }
            }
            let mut next = points;
            for i in 0..self.stacks[pos].len() {
                let choice = self.stacks[pos][i];
                if self.arena[choice as usize + 2] & (1 << s) != 0 {
                    let child = self.choice_child(choice, s);
                    next += self.advance(child);
                }
            }
            self.chosen[pos] = s;
            self.step(next, pos + 1);
        }
    }

    /// The board of the letters chosen, scored by the solver; kept if it reaches the threshold.
    fn score_board(&mut self) {
        self.report.candidates += 1;
        let mut tiles = vec![boggle_board::Tile::BLANK; self.masks.len()];
        for (p, &cell) in self.order.iter().enumerate() {
            tiles[cell] = self.space.tile(self.chosen[p]);
        }
        let Ok(board) = Board::new(self.space.rows(), self.space.cols(), tiles) else {
            return;
        };
        let score = self.solver.summary(&board, self.rules).total_score;
        if score >= self.threshold {
            self.report.boards.push((score, board));
        }
    }
}
