//! The standings to everyone (issue 52, item 4): the host's standings made into a code from Score a game's
//! players (each one's words looked up in the round's sorted word list, as "My words" looks them up), and a
//! standings code read on any phone into the comparison (`boggle_round::Comparison`) as the page shows it.
//! The plain functions are tested natively; the bindings at the end carry them to JavaScript.

use boggle_board::{Board, Language, Rules, Tile};
use boggle_js::{thrown, to_js};
use boggle_round::{
    read_scanned, Code, CodeError, Comparison, Kind, PlayerStanding, Round, ScoredWord, Standings,
};
use serde::{Deserialize, Serialize};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::rounds::{list_index, player_name};
use crate::{language, round_of, wrong_kind};

/// One player of the host's table as Score a game has them.
#[derive(Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub(crate) struct TablePlayer {
    pub(crate) name: String,
    /// This round's score; null: absent (the player's words never came back).
    #[tsify(type = "number | null")]
    pub(crate) score: Option<u32>,
    /// Over the rounds counted, this one included.
    pub(crate) total: u32,
    /// Their list as typed or scanned: the words on the round's list are kept, the rest left out.
    pub(crate) words: Vec<String>,
}

/// The host's standings as a code, and what went into it.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
struct StandingsMade {
    /// The code's base45 text: what the QR code holds.
    text: String,
    round_id: u32,
    players: usize,
}

/// A word of the comparison.
#[derive(Serialize, Tsify, Clone, PartialEq, Eq, Debug)]
pub(crate) struct WordView {
    pub(crate) word: String,
    pub(crate) score: u32,
}

/// A word two or more found, and who (indices into `players`).
#[derive(Serialize, Tsify, PartialEq, Eq, Debug)]
pub(crate) struct SharedView {
    pub(crate) word: String,
    pub(crate) score: u32,
    pub(crate) players: Vec<usize>,
}

/// A player of the comparison.
#[derive(Serialize, Tsify, PartialEq, Eq, Debug)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PlayerView {
    pub(crate) name: String,
    /// Null: absent this round, not zero.
    pub(crate) score: Option<u32>,
    pub(crate) total: u32,
    pub(crate) found: usize,
    /// Every word of the list they found, the highest score first (what the history keeps).
    pub(crate) words: Vec<String>,
    /// The words nobody else found, best first.
    pub(crate) only: Vec<WordView>,
    /// The words this player found with this phone's player ("the words we both found"); empty for that
    /// player themselves, or without one.
    pub(crate) with_me: Vec<WordView>,
}

/// The comparison every phone shows from the standings (`boggle_round::Comparison`), with the round's board.
#[derive(Serialize, Tsify, PartialEq, Eq, Debug)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ComparisonView {
    pub(crate) round_id: u32,
    pub(crate) board: String,
    pub(crate) rounds: u32,
    pub(crate) players: Vec<PlayerView>,
    pub(crate) leaders: Vec<usize>,
    pub(crate) by_everyone: Vec<SharedView>,
    pub(crate) by_several: Vec<SharedView>,
    pub(crate) best_missed: Vec<WordView>,
    pub(crate) missed_count: usize,
    /// This phone's player, when their name is among the players.
    pub(crate) me: Option<usize>,
    /// The round's words and points on this phone (what a record in the history keeps).
    pub(crate) word_count: usize,
    pub(crate) total_score: u32,
}

/// The round's sorted `list` with each word's score under the round's rules: its length in letters as the
/// board spells it (`Rules::word_letters`; the `Qu` rule only matters on a board with a `Qu` tile, where
/// a `qu` in a word is that tile).
pub(crate) fn scored_list(
    round: &Round,
    list: &[String],
    language: Language,
) -> Vec<(String, u32)> {
    let board: Option<Board> = round.board_in(language).ok();
    let (rows, cols) = board.as_ref().map_or((4, 4), |b| (b.rows(), b.cols()));
    let mut rules = Rules::house(rows, cols, &round.house);
    if !board.is_some_and(|b| b.tiles().contains(&Tile::QU)) {
        rules.qu_letters = 2; // no Qu tile: a `qu` is two tiles, two letters
    }
    list.iter()
        .map(|w| (w.clone(), rules.score(rules.word_letters(w))))
        .collect()
}

/// The host's standings for `round`: each player's words spelled in `language` and looked up in the round's
/// sorted `list` (words not on it are left out: they are nobody's to share); `rounds` the totals count.
/// A name is cut to the format's limit, as "My words" cuts it.
pub(crate) fn standings_of(
    round: &Round,
    list: &[String],
    language: Language,
    players: &[TablePlayer],
    rounds: u32,
) -> Standings {
    let players = players
        .iter()
        .map(|p| {
            // Absent (no score): whatever is on the card, nothing is theirs to share.
            let mut found: Vec<u32> = match p.score {
                Some(_) => p
                    .words
                    .iter()
                    .filter_map(|w| list_index(list, language, w))
                    .collect(),
                None => Vec::new(),
            };
            found.sort_unstable();
            found.dedup();
            PlayerStanding {
                name: player_name(&p.name),
                score: p.score,
                total: p.total,
                found,
            }
        })
        .collect();
    Standings {
        round_id: round.round_id,
        board_check: round.board_check(),
        list_len: list.len(),
        rounds,
        players,
    }
}

