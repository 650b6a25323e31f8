//! Reading GCIDE (the GNU Collaborative International Dictionary of English, mostly Webster's
//! 1913) in the dict server's format, as Debian's `dict-gcide` ships it: `gcide.index` (`name TAB
//! offset TAB length` a line, base 64) and the articles' text. For each word, its glosses without
//! the markup (pronunciations, etymologies, citations, `{cross references}`, `[=e]` letters), with
//! their part of speech, or the word it is a form of when GCIDE says so: an article's header lists
//! its inflections (`Go \Go\, v. i. [imp. {Went}; p. p. {Gone}…]`) and some articles are nothing
//! but one (`Bigger \Big"ger\, a., compar. of {Big}.`).

use std::collections::{BTreeMap, HashMap};

use crate::build::shorten;

mod markup;
use markup::{braced, clean_gloss, letters, skip_group, until_source};

/// What GCIDE says of one word: its senses (most useful first) and the headwords it is a form of.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct GcideWord {
    pub senses: Vec<(char, String)>,
    pub form_of: Vec<String>,
}

/// Senses kept from one article, and in all: as for WordNet.
const PER_ARTICLE: usize = 2;
const PER_WORD: usize = 4;

/// One article, parsed.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
struct Article {
    /// Lowercase, without syllable and stress marks (`Big"ger` → `bigger`).
    headwords: Vec<String>,
    /// The `{forms}` its header lists, lowercase.
    forms: Vec<String>,
    senses: Vec<(char, String)>,
    /// The headword its only gloss says it is a form of (`compar. of {Big}`).
    form_of: Option<String>,
    /// Marked obsolete or rare: its senses come after the others'.
    dated: bool,
}

/// Every word of the index that is lowercase a-z once lowercased, with what GCIDE says of it.
pub fn read_gcide(index: &str, dict: &str) -> Result<BTreeMap<String, GcideWord>, String> {
    let mut articles: HashMap<usize, Option<Article>> = HashMap::new();
    let mut words: BTreeMap<String, Vec<(usize, bool)>> = BTreeMap::new();
    for line in index.lines() {
        let mut fields = line.split('\t');
        let (Some(name), Some(offset), Some(length)) =
            (fields.next(), fields.next(), fields.next())
        else {
            return Err(format!("bad GCIDE index line: {line}"));
        };
        let word = name.to_ascii_lowercase();
        if word.is_empty() || !word.bytes().all(|b| b.is_ascii_lowercase()) {
            continue;
        }
        let (Some(offset), Some(length)) = (base64(offset), base64(length)) else {
            return Err(format!("bad GCIDE index line: {line}"));
        };
        let article = articles
            .entry(offset)
            .or_insert_with(|| dict.get(offset..offset + length).and_then(parse_article));
        let Some(article) = article else {
            continue;
        };
        let own = article.headwords.contains(&word);
        if own || article.forms.contains(&word) {
            let seen = words.entry(word).or_default();
            if !seen.contains(&(offset, own)) {
                seen.push((offset, own));
            }
        }
    }
    let mut out = BTreeMap::new();
    for (word, found) in words {
        let mut entry = GcideWord::default();
        let mut own: Vec<&Article> = Vec::new();
        for (offset, is_own) in found {
            let Some(Some(article)) = articles.get(&offset) else {
                continue;
            };
            match (is_own, &article.form_of) {
                (true, None) => own.push(article),
                (true, Some(base)) => entry.form_of.push(base.clone()),
                (false, _) => entry.form_of.push(article.headwords[0].clone()),
            }
        }
        // Current senses first, then the obsolete and rare ones, each in the dictionary's order.
        own.sort_by_key(|a| a.dated);
        for article in own {
            for sense in article.senses.iter().take(PER_ARTICLE) {
                if entry.senses.len() < PER_WORD && !entry.senses.contains(sense) {
                    entry.senses.push(sense.clone());
                }
            }
        }
        let mut bases = std::mem::take(&mut entry.form_of);
        bases.retain(|base| *base != word);
        for base in bases {
            if !entry.form_of.contains(&base) {
                entry.form_of.push(base);
            }
        }
        if !entry.senses.is_empty() || !entry.form_of.is_empty() {
            out.insert(word, entry);
        }
    }
    Ok(out)
}

