//! The public entry point: a `Pipeline` (tuning, looks, crop convention) takes a photo and a `LetterReader` to an
//! `Outcome`: the `Recognition`, and beside it a `Trace` of what it tried (`recognition`).

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
use crate::looks::{Inner, Look, Plan, Source, VariantKind, LOOKS};
use crate::marked::marked_lattice;
use crate::moved_corners::moved_corners;
use crate::perspective::{Homography, Point};
use crate::photo::Photo;
use crate::pooled_views::pool;
use crate::reading::LetterReader;
use crate::recognition::Outcome;
use crate::recognition::Recognition;
use crate::recut::recut;
use crate::trace::Trace;
use crate::trace::{most_dice_first, LookTrace, Origin, Tried};
use crate::tuning::Tuning;
use crate::variants::{self, closer_lattices, quarter_lattices, Variant};

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

/// What a look gives to read: a lattice, read as it is or moved corner by corner first, or a board read already
/// (in a variant of the photo).
enum Candidate {
    Lattice(Lattice),
    Moved(Lattice),
    Read(Box<BoardRead>),
}

/// What one look gives: its candidates in order, what its inner looks read in a copy of the photo and did not
/// keep (mapped to the photo), and, for a look that finds lattices, those lattices (what the next look around
/// them takes).
struct Found {
    candidates: Vec<Candidate>,
    inner: Vec<Tried>,
    lattices: Option<Vec<Lattice>>,
}

impl Found {
    /// Lattices found, each read as it is.
    fn lattices(lattices: Vec<Lattice>, inner: Vec<Tried>) -> Found {
        Found {
            candidates: lattices.iter().cloned().map(Candidate::Lattice).collect(),
            inner,
            lattices: Some(lattices),
        }
    }

    /// What the looks in `kind`'s copy found (the board read there and the map back to the photo) and read
    /// without keeping: the board mapped back as a lattice to read in the photo, or, read in the copy, as it is.
    fn in_copy(
        kind: VariantKind,
        found: Option<(BoardRead, Homography)>,
        tried: Vec<Tried>,
    ) -> Found {
        if kind.read_in_copy() {
            let read = found.map(|(read, back)| Candidate::Read(Box::new(read.mapped(&back))));
            Found::read_only(read.into_iter().collect(), tried)
        } else {
            let lattice = found.map(|(read, back)| read.lattice.mapped(&back));
            Found::lattices(lattice.into_iter().collect(), tried)
        }
    }

