//! `--dict fr|de|es|it`: the separate French, German, Spanish and Italian dictionaries found in
//! `BOGGLE_WORDS`,
//! board text read in their language, and `random --lang` rolling their dice.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use boggle_lexicon::{Language, Lexicon};
use common::{stderr, stdout, temp_dir};

/// Runs `boggle` with the dictionaries of `words` (a folder of `<name>.lex`).
fn boggle_with(words: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_boggle"))
        .args(args)
        .env("BOGGLE_WORDS", words)
        .output()
        .expect("the binary runs")
}

/// A folder with small French, German and Spanish dictionaries, as the word-list step writes them.
fn small_lists(name: &str) -> std::path::PathBuf {
    let dir = temp_dir(name);
    let lists: [(&str, Language, &[&str]); 4] = [
        (
            "fr",
            Language::French,
            &["coq", "coqs", "amie", "été", "nuit", "suit", "quand"],
        ),
        (
            "de",
            Language::German,
            &[
                "Haus", "Äpfel", "über", "übel", "Pläne", "Straße", "Öl", "Poet", "Ufer",
            ],
        ),
        ("es", Language::Spanish, &["niño", "niños", "año", "cama"]),
        (
            "it",
            Language::Italian,
            &[
                "città", "casa", "case", "acqua", "quando", "perché", "l'uomo",
            ],
        ),
    ];
    for (name, language, words) in lists {
        let lexicon = Lexicon::from_words_in(language, words.iter().copied());
        std::fs::write(dir.join(format!("{name}.lex")), lexicon.to_bytes()).unwrap();
    }
    dir
}

