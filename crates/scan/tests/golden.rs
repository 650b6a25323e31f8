//! Golden pictures of every stage (threshold, candidates, lattice, tiles) for a few photos, compared pixel for
//! pixel with `tests/golden/`. A change to the pipeline that moves any pixel fails here; when the change is
//! meant, look at the new pictures (written beside the old ones as `*.actual.png`) and regenerate with
//!
//! ```sh
//! REGENERATE_GOLDENS=1 cargo test -p boggle-scan --test golden
//! ```

#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use std::path::{Path, PathBuf};

use boggle_board::Tile;
use boggle_scan::stages;
use boggle_testkit::atlas::validation_faces;
use boggle_testkit::labelled::photos_dir;
use boggle_testkit::synthetic::{render, DieFace, Scene};
use boggle_vision::{Face, LetterReader, Photo, Pipeline, Reading, TileCrop};
use image::RgbImage;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn real(name: &str) -> Photo {
    let path = photos_dir().join("images").join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read {} ({e}); the shared folder belongs at ../shared beside the repository, or set \
             BOGGLE_SHARED",
            path.display()
        )
    });
    Photo::decode(&bytes).unwrap()
}

/// A 5x5 board tilted 30 degrees and turned 20, of the first 25 big-game faces in the committed validation atlas.
fn synthetic() -> Photo {
    let faces: Vec<DieFace> = validation_faces()
        .unwrap()
        .iter()
        .filter(|f| f.board_size == "5x5")
        .take(25)
        .map(|f| f.die_face(&f.label))
        .collect();
    let scene = Scene {
        size: 5,
        width: 400,
        height: 300,
        rotation: 20.0,
        tilt: 30.0,
        coverage: 0.8,
        seed: 5,
    };
    Photo::from_rgb(render(&scene, &faces).rgb).unwrap()
}

/// Compares (or with `REGENERATE_GOLDENS` set, rewrites) every stage picture of `photo` as `name-stage.png`.
/// Reads every crop as a sure `a`: the first lattice found is kept and no tile is cut again, so the pictures
/// show the detector's own board.
struct SureReader;

impl LetterReader for SureReader {
    fn read(&self, crops: &[TileCrop], _side: usize) -> Result<Vec<Reading>, String> {
        let a = Face::Die(Tile::from_letter('a').ok_or("no a")?);
        Ok(vec![
            Reading {
                face: a,
                confidence: 1.0,
                runner_up: Face::NotADie,
                runner_up_confidence: 0.0,
                choices: [a.tile().map(|t| (t, 1.0)), None, None],
            };
            crops.len()
        ])
    }
}

fn check(name: &str, photo: &Photo) -> Vec<String> {
    let dir = golden_dir();
    let regenerate = std::env::var_os("REGENERATE_GOLDENS").is_some();
    let mut problems = Vec::new();
    let pictures = stages(photo, &Pipeline::default().recognize(photo, &SureReader));
    assert_eq!(pictures.len(), 4, "{name}: no board found");
    for (stage, picture) in pictures {
        let path = dir.join(format!("{name}-{stage}.png"));
        if regenerate {
            std::fs::create_dir_all(&dir).unwrap();
            picture.save(&path).unwrap();
            continue;
        }
        let expected: Option<RgbImage> = image::open(&path).ok().map(|i| i.into_rgb8());
        let differs = match &expected {
            None => Some("missing".to_string()),
            Some(e) if e.dimensions() != picture.dimensions() => Some(format!(
                "{:?} instead of {:?}",
                picture.dimensions(),
                e.dimensions()
            )),
            Some(e) => {
                let n = e
                    .pixels()
                    .zip(picture.pixels())
                    .filter(|(a, b)| a != b)
                    .count();
                (n > 0).then(|| format!("{n} pixels differ"))
            }
        };
        if let Some(why) = differs {
            let actual = dir.join(format!("{name}-{stage}.actual.png"));
            picture.save(&actual).unwrap();
            problems.push(format!(
                "{}: {why}; now {}",
                path.display(),
                actual.display()
            ));
        }
    }
    problems
}

#[test]
fn stage_pictures_match_the_goldens() {
    let mut problems = check("real-4x4", &real("00a545913dc5c49d43ac2711bd534720.jpg"));
    problems.extend(check(
        "real-6x6",
        &real("04dcdbd29ee6e8077089edee1e924672.jpg"),
    ));
    problems.extend(check("synthetic-5x5", &synthetic()));
    assert!(
        problems.is_empty(),
        "{}\n(if the change is meant: REGENERATE_GOLDENS=1 cargo test -p boggle-scan --test golden)",
        problems.join("\n")
    );
}