    /// Candidates that are not lattices found (refined, or read in a copy): no next look goes around them.
    fn read_only(candidates: Vec<Candidate>, inner: Vec<Tried>) -> Found {
        Found {
            candidates,
            inner,
            lattices: None,
        }
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

    /// Runs the looks until a lattice reads as a board, or until `budget` runs out: the board and the look that
    /// read it.
    fn run_looks(
        &self,
        photo: &Photo,
        looks: &[Look],
        reader: &dyn LetterReader,
        budget: &Budget,
        trace: &mut Trace,
    ) -> Result<Option<(BoardRead, Look)>, VisionError> {
        // What the photo gave as boards (the looks whose source `gives_boards`; the most readable first), and the
        // lattices the last look that found lattices found.
        let mut boards: Option<Vec<Lattice>> = None;
        let mut previous: Vec<Lattice> = Vec::new();
        for &look in looks {
            let has_board = boards.as_ref().is_some_and(|b| !b.is_empty());
            let die_like = !trace.detection.candidates.is_empty();
            let Plan { runs, source } = look.plan();
            if !runs.allows(has_board, die_like) {
                continue;
            }
            // The whole photo's search is done already (the trace's detection); the others start only in time.
            if source != Source::Detected && budget.is_spent() {
                trace.skipped_for_time.push(look);
                continue;
            }
            let was_spent = budget.ran_out();
            let boards_now = boards.as_deref().unwrap_or_default();
            let found =
                self.candidates(source, photo, &previous, boards_now, reader, budget, trace)?;
            let (tried, kept) =
                self.read_first_board(photo, found.candidates, found.inner, reader, budget)?;
            let cut_short = (source == Source::Detected && trace.detection.cut_short)
                || (!was_spent && budget.ran_out());
            if let (None, Some(lattices)) = (&kept, found.lattices) {
                if source.gives_boards() {
                    boards = Some(most_dice_first(&lattices, &tried));
                }
                previous = lattices;
            }
            trace.looks.push(LookTrace {
                origin: Origin::Look(look),
                tried,
                cut_short,
            });
            if let Some(read) = kept {
                return Ok(Some((read, look)));
            }
        }
        Ok(None)
    }

    /// What a look whose candidates come from `source` gives to read, in order. `previous` are the lattices the
    /// last look found, `boards` the boards the photo gave (see `run_looks`).
    #[allow(clippy::too_many_arguments)]
    fn candidates(
        &self,
        source: Source,
        photo: &Photo,
        previous: &[Lattice],
        boards: &[Lattice],
        reader: &dyn LetterReader,
        budget: &Budget,
        trace: &Trace,
    ) -> Result<Found, VisionError> {
        let t = &self.tuning;
        let lattices = match source {
            Source::Detected => trace.detection.boards(),
            Source::Quarters => quarter_lattices(photo, t, budget),
            Source::Around { lattices } => previous
                .iter()
                .take(lattices)
                .flat_map(|l| closer_lattices(photo, l, t, budget))
                .collect(),
            Source::Refined { boards: n } => {
                let moved = boards.iter().take(n).cloned().map(Candidate::Moved);
                return Ok(Found::read_only(moved.collect(), Vec::new()));
            }
            Source::Within { variant, inner } => {
                return self.within(variant, inner, photo, reader, budget)
            }
        };
        Ok(Found::lattices(lattices, Vec::new()))
    }

    /// What the looks `inner` keeps find in `kind`'s copy of `photo`: the board they read, mapped back to be read
    /// in the photo, or read in the copy already (`VariantKind::read_in_copy`); and what they read and did not
    /// keep. A copy whose whole the detected look does not search starts with no detection.
    fn within(
        &self,
        kind: VariantKind,
        inner: Inner,
        photo: &Photo,
        reader: &dyn LetterReader,
        budget: &Budget,
    ) -> Result<Found, VisionError> {
        let t = &self.tuning;
        let variant = match kind {
            VariantKind::Turned { degrees } => variants::turned(photo, f64::from(degrees), t),
            VariantKind::Enlarged => variants::enlarged(photo, t),
        };
        let Some(variant) = variant else {
            return Ok(Found::in_copy(kind, None, Vec::new()));
        };
        let detection = if inner.detected {
            detect(&variant.photo, t, budget)
        } else {
            Detection::none(&variant.photo, t)
        };
        let (found, tried) =
            self.search(&variant, detection, |l| inner.keeps(*l), reader, budget)?;
        Ok(Found::in_copy(
            kind,
            found.map(|read| (read, variant.back)),
            tried,
        ))
    }

    /// Reads `candidates` in order until one reads as a board (the first even out of time: finding it cost far
    /// more than reading it): what each read gave, after what `tried` holds already, and the board.
    fn read_first_board(
        &self,
        photo: &Photo,
        candidates: Vec<Candidate>,
        mut tried: Vec<Tried>,
        reader: &dyn LetterReader,
        budget: &Budget,
    ) -> Result<(Vec<Tried>, Option<BoardRead>), VisionError> {
        for (k, candidate) in candidates.into_iter().enumerate() {
            if k > 0 && budget.is_spent() {
                break;
            }
            let Some(read) = self.read(photo, candidate, reader, budget)? else {
                continue;
            };
            let is_board = read.is_board(&self.tuning);
            tried.push(self.tried(&read, is_board));
            if is_board {
                return Ok((tried, Some(read)));
            }
        }
        Ok((tried, None))
    }

    /// `candidate` read in `photo`: `None` for a lattice moved corner by corner that was not near a board.
    fn read(
        &self,
        photo: &Photo,
        candidate: Candidate,
        reader: &dyn LetterReader,
        budget: &Budget,
    ) -> Result<Option<BoardRead>, VisionError> {
        let spec = self.crop_spec();
        match candidate {
            Candidate::Lattice(lattice) => {
                BoardRead::new(photo, lattice, &spec, |c, n| reader.read(c, n)).map(Some)
            }
            Candidate::Moved(lattice) => {
                moved_corners(photo, &lattice, reader, &spec, &self.tuning, budget)
            }
            Candidate::Read(read) => Ok(Some(*read)),
        }
    }

    /// The board the looks that `keep` keeps find in `variant` (whose whole was searched as `detection`), read
    /// there, in the variant's pixels; and the lattices they read and did not keep, mapped back to the photo.
    fn search(
        &self,
        variant: &Variant,
        detection: Detection,
        keep: impl Fn(&Look) -> bool,
        reader: &dyn LetterReader,
        budget: &Budget,
    ) -> Result<(Option<BoardRead>, Vec<Tried>), VisionError> {
        let looks: Vec<Look> = self.looks.iter().copied().filter(keep).collect();
        let mut trace = Trace::new(detection);
        let found = self.run_looks(&variant.photo, &looks, reader, budget, &mut trace)?;
        let found = found.map(|(read, _)| read);
        let tried = trace.looks.into_iter().flat_map(|l| l.tried);
        let not_kept = tried.filter(|t| !t.kept).map(|t| Tried {
            lattice: t.lattice.mapped(&variant.back),
            ..t
        });
        Ok((found, not_kept.collect()))
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

    fn tried(&self, read: &BoardRead, kept: bool) -> Tried {
        Tried {
            lattice: read.lattice.clone(),
            not_dice: read.not_dice(),
            crops: read.crops.len(),
            kept,
        }
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
    use crate::reading::{Face, Reading};
    use crate::recognition::{Recognition, RecognizedTile};
    use crate::test_support::{board_photo, LightReader};
    use boggle_board::{Language, Tile};
    use image::GrayImage;

    #[test]
    fn board_text_brackets_multi_letter_tiles_and_marks_unread_cells() {
        let texts = [
            "e", "qu", "#", "a", "th", "b", "c", "d", "x", "y", "z", "w", "m", "n", "o", "",
        ];
        let tiles = texts
            .iter()
            .enumerate()
            .map(|(k, &text)| {
                let reading = Reading {
                    face: Tile::from_text(text).map_or(Face::NotADie, Face::Die),
                    confidence: 1.0,
                    runner_up: Face::NotADie,
                    runner_up_confidence: 0.0,
                    choices: [None; 3],
                };
                RecognizedTile {
                    row: k / 4,
                    col: k % 4,
                    reading,
                    looked: reading,
                    doubtful: false,
                    quad: [(0.0, 0.0); 4],
                    crop: GrayImage::new(1, 1),
                }
            })
            .collect();
        let rec = Recognition {
            rows: 4,
            cols: 4,
            tiles,
            whole_board_doubt: None,
            die_side: 40.0,
        };
        assert_eq!(rec.board_text(), "e[qu]#a [th]bcd xyzw mno?");
        assert_eq!(rec.faces()[15], None);
        // The French dice's Q die is a plain Q, one letter (issue 33 item 7).
        let french = rec.in_language(Language::French);
        assert_eq!(french.board_text(), "eq#a [th]bcd xyzw mno?");
        assert_eq!(french.tiles[1].reading.face, Face::Die(Tile::PLAIN_Q));
    }

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
