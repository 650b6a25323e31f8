//! The public entry point: a `Pipeline` (tuning, looks, crop convention) takes a photo and a `LetterReader` to an
//! `Outcome`: the `Recognition`, and beside it a `Trace` of what it tried (`recognition`). The looks run in
//! `look_runner`; the board they find is checked for a line off (`line_check`) and settled here.

use crate::advice::{advise, Preview};
use crate::board_read::BoardRead;
use crate::budget::Budget;
use crate::crops::CropSpec;
use crate::detect::detect;
use crate::detection::Detection;
use crate::error::VisionError;
use crate::failure::why_no_board;
use crate::lattice::Lattice;
use crate::line_check::slide;
use crate::looks::{Look, LOOKS};
use crate::marked::marked_lattice;
use crate::perspective::Point;
use crate::photo::Photo;
use crate::pooled_views::pool;
use crate::reading::LetterReader;
use crate::recognition::Outcome;
use crate::recognition::Recognition;
use crate::recut::recut;
use crate::trace::Trace;
use crate::tuning::Tuning;

/// Everything that decides how a photo is read: the tuning, the looks in order, and how crops are cut for the
/// reader (the model's convention).
#[derive(Debug, Clone, PartialEq)]
pub struct Pipeline {
    pub tuning: Tuning,
    pub looks: Vec<Look>,
    pub spec: CropSpec,
}

impl Default for Pipeline {
    /// The product's pipeline with the default crop convention.
    fn default() -> Self {
        Pipeline::new(CropSpec::default())
    }
}

impl Pipeline {
    /// The product's pipeline for crops cut as `spec` says: default tuning, every look of `LOOKS`.
    pub fn new(spec: CropSpec) -> Pipeline {
        Pipeline {
            tuning: Tuning::default(),
            looks: LOOKS.to_vec(),
            spec,
        }
    }

    /// How this pipeline cuts crops: the reader's convention (`spec`) with the tuning's brightening of dark dice.
    pub fn crop_spec(&self) -> CropSpec {
        CropSpec {
            dark_below: if self.tuning.brighten_dark_crops {
                self.tuning.crop_dark_below
            } else {
                0.0
            },
            dark_to: self.tuning.crop_dark_to,
            ..self.spec
        }
    }

    /// The grid in a photo, detected once over the whole photo: the live preview's question.
    pub fn find_lattice(&self, photo: &Photo) -> Result<Lattice, VisionError> {
        self.find_lattice_within(photo, &Budget::unlimited())
    }

    /// `find_lattice` searching only until `budget` runs out (`VisionError::TookTooLong` if nothing was found).
    pub fn find_lattice_within(
        &self,
        photo: &Photo,
        budget: &Budget,
    ) -> Result<Lattice, VisionError> {
        detect(photo, &self.tuning, budget).lattice
    }

    /// Finds the board by the looks in order, crops every die and reads it with `reader`.
    pub fn recognize(&self, photo: &Photo, reader: &dyn LetterReader) -> Outcome {
        self.recognize_within(photo, reader, &Budget::unlimited())
    }

    /// `recognize` searching only until `budget` runs out: a look's search stops there (the first lattice it
    /// found is still read), later looks are skipped, and the trace says which; with no board read by then the
    /// answer is `VisionError::TookTooLong`. A board found is always finished (re-cuts and doubts).
    pub fn recognize_within(
        &self,
        photo: &Photo,
        reader: &dyn LetterReader,
        budget: &Budget,
    ) -> Outcome {
        let mut trace = Trace::new(detect(photo, &self.tuning, budget));
        let result = self
            .run_looks(photo, &self.looks, reader, budget, &mut trace)
            .and_then(|read| {
                let (read, look) = read.ok_or_else(|| why_no_board(photo, &trace, &self.tuning))?;
                let read = if look.skips_line_check() {
                    read
                } else {
                    let (read, slides) =
                        slide(photo, read, reader, &self.crop_spec(), &self.tuning)?;
                    trace.slides = slides;
                    read
                };
                self.settle(read, reader, &mut trace)
            });
        Outcome { result, trace }
    }

