//! The round's code: what every phone needs to play the same round and roll the same next ones — the board,
//! the rules, the house list (inline when small, else its fingerprint), the length, the round id, the start
//! moment and the seed of the next rounds' boards.

use boggle_board::{Board, BoardError, HouseRules, Language, Scoring};

use crate::bytes::{Reader, Writer};
use crate::{board_check, limits, payload_api, CodeError, Kind, Payload};

/// The house list a round plays with.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum HouseList {
    #[default]
    None,
    /// The words themselves, when they fit in [`limits::HOUSE_INLINE_BYTES`].
    Inline {
        allowed: Vec<String>,
        banned: Vec<String>,
    },
    /// Too long to carry: its [`house_fingerprint`], so a phone that has the same list knows it, and one
    /// that lacks it can say so.
    Fingerprint(u32),
}

impl HouseList {
    /// The list as a round carries it: inline when it fits, else its fingerprint.
    pub fn of(allowed: &[String], banned: &[String]) -> HouseList {
        if allowed.is_empty() && banned.is_empty() {
            return HouseList::None;
        }
        let inline = HouseList::Inline {
            allowed: allowed.to_vec(),
            banned: banned.to_vec(),
        };
        let mut w = Writer::default();
        match inline.write(&mut w) {
            Ok(()) if w.bytes.len() <= limits::HOUSE_INLINE_BYTES => inline,
            _ => HouseList::Fingerprint(house_fingerprint(allowed, banned)),
        }
    }

    fn tag(&self) -> u8 {
        match self {
            HouseList::None => 0,
            HouseList::Inline { .. } => 1,
            HouseList::Fingerprint(_) => 2,
        }
    }

    /// The tag goes in the rules byte; this is what follows it.
    fn write(&self, w: &mut Writer) -> Result<(), CodeError> {
        match self {
            HouseList::None => {}
            HouseList::Inline { allowed, banned } => {
                let start = w.bytes.len();
                for words in [allowed, banned] {
                    w.varint(words.len() as u64);
                    for word in words {
                        w.text("house word", word, limits::WORD_CHARS)?;
                    }
                }
                if w.bytes.len() - start > limits::HOUSE_INLINE_BYTES {
                    return Err(CodeError::TooLong {
                        field: "house list",
                        max: limits::HOUSE_INLINE_BYTES,
                    });
                }
            }
            HouseList::Fingerprint(f) => w.u32(*f),
        }
        Ok(())
    }

    fn read(tag: u8, r: &mut Reader) -> Result<HouseList, CodeError> {
        Ok(match tag {
            0 => HouseList::None,
            1 => {
                let mut lists = [Vec::new(), Vec::new()];
                for list in &mut lists {
                    let count = r.count("house list", limits::HOUSE_INLINE_BYTES)?;
                    for _ in 0..count {
                        list.push(r.text("house word", limits::WORD_CHARS)?);
                    }
                }
                let [allowed, banned] = lists;
                HouseList::Inline { allowed, banned }
            }
            2 => HouseList::Fingerprint(r.u32()?),
            _ => {
                return Err(CodeError::Invalid {
                    field: "house list",
                })
            }
        })
    }
}

/// A house list's fingerprint: CRC-32 of its words sorted and distinct, each on a line after `+` (allowed)
/// or `-` (banned), so the same list gives the same number on every phone whatever order it was typed in.
pub fn house_fingerprint(allowed: &[String], banned: &[String]) -> u32 {
    let mut lines: Vec<String> = allowed
        .iter()
        .map(|w| format!("+{w}\n"))
        .chain(banned.iter().map(|w| format!("-{w}\n")))
        .collect();
    lines.sort();
    lines.dedup();
    crate::crc32(lines.concat().as_bytes())
}

