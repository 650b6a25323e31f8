//! The seed inputs of each fuzz target, written from the shared data (boards, word lists, labelled
//! photos) and a few crafted here.

use std::fs;
use std::path::{Path, PathBuf};

use boggle_lexicon::Lexicon;

use crate::process::{shared, Result};

/// Writes the target's seed inputs from the shared data into its corpus; how many.
pub(super) fn write_seeds(target: &str, corpus: &Path) -> Result<usize> {
    let data = shared().join("data");
    let read = |path: &str| {
        fs::read_to_string(data.join(path))
            .map_err(|e| format!("{}: {e}", data.join(path).display()))
    };
    let seeds: Vec<Vec<u8>> = match target {
        "board_text" => board_seeds(&read("solver/boards4.txt")?, &read("solver/boards5.txt")?),
        "lexicon_bytes" => word_list_slices(&read("words/enable2k.txt")?)
            .iter()
            .map(|words| Lexicon::from_words(words.lines()).to_bytes())
            .collect(),
        "dictionary_text" => word_list_slices(&read("words/enable2k.txt")?)
            .into_iter()
            .map(String::into_bytes)
            .chain(crafted_word_lists())
            .collect(),
        "photo" => photo_seeds(&data.join("photos/roboflow-boggle-boards/images"))?,
        _ => Vec::new(),
    };
    for (i, seed) in seeds.iter().enumerate() {
        let path = corpus.join(format!("seed-{i:04}"));
        fs::write(&path, seed).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(seeds.len())
}

/// Reference boards in each form board text takes (one run, rows by spaces, slashes, newlines, upper
/// case), the larger sizes with two-letter faces and blanks, and a word to check after `|`.
fn board_seeds(boards4: &str, boards5: &str) -> Vec<Vec<u8>> {
    let mut seeds: Vec<String> = Vec::new();
    for (i, board) in boards4
        .lines()
        .take(40)
        .chain(boards5.lines().take(20))
        .enumerate()
    {
        let side = if board.len() == 16 { 4 } else { 5 };
        let rows: Vec<&str> = (0..side)
            .filter_map(|r| board.get(r * side..(r + 1) * side))
            .collect();
        seeds.push(match i % 5 {
            0 => board.to_string(),
            1 => rows.join(" "),
            2 => rows.join("/").to_uppercase(),
            3 => rows.join("\n"),
            _ => format!("{}|{}", rows.join(" "), &board[..4]),
        });
    }
    seeds.extend(
        [
            "alex ande ravi erda|alexander",
            "eepa sitt zvid e[qu]wf|quiet",
            "ab# [th]d[#] [in]ef",
            "## ##",
            "[an]bcdef g[er]ijkl mno[he]qr stu[in]x yz[th]ab# cdefgh ijklmn",
            "aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa bbbbbbbb bbbbbbbb bbbbbbbb bbbbbbbb",
            "aaaaa aaaaa aaaaa aaaaa aaaaa|aaaaaaaaaaaaaaaaaaaaaaaaab",
            "abcdefgh",
            "a/b/c",
        ]
        .map(str::to_string),
    );
    seeds.into_iter().map(String::into_bytes).collect()
}

/// A few slices of ENABLE2K (its start, a stride through it, one letter's words) as word lists.
fn word_list_slices(enable2k: &str) -> Vec<String> {
    let lines: Vec<&str> = enable2k.lines().collect();
    let join = |words: Vec<&str>| words.join("\n");
    vec![
        join(lines.iter().take(20).copied().collect()),
        join(lines.iter().step_by(997).copied().collect()),
        join(
            lines
                .iter()
                .filter(|w| w.starts_with("qu"))
                .take(60)
                .copied()
                .collect(),
        ),
        join(
            lines
                .iter()
                .filter(|w| w.len() >= 12)
                .step_by(50)
                .copied()
                .collect(),
        ),
    ]
}

/// Word lists with what people's files hold: a byte-order mark, CRLF, case, blank lines, spaces, words
/// no board can spell (some for two reasons at once), words that need the two-letter faces, and the
/// accents, `ß`, `œ` and `q` of the other languages (the target builds each list in every language).
fn crafted_word_lists() -> Vec<Vec<u8>> {
    vec![
        b"\xef\xbb\xbfable\r\nBaker\r\n\r\n  charlie  \r\n".to_vec(),
        b"queen\nqi\niraq\nquaquaversal\nx-ray\ncaf\xc3\xa9\nnot\xffutf8\n".to_vec(),
        "q-tip\nqat's\nqu\u{e9}\nIRAQI\nq\n".as_bytes().to_vec(),
        "\u{c9}t\u{e9}\nc\u{153}ur\ncoq\ncinq\nStra\u{df}e\n\u{c4}pfel\nni\u{f1}o\nping\u{fc}ino\nq\u{fc}\n"
            .as_bytes()
            .to_vec(),
        format!(
            "{}\n{}\nqu{}\nqu{}\n",
            "h\u{e9}".repeat(43),
            "\u{6771}".repeat(43),
            "a".repeat(63),
            "a".repeat(64)
        )
        .into_bytes(),
        format!(
            "{}\n{}\n{}\n",
            "th".repeat(64),
            "th".repeat(65),
            "a".repeat(65)
        )
        .into_bytes(),
        b"a\naa\naaa\naaaa\nab\nba\n".to_vec(),
    ]
}

/// The smallest labelled photos (JPEG), and two small PNGs drawn here (a grid of light squares on a
/// dark ground, gray and RGB), so both decoders are reached.
fn photo_seeds(images: &Path) -> Result<Vec<Vec<u8>>> {
    let mut photos: Vec<(u64, PathBuf)> = fs::read_dir(images)
        .map_err(|e| format!("{}: {e}", images.display()))?
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| Some((entry.metadata().ok()?.len(), entry.path())))
        .collect();
    photos.sort();
    let mut seeds = Vec::new();
    for (_, path) in photos.iter().take(4) {
        seeds.push(fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    seeds.push(grid_png(96, 1));
    seeds.push(grid_png(80, 3));
    Ok(seeds)
}

/// A `side`x`side` PNG (1 channel gray or 3 RGB) of a 4x4 grid of light squares on a dark ground.
fn grid_png(side: u32, channels: u8) -> Vec<u8> {
    let cell = side / 4;
    let mut raw = Vec::new();
    for y in 0..side {
        raw.push(0); // filter: none
        for x in 0..side {
            let inside = |v: u32| v % cell > cell / 8 && v % cell < cell - cell / 8;
            let value = if inside(x) && inside(y) { 230 } else { 40 };
            raw.extend(std::iter::repeat_n(value, usize::from(channels)));
        }
    }
    let mut zlib = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut zlib, &raw).expect("writing to memory");
    let idat = zlib.finish().expect("writing to memory");
    let colour_type = if channels == 1 { 0 } else { 2 };
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&side.to_be_bytes());
    ihdr.extend_from_slice(&side.to_be_bytes());
    ihdr.extend_from_slice(&[8, colour_type, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    for (kind, body) in [(b"IHDR", &ihdr), (b"IDAT", &idat), (b"IEND", &Vec::new())] {
        png.extend_from_slice(&(body.len() as u32).to_be_bytes());
        png.extend_from_slice(kind);
        png.extend_from_slice(body);
        let mut crc = flate2::Crc::new();
        crc.update(kind);
        crc.update(body);
        png.extend_from_slice(&crc.sum().to_be_bytes());
    }
    png
}
