//! `eval advice`: the advice to retake judged on the labelled real photos, by cross-validation by board.
//!
//! Each photo is measured (`boggle_vision::advice::measure`, after the detector) as it is and in five degraded
//! copies (`boggle_testkit::degrade`): darkened, blurred, with a glare spot on a die, farther away, cut by the
//! frame. Good photos are those whose board the detector finds on the labelled dice (every hand-drawn box in
//! its cell); advice on them is a false alarm. A degraded copy is caught when its advice includes its kind.
//! Each kind's limit is chosen on the training folds (fewest of 10 x false alarms + misses) and judged on the
//! held-out fold; the table gives each fold, the mean and the worst fold, then the limits chosen on all folds
//! (the defaults in `Tuning`) and the cost of the advice on 640x480 preview frames against the detector's.

use std::time::Instant;

use clap::Args;

use boggle_testkit::degrade;
use boggle_testkit::labelled::{self, LabelledPhoto};
use boggle_testkit::matching::boxes_in_cells;
use boggle_vision::advice::{judge, measure};
use boggle_vision::detect::detect;
use boggle_vision::{AdviceKind, Budget, Measures, Photo, Tuning};
use image::RgbImage;

/// One picture measured: its fold, what was done to it, and whether it is a good photo.
struct Record {
    image: String,
    fold: usize,
    /// `None`: the photo as it is.
    degraded: Option<AdviceKind>,
    good: bool,
    measures: Measures,
}

/// Each kind's limit, its `Tuning` field, and whether advice is given below it (else above).
const LIMITS: [(AdviceKind, &str, bool); 5] = [
    (AdviceKind::TooDark, "advice_dark_below", true),
    (AdviceKind::TooBlurry, "advice_blur_above", false),
    (AdviceKind::Glare, "advice_glare_above", false),
    (AdviceKind::TooFar, "advice_far_below", true),
    (AdviceKind::CutOff, "advice_cut_above", false),
];

/// A false alarm costs this many missed degraded photos.
const FALSE_ALARM_COST: f64 = 10.0;

/// `eval advice`'s options.
#[derive(Args)]
pub struct AdviceArgs {
    /// Each fold's limits and every photo's misses and false alarms.
    #[arg(long)]
    verbose: bool,
    /// Every measurement as a tab-separated line, before the table.
    #[arg(long)]
    dump: bool,
}

pub fn run(args: AdviceArgs) -> Result<(), String> {
    let verbose = args.verbose;
    let photos = labelled::load()?;
    let base = Tuning::default();
    let mut records = Vec::new();
    let mut frames = Vec::new();
    for (k, photo) in photos.iter().enumerate() {
        let Some(fold) = photo.fold else { continue };
        let bytes = photo.bytes()?;
        let original = Photo::decode(&bytes).map_err(|e| format!("{}: {e}", photo.image))?;
        let detection = detect(&original, &base, &Budget::unlimited());
        let good = detection.lattice.as_ref().is_ok_and(|l| {
            l.rows == photo.side && boxes_in_cells(l, &photo.boxes) == photo.boxes.len()
        });
        records.push(Record {
            image: photo.image.clone(),
            fold,
            degraded: None,
            good,
            measures: measure(&original, &detection),
        });
        for (kind, rgb) in degraded(photo, original.rgb(), k as u64) {
            let shot = Photo::from_rgb(rgb).map_err(|e| format!("{}: {e}", photo.image))?;
            let detection = detect(&shot, &base, &Budget::unlimited());
            records.push(Record {
                image: photo.image.clone(),
                fold,
                degraded: Some(kind),
                good: false,
                measures: measure(&shot, &detection),
            });
        }
        frames.push(original);
    }
    if args.dump {
        for r in &records {
            let m = &r.measures;
            println!(
                "{}\t{}\t{:?}\t{}\t{}\t{:?}\t{:?}\t{:?}\t{:?}\t{:?}",
                r.image,
                r.fold,
                r.degraded,
                r.good,
                m.brightness,
                m.edge_width,
                m.relative_blur,
                m.glare,
                m.die_side,
                m.cut_off
            );
        }
    }
    let folds: Vec<usize> = (0..5).collect();
    println!("advice to retake, held-out fold k judged with the limits chosen on the other folds");
    println!(
        "{:>5} {:>5} {:>11} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "fold", "good", "false-alarm", "dark", "blurry", "glare", "far", "cut-off"
    );
    let mut rows = Vec::new();
    for &k in &folds {
        let train: Vec<&Record> = records.iter().filter(|r| r.fold != k).collect();
        let test: Vec<&Record> = records.iter().filter(|r| r.fold == k).collect();
        let tuning = choose(&train, &base)?;
        let row = judge_fold(&test, &tuning);
        println!("{:>5} {}", k, row_text(&row));
        rows.push(row);
        if verbose {
            // The false alarms and the misses.
            for r in &test {
                let advice = judge(&r.measures, &tuning);
                let wrong = match r.degraded {
                    None => r.good && !advice.is_empty(),
                    Some(kind) => advice.iter().all(|a| a.kind != kind),
                };
                if wrong {
                    let names: Vec<&str> = advice.iter().map(|a| a.name()).collect();
                    println!("    {:?} -> {names:?}  {:?}", r.degraded, r.measures);
                }
            }
        }
    }
    let mean: Vec<f64> = (0..rows[0].len())
        .map(|c| rows.iter().map(|r| r[c]).sum::<f64>() / rows.len() as f64)
        .collect();
    println!("{:>5} {}", "mean", row_text(&mean));
    // Worst: most false alarms, fewest caught.
    let worst: Vec<f64> = (0..mean.len())
        .map(|c| {
            let column = rows.iter().map(|r| r[c]);
            match c {
                0 => column.fold(f64::MAX, f64::min),
                1 => column.fold(0.0, f64::max),
                _ => column.fold(1.0, f64::min),
            }
        })
        .collect();
    println!("{:>5} {}", "worst", row_text(&worst));
    let all: Vec<&Record> = records.iter().collect();
    let chosen = choose(&all, &base)?;
    println!("limits chosen on all folds (the Tuning defaults):");
    for (_, field, _) in LIMITS {
        println!(
            "  {field} = {} (default {})",
            chosen.get(field).unwrap_or_default(),
            base.get(field).unwrap_or_default()
        );
    }
    time_preview(&frames, &base);
    Ok(())
}

