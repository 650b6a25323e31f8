//! The public entry point: photo -> lattice -> crops -> a `LetterReader` -> the recognised board.

use image::GrayImage;

use crate::crops::TileCutter;
use crate::decode::downscale_factor;
use crate::lattice::{detect, DETECT_SIDE};
use crate::{CropSpec, Homography, Lattice, Photo, Quad, TileCrop, VisionError};

/// What the letter classifier gives back for one crop.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reading {
    /// `"a"`..`"z"`, `"qu"`, `"an"`, `"er"`, `"he"`, `"in"`, `"th"`, `"#"` for a blank, or `"junk"` (not a die).
    pub tile: String,
    pub confidence: f32,
    pub runner_up: String,
    pub runner_up_confidence: f32,
}

/// A letter classifier: one `Reading` per crop, in order. `side` is the board's (4, 5 or 6): a reader may rule out
/// faces no dice set of that size has.
pub trait LetterReader {
    fn read(&self, crops: &[TileCrop], side: usize) -> Result<Vec<Reading>, String>;

    /// A quicker, rougher `read` for comparing many candidate lattices (a reader that takes a second look at
    /// doubtful crops skips it here); `read` itself unless a reader has something quicker.
    fn glance(&self, crops: &[TileCrop], side: usize) -> Result<Vec<Reading>, String> {
        self.read(crops, side)
    }
}

/// One recognised die.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RecognizedTile {
    pub row: usize,
    pub col: usize,
    pub text: String,
    pub confidence: f32,
    pub runner_up: String,
    pub runner_up_confidence: f32,
    /// The die's top face in photo pixels where its crop was cut (`Lattice::cells`, or moved by the re-cut).
    pub quad: Quad,
    /// The rectified crop the classifier read (to show a person what the reader saw; not in the JSON).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub crop: GrayImage,
}

/// A recognised board.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Recognition {
    pub rows: usize,
    pub cols: usize,
    /// Row-major.
    pub tiles: Vec<RecognizedTile>,
}

impl Recognition {
    /// Board text: rows separated by spaces, multi-letter tiles in brackets (`[qu]`), a blank as `#`.
    pub fn board_text(&self) -> String {
        let texts: Vec<&str> = self.tiles.iter().map(|t| t.text.as_str()).collect();
        board_text(&texts, self.cols)
    }
}

/// `tiles` (row-major, `cols` a row) in the board text form: rows separated by spaces, multi-letter tiles in
/// brackets. The inverse of `eval::board_tiles`.
pub fn board_text<S: AsRef<str>>(tiles: &[S], cols: usize) -> String {
    let rows: Vec<String> = tiles
        .chunks(cols.max(1))
        .map(|row| {
            row.iter()
                .map(|t| match t.as_ref() {
                    one if one.chars().count() == 1 => one.to_string(),
                    more => format!("[{more}]"),
                })
                .collect()
        })
        .collect();
    rows.join(" ")
}

/// More than this share of crops read as `"junk"` means the lattice is not really on the dice.
pub const MAX_JUNK_SHARE: f32 = 0.25;

/// A die read as not-a-die, or with less confidence than this, is cut again a little off its cell in eight
/// directions (`RECUT_SHIFT` of a cell), and the most confident letter kept: at the edge of a steeply tilted
/// board the lattice can sit off the die's face.
pub const RECUT_BELOW: f32 = 0.5;
const RECUT_SHIFT: f64 = 0.15;
/// A letter read off-centre replaces the centred reading only if this much more confident: a shifted crop
/// can lose part of a two-letter face (`er` read as `e`).
const RECUT_MARGIN: f32 = 0.15;

