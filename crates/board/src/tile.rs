//! One die face: a letter, the `Qu` face, a two-letter face of the 6x6 game, the blank, or a face
//! only another language's dice have (a plain `Q`, `Ñ`).

use std::fmt;

/// A die face as it lies on the board.
///
/// Stored as one byte: `0..26` are the letters `a..z`, where `q` (16) *is* the `Qu` face (the
/// English dice have no plain `q`); `26..31` are the two-letter faces `an er he in th`; 31 is the
/// blank; then the faces of other languages' dice: 32 the plain `Q` (French), 33 `ñ` (Spanish).
/// German dice have no umlaut faces: the printed game spells `Ä` as `AE` (`Language::German`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

const DIGRAPHS: [&str; 5] = ["an", "er", "he", "in", "th"];
const LETTERS: &str = "abcdefghijklmnopqrstuvwxyz";
/// The faces after the blank, as they are spelled.
const OTHER_FACES: [&str; 2] = ["q", "ñ"];

impl Tile {
    /// The `Qu` face.
    pub const QU: Tile = Tile(16);
    /// The blank (blocking) face of the 6x6 game: no word passes through it.
    pub const BLANK: Tile = Tile(31);
    /// The plain `Q` of the French dice: one letter, `q` alone.
    pub const PLAIN_Q: Tile = Tile(32);
    /// How many distinct faces there are.
    pub const COUNT: usize = 34;
    /// Every distinct face, in index order.
    pub const ALL: [Tile; Tile::COUNT] = {
        let mut all = [Tile(0); Tile::COUNT];
        let mut i = 0;
        while i < Tile::COUNT {
            all[i] = Tile(i as u8);
            i += 1;
        }
        all
    };

    /// The face for a single letter a-z, case-insensitive; `q` gives the `Qu` face (the English
    /// dice's: `Language::tile_for_letter` knows each language's).
    pub fn from_letter(c: char) -> Option<Tile> {
        let c = c.to_ascii_lowercase();
        c.is_ascii_lowercase().then(|| Tile(c as u8 - b'a'))
    }

    /// The face whose letters are `text` (`a`, `qu`, `th`, `ñ`), case-insensitive, or `#` for the
    /// blank. A lone `q` is the `Qu` face, as on the English dice.
    pub fn from_text(text: &str) -> Option<Tile> {
        let lower = crate::lowercase_str(text);
        match lower.as_str() {
            "#" => Some(Tile::BLANK),
            "qu" | "q" => Some(Tile::QU),
            s if s.len() == 1 => s.chars().next().and_then(Tile::from_letter),
            s => DIGRAPHS
                .iter()
                .position(|d| *d == s)
                .map(|i| Tile(26 + i as u8))
                .or_else(|| {
                    OTHER_FACES[1..]
                        .iter()
                        .position(|f| *f == s)
                        .map(|i| Tile(33 + i as u8))
                }),
        }
    }

    /// A dense index `0..Tile::COUNT`, handy for tables indexed by face (the English dice's faces
    /// are all below 32).
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The letters this face spells, lowercase (`"qu"` for the `Qu` face); empty for the blank.
    pub fn letters(self) -> &'static str {
        match self.0 {
            16 => "qu",
            0..=25 => &LETTERS[self.0 as usize..self.0 as usize + 1],
            26..=30 => DIGRAPHS[(self.0 - 26) as usize],
            32..=33 => OTHER_FACES[(self.0 - 32) as usize],
            _ => "",
        }
    }

    /// How many letters this face counts for in a word's length (`Qu` and digraphs count two).
    pub fn letter_count(self) -> usize {
        self.letters().chars().count()
    }

    pub fn is_blank(self) -> bool {
        self == Tile::BLANK
    }

    /// True for faces that are more than one letter and so are written in brackets.
    pub fn is_multi_letter(self) -> bool {
        self.letter_count() > 1
    }
}

/// Writes the face as board text: `a`, `[qu]`, `[th]`, `#`.
impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_blank() {
            f.write_str("#")
        } else if self.is_multi_letter() {
            write!(f, "[{}]", self.letters())
        } else {
            f.write_str(self.letters())
        }
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tile({self})")
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(if self.is_blank() { "#" } else { self.letters() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_round_trips_through_its_text() {
        for tile in Tile::ALL.into_iter().filter(|&t| t != Tile::PLAIN_Q) {
            let text = if tile.is_blank() { "#" } else { tile.letters() };
            assert_eq!(Tile::from_text(text), Some(tile), "{text}");
            assert_eq!(Tile::from_text(&text.to_uppercase()), Some(tile));
        }
    }

    #[test]
    fn q_is_the_qu_face_and_counts_two_letters() {
        assert_eq!(Tile::from_letter('Q'), Some(Tile::QU));
        assert_eq!(Tile::QU.letters(), "qu");
        assert_eq!(Tile::QU.letter_count(), 2);
        assert_eq!(Tile::QU.to_string(), "[qu]");
    }

    #[test]
    fn other_languages_faces_are_one_letter_each() {
        for text in ["ñ", "Ñ"] {
            let tile = Tile::from_text(text).unwrap();
            assert_eq!(tile.letters(), text.to_lowercase());
            assert_eq!((tile.letter_count(), tile.is_multi_letter()), (1, false));
            assert!(tile.index() >= 32);
        }
        assert_eq!(Tile::PLAIN_Q.letters(), "q");
        assert_eq!(Tile::PLAIN_Q.letter_count(), 1);
        assert_eq!(Tile::PLAIN_Q.to_string(), "q");
        assert_eq!(
            Tile::from_text("q"),
            Some(Tile::QU),
            "alone, q is the English Qu"
        );
    }

    #[test]
    fn unknown_faces_are_rejected() {
        for text in ["", "1", "ab", "qq", "é", "ä", "Ö", "[a]", "##"] {
            assert_eq!(Tile::from_text(text), None, "{text}");
        }
    }
}
