//! The letter classifier as `boggle-vision`'s `LetterReader`: kept here so neither crate depends on the other.

use boggle_classifier::{Classifier, Prediction};
use boggle_vision::{LetterReader, Reading, TileCrop};
use image::imageops::{rotate180, rotate270, rotate90};

/// Reads every crop of a board; a crop read with less confidence than `SECOND_LOOK_BELOW` is read again at
/// its three other quarter turns and the four readings averaged.
pub struct ClassifierReader<'a>(pub &'a Classifier);

/// Below this confidence a tile gets the second look. Averaging the four quarter turns is right more often than
/// one reading (model/README.md); on the held-out photos (`--example scan`) the second look for tiles under 0.9
/// gains exactly what it gains for every tile (4x4 tiles 82.4% -> 83.0%, 5x5 99.0% -> 99.5%) at a fraction
/// of the cost.
pub const SECOND_LOOK_BELOW: f32 = 0.9;

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
        let mut preds = self.0.classify(&pixels).map_err(|e| e.to_string())?;
        let unsure: Vec<usize> = (0..preds.len())
            .filter(|&k| preds[k].best().1 < SECOND_LOOK_BELOW)
            .collect();
        if !unsure.is_empty() {
            let turned: Vec<image::GrayImage> = unsure
                .iter()
                .flat_map(|&k| {
                    let p = &crops[k].pixels;
                    [rotate90(p), rotate180(p), rotate270(p)]
                })
                .collect();
            let turned_pixels: Vec<&[u8]> = turned.iter().map(|t| t.as_raw().as_slice()).collect();
            let again = self.0.classify(&turned_pixels).map_err(|e| e.to_string())?;
            for (&k, others) in unsure.iter().zip(again.chunks_exact(3)) {
                preds[k] = average(&preds[k], others);
            }
        }
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

/// The mean probability of every class over `first` and `others`, best first.
fn average(first: &Prediction, others: &[Prediction]) -> Prediction {
    let n = (1 + others.len()) as f32;
    let mut ranked: Vec<(&'static str, f32)> = first
        .ranked
        .iter()
        .map(|&(class, p)| {
            let rest: f32 = others
                .iter()
                .filter_map(|o| o.ranked.iter().find(|(c, _)| *c == class).map(|(_, q)| q))
                .sum();
            (class, (p + rest) / n)
        })
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    Prediction { ranked }
}

#[cfg(test)]
mod tests {
    use boggle_classifier::Prediction;

    #[test]
    fn averaging_re_ranks_the_classes() {
        let p = |ranked: Vec<(&'static str, f32)>| Prediction { ranked };
        let avg = super::average(
            &p(vec![("m", 0.5), ("w", 0.4), ("n", 0.1)]),
            &[p(vec![("w", 0.9), ("m", 0.1), ("n", 0.0)])],
        );
        assert_eq!(avg.best(), ("w", 0.65));
        assert_eq!(avg.runner_up(), ("m", 0.3));
    }

    #[test]
    fn qu_face_is_written_qu() {
        assert_eq!(super::tile_text("q"), "qu");
        assert_eq!(super::tile_text("th"), "th");
        assert_eq!(super::tile_text("#"), "#");
    }
}