/// Finds the board, crops every die and reads it with `reader`.
pub fn recognize(
    photo: &Photo,
    reader: &dyn LetterReader,
    spec: &CropSpec,
) -> Result<Recognition, VisionError> {
    let detection = detect(photo);
    let lattices: Vec<Lattice> = match detection.lattice {
        Ok(best) => std::iter::once(best)
            .chain(detection.alternatives)
            .collect(),
        Err(e) => {
            let closer = window_lattices(photo);
            if closer.is_empty() {
                return Err(e);
            }
            closer
        }
    };
    // The best-fitting board first; if its crops are mostly not dice, the next one the detector found; then a
    // closer look around each of them, and once more around the first board that look finds; last, the boards
    // first found moved to where they read best.
    let mut unreadable = None;
    let mut read_first = |lattices: &[Lattice]| -> Result<Option<BoardRead>, VisionError> {
        for lattice in lattices {
            let read = BoardRead::new(photo, lattice.clone(), spec, |c, n| reader.read(c, n))?;
            let junk = read.junk();
            if junk as f32 <= MAX_JUNK_SHARE * read.crops.len() as f32 {
                return Ok(Some(read));
            }
            unreadable.get_or_insert(VisionError::Unreadable {
                junk,
                total: read.crops.len(),
            });
        }
        Ok(None)
    };
    let mut read = read_first(&lattices)?;
    let mut around = lattices.clone();
    for _ in 0..ZOOM_ROUNDS {
        if read.is_some() || around.is_empty() {
            break;
        }
        let closer: Vec<Lattice> = around
            .iter()
            .flat_map(|l| zoomed_lattices(photo, l))
            .collect();
        read = read_first(&closer)?;
        around = closer.into_iter().take(1).collect();
    }
    for lattice in lattices.iter().take(MAX_REFINED) {
        if read.is_some() {
            break;
        }
        read = refine_by_reading(photo, lattice, reader, spec)?;
    }
    let Some(BoardRead {
        lattice,
        cutter,
        mut crops,
        mut readings,
    }) = read
    else {
        return Err(unreadable.unwrap_or(VisionError::NoBoard));
    };
    let mut offsets = vec![(0.0, 0.0); crops.len()];
    let unsure: Vec<usize> = (0..crops.len())
        .filter(|&k| readings[k].tile == "junk" || readings[k].confidence < RECUT_BELOW)
        .collect();
    if !unsure.is_empty() {
        let shifts: Vec<(f64, f64)> = (0..8)
            .map(|i| {
                let a = f64::from(i) * std::f64::consts::FRAC_PI_4;
                (RECUT_SHIFT * a.cos(), RECUT_SHIFT * a.sin())
            })
            .collect();
        let again: Vec<TileCrop> = unsure
            .iter()
            .flat_map(|&k| shifts.iter().map(move |&o| (k, o)))
            .map(|(k, o)| cutter.cut(crops[k].row, crops[k].col, o))
            .collect();
        let mut second = checked(reader.read(&again, lattice.rows), again.len())?
            .into_iter()
            .zip(again);
        for &k in &unsure {
            for &offset in &shifts {
                let Some((reading, crop)) = second.next() else {
                    break;
                };
                let better = reading.tile != "junk"
                    && (readings[k].tile == "junk"
                        || reading.confidence > readings[k].confidence + RECUT_MARGIN);
                if better {
                    readings[k] = reading;
                    crops[k] = crop;
                    offsets[k] = offset;
                }
            }
        }
    }
    let tiles = crops
        .into_iter()
        .zip(readings)
        .zip(offsets)
        .map(|((c, r), offset)| RecognizedTile {
            row: c.row,
            col: c.col,
            text: r.tile,
            confidence: r.confidence,
            runner_up: r.runner_up,
            runner_up_confidence: r.runner_up_confidence,
            quad: lattice.cell_quad(c.row, c.col, lattice.face, offset),
            crop: c.pixels,
        })
        .collect();
    Ok(Recognition {
        rows: lattice.rows,
        cols: lattice.cols,
        tiles,
    })
}

/// One lattice's crops and how the reader read them.
struct BoardRead {
    lattice: Lattice,
    cutter: TileCutter,
    crops: Vec<TileCrop>,
    readings: Vec<Reading>,
}

impl BoardRead {
    /// Cuts every die of `lattice` and reads them with `read` (a `LetterReader`'s `read` or `glance`).
    fn new(
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
            crops,
            readings,
        })
    }

    /// How many crops were read as not a die.
    fn junk(&self) -> usize {
        self.readings.iter().filter(|r| r.tile == "junk").count()
    }

    /// How well the lattice sits on dice: the confidence of every letter read, less 1 for every crop that is
    /// not a die.
    fn score(&self) -> f32 {
        self.readings
            .iter()
            .map(|r| if r.tile == "junk" { -1.0 } else { r.confidence })
            .sum()
    }
}

