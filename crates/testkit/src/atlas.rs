//! The committed validation atlas (`model/validation/`: `crops.png`, 32-px cells 32 to a row, and `labels.tsv`):
//! real die faces the model was never trained on, with what ONNX Runtime read them as, for synthetic photos.
//! The one reader of it in Rust; the classifier's own test reads it at the model's input size, below this crate.

use image::GrayImage;

use crate::synthetic::DieFace;

/// The atlas's folder.
const VALIDATION: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../model/validation/");
/// A cell's side in pixels, and the cells in a row (`training/export.py` writes it so).
const CELL: u32 = 32;
const PER_ROW: u32 = 32;

/// One cell of the atlas and its row of `labels.tsv`.
pub struct AtlasFace {
    /// The die's label (`e`, `q` for the Qu die, `junk` for no die).
    pub label: String,
    /// The board size the die came from (`4x4`, `5x5`, `6x6`).
    pub board_size: String,
    /// What ONNX Runtime read the crop as when the atlas was made.
    pub predicted: String,
    pub crop: GrayImage,
}

impl AtlasFace {
    /// The face for a synthetic photo, labelled `label`.
    pub fn die_face(&self, label: &str) -> DieFace {
        DieFace {
            label: label.into(),
            crop: self.crop.clone(),
        }
    }
}

/// Every cell of the atlas, in the order of `labels.tsv`.
pub fn validation_faces() -> Result<Vec<AtlasFace>, String> {
    let read = |name: &str| format!("{VALIDATION}{name}");
    let atlas = image::open(read("crops.png"))
        .map_err(|e| format!("{}: {e}", read("crops.png")))?
        .into_luma8();
    let labels = std::fs::read_to_string(read("labels.tsv"))
        .map_err(|e| format!("{}: {e}", read("labels.tsv")))?;
    labels
        .lines()
        .skip(1)
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let field = |k: usize| {
                f.get(k)
                    .copied()
                    .ok_or(format!("labels.tsv: short row {line}"))
            };
            let index: u32 = field(0)?
                .parse()
                .map_err(|e| format!("labels.tsv: index in {line}: {e}"))?;
            let (x, y) = ((index % PER_ROW) * CELL, (index / PER_ROW) * CELL);
            if x + CELL > atlas.width() || y + CELL > atlas.height() {
                return Err(format!("labels.tsv: cell {index} is outside crops.png"));
            }
            Ok(AtlasFace {
                label: field(1)?.into(),
                board_size: field(2)?.into(),
                predicted: field(8)?.into(),
                crop: image::imageops::crop_imm(&atlas, x, y, CELL, CELL).to_image(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_labelled_cell_is_a_face_of_the_atlas() {
        let faces = validation_faces().unwrap_or_else(|e| panic!("{e}"));
        assert!(faces.len() > 1_000, "{} faces", faces.len());
        assert!(faces.iter().all(|f| f.crop.dimensions() == (CELL, CELL)));
        assert!(faces.iter().any(|f| f.board_size == "5x5"));
    }
}
