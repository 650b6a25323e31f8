//! The photo evaluation: each labelled photo read by a `Scanner`, judged against its label, and the results
//! summed per board size and fold into the figures the issues name (grid found, tiles right, boards exactly
//! right, boards with a silently wrong tile, doubtful tiles per board), each as the mean over folds and the worst
//! fold.

use std::collections::BTreeMap;
use std::time::Instant;

use boggle_scan::Scanner;
use boggle_vision::{doubts, Photo, Reading, Tuning};

use crate::labelled::LabelledPhoto;
use crate::matching::right_cells;

/// How one photo was read.
#[derive(Debug, Clone, PartialEq)]
pub struct PhotoResult {
    pub image: String,
    pub side: usize,
    pub fold: Option<usize>,
    /// A board of the labelled size was read.
    pub grid: bool,
    pub tiles: usize,
    pub right: usize,
    /// Tiles marked for a person to check.
    pub doubtful: usize,
    /// Wrong tiles that were not marked: what "never silently wrong" is about.
    pub silently_wrong: usize,
    /// Wrong tiles, marked or not (a missing grid counts every tile wrong).
    pub wrong: usize,
    /// What was read, or why not, for the verbose listing.
    pub outcome: String,
    pub millis: f64,
    /// Each tile's reading and whether it is right, row-major (empty without a grid): enough to decide the
    /// doubts again under another tuning without reading the photo again (`rejudged`).
    pub readings: Vec<(Reading, bool)>,
    /// Each tile as the look that kept the board read it (`RecognizedTile::looked`), row-major.
    pub looked: Vec<Reading>,
    /// The dice's side in photo pixels (`Recognition::die_side`; 0 without a grid).
    pub die_side: f64,
}

impl PhotoResult {
    /// The same reading with the doubts decided under `tuning` (only its doubt fields matter:
    /// `Tuning::DOUBT_FIELDS`).
    pub fn rejudged(&self, tuning: &Tuning) -> PhotoResult {
        let mut r = self.clone();
        if !r.grid {
            return r;
        }
        let readings: Vec<Reading> = r.readings.iter().map(|(reading, _)| *reading).collect();
        let size = (r.side, r.side);
        let doubtful = doubts(&readings, &r.looked, size, r.die_side, tuning).tiles;
        r.doubtful = doubtful.iter().filter(|&&d| d).count();
        r.silently_wrong = r
            .readings
            .iter()
            .zip(&doubtful)
            .filter(|((_, right), &d)| !right && !d)
            .count();
        r
    }
}

/// Reads `photo` with `scanner` and judges it.
pub fn evaluate(scanner: &Scanner, photo: &LabelledPhoto) -> PhotoResult {
    evaluate_changed(scanner, photo, &Change::NONE)
}

/// How a photo is changed before it is read: how much the reading depends on the board's angle in the photo, or
/// on the light.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Change {
    /// Turned clockwise this many degrees (`turned`).
    pub turn: f64,
    /// Then this bright (1: as taken), with the sensor noise of a dark room (`degrade::darken`, ±4 grey levels).
    pub light: f64,
    /// Then shrunk to this share of its width and height (1: as taken; Triangle filter): a board farther away.
    pub scale: f64,
}

impl Change {
    pub const NONE: Change = Change {
        turn: 0.0,
        light: 1.0,
        scale: 1.0,
    };

    pub fn apply(&self, photo: Photo) -> Result<Photo, String> {
        let photo = turned(photo, self.turn)?;
        let photo = if self.light == 1.0 {
            photo
        } else {
            Photo::from_rgb(crate::degrade::darken(photo.rgb(), self.light, 4.0, 1))
                .map_err(|e| e.to_string())?
        };
        if self.scale == 1.0 {
            return Ok(photo);
        }
        let rgb = photo.rgb();
        let size = |v: u32| ((f64::from(v) * self.scale).round() as u32).max(1);
        let (w, h) = (size(rgb.width()), size(rgb.height()));
        let small = image::imageops::resize(rgb, w, h, image::imageops::FilterType::Triangle);
        Photo::from_rgb(small).map_err(|e| e.to_string())
    }
}

