//! The real Boggle dice sets, each language's, and random boards rolled from them, reproducible
//! from a seed.
//!
//! Pure: no I/O, and randomness only from the seeded [`Rng`] here, so the same seed rolls the
//! same board natively and in the browser.
//!
//! ## How it is built
//!
//! The five real English dice sets, the French ones (B@ggle's 4x4 and 5x5, cited beside the constants), the
//! German 4x4 (the same "international" dice, with `Qu`), Il Paroliere's Italian 4x4 and generated stand-ins
//! where no edition's dice are documented (`stand_in.rs`, made by `cargo xtask stand-in-dice`: German and
//! Italian 5x5 and 6x6, Spanish, French 6x6); `DiceSet::for_language`/`in_language` pick a language's set for a
//! size; `DiceSet::roll` with a seeded SplitMix64 `Rng`, so a seed gives the same board natively and in the
//! browser.

use boggle_board::{Board, Language, Tile};

mod printed;
mod stand_in;

use printed::{BIG5, BIG5_2012, CLASSIC4, FRENCH5, INTERNATIONAL4, NEW4, PAROLIERE4, SUPER_BIG6};

/// A set of dice: the English editions' (see `shared/data/dice.md` for the sources), the French
/// ones of B@ggle, the German one (the same "international" 4x4 dice; sources below), and
/// stand-ins built from letter frequencies where no source we found documents an edition's dice
/// (German 5x5 and 6x6, Spanish, French 6x6; `docs/words.md` says which is which and what was
/// searched).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DiceSet {
    /// 4x4 Boggle, 1976-86.
    Classic4,
    /// 4x4 Boggle, 1987 on.
    New4,
    /// 5x5 Big Boggle (Parker Brothers, 1979/1983).
    Big5,
    /// 5x5 Big Boggle 2012 (Winning Moves), with the two-letter die.
    Big5_2012,
    /// 6x6 Super Big Boggle, with the two-letter die and the blanks.
    SuperBig6,
    /// French 4x4, with a plain `Q`: the dice of B@ggle's rules page (baggle.org/regles.php), as
    /// three open-source French Boggle games list them (see `FRENCH4`).
    French4,
    /// French 5x5: B@ggle's "Big B@ggle" dice, as two open-source games list them (see
    /// `FRENCH5`).
    French5,
    /// French 6x6: a stand-in from the French list's letter frequencies.
    French6,
    /// German 4x4 (Parker, from 1978): the "international" dice that B@ggle's French set also
    /// is (see `INTERNATIONAL4`), with the `Qu` face; no umlaut faces (`Language::German`).
    German4,
    /// German 5x5, 6x6: stand-ins from the German list's letter frequencies.
    German5,
    German6,
    /// Spanish 4x4, 5x5, 6x6: stand-ins from the Spanish list's letter frequencies.
    Spanish4,
    Spanish5,
    Spanish6,
    /// Italian 4x4: Il Paroliere's dice (Editrice Giochi; see `PAROLIERE4`).
    Italian4,
    /// Italian 5x5, 6x6: stand-ins from the Italian list's letter frequencies.
    Italian5,
    Italian6,
}

impl DiceSet {
    pub const ALL: [DiceSet; 17] = [
        DiceSet::Classic4,
        DiceSet::New4,
        DiceSet::Big5,
        DiceSet::Big5_2012,
        DiceSet::SuperBig6,
        DiceSet::French4,
        DiceSet::French5,
        DiceSet::French6,
        DiceSet::German4,
        DiceSet::German5,
        DiceSet::German6,
        DiceSet::Spanish4,
        DiceSet::Spanish5,
        DiceSet::Spanish6,
        DiceSet::Italian4,
        DiceSet::Italian5,
        DiceSet::Italian6,
    ];

