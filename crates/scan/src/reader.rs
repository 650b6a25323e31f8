//! The letter classifier as `boggle-vision`'s `LetterReader`: kept here so neither crate depends on the other.

use boggle_classifier::Classifier;
use boggle_vision::{LetterReader, Reading, TileCrop};

/// Reads every crop of a board in one batch.
pub struct ClassifierReader<'a>(pub &'a Classifier);

/// The classifier names the Qu face `q` (one die face, as in `model/letters.json`); boards write it `qu`.
fn tile_text(class: &str) -> String {
    if class == "q" {
        "qu".to_string()
    } else {
        class.to_string()
    }
}

impl LetterReader for ClassifierReader<'_> {
    fn read(&self, crops: &[TileCrop]) -> Result<Vec<Reading>, String> {
        let pixels: Vec<&[u8]> = crops.iter().map(|c| c.pixels.as_raw().as_slice()).collect();
        let preds = self.0.classify(&pixels).map_err(|e| e.to_string())?;
        Ok(preds
            .iter()
            .map(|p| {
                let (best, confidence) = p.best();
                let (second, runner_up_confidence) = p.runner_up();
                Reading {
                    tile: tile_text(best),
                    confidence,
                    runner_up: tile_text(second),
                    runner_up_confidence,
                }
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn qu_face_is_written_qu() {
        assert_eq!(super::tile_text("q"), "qu");
        assert_eq!(super::tile_text("th"), "th");
        assert_eq!(super::tile_text("#"), "#");
    }
}
