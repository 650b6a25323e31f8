//! Synthetic photos with known answers through the whole scan: boards of every size made of real die faces the
//! classifier reads right on their own (the committed validation crops, never trained on), under any rotation,
//! perspective tilt up to 45 degrees, clutter and uneven light. The geometry must be exact on every photo;
//! the letters, re-sampled from small blurry crops, nearly always.

#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_testkit::atlas::validation_faces;
use boggle_testkit::matching::symmetric_cell;
use boggle_testkit::synthetic::{render, DieFace, Scene, SyntheticPhoto};
use boggle_vision::{Photo, Recognition};

/// The validation crops ONNX Runtime read right, split into the 4x4 game's white dice and the big games' cream
/// ones (`model/validation/`: a 32-px atlas and its labels).
fn faces() -> (Vec<DieFace>, Vec<DieFace>) {
    let (mut small, mut big) = (Vec::new(), Vec::new());
    for f in validation_faces().unwrap() {
        if f.label != f.predicted || f.label == "junk" {
            continue;
        }
        let face = f.die_face(if f.label == "q" { "qu" } else { &f.label });
        if f.board_size == "4x4" {
            small.push(face);
        } else {
            big.push(face);
        }
    }
    (small, big)
}

/// The board cell (row, col) under each recognised tile's quad centre, or why the geometry is wrong.
fn cells_of(
    rec: &Recognition,
    to_board: &boggle_vision::Homography,
) -> Result<Vec<(usize, usize)>, String> {
    rec.tiles
        .iter()
        .map(|t| {
            let (x, y) = t
                .quad
                .iter()
                .fold((0.0, 0.0), |a, p| (a.0 + p.0 / 4.0, a.1 + p.1 / 4.0));
            let (u, v) = to_board.apply((x, y)).ok_or("degenerate map")?;
            let (c, r) = (u.floor(), v.floor());
            let inside = (u - c - 0.5).abs() < 0.3 && (v - r - 0.5).abs() < 0.3;
            let n = rec.rows as f64;
            if !inside || c < 0.0 || r < 0.0 || c >= n || r >= n {
                return Err(format!(
                    "tile ({}, {}) is centred at board ({u:.2}, {v:.2})",
                    t.row, t.col
                ));
            }
            Ok((r as usize, c as usize))
        })
        .collect()
}

/// Photo `seed` of a series: the board size cycles 4, 5, 6, the turn and tilt (up to 45 degrees) step on.
fn scene(seed: u64, (width, height): (u32, u32), coverage: f64) -> Scene {
    Scene {
        size: [4, 5, 6][seed as usize % 3],
        width,
        height,
        rotation: (seed as f64 * 67.0) % 360.0,
        tilt: (seed as f64 * 17.0) % 46.0,
        coverage,
        seed,
    }
}

/// How many tiles of `shot` the scanner reads right, or why its geometry is wrong.
fn tiles_right(scanner: &Scanner, shot: &SyntheticPhoto, size: usize) -> Result<usize, String> {
    let to_board = shot.to_photo.inverse().unwrap();
    scanner
        .recognize(&Photo::from_rgb(shot.rgb.clone()).unwrap())
        .result
        .map_err(|e| e.to_string())
        .and_then(|rec| {
            if rec.rows != size || rec.cols != size {
                return Err(format!("read a {}x{} board", rec.rows, rec.cols));
            }
            let cells = cells_of(&rec, &to_board)?;
            // Every die in its own cell, in a grid only turned (never mirrored or scrambled).
            let turn = (0..4).find(|&t| {
                rec.tiles
                    .iter()
                    .zip(&cells)
                    .all(|(tile, &cell)| symmetric_cell(size, t, tile.row, tile.col) == cell)
            });
            turn.ok_or("the dice are in a scrambled order")?;
            Ok(rec
                .tiles
                .iter()
                .zip(&cells)
                .filter(|(t, &(r, c))| t.reading.face.text() == shot.labels[r * size + c])
                .count())
        })
}

#[test]
fn synthetic_boards_of_every_size_read_right_at_any_rotation_and_tilt() {
    let scanner = Scanner::new(Classifier::embedded().unwrap());
    let (small, big) = faces();
    let mut failures = Vec::new();
    let (mut tiles, mut right, mut boards_right) = (0, 0, 0);
    let photos = 18u64;
    for seed in 0..photos {
        let scene = scene(seed, (640, 480), 0.55 + (seed % 4) as f64 * 0.1);
        let size = scene.size;
        let shot = render(&scene, if size == 4 { &small } else { &big });
        tiles += size * size;
        let outcome = tiles_right(&scanner, &shot, size);
        match outcome {
            Ok(n) => {
                right += n;
                boards_right += usize::from(n == size * size);
            }
            Err(why) => {
                let path = std::env::temp_dir().join(format!("synthetic-{seed}.png"));
                shot.rgb.save(&path).unwrap();
                failures.push(format!("{scene:?}: {why} (picture: {})", path.display()));
            }
        }
    }
    println!("{boards_right}/{photos} boards and {right}/{tiles} tiles read exactly");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // A few crops are small and blurry enough that re-sampling them changes a letter.
    assert!(right * 100 >= tiles * 98, "{right} of {tiles} tiles right");
}

/// A board a tenth of a large photo across (dice of about 40 pixels, 10 once the photo is shrunk for detection)
/// is found in a closer look at part of the photo (its quarters at twice the resolution, then around the boards
/// found there), and read.
#[test]
fn far_boards_in_large_photos_are_read() {
    let scanner = Scanner::new(Classifier::embedded().unwrap());
    let (small, big) = faces();
    let mut failures = Vec::new();
    let (mut tiles, mut right) = (0, 0);
    for seed in 0..6u64 {
        let scene = scene(seed, (2400, 1800), 0.1);
        let size = scene.size;
        let shot = render(&scene, if size == 4 { &small } else { &big });
        tiles += size * size;
        match tiles_right(&scanner, &shot, size) {
            Ok(n) => right += n,
            Err(why) => failures.push(format!("{scene:?}: {why}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The lattice of a board detected at half the photo's resolution sits less exactly on the dice: 149 of
    // 154 tiles when this test was written.
    assert!(right * 100 >= tiles * 95, "{right} of {tiles} tiles right");
}
