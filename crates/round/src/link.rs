//! A code in a link: the challenge link's fragment with one more parameter, `code=`, whose value is the code's
//! base45 text with the three characters a URL query reads otherwise percent-escaped (space, `%`, `+`). Every
//! other base45 character (`$*-./:` and the alphanumerics) is left as it is in a fragment, so the link stays
//! short and the escaped text is still QR-alphanumeric.

use crate::{Code, CodeError};

/// The fragment parameter that carries a code (`#play&board=…&code=…`).
pub const LINK_KEY: &str = "code";

/// Base45's characters that a URL's query or fragment would read as something else, and their escapes.
const ESCAPES: [(char, &str); 3] = [('%', "%25"), (' ', "%20"), ('+', "%2B")];

/// `text` (a code's base45 text) as a link's parameter value.
pub fn link_value(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match ESCAPES.iter().find(|(raw, _)| *raw == c) {
            Some((_, escaped)) => out.push_str(escaped),
            None => out.push(c),
        }
    }
    out
}

/// `code=` and the value: what a link's fragment gains.
pub fn link_param(text: &str) -> String {
    format!("{LINK_KEY}={}", link_value(text))
}

/// A parameter value with its percent escapes read back (`+` as a space, as URLSearchParams reads it); `None`
/// when an escape is broken or is not one of a byte below 0x80 (base45 is ASCII).
fn unescape(value: &str) -> Option<String> {
    let bytes = value.as_bytes();
    let mut out = String::with_capacity(value.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = value.get(i + 1..i + 3)?;
                let byte = u8::from_str_radix(hex, 16).ok().filter(u8::is_ascii)?;
                out.push(char::from(byte));
                i += 3;
            }
            b'+' => {
                out.push(' ');
                i += 1;
            }
            b => {
                out.push(char::from(b).is_ascii().then_some(char::from(b))?);
                i += 1;
            }
        }
    }
    Some(out)
}

/// The code a link carries: a whole address or its fragment (`#play&…&code=…`). A link without a fragment,
/// or whose fragment has no `code=` of base45 text, is [`CodeError::Foreign`]; the code then refuses as its
/// text would (damaged, newer, …).
pub fn read_link(link: &str) -> Result<Code, CodeError> {
    let (_, fragment) = link.trim().split_once('#').ok_or(CodeError::Foreign)?;
    let value = fragment
        .split('&')
        .find_map(|pair| pair.strip_prefix(LINK_KEY)?.strip_prefix('='))
        .ok_or(CodeError::Foreign)?;
    Code::from_text(&unescape(value).ok_or(CodeError::Foreign)?)
}

/// What a scan or a paste gave: a link (it has a `#`, which base45 never holds) or a code's text.
pub fn read_scanned(text: &str) -> Result<Code, CodeError> {
    if text.contains('#') {
        read_link(text)
    } else {
        Code::from_text(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{HouseList, Round};
    use boggle_board::{HouseRules, Scoring};
    use boggle_dice::{DiceSet, Rng};

    /// A round of random fields (its own: `tests.rs`'s maker is private to it).
    fn random_round(rng: &mut Rng) -> Round {
        let words: Vec<String> = (0..rng.below(4)).map(|i| format!("w{i}")).collect();
        Round {
            board: DiceSet::SuperBig6.roll(rng).to_string(),
            dictionary: "enable2k".to_owned(),
            dictionary_version: rng.next_u64() as u32,
            house: HouseRules {
                scoring: Scoring::ALL[rng.below(4) as usize],
                min_len: [None, Some(3), Some(4)][rng.below(3) as usize],
                qu_letters: 1 + rng.below(2) as u8,
            },
            house_list: HouseList::of(&words, &[]),
            seconds: 60 + rng.below(300),
            round_id: rng.next_u64() as u32,
            start_ms: 1_800_000_000_000 + u64::from(rng.below(1 << 30)),
            seed: rng.next_u64(),
        }
    }

    #[test]
    fn links_carry_every_code_back() {
        let mut rng = Rng::new(4);
        let mut escaped = 0;
        for _ in 0..200 {
            let round = random_round(&mut rng);
            let text = round.to_text().expect("text");
            let value = link_value(&text);
            assert!(!value.contains([' ', '+']), "{value}");
            escaped += usize::from(value.len() != text.len());
            let link = format!(
                "https://example.org/boggle/#play&board=ab%20cd&seconds=180&{}",
                link_param(&text)
            );
            assert_eq!(read_link(&link), Ok(Code::Round(round.clone())));
            assert_eq!(read_scanned(&link), Ok(Code::Round(round.clone())));
            assert_eq!(read_scanned(&text), Ok(Code::Round(round.clone())));
            // The fragment alone, the parameter first, as a page reads `location.hash`.
            assert_eq!(
                read_link(&format!("#{}&play", link_param(&text))),
                Ok(Code::Round(round))
            );
        }
        // Most codes hold a space, `%` or `+` (3 of base45's 45 characters): the escapes are exercised.
        assert!(escaped > 150, "{escaped}");
    }

    #[test]
    fn a_fragment_not_ours_is_foreign() {
        for link in [
            "https://example.org/",
            "https://example.org/#board=abcd",
            "#play&board=abcd&seconds=60",
            "#play&codex=00",
            "#code=hello",
            "#code=%zz",
            "#code=%C3%A9",
            "#code=é",
            "",
        ] {
            assert_eq!(read_link(link), Err(CodeError::Foreign), "{link}");
        }
        assert_eq!(
            read_scanned("https://example.org/"),
            Err(CodeError::Foreign)
        );
    }

    #[test]
    fn a_damaged_link_says_so() {
        let round = random_round(&mut Rng::new(5));
        let value = link_value(&round.to_text().expect("text"));
        // One character changed to another base45 character: the check value catches it.
        let mut chars: Vec<char> = value.chars().collect();
        let at = chars
            .iter()
            .rposition(|c| c.is_ascii_digit())
            .expect("a digit");
        chars[at] = if chars[at] == '0' { '1' } else { '0' };
        let damaged: String = chars.into_iter().collect();
        assert!(matches!(
            read_link(&format!("#play&code={damaged}")),
            Err(CodeError::Damaged | CodeError::Invalid { .. } | CodeError::Foreign)
        ));
        // Cut short (a link cut by a chat app): refused, never a panic.
        for len in 0..value.len() {
            if let Some(cut) = value.get(..len) {
                assert!(read_link(&format!("#code={cut}")).is_err(), "{cut}");
            }
        }
    }
}
