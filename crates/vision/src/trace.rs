//! What the pipeline tried for one photo (`Trace`): the detection, every look with the lattices it read, the
//! slides, re-cuts and pooled views; what the stage pictures draw and the app's "what the reader saw" says.

use std::fmt;

use crate::detection::Detection;
use crate::lattice::Lattice;
use crate::looks::Look;
use crate::perspective::Point;
use crate::reading::Reading;

/// What the pipeline tried for one photo, in order.
#[derive(Debug, Clone)]
pub struct Trace {
    /// The detector over the whole photo: its pictures, candidates and boards (the stage pictures draw it).
    pub detection: Detection,
    /// Every look that ran, with the lattices it tried.
    pub looks: Vec<LookTrace>,
    /// The slides the line check tried (`line_check::slide`), in order.
    pub slides: Vec<Slide>,
    /// The tiles cut again a little off their cell (`recut_below`).
    pub recuts: Vec<Recut>,
    /// The tiles whose face the pooled views changed (`pooled_views`), with the single reading they replaced.
    pub pooled: Vec<Pooled>,
    /// The looks not taken because the time budget had run out, in order.
    pub skipped_for_time: Vec<Look>,
}

/// One look that ran (or the corners a person marked) and what came of each lattice it read.
#[derive(Debug, Clone)]
pub struct LookTrace {
    pub origin: Origin,
    pub tried: Vec<Tried>,
    /// Whether the time budget ran out during this look: its search, or its reading of lattices, stopped early.
    pub cut_short: bool,
}

/// Where the lattices a `LookTrace` read came from: one of the pipeline's looks, or a person who marked the
/// board's four corners (`Pipeline::read_marked`), which is no look the runner takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Look(Look),
    Marked,
}

impl Origin {
    /// A short name, for traces: the look's own (`Look::name`), or `marked`.
    pub fn name(self) -> &'static str {
        match self {
            Origin::Look(look) => look.name(),
            Origin::Marked => "marked",
        }
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A lattice a look read, and the verdict.
#[derive(Debug, Clone)]
pub struct Tried {
    pub lattice: Lattice,
    /// How many crops read as not a die, of how many.
    pub not_dice: usize,
    pub crops: usize,
    /// Whether this lattice is the answer.
    pub kept: bool,
}

/// A tile cut again off its cell: what it read centred, and where the better reading was, if any.
#[derive(Debug, Clone)]
pub struct Recut {
    pub row: usize,
    pub col: usize,
    pub centred: Reading,
    /// The offset, in cells, of the crop now kept; `None` when the centred reading stayed.
    pub moved_by: Option<Point>,
}

/// A tile whose face changed when its views were pooled: what the single crop read.
#[derive(Debug, Clone)]
pub struct Pooled {
    pub row: usize,
    pub col: usize,
    pub single: Reading,
}

impl Trace {
    /// The trace of a recognition that has so far only run the detector.
    pub fn new(detection: Detection) -> Trace {
        Trace {
            detection,
            looks: Vec::new(),
            slides: Vec::new(),
            recuts: Vec::new(),
            pooled: Vec::new(),
            skipped_for_time: Vec::new(),
        }
    }

    /// Records the lattice a person marked by its corners, read and kept (`Pipeline::read_marked`): the trace's
    /// one entry, `Origin::Marked`.
    pub fn record_marked(&mut self, tried: Tried) {
        self.looks.push(LookTrace {
            origin: Origin::Marked,
            tried: vec![tried],
            cut_short: false,
        });
    }

    /// The lattice of the board read, if any: the one a look kept, or where the line check slid it.
    pub fn kept(&self) -> Option<&Lattice> {
        let slid = self.slides.iter().rev().find(|s| s.kept);
        slid.map(|s| &s.lattice).or_else(|| {
            self.looks
                .iter()
                .flat_map(|l| &l.tried)
                .find(|t| t.kept)
                .map(|t| &t.lattice)
        })
    }

    /// The lattice the pipeline came nearest to reading as a board, where a person's corner handles start after a
    /// failed read: of those the looks read, the one with the smallest share of crops not dice (the first of
    /// equals); else the detector's board or its first alternative.
    pub fn nearest(&self) -> Option<&Lattice> {
        let share = |t: &Tried| t.not_dice as f64 / t.crops.max(1) as f64;
        let read = self
            .looks
            .iter()
            .flat_map(|l| &l.tried)
            .fold(None, |best: Option<&Tried>, t| match best {
                Some(b) if share(b) <= share(t) => Some(b),
                _ => Some(t),
            })
            .map(|t| &t.lattice);
        read.or(self.detection.lattice.as_ref().ok())
            .or(self.detection.alternatives.first())
    }

