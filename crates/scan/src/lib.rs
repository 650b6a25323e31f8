//! Photo -> `Recognition`: `boggle-vision`'s pipeline reading the letters with `boggle-classifier`.
//!
//! The `Scanner` holds the optimised letter model and the crop convention that goes with it (from
//! `model/letters.json`), built once and used for every photo. The `boggle` CLI uses it natively and
//! `boggle-vision-web` wraps it for the browser, so both read photos the same way.
//!
//! Architecture invariant: no I/O, no clock, starts no threads of its own (the classifier may, natively), so it builds and behaves the same on
//! `wasm32-unknown-unknown`. The model bytes come from the caller (`Classifier::embedded()` in the CLI, a
//! fetched file in the worker): this crate compiles none in.

mod reader;

use boggle_classifier::{metadata, Classifier};
use boggle_vision::{debug, recognize, CropSpec, Photo, Recognition, VisionError};
use image::RgbImage;

pub use reader::ClassifierReader;

/// The letter model, optimised once, and the crop convention that goes with it.
#[derive(Debug)]
pub struct Scanner {
    classifier: Classifier,
    spec: CropSpec,
}

impl Scanner {
    /// Wraps a classifier already built; the crops are cut as the model was trained on them (size from the
    /// model, margin and supersampling from `model/letters.json`).
    pub fn new(classifier: Classifier) -> Scanner {
        let meta = metadata();
        let spec = CropSpec {
            size: classifier.input_size(),
            margin: meta.margin,
            supersample: meta.supersample,
        };
        Scanner { classifier, spec }
    }

    /// Photo -> recognised board.
    pub fn scan(&self, photo: &Photo) -> Result<Recognition, VisionError> {
        recognize(photo, &ClassifierReader(&self.classifier), &self.spec)
    }

    /// Pictures of each stage for `photo`, named `threshold`, `candidates`, `lattice` and (if a board was found)
    /// `tiles`, as `boggle_vision::debug::stages` draws them. Never fails: a photo with no board still has the
    /// first three.
    pub fn stages(&self, photo: &Photo) -> Vec<(&'static str, RgbImage)> {
        debug::stages(photo, &self.spec)
    }

    /// The classifier, for benchmarks and batch classification.
    pub fn classifier(&self) -> &Classifier {
        &self.classifier
    }

    /// How tiles are cropped for the classifier.
    pub fn spec(&self) -> &CropSpec {
        &self.spec
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
        assert_eq!(s.spec().size, s.classifier().input_size());
        assert_eq!(s.spec().margin, meta.margin);
        assert_eq!(s.spec().supersample, meta.supersample);
    }

    #[test]
    fn a_photo_without_a_board_is_an_error_and_still_has_stage_pictures() {
        let s = scanner();
        let photo =
            Photo::from_rgb(RgbImage::from_pixel(200, 150, image::Rgb([40, 60, 90]))).unwrap();
        assert!(s.scan(&photo).is_err());
        let names: Vec<&str> = s.stages(&photo).iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["threshold", "candidates", "lattice"]);
    }
}
