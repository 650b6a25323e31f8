//! What a recognition gives: the `Recognition` (each die's reading, doubt, quad and crop) and the `Trace` of what
//! the pipeline tried to get there, together an `Outcome`.

use boggle_board::Tile;
use image::GrayImage;

use crate::detect::Detection;
use crate::slide::Slide;
use crate::{Lattice, Look, Point, Quad, Reading, VisionError, WholeBoardDoubt};

/// One recognised die.
#[derive(Debug, Clone, PartialEq)]
pub struct RecognizedTile {
    pub row: usize,
    pub col: usize,
    pub reading: Reading,
    /// How the look that kept the board read its centred crop, before the re-cut and the pooled views (the
    /// line-off check reads it: `reading::doubts`).
    pub looked: Reading,
    /// Whether a person should check it (`reading::doubts`), decided once here for the CLI and the app.
    pub doubtful: bool,
    /// The die's top face in photo pixels where its crop was cut (`Lattice::cells`, or moved by the re-cut).
    pub quad: Quad,
    /// The rectified crop the reader read (to show a person what the reader saw).
    pub crop: GrayImage,
}

/// A recognised board.
#[derive(Debug, Clone, PartialEq)]
pub struct Recognition {
    pub rows: usize,
    pub cols: usize,
    /// Row-major.
    pub tiles: Vec<RecognizedTile>,
    /// Why every tile is doubtful, when the board as a whole is (`reading::doubts`).
    pub whole_board_doubt: Option<WholeBoardDoubt>,
}

impl Recognition {
    /// Board text as boggle-board writes it (rows separated by spaces, `[qu]`, `#`), with `?` for a cell read as
    /// not a die, which board text refuses with its row and column.
    pub fn board_text(&self) -> String {
        let rows: Vec<String> = self
            .tiles
            .chunks(self.cols.max(1))
            .map(|row| row.iter().map(|t| t.reading.face.to_string()).collect())
            .collect();
        rows.join(" ")
    }

    /// The faces read, row-major; `None` for a cell read as not a die.
    pub fn faces(&self) -> Vec<Option<Tile>> {
        self.tiles.iter().map(|t| t.reading.face.tile()).collect()
    }

    /// The tiles a person should check.
    pub fn doubtful(&self) -> impl Iterator<Item = &RecognizedTile> {
        self.tiles.iter().filter(|t| t.doubtful)
    }
}

/// What `Pipeline::recognize` gives: the board or why not, and how it got there.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub result: Result<Recognition, VisionError>,
    pub trace: Trace,
}

/// What the pipeline tried for one photo, in order.
#[derive(Debug, Clone)]
pub struct Trace {
    /// The detector over the whole photo: its pictures, candidates and boards (the stage pictures draw it).
    pub detection: Detection,
    /// Every look that ran, with the lattices it tried.
    pub looks: Vec<LookTrace>,
    /// The slides the line check tried (`slide`), in order.
    pub slides: Vec<Slide>,
    /// The tiles cut again a little off their cell (`recut_below`).
    pub recuts: Vec<Recut>,
    /// The tiles whose face the pooled views changed (`views`), with the single reading they replaced.
    pub pooled: Vec<Pooled>,
    /// The looks not taken because the time budget had run out, in order.
    pub skipped_for_time: Vec<Look>,
}

/// One look that ran and what came of each lattice it read.
#[derive(Debug, Clone)]
pub struct LookTrace {
    pub look: Look,
    pub tried: Vec<Tried>,
    /// Whether the time budget ran out during this look: its search, or its reading of lattices, stopped early.
    pub cut_short: bool,
}

/// A lattice a look read, and the verdict.
#[derive(Debug, Clone)]
pub struct Tried {
    pub lattice: Lattice,
    /// How many crops read as not a die, of how many.
    pub not_dice: usize,
    pub crops: usize,
    /// Whether this lattice is the answer.
    pub kept: bool,
}

/// A tile cut again off its cell: what it read centred, and where the better reading was, if any.
#[derive(Debug, Clone)]
pub struct Recut {
    pub row: usize,
    pub col: usize,
    pub centred: Reading,
    /// The offset, in cells, of the crop now kept; `None` when the centred reading stayed.
    pub moved_by: Option<Point>,
}

/// A tile whose face changed when its views were pooled: what the single crop read.
#[derive(Debug, Clone)]
pub struct Pooled {
    pub row: usize,
    pub col: usize,
    pub single: Reading,
}

impl Trace {
    /// The trace of a recognition that has so far only run the detector.
    pub fn new(detection: Detection) -> Trace {
        Trace {
            detection,
            looks: Vec::new(),
            slides: Vec::new(),
            recuts: Vec::new(),
            pooled: Vec::new(),
            skipped_for_time: Vec::new(),
        }
    }

    /// The lattice of the board read, if any: the one a look kept, or where the line check slid it.
    pub fn kept(&self) -> Option<&Lattice> {
        let slid = self.slides.iter().rev().find(|s| s.kept);
        slid.map(|s| &s.lattice).or_else(|| {
            self.looks
                .iter()
                .flat_map(|l| &l.tried)
                .find(|t| t.kept)
                .map(|t| &t.lattice)
        })
    }

    /// Whether the time budget ran out: the detector or a look was cut short, or looks were skipped.
    pub fn out_of_time(&self) -> bool {
        self.detection.cut_short
            || self.looks.iter().any(|l| l.cut_short)
            || !self.skipped_for_time.is_empty()
    }
}
