//! Detection, the search for the board: the photo shrunk to `detect_side`, its whiteness binarised five ways, die
//! candidates in each (by shape, by die size, by letters), a lattice fitted from every plausible seed of each
//! candidate set, and the best window of each kept; a second, ragged look if none is a board. Returns the best
//! board and different alternatives, and how many dice the most complete partial board held.

use image::GrayImage;

use crate::binarise::{self, Binarisation};
use crate::budget::Budget;
use crate::candidates::{self, Candidate, Outlines, ShapeFilter};
use crate::detection::Detection;
use crate::error::VisionError;
use crate::fit::finish;
use crate::fit::Choice;
use crate::lattice::Lattice;
use crate::photo::Photo;
use crate::photo::{downscale, downscale_factor};
use crate::tuning::Tuning;
use crate::window::best_choice;

/// Finds the board's grid of dice in a photo (the live preview's question: no reading, no other looks).
pub fn find_lattice(photo: &Photo, tuning: &Tuning) -> Result<Lattice, VisionError> {
    detect(photo, tuning, &Budget::unlimited()).lattice
}

/// Runs the whole detector and keeps the intermediate pictures. Stops searching when `budget` runs out: the
/// boards found so far are kept, and with none the answer is `VisionError::TookTooLong`.
pub fn detect(photo: &Photo, tuning: &Tuning, budget: &Budget) -> Detection {
    let scale = downscale_factor(photo.width(), photo.height(), tuning.detect_side);
    let small = downscale(photo.rgb(), scale);
    let white = binarise::blur3(&binarise::whiteness(&small));
    let mut search = search(&white, tuning, budget);
    // Best score first; of equal scores, the board with fewer cut-up blobs.
    search.boards.sort_by(|a, b| {
        b.0.score
            .total_cmp(&a.0.score)
            .then(cut_pieces(&a.0, &a.2).cmp(&cut_pieces(&b.0, &b.2)))
    });
    let mut lattices = board_lattices(&search.boards, f64::from(scale), tuning);
    let shown = search.boards.first();
    let binary = shown.map_or_else(
        || {
            search
                .binaries
                .first()
                .cloned()
                .unwrap_or_else(|| GrayImage::new(1, 1))
        },
        |(_, k, _)| search.binaries[*k].clone(),
    );
    let first = search.first;
    let candidates = shown.map_or_else(|| first.unwrap_or_default(), |(_, _, c)| c.clone());
    let cut_short = budget.ran_out();
    let lattice = if lattices.is_empty() && cut_short {
        Err(VisionError::TookTooLong)
    } else if lattices.is_empty() {
        Err(VisionError::NoBoard)
    } else {
        Ok(lattices.remove(0))
    };
    Detection {
        scale,
        whiteness: white,
        binary,
        candidates,
        lattice,
        alternatives: lattices,
        partial_dice: search.most_found,
        cut_short,
    }
}

/// What the search over the binarisations found.
struct Search {
    /// Every binarisation tried.
    binaries: Vec<GrayImage>,
    /// The best board in each candidate set: the choice, the binarisation's index, the candidates.
    boards: Vec<(Choice, usize, Vec<Candidate>)>,
    /// The first candidate set, shown when no board was found.
    first: Option<Vec<Candidate>>,
    /// Dice seen in the most complete partial board, for the failure's reason (`failure`); the ragged look's
    /// guesses are too loose to tell someone "found 8 dice" in a picture of a plant.
    most_found: usize,
}

/// The search of whiteness `white`: every binarisation's candidate sets, with the usual shape filter and, if
/// that found no board, the ragged one; it stops at a perfect board or when `budget` runs out.
fn search(white: &GrayImage, tuning: &Tuning, budget: &Budget) -> Search {
    let long = white.width().max(white.height());
    let methods = binarisations(long, tuning);
    let mut found = Search {
        binaries: Vec::new(),
        boards: Vec::new(),
        first: None,
        most_found: 0,
    };
    let shapes = [ShapeFilter::from(tuning), ShapeFilter::ragged(tuning)];
    'passes: for (look, filter) in shapes.iter().enumerate() {
        if found.boards.iter().any(|(c, _, _)| accept(c, tuning)) {
            break;
        }
        for &how in &methods {
            if budget.is_spent() {
                break 'passes;
            }
            let binary = binarise::binarise(white, how);
            for cands in die_candidates(&binary, filter, look == 0, tuning) {
                if found.first.is_none() {
                    found.first = Some(cands.clone());
                }
                if budget.is_spent() {
                    found.binaries.push(binary);
                    break 'passes;
                }
                if let Some(choice) = best_choice(&cands, &binary, tuning, budget) {
                    if look == 0 {
                        found.most_found = found.most_found.max(choice.inside);
                    }
                    // A full board of cut-up blobs is not trusted to end the search: the cuts fall evenly
                    // along joined dice and their side faces, not always on the dice.
                    let perfect = choice.is_full() && cut_pieces(&choice, &cands) == 0;
                    found.boards.push((choice, found.binaries.len(), cands));
                    if perfect {
                        found.binaries.push(binary);
                        break 'passes;
                    }
                }
            }
            found.binaries.push(binary);
        }
    }
    found
}