fn words_of(out: &Output) -> Vec<String> {
    assert!(out.status.success(), "{}", stderr(out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    json["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["word"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn each_language_solves_its_own_board_text() {
    let dir = small_lists("languages");
    let solve = |dict: &str, board: &str| {
        let mut words = words_of(&boggle_with(
            &dir,
            &["solve", board, "--dict", dict, "--json"],
        ));
        words.sort();
        words
    };
    // French: é typed for e, q a plain Q (so "coq" and "coqs"; "quand" needs a Q then a U); words
    // are spelled as the tiles spell them ("été" is "ete").
    assert_eq!(
        solve("fr", "coqs amié nuit sore"),
        ["amie", "coq", "coqs", "ete", "nuit", "suit"]
    );
    // German as the printed game plays it: no umlaut tiles, Ä typed is the tiles A and E (any
    // case), words keyed by those letters and shown as written; a real "oe" (Poet) stays.
    assert_eq!(
        solve("de", "HAUS ÄPF LNER UEBL"),
        ["aepfel", "haus", "uebel", "ueber", "ufer"]
    );
    let out = boggle_with(
        &dir,
        &["solve", "ölp xteo xxxx xxxx", "--dict", "de", "--json"],
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let shown: Vec<(String, Option<String>)> = json["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            (
                w["word"].as_str().unwrap().into(),
                w["shown"].as_str().map(Into::into),
            )
        })
        .collect();
    assert_eq!(
        shown,
        [
            ("oel".to_string(), Some("öl".to_string())),
            ("poet".into(), None)
        ]
    );
    // The board: über is on it, listed as written.
    let text = stdout(&boggle_with(
        &dir,
        &["solve", "ueba xerx xxxx xxxx", "--dict", "de"],
    ));
    let listed: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_whitespace().nth(1))
        .collect();
    assert!(listed.contains(&"über"), "{text}");
    assert!(!text.contains("ueber"), "{text}");
    assert_eq!(solve("es", "niño cama sola rosa"), ["año", "cama", "niño"]);
    // Italian: accents folded (città is citta, à typed is a), q the Qu face (acqua, quando).
    assert_eq!(
        solve("it", "citt xcaà aqse ndox"),
        ["acqua", "casa", "case", "citta", "quando"]
    );
    // French folds the ñ it has no tile for (n); English has no such tile: a clear error.
    assert!(solve("fr", "niño cama sola rosa").is_empty());
    let out = boggle_with(&dir, &["solve", "niño cama sola rosa"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("row 1, column 3: 'ñ' is not a tile"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn dicts_lists_the_separate_files_with_size_and_source() {
    let dir = small_lists("dicts");
    let text = stdout(&boggle_with(&dir, &["dicts"]));
    for (name, source) in [
        ("fr", "dictionary-fr"),
        ("de", "dictionary-de"),
        ("es", "dictionary-es"),
        ("it", "dictionary-it"),
    ] {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("{name:<10} ")))
            .unwrap_or_else(|| panic!("{name} in {text}"));
        assert!(line.contains(" words, from "), "{line}");
        assert!(text.contains(source), "{text}");
    }
    assert!(
        text.contains("MPL-2.0") && text.contains("GPL-2.0") && text.contains("GPL-3.0"),
        "{text}"
    );
    // A file of the wrong language under a language's name is refused.
    std::fs::write(dir.join("fr.lex"), Lexicon::from_words(["cat"]).to_bytes()).unwrap();
    let out = boggle_with(&dir, &["solve", "cats xxxx xxxx xxxx", "--dict", "fr"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("is not a Français dictionary"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn random_rolls_the_languages_dice() {
    let dir = small_lists("random");
    let roll = |args: &[&str]| {
        let out = boggle_with(&dir, args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        stdout(&out)
    };
    for (lang, set) in [("fr", "fr"), ("de", "de"), ("es", "es"), ("it", "it")] {
        let by_lang = roll(&["random", "--lang", lang, "--seed", "5", "--count", "20"]);
        assert_eq!(
            by_lang,
            roll(&["random", "--dice", set, "--seed", "5", "--count", "20"])
        );
        assert_ne!(by_lang, roll(&["random", "--seed", "5", "--count", "20"]));
    }
    // A dictionary's name chooses its language's dice too: British English rolls English dice.
    assert_eq!(
        roll(&["random", "--lang", "british", "--seed", "5"]),
        roll(&["random", "--seed", "5"])
    );
    let german = roll(&["random", "--lang", "de", "--seed", "1", "--count", "200"]);
    assert_eq!(german.lines().count(), 200);
    for board in german.lines() {
        assert!(
            fits_dice(board, Language::German, &INTERNATIONAL),
            "{board}"
        );
        assert!(!board.contains(['ä', 'ö', 'ü']), "{board}");
    }
    // The check can fail: an English board does not fit them.
    let english = roll(&["random", "--seed", "1", "--count", "20"]);
    assert!(english
        .lines()
        .any(|b| !fits_dice(b, Language::German, &INTERNATIONAL)));
    // Italian: Il Paroliere's dice, every board; the German boards do not fit them.
    let italian = roll(&["random", "--lang", "it", "--seed", "1", "--count", "200"]);
    assert_eq!(italian.lines().count(), 200);
    for board in italian.lines() {
        assert!(fits_dice(board, Language::Italian, &PAROLIERE), "{board}");
    }
    assert!(german
        .lines()
        .any(|b| !fits_dice(b, Language::Italian, &PAROLIERE)));
    let spanish = roll(&["random", "--lang", "es", "--seed", "1", "--count", "200"]);
    assert!(spanish.contains('ñ'), "{spanish}");
    let french = roll(&["random", "--lang", "fr", "--size", "5", "--seed", "1"]);
    assert_eq!(french.split_whitespace().count(), 5);
    let out = boggle_with(&dir, &["random", "--lang", "tlh"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("no language 'tlh'"),
        "{}",
        stderr(&out)
    );
}

/// The German (and French) "international" 4x4 dice as `shared/data/dice-europe.md` lists them,
/// `q` the `Qu` face: written out here, not taken from the dice crate, so the test checks it.
const INTERNATIONAL: [&str; 16] = [
    "etukno", "evgtin", "decamp", "ielruw", "ehifse", "recals", "entdos", "ofxria", "navedz",
    "eioata", "glenyu", "bmaqjo", "tlibra", "spulte", "aimsor", "enhris",
];

/// Il Paroliere's 4x4 dice as `shared/data/dice-europe.md` lists them, `q` the `Qu` face.
const PAROLIERE: [&str; 16] = [
    "aaeiot", "aboomq", "abilrt", "acelrs", "acdemp", "acfior", "adenvz", "aimors", "cenotu",
    "denost", "eefhis", "eglnou", "egintv", "ehinrs", "eiloru", "elpstu",
];

/// Whether a board's tiles are one face of each die: a matching of cells to dice (Kuhn's
/// augmenting paths), since several dice share letters.
fn fits_dice(board: &str, language: Language, dice: &[&str]) -> bool {
    let board = boggle_board::Board::parse_in(board, language).unwrap();
    let faces: Vec<Vec<boggle_board::Tile>> = dice
        .iter()
        .map(|die| {
            die.chars()
                .map(|c| language.tile_for_letter(c).unwrap())
                .collect()
        })
        .collect();
    if board.len() != dice.len() {
        return false;
    }
    fn assign(
        cell: usize,
        tiles: &[boggle_board::Tile],
        faces: &[Vec<boggle_board::Tile>],
        die_of: &mut [Option<usize>],
        seen: &mut [bool],
    ) -> bool {
        for die in 0..faces.len() {
            if seen[die] || !faces[die].contains(&tiles[cell]) {
                continue;
            }
            seen[die] = true;
            let free = match die_of[die] {
                None => true,
                Some(other) => assign(other, tiles, faces, die_of, seen),
            };
            if free {
                die_of[die] = Some(cell);
                return true;
            }
        }
        false
    }
    let mut die_of = vec![None; dice.len()];
    (0..board.len()).all(|cell| {
        let mut seen = vec![false; dice.len()];
        assign(cell, board.tiles(), &faces, &mut die_of, &mut seen)
    })
}
