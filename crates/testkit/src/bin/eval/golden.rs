//! `eval golden`: a deterministic text dump of what the pipeline gives for every labelled photo, read with the
//! committed model: each tile's reading (face, confidence, runner-up, choices), how the look read it, its doubt and
//! its quad, the whole-board doubt, or the error. No timing, so two runs of the same code print the same bytes:
//! a restructuring of the reader that must not change behaviour is checked by diffing two dumps.

use std::fmt::Write as _;

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_testkit::eval::Change;
use boggle_testkit::labelled;
use boggle_vision::{Photo, Reading};
use clap::Args;

use crate::pipeline_args::PipelineArgs;

/// `eval golden`'s options.
#[derive(Args)]
pub struct GoldenArgs {
    /// Every photo turned clockwise this much first (the turned stress set).
    #[arg(long, default_value_t = 0.0)]
    turn: f64,
    /// Every photo this bright, with a dark room's sensor noise (the light stress set).
    #[arg(long, default_value_t = 1.0)]
    light: f64,
    /// Only the photos whose file name contains this.
    #[arg(long)]
    only: Option<String>,
    /// Diffed against the full dump, the photos a look or a refinement changes.
    #[command(flatten)]
    changes: PipelineArgs,
}

pub fn run(args: GoldenArgs) -> Result<(), String> {
    let change = Change {
        turn: args.turn,
        light: args.light,
        scale: 1.0,
    };
    let scanner = Scanner::new(Classifier::embedded().map_err(|e| e.to_string())?);
    let pipeline = args.changes.apply(scanner.pipeline().clone())?;
    let scanner = scanner.with_pipeline(pipeline);
    let photos = labelled::load()?;
    for photo in photos.iter().filter(|p| {
        args.only
            .as_ref()
            .is_none_or(|o| p.image.contains(o.as_str()))
    }) {
        let pixels = photo
            .bytes()
            .and_then(|b| Photo::decode(&b).map_err(|e| e.to_string()))
            .and_then(|p| change.apply(p))?;
        print!("{}", dump(&photo.image, &scanner.recognize(&pixels).result));
    }
    Ok(())
}

/// One photo's result as text, one line per tile.
fn dump(
    image: &str,
    result: &Result<boggle_vision::Recognition, boggle_vision::VisionError>,
) -> String {
    let mut out = String::new();
    match result {
        Err(e) => {
            let _ = writeln!(out, "{image}: error: {e} ({e:?})");
        }
        Ok(rec) => {
            let _ = writeln!(
                out,
                "{image}: {}x{} {} whole-board doubt {:?}",
                rec.rows,
                rec.cols,
                rec.board_text(),
                rec.whole_board_doubt
            );
            for t in &rec.tiles {
                let quad: Vec<String> = t
                    .quad
                    .iter()
                    .map(|(x, y)| format!("{x:.3},{y:.3}"))
                    .collect();
                let _ = writeln!(
                    out,
                    "  {},{} {}{} looked {} quad {} crop {}x{} {}",
                    t.row,
                    t.col,
                    reading(&t.reading),
                    if t.doubtful { " DOUBT" } else { "" },
                    reading(&t.looked),
                    quad.join(" "),
                    t.crop.width(),
                    t.crop.height(),
                    crop_sum(&t.crop),
                );
            }
        }
    }
    out
}

fn reading(r: &Reading) -> String {
    let choices: Vec<String> = r
        .choices
        .iter()
        .map(|c| c.map_or("-".into(), |(t, p)| format!("{t}:{p:.6}")))
        .collect();
    format!(
        "{}:{:.6} ({}:{:.6}) [{}]",
        r.face,
        r.confidence,
        r.runner_up,
        r.runner_up_confidence,
        choices.join(" ")
    )
}

/// A checksum of the crop's pixels: the crop a person is shown must not change either.
fn crop_sum(crop: &image::GrayImage) -> u64 {
    crop.as_raw().iter().enumerate().fold(0u64, |s, (k, &p)| {
        s.wrapping_mul(31).wrapping_add(u64::from(p) ^ k as u64)
    })
}
