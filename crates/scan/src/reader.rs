//! The letter classifier as `boggle-vision`'s `LetterReader`: kept here so neither crate depends on the other.
//! The one mapping between the model's class names (`model/letters.json`) and die faces lives here.

use boggle_board::Tile;
use boggle_classifier::{Classifier, Prediction};
use boggle_dice::faces_for_side;
use boggle_vision::reading::CHOICES;
use boggle_vision::{Face, LetterReader, Reading, TileCrop};
use image::imageops::{rotate180, rotate270, rotate90};

/// Reads every crop of a board, as one of the faces the real dice of a board that size have (or not a die); a
/// crop read with less confidence than `second_look_below` (`Tuning::second_look_below`) is read again at its
/// three other quarter turns and the four readings averaged. Of a die's pooled views (`read_views`), the first
/// `turned_views` (`Tuning::turned_views`) are read at all four quarter turns.
pub struct ClassifierReader<'a> {
    pub classifier: &'a Classifier,
    pub second_look_below: f32,
    pub turned_views: usize,
}

/// The model's class for a crop that is not a die.
const NOT_A_DIE: &str = "junk";

/// The face a model class stands for: letters (`q` is the Qu face, as on the dice), the two-letter faces, `#` the
/// blank, and `junk` (or a class no die has) not a die.
pub fn face_of(class: &str) -> Face {
    match class {
        NOT_A_DIE => Face::NotADie,
        _ => Tile::from_text(class).map_or(Face::NotADie, Face::Die),
    }
}

/// `p` over the faces the real dice of a `side` x `side` board have (and not a die), renormalised; `p` itself
/// for a side no dice set fills.
pub fn for_side(p: Prediction, side: usize) -> Prediction {
    restrict(p, &class_names(side))
}

/// The model's class for a die face: the inverse of `face_of`.
fn class_of(tile: Tile) -> &'static str {
    match tile {
        Tile::QU => "q",
        t if t.is_blank() => "#",
        t => t.letters(),
    }
}

impl LetterReader for ClassifierReader<'_> {
    fn read(&self, crops: &[TileCrop], side: usize) -> Result<Vec<Reading>, String> {
        self.look(crops, side, true)
    }

    /// One reading per crop, without the second look.
    fn glance(&self, crops: &[TileCrop], side: usize) -> Result<Vec<Reading>, String> {
        self.look(crops, side, false)
    }

    /// Every view of every die (the first `turned_views` of each at its four quarter turns) in one call to the
    /// classifier, and each die's class probabilities averaged over its views.
    fn read_views(&self, views: &[Vec<TileCrop>], side: usize) -> Result<Vec<Reading>, String> {
        let faces = class_names(side);
        let turned: Vec<(usize, image::GrayImage)> = views
            .iter()
            .enumerate()
            .flat_map(|(k, die)| die.iter().enumerate().map(move |(i, c)| (k, i, &c.pixels)))
            .flat_map(|(k, i, p)| {
                let turns = if i < self.turned_views {
                    vec![p.clone(), rotate90(p), rotate180(p), rotate270(p)]
                } else {
                    vec![p.clone()]
                };
                turns.into_iter().map(move |t| (k, t))
            })
            .collect();
        let pixels: Vec<&[u8]> = turned.iter().map(|(_, t)| t.as_raw().as_slice()).collect();
        let preds = self
            .classifier
            .classify(&pixels)
            .map_err(|e| e.to_string())?;
        let mut by_die: Vec<Vec<Prediction>> = vec![Vec::new(); views.len()];
        for ((k, _), p) in turned.iter().zip(preds) {
            by_die[*k].push(restrict(p, &faces));
        }
        by_die
            .iter()
            .map(|die| match die.split_first() {
                Some((first, others)) => Ok(reading(&average(first, others))),
                None => Err("a die without a view".to_string()),
            })
            .collect()
    }
}

/// The reading a prediction gives.
fn reading(p: &Prediction) -> Reading {
    let (best, confidence) = p.best();
    let (second, runner_up_confidence) = p.runner_up();
    Reading {
        face: face_of(best),
        confidence,
        runner_up: face_of(second),
        runner_up_confidence,
        choices: choices(p),
    }
}

impl ClassifierReader<'_> {
    fn look(
        &self,
        crops: &[TileCrop],
        side: usize,
        second_look: bool,
    ) -> Result<Vec<Reading>, String> {
        let faces = class_names(side);
        let classify = |pixels: &[&[u8]]| -> Result<Vec<Prediction>, String> {
            let preds = self
                .classifier
                .classify(pixels)
                .map_err(|e| e.to_string())?;
            Ok(preds.into_iter().map(|p| restrict(p, &faces)).collect())
        };
        let pixels: Vec<&[u8]> = crops.iter().map(|c| c.pixels.as_raw().as_slice()).collect();
        let mut preds = classify(&pixels)?;
        let unsure: Vec<usize> = (0..preds.len())
            .filter(|&k| second_look && preds[k].best().1 < self.second_look_below)
            .collect();
        if !unsure.is_empty() {
            let turned: Vec<image::GrayImage> = unsure
                .iter()
                .flat_map(|&k| {
                    let p = &crops[k].pixels;
                    [rotate90(p), rotate180(p), rotate270(p)]
                })
                .collect();
            let turned_pixels: Vec<&[u8]> = turned.iter().map(|t| t.as_raw().as_slice()).collect();
            let again = classify(&turned_pixels)?;
            for (&k, others) in unsure.iter().zip(again.chunks_exact(3)) {
                preds[k] = average(&preds[k], others);
            }
        }
        Ok(preds.iter().map(reading).collect())
    }
}

