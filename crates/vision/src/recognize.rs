//! The public entry point: a `Pipeline` (tuning, looks, crop convention) takes a photo and a `LetterReader` to an
//! `Outcome`: the `Recognition`, and beside it a `Trace` of what it tried (`outcome`).

use crate::detect::{detect, Detection};
use crate::looks::{checked, closer_lattices, moved_corners, quarter_lattices, BoardRead, LOOKS};
use crate::outcome::{LookTrace, Recut, Tried};
use crate::reading::doubtful_tiles;
use crate::{
    CropSpec, Face, Lattice, LetterReader, Look, Outcome, Photo, Point, Recognition,
    RecognizedTile, TileCrop, Trace, Tuning, VisionError,
};

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

    /// The grid in a photo, detected once over the whole photo: the live preview's question.
    pub fn find_lattice(&self, photo: &Photo) -> Result<Lattice, VisionError> {
        detect(photo, &self.tuning).lattice
    }

    /// Finds the board by the looks in order, crops every die and reads it with `reader`.
    pub fn recognize(&self, photo: &Photo, reader: &dyn LetterReader) -> Outcome {
        let mut trace = Trace {
            detection: detect(photo, &self.tuning),
            looks: Vec::new(),
            recuts: Vec::new(),
        };
        let result = self.run_looks(photo, reader, &mut trace).and_then(|read| {
            let read = read.ok_or_else(|| self.no_board(&trace))?;
            self.recut(reader, read, &mut trace.recuts)
        });
        Outcome { result, trace }
    }

    /// Reads the board a person marked: `rows` x `cols` dice inside `corners` (photo pixels, the grid's top-left,
    /// top-right, bottom-right, bottom-left), whatever the crops look like; dice not read are left doubtful. The
    /// way out when the detector finds no grid, or the wrong one.
    pub fn read_marked(
        &self,
        photo: &Photo,
        reader: &dyn LetterReader,
        rows: usize,
        cols: usize,
        corners: [Point; 4],
    ) -> Outcome {
        let mut trace = Trace {
            detection: Detection::none(photo, &self.tuning),
            looks: Vec::new(),
            recuts: Vec::new(),
        };
        let result = Lattice::from_corners(rows, cols, corners, self.tuning.marked_face)
            .filter(|_| (2..=8).contains(&rows) && (2..=8).contains(&cols))
            .ok_or(VisionError::BadCorners)
            .and_then(|lattice| {
                BoardRead::new(photo, lattice, &self.spec, |c, n| reader.read(c, n))
            })
            .and_then(|read| {
                trace.looks.push(LookTrace {
                    look: Look::Marked,
                    tried: vec![self.tried(&read, true)],
                });
                self.recut(reader, read, &mut trace.recuts)
            });
        Outcome { result, trace }
    }

    /// Runs the looks until a lattice reads as a board.
    fn run_looks(
        &self,
        photo: &Photo,
        reader: &dyn LetterReader,
        trace: &mut Trace,
    ) -> Result<Option<BoardRead>, VisionError> {
        let t = &self.tuning;
        // What the photo gave as boards (`Whole`, or `Quarters` when it ran), and the previous look's lattices.
        let mut boards: Option<Vec<Lattice>> = None;
        let mut previous: Vec<Lattice> = Vec::new();
        for &look in &self.looks {
            let detection = &trace.detection;
            let lattices: Vec<Lattice> = match look {
                Look::Whole => detection
                    .lattice
                    .iter()
                    .chain(&detection.alternatives)
                    .cloned()
                    .collect(),
                // Skipped, not run, when the whole photo gave boards.
                Look::Quarters if boards.as_ref().is_some_and(|b| !b.is_empty()) => continue,
                Look::Quarters => quarter_lattices(photo, t),
                // Only `read_marked` reads a marked board: there are no corners to read here.
                Look::Marked => continue,
                Look::Closer { around } => previous
                    .iter()
                    .take(around)
                    .flat_map(|l| closer_lattices(photo, l, t))
                    .collect(),
                Look::MovedCorners { boards: n } => {
                    let mut tried = Vec::new();
                    let mut kept = None;
                    for lattice in boards.iter().flatten().take(n) {
                        let Some(read) = moved_corners(photo, lattice, reader, &self.spec, t)?
                        else {
                            continue;
                        };
                        let is_board = read.is_board(t);
                        tried.push(self.tried(&read, is_board));
                        if is_board {
                            kept = Some(read);
                            break;
                        }
                    }
                    trace.looks.push(LookTrace { look, tried });
                    if kept.is_some() {
                        return Ok(kept);
                    }
                    continue;
                }
            };
            if matches!(look, Look::Whole | Look::Quarters) {
                boards = Some(lattices.clone());
            }
            let mut tried = Vec::new();
            for lattice in &lattices {
                let read =
                    BoardRead::new(photo, lattice.clone(), &self.spec, |c, n| reader.read(c, n))?;
                let is_board = read.is_board(t);
                tried.push(self.tried(&read, is_board));
                if is_board {
                    trace.looks.push(LookTrace { look, tried });
                    return Ok(Some(read));
                }
            }
            trace.looks.push(LookTrace { look, tried });
            previous = lattices;
        }
        Ok(None)
    }

    fn tried(&self, read: &BoardRead, kept: bool) -> Tried {
        Tried {
            lattice: read.lattice.clone(),
            not_dice: read.not_dice(),
            crops: read.crops.len(),
            kept,
        }
    }

    /// Why no board: the first lattice read that was mostly not dice, else the detector's diagnosis.
    fn no_board(&self, trace: &Trace) -> VisionError {
        let unreadable = trace.looks.iter().flat_map(|l| &l.tried).next();
        match (unreadable, &trace.detection.lattice) {
            (Some(t), _) => VisionError::Unreadable {
                junk: t.not_dice,
                total: t.crops,
            },
            (None, Err(e)) => e.clone(),
            (None, Ok(_)) => VisionError::NoBoard,
        }
    }

    /// Cuts again, a little off its cell in eight directions, every die read as not a die or below
    /// `recut_below`, keeping the most confident letter; then the recognition with its doubts.
    fn recut(
        &self,
        reader: &dyn LetterReader,
        read: BoardRead,
        recuts: &mut Vec<Recut>,
    ) -> Result<Recognition, VisionError> {
        let t = &self.tuning;
        let BoardRead {
            lattice,
            cutter,
            mut crops,
            mut readings,
        } = read;
        let mut offsets = vec![(0.0, 0.0); crops.len()];
        let unsure: Vec<usize> = (0..crops.len())
            .filter(|&k| {
                readings[k].face == Face::NotADie || readings[k].confidence < t.recut_below
            })
            .collect();
        if !unsure.is_empty() {
            let shifts: Vec<Point> = (0..8)
                .map(|i| {
                    let a = f64::from(i) * std::f64::consts::FRAC_PI_4;
                    (t.recut_shift * a.cos(), t.recut_shift * a.sin())
                })
                .collect();
            let again: Vec<TileCrop> = unsure
                .iter()
                .flat_map(|&k| shifts.iter().map(move |&o| (k, o)))
                .map(|(k, o)| cutter.cut(crops[k].row, crops[k].col, o))
                .collect();
            let mut second = checked(reader.read(&again, lattice.rows), again.len())?
                .into_iter()
                .zip(again);
            for &k in &unsure {
                let centred = readings[k];
                let mut moved_by = None;
                for &offset in &shifts {
                    let Some((reading, crop)) = second.next() else {
                        break;
                    };
                    let better = reading.face != Face::NotADie
                        && (readings[k].face == Face::NotADie
                            || reading.confidence > readings[k].confidence + t.recut_margin);
                    if better {
                        readings[k] = reading;
                        crops[k] = crop;
                        offsets[k] = offset;
                        moved_by = Some(offset);
                    }
                }
                recuts.push(Recut {
                    row: crops[k].row,
                    col: crops[k].col,
                    centred,
                    moved_by,
                });
            }
        }
        let doubtful = doubtful_tiles(&readings, lattice.rows, t);
        let tiles = crops
            .into_iter()
            .zip(readings)
            .zip(offsets)
            .zip(doubtful)
            .map(|(((c, reading), offset), doubtful)| RecognizedTile {
                row: c.row,
                col: c.col,
                doubtful,
                reading,
                quad: lattice.cell_quad(c.row, c.col, lattice.face, offset),
                crop: c.pixels,
            })
            .collect();
        Ok(Recognition {
            rows: lattice.rows,
            cols: lattice.cols,
            tiles,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crops::TileCutter;
    use crate::test_support::{board_photo, LightReader};
    use crate::{Quad, Reading};
    use boggle_board::Tile;
    use image::GrayImage;

    #[test]
    fn board_text_brackets_multi_letter_tiles_and_marks_unread_cells() {
        let texts = [
            "e", "qu", "#", "a", "th", "b", "c", "d", "x", "y", "z", "w", "m", "n", "o", "",
        ];
        let tiles = texts
            .iter()
            .enumerate()
            .map(|(k, &text)| RecognizedTile {
                row: k / 4,
                col: k % 4,
                reading: Reading {
                    face: Tile::from_text(text).map_or(Face::NotADie, Face::Die),
                    confidence: 1.0,
                    runner_up: Face::NotADie,
                    runner_up_confidence: 0.0,
                },
                doubtful: false,
                quad: [(0.0, 0.0); 4],
                crop: GrayImage::new(1, 1),
            })
            .collect();
        let rec = Recognition {
            rows: 4,
            cols: 4,
            tiles,
        };
        assert_eq!(rec.board_text(), "e[qu]#a [th]bcd xyzw mno?");
        assert_eq!(rec.faces()[15], None);
    }

    #[test]
    fn a_die_off_its_cell_is_cut_again_where_it_lies() {
        // Die (1, 2) lies 14 px (0.28 of a cell) right of its place.
        let photo = board_photo(14);
        let pipeline = Pipeline::new(CropSpec::default());
        let lattice = pipeline
            .find_lattice(&photo)
            .unwrap_or_else(|e| panic!("{e}"));
        let centred = LightReader
            .read(
                &[TileCutter::new(&photo, &lattice, &pipeline.spec).cut(1, 2, (0.0, 0.0))],
                4,
            )
            .unwrap_or_default();
        let outcome = pipeline.recognize(&photo, &LightReader);
        let rec = outcome.result.unwrap_or_else(|e| panic!("{e}"));
        let tile = &rec.tiles[6];
        assert_eq!((tile.row, tile.col), (1, 2));
        assert!(
            centred[0].confidence < pipeline.tuning.recut_below,
            "{centred:?}"
        );
        assert!(
            tile.reading.confidence > centred[0].confidence + pipeline.tuning.recut_margin,
            "{tile:?} vs {centred:?}"
        );
        // The die's quad moved right, towards where the die lies; the trace says so.
        let x = |q: &Quad| q.iter().map(|p| p.0).sum::<f64>() / 4.0;
        assert!(
            x(&tile.quad) > x(&lattice.cells[6]) + 3.0,
            "{:?} vs {:?}",
            tile.quad,
            lattice.cells[6]
        );
        let recut = outcome
            .trace
            .recuts
            .iter()
            .find(|r| (r.row, r.col) == (1, 2));
        assert!(
            recut.is_some_and(|r| r.moved_by.is_some_and(|o| o.0 > 0.0)),
            "{recut:?}"
        );
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
        assert_eq!(outcome.trace.looks[0].look, Look::Marked);
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
        assert_eq!(outcome.trace.looks[0].look, Look::Whole);
        assert_eq!(
            outcome.trace.kept(),
            outcome.trace.detection.lattice.as_ref().ok()
        );
    }
}