    /// Whether the time budget ran out: the detector or a look was cut short, or looks were skipped.
    pub fn out_of_time(&self) -> bool {
        self.detection.cut_short
            || self.looks.iter().any(|l| l.cut_short)
            || !self.skipped_for_time.is_empty()
    }
}

/// An edge of the board: the side a lattice slides towards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Top,
    Bottom,
    Left,
    Right,
}

impl Side {
    pub(crate) const ALL: [Side; 4] = [Side::Top, Side::Bottom, Side::Left, Side::Right];

    /// Rows and columns the lattice moves by to take this side's ring in.
    pub(crate) fn step(self) -> (isize, isize) {
        match self {
            Side::Top => (-1, 0),
            Side::Bottom => (1, 0),
            Side::Left => (0, -1),
            Side::Right => (0, 1),
        }
    }
}

/// One slide the line check tried.
#[derive(Debug, Clone, PartialEq)]
pub struct Slide {
    pub side: Side,
    /// Crops of the ring outside that side read as dice (at `slide_die_above`), and of the line given up.
    pub ring_dice: usize,
    pub given_up_dice: usize,
    /// The lattice slid, and whether it read better and was kept.
    pub lattice: Lattice,
    pub kept: bool,
}

/// `lattices` ordered by the share of their crops read as not dice in `tried` (their reads, in order), fewest
/// first; those not read last. Moved corners starts from the boards nearest to reading: a far board found in a
/// quarter after two scraps of the mat (b7ca9d enlarged) is worth moving, the scraps are not.
pub(crate) fn most_dice_first(lattices: &[Lattice], tried: &[Tried]) -> Vec<Lattice> {
    let share = |k: usize| {
        tried
            .get(k)
            .map_or(f32::INFINITY, |t| t.not_dice as f32 / t.crops.max(1) as f32)
    };
    let mut order: Vec<usize> = (0..lattices.len()).collect();
    order.sort_by(|&a, &b| share(a).total_cmp(&share(b)));
    order.into_iter().map(|k| lattices[k].clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::photo::Photo;
    use crate::tuning::Tuning;

    fn lattice(x: f64) -> Lattice {
        let corners = [(x, 0.0), (x + 40.0, 0.0), (x + 40.0, 40.0), (x, 40.0)];
        Lattice::from_corners(4, 4, corners, 0.8).unwrap_or_else(|| panic!("no lattice"))
    }

    fn trace(tried: Vec<Tried>) -> Trace {
        let photo = Photo::from_rgba(64, 48, &[0; 64 * 48 * 4]).unwrap_or_else(|e| panic!("{e}"));
        Trace {
            looks: vec![LookTrace {
                origin: Origin::Look(Look::Whole),
                tried,
                cut_short: false,
            }],
            ..Trace::new(Detection::none(&photo, &Tuning::default()))
        }
    }

    fn left(l: Option<&Lattice>) -> Option<f64> {
        l.and_then(Lattice::corners).map(|c| c[0].0.round())
    }

    #[test]
    fn the_nearest_is_the_lattice_read_with_fewest_crops_not_dice() {
        let tried = |x, not_dice| Tried {
            lattice: lattice(x),
            not_dice,
            crops: 16,
            kept: false,
        };
        let t = trace(vec![tried(1.0, 9), tried(2.0, 5), tried(3.0, 5)]);
        assert_eq!(left(t.nearest()), Some(2.0));
        // Nothing read and nothing detected: none (the app starts from a centred square).
        assert!(trace(Vec::new()).nearest().is_none());
        let mut detected = trace(Vec::new());
        detected.detection.alternatives.push(lattice(7.0));
        assert_eq!(left(detected.nearest()), Some(7.0));
    }

    #[test]
    fn moved_corners_starts_from_the_boards_read_most_as_dice() {
        let lattice = |k: u8| {
            let mut l =
                Lattice::from_corners(2, 2, [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)], 0.8)
                    .unwrap_or_else(|| panic!("a lattice"));
            l.face = f64::from(k) / 10.0;
            l
        };
        let tried = |l: &Lattice, not_dice: usize, crops: usize| Tried {
            lattice: l.clone(),
            not_dice,
            crops,
            kept: false,
        };
        let all = [lattice(1), lattice(2), lattice(3), lattice(4)];
        // Read: 4 of 4 not dice, 1 of 4, 3 of 9 (a third); the fourth not read (out of time).
        let reads = [
            tried(&all[0], 4, 4),
            tried(&all[1], 1, 4),
            tried(&all[2], 3, 9),
        ];
        let order: Vec<f64> = most_dice_first(&all, &reads)
            .iter()
            .map(|l| l.face)
            .collect();
        assert_eq!(order, [0.2, 0.3, 0.1, 0.4]);
    }
}
