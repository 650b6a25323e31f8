//! The committed cross-validation fold models (`training/folds/foldK/`, what `cargo xtask eval photos` reads):
//! one a fold, each held out exactly its fold's board groups of `training/folds.tsv`, and each loads as a letter
//! model of the committed one's input. A fold dealt again, or a model trained on the wrong fold, fails here
//! rather than flattering the fold figures.

#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use std::collections::BTreeSet;

use boggle_classifier::Classifier;
use boggle_testkit::labelled::{fold_models_dir, training_dir};

const FOLDS: usize = 5;

fn json(path: &std::path::Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap()
}

#[test]
fn each_fold_model_held_out_its_folds_boards_and_loads() {
    let folds_tsv = std::fs::read_to_string(training_dir().join("folds.tsv")).unwrap();
    let committed = json(&training_dir().join("../model/letters.json"));
    for k in 0..FOLDS {
        let dir = fold_models_dir().join(format!("fold{k}"));
        let meta = json(&dir.join("letters.json"));
        assert_eq!(meta["fold"].as_u64(), Some(k as u64), "{}", dir.display());
        let held_out: BTreeSet<&str> = meta["validation_groups"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g.as_str().unwrap())
            .collect();
        let fold_groups: BTreeSet<&str> = folds_tsv
            .lines()
            .filter_map(|line| line.split_once('\t'))
            .filter(|(_, fold)| fold.trim() == k.to_string())
            .map(|(group, _)| group)
            .collect();
        assert!(!fold_groups.is_empty(), "fold {k} has no board group");
        assert_eq!(
            held_out, fold_groups,
            "fold {k}'s model held out other boards"
        );
        assert_eq!(meta["input"], committed["input"], "fold {k}'s input");
        let bytes = std::fs::read(dir.join("letters.onnx")).unwrap();
        Classifier::from_bytes(&bytes).unwrap_or_else(|e| panic!("fold {k}: {e}"));
    }
}
