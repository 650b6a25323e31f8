//! `eval textures`: issue 14's time-budget cases: black and white checkerboards (a preview frame of 2-px squares, the app's
//! 2048x1536 photo of 4-px squares, a 12 MP one) read by the whole pipeline with the committed model, without a
//! budget and with the product's budgets, against a baseline in the same run: the same photos with the fine-texture
//! guard off (`max_edge_density` above any photo's). Each reading runs in a process of its own (a large search
//! leaves the allocator slower for the next one), the two alternating; median of `--rounds` (3).

use std::process::Command;
use std::time::{Duration, Instant};

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_vision::{Budget, Photo, Pipeline, Tuning};
use clap::Args;

/// The cases: a name, the checkerboard (width, height, square) and the product's budget for it.
fn cases(t: &Tuning) -> [(&'static str, (u32, u32, u32), u32); 3] {
    [
        (
            "512x384, 2-px squares (a preview frame)",
            (512, 384, 2),
            t.preview_budget_ms,
        ),
        (
            "2048x1536, 4-px squares (the app's photo size)",
            (2048, 1536, 4),
            t.worker_budget_ms,
        ),
        (
            "4000x3000, 4-px squares (12 MP)",
            (4000, 3000, 4),
            t.native_budget_ms,
        ),
    ]
}

/// A black and white checkerboard of `square`-pixel squares.
fn checkerboard((width, height, square): (u32, u32, u32)) -> Photo {
    let img = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb(
            [if (x / square + y / square) % 2 == 0 {
                0
            } else {
                255
            }; 3],
        )
    });
    Photo::from_rgb(img).unwrap_or_else(|e| panic!("{e}"))
}

/// In a child process: reads case `case` within `budget_ms` (0: no budget), guard on or off, and prints the
/// seconds the scan took and its answer.
fn child(case: usize, budget_ms: u32, guard: bool) {
    let mut tuning = Tuning::default();
    if !guard {
        tuning.max_edge_density = 2.0;
    }
    let photo = checkerboard(cases(&tuning)[case].1);
    let classifier = Classifier::embedded().unwrap_or_else(|e| panic!("{e}"));
    let s = Scanner::new(classifier);
    let spec = s.pipeline().spec;
    let scanner = s.with_pipeline(Pipeline {
        tuning,
        ..Pipeline::new(spec)
    });
    let start = Instant::now();
    let limit = Duration::from_millis(u64::from(budget_ms));
    let up = || budget_ms > 0 && start.elapsed() >= limit;
    let outcome = scanner.recognize_within(&photo, &Budget::new(&up));
    let seconds = start.elapsed().as_secs_f64();
    let answer = match outcome.result {
        Ok(rec) => rec.board_text(),
        Err(e) => e.to_string(),
    };
    println!("{seconds}\t{answer}");
}

/// Runs one reading in a child process: (seconds, answer).
fn timed(case: usize, budget_ms: u32, guard: bool) -> (f64, String) {
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let out = Command::new(exe)
        .args([
            "textures",
            "--child",
            &case.to_string(),
            &budget_ms.to_string(),
            &guard.to_string(),
        ])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let text = String::from_utf8_lossy(&out.stdout);
    let (seconds, answer) = text.trim().split_once('\t').unwrap_or(("nan", "no answer"));
    (seconds.parse().unwrap_or(f64::NAN), answer.to_string())
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// `eval textures`' options.
#[derive(Args)]
pub struct TexturesArgs {
    /// Readings of each case, guard on and off alternating; the median is shown.
    #[arg(long, default_value_t = 3)]
    rounds: usize,
    /// One reading in this process (CASE BUDGET_MS GUARD): how the rounds run, each in a fresh process.
    #[arg(long, num_args = 3, hide = true)]
    child: Vec<String>,
}

pub fn run(args: TexturesArgs) -> Result<(), String> {
    if let [case, budget, guard] = args.child.as_slice() {
        let number = |s: &str| s.parse::<u32>().map_err(|e| format!("{s}: {e}"));
        child(number(case)? as usize, number(budget)?, guard == "true");
        return Ok(());
    }
    let rounds = args.rounds.max(1);
    let t = Tuning::default();
    println!("| photo | budget | guard on (s) | guard off (s) | on / off | answer (guard on) |");
    println!("|---|---|---|---|---|---|");
    for (case, (name, _, product_budget)) in cases(&t).iter().enumerate() {
        for budget in [0, *product_budget] {
            let (mut on, mut off) = (Vec::new(), Vec::new());
            let mut answer = String::new();
            for _ in 0..rounds {
                let (s, a) = timed(case, budget, true);
                on.push(s);
                answer = a;
                off.push(timed(case, budget, false).0);
            }
            let (on, off) = (median(on), median(off));
            let budget = if budget == 0 {
                "none".to_string()
            } else {
                format!("{budget} ms")
            };
            println!(
                "| {name} | {budget} | {on:.3} | {off:.3} | {:.2} | {answer} |",
                on / off
            );
        }
    }
    Ok(())
}
