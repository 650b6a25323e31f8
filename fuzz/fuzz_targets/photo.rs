//! A photo file (JPEG, PNG or anything else) decoded and read as the CLI does: `Photo::decode`, then
//! `Scanner::scan_within` with the embedded letter model under a small time budget.
//!
//! Nothing may panic; the read must stop near its budget (a step that runs long past it is a hang
//! for the app's worker); a board read must be a board of its size.

#![no_main]

use std::time::{Duration, Instant};

use boggle_board::Board;
use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_vision::{Budget, Photo};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

/// The budget each read gets: small, so the fuzzer gets through many photos.
const BUDGET: Duration = Duration::from_millis(100);
/// How far past its budget a read may run before it counts as not keeping to it: the pipeline asks
/// between steps, so one step may overrun, and a board found is always finished (re-cuts, then every
/// die read in 20 pooled views). That finishing is bounded by the dice (about 0.1 s natively for a
/// 4x4), but under libFuzzer's compare tracing the classifier runs far slower: a labelled 4x4 photo
/// took 1.9 s replayed and 5.8 s while fuzzing. A search that ignored the budget would take minutes.
const OVERRUN: Duration = Duration::from_secs(20);

thread_local! {
    static SCANNER: Scanner = Scanner::new(Classifier::embedded().expect("the embedded model loads"));
}

fuzz_target!(|data: &[u8]| {
    let photo = match Photo::decode(data) {
        Ok(photo) => photo,
        Err(error) => return common::check_message(&error.to_string()),
    };
    SCANNER.with(|scanner| {
        let start = Instant::now();
        let deadline = start + BUDGET;
        let time_is_up = || Instant::now() >= deadline;
        let outcome = scanner.scan_within(&photo, &Budget::new(&time_is_up));
        let took = start.elapsed();
        assert!(
            took <= BUDGET + OVERRUN,
            "a {}x{} photo read in {took:?} with a budget of {BUDGET:?}",
            photo.width(),
            photo.height()
        );
        match outcome.result {
            Ok(recognition) => {
                assert_eq!(recognition.tiles.len(), recognition.rows * recognition.cols);
                let text = recognition.board_text();
                if !text.contains('?') {
                    let board = Board::parse(&text).expect("a board read parses");
                    assert_eq!(
                        (board.rows(), board.cols()),
                        (recognition.rows, recognition.cols)
                    );
                }
            }
            Err(error) => common::check_message(&error.to_string()),
        }
    });
});
