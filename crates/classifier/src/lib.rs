//! The letter classifier (`model/letters.onnx`) run through tract: 8-bit grayscale crops in, ranked classes out.
//!
//! The model is parsed and optimised once, in `Classifier::from_onnx`, with a symbolic batch dimension, so a whole
//! board (16, 25 or 36 crops) runs as one batch. The metadata (class names, input size, normalisation) comes from
//! `model/letters.json`, compiled in with `include_str!`, so retraining the model needs no change here.
//!
//! Architecture invariant: this crate does no I/O and reads no clock, so it behaves the same on
//! `wasm32-unknown-unknown`; natively (only) it shares a board's crops out over the cores for the length of one
//! `classify` call. It knows nothing about photos, lattices or boards: `boggle-scan` adapts it to
//! `boggle-vision`'s `LetterReader` trait.
//!
//! ## How it is built
//!
//! `Classifier`: `model/letters.onnx` through tract with a symbolic batch; a board's 16-36 crops go in as one
//! call and run one crop per tract run (faster than one batch), natively shared out over the cores. Class
//! names, input size and normalisation come from `model/letters.json` (compiled in). Also loads the model
//! converted ahead of time to NNEF (`onnx_to_nnef`), which needs only tract's runtime. The only crate that
//! depends on tract; its tests compare tract with ONNX Runtime's reference outputs and re-measure the card's
//! validation accuracy.

mod meta;

use std::fmt;

use tract_nnef::prelude::*;

pub use meta::{metadata, Metadata};

/// The model file compiled into the binary (feature `embedded-model`). This crate's `model/` files are links
/// to the repository's `model/`, which cargo packages as files: the published crate carries the model.
#[cfg(feature = "embedded-model")]
pub const EMBEDDED_ONNX: &[u8] = include_bytes!("../model/letters.onnx");

/// Why the classifier could not be built or run.
#[derive(Debug, Clone, PartialEq)]
pub enum ClassifierError {
    /// The bytes are not a model tract can load, or its shapes do not match `model/letters.json`.
    Model(String),
    /// Crop `index` has `got` bytes; the model wants `expected` (`size * size`).
    BadCrop {
        index: usize,
        got: usize,
        expected: usize,
    },
    /// tract failed while running the model.
    Run(String),
}

impl fmt::Display for ClassifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClassifierError::Model(why) => write!(f, "cannot load the letter model: {why}"),
            ClassifierError::BadCrop {
                index,
                got,
                expected,
            } => {
                write!(
                    f,
                    "crop {index} has {got} pixels; the letter model wants {expected}"
                )
            }
            ClassifierError::Run(why) => write!(f, "the letter model failed: {why}"),
        }
    }
}

impl std::error::Error for ClassifierError {}

/// The classifier's answer for one crop.
#[derive(Debug, Clone, PartialEq)]
pub struct Prediction {
    /// Every class with its softmax probability, best first. Names as in `model/letters.json`: `"a"`..`"z"`
    /// (`"q"` is the Qu face), `"an"`, `"er"`, `"he"`, `"in"`, `"th"`, `"#"` for the blank face, `"junk"`.
    pub ranked: Vec<(&'static str, f32)>,
}

impl Prediction {
    /// The most probable class and its probability.
    pub fn best(&self) -> (&'static str, f32) {
        self.ranked.first().copied().unwrap_or(("junk", 0.0))
    }

    /// The second most probable class and its probability.
    pub fn runner_up(&self) -> (&'static str, f32) {
        self.ranked.get(1).copied().unwrap_or(("junk", 0.0))
    }
}

/// Crops per run of the network. Natively, tract ran the stride-1 network about twice as fast per crop one crop at a
/// time as in one batch of a whole board (`examples/bench.rs`; BENCHMARKS.md); for today's stride-2 network one,
/// two, four, nine or twelve at a time all take about 6.2 ms for 36 crops on one core.
const RUN_BATCH: usize = 1;

/// Natively, a board's crops are shared out over at most this many threads (one core each) when there are at
/// least `THREADED_FROM` of them; in wasm they run in turn.
#[cfg(not(target_arch = "wasm32"))]
const MAX_THREADS: usize = 4;
#[cfg(not(target_arch = "wasm32"))]
const THREADED_FROM: usize = 8;

/// The optimised model, ready to classify batches of any size. Build it once and keep it.
pub struct Classifier {
    plan: Arc<TypedRunnableModel>,
    meta: &'static Metadata,
}

impl fmt::Debug for Classifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Classifier")
            .field("meta", self.meta)
            .finish_non_exhaustive()
    }
}

impl Classifier {
    /// Parses an ONNX model (the bytes of `model/letters.onnx`), fixes its input to `[batch, 1, size, size]`
    /// with a symbolic `batch`, and optimises it once.
    #[cfg(feature = "onnx")]
    pub fn from_onnx(bytes: &[u8]) -> Result<Classifier, ClassifierError> {
        Classifier::from_typed(
            onnx_to_typed(bytes)?
                .into_optimized()
                .map_err(model_error)?,
        )
    }

