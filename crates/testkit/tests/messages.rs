//! What the crates say to a person has one English: each error's and advice's `Display` (the CLI's words) is
//! its message id formatted with its arguments from `www/locales/en/errors.ftl` (the app's words), and every
//! message of that file is one a crate gives; every language's `errors.ftl` has each message a crate gives,
//! and formats it with its arguments. Fluent here formats numbers without grouping; the app's (Intl)
//! groups them, so "2,000" and "2000" count as the same.

#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use std::collections::BTreeSet;

use boggle_board::{Arg, BoardError, Language, Localized, Message};
use boggle_dice::DiceSet;
use boggle_lexicon::{LeftOut, LexiconError, ListError, ListReport, Rejected};
use boggle_round::{CodeError, Kind, FIELDS};
use boggle_solver::{Bands, Difficulty, NotMade, RoundError};
use boggle_vision::{AdviceKind, VisionError, WholeBoardDoubt};
use boggle_web::Missed;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

const ERRORS_FTL: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../www/locales/en/errors.ftl"
);

/// The app's languages: a folder of `www/locales` each.
const LANGUAGES: [&str; 5] = ["en", "de", "fr", "es", "it"];

fn bundle() -> FluentBundle<FluentResource> {
    bundle_of("en")
}

/// `lang`'s `errors.ftl` as a bundle.
fn bundle_of(lang: &str) -> FluentBundle<FluentResource> {
    let path = ERRORS_FTL.replace("/en/", &format!("/{lang}/"));
    let text = std::fs::read_to_string(path).unwrap();
    let resource = FluentResource::try_new(text).map_err(|(_, e)| e).unwrap();
    let mut bundle = FluentBundle::new(vec![lang.parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_builtins().unwrap();
    bundle.add_resource(resource).unwrap();
    bundle
}

/// `message` formatted in English by Fluent.
fn english(bundle: &FluentBundle<FluentResource>, message: &Message) -> String {
    formatted(bundle, message)
}

/// `message` formatted by Fluent in the bundle's language; a missing id or an argument the message
/// cannot take fails.
fn formatted(bundle: &FluentBundle<FluentResource>, message: &Message) -> String {
    let pattern = bundle
        .get_message(message.id)
        .and_then(|m| m.value())
        .unwrap_or_else(|| panic!("{} is not in {:?}'s errors.ftl", message.id, bundle.locales));
    let mut args = FluentArgs::new();
    for (name, value) in &message.args {
        match value {
            Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
            Arg::Text(t) => args.set(*name, FluentValue::from(t.as_str())),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    assert!(errors.is_empty(), "{}: {errors:?}", message.id);
    text.into_owned()
}

/// `text` without the commas that group digits.
fn ungrouped(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    chars
        .iter()
        .enumerate()
        .filter(|&(i, &c)| {
            !(c == ','
                && i > 0
                && chars[i - 1].is_ascii_digit()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit))
        })
        .map(|(_, &c)| c)
        .collect()
}

fn report() -> ListReport {
    let left_out = |count, first_line, first: &str| LeftOut {
        count,
        first_line,
        first: first.to_string(),
    };
    ListReport {
        words: 0,
        left_out: vec![
            (Rejected::TooLong, left_out(1, 3, "aaaa…")),
            (Rejected::NotLetters, left_out(2_345, 4, "café")),
            (Rejected::QWithoutU, left_out(1, 9, "qat")),
            (Rejected::ListTooLarge, left_out(7, 1_000_000, "zebra")),
        ],
    }
}

/// One of each message the crates give, with its English.
fn samples() -> Vec<(Message, String)> {
    let mut out: Vec<(Message, String)> = Vec::new();
    let mut add = |said: &dyn Localized| out.push((said.message(), said.to_string()));
    for language in [Language::English, Language::French, Language::Spanish] {
        add(&BoardError::UnknownSymbol {
            row: 2,
            col: 3,
            found: "%".into(),
            language,
        });
    }
    let board = [
        BoardError::Empty,
        BoardError::UnclosedBracket { row: 1, col: 4 },
        BoardError::Ragged {
            row: 3,
            found: 3,
            expected: 4,
        },
        BoardError::NotSquare { tiles: 7 },
        BoardError::TooSmall { rows: 1, cols: 4 },
        BoardError::TooLarge { rows: 40, cols: 4 },
        BoardError::TileCount {
            rows: 4,
            cols: 4,
            tiles: 15,
        },
    ];
    board.iter().for_each(|e| add(e));
    let photo = [
        VisionError::NotAnImage("unknown format".into()),
        VisionError::TooSmall {
            width: 4000,
            height: 10,
            min: 64,
        },
        VisionError::TooLarge {
            width: 20_000,
            height: 20_000,
            max_pixels: 120_000_000,
        },
        VisionError::BadPixelBuffer {
            expected: 1_600,
            got: 12,
        },
        VisionError::NoBoard,
        VisionError::DiceHidden { found: 9 },
        VisionError::TooBlurry,
        VisionError::TooDark,
        VisionError::TooFar,
        VisionError::Reader("no model".into()),
        VisionError::BadCorners,
        VisionError::CornersOutside {
            width: 1200,
            height: 1600,
        },
        VisionError::TookTooLong,
    ];
    photo.iter().for_each(|e| add(e));
    AdviceKind::ALL.iter().for_each(|a| add(a));
    [
        WholeBoardDoubt::HardToRead,
        WholeBoardDoubt::LineOff,
        WholeBoardDoubt::SmallDice,
    ]
    .iter()
    .for_each(|d| add(d));
    let lists = [
        ListError::TooLarge { bytes: 70 << 20 },
        ListError::OutOfTime { line: 123_456 },
        ListError::Damaged(LexiconError::NotALexicon),
    ];
    lists.iter().for_each(|e| add(e));
    let rounds = [
        RoundError::TooManyPlayers(9),
        RoundError::ListTooLong {
            player: 1,
            words: 5_000,
        },
    ];
    rounds.iter().for_each(|e| add(e));
    code_errors().iter().for_each(|e| add(e));
    let bands = Bands {
        hard_below: 60,
        easy_from: 1_120,
    };
    for (wanted, rolls) in [(Some(Difficulty::Hard), 2_000), (None, 1)] {
        add(&Missed {
            wanted,
            set: DiceSet::from_name("new").unwrap(),
            bands,
            missed: NotMade {
                rolls,
                most_words: 1_234,
                fewest_words: 80,
            },
        });
    }
    out
}

/// Every `CodeError` (boggle-round): each variant, and `Invalid` and `TooLong` with every field it names.
fn code_errors() -> Vec<CodeError> {
    let mut errors = vec![
        CodeError::Foreign,
        CodeError::Truncated,
        CodeError::Damaged,
        CodeError::NewerVersion { found: 2 },
        CodeError::UnknownKind { found: 9 },
        CodeError::OtherRound {
            expected: 3_735_928_559,
            found: 12_345,
        },
        CodeError::OtherBoard,
        CodeError::OtherList {
            expected: 191,
            found: 1_204,
        },
    ];
    for expected in Kind::ALL {
        for found in Kind::ALL.into_iter().filter(|&k| k != expected) {
            errors.push(CodeError::WrongKind { expected, found });
        }
    }
    for field in FIELDS {
        errors.push(CodeError::Invalid { field });
        errors.push(CodeError::TooLong { field, max: 24 });
    }
    errors
}

#[test]
fn every_code_error_is_in_every_language_and_formats() {
    // The English of each is its Display (the test below); here each language has every id, takes its
    // arguments, and says something of its own for each field (no English field name left over).
    for lang in LANGUAGES {
        let bundle = bundle_of(lang);
        for error in code_errors() {
            let text = formatted(&bundle, &error.message());
            assert!(!text.trim().is_empty(), "{lang} {}", error.message().id);
            let unknown = "no such field";
            let generic = match error {
                CodeError::Invalid { .. } => CodeError::Invalid { field: unknown },
                CodeError::TooLong { max, .. } => CodeError::TooLong {
                    field: unknown,
                    max,
                },
                _ => continue,
            };
            assert_ne!(
                text,
                formatted(&bundle, &generic.message()),
                "{lang}: {error:?} falls to the generic word"
            );
        }
    }
}

#[test]
fn every_crate_message_is_in_every_language_and_formats() {
    for lang in LANGUAGES {
        let bundle = bundle_of(lang);
        for (message, _) in samples() {
            assert!(
                !formatted(&bundle, &message).trim().is_empty(),
                "{lang} {}",
                message.id
            );
        }
    }
}

#[test]
fn every_message_is_its_display_in_locales_en() {
    let bundle = bundle();
    for (message, display) in samples() {
        assert_eq!(
            english(&bundle, &message),
            ungrouped(&display),
            "{}",
            message.id
        );
    }
}

#[test]
fn a_lists_report_is_its_messages_joined() {
    let bundle = bundle();
    let report = report();
    let parts: Vec<String> = report
        .messages()
        .iter()
        .map(|m| english(&bundle, m))
        .collect();
    // As the app joins them (www/l10n.js, `tReport`): the count, a space, the reasons between "; ".
    let joined = format!("{} {}", parts[0], parts[1..].join("; "));
    assert_eq!(joined, ungrouped(&report.to_string()));
    let none = ListError::NoWords(report.clone());
    assert_eq!(none.message().id, "list-no-words");
    assert_eq!(
        none.to_string(),
        format!("{} ({report})", english(&bundle, &none.message()))
    );
    assert!(ListReport::default().messages().is_empty());
}

#[test]
fn every_message_of_locales_en_errors_is_given_by_a_crate() {
    let text = std::fs::read_to_string(ERRORS_FTL).unwrap();
    let in_file: BTreeSet<&str> = text
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
        .filter(|id| !id.starts_with([' ', '#']))
        .collect();
    let mut given: BTreeSet<&str> = samples().iter().map(|(m, _)| m.id).collect();
    given.extend(report().messages().iter().map(|m| m.id));
    given.insert(ListError::NoWords(report()).message().id);
    assert_eq!(in_file, given);
}