fn word_view(w: &ScoredWord) -> WordView {
    WordView {
        word: w.word.clone(),
        score: w.score,
    }
}

/// The comparison of `standings` against `round` (refused when they are of another round or board) over the
/// round's scored `list`, `me` this phone's player.
pub(crate) fn compare(
    round: &Round,
    standings: &Standings,
    list: &[(String, u32)],
    me: Option<&str>,
) -> Result<ComparisonView, CodeError> {
    if standings.round_id != round.round_id {
        return Err(CodeError::OtherRound {
            expected: round.round_id,
            found: standings.round_id,
        });
    }
    if standings.board_check != round.board_check() {
        return Err(CodeError::OtherBoard);
    }
    let c = Comparison::of(standings, list, me.filter(|m| !m.trim().is_empty()))?;
    let shared = |s: &boggle_round::SharedWord| SharedView {
        word: s.word.word.clone(),
        score: s.word.score,
        players: s.players.clone(),
    };
    let with_me = |p: usize| -> Vec<WordView> {
        match c.me {
            Some(me) if me != p => c
                .shared_by(me)
                .into_iter()
                .filter(|w| {
                    c.by_everyone
                        .iter()
                        .chain(&c.by_several)
                        .any(|s| s.word == **w && s.players.contains(&p))
                })
                .map(word_view)
                .collect(),
            _ => Vec::new(),
        }
    };
    let words_of = |p: usize| -> Vec<String> {
        let mut words: Vec<&ScoredWord> = c.players[p].only.iter().collect();
        words.extend(c.shared_by(p));
        words.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| a.word.cmp(&b.word)));
        words.into_iter().map(|w| w.word.clone()).collect()
    };
    Ok(ComparisonView {
        round_id: c.round_id,
        board: round.board.clone(),
        rounds: c.rounds,
        players: c
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerView {
                name: p.name.clone(),
                score: p.score,
                total: p.total,
                found: p.found,
                words: words_of(i),
                only: p.only.iter().map(word_view).collect(),
                with_me: with_me(i),
            })
            .collect(),
        leaders: c.leaders.clone(),
        by_everyone: c.by_everyone.iter().map(shared).collect(),
        by_several: c.by_several.iter().map(shared).collect(),
        best_missed: c.best_missed.iter().map(word_view).collect(),
        missed_count: c.missed_count,
        me: c.me,
        word_count: list.len(),
        total_score: list.iter().map(|(_, s)| s).sum(),
    })
}

/// The standings a code's text (or a link) holds; another kind of code is refused as such.
fn standings_in(text: &str) -> Result<Standings, JsValue> {
    match read_scanned(text).map_err(|e| thrown(&e))? {
        Code::Standings(s) => Ok(s),
        Code::Round(_) => Err(wrong_kind(Kind::Standings, Kind::Round)),
        Code::Answer(_) => Err(wrong_kind(Kind::Standings, Kind::Answer)),
    }
}

/// The host's standings of the round `roundText` holds as a code: `players` as Score a game has them (a
/// player with a null score is absent), `rounds` the totals count, `list` the round's sorted word list on
/// this phone (the engine's `roundWords`), `language` the dictionary's.
#[wasm_bindgen(js_name = standingsCode, unchecked_return_type = "StandingsMade")]
pub fn standings_code(
    round_text: &str,
    #[wasm_bindgen(unchecked_param_type = "TablePlayer[]")] players: JsValue,
    rounds: u32,
    list: Vec<String>,
    language_tag: &str,
) -> Result<JsValue, JsValue> {
    let round = round_of(round_text)?;
    let players: Vec<TablePlayer> = serde_wasm_bindgen::from_value(players)
        .map_err(|e| boggle_js::page_error(&format!("Standings' players: {e}")))?;
    let standings = standings_of(&round, &list, language(language_tag)?, &players, rounds);
    to_js(&StandingsMade {
        text: standings.to_text().map_err(|e| thrown(&e))?,
        round_id: standings.round_id,
        players: standings.players.len(),
    })
}

