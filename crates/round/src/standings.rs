//! The host's standings, to every phone: each player's name, this round's score (or absent), the total over
//! the rounds, and the indices of the words they found, so any phone can show the words both found, the
//! words only one found and the best words nobody found.

use crate::bytes::{Reader, Writer};
use crate::{index_set, limits, payload_api, CodeError, Kind, Payload};

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayerStanding {
    pub name: String,
    /// `None`: the player never returned a list this round (absent, not zero).
    pub score: Option<u32>,
    pub total: u32,
    /// Sorted and distinct indices into the round's word list.
    pub found: Vec<u32>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Standings {
    pub round_id: u32,
    pub board_check: u32,
    /// The length of the round's sorted word list.
    pub list_len: usize,
    /// Rounds the totals count.
    pub rounds: u32,
    pub players: Vec<PlayerStanding>,
}

payload_api!(Standings);

impl Payload for Standings {
    const KIND: Kind = Kind::Standings;

    fn write_body(&self, w: &mut Writer) -> Result<(), CodeError> {
        w.u32(self.round_id);
        w.u32(self.board_check);
        if self.list_len > limits::LIST_WORDS || self.players.len() > limits::PLAYERS {
            return Err(CodeError::TooLong {
                field: "standings",
                max: limits::PLAYERS,
            });
        }
        w.varint(self.list_len as u64);
        w.varint(self.rounds.into());
        w.varint(self.players.len() as u64);
        for p in &self.players {
            w.text("player name", &p.name, limits::PLAYER_NAME_CHARS)?;
            let sorted = p.found.windows(2).all(|w| w[0] < w[1]);
            if !sorted || p.found.last().is_some_and(|&i| i as usize >= self.list_len) {
                return Err(CodeError::Invalid { field: "words" });
            }
            match p.score {
                None => w.varint(0),
                Some(s) => w.varint(u64::from(s) + 1),
            }
            w.varint(p.total.into());
            index_set::write(w, &p.found, self.list_len);
        }
        Ok(())
    }

    fn read_body(r: &mut Reader) -> Result<Standings, CodeError> {
        let round_id = r.u32()?;
        let board_check = r.u32()?;
        let list_len = r.count("word list", limits::LIST_WORDS)?;
        let rounds = r.count("rounds", u32::MAX as usize)? as u32;
        let count = r.count("players", limits::PLAYERS)?;
        let mut players = Vec::new();
        for _ in 0..count {
            let name = r.text("player name", limits::PLAYER_NAME_CHARS)?;
            // A varint, not a `count`: score + 1 reaches 2^32, past a 32-bit usize (wasm32).
            let score = match r.varint("score")? {
                0 => None,
                s => Some(u32::try_from(s - 1).map_err(|_| CodeError::Invalid { field: "score" })?),
            };
            let total = r.count("total", u32::MAX as usize)? as u32;
            let found = index_set::read(r, list_len, "words")?;
            players.push(PlayerStanding {
                name,
                score,
                total,
                found,
            });
        }
        Ok(Standings {
            round_id,
            board_check,
            list_len,
            rounds,
            players,
        })
    }
}
