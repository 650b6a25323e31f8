//! One lattice's crops and how the reader read them (`BoardRead`): what every look reads a candidate lattice into,
//! and what every refinement (moved corners, the line check, the re-cut) takes and gives.

use crate::crops::{CropSpec, TileCrop, TileCutter};
use crate::error::VisionError;
use crate::lattice::Lattice;
use crate::perspective::{Homography, Point};
use crate::photo::Photo;
use crate::reading::{Face, Reading};
use crate::tuning::Tuning;

/// One lattice's crops and how the reader read them.
pub(crate) struct BoardRead {
    pub lattice: Lattice,
    pub cutter: TileCutter,
    pub crops: Vec<TileCrop>,
    pub readings: Vec<Reading>,
    /// Where each crop was cut, in cells off its cell's centre (the re-cut moves some).
    pub offsets: Vec<Point>,
    /// How the lattice's first reading read each die (its centred crop, before the re-cut and the pooled views):
    /// the line-off check reads it (`doubt::doubts`).
    pub looked: Vec<Reading>,
}

impl BoardRead {
    /// Cuts every die of `lattice` and reads them with `read` (a `LetterReader`'s `read` or `glance`).
    pub fn new(
        photo: &Photo,
        lattice: Lattice,
        spec: &CropSpec,
        read: impl FnOnce(&[TileCrop], usize) -> Result<Vec<Reading>, String>,
    ) -> Result<BoardRead, VisionError> {
        let cutter = TileCutter::new(photo, &lattice, spec);
        let crops = cutter.all();
        let readings = checked(read(&crops, lattice.rows), crops.len())?;
        Ok(BoardRead {
            lattice,
            cutter,
            offsets: vec![(0.0, 0.0); crops.len()],
            crops,
            looked: readings.clone(),
            readings,
        })
    }

    /// The same read with its lattice given in another image's coordinates: for a board read in a transformed
    /// copy of the photo (`Look::Enlarged`), whose cutter keeps cutting from that copy in grid space.
    pub fn mapped(self, map: &Homography) -> BoardRead {
        BoardRead {
            lattice: self.lattice.mapped(map),
            ..self
        }
    }

    /// How many crops were read as not a die.
    pub fn not_dice(&self) -> usize {
        self.readings
            .iter()
            .filter(|r| r.face == Face::NotADie)
            .count()
    }

    /// Whether few enough crops are not dice for the lattice to be on a board.
    pub fn is_board(&self, tuning: &Tuning) -> bool {
        self.not_dice() as f32 <= tuning.max_not_dice_share * self.crops.len() as f32
    }

    /// How well the lattice sits on dice: the confidence of every letter read, less 1 for every crop that is
    /// not a die.
    pub(crate) fn score(&self) -> f32 {
        self.readings
            .iter()
            .map(|r| match r.face {
                Face::NotADie => -1.0,
                Face::Die(_) => r.confidence,
            })
            .sum()
    }
}

/// A reader's answer for `crops` crops, or why it is not one.
pub(crate) fn checked(
    readings: Result<Vec<Reading>, String>,
    crops: usize,
) -> Result<Vec<Reading>, VisionError> {
    let readings = readings.map_err(VisionError::Reader)?;
    if readings.len() != crops {
        return Err(VisionError::Reader(format!(
            "{} readings for {crops} crops",
            readings.len()
        )));
    }
    Ok(readings)
}
