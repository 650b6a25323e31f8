//! Photo -> board for the browser: `boggle_scan::Scanner` behind one long-lived `#[wasm_bindgen]` `Scanner` per worker.
//!
//! `boggle-scan` does the work (`boggle-vision` finds and crops the dice, `boggle-classifier` reads them), the same
//! code the `boggle recognize` command runs; this crate only moves bytes and results across the JS boundary.
//!
//! API boundary: every export takes bytes or canvas pixels and gives back a plain JS object (field names in
//! camelCase) or throws an `Error` whose message a person holding the camera can act on. The worker loads this
//! module lazily, the first time a photo is used, and fetches `letters.onnx` itself: the model is not compiled in.
//!
//! The site builds it without tract's ONNX importer (`--no-default-features`: the model ships as NNEF) in the
//! `wasm-vision` profile (size-optimised, tract's kernels at full speed), with SIMD128 for this module only (the
//! solver's wasm stays plain, so typing works in any browser with wasm). The budget's clock is the worker's
//! `performance.now()`; pictures arrive as bytes or RGBA pixels the browser decoded in the worker
//! (`createImageBitmap`, EXIF upright), the browser's own image code.

mod answer;
mod clock;

use boggle_board::Language;
use boggle_classifier::Classifier;
use boggle_js::{page_error, thrown, to_js};
use boggle_vision::{Lattice, Origin, Outcome, Photo, Point, Quad, VisionError};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

pub use answer::{Choice, Guess};

/// The recognised board as the app sees it.
#[derive(Debug, Clone, Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct Scan {
    pub rows: usize,
    pub cols: usize,
    /// Board text: rows separated by spaces, multi-letter tiles in brackets (`[qu]`), a blank as `#`.
    pub board: String,
    /// Row-major.
    pub tiles: Vec<ScanTile>,
    /// Why every tile is doubtful (`{name, message, l10n}`: `hard-to-read`, `line-off` or `small-dice`), when
    /// the board as a whole is; absent otherwise. Rust's one decision (`boggle_vision::doubts`), its message for
    /// the person checking.
    pub whole_board_doubt: Option<answer::NamedMessage>,
    /// What to change before taking the photo again (`[{name, message, l10n}]`, `boggle_vision::advise_outcome`): empty
    /// when no tile is marked, and for a board read inside corners marked by hand.
    pub advice: Vec<answer::NamedMessage>,
    /// Side of every tile's `crop`, in pixels.
    pub crop_side: u32,
    /// The look that found the board (`whole`, `quarters`, `enlarged`, `closer`, `closer-again`, `moved-corners`,
    /// `turned`, `marked`; the app words where that is, www/locales' `scan-trace`) and how many lattices the looks
    /// read before it: what the reader went through.
    pub look: String,
    pub lattices_read: usize,
    /// Time spent in `recognize*` (decode included for `recognizeImage`), in microseconds.
    pub micros: f64,
    /// The photo's size as read, in pixels: the space of every `quad` (upright, EXIF orientation applied, as the
    /// browser shows it).
    pub width: u32,
    pub height: u32,
    /// The grid's outer corners in photo pixels (top-left, top-right, bottom-right, bottom-left as `[x, y]`): where
    /// the corner handles start when the person fixes the grid.
    pub corners: Option<[Point; 4]>,
}

/// One recognised die.
#[derive(Debug, Clone, Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct ScanTile {
    /// The face read (`a`, `qu`, `th`, `#`), or an empty string for a cell not read as a die.
    pub text: &'static str,
    pub confidence: f32,
    pub runner_up: &'static str,
    pub runner_up_confidence: f32,
    /// The die faces it most likely shows, best first (never "not a die"): what a person checking it is offered.
    pub choices: Vec<Choice>,
    /// Whether the person should check this tile: Rust's one decision (`boggle_vision::doubts`).
    pub doubtful: bool,
    /// The die's top face in photo pixels: top-left, top-right, bottom-right, bottom-left as `[x, y]`.
    pub quad: Quad,
    /// The rectified die as the classifier saw it: `cropSide x cropSide` grey levels, row-major.
    pub crop: Vec<u8>,
}

