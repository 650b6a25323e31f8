//! One die face: a letter, the `Qu` face, a two-letter face of the 6x6 game, or the blank.

use std::fmt;

/// A die face as it lies on the board.
///
/// Stored as one byte: `0..26` are the letters `a..z`, where `q` (16) *is* the `Qu` face (there is
/// no plain `q` die); `26..31` are the two-letter faces `an er he in th`; 31 is the blank.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

const DIGRAPHS: [&str; 5] = ["an", "er", "he", "in", "th"];
const LETTERS: &str = "abcdefghijklmnopqrstuvwxyz";

impl Tile {
    /// The `Qu` face.
    pub const QU: Tile = Tile(16);
    /// The blank (blocking) face of the 6x6 game: no word passes through it.
    pub const BLANK: Tile = Tile(31);
    /// Every distinct face, in index order.
    pub const ALL: [Tile; 32] = {
        let mut all = [Tile(0); 32];
        let mut i = 0;
        while i < 32 {
            all[i] = Tile(i as u8);
            i += 1;
        }
        all
    };

    /// The face for a single letter, case-insensitive; `q` gives the `Qu` face.
    pub fn from_letter(c: char) -> Option<Tile> {
        let c = c.to_ascii_lowercase();
        c.is_ascii_lowercase().then(|| Tile(c as u8 - b'a'))
    }

    /// The face whose letters are `text` (`a`, `qu`, `th`), case-insensitive, or `#` for the blank.
    /// A lone `q` is the `Qu` face, as on the dice.
    pub fn from_text(text: &str) -> Option<Tile> {
        let lower = text.to_ascii_lowercase();
        match lower.as_str() {
            "#" => Some(Tile::BLANK),
            "qu" | "q" => Some(Tile::QU),
            s if s.len() == 1 => s.chars().next().and_then(Tile::from_letter),
            s => DIGRAPHS
                .iter()
                .position(|d| *d == s)
                .map(|i| Tile(26 + i as u8)),
        }
    }

    /// A dense index `0..32`, handy for tables indexed by face.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The letters this face spells, lowercase (`"qu"` for the `Qu` face); empty for the blank.
    pub fn letters(self) -> &'static str {
        match self.0 {
            16 => "qu",
            0..=25 => &LETTERS[self.0 as usize..self.0 as usize + 1],
            26..=30 => DIGRAPHS[(self.0 - 26) as usize],
            _ => "",
        }
    }

    /// How many letters this face counts for in a word's length (`Qu` and digraphs count two).
    pub fn letter_count(self) -> usize {
        self.letters().len()
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
        for tile in Tile::ALL {
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
    fn unknown_faces_are_rejected() {
        for text in ["", "1", "ab", "qq", "é", "[a]", "##"] {
            assert_eq!(Tile::from_text(text), None, "{text}");
        }
    }
}