    /// The name used on the command line and in the web app.
    pub fn name(self) -> &'static str {
        match self {
            DiceSet::Classic4 => "classic",
            DiceSet::New4 => "new",
            DiceSet::Big5 => "big",
            DiceSet::Big5_2012 => "big-2012",
            DiceSet::SuperBig6 => "super-big",
            DiceSet::French4 => "fr",
            DiceSet::French5 => "fr-big",
            DiceSet::French6 => "fr-super-big",
            DiceSet::German4 => "de",
            DiceSet::German5 => "de-big",
            DiceSet::German6 => "de-super-big",
            DiceSet::Spanish4 => "es",
            DiceSet::Spanish5 => "es-big",
            DiceSet::Spanish6 => "es-super-big",
            DiceSet::Italian4 => "it",
            DiceSet::Italian5 => "it-big",
            DiceSet::Italian6 => "it-super-big",
        }
    }

    /// The name a player knows the game by, with its board's size: `Boggle 4×4`, `Big Boggle 5×5,
    /// 2012 dice`; the web app's game picker shows it.
    pub fn title(self) -> &'static str {
        match self {
            DiceSet::Classic4 => "Boggle 4×4, 1976 dice",
            DiceSet::New4 => "Boggle 4×4",
            DiceSet::Big5 => "Big Boggle 5×5",
            DiceSet::Big5_2012 => "Big Boggle 5×5, 2012 dice",
            DiceSet::SuperBig6 => "Super Big Boggle 6×6",
            DiceSet::French4 => "B@ggle 4×4",
            DiceSet::French5 => "Big B@ggle 5×5",
            DiceSet::French6 => "French 6×6, stand-in dice",
            DiceSet::German4 => "Boggle 4×4 (Deutsch)",
            DiceSet::German5 => "German 5×5, stand-in dice",
            DiceSet::German6 => "German 6×6, stand-in dice",
            DiceSet::Spanish4 => "Spanish 4×4, stand-in dice",
            DiceSet::Spanish5 => "Spanish 5×5, stand-in dice",
            DiceSet::Spanish6 => "Spanish 6×6, stand-in dice",
            DiceSet::Italian4 => "Il Paroliere 4×4",
            DiceSet::Italian5 => "Italian 5×5, stand-in dice",
            DiceSet::Italian6 => "Italian 6×6, stand-in dice",
        }
    }

    /// The language whose letters the dice show.
    pub fn language(self) -> Language {
        match self {
            DiceSet::French4 | DiceSet::French5 | DiceSet::French6 => Language::French,
            DiceSet::German4 | DiceSet::German5 | DiceSet::German6 => Language::German,
            DiceSet::Spanish4 | DiceSet::Spanish5 | DiceSet::Spanish6 => Language::Spanish,
            DiceSet::Italian4 | DiceSet::Italian5 | DiceSet::Italian6 => Language::Italian,
            _ => Language::English,
        }
    }

    /// Whether the set is a stand-in built from letter frequencies, not an edition's dice.
    pub fn is_stand_in(self) -> bool {
        matches!(
            self,
            DiceSet::French6
                | DiceSet::German5
                | DiceSet::German6
                | DiceSet::Spanish4
                | DiceSet::Spanish5
                | DiceSet::Spanish6
                | DiceSet::Italian5
                | DiceSet::Italian6
        )
    }

    /// A language's set for a square board of this side: English as [`DiceSet::for_side`]; French
    /// B@ggle's 4x4 and 5x5, the German and Italian 4x4 editions'; otherwise the stand-in.
    pub fn for_language(language: Language, side: usize) -> Option<DiceSet> {
        let set = match (language, side) {
            (Language::English, _) => return DiceSet::for_side(side),
            (Language::French, 4) => DiceSet::French4,
            (Language::French, 5) => DiceSet::French5,
            (Language::French, 6) => DiceSet::French6,
            (Language::German, 4) => DiceSet::German4,
            (Language::German, 5) => DiceSet::German5,
            (Language::German, 6) => DiceSet::German6,
            (Language::Spanish, 4) => DiceSet::Spanish4,
            (Language::Spanish, 5) => DiceSet::Spanish5,
            (Language::Spanish, 6) => DiceSet::Spanish6,
            (Language::Italian, 4) => DiceSet::Italian4,
            (Language::Italian, 5) => DiceSet::Italian5,
            (Language::Italian, 6) => DiceSet::Italian6,
            _ => return None,
        };
        Some(set)
    }

    /// This set's counterpart in a language: the language's set for the same side (itself when
    /// it is already of that language).
    pub fn in_language(self, language: Language) -> DiceSet {
        if self.language() == language {
            return self;
        }
        DiceSet::for_language(language, self.side()).unwrap_or(self)
    }

    pub fn from_name(name: &str) -> Option<DiceSet> {
        DiceSet::ALL
            .into_iter()
            .find(|d| d.name() == name.to_ascii_lowercase())
    }

    /// The usual set for a square board of this side: 4 → New, 5 → Big Boggle, 6 → Super Big Boggle.
    pub fn for_side(side: usize) -> Option<DiceSet> {
        match side {
            4 => Some(DiceSet::New4),
            5 => Some(DiceSet::Big5),
            6 => Some(DiceSet::SuperBig6),
            _ => None,
        }
    }

    /// The side of the square board this set fills.
    pub fn side(self) -> usize {
        match self {
            DiceSet::Classic4
            | DiceSet::New4
            | DiceSet::French4
            | DiceSet::German4
            | DiceSet::Spanish4
            | DiceSet::Italian4 => 4,
            DiceSet::Big5
            | DiceSet::Big5_2012
            | DiceSet::French5
            | DiceSet::German5
            | DiceSet::Spanish5
            | DiceSet::Italian5 => 5,
            DiceSet::SuperBig6
            | DiceSet::French6
            | DiceSet::German6
            | DiceSet::Spanish6
            | DiceSet::Italian6 => 6,
        }
    }

    /// Every die, each as its six faces.
    pub fn dice(self) -> Vec<[Tile; 6]> {
        let texts: &[&str] = match self {
            DiceSet::Classic4 => &CLASSIC4,
            DiceSet::New4 => &NEW4,
            DiceSet::Big5 => &BIG5,
            DiceSet::Big5_2012 => &BIG5_2012,
            DiceSet::SuperBig6 => &SUPER_BIG6,
            DiceSet::French4 | DiceSet::German4 => &INTERNATIONAL4,
            DiceSet::French5 => &FRENCH5,
            DiceSet::French6 => &stand_in::FRENCH6,
            DiceSet::German5 => &stand_in::GERMAN5,
            DiceSet::German6 => &stand_in::GERMAN6,
            DiceSet::Spanish4 => &stand_in::SPANISH4,
            DiceSet::Spanish5 => &stand_in::SPANISH5,
            DiceSet::Spanish6 => &stand_in::SPANISH6,
            DiceSet::Italian4 => &PAROLIERE4,
            DiceSet::Italian5 => &stand_in::ITALIAN5,
            DiceSet::Italian6 => &stand_in::ITALIAN6,
        };
        texts
            .iter()
            .map(|text| faces(text, self.language()))
            .collect()
    }

    /// Every face some die of this set shows, in index order.
    pub fn faces(self) -> Vec<Tile> {
        let mut faces: Vec<Tile> = self.dice().into_iter().flatten().collect();
        faces.sort();
        faces.dedup();
        faces
    }

    /// Shuffles the dice into the grid and rolls each one, as a player shakes the box.
    pub fn roll(self, rng: &mut Rng) -> Board {
        let mut dice = self.dice();
        rng.shuffle(&mut dice);
        let tiles = dice.iter().map(|die| die[rng.below(6) as usize]).collect();
        Board::new(self.side(), self.side(), tiles).expect("a dice set fills its own square board")
    }
}

