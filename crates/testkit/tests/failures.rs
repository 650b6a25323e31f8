//! Why a photo gave no board, on labelled photos made to fail each way a person's photo does: the board taken
//! away, a hand over it, the room dark, the photo blurred, the board far away, the time budget cut short. Each
//! gives its own reason, in the words the CLI prints (`VisionError`'s `Display`; the app says `errors.ftl`'s
//! message of the same id, held equal by tests/messages.rs).

#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use std::cell::Cell;

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_testkit::degrade;
use boggle_testkit::labelled::{self, LabelledPhoto};
use boggle_vision::{Budget, Photo, VisionError};
use image::RgbImage;

/// A 4x4 board on a white table, lit and sharp: read exactly as taken.
const TABLE: &str = "004d2c027e43dd194554d6527b4ba67a";

fn labelled(name: &str) -> LabelledPhoto {
    labelled::load()
        .unwrap()
        .into_iter()
        .find(|p| p.image.contains(name))
        .unwrap()
}

fn rgb(p: &LabelledPhoto) -> RgbImage {
    Photo::decode(&p.bytes().unwrap()).unwrap().rgb().clone()
}

fn scanner() -> Scanner {
    Scanner::new(Classifier::embedded().unwrap())
}

/// Why `rgb` gave no board, with no time limit.
fn reason(rgb: RgbImage) -> VisionError {
    match scanner().recognize(&Photo::from_rgb(rgb).unwrap()).result {
        Ok(board) => panic!("read {}", board.board_text()),
        Err(e) => e,
    }
}

#[test]
fn the_photo_itself_reads() {
    let table = labelled(TABLE);
    let board = scanner().recognize(&Photo::from_rgb(rgb(&table)).unwrap());
    assert_eq!(board.result.unwrap().board_text(), "ygkh auox mrlz isio");
}

#[test]
fn a_table_without_its_board_has_no_board() {
    let table = labelled(TABLE);
    let bare = degrade::board_removed(&rgb(&table), table.board_box());
    let why = reason(bare);
    assert_eq!(why, VisionError::NoBoard);
    assert_eq!(why.to_string(), "no board found");
}

#[test]
fn a_hand_over_the_dice_hides_part_of_the_board() {
    let table = labelled(TABLE);
    let why = reason(degrade::hand_over(&rgb(&table), table.board_box()));
    let VisionError::DiceHidden { found } = why else {
        panic!("{why}");
    };
    assert!((8..16).contains(&found), "{found}");
    assert_eq!(
        why.to_string(),
        format!("found {found} dice but not the whole board: part of it is covered or outside the picture")
    );
}

#[test]
fn a_hand_over_the_dice_is_not_took_too_long_when_the_looks_run_out() {
    // The detector finishes (it asks the budget `polls` times), the looks after it find time up: the reason is
    // still what the detector saw. Only a detector cut short says "took too long".
    let table = labelled(TABLE);
    let photo = Photo::from_rgb(degrade::hand_over(&rgb(&table), table.board_box())).unwrap();
    let asked = Cell::new(0usize);
    let count = || {
        asked.set(asked.get() + 1);
        false
    };
    let _ = scanner().find_lattice_within(&photo, &Budget::new(&count));
    let polls = asked.get();
    let asked = Cell::new(0usize);
    let up_after_detection = || {
        asked.set(asked.get() + 1);
        asked.get() > polls
    };
    let outcome = scanner().recognize_within(&photo, &Budget::new(&up_after_detection));
    assert!(outcome.trace.out_of_time());
    assert!(
        matches!(outcome.result, Err(VisionError::DiceHidden { .. })),
        "{:?}",
        outcome.result.map(|b| b.board_text())
    );
    let up_at_once = || true;
    let outcome = scanner().recognize_within(&photo, &Budget::new(&up_at_once));
    assert_eq!(outcome.result.err(), Some(VisionError::TookTooLong));
}

#[test]
fn a_dark_room_is_too_dark() {
    let table = labelled(TABLE);
    let why = reason(degrade::darken(&rgb(&table), 0.01, 1.0, 1));
    assert_eq!(why, VisionError::TooDark);
    assert_eq!(why.to_string(), "too dark to see the dice");
}

#[test]
fn a_blurred_board_is_too_blurry() {
    let photo = labelled("4d0552ac");
    let why = reason(degrade::blur(&rgb(&photo), 6.0));
    assert_eq!(why, VisionError::TooBlurry);
    assert_eq!(why.to_string(), "too blurry to read the dice");
}

#[test]
fn a_board_a_ninth_of_its_size_is_too_far() {
    let photo = labelled("256e486f");
    let why = reason(degrade::farther(&rgb(&photo), 1.0 / 9.0));
    assert_eq!(why, VisionError::TooFar);
    assert_eq!(
        why.to_string(),
        "the board is too far away to read its dice: move closer so it fills most of the picture"
    );
}