/// Steps, in cells, by which `refine_by_reading` moves a board's corners: coarse first.
const REFINE_STEPS: [f64; 3] = [0.5, 0.25, 0.12];
/// At most this many moved lattices are read in one refinement (each is one batch of crops).
const MAX_REFINE_READS: usize = 120;
/// At most this many of the detector's boards are refined: each refinement can take about a second in the
/// browser worker, and a photo no board of which reads is often simply not a board.
const MAX_REFINED: usize = 2;

/// A board whose lattice sits partly off its dice, moved to where its crops read best, if it then reads as a
/// board. On a steep shot the far rows' dice can merge into blobs the fit cannot use, and the lattice it fits to
/// the near rows misses the far ones. Each outer corner in turn moves by a step along the board's rows or
/// columns, and a move is kept when the crops read better (`BoardRead::score`). Only a lattice at least half of
/// whose crops read as dice is moved: it is near a board, not on a patterned cloth.
fn refine_by_reading(
    photo: &Photo,
    lattice: &Lattice,
    reader: &dyn LetterReader,
    spec: &CropSpec,
) -> Result<Option<BoardRead>, VisionError> {
    let mut best = BoardRead::new(photo, lattice.clone(), spec, |c, n| reader.glance(c, n))?;
    if best.junk() * 2 > best.crops.len() {
        return Ok(None);
    }
    let mut best_score = best.score();
    let mut reads = 0;
    for step in REFINE_STEPS {
        'moves: while reads < MAX_REFINE_READS {
            for moved in corner_moves(&best.lattice, step) {
                if reads == MAX_REFINE_READS {
                    break 'moves;
                }
                reads += 1;
                let read = BoardRead::new(photo, moved, spec, |c, n| reader.glance(c, n))?;
                let score = read.score();
                if score > best_score + 0.05 {
                    (best, best_score) = (read, score);
                    continue 'moves;
                }
            }
            break;
        }
    }
    let best = BoardRead::new(photo, best.lattice, spec, |c, n| reader.read(c, n))?;
    let few_junk = best.junk() as f32 <= MAX_JUNK_SHARE * best.crops.len() as f32;
    Ok(few_junk.then_some(best))
}

/// `lattice` with one of its outer corners moved `step` cells along one of the board's edges at that corner,
/// either way: 16 lattices.
fn corner_moves(lattice: &Lattice, step: f64) -> Vec<Lattice> {
    let Some(corners) = lattice.corners() else {
        return Vec::new();
    };
    let (rows, cols) = (lattice.rows as f64, lattice.cols as f64);
    let mut moved = Vec::new();
    for k in 0..4 {
        // Corners run round the board: the next one is along a row from an even corner, along a column from an
        // odd one.
        let (next, prev) = (corners[(k + 1) % 4], corners[(k + 3) % 4]);
        let (to_next, to_prev) = if k % 2 == 0 {
            (cols, rows)
        } else {
            (rows, cols)
        };
        for (towards, cells) in [(next, to_next), (prev, to_prev)] {
            let cell = (
                (towards.0 - corners[k].0) / cells,
                (towards.1 - corners[k].1) / cells,
            );
            for sign in [1.0, -1.0] {
                let mut c = corners;
                c[k] = (
                    corners[k].0 + sign * step * cell.0,
                    corners[k].1 + sign * step * cell.1,
                );
                moved.extend(lattice.with_corners(c));
            }
        }
    }
    moved
}

/// The boards found in overlapping quarters of a large photo (half its width and height, at steps of a quarter),
/// each detected at twice the resolution the whole photo was, in photo coordinates: a board a tenth of a 12 MP
/// photo across has dice of 30 pixels and more, too few once the whole photo is shrunk for detection. Empty
/// when the photo is detected at full resolution anyway.
fn window_lattices(photo: &Photo) -> Vec<Lattice> {
    let (w, h) = (photo.width(), photo.height());
    if downscale_factor(w, h, DETECT_SIDE) < 2 {
        return Vec::new();
    }
    let (ww, wh) = (w / 2, h / 2);
    let (mx, my) = (0.05 * f64::from(ww), 0.05 * f64::from(wh));
    let mut found = Vec::new();
    for y in [0, h / 4, h / 2] {
        for x in [0, w / 4, w / 2] {
            // A board at a window's edge inside the photo may be part of a larger one; another window has it whole.
            let (left, top) = (f64::from(x), f64::from(y));
            let inside = |l: &Lattice| {
                l.cells.iter().flatten().all(|p| {
                    (x == 0 || p.0 > left + mx)
                        && (y == 0 || p.1 > top + my)
                        && (x == w / 2 || p.0 < left + f64::from(ww) - mx)
                        && (y == h / 2 || p.1 < top + f64::from(wh) - my)
                })
            };
            found.extend(
                region_lattices(photo, (x, y, ww, wh), 1.0)
                    .into_iter()
                    .filter(inside),
            );
        }
    }
    found
}

