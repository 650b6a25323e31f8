//! [`Referee`]: the one place a group's rules are applied. A solver and its dictionary, the house
//! rules (scoring, minimum length, what `Qu` counts for) and the house list together decide every
//! answer a player sees: the words on a board, a checked word, a judged round with the words nobody
//! found, and the hints. Each of those goes through here, so none can judge by other rules than the
//! rest (issue 34: a round once scored with the plain dictionary while the word list obeyed the
//! house list).

use std::borrow::Borrow;

use boggle_board::{Board, HouseRules, Rules};
use boggle_lexicon::Lexicon;

use crate::path::PathFinder;
use crate::{Hints, HouseList, Solution, Solver, Summary, WordCheck, PATH_STEP_LIMIT};

/// A solver under a group's house rules and house list, for one call or many.
pub struct Referee<'a, L: Borrow<Lexicon>> {
    pub(crate) solver: &'a mut Solver<L>,
    house_rules: HouseRules,
    pub(crate) list: Option<&'a HouseList>,
}

impl<'a, L: Borrow<Lexicon>> Referee<'a, L> {
    /// `house_rules.min_len`, when set, is the minimum length in force (a call's choice, else
    /// the group's); `list` is the house list, if the group has one. The list should be spelled
    /// in the solver's language ([`HouseList::parse_in`]).
    pub fn new(
        solver: &'a mut Solver<L>,
        house_rules: HouseRules,
        list: Option<&'a HouseList>,
    ) -> Referee<'a, L> {
        Referee {
            solver,
            house_rules,
            list: list.filter(|l| !l.is_empty()),
        }
    }

    /// The rules in force on this board (they depend on its size).
    pub fn rules(&self, board: &Board) -> Rules {
        Rules::house(board.rows(), board.cols(), &self.house_rules)
    }

    /// Every word on the board: the dictionary's, less the banned words, with the allowed words
    /// found on the board; sorted by score (highest first), then alphabetically.
    pub fn solve(&mut self, board: &Board) -> Solution {
        let rules = self.rules(board);
        self.solve_under(board, &rules)
    }

    pub(crate) fn solve_under(&mut self, board: &Board, rules: &Rules) -> Solution {
        let solution = self.solver.solve(board, rules);
        match self.list {
            Some(list) => list.apply(solution, board, rules),
            None => solution,
        }
    }

    /// The word count and total score of [`Referee::solve`]; without a house list, the solver's
    /// fast count (no strings built).
    pub fn summary(&mut self, board: &Board) -> Summary {
        let rules = self.rules(board);
        if self.list.is_none() {
            return self.solver.summary(board, &rules);
        }
        // The house list changes which words count: only a whole solve knows.
        let solution = self.solve_under(board, &rules);
        Summary {
            word_count: solution.words.len() as u32,
            total_score: solution.total_score,
            stopped_after: solution.stopped_after,
            house_stopped_after: solution.house_stopped_after,
        }
    }

    /// A player's word: banned or allowed by the house list, else in the dictionary or not; long
    /// enough; and, only if it is a word, where it lies on the board ([`Solver::check`]).
    pub fn check(&self, board: &Board, word: &str) -> WordCheck {
        let mut steps = PATH_STEP_LIMIT;
        let paths = PathFinder::new(board);
        self.check_sharing(board, &self.rules(board), word, &paths, &mut steps)
    }

    pub(crate) fn check_sharing(
        &self,
        board: &Board,
        rules: &Rules,
        word: &str,
        paths: &PathFinder,
        steps: &mut u64,
    ) -> WordCheck {
        self.solver
            .check_sharing(board, rules, word, self.list, paths, steps)
    }

    /// The breakdown of [`Referee::solve`]'s words: by length, and through each tile.
    pub fn hints(&mut self, board: &Board) -> Hints {
        let solution = self.solve(board);
        Hints::new(board, &solution.words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::HouseSay;

    /// The board of issue 34 with a dictionary of some of its words; the house allows `xela`
    /// (the top row backwards) and bans `dare`.
    fn alex() -> (Lexicon, Board, HouseList) {
        let lexicon = Lexicon::from_words([
            "alex", "lend", "and", "ran", "rave", "read", "dare", "vexed", "readied", "lex",
        ]);
        let board = Board::parse("alex ande ravi erda").unwrap();
        let (house, _) = HouseList::parse("xela\nzzzz", "DARE");
        (lexicon, board, house)
    }

    fn words(solution: &Solution) -> Vec<&str> {
        solution.words.iter().map(|w| w.word.as_str()).collect()
    }

    #[test]
    fn solve_and_summary_follow_the_house_list_and_rules() {
        let (lexicon, board, house) = alex();
        let mut solver = Solver::new(&lexicon);
        let mut referee = Referee::new(&mut solver, HouseRules::default(), Some(&house));
        let solution = referee.solve(&board);
        assert!(words(&solution).contains(&"xela"));
        assert!(!words(&solution).contains(&"dare"));
        let summary = referee.summary(&board);
        assert_eq!(summary.word_count as usize, solution.words.len());
        assert_eq!(summary.total_score, solution.total_score);
        // The house rules' minimum length: 5 letters leaves vexed and readied.
        let five = HouseRules {
            min_len: Some(5),
            ..HouseRules::default()
        };
        let mut referee = Referee::new(&mut solver, five, Some(&house));
        assert_eq!(words(&referee.solve(&board)), ["readied", "vexed"]);
    }

    #[test]
    fn the_check_says_what_the_house_list_said() {
        let (lexicon, board, house) = alex();
        let mut solver = Solver::new(&lexicon);
        let referee = Referee::new(&mut solver, HouseRules::default(), Some(&house));
        let xela = referee.check(&board, "Xela");
        assert_eq!(
            (xela.in_dictionary, xela.house, xela.score),
            (true, Some(HouseSay::Allowed), 1)
        );
        assert_eq!(xela.path.as_deref(), Some(&[3, 2, 1, 0][..]));
        let dare = referee.check(&board, "dare");
        assert_eq!(
            (dare.in_dictionary, dare.house, dare.score, dare.searched),
            (false, Some(HouseSay::Banned), 0, false)
        );
        let read = referee.check(&board, "read");
        assert_eq!((read.house, read.score), (None, 1));
        // The same solver without the list: the dictionary alone.
        assert_eq!(
            solver.check(&board, &Rules::official(4, 4), "dare").score,
            1
        );
    }

    #[test]
    fn hints_count_the_house_lists_words() {
        let (lexicon, board, house) = alex();
        let mut solver = Solver::new(&lexicon);
        let plain = Referee::new(&mut solver, HouseRules::default(), None).hints(&board);
        let mut referee = Referee::new(&mut solver, HouseRules::default(), Some(&house));
        let hints = referee.hints(&board);
        let fours = |h: &Hints| h.by_length.iter().find(|c| c.letters == 4).map(|c| c.words);
        // xela in, dare out: as many four-letter words, but the top row's tiles gain xela.
        assert_eq!(fours(&hints), fours(&plain));
        assert_eq!(
            hints.by_length.iter().map(|c| c.words).sum::<usize>(),
            referee.solve(&board).words.len()
        );
        assert_eq!(hints.tiles[3], plain.tiles[3] + 1, "x is on xela's path");
    }
}
