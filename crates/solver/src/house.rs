//! A group's house list: words it allows beyond the dictionary and words it bans from it,
//! applied on top of any dictionary's solution and to any player's word.
//!
//! Allowed words are few (a group's list, at most [`HOUSE_LIST_LIMIT`]), so each is looked for
//! on the board by [`find_path`] rather than built into a trie: no trie builder in the browser's
//! wasm for it, and a letter count rules most words out at once.

use std::collections::HashSet;

use boggle_board::{Board, Language, Rules};
use boggle_lexicon::{encode_in, Rejected, MAX_TILES};

use crate::{find_path, FoundWord, Solution};

/// The most words a house list may hold (allowed and banned together): far beyond any group's
/// list, and it keeps a pasted novel from costing seconds.
pub const HOUSE_LIST_LIMIT: usize = 20_000;

/// Allowed words (each looked for on the board beside the dictionary's solve) and banned words,
/// spelled by one language's rule (the dictionary's: `Été` is `ete` in French).
pub struct HouseList {
    language: Language,
    allowed: HashSet<String>,
    banned: HashSet<String>,
}

/// `word` spelled by the language's rule, or why its boards could never spell it (the reasons the
/// dictionary builder gives).
fn spelled(language: Language, word: &str) -> Result<String, Rejected> {
    if word.len() > 4 * MAX_TILES {
        return Err(Rejected::TooLong);
    }
    let spelled = language.spell(word).ok_or(Rejected::NotLetters)?;
    if spelled.chars().count() > 2 * MAX_TILES {
        return Err(Rejected::TooLong);
    }
    match encode_in(language, &spelled) {
        Some(_) => Ok(spelled),
        None => Err(Rejected::QWithoutU),
    }
}

/// What reading a house list kept and left out.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct HouseListReport {
    pub allowed: usize,
    pub banned: usize,
    /// Lines no board can spell, each with why (at most 10 shown).
    pub left_out: Vec<String>,
    pub left_out_count: usize,
}

impl HouseList {
    /// Reads the two lists of English words; see [`HouseList::parse_in`].
    pub fn parse(allowed: &str, banned: &str) -> (HouseList, HouseListReport) {
        HouseList::parse_in(Language::English, allowed, banned)
    }

    /// Reads the two lists, a word a line (or separated by spaces or commas), spelling each by
    /// the language's rule; case, blank lines and repeats ignored. A word both allowed and banned
    /// is banned.
    pub fn parse_in(
        language: Language,
        allowed: &str,
        banned: &str,
    ) -> (HouseList, HouseListReport) {
        let mut report = HouseListReport::default();
        let mut budget = HOUSE_LIST_LIMIT;
        let note = |word: &str, why: Rejected, report: &mut HouseListReport| {
            report.left_out_count += 1;
            if report.left_out.len() < 10 {
                report
                    .left_out
                    .push(format!("{}: {why}", boggle_board::excerpt(word)));
            }
        };
        let mut allowed_words = HashSet::new();
        for word in words(allowed) {
            if budget == 0 {
                note(word, Rejected::ListTooLarge, &mut report);
                continue;
            }
            budget -= 1;
            match spelled(language, word) {
                Err(why) => note(word, why, &mut report),
                Ok(spelled) => {
                    allowed_words.insert(spelled);
                }
            }
        }
        let mut banned_words = HashSet::new();
        for word in words(banned) {
            if budget == 0 {
                note(word, Rejected::ListTooLarge, &mut report);
                continue;
            }
            budget -= 1;
            banned_words.insert(
                language
                    .spell(word)
                    .unwrap_or_else(|| boggle_board::lowercase_str(word)),
            );
        }
        report.banned = banned_words.len();
        report.allowed = allowed_words.len();
        let list = HouseList {
            language,
            allowed: allowed_words,
            banned: banned_words,
        };
        (list, report)
    }

    /// The language its words are spelled in.
    pub fn language(&self) -> Language {
        self.language
    }

    pub fn is_empty(&self) -> bool {
        self.banned.is_empty() && self.allowed.is_empty()
    }

    /// Whether the house has a say on `word`: `Some(false)` banned, `Some(true)` allowed,
    /// `None` the dictionary decides.
    pub fn judges(&self, word: &str) -> Option<bool> {
        let word = word.trim();
        let word = self
            .language
            .spell(word)
            .unwrap_or_else(|| boggle_board::lowercase_str(word));
        if self.banned.contains(&word) {
            Some(false)
        } else if self.allowed.contains(&word) {
            Some(true)
        } else {
            None
        }
    }

