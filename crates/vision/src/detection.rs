//! What the detector saw in one photo (`Detection`): its pictures, die candidates and boards, which the looks
//! start from, the advice measures and the stage pictures draw.

use image::GrayImage;

use crate::binarise;
use crate::candidates::Candidate;
use crate::error::VisionError;
use crate::lattice::Lattice;
use crate::photo::{downscale, downscale_factor, Photo};
use crate::tuning::Tuning;

/// Everything the detector saw in one photo, for `find_lattice` and for the stage pictures in `debug`.
#[derive(Debug, Clone)]
pub struct Detection {
    /// The photo was box-downscaled by this factor for detection.
    pub scale: u32,
    /// The whiteness map the binarisations were made from (detection resolution).
    pub whiteness: GrayImage,
    /// The binarisation the chosen lattice came from (or the first tried, if none was found).
    pub binary: GrayImage,
    /// Die candidates in that binarisation (detection resolution).
    pub candidates: Vec<Candidate>,
    /// The board, in photo coordinates.
    pub lattice: Result<Lattice, VisionError>,
    /// Other boards that fit the dice less well, best first (another binarisation or candidate set found them),
    /// for when the best cannot be read.
    pub alternatives: Vec<Lattice>,
    /// Dice seen in the most complete board the first pass fitted, accepted or not (what `failure` says a
    /// covered board showed).
    pub partial_dice: usize,
    /// Whether the search stopped when the time budget ran out, before trying every binarisation and seed.
    pub cut_short: bool,
}

impl Detection {
    /// No detection: the photo at detection resolution and nothing found in it, for a board a person marked.
    pub fn none(photo: &Photo, tuning: &Tuning) -> Detection {
        let scale = downscale_factor(photo.width(), photo.height(), tuning.detect_side);
        let white = binarise::blur3(&binarise::whiteness(&downscale(photo.rgb(), scale)));
        Detection {
            scale,
            binary: GrayImage::new(white.width(), white.height()),
            whiteness: white,
            candidates: Vec::new(),
            lattice: Err(VisionError::NoBoard),
            alternatives: Vec::new(),
            partial_dice: 0,
            cut_short: false,
        }
    }

    /// The boards found, best first: the board, then the alternatives.
    pub fn boards(&self) -> Vec<Lattice> {
        self.lattice
            .iter()
            .chain(&self.alternatives)
            .cloned()
            .collect()
    }
}
