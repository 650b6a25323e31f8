//! The comparison every phone shows from the host's standings (issue 52, item 4): each player's score, total
//! and whether they played, the words several players found, the words only one found, and the best words
//! nobody found. Pure: the standings carry indices, and the caller gives the round's sorted word list with
//! each word's score (its own solution of the round's board, by the round's rules).
//!
//! Only the players who returned a list this round count: an absent player found nothing and shares nothing,
//! so their absence does not turn "found by everyone" into "found by nobody".

use std::cmp::Reverse;

use crate::{CodeError, Standings};

/// How many of the best words nobody found a comparison names: enough to learn from, few enough to read on
/// a phone.
pub const BEST_MISSED: usize = 10;

/// A word of the round's list and its score.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ScoredWord {
    pub word: String,
    pub score: u32,
}

/// A word that two or more of the players who played found, and who.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SharedWord {
    pub word: ScoredWord,
    /// Indices into [`Comparison::players`], in the standings' order.
    pub players: Vec<usize>,
}

/// One player in the comparison.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ComparedPlayer {
    pub name: String,
    /// `None`: absent this round (never returned a list), not zero.
    pub score: Option<u32>,
    /// Over [`Comparison::rounds`] rounds.
    pub total: u32,
    /// How many words of the list they found (shared or not).
    pub found: usize,
    /// The words nobody else found, best first.
    pub only: Vec<ScoredWord>,
}

/// The whole comparison. Every list of words is best first: highest score, then longest, then alphabetical.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Comparison {
    pub round_id: u32,
    /// Rounds the totals count.
    pub rounds: u32,
    /// In the standings' order.
    pub players: Vec<ComparedPlayer>,
    /// The players with this round's highest score (several on a tie); empty while nobody has a point.
    pub leaders: Vec<usize>,
    /// Found by every player who played, when two or more did.
    pub by_everyone: Vec<SharedWord>,
    /// Found by two or more players who played, but not by all of them.
    pub by_several: Vec<SharedWord>,
    /// The best [`BEST_MISSED`] words nobody found.
    pub best_missed: Vec<ScoredWord>,
    /// How many of the list's words nobody found.
    pub missed_count: usize,
    /// The player whose phone this is, when their name is among the players (case ignored).
    pub me: Option<usize>,
}

/// Best first: highest score, then longest (in characters), then alphabetical.
fn best_first(a: &ScoredWord, b: &ScoredWord) -> std::cmp::Ordering {
    (Reverse(a.score), Reverse(a.word.chars().count()), &a.word).cmp(&(
        Reverse(b.score),
        Reverse(b.word.chars().count()),
        &b.word,
    ))
}

impl Comparison {
    /// The comparison of `standings` over `list`, the round's sorted word list with each word's score (it must
    /// be as long as the list the standings index, else [`CodeError::OtherList`]); `me` names this phone's
    /// player, if any.
    pub fn of<S: AsRef<str>>(
        standings: &Standings,
        list: &[(S, u32)],
        me: Option<&str>,
    ) -> Result<Comparison, CodeError> {
        if list.len() != standings.list_len {
            return Err(CodeError::OtherList {
                expected: list.len(),
                found: standings.list_len,
            });
        }
        let word = |i: usize| ScoredWord {
            word: list[i].0.as_ref().to_owned(),
            score: list[i].1,
        };
        // Who (of those who played) found each word of the list.
        let mut finders: Vec<Vec<usize>> = vec![Vec::new(); list.len()];
        let present: Vec<usize> = (0..standings.players.len())
            .filter(|&p| standings.players[p].score.is_some())
            .collect();
        for &p in &present {
            for &i in &standings.players[p].found {
                if let Some(f) = finders.get_mut(i as usize) {
                    if f.last() != Some(&p) {
                        f.push(p);
                    }
                }
            }
        }
        let mut players: Vec<ComparedPlayer> = standings
            .players
            .iter()
            .map(|p| ComparedPlayer {
                name: p.name.clone(),
                score: p.score,
                total: p.total,
                found: 0,
                only: Vec::new(),
            })
            .collect();
        let (mut by_everyone, mut by_several, mut missed) = (Vec::new(), Vec::new(), Vec::new());
        for (i, who) in finders.into_iter().enumerate() {
            match who.len() {
                0 => missed.push(word(i)),
                1 => players[who[0]].only.push(word(i)),
                n => {
                    let shared = SharedWord {
                        word: word(i),
                        players: who,
                    };
                    if n == present.len() {
                        by_everyone.push(shared);
                    } else {
                        by_several.push(shared);
                    }
                }
            }
        }
        for shared in by_everyone.iter().chain(&by_several) {
            for &p in &shared.players {
                players[p].found += 1;
            }
        }
        for p in &mut players {
            p.found += p.only.len();
            p.only.sort_by(best_first);
        }
        by_everyone.sort_by(|a, b| best_first(&a.word, &b.word));
        by_several.sort_by(|a, b| best_first(&a.word, &b.word));
        missed.sort_by(best_first);
        let missed_count = missed.len();
        missed.truncate(BEST_MISSED);
        let top = players.iter().filter_map(|p| p.score).max().unwrap_or(0);
        let leaders = (0..players.len())
            .filter(|&p| top > 0 && players[p].score == Some(top))
            .collect();
        let me = me.and_then(|name| {
            let name = name.trim().to_lowercase();
            players
                .iter()
                .position(|p| p.name.trim().to_lowercase() == name)
        });
        Ok(Comparison {
            round_id: standings.round_id,
            rounds: standings.rounds,
            players,
            leaders,
            by_everyone,
            by_several,
            best_missed: missed,
            missed_count,
            me,
        })
    }

