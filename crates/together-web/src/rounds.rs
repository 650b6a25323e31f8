//! Game night across phones, the rules of it (issue 52): a first round named by the host's seed, the next
//! rounds' boards rolled from a round's seed, a player's words as an `Answer`. Plain Rust, tested natively;
//! `lib.rs` carries it to JavaScript.

use boggle_board::{Board, BoardError, HouseRules, Language};
use boggle_dice::{DiceSet, Rng};
use boggle_round::{limits, Answer, CodeError, HouseList, Round};

/// A round's id from a seed: the host's first round's, and each next round's (with its own seed), so no
/// phone needs a clock or a counter to name the round it plays.
fn round_id(seed: u64) -> u32 {
    (seed >> 32) as u32 ^ seed as u32
}

/// The first round of a game: the host's board and rules, named by the host's seed.
pub(crate) struct FirstRound<'a> {
    pub(crate) board: &'a Board,
    pub(crate) dictionary: &'a str,
    pub(crate) dictionary_version: u32,
    pub(crate) house: HouseRules,
    pub(crate) house_list: HouseList,
    pub(crate) seconds: u32,
    pub(crate) start_ms: u64,
    pub(crate) seed: u64,
}

impl FirstRound<'_> {
    pub(crate) fn round(self) -> Round {
        Round {
            board: self.board.to_string(),
            dictionary: self.dictionary.to_owned(),
            dictionary_version: self.dictionary_version,
            house: self.house,
            house_list: self.house_list,
            seconds: self.seconds,
            round_id: round_id(self.seed),
            start_ms: self.start_ms,
            seed: self.seed,
        }
    }
}

/// The round after `round`, the same on every phone: its seed is the first draw of `round.seed`'s generator,
/// its board is rolled from the generator after it with the dice of the board's size in `language` (a board
/// no dice set fills — not square, or of a side without dice — has its own tiles shuffled instead), and the
/// rules and length stay. Only the start moment is the caller's. A chain, not a count: a phone that has round
/// k's code reaches round k+1 whether or not it saw the rounds before.
pub(crate) fn next_round(
    round: &Round,
    language: Language,
    start_ms: u64,
) -> Result<Round, BoardError> {
    let board = round.board_in(language)?;
    let mut rng = Rng::new(round.seed);
    let seed = rng.next_u64();
    let dice = (board.rows() == board.cols())
        .then(|| DiceSet::for_language(language, board.rows()))
        .flatten();
    let next = match dice {
        Some(set) => set.roll(&mut rng),
        None => {
            let mut tiles = board.tiles().to_vec();
            rng.shuffle(&mut tiles);
            Board::new(board.rows(), board.cols(), tiles)?
        }
    };
    let mut id = round_id(seed);
    if id == round.round_id {
        id ^= 1; // a 1-in-4-billion draw: two rounds in a row must not share an id
    }
    Ok(Round {
        board: next.to_string(),
        round_id: id,
        start_ms,
        seed,
        ..round.clone()
    })
}

/// A typed word's place in the round's sorted `list`: trimmed, spelled in `language` as the list spells it,
/// looked up there ("My words" and the host's standings look a word up alike); `None`: not on it.
pub(crate) fn list_index(list: &[String], language: Language, typed: &str) -> Option<u32> {
    let spelled = language.spell(typed.trim())?;
    list.binary_search(&spelled).ok().map(|i| i as u32)
}

/// A player's name as the codes carry it: trimmed, cut to the format's [`limits::PLAYER_NAME_CHARS`].
pub(crate) fn player_name(name: &str) -> String {
    name.trim()
        .chars()
        .take(limits::PLAYER_NAME_CHARS)
        .collect()
}

/// A player's words made into an [`Answer`] for `round`: each word spelled in `language` and looked up in
/// the round's sorted `list` (found: its index), else kept as typed (off the list). The name is cut to the
/// format's [`limits::PLAYER_NAME_CHARS`], an off-list word to [`limits::WORD_CHARS`], the off-list words to
/// [`limits::OFF_LIST_WORDS`]: a code always results, whatever was typed.
pub(crate) fn player_answer(
    round: &Round,
    list: &[String],
    language: Language,
    player: &str,
    words: &[String],
) -> Result<(Answer, Vec<u32>), CodeError> {
    let mut found = Vec::new();
    let mut off_list: Vec<String> = Vec::new();
    for typed in words {
        let typed = typed.trim();
        if typed.is_empty() {
            continue;
        }
        match list_index(list, language, typed) {
            Some(i) => found.push(i),
            None => {
                let cut: String = typed.chars().take(limits::WORD_CHARS).collect();
                if !off_list.contains(&cut) && off_list.len() < limits::OFF_LIST_WORDS {
                    off_list.push(cut);
                }
            }
        }
    }
    let answer = Answer::new(&player_name(player), round, list.len(), found, off_list)?;
    let found = answer.found().to_vec();
    Ok((answer, found))
}

