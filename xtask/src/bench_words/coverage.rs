//! How many of the words players meet the definitions answer (issue 33): the ENABLE2K words found
//! on the boards `boggle random --count 1000 --seed 12345` rolls (the classic 4x4 dice), each
//! looked up as a tap looks it up. Counted per board (a word found on 40 boards counts 40 times,
//! so common words weigh as often as players meet them) and per distinct word.

use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::path::Path;

use boggle_board::{Language, Rules};
use boggle_define::{shard_letters, Definition, Definitions};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::{Lexicon, DICTIONARIES};
use boggle_solver::Solver;

use super::sizes::{gzip_len, kib};
use crate::process::{root, Result};

pub const BOARDS: u64 = 1000;
pub const SEED: u64 = 12345;
/// How many of the unanswered words to print, most met first.
const SHOW_MISSING: usize = 40;

/// Tallies of one way of counting: answered by the word's own entry, by a "form of" link, not at all.
#[derive(Default)]
struct Tally {
    own: usize,
    form_of: usize,
    none: usize,
}

impl Tally {
    fn add(&mut self, answer: Option<&Definition>, times: usize) {
        match answer {
            Some(found) if found.headword == found.word => self.own += times,
            Some(_) => self.form_of += times,
            None => self.none += times,
        }
    }

    fn line(&self, what: &str) -> String {
        let all = (self.own + self.form_of + self.none).max(1);
        let pct = |n: usize| 100.0 * n as f64 / all as f64;
        format!(
            "  {what:<22} {all:>7}: definition {:>7} ({:.1}%), form of {:>6} ({:.1}%), none {:>6} ({:.1}%); answered {:.1}%",
            self.own,
            pct(self.own),
            self.form_of,
            pct(self.form_of),
            self.none,
            pct(self.none),
            pct(self.own + self.form_of)
        )
    }
}

/// Prints the coverage of the shards in `defs` (`<letter>.txt`) and the words most often left
/// unanswered.
pub fn print(defs: &Path) -> Result {
    let info = &DICTIONARIES[0];
    let text = fs::read_to_string(root().join(info.list)).map_err(|e| e.to_string())?;
    let lexicon = Lexicon::from_words_in(info.game_language(), text.lines());
    let set = DiceSet::for_language(Language::English, 4).ok_or("no English 4x4 dice")?;
    let rules = Rules::official(4, 4);
    let mut solver = Solver::new(&lexicon);
    let mut rng = Rng::new(SEED);
    let first = set.roll(&mut rng.clone());
    let mut met: HashMap<String, usize> = HashMap::new();
    for _ in 0..BOARDS {
        let board = set.roll(&mut rng);
        for found in solver.solve(&board, &rules).words {
            *met.entry(found.word.into()).or_default() += 1;
        }
    }
    let mut shards = BTreeMap::new();
    for letter in shard_letters() {
        let text = fs::read_to_string(defs.join(format!("{letter}.txt")))
            .map_err(|e| format!("{letter}.txt: {e}"))?;
        shards.insert(
            letter,
            Definitions::parse(&text).map_err(|e| e.to_string())?,
        );
    }
    let (mut per_board, mut distinct) = (Tally::default(), Tally::default());
    let mut missing = Vec::new();
    for (word, &times) in &met {
        let answer = boggle_define::shard_of(word)
            .and_then(|letter| shards.get(&letter))
            .and_then(|shard| boggle_define::lookup(&[shard], word));
        per_board.add(answer.as_ref(), times);
        distinct.add(answer.as_ref(), 1);
        if answer.is_none() {
            missing.push((times, word.as_str()));
        }
    }
    missing.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
    let mut every = Tally::default();
    for word in text.lines() {
        let answer = boggle_define::shard_of(word)
            .and_then(|letter| shards.get(&letter))
            .and_then(|shard| boggle_define::lookup(&[shard], word));
        every.add(answer.as_ref(), 1);
    }
    let (links, headwords): (usize, usize) = shards.values().fold((0, 0), |(l, h), s| {
        let forms = s.links();
        (l + forms, h + s.len() - forms)
    });
    let mut per_source: BTreeMap<&str, usize> = BTreeMap::new();
    for shard in shards.values() {
        for (name, lines) in shard.sources().iter().zip(shard.lines_per_source()) {
            *per_source.entry(name).or_default() += lines;
        }
    }
    let per_source: Vec<String> = per_source
        .iter()
        .map(|(name, lines)| format!("{name} {lines}"))
        .collect();
    let (mut raw, mut gzipped) = (0, 0);
    for letter in shard_letters() {
        let bytes = fs::read(defs.join(format!("{letter}.txt"))).map_err(|e| e.to_string())?;
        raw += bytes.len();
        gzipped += gzip_len(&bytes)?;
    }
    println!(
        "definitions: {headwords} headwords and {links} links from a form in 26 shards, {} raw, {} gzipped",
        kib(raw),
        kib(gzipped)
    );
    println!("  lines by dictionary: {}", per_source.join(", "));
    println!("{}", every.line("every ENABLE2K word"));
    println!(
        "definitions on {BOARDS} random 4x4 boards (classic dice, seed {SEED}; ENABLE2K, 3+ letters):"
    );
    println!(
        "  the first board: {first} (as `boggle random --count 1000 --seed {SEED}` prints it)"
    );
    println!("{}", per_board.line("words met (per board)"));
    println!("{}", distinct.line("distinct words"));
    let shown: Vec<String> = missing
        .iter()
        .take(SHOW_MISSING)
        .map(|(n, w)| format!("{w} {n}"))
        .collect();
    println!("  most met unanswered: {}", shown.join(", "));
    let all: String = missing.iter().map(|(n, w)| format!("{w}\t{n}\n")).collect();
    let list = root().join("target/defs-coverage-unanswered.tsv");
    fs::write(&list, all).map_err(|e| format!("{}: {e}", list.display()))?;
    println!(
        "  every unanswered word, most met first: {}",
        list.display()
    );
    Ok(())
}