/// A round, as the host's phone shows it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Round {
    /// Board text as `boggle_board::Board` prints it (`aeol iejm pdls orkf`).
    pub board: String,
    /// The dictionary's catalog id (`enable2k`) and its version (its fingerprint), so a phone with another
    /// edition of the list can say so rather than judge differently.
    pub dictionary: String,
    pub dictionary_version: u32,
    /// Scoring, minimum length (`None`: the scoring's or the board's official one) and the `Qu` rule.
    pub house: HouseRules,
    pub house_list: HouseList,
    /// The round's length.
    pub seconds: u32,
    /// Names this round: a player's words carry it back.
    pub round_id: u32,
    /// When play starts, in Unix milliseconds; a phone that scans later plays the time left.
    pub start_ms: u64,
    /// Every phone rolls the next rounds' boards from it (`boggle_dice::Rng`).
    pub seed: u64,
}

payload_api!(Round);

impl Round {
    /// The board, read with the tiles of the dictionary's language.
    pub fn board_in(&self, language: Language) -> Result<Board, BoardError> {
        Board::parse_in(&self.board, language)
    }

    /// The check a player's words carry for this round's board.
    pub fn board_check(&self) -> u32 {
        board_check(&self.board)
    }
}

/// The rules byte: scoring in bits 0-1, `Qu` as one letter in bit 2, the house list's tag in bits 3-4.
fn rules_byte(house: &HouseRules, list: &HouseList) -> Result<u8, CodeError> {
    let scoring = Scoring::ALL
        .iter()
        .position(|&s| s == house.scoring)
        .ok_or(CodeError::Invalid { field: "scoring" })? as u8;
    let qu_one = match house.qu_letters {
        1 => 1,
        2 => 0,
        _ => return Err(CodeError::Invalid { field: "Qu rule" }),
    };
    Ok(scoring | qu_one << 2 | list.tag() << 3)
}

impl Payload for Round {
    const KIND: Kind = Kind::Round;

    fn write_body(&self, w: &mut Writer) -> Result<(), CodeError> {
        w.text("board", &self.board, limits::BOARD_TEXT_CHARS)?;
        w.text("dictionary", &self.dictionary, limits::DICTIONARY_ID_CHARS)?;
        w.u32(self.dictionary_version);
        w.u8(rules_byte(&self.house, &self.house_list)?);
        let min_len = match self.house.min_len {
            None => 0,
            Some(n @ 1..=64) => n as u8,
            Some(_) => {
                return Err(CodeError::Invalid {
                    field: "minimum length",
                })
            }
        };
        w.u8(min_len);
        self.house_list.write(w)?;
        if u64::from(self.seconds) > limits::SECONDS {
            return Err(CodeError::TooLong {
                field: "round length",
                max: limits::SECONDS as usize,
            });
        }
        w.varint(self.seconds.into());
        w.u32(self.round_id);
        w.varint(self.start_ms);
        w.u64(self.seed);
        Ok(())
    }

    fn read_body(r: &mut Reader) -> Result<Round, CodeError> {
        let board = r.text("board", limits::BOARD_TEXT_CHARS)?;
        let dictionary = r.text("dictionary", limits::DICTIONARY_ID_CHARS)?;
        let dictionary_version = r.u32()?;
        let rules = r.u8()?;
        if rules >> 5 != 0 {
            return Err(CodeError::Invalid { field: "rules" });
        }
        let scoring = Scoring::ALL[usize::from(rules & 3)];
        let qu_letters = if rules & 4 != 0 { 1 } else { 2 };
        let min_len = match r.u8()? {
            0 => None,
            n @ 1..=64 => Some(usize::from(n)),
            _ => {
                return Err(CodeError::Invalid {
                    field: "minimum length",
                })
            }
        };
        let house_list = HouseList::read(rules >> 3 & 3, r)?;
        let seconds = r.count("round length", limits::SECONDS as usize)? as u32;
        Ok(Round {
            board,
            dictionary,
            dictionary_version,
            house: HouseRules {
                scoring,
                min_len,
                qu_letters,
            },
            house_list,
            seconds,
            round_id: r.u32()?,
            start_ms: r.varint("start")?,
            seed: r.u64()?,
        })
    }
}
