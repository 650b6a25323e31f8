//! The public entry point: photo -> lattice -> crops -> a `LetterReader` -> the recognised board.

use image::GrayImage;

use crate::crops::TileCutter;
use crate::{find_lattice, CropSpec, Lattice, Photo, Quad, TileCrop, VisionError};

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

/// A die read as not-a-die, or with less confidence than this, is cut again a little off its cell in eight
/// directions (`RECUT_SHIFT` of a cell), and the most confident letter kept: at the edge of a steeply tilted
/// board the lattice can sit off the die's face.
pub const RECUT_BELOW: f32 = 0.5;
const RECUT_SHIFT: f64 = 0.15;
/// A letter read off-centre replaces the centred reading only if this much more confident: a shifted crop
/// can lose part of a two-letter face (`er` read as `e`).
const RECUT_MARGIN: f32 = 0.15;

/// Finds the board, crops every die and reads it with `reader`.
pub fn recognize(
    photo: &Photo,
    reader: &dyn LetterReader,
    spec: &CropSpec,
) -> Result<Recognition, VisionError> {
    let lattice = find_lattice(photo)?;
    let cutter = TileCutter::new(photo, &lattice, spec);
    let mut crops: Vec<TileCrop> = (0..lattice.rows * lattice.cols)
        .map(|k| cutter.cut(k / lattice.cols, k % lattice.cols, (0.0, 0.0)))
        .collect();
    let mut readings = read_all(reader, &crops)?;
    let junk = readings.iter().filter(|r| r.tile == "junk").count();
    if junk as f32 > MAX_JUNK_SHARE * crops.len() as f32 {
        return Err(VisionError::Unreadable {
            junk,
            total: crops.len(),
        });
    }
    let mut offsets = vec![(0.0, 0.0); crops.len()];
    let unsure: Vec<usize> = (0..crops.len())
        .filter(|&k| readings[k].tile == "junk" || readings[k].confidence < RECUT_BELOW)
        .collect();
    if !unsure.is_empty() {
        let shifts: Vec<(f64, f64)> = (0..8)
            .map(|i| {
                let a = f64::from(i) * std::f64::consts::FRAC_PI_4;
                (RECUT_SHIFT * a.cos(), RECUT_SHIFT * a.sin())
            })
            .collect();
        let again: Vec<TileCrop> = unsure
            .iter()
            .flat_map(|&k| shifts.iter().map(move |&o| (k, o)))
            .map(|(k, o)| cutter.cut(crops[k].row, crops[k].col, o))
            .collect();
        let mut second = read_all(reader, &again)?.into_iter().zip(again);
        for &k in &unsure {
            for &offset in &shifts {
                let Some((reading, crop)) = second.next() else {
                    break;
                };
                let better = reading.tile != "junk"
                    && (readings[k].tile == "junk"
                        || reading.confidence > readings[k].confidence + RECUT_MARGIN);
                if better {
                    readings[k] = reading;
                    crops[k] = crop;
                    offsets[k] = offset;
                }
            }
        }
    }
    let tiles = crops
        .into_iter()
        .zip(readings)
        .zip(offsets)
        .map(|((c, r), offset)| RecognizedTile {
            row: c.row,
            col: c.col,
            text: r.tile,
            confidence: r.confidence,
            runner_up: r.runner_up,
            runner_up_confidence: r.runner_up_confidence,
            quad: face_quad(&lattice, c.row, c.col, offset),
            crop: c.pixels,
        })
        .collect();
    Ok(Recognition {
        rows: lattice.rows,
        cols: lattice.cols,
        tiles,
    })
}

fn read_all(reader: &dyn LetterReader, crops: &[TileCrop]) -> Result<Vec<Reading>, VisionError> {
    let readings = reader.read(crops).map_err(VisionError::Reader)?;
    if readings.len() != crops.len() {
        return Err(VisionError::Reader(format!(
            "{} readings for {} crops",
            readings.len(),
            crops.len()
        )));
    }
    Ok(readings)
}

/// Cell `(row, col)`'s die face in photo pixels, moved by `offset` cells (the lattice's own quad if none).
fn face_quad(lattice: &Lattice, row: usize, col: usize, offset: (f64, f64)) -> Quad {
    if offset == (0.0, 0.0) {
        return lattice.cells[row * lattice.cols + col];
    }
    let (cx, cy) = (col as f64 + 0.5 + offset.0, row as f64 + 0.5 + offset.1);
    let d = lattice.face / 2.0;
    [
        (cx - d, cy - d),
        (cx + d, cy - d),
        (cx + d, cy + d),
        (cx - d, cy + d),
    ]
    .map(|p| lattice.to_photo.apply(p).unwrap_or(p))
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
