//! Photo -> `Recognition`: `boggle-vision`'s pipeline reading the letters with `boggle-classifier`.
//!
//! The `Scanner` holds the optimised letter model and the `Pipeline` that goes with it (crops cut as
//! `model/letters.json` says), built once and used for every photo. The `boggle` CLI uses it natively and
//! `boggle-vision-web` wraps it for the browser, so both read photos the same way.
//!
//! Architecture invariant: no I/O, no clock, starts no threads of its own (the classifier may, natively), so it
//! builds and behaves the same on `wasm32-unknown-unknown`. The model bytes come from the caller
//! (`Classifier::embedded()` in the CLI, a fetched file in the worker): this crate compiles none in.

mod reader;

use boggle_classifier::{metadata, Classifier};
use boggle_vision::{debug, CropSpec, Lattice, Outcome, Photo, Pipeline, Point, VisionError};
use image::RgbImage;

pub use reader::{face_of, ClassifierReader};

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

    /// Photo -> recognised board, with the trace of what was tried.
    pub fn scan(&self, photo: &Photo) -> Outcome {
        self.pipeline.recognize(photo, &self.reader())
    }

    /// The `rows` x `cols` board a person marked by its four outer corners (photo pixels, the grid's top-left,
    /// top-right, bottom-right, bottom-left), read there.
    pub fn scan_marked(
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
        ClassifierReader {
            classifier: &self.classifier,
            second_look_below: self.pipeline.tuning.second_look_below,
        }
    }

    /// The grid in a camera frame, without reading it: the live preview.
    pub fn find_lattice(&self, photo: &Photo) -> Result<Lattice, VisionError> {
        self.pipeline.find_lattice(photo)
    }

    /// Pictures of each stage of `outcome` (a `scan` of `photo`), as `boggle_vision::debug::stages` draws them.
    pub fn stages(&self, photo: &Photo, outcome: &Outcome) -> Vec<(&'static str, RgbImage)> {
        debug::stages(photo, outcome)
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
        let outcome = s.scan(&photo);
        assert!(outcome.result.is_err());
        let names: Vec<&str> = s.stages(&photo, &outcome).iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["threshold", "candidates", "lattice"]);
    }
}
