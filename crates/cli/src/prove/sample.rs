//! `boggle prove --sample N`: the cost of a whole proof estimated from N canonical classes drawn at
//! random (uniformly, without replacement) and proved here, each within a time budget. The total is
//! the mean seconds a class times the number of canonical classes; its 95% interval comes from a
//! bootstrap of the mean (resampling the N times), which needs no assumption about the shape of the
//! distribution, heavy-tailed as it is. A class's seconds are its thread's CPU time, so the estimate holds
//! on a machine that is doing other things too (the budget stays wall time: it bounds the wait). What a bootstrap cannot see is a tail rarer than 1 in N, and a
//! class stopped at its budget counts only its budget: then every figure is a lower bound, and says so.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use boggle_board::Rules;
use boggle_dice::Rng;
use boggle_lexicon::Lexicon;
use boggle_prove::{Prover, Space};
use rayon::prelude::*;

use boggle_board::thousands;

/// Bootstrap resamples of the mean: enough for stable 2.5% and 97.5% percentiles.
const BOOTSTRAP_RESAMPLES: usize = 4_000;

/// What to sample and how.
pub struct Plan {
    pub classes: u64,
    pub seed: u64,
    /// Seconds a class may run before it is stopped and counted as over budget.
    pub class_seconds: f64,
    pub jobs: usize,
    pub at_least: u32,
    /// `--seconds`: no class is begun after this many seconds; the sample is the classes done.
    pub seconds: Option<f64>,
}

/// One sampled class: how long it took, and whether it finished within its budget.
struct Timing {
    seconds: f64,
    finished: bool,
}

/// Per worker thread: its stop flag, and when its class began (ms since the start, plus one; 0 idle).
#[derive(Default)]
struct Slot {
    stop: AtomicBool,
    began_ms: AtomicU64,
}

pub fn run(plan: &Plan, lexicon: &Lexicon, rules: &Rules, space: &Space) -> Result<(), String> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(plan.jobs)
        .build()
        .map_err(|e| format!("cannot start {} threads: {e}", plan.jobs))?;
    let count = space.class_count().ok_or("too many classes")?;
    let canonical = pool.install(|| {
        (0..count)
            .into_par_iter()
            .filter(|&id| space.is_canonical(id))
            .count() as u64
    });
    if plan.classes > canonical {
        return Err(format!(
            "--sample {}: there are only {} canonical classes",
            plan.classes,
            thousands(canonical)
        ));
    }
    let ids = draw(space, count, plan.classes, plan.seed);
    eprintln!(
        "boggle prove --sample: {} of {} canonical classes ({} in all), seed {}, {} s a class at most, {} threads",
        thousands(ids.len() as u64),
        thousands(canonical),
        thousands(count),
        plan.seed,
        plan.class_seconds,
        plan.jobs
    );
    out!("# sample\tclass\tCPU seconds\tstatus\tbound\tboards scored\tboards found\twall seconds");
    let slots: Vec<Slot> = (0..plan.jobs).map(|_| Slot::default()).collect();
    let start = Instant::now();
    let budget_ms = (plan.class_seconds.max(0.0) * 1000.0) as u64;
    let finished = AtomicBool::new(false);
    let deadline = plan
        .seconds
        .map(|s| start + Duration::from_secs_f64(s.max(0.0)));
    let timings: Vec<Timing> = std::thread::scope(|scope| {
        scope.spawn(|| {
            while !finished.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(20));
                let now = start.elapsed().as_millis() as u64 + 1;
                for slot in &slots {
                    let began = slot.began_ms.load(Ordering::Relaxed);
                    if began > 0 && now.saturating_sub(began) > budget_ms {
                        slot.stop.store(true, Ordering::Relaxed);
                    }
                }
            }
        });
        let timings = pool.install(|| {
            ids.par_iter()
                .map_init(
                    || {
                        let slot = &slots[rayon::current_thread_index().unwrap_or(0) % slots.len()];
                        (
                            slot,
                            Prover::new(lexicon, rules, space, plan.at_least, &slot.stop),
                        )
                    },
                    |(slot, prover), &id| {
                        let late = deadline.is_some_and(|d| Instant::now() >= d);
                        (!late).then(|| time_one(slot, prover, id, start))
                    },
                )
                .flatten()
                .collect()
        });
        finished.store(true, Ordering::Relaxed);
        timings
    });
    if timings.is_empty() {
        return Err("no class was timed before --seconds ran out".into());
    }
    report(plan, &timings, canonical, start.elapsed().as_secs_f64());
    Ok(())
}

