//! The advice to retake on test pictures: a synthetic board photographed well gets none; the same board made too
//! dark, blurred, glared, far or cut by the frame gets exactly that advice; a real labelled photo gets none.

#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use boggle_testkit::atlas::validation_faces;
use boggle_testkit::degrade;
use boggle_testkit::labelled::photos_dir;
use boggle_testkit::synthetic::{render, DieFace, Scene, SyntheticPhoto};
use boggle_vision::{AdviceKind, Photo, Pipeline};
use image::RgbImage;

/// The 4x4 faces of the committed validation atlas.
fn faces() -> Vec<DieFace> {
    validation_faces()
        .unwrap()
        .iter()
        .filter(|f| f.board_size == "4x4")
        .take(40)
        .map(|f| f.die_face(&f.label))
        .collect()
}

/// A 4x4 board filling most of a 640x480 preview frame, a little turned and tilted.
fn board() -> SyntheticPhoto {
    let scene = Scene {
        size: 4,
        width: 640,
        height: 480,
        rotation: 8.0,
        tilt: 15.0,
        coverage: 0.75,
        seed: 11,
    };
    render(&scene, &faces())
}

/// The advice for a picture, by name.
fn advice(rgb: RgbImage) -> Vec<&'static str> {
    let preview = Pipeline::default().preview(&Photo::from_rgb(rgb).unwrap());
    preview.advice.iter().map(|a| a.name()).collect()
}

/// Where board point `(u, v)` (in cells) lies in the picture.
fn at(shot: &SyntheticPhoto, u: f64, v: f64) -> (f64, f64) {
    shot.to_photo.apply((u, v)).unwrap()
}

/// The distance between neighbouring dice in the picture, at the board's middle.
fn pitch(shot: &SyntheticPhoto) -> f64 {
    let (a, b) = (at(shot, 2.0, 2.0), at(shot, 3.0, 2.0));
    (a.0 - b.0).hypot(a.1 - b.1)
}

#[test]
fn a_good_photo_gets_no_advice_and_its_grid() {
    let shot = board();
    let preview = Pipeline::default().preview(&Photo::from_rgb(shot.rgb).unwrap());
    assert!(preview.lattice.is_ok(), "{:?}", preview.lattice);
    assert!(preview.advice.is_empty(), "{:?}", preview.advice);
}

#[test]
fn a_dark_photo_is_told_to_find_light() {
    assert_eq!(
        advice(degrade::darken(&board().rgb, 0.2, 4.0, 1)),
        ["too-dark"]
    );
}

#[test]
fn a_blurred_photo_is_told_to_hold_still() {
    let shot = board();
    assert_eq!(
        advice(degrade::blur(&shot.rgb, 0.12 * pitch(&shot))),
        ["too-blurry"]
    );
}

#[test]
fn a_glare_spot_on_the_dice_is_named() {
    let shot = board();
    let spot = at(&shot, 1.5, 2.5);
    assert_eq!(
        advice(degrade::glare(&shot.rgb, spot, 0.45 * pitch(&shot), 400.0)),
        ["glare"]
    );
}

#[test]
fn a_far_board_is_told_to_come_closer() {
    let shot = board();
    // Dice about 10 px across.
    assert_eq!(
        advice(degrade::farther(&shot.rgb, 12.0 / pitch(&shot))),
        ["too-far"]
    );
}

#[test]
fn a_board_cut_by_the_frame_is_told_to_step_back() {
    let shot = board();
    // The frame's right edge through the middle of the last column of dice.
    let x = at(&shot, 3.5, 2.0).0 as u32;
    assert_eq!(advice(degrade::crop(&shot.rgb, 0, 0, x, 480)), ["cut-off"]);
}

#[test]
fn every_kind_has_a_name_and_a_message() {
    let names: Vec<&str> = AdviceKind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(
        names,
        ["too-dark", "too-blurry", "glare", "too-far", "cut-off"]
    );
    assert!(AdviceKind::ALL.iter().all(|k| k.to_string().contains(':')));
}

#[test]
fn a_real_photo_whose_board_is_found_gets_no_advice() {
    // A 4x4 board the detector finds on its labelled dice (`eval advice` counts it good).
    let path = photos_dir().join("images/004d2c027e43dd194554d6527b4ba67a.jpg");
    let Ok(bytes) = std::fs::read(&path) else {
        eprintln!(
            "skipped: no {} (the shared data folder belongs at ../shared beside the repository, or set \
             BOGGLE_SHARED)",
            path.display()
        );
        return;
    };
    let photo = Photo::decode(&bytes).unwrap();
    let preview = Pipeline::default().preview(&photo);
    assert!(preview.lattice.is_ok(), "{:?}", preview.lattice);
    assert!(preview.advice.is_empty(), "{:?}", preview.advice);
}
