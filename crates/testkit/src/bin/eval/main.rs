//! `eval KIND [OPTIONS]`: every evaluation of the photo pipeline, one program with one argument parser.
//! `cargo xtask eval KIND …` runs it in release; `eval KIND --help` lists a kind's options.
//!
//! - `photos`: the pipeline judged by cross-validation by board, each fold read with the model trained without
//!   it (`training/folds`): the figures BENCHMARKS.md's photo reader rows quote.
//! - `die-size`: reading against the dice's size in photos shrunk to 1/2, 1/3, 1/4, and the small-dice limit
//!   (`Tuning::small_dice_below`) chosen on the training folds and judged on the held-out one.
//! - `failures`: the reason a photo gave no board, on copies of every labelled photo made to fail each way.
//! - `advice`: the advice to retake, its limits chosen on the training folds and judged on the held-out one.
//! - `held-out`: one model (the committed one by default) on the boards it held out and the others, and a
//!   12-megapixel photo timed.
//! - `quads OUT.tsv`: the same, writing the die faces as the pipeline finds them (`training/setup.sh` reads it).
//! - `textures`: the time budget on fine textures (checkerboards), each reading in a process of its own.
//! - `doubt-features`: per tile, JSON lines of what a doubt signal could use.
//! - `golden`: every labelled photo's result as deterministic text, with the committed model: two dumps diffed
//!   check that a restructuring of the reader changed nothing.
//! - `qr-views`: the QR views set (our codes on a phone's screen as a camera sees it) written as PGM frames with
//!   a manifest, and read with rqrr: decoded % by code and difficulty, ms a frame (issue 52 item 5).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod advice;
mod die_size;
mod doubt_features;
mod failures;
mod golden;
mod held_out;
mod photos;
mod pipeline_args;
mod qr_views;
mod textures;

#[derive(Parser)]
#[command(
    name = "eval",
    about = "The photo pipeline's evaluations on the labelled photos"
)]
struct Eval {
    #[command(subcommand)]
    kind: Kind,
}

#[derive(Subcommand)]
enum Kind {
    /// Cross-validation by board: grid, tiles, boards, silently wrong, marks a board, by size and fold.
    Photos(photos::PhotosArgs),
    /// Reading against die size on photos shrunk to 1/2, 1/3, 1/4; the small-dice limit chosen on the folds.
    DieSize(die_size::DieSizeArgs),
    /// Why a photo gave no board, on copies made to fail each way (board removed, a hand, dark, blurred, far).
    Failures(failures::FailuresArgs),
    /// The advice to retake (too dark, blurry, glare, too far, cut off) by cross-validation by board.
    Advice(advice::AdviceArgs),
    /// One model on the boards it held out and on the others; a 12 MP photo timed.
    HeldOut(held_out::HeldOutArgs),
    /// As held-out, and the die faces as the pipeline finds them written to OUT.tsv (training's crops).
    Quads {
        /// The file to write.
        out: PathBuf,
        #[command(flatten)]
        run: held_out::HeldOutArgs,
    },
    /// The time budget on fine textures, each reading in a process of its own.
    Textures(textures::TexturesArgs),
    /// Per tile, JSON lines of what a doubt signal could use (to stdout).
    DoubtFeatures(doubt_features::DoubtFeaturesArgs),
    /// Every labelled photo's result as deterministic text (to stdout): diff two to check a refactoring.
    Golden(golden::GoldenArgs),
    /// The QR views set (codes on a phone's screen, 640x480) written as PGM + manifest, read with rqrr.
    QrViews(qr_views::QrViewsArgs),
}

fn main() -> ExitCode {
    let result = match Eval::parse().kind {
        Kind::Photos(args) => photos::run(args),
        Kind::DieSize(args) => die_size::run(args),
        Kind::Failures(args) => failures::run(args),
        Kind::Advice(args) => advice::run(args),
        Kind::HeldOut(args) => held_out::run(args, None),
        Kind::Quads { out, run } => held_out::run(run, Some(out)),
        Kind::Textures(args) => textures::run(args),
        Kind::DoubtFeatures(args) => doubt_features::run(args),
        Kind::Golden(args) => golden::run(args),
        Kind::QrViews(args) => qr_views::run(args).map_err(|e| e.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("eval: {e}");
            ExitCode::FAILURE
        }
    }
}