    /// Loads a model already converted to NNEF (an uncompressed tar, see `onnx_to_nnef`) and optimises it once.
    /// This needs only tract's runtime, not its ONNX importer.
    pub fn from_nnef(bytes: &[u8]) -> Result<Classifier, ClassifierError> {
        let model = tract_nnef::nnef()
            .model_for_read(&mut &*bytes)
            .map_err(model_error)?;
        Classifier::from_typed(model.into_optimized().map_err(model_error)?)
    }

    /// `from_nnef` for a tar archive (NNEF), otherwise `from_onnx` (when built with the `onnx` feature).
    pub fn from_bytes(bytes: &[u8]) -> Result<Classifier, ClassifierError> {
        if bytes.get(257..262) == Some(b"ustar".as_slice()) {
            return Classifier::from_nnef(bytes);
        }
        #[cfg(feature = "onnx")]
        return Classifier::from_onnx(bytes);
        #[cfg(not(feature = "onnx"))]
        Err(ClassifierError::Model(
            "not an NNEF tar archive, and this build has no ONNX importer".into(),
        ))
    }

    /// The classifier built from the model compiled into the binary.
    #[cfg(feature = "embedded-model")]
    pub fn embedded() -> Result<Classifier, ClassifierError> {
        Classifier::from_onnx(EMBEDDED_ONNX)
    }

    fn from_typed(typed: TypedModel) -> Result<Classifier, ClassifierError> {
        let meta = metadata();
        let out = typed.output_fact(0).map_err(model_error)?;
        let classes = out
            .shape
            .last()
            .and_then(|d| d.as_i64().and_then(|d| usize::try_from(d).ok()));
        if classes != Some(meta.classes.len()) {
            return Err(ClassifierError::Model(format!(
                "the model gives {:?} classes per crop; model/letters.json names {}",
                out.shape,
                meta.classes.len()
            )));
        }
        let plan = typed.into_runnable().map_err(model_error)?;
        Ok(Classifier { plan, meta })
    }

    /// The side of the square crops the model takes, in pixels (32).
    pub fn input_size(&self) -> u32 {
        self.meta.size
    }

    /// The class names in the model's output order.
    pub fn classes(&self) -> &'static [&'static str] {
        &self.meta.classes
    }

    /// Classifies `crops` (a whole board at once). Each crop is `size * size` 8-bit grayscale pixels, row-major, cut by the
    /// convention of `model/letters.json`; the normalisation `(p / 255 - mean) / std` happens here.
    pub fn classify(&self, crops: &[&[u8]]) -> Result<Vec<Prediction>, ClassifierError> {
        if crops.is_empty() {
            return Ok(Vec::new());
        }
        let side = self.meta.size as usize;
        let expected = side * side;
        let (scale, shift) = (
            1.0 / (255.0 * self.meta.std),
            self.meta.mean / self.meta.std,
        );
        let mut input = Vec::with_capacity(crops.len() * expected);
        for (index, crop) in crops.iter().enumerate() {
            if crop.len() != expected {
                return Err(ClassifierError::BadCrop {
                    index,
                    got: crop.len(),
                    expected,
                });
            }
            input.extend(crop.iter().map(|&p| f32::from(p) * scale - shift));
        }
        let logits = self.logits(crops.len(), input)?;
        Ok(logits
            .chunks(self.meta.classes.len())
            .map(|row| self.rank(row))
            .collect())
    }

    /// Runs already normalised input, `n` crops flattened NCHW, and returns the raw logits, flattened `[n, classes]`.
    /// The crops go through tract `RUN_BATCH` at a time (see there), natively on up to `MAX_THREADS` cores.
    pub fn logits(&self, n: usize, input: Vec<f32>) -> Result<Vec<f32>, ClassifierError> {
        let side = self.meta.size as usize;
        let per_crop = side * side;
        if input.len() != n * per_crop {
            return Err(ClassifierError::Run(format!(
                "input of {} values for {n} crops of {side}x{side}",
                input.len()
            )));
        }
        let runs: Vec<&[f32]> = input.chunks(RUN_BATCH * per_crop).collect();
        let threads = threads_for(n);
        if threads <= 1 {
            return self.run_all(&runs);
        }
        std::thread::scope(|scope| {
            let workers: Vec<_> = runs
                .chunks(runs.len().div_ceil(threads))
                .map(|share| scope.spawn(move || self.run_all(share)))
                .collect();
            let mut logits = Vec::with_capacity(n * self.meta.classes.len());
            for worker in workers {
                let part = worker
                    .join()
                    .map_err(|_| ClassifierError::Run("a classifier thread panicked".into()))??;
                logits.extend(part);
            }
            Ok(logits)
        })
    }

    /// Runs the network over each chunk (whole crops, normalised) in turn, with one state for them all (a fresh
    /// state a run costs about as much as the run itself for one crop), and returns the logits, flattened.
    fn run_all(&self, chunks: &[&[f32]]) -> Result<Vec<f32>, ClassifierError> {
        let fail = |e: TractError| ClassifierError::Run(format!("{e:#}"));
        let side = self.meta.size as usize;
        let mut state = self.plan.spawn().map_err(fail)?;
        let mut logits = Vec::new();
        for chunk in chunks {
            let tensor = Tensor::from_shape(&[chunk.len() / (side * side), 1, side, side], chunk)
                .map_err(fail)?;
            let outputs = state.run(tvec!(tensor.into())).map_err(fail)?;
            let view = outputs[0].to_plain_array_view::<f32>().map_err(fail)?;
            logits.extend(view.iter().copied());
        }
        Ok(logits)
    }

    fn rank(&self, logits: &[f32]) -> Prediction {
        let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let exps: Vec<f32> = logits.iter().map(|&l| (l - max).exp()).collect();
        let sum: f32 = exps.iter().sum();
        let mut ranked: Vec<(&'static str, f32)> = self
            .meta
            .classes
            .iter()
            .zip(exps)
            .map(|(&c, e)| (c, e / sum))
            .collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        Prediction { ranked }
    }
}

