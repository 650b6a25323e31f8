//! The looks `recognize` takes at a photo, as data: each `Look` produces candidate lattices, and every candidate
//! is read the same way (`BoardRead`) until one reads as a board. `LOOKS` is the product's list, in order;
//! adding, removing or reordering a look is a line there, and the evaluation can switch any one off.

use std::fmt;

/// One way of finding candidate lattices in a photo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// The detector over the whole photo: its best board, then its different alternatives (a far board whose
    /// best lattice lay on the mat).
    Whole,
    /// Only when the whole photo showed no board and was shrunk for detection: overlapping quarters of it (half
    /// its width and height, at steps of a quarter), each detected at twice the resolution. A board a tenth of a
    /// 12 MP photo across has dice too small once the whole photo is shrunk.
    Quarters,
    /// Only when the whole photo showed no board and is smaller than `detect_side`: the photo enlarged
    /// `small_photo_zoom` times with a sharp (Catmull-Rom) filter, searched by the other looks but the whole and
    /// turned ones, and read there (`variants`). A far board in a small photo has dice of a few pixels
    /// whose letters join the gaps between them in every binarisation (b7ca9d, 416 px).
    Enlarged,
    /// The region around each of the first `around` boards of the previous look that ran, cut out and enlarged
    /// to `closer_side`: a far board's dice are a few pixels in a photo detected whole, and the thresholds
    /// adapt to the board rather than the room.
    Closer { around: usize },
    /// The first `boards` boards the photo gave (`Whole`, or `Quarters` when it ran), those whose crops read most
    /// as dice first, each moved corner by corner to where its crops read best: a steep shot whose far rows
    /// merged into blobs the fit could not use.
    MovedCorners { boards: usize },
    /// The photo turned by `degrees`, searched by the other looks (`variants`); last: only failures pay for it.
    Turned { degrees: u16 },
    /// Not one of `LOOKS`: the lattice a person marked by its four corners (`Pipeline::read_marked`).
    Marked,
}

/// The looks the product takes, in order: the whole photo, if it showed nothing its quarters (a large photo) or
/// the photo enlarged (a small one), a closer look around what was found and again around the best of it, the
/// boards moved corner by corner, the photo turned 45 degrees.
pub const LOOKS: [Look; 7] = [
    Look::Whole,
    Look::Quarters,
    Look::Enlarged,
    Look::Closer { around: usize::MAX },
    Look::Closer { around: 1 },
    Look::MovedCorners { boards: 2 },
    Look::Turned { degrees: 45 },
];

impl Look {
    /// A short name, for traces and for switching a look off in the evaluation.
    pub fn name(self) -> &'static str {
        match self {
            Look::Whole => "whole",
            Look::Quarters => "quarters",
            Look::Enlarged => "enlarged",
            Look::Closer { around: 1 } => "closer-again",
            Look::Closer { .. } => "closer",
            Look::MovedCorners { .. } => "moved-corners",
            Look::Turned { .. } => "turned",
            Look::Marked => "marked",
        }
    }
}

impl fmt::Display for Look {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::Pipeline;
    use crate::test_support::{board_photo, LightReader};

    #[test]
    fn every_look_can_be_switched_off_and_names_itself() {
        let names: Vec<&str> = LOOKS.iter().map(|l| l.name()).collect();
        let all = [
            "whole",
            "quarters",
            "enlarged",
            "closer",
            "closer-again",
            "moved-corners",
            "turned",
        ];
        assert_eq!(names, all);
        // Without any look nothing is tried, and what the detector saw is the answer.
        let pipeline = Pipeline {
            looks: Vec::new(),
            ..Pipeline::default()
        };
        let outcome = pipeline.recognize(&board_photo(0), &LightReader);
        assert!(outcome.result.is_err());
        assert!(outcome.trace.looks.is_empty());
    }
}
