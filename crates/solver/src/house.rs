//! A group's house list: words it allows beyond the dictionary and words it bans from it,
//! applied on top of any dictionary's solution and to any player's word (by [`crate::Referee`],
//! the one place that applies it).
//!
//! Allowed words are few (a group's list, at most [`HOUSE_LIST_LIMIT`]), so each is looked for
//! on the board by the path search ([`crate::find_path`]) rather than built into a trie: no trie builder in the
//! browser's wasm for it, and a letter count rules most words out at once. The searches share one
//! budget ([`LIST_STEP_LIMIT`]), so a list of hostile words costs one budget, not one per word.

use std::collections::HashSet;

use boggle_board::{Board, Language, Rules};
use boggle_lexicon::{encode_in, Rejected, MAX_TILES};

use crate::path::PathFinder;
use crate::{FoundWord, PathSearch, Solution, LIST_STEP_LIMIT};

/// The most words a house list may hold (allowed and banned together): far beyond any group's
/// list, and it keeps a pasted novel from costing seconds.
pub const HOUSE_LIST_LIMIT: usize = 20_000;

/// The left-out lines a report shows (the count says how many in all).
const LEFT_OUT_SHOWN: usize = 10;

/// Allowed words (each looked for on the board beside the dictionary's solve) and banned words,
/// spelled by one language's rule (the dictionary's: `Été` is `ete` in French).
pub struct HouseList {
    language: Language,
    allowed: HashSet<String>,
    /// The allowed words shortest first (in the list's order within a length): the order they
    /// are looked for on a board, so the short words a group really adds are found before any
    /// long word can use up the budget, and the same list always gives the same words.
    search_order: Vec<String>,
    banned: HashSet<String>,
}

/// What the house list says of a word, when it has a say.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum HouseSay {
    Allowed,
    Banned,
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

/// `words` shortest first, in their order within a length: buckets rather than a sort, whose
/// code would add kilobytes to the browser's wasm.
fn shortest_first(words: Vec<String>) -> Vec<String> {
    let mut by_length: Vec<Vec<String>> = Vec::new();
    for word in words {
        if by_length.len() <= word.len() {
            by_length.resize_with(word.len() + 1, Vec::new);
        }
        by_length[word.len()].push(word);
    }
    by_length.into_iter().flatten().collect()
}

/// What reading a house list kept and left out.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct HouseListReport {
    pub allowed: usize,
    pub banned: usize,
    /// Why lines were left out, at most 10: first the words past [`HOUSE_LIST_LIMIT`] as one
    /// line, then each line no board can spell.
    pub left_out: Vec<String>,
    pub left_out_count: usize,
    /// Words not read because the list holds more than [`HOUSE_LIST_LIMIT`].
    pub past_limit: usize,
}

impl HouseListReport {
    fn note(&mut self, word: &str, why: Rejected) {
        self.left_out_count += 1;
        if self.left_out.len() < LEFT_OUT_SHOWN {
            self.left_out
                .push(format!("{}: {why}", boggle_board::excerpt(word)));
        }
    }
}

impl HouseList {
    /// Reads the two lists of English words; see [`HouseList::parse_in`].
    pub fn parse(allowed: &str, banned: &str) -> (HouseList, HouseListReport) {
        HouseList::parse_in(Language::English, allowed, banned)
    }

