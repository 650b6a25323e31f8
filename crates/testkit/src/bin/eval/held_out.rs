//! `eval held-out` and `eval quads`: the whole photo -> board path on the labelled photos with one model (the
//! committed one, or `--model`), split into the boards held out of that model's training (`validation_groups` in
//! the `letters.json` beside it) and the others; then a photo upscaled to 12 megapixels, timed. For the honest
//! figures, by fold, use `eval photos`; this is for comparing one training run's model and for the training data:
//!
//! `eval quads OUT.tsv` writes, for every tile read, the hand-labelled cell whose box centre lies in the tile's
//! quadrilateral and that quadrilateral: the die faces as the pipeline finds them, which `training/train.py
//! --pipeline-quads` cuts its crops from. `--set NAME=VALUE` (repeat) reads with another `Tuning`, as `eval photos`
//! does: the shipped model's held-out figures under the values the folds would choose.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_testkit::eval::{evaluate, Figures, PhotoResult};
use boggle_testkit::labelled::{self, LabelledPhoto};
use boggle_testkit::matching::inside_quad;
use boggle_vision::{Photo, Recognition};
use clap::Args;

use crate::pipeline_args::PipelineArgs;

/// `eval held-out`'s options (and `eval quads`').
#[derive(Args)]
pub struct HeldOutArgs {
    /// The letter model (default: the committed `model/letters.onnx`); its `letters.json` names the boards it
    /// held out.
    #[arg(long)]
    model: Option<PathBuf>,
    #[command(flatten)]
    changes: PipelineArgs,
    /// Every photo with a wrong or marked tile.
    #[arg(long)]
    verbose: bool,
    /// Also write the 12-megapixel photo it times.
    #[arg(long, value_name = "OUT.jpg")]
    write_12mp: Option<PathBuf>,
}

/// `args`' figures; with `write_quads`, the die faces as the pipeline finds them written there too.
pub fn run(args: HeldOutArgs, write_quads: Option<PathBuf>) -> Result<(), String> {
    held_out(args, write_quads).map_err(|e| e.to_string())
}

fn held_out(
    args: HeldOutArgs,
    write_quads: Option<PathBuf>,
) -> Result<(), Box<dyn std::error::Error>> {
    let verbose = args.verbose;
    let model_path = args
        .model
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/../../model/letters.onnx").into());
    let t = Instant::now();
    let scanner = Scanner::new(Classifier::from_bytes(&std::fs::read(&model_path)?)?);
    let pipeline = args.changes.apply(scanner.pipeline().clone())?;
    let scanner = scanner.with_pipeline(pipeline);
    println!(
        "model load + optimise: {:.1} ms",
        t.elapsed().as_secs_f64() * 1e3
    );
    let held_out = validation_groups(&model_path.with_file_name("letters.json"))?;
    let photos = labelled::load()?;
    let mut quads = String::from("image\trow\tcol\tx0\ty0\tx1\ty1\tx2\ty2\tx3\ty3\n");
    let mut by_split: BTreeMap<(&str, usize), Vec<PhotoResult>> = BTreeMap::new();
    let mut exact = None;
    for photo in &photos {
        let split = if held_out.contains(&photo.group) {
            "held out"
        } else {
            "training"
        };
        let result = evaluate(&scanner, photo);
        if write_quads.is_some() && result.grid {
            let rec = Photo::decode(&photo.bytes()?)
                .ok()
                .and_then(|p| scanner.recognize(&p).result.ok());
            if let Some(rec) = rec {
                quads += &face_quads(photo, &rec);
            }
        }
        if verbose && (result.wrong > 0 || result.doubtful > 0) {
            println!(
                "{} ({split}): {} ({} wrong, {} marked)",
                photo.image, result.outcome, result.wrong, result.doubtful
            );
        }
        if result.grid && result.wrong == 0 && exact.is_none() {
            exact = Some(photo.clone());
        }
        by_split
            .entry((split, photo.side))
            .or_default()
            .push(result);
    }
    if let Some(out) = write_quads {
        std::fs::write(&out, &quads)?;
        println!(
            "wrote the quads of {} tiles to {}",
            quads.lines().count() - 1,
            out.display()
        );
    }
    println!("board  split      photos  grid found  tiles right  boards exact  silently wrong  doubtful/board");
    for ((split, size), results) in &by_split {
        let f = Figures::of(&results.iter().collect::<Vec<_>>());
        println!(
            "{size}x{size}    {split:<9} {:>6}  {:>9.1}%  {:>10.1}%  {:>11.1}%  {:>13.1}%  {:>14.2}",
            f.photos,
            100.0 * f.grid,
            100.0 * f.tiles,
            100.0 * f.boards,
            100.0 * f.silent,
            f.doubtful
        );
    }
    if let Some(photo) = exact {
        twelve_megapixels(&scanner, &photo, args.write_12mp.as_deref())?;
    }
    Ok(())
}