/// The comparison a standings code (`standingsText`) holds for the round `roundText` holds, over this phone's
/// sorted `list` of it, `me` the name this phone played under (or empty); throws a code's refusal, or
/// `code-other-round`, `code-other-board`, `code-other-list`.
#[wasm_bindgen(js_name = readStandings, unchecked_return_type = "ComparisonView")]
pub fn read_standings(
    round_text: &str,
    standings_text: &str,
    list: Vec<String>,
    language_tag: &str,
    me: &str,
) -> Result<JsValue, JsValue> {
    let round = round_of(round_text)?;
    let standings = standings_in(standings_text)?;
    let scored = scored_list(&round, &list, language(language_tag)?);
    to_js(&compare(&round, &standings, &scored, Some(me)).map_err(|e| thrown(&e))?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rounds::test_round;
    use boggle_round::HouseList;

    fn round(board: &str, seed: u64) -> Round {
        test_round(&Board::parse(board).expect("board"), seed, HouseList::None)
    }

    fn list() -> Vec<String> {
        ["act", "back", "bat", "cab", "cat", "tab", "tack"]
            .map(String::from)
            .to_vec()
    }

    fn player(name: &str, score: Option<u32>, total: u32, words: &[&str]) -> TablePlayer {
        TablePlayer {
            name: name.into(),
            score,
            total,
            words: words.iter().map(|w| (*w).to_owned()).collect(),
        }
    }

    fn words(list: &[WordView]) -> Vec<&str> {
        list.iter().map(|w| w.word.as_str()).collect()
    }

    #[test]
    fn the_hosts_standings_come_back_as_the_comparison() {
        let r = round("cata bcka tbac kbat", 9);
        let players = [
            player("Ann", Some(2), 5, &["CAT", "back", "zebra", "cat", "tab"]),
            player(" Bob ", Some(1), 1, &["cat", "tack"]),
            // Absent: whatever is on the card, nothing is shared.
            player("Cy", None, 4, &["bat"]),
        ];
        let s = standings_of(&r, &list(), Language::English, &players, 2);
        assert_eq!(s.players[0].found, vec![1, 4, 5]);
        assert_eq!(s.players[1].name, "Bob");
        assert!(s.players[2].found.is_empty());
        let back = Standings::from_text(&s.to_text().expect("text")).expect("read");
        assert_eq!(back, s);
        let scored = scored_list(&r, &list(), Language::English);
        assert_eq!(scored[1], ("back".to_string(), 1));
        let c = compare(&r, &back, &scored, Some("bob")).expect("same round");
        assert_eq!(c.me, Some(1));
        assert_eq!(c.board, r.board);
        assert_eq!((c.rounds, c.word_count, c.total_score), (2, 7, 7));
        assert_eq!(c.players[2].score, None);
        assert_eq!(c.players[2].total, 4);
        assert_eq!(words(&c.players[0].only), vec!["back", "tab"]);
        assert_eq!(c.players[0].words, vec!["back", "cat", "tab"]);
        assert!(c.players[2].words.is_empty());
        assert_eq!(words(&c.players[1].only), vec!["tack"]);
        assert_eq!(words(&c.players[0].with_me), vec!["cat"]);
        assert!(c.players[1].with_me.is_empty());
        assert_eq!(c.by_everyone.len(), 1);
        assert_eq!(c.by_everyone[0].players, vec![0, 1]);
        assert_eq!(words(&c.best_missed), vec!["act", "bat", "cab"]);
        assert_eq!(c.leaders, vec![0]);
    }

    #[test]
    fn another_rounds_standings_are_refused() {
        let r = round("cata bcka tbac kbat", 9);
        let other = round("cata bcka tbac kbat", 10);
        let s = standings_of(&other, &list(), Language::English, &[], 1);
        let scored = scored_list(&r, &list(), Language::English);
        assert_eq!(
            compare(&r, &s, &scored, None),
            Err(CodeError::OtherRound {
                expected: r.round_id,
                found: other.round_id
            })
        );
        let mut same_id = s.clone();
        same_id.round_id = r.round_id;
        assert_eq!(compare(&r, &same_id, &scored, None).map(|_| ()), Ok(()));
        same_id.board_check ^= 1;
        assert_eq!(
            compare(&r, &same_id, &scored, None),
            Err(CodeError::OtherBoard)
        );
        let short = &scored[..3];
        let s = standings_of(&r, &list(), Language::English, &[], 1);
        assert!(matches!(
            compare(&r, &s, short, None),
            Err(CodeError::OtherList { .. })
        ));
    }

    #[test]
    fn a_qu_counts_by_the_rule_only_on_a_qu_tile() {
        let mut r = round("[qu]iet tabe nrst oaie", 1);
        r.house.qu_letters = 1;
        let words = ["quit", "quiet"].map(String::from).to_vec();
        // `quit` is 3 letters by the rule (1 point), `quiet` 4 (1 point).
        assert_eq!(
            scored_list(&r, &words, Language::English),
            vec![("quit".into(), 1), ("quiet".into(), 1)]
        );
        // Without a Qu tile, q and u are two tiles: `quiet` is 5 letters, 2 points.
        let mut plain = round("tbie tabe nrst oaie", 1);
        plain.house.qu_letters = 1;
        assert_eq!(scored_list(&plain, &words, Language::English)[1].1, 2);
    }
}