    /// Reads the two lists, a word a line (or separated by spaces or commas), spelling each by
    /// the language's rule; case, blank lines and repeats ignored. A word both allowed and banned
    /// is banned. Past [`HOUSE_LIST_LIMIT`] words in all, the rest are not read (the report says
    /// how many).
    pub fn parse_in(
        language: Language,
        allowed: &str,
        banned: &str,
    ) -> (HouseList, HouseListReport) {
        let mut report = HouseListReport::default();
        let mut room = HOUSE_LIST_LIMIT;
        let mut allowed_words = HashSet::new();
        let mut search_order = Vec::new();
        for word in words(allowed) {
            if room == 0 {
                report.past_limit += 1;
                continue;
            }
            room -= 1;
            match spelled(language, word) {
                Err(why) => report.note(word, why),
                Ok(spelled) => {
                    if allowed_words.insert(spelled.clone()) {
                        search_order.push(spelled);
                    }
                }
            }
        }
        let mut banned_words = HashSet::new();
        for word in words(banned) {
            if room == 0 {
                report.past_limit += 1;
                continue;
            }
            room -= 1;
            banned_words.insert(
                language
                    .spell(word)
                    .unwrap_or_else(|| boggle_board::lowercase_str(word)),
            );
        }
        if report.past_limit > 0 {
            report.left_out_count += report.past_limit;
            report.left_out.truncate(LEFT_OUT_SHOWN - 1);
            report.left_out.insert(
                0,
                format!(
                    "{} past the limit: a house list holds at most {} words",
                    match report.past_limit {
                        1 => "1 word".to_string(),
                        n => format!("{} words", boggle_board::thousands(n as u64)),
                    },
                    boggle_board::thousands(HOUSE_LIST_LIMIT as u64)
                ),
            );
        }
        report.banned = banned_words.len();
        report.allowed = allowed_words.len();
        let list = HouseList {
            language,
            allowed: allowed_words,
            search_order: shortest_first(search_order),
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

    /// Whether the house has a say on `word`: banned, allowed, or `None`: the dictionary decides.
    pub fn judges(&self, word: &str) -> Option<HouseSay> {
        let word = word.trim();
        let word = self
            .language
            .spell(word)
            .unwrap_or_else(|| boggle_board::lowercase_str(word));
        if self.banned.contains(&word) {
            Some(HouseSay::Banned)
        } else if self.allowed.contains(&word) {
            Some(HouseSay::Allowed)
        } else {
            None
        }
    }

    /// The dictionary's solution with the banned words taken out and the allowed words on the
    /// board put in, sorted as [`crate::Solver::solve`] sorts. The allowed words are looked for
    /// within [`LIST_STEP_LIMIT`] steps in all (each within [`crate::PATH_STEP_LIMIT`]); past it, or when
    /// one word's search gives up, [`Solution::house_stopped_after`] says so.
    pub(crate) fn apply(&self, solution: Solution, board: &Board, rules: &Rules) -> Solution {
        if self.is_empty() {
            return solution;
        }
        let mut words: Vec<FoundWord> = solution
            .words
            .into_iter()
            .filter(|w| !self.banned.contains(w.word.as_str()))
            .collect();
        let from_dictionary: HashSet<&str> = words.iter().map(|w| w.word.as_str()).collect();
        let mut allowed = Vec::new();
        let paths = PathFinder::new(board);
        let mut left = LIST_STEP_LIMIT;
        let mut gave_up = false;
        for word in &self.search_order {
            if rules.word_letters(word) < rules.min_len
                || self.banned.contains(word)
                || from_dictionary.contains(word.as_str())
            {
                continue;
            }
            if left == 0 {
                gave_up = true;
                break;
            }
            let path = match paths.find_in_list(word, &mut left) {
                PathSearch::Found(path) => path,
                PathSearch::NotOnBoard => continue,
                PathSearch::GaveUp { .. } => {
                    gave_up = true;
                    continue;
                }
            };
            let letters = path
                .iter()
                .map(|&c| rules.tile_letters(board.tile(usize::from(c))))
                .sum();
            if letters < rules.min_len {
                continue;
            }
            allowed.push(FoundWord {
                word: word.into(),
                // The house list keeps words as their tiles spell them.
                shown: None,
                score: rules.score(letters),
                path: path.into(),
            });
        }
        words.extend(allowed);
        crate::sort_by_score(&mut words);
        Solution {
            total_score: words.iter().map(|w| w.score).sum(),
            words,
            stopped_after: solution.stopped_after,
            house_stopped_after: gave_up.then_some(LIST_STEP_LIMIT - left),
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
        assert_eq!(house.judges("Land"), Some(HouseSay::Banned));
        assert_eq!(house.judges("zzz"), Some(HouseSay::Allowed));
        assert_eq!(house.judges("ale"), None);
    }

    #[test]
    fn a_house_list_spells_words_by_its_language() {
        let (house, report) = HouseList::parse_in(Language::French, "Été coq", "CŒUR");
        assert_eq!(
            (report.allowed, report.banned, report.left_out_count),
            (2, 1, 0)
        );
        assert_eq!(house.judges("ete"), Some(HouseSay::Allowed));
        assert_eq!(house.judges("coeur"), Some(HouseSay::Banned));
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
        assert_eq!(house.judges("cat"), Some(HouseSay::Banned));
        let (empty, _) = HouseList::parse(" \n", "");
        assert!(empty.is_empty());
    }

    /// `n` as a word of the letters but q (a q needs a u): a, b, …, z, ba, bb, …
    fn nth_word(mut n: usize) -> String {
        const LETTERS: &[u8] = b"abcdefghijklmnoprstuvwxyz";
        let mut word = Vec::new();
        loop {
            word.push(LETTERS[n % LETTERS.len()]);
            n /= LETTERS.len();
            if n == 0 {
                break;
            }
        }
        word.reverse();
        String::from_utf8(word).unwrap()
    }

    #[test]
    fn a_list_past_the_word_limit_says_which_limit() {
        // Issue 34 G: 55,000 words once said "past 4 GiB of letters".
        let many: Vec<String> = (0..55_000).map(nth_word).collect();
        let (house, report) = HouseList::parse(&many.join("\n"), "banned");
        assert_eq!((report.allowed, report.banned), (HOUSE_LIST_LIMIT, 0));
        assert_eq!((report.past_limit, report.left_out_count), (35_001, 35_001));
        assert_eq!(
            report.left_out,
            ["35,001 words past the limit: a house list holds at most 20,000 words"]
        );
        assert_eq!(house.judges(&nth_word(19_999)), Some(HouseSay::Allowed));
        assert_eq!(house.judges(&nth_word(20_000)), None);
        // One word over, beside a word no board spells.
        let (_, report) = HouseList::parse(&format!("qi {}", "cat ".repeat(20_000)), "");
        assert_eq!(report.left_out_count, 2);
        assert_eq!(
            report.left_out,
            [
                "1 word past the limit: a house list holds at most 20,000 words",
                "qi: with a q not followed by u"
            ]
        );
    }

    /// Issue 34 N: every `a…ba…` of up to 64 letters (2,080 words) allowed on an 8x8 of a's whose
    /// last tile is b. Each has the letters, and astronomically many walks: looked for one by one
    /// within the path search's own budget, they took 7.4 s a solve.
    #[test]
    fn the_allowed_words_share_one_step_budget() {
        let allowed: Vec<String> = (0..64)
            .flat_map(|i| (0..64 - i).map(move |j| format!("{}b{}", "a".repeat(i), "a".repeat(j))))
            .collect();
        let (house, report) = HouseList::parse(&allowed.join(" "), "");
        assert_eq!(report.allowed, 2_080);
        let board = Board::parse(&format!("{}b", "a".repeat(63))).unwrap();
        let rules = Rules::official(8, 8);
        let lexicon = Lexicon::from_words(["zzz"]);
        let start = std::time::Instant::now();
        let after = house.apply(Solver::new(&lexicon).solve(&board, &rules), &board, &rules);
        let steps = after
            .house_stopped_after
            .expect("the budget runs out, and says so");
        assert!(steps <= LIST_STEP_LIMIT, "{steps} steps");
        // Shortest first (of 4 letters or more on 8x8): the short words are found before the long ones use the budget up.
        let found: HashSet<&str> = after.words.iter().map(|w| w.word.as_str()).collect();
        for word in ["aaab", "abaa", "baaa", "aaaab", "baaaaaaa"] {
            assert!(found.contains(word), "{word}");
        }
        // Generous for a debug build on a loaded machine; it was minutes before.
        assert!(start.elapsed().as_secs() < 20, "{:?}", start.elapsed());
        // An ordinary list on the same board finishes and says nothing.
        let (few, _) = HouseList::parse("aaab baaa baab", "");
        let after = few.apply(Solver::new(&lexicon).solve(&board, &rules), &board, &rules);
        assert_eq!(after.house_stopped_after, None);
        assert_eq!(after.words.len(), 2);
    }
}