/// The dict format's numbers: base 64, most significant digit first.
fn base64(text: &str) -> Option<usize> {
    const DIGITS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    text.bytes().try_fold(0usize, |n, c| {
        let digit = DIGITS.iter().position(|&d| d == c)?;
        n.checked_mul(64)?.checked_add(digit)
    })
}

/// Reads one article: `Head \pro*nun"ci*a*tion\ (sounds), pos. [inflections] [etymology] (Domain)`
/// then the senses, unnumbered or `1.`, `2.`…, each closed by its source (`[1913 Webster]`),
/// with quotations, notes and phrases (`{Ere long}, …`) between them, all skipped.
fn parse_article(text: &str) -> Option<Article> {
    let text = letters(text);
    let mut article = Article::default();
    let mut rest = text.as_str();
    // The headwords: `Aye \Aye\, Ay \Ay\, adv.`, each one word.
    loop {
        let (head, after) = rest.split_once(" \\")?;
        if head.contains([' ', '\n', ',']) {
            return None;
        }
        let (_, after) = after.split_once('\\')?;
        let word: String = head
            .chars()
            .filter(|c| !matches!(c, '"' | '*' | '`' | '\''))
            .collect::<String>()
            .to_ascii_lowercase();
        article.headwords.push(word);
        rest = after.trim_start_matches(' ');
        if rest.starts_with('(') {
            rest = skip_group(rest, '(', ')')?;
        }
        match rest.strip_prefix(", ") {
            Some(next)
                if next
                    .split_once(" \\")
                    .is_some_and(|(h, _)| !h.is_empty() && !h.contains([' ', '\n', ','])) =>
            {
                rest = next;
            }
            _ => break,
        }
    }
    if article.headwords.is_empty() {
        return None;
    }
    // The part of speech: up to a bracket, a parenthesis or the line's end.
    let rest = rest.trim_start_matches([',', ' ']);
    let end = rest.find(['[', '(', '\n']).unwrap_or(rest.len());
    let (mut pos, mut body) = rest.split_at(end);
    if pos.trim().is_empty() && body.starts_with('\n') {
        // `The \The\ (…),\n definite article.` : on the next line.
        let next = body.trim_start();
        let end = next.find(['[', '(', '\n']).unwrap_or(next.len());
        if part_of_speech_code(&next[..end]) == '-' {
            (pos, body) = ("", body);
        } else {
            (pos, body) = next.split_at(end);
        }
    }
    let mut header = pos.to_string();
    // Inflections, etymology and domain: bracketed and parenthesised groups.
    loop {
        body = body.trim_start();
        let group = if body.starts_with('[') {
            skip_group(body, '[', ']')
        } else if body.starts_with('(') {
            skip_group(body, '(', ')')
        } else {
            None
        };
        let Some(after) = group else { break };
        header.push_str(&body[..body.len() - after.len()]);
        body = after.trim_start_matches(['.', ',', ';']);
    }
    article.forms = braced(&header);
    let part = part_of_speech_code(pos);
    for sense in senses(body) {
        let clean = clean_gloss(&sense);
        if clean.is_empty() {
            continue;
        }
        if article.senses.is_empty() {
            article.dated = clean.contains("[Obs.") || clean.contains("[R.]");
            article.form_of = form_statement(&sense);
            if article.form_of.is_some() {
                break;
            }
        }
        article.senses.push((part, shorten(&clean)));
    }
    (!article.senses.is_empty() || article.form_of.is_some()).then_some(article)
}

/// The shard format's code for GCIDE's part of speech (`n.`, `v. t.`, `a.`, `adv.`, `pron.`…, the
/// first when it names several); `-` when it gives none the format has.
fn part_of_speech_code(pos: &str) -> char {
    let first = pos
        .trim()
        .split(['.', ' ', ',', ';', '&'])
        .find(|t| !t.is_empty())
        .unwrap_or("");
    match first {
        "n" => 'n',
        "v" => 'v',
        "a" | "adj" => 'a',
        "adv" => 'r',
        "pron" => 'p',
        "prep" => 'e',
        "conj" => 'c',
        "interj" => 'i',
        "definite" | "indefinite" | "article" => 'd',
        _ => '-',
    }
}