/// A first round for the tests here and in `standings.rs`: classic scoring, 3 letters, 180 s.
#[cfg(test)]
pub(crate) fn test_round(board: &Board, seed: u64, house_list: HouseList) -> Round {
    FirstRound {
        board,
        dictionary: "test",
        dictionary_version: 7,
        house: HouseRules {
            scoring: boggle_board::Scoring::Classic,
            min_len: Some(3),
            qu_letters: 2,
        },
        house_list,
        seconds: 180,
        start_ms: 1_800_000_000_000,
        seed,
    }
    .round()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(board: &Board, seed: u64) -> Round {
        let house_list = HouseList::of(&["tack".into(), "zzz".into()], &["bat".into()]);
        test_round(board, seed, house_list)
    }

    #[test]
    fn every_phone_rolls_the_same_next_rounds() {
        let board = Board::parse("cata bcka tbac kbat").expect("board");
        let one = first(&board, 52);
        let two = next_round(&one, Language::English, 5).expect("next");
        let three = next_round(&two, Language::English, 6).expect("next");
        // The same code gives the same next round (a phone that saw round 2 only reaches the same round 3).
        assert_eq!(next_round(&one, Language::English, 5), Ok(two.clone()));
        assert_eq!(next_round(&two, Language::English, 6), Ok(three.clone()));
        let ids = [one.round_id, two.round_id, three.round_id];
        assert!(ids[0] != ids[1] && ids[1] != ids[2], "{ids:?}");
        assert!(one.board != two.board && two.board != three.board);
        assert_eq!(
            (two.seconds, two.house_list.clone()),
            (180, one.house_list.clone())
        );
        assert_eq!(two.start_ms, 5);
        // A 4x4 board rolls the language's 4x4 dice: French boards have a plain Q face (never `qu`).
        let french = next_round(&one, Language::French, 5).expect("next");
        assert_eq!(
            Board::parse_in(&french.board, Language::French).map(|b| b.rows()),
            Ok(4)
        );
        // A board no dice fill (3x5) is its own tiles shuffled.
        let odd = Board::parse("cat abc kba tbk aca").expect("board");
        let next = next_round(&first(&odd, 1), Language::English, 0).expect("next");
        let mut before: Vec<char> = odd.to_string().replace(' ', "").chars().collect();
        let mut after: Vec<char> = next.board.replace(' ', "").chars().collect();
        before.sort_unstable();
        after.sort_unstable();
        assert_eq!(before, after);
        assert_eq!(
            Board::parse(&next.board).map(|b| (b.rows(), b.cols())),
            Ok((5, 3))
        );
    }

    #[test]
    fn a_players_words_index_the_rounds_list_and_come_back() {
        let board = Board::parse("cata bcka tbac kbat").expect("board");
        let round = first(&board, 9);
        // A sorted list as the engine's `roundWords` gives it.
        let list: Vec<String> = ["act", "cat", "tab", "tack"].map(String::from).to_vec();
        let typed: Vec<String> = ["CAT", "tack", "cat", "zebra", "", "zebra"]
            .map(String::from)
            .to_vec();
        let (answer, found) =
            player_answer(&round, &list, Language::English, " Zoë ", &typed).expect("answer");
        assert_eq!(found.len(), 2);
        let back = Answer::from_text(&answer.to_text().expect("text")).expect("read");
        assert_eq!(back.check_against(&round), Ok(()));
        assert_eq!(back.player, "Zoë");
        assert_eq!(back.words(&list), Ok(vec!["cat", "tack"]));
        assert_eq!(back.off_list, vec!["zebra".to_string()]);
        // A name past the format's limit is cut, not refused.
        let long = "x".repeat(40);
        let (cut, _) = player_answer(&round, &list, Language::English, &long, &[]).expect("answer");
        assert!(cut.to_text().is_ok());
    }
}
