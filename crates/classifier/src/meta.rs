//! The model's metadata, read from `model/letters.json` (compiled in), so class names and normalisation are
//! written down once, by the training run.

use std::sync::OnceLock;

/// The model's metadata file, as the training run wrote it.
pub const LETTERS_JSON: &str = include_str!("../model/letters.json");

/// What the classifier needs from `model/letters.json`.
#[derive(Debug, Clone, PartialEq)]
pub struct Metadata {
    /// Input side in pixels (`input.width`, equal to `input.height`).
    pub size: u32,
    /// Normalisation: the model sees `(p / 255 - mean) / std`.
    pub mean: f32,
    pub std: f32,
    /// Crop margin, as a fraction of the die face's side on every side.
    pub margin: f32,
    /// Bilinear samples per output pixel along each axis, averaged.
    pub supersample: u32,
    /// Class names in output order.
    pub classes: Vec<&'static str>,
}

#[derive(serde::Deserialize)]
struct Raw {
    input: RawInput,
    normalisation: RawNorm,
    crop: RawCrop,
    #[serde(borrow)]
    classes: Vec<&'static str>,
}

#[derive(serde::Deserialize)]
struct RawInput {
    width: u32,
    height: u32,
}

#[derive(serde::Deserialize)]
struct RawNorm {
    mean: f32,
    std: f32,
}

#[derive(serde::Deserialize)]
struct RawCrop {
    margin: f32,
    supersample: u32,
}

/// Parses `LETTERS_JSON` (once). The file is compiled in and checked by this crate's tests, so a failure here
/// is a build mistake, not a user's: it panics with the reason.
pub fn metadata() -> &'static Metadata {
    static META: OnceLock<Metadata> = OnceLock::new();
    META.get_or_init(|| {
        #[allow(clippy::expect_used)]
        let raw: Raw =
            serde_json::from_str(LETTERS_JSON).expect("model/letters.json is not valid metadata");
        assert_eq!(
            raw.input.width, raw.input.height,
            "model/letters.json: the input must be square"
        );
        Metadata {
            size: raw.input.width,
            mean: raw.normalisation.mean,
            std: raw.normalisation.std,
            margin: raw.crop.margin,
            supersample: raw.crop.supersample,
            classes: raw.classes,
        }
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn letters_json_parses() {
        let m = super::metadata();
        assert_eq!(m.size, 32);
        assert_eq!(m.classes.len(), 33);
        assert_eq!(m.classes[0], "a");
        assert!(
            m.classes.contains(&"#") && m.classes.contains(&"junk") && m.classes.contains(&"q")
        );
        assert!(m.std > 0.0);
    }
}