/// A 12-megapixel photo as a phone hands it over: a photo read exactly, blown up square to 3000x3000 and centred
/// on a dark 4000x3000 frame (nothing stretched; the web bench makes the same picture), read three times.
fn twelve_megapixels(
    scanner: &Scanner,
    photo: &LabelledPhoto,
    out: Option<&Path>,
) -> Result<(), Box<dyn std::error::Error>> {
    let small = Photo::decode(&photo.bytes()?)?;
    let square = image::imageops::resize(
        small.rgb(),
        3000,
        3000,
        image::imageops::FilterType::Triangle,
    );
    let mut big = image::RgbImage::from_pixel(4000, 3000, image::Rgb([32, 32, 32]));
    image::imageops::replace(&mut big, &square, 500, 0);
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 90).encode_image(&big)?;
    if let Some(out) = out {
        std::fs::write(out, &jpeg)?;
        println!(
            "wrote {} ({} bytes) from {}",
            out.display(),
            jpeg.len(),
            photo.image
        );
    }
    let mut runs = Vec::new();
    let mut outcome = String::new();
    for _ in 0..3 {
        let t = Instant::now();
        let big = Photo::decode(&jpeg)?;
        let decoded = t.elapsed().as_secs_f64() * 1e3;
        outcome = match scanner.recognize(&big).result {
            Ok(rec) => rec.board_text(),
            Err(e) => e.to_string(),
        };
        runs.push((t.elapsed().as_secs_f64() * 1e3, decoded));
    }
    runs.sort_by(|a, b| a.0.total_cmp(&b.0));
    let expected = scanner
        .recognize(&small)
        .result
        .map(|r| r.board_text())
        .unwrap_or_default();
    let verdict = if outcome == expected {
        "right"
    } else {
        "WRONG"
    };
    println!(
        "12 MP JPEG of {} ({} bytes): decode + recognise {:.0} ms, of which decode {:.0} ms (median of 3): {outcome} ({verdict})",
        photo.image,
        jpeg.len(),
        runs[1].0,
        runs[1].1
    );
    Ok(())
}

/// One `--write-quads` row per tile of `rec` whose quadrilateral holds the centre of a hand-labelled box: that
/// box's cell and the quadrilateral's corners.
fn face_quads(photo: &LabelledPhoto, rec: &Recognition) -> String {
    let mut rows = String::new();
    for tile in &rec.tiles {
        if let Some(b) = photo
            .boxes
            .iter()
            .find(|b| inside_quad(&tile.quad, b.centre))
        {
            let corners: Vec<String> = tile
                .quad
                .iter()
                .map(|p| format!("{:.2}\t{:.2}", p.0, p.1))
                .collect();
            rows += &format!(
                "{}\t{}\t{}\t{}\n",
                photo.image,
                b.row,
                b.col,
                corners.join("\t")
            );
        }
    }
    rows
}

/// The board groups kept out of the classifier's training, from the model's `letters.json`.
fn validation_groups(path: &Path) -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path)?)?;
    let groups = json["validation_groups"]
        .as_array()
        .ok_or("letters.json has no validation_groups")?;
    Ok(groups
        .iter()
        .filter_map(|g| g.as_str().map(str::to_string))
        .collect())
}