/// The five degraded copies of a labelled photo, each made so a person would retake it.
fn degraded(photo: &LabelledPhoto, rgb: &RgbImage, seed: u64) -> Vec<(AdviceKind, RgbImage)> {
    let pitch = pitch(photo);
    let xs = photo.boxes.iter().map(|b| b.centre.0);
    let ys = photo.boxes.iter().map(|b| b.centre.1);
    let (x0, x1) = (xs.clone().fold(f64::MAX, f64::min), xs.fold(0.0, f64::max));
    let (y0, y1) = (ys.clone().fold(f64::MAX, f64::min), ys.fold(0.0, f64::max));
    let (w, h) = rgb.dimensions();
    // The frame's edge through the middle of the second row or column of dice from one side, the side turning
    // photo by photo: a die and a half cut off. (Half a die cut off is common in the labelled photos, which
    // are cropped close around the board, and they read.)
    let cut = match seed % 4 {
        0 => degrade::crop(rgb, 0, 0, (x1 - pitch) as u32, h),
        1 => degrade::crop(rgb, (x0 + pitch) as u32, 0, w, h),
        2 => degrade::crop(rgb, 0, 0, w, (y1 - pitch) as u32),
        _ => degrade::crop(rgb, 0, (y0 + pitch) as u32, w, h),
    };
    let spot = photo.boxes[(seed as usize * 7) % photo.boxes.len().max(1)].centre;
    vec![
        (AdviceKind::TooDark, degrade::darken(rgb, 0.2, 4.0, seed)),
        (AdviceKind::TooBlurry, degrade::blur(rgb, 0.12 * pitch)),
        (
            AdviceKind::Glare,
            degrade::glare(rgb, spot, 0.45 * pitch, 400.0),
        ),
        // Dice about 10 px across.
        (
            AdviceKind::TooFar,
            degrade::farther(rgb, (12.0 / pitch).min(1.0)),
        ),
        (AdviceKind::CutOff, cut),
    ]
}

/// The distance between neighbouring dice in the photo: the median distance from each box to its nearest.
fn pitch(photo: &LabelledPhoto) -> f64 {
    let mut nearest: Vec<f64> = photo
        .boxes
        .iter()
        .map(|a| {
            photo
                .boxes
                .iter()
                .filter(|b| (b.row, b.col) != (a.row, a.col))
                .map(|b| (a.centre.0 - b.centre.0).hypot(a.centre.1 - b.centre.1))
                .fold(f64::MAX, f64::min)
        })
        .collect();
    nearest.sort_by(f64::total_cmp);
    nearest.get(nearest.len() / 2).copied().unwrap_or(50.0)
}

/// The value of `kind`'s measure that its limit is compared with (`None`: nothing to measure).
fn value(m: &Measures, kind: AdviceKind, tuning: &Tuning) -> Option<f64> {
    match kind {
        AdviceKind::TooDark => Some(m.brightness),
        // As `judge` gates it: a far board is blurry only if its edges are wide in pixels too.
        AdviceKind::TooBlurry => m.relative_blur.filter(|_| {
            !m.die_side.is_some_and(|s| s < tuning.advice_far_below)
                || m.edge_width
                    .is_some_and(|w| w > tuning.advice_blur_min_width)
        }),
        AdviceKind::Glare => m.glare,
        AdviceKind::TooFar => m.die_side,
        AdviceKind::CutOff => m.cut_off,
    }
}

