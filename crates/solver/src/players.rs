//! The two automatic players of the classic exercise, over any lexicon design ([`WordIndex`]):
//!
//! - **board-first** walks the board's paths and asks the lexicon about each string it spells,
//!   turning back as soon as the answer is "neither";
//! - **lexicon-first** goes through the lexicon's words and looks for each on the board.
//!
//! They exist to be compared (`boggle stats`): [`Solver`](crate::Solver) is the board-first player
//! specialised to the trie, and what everything else uses. Both players are bounded like it: a
//! search stops after [`SOLVE_STEP_LIMIT`] cells entered and says so.

use std::collections::HashSet;

use boggle_board::{Board, Language, Rules, Tile};
use boggle_lexicon::{decode_in, Lookup, WordIndex, QU};

use crate::{symbols, NO_SYMBOL, SOLVE_STEP_LIMIT};

/// The two players.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    BoardFirst,
    LexiconFirst,
}

impl Player {
    pub const ALL: [Player; 2] = [Player::BoardFirst, Player::LexiconFirst];

    pub fn name(self) -> &'static str {
        match self {
            Player::BoardFirst => "board-first",
            Player::LexiconFirst => "lexicon-first",
        }
    }

    /// Every word on `board` that `index` holds, under `rules`, within [`SOLVE_STEP_LIMIT`].
    pub fn play(self, index: &(impl WordIndex + ?Sized), board: &Board, rules: &Rules) -> Played {
        self.play_within(index, board, rules, SOLVE_STEP_LIMIT)
    }

    /// [`Player::play`] with another step limit.
    pub fn play_within(
        self,
        index: &(impl WordIndex + ?Sized),
        board: &Board,
        rules: &Rules,
        steps: u64,
    ) -> Played {
        let tally = Tally::new(rules, steps, index.language());
        match self {
            Player::BoardFirst => board_first(index, board, tally),
            Player::LexiconFirst => lexicon_first(index, board, tally),
        }
    }
}

/// What a player found: the words, sorted, and their points.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Played {
    pub words: Vec<String>,
    pub total_score: u32,
    /// `Some(steps)` when the search stopped at its step limit.
    pub stopped_after: Option<u64>,
}

/// A tile's symbols in the lexicon's language, as the solver reads it: one letter, `Qu` as the
/// one symbol `q` where the dice have that face (else `q` `u`), a two-letter face as two; none for
/// the blank or a face the language cannot spell.
fn tile_symbols(tile: Tile, language: Language) -> Vec<u8> {
    let (first, second) = symbols(tile, language);
    [first, second]
        .into_iter()
        .take_while(|&s| s != NO_SYMBOL)
        .collect()
}

/// Letters a word of these symbols counts for: where `q` is `Qu`, as many letters as the rules
/// say; a plain `q` (French) is one.
fn letters(symbols: &[u8], rules: &Rules, language: Language) -> usize {
    let qus = if language.q_is_qu() {
        symbols.iter().filter(|&&s| s == QU).count()
    } else {
        0
    };
    symbols.len() - qus + qus * usize::from(rules.qu_letters)
}

struct Tally<'r> {
    rules: &'r Rules,
    language: Language,
    seen: HashSet<Vec<u8>>,
    played: Played,
    steps: u64,
    steps_left: u64,
}

