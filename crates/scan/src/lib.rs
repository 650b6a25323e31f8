//! Photo -> `Recognition`: `boggle-vision`'s pipeline reading the letters with `boggle-classifier`.
//!
//! The `Scanner` holds the optimised letter model and the `Pipeline` that goes with it (crops cut as
//! `model/letters.json` says), built once and used for every photo. The `boggle` CLI uses it natively and
//! `boggle-vision-web` wraps it for the browser, so both read photos the same way.
//!
//! Architecture invariant: no I/O, no clock, starts no threads of its own (the classifier may, natively), so it
//! builds and behaves the same on `wasm32-unknown-unknown`. The model bytes come from the caller
//! (`Classifier::embedded()` in the CLI, a fetched file in the worker): this crate compiles none in.
//!
//! ## How it is built
//!
//! Photo → `Outcome`: `Scanner` holds a `Classifier` and vision's `Pipeline` (crops cut as `model/letters.json`
//! says), and runs it with `ClassifierReader` (the classifier as vision's `LetterReader`; only the faces the
//! real dice sets of the board's size have are possible (`boggle_dice::faces_for_side`: no two-letter face or
//! blank on a 4x4); a tile read under `Tuning::second_look_below` is read again at its three other quarter
//! turns and the readings averaged, except in a `glance`, the quick reading vision uses to compare many
//! lattices). A reader serves one photo and classifies each distinct crop once: the pooled views begin with
//! crops a look already read. `reader::face_of` is the one mapping from the model's class names to `Face`s (`q`
//! is the Qu face, `junk` not a die). `stages` (`stages.rs`) draws each stage's picture from a scan's own
//! `Trace` (threshold, candidates, the lattices tried, the tiles as read), so `boggle recognize --debug-dir`
//! and `eval photos --debug-dir` show the run that produced the answer; `tests/golden.rs` holds them to
//! `tests/golden/` pixel for pixel. The CLI and `vision-web` both read photos through it, so they cannot drift
//! apart.

mod reader;
mod stages;

use boggle_classifier::{metadata, Classifier};
use boggle_vision::{Budget, CropSpec, Lattice, Outcome, Photo, Pipeline, Point, VisionError};
use image::RgbImage;

pub use reader::{face_of, for_side, ClassifierReader};
pub use stages::stages;

/// The letter model, optimised once, and the pipeline that reads photos with it.
#[derive(Debug)]
pub struct Scanner {
    classifier: Classifier,
    pipeline: Pipeline,
}

impl Scanner {
    /// Wraps a classifier already built, with the product's pipeline; the crops are cut as the model was trained
    /// on them (size from the model, margin and supersampling from `model/letters.json`).
    pub fn new(classifier: Classifier) -> Scanner {
        let meta = metadata();
        let spec = CropSpec {
            size: classifier.input_size(),
            margin: meta.margin,
            supersample: meta.supersample,
            ..CropSpec::default()
        };
        Scanner {
            classifier,
            pipeline: Pipeline::new(spec),
        }
    }

    /// The same model with another pipeline (another tuning, some looks switched off), for evaluations.
    pub fn with_pipeline(self, pipeline: Pipeline) -> Scanner {
        Scanner { pipeline, ..self }
    }

    /// Photo -> recognised board, with the trace of what was tried; the search runs to its end.
    pub fn recognize(&self, photo: &Photo) -> Outcome {
        self.pipeline.recognize(photo, &self.reader())
    }

    /// `recognize` searching only until `budget` runs out (`Pipeline::recognize_within`): then the answer is the
    /// board already found, or `VisionError::TookTooLong` with the looks skipped in the trace.
    pub fn recognize_within(&self, photo: &Photo, budget: &Budget) -> Outcome {
        self.pipeline
            .recognize_within(photo, &self.reader(), budget)
    }

    /// The `rows` x `cols` board a person marked by its four outer corners (photo pixels, the grid's top-left,
    /// top-right, bottom-right, bottom-left), read there.
    pub fn recognize_marked(
        &self,
        photo: &Photo,
        rows: usize,
        cols: usize,
        corners: [Point; 4],
    ) -> Outcome {
        self.pipeline
            .read_marked(photo, &self.reader(), rows, cols, corners)
    }