/// A picture file's format and size, read from its header before anything is decoded (`photoSize`).
#[derive(Debug, Clone, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct PhotoSize {
    /// `JPEG`, `PNG`, `GIF`, `WebP`, `BMP`, `AVIF` or `HEIF`.
    pub format: &'static str,
    /// Upright (a JPEG's EXIF orientation applied), as the browser shows it.
    pub width: u32,
    pub height: u32,
}

/// The grid found in a camera frame, for the live preview overlay.
#[derive(Debug, Clone, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
    /// Row-major die quads in frame pixels, each `[[x, y] x 4]`.
    pub cells: Vec<Quad>,
}

/// What one preview frame shows: the grid, if a full board, and what to change before capturing.
#[derive(Debug, Clone, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct Frame {
    pub grid: Option<Grid>,
    pub advice: Vec<answer::NamedMessage>,
}

impl Scan {
    /// The recognised board of `outcome` (a read of `photo`), or its error.
    /// Its dice are `language`'s (`Recognition::in_language`: a plain Q in French).
    fn new(
        outcome: Outcome,
        photo: &Photo,
        micros: f64,
        language: Language,
    ) -> Result<Scan, VisionError> {
        let read = outcome.trace.looks.iter().flat_map(|l| &l.tried).count();
        let origin = outcome
            .trace
            .looks
            .iter()
            .find(|l| l.tried.iter().any(|t| t.kept))
            .map(|l| l.origin);
        let corners = outcome.trace.kept().and_then(Lattice::corners);
        let rec = outcome.result?.in_language(language);
        let board = rec.board_text();
        let crop_side = rec.tiles.first().map_or(0, |t| t.crop.width());
        let whole_board_doubt = rec
            .whole_board_doubt
            .map(|d| answer::NamedMessage::new(d.name(), &d));
        let tiles = rec
            .tiles
            .into_iter()
            .map(|t| ScanTile {
                text: t.reading.face.text(),
                confidence: t.reading.confidence,
                runner_up: t.reading.runner_up.text(),
                runner_up_confidence: t.reading.runner_up_confidence,
                choices: Choice::all(&t.reading),
                doubtful: t.doubtful,
                quad: t.quad,
                crop: t.crop.into_raw(),
            })
            .collect();
        Ok(Scan {
            rows: rec.rows,
            cols: rec.cols,
            board,
            tiles,
            whole_board_doubt,
            advice: Vec::new(),
            crop_side,
            look: origin.map_or("", Origin::name).to_string(),
            lattices_read: read,
            micros,
            width: photo.width(),
            height: photo.height(),
            corners,
        })
    }
}

impl From<Lattice> for Grid {
    fn from(l: Lattice) -> Grid {
        Grid {
            rows: l.rows,
            cols: l.cols,
            cells: l.cells,
        }
    }
}

/// The letter model, optimised once, and the crop convention that goes with it: `boggle_scan::Scanner` for JS.
#[wasm_bindgen]
pub struct Scanner {
    inner: boggle_scan::Scanner,
    /// Whose dice the photos show: the dictionary's language (`setLanguage`).
    language: Language,
}

impl From<boggle_scan::Scanner> for Scanner {
    fn from(inner: boggle_scan::Scanner) -> Scanner {
        Scanner {
            inner,
            language: Language::default(),
        }
    }
}

