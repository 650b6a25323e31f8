//! The looks' runner: `Pipeline::run_looks` takes the pipeline's looks in order, gets each one's candidates from
//! where its plan says (`looks::Source`: the detection, the quarters, the regions around the last lattices found,
//! the boards refined, a copy of the photo searched by its inner looks) and reads them until one reads as a board.

use crate::board_read::BoardRead;
use crate::budget::Budget;
use crate::detect::detect;
use crate::detection::Detection;
use crate::error::VisionError;
use crate::lattice::Lattice;
use crate::looks::{Inner, Look, Plan, Source, VariantKind};
use crate::moved_corners::moved_corners;
use crate::perspective::Homography;
use crate::photo::Photo;
use crate::reading::LetterReader;
use crate::recognize::Pipeline;
use crate::trace::{most_dice_first, LookTrace, Origin, Trace, Tried};
use crate::variants::{self, closer_lattices, quarter_lattices, Variant};

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
    /// Runs the looks until a lattice reads as a board, or until `budget` runs out: the board and the look that
    /// read it.
    pub(crate) fn run_looks(
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

    /// What `read` gives the trace: its lattice, how many of its crops read as not dice, and whether it was kept.
    pub(crate) fn tried(&self, read: &BoardRead, kept: bool) -> Tried {
        Tried {
            lattice: read.lattice.clone(),
            not_dice: read.not_dice(),
            crops: read.crops.len(),
            kept,
        }
    }
}