    /// The dictionary's solution with the banned words taken out and the allowed words on the
    /// board put in, sorted as [`crate::Solver::solve`] sorts.
    pub fn apply(&self, solution: Solution, board: &Board, rules: &Rules) -> Solution {
        if self.is_empty() {
            return solution;
        }
        let mut words: Vec<FoundWord> = solution
            .words
            .into_iter()
            .filter(|w| !self.banned.contains(&w.word))
            .collect();
        for word in &self.allowed {
            let letters = rules.word_letters(word);
            if letters < rules.min_len
                || self.banned.contains(word)
                || words.iter().any(|w| w.word == *word)
            {
                continue;
            }
            if let Some(path) = find_path(board, word).into_path() {
                let letters = path
                    .iter()
                    .map(|&c| rules.tile_letters(board.tile(usize::from(c))))
                    .sum();
                if letters < rules.min_len {
                    continue;
                }
                words.push(FoundWord {
                    word: word.clone(),
                    score: rules.score(letters),
                    path,
                });
            }
        }
        crate::sort_by_score(&mut words);
        Solution {
            total_score: words.iter().map(|w| w.score).sum(),
            words,
            stopped_after: solution.stopped_after,
        }
    }
}

fn words(list: &str) -> impl Iterator<Item = &str> {
    list.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;
    use boggle_lexicon::Lexicon;

    #[test]
    fn allowed_words_join_and_banned_words_leave() {
        let dictionary = Lexicon::from_words(["ale", "alex", "land", "lend"]);
        let board = Board::parse("alex ande ravi erda").unwrap();
        let rules = Rules::official(4, 4);
        let solution = Solver::new(&dictionary).solve(&board, &rules);
        let before: Vec<&str> = solution.words.iter().map(|w| w.word.as_str()).collect();
        assert_eq!(before, ["ale", "alex", "land", "lend"]);
        let (house, report) = HouseList::parse("Dread\nraved, zzz\nqi\nx-ray\n\n", "LAND alex");
        assert_eq!(
            (report.allowed, report.banned, report.left_out_count),
            (3, 2, 2)
        );
        assert_eq!(
            report.left_out,
            [
                "qi: with a q not followed by u",
                "x-ray: with characters no tile spells"
            ]
        );
        let after = house.apply(solution, &board, &rules);
        let words: Vec<&str> = after.words.iter().map(|w| w.word.as_str()).collect();
        assert_eq!(words, ["dread", "raved", "ale", "lend"]);
        assert_eq!(after.total_score, 2 + 2 + 1 + 1);
        assert_eq!(house.judges("Land"), Some(false));
        assert_eq!(house.judges("zzz"), Some(true));
        assert_eq!(house.judges("ale"), None);
    }

    #[test]
    fn a_house_list_spells_words_by_its_language() {
        let (house, report) = HouseList::parse_in(Language::French, "Été coq", "CŒUR");
        assert_eq!(
            (report.allowed, report.banned, report.left_out_count),
            (2, 1, 0)
        );
        assert_eq!(house.judges("ete"), Some(true));
        assert_eq!(house.judges("coeur"), Some(false));
        let board = Board::parse_in("etec oqab cdfg hijk", Language::French).unwrap();
        let rules = Rules::official(4, 4);
        let lexicon = Lexicon::from_words_in(Language::French, ["zut"]);
        let after = house.apply(Solver::new(&lexicon).solve(&board, &rules), &board, &rules);
        let words: Vec<&str> = after.words.iter().map(|w| w.word.as_str()).collect();
        assert_eq!(words, ["coq", "ete"]);
        let (_, english) = HouseList::parse("été", "");
        assert_eq!(english.left_out, ["été: with characters no tile spells"]);
    }

    #[test]
    fn banned_wins_and_a_huge_list_is_cut() {
        let (house, _) = HouseList::parse("cat", "cat");
        assert_eq!(house.judges("cat"), Some(false));
        let many = "word ".repeat(HOUSE_LIST_LIMIT + 5);
        let (_, report) = HouseList::parse(&many, "");
        assert_eq!(report.left_out_count, 5);
        let (empty, _) = HouseList::parse(" \n", "");
        assert!(empty.is_empty());
    }
}