#[wasm_bindgen]
impl Scanner {
    /// Parses and optimises the letter model (the bytes of `letters.onnx`, or of its NNEF tar). Throws if they
    /// are not that model.
    #[wasm_bindgen(constructor)]
    pub fn new(model_bytes: &[u8]) -> Result<Scanner, JsError> {
        let classifier =
            Classifier::from_bytes(model_bytes).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Scanner::from(boggle_scan::Scanner::new(classifier)))
    }

    /// The language whose dice the next photos show (a BCP 47 tag: `en`, `fr`, …): the reader's Qu is a
    /// plain Q on French dice. Throws for a language the app has not.
    #[wasm_bindgen(js_name = setLanguage)]
    pub fn set_language(&mut self, tag: &str) -> Result<(), JsError> {
        self.language = Language::from_tag(tag)
            .ok_or_else(|| JsError::new(&format!("There is no language “{tag}”.")))?;
        Ok(())
    }

    /// A photo file (JPEG or PNG bytes) -> `{rows, cols, board, tiles: [{text, confidence, runnerUp,
    /// runnerUpConfidence, choices, doubtful, quad, crop}], wholeBoardDoubt, advice, cropSide, look, latticesRead,
    /// micros, width, height}`.
    /// Throws "not a photo …" for bytes that are no picture, and for a photo without a board an `Error` ("no board
    /// found", "found 14 dice; …") carrying what was found: `width`, `height`, `guess` and `found` (see `answer`).
    #[wasm_bindgen(js_name = recognizeImage, unchecked_return_type = "Scan")]
    pub fn recognize_image(&self, bytes: &[u8]) -> Result<JsValue, JsValue> {
        let start = clock::now_ms();
        let photo = Photo::decode(bytes).map_err(js_error)?;
        // Ends well before the page's time limit for the request (protocol.js), so typing never waits long.
        let budget_ms = f64::from(self.inner.pipeline().tuning.worker_budget_ms);
        let time_is_up = || clock::now_ms() - start >= budget_ms;
        let outcome = self
            .inner
            .recognize_within(&photo, &boggle_vision::Budget::new(&time_is_up));
        self.answer(&photo, outcome, start)
    }

    /// A camera frame (`width * height * 4` RGBA bytes from a canvas) -> the same object as `recognizeImage`.
    #[wasm_bindgen(js_name = recognizePixels, unchecked_return_type = "Scan")]
    pub fn recognize_pixels(
        &self,
        width: u32,
        height: u32,
        rgba: &[u8],
    ) -> Result<JsValue, JsValue> {
        let start = clock::now_ms();
        let photo = Photo::from_rgba(width, height, rgba).map_err(js_error)?;
        let budget_ms = f64::from(self.inner.pipeline().tuning.worker_budget_ms);
        let time_is_up = || clock::now_ms() - start >= budget_ms;
        let outcome = self
            .inner
            .recognize_within(&photo, &boggle_vision::Budget::new(&time_is_up));
        self.answer(&photo, outcome, start)
    }

    /// The `rows` x `cols` board a person marked by its four outer corners (`corners`: `[x1, y1, … x4, y4]` in the
    /// frame's pixels, the grid's top-left, top-right, bottom-right, bottom-left), read there whatever the crops
    /// look like (dice not read are left empty and doubtful): the same object as `recognizeImage`, `look`
    /// "marked". Throws for corners that make no board.
    #[wasm_bindgen(js_name = recognizeMarked, unchecked_return_type = "Scan")]
    pub fn recognize_marked(
        &self,
        width: u32,
        height: u32,
        rgba: &[u8],
        rows: usize,
        cols: usize,
        corners: &[f64],
    ) -> Result<JsValue, JsValue> {
        let start = clock::now_ms();
        let corners = answer::corners(corners).map_err(|e| JsError::new(&e))?;
        let photo = Photo::from_rgba(width, height, rgba).map_err(js_error)?;
        answer::marked(
            self.inner.recognize_marked(&photo, rows, cols, corners),
            &photo,
            start,
            self.language,
        )
    }

    /// `recognizeMarked` for a photo file (JPEG or PNG bytes, EXIF orientation applied as `recognizeImage` does).
    #[wasm_bindgen(js_name = recognizeMarkedImage, unchecked_return_type = "Scan")]
    pub fn recognize_marked_image(
        &self,
        bytes: &[u8],
        rows: usize,
        cols: usize,
        corners: &[f64],
    ) -> Result<JsValue, JsValue> {
        let start = clock::now_ms();
        let corners = answer::corners(corners).map_err(|e| JsError::new(&e))?;
        let photo = Photo::decode(bytes).map_err(js_error)?;
        answer::marked(
            self.inner.recognize_marked(&photo, rows, cols, corners),
            &photo,
            start,
            self.language,
        )
    }

    /// The grid in a camera frame, fast, for the live preview: `{grid: {rows, cols, cells: [[[x, y] x 4], …]} or
    /// null when the frame shows no full board, advice: [{name, message}]}`. Throws only for a bad pixel buffer
    /// or frame size.
    #[wasm_bindgen(js_name = findLattice, unchecked_return_type = "Frame")]
    pub fn find_lattice(&self, width: u32, height: u32, rgba: &[u8]) -> Result<JsValue, JsValue> {
        let start = clock::now_ms();
        let photo = Photo::from_rgba(width, height, rgba).map_err(js_error)?;
        // A frame that takes longer is shown without a grid: the next frame comes anyway.
        let budget_ms = f64::from(self.inner.pipeline().tuning.preview_budget_ms);
        let time_is_up = || clock::now_ms() - start >= budget_ms;
        let budget = boggle_vision::Budget::new(&time_is_up);
        let preview = self.inner.pipeline().preview_within(&photo, &budget);
        to_js(&Frame {
            grid: preview.lattice.ok().map(Grid::from),
            advice: answer::advice_lines(&preview.advice),
        })
    }

    /// Benchmark: classifies `n` crops of `inputSize * inputSize` gray pixels laid end to end in `bytes`, as one
    /// batch, and returns the best class name of each.
    #[wasm_bindgen(js_name = classifyCrops)]
    pub fn classify_crops(&self, bytes: &[u8], n: usize) -> Result<JsValue, JsValue> {
        let side = self.inner.classifier().input_size() as usize;
        let need = n * side * side;
        if bytes.len() != need {
            return Err(page_error(&format!(
                "{} bytes for {n} crops of {side}x{side}; need {need}",
                bytes.len()
            )));
        }
        let crops: Vec<&[u8]> = if n == 0 {
            Vec::new()
        } else {
            bytes.chunks(side * side).collect()
        };
        let preds = self
            .inner
            .classifier()
            .classify(&crops)
            .map_err(|e| page_error(&e.to_string()))?;
        to_js(&preds.iter().map(|p| p.best().0).collect::<Vec<_>>())
    }

    /// A picture file's `{format, width, height}` from its header alone, checked against the photo size limits
    /// (`boggle_vision::photo::photo_size`, the check `boggle recognize` makes): the worker asks it before the
    /// browser decodes a photo. Throws Rust's message ("photo is too large (20000x20000, 400 megapixels); the
    /// most is 120 megapixels", "photo is too small …", "not a photo we can read …") otherwise.
    #[wasm_bindgen(js_name = photoSize, unchecked_return_type = "PhotoSize")]
    pub fn photo_size(&self, bytes: &[u8]) -> Result<JsValue, JsValue> {
        let header = boggle_vision::photo::photo_size(bytes).map_err(js_error)?;
        to_js(&PhotoSize {
            format: header.format.name(),
            width: header.width,
            height: header.height,
        })
    }

    /// The most of a file's first bytes `photoSize` reads (`boggle_vision::photo::HEADER_BYTES`, 4 MiB): the worker
    /// hands it no more, so a 50 MB photo is not copied into this module's memory to be measured.
    #[wasm_bindgen(getter, js_name = headerBytes)]
    pub fn header_bytes(&self) -> usize {
        boggle_vision::photo::HEADER_BYTES
    }

    /// The side of the square crops the model takes (32).
    #[wasm_bindgen(getter, js_name = inputSize)]
    pub fn input_size(&self) -> u32 {
        self.inner.classifier().input_size()
    }
}

impl Scanner {
    /// `outcome` (of `photo`, begun at `start_ms`) for JS: see `answer::answer`.
    fn answer(&self, photo: &Photo, outcome: Outcome, start_ms: f64) -> Result<JsValue, JsValue> {
        answer::answer(&self.inner, photo, outcome, start_ms, self.language)
    }
}

/// `e` thrown with its message id and arguments (`l10n`), as `answer::failure` throws a failed read.
fn js_error(e: VisionError) -> JsValue {
    thrown(&e)
}
