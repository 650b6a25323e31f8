//! The format's primitives: fixed little-endian integers, LEB128 varints, length-prefixed UTF-8, and a bit
//! stream (least significant bit first) for the index sets. Every read is bounds checked and says
//! `Truncated` past the end, so no byte string can make a read panic.

use crate::CodeError;

/// Bytes being written.
#[derive(Default)]
pub(crate) struct Writer {
    pub(crate) bytes: Vec<u8>,
}

impl Writer {
    pub(crate) fn u8(&mut self, v: u8) {
        self.bytes.push(v);
    }

    pub(crate) fn u32(&mut self, v: u32) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    pub(crate) fn u64(&mut self, v: u64) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }

    /// LEB128: 7 bits a byte, the high bit set on every byte but the last.
    pub(crate) fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.bytes.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.bytes.push(v as u8);
    }

    /// `text` as its byte length (varint) and its UTF-8, refused past `max` characters.
    pub(crate) fn text(
        &mut self,
        field: &'static str,
        text: &str,
        max: usize,
    ) -> Result<(), CodeError> {
        if text.chars().count() > max {
            return Err(CodeError::TooLong { field, max });
        }
        self.varint(text.len() as u64);
        self.bytes.extend_from_slice(text.as_bytes());
        Ok(())
    }
}

/// Bytes being read.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    pub(crate) fn take(&mut self, n: usize) -> Result<&'a [u8], CodeError> {
        let end = self.at.checked_add(n).ok_or(CodeError::Truncated)?;
        let taken = self.bytes.get(self.at..end).ok_or(CodeError::Truncated)?;
        self.at = end;
        Ok(taken)
    }

    /// The bytes not read yet, left unread.
    pub(crate) fn remaining(&self) -> &'a [u8] {
        self.bytes.get(self.at..).unwrap_or_default()
    }

    pub(crate) fn is_done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    pub(crate) fn u8(&mut self) -> Result<u8, CodeError> {
        Ok(self.take(1)?[0])
    }

    pub(crate) fn u32(&mut self) -> Result<u32, CodeError> {
        let mut b = [0; 4];
        b.copy_from_slice(self.take(4)?);
        Ok(u32::from_le_bytes(b))
    }

    pub(crate) fn u64(&mut self) -> Result<u64, CodeError> {
        let mut b = [0; 8];
        b.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(b))
    }

    /// A varint of at most 10 bytes; a longer one, or one past 64 bits, is `Invalid`.
    pub(crate) fn varint(&mut self, field: &'static str) -> Result<u64, CodeError> {
        let mut v = 0u64;
        for i in 0..10 {
            let b = self.u8()?;
            let part = u64::from(b & 0x7f);
            if i == 9 && part > 1 {
                return Err(CodeError::Invalid { field });
            }
            v |= part << (7 * i);
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(CodeError::Invalid { field })
    }

    /// A varint that must be at most `max`.
    pub(crate) fn count(&mut self, field: &'static str, max: usize) -> Result<usize, CodeError> {
        let v = self.varint(field)?;
        usize::try_from(v)
            .ok()
            .filter(|&n| n <= max)
            .ok_or(CodeError::Invalid { field })
    }

    /// Text as [`Writer::text`] writes it, of at most `max` characters.
    pub(crate) fn text(&mut self, field: &'static str, max: usize) -> Result<String, CodeError> {
        // A character is at most 4 bytes: a longer length cannot be valid.
        let len = self.count(field, max * 4)?;
        let bytes = self.take(len)?;
        let text = std::str::from_utf8(bytes).map_err(|_| CodeError::Invalid { field })?;
        if text.chars().count() > max {
            return Err(CodeError::Invalid { field });
        }
        Ok(text.to_owned())
    }
}

/// Bits being written, least significant first, into whole bytes.
#[derive(Default)]
pub(crate) struct BitWriter {
    pub(crate) bytes: Vec<u8>,
    bits: u64,
}

impl BitWriter {
    /// The low `n` bits of `v` (`n` ≤ 32).
    pub(crate) fn bits(&mut self, v: u32, n: u32) {
        for i in 0..n {
            if self.bits % 8 == 0 {
                self.bytes.push(0);
            }
            if (v >> i) & 1 == 1 {
                if let Some(last) = self.bytes.last_mut() {
                    *last |= 1 << (self.bits % 8);
                }
            }
            self.bits += 1;
        }
    }

    pub(crate) fn bit_len(&self) -> u64 {
        self.bits
    }
}

/// Bits being read, as [`BitWriter`] wrote them.
pub(crate) struct BitReader<'a> {
    bytes: &'a [u8],
    bit: usize,
}

impl<'a> BitReader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader { bytes, bit: 0 }
    }

    pub(crate) fn bit(&mut self) -> Result<bool, CodeError> {
        let byte = self.bytes.get(self.bit / 8).ok_or(CodeError::Truncated)?;
        let b = (byte >> (self.bit % 8)) & 1 == 1;
        self.bit += 1;
        Ok(b)
    }

    /// `n` bits (`n` ≤ 32) as a number.
    pub(crate) fn bits(&mut self, n: u32) -> Result<u32, CodeError> {
        let mut v = 0u32;
        for i in 0..n {
            if self.bit()? {
                v |= 1 << i;
            }
        }
        Ok(v)
    }

    /// The bytes read so far (whole bytes: the last one's spare bits are padding).
    pub(crate) fn bytes_used(&self) -> usize {
        self.bit.div_ceil(8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_and_refuse_overlong() {
        for v in [0, 1, 127, 128, 300, u32::MAX as u64, u64::MAX] {
            let mut w = Writer::default();
            w.varint(v);
            assert_eq!(Reader::new(&w.bytes).varint("v"), Ok(v));
        }
        let overlong = [0xff; 11];
        assert!(Reader::new(&overlong).varint("v").is_err());
        assert_eq!(Reader::new(&[0x80]).varint("v"), Err(CodeError::Truncated));
    }

    #[test]
    fn bits_round_trip() {
        let mut w = BitWriter::default();
        let values = [(5, 3), (0, 1), (u32::MAX, 32), (1234, 11)];
        for (v, n) in values {
            w.bits(v, n);
        }
        let mut r = BitReader::new(&w.bytes);
        for (v, n) in values {
            assert_eq!(r.bits(n), Ok(v));
        }
    }
}
