//! The letter classifier as `boggle-vision`'s `LetterReader`: kept here so neither crate depends on the other.
//! The one mapping between the model's class names (`model/letters.json`) and die faces lives here.

use std::cell::RefCell;
use std::collections::HashMap;

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
///
/// One reader serves one photo: it remembers what it classified, because the pipeline reads the same crop more
/// than once (a look's reading, then the pooled views, which begin with the centred crop at its four turns), and
/// the classifier is most of a photo's time.
pub struct ClassifierReader<'a> {
    classifier: &'a Classifier,
    second_look_below: f32,
    turned_views: usize,
    seen: RefCell<HashMap<Vec<u8>, Prediction>>,
}

/// How many crops a reader remembers: a photo's reading classifies a few hundred; the bound keeps a hostile
/// photo's memory small (each entry is about 2 KB).
const REMEMBERED: usize = 4096;

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

impl<'a> ClassifierReader<'a> {
    pub fn new(classifier: &'a Classifier, second_look_below: f32, turned_views: usize) -> Self {
        ClassifierReader {
            classifier,
            second_look_below,
            turned_views,
            seen: RefCell::new(HashMap::new()),
        }
    }

    /// The classifier's prediction for each crop, restricted to `faces`; a crop this reader has seen (the same
    /// pixels) is not classified again.
    fn classify(&self, crops: &[&[u8]], faces: &[&str]) -> Result<Vec<Prediction>, String> {
        let mut seen = self.seen.borrow_mut();
        let mut fresh: Vec<&[u8]> = crops
            .iter()
            .copied()
            .filter(|c| !seen.contains_key(*c))
            .collect();
        fresh.sort_unstable();
        fresh.dedup();
        let preds = self
            .classifier
            .classify(&fresh)
            .map_err(|e| e.to_string())?;
        let new: HashMap<&[u8], Prediction> = fresh.into_iter().zip(preds).collect();
        let out = crops
            .iter()
            .map(|c| {
                new.get(c)
                    .or_else(|| seen.get(*c))
                    .map(|p| restrict(p.clone(), faces))
                    .ok_or_else(|| "the classifier lost a crop".to_string())
            })
            .collect();
        for (c, p) in new {
            if seen.len() >= REMEMBERED {
                break;
            }
            seen.insert(c.to_vec(), p);
        }
        out
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
        let preds = self.classify(&pixels, &faces)?;
        let mut by_die: Vec<Vec<Prediction>> = vec![Vec::new(); views.len()];
        for ((k, _), p) in turned.iter().zip(preds) {
            by_die[*k].push(p);
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
        let classify = |pixels: &[&[u8]]| self.classify(pixels, &faces);
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

    /// The same pixels are classified once a reader, however often and in whatever call they come again.
    #[test]
    fn a_reader_classifies_a_crop_once() {
        use boggle_vision::{LetterReader, TileCrop};
        let classifier = boggle_classifier::Classifier::embedded().unwrap();
        let side = classifier.input_size();
        let crop = |v: u8, col| TileCrop {
            row: 0,
            col,
            pixels: image::GrayImage::from_fn(side, side, |x, y| {
                // A ramp, so that no quarter turn gives the same pixels.
                image::Luma([((x * 7 + y * 3) as u8).wrapping_add(v)])
            }),
        };
        let crops = [crop(0, 0), crop(60, 1), crop(0, 2)];
        let reader = super::ClassifierReader::new(&classifier, 0.0, 1);
        let first = reader.read(&crops, 4).unwrap();
        assert_eq!(reader.seen.borrow().len(), 2);
        assert_eq!(first[0], first[2]);
        let views = reader.read_views(&[vec![crops[1].clone()]], 4).unwrap();
        // The crop at its three other turns is new; the upright one was seen.
        assert_eq!(reader.seen.borrow().len(), 5);
        assert_eq!(reader.read(&crops, 4).unwrap(), first);
        assert_eq!(reader.seen.borrow().len(), 5);
        let fresh = super::ClassifierReader::new(&classifier, 0.0, 1);
        assert_eq!(
            fresh.read_views(&[vec![crops[1].clone()]], 4).unwrap(),
            views
        );
    }

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