/// The senses' raw text: after the header, each numbered sense (or the only one), up to its
/// source; quotations, notes, phrases and synonyms between senses are skipped.
fn senses(body: &str) -> Vec<String> {
    let mut out = Vec::new();
    for paragraph in body.split("\n\n") {
        let text = paragraph.trim_start();
        let numbered = text
            .split_once(". ")
            .is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if !out.is_empty() && !numbered {
            continue;
        }
        if out.is_empty() && !numbered && paragraph.starts_with("      ") {
            // A quotation, indented deeper than a sense.
            continue;
        }
        let text = if numbered {
            text.split_once(". ").map_or(text, |(_, t)| t)
        } else {
            text
        };
        if text.starts_with(['{', '"']) || text.starts_with("Note:") || text.starts_with("Syn.") {
            continue;
        }
        out.push(until_source(text).to_string());
    }
    out
}

/// The base a gloss says the word is an inflection of: `imp. & p. p. of {Wend}` → `wend`.
fn form_statement(raw: &str) -> Option<String> {
    let text: String = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let (grammar, after) = text.split_once(" of {")?;
    const WORDS: [&str; 16] = [
        "imp", "p", "pr", "pl", "compar", "superl", "pres", "pret", "sing", "3d", "2d", "pers",
        "&", "and", "or", "obs",
    ];
    let is_grammar = grammar
        .split([' ', '.', ','])
        .filter(|t| !t.is_empty())
        .all(|t| WORDS.contains(&t.to_ascii_lowercase().as_str()));
    let (base, _) = after.split_once('}')?;
    let base = base.to_ascii_lowercase();
    (is_grammar && !base.is_empty() && base.bytes().all(|b| b.is_ascii_lowercase())).then_some(base)
}

#[cfg(test)]
mod tests {
    use super::markup::is_source_tag;
    use super::*;

    /// An index and its dict text, as `dictfmt` writes them.
    fn dictionary(articles: &[(&[&str], &str)]) -> (String, String) {
        let (mut index, mut dict) = (String::new(), String::new());
        let digits = |mut n: usize| {
            const DIGITS: &[u8] =
                b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
            let mut s = Vec::new();
            loop {
                s.push(DIGITS[n % 64]);
                n /= 64;
                if n == 0 {
                    break;
                }
            }
            s.reverse();
            String::from_utf8(s).unwrap()
        };
        for (names, text) in articles {
            for name in *names {
                index.push_str(&format!(
                    "{name}\t{}\t{}\n",
                    digits(dict.len()),
                    digits(text.len())
                ));
            }
            dict.push_str(text);
        }
        (index, dict)
    }

    const GO: &str = "Go \\Go\\, v. i. [imp. {Went} (w[e^]nt); p. p. {Gone} (g[o^]n;\n   115); p. pr. & vb. n. {Going}.] [OE. gan, gon, AS. g[=a]n.\n   Cf. {Gang}, v. i., {Wend}.]\n   1. To pass from one place to another; to be in motion; -- used\n      of animate beings. \"Go to the ant.\" --Bible.\n      [1913 Webster]\n\n            A quotation.\n                                                  --Shak.\n      [1913 Webster]\n\n   2. To move upon the feet; to walk.\n      [1913 Webster]\n\n   3. A third sense.\n      [1913 Webster]\n\n";
    const TEW: &str = "Tew \\Tew\\, n.\n   A rope for towing a boat; also, a cord.\n   [Obs. or Prov. Eng.]\n   [1913 Webster]\n\n";
    const TEW_VERB: &str = "Tew \\Tew\\, v. t. [Cf. {Taw} to tow.]\n   To tow along, as a vessel. --Drayton.\n   [1913 Webster]\n\n";
    const BIGGER: &str = "Bigger \\Big\"ger\\, a.,\n   compar. of {Big}.\n   [1913 Webster]\n\n";
    const AYE: &str = "Aye \\Aye\\, Ay \\Ay\\, adv. [Icel. ei, ey; akin to AS. [=a].]\n   Always; ever; for an indefinite time.\n   [1913 Webster]\n\n   {For aye}, always; forever.\n      [1913 Webster]\n\n";
    const THE: &str = "The \\The\\ ([th][=e], when emphatic;\n   37),\n   definite article. [AS. [eth][=e]. See {That}, pron.]\n   A word placed before nouns to limit their meaning.\n   [1913 Webster]\n\n   Note: The was originally a demonstrative pronoun.\n\n";
    const EYOT: &str = "Eyot \\Ey\"ot\\, n.\n   A little island. See {Ait}. [Written also {ait}.] --Blackstone.\n   [1913 Webster]\n\n";

