//! Native check of the whole photo -> board path the wasm module runs: recognises the labelled photos and reports,
//! per board size, for the photos of boards held out of the classifier's training (`validation_groups` in
//! `model/letters.json`) and the others apart: the grid found with the right size, tiles right, boards exactly
//! right; then times a photo upscaled to 12 megapixels.
//!
//! `cargo run --release -p boggle-vision-web --example scan -- [PHOTO_DIR] [--limit N] [--verbose] [--model MODEL.onnx] [--write-12mp OUT.jpg]`

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_vision::eval::{board_tiles, tiles_matching};
use boggle_vision::Photo;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let dir = PathBuf::from(
        args.first()
            .filter(|a| !a.starts_with("--"))
            .cloned()
            .unwrap_or_else(|| "../shared/data/photos/roboflow-boggle-boards".into()),
    );
    let limit: usize = flag("--limit")
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let verbose = args.iter().any(|a| a == "--verbose");
    // Another model (a training run's `letters.onnx`, same classes and crops) can be compared with `--model`.
    let model = std::fs::read(flag("--model").unwrap_or_else(|| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../model/letters.onnx").into()
    }))?;
    let t = Instant::now();
    let scanner = Scanner::new(Classifier::from_bytes(&model)?);
    println!(
        "model load + optimise: {:.1} ms",
        t.elapsed().as_secs_f64() * 1e3
    );

    let boards = std::fs::read_to_string(dir.join("boards.tsv"))?;
    let held_out = validation_groups()?;
    // Per (split, board size): photos, grid of the right size, tiles, tiles right, boards exactly right.
    let mut tally: BTreeMap<(&str, usize), [usize; 5]> = BTreeMap::new();
    let mut times = Vec::new();
    let mut exact_photos = Vec::new();
    for line in boards.lines().skip(1).take(limit) {
        let f: Vec<&str> = line.split('\t').collect();
        let (image, size, label, group) = (f[0], f[1].parse::<usize>()?, board_tiles(f[3]), f[4]);
        let split = if held_out.iter().any(|g| g == group) {
            "held out"
        } else {
            "training"
        };
        let bytes = std::fs::read(dir.join(image))?;
        let t = Instant::now();
        let result = Photo::decode(&bytes).and_then(|p| scanner.scan(&p));
        times.push(t.elapsed().as_secs_f64() * 1e3);
        let row = tally.entry((split, size)).or_default();
        row[0] += 1;
        row[2] += label.len();
        match result {
            Ok(rec) if rec.rows == size && rec.cols == size => {
                row[1] += 1;
                let read: Vec<&str> = rec.tiles.iter().map(|t| t.text.as_str()).collect();
                let right = tiles_matching(size, &read, &label);
                row[3] += right;
                if right == label.len() {
                    row[4] += 1;
                    exact_photos.push(image.to_string());
                } else if verbose {
                    println!(
                        "{image} ({split}): read {}, label {}",
                        rec.board_text(),
                        f[3]
                    );
                }
            }
            Ok(rec) if verbose => println!(
                "{image} ({split}): found {}x{}, label {size}x{size}",
                rec.rows, rec.cols
            ),
            Err(e) if verbose => println!("{image} ({split}): {e}"),
            _ => {}
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "board  split      photos  grid right size  tiles right          boards exactly right"
    );
    for ((split, size), [photos, grids, tiles, right, exact]) in &tally {
        let pct = |a: usize, b: usize| 100.0 * a as f64 / b.max(1) as f64;
        println!(
            "{size}x{size}    {split:<9} {photos:>6}  {grids:>4} ({:>5.1}%)     {right:>4}/{tiles:<4} ({:>5.1}%)  {exact:>4} ({:>5.1}%)",
            pct(*grids, *photos),
            pct(*right, *tiles),
            pct(*exact, *photos)
        );
    }
    println!(
        "(tiles and boards compared under the best of the 8 rotations and reflections; a photo whose grid is missing or the wrong size counts every tile wrong)\nmedian {:.1} ms per photo (decode + recognise)",
        times[times.len() / 2]
    );

    // A 12-megapixel photo as a phone hands it over: a photo read exactly, blown up square to 3000x3000 and
    // centred on a dark 4000x3000 frame (nothing stretched; the web bench makes the same picture).
    let Some(first) = exact_photos.first() else {
        return Ok(());
    };
    let small = Photo::decode(&std::fs::read(dir.join(first))?)?;
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
    if let Some(out) = flag("--write-12mp") {
        std::fs::write(&out, &jpeg)?;
        println!("wrote {out} ({} bytes) from {first}", jpeg.len());
    }
    let mut runs = Vec::new();
    let mut outcome = String::new();
    for _ in 0..3 {
        let t = Instant::now();
        let photo = Photo::decode(&jpeg)?;
        let decoded = t.elapsed().as_secs_f64() * 1e3;
        outcome = match scanner.scan(&photo) {
            Ok(rec) => rec.board_text(),
            Err(e) => e.to_string(),
        };
        runs.push((t.elapsed().as_secs_f64() * 1e3, decoded));
    }
    runs.sort_by(|a, b| a.0.total_cmp(&b.0));
    let expected = scanner
        .scan(&small)
        .map(|r| r.board_text())
        .unwrap_or_default();
    let verdict = if outcome == expected {
        "right"
    } else {
        "WRONG"
    };
    println!("12 MP JPEG of {first} ({} bytes): decode + recognise {:.0} ms, of which decode {:.0} ms (median of 3): {outcome} ({verdict})", jpeg.len(), runs[1].0, runs[1].1);
    Ok(())
}

/// The board groups kept out of the classifier's training, from `model/letters.json`.
fn validation_groups() -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../model/letters.json"
    ))?;
    let json: serde_json::Value = serde_json::from_str(&text)?;
    let groups = json["validation_groups"]
        .as_array()
        .ok_or("letters.json has no validation_groups")?;
    Ok(groups
        .iter()
        .filter_map(|g| g.as_str().map(str::to_string))
        .collect())
}
