//! A set of word indices into a sorted list of `n` words, in whichever of three codings is smallest for it:
//! a bitmap (`n` bits: best when a player found a good share of the list), fixed-width indices (the fewest
//! bits for `n`: best for a handful of words), or the gaps between sorted indices Rice-coded (best between
//! the two). Each is written and the shortest kept, so the choice is measured per set, never guessed.

use crate::bytes::{BitReader, BitWriter, Reader, Writer};
use crate::CodeError;

/// The codings, as the method byte names them.
const BITMAP: u8 = 0;
const PACKED: u8 = 1;
const RICE: u8 = 2;

/// The largest Rice parameter worth trying: a gap never needs more than 31 bits.
const MAX_RICE_K: u32 = 24;

/// The fewest bits that tell `n` indices apart (0 for a list of 0 or 1 word).
pub(crate) fn index_bits(n: usize) -> u32 {
    match n {
        0 | 1 => 0,
        _ => usize::BITS - (n - 1).leading_zeros(),
    }
}

/// Writes `indices` (sorted, distinct, each below `n`) in its smallest coding.
pub(crate) fn write(w: &mut Writer, indices: &[u32], n: usize) {
    let candidates = [bitmap(indices, n), packed(indices, n), rice(indices)];
    // Ties go to the first: the simplest coding.
    let best = candidates
        .into_iter()
        .enumerate()
        .min_by_key(|(_, bytes)| bytes.len())
        .map(|(_, bytes)| bytes)
        .unwrap_or_default();
    w.bytes.extend_from_slice(&best);
}

/// Each coding's size in bytes for `indices`, method byte included: what [`write`] chooses among.
pub fn coding_sizes(indices: &[u32], n: usize) -> [(&'static str, usize); 3] {
    [
        ("bitmap", bitmap(indices, n).len()),
        ("packed", packed(indices, n).len()),
        ("rice", rice(indices).len()),
    ]
}

fn bitmap(indices: &[u32], n: usize) -> Vec<u8> {
    let mut out = vec![BITMAP];
    let mut map = vec![0u8; n.div_ceil(8)];
    for &i in indices {
        if let Some(byte) = map.get_mut(i as usize / 8) {
            *byte |= 1 << (i % 8);
        }
    }
    out.extend_from_slice(&map);
    out
}

fn packed(indices: &[u32], n: usize) -> Vec<u8> {
    let mut w = Writer::default();
    w.u8(PACKED);
    w.varint(indices.len() as u64);
    let mut bits = BitWriter::default();
    for &i in indices {
        bits.bits(i, index_bits(n));
    }
    w.bytes.extend_from_slice(&bits.bytes);
    w.bytes
}

/// The gaps: the first index, then each index less the one before less one (so 0 for neighbours).
fn gaps(indices: &[u32]) -> impl Iterator<Item = u32> + '_ {
    indices.iter().enumerate().map(|(j, &i)| match j {
        0 => i,
        _ => i - indices[j - 1] - 1,
    })
}

fn rice(indices: &[u32]) -> Vec<u8> {
    // The parameter with the fewest bits in all: a gap costs (gap >> k) + 1 + k bits.
    let k = (0..=MAX_RICE_K)
        .min_by_key(|&k| {
            gaps(indices)
                .map(|g| u64::from(g >> k) + 1 + u64::from(k))
                .sum::<u64>()
        })
        .unwrap_or(0);
    let mut w = Writer::default();
    w.u8(RICE);
    w.varint(indices.len() as u64);
    w.u8(k as u8);
    let mut bits = BitWriter::default();
    for g in gaps(indices) {
        for _ in 0..(g >> k) {
            bits.bits(1, 1);
        }
        bits.bits(0, 1);
        bits.bits(g, k);
    }
    debug_assert!(bits.bit_len() <= bits.bytes.len() as u64 * 8);
    w.bytes.extend_from_slice(&bits.bytes);
    w.bytes
}

/// Reads a set [`write`] wrote for a list of `n` words: sorted, distinct, each below `n`, or an error.
pub(crate) fn read(r: &mut Reader, n: usize, field: &'static str) -> Result<Vec<u32>, CodeError> {
    let invalid = CodeError::Invalid { field };
    let mut out = Vec::new();
    match r.u8()? {
        BITMAP => {
            let map = r.take(n.div_ceil(8))?;
            for (b, byte) in map.iter().enumerate() {
                for bit in 0..8 {
                    if byte >> bit & 1 == 1 {
                        let i = b * 8 + bit;
                        if i >= n {
                            return Err(invalid);
                        }
                        out.push(i as u32);
                    }
                }
            }
        }
        PACKED => {
            let count = r.count(field, n)?;
            let width = index_bits(n);
            let len = (count * width as usize).div_ceil(8);
            let mut bits = BitReader::new(r.take(len)?);
            for _ in 0..count {
                let i = bits.bits(width)?;
                if i as usize >= n || out.last().is_some_and(|&last| last >= i) {
                    return Err(invalid);
                }
                out.push(i);
            }
        }
        RICE => {
            let count = r.count(field, n)?;
            let k = u32::from(r.u8()?);
            if k > MAX_RICE_K {
                return Err(invalid);
            }
            let mut bits = BitReader::new(r.remaining());
            let mut next = 0u64; // the least the next index may be
            for _ in 0..count {
                let mut q = 0u64;
                while bits.bit()? {
                    q += 1;
                    if q > n as u64 {
                        return Err(invalid);
                    }
                }
                let i = next + (q << k) + u64::from(bits.bits(k)?);
                if i >= n as u64 {
                    return Err(invalid);
                }
                out.push(i as u32);
                next = i + 1;
            }
            r.take(bits.bytes_used())?;
        }
        _ => return Err(invalid),
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use boggle_dice::Rng;

    fn round_trip(indices: &[u32], n: usize) -> usize {
        let mut w = Writer::default();
        write(&mut w, indices, n);
        let mut r = Reader::new(&w.bytes);
        assert_eq!(read(&mut r, n, "words").as_deref(), Ok(indices), "n {n}");
        assert!(r.is_done());
        w.bytes.len()
    }

    #[test]
    fn every_coding_round_trips_on_random_sets() {
        let mut rng = Rng::new(52);
        for case in 0..2000 {
            let n = match case % 4 {
                0 => rng.below(10) as usize,
                1 => rng.below(300) as usize,
                _ => rng.below(5000) as usize,
            };
            let take = if n == 0 { 0 } else { rng.below(n as u32 + 1) };
            let density = rng.below(100);
            let mut set: Vec<u32> = (0..n as u32)
                .filter(|_| rng.below(100) < density)
                .take(take as usize)
                .collect();
            set.dedup();
            round_trip(&set, n);
        }
        // Each coding on its own, whichever `write` would choose.
        let set = [0, 3, 4, 90, 299];
        for bytes in [bitmap(&set, 300), packed(&set, 300), rice(&set)] {
            assert_eq!(
                read(&mut Reader::new(&bytes), 300, "w").as_deref(),
                Ok(&set[..])
            );
        }
    }

    #[test]
    fn the_smallest_coding_is_chosen() {
        let dense: Vec<u32> = (0..150).step_by(2).collect();
        assert_eq!(round_trip(&dense, 150), 1 + 19, "a bitmap of 150 bits");
        assert_eq!(round_trip(&[7], 3000), 1 + 1 + 2, "one packed 12-bit index");
    }

    #[test]
    fn index_bits_are_the_fewest() {
        assert_eq!(
            [0, 1, 2, 3, 4, 5, 256, 257].map(index_bits),
            [0, 0, 1, 2, 2, 3, 8, 9]
        );
    }
}
