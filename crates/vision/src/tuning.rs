//! `Tuning`: every threshold and constant of the photo pipeline in one value, each with what it trades.
//!
//! The defaults are the values the pipeline shipped with; "made by" names the photos (in
//! `../shared/data/photos/roboflow-boggle-boards/`, by the start of their file name) or the synthetic test that
//! set a value, where the history records it. Change a value only on evidence from the cross-validation folds
//! (`cargo xtask eval photos --set NAME=VALUE`), never from one photo.
//!
//! The same rule keeps each look (`looks::LOOKS`) and each refinement switch here: one stays only while some photo
//! of some fold reads better with it, upright or in a stress set (`--turn D`, `--light F`), or fails with a truer
//! reason (`eval failures`, `crates/testkit/tests/failures.rs`), measured with `--without LOOK` or
//! `--set SWITCH=false` against the same run with it. One that changes nothing is removed; BENCHMARKS.md, "Looks
//! and refinements", names the photos that keep each.

use std::fmt;
use std::str::FromStr;

/// A comma-separated list of values, so list-valued fields can be swept like the others (`0.5,0.25,0.12`).
#[derive(Debug, Clone, PartialEq)]
pub struct List<T>(pub Vec<T>);

impl<T: FromStr> FromStr for List<T> {
    type Err = T::Err;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.split(',')
            .map(|v| v.trim().parse())
            .collect::<Result<_, _>>()
            .map(List)
    }
}

impl<T: fmt::Display> fmt::Display for List<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(T::to_string).collect();
        f.write_str(&parts.join(","))
    }
}

