//! Game night across phones, what of it needs the dictionary (issue 52): a round's sorted word list, which
//! a player's words index, and the fingerprints a phone compares (its dictionary's edition, its house list).
//! The codes themselves are `crates/together-web`'s, a module loaded only when Play together opens.

use boggle_board::{Board, HouseRules, Language};
use boggle_lexicon::Lexicon;
use boggle_solver::{HouseList, Referee, Solver};

/// A list as `HouseList::parse_in` splits it (`boggle_solver`'s `words`, private there), each word spelled in
/// the language's letters (lowercase; a line it cannot spell is left out, as the house list leaves it out),
/// sorted and distinct: the words a round carries, the same on every phone whatever order they were typed in.
pub(crate) fn house_words(language: Language, text: &str) -> Vec<String> {
    let mut words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter_map(|w| language.spell(w))
        .filter(|w| !w.is_empty())
        .collect();
    words.sort();
    words.dedup();
    words
}

/// A dictionary's edition: `boggle_round::dictionary_fingerprint` of its words, the CLI's definition too.
/// ENABLE2K's 173,498 words take 49 ms natively (release build, measured once), so the engine keeps it per
/// dictionary.
pub(crate) fn dictionary_version(lexicon: &Lexicon) -> u32 {
    boggle_round::dictionary_fingerprint(lexicon.words())
}

/// A round's sorted word list: every word on `board` under its rules `house` and house list `list` (the
/// one it carries, or this phone's when its fingerprint is the round's), in the letters its tiles spell,
/// sorted by byte.
pub(crate) fn round_words(
    solver: &mut Solver<Lexicon>,
    board: &Board,
    house: HouseRules,
    list: Option<&HouseList>,
) -> Vec<String> {
    let mut words: Vec<String> = Referee::new(solver, house, list)
        .solve(board)
        .words
        .into_iter()
        .map(|w| w.word.into())
        .collect();
    // Stable, as `house_words` and `boggle_round`'s fingerprint sort strings: one sort in the wasm, not two.
    words.sort();
    words.dedup();
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use boggle_board::Scoring;

    fn lexicon() -> Lexicon {
        Lexicon::from_words(["cat", "act", "tack", "cab", "back", "tab", "bat"])
    }

    #[test]
    fn the_house_list_is_carried_spelled_sorted_and_distinct() {
        assert_eq!(
            house_words(Language::English, "Zzz, tack tack"),
            vec!["tack".to_string(), "zzz".to_string()]
        );
        assert_eq!(
            house_words(Language::English, "  cab\nbat; don't"),
            vec!["bat".to_string(), "cab".to_string()]
        );
        assert!(house_words(Language::English, " \n").is_empty());
        assert_eq!(house_words(Language::German, "Öl"), vec!["oel".to_string()]);
    }

    #[test]
    fn a_rounds_list_is_sorted_under_its_house_list() {
        let board = Board::parse("cata bcka tbac kbat").expect("board");
        let mut solver = Solver::new(lexicon());
        let (list, _) = HouseList::parse_in(Language::English, "zzz\ntack", "cab\nbat");
        let house = HouseRules {
            scoring: Scoring::Classic,
            min_len: Some(3),
            qu_letters: 2,
        };
        let words = round_words(&mut solver, &board, house, Some(&list));
        assert!(words.windows(2).all(|w| w[0] < w[1]), "{words:?}");
        assert!(!words.contains(&"bat".into()) && !words.contains(&"cab".into()));
        assert!(words.contains(&"tack".into()) && words.contains(&"cat".into()));
        assert!(round_words(&mut solver, &board, house, None).contains(&"bat".into()));
    }

    #[test]
    fn the_dictionary_version_is_its_words() {
        let same = Lexicon::from_words(["tab", "cat", "act", "tack", "cab", "back", "bat"]);
        assert_eq!(dictionary_version(&lexicon()), dictionary_version(&same));
        let other = Lexicon::from_words(["cat", "act"]);
        assert_ne!(dictionary_version(&lexicon()), dictionary_version(&other));
    }
}
