//! [`Ruling`]: the referee's whole answer on one word and one board, for a table that argues
//! over it: which of the lists at hand hold it, what the house list says, whether it is long
//! enough, its path on the board or why there is none (letters missing, a tile needed twice, not
//! joined up), what it is worth and whether it counts. The app's referee sheet and `boggle check`
//! both show this, so they cannot disagree; they only word it.

use boggle_board::{letter_symbol, Board};
use boggle_lexicon::Lexicon;

use crate::game::verdict_of;
use crate::path::{symbol_index, PathFinder};
use crate::{HouseSay, PathSearch, Referee, Verdict, PATH_STEP_LIMIT};

/// Whether one list (a dictionary the caller holds, by its name) has the word.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct ListSay {
    pub name: String,
    pub has: bool,
    /// The dictionary the board is being played with.
    pub in_use: bool,
}

/// A letter the word needs more often than the board's tiles have it.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Shortage {
    pub letter: char,
    pub needs: usize,
    pub has: usize,
}

/// Why no path spells the word, decided from the board alone (the dictionary has no say).
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "kind",
        rename_all = "kebab-case",
        rename_all_fields = "camelCase"
    )
)]
pub enum NotOnBoard {
    /// No tile has these letters (in the word's order, once each).
    Missing { letters: Vec<char> },
    /// A letter is on the board only inside a longer face (`q` only on `Qu`), so no choice of
    /// tiles spells the word.
    InsideFace { letter: char, faces: Vec<String> },
    /// Every letter is there, but too few times: any spelling would use a tile twice. `path`
    /// traces it with a tile used twice, when one can be traced at all.
    TooFew {
        shortages: Vec<Shortage>,
        path: Option<Vec<u8>>,
    },
    /// There are enough of each letter, but the only way to trace the word goes through `cell`
    /// twice (`path`).
    TileTwice { path: Vec<u8>, cell: u8 },
    /// The letters are there, but not next to each other in the word's order.
    NotConnected,
    /// The search stopped at its step budget ([`PATH_STEP_LIMIT`]) without an answer.
    GaveUp,
}

/// The referee's answer; see the module's comment.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct Ruling {
    /// Spelled in its tiles' letters (`oel`).
    pub word: String,
    /// How it is written, where that differs (German `öl`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub shown: Option<String>,
    /// The dictionary in use first, then every other list given in the board's language.
    pub lists: Vec<ListSay>,
    /// What the house list says, when it has a say.
    pub house: Option<HouseSay>,
    /// A word by the dictionary in use and the house list together.
    pub in_dictionary: bool,
    /// Its length by the house rules (a `Qu` tile counts 1 or 2).
    pub letters: usize,
    pub min_len: usize,
    pub long_enough: bool,
    /// The cells that spell it, searched whether or not it is a word.
    pub path: Option<Vec<u8>>,
    pub not_on_board: Option<NotOnBoard>,
    /// Points its length scores under the house rules (0 if too short), counted or not.
    pub worth: u32,
    /// Points it scores: `worth` if it counts, else 0.
    pub score: u32,
    /// Whether it counts, and if not the first reason, as a round judges it.
    pub verdict: Verdict,
}

impl<L: std::borrow::Borrow<Lexicon>> Referee<'_, L> {
    /// The whole answer on `word` on `board`. `in_use` names the referee's dictionary; `others`
    /// are the other lists at hand by name (a player's own list among them): those in the
    /// dictionary's language are asked too, in the order given.
    pub fn rule(
        &self,
        board: &Board,
        word: &str,
        in_use: &str,
        others: &[(&str, &Lexicon)],
    ) -> Ruling {
        let rules = self.rules(board);
        let paths = PathFinder::new(board);
        let mut steps = PATH_STEP_LIMIT;
        let check = self.check_sharing(board, &rules, word, &paths, &mut steps);
        let verdict = verdict_of(&check);
        let lexicon = self.solver.lexicon();
        let lists = std::iter::once((in_use, lexicon, true))
            .chain(others.iter().map(|&(name, l)| (name, l, false)))
            .filter(|(_, l, _)| l.language() == lexicon.language())
            .map(|(name, l, in_use)| ListSay {
                name: name.to_string(),
                has: l.contains(&check.word),
                in_use,
            })
            .collect();
        // A word that is not one was not looked for: the referee looks anyway.
        let (path, not_on_board) = match (check.path, check.searched, check.gave_up) {
            (Some(path), ..) => (Some(path), None),
            (None, _, true) => (None, Some(NotOnBoard::GaveUp)),
            (None, true, false) => (None, Some(why_not(board, &paths, &check.word))),
            (None, false, _) => {
                let mut steps = PATH_STEP_LIMIT;
                match paths.find(&check.word, &mut steps) {
                    PathSearch::Found(path) => (Some(path), None),
                    PathSearch::GaveUp { .. } => (None, Some(NotOnBoard::GaveUp)),
                    PathSearch::NotOnBoard => (None, Some(why_not(board, &paths, &check.word))),
                }
            }
        };
        let letters = match &path {
            Some(path) => path
                .iter()
                .map(|&c| rules.tile_letters(board.tile(usize::from(c))))
                .sum(),
            None => rules.word_letters(&check.word),
        };
        let worth = rules.score(letters);
        Ruling {
            word: check.word,
            shown: check.shown,
            lists,
            house: check.house,
            in_dictionary: check.in_dictionary,
            letters,
            min_len: rules.min_len,
            long_enough: check.long_enough,
            path,
            not_on_board,
            worth,
            score: if verdict == Verdict::Counts { worth } else { 0 },
            verdict,
        }
    }
}

