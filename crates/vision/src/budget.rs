//! A time budget without a clock: the caller (the CLI with `Instant`, the worker with `performance.now()`)
//! answers "is time up?", and the pipeline asks between its steps (each binarisation, each seed of a lattice
//! fit, each window of the quarters look, each lattice read, each corner move) and stops searching once it is.

use std::cell::Cell;

/// How long a recognition may search. `Budget::unlimited()` never runs out (tests, evaluations); `Budget::new`
/// asks the caller's question. Once time is up it stays up, so every later step is skipped alike.
pub struct Budget<'a> {
    time_is_up: Option<&'a dyn Fn() -> bool>,
    spent: Cell<bool>,
}

impl Budget<'static> {
    /// A budget that never runs out: the search runs to its end, deterministically.
    pub fn unlimited() -> Budget<'static> {
        Budget {
            time_is_up: None,
            spent: Cell::new(false),
        }
    }
}

impl<'a> Budget<'a> {
    /// A budget that runs out when `time_is_up` first says so (a clock against a deadline, or in tests a
    /// count of questions).
    pub fn new(time_is_up: &'a dyn Fn() -> bool) -> Budget<'a> {
        Budget {
            time_is_up: Some(time_is_up),
            spent: Cell::new(false),
        }
    }

    /// Whether time is up: asks the caller unless it already said so.
    pub fn is_spent(&self) -> bool {
        if !self.spent.get() && self.time_is_up.is_some_and(|up| up()) {
            self.spent.set(true);
        }
        self.spent.get()
    }

    /// Whether time ran out at some step so far, without asking again.
    pub fn ran_out(&self) -> bool {
        self.spent.get()
    }
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("limited", &self.time_is_up.is_some())
            .field("spent", &self.spent.get())
            .finish()
    }
}

/// A fake clock for tests: time is up after `polls` questions; counts every question asked.
#[cfg(test)]
pub(crate) struct PollCounter {
    pub polls: usize,
    pub asked: Cell<usize>,
}

#[cfg(test)]
impl PollCounter {
    pub fn after(polls: usize) -> PollCounter {
        PollCounter {
            polls,
            asked: Cell::new(0),
        }
    }

