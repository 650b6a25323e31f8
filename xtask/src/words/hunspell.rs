//! Every word form a Hunspell dictionary (`.dic` stems with affix flags, `.aff` rules) accepts
//! without compounding: what Hunspell's `unmunch` lists, for the French, German, Spanish and
//! Italian word lists the site build makes from npm's `dictionary-fr`, `-de`, `-es` and `-it`.
//!
//! Covered: `FLAG` (single characters, UTF-8, `long`, `num`), `AF` flag aliases, prefixes and
//! suffixes with strip, add, continuation flags and conditions, cross products, two levels of
//! suffixes, prefixes whose continuation names suffixes, `NEEDAFFIX`, `ONLYINCOMPOUND`,
//! `FORBIDDENWORD` and `CIRCUMFIX`. Compound words are not made up (German lists its common
//! compounds as stems); morphological fields are ignored.

use std::collections::{BTreeSet, HashMap, HashSet};

mod entry;

use entry::{
    parse_condition, prefix_applies, suffix_applies, with_prefix, with_suffix, Entry, Flag,
};

/// How flags are written in the `.aff` and `.dic`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FlagType {
    /// One character each (the default, and `FLAG UTF-8`).
    Char,
    /// Two characters each (`FLAG long`).
    Long,
    /// Decimal numbers separated by commas (`FLAG num`).
    Num,
}

#[derive(Debug)]
struct Rule {
    cross_product: bool,
    entries: Vec<Entry>,
}

/// The rules of an `.aff` file that decide which forms exist.
pub struct Affixes {
    flag_type: FlagType,
    aliases: Vec<Vec<Flag>>,
    prefixes: HashMap<Flag, Rule>,
    suffixes: HashMap<Flag, Rule>,
    need_affix: Option<Flag>,
    only_in_compound: Option<Flag>,
    forbidden: Option<Flag>,
    circumfix: Option<Flag>,
}

impl Affixes {
    /// Reads an `.aff` file (UTF-8, as npm's `dictionary-*` packages ship them).
    pub fn parse(text: &str) -> Result<Affixes, String> {
        let mut affixes = Affixes {
            flag_type: FlagType::Char,
            aliases: Vec::new(),
            prefixes: HashMap::new(),
            suffixes: HashMap::new(),
            need_affix: None,
            only_in_compound: None,
            forbidden: None,
            circumfix: None,
        };
        // The flag type comes first in practice, but read it before anything that uses it.
        for line in text.lines() {
            let fields: Vec<&str> = line.split_whitespace().collect();
            if let ["FLAG", kind, ..] = fields.as_slice() {
                affixes.flag_type = match *kind {
                    "long" => FlagType::Long,
                    "num" => FlagType::Num,
                    _ => FlagType::Char,
                };
            }
        }
        for (number, line) in text.lines().enumerate() {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let at = |why: &str| format!("line {}: {why}: {line}", number + 1);
            match fields.as_slice() {
                ["AF", flags, ..] if !flags.chars().all(|c| c.is_ascii_digit()) => {
                    affixes.aliases.push(affixes.flags(flags));
                }
                ["NEEDAFFIX", flag, ..] => {
                    affixes.need_affix = affixes.flags(flag).first().copied()
                }
                ["ONLYINCOMPOUND", flag, ..] => {
                    affixes.only_in_compound = affixes.flags(flag).first().copied()
                }
                ["FORBIDDENWORD", flag, ..] => {
                    affixes.forbidden = affixes.flags(flag).first().copied()
                }
                ["CIRCUMFIX", flag, ..] => affixes.circumfix = affixes.flags(flag).first().copied(),
                [kind @ ("PFX" | "SFX"), flag, cross, count]
                    if count.chars().all(|c| c.is_ascii_digit()) =>
                {
                    let flag = *affixes.flags(flag).first().ok_or_else(|| at("no flag"))?;
                    let rule = Rule {
                        cross_product: *cross == "Y",
                        entries: Vec::new(),
                    };
                    let table = if *kind == "PFX" {
                        &mut affixes.prefixes
                    } else {
                        &mut affixes.suffixes
                    };
                    table.insert(flag, rule);
                }
                [kind @ ("PFX" | "SFX"), flag, strip, add, rest @ ..] => {
                    let flag = *affixes.flags(flag).first().ok_or_else(|| at("no flag"))?;
                    let (add, continuation) = match add.split_once('/') {
                        Some((add, flags)) => (add, affixes.flag_field(flags)),
                        None => (*add, Vec::new()),
                    };
                    let entry = Entry {
                        strip: zero_is_empty(strip),
                        add: zero_is_empty(add),
                        continuation,
                        condition: parse_condition(rest.first().copied().unwrap_or(".")),
                    };
                    let table = if *kind == "PFX" {
                        &mut affixes.prefixes
                    } else {
                        &mut affixes.suffixes
                    };
                    table
                        .get_mut(&flag)
                        .ok_or_else(|| at("an entry before its header"))?
                        .entries
                        .push(entry);
                }
                _ => {}
            }
        }
        Ok(affixes)
    }