/// Why no path spells `word` (which [`PathFinder::find`] did not find), from the tiles: first
/// the letters no tile has, then a letter only inside a longer face, then letters too few, then a
/// trace that needs a tile twice, else not joined up.
fn why_not(board: &Board, paths: &PathFinder, word: &str) -> NotOnBoard {
    let mut missing: Vec<char> = Vec::new();
    let mut needs = [0usize; 256];
    for c in word.chars() {
        match letter_symbol(c) {
            Some(_) if paths.available[symbol_index(c)] > 0 => needs[symbol_index(c)] += 1,
            _ if missing.contains(&c) => {}
            _ => missing.push(c),
        }
    }
    if !missing.is_empty() {
        return NotOnBoard::Missing { letters: missing };
    }
    if let Some((letter, faces)) = inside_face(board, word) {
        return NotOnBoard::InsideFace { letter, faces };
    }
    let mut shortages: Vec<Shortage> = Vec::new();
    for c in word.chars() {
        let (needs, has) = (needs[symbol_index(c)], paths.available[symbol_index(c)]);
        if needs > has && !shortages.iter().any(|s| s.letter == c) {
            shortages.push(Shortage {
                letter: c,
                needs,
                has,
            });
        }
    }
    let mut steps = PATH_STEP_LIMIT;
    let reused = Reuse {
        paths,
        path: Vec::new(),
        steps: &mut steps,
    }
    .trace(word);
    match reused {
        _ if !shortages.is_empty() => NotOnBoard::TooFew {
            shortages,
            path: reused.ok().flatten(),
        },
        Ok(Some(path)) => {
            let cell = path
                .iter()
                .enumerate()
                .find(|&(i, c)| path[..i].contains(c))
                .map_or(0, |(_, &c)| c);
            NotOnBoard::TileTwice { path, cell }
        }
        Ok(None) => NotOnBoard::NotConnected,
        Err(()) => NotOnBoard::GaveUp,
    }
}

/// The first letter of `word` that no choice of the board's faces reaches, and the faces that
/// hold it (`q`, `["qu"]`), when the faces cannot spell the word whatever their places.
fn inside_face(board: &Board, word: &str) -> Option<(char, Vec<String>)> {
    let mut faces: Vec<&str> = board
        .tiles()
        .iter()
        .map(|t| t.letters())
        .filter(|l| !l.is_empty())
        .collect();
    faces.sort_unstable();
    faces.dedup();
    let bytes = word.as_bytes();
    let mut reach = vec![false; bytes.len() + 1];
    reach[0] = true;
    for at in 0..bytes.len() {
        if reach[at] {
            for face in &faces {
                if bytes[at..].starts_with(face.as_bytes()) {
                    reach[at + face.len()] = true;
                }
            }
        }
    }
    if reach[bytes.len()] {
        return None;
    }
    let stuck = (0..bytes.len()).rev().find(|&at| reach[at])?;
    let letter = word[stuck..].chars().next()?;
    let holding = faces
        .iter()
        .filter(|f| f.contains(letter))
        .map(|f| f.to_string())
        .collect();
    Some((letter, holding))
}

/// A trace of the word that may go through a tile more than once (never twice in a row), within
/// a step budget: what a player who misread the rules would have traced.
struct Reuse<'a> {
    paths: &'a PathFinder,
    path: Vec<u8>,
    steps: &'a mut u64,
}

