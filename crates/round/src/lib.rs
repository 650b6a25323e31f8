//! The game-night codes (issue 52): a round, a player's words and the standings, as checked, versioned bytes
//! and as base45 text for a QR code's alphanumeric mode or a link. The one implementation of the format, which
//! the CLI and the app (through wasm) both use; `docs/round.md` is its byte layout and measured sizes.
//!
//! Pure: no I/O, no clock, no randomness (the start moment and seeds are the caller's), no images.
//!
//! ## How it is built
//!
//! Every code is `[version][kind][body][CRC-32]` (`frame` below): the version byte's high nibble marks our
//! codes (so a stranger's bytes are `Foreign`), its low nibble is the format version (a newer one is
//! refused by name, before its check, which a newer format may change), and the CRC-32 (IEEE, the `crc` crate's)
//! of everything before it makes every change of one byte, and every burst of up to 32 bits, a `Damaged`
//! code. The bodies: [`Round`] (`round.rs`), [`Answer`] (`answer.rs`), [`Standings`] (`standings.rs`);
//! their primitives are in `bytes.rs`, the sets of word indices in `index_set.rs` (the smallest of a bitmap,
//! fixed-width indices and Rice-coded gaps, chosen per set), the text form in `base45.rs`, the link form
//! (`#…&code=…`, three characters percent-escaped) in `link.rs`, and what every phone shows from the
//! standings in `compare.rs`. Decoding any byte//! string returns a [`CodeError`] or a payload; it never panics and never allocates more than its input
//! justifies.

mod answer;
mod base45;
mod bytes;
mod compare;
mod error;
mod index_set;
mod link;
mod round;
mod standings;

pub use answer::Answer;
pub use compare::{ComparedPlayer, Comparison, ScoredWord, SharedWord, BEST_MISSED};
pub use error::{field_key, CodeError, FIELDS};
pub use index_set::coding_sizes;
pub use link::{link_param, link_value, read_link, read_scanned, LINK_KEY};
pub use round::{house_fingerprint, HouseList, Round};
pub use standings::{PlayerStanding, Standings};

use bytes::{Reader, Writer};

/// The format version this crate writes and the newest it reads.
pub const FORMAT_VERSION: u8 = 1;

/// The high nibble of the first byte of every code of ours (`0xB_`: "Boggle").
const MARK: u8 = 0xB0;

/// The format's limits, each the most a field may hold: what a real game needs with room to spare, so a
/// hostile code cannot ask for more.
pub mod limits {
    /// Board text as `boggle_board::Board` prints it: 8x8 tiles of up to 4 characters (`[qu]`) and 7 spaces.
    pub const BOARD_TEXT_CHARS: usize = 8 * 8 * 4 + 7;
    /// A dictionary's catalog id (`enable2k`).
    pub const DICTIONARY_ID_CHARS: usize = 32;
    /// A player's name, in characters (issue 52).
    pub const PLAYER_NAME_CHARS: usize = 24;
    /// A word typed by a player or on the house list.
    pub const WORD_CHARS: usize = 64;
    /// A round's sorted word list: an 8x8 board of a big dictionary stays far below it.
    pub const LIST_WORDS: usize = 100_000;
    /// The words a player typed that are not on the list.
    pub const OFF_LIST_WORDS: usize = 500;
    /// The house list goes inline while its encoding is at most this many bytes, else as its fingerprint.
    pub const HOUSE_INLINE_BYTES: usize = 120;
    /// Players in one standings code.
    pub const PLAYERS: usize = 32;
    /// A round's length: a day.
    pub const SECONDS: u64 = 24 * 60 * 60;
}

/// What a code holds, as its kind byte says.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Round,
    Answer,
    Standings,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Round, Kind::Answer, Kind::Standings];

    fn byte(self) -> u8 {
        match self {
            Kind::Round => 1,
            Kind::Answer => 2,
            Kind::Standings => 3,
        }
    }

    /// The name a message argument carries (`round`, `answer`, `standings`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Round => "round",
            Kind::Answer => "answer",
            Kind::Standings => "standings",
        }
    }

    /// As the English says it: "a round's code".
    pub fn description(self) -> &'static str {
        match self {
            Kind::Round => "a round's code",
            Kind::Answer => "a player's words",
            Kind::Standings => "the standings",
        }
    }
}

/// Any of our codes, as scanned: the camera does not know which kind it is looking at.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Code {
    Round(Round),
    Answer(Answer),
    Standings(Standings),
}

impl Code {
    pub fn from_bytes(bytes: &[u8]) -> Result<Code, CodeError> {
        let (kind, body) = open(bytes)?;
        let mut r = Reader::new(body);
        let code = match kind {
            Kind::Round => Code::Round(Round::read_body(&mut r)?),
            Kind::Answer => Code::Answer(Answer::read_body(&mut r)?),
            Kind::Standings => Code::Standings(Standings::read_body(&mut r)?),
        };
        finish(&r)?;
        Ok(code)
    }

    /// A code's base45 text, as a QR code or a link carries it (surrounding whitespace ignored).
    pub fn from_text(text: &str) -> Result<Code, CodeError> {
        Code::from_bytes(&text_bytes(text)?)
    }
}