/// Threads for `n` crops: the cores (up to `MAX_THREADS`) for a board's worth natively, one in wasm.
#[cfg(not(target_arch = "wasm32"))]
fn threads_for(n: usize) -> usize {
    if n < THREADED_FROM {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |p| p.get().min(MAX_THREADS))
}

#[cfg(target_arch = "wasm32")]
fn threads_for(_: usize) -> usize {
    1
}

fn model_error(e: TractError) -> ClassifierError {
    ClassifierError::Model(format!("{e:#}"))
}

/// Parses ONNX bytes into a decluttered typed model with input `[batch, 1, size, size]`, `batch` symbolic.
#[cfg(feature = "onnx")]
fn onnx_to_typed(bytes: &[u8]) -> Result<TypedModel, ClassifierError> {
    use tract_onnx::prelude::InferenceModelExt;
    let side = metadata().size as usize;
    let mut model = tract_onnx::onnx()
        .model_for_read(&mut &*bytes)
        .map_err(model_error)?;
    let batch = model.sym("batch");
    let fact = f32::fact([batch.to_dim(), 1.to_dim(), side.to_dim(), side.to_dim()]);
    model.set_input_fact(0, fact.into()).map_err(model_error)?;
    model
        .into_typed()
        .and_then(|m| m.into_decluttered())
        .map_err(model_error)
}

/// Converts ONNX bytes to an NNEF tar archive that `Classifier::from_nnef` loads without the ONNX importer.
#[cfg(feature = "onnx")]
pub fn onnx_to_nnef(bytes: &[u8]) -> Result<Vec<u8>, ClassifierError> {
    let typed = onnx_to_typed(bytes)?;
    tract_nnef::nnef()
        .write_to_tar_with_config(&typed, Vec::new(), false, true)
        .map_err(model_error)
}

#[cfg(all(test, feature = "embedded-model"))]
mod tests {
    use super::*;

    #[test]
    fn softmax_ranks_best_first_and_sums_to_one() {
        let c = Classifier::embedded().expect("embedded model loads");
        let crops = [vec![255u8; 32 * 32], vec![0u8; 32 * 32]];
        let refs: Vec<&[u8]> = crops.iter().map(|c| c.as_slice()).collect();
        let preds = c.classify(&refs).expect("classify");
        assert_eq!(preds.len(), 2);
        for p in &preds {
            assert_eq!(p.ranked.len(), 33);
            let sum: f32 = p.ranked.iter().map(|r| r.1).sum();
            assert!((sum - 1.0).abs() < 1e-4, "{sum}");
            assert!(p.ranked.windows(2).all(|w| w[0].1 >= w[1].1));
            assert!(p.best().1 >= p.runner_up().1);
        }
    }

    #[test]
    fn wrong_crop_size_is_an_error() {
        let c = Classifier::embedded().expect("embedded model loads");
        let short = [0u8; 10];
        let err = c.classify(&[&short]).expect_err("short crop");
        assert_eq!(
            err,
            ClassifierError::BadCrop {
                index: 0,
                got: 10,
                expected: 1024
            }
        );
        assert!(c.classify(&[]).expect("empty").is_empty());
    }

    #[test]
    fn not_a_model_is_an_error() {
        assert!(matches!(
            Classifier::from_onnx(b"hello"),
            Err(ClassifierError::Model(_))
        ));
    }
}