/// How many times `recognize` looks again, closer, when no board could be read.
const ZOOM_ROUNDS: usize = 2;

/// The region around a board, enlarged to this many pixels on its long side when it is smaller.
const ZOOM_SIDE: f64 = 480.0;

/// The boards found in the region around `lattice` (a quarter of its size more on every side), cut out of the
/// photo and enlarged to `ZOOM_SIDE` if smaller, in photo coordinates: a far board's dice are a few pixels in a
/// photo detected whole (and downscaled, if large), and the thresholds adapt to the board rather than the room.
fn zoomed_lattices(photo: &Photo, lattice: &Lattice) -> Vec<Lattice> {
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in lattice.cells.iter().flatten() {
        (x0, y0, x1, y1) = (x0.min(p.0), y0.min(p.1), x1.max(p.0), y1.max(p.1));
    }
    let (w, h) = (x1 - x0, y1 - y0);
    let (pw, ph) = (f64::from(photo.width()), f64::from(photo.height()));
    let (x0, y0) = (
        (x0 - w / 4.0).max(0.0).floor(),
        (y0 - h / 4.0).max(0.0).floor(),
    );
    let (x1, y1) = ((x1 + w / 4.0).min(pw).ceil(), (y1 + h / 4.0).min(ph).ceil());
    if !(x1 - x0 >= 16.0 && y1 - y0 >= 16.0) || (x1 - x0 >= pw && y1 - y0 >= ph) {
        return Vec::new();
    }
    let zoom = (ZOOM_SIDE / (x1 - x0).max(y1 - y0)).max(1.0);
    let region = (x0 as u32, y0 as u32, (x1 - x0) as u32, (y1 - y0) as u32);
    region_lattices(photo, region, zoom)
}

/// The boards the detector finds in `region` (left, top, width, height) of the photo enlarged `zoom` times, best
/// first, in photo coordinates.
fn region_lattices(photo: &Photo, region: (u32, u32, u32, u32), zoom: f64) -> Vec<Lattice> {
    let (x, y, w, h) = region;
    let mut pixels = image::imageops::crop_imm(photo.rgb(), x, y, w, h).to_image();
    if zoom > 1.0 {
        pixels = image::imageops::resize(
            &pixels,
            (f64::from(w) * zoom).round() as u32,
            (f64::from(h) * zoom).round() as u32,
            image::imageops::FilterType::Triangle,
        );
    }
    let Ok(part) = Photo::from_rgb(pixels) else {
        return Vec::new();
    };
    let detection = detect(&part);
    let back = Homography::scale_then_shift(1.0 / zoom, (f64::from(x), f64::from(y)));
    detection
        .lattice
        .into_iter()
        .chain(detection.alternatives)
        .map(|l| l.mapped(&back))
        .collect()
}