    /// Reads the board a person marked: `rows` x `cols` dice inside `corners` (photo pixels, the grid's top-left,
    /// top-right, bottom-right, bottom-left; counter-clockwise is read the same: `marked_lattice`), whatever the
    /// crops look like; dice not read are left doubtful. The way out when the detector finds no grid, or the wrong
    /// one.
    pub fn read_marked(
        &self,
        photo: &Photo,
        reader: &dyn LetterReader,
        rows: usize,
        cols: usize,
        corners: [Point; 4],
    ) -> Outcome {
        let mut trace = Trace::new(Detection::none(photo, &self.tuning));
        let photo_size = (photo.width(), photo.height());
        let result = marked_lattice(rows, cols, corners, self.tuning.face_share, photo_size)
            .and_then(|lattice| {
                BoardRead::new(photo, lattice, &self.crop_spec(), |c, n| reader.read(c, n))
            })
            .and_then(|read| {
                trace.record_marked(self.tried(&read, true));
                self.settle(read, reader, &mut trace)
            });
        Outcome { result, trace }
    }

    /// The board kept, settled: unsure dice cut again (`recut`), every die's views pooled (`pooled_views`, with
    /// `tuning.pool_views`), each tile's doubt decided; `trace` records the re-cuts and the faces pooling changed.
    fn settle(
        &self,
        read: BoardRead,
        reader: &dyn LetterReader,
        trace: &mut Trace,
    ) -> Result<Recognition, VisionError> {
        let (read, recuts) = recut(read, reader, &self.tuning)?;
        trace.recuts = recuts;
        let read = if self.tuning.pool_views {
            let (read, pooled) = pool(read, reader, &self.tuning)?;
            trace.pooled = pooled;
            read
        } else {
            read
        };
        Ok(Recognition::from_read(read, &self.tuning))
    }
}

impl Pipeline {
    /// The grid in a preview frame and the advice for it, from one detection.
    pub fn preview(&self, photo: &Photo) -> Preview {
        self.preview_within(photo, &Budget::unlimited())
    }

    /// `preview` with the detector searching only until `budget` runs out; the advice is measured either way
    /// (one pass over the frame).
    pub fn preview_within(&self, photo: &Photo, budget: &Budget) -> Preview {
        let detection = detect(photo, &self.tuning, budget);
        let advice = advise(photo, &detection, &self.tuning);
        Preview {
            lattice: detection.lattice,
            advice,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{board_photo, LightReader};
    use crate::trace::Origin;

    #[test]
    fn a_board_marked_by_its_corners_is_read_there() {
        let photo = board_photo(0);
        let pipeline = Pipeline::default();
        let found = pipeline
            .find_lattice(&photo)
            .unwrap_or_else(|e| panic!("{e}"));
        let corners = found.corners().unwrap_or_else(|| panic!("no corners"));
        let outcome = pipeline.read_marked(&photo, &LightReader, 4, 4, corners);
        let rec = outcome.result.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((rec.rows, rec.cols), (4, 4));
        assert!(
            rec.faces().iter().all(Option::is_some),
            "{}",
            rec.board_text()
        );
        assert_eq!(outcome.trace.looks[0].origin, Origin::Marked);
        // The name the worker reports for it (`look` in the scan), as before it left `Look`.
        assert_eq!(outcome.trace.looks[0].origin.name(), "marked");
        // Four times the same point is no board.
        let same = pipeline.read_marked(&photo, &LightReader, 4, 4, [(10.0, 10.0); 4]);
        assert_eq!(same.result.err(), Some(VisionError::BadCorners));
    }

    #[test]
    fn the_trace_names_the_look_and_lattice_kept() {
        let photo = board_photo(0);
        let outcome = Pipeline::new(CropSpec::default()).recognize(&photo, &LightReader);
        assert!(outcome.result.is_ok());
        assert_eq!(outcome.trace.looks.len(), 1);
        assert_eq!(outcome.trace.looks[0].origin, Origin::Look(Look::Whole));
        assert_eq!(
            outcome.trace.kept(),
            outcome.trace.detection.lattice.as_ref().ok()
        );
    }
}
