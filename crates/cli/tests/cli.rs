//! The `boggle` command end to end: output formats, exit codes, and clear errors on bad input.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

mod common;

use common::{boggle, stderr, stdout, temp_dir};

const SHARED: &str = concat!(env!("BOGGLE_SHARED"), "/data/solver/");

#[test]
fn solve_prints_words_scores_paths_and_total() {
    let out = boggle(&["solve", "alex ande ravi erda"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("alex ande ravi erda  (4x4, words of 3+ letters)\n"),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.split_whitespace().nth(1) == Some("readied")),
        "{text}"
    );
    assert!(text.trim_end().ends_with("points"), "{text}");
}

#[test]
fn solve_json_matches_the_reference_counts() {
    let expected = std::fs::read_to_string(format!("{SHARED}expected4.tsv")).unwrap();
    let line = expected.lines().nth(1).unwrap();
    let fields: Vec<&str> = line.split('\t').collect();
    let out = boggle(&["solve", fields[0], "--json", "--min", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["board"], fields[3]);
    assert_eq!(value["word_count"].to_string(), fields[1]);
    assert_eq!(value["total_score"].to_string(), fields[2]);
    let first = &value["words"][0];
    assert!(first["word"].is_string() && first["score"].is_u64() && first["path"].is_array());
}

#[test]
fn summary_mode_echoes_each_board_with_counts() {
    let out = boggle(&[
        "solve",
        "--boards",
        &format!("{SHARED}boards5.txt"),
        "--summary",
        "--min",
        "3",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let expected = std::fs::read_to_string(format!("{SHARED}expected5.tsv")).unwrap();
    let got: Vec<String> = stdout(&out).lines().take(200).map(String::from).collect();
    let want: Vec<String> = expected
        .lines()
        .skip(1)
        .map(|l| l.split('\t').take(3).collect::<Vec<_>>().join("\t"))
        .collect();
    assert_eq!(got, want);
    assert_eq!(stdout(&out).lines().count(), 2000);
}

#[test]
fn custom_dictionary_and_minimum_length() {
    let dir = std::env::temp_dir().join(format!("boggle-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("words.txt");
    std::fs::write(&list, "queen\nqi\nalex\nax\n").unwrap();
    let out = boggle(&[
        "solve",
        "qeen alex xxxx xxxx",
        "--dict",
        list.to_str().unwrap(),
        "--min",
        "2",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let words: Vec<&str> = value["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["word"].as_str().unwrap())
        .collect();
    assert_eq!(words, ["queen", "alex", "ax"]);
    assert_eq!(value["words"][0]["score"], 2);
    std::fs::remove_dir_all(&dir).ok();
}

/// A word list in another language is read with its letters (`--list-lang`): German ö is the tiles
/// O E; read as English the same list has no word at all.
#[test]
fn a_word_list_in_another_language() {
    let dir = temp_dir("list-lang");
    let list = dir.join("woerter.txt");
    std::fs::write(&list, "öl\nstraße\n").unwrap();
    let list = list.to_str().unwrap();
    let german = boggle(&[
        "solve",
        "oelx xxxx xxxx xxxx",
        "--dict",
        list,
        "--list-lang",
        "de",
    ]);
    assert!(german.status.success(), "{}", stderr(&german));
    let text = stdout(&german);
    assert!(text.contains("öl"), "{text}");
    assert!(text.ends_with("1 word, 1 point\n"), "{text}");
    let english = boggle(&["solve", "oelx xxxx xxxx xxxx", "--dict", list]);
    assert!(!english.status.success());
    assert!(stderr(&english).contains("2 with characters no tile spells (first: line 1, \"öl\")"));
    let unknown = boggle(&[
        "solve",
        "oelx xxxx xxxx xxxx",
        "--dict",
        list,
        "--list-lang",
        "xx",
    ]);
    assert!(stderr(&unknown).contains("choose one of en, fr, de, es, it"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn random_is_reproducible_and_sized() {
    let a = boggle(&["random", "--size", "6", "--seed", "7", "--count", "3"]);
    let b = boggle(&[
        "random",
        "--dice",
        "super-big",
        "--seed",
        "7",
        "--count",
        "3",
    ]);
    assert!(a.status.success());
    assert_eq!(stdout(&a), stdout(&b));
    let boards: Vec<String> = stdout(&a).lines().map(String::from).collect();
    assert_eq!(boards.len(), 3);
    assert!(
        boards.iter().all(|b| b.split(' ').count() == 6),
        "{boards:?}"
    );
}

#[test]
fn stats_reports_the_best_board() {
    let out = boggle(&[
        "stats",
        "--count",
        "50",
        "--seed",
        "12345",
        "--players",
        "none",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("best board:") && text.contains("best score:") && text.contains("boards/s"),
        "{text}"
    );
    assert!(!text.contains("board-first"), "{text}");
}

#[test]
fn stats_compares_the_players_on_each_lexicon() {
    let out = boggle(&[
        "stats",
        "--count",
        "30",
        "--seed",
        "12345",
        "--lexicons",
        "trie,binary",
        "--budget",
        "0",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for (player, lexicon) in [
        ("board-first", "trie"),
        ("board-first", "binary"),
        ("lexicon-first", "trie"),
        ("lexicon-first", "binary"),
    ] {
        let line = text
            .lines()
            .find(|l| l.starts_with(player) && l.split_whitespace().nth(1) == Some(lexicon))
            .unwrap_or_else(|| panic!("no {player} {lexicon} line in {text}"));
        assert!(line.ends_with("yes, on all 30"), "{line}");
    }
    // The linear scan, on few boards: it reads the whole list for every question.
    let out = boggle(&[
        "stats",
        "--count",
        "3",
        "--lexicons",
        "linear",
        "--players",
        "lexicon-first",
        "--qu",
        "1",
    ]);
    assert!(stdout(&out).contains("yes, on all 3"), "{}", stdout(&out));
    let out = boggle(&["stats", "--lexicons", "hash"]);
    assert!(
        stderr(&out).contains("unknown lexicon 'hash'"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn named_dictionaries_and_house_rules() {
    let out = boggle(&["dicts"]);
    let text = stdout(&out);
    for name in ["enable2k", "common", "british"] {
        assert!(text.contains(name), "{text}");
    }
    assert!(text.contains("licence") && text.contains("SCOWL"), "{text}");
    let last = |args: &[&str]| {
        let out = boggle(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        stdout(&out).lines().last().unwrap_or_default().to_string()
    };
    let board = "alex ande ravi erda";
    assert_eq!(last(&["solve", board]), "107 words, 150 points");
    assert_eq!(
        last(&["solve", board, "--dict", "enable2k"]),
        "107 words, 150 points"
    );
    let common = last(&["solve", board, "--dict", "COMMON"]);
    let british = last(&["solve", board, "--dict", "british"]);
    assert!(common.starts_with("52 words"), "{common}");
    assert!(british.starts_with("81 words"), "{british}");
    // Big Boggle's scoring: no three-letter words; an explicit --min still wins.
    assert_eq!(
        last(&["solve", board, "--scoring", "big"]),
        "68 words, 111 points"
    );
    assert_eq!(
        last(&["solve", board, "--scoring", "big", "--min", "3"]),
        "107 words, 150 points"
    );
    // Up to 7 letters Fibonacci is classic; past them it pays more (8: 8, 9: 13 against 11).
    let rich = "odte faep tron setw";
    assert_eq!(
        last(&["solve", board, "--scoring", "fibonacci"]),
        "107 words, 150 points"
    );
    let classic = last(&["solve", rich]);
    let fibonacci = last(&["solve", rich, "--scoring", "fibonacci"]);
    assert!(classic.starts_with("363 words, 658"), "{classic}");
    assert!(
        fibonacci.starts_with("363 words") && fibonacci != classic,
        "{fibonacci}"
    );
    // Qu as one letter: "quite" is four letters (1 point, not 2); "quit" and "exit" stay 1.
    let qu = |n: &str| {
        let out = boggle(&["solve", "qite xxxx xxxx xxxx", "--qu", n, "--json"]);
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        json["total_score"].as_u64().unwrap()
    };
    assert_eq!((qu("2"), qu("1")), (4, 3));
}

#[test]
fn bad_input_is_a_clear_error_with_a_non_zero_exit() {
    for (args, message) in [
        (
            vec!["solve", "abcd ef1h ijkl mnop"],
            "row 2, column 3: '1' is not a tile",
        ),
        (vec!["solve", ""], "the board is empty"),
        (
            vec!["solve", "abc"],
            "3 tiles in one row is not a square board",
        ),
        (vec!["solve", &"a".repeat(81)], "the largest is 8x8"),
        (
            vec!["solve", "abcd", "--dict", "/no/such/file"],
            "cannot read /no/such/file",
        ),
        (vec!["random", "--dice", "huge"], "unknown dice set 'huge'"),
        (vec!["random", "--size", "9"], "9"),
        (
            vec!["solve", "--boards", "/no/such/file", "--summary"],
            "cannot read /no/such/file",
        ),
        (vec!["solve"], "required"),
    ] {
        let out = boggle(&args);
        assert!(!out.status.success(), "{args:?} should fail");
        let err = stderr(&out);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn a_bad_line_in_a_boards_file_names_its_line_and_the_rest_are_solved() {
    let dir = std::env::temp_dir().join(format!("boggle-cli-lines-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("boards.txt");
    std::fs::write(&file, "alexanderavierda\nabc!\nalex/ande/ravi/erda\n").unwrap();
    let out = boggle(&["solve", "--boards", file.to_str().unwrap(), "--summary"]);
    assert!(!out.status.success());
    assert_eq!(stdout(&out).lines().count(), 2);
    assert!(
        stderr(&out).contains("boards.txt:2: bad board"),
        "{}",
        stderr(&out)
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A boards file of both sizes taking turns, long enough for several batches, with bad lines,
/// comments, CRLF ends and a board in rows among them: every good line is the reference's figures
/// (`expected4.tsv`, `expected5.tsv`: 3 letters at least), in order, as it was given.
#[test]
fn a_boards_file_of_mixed_sizes_prints_the_reference_figures_in_order() {
    let expected = |file: &str| -> Vec<(String, String)> {
        let text = std::fs::read_to_string(format!("{SHARED}{file}")).unwrap();
        text.lines()
            .skip(1)
            .map(|line| {
                let fields: Vec<&str> = line.split('\t').collect();
                (
                    fields[0].to_string(),
                    format!("{}\t{}", fields[1], fields[2]),
                )
            })
            .collect()
    };
    let (four, five) = (expected("expected4.tsv"), expected("expected5.tsv"));
    let (mut input, mut want) = (String::new(), String::new());
    for round in 0..12 {
        for ((b4, f4), (b5, f5)) in four.iter().zip(&five) {
            input.push_str(&format!("{b4}\n{b5}\r\n"));
            want.push_str(&format!("{b4}\t{f4}\n{b5}\t{f5}\n"));
        }
        input.push_str(&format!(
            "; round {round}\nnot a board\n\nalex ande ravi erda\n"
        ));
        want.push_str("alex ande ravi erda\t107\t150\n");
    }
    let dir = temp_dir("mixed");
    let file = dir.join("boards.txt");
    std::fs::write(&file, &input).unwrap();
    let args = [
        "solve",
        "--boards",
        file.to_str().unwrap(),
        "--summary",
        "--min",
        "3",
    ];
    let out = boggle(&[&args[..], &["--jobs", "1"]].concat());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("12 bad line(s)"), "{}", stderr(&out));
    assert_eq!(stdout(&out), want);
    assert_eq!(
        stdout(&boggle(&[&args[..], &["--jobs", "2"]].concat())),
        want
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// The labelled photos (`boards.tsv`: image, rows, cols, board) in the shared folder beside the repository.
const PHOTOS: &str = concat!(
    env!("BOGGLE_SHARED"),
    "/data/photos/roboflow-boggle-boards/"
);

/// Photos today's model reads exactly (a 4x4, one with the Qu tile, a 6x6 with a two-letter tile), with their
/// labels from `boards.tsv`. Fails, rather than skips, when the shared folder is missing.
fn exactly_read_photos() -> Vec<(String, String)> {
    let tsv = format!("{PHOTOS}boards.tsv");
    let labels = std::fs::read_to_string(&tsv).unwrap_or_else(|e| {
        panic!("the labelled photos are missing: cannot read {tsv} ({e}); the shared folder belongs at ../shared beside the repository")
    });
    [
        "images/297b369740ddbac8de42aa59b6ad68b8.jpg",
        "images/00a545913dc5c49d43ac2711bd534720.jpg",
        "images/04dcdbd29ee6e8077089edee1e924672.jpg",
    ]
    .iter()
    .map(|image| {
        let label = labels
            .lines()
            .map(|l| l.split('\t').collect::<Vec<_>>())
            .find(|f| f[0] == *image)
            .unwrap_or_else(|| panic!("{image} is not in {tsv}"))[3]
            .to_string();
        (format!("{PHOTOS}{image}"), label)
    })
    .collect()
}

#[test]
fn recognize_prints_the_board_text_first() {
    for (photo, label) in exactly_read_photos() {
        let out = boggle(&["recognize", &photo]);
        assert!(out.status.success(), "{photo}: {}", stderr(&out));
        let text = stdout(&out);
        assert_eq!(text.lines().next(), Some(label.as_str()), "{photo}: {text}");
        // Whatever follows is the table of doubtful tiles.
        if let Some(header) = text.lines().nth(1) {
            assert_eq!(header, "tiles to check:", "{photo}: {text}");
        }
    }
}

/// The French dice's Q die is a plain Q: a photo read with a French dictionary says `q` where the
/// English dice's reader says `[qu]`, and is solved so (issue 33 item 7). A small French list (the
/// built French dictionary is a separate file a fresh checkout lacks).
#[test]
fn recognize_reads_the_french_q_as_a_plain_q() {
    let (photo, label) = &exactly_read_photos()[1];
    assert!(label.contains("[qu]"), "{label}");
    let dir = temp_dir("french-q");
    let list = dir.join("mots.txt");
    std::fs::write(&list, "site\ntes\nvide\nqi\nsept\n").unwrap();
    let french = ["--dict", list.to_str().unwrap(), "--list-lang", "fr"];
    let out = boggle(&[&["recognize", photo, "--solve"][..], &french].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let board = label.replace("[qu]", "q");
    assert_eq!(text.lines().next(), Some(board.as_str()), "{text}");
    let solved = stdout(&boggle(&[&["solve", &board][..], &french].concat()));
    assert!(text[board.len() + 1..].starts_with(&solved), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn recognize_solve_prints_what_solve_prints_after_the_board() {
    let (photo, label) = &exactly_read_photos()[0];
    let out = boggle(&["recognize", photo, "--solve"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let solved = stdout(&boggle(&["solve", label]));
    assert_eq!(text.lines().next(), Some(label.as_str()), "{text}");
    assert!(
        text.lines()
            .nth(1)
            .unwrap()
            .starts_with(&format!("{label}  (4x4")),
        "{text}"
    );
    let total = text.lines().find(|l| l.ends_with(" points")).unwrap();
    let words: usize = total.split(' ').next().unwrap().parse().unwrap();
    assert!(words > 10, "{text}");
    // Exactly `boggle solve`'s output follows the board line (the doubtful tiles, if any, come after it).
    assert!(text[label.len() + 1..].starts_with(&solved), "{text}");
}

#[test]
fn recognize_json_has_every_tile_and_the_solve_json() {
    let (photo, label) = &exactly_read_photos()[2];
    let out = boggle(&["recognize", photo, "--json", "--solve", "--min", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["board"], label.as_str());
    let (rows, cols) = (
        value["rows"].as_u64().unwrap(),
        value["cols"].as_u64().unwrap(),
    );
    assert_eq!((rows, cols), (6, 6));
    let tiles = value["tiles"].as_array().unwrap();
    assert_eq!(tiles.len() as u64, rows * cols);
    for t in tiles {
        assert!(t["text"].is_string() && t["runner_up"].is_string(), "{t}");
        assert!(t["doubtful"].is_boolean(), "{t}");
        let c = t["confidence"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&c) && t["runner_up_confidence"].as_f64().unwrap() <= c);
        let quad = t["quad"].as_array().unwrap();
        assert_eq!(quad.len(), 4);
        assert!(quad.iter().all(|p| p.as_array().unwrap().len() == 2));
    }
    let solve = boggle(&["solve", label, "--json", "--min", "3"]);
    let expected: serde_json::Value = serde_json::from_slice(&solve.stdout).unwrap();
    assert_eq!(value["solution"], expected);

    let plain = boggle(&["recognize", photo, "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&plain.stdout).unwrap();
    assert!(value.get("solution").is_none(), "{value}");
}

#[test]
fn recognize_reads_the_board_inside_corners_given_by_hand() {
    let (photo, label) = &exactly_read_photos()[0];
    let found = boggle(&["recognize", photo, "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&found.stdout).unwrap();
    let corners: Vec<String> = value["corners"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| {
            p.as_array()
                .unwrap()
                .iter()
                .map(|v| format!("{:.1}", v.as_f64().unwrap()))
        })
        .collect();
    assert_eq!(corners.len(), 8, "{value}");
    let out = boggle(&[
        "recognize",
        photo,
        "--corners",
        &corners.join(","),
        "--size",
        "4x4",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().next(), Some(label.as_str()));
    // The same grid a row up, its top row off the dice: every tile marked, and why, with the way to fix it.
    let xy: Vec<f64> = corners.iter().map(|v| v.parse().unwrap()).collect();
    let (top, bottom) = ([0, 1, 1, 0], [3, 2, 2, 3]); // Each corner's side: its top and bottom corner.
    let row_up: Vec<String> = (0..8)
        .map(|i| {
            let (k, axis) = (i / 2, i % 2);
            let side = xy[2 * bottom[k] + axis] - xy[2 * top[k] + axis];
            format!("{:.1}", xy[i] - side / 4.0)
        })
        .collect();
    let args = [
        "recognize",
        photo,
        "--corners",
        &row_up.join(","),
        "--size",
        "4x4",
    ];
    let off = boggle(&[&args[..], &["--json"]].concat());
    let value: serde_json::Value = serde_json::from_slice(&off.stdout).unwrap();
    assert_eq!(value["whole_board_doubt"]["name"], "line-off", "{value}");
    let tiles = value["tiles"].as_array().unwrap();
    assert!(tiles.iter().all(|t| t["doubtful"] == true), "{value}");
    let text = stdout(&boggle(&args));
    assert!(
        text.contains("a line off the dice") && text.contains("--corners"),
        "{text}"
    );
    // Corners that make no board, and a size without corners, are clear errors.
    let bad = boggle(&[
        "recognize",
        photo,
        "--corners",
        "1,1,1,1,1,1,1,1",
        "--size",
        "4x4",
    ]);
    assert!(!bad.status.success() && stderr(&bad).contains("corners marked make no board"));
    let alone = boggle(&["recognize", photo, "--size", "4x4"]);
    assert!(
        !alone.status.success() && stderr(&alone).contains("--corners"),
        "{}",
        stderr(&alone)
    );
}

#[test]
fn recognize_debug_dir_writes_a_png_per_stage() {
    let (photo, label) = &exactly_read_photos()[0];
    let dir = temp_dir("stages").join("new");
    let out = boggle(&["recognize", photo, "--debug-dir", dir.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().next(), Some(label.as_str()));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "1-threshold.png",
            "2-candidates.png",
            "3-lattice.png",
            "4-tiles.png"
        ]
    );
    for name in &names {
        let bytes = std::fs::read(dir.join(name)).unwrap();
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{name}");
        assert!(stderr(&out).contains(&dir.join(name).display().to_string()));
    }
    std::fs::remove_dir_all(dir.parent().unwrap()).ok();
}

#[test]
fn recognize_without_a_board_fails_but_still_writes_the_stages() {
    let dir = temp_dir("noboard");
    let photo = dir.join("wall.png");
    image::RgbImage::from_pixel(200, 150, image::Rgb([40, 60, 90]))
        .save(&photo)
        .unwrap();
    let stages = dir.join("stages");
    let out = boggle(&[
        "recognize",
        photo.to_str().unwrap(),
        "--debug-dir",
        stages.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("boggle: ") && err.contains("no board found"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    for name in ["1-threshold.png", "2-candidates.png", "3-lattice.png"] {
        assert!(stages.join(name).is_file(), "{name}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn recognize_pictures_without_a_board_say_so() {
    let dir = temp_dir("noboards");
    let blank = dir.join("blank.png");
    image::RgbImage::from_pixel(640, 480, image::Rgb([250, 250, 250]))
        .save(&blank)
        .unwrap();
    // The top of a real photo: a plant and a television, no dice.
    let scene = dir.join("no-dice.png");
    let photo = image::open(format!(
        "{PHOTOS}images/40b2eb81f34e110d019dd2eb1058e964.jpg"
    ))
    .unwrap();
    photo.crop_imm(0, 0, 416, 110).save(&scene).unwrap();
    for file in [&blank, &scene] {
        let out = boggle(&["recognize", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{file:?}");
        let err = stderr(&out);
        assert!(err.starts_with("boggle: "), "{file:?}: {err}");
        assert!(err.contains("no board found"), "{file:?}: {err}");
        assert!(out.stdout.is_empty(), "{file:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn recognize_reads_a_50_megapixel_photo() {
    // A phone's full-resolution mode: read, not refused. A real photo blown up to 7168 x 7168 (51 MP).
    let dir = temp_dir("50mp");
    let (photo, label) = &exactly_read_photos()[0];
    let huge = dir.join("50mp.jpg");
    image::open(photo)
        .unwrap()
        .resize_exact(7168, 7168, image::imageops::FilterType::Triangle)
        .into_rgb8()
        .save(&huge)
        .unwrap();
    let out = boggle(&["recognize", huge.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).lines().next(),
        Some(label.as_str())
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn recognize_bad_files_are_clear_errors() {
    let dir = temp_dir("badphotos");
    let text = dir.join("x.jpg");
    std::fs::write(&text, "a text file, not a photo\n").unwrap();
    let tiny = dir.join("tiny.png");
    image::RgbImage::new(1, 1).save(&tiny).unwrap();
    let (photo, _) = &exactly_read_photos()[0];
    let truncated = dir.join("truncated.jpg");
    std::fs::write(&truncated, &std::fs::read(photo).unwrap()[..300]).unwrap();
    let missing = dir.join("missing.jpg");
    for (file, message) in [
        (&text, "not a photo we can read (not a JPEG, PNG, "),
        (&tiny, "photo is too small (1x1)"),
        (&truncated, "not a photo we can read"),
        (&missing, "cannot read"),
    ] {
        let out = boggle(&["recognize", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{file:?}");
        let err = stderr(&out);
        assert!(err.starts_with("boggle: "), "{file:?}: {err}");
        assert!(err.contains(message), "{file:?}: {err}");
        assert!(err.contains(file.to_str().unwrap()), "{file:?}: {err}");
        assert!(!err.contains("panicked"), "{file:?}: {err}");
        assert!(out.stdout.is_empty(), "{file:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}