impl Reuse<'_> {
    /// `Ok(None)` when no such trace exists; `Err` when the budget ran out.
    fn trace(mut self, word: &str) -> Result<Option<Vec<u8>>, ()> {
        for cell in 0..self.paths.cells {
            if self.extend(word.as_bytes(), cell)? {
                return Ok(Some(self.path));
            }
        }
        Ok(None)
    }

    fn extend(&mut self, rest: &[u8], cell: usize) -> Result<bool, ()> {
        *self.steps = self.steps.checked_sub(1).ok_or(())?;
        let letters = self.paths.letters[cell];
        if letters.is_empty() || !rest.starts_with(letters) {
            return Ok(false);
        }
        self.path.push(cell as u8);
        let rest = &rest[letters.len()..];
        if rest.is_empty() {
            return Ok(true);
        }
        let mut next = self.paths.neighbours[cell];
        while next != 0 {
            let n = next.trailing_zeros() as usize;
            next &= next - 1;
            if self.extend(rest, n)? {
                return Ok(true);
            }
        }
        self.path.pop();
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{HouseList, Solver};
    use boggle_board::HouseRules;

    /// The board of issue 34: `alex ande ravi erda`; the dictionary in use holds a few of its
    /// words, a second list others.
    fn rule(board: &str, word: &str, house: Option<&HouseList>) -> Ruling {
        let lexicon = Lexicon::from_words(["read", "dare", "alex", "lend", "qat", "aba", "zoo"]);
        let other = Lexicon::from_words(["read", "xela"]);
        let board = Board::parse(board).unwrap();
        let mut solver = Solver::new(&lexicon);
        let referee = Referee::new(&mut solver, HouseRules::default(), house);
        referee.rule(&board, word, "mine", &[("other", &other)])
    }

    const ALEX: &str = "alex ande ravi erda";

    #[test]
    fn a_word_on_the_board_counts_with_its_path_and_lists() {
        let read = rule(ALEX, "Read", None);
        assert_eq!(read.verdict, Verdict::Counts);
        assert_eq!((read.letters, read.worth, read.score), (4, 1, 1));
        assert!(read.path.is_some() && read.not_on_board.is_none());
        let lists: Vec<_> = read
            .lists
            .iter()
            .map(|l| (l.name.as_str(), l.has, l.in_use))
            .collect();
        assert_eq!(lists, [("mine", true, true), ("other", true, false)]);
        // Not a word here, but on the board: the path is still given, and the other list has it.
        let xela = rule(ALEX, "xela", None);
        assert_eq!(
            (xela.verdict, xela.score, xela.worth),
            (Verdict::NotAWord, 0, 1)
        );
        assert_eq!(xela.path.as_deref(), Some(&[3, 2, 1, 0][..]));
        assert_eq!(
            xela.lists.iter().map(|l| l.has).collect::<Vec<_>>(),
            [false, true]
        );
    }

    #[test]
    fn the_house_list_has_its_say_and_the_path_stays() {
        let (house, _) = HouseList::parse("xela", "read");
        let read = rule(ALEX, "read", Some(&house));
        assert_eq!(
            (read.verdict, read.house, read.score),
            (Verdict::Banned, Some(HouseSay::Banned), 0)
        );
        assert!(
            read.path.is_some(),
            "a banned word is still shown where it lies"
        );
        assert!(
            read.lists[0].has,
            "the dictionary's say is shown beside the house's"
        );
        let xela = rule(ALEX, "xela", Some(&house));
        assert_eq!((xela.verdict, xela.score), (Verdict::Counts, 1));
    }

    #[test]
    fn why_a_word_is_not_on_the_board() {
        let zoo = rule(ALEX, "zoo", None);
        assert_eq!(
            zoo.not_on_board,
            Some(NotOnBoard::Missing {
                letters: vec!['z', 'o']
            })
        );
        assert_eq!(zoo.verdict, Verdict::NotOnBoard);
        // One x on the board, two in the word: traced only by going back to it.
        let xex = rule(ALEX, "xex", None);
        let short = Shortage {
            letter: 'x',
            needs: 2,
            has: 1,
        };
        assert_eq!(
            xex.not_on_board,
            Some(NotOnBoard::TooFew {
                shortages: vec![short],
                path: Some(vec![3, 2, 3])
            })
        );
        // Two a's, but only the first is next to the b.
        let aba = rule("abcd efgh ijkl mnoa", "aba", None);
        assert_eq!(
            aba.not_on_board,
            Some(NotOnBoard::TileTwice {
                path: vec![0, 1, 0],
                cell: 0
            })
        );
        let ap = rule("abcd efgh ijkl mnop", "ap", None);
        assert_eq!(ap.not_on_board, Some(NotOnBoard::NotConnected));
        assert_eq!(
            ap.verdict,
            Verdict::TooShort,
            "too short comes first, as in a round"
        );
        // The board's q is the Qu tile: `qat` has its letters, but no tile spells q alone.
        let qat = rule("qats abcd efgh ijkl", "qat", None);
        assert_eq!(
            qat.not_on_board,
            Some(NotOnBoard::InsideFace {
                letter: 'q',
                faces: vec!["qu".into()]
            })
        );
    }

    #[test]
    fn a_short_word_and_a_hostile_one() {
        let re = rule(ALEX, "re", None);
        assert_eq!(
            (re.letters, re.min_len, re.long_enough, re.worth),
            (2, 3, false, 0)
        );
        assert!(re.path.is_some());
        assert_eq!(re.verdict, Verdict::TooShort);
        // Thirty a's and two b's on a board of a's with one b: every walk of a's is a trace to
        // try, and the referee stops at its budget rather than hang.
        let long = "a".repeat(30) + "bb";
        let start = std::time::Instant::now();
        let board = "aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaab";
        let many = rule(board, &long, None);
        let short = Shortage {
            letter: 'b',
            needs: 2,
            has: 1,
        };
        assert_eq!(
            many.not_on_board,
            Some(NotOnBoard::TooFew {
                shortages: vec![short],
                path: None
            })
        );
        assert!(start.elapsed().as_secs() < 2);
    }
}
