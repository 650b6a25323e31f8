//! A round of a real game judged.
//!
//! After a round at the table each player reads out a list; the official rule crosses off every
//! word that appears on more than one list, and the rest score by length. [`Referee::judge_round`]
//! judges every word (too short, banned by the house, not a word, not on the board, cancelled,
//! listed twice) under the group's rules and house list, totals the scores, names the winners and
//! lists the words nobody found.

use boggle_board::{Board, Localized, Message, Rules};
use boggle_lexicon::Lexicon;
use std::borrow::Borrow;

use crate::path::PathFinder;
use crate::{FoundWord, HouseSay, Referee, Solution, WordCheck, LIST_STEP_LIMIT};

/// The most players one round judges, and the most words one list may hold: far more than any
/// table, and enough to keep a pasted novel from tying up the worker.
pub const MAX_PLAYERS: usize = 16;
pub const MAX_LIST_WORDS: usize = 2_000;

/// The words of a list as a person types or pastes it: one a line, or separated by spaces, commas
/// or semicolons; case ignored; list markers, digits and punctuation around a word dropped (`1. cat,`
/// is `cat`), but not inside it (`don't` stays, and is then not a word). Case is folded for a-z only
/// (the tiles' letters): a word with other letters is never on a board, and Unicode's tables would
/// add a fifth to the solver's wasm.
pub fn list_words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_ascii_whitespace() || c == ',' || c == ';')
        .map(|w| w.trim_matches(|c: char| c.is_ascii_punctuation() || c.is_ascii_digit()))
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect()
}

/// Why a word of a player's list scores or not.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Verdict {
    /// A word on the board, long enough, on no other list: it scores.
    Counts,
    /// Valid, but another player listed it too: crossed off for everyone.
    Cancelled,
    /// Already earlier on the same list: only the first counts.
    Repeated,
    TooShort,
    /// The house list bans it.
    Banned,
    NotAWord,
    NotOnBoard,
    /// In the dictionary, but the search for it on the board gave up (only hostile boards).
    GaveUp,
}

/// A checked word's verdict, its first reason in this order (as a round judges each word of a
/// list, and as the referee answers): too short, banned, not a word, not searched to the end,
/// not on the board.
pub(crate) fn verdict_of(check: &WordCheck) -> Verdict {
    if !check.long_enough {
        Verdict::TooShort
    } else if check.house == Some(HouseSay::Banned) {
        Verdict::Banned
    } else if !check.in_dictionary {
        Verdict::NotAWord
    } else if check.gave_up {
        Verdict::GaveUp
    } else if check.path.is_none() {
        Verdict::NotOnBoard
    } else {
        Verdict::Counts
    }
}

/// One word of a player's list, judged.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct JudgedWord {
    /// Spelled in its tiles' letters (`oel`).
    pub word: String,
    /// How the word is written, where that differs from its tiles' letters (German `öl` for
    /// `oel`; `masse / maße` for two words): the dictionary's `Lexicon::shown`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub shown: Option<String>,
    pub verdict: Verdict,
    /// Points it earns: 0 unless it counts.
    pub score: u32,
    /// Points it is worth on this board (so a cancelled word can say what it would have scored).
    pub worth: u32,
    pub path: Option<Vec<u8>>,
    /// The other players (by index) whose lists hold it, for a cancelled word.
    pub shared_with: Vec<usize>,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct PlayerResult {
    /// In the order listed.
    pub words: Vec<JudgedWord>,
    pub score: u32,
    /// Words that count.
    pub counted: usize,
}

/// A judged round.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct Round {
    pub players: Vec<PlayerResult>,
    /// The players with the highest score (several on a tie); empty while nobody has a point.
    pub winners: Vec<usize>,
    /// The board's words on nobody's list, best first.
    pub missed: Vec<FoundWord>,
    /// The board's word count and maximum score.
    pub word_count: usize,
    pub total_score: u32,
    /// As [`Solution::stopped_after`] and [`Solution::house_stopped_after`]: set when the board's
    /// words (so the words nobody found) may be incomplete.
    pub stopped_after: Option<u64>,
    pub house_stopped_after: Option<u64>,
}

/// Why a round cannot be judged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RoundError {
    TooManyPlayers(usize),
    ListTooLong { player: usize, words: usize },
}