/// `evaluate` with the photo first changed by `change`. The board is judged under its 8 symmetries either way.
pub fn evaluate_changed(scanner: &Scanner, photo: &LabelledPhoto, change: &Change) -> PhotoResult {
    let tiles = photo.board.len();
    let start = Instant::now();
    let outcome = photo
        .bytes()
        .and_then(|b| Photo::decode(&b).map_err(|e| e.to_string()))
        .and_then(|p| change.apply(p))
        .map(|p| scanner.recognize(&p).result);
    let millis = start.elapsed().as_secs_f64() * 1e3;
    let mut result = PhotoResult {
        image: photo.image.clone(),
        side: photo.side,
        fold: photo.fold,
        grid: false,
        tiles,
        right: 0,
        doubtful: 0,
        silently_wrong: 0,
        wrong: tiles,
        outcome: String::new(),
        millis,
        readings: Vec::new(),
        looked: Vec::new(),
        die_side: 0.0,
    };
    match outcome {
        Ok(Ok(rec)) if rec.rows == photo.side && rec.cols == photo.side => {
            let right = right_cells(photo.side, &rec.faces(), &photo.board);
            result.grid = true;
            result.right = right.iter().filter(|&&r| r).count();
            result.wrong = tiles - result.right;
            result.doubtful = rec.doubtful().count();
            result.silently_wrong = rec
                .tiles
                .iter()
                .zip(&right)
                .filter(|(t, &r)| !r && !t.doubtful)
                .count();
            result.outcome = rec.board_text();
            result.readings = rec.tiles.iter().map(|t| t.reading).zip(right).collect();
            result.looked = rec.tiles.iter().map(|t| t.looked).collect();
            result.die_side = rec.die_side;
        }
        Ok(Ok(rec)) => result.outcome = format!("a {}x{} board", rec.rows, rec.cols),
        Ok(Err(e)) => result.outcome = e.to_string(),
        Err(e) => result.outcome = e,
    }
    result
}

/// `photo` turned clockwise by `degrees` about its centre, on a canvas grown to hold it with the uncovered corners
/// a mid grey (itself at 0).
pub fn turned(photo: Photo, degrees: f64) -> Result<Photo, String> {
    if degrees == 0.0 {
        return Ok(photo);
    }
    let rgb = imageproc::geometric_transformations::rotate_about_center_no_crop(
        photo.rgb(),
        degrees.to_radians() as f32,
        imageproc::geometric_transformations::Interpolation::Bicubic,
        imageproc::geometric_transformations::Border::Constant(image::Rgb([90, 90, 90])),
    );
    Photo::from_rgb(rgb).map_err(|e| e.to_string())
}

/// The figures of a set of photos.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Figures {
    pub photos: usize,
    /// Share of photos whose grid was found with the right size.
    pub grid: f64,
    /// Share of labelled tiles read right.
    pub tiles: f64,
    /// Share of photos read exactly.
    pub boards: f64,
    /// Share of boards read (grid found) with a wrong tile that was not marked doubtful.
    pub silent: f64,
    /// Doubtful tiles per board read.
    pub doubtful: f64,
    /// Flagged tiles plus wrong tiles not flagged, per board read: the taps a person needs to correct a board.
    pub taps: f64,
}

impl Figures {
    pub fn of(results: &[&PhotoResult]) -> Figures {
        let share = |a: usize, b: usize| a as f64 / b.max(1) as f64;
        let read: Vec<&&PhotoResult> = results.iter().filter(|r| r.grid).collect();
        let sum = |f: fn(&PhotoResult) -> usize, rs: &[&&PhotoResult]| {
            rs.iter().map(|r| f(r)).sum::<usize>()
        };
        Figures {
            photos: results.len(),
            grid: share(read.len(), results.len()),
            tiles: share(
                results.iter().map(|r| r.right).sum(),
                results.iter().map(|r| r.tiles).sum(),
            ),
            boards: share(
                results.iter().filter(|r| r.grid && r.wrong == 0).count(),
                results.len(),
            ),
            silent: share(
                read.iter().filter(|r| r.silently_wrong > 0).count(),
                read.len(),
            ),
            doubtful: share(sum(|r| r.doubtful, &read), read.len()),
            taps: share(sum(|r| r.doubtful + r.silently_wrong, &read), read.len()),
        }
    }
}

