//! A player's words, back to the host: the player's name, the round id and board check (so a code from
//! another round is refused), the words found as indices into the round's sorted word list, and the words
//! typed that are not on it, as text, so the judge can say why they do not count.

use crate::bytes::{Reader, Writer};
use crate::{index_set, limits, payload_api, CodeError, Kind, Payload, Round};

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Answer {
    /// At most [`limits::PLAYER_NAME_CHARS`] characters.
    pub player: String,
    pub round_id: u32,
    /// [`crate::board_check`] of the round's board text.
    pub board_check: u32,
    /// The length of the sorted word list the indices point into (the round's solution on the player's
    /// phone): a judge whose list has another length refuses rather than misread the indices.
    list_len: usize,
    /// Sorted and distinct, each below `list_len`.
    found: Vec<u32>,
    /// Words typed that are not on the list, as typed.
    pub off_list: Vec<String>,
}

payload_api!(Answer);

impl Answer {
    /// A player's answer to `round`: `found` are indices into its sorted word list of `list_len` words
    /// (in any order, repeats ignored); an index past the list is refused.
    pub fn new(
        player: &str,
        round: &Round,
        list_len: usize,
        found: impl IntoIterator<Item = u32>,
        off_list: Vec<String>,
    ) -> Result<Answer, CodeError> {
        if list_len > limits::LIST_WORDS {
            return Err(CodeError::TooLong {
                field: "word list",
                max: limits::LIST_WORDS,
            });
        }
        let mut found: Vec<u32> = found.into_iter().collect();
        found.sort_unstable();
        found.dedup();
        if found.last().is_some_and(|&i| i as usize >= list_len) {
            return Err(CodeError::Invalid { field: "words" });
        }
        Ok(Answer {
            player: player.to_owned(),
            round_id: round.round_id,
            board_check: round.board_check(),
            list_len,
            found,
            off_list,
        })
    }

    pub fn list_len(&self) -> usize {
        self.list_len
    }

    /// The indices of the words found, sorted.
    pub fn found(&self) -> &[u32] {
        &self.found
    }

    /// Refuses an answer to another round, or to the same round id on another board.
    pub fn check_against(&self, round: &Round) -> Result<(), CodeError> {
        if self.round_id != round.round_id {
            return Err(CodeError::OtherRound {
                expected: round.round_id,
                found: self.round_id,
            });
        }
        if self.board_check != round.board_check() {
            return Err(CodeError::OtherBoard);
        }
        Ok(())
    }

    /// The words found, read from the judge's sorted list, which must be as long as the player's was.
    pub fn words<'a, S: AsRef<str>>(&self, list: &'a [S]) -> Result<Vec<&'a str>, CodeError> {
        if list.len() != self.list_len {
            return Err(CodeError::OtherList {
                expected: list.len(),
                found: self.list_len,
            });
        }
        Ok(self
            .found
            .iter()
            .filter_map(|&i| list.get(i as usize))
            .map(AsRef::as_ref)
            .collect())
    }
}

impl Payload for Answer {
    const KIND: Kind = Kind::Answer;

    fn write_body(&self, w: &mut Writer) -> Result<(), CodeError> {
        w.text("player name", &self.player, limits::PLAYER_NAME_CHARS)?;
        w.u32(self.round_id);
        w.u32(self.board_check);
        w.varint(self.list_len as u64);
        index_set::write(w, &self.found, self.list_len);
        if self.off_list.len() > limits::OFF_LIST_WORDS {
            return Err(CodeError::TooLong {
                field: "words not on the list",
                max: limits::OFF_LIST_WORDS,
            });
        }
        w.varint(self.off_list.len() as u64);
        for word in &self.off_list {
            w.text("word", word, limits::WORD_CHARS)?;
        }
        Ok(())
    }

    fn read_body(r: &mut Reader) -> Result<Answer, CodeError> {
        let player = r.text("player name", limits::PLAYER_NAME_CHARS)?;
        let round_id = r.u32()?;
        let board_check = r.u32()?;
        let list_len = r.count("word list", limits::LIST_WORDS)?;
        let found = index_set::read(r, list_len, "words")?;
        let count = r.count("words not on the list", limits::OFF_LIST_WORDS)?;
        let mut off_list = Vec::new();
        for _ in 0..count {
            off_list.push(r.text("word", limits::WORD_CHARS)?);
        }
        Ok(Answer {
            player,
            round_id,
            board_check,
            list_len,
            found,
            off_list,
        })
    }
}