/// Every face that some real English set for a square board of this side shows (no two-letter
/// faces or blanks on a 4x4 board, no blank on a 5x5); empty for a side no set fills. The photo
/// reader's letter model knows the English dice only, so only their faces are listed.
pub fn faces_for_side(side: usize) -> Vec<Tile> {
    let mut faces: Vec<Tile> = DiceSet::ALL
        .into_iter()
        .filter(|d| d.side() == side && d.language() == Language::English)
        .flat_map(DiceSet::faces)
        .collect();
    faces.sort();
    faces.dedup();
    faces
}

fn faces(text: &str, language: Language) -> [Tile; 6] {
    let board = Board::parse_in(&format!("{text} {text}"), language)
        .expect("the dice tables are valid board text");
    let mut faces = [Tile::BLANK; 6];
    faces.copy_from_slice(&board.tiles()[..6]);
    faces
}

/// A small, fast, seeded generator (SplitMix64, Steele, Lea and Flood 2014): the same sequence on every platform.
/// The workspace's one: the test kit's synthetic and degraded photos draw from it too.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `[0, 1)`: the top 53 bits over 2^53, so each is exact and the same on every platform.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A number in `0..n` (`n` > 0), without modulo bias worth mentioning for small `n`.
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_title_is_its_own_and_names_its_size() {
        let mut titles: Vec<&str> = DiceSet::ALL.iter().map(|d| d.title()).collect();
        for set in DiceSet::ALL {
            let side = set.side();
            assert!(set.title().contains(&format!("{side}×{side}")), "{set:?}");
        }
        titles.sort();
        titles.dedup();
        assert_eq!(titles.len(), DiceSet::ALL.len());
    }

    #[test]
    fn every_set_has_one_die_a_cell_and_six_faces() {
        for set in DiceSet::ALL {
            assert_eq!(set.dice().len(), set.side() * set.side(), "{set:?}");
            assert_eq!(DiceSet::from_name(set.name()), Some(set));
        }
    }

    #[test]
    fn special_faces_are_where_the_sources_put_them() {
        let count =
            |set: DiceSet, tile: Tile| set.dice().iter().flatten().filter(|&&t| t == tile).count();
        assert_eq!(count(DiceSet::New4, Tile::QU), 1);
        assert_eq!(count(DiceSet::SuperBig6, Tile::BLANK), 3);
        assert_eq!(count(DiceSet::SuperBig6, Tile::QU), 2);
        assert_eq!(count(DiceSet::Big5_2012, Tile::from_text("th").unwrap()), 1);
        assert_eq!(count(DiceSet::Big5, Tile::from_text("th").unwrap()), 0);
        // French dice have a plain Q (two on B@ggle's 5x5), German ones the Qu on the same die
        // and no umlaut (no German set has one: the printed game writes Ä as AE), Spanish ones Ñ.
        assert_eq!(count(DiceSet::French4, Tile::PLAIN_Q), 1);
        assert_eq!(count(DiceSet::French4, Tile::QU), 0);
        assert_eq!(count(DiceSet::French5, Tile::PLAIN_Q), 2);
        assert_eq!(count(DiceSet::German4, Tile::QU), 1);
        assert_eq!(count(DiceSet::German4, Tile::PLAIN_Q), 0);
        for set in [DiceSet::German4, DiceSet::German5, DiceSet::German6] {
            assert!(set.faces().iter().all(|t| t.index() < 32), "{set:?}");
        }
        assert_eq!(count(DiceSet::Spanish4, Tile::from_text("ñ").unwrap()), 1);
        assert_eq!(count(DiceSet::Spanish4, Tile::QU), 1);
        // Il Paroliere: a Qu, and none of J K W X Y.
        assert_eq!(count(DiceSet::Italian4, Tile::QU), 1);
        for letter in ['j', 'k', 'w', 'x', 'y'] {
            assert_eq!(
                count(DiceSet::Italian4, Tile::from_letter(letter).unwrap()),
                0
            );
        }
    }

    #[test]
    fn each_language_has_a_set_for_each_side() {
        for language in Language::ALL {
            for side in 4..=6 {
                let set = DiceSet::for_language(language, side).unwrap();
                assert_eq!((set.language(), set.side()), (language, side));
                assert_eq!(DiceSet::New4.in_language(language).side(), 4);
            }
        }
        assert_eq!(
            DiceSet::Classic4.in_language(Language::English),
            DiceSet::Classic4
        );
        assert_eq!(
            DiceSet::Big5_2012.in_language(Language::French),
            DiceSet::French5
        );
        assert!(DiceSet::German5.is_stand_in() && !DiceSet::French4.is_stand_in());
        assert!(!DiceSet::German4.is_stand_in());
        // The photo reader's faces stay the English dice's.
        assert!(faces_for_side(4).iter().all(|t| t.index() < 32));
    }

    #[test]
    fn rolling_is_reproducible_and_uses_each_die_once() {
        for set in DiceSet::ALL {
            let a = set.roll(&mut Rng::new(42));
            assert_eq!(a, set.roll(&mut Rng::new(42)));
            assert_ne!(a, set.roll(&mut Rng::new(43)));
            // Replaying the shuffle shows cell i holds a face of the i-th shuffled die.
            let mut rng = Rng::new(42);
            let mut dice = set.dice();
            rng.shuffle(&mut dice);
            for (tile, die) in a.tiles().iter().zip(&dice) {
                assert!(die.contains(tile), "{set:?}: {tile} is not on {die:?}");
            }
        }
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = Rng::new(1);
        assert!((0..10_000).all(|_| rng.below(6) < 6));
    }
}
