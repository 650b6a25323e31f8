//! `eval photos`: the photo pipeline judged by cross-validation by board. Each fold's photos are read with the
//! letter model trained without that fold's boards (`training/train_folds.sh` writes them to
//! `training/folds/foldK/letters.onnx`), and the table prints, per board size, the mean over folds and the
//! worst fold.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_testkit::choose::{choose, combinations, held_out, Candidate};
use boggle_testkit::eval::{evaluate_changed, table, Change, PhotoResult};
use boggle_testkit::labelled::{self, fold_models_dir, LabelledPhoto};
use boggle_vision::{Photo, Pipeline, Tuning};
use clap::Args;

use crate::pipeline_args::PipelineArgs;

/// Issue 14's limit on doubtful tiles per board that `--choose` keeps to on the training folds.
const MAX_DOUBTFUL: f64 = 1.0;

/// `eval photos`'s options.
#[derive(Args)]
pub struct PhotosArgs {
    /// Where the fold models are (`foldK/letters.onnx`); default `training/folds`.
    #[arg(long)]
    folds_dir: Option<PathBuf>,
    #[command(flatten)]
    changes: PipelineArgs,
    /// Every photo not read exactly.
    #[arg(long)]
    verbose: bool,
    /// Only the photos whose file name contains this.
    #[arg(long)]
    only: Option<String>,
    /// Only this fold's photos (repeat).
    #[arg(long = "fold", value_name = "K")]
    folds: Vec<usize>,
    /// Every photo turned clockwise this much first: how much the reading depends on the board's angle.
    #[arg(long, default_value_t = 0.0)]
    turn: f64,
    /// Every photo this bright, with a dark room's sensor noise: how much the reading depends on the light.
    #[arg(long, default_value_t = 1.0)]
    light: f64,
    /// Every photo shrunk to this share of its width and height last: a board farther away (0.5, 0.333, 0.25).
    #[arg(long, default_value_t = 1.0)]
    scale: f64,
    /// "NAME=V1,V2;NAME2=...": every combination read; each fold judged with the one chosen on the other folds.
    #[arg(long)]
    choose: Option<String>,
    /// With --verbose: each photo not read exactly read again and its stages drawn here, `<photo>-<stage>.png`.
    #[arg(long)]
    debug_dir: Option<PathBuf>,
}

pub fn run(args: PhotosArgs) -> Result<(), String> {
    let folds_dir = args.folds_dir.unwrap_or_else(fold_models_dir);
    let verbose = args.verbose;
    let debug_dir = args.debug_dir;
    let only = args.only;
    let change = Change {
        turn: args.turn,
        light: args.light,
        scale: args.scale,
    };

    let pipeline = args.changes.apply(Pipeline::default())?;

    let only_folds = args.folds;
    let photos: Vec<_> = labelled::load()?
        .into_iter()
        .filter(|p| only.as_ref().is_none_or(|o| p.image.contains(o.as_str())))
        .filter(|p| only_folds.is_empty() || p.fold.is_some_and(|k| only_folds.contains(&k)))
        .collect();
    if photos.is_empty() {
        return Err(format!(
            "no labelled photo's file name contains {:?}",
            only.unwrap_or_default()
        ));
    }
    let (mut scanners, caveats) = fold_scanners(&folds_dir, &photos)?;
    let folds: Vec<Option<usize>> = scanners.iter().map(|(f, _)| *f).collect();
    let results = match args.choose {
        None => read_all(
            &mut scanners,
            &photos,
            &pipeline,
            &change,
            verbose,
            debug_dir.as_deref(),
        ),
        Some(spec) => {
            let mut candidates = Vec::new();
            // Doubt fields only change the doubts: the photos are read once for each value of the other fields
            // and the doubts decided again for each value of these.
            let mut reads: BTreeMap<Vec<String>, Vec<PhotoResult>> = BTreeMap::new();
            for settings in combinations(&spec)? {
                let (doubt, other): (Vec<&String>, Vec<&String>) =
                    settings.iter().partition(|set| {
                        Tuning::DOUBT_FIELDS
                            .contains(&set.split_once('=').map_or(set.as_str(), |s| s.0))
                    });
                let mut p = pipeline.clone();
                for set in other.iter().chain(&doubt) {
                    let (name, value) = set.split_once('=').unwrap_or((set, ""));
                    p.tuning.set(name, value)?;
                }
                let key: Vec<String> = other.into_iter().cloned().collect();
                if !reads.contains_key(&key) {
                    let read = read_all(&mut scanners, &photos, &p, &change, false, None);
                    reads.insert(key.clone(), read);
                }
                let results: Vec<PhotoResult> =
                    reads[&key].iter().map(|r| r.rejudged(&p.tuning)).collect();
                println!("candidate {}:", settings.join(" "));
                print!("{}", table(&results));
                candidates.push(Candidate { settings, results });
            }
            let chosen = choose(&candidates, &folds, MAX_DOUBTFUL);
            for (fold, &i) in folds.iter().zip(&chosen) {
                println!(
                    "fold {}: chosen on the other folds: {}",
                    fold.map_or("-".into(), |k| k.to_string()),
                    candidates[i].settings.join(" ")
                );
            }
            println!("each fold read with the candidate chosen without it:");
            held_out(&candidates, &folds, &chosen)
        }
    };
    for c in &caveats {
        println!("caveat: {c}");
    }
    print!("{}", table(&results));
    let mut times: Vec<f64> = results.iter().map(|r| r.millis).collect();
    times.sort_by(f64::total_cmp);
    if let (Some(median), Some(slowest)) = (times.get(times.len() / 2), times.last()) {
        println!("median {median:.1} ms per photo (decode + recognise), slowest {slowest:.0} ms");
    }
    Ok(())
}

