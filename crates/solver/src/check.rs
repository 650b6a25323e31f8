//! A player's word judged: in the dictionary (or the house list's say), long enough, and only
//! then looked for on the board.

use std::borrow::Borrow;

use boggle_board::{Board, Rules};
use boggle_lexicon::Lexicon;

use crate::path::PathFinder;
use crate::{HouseList, HouseSay, PathSearch, Solver, PATH_STEP_LIMIT};

impl<L: Borrow<Lexicon>> Solver<L> {
    /// A player's word checked against the dictionary and then, only if it is a word, the
    /// board: a string that is not a word is answered at once, with no path search. With a house
    /// list, [`crate::Referee::check`].
    pub fn check(&self, board: &Board, rules: &Rules, word: &str) -> WordCheck {
        let mut steps = PATH_STEP_LIMIT;
        let paths = PathFinder::new(board);
        self.check_sharing(board, rules, word, None, &paths, &mut steps)
    }

    /// [`Solver::check`] with a house list's say first (a banned word is not in the dictionary,
    /// an allowed one is), the path search (`paths`, the board's) taking its steps from `steps`
    /// (at most [`PATH_STEP_LIMIT`]). The word is spelled by the lexicon's language first (`Été` is `ete`
    /// in French), and the verdict carries it so spelled.
    pub(crate) fn check_sharing(
        &self,
        board: &Board,
        rules: &Rules,
        word: &str,
        house: Option<&HouseList>,
        paths: &PathFinder,
        steps: &mut u64,
    ) -> WordCheck {
        let spelled = self.lexicon().language().spell(word);
        let word = spelled.unwrap_or_else(|| boggle_board::lowercase_str(word));
        let house_say = house.and_then(|h| h.judges(&word));
        let in_dictionary = match house_say {
            Some(say) => say == HouseSay::Allowed,
            None => self.lexicon().contains(&word),
        };
        let search = in_dictionary.then(|| paths.find_in_list(&word, steps));
        let gave_up = matches!(search, Some(PathSearch::GaveUp { .. }));
        let path = search.and_then(PathSearch::into_path);
        // The tiles say how many letters a word counts for (a French `q` tile is one, `Qu` two).
        let letters = match &path {
            Some(path) => path
                .iter()
                .map(|&c| rules.tile_letters(board.tile(usize::from(c))))
                .sum(),
            None => rules.word_letters(&word),
        };
        let long_enough = letters >= rules.min_len;
        let score = if long_enough && path.is_some() {
            rules.score(letters)
        } else {
            0
        };
        WordCheck {
            shown: self.lexicon().shown(&word).map(str::to_owned),
            word,
            in_dictionary,
            house: house_say,
            long_enough,
            searched: in_dictionary,
            gave_up,
            path,
            score,
        }
    }
}

/// The verdict on one player's word.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WordCheck {
    /// Spelled in its tiles' letters (`oel`).
    pub word: String,
    /// How the word is written, where that differs from its tiles' letters (German `öl` for
    /// `oel`; `masse / maße` for two words): the dictionary's `Lexicon::shown`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub shown: Option<String>,
    /// In the dictionary, or allowed by the house list (and not banned by it).
    pub in_dictionary: bool,
    /// What the house list said of it, if it had a say.
    pub house: Option<HouseSay>,
    pub long_enough: bool,
    /// Whether the board was searched: only for words in the dictionary.
    pub searched: bool,
    /// The path search stopped at its step budget ([`PATH_STEP_LIMIT`]) without an answer.
    pub gave_up: bool,
    /// A path that spells it on the board, if one was found.
    pub path: Option<Vec<u8>>,
    /// What it scores: 0 unless it is in the dictionary, long enough and on the board.
    pub score: u32,
}