/// CRC-32 (IEEE 802.3, zlib's and PNG's), byte by byte with a 1 KiB table: fast enough for a dictionary's
/// 1.4 MB (its fingerprint is taken once), small in the solver's wasm, which every first visit fetches.
const CRC32: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC);

/// CRC-32 of `bytes`.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    CRC32.checksum(bytes)
}

/// The board check an [`Answer`] carries: CRC-32 of the board text as the round's code holds it.
pub fn board_check(board_text: &str) -> u32 {
    crc32(board_text.as_bytes())
}

/// A dictionary's version as a round carries it: CRC-32 of its words in the order given (the lexicon's own,
/// `Lexicon::words`), each followed by a newline. Two phones whose lists differ by one word disagree, so the
/// one with another edition can say so rather than misread the indices.
pub fn dictionary_fingerprint<S: AsRef<str>>(words: impl IntoIterator<Item = S>) -> u32 {
    let mut hasher = CRC32.digest();
    for word in words {
        hasher.update(word.as_ref().as_bytes());
        hasher.update(b"\n");
    }
    hasher.finalize()
}

/// Base45 text of `bytes`.
pub fn to_text(bytes: &[u8]) -> String {
    base45::encode(bytes)
}

fn text_bytes(text: &str) -> Result<Vec<u8>, CodeError> {
    base45::decode(text.trim()).ok_or(CodeError::Foreign)
}

/// `body` of `kind` framed: version, kind, body, CRC-32 (little-endian) of all three.
fn seal(kind: Kind, body: Writer) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(body.bytes.len() + 6);
    bytes.push(MARK | FORMAT_VERSION);
    bytes.push(kind.byte());
    bytes.extend_from_slice(&body.bytes);
    let check = crc32(&bytes);
    bytes.extend_from_slice(&check.to_le_bytes());
    bytes
}

/// The kind and body of a framed code, each refusal in the order a person can act on it.
fn open(bytes: &[u8]) -> Result<(Kind, &[u8]), CodeError> {
    let first = *bytes.first().ok_or(CodeError::Foreign)?;
    if first & 0xF0 != MARK || first & 0x0F == 0 {
        return Err(CodeError::Foreign);
    }
    let version = first & 0x0F;
    if version > FORMAT_VERSION {
        return Err(CodeError::NewerVersion { found: version });
    }
    if bytes.len() < 6 {
        return Err(CodeError::Truncated);
    }
    let (sealed, check) = bytes.split_at(bytes.len() - 4);
    let mut check_bytes = [0; 4];
    check_bytes.copy_from_slice(check);
    if crc32(sealed) != u32::from_le_bytes(check_bytes) {
        return Err(CodeError::Damaged);
    }
    let kind_byte = sealed[1];
    let kind = Kind::ALL
        .into_iter()
        .find(|k| k.byte() == kind_byte)
        .ok_or(CodeError::UnknownKind { found: kind_byte })?;
    Ok((kind, &sealed[2..]))
}

/// A body must be read to its last byte: anything after is not ours.
fn finish(r: &Reader) -> Result<(), CodeError> {
    if r.is_done() {
        Ok(())
    } else {
        Err(CodeError::Invalid { field: "length" })
    }
}

/// A payload's own body; the framing, text and kind check are shared.
trait Payload: Sized {
    const KIND: Kind;
    fn write_body(&self, w: &mut Writer) -> Result<(), CodeError>;
    fn read_body(r: &mut Reader) -> Result<Self, CodeError>;

    fn to_bytes(&self) -> Result<Vec<u8>, CodeError> {
        let mut w = Writer::default();
        self.write_body(&mut w)?;
        Ok(seal(Self::KIND, w))
    }

    fn from_bytes(bytes: &[u8]) -> Result<Self, CodeError> {
        let (kind, body) = open(bytes)?;
        if kind != Self::KIND {
            return Err(CodeError::WrongKind {
                expected: Self::KIND,
                found: kind,
            });
        }
        let mut r = Reader::new(body);
        let payload = Self::read_body(&mut r)?;
        finish(&r)?;
        Ok(payload)
    }
}

/// The public face of [`Payload`] on each payload: bytes and text both ways.
macro_rules! payload_api {
    ($t:ty) => {
        impl $t {
            /// The code's bytes, or why a field cannot be written.
            pub fn to_bytes(&self) -> Result<Vec<u8>, $crate::CodeError> {
                $crate::Payload::to_bytes(self)
            }

            /// The code's base45 text (for a QR code in alphanumeric mode, or a link).
            pub fn to_text(&self) -> Result<String, $crate::CodeError> {
                Ok($crate::to_text(&self.to_bytes()?))
            }

            /// This kind of code from its bytes; any other bytes are a [`CodeError`].
            pub fn from_bytes(bytes: &[u8]) -> Result<Self, $crate::CodeError> {
                <Self as $crate::Payload>::from_bytes(bytes)
            }

            /// This kind of code from its base45 text.
            pub fn from_text(text: &str) -> Result<Self, $crate::CodeError> {
                Self::from_bytes(&$crate::text_bytes(text)?)
            }
        }
    };
}
pub(crate) use payload_api;

#[cfg(test)]
mod tests;