/// The limits chosen on `train`: for each kind, the limit between two measured values with the fewest
/// `FALSE_ALARM_COST` x false alarms (good photos) + misses (copies degraded that way), as shares.
fn choose(train: &[&Record], base: &Tuning) -> Result<Tuning, String> {
    let mut tuning = base.clone();
    // Far first: blurry's measure depends on it.
    let order = [3, 0, 1, 2, 4];
    for &i in &order {
        let (kind, field, below) = LIMITS[i];
        let fires = |v: f64, limit: f64| if below { v < limit } else { v > limit };
        let good: Vec<Option<f64>> = train
            .iter()
            .filter(|r| r.good)
            .map(|r| value(&r.measures, kind, &tuning))
            .collect();
        let bad: Vec<Option<f64>> = train
            .iter()
            .filter(|r| r.degraded == Some(kind))
            .map(|r| value(&r.measures, kind, &tuning))
            .collect();
        let mut values: Vec<f64> = good.iter().chain(&bad).flatten().copied().collect();
        values.sort_by(f64::total_cmp);
        values.dedup();
        let limits = values.windows(2).map(|w| (w[0] + w[1]) / 2.0);
        let cost = |limit: f64| {
            let alarms = good.iter().flatten().filter(|&&v| fires(v, limit)).count();
            let misses = bad
                .iter()
                .filter(|v| !v.is_some_and(|v| fires(v, limit)))
                .count();
            FALSE_ALARM_COST * alarms as f64 / good.len().max(1) as f64
                + misses as f64 / bad.len().max(1) as f64
        };
        // Of the limits that cost least, the middle one: as far from both sides as the data allow.
        let costs: Vec<(f64, f64)> = limits.map(|l| (cost(l), l)).collect();
        let least = costs.iter().map(|c| c.0).fold(f64::MAX, f64::min);
        let best: Vec<f64> = costs
            .iter()
            .filter(|c| c.0 <= least + 1e-9)
            .map(|c| c.1)
            .collect();
        let best = best.get(best.len() / 2).copied();
        if let Some(limit) = best {
            tuning.set(field, &format!("{:.3}", limit))?;
        }
    }
    Ok(tuning)
}

/// One fold's row: good photos, the share of them with any advice, and per kind the share of copies degraded
/// that way whose advice includes it.
fn judge_fold(test: &[&Record], tuning: &Tuning) -> Vec<f64> {
    let good: Vec<&&Record> = test.iter().filter(|r| r.good).collect();
    let alarms = good
        .iter()
        .filter(|r| !judge(&r.measures, tuning).is_empty())
        .count();
    let mut row = vec![good.len() as f64, alarms as f64 / good.len().max(1) as f64];
    for (kind, _, _) in LIMITS {
        let copies: Vec<&&Record> = test.iter().filter(|r| r.degraded == Some(kind)).collect();
        let caught = copies
            .iter()
            .filter(|r| judge(&r.measures, tuning).iter().any(|a| a.kind == kind))
            .count();
        row.push(caught as f64 / copies.len().max(1) as f64);
    }
    row
}

fn row_text(row: &[f64]) -> String {
    let shares: Vec<String> = row[2..]
        .iter()
        .map(|v| format!("{:>7.1}%", 100.0 * v))
        .collect();
    format!(
        "{:>5.0} {:>10.1}% {}",
        row[0],
        100.0 * row[1],
        shares.join(" ")
    )
}

/// The cost of the advice on 640x480 preview frames (each labelled photo stretched to that size) against the
/// detector's on the same frames.
fn time_preview(frames: &[Photo], tuning: &Tuning) {
    let frames: Vec<Photo> = frames
        .iter()
        .filter_map(|p| {
            let rgb =
                image::imageops::resize(p.rgb(), 640, 480, image::imageops::FilterType::Triangle);
            Photo::from_rgb(rgb).ok()
        })
        .collect();
    let (mut detecting, mut advising) = (0.0, 0.0);
    let mut slowest: f64 = 0.0;
    for frame in &frames {
        let start = Instant::now();
        let detection = detect(frame, tuning, &Budget::unlimited());
        let detected = Instant::now();
        let advice = judge(&measure(frame, &detection), tuning);
        let advised = detected.elapsed().as_secs_f64() * 1e3;
        detecting += (detected - start).as_secs_f64() * 1e3;
        advising += advised;
        slowest = slowest.max(advised);
        std::hint::black_box(advice);
    }
    let n = frames.len().max(1) as f64;
    println!(
        "640x480 preview frames ({}): detection {:.2} ms, advice {:.2} ms a frame (slowest {:.2} ms), {:.1}% of \
         the detection",
        frames.len(),
        detecting / n,
        advising / n,
        slowest,
        100.0 * advising / detecting.max(1e-9)
    );
}
