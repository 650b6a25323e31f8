//! Test pictures and a stand-in letter reader for the unit tests of the looks and of `recognize`.

use crate::crops::TileCrop;

use crate::photo::Photo;

use crate::reading::{Face, LetterReader, Reading};
use boggle_board::Tile;

/// Reads a crop as a letter as surely as the face part of the crop (all but its margin) is light, and steeply
/// so (the cube of the light share); as not a die when under half of it is light.
pub struct LightReader;

impl LetterReader for LightReader {
    fn read(&self, crops: &[TileCrop], _side: usize) -> Result<Vec<Reading>, String> {
        let a = Tile::from_letter('a').ok_or("no a")?;
        Ok(crops
            .iter()
            .map(|c| {
                let (w, h) = c.pixels.dimensions();
                let middle: Vec<u8> = (h / 10..h - h / 10)
                    .flat_map(|y| (w / 10..w - w / 10).map(move |x| (x, y)))
                    .map(|(x, y)| c.pixels.get_pixel(x, y)[0])
                    .collect();
                let light = middle.iter().filter(|&&v| v > 160).count() as f32;
                let share = light / middle.len().max(1) as f32;
                Reading {
                    face: if share < 0.5 {
                        Face::NotADie
                    } else {
                        Face::Die(a)
                    },
                    confidence: share.powi(3),
                    runner_up: Face::NotADie,
                    runner_up_confidence: 0.0,
                    choices: [Some((a, share.powi(3))), None, None],
                }
            })
            .collect())
    }
}

/// A 4x4 board of light dice with a dark mark each on an orange tray, 50 px apart, die (1, 2) `dx` px right of
/// its place.
pub fn board_photo(dx: u32) -> Photo {
    let die_at = |r: u32, c: u32| {
        let dx = if (r, c) == (1, 2) { dx } else { 0 };
        (60 + 50 * c + dx, 60 + 50 * r)
    };
    let img = image::RgbImage::from_fn(320, 320, |x, y| {
        for r in 0..4 {
            for c in 0..4 {
                let (x0, y0) = die_at(r, c);
                if (x0..x0 + 42).contains(&x) && (y0..y0 + 42).contains(&y) {
                    let mark = (x0 + 8..x0 + 14).contains(&x) && (y0 + 8..y0 + 14).contains(&y);
                    return image::Rgb(if mark { [20, 20, 20] } else { [245, 245, 240] });
                }
            }
        }
        image::Rgb([230, 110, 30])
    });
    Photo::from_rgb(img).unwrap_or_else(|e| panic!("{e}"))
}