    /// The words `player` found that someone else found too ("the words we both found"), best first.
    pub fn shared_by(&self, player: usize) -> Vec<&ScoredWord> {
        let mut words: Vec<&ScoredWord> = self
            .by_everyone
            .iter()
            .chain(&self.by_several)
            .filter(|s| s.players.contains(&player))
            .map(|s| &s.word)
            .collect();
        words.sort_by(|a, b| best_first(a, b));
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PlayerStanding;

    /// A round's list, sorted, with scores by length as the classic scoring gives them.
    fn list() -> Vec<(&'static str, u32)> {
        let words = [
            "ant", "art", "rat", "rats", "star", "stare", "tar", "tars", "tsar", "aster", "taser",
            "treat",
        ];
        let mut words: Vec<&str> = words.to_vec();
        words.sort_unstable();
        let classic = |w: &str| match w.len() {
            3 | 4 => 1,
            5 => 2,
            _ => 3,
        };
        words.into_iter().map(|w| (w, classic(w))).collect()
    }

    fn index(word: &str) -> u32 {
        list()
            .iter()
            .position(|(w, _)| *w == word)
            .expect("on the list") as u32
    }

    fn player(name: &str, score: Option<u32>, total: u32, words: &[&str]) -> PlayerStanding {
        let mut found: Vec<u32> = words.iter().map(|w| index(w)).collect();
        found.sort_unstable();
        PlayerStanding {
            name: name.to_owned(),
            score,
            total,
            found,
        }
    }

    fn standings(players: Vec<PlayerStanding>) -> Standings {
        Standings {
            round_id: 7,
            board_check: 1,
            list_len: list().len(),
            rounds: 2,
            players,
        }
    }

    fn words(list: &[ScoredWord]) -> Vec<&str> {
        list.iter().map(|w| w.word.as_str()).collect()
    }

    fn shared(list: &[SharedWord]) -> Vec<(&str, Vec<usize>)> {
        list.iter()
            .map(|s| (s.word.word.as_str(), s.players.clone()))
            .collect()
    }

    #[test]
    fn three_players_one_absent() {
        let s = standings(vec![
            player("Ann", Some(4), 9, &["rat", "star", "stare", "ant"]),
            player("Bob", Some(2), 5, &["rat", "star", "tars", "treat"]),
            // Absent: whatever their indices say, they found nothing this round.
            player("Cy", None, 6, &["aster"]),
            player("Dee", Some(1), 1, &["rat", "stare"]),
        ]);
        let c = Comparison::of(&s, &list(), Some(" bob ")).expect("same list");
        assert_eq!(c.me, Some(1));
        assert_eq!(c.rounds, 2);
        assert_eq!(c.leaders, vec![0]);
        assert_eq!(shared(&c.by_everyone), vec![("rat", vec![0, 1, 3])]);
        assert_eq!(
            shared(&c.by_several),
            vec![("stare", vec![0, 3]), ("star", vec![0, 1])]
        );
        assert_eq!(words(&c.players[0].only), vec!["ant"]);
        assert_eq!(words(&c.players[1].only), vec!["treat", "tars"]);
        assert!(c.players[2].only.is_empty());
        assert_eq!(c.players[2].score, None);
        assert_eq!(c.players[2].found, 0);
        assert_eq!(
            c.players.iter().map(|p| p.found).collect::<Vec<_>>(),
            vec![4, 4, 0, 2]
        );
        // Nobody: aster, taser (2 points, 5 letters), then the 4-letter words, then the 3-letter ones.
        assert_eq!(
            words(&c.best_missed),
            vec!["aster", "taser", "rats", "tsar", "art", "tar"]
        );
        assert_eq!(c.missed_count, 6);
        let mine: Vec<&str> = c.shared_by(1).iter().map(|w| w.word.as_str()).collect();
        assert_eq!(mine, vec!["star", "rat"]);
    }

    #[test]
    fn best_missed_is_capped_and_ties_have_no_leader() {
        let s = standings(vec![
            player("Ann", Some(0), 0, &[]),
            player("Bob", Some(0), 0, &[]),
        ]);
        let c = Comparison::of(&s, &list(), Some("Zed")).expect("same list");
        assert_eq!(c.me, None);
        assert!(c.leaders.is_empty());
        assert_eq!(c.missed_count, list().len());
        assert_eq!(c.best_missed.len(), BEST_MISSED);
        assert_eq!(words(&c.best_missed[..3]), vec!["aster", "stare", "taser"]);
        let tie = standings(vec![
            player("Ann", Some(1), 1, &["ant"]),
            player("Bob", Some(1), 1, &["art"]),
        ]);
        let c = Comparison::of(&tie, &list(), None).expect("same list");
        assert_eq!(c.leaders, vec![0, 1]);
    }

    #[test]
    fn one_player_shares_nothing_and_another_list_is_refused() {
        let s = standings(vec![player("Ann", Some(1), 1, &["ant", "rat"])]);
        let c = Comparison::of(&s, &list(), None).expect("same list");
        assert!(c.by_everyone.is_empty() && c.by_several.is_empty());
        assert_eq!(words(&c.players[0].only), vec!["ant", "rat"]);
        let short = &list()[..5];
        assert_eq!(
            Comparison::of(&s, short, None),
            Err(CodeError::OtherList {
                expected: 5,
                found: 12
            })
        );
    }
}