    /// Drops every affix entry whose added text `unwanted` says no wanted word holds (French
    /// elisions like `l'`, German compound joints like `-`): the forms they would make are left
    /// out anyway, and French has millions of them.
    pub fn drop_entries_adding(&mut self, unwanted: impl Fn(&str) -> bool) {
        for rule in self.prefixes.values_mut().chain(self.suffixes.values_mut()) {
            rule.entries.retain(|e| !unwanted(&e.add));
        }
    }

    /// A field of flags, or an `AF` alias number when the file defines aliases.
    fn flag_field(&self, field: &str) -> Vec<Flag> {
        if !self.aliases.is_empty() {
            if let Ok(n) = field.parse::<usize>() {
                return self
                    .aliases
                    .get(n.wrapping_sub(1))
                    .cloned()
                    .unwrap_or_default();
            }
        }
        self.flags(field)
    }

    fn flags(&self, field: &str) -> Vec<Flag> {
        match self.flag_type {
            FlagType::Char => field.chars().map(u32::from).collect(),
            FlagType::Long => {
                let chars: Vec<char> = field.chars().collect();
                chars
                    .chunks(2)
                    .map(|pair| {
                        pair.iter()
                            .fold(0, |acc, &c| acc * 0x11_0000 + u32::from(c))
                    })
                    .collect()
            }
            FlagType::Num => field
                .split(',')
                .filter_map(|n| n.trim().parse().ok())
                .collect(),
        }
    }

    /// Every form of the stems of a `.dic` file that the affixes allow, with the forbidden
    /// forms taken out. `keep` chooses the stems (e.g. no proper nouns).
    pub fn expand(&self, dic: &str, keep: impl Fn(&str) -> bool) -> BTreeSet<String> {
        let mut words = BTreeSet::new();
        let mut forbidden = HashSet::new();
        for line in dic.lines().skip(1) {
            if line.starts_with(char::is_whitespace) || line.is_empty() {
                continue; // comments (the German file opens with an indented notice)
            }
            let entry = line.split(['\t', ' ']).next().unwrap_or_default();
            let (stem, flags) = split_stem(entry);
            if stem.is_empty() || !keep(&stem) {
                continue;
            }
            let flags = flags.map(|f| self.flag_field(&f)).unwrap_or_default();
            if self.forbidden.is_some_and(|f| flags.contains(&f)) {
                forbidden.insert(stem);
                continue;
            }
            self.forms(&stem, &flags, &mut |form| {
                words.insert(form);
            });
        }
        words.retain(|w| !forbidden.contains(w));
        words
    }

    fn has(&self, flags: &[Flag], flag: Option<Flag>) -> bool {
        flag.is_some_and(|f| flags.contains(&f))
    }

    /// A form stands alone unless its last affix (or the stem) needs another, or it only exists
    /// inside compounds.
    fn stands_alone(&self, flags: &[Flag]) -> bool {
        !self.has(flags, self.need_affix) && !self.has(flags, self.only_in_compound)
    }

