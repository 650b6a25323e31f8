//! Native check of the whole photo -> board path the wasm module runs: recognises labelled photos, compares with
//! `boards.tsv`, and times a 416x416 photo and the same photo upscaled to 12 megapixels.
//!
//! `cargo run --release -p boggle-vision-web --example scan -- [PHOTO_DIR] [--limit N] [--write-12mp OUT.jpg]`

use std::path::PathBuf;
use std::time::Instant;

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
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
    let model = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../model/letters.onnx"
    ))?;
    let t = Instant::now();
    let scanner = Scanner::new(Classifier::from_bytes(&model)?);
    println!(
        "model load + optimise: {:.1} ms",
        t.elapsed().as_secs_f64() * 1e3
    );

    let boards = std::fs::read_to_string(dir.join("boards.tsv"))?;
    let (mut photos, mut found, mut exact, mut tiles, mut right) = (0, 0, 0, 0, 0);
    let mut times = Vec::new();
    let mut exact_photos = Vec::new();
    for line in boards.lines().skip(1).take(limit) {
        let f: Vec<&str> = line.split('\t').collect();
        let bytes = std::fs::read(dir.join(f[0]))?;
        photos += 1;
        let t = Instant::now();
        let result = Photo::decode(&bytes).and_then(|p| scanner.scan(&p));
        times.push(t.elapsed().as_secs_f64() * 1e3);
        match result {
            Ok(rec) => {
                found += 1;
                let got = rec.board_text();
                exact += usize::from(got == f[3]);
                if got == f[3] {
                    exact_photos.push(f[0].to_string());
                }
                // Tile by tile in the label's orientation only (the photo may be turned): a lower bound.
                let a: Vec<&str> = got.split(' ').collect();
                let b: Vec<&str> = f[3].split(' ').collect();
                if a.len() == b.len() {
                    for (ra, rb) in a.iter().zip(&b) {
                        tiles += ra.chars().count().max(rb.chars().count());
                        right += ra.chars().zip(rb.chars()).filter(|(x, y)| x == y).count();
                    }
                }
                if got != f[3] {
                    println!("{}: read {got}, label {}", f[0], f[3]);
                }
            }
            Err(e) => println!("{}: {e}", f[0]),
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{photos} photos: board found {found}, read exactly {exact}, characters right (same orientation) {right}/{tiles}; median {:.1} ms per photo (decode + recognise)",
        times[times.len() / 2]
    );

    // A 12-megapixel photo: a photo read exactly, upscaled to 4000x3000 as a phone would hand it over.
    let Some(first) = exact_photos.first() else {
        return Ok(());
    };
    let small = Photo::decode(&std::fs::read(dir.join(first))?)?;
    let big = image::imageops::resize(
        small.rgb(),
        4000,
        3000,
        image::imageops::FilterType::Triangle,
    );
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
    println!("12 MP JPEG ({} bytes): decode + recognise {:.0} ms, of which decode {:.0} ms (median of 3): {outcome}", jpeg.len(), runs[1].0, runs[1].1);
    Ok(())
}