/// A reader's answer for `crops` crops, or why it is not one.
fn checked(
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

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(row: usize, col: usize, text: &str) -> RecognizedTile {
        RecognizedTile {
            row,
            col,
            text: text.into(),
            confidence: 1.0,
            runner_up: "a".into(),
            runner_up_confidence: 0.0,
            quad: [(0.0, 0.0); 4],
            crop: GrayImage::new(1, 1),
        }
    }

    #[test]
    fn board_text_brackets_multi_letter_tiles() {
        let texts = [
            "e", "qu", "#", "a", "th", "b", "c", "d", "x", "y", "z", "w", "m", "n", "o", "p",
        ];
        let tiles = texts
            .iter()
            .enumerate()
            .map(|(k, t)| tile(k / 4, k % 4, t))
            .collect();
        let rec = Recognition {
            rows: 4,
            cols: 4,
            tiles,
        };
        assert_eq!(rec.board_text(), "e[qu]#a [th]bcd xyzw mnop");
        assert_eq!(crate::eval::board_tiles(&rec.board_text()), texts);
    }

    /// Reads a crop as a letter as surely as the face part of the crop (all but its margin) is light, and
    /// steeply so (the cube of the light share); as not-a-die when under half of it is light.
    struct LightReader;

    impl LetterReader for LightReader {
        fn read(&self, crops: &[TileCrop], _side: usize) -> Result<Vec<Reading>, String> {
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
                        tile: if share < 0.5 { "junk" } else { "a" }.into(),
                        confidence: share.powi(3),
                        runner_up: "b".into(),
                        runner_up_confidence: 0.0,
                    }
                })
                .collect())
        }
    }

    /// A 4x4 board of light dice with a dark mark each on an orange tray, 50 px apart, die (1, 2) `dx` px right
    /// of its place.
    fn board_photo(dx: u32) -> Photo {
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

    #[test]
    fn a_lattice_off_its_far_row_is_moved_onto_the_dice() {
        let photo = board_photo(0);
        let found = crate::find_lattice(&photo).unwrap_or_else(|e| panic!("{e}"));
        let right = found.corners().unwrap_or_else(|| panic!("no corners"));
        // The top corners 0.6 of a cell too high: the top row's crops sit mostly on the tray.
        let mut off = right;
        for k in [0, 1] {
            off[k].1 -= 0.6 * 50.0;
        }
        let off = found
            .with_corners(off)
            .unwrap_or_else(|| panic!("no lattice"));
        let spec = CropSpec::default();
        let before = BoardRead::new(&photo, off.clone(), &spec, |c, n| LightReader.read(c, n))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(before.junk() >= 4, "{:?}", before.readings);
        let read = refine_by_reading(&photo, &off, &LightReader, &spec)
            .unwrap_or_else(|e| panic!("{e}"))
            .unwrap_or_else(|| panic!("not refined"));
        assert_eq!(read.junk(), 0);
        let moved = read
            .lattice
            .corners()
            .unwrap_or_else(|| panic!("no corners"));
        for (m, r) in moved.iter().zip(&right) {
            assert!(
                (m.0 - r.0).hypot(m.1 - r.1) < 0.15 * 50.0,
                "{moved:?} vs {right:?}"
            );
        }
    }

    #[test]
    fn a_lattice_on_no_board_is_not_moved() {
        // The same lattice over a plain tray: every crop is junk, so there is nothing to move towards.
        let found = crate::find_lattice(&board_photo(0)).unwrap_or_else(|e| panic!("{e}"));
        let tray = Photo::from_rgb(image::RgbImage::from_pixel(
            320,
            320,
            image::Rgb([230, 110, 30]),
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let read = refine_by_reading(&tray, &found, &LightReader, &CropSpec::default())
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(read.is_none());
    }

    #[test]
    fn a_die_off_its_cell_is_cut_again_where_it_lies() {
        // Die (1, 2) lies 14 px (0.28 of a cell) right of its place.
        let photo = board_photo(14);
        let lattice = crate::find_lattice(&photo).unwrap_or_else(|e| panic!("{e}"));
        let centred = LightReader
            .read(
                &[TileCutter::new(&photo, &lattice, &CropSpec::default()).cut(1, 2, (0.0, 0.0))],
                4,
            )
            .unwrap_or_default();
        let rec =
            recognize(&photo, &LightReader, &CropSpec::default()).unwrap_or_else(|e| panic!("{e}"));
        let tile = &rec.tiles[6];
        assert_eq!((tile.row, tile.col), (1, 2));
        assert!(centred[0].confidence < RECUT_BELOW, "{centred:?}");
        assert!(
            tile.confidence > centred[0].confidence + RECUT_MARGIN,
            "{tile:?} vs {centred:?}"
        );
        // The die's quad moved right, towards where the die lies.
        let x = |q: &Quad| q.iter().map(|p| p.0).sum::<f64>() / 4.0;
        assert!(
            x(&tile.quad) > x(&lattice.cells[6]) + 3.0,
            "{:?} vs {:?}",
            tile.quad,
            lattice.cells[6]
        );
    }
}
