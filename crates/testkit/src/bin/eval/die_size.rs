//! `eval die-size`: how surely the reader reads against the dice's size in the photo, and the small-dice rule
//! (`Tuning::small_dice_below`) chosen on the training folds. Every labelled photo is read at each scale (1, 1/2,
//! 1/3, 1/4 of its width and height) by its fold's model; the curve bins the boards read by die side; then, for
//! each fold, the limit is chosen on the other folds' curve (the smallest die side from which every bin reads at
//! least `SURE` of its tiles right), and the fold is judged with it: boards silently wrong at each scale.

use std::path::PathBuf;

use clap::Args;

use boggle_testkit::eval::{Change, PhotoResult};
use boggle_testkit::labelled::{self, fold_models_dir};
use boggle_vision::{Pipeline, Tuning};

use crate::photos::{fold_scanners, read_all};

/// Dice are read surely from the die side where every bin above reads at least this share of tiles right: under
/// the spread of bins of dice large enough (98.2-100% on folds 0 and 3, 2026-11-27), above the 94% of 8-10 px dice.
const SURE: f64 = 0.97;
/// A bin of fewer boards than this is too few to judge (one misread die moves it a point).
const MIN_BOARDS: usize = 10;
/// The curve's bins: die sides from each edge to the next; the limits chosen among their lower edges.
const BINS: [f64; 11] = [
    0.0,
    8.0,
    10.0,
    12.0,
    14.0,
    16.0,
    20.0,
    25.0,
    30.0,
    40.0,
    f64::MAX,
];

/// `eval die-size`'s options.
#[derive(Args)]
pub struct DieSizeArgs {
    /// Where the fold models are (`foldK/letters.onnx`); default `training/folds`.
    #[arg(long)]
    folds_dir: Option<PathBuf>,
    /// The scales read (share of width and height), comma-separated.
    #[arg(long, default_value = "1,0.5,0.333,0.25", value_delimiter = ',')]
    scales: Vec<f64>,
    /// Only these folds' photos (repeat): those whose models are trained, say.
    #[arg(long = "fold", value_name = "K")]
    folds: Vec<usize>,
}

pub fn run(args: DieSizeArgs) -> Result<(), String> {
    let folds_dir = args.folds_dir.unwrap_or_else(fold_models_dir);
    let photos: Vec<_> = labelled::load()?
        .into_iter()
        .filter(|p| args.folds.is_empty() || p.fold.is_some_and(|k| args.folds.contains(&k)))
        .collect();
    let (mut scanners, caveats) = fold_scanners(&folds_dir, &photos)?;
    let folds: Vec<Option<usize>> = scanners.iter().map(|(f, _)| *f).collect();
    // Read once with the rule off; each limit decides the doubts again (`PhotoResult::rejudged`).
    let mut off = Pipeline::default();
    off.tuning.small_dice_doubt = false;
    let mut reads: Vec<(f64, Vec<PhotoResult>)> = Vec::new();
    for &scale in &args.scales {
        let change = Change {
            scale,
            ..Change::NONE
        };
        reads.push((
            scale,
            read_all(&mut scanners, &photos, &off, &change, false, None),
        ));
    }
    print_curve(&reads);
    let judged = |limit: f64, r: &PhotoResult| {
        let mut tuning = Tuning {
            small_dice_below: limit,
            ..Tuning::default()
        };
        tuning.small_dice_doubt = limit > 0.0;
        r.rejudged(&tuning)
    };
    // Boards silently wrong, and boards read, over `folds` at every scale with `limit`.
    let silent = |limit: f64, keep: &dyn Fn(Option<usize>) -> bool| {
        reads
            .iter()
            .flat_map(|(_, rs)| rs)
            .filter(|r| r.grid && keep(r.fold))
            .filter(|r| judged(limit, r).silently_wrong > 0)
            .count()
    };
    println!(
        "\nsmall-dice limit chosen on the other folds' curve (every bin from it up reads {}% of tiles right):",
        SURE * 100.0
    );
    println!("fold | limit | silent boards (training folds) | held out, per scale: silent boards / boards read, marks a board");
    let mut chosen_all = Vec::new();
    for &fold in &folds {
        let training = |f: Option<usize>| f != fold;
        let limit = sure_from(&reads, &training);
        chosen_all.push(limit);
        let held: Vec<String> = reads
            .iter()
            .map(|(scale, rs)| {
                let read: Vec<PhotoResult> = rs
                    .iter()
                    .filter(|r| r.grid && r.fold == fold)
                    .map(|r| judged(limit, r))
                    .collect();
                let silent = read.iter().filter(|r| r.silently_wrong > 0).count();
                let marks = read.iter().map(|r| r.doubtful).sum::<usize>() as f64
                    / read.len().max(1) as f64;
                format!("x{scale}: {silent} / {} ({marks:.2})", read.len())
            })
            .collect();
        println!(
            "{} | {limit} | {} | {}",
            fold.map_or("-".into(), |k| k.to_string()),
            silent(limit, &training),
            held.join(", ")
        );
    }
    let everywhere = sure_from(&reads, &|_| true);
    println!(
        "on all folds: {everywhere} ({} silent boards); the folds chose {chosen_all:?}",
        silent(everywhere, &|_| true)
    );
    for c in &caveats {
        println!("caveat: {c}");
    }
    Ok(())
}

