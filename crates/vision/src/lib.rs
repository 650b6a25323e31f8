//! Photo of a Boggle board -> lattice of die cells -> rectified tile crops -> a `LetterReader` -> the board.
//!
//! The stages, one module each, are plain functions with typed inputs and outputs:
//! 1. `photo`: bytes or canvas pixels -> `Photo` (decode, size checks, the box downscale);
//! 2. `binarise`: `Photo` -> whiteness map -> binary images (die-coloured pixels), five ways;
//! 3. `candidates`: binary image -> die `Candidate`s (by shape, by die size, by letters);
//! 4. `lattice`: the geometry, the `Lattice` type alone (cells, corners, the map to photo pixels);
//! 5. `fit` and `window`: candidates -> a fitted lattice (one assignment routine) -> the best board window;
//! 6. `detect`: the search over binarisations and candidate sets -> `Detection` (`detection`: best board,
//!    alternatives, and the dice seen in the most complete partial board);
//! 7. `crops`: `Photo` + `Lattice` -> `TileCrop`s in the reader's convention (`CropSpec`);
//! 8. `reading`: `Face`, `Reading` and the `LetterReader` trait; `doubt`: the one decision of which tiles a
//!    person should check;
//! 9. `looks`: the looks taken at a photo, as data (`LOOKS`); `variants`: the photo variants they search (the
//!    quarters, the region around a board, the photo enlarged or turned), each with its map back to the photo;
//! 10. `board_read`: a lattice's crops and readings (`BoardRead`), which every refinement takes and gives back
//!     with its record: `moved_corners`, `line_check` (slides), `recut`, `pooled_views`;
//! 11. `recognize`: `Pipeline::recognize` runs the looks (`look_runner`) until a lattice reads as a board, refines
//!     it and returns an `Outcome` (`recognition`): the `Recognition`, with a `Trace` (`trace`) of what it tried;
//!     with no board, `failure` says why from what it saw.
//!
//! `tuning` holds every threshold and constant in one `Tuning` value (`boggle-scan` draws each stage from a trace);
//! `budget` lets the caller's clock stop the search (`Pipeline::recognize_within`, `find_lattice_within`).
//!
//! Architecture invariant: this crate does no file I/O, starts no threads and reads no clock, so it builds and
//! behaves the same on `wasm32-unknown-unknown`. It knows nothing about the classifier's implementation: that
//! sits behind the `LetterReader` trait. Test kits (synthetic photos, labelled data, evaluation) live in the
//! dev-only `boggle-testkit` crate, not here.

pub mod advice;
pub mod binarise;
mod board_read;
pub mod budget;
pub mod candidates;
pub mod crops;
pub mod detect;
pub mod detection;
pub mod doubt;
pub mod error;
mod failure;
mod fit;
pub mod lattice;
pub mod line_check;
mod look_runner;
pub mod looks;
mod marked;
mod moved_corners;
pub mod perspective;
pub mod photo;
mod pooled_views;
pub mod reading;
pub mod recognition;
pub mod recognize;
mod recut;
#[cfg(test)]
mod test_support;
pub mod trace;
pub mod tuning;
mod variants;
mod window;

pub use advice::{advise, Advice, AdviceKind, Measures, Preview};
pub use budget::Budget;
pub use crops::{crop_tiles, CropSpec, TileCrop};
pub use detection::Detection;
pub use doubt::{doubts, Doubts, WholeBoardDoubt};
pub use error::VisionError;
pub use lattice::{Lattice, Quad, SIZES};
pub use looks::{Look, LOOKS};
pub use marked::marked_lattice;
pub use perspective::{Homography, Point};
pub use photo::Photo;
pub use reading::{Face, LetterReader, Reading};
pub use recognition::{advise_outcome, Outcome, Recognition, RecognizedTile};
pub use recognize::Pipeline;
pub use trace::{Origin, Trace};
pub use tuning::Tuning;