    #[test]
    fn an_article_gives_its_glosses_without_markup() {
        let go = parse_article(GO).unwrap();
        assert_eq!(go.headwords, ["go"]);
        assert_eq!(go.forms, ["went", "gone", "going", "gang", "wend"]);
        assert_eq!(go.senses.len(), 3);
        assert_eq!(
            go.senses[0],
            (
                'v',
                "To pass from one place to another; to be in motion; -- used of animate beings."
                    .to_string()
            )
        );
        assert_eq!(go.senses[1].1, "To move upon the feet; to walk.");
        let tew = parse_article(TEW).unwrap();
        assert_eq!(
            tew.senses,
            [(
                'n',
                "A rope for towing a boat; also, a cord. [Obs. or Prov. Eng.]".to_string()
            )]
        );
        assert!(tew.dated);
        assert_eq!(
            parse_article(TEW_VERB).unwrap().senses[0].1,
            "To tow along, as a vessel."
        );
        let aye = parse_article(AYE).unwrap();
        assert_eq!(aye.headwords, ["aye", "ay"]);
        assert_eq!(
            aye.senses,
            [('r', "Always; ever; for an indefinite time.".to_string())]
        );
        // No part of speech: the next line is the gloss, not one.
        let litho = "Litho \\Lith\"o\\ (l[i^]th\"[-o])\n   A combining form from Gr. lithos, stone.\n   [1913 Webster]\n\n";
        assert_eq!(
            parse_article(litho).unwrap().senses,
            [('-', "A combining form from Gr. lithos, stone.".to_string())]
        );
        let anta = "Anta \\An\"ta\\, n.; pl. {Ant[ae]}. [L.] (Arch.)\n   A species of pier.\n   [1913 Webster]\n\n";
        assert_eq!(parse_article(anta).unwrap().forms, ["antae"]);
        let the = parse_article(THE).unwrap();
        assert_eq!(
            the.senses,
            [(
                'd',
                "A word placed before nouns to limit their meaning.".to_string()
            )]
        );
        assert_eq!(
            clean_gloss("To thrive. [Obs.] \"He shall never thee.\""),
            "To thrive. [Obs.]"
        );
        assert_eq!(
            letters("caf['e] [ae]on [Obs.] [=a]"),
            "cafe\u{301} æon [Obs.] a"
        );
    }

    #[test]
    fn words_get_their_senses_or_the_headword_they_are_a_form_of() {
        let (index, dict) = dictionary(&[
            (&["Go", "Went", "Gone", "Going"], GO),
            (&["Tew"], TEW),
            (&["Tew"], TEW_VERB),
            (&["Bigger"], BIGGER),
            (&["Aye", "Ay"], AYE),
            (&["Eyot", "ait", "Ait"], EYOT),
            (&["Ere long"], AYE),
        ]);
        let words = read_gcide(&index, &dict).unwrap();
        assert_eq!(
            words["went"],
            GcideWord {
                senses: vec![],
                form_of: vec!["go".into()]
            }
        );
        assert_eq!(words["bigger"].form_of, ["big"]);
        assert!(words["bigger"].senses.is_empty());
        assert_eq!(words["go"].senses.len(), 2, "two senses an article");
        // The current sense before the obsolete one.
        assert_eq!(words["tew"].senses[0].1, "To tow along, as a vessel.");
        assert_eq!(words["tew"].senses.len(), 2);
        assert_eq!(words["ay"], words["aye"]);
        // Named in a definition ("written also"), not in the header: no link.
        assert!(!words.contains_key("ait"));
        assert!(words.keys().all(|w| !w.contains(' ')));
        assert!(read_gcide("Go\tA\n", &dict).is_err());
        assert!(read_gcide("Go\tA!\tB\n", &dict).is_err());
    }

    #[test]
    fn only_grammar_before_of_makes_a_form() {
        assert_eq!(
            form_statement("imp. & p. p. of {Wend}; -- now obsolete"),
            Some("wend".into())
        );
        assert_eq!(form_statement("pl. of {Arch}, n."), Some("arch".into()));
        assert_eq!(form_statement("A kind of {Fish}."), None);
        assert_eq!(base64("Dsd"), Some(3 * 4096 + 44 * 64 + 29));
        assert!(
            is_source_tag("1913 Webster +PJC") && is_source_tag("PJC") && !is_source_tag("Obs.")
        );
        assert!(!is_source_tag("U.S.") && !is_source_tag("L."));
    }
}