/// `n` distinct canonical ids, uniformly: ids drawn uniformly and kept when canonical.
fn draw(space: &Space, count: u64, n: u64, seed: u64) -> Vec<u64> {
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut ids = Vec::new();
    while (ids.len() as u64) < n {
        let id = ((u128::from(rng.next_u64()) * u128::from(count)) >> 64) as u64;
        if space.is_canonical(id) && seen.insert(id) {
            ids.push(id);
        }
    }
    ids
}

fn time_one(slot: &Slot, prover: &mut Prover, id: u64, start: Instant) -> Timing {
    slot.stop.store(false, Ordering::Relaxed);
    slot.began_ms
        .store(start.elapsed().as_millis() as u64 + 1, Ordering::Relaxed);
    let began = Instant::now();
    let cpu = cpu_time::ThreadTime::now();
    let report = prover.prove(id);
    let seconds = cpu.elapsed().as_secs_f64();
    let wall = began.elapsed().as_secs_f64();
    slot.began_ms.store(0, Ordering::Relaxed);
    match report {
        Some(r) => {
            out!(
                "sample\t{id}\t{seconds:.3}\tdone\t{}\t{}\t{}\t{wall:.3}",
                r.bound,
                r.candidates,
                r.boards.len()
            );
            Timing {
                seconds,
                finished: true,
            }
        }
        None => {
            out!("sample\t{id}\t{seconds:.3}\tover budget\t\t\t\t{wall:.3}");
            Timing {
                seconds,
                finished: false,
            }
        }
    }
}

fn report(plan: &Plan, timings: &[Timing], canonical: u64, wall: f64) {
    let mut seconds: Vec<f64> = timings.iter().map(|t| t.seconds).collect();
    let n = seconds.len() as f64;
    let over = timings.iter().filter(|t| !t.finished).count();
    let total: f64 = seconds.iter().sum();
    let mean = total / n;
    let scale = canonical as f64 / 3600.0;
    let (low, high) = bootstrap(&seconds, plan.seed);
    seconds.sort_by(f64::total_cmp);
    let at = |q: f64| seconds[((n - 1.0) * q).round() as usize];
    let top = (seconds.len() / 100).max(1);
    let top_share = seconds[seconds.len() - top..].iter().sum::<f64>() / total.max(1e-12);
    let bound = if over > 0 { "at least " } else { "" };
    out!(
        "sampled {} classes in {wall:.1} s wall, {total:.1} s CPU; a class: median {:.3} s, 90% {:.3} s, 99% {:.3} s, slowest {:.1} s; the slowest 1% ({top}) took {:.0}% of the CPU time",
        timings.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0),
        top_share * 100.0
    );
    if over > 0 {
        out!(
            "{over} classes ran over the budget of {} s (wall) and count at their CPU time until then: the estimate is a lower bound",
            plan.class_seconds
        );
    }
    out!(
        "estimate: {bound}{:.2} CPU-hours for all {} canonical classes (95% bootstrap interval {bound}{:.2} to {:.2}{}), at {} threads' speed",
        mean * scale,
        thousands(canonical),
        low * scale,
        high * scale,
        if over > 0 { ", the top not a bound" } else { "" },
        plan.jobs
    );
}

/// The 2.5% and 97.5% percentiles of the mean over resamples of `seconds` with replacement.
fn bootstrap(seconds: &[f64], seed: u64) -> (f64, f64) {
    let mut rng = Rng::new(seed ^ 0xb007_57a9);
    let n = seconds.len();
    let mut means: Vec<f64> = (0..BOOTSTRAP_RESAMPLES)
        .map(|_| {
            let sum: f64 = (0..n)
                .map(|_| seconds[((u128::from(rng.next_u64()) * n as u128) >> 64) as usize])
                .sum();
            sum / n as f64
        })
        .collect();
    means.sort_by(f64::total_cmp);
    let at = |q: f64| means[((means.len() - 1) as f64 * q).round() as usize];
    (at(0.025), at(0.975))
}
