//! `--jobs`: boards solved on a rayon pool, a solver for each thread, results in the boards' order.

use std::sync::{Mutex, PoisonError};

use boggle_lexicon::Lexicon;
use boggle_solver::Solver;
use rayon::prelude::*;

/// `--jobs` at most: threads beyond the cores only share them.
pub const MAX_JOBS: usize = 256;
/// Boards a thread takes at a time: enough that handing them out costs nothing beside solving.
const RUN: usize = 128;

/// A pool of `jobs` threads and a solver for each, taken by the thread's index (never contended).
pub struct Solvers<'l> {
    pool: rayon::ThreadPool,
    solvers: Vec<Mutex<Solver<&'l Lexicon>>>,
}

impl<'l> Solvers<'l> {
    /// `jobs` threads (`None`: one a core).
    pub fn new(lexicon: &'l Lexicon, jobs: Option<u64>) -> Result<Solvers<'l>, String> {
        let jobs = jobs.map_or_else(crate::cores, |n| n as usize).max(1);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .map_err(|e| format!("cannot start {jobs} threads: {e}"))?;
        let solvers = (0..jobs)
            .map(|_| Mutex::new(Solver::new(lexicon)))
            .collect();
        Ok(Solvers { pool, solvers })
    }

    pub fn jobs(&self) -> usize {
        self.solvers.len()
    }

    /// Runs `work` on the pool (so what it starts in parallel uses these threads).
    pub fn install<T: Send>(&self, work: impl FnOnce() -> T + Send) -> T {
        self.pool.install(work)
    }

    /// `solve(solver, item)` for every item, on the pool's threads, in the items' order. Call it
    /// from `install` (or it starts the work on the pool itself).
    pub fn map<I: Sync, T: Send>(
        &self,
        items: &[I],
        solve: impl Fn(&mut Solver<&'l Lexicon>, &I) -> T + Sync,
    ) -> Vec<T> {
        let run = |items: &[I]| -> Vec<T> {
            let thread = rayon::current_thread_index().unwrap_or(0) % self.solvers.len();
            let mut solver = self.solvers[thread]
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            items.iter().map(|item| solve(&mut solver, item)).collect()
        };
        let runs: Vec<Vec<T>> = self
            .pool
            .install(|| items.par_chunks(RUN).map(run).collect());
        runs.into_iter().flatten().collect()
    }
}
