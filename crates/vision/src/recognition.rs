//! What a recognition gives: the `Recognition` (each die's reading, doubt, quad and crop) and the `Trace` of what
//! the pipeline tried to get there (`trace`), together an `Outcome`.

use boggle_board::{Language, Tile};
use image::GrayImage;

use crate::advice::{advise, Advice};
use crate::board_read::BoardRead;
use crate::doubt::{doubts, WholeBoardDoubt};
use crate::error::VisionError;
use crate::lattice::Quad;
use crate::photo::Photo;
use crate::reading::Reading;
use crate::trace::Trace;
use crate::tuning::Tuning;

/// One recognised die.
#[derive(Debug, Clone, PartialEq)]
pub struct RecognizedTile {
    pub row: usize,
    pub col: usize,
    pub reading: Reading,
    /// How the look that kept the board read its centred crop, before the re-cut and the pooled views (the
    /// line-off check reads it: `doubt::doubts`).
    pub looked: Reading,
    /// Whether a person should check it (`doubt::doubts`), decided once here for the CLI and the app.
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
    /// Why every tile is doubtful, when the board as a whole is (`doubt::doubts`).
    pub whole_board_doubt: Option<WholeBoardDoubt>,
    /// The dice's side in photo pixels (`Lattice::die_side`).
    pub die_side: f64,
}

impl Recognition {
    /// The board `read` gives, each tile's doubt decided once (`doubt::doubts`).
    pub(crate) fn from_read(read: BoardRead, tuning: &Tuning) -> Recognition {
        let BoardRead {
            lattice,
            crops,
            readings,
            offsets,
            looked,
            ..
        } = read;
        let (size, die_side) = ((lattice.rows, lattice.cols), lattice.die_side());
        let doubts = doubts(&readings, &looked, size, die_side, tuning);
        let tiles = crops
            .into_iter()
            .zip(readings.into_iter().zip(looked))
            .zip(offsets)
            .zip(doubts.tiles)
            .map(
                |(((c, (reading, looked)), offset), doubtful)| RecognizedTile {
                    row: c.row,
                    col: c.col,
                    doubtful,
                    reading,
                    looked,
                    quad: lattice.cell_quad(c.row as i64, c.col as i64, lattice.face, offset),
                    crop: c.pixels,
                },
            )
            .collect();
        Recognition {
            rows: lattice.rows,
            cols: lattice.cols,
            tiles,
            whole_board_doubt: doubts.whole_board,
            die_side,
        }
    }

    /// The board as a die of `language`'s dice shows it (a plain Q in French; see `Reading::in_language`).
    pub fn in_language(mut self, language: Language) -> Recognition {
        for tile in &mut self.tiles {
            tile.reading = tile.reading.in_language(language);
            tile.looked = tile.looked.in_language(language);
        }
        self
    }

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

/// The advice worth giving after `outcome`, a recognition of `photo`: all of it when no board was read or some
/// tile of the board read is marked for checking (a photo taken again is then a way on), none when nothing needs
/// checking, whatever the photo measured (a dim photo read right needs no retake); after no board, none that
/// repeats the reason (`AdviceKind::repeats`).
pub fn advise_outcome(photo: &Photo, outcome: &Outcome, tuning: &Tuning) -> Vec<Advice> {
    let mut advice = match &outcome.result {
        Ok(board) if board.doubtful().next().is_none() => return Vec::new(),
        _ => advise(photo, &outcome.trace.detection, tuning),
    };
    if let Err(reason) = &outcome.result {
        advice.retain(|a| !a.kind.repeats(reason));
    }
    advice
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::Face;

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
}