/// The evaluation table: per board size, the mean over folds and the worst fold of each figure (the worst being
/// the lowest share right, or the highest share silently wrong, doubtful or taps), then every size together.
pub fn table(results: &[PhotoResult]) -> String {
    let mut out = String::from(
        "size  folds  photos  grid found       tiles right      boards exact     silently wrong   doubtful/board  taps/board\n\
         \x20                     mean   worst     mean   worst     mean   worst     mean   worst     mean  worst     mean  worst\n",
    );
    let sizes: Vec<Option<usize>> = results
        .iter()
        .map(|r| Some(r.side))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .chain([None])
        .collect();
    for size in sizes {
        let mut by_fold: BTreeMap<Option<usize>, Vec<&PhotoResult>> = BTreeMap::new();
        for r in results.iter().filter(|r| size.is_none_or(|s| r.side == s)) {
            by_fold.entry(r.fold).or_default().push(r);
        }
        let folds: Vec<Figures> = by_fold.values().map(|rs| Figures::of(rs)).collect();
        let n = folds.len().max(1) as f64;
        let mean = |f: fn(&Figures) -> f64| folds.iter().map(f).sum::<f64>() / n;
        let low = |f: fn(&Figures) -> f64| folds.iter().map(f).fold(f64::INFINITY, f64::min);
        let high = |f: fn(&Figures) -> f64| folds.iter().map(f).fold(f64::NEG_INFINITY, f64::max);
        let pct = |v: f64| format!("{:>6.1}%", 100.0 * v);
        let photos: usize = folds.iter().map(|f| f.photos).sum();
        let name = size.map_or("all".to_string(), |s| format!("{s}x{s}"));
        out += &format!(
            "{name:<5} {:>5}  {photos:>6}  {} {}  {} {}  {} {}  {} {}  {:>7.2} {:>6.2}  {:>7.2} {:>6.2}\n",
            folds.len(),
            pct(mean(|f| f.grid)),
            pct(low(|f| f.grid)),
            pct(mean(|f| f.tiles)),
            pct(low(|f| f.tiles)),
            pct(mean(|f| f.boards)),
            pct(low(|f| f.boards)),
            pct(mean(|f| f.silent)),
            pct(high(|f| f.silent)),
            mean(|f| f.doubtful),
            high(|f| f.doubtful),
            mean(|f| f.taps),
            high(|f| f.taps),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(
        side: usize,
        fold: usize,
        grid: bool,
        wrong: usize,
        doubtful: usize,
        silent: usize,
    ) -> PhotoResult {
        let tiles = side * side;
        PhotoResult {
            image: String::new(),
            side,
            fold: Some(fold),
            grid,
            tiles,
            right: tiles - wrong,
            doubtful,
            silently_wrong: silent,
            wrong,
            outcome: String::new(),
            millis: 0.0,
            readings: Vec::new(),
            looked: Vec::new(),
            die_side: 40.0,
        }
    }

    #[test]
    fn figures_count_boards_read_and_silent_errors() {
        let rs = [
            result(4, 0, true, 0, 1, 0),
            result(4, 0, true, 2, 1, 1),
            result(4, 0, false, 16, 0, 0),
        ];
        let f = Figures::of(&rs.iter().collect::<Vec<_>>());
        assert_eq!(f.photos, 3);
        assert!((f.grid - 2.0 / 3.0).abs() < 1e-9);
        assert!((f.tiles - 30.0 / 48.0).abs() < 1e-9);
        assert!((f.boards - 1.0 / 3.0).abs() < 1e-9);
        assert!((f.silent - 0.5).abs() < 1e-9);
        assert!((f.doubtful - 1.0).abs() < 1e-9);
        assert!((f.taps - 1.5).abs() < 1e-9);
    }

    #[test]
    fn doubts_are_decided_again_without_reading_again() {
        use boggle_board::Tile;
        use boggle_vision::Face;
        let reading = |c, confidence| Reading {
            face: Face::Die(Tile::from_letter(c).unwrap_or(Tile::BLANK)),
            confidence,
            runner_up: Face::NotADie,
            runner_up_confidence: 0.0,
            choices: [None; 3],
        };
        let mut r = result(4, 0, true, 1, 0, 1);
        r.readings = (0..16)
            .map(|k| match k {
                3 => (reading('e', 0.85), false),
                7 => (reading('o', 0.6), true),
                _ => (reading('a', 0.99), true),
            })
            .collect();
        let mut t = Tuning {
            dice_count_doubt: false,
            doubt_below: 0.5,
            ..Tuning::default()
        };
        let lax = r.rejudged(&t);
        assert_eq!((lax.doubtful, lax.silently_wrong), (0, 1));
        t.doubt_below = 0.9;
        let strict = r.rejudged(&t);
        assert_eq!((strict.doubtful, strict.silently_wrong), (2, 0));
        assert_eq!((strict.right, strict.wrong), (r.right, r.wrong));
    }

    #[test]
    fn the_table_has_a_row_per_size_and_one_for_all() {
        let rs = [
            result(4, 0, true, 0, 0, 0),
            result(4, 1, true, 1, 0, 1),
            result(5, 0, true, 0, 0, 0),
        ];
        let t = table(&rs);
        let rows: Vec<&str> = t.lines().skip(2).collect();
        assert_eq!(rows.len(), 3, "{t}");
        assert!(rows[0].starts_with("4x4       2       2"), "{t}");
        assert!(rows[2].starts_with("all"), "{t}");
    }
}