    fn reader(&self) -> ClassifierReader<'_> {
        ClassifierReader::new(
            &self.classifier,
            self.pipeline.tuning.second_look_below,
            self.pipeline.tuning.turned_views,
        )
    }

    /// The grid in a camera frame, without reading it: the live preview.
    pub fn find_lattice(&self, photo: &Photo) -> Result<Lattice, VisionError> {
        self.pipeline.find_lattice(photo)
    }

    /// `find_lattice` searching only until `budget` runs out (then `VisionError::TookTooLong`).
    pub fn find_lattice_within(
        &self,
        photo: &Photo,
        budget: &Budget,
    ) -> Result<Lattice, VisionError> {
        self.pipeline.find_lattice_within(photo, budget)
    }

    /// Pictures of each stage of `outcome` (a `recognize` of `photo`), as `stages` draws them.
    pub fn stages(&self, photo: &Photo, outcome: &Outcome) -> Vec<(&'static str, RgbImage)> {
        stages::stages(photo, outcome)
    }

    /// The classifier, for benchmarks and batch classification.
    pub fn classifier(&self) -> &Classifier {
        &self.classifier
    }

    /// How photos are read: tuning, looks and crop convention.
    pub fn pipeline(&self) -> &Pipeline {
        &self.pipeline
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

    use super::*;

    fn scanner() -> Scanner {
        Scanner::new(Classifier::embedded().unwrap())
    }

    #[test]
    fn crops_follow_the_model_card() {
        let s = scanner();
        let meta = metadata();
        let spec = s.pipeline().spec;
        assert_eq!(spec.size, s.classifier().input_size());
        assert_eq!(spec.margin, meta.margin);
        assert_eq!(spec.supersample, meta.supersample);
    }

    #[test]
    fn a_photo_without_a_board_is_an_error_and_still_has_stage_pictures() {
        let s = scanner();
        let photo =
            Photo::from_rgb(RgbImage::from_pixel(200, 150, image::Rgb([40, 60, 90]))).unwrap();
        let outcome = s.recognize(&photo);
        assert!(outcome.result.is_err());
        let names: Vec<&str> = s.stages(&photo, &outcome).iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["threshold", "candidates", "lattice"]);
    }

    /// Pooled views: each view read at its four quarter turns and the probabilities averaged; a view that shows
    /// something else (here a blank crop) pulls the pooled confidence down.
    #[test]
    fn pooled_views_average_the_turns_and_doubt_a_die_seen_differently() {
        use boggle_vision::{LetterReader, TileCrop};
        use image::imageops::{rotate180, rotate270, rotate90};
        let photos = boggle_testkit::labelled::load().unwrap();
        let sharp = photos
            .iter()
            .find(|p| p.image == "images/004d2c027e43dd194554d6527b4ba67a.jpg")
            .unwrap();
        let s = scanner();
        let rec = s
            .recognize(&Photo::decode(&sharp.bytes().unwrap()).unwrap())
            .result
            .unwrap();
        let die = TileCrop {
            row: 0,
            col: 0,
            pixels: rec.tiles[0].crop.clone(),
        };
        let reader = |turned_views| ClassifierReader::new(s.classifier(), 0.0, turned_views);
        let pooled = reader(1).read_views(&[vec![die.clone()]], 4).unwrap()[0];
        let turns: Vec<TileCrop> = [
            die.pixels.clone(),
            rotate90(&die.pixels),
            rotate180(&die.pixels),
            rotate270(&die.pixels),
        ]
        .into_iter()
        .map(|pixels| TileCrop { pixels, ..die })
        .collect();
        let each = reader(0).read(&turns, 4).unwrap();
        let mean: f32 = each
            .iter()
            .map(|r| {
                r.choices
                    .iter()
                    .flatten()
                    .find(|(t, _)| boggle_vision::Face::Die(*t) == pooled.face)
                    .map_or(0.0, |(_, p)| *p)
            })
            .sum::<f32>()
            / 4.0;
        assert_eq!(pooled.face, each[0].face);
        assert!((pooled.confidence - mean).abs() < 1e-4, "{pooled:?} {mean}");
        // The same die with a second view that is a blank square: less sure.
        let blank = TileCrop {
            pixels: image::GrayImage::from_pixel(
                die.pixels.width(),
                die.pixels.height(),
                image::Luma([128]),
            ),
            ..die
        };
        let doubted = reader(2)
            .read_views(&[vec![die.clone(), blank]], 4)
            .unwrap()[0];
        assert!(
            doubted.confidence < pooled.confidence - 0.2,
            "{doubted:?} vs {pooled:?}"
        );
        // Without turns, one view is read as `read` reads it.
        let single = reader(0).read_views(&[vec![die.clone()]], 4).unwrap()[0];
        assert_eq!(single, reader(0).read(&[die], 4).unwrap()[0]);
    }

    /// The slowest labelled photo (a steep shot read only by moving its corners) reads the same under a budget
    /// that does not run out, and the trace shows nothing cut short; time is asked often enough to stop it.
    #[test]
    fn a_real_photo_reads_the_same_under_a_generous_budget() {
        let photos = boggle_testkit::labelled::load().unwrap();
        let steep = photos
            .iter()
            .find(|p| p.image == "images/01987e86175023152b4c29b6372c731a.jpg")
            .unwrap();
        let photo = Photo::decode(&steep.bytes().unwrap()).unwrap();
        let s = scanner();
        let free = s.recognize(&photo);
        let asked = std::cell::Cell::new(0usize);
        let up = || {
            asked.set(asked.get() + 1);
            asked.get() > 1_000_000
        };
        let budgeted = s.recognize_within(&photo, &Budget::new(&up));
        assert_eq!(budgeted.result, free.result);
        assert!(free.result.is_ok() && !budgeted.trace.out_of_time());
        assert!(asked.get() > 100, "{} polls", asked.get());
        assert_eq!(
            budgeted.trace.looks.last().map(|l| l.origin.name()),
            Some("moved-corners")
        );
    }
}
