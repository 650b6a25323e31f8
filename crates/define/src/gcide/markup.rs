//! GCIDE's markup: groups skipped, `{cross references}` read, source tags cut, `[=e]`-style letters
//! and escapes turned into text, a gloss cleaned for the app.

/// The text after an opening `open` at the start of `text`, once its group is closed (nested
/// groups included); `None` when it never closes.
pub(super) fn skip_group(text: &str, open: char, close: char) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                return Some(&text[i + c.len_utf8()..]);
            }
        }
    }
    None
}

/// Each `{word}` of `text`, lowercase, when it is one word of letters.
pub(super) fn braced(text: &str) -> Vec<String> {
    text.split('{')
        .skip(1)
        .filter_map(|s| s.split_once('}'))
        .map(|(w, _)| w.replace('æ', "ae").to_ascii_lowercase())
        .filter(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase()))
        .collect()
}

/// `text` up to its first source tag (`[1913 Webster]`, `[PJC]`, `[WordNet 1.5 +PJC]`).
pub(super) fn until_source(text: &str) -> &str {
    let mut from = 0;
    while let Some(at) = text[from..].find('[') {
        let start = from + at;
        let Some(len) = text[start..].find(']') else {
            break;
        };
        if is_source_tag(&text[start + 1..start + len]) {
            return &text[..start];
        }
        from = start + 1;
    }
    text
}

pub(super) fn is_source_tag(inside: &str) -> bool {
    ["Webster", "WordNet", "Century", "Chambers"]
        .iter()
        .any(|s| inside.contains(s))
        || inside.split([' ', '+']).filter(|t| !t.is_empty()).all(|t| {
            let t = t.trim_end_matches('.');
            (2..=4).contains(&t.len()) && t.bytes().all(|b| b.is_ascii_uppercase())
        }) && !inside.trim().is_empty()
}

/// A gloss as the app shows it: one line, without citations (`--Shak.`), quoted examples and
/// cross references' braces.
pub(super) fn clean_gloss(raw: &str) -> String {
    let mut text: String = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    // Citations, then a quotation they followed: `To go. "To Canterbury they wend." --Chaucer.`
    let citation = text
        .match_indices(" --")
        .map(|(at, _)| at)
        .find(|&at| text[at + 3..].starts_with(|c: char| c.is_ascii_uppercase()));
    if let Some(at) = citation {
        text.truncate(at);
    }
    for example in [
        "; as, ", ", as, ", ": as, ", "; as ", ". \"", "] \"", "; \"", ": \"",
    ] {
        if let Some(at) = text.find(example) {
            text.truncate(at + usize::from(example.starts_with(['.', ']'])));
        }
    }
    let text = text.replace(['{', '}'], "");
    text.trim()
        .trim_end_matches([';', ',', ':'])
        .trim()
        .to_string()
}

/// The text with GCIDE's letter escapes written as letters (`caf['e]` → `café`, `[ae]` → `æ`);
/// other brackets (`[Obs.]`, etymologies, sources) are left.
pub(super) fn letters(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('[') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        match after
            .find(']')
            .and_then(|end| escape(&after[..end]).map(|l| (end, l)))
        {
            Some((end, letter)) => {
                out.push_str(&letter);
                rest = &after[end + 1..];
            }
            None => {
                out.push('[');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The letters of one escape (`=e`, `'e`, `i^`, `ae`, `eth`), or `None` for a bracket that is not
/// one.
fn escape(inside: &str) -> Option<String> {
    const NAMED: [(&str, &str); 22] = [
        ("ae", "æ"),
        ("AE", "Æ"),
        ("oe", "œ"),
        ("OE", "Œ"),
        ("eth", "ð"),
        ("thorn", "þ"),
        ("th", "th"),
        ("imac", "ī"),
        ("aum", "ä"),
        ("oum", "ö"),
        ("uum", "ü"),
        ("eum", "ë"),
        ("cced", "ç"),
        ("ntil", "ñ"),
        ("root", "√"),
        ("deg", "°"),
        ("sect", "§"),
        ("ng", "ŋ"),
        ("yogh", "ȝ"),
        ("frac12", "½"),
        ("add", "ä"),
        ("udd", "ü"),
    ];
    if let Some((_, letter)) = NAMED.iter().find(|(name, _)| *name == inside) {
        return Some(letter.to_string());
    }
    // A mark before the letters (`=a`, `'e`, `"o`, `~n`, `,c`) or a breve after them (`i^`).
    let marked = inside.trim_start_matches(['=', '.', '\'', '~', '-', '"', '`', '^', ',', '*']);
    let letters = marked.trim_end_matches('^');
    let marks = inside.len() - letters.len();
    if marks == 0
        || !(1..=2).contains(&letters.len())
        || !letters.bytes().all(|b| b.is_ascii_alphabetic())
    {
        return None;
    }
    // Accents of spelling (`caf['e]`) as combining marks; pronunciation marks (`[=a]`, `[i^]`)
    // only appear in what is cut, so their letter alone.
    let accent = match inside.chars().next() {
        Some('\'') => Some('\u{301}'),
        Some('`') => Some('\u{300}'),
        Some('"') => Some('\u{308}'),
        Some('~') => Some('\u{303}'),
        Some(',') => Some('\u{327}'),
        _ => None,
    };
    Some(
        letters
            .chars()
            .chain(accent.filter(|_| letters.len() == 1))
            .collect(),
    )
}
