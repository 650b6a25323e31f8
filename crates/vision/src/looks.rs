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

/// What the runner needs to know of a look, as data (the model is zxing-cpp's `ReaderOptions`: fallbacks are
/// options, not branches): when it runs and where its candidates come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    pub runs: Runs,
    pub source: Source,
}

/// When a look runs; with neither flag, always (while time lasts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Runs {
    /// Only while the photo has given no board (the detected and quarters looks found none).
    pub without_board: bool,
    /// Only when the detector found something die-like in the photo: a plain or finely textured photo (the
    /// detector's texture guard leaves no candidates) is no board at any angle or size, and turning or
    /// enlarging it is costly.
    pub die_like: bool,
}

/// Where a look's candidates come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The detector's board over the whole photo and its alternatives (searched once, before the looks).
    Detected,
    /// Overlapping quarters of the photo, each detected at twice the resolution (`variants::quarter_lattices`).
    Quarters,
    /// The regions around the first `lattices` lattices the previous look found (`variants::closer_lattices`).
    Around { lattices: usize },
    /// The first `boards` boards the photo gave, refined corner by corner before they are read.
    Refined { boards: usize },
    /// A copy of the photo, searched there by the pipeline's looks that `inner` keeps.
    Within { variant: VariantKind, inner: Inner },
}

/// The copies of the photo a look searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantKind {
    /// Turned by `degrees`; the board found is mapped back and read in the photo.
    Turned { degrees: u16 },
    /// Enlarged `small_photo_zoom` times; the board found is read in the copy, whose ring is not in the photo's
    /// scale: its read skips the line check.
    Enlarged,
}

/// Which of the pipeline's looks search inside a copy of the photo: never one that searches a copy itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Inner {
    /// The detected look: false where the copy's whole is not searched (the enlarged copy's whole, shrunk for
    /// detection, is about the photo the detected look searched).
    pub detected: bool,
    /// The refining looks: false where they cost more than they find (the turned copy).
    pub refined: bool,
}

impl Inner {
    /// Whether `look` searches inside the copy.
    pub fn keeps(self, look: Look) -> bool {
        match look.plan().source {
            Source::Within { .. } => false,
            Source::Detected => self.detected,
            Source::Refined { .. } => self.refined,
            Source::Quarters | Source::Around { .. } => true,
        }
    }
}

impl Runs {
    /// Whether a look that runs so runs now: `has_board` if the photo gave a board already, `die_like` if the
    /// detector found something die-like in it.
    pub const fn allows(self, has_board: bool, die_like: bool) -> bool {
        (!self.without_board || !has_board) && (!self.die_like || die_like)
    }
}

impl VariantKind {
    /// Whether the board found in the copy is read there (its crops cut from the copy), not mapped back first.
    pub const fn read_in_copy(self) -> bool {
        matches!(self, VariantKind::Enlarged)
    }
}

impl Source {
    /// Whether the lattices found are the photo's boards (what the refining looks take).
    pub fn gives_boards(self) -> bool {
        matches!(self, Source::Detected | Source::Quarters)
    }
}

impl Look {
    /// When this look runs and where its candidates come from: the table the runner reads.
    pub const fn plan(self) -> Plan {
        const ALWAYS: Runs = Runs {
            without_board: false,
            die_like: false,
        };
        let (runs, source) = match self {
            Look::Whole => (ALWAYS, Source::Detected),
            Look::Quarters => (
                Runs {
                    without_board: true,
                    die_like: false,
                },
                Source::Quarters,
            ),
            Look::Enlarged => (
                Runs {
                    without_board: true,
                    die_like: true,
                },
                Source::Within {
                    variant: VariantKind::Enlarged,
                    inner: Inner {
                        detected: false,
                        refined: true,
                    },
                },
            ),
            Look::Closer { around } => (ALWAYS, Source::Around { lattices: around }),
            Look::MovedCorners { boards } => (ALWAYS, Source::Refined { boards }),
            Look::Turned { degrees } => (
                Runs {
                    without_board: false,
                    die_like: true,
                },
                Source::Within {
                    variant: VariantKind::Turned { degrees },
                    inner: Inner {
                        detected: true,
                        refined: false,
                    },
                },
            ),
        };
        Plan { runs, source }
    }

    /// Whether the board this look reads skips the line check (`line_check`): one read in a copy of the photo
    /// (the enlarged one), whose ring of cells is not in the photo's scale.
    pub const fn skips_line_check(self) -> bool {
        match self.plan().source {
            Source::Within { variant, .. } => variant.read_in_copy(),
            _ => false,
        }
    }

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

    #[test]
    fn a_copy_of_the_photo_is_searched_by_the_looks_its_inner_keeps() {
        let inner = |look: Look| match look.plan().source {
            Source::Within { inner, .. } => inner,
            _ => panic!("{look} searches no copy"),
        };
        let kept = |within: Look| -> Vec<&str> {
            let inner = inner(within);
            LOOKS
                .iter()
                .filter(|&&l| inner.keeps(l))
                .map(|l| l.name())
                .collect()
        };
        let turned = Look::Turned { degrees: 45 };
        assert_eq!(
            kept(turned),
            ["whole", "quarters", "closer", "closer-again"]
        );
        let enlarged = ["quarters", "closer", "closer-again", "moved-corners"];
        assert_eq!(kept(Look::Enlarged), enlarged);
        // Only the board read in the enlarged copy skips the line check.
        let skipping: Vec<&str> = LOOKS
            .iter()
            .filter(|l| l.skips_line_check())
            .map(|l| l.name())
            .collect();
        assert_eq!(skipping, ["enlarged"]);
    }
}