impl<'r> Tally<'r> {
    fn new(rules: &'r Rules, steps: u64, language: Language) -> Tally<'r> {
        Tally {
            rules,
            language,
            seen: HashSet::new(),
            played: Played::default(),
            steps,
            steps_left: steps,
        }
    }

    /// Spends one step; false once the budget is gone.
    fn step(&mut self) -> bool {
        if self.steps_left == 0 {
            self.played.stopped_after = Some(self.steps);
            return false;
        }
        self.steps_left -= 1;
        true
    }

    fn found(&mut self, symbols: &[u8]) {
        let length = letters(symbols, self.rules, self.language);
        if length >= self.rules.min_len && self.seen.insert(symbols.to_vec()) {
            self.played.total_score += self.rules.score(length);
            self.played.words.push(decode_in(self.language, symbols));
        }
    }

    fn finish(mut self) -> Played {
        self.played.words.sort_unstable();
        self.played
    }
}

/// The board-first player: every path, pruned where the lexicon says no word begins so.
fn board_first(index: &(impl WordIndex + ?Sized), board: &Board, mut tally: Tally) -> Played {
    let tiles: Vec<Vec<u8>> = board
        .tiles()
        .iter()
        .map(|&t| tile_symbols(t, tally.language))
        .collect();
    let mut spelled = Vec::with_capacity(128);
    for cell in 0..board.len() {
        extend(index, board, &tiles, cell, 0, &mut spelled, &mut tally);
    }
    tally.finish()
}

fn extend(
    index: &(impl WordIndex + ?Sized),
    board: &Board,
    tiles: &[Vec<u8>],
    cell: usize,
    used: u64,
    spelled: &mut Vec<u8>,
    tally: &mut Tally,
) {
    if tiles[cell].is_empty() || !tally.step() {
        return;
    }
    let before = spelled.len();
    spelled.extend_from_slice(&tiles[cell]);
    let answer = index.classify(spelled);
    if answer == Lookup::Word {
        tally.found(spelled);
    }
    if answer != Lookup::Neither {
        let used = used | 1 << cell;
        for next in board.neighbours(cell) {
            if used & 1 << next == 0 {
                extend(index, board, tiles, next, used, spelled, tally);
            }
        }
    }
    spelled.truncate(before);
}

/// The lexicon-first player: each word long enough and made only of symbols the board has is
/// looked for on the board, path by path.
fn lexicon_first(index: &(impl WordIndex + ?Sized), board: &Board, mut tally: Tally) -> Played {
    let tiles: Vec<Vec<u8>> = board
        .tiles()
        .iter()
        .map(|&t| tile_symbols(t, tally.language))
        .collect();
    let on_board = tiles.iter().flatten().fold(0u32, |mask, &s| mask | 1 << s);
    let (rules, language) = (tally.rules, tally.language);
    index.for_each_word(&mut |word| {
        if tally.played.stopped_after.is_some()
            || letters(word, rules, language) < rules.min_len
            || word.iter().any(|&s| on_board & 1 << s == 0)
        {
            return;
        }
        let spelled = (0..board.len()).any(|cell| spells(board, &tiles, word, cell, 0, &mut tally));
        if spelled {
            tally.found(word);
        }
    });
    tally.finish()
}

/// Whether `rest` can be spelled starting on `cell`, with the cells of `used` taken.
fn spells(
    board: &Board,
    tiles: &[Vec<u8>],
    rest: &[u8],
    cell: usize,
    used: u64,
    tally: &mut Tally,
) -> bool {
    let tile = &tiles[cell];
    if tile.is_empty() || !rest.starts_with(tile) || !tally.step() {
        return false;
    }
    let rest = &rest[tile.len()..];
    if rest.is_empty() {
        return true;
    }
    let used = used | 1 << cell;
    board
        .neighbours(cell)
        .any(|next| used & 1 << next == 0 && spells(board, tiles, rest, next, used, tally))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;
    use boggle_board::HouseRules;
    use boggle_dice::{DiceSet, Rng};
    use boggle_lexicon::{Lexicon, LinearScan, SortedList};

    fn fast(lexicon: &Lexicon, board: &Board, rules: &Rules) -> Played {
        let solution = Solver::new(lexicon).solve(board, rules);
        let mut words: Vec<String> = solution.words.into_iter().map(|w| w.word.into()).collect();
        words.sort_unstable();
        Played {
            words,
            total_score: solution.total_score,
            stopped_after: solution.stopped_after,
        }
    }

    #[test]
    fn both_players_on_every_design_agree_with_the_solver() {
        let trie = Lexicon::from_words(include_str!("../../lexicon/data/enable2k.txt").lines());
        let sorted = SortedList::from_lexicon(&trie);
        let mut rng = Rng::new(7);
        for (i, set) in DiceSet::ALL.into_iter().cycle().take(40).enumerate() {
            let board = set.roll(&mut rng);
            let house = HouseRules {
                qu_letters: if i % 2 == 0 { 2 } else { 1 },
                ..HouseRules::default()
            };
            let rules = Rules::house(board.rows(), board.cols(), &house);
            let expected = fast(&trie, &board, &rules);
            for player in Player::ALL {
                assert_eq!(player.play(&trie, &board, &rules), expected, "{board}");
                assert_eq!(player.play(&sorted, &board, &rules), expected, "{board}");
            }
        }
    }

    /// Each language's dice and dictionary: the players read tiles as the solver does (French's
    /// plain Q, German's ä as two tiles, Spanish's ñ) and agree with it word for word.
    #[test]
    fn both_players_agree_with_the_solver_in_every_language() {
        use boggle_board::Language;
        let words: [(Language, &[&str]); 3] = [
            (
                Language::French,
                &[
                    "coq", "cinq", "quand", "etre", "ete", "tete", "rue", "ruee", "sel", "les",
                    "nus", "une",
                ],
            ),
            (
                Language::German,
                &[
                    "äpfel", "über", "übel", "haus", "quer", "rein", "sein", "nie", "eis", "die",
                    "der",
                ],
            ),
            (
                Language::Spanish,
                &[
                    "niño", "año", "casa", "que", "queso", "rosa", "sol", "los", "las", "ese",
                    "eso",
                ],
            ),
        ];
        let mut rng = Rng::new(11);
        for (language, list) in words {
            let trie = Lexicon::from_words_in(language, list.iter().copied());
            let sorted = SortedList::from_lexicon(&trie);
            let linear = LinearScan::from_lexicon(&trie);
            for side in [4, 5, 6] {
                for _ in 0..8 {
                    let board = DiceSet::for_language(language, side)
                        .unwrap()
                        .roll(&mut rng);
                    let rules = Rules::official(side, side).with_min_len(2);
                    let expected = fast(&trie, &board, &rules);
                    for player in Player::ALL {
                        assert_eq!(player.play(&trie, &board, &rules), expected, "{board}");
                        assert_eq!(player.play(&sorted, &board, &rules), expected, "{board}");
                        assert_eq!(player.play(&linear, &board, &rules), expected, "{board}");
                    }
                }
            }
            // A board made to hold the language's own letters and its q.
            let text = match language {
                Language::French => "coqe tinu eres luns",
                Language::German => "uebe halr xusx qerx",
                _ => "niño casa rosa ques",
            };
            let board = Board::parse_in(text, language).unwrap();
            let rules = Rules::official(4, 4);
            let expected = fast(&trie, &board, &rules);
            assert!(expected.words.len() >= 3, "{:?}", expected.words);
            for player in Player::ALL {
                assert_eq!(player.play(&linear, &board, &rules), expected, "{board}");
            }
        }
    }

    #[test]
    fn the_linear_scan_plays_the_same_game() {
        let words = [
            "quit", "quite", "queen", "then", "than", "tea", "eat", "ate", "zzz",
        ];
        let trie = Lexicon::from_words(words);
        let linear = LinearScan::from_lexicon(&trie);
        let board = Board::parse("qite [th]ena #zzz xxxx").unwrap();
        let rules = Rules::official(4, 4);
        let expected = fast(&trie, &board, &rules);
        assert_eq!(
            expected.words,
            ["ate", "eat", "quit", "quite", "tea", "then", "zzz"]
        );
        for player in Player::ALL {
            assert_eq!(player.play(&linear, &board, &rules), expected);
        }
    }

    #[test]
    fn a_hostile_dictionary_stops_both_players() {
        let word = format!("{}{}", "a".repeat(25), "b".repeat(25));
        let trie = Lexicon::from_words([word.as_str()]);
        // One `b`, in a corner: both players try a vast number of walks of `a`s before it.
        let board = Board::parse(&format!("{}b", "a".repeat(63))).unwrap();
        let rules = Rules::official(8, 8);
        for player in Player::ALL {
            let played = player.play_within(&trie, &board, &rules, 100_000);
            assert_eq!(played.stopped_after, Some(100_000), "{player:?}");
        }
    }
}