impl std::fmt::Display for RoundError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RoundError::TooManyPlayers(n) => {
                write!(f, "{n} players: a round takes at most {MAX_PLAYERS}")
            }
            RoundError::ListTooLong { player, words } => write!(
                f,
                "player {} listed {words} words: a list takes at most {MAX_LIST_WORDS}",
                player + 1
            ),
        }
    }
}

impl std::error::Error for RoundError {}

impl Localized for RoundError {
    fn message(&self) -> Message {
        match self {
            RoundError::TooManyPlayers(n) => Message::new("round-too-many-players")
                .with("players", *n)
                .with("max", MAX_PLAYERS),
            RoundError::ListTooLong { player, words } => Message::new("round-list-too-long")
                .with("player", player + 1)
                .with("words", *words)
                .with("max", MAX_LIST_WORDS),
        }
    }
}

impl<L: Borrow<Lexicon>> Referee<'_, L> {
    /// Judges each player's list (words as [`list_words`] gives them) on `board`, by the same
    /// words [`Referee::solve`] gives: the house list's allowed words count, its banned words
    /// do not, and the words nobody found are the rest of that solution.
    pub fn judge_round(
        &mut self,
        board: &Board,
        lists: &[Vec<String>],
    ) -> Result<Round, RoundError> {
        check_round_size(lists)?;
        let rules = self.rules(board);
        let solution = self.solve_under(board, &rules);
        let keys = self.spelled(lists);
        let listed = Listed::of(&keys);
        let judged = self.judge_listed(board, &rules, &listed, &solution);
        let players: Vec<PlayerResult> = lists
            .iter()
            .zip(&keys)
            .enumerate()
            .map(|(player, (list, keys))| listed.player_result(player, list, keys, &judged))
            .collect();
        Ok(round_of(solution, players, &listed))
    }

    /// Each word of `lists` as the dictionary spells it (`Été` is `ete` in French), so two
    /// spellings of one word are one word, and as the solution names it.
    fn spelled(&self, lists: &[Vec<String>]) -> Vec<Vec<String>> {
        let language = self.solver.lexicon().language();
        let spell = |w: &String| {
            language
                .spell(w)
                .unwrap_or_else(|| boggle_board::lowercase_str(w))
        };
        lists
            .iter()
            .map(|l| l.iter().map(spell).collect())
            .collect()
    }

    /// Each of `listed`'s distinct words judged once, in their order: those the solution has
    /// count with its path and score; the others are looked for on the board within one shared
    /// budget.
    fn judge_listed(
        &self,
        board: &Board,
        rules: &Rules,
        listed: &Listed,
        solution: &Solution,
    ) -> Vec<JudgedWord> {
        // The listed words the solution has, found by their place in `listed`.
        let mut on_board: Vec<Option<&FoundWord>> = vec![None; listed.distinct.len()];
        for w in &solution.words {
            if let Some(i) = listed.index(&w.word) {
                on_board[i] = Some(w);
            }
        }
        let paths = PathFinder::new(board);
        let mut steps = LIST_STEP_LIMIT;
        listed
            .distinct
            .iter()
            .zip(&on_board)
            .map(|(word, found)| self.judge_word(board, rules, word, *found, (&paths, &mut steps)))
            .collect()
    }

    /// One distinct word (spelled): `found` in the solution, it counts with the solution's path
    /// and score; else the check says why not, its path search (if any) taken from `steps`.
    fn judge_word(
        &self,
        board: &Board,
        rules: &Rules,
        word: &str,
        found: Option<&FoundWord>,
        (paths, steps): (&PathFinder, &mut u64),
    ) -> JudgedWord {
        if let Some(found) = found {
            return JudgedWord {
                word: word.to_string(),
                shown: found.shown.clone(),
                verdict: Verdict::Counts,
                score: found.score,
                worth: found.score,
                path: Some(found.path.to_vec()),
                shared_with: Vec::new(),
            };
        }
        let check = self.check_sharing(board, rules, word, paths, steps);
        let verdict = verdict_of(&check);
        JudgedWord {
            word: word.to_string(),
            shown: check.shown,
            verdict,
            score: check.score,
            // The check scores any dictionary word on the board that is long enough.
            worth: check.score,
            path: check.path,
            shared_with: Vec::new(),
        }
    }
}