/// The smallest bin edge from which every bin of the boards of folds `keep` keeps reads at least `SURE` of its
/// tiles right (a bin of fewer than `MIN_BOARDS` boards counts as sure).
fn sure_from(reads: &[(f64, Vec<PhotoResult>)], keep: &dyn Fn(Option<usize>) -> bool) -> f64 {
    let share = |lo: f64, hi: f64| {
        let (boards, right, tiles) = reads
            .iter()
            .flat_map(|(_, rs)| rs)
            .filter(|r| r.grid && keep(r.fold) && r.die_side >= lo && r.die_side < hi)
            .fold((0, 0, 0), |(n, a, b), r| (n + 1, a + r.right, b + r.tiles));
        if boards < MIN_BOARDS {
            1.0
        } else {
            right as f64 / tiles as f64
        }
    };
    let unsure = BINS
        .windows(2)
        .rposition(|edge| share(edge[0], edge[1]) < SURE);
    unsure.map_or(0.0, |k| BINS[k + 1])
}

/// The boards read at every scale, binned by die side: tiles right, boards exact, boards silently wrong with no
/// small-dice rule, tiles marked per board.
fn print_curve(reads: &[(f64, Vec<PhotoResult>)]) {
    println!("die side px | boards read | tiles right | boards exact | silently wrong (no rule) | marks a board");
    for edge in BINS.windows(2) {
        let bin: Vec<&PhotoResult> = reads
            .iter()
            .flat_map(|(_, rs)| rs)
            .filter(|r| r.grid && r.die_side >= edge[0] && r.die_side < edge[1])
            .collect();
        if bin.is_empty() {
            continue;
        }
        let n = bin.len() as f64;
        let tiles: usize = bin.iter().map(|r| r.tiles).sum();
        let right: usize = bin.iter().map(|r| r.right).sum();
        let exact = bin.iter().filter(|r| r.wrong == 0).count() as f64;
        let silent = bin.iter().filter(|r| r.silently_wrong > 0).count() as f64;
        let marks: usize = bin.iter().map(|r| r.doubtful).sum();
        let upper = if edge[1] == f64::MAX {
            "+".to_string()
        } else {
            format!("-{}", edge[1])
        };
        println!(
            "{}{upper} | {} | {:.1}% | {:.1}% | {:.1}% | {:.2}",
            edge[0],
            bin.len(),
            100.0 * right as f64 / tiles.max(1) as f64,
            100.0 * exact / n,
            100.0 * silent / n,
            marks as f64 / n
        );
    }
    for (scale, rs) in reads {
        let read = rs.iter().filter(|r| r.grid).count();
        println!("x{scale}: {read} of {} photos gave a grid", rs.len());
    }
}