/// A scanner for each fold of `photos` with the letter model trained without it (`folds_dir/foldK/letters.onnx`),
/// or the committed model where there is none, with a caveat saying so.
#[allow(clippy::type_complexity)]
pub fn fold_scanners(
    folds_dir: &Path,
    photos: &[LabelledPhoto],
) -> Result<(Vec<(Option<usize>, Option<Scanner>)>, Vec<String>), String> {
    let mut folds: Vec<Option<usize>> = photos.iter().map(|p| p.fold).collect();
    folds.sort();
    folds.dedup();
    let mut caveats = Vec::new();
    let mut scanners = Vec::new();
    for &fold in &folds {
        let model = fold.map(|k| folds_dir.join(format!("fold{k}/letters.onnx")));
        let classifier = match model.as_ref().filter(|m| m.is_file()) {
            Some(m) => {
                let bytes = std::fs::read(m).map_err(|e| format!("{}: {e}", m.display()))?;
                Classifier::from_bytes(&bytes).map_err(|e| format!("{}: {e}", m.display()))?
            }
            None => {
                caveats.push(format!(
                    "fold {}: no model trained without it ({}); read with the committed model, which trained on \
                     most of its boards, so its figures flatter",
                    fold.map_or("-".into(), |k| k.to_string()),
                    model.map_or("training/folds.tsv missing".into(), |m| m.display().to_string())
                ));
                Classifier::embedded().map_err(|e| e.to_string())?
            }
        };
        scanners.push((fold, Some(Scanner::new(classifier))));
    }

    Ok((scanners, caveats))
}

/// Every photo read by its fold's scanner with `pipeline`, changed by `change` first; with `verbose`, each not
/// read exactly is printed (and drawn into `debug_dir`).
pub fn read_all(
    scanners: &mut [(Option<usize>, Option<Scanner>)],
    photos: &[LabelledPhoto],
    pipeline: &Pipeline,
    change: &Change,
    verbose: bool,
    debug_dir: Option<&Path>,
) -> Vec<PhotoResult> {
    let mut results = Vec::new();
    for (fold, slot) in scanners.iter_mut() {
        let Some(scanner) = slot.take() else { continue };
        let spec = scanner.pipeline().spec;
        let scanner = scanner.with_pipeline(Pipeline {
            spec,
            ..pipeline.clone()
        });
        for photo in photos.iter().filter(|p| p.fold == *fold) {
            let r = evaluate_changed(&scanner, photo, change);
            if verbose && (r.wrong > 0 || !r.grid) {
                println!(
                    "fold {:?} {}: {} ({} wrong, {} silently; {} doubtful)",
                    r.fold, r.image, r.outcome, r.wrong, r.silently_wrong, r.doubtful
                );
                if let Some(dir) = debug_dir {
                    if let Err(e) = draw_stages(&scanner, photo, change, dir) {
                        eprintln!("{}: {e}", photo.image);
                    }
                }
            }
            results.push(r);
        }
        *slot = Some(scanner);
    }
    results
}

/// `photo` read again by `scanner` and each stage drawn into `dir`, named after the photo.
fn draw_stages(
    scanner: &Scanner,
    photo: &LabelledPhoto,
    change: &Change,
    dir: &Path,
) -> Result<(), String> {
    let pixels = Photo::decode(&photo.bytes()?).map_err(|e| e.to_string())?;
    let pixels = change.apply(pixels)?;
    let outcome = scanner.recognize(&pixels);
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let stem = Path::new(&photo.image)
        .file_stem()
        .map_or_else(|| photo.image.clone(), |s| s.to_string_lossy().into_owned());
    for (stage, picture) in scanner.stages(&pixels, &outcome) {
        let path = dir.join(format!("{stem}-{stage}.png"));
        picture
            .save(&path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}
