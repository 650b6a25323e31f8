//! The photo pipeline's test kit, kept out of the product's API: synthetic board photos with known answers
//! (`synthetic`), the labelled real photos and their folds (`labelled`, the one parser of that data), comparing
//! readings with labels (`matching`), and the evaluation (`eval`, and the `eval` program that
//! `cargo xtask eval KIND` runs).
//!
//! Where the data is: `labelled::shared_dir()`, the one setting (`BOGGLE_SHARED`, default `../shared` beside
//! the repository, named in `.cargo/config.toml`).
//!
//! ## How it is built
//!
//! The photo pipeline's test kit, outside the product's API: `synthetic` renders board photos with known
//! answers from die-face crops (`atlas`: the committed validation atlas's, the one reader of it); `labelled` is the one parser of the labelled photos (`boards.tsv`, `tiles.tsv`,
//! `training/label-fixes.tsv`, `training/folds.tsv`) and finds the shared data folder (`BOGGLE_SHARED`, set in
//! `.cargo/config.toml` to `../shared` beside the repository); `matching` compares readings with labels under
//! the 8 symmetries; `eval` judges photos; `degrade` makes photos darker, blurred, glared, farther or cut;
//! `screen` renders a QR code on a phone's screen as a camera sees it, and `qr_views` is the set of such frames
//! the QR decoders are compared on (`eval qr-views`).
//! `src/bin/eval/` is the one evaluation program, `cargo xtask eval KIND` (clap subcommands, a module each):
//! `photos` (cross-validation by board, each fold read with the model trained without it,
//! `training/train_folds.sh`; mean and worst fold per board size), `advice` (the advice to retake on degraded
//! photos, by fold), `held-out` and `quads` (one model over its held-out split, a 12 MP photo timed; `quads`
//! writes the pipeline's face quads for training), `textures` (the time budget on checkerboards),
//! `doubt-features`.

pub mod atlas;
pub mod choose;
pub mod degrade;
pub mod eval;
pub mod labelled;
pub mod matching;
pub mod qr_views;
pub mod screen;
pub mod synthetic;