    fn forms(&self, stem: &str, flags: &[Flag], out: &mut dyn FnMut(String)) {
        if self.has(flags, self.only_in_compound) {
            return;
        }
        if !self.has(flags, self.need_affix) {
            out(stem.to_string());
        }
        // Suffixes, each possibly followed by a second suffix and a prefix.
        for rule in flags.iter().filter_map(|f| self.suffixes.get(f)) {
            for entry in rule.entries.iter().filter(|e| suffix_applies(e, stem)) {
                let form = with_suffix(stem, entry);
                let circumfix = self.has(&entry.continuation, self.circumfix);
                if self.has(&entry.continuation, self.only_in_compound) {
                    continue;
                }
                if self.stands_alone(&entry.continuation) && !circumfix {
                    out(form.clone());
                }
                for rule2 in entry
                    .continuation
                    .iter()
                    .filter_map(|f| self.suffixes.get(f))
                {
                    for entry2 in rule2.entries.iter().filter(|e| suffix_applies(e, &form)) {
                        if self.stands_alone(&entry2.continuation) && !circumfix {
                            out(with_suffix(&form, entry2));
                        }
                    }
                }
                if !rule.cross_product {
                    continue;
                }
                // Prefixes the stem or this suffix allows, combined with it.
                let prefix_flags = flags.iter().chain(&entry.continuation);
                for prule in prefix_flags.filter_map(|f| self.prefixes.get(f)) {
                    if !prule.cross_product {
                        continue;
                    }
                    for pentry in prule.entries.iter().filter(|e| prefix_applies(e, stem)) {
                        let pcirc = self.has(&pentry.continuation, self.circumfix);
                        let both = [&pentry.continuation[..], &entry.continuation[..]].concat();
                        if circumfix == pcirc
                            && !self.has(&both, self.only_in_compound)
                            && self.stands_alone(&entry.continuation)
                            && !self.has(&pentry.continuation, self.need_affix)
                        {
                            out(with_prefix(&form, pentry));
                        }
                    }
                }
            }
        }
        // Prefixes alone, and the suffixes a prefix's continuation names.
        for rule in flags.iter().filter_map(|f| self.prefixes.get(f)) {
            for entry in rule.entries.iter().filter(|e| prefix_applies(e, stem)) {
                let form = with_prefix(stem, entry);
                let circumfix = self.has(&entry.continuation, self.circumfix);
                if self.has(&entry.continuation, self.only_in_compound) {
                    continue;
                }
                if self.stands_alone(&entry.continuation) && !circumfix {
                    out(form.clone());
                }
                for srule in entry
                    .continuation
                    .iter()
                    .filter_map(|f| self.suffixes.get(f))
                {
                    for sentry in srule.entries.iter().filter(|e| suffix_applies(e, stem)) {
                        if self.stands_alone(&sentry.continuation)
                            && !self.has(&sentry.continuation, self.only_in_compound)
                        {
                            out(with_prefix(&with_suffix(stem, sentry), entry));
                        }
                    }
                }
            }
        }
    }
}

fn zero_is_empty(field: &str) -> String {
    if field == "0" {
        String::new()
    } else {
        field.to_string()
    }
}

/// `word/flags` with `\/` an escaped slash in the word.
fn split_stem(entry: &str) -> (String, Option<String>) {
    let mut stem = String::new();
    let mut chars = entry.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(next) = chars.next() {
                    stem.push(next);
                }
            }
            '/' => return (stem, Some(chars.collect())),
            c => stem.push(c),
        }
    }
    (stem, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand(aff: &str, dic: &str) -> Vec<String> {
        let affixes = Affixes::parse(aff).unwrap();
        affixes.expand(dic, |_| true).into_iter().collect()
    }

    #[test]
    fn suffixes_prefixes_and_cross_products() {
        let aff = "SET UTF-8\n\
                   PFX U Y 1\nPFX U 0 un .\n\
                   SFX S Y 2\nSFX S 0 s [^s]\nSFX S 0 es s\n\
                   SFX E N 1\nSFX E y ies [^aeiou]y\n";
        let dic = "4\ndo/U\nbus/S\ncat/SU\nfly/E\n";
        assert_eq!(
            expand(aff, dic),
            ["bus", "buses", "cat", "cats", "do", "flies", "fly", "uncat", "uncats", "undo"]
        );
    }

    #[test]
    fn continuation_flags_and_special_flags() {
        // A second suffix (Spanish: -ción then -es), a form needing another affix, a form only
        // inside compounds, a forbidden word, long flags and an escaped slash.
        let aff = "FLAG long\nNEEDAFFIX ()\nONLYINCOMPOUND oo\nFORBIDDENWORD !!\n\
                   SFX Aa Y 1\nSFX Aa ar ación/Pl ar\n\
                   SFX Pl Y 1\nSFX Pl ón ones ón\n\
                   SFX Cc Y 1\nSFX Cc 0 x/oo .\n\
                   PFX Pr Y 1\nPFX Pr 0 re/Pl .\n";
        let dic = "5\nformar/Aa\nstem/()Aa\nbon/Cc\nbad/!!\na\\/b\n";
        assert_eq!(
            expand(aff, dic),
            ["a/b", "bon", "formaciones", "formación", "formar"]
        );
        let prefix_then_suffix = expand(aff, "1\nsalón/Pr\n");
        assert_eq!(prefix_then_suffix, ["resalones", "resalón", "salón"]);
    }

    #[test]
    fn circumfixes_need_both_halves() {
        let aff = "CIRCUMFIX X\nPFX G Y 1\nPFX G 0 ge/X .\nSFX T Y 1\nSFX T en t/X en\n";
        assert_eq!(expand(aff, "1\nmachen/GT\n"), ["gemacht", "machen"]);
    }
}