/// The die faces `p` ranks highest, best first: "not a die" (and any class no die has) left out.
fn choices(p: &Prediction) -> [Option<(Tile, f32)>; CHOICES] {
    let mut faces = p
        .ranked
        .iter()
        .filter_map(|&(class, q)| face_of(class).tile().map(|t| (t, q)));
    std::array::from_fn(|_| faces.next())
}

/// The classifier's names (`model/letters.json`) of the faces real dice of a `side` x `side` board have, and
/// `junk`; empty (no restriction) for a side no dice set fills.
fn class_names(side: usize) -> Vec<&'static str> {
    let faces = faces_for_side(side);
    if faces.is_empty() {
        return Vec::new();
    }
    faces.into_iter().map(class_of).chain([NOT_A_DIE]).collect()
}

/// `p` over the classes in `allowed` only (all of them if it is empty), renormalised: a 4x4 board cannot show a
/// two-letter face, so a blurry `t` is not read as `th`.
fn restrict(p: Prediction, allowed: &[&str]) -> Prediction {
    if allowed.is_empty() {
        return p;
    }
    let mut ranked: Vec<(&'static str, f32)> = p
        .ranked
        .into_iter()
        .filter(|(class, _)| allowed.contains(class))
        .collect();
    let total: f32 = ranked.iter().map(|(_, q)| q).sum();
    if total > 0.0 {
        ranked.iter_mut().for_each(|(_, q)| *q /= total);
    }
    Prediction { ranked }
}

/// The mean probability of every class over `first` and `others`, best first.
fn average(first: &Prediction, others: &[Prediction]) -> Prediction {
    let n = (1 + others.len()) as f32;
    let mut ranked: Vec<(&'static str, f32)> = first
        .ranked
        .iter()
        .map(|&(class, p)| {
            let rest: f32 = others
                .iter()
                .filter_map(|o| o.ranked.iter().find(|(c, _)| *c == class).map(|(_, q)| q))
                .sum();
            (class, (p + rest) / n)
        })
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    Prediction { ranked }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

    use boggle_classifier::Prediction;

    #[test]
    fn averaging_re_ranks_the_classes() {
        let p = |ranked: Vec<(&'static str, f32)>| Prediction { ranked };
        let avg = super::average(
            &p(vec![("m", 0.5), ("w", 0.4), ("n", 0.1)]),
            &[p(vec![("w", 0.9), ("m", 0.1), ("n", 0.0)])],
        );
        assert_eq!(avg.best(), ("w", 0.65));
        assert_eq!(avg.runner_up(), ("m", 0.3));
    }

    #[test]
    fn a_4x4_board_is_read_without_two_letter_faces_or_blanks() {
        let four = super::class_names(4);
        assert!(four.contains(&"q") && four.contains(&"z") && four.contains(&"junk"));
        assert!(!four.contains(&"th") && !four.contains(&"#"));
        let five = super::class_names(5);
        assert!(five.contains(&"th") && !five.contains(&"#"));
        assert_eq!(super::class_names(6).len(), 26 + 5 + 1 + 1);
        assert!(super::class_names(7).is_empty());

        let p = Prediction {
            ranked: vec![("th", 0.5), ("t", 0.3), ("junk", 0.1), ("i", 0.1)],
        };
        let r = super::restrict(p, &four);
        assert_eq!(r.best().0, "t");
        assert!((r.best().1 - 0.6).abs() < 1e-6, "{r:?}");
        assert_eq!(r.runner_up().0, "junk");
    }

    #[test]
    fn the_choices_are_the_best_die_faces_never_not_a_die() {
        use boggle_board::Tile;
        let p = Prediction {
            ranked: vec![
                ("k", 0.46),
                ("junk", 0.3),
                ("t", 0.1),
                ("x", 0.08),
                ("r", 0.06),
            ],
        };
        let tile = |c| Tile::from_letter(c).unwrap();
        assert_eq!(
            super::choices(&p),
            [
                Some((tile('k'), 0.46)),
                Some((tile('t'), 0.1)),
                Some((tile('x'), 0.08))
            ]
        );
        let few = Prediction {
            ranked: vec![("junk", 0.9), ("q", 0.1)],
        };
        assert_eq!(super::choices(&few), [Some((Tile::QU, 0.1)), None, None]);
    }

    #[test]
    fn every_class_maps_to_a_face_and_back() {
        use boggle_board::Tile;
        use boggle_vision::Face;
        assert_eq!(super::face_of("q"), Face::Die(Tile::QU));
        assert_eq!(super::face_of("junk"), Face::NotADie);
        for class in boggle_classifier::metadata()
            .classes
            .iter()
            .filter(|&&c| c != "junk")
        {
            let Face::Die(tile) = super::face_of(class) else {
                panic!("{class} is no face");
            };
            assert_eq!(super::class_of(tile), *class);
        }
    }
}
