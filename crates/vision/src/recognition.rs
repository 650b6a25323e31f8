//! The public entry point: photo -> lattice -> crops -> a `LetterReader` -> the recognised board.

use image::GrayImage;

use crate::{crop_tiles, find_lattice, CropSpec, Photo, Quad, TileCrop, VisionError};

/// What the letter classifier gives back for one crop.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reading {
    /// `"a"`..`"z"`, `"qu"`, `"an"`, `"er"`, `"he"`, `"in"`, `"th"`, `"#"` for a blank, or `"junk"` (not a die).
    pub tile: String,
    pub confidence: f32,
    pub runner_up: String,
    pub runner_up_confidence: f32,
}

/// A letter classifier: one `Reading` per crop, in order.
pub trait LetterReader {
    fn read(&self, crops: &[TileCrop]) -> Result<Vec<Reading>, String>;
}

/// One recognised die.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RecognizedTile {
    pub row: usize,
    pub col: usize,
    pub text: String,
    pub confidence: f32,
    pub runner_up: String,
    pub runner_up_confidence: f32,
    /// The die's top face in photo pixels (see `Lattice::cells`).
    pub quad: Quad,
    /// The rectified crop the classifier read (to show a person what the reader saw; not in the JSON).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub crop: GrayImage,
}

/// A recognised board.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Recognition {
    pub rows: usize,
    pub cols: usize,
    /// Row-major.
    pub tiles: Vec<RecognizedTile>,
}

impl Recognition {
    /// Board text: rows separated by spaces, multi-letter tiles in brackets (`[qu]`), a blank as `#`.
    pub fn board_text(&self) -> String {
        let mut rows = Vec::with_capacity(self.rows);
        for r in 0..self.rows {
            let mut s = String::new();
            for t in self.tiles.iter().filter(|t| t.row == r) {
                if t.text.chars().count() == 1 {
                    s.push_str(&t.text);
                } else {
                    s.push('[');
                    s.push_str(&t.text);
                    s.push(']');
                }
            }
            rows.push(s);
        }
        rows.join(" ")
    }
}

/// More than this share of crops read as `"junk"` means the lattice is not really on the dice.
pub const MAX_JUNK_SHARE: f32 = 0.25;

/// Finds the board, crops every die and reads it with `reader`.
pub fn recognize(
    photo: &Photo,
    reader: &dyn LetterReader,
    spec: &CropSpec,
) -> Result<Recognition, VisionError> {
    let lattice = find_lattice(photo)?;
    let crops = crop_tiles(photo, &lattice, spec);
    let readings = reader.read(&crops).map_err(VisionError::Reader)?;
    if readings.len() != crops.len() {
        return Err(VisionError::Reader(format!(
            "{} readings for {} crops",
            readings.len(),
            crops.len()
        )));
    }
    let junk = readings.iter().filter(|r| r.tile == "junk").count();
    if junk as f32 > MAX_JUNK_SHARE * crops.len() as f32 {
        return Err(VisionError::Unreadable {
            junk,
            total: crops.len(),
        });
    }
    let tiles = crops
        .into_iter()
        .zip(readings)
        .map(|(c, r)| RecognizedTile {
            row: c.row,
            col: c.col,
            text: r.tile,
            confidence: r.confidence,
            runner_up: r.runner_up,
            runner_up_confidence: r.runner_up_confidence,
            quad: lattice.cells[c.row * lattice.cols + c.col],
            crop: c.pixels,
        })
        .collect();
    Ok(Recognition {
        rows: lattice.rows,
        cols: lattice.cols,
        tiles,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(row: usize, col: usize, text: &str) -> RecognizedTile {
        RecognizedTile {
            row,
            col,
            text: text.into(),
            confidence: 1.0,
            runner_up: "a".into(),
            runner_up_confidence: 0.0,
            quad: [(0.0, 0.0); 4],
            crop: GrayImage::new(1, 1),
        }
    }

    #[test]
    fn board_text_brackets_multi_letter_tiles() {
        let texts = [
            "e", "qu", "#", "a", "th", "b", "c", "d", "x", "y", "z", "w", "m", "n", "o", "p",
        ];
        let tiles = texts
            .iter()
            .enumerate()
            .map(|(k, t)| tile(k / 4, k % 4, t))
            .collect();
        let rec = Recognition {
            rows: 4,
            cols: 4,
            tiles,
        };
        assert_eq!(rec.board_text(), "e[qu]#a [th]bcd xyzw mnop");
    }
}
