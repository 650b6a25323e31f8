//! `eval doubt-features`: for every labelled photo whose board is read, one JSON line per tile with what a doubt
//! signal could use: the reading, whether it is right, and the classifier's answer for the die cut again in
//! several views (quarter turns, small shifts, a tighter and a looser face). Each fold's photos are read with the
//! model trained without that fold (as `eval photos`), or the committed model when there is none.

use std::path::PathBuf;

use clap::Args;

use boggle_classifier::Classifier;
use boggle_scan::{face_of, for_side, Scanner};
use boggle_testkit::labelled::{self, fold_models_dir};
use boggle_testkit::matching::symmetric_cell;
use boggle_vision::crops::TileCutter;
use boggle_vision::{Face, Photo};
use image::imageops::{rotate180, rotate270, rotate90};
use serde_json::json;

/// Shifts of the crop, in cells, each read at the four quarter turns.
const SHIFTS: [(f64, f64); 5] = [
    (0.0, 0.0),
    (0.08, 0.0),
    (-0.08, 0.0),
    (0.0, 0.08),
    (0.0, -0.08),
];
/// Face scales read upright and centred.
const SCALES: [f64; 2] = [0.88, 1.12];

/// `eval doubt-features`'s options.
#[derive(Args)]
pub struct DoubtFeaturesArgs {
    /// Where the fold models are (`foldK/letters.onnx`); default `training/folds`.
    #[arg(long)]
    folds_dir: Option<PathBuf>,
}

pub fn run(args: DoubtFeaturesArgs) -> Result<(), String> {
    let folds_dir = args.folds_dir.unwrap_or_else(fold_models_dir);
    let committed_held_out = committed_validation_groups()?;
    let photos = labelled::load()?;
    let mut folds: Vec<Option<usize>> = photos.iter().map(|p| p.fold).collect();
    folds.sort();
    folds.dedup();
    for fold in folds {
        let model = fold.map(|k| folds_dir.join(format!("fold{k}/letters.onnx")));
        let (classifier, model_name) = match model.as_ref().filter(|m| m.is_file()) {
            Some(m) => {
                let bytes = std::fs::read(m).map_err(|e| format!("{}: {e}", m.display()))?;
                (
                    Classifier::from_bytes(&bytes).map_err(|e| e.to_string())?,
                    "fold",
                )
            }
            None => (
                Classifier::embedded().map_err(|e| e.to_string())?,
                "committed",
            ),
        };
        let scanner = Scanner::new(classifier);
        for photo in photos.iter().filter(|p| p.fold == fold) {
            let held_out = model_name == "fold" || committed_held_out.contains(&photo.group);
            let decoded = Photo::decode(&photo.bytes()?).map_err(|e| e.to_string())?;
            let outcome = scanner.recognize(&decoded);
            let (Ok(rec), Some(lattice)) = (&outcome.result, outcome.trace.kept()) else {
                continue;
            };
            let n = photo.side;
            if rec.rows != n || rec.cols != n {
                continue;
            }
            let faces = rec.faces();
            // The label under the symmetry that makes the most cells right.
            let label_at = (0..8)
                .map(|t| {
                    let mut at = vec![None; n * n];
                    for (k, &tile) in photo.board.iter().enumerate() {
                        let (r, c) = symmetric_cell(n, t, k / n, k % n);
                        at[r * n + c] = Some(tile);
                    }
                    at
                })
                .max_by_key(|at| at.iter().zip(&faces).filter(|(a, f)| a == f).count())
                .unwrap_or_default();
            let spec = scanner.pipeline().crop_spec();
            let cutter = TileCutter::new(&decoded, lattice, &spec);
            let scaled: Vec<TileCutter> = SCALES
                .iter()
                .map(|s| {
                    let mut l = lattice.clone();
                    l.face *= s;
                    TileCutter::new(&decoded, &l, &spec)
                })
                .collect();
            let pitch = {
                let q = &lattice.cells[0];
                ((q[0].0 - q[1].0).hypot(q[0].1 - q[1].1)) / lattice.face
            };
            let mut crops = Vec::new();
            let mut recut = Vec::new();
            for (k, tile) in rec.tiles.iter().enumerate() {
                let moved = outcome
                    .trace
                    .recuts
                    .iter()
                    .find(|r| (r.row, r.col) == (tile.row, tile.col))
                    .and_then(|r| r.moved_by)
                    .unwrap_or((0.0, 0.0));
                recut.push(moved != (0.0, 0.0));
                for s in SHIFTS {
                    let c = cutter
                        .cut(k / n, k % n, (moved.0 + s.0, moved.1 + s.1))
                        .pixels;
                    crops.extend([rotate90(&c), rotate180(&c), rotate270(&c), c]);
                }
                for sc in &scaled {
                    crops.push(sc.cut(k / n, k % n, moved).pixels);
                }
            }
            let pixels: Vec<&[u8]> = crops.iter().map(|c| c.as_raw().as_slice()).collect();
            let preds = scanner
                .classifier()
                .classify(&pixels)
                .map_err(|e| e.to_string())?;
            let per_tile = SHIFTS.len() * 4 + SCALES.len();
            for (k, (tile, views)) in rec.tiles.iter().zip(preds.chunks(per_tile)).enumerate() {
                let views: Vec<_> = views
                    .iter()
                    .map(|p| {
                        let p = for_side(p.clone(), n);
                        let of_read = p
                            .ranked
                            .iter()
                            .find(|(c, _)| face_of(c) == tile.reading.face)
                            .map_or(0.0, |(_, q)| *q);
                        let (best, q) = p.best();
                        json!([of_read, face_of(best).text(), q])
                    })
                    .collect();
                let label = label_at[k].map_or(String::new(), |t| Face::Die(t).text().to_string());
                let line = json!({
                    "image": photo.image,
                    "group": photo.group,
                    "fold": fold,
                    "model": model_name,
                    "held_out": held_out,
                    "side": n,
                    "row": tile.row,
                    "col": tile.col,
                    "read": tile.reading.face.text(),
                    "label": label,
                    "right": Some(tile.reading.face) == label_at[k].map(Face::Die),
                    "confidence": tile.reading.confidence,
                    "runner_up": tile.reading.runner_up.text(),
                    "runner_up_confidence": tile.reading.runner_up_confidence,
                    "doubtful": tile.doubtful,
                    "detected": lattice.detected.get(k).copied().unwrap_or(false),
                    "pitch": pitch,
                    "photo": [decoded.width(), decoded.height()],
                    "look": outcome.trace.looks.last().map(|l| l.origin.name()),
                    "recut": recut[k],
                    "views": views,
                });
                println!("{line}");
            }
        }
    }
    Ok(())
}

/// The board groups the committed model did not train on (`model/letters.json`).
fn committed_validation_groups() -> Result<Vec<String>, String> {
    let path = PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../model/letters.json"
    ));
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    Ok(json["validation_groups"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|g| g.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default())
}