/// The best board of `boards` (sorted best first), then the next best that differ from it, for a reader to fall
/// back on: at most `max_lattices`, scaled to photo pixels by `scale`.
fn board_lattices(
    boards: &[(Choice, usize, Vec<Candidate>)],
    scale: f64,
    tuning: &Tuning,
) -> Vec<Lattice> {
    let mut lattices: Vec<Lattice> = Vec::new();
    for (choice, _, cands) in boards.iter().filter(|(c, _, _)| accept(c, tuning)) {
        if let Ok(l) = finish(choice, cands, scale, tuning) {
            if lattices.iter().all(|m| !m.same_cells(&l)) {
                lattices.push(l);
            }
        }
        if lattices.len() == tuning.max_lattices {
            break;
        }
    }
    lattices
}

/// How many of the blobs a board's lattice was fitted to are pieces of a longer blob.
fn cut_pieces(choice: &Choice, cands: &[Candidate]) -> usize {
    choice
        .fit
        .assigned
        .values()
        .filter(|&&k| cands[k].split)
        .count()
}

/// A board is accepted when at least half its cells (and at least `min_dice_seen`) hold a die blob.
fn accept(c: &Choice, tuning: &Tuning) -> bool {
    let cells = c.n * c.n;
    c.inside * 2 >= cells && c.inside >= tuning.min_dice_seen && c.score > 0.0
}

/// Candidates in a binarisation, filtered by shape, then by area around each die size the photo may show: one
/// set of candidates per guess (`candidates::typical_die_areas`), or all of them if there is no guess. None in a
/// binarisation of a fine texture (`max_edge_density`).
pub fn die_candidates(
    binary: &GrayImage,
    filter: &ShapeFilter,
    with_letters: bool,
    tuning: &Tuning,
) -> Vec<Vec<Candidate>> {
    // A fine texture is no board, and tracing its contours alone can take most of a preview frame's budget.
    if binarise::edge_density(binary) > tuning.max_edge_density {
        return Vec::new();
    }
    let outlines = Outlines::trace(binary);
    let mut cands = candidates::find_candidates(&outlines, filter);
    // Many blobs means texture (carpet, wood grain): keep the largest few hundred, dice are among them.
    if cands.len() > tuning.max_candidates {
        cands.sort_by(|a, b| b.area.total_cmp(&a.area));
        cands.truncate(tuning.max_candidates);
    }
    let areas = candidates::typical_die_areas(&cands, tuning.max_area_guesses);
    let mut sets: Vec<Vec<Candidate>> = if areas.is_empty() {
        vec![cands]
    } else {
        areas
            .into_iter()
            .map(|area| candidates::filter_by_area(cands.clone(), area, tuning.area_spread))
            .collect()
    };
    // Last, the dice found by their letters, for dice the blobs merged (once: letters do not depend on the shape filter).
    if with_letters {
        let letters = candidates::find_letters(&outlines, tuning);
        if letters.len() >= tuning.min_letters {
            sets.push(letters);
        }
    }
    sets
}

/// The binarisations tried, in order, for a detection image whose long side is `long` pixels.
fn binarisations(long: u32, tuning: &Tuning) -> Vec<Binarisation> {
    let adaptive = |divisor: u32, min: u32, delta: i32| Binarisation::Adaptive {
        radius: (long / divisor.max(1)).max(min),
        delta,
    };
    let above = |k: usize| {
        tuning
            .above_otsu
            .0
            .get(k)
            .copied()
            .map(Binarisation::AboveOtsu)
    };
    [
        Some(Binarisation::Otsu),
        Some(adaptive(
            tuning.adaptive_coarse_divisor,
            4,
            tuning.adaptive_coarse_delta,
        )),
        above(0),
        Some(adaptive(
            tuning.adaptive_fine_divisor,
            3,
            tuning.adaptive_fine_delta,
        )),
    ]
    .into_iter()
    .flatten()
    .chain(
        tuning
            .above_otsu
            .0
            .iter()
            .skip(1)
            .map(|&f| Binarisation::AboveOtsu(f)),
    )
    .collect()
}