/// Refuses a round too large to judge: more than [`MAX_PLAYERS`] lists, or a list longer than
/// [`MAX_LIST_WORDS`].
fn check_round_size(lists: &[Vec<String>]) -> Result<(), RoundError> {
    if lists.len() > MAX_PLAYERS {
        return Err(RoundError::TooManyPlayers(lists.len()));
    }
    if let Some((player, list)) = lists
        .iter()
        .enumerate()
        .find(|(_, l)| l.len() > MAX_LIST_WORDS)
    {
        return Err(RoundError::ListTooLong {
            player,
            words: list.len(),
        });
    }
    Ok(())
}

/// A round's distinct listed words (spelled) and, for each, the players who listed it. Sorted
/// lists rather than hash maps keep the browser's wasm small.
struct Listed<'k> {
    distinct: Vec<&'k str>,
    /// By the word's place in `distinct`: the players (in order, each once) whose lists hold it.
    listed_by: Vec<Vec<usize>>,
}

impl<'k> Listed<'k> {
    /// The distinct words of the spelled lists `keys`, and who listed each.
    fn of(keys: &'k [Vec<String>]) -> Listed<'k> {
        let mut distinct: Vec<&str> = keys.iter().flatten().map(String::as_str).collect();
        distinct.sort_unstable();
        distinct.dedup();
        let mut listed_by: Vec<Vec<usize>> = vec![Vec::new(); distinct.len()];
        for (player, list) in keys.iter().enumerate() {
            for i in list
                .iter()
                .filter_map(|w| distinct.binary_search(&w.as_str()).ok())
            {
                if listed_by[i].last() != Some(&player) {
                    listed_by[i].push(player);
                }
            }
        }
        Listed {
            distinct,
            listed_by,
        }
    }

    /// `word`'s place among the distinct words, if listed.
    fn index(&self, word: &str) -> Option<usize> {
        self.distinct.binary_search(&word).ok()
    }

    /// `player`'s list (as typed, and spelled as `keys`) scored from the distinct words'
    /// verdicts `judged`: a word again on the same list is repeated, a word that counts and is
    /// on another player's list is cancelled.
    fn player_result(
        &self,
        player: usize,
        list: &[String],
        keys: &[String],
        judged: &[JudgedWord],
    ) -> PlayerResult {
        let mut result = PlayerResult::default();
        let mut seen = vec![false; self.distinct.len()];
        for (typed, key) in list.iter().zip(keys) {
            let Some(i) = self.index(key) else { continue };
            let mut verdict = judged[i].clone();
            verdict.word.clone_from(typed);
            if seen[i] {
                verdict.verdict = Verdict::Repeated;
                verdict.score = 0;
            } else if verdict.verdict == Verdict::Counts {
                let others: Vec<usize> = self.listed_by[i]
                    .iter()
                    .copied()
                    .filter(|&p| p != player)
                    .collect();
                if !others.is_empty() {
                    verdict.verdict = Verdict::Cancelled;
                    verdict.score = 0;
                    verdict.shared_with = others;
                }
            }
            seen[i] = true;
            result.score += verdict.score;
            result.counted += usize::from(verdict.verdict == Verdict::Counts);
            result.words.push(verdict);
        }
        result
    }
}

/// The round of `players`' results on the board whose words are `solution`: the winners (the
/// highest score, none while nobody has a point) and the board's words nobody `listed`.
fn round_of(solution: Solution, players: Vec<PlayerResult>, listed: &Listed) -> Round {
    let best = players.iter().map(|p| p.score).max().unwrap_or(0);
    let winners = if best == 0 {
        Vec::new()
    } else {
        (0..players.len())
            .filter(|&p| players[p].score == best)
            .collect()
    };
    let Solution {
        words,
        total_score,
        stopped_after,
        house_stopped_after,
    } = solution;
    let word_count = words.len();
    let missed = words
        .into_iter()
        .filter(|w| listed.index(&w.word).is_none())
        .collect();
    Round {
        players,
        winners,
        missed,
        word_count,
        total_score,
        stopped_after,
        house_stopped_after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{HouseList, Solver};
    use boggle_board::HouseRules;

    fn lists(texts: &[&str]) -> Vec<Vec<String>> {
        texts.iter().map(|t| list_words(t)).collect()
    }

    /// The board with some of its words (and `zzz`, `lean`, not on it); 4x4: 3 letters or more.
    fn alex() -> (Lexicon, Board) {
        let lexicon = Lexicon::from_words([
            "alex", "lend", "and", "ran", "rave", "read", "dare", "vexed", "readied", "lex", "zzz",
            "ax", "lean",
        ]);
        let board = Board::parse("alex ande ravi erda").unwrap();
        (lexicon, board)
    }

    #[test]
    fn lists_split_on_lines_spaces_commas_and_drop_markers() {
        assert_eq!(
            list_words("1. Cat,dog;  EMU\n- owl.\r\n\n don't 42 (Éclair)"),
            ["cat", "dog", "emu", "owl", "don't", "Éclair"]
        );
        assert!(list_words(" ,; \n").is_empty());
    }

    #[test]
    fn every_word_judged_with_its_reason_and_shared_words_cancelled() {
        let (lexicon, board) = alex();
        let mut solver = Solver::new(&lexicon);
        let mut referee = Referee::new(&mut solver, HouseRules::default(), None);
        let round = referee
            .judge_round(
                &board,
                &lists(&[
                    "vexed, and, rave, qqq, ax",
                    "and lend zzz",
                    "vexed readied readied",
                ]),
            )
            .unwrap();
        let verdicts = |p: usize| -> Vec<(String, Verdict, u32)> {
            round.players[p]
                .words
                .iter()
                .map(|w| (w.word.clone(), w.verdict, w.score))
                .collect()
        };
        use Verdict::*;
        assert_eq!(
            verdicts(0),
            [
                ("vexed".into(), Cancelled, 0),
                ("and".into(), Cancelled, 0),
                ("rave".into(), Counts, 1),
                ("qqq".into(), NotAWord, 0),
                ("ax".into(), TooShort, 0),
            ]
        );
        assert_eq!(
            verdicts(1),
            [
                ("and".into(), Cancelled, 0),
                ("lend".into(), Counts, 1),
                ("zzz".into(), NotOnBoard, 0),
            ]
        );
        assert_eq!(
            verdicts(2),
            [
                ("vexed".into(), Cancelled, 0),
                ("readied".into(), Counts, 5),
                ("readied".into(), Repeated, 0),
            ]
        );
        assert_eq!(round.players[0].words[0].shared_with, [2]);
        assert_eq!(round.players[0].words[0].worth, 2);
        assert_eq!(round.players[1].words[0].shared_with, [0]);
        assert!(round.players[0].words[2].path.is_some());
        let scores: Vec<u32> = round.players.iter().map(|p| p.score).collect();
        assert_eq!(scores, [1, 1, 5]);
        assert_eq!(round.winners, [2]);
        // Nobody listed these; the listed ones (even cancelled) are not "missed".
        let missed: Vec<&str> = round.missed.iter().map(|w| w.word.as_str()).collect();
        assert_eq!(missed, ["alex", "dare", "lex", "ran", "read"]);
        assert_eq!(round.word_count, 10);
    }

    #[test]
    fn a_round_is_judged_by_the_house_list_like_every_other_answer() {
        // Issue 34 A: `xela` allowed and `dare` banned once judged "not a word" and "+1".
        let (lexicon, board) = alex();
        let (house, _) = HouseList::parse("xela", "Dare");
        let mut solver = Solver::new(&lexicon);
        let mut referee = Referee::new(&mut solver, HouseRules::default(), Some(&house));
        let round = referee
            .judge_round(&board, &lists(&["Xela lend", "dare rave"]))
            .unwrap();
        let verdicts = |p: usize| -> Vec<(String, Verdict, u32)> {
            round.players[p]
                .words
                .iter()
                .map(|w| (w.word.clone(), w.verdict, w.score))
                .collect()
        };
        use Verdict::*;
        assert_eq!(
            verdicts(0),
            [("xela".into(), Counts, 1), ("lend".into(), Counts, 1)]
        );
        assert_eq!(
            verdicts(1),
            [("dare".into(), Banned, 0), ("rave".into(), Counts, 1)]
        );
        assert_eq!(
            round.players[0].words[0].path.as_deref(),
            Some(&[3, 2, 1, 0][..])
        );
        assert_eq!(round.winners, [0]);
        // The board's words are the house's: xela in, dare out, and the same as a solve.
        let solution = referee.solve(&board);
        assert_eq!(
            (round.word_count, round.total_score),
            (solution.words.len(), solution.total_score)
        );
        let missed: Vec<&str> = round.missed.iter().map(|w| w.word.as_str()).collect();
        assert!(
            !missed.contains(&"dare") && missed.contains(&"alex"),
            "{missed:?}"
        );
        let nobody = referee.judge_round(&board, &lists(&["lend"])).unwrap();
        let missed: Vec<&str> = nobody.missed.iter().map(|w| w.word.as_str()).collect();
        assert!(
            missed.contains(&"xela") && !missed.contains(&"dare"),
            "{missed:?}"
        );
        // Two spellings of one word are one word: a French list cancels `Été` against `ete`.
        let french = Lexicon::from_words_in(boggle_board::Language::French, ["ete"]);
        let board = Board::parse_in("etec oqab cdfg hijk", boggle_board::Language::French).unwrap();
        let mut solver = Solver::new(&french);
        let mut referee = Referee::new(&mut solver, HouseRules::default(), None);
        let round = referee
            .judge_round(&board, &[vec!["Été".into()], vec!["ete".into()]])
            .unwrap();
        assert_eq!(round.players[0].words[0].verdict, Cancelled);
        assert_eq!(round.players[0].words[0].word, "Été");
        assert!(round.missed.is_empty());
    }

    #[test]
    fn hostile_listed_words_share_one_step_budget() {
        // Every `a…ba…` allowed, and listed, on an 8x8 of a's ending in b (issue 34 N): the house
        // list's searches and the round's share budgets, and a word past them "gave up".
        let words: Vec<String> = (0..64)
            .flat_map(|i| (0..64 - i).map(move |j| format!("{}b{}", "a".repeat(i), "a".repeat(j))))
            .filter(|w| w.len() >= 4)
            .collect();
        let (house, _) = HouseList::parse(&words.join(" "), "");
        let board = Board::parse(&format!("{}b", "a".repeat(63))).unwrap();
        let lexicon = Lexicon::from_words(["zzz"]);
        let mut solver = Solver::new(&lexicon);
        let mut referee = Referee::new(&mut solver, HouseRules::default(), Some(&house));
        let start = std::time::Instant::now();
        let round = referee
            .judge_round(&board, &[words[..2_000].to_vec()])
            .unwrap();
        assert!(round.house_stopped_after.is_some());
        let verdicts: Vec<Verdict> = round.players[0].words.iter().map(|w| w.verdict).collect();
        assert!(verdicts.contains(&Verdict::Counts) && verdicts.contains(&Verdict::GaveUp));
        assert!(verdicts
            .iter()
            .all(|v| [Verdict::Counts, Verdict::GaveUp, Verdict::NotOnBoard].contains(v)));
        assert!(start.elapsed().as_secs() < 30, "{:?}", start.elapsed());
    }

    #[test]
    fn ties_share_the_win_and_nobody_wins_without_points() {
        let (lexicon, board) = alex();
        let mut solver = Solver::new(&lexicon);
        let mut referee = Referee::new(&mut solver, HouseRules::default(), None);
        let tie = referee
            .judge_round(&board, &lists(&["rave", "lend", "zzz"]))
            .unwrap();
        assert_eq!(tie.winners, [0, 1]);
        let none = referee.judge_round(&board, &lists(&["", "zzz"])).unwrap();
        assert!(none.winners.is_empty());
        let empty = referee.judge_round(&board, &[]).unwrap();
        assert!(empty.players.is_empty() && empty.missed.len() == 10);
    }

    #[test]
    fn oversized_rounds_are_refused_with_a_reason() {
        let (lexicon, board) = alex();
        let mut solver = Solver::new(&lexicon);
        let mut referee = Referee::new(&mut solver, HouseRules::default(), None);
        let many = vec![Vec::new(); MAX_PLAYERS + 1];
        let err = referee.judge_round(&board, &many).unwrap_err();
        assert_eq!(err, RoundError::TooManyPlayers(MAX_PLAYERS + 1));
        let long = vec![vec!["a".to_string(); MAX_LIST_WORDS + 1]];
        let err = referee.judge_round(&board, &long).unwrap_err();
        assert!(err.to_string().contains("player 1 listed 2001 words"));
    }
}
