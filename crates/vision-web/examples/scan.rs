//! Native check of the whole photo -> board path the wasm module runs: recognises the labelled photos and reports,
//! per board size, for the photos of boards held out of the classifier's training (`validation_groups` in the
//! `letters.json` beside the model) and the others apart: the grid found with the right size, tiles right, boards
//! exactly right; then times a photo upscaled to 12 megapixels. Labels are `boards.tsv`'s with
//! `training/label-fixes.tsv` applied (tiles other photos of the same board label differently; each fix says why).
//!
//! `--write-quads OUT.tsv` writes, for every tile read, the hand-labelled cell whose box centre lies in the tile's
//! quadrilateral and that quadrilateral: the die faces as the pipeline finds them, which `training/train.py
//! --pipeline-quads` cuts its crops from.
//!
//! `cargo run --release -p boggle-vision-web --example scan -- [PHOTO_DIR] [--limit N] [--verbose] [--model MODEL.onnx] [--write-12mp OUT.jpg] [--write-quads OUT.tsv]`

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_vision::eval::{board_tiles, inside_quad, tiles_matching};
use boggle_vision::{board_text, Photo};

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
    let model_path = PathBuf::from(flag("--model").unwrap_or_else(|| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../model/letters.onnx").into()
    }));
    let model = std::fs::read(&model_path)?;
    let t = Instant::now();
    let scanner = Scanner::new(Classifier::from_bytes(&model)?);
    println!(
        "model load + optimise: {:.1} ms",
        t.elapsed().as_secs_f64() * 1e3
    );

    let boards = std::fs::read_to_string(dir.join("boards.tsv"))?;
    let tile_boxes = std::fs::read_to_string(dir.join("tiles.tsv"))?;
    let fixes = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../training/label-fixes.tsv"
    ))?;
    let write_quads = flag("--write-quads");
    let mut quads = String::from("image\trow\tcol\tx0\ty0\tx1\ty1\tx2\ty2\tx3\ty3\n");
    let held_out = validation_groups(&model_path.with_file_name("letters.json"))?;
    // Per (split, board size): photos, grid of the right size, tiles, tiles right, boards exactly right.
    let mut tally: BTreeMap<(&str, usize), [usize; 5]> = BTreeMap::new();
    let mut times = Vec::new();
    let mut exact_photos = Vec::new();
    for line in boards.lines().skip(1).take(limit) {
        let f: Vec<&str> = line.split('\t').collect();
        let (image, size, group) = (f[0], f[1].parse::<usize>()?, f[4]);
        let mut label = board_tiles(f[3]);
        for fix in fixes
            .lines()
            .skip(1)
            .map(|l| l.split('\t').collect::<Vec<_>>())
        {
            if fix[0] == image {
                label[fix[1].parse::<usize>()? * size + fix[2].parse::<usize>()?] =
                    fix[4].to_string();
            }
        }
        let split = if held_out.iter().any(|g| g == group) {
            "held out"
        } else {
            "training"
        };
        let bytes = std::fs::read(dir.join(image))?;
        let t = Instant::now();
        let result = Photo::decode(&bytes).and_then(|p| scanner.scan(&p));
        times.push((t.elapsed().as_secs_f64() * 1e3, image.to_string()));
        let row = tally.entry((split, size)).or_default();
        row[0] += 1;
        row[2] += label.len();
        match result {
            Ok(rec) if rec.rows == size && rec.cols == size => {
                row[1] += 1;
                if write_quads.is_some() {
                    quads += &face_quads(image, &rec, &tile_boxes);
                }
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
                        board_text(&label, size)
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
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    if let Some(out) = write_quads {
        std::fs::write(&out, &quads)?;
        println!(
            "wrote the quads of {} tiles to {out}",
            quads.lines().count() - 1
        );
    }
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
        "(tiles and boards compared under the best of the 8 rotations and reflections; a photo whose grid is missing or the wrong size counts every tile wrong)\nmedian {:.1} ms per photo (decode + recognise), slowest {:.0} ms ({})",
        times[times.len() / 2].0,
        times[times.len() - 1].0,
        times[times.len() - 1].1
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

/// One `--write-quads` row per tile of `rec` whose quadrilateral holds the centre of a hand-labelled box of `image`
/// (`tiles.tsv`: image, row, col, tile, xmin, ymin, xmax, ymax): that box's cell and the quadrilateral's corners.
fn face_quads(image: &str, rec: &boggle_vision::Recognition, tile_boxes: &str) -> String {
    let boxes: Vec<Vec<&str>> = tile_boxes
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(|b| b[0] == image && b.len() == 8)
        .collect();
    let mut rows = String::new();
    for tile in &rec.tiles {
        let labelled = boxes.iter().find(|b| {
            let v = |k: usize| b[k].parse::<f64>().unwrap_or(f64::NAN);
            inside_quad(&tile.quad, ((v(4) + v(6)) / 2.0, (v(5) + v(7)) / 2.0))
        });
        if let Some(b) = labelled {
            let corners: Vec<String> = tile
                .quad
                .iter()
                .map(|p| format!("{:.2}\t{:.2}", p.0, p.1))
                .collect();
            rows += &format!("{image}\t{}\t{}\t{}\n", b[1], b[2], corners.join("\t"));
        }
    }
    rows
}

/// The board groups kept out of the classifier's training, from the model's `letters.json`.
fn validation_groups(path: &std::path::Path) -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path)?)?;
    let groups = json["validation_groups"]
        .as_array()
        .ok_or("letters.json has no validation_groups")?;
    Ok(groups
        .iter()
        .filter_map(|g| g.as_str().map(str::to_string))
        .collect())
}