    pub fn time_is_up(&self) -> bool {
        self.asked.set(self.asked.get() + 1);
        self.asked.get() > self.polls
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detect::detect;
    use crate::error::VisionError;
    use crate::looks::Look;
    use crate::photo::Photo;
    use crate::recognize::Pipeline;
    use crate::test_support::{board_photo, LightReader};
    use crate::trace::Origin;
    use crate::tuning::Tuning;

    #[test]
    fn time_up_stays_up_and_is_asked_no_more() {
        let clock = PollCounter::after(2);
        let up = || clock.time_is_up();
        let budget = Budget::new(&up);
        assert!(!budget.is_spent() && !budget.is_spent() && !budget.ran_out());
        assert!(budget.is_spent() && budget.is_spent() && budget.ran_out());
        assert_eq!(clock.asked.get(), 3);
        let unlimited = Budget::unlimited();
        assert!(!unlimited.is_spent() && !unlimited.ran_out());
    }

    /// A black and white checkerboard of `square`-pixel squares: thousands of blobs and holes, no board.
    fn checkerboard(width: u32, height: u32, square: u32) -> Photo {
        let img = image::RgbImage::from_fn(width, height, |x, y| {
            image::Rgb(
                [if (x / square + y / square) % 2 == 0 {
                    0
                } else {
                    255
                }; 3],
            )
        });
        Photo::from_rgb(img).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_detector_stops_when_time_is_up_and_says_so() {
        let photo = board_photo(0);
        let tuning = Tuning::default();
        let clock = PollCounter::after(0);
        let up = || clock.time_is_up();
        let detection = detect(&photo, &tuning, &Budget::new(&up));
        assert!(detection.cut_short);
        assert_eq!(detection.lattice.err(), Some(VisionError::TookTooLong));
        // Time is asked once and not again.
        assert_eq!(clock.asked.get(), 1);
        // With time left the same photo gives its board, and the search was not cut short.
        let clock = PollCounter::after(1000);
        let up = || clock.time_is_up();
        let detection = detect(&photo, &tuning, &Budget::new(&up));
        assert!(detection.lattice.is_ok() && !detection.cut_short);
        assert!(clock.asked.get() > 1);
    }

    #[test]
    fn out_of_time_a_recognition_says_which_looks_were_skipped() {
        let photo = board_photo(0);
        let pipeline = Pipeline::default();
        let clock = PollCounter::after(0);
        let up = || clock.time_is_up();
        let outcome = pipeline.recognize_within(&photo, &LightReader, &Budget::new(&up));
        assert_eq!(outcome.result.err(), Some(VisionError::TookTooLong));
        let trace = &outcome.trace;
        assert!(trace.out_of_time() && trace.detection.cut_short);
        // The whole photo's look ran (its search was cut short, nothing to read); every other look was skipped.
        assert_eq!(trace.looks.len(), 1);
        assert!(trace.looks[0].origin == Origin::Look(Look::Whole) && trace.looks[0].cut_short);
        let skipped: Vec<&str> = trace.skipped_for_time.iter().map(|l| l.name()).collect();
        // Cut short before any die-like blob was found, the photo does not even call for the turned look.
        assert_eq!(
            skipped,
            ["quarters", "closer", "closer-again", "moved-corners"]
        );
    }

    #[test]
    fn at_every_moment_time_runs_out_the_answer_is_the_board_or_out_of_time() {
        let photo = board_photo(14);
        let pipeline = Pipeline::default();
        let unlimited = pipeline.recognize(&photo, &LightReader);
        let board = unlimited.result.unwrap_or_else(|e| panic!("{e}"));
        assert!(!unlimited.trace.out_of_time());
        let never = PollCounter::after(usize::MAX);
        let up = || never.time_is_up();
        let counted = pipeline.recognize_within(&photo, &LightReader, &Budget::new(&up));
        assert_eq!(counted.result.as_ref().ok(), Some(&board));
        for polls in 0..never.asked.get() {
            let clock = PollCounter::after(polls);
            let up = || clock.time_is_up();
            let outcome = pipeline.recognize_within(&photo, &LightReader, &Budget::new(&up));
            match outcome.result {
                Ok(read) => assert_eq!(read.board_text(), board.board_text(), "{polls} polls"),
                Err(e) => {
                    assert_eq!(e, VisionError::TookTooLong, "{polls} polls");
                    assert!(outcome.trace.out_of_time(), "{polls} polls");
                }
            }
        }
    }

    /// A fine texture is not traced at all (`max_edge_density`): a 2-px checkerboard frame's search asks the
    /// clock once per binarisation and finds no candidate anywhere.
    #[test]
    fn a_fine_checkerboard_is_not_traced() {
        let frame = checkerboard(512, 384, 2);
        let tuning = Tuning::default();
        let clock = PollCounter::after(usize::MAX);
        let up = || clock.time_is_up();
        let detection = detect(&frame, &tuning, &Budget::new(&up));
        assert!(detection.candidates.is_empty() && detection.lattice.is_err());
        // Five binarisations, in each of the two shape filters' passes.
        assert_eq!(clock.asked.get(), 10);
    }

    /// Issue 14's checkerboards: a 512x384 preview frame of 2-px squares, and a 2048x1536 photo of 4-px squares
    /// (the size the app hands the worker), whose quarters look detects nine windows. Whenever time runs out,
    /// the search ends there: the clock is asked no more, the looks left are skipped, and the answer says why.
    #[test]
    fn fine_checkerboards_stop_when_time_is_up() {
        let pipeline = Pipeline::default();
        let frame = checkerboard(512, 384, 2);
        let clock = PollCounter::after(3);
        let up = || clock.time_is_up();
        let found = pipeline.find_lattice_within(&frame, &Budget::new(&up));
        assert_eq!(found.err(), Some(VisionError::TookTooLong));
        assert_eq!(clock.asked.get(), 4);

        let photo = checkerboard(2048, 1536, 4);
        // The whole photo's search, then part of the quarters look.
        let clock = PollCounter::after(40);
        let up = || clock.time_is_up();
        let outcome = pipeline.recognize_within(&photo, &LightReader, &Budget::new(&up));
        assert_eq!(outcome.result.err(), Some(VisionError::TookTooLong));
        assert_eq!(clock.asked.get(), 41);
        let trace = &outcome.trace;
        let ran: Vec<(&str, bool)> = trace
            .looks
            .iter()
            .map(|l| (l.origin.name(), l.cut_short))
            .collect();
        assert_eq!(ran, [("whole", false), ("quarters", true)]);
        let skipped: Vec<&str> = trace.skipped_for_time.iter().map(|l| l.name()).collect();
        // A texture leaves no candidates: the turned look is not due either.
        assert_eq!(skipped, ["closer", "closer-again", "moved-corners"]);
    }
}
