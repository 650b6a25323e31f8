//! Reading dice: what a crop shows (`Face`), what a reader says of it (`Reading`), and the reader itself
//! (`LetterReader`, implemented outside this crate by the classifier). Which readings a person should check is
//! `doubt`'s.

use std::fmt;

use boggle_board::{Language, Tile};

use crate::crops::TileCrop;
use crate::tuning::Tuning;

/// What a die crop shows: one face of a die, as boggle-board's `Tile`, or not a die at all (the tray, a
/// shadow, a lattice cell off the board).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Face {
    Die(Tile),
    NotADie,
}

impl Face {
    /// The die face, if it is one.
    pub fn tile(self) -> Option<Tile> {
        match self {
            Face::Die(t) => Some(t),
            Face::NotADie => None,
        }
    }

    /// The face's letters for people and JSON: `a`, `qu`, `th`, `#` for the blank, and an empty string for not a
    /// die (a cell left for a person to fill).
    pub fn text(self) -> &'static str {
        match self {
            Face::Die(t) if t.is_blank() => "#",
            Face::Die(t) => t.letters(),
            Face::NotADie => "",
        }
    }
}

/// As board text: the tile's own (`a`, `[qu]`, `#`), and `?` for not a die, which board text refuses with the
/// row and column, so a board with an unread die cannot be solved by mistake.
impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Die(t) => write!(f, "{t}"),
            Face::NotADie => f.write_str("?"),
        }
    }
}

/// How many die faces a reading offers a person checking the tile (`Reading::choices`).
pub const CHOICES: usize = 3;

/// What a reader says of one crop: its best guess and the next one, with their probabilities, and the die faces
/// it could be.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reading {
    pub face: Face,
    pub confidence: f32,
    pub runner_up: Face,
    pub runner_up_confidence: f32,
    /// The `CHOICES` die faces most likely shown, best first, with their probabilities (`None` when the reader
    /// offers fewer). Never "not a die": that is no choice for a person correcting a board.
    pub choices: [Option<(Tile, f32)>; CHOICES],
}

impl Reading {
    /// The same reading of a die of `language`'s dice (`Language::die_face`: French has a plain Q).
    pub fn in_language(self, language: Language) -> Reading {
        let face = |f: Face| f.tile().map_or(f, |t| Face::Die(language.die_face(t)));
        Reading {
            face: face(self.face),
            runner_up: face(self.runner_up),
            choices: self
                .choices
                .map(|c| c.map(|(t, p)| (language.die_face(t), p))),
            ..self
        }
    }

    /// Whether a person should check this reading: not a die, or read with less confidence than
    /// `tuning.doubt_below`. The one definition of "doubtful": the CLI lists these tiles and the app marks them.
    pub fn is_doubtful(&self, tuning: &Tuning) -> bool {
        self.face == Face::NotADie || self.confidence < tuning.doubt_below
    }
}

/// A letter classifier: one `Reading` per crop, in order. `side` is the board's (4, 5 or 6): a reader may rule out
/// faces no dice set of that size has.
pub trait LetterReader {
    fn read(&self, crops: &[TileCrop], side: usize) -> Result<Vec<Reading>, String>;

    /// A quicker, rougher `read` for comparing many candidate lattices (a reader that takes a second look at
    /// doubtful crops skips it here); `read` itself unless a reader has something quicker.
    fn glance(&self, crops: &[TileCrop], side: usize) -> Result<Vec<Reading>, String> {
        self.read(crops, side)
    }

    /// One reading per die from several crops of it (`views[k]`: die `k` cut a little differently each time, its
    /// centred crop first), pooled into one answer: the face most probable over every view, with that mean
    /// probability as its confidence. A misread rarely survives every view, so the pooled confidence is what
    /// the doubt decision weighs. A reader that cannot pool reads each die's first view.
    fn read_views(&self, views: &[Vec<TileCrop>], side: usize) -> Result<Vec<Reading>, String> {
        let first: Vec<TileCrop> = views.iter().filter_map(|v| v.first().cloned()).collect();
        if first.len() != views.len() {
            return Err("a die without a view".into());
        }
        self.read(&first, side)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn reading(face: Face, confidence: f32) -> Reading {
        Reading {
            face,
            confidence,
            runner_up: Face::NotADie,
            runner_up_confidence: 0.0,
            choices: [face.tile().map(|t| (t, confidence)), None, None],
        }
    }

    pub(crate) fn letter(c: char) -> Face {
        Face::Die(Tile::from_letter(c).unwrap_or(Tile::BLANK))
    }

    /// A 4x4 board of sixteen different letters, each read surely.
    pub(crate) fn sure_board() -> Vec<Reading> {
        "abcdefghijklmnop"
            .chars()
            .map(|c| reading(letter(c), 0.99))
            .collect()
    }

    #[test]
    fn faces_write_as_board_text_and_plain_text() {
        let qu = Face::Die(Tile::QU);
        assert_eq!((qu.to_string(), qu.text()), ("[qu]".into(), "qu"));
        let blank = Face::Die(Tile::BLANK);
        assert_eq!((blank.to_string(), blank.text()), ("#".into(), "#"));
        assert_eq!(
            (Face::NotADie.to_string(), Face::NotADie.text()),
            ("?".into(), "")
        );
        assert_eq!(Face::NotADie.tile(), None);
    }

    #[test]
    fn doubtful_means_not_a_die_or_unsure() {
        let t = Tuning::default();
        let a = letter('a');
        assert!(!reading(a, 0.99).is_doubtful(&t));
        assert!(reading(a, t.doubt_below - 0.01).is_doubtful(&t));
        assert!(reading(Face::NotADie, 0.99).is_doubtful(&t));
    }
}
