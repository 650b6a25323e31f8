//! Choosing a `Tuning` value honestly: each fold is judged with the candidate chosen on the other folds only
//! (nested cross-validation), so a threshold never sees the boards it is judged on.
//!
//! The rule is issue 14's goal: among the candidates whose doubtful tiles per board on the training folds stay
//! within a limit, the one with the fewest silently wrong boards there; ties go to the most boards read exactly,
//! then the most tiles (what a field of the reading, not of the doubt, changes), then more doubtful tiles, still
//! within the limit (a threshold that just catches the training folds' misreads leaves no margin for boards it
//! has not seen, and the flags the limit allows are there to be used); when none stays within the limit, the one
//! with the fewest doubtful tiles.

use crate::eval::{Figures, PhotoResult};

/// One candidate: the `Tuning` fields it sets, as `NAME=VALUE`, and how every photo was read with them.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub settings: Vec<String>,
    pub results: Vec<PhotoResult>,
}

/// `"a=1,2;b=3"` -> every combination: `[["a=1", "b=3"], ["a=2", "b=3"]]`.
pub fn combinations(spec: &str) -> Result<Vec<Vec<String>>, String> {
    let mut all: Vec<Vec<String>> = vec![Vec::new()];
    for field in spec.split(';').map(str::trim).filter(|f| !f.is_empty()) {
        let (name, values) = field
            .split_once('=')
            .ok_or_else(|| format!("--choose {field}: expected NAME=V1,V2,..."))?;
        let values: Vec<&str> = values.split(',').map(str::trim).collect();
        if values.iter().any(|v| v.is_empty()) {
            return Err(format!("--choose {field}: an empty value"));
        }
        all = all
            .into_iter()
            .flat_map(|set| {
                values.iter().map(move |v| {
                    let mut set = set.clone();
                    set.push(format!("{name}={v}"));
                    set
                })
            })
            .collect();
    }
    Ok(all)
}

/// Figures of `candidate`'s photos outside `fold` (the training folds when `fold` is held out), all sizes.
fn training_figures(candidate: &Candidate, fold: Option<usize>) -> Figures {
    let rs: Vec<&PhotoResult> = candidate
        .results
        .iter()
        .filter(|r| r.fold != fold)
        .collect();
    Figures::of(&rs)
}

/// For each fold (in the order given), the index of the candidate chosen on the other folds.
pub fn choose(candidates: &[Candidate], folds: &[Option<usize>], max_doubtful: f64) -> Vec<usize> {
    folds
        .iter()
        .map(|&fold| {
            let figures: Vec<Figures> = candidates
                .iter()
                .map(|c| training_figures(c, fold))
                .collect();
            let within = |f: &Figures| f.doubtful <= max_doubtful;
            let key = |i: &usize| {
                let f = &figures[*i];
                if within(f) {
                    (0, f.silent, -f.boards, -f.tiles, -f.doubtful)
                } else {
                    (1, f.doubtful, f.silent, -f.boards, -f.tiles)
                }
            };
            (0..candidates.len())
                .min_by(|a, b| {
                    key(a)
                        .partial_cmp(&key(b))
                        .unwrap_or(std::cmp::Ordering::Equal)
                })
                .unwrap_or(0)
        })
        .collect()
}

/// Every fold's photos as read by the candidate chosen for that fold.
pub fn held_out(
    candidates: &[Candidate],
    folds: &[Option<usize>],
    chosen: &[usize],
) -> Vec<PhotoResult> {
    folds
        .iter()
        .zip(chosen)
        .flat_map(|(&fold, &i)| {
            candidates[i]
                .results
                .iter()
                .filter(move |r| r.fold == fold)
                .cloned()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(fold: usize, doubtful: usize, silently_wrong: usize) -> PhotoResult {
        PhotoResult {
            image: String::new(),
            side: 4,
            fold: Some(fold),
            grid: true,
            tiles: 16,
            right: 16 - silently_wrong,
            doubtful,
            silently_wrong,
            wrong: silently_wrong,
            outcome: String::new(),
            millis: 0.0,
            readings: Vec::new(),
            looked: Vec::new(),
            die_side: 40.0,
        }
    }

    #[test]
    fn combinations_cover_every_pair() {
        let c = combinations("a=1,2; b=x").unwrap_or_default();
        assert_eq!(c, [vec!["a=1", "b=x"], vec!["a=2", "b=x"]]);
        assert!(combinations("a").is_err());
        assert!(combinations("a=1,").is_err());
    }

    #[test]
    fn each_fold_gets_the_choice_of_the_other_folds() {
        // Candidate 0 flags little and misses errors; candidate 1 catches them within the flag limit, except on
        // fold 1, where it flags too much: fold 0 (judged on fold 1's figures) must get candidate 0.
        let lax = Candidate {
            settings: vec!["doubt_below=0.5".into()],
            results: vec![board(0, 0, 1), board(1, 0, 1)],
        };
        let strict = Candidate {
            settings: vec!["doubt_below=0.99".into()],
            results: vec![board(0, 1, 0), board(1, 3, 0)],
        };
        let cands = [lax, strict];
        let folds = [Some(0), Some(1)];
        let chosen = choose(&cands, &folds, 1.0);
        assert_eq!(chosen, [0, 1]);
        let held = held_out(&cands, &folds, &chosen);
        assert_eq!(held.len(), 2);
        assert_eq!((held[0].doubtful, held[1].doubtful), (0, 3));
    }

    #[test]
    fn of_equally_silent_candidates_the_one_using_more_of_the_limit_wins() {
        let tight = Candidate {
            settings: vec!["doubt_below=0.6".into()],
            results: vec![board(0, 0, 0), board(1, 0, 0)],
        };
        let margin = Candidate {
            settings: vec!["doubt_below=0.8".into()],
            results: vec![board(0, 1, 0), board(1, 1, 0)],
        };
        let too_many = Candidate {
            settings: vec!["doubt_below=0.95".into()],
            results: vec![board(0, 2, 0), board(1, 2, 0)],
        };
        let chosen = choose(&[tight, margin, too_many], &[Some(0), Some(1)], 1.0);
        assert_eq!(chosen, [1, 1]);
    }
}
