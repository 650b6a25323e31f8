//! Base45 (RFC 9285): two bytes as three characters of QR's alphanumeric set, so a code's text fills a QR
//! code in alphanumeric mode (5.5 bits a character). No kept crate for it is in the lockfile, and it is
//! thirty lines; the RFC's own examples are the tests.

/// QR's alphanumeric characters, in the RFC's order: a character's value is its place here.
const ALPHABET: &[u8; 45] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(2) * 3);
    let mut push = |v: usize| out.push(char::from(ALPHABET[v % 45]));
    for pair in bytes.chunks(2) {
        let n = match *pair {
            [a, b] => usize::from(a) * 256 + usize::from(b),
            [a] => usize::from(a),
            _ => 0,
        };
        push(n);
        push(n / 45);
        if pair.len() == 2 {
            push(n / (45 * 45));
        }
    }
    out
}

/// The bytes of base45 text, or `None` when it is not base45 (a foreign character, a lone last character,
/// or a group past 65535, which no encoder writes).
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let values: Vec<u32> = text
        .bytes()
        .map(|c| ALPHABET.iter().position(|&a| a == c).map(|v| v as u32))
        .collect::<Option<_>>()?;
    let mut out = Vec::with_capacity(values.len() / 3 * 2 + 1);
    for group in values.chunks(3) {
        match *group {
            [c, d, e] => {
                let n = u16::try_from(c + d * 45 + e * 45 * 45).ok()?;
                out.extend_from_slice(&n.to_be_bytes());
            }
            [c, d] => out.push(u8::try_from(c + d * 45).ok()?),
            _ => return None,
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 9285, sections 4.3 and 4.4.
    #[test]
    fn the_rfc_examples() {
        for (bytes, text) in [
            (&b"AB"[..], "BB8"),
            (b"Hello!!", "%69 VD92EX0"),
            (b"base-45", "UJCLQE7W581"),
            (b"ietf!", "QED8WEX0"),
            (b"", ""),
        ] {
            assert_eq!(encode(bytes), text);
            assert_eq!(decode(text).as_deref(), Some(bytes));
        }
        // 4.4: "GGW" is 65535 + 1 and a lone character is no group.
        assert_eq!(decode("GGW"), None);
        assert_eq!(decode("FGW").as_deref(), Some(&[255, 255][..]));
        assert_eq!(decode("BB8A"), None);
        assert_eq!(decode("bb8"), None, "lowercase is not base45");
    }

    #[test]
    fn every_byte_pair_round_trips() {
        let bytes: Vec<u8> = (0..=255u8)
            .flat_map(|a| [a, a.wrapping_mul(7), a ^ 0x5a])
            .collect();
        assert_eq!(decode(&encode(&bytes)), Some(bytes));
    }
}