macro_rules! tuning {
    ($( $(#[doc = $doc:literal])* $name:ident : $ty:ty = $default:expr, )*) => {
        /// Every threshold and constant of the pipeline. `Tuning::default()` is what the product runs.
        #[derive(Debug, Clone, PartialEq)]
        pub struct Tuning {
            $( $(#[doc = $doc])* pub $name: $ty, )*
        }

        impl Default for Tuning {
            fn default() -> Self {
                Tuning { $( $name: $default, )* }
            }
        }

        impl Tuning {
            /// Every field's name, in the order of the table.
            pub const FIELDS: &'static [&'static str] = &[$(stringify!($name)),*];

            /// The fields that change only which tiles are doubtful, not what is read: an evaluation can decide
            /// the doubts again under other values of these without reading the photos again.
            pub const DOUBT_FIELDS: &'static [&'static str] = &[
                "doubt_below",
                "dice_count_doubt",
                "doubt_board_share",
                "hard_to_read_doubt",
                "line_off_share",
                "line_off_doubt",
                "small_dice_below",
                "small_dice_doubt",
            ];

            /// Sets one field from text (`"0.3"`, `"24"`, `"0.5,0.25"`), for sweeps from the command line.
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
                match name {
                    $( stringify!($name) => {
                        self.$name = value
                            .parse()
                            .map_err(|_| format!("tuning field {name}: cannot read {value:?}"))?;
                        Ok(())
                    } )*
                    _ => Err(format!(
                        "no tuning field {name:?}; the fields are {}",
                        Self::FIELDS.join(", ")
                    )),
                }
            }

            /// One field's value as text, as `set` reads it.
            pub fn get(&self, name: &str) -> Option<String> {
                match name {
                    $( stringify!($name) => Some(self.$name.to_string()), )*
                    _ => None,
                }
            }
        }
    };
}

tuning! {
    // ---- Photo and binarisation -------------------------------------------------------------------------------
    /// Photos are detected at most this many pixels on the long side (box-downscaled by an integer factor).
    /// Larger finds smaller dice but costs time roughly with its square; 720 keeps a 12 MP photo under 60 ms
    /// natively while dice of a board filling a tenth of the photo keep ~20 px.
    detect_side: u32 = 720,
    /// Coarse adaptive binarisation: window radius as a share of the long side (`long / n`), for uneven light
    /// across the board. Made by the dim, side-lit 4x4 photos.
    adaptive_coarse_divisor: u32 = 12,
    /// Coarse adaptive binarisation: how much brighter than its window a die pixel must be (grey levels).
    adaptive_coarse_delta: i32 = 12,
    /// Fine adaptive binarisation: window radius as `long / n`; follows small dice on a bright table.
    adaptive_fine_divisor: u32 = 24,
    /// Fine adaptive binarisation: how much brighter than its window (grey levels).
    adaptive_fine_delta: i32 = 6,
    /// Global levels above Otsu's, as a share of the way from Otsu's level to the 99th percentile: stricter
    /// levels keep the bright top faces and drop the side faces that join dice into columns in tilted photos.
    above_otsu: List<f32> = List(vec![0.33, 0.6]),

    // ---- Die candidates ---------------------------------------------------------------------------------------
    /// Smallest blob area in pixels (detection resolution). Lower admits specks of carpet as dice.
    min_blob_area: f64 = 30.0,
    /// Largest die as a share of the detection image.
    max_die_area_fraction: f64 = 0.05,
    /// Blob area / convex hull area: below this a blob is not one die. The second, ragged look lowers it.
    min_solidity: f64 = 0.8,
    /// The ragged look's solidity limit, tried only when the first look finds no board: far boards whose
    /// 14-px dice have letters biting into their outline (stop 8).
    ragged_min_solidity: f64 = 0.6,
    /// Squareness (short / long side), relative to a typical die in the photo, below which a blob is not a die.
    min_squareness: f64 = 0.45,
    /// Relative squareness below which a solid blob is cut into `round(long / short)` dice: columns of dice
    /// joined by their side faces in steep shots.
    split_below: f64 = 0.7,
    /// A blob is cut into at most this many dice.
    max_pieces: usize = 6,
    /// A binarisation whose neighbouring pixels differ more often than this (`binarise::edge_density`) is a fine
    /// texture, not a board, and is not traced: a 2-px checkerboard frame has 0.5 and took 25 ms to trace. The
    /// labelled photos' binarisations have at most 0.16 (99th percentile 0.11, median 0.025; every fold alike).
    max_edge_density: f64 = 0.3,
    /// At most this many blobs (the largest) are kept per binarisation: a textured table gives thousands.
    max_candidates: usize = 400,
    /// A letter-sized hole is at least this many pixels.
    min_letter_hole: f64 = 6.0,
    /// Holes of one blob closer than this share of the larger's size are one letter (`Qu`, an underlined `M`).
    letter_join_gap: f64 = 0.35,
    /// A die's face as a share of its cell (real boards: about 0.75-0.85): of the pitch between letters for dice
    /// found by their letters, on a board a person marked by its corners, and on a fitted board whose blobs
    /// measure no face (`min_face_share`).
    face_share: f64 = 0.8,
    /// More letter-sized holes than this in one binarisation is a fine texture, not a board, and no letters are
    /// looked for there: joining holes costs the square of their number (a 2-px checkerboard frame took 7.5 s).
    max_letter_holes: usize = 2000,
    /// At least this many letters before the dice found by their letters are searched as a candidate set.
    min_letters: usize = 8,
    /// How many die sizes (linked groups of similar blobs) are guessed at most, each searched for a board.
    max_area_guesses: usize = 3,
    /// A candidate set keeps blobs within this factor of its guessed die area, either way.
    area_spread: f64 = 3.0,

    // ---- Lattice fitting --------------------------------------------------------------------------------------
    /// A seed's neighbours, which give its lattice bases: blobs at least this share of the seed's area…
    seed_min_area_ratio: f64 = 0.4,
    /// …and at most this share.
    seed_max_area_ratio: f64 = 2.5,
    /// A seed's neighbours lie more than this many seed sides away…
    seed_min_distance: f64 = 0.6,
    /// …and less than this many.
    seed_max_distance: f64 = 3.0,
    /// The second basis vector's direction differs from the first's by more than this sine (30 degrees).
    seed_min_sine: f64 = 0.5,
    /// Seeds tried per candidate set: the blobs nearest the median area first.
    max_seeds: usize = 24,
    /// Index radius the fit grows to (1, 2, … this), refitting after each step.
    grow_radius: i32 = 5,
    /// Extra refits at the final radius, so late assignments settle.
    grow_extra_rounds: usize = 2,
    /// A blob belongs to a lattice point within this distance, in cells, while the fit grows.
    grow_tolerance: f64 = 0.3,
    /// A blob belongs to a cell of the chosen board within this distance, in cells, for the final fit: looser
    /// than while growing, since the window's own fit is better.
    final_tolerance: f64 = 0.35,
    /// Blob area / local cell area must lie in this range for a blob to be a die of that cell.
    min_area_ratio: f64 = 0.12,
    /// See `min_area_ratio`.
    max_area_ratio: f64 = 1.3,
    /// A fitted board's face share (the median over its blobs of the root of blob area / cell area) is at least
    /// this; with no blob measured it is `face_share`.
    min_face_share: f64 = 0.5,
    /// See `min_face_share`: at most this.
    max_face_share: f64 = 0.95,

    // ---- Choosing the board window ----------------------------------------------------------------------------
    /// What a blob without a letter-like hole is worth in a window (a die with one is worth 1): plain light
    /// squares are table patterns as often as dice.
    plain_blob_worth: f64 = 0.6,
    /// Penalty for an empty cell whose centre is die-coloured (dice merged with a neighbour). Bright table
    /// tops are die-coloured too, so it only softens the penalty for an empty cell.
    die_coloured_penalty: f64 = 0.25,
    /// Penalty for an empty cell.
    empty_penalty: f64 = 1.0,
    /// Penalty for every blob in the ring of cells just outside the window: a real tray's rim holds no dice.
    ring_penalty: f64 = 1.5,
    /// A cell's centre is die-coloured when at least this share of its samples is.
    die_coloured_share: f64 = 0.6,
    /// A cell's centre is sampled on a square grid `2n + 1` points a side (5: 25 samples)…
    die_coloured_samples: i32 = 2,
    /// …this many cells apart.
    die_coloured_step: f64 = 0.08,
    /// A board is accepted when at least this many cells hold a die blob (and at least half of them).
    min_dice_seen: usize = 8,
    /// A failed read says what it saw (`failure`) only with at least this many dice seen in one grid; with fewer,
    /// "no board found". Eight, as `min_dice_seen`: at 4, 3 of 30 photos with the board masked out called wood
    /// grain or a magazine's print too far or blurry dice; a hand over a 4x4 board leaves 10-17 seen.
    failure_dice_seen: usize = 8,
    /// A photo with no dice seen whose whiteness spans fewer grey levels than this (2nd to 98th percentile) is one
    /// flat colour: "no board found", not "too dark", unless it is darker than `dark_flat_photo_below`.
    flat_photo_span: u8 = 16,
    /// A flat photo whose brightness (95th percentile of luma) is below this is a dark room, not a dim wall.
    dark_flat_photo_below: f64 = 30.0,
    /// At most this many boards (the best and different alternatives) come out of one detection.
    max_lattices: usize = 4,

    // ---- Looks and reading ------------------------------------------------------------------------------------
    /// A die's crop whose brightest 2% are darker than this luma (0-255) is brightened until they reach
    /// `crop_dark_to` (with `brighten_dark_crops`): the letter model learnt from lit photos, and a dim photo's dice read worse than the
    /// same dice lit. Made by the night shot 03d2c9 (a `w` read as `r`, a `d` as `o`; read right brightened), and
    /// judged on every labelled photo at a third and a fifth of its light (`eval photos --light`): boards read
    /// exactly 85.0 -> 90.8% and 79.3 -> 90.4%, flags a board 2.69 -> 1.33 and 4.95 -> 1.32. As taken, no fold photo
    /// reads worse from 50 to 160; above 80 the shipped model reads one board of its held-out split (60b11b,
    /// `o` read as `d`) worse: the least brightening that reads the dim photos is kept (BENCHMARKS.md).
    crop_dark_below: f32 = 80.0,
    /// Dark crops are brightened (`crop_dark_below`, `crop_dark_to`).
    brighten_dark_crops: bool = true,
    /// See `crop_dark_below`: the luma the brightest 2% of a dark crop are scaled to (200 and 230 read the
    /// darkest copies a little better and 60b11b worse).
    crop_dark_to: f32 = 160.0,
    /// More than this share of crops read as not a die means the lattice is not on the dice: the next
    /// candidate lattice is read.
    max_not_dice_share: f32 = 0.25,
    /// A closer look enlarges the region around a board (`closer_margin` of its size more on every side) to at
    /// least this many pixels on its long side: far boards' dice are a few pixels in a photo detected whole.
    closer_side: f64 = 480.0,
    /// A closer look's region: the board's box grown by this share of its width and height on every side.
    closer_margin: f64 = 0.25,
    /// A closer look's region narrower or lower than this many pixels is not searched.
    closer_min_region: f64 = 16.0,
    /// The quarters look: a board within this share of a window's size of an edge inside the photo may be part
    /// of a larger one (another window has it whole) and is left out.
    quarter_edge_share: f64 = 0.05,
    /// The enlarged look enlarges a photo smaller than `detect_side` this many times (Catmull-Rom). Made by
    /// b7ca9d (416 px, a far 4x4 board), found and read only in the photo enlarged 2x by a sharp filter: not at
    /// 1.5x, nor at 2x bilinear.
    small_photo_zoom: f64 = 2.0,
    /// Moved corners: the steps, in cells, by which each outer corner is moved, coarse first. Made by the
    /// steep shot 01987e, whose far rows merge into blobs the fit cannot use (stop 11).
    corner_steps: List<f64> = List(vec![0.5, 0.25, 0.12]),
    /// Moved corners: at most this many moved lattices are read per board (each one batch of crops, about
    /// 10 ms in the browser).
    max_corner_reads: usize = 120,
    /// Moved corners: a move is kept when the board's reading score rises by more than this.
    corner_min_gain: f32 = 0.05,
    /// Moved corners: only a lattice at least this share of whose crops read as dice is moved; it is near a
    /// board, not on a patterned cloth.
    corner_min_dice_share: f32 = 0.5,
    /// A tile read as not a die, or below this confidence, is cut again a little off its cell in eight
    /// directions and the most confident letter kept: at a steep board's edge the lattice can sit off the face.
    recut_below: f32 = 0.5,
    /// How far, in cells, the re-cut moves a crop.
    recut_shift: f64 = 0.15,
    /// A letter read off-centre replaces the centred reading only if this much more confident: a shifted crop
    /// can lose part of a two-letter face (`er` read as `e`).
    recut_margin: f32 = 0.15,
    /// The re-cut (`recut_below`, `recut_shift`, `recut_margin`) runs on the board kept.
    recut: bool = true,

    /// The line check (`line_check::slide`) runs on the board a look kept (not on one read in the enlarged copy).
    line_check: bool = true,
    /// The line check: how many lines a kept board's lattice may slide onto dice left outside it. The ring of
    /// cells just outside each edge is read once (4 crops a side on a 4x4).
    max_slides: usize = 1,
    /// A ring crop counts as a die when read as one at least this sure.
    slide_die_above: f32 = 0.75,
    /// A side's ring is slid towards when at least this share of it reads as dice (and more of it than of the line
    /// given up at the opposite edge).
    slide_ring_share: f32 = 0.75,

    /// The board kept is read once more with every die pooled over several views (`pooled_views`): off, the readings
    /// the looks made stand. Pooling makes a misread's confidence fall where one crop's stays high, which is what
    /// the doubt decision needs. With `view_shift`, `turned_views` and `doubt_below` it was chosen by
    /// `eval photos --choose` on fold models (BENCHMARKS.md, "Photo reader by cross-validation"): silently wrong
    /// boards 2.6% -> 1.0% (worst fold 5.7% -> 2.9%) at 0.79 flags a board, for about 95 ms more a photo
    /// natively (test profile: 23 -> 118 ms median).
    pool_views: bool = true,
    /// Besides the centred crop, four views of a die cut `view_shift` off its centre are pooled (`pooled_views`).
    shifted_views: bool = true,
    /// How far, in cells, the four off-centre views of a die are cut from its centre. The shifted views catch misreads the centred crop at four turns does not (1.0% silent boards at 0.79 flags
    /// against 1.05 flags for the same 1.0% with the centred crop alone).
    view_shift: f64 = 0.08,
    /// How many of a die's pooled views (the centred one first) the reader reads at all four quarter turns;
    /// the others it reads once, upright. Dice lie in any rotation, and the classifier's mistakes at one turn
    /// are rarely its mistakes at another; each turned view costs three more classifications (20 a die at 5).
    turned_views: usize = 5,
    /// A die whose centred crop alone, read at four quarter turns, pools to at least this confidence is settled
    /// without its shifted views; the others are read from every view. On fold models the shifted views changed
    /// no settled die's doubt down to 0.85 (0.8 left a misread unflagged): 0.95 keeps that margin and settles 79%
    /// of dice, cutting pooling's classifications from 20 a die to about 8. Above 1, every die reads every view.
    settle_above: f32 = 0.95,

    /// The classifier reads a crop below this confidence again at its three other quarter turns and averages
    /// the four: right more often than one reading (model/README.md), at a fraction of the cost of turning
    /// every crop (4x4 held-out tiles 82.4% -> 83.0%, 5x5 99.0% -> 99.5% when it was measured).
    second_look_below: f32 = 0.9,

    // ---- Time budget (the callers' clocks; `Budget`) --------------------------------------------------------
    /// How long `boggle recognize` searches for the board by default, in ms (issue 14: 2 s for a 12 MP photo);
    /// the slowest labelled photo takes under 0.6 s natively (release), a 12 MP 4-px checkerboard 0.45 s
    /// (test profile).
    native_budget_ms: u32 = 2000,
    /// How long the app's worker searches a photo, in ms from the call: its wasm runs about 2x slower than
    /// native (the slowest labelled photo 1.1 s in Chromium), and the page gives a photo request 90 s.
    worker_budget_ms: u32 = 4000,
    /// How long the live preview searches one camera frame for the grid, in ms (a frame's usual search: 12-18 ms).
    preview_budget_ms: u32 = 50,

    // ---- Doubt ------------------------------------------------------------------------------------------------
    /// A tile read with less confidence than this (pooled over its views, `pool_views`) is doubtful: the CLI
    /// lists it and the app marks it for a person to check. Chosen on fold models trained like the shipped one
    /// (144 epochs) by the rule of issue 14 (at most 1.0 flag a board, then the fewest silently wrong boards,
    /// then more flags): 0.75 on all folds and on four folds' training folds of five (0.8 on the fifth's). 0.7
    /// also leaves no board silent, but by a hair (misreads pooled at 0.67 and 0.69), and 0.65 leaves 1.5%; the
    /// shipped model misreads 4c35b9's `a` as `v` at 0.73. One value for the CLI and the app.
    doubt_below: f32 = 0.75,
    /// Also doubtful: every tile showing a face more often than any real dice set of the board's size has dice
    /// bearing it (`reading::doubts`). Costs flags only on boards no real dice can roll.
    dice_count_doubt: bool = true,
    /// When at least this share of a board's tiles is doubtful, every tile is: a board mostly unreadable (the
    /// motion-blurred 0bb2b5, 13 of 16 doubtful) hides misreads among its sure-looking rest (there `t` read as `i`
    /// at 0.92). Off, one board in 205 is silent. 0.4 marks no wrong tile that 0.5 leaves on any set measured
    /// (upright; a half, a third, a fifth of the light; turned 30, 45, 60 degrees; the shipped model's held-out
    /// split) and costs up to 0.14 flags a board; the rule picks it on three folds of five only by its tie-break,
    /// more flags (BENCHMARKS.md, "Doubt").
    doubt_board_share: f32 = 0.5,
    /// A board mostly doubtful is doubtful everywhere (`doubt_board_share`).
    hard_to_read_doubt: bool = true,
    /// Every tile is doubtful when at least this share of an outer row or column reads as not dice, in the look's
    /// reading of the centred crops or the final one: the lattice is likely a line off the board, so the dice read
    /// sit in the wrong cells however sure each reading is (the re-cut and the pooled views can move a crop off the
    /// tray onto a neighbouring die, so the look's reading shows it best). Made by ce24d9 turned 30 degrees (a
    /// whole column off in the final reading, 5 misreads unmarked) and cc36fa turned 45 degrees (three of its last
    /// row's four in the look's reading, 5 misreads unmarked: `eval photos --turn 45`); 0.75 marks no more fold
    /// photo than 1.0 (the whole line) upright, 0.5 costs 0.15 flags a board.
    line_off_share: f32 = 0.75,
    /// A board with an outer line of no dice is doubtful everywhere (`line_off_share`).
    line_off_doubt: bool = true,
    /// Every tile is doubtful when the dice's side in the photo (`Lattice::die_side`) is below this many pixels:
    /// the reader's crops of smaller dice are enlarged from a few pixels, and read wrong with confidence (issue
    /// 32: a 60-px 4x4 board, an O read as D). Chosen by `eval die-size` on the fold models' reading of photos
    /// shrunk to 1, 1/2, 1/3 and 1/4: the smallest die side from which every bin reads 97% of tiles right
    /// (BENCHMARKS.md, "Die size"); it marks no board of the photos as taken.
    small_dice_below: f64 = 10.0,
    /// A board of small dice is doubtful everywhere (`small_dice_below`).
    small_dice_doubt: bool = true,

    // ---- Advice to retake (`advice`) --------------------------------------------------------------------------
    // Chosen by `eval advice` (BENCHMARKS.md): on the labelled photos whose board the detector finds and copies
    // of them made worse, the limit with the fewest 10 x false alarms + misses, on all folds (each fold judged
    // with the limit chosen without it).
    /// Too dark: the 95th percentile of luma over the board (or the photo) below this. The dimmest labelled
    /// photos that detect have 47-64; the copies at a fifth of the light, at most 53.
    advice_dark_below: f64 = 58.0,
    /// Too blurry: the strong edges' median width, as a share of a die's side, above this. Good photos: median
    /// 0.16, at most 0.37; blurred by a tenth of a die, median 0.47.
    advice_blur_above: f64 = 0.375,
    /// A board too far is also called blurry only if its edges are wider than this many detection pixels: small
    /// dice make sharp edges wide for their size, and moving closer fixes both.
    advice_blur_min_width: f64 = 3.0,
    /// Glare: the largest share of one die face clipped white (every channel 250 or more) above this: a letter
    /// washed out. Good photos: at most 0.52; a glare spot on a die, 0.86 or more for 95% of them.
    advice_glare_above: f64 = 0.54,
    /// Too far: a die's side in photo pixels below this (the detector still finds boards of 11-px dice, but
    /// the reader's crops of them are enlarged 3x).
    advice_far_below: f64 = 12.0,
    /// Cut off: more than this share of the board's most cut side outside the frame (`Measures::cut_off`). The
    /// labelled photos are cropped close round their boards, so a corner die or two of a good photo can lie
    /// half outside; a frame through a row of dice cuts the whole side. Chosen by `eval advice`: 0.14 catches
    /// 83% of boards cut a die and a half deep for 2.5% of good photos (the largest share of one die, the measure
    /// before: 55% at 0.72).
    advice_cut_above: f64 = 0.14,
    /// Cut off, when no board was found: more than this share missing from a die-sized blob the frame's edge
    /// cuts. Few photos measure it (the detector finds a board in nearly every cut photo); the old limit stays.
    advice_cut_blob_above: f64 = 0.72,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_reads_back_what_set_wrote() {
        let mut t = Tuning::default();
        for &name in Tuning::FIELDS {
            let value = t.get(name).unwrap_or_default();
            assert_eq!(t.set(name, &value), Ok(()), "{name} = {value}");
        }
        assert_eq!(t, Tuning::default());
    }

    #[test]
    fn a_sweep_sets_one_field_and_refuses_nonsense() {
        let mut t = Tuning::default();
        assert_eq!(t.set("grow_tolerance", "0.25"), Ok(()));
        assert_eq!(t.grow_tolerance, 0.25);
        assert_eq!(t.set("corner_steps", "0.5, 0.2"), Ok(()));
        assert_eq!(t.corner_steps, List(vec![0.5, 0.2]));
        assert!(t.set("grow_tolerance", "wide").is_err());
        assert!(t.set("no_such_field", "1").is_err());
    }
}
