//! The grid of tiles, its adjacency, and the board text that users type and the app prints.

use std::fmt;
use std::str::FromStr;

use crate::{BoardError, Language, Tile};

/// The smallest and largest side a board may have.
pub const MIN_SIDE: usize = 2;
pub const MAX_SIDE: usize = 8;

/// A rectangular Boggle board, row-major, between 2x2 and 8x8.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Board {
    rows: usize,
    cols: usize,
    tiles: Vec<Tile>,
}

impl Board {
    /// A board from its tiles in row-major order.
    pub fn new(rows: usize, cols: usize, tiles: Vec<Tile>) -> Result<Board, BoardError> {
        check_size(rows, cols)?;
        if tiles.len() != rows * cols {
            return Err(BoardError::TileCount {
                rows,
                cols,
                tiles: tiles.len(),
            });
        }
        Ok(Board { rows, cols, tiles })
    }

    /// Parses board text with the English dice's tiles; see [`Board::from_str`].
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        Board::parse_in(text, Language::English)
    }

    /// Parses board text with a language's tiles: its own letters (`ñ`), `q` as its dice
    /// have it (the `Qu` face, or a plain `Q` in French), accented letters the language folds
    /// typed as their plain letter, and a letter it writes as two (German `ä`) as those two tiles. The forms are those of [`Board::from_str`].
    pub fn parse_in(text: &str, language: Language) -> Result<Board, BoardError> {
        let mut board = Board {
            rows: 0,
            cols: 0,
            tiles: Vec::new(),
        };
        board.parse_again_in(text, language)?;
        Ok(board)
    }

    /// [`Board::parse_in`] into this board, reusing its memory (a file of boards read one after
    /// another needs no allocation a board). On an error the board is left as it was.
    pub fn parse_again_in(&mut self, text: &str, language: Language) -> Result<(), BoardError> {
        // Parsed after the old tiles, which go only once the new board is good.
        let start = self.tiles.len();
        match parse_tiles(text, language, &mut self.tiles) {
            Ok((rows, cols)) => {
                self.tiles.drain(..start);
                (self.rows, self.cols) = (rows, cols);
                Ok(())
            }
            Err(e) => {
                self.tiles.truncate(start);
                Err(e)
            }
        }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// Always false: a board has at least 2x2 tiles. Here for clippy's `len_without_is_empty`.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    pub fn tile(&self, cell: usize) -> Tile {
        self.tiles[cell]
    }

    /// The up to 8 cells touching `cell` (orthogonally or diagonally), in row-major order.
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let (r, c) = ((cell / self.cols) as isize, (cell % self.cols) as isize);
        let (rows, cols) = (self.rows as isize, self.cols as isize);
        (-1..=1)
            .flat_map(move |dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
            .filter(move |&(nr, nc)| {
                (nr, nc) != (r, c) && (0..rows).contains(&nr) && (0..cols).contains(&nc)
            })
            .map(move |(nr, nc)| (nr * cols + nc) as usize)
    }

    /// Whether two cells touch (the 8-neighbour rule).
    pub fn adjacent(&self, a: usize, b: usize) -> bool {
        let (ar, ac) = (a / self.cols, a % self.cols);
        let (br, bc) = (b / self.cols, b % self.cols);
        a != b && ar.abs_diff(br) <= 1 && ac.abs_diff(bc) <= 1
    }
}

fn check_size(rows: usize, cols: usize) -> Result<(), BoardError> {
    if rows > MAX_SIDE || cols > MAX_SIDE {
        Err(BoardError::TooLarge { rows, cols })
    } else if rows < MIN_SIDE || cols < MIN_SIDE {
        Err(BoardError::TooSmall { rows, cols })
    } else {
        Ok(())
    }
}

/// Board text, case-insensitive:
/// - rows separated by whitespace, `/` or newlines: `aeol iejm pdls orkf`, `ALEX/ANDE/RAVI/ERDA`;
/// - or, for a square board, every tile in one run: `alexanderavierda`;
/// - `q` is the `Qu` face; multi-letter faces go in brackets (`[qu]`, `[th]`); a blank is `#` or `[#]`.
///
/// Memory stays at the size of the text however many rows it has: only the first `MAX_SIDE` rows
/// are kept, later ones are checked and counted (a 10 MB `a/a/a/…` once took 295 MB).
impl FromStr for Board {
    type Err = BoardError;

    fn from_str(text: &str) -> Result<Board, BoardError> {
        Board::parse_in(text, Language::English)
    }
}

/// The longest piece of a person's input a message repeats, in characters.
pub const EXCERPT_CHARS: usize = 80;

/// `text` made safe to repeat in a message: control characters escaped (`\u{1b}`, `\t`), so
/// input cannot clear a terminal or break a line, and cut with `…` once the excerpt would pass
/// [`EXCERPT_CHARS`] characters, escapes counted as shown (80 NULs would otherwise print as 480).
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    let mut shown = 0;
    for c in text.chars() {
        let escaped = c.is_control().then(|| c.escape_default());
        let width = escaped.clone().map_or(1, Iterator::count);
        if shown + width > EXCERPT_CHARS {
            out.push('…');
            break;
        }
        shown += width;
        match escaped {
            Some(escaped) => out.extend(escaped),
            None => out.push(c),
        }
    }
    out
}

/// Board text's tiles appended to `tiles` (only those of the first [`MAX_SIDE`] rows: more is
/// an error anyway), and its rows and columns.
fn parse_tiles(
    text: &str,
    language: Language,
    tiles: &mut Vec<Tile>,
) -> Result<(usize, usize), BoardError> {
    let start = tiles.len();
    // The lengths of the rows kept.
    let mut lengths = [0usize; MAX_SIDE];
    let (mut row_count, mut widest) = (0, 0);
    for (i, row) in text
        .split(|c: char| c.is_whitespace() || c == '/')
        .filter(|row| !row.is_empty())
        .enumerate()
    {
        let before = tiles.len();
        parse_row(row, i + 1, language, tiles)?;
        let len = tiles.len() - before;
        if i < MAX_SIDE {
            lengths[i] = len;
        } else {
            tiles.truncate(before);
        }
        row_count += 1;
        widest = widest.max(len);
    }
    if row_count == 0 {
        return Err(BoardError::Empty);
    }
    if row_count == 1 {
        let n = tiles.len() - start;
        let side = (1..=MAX_SIDE + 1)
            .find(|s| s * s >= n)
            .unwrap_or(MAX_SIDE + 1);
        if side * side != n {
            return Err(BoardError::NotSquare { tiles: n });
        }
        check_size(side, side)?;
        return Ok((side, side));
    }
    let cols = lengths[0];
    // Size before raggedness: "9 rows" says more than "row 9 is short".
    check_size(row_count, widest)?;
    if let Some((i, &found)) = lengths[..row_count]
        .iter()
        .enumerate()
        .find(|&(_, &len)| len != cols)
    {
        return Err(BoardError::Ragged {
            row: i + 1,
            found,
            expected: cols,
        });
    }
    Ok((row_count, cols))
}

/// One row's tiles appended to `tiles`.
fn parse_row(
    row: &str,
    row_number: usize,
    language: Language,
    tiles: &mut Vec<Tile>,
) -> Result<(), BoardError> {
    let start = tiles.len();
    let mut chars = row.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let col = tiles.len() - start + 1;
        let unknown = |found: &str| BoardError::UnknownSymbol {
            row: row_number,
            col,
            found: excerpt(found),
            language,
        };
        let tile = if c == '[' {
            let rest = &row[at + 1..];
            let end = rest.find(']').ok_or(BoardError::UnclosedBracket {
                row: row_number,
                col,
            })?;
            let inner = &rest[..end];
            for _ in 0..=inner.chars().count() {
                chars.next();
            }
            bracketed_tile(inner, language).ok_or_else(|| unknown(&format!("[{inner}]")))?
        } else if c == '#' {
            Tile::BLANK
        } else if let Some([first, second]) = language.tiles_for_letter(c) {
            // German's `ä` is the two tiles `a` `e`, as the printed game spells it.
            tiles.extend([first, second]);
            continue;
        } else {
            language
                .tile_for_letter(c)
                .ok_or_else(|| unknown(&c.to_string()))?
        };
        tiles.push(tile);
    }
    Ok(())
}

/// The face in brackets: `[qu]` (the `Qu` face in every language), `[th]`, `[#]`, or a single letter
/// as the language types it (`[q]` is a plain `Q` only where the dice have one).
fn bracketed_tile(inner: &str, language: Language) -> Option<Tile> {
    let mut chars = inner.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c != '#' => language.tile_for_letter(c),
        _ => Tile::from_text(inner).filter(|t| t.index() < 32),
    }
}

/// Rows separated by spaces, multi-letter faces in brackets, blank `#`: `e[qu]wf eepa ...`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, row) in self.tiles.chunks(self.cols).enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            for tile in row {
                write!(f, "{tile}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expected: &str) {
        match Board::parse(text) {
            Ok(board) => assert_eq!(board.to_string(), expected, "{text:?}"),
            Err(e) => assert_eq!(e.to_string(), expected, "{text:?}"),
        }
    }

    #[test]
    fn accepted_forms() {
        check("aeol iejm pdls orkf", "aeol iejm pdls orkf");
        check("ALEX/ANDE/RAVI/ERDA", "alex ande ravi erda");
        check("alex\nande\r\nravi\nerda\n", "alex ande ravi erda");
        check("  alex / ande /ravi/ erda ", "alex ande ravi erda");
        check("alexanderavierda", "alex ande ravi erda");
        check("eepa sitt zvid eqwf", "eepa sitt zvid e[qu]wf");
        check("eepa sitt zvid e[QU]wf", "eepa sitt zvid e[qu]wf");
        check("ab# [th]d[#] [in]ef", "ab# [th]d# [in]ef");
        check(
            "abcdefghijklmnopqrstuvwxy",
            "abcde fghij klmno p[qu]rst uvwxy",
        );
        check("ab cd", "ab cd");
        check("abc def", "abc def");
        check(&"a".repeat(64), &["aaaaaaaa"; 8].join(" "));
    }

    #[test]
    fn bad_input_gets_a_clear_error() {
        for (text, message) in [
            ("", "the board is empty"),
            (" / \n ", "the board is empty"),
            ("abcd ef1h ijkl mnop", "row 2, column 3: '1' is not a tile (use a-z, q for Qu, [qu] [an] [er] [he] [in] [th], or # for a blank)"),
            ("abcd efgh ij[xy]k mnop", "row 3, column 3: '[xy]' is not a tile (use a-z, q for Qu, [qu] [an] [er] [he] [in] [th], or # for a blank)"),
            ("abcd éfgh", "row 2, column 1: 'é' is not a tile (use a-z, q for Qu, [qu] [an] [er] [he] [in] [th], or # for a blank)"),
            ("ab[qu cd", "row 1, column 3: '[' is never closed with ']'"),
            ("abcd efg ijkl mnop", "row 2 has 3 tiles but row 1 has 4: every row needs the same number"),
            ("abcde", "5 tiles in one row is not a square board: separate the rows with spaces or /"),
            ("a", "the board is 1x1; the smallest is 2x2"),
            ("abc", "3 tiles in one row is not a square board: separate the rows with spaces or /"),
            ("a b c", "the board is 3x1; the smallest is 2x2"),
            (&"a".repeat(81), "the board is 9x9; the largest is 8x8"),
            (&["abcdefghi"; 3].join(" "), "the board is 3x9; the largest is 8x8"),
            (&["ab"; 9].join("/"), "the board is 9x2; the largest is 8x8"),
            (&"a".repeat(100_000), "100000 tiles in one row is not a square board: separate the rows with spaces or /"),
            (&"a/".repeat(5_000_000), "the board is 5000000x1; the largest is 8x8"),
            (&["ab"; 20].join("/"), "the board is 20x2; the largest is 8x8"),
            (&format!("{}/ab/a\u{1b}[2J", ["ab"; 12].join("/")), "row 14, column 2: '\\u{1b}' is not a tile (use a-z, q for Qu, [qu] [an] [er] [he] [in] [th], or # for a blank)"),
        ] {
            check(text, message);
        }
    }

    /// Parsing again into a board gives what parsing afresh gives, and a bad text leaves the
    /// board as it was.
    #[test]
    fn parsing_again_reuses_the_board() {
        let mut board = Board::parse("abcd efgh ijkl mnop").unwrap();
        for text in [
            "alexanderavierda",
            "ab cd",
            "[qu]b[th]# efgh ijkl mnop",
            "abcde fghij klmno pqrst uvwxy",
            "abc/def",
        ] {
            board.parse_again_in(text, Language::English).unwrap();
            assert_eq!(board, Board::parse(text).unwrap(), "{text}");
        }
        let before = board.clone();
        for bad in ["", "abc", "ab cde", "a1 bc", &"ab ".repeat(9), "[xy] ab"] {
            assert_eq!(
                board.parse_again_in(bad, Language::English),
                Err(Board::parse(bad).unwrap_err()),
                "{bad}"
            );
            assert_eq!(board, before, "{bad}");
        }
    }

    #[test]
    fn each_language_reads_its_own_tiles() {
        let read = |text, language| match Board::parse_in(text, language) {
            Ok(board) => board.to_string(),
            Err(e) => e.to_string(),
        };
        assert_eq!(
            read("coqs abcd efgh ijkl", Language::French),
            "coqs abcd efgh ijkl"
        );
        let french = Board::parse_in("coqs abcd efgh ijkl", Language::French).unwrap();
        assert_eq!(french.tile(2), Tile::PLAIN_Q);
        assert_eq!(
            read("ÉtÉ[qu] abcd efgh ijkl", Language::French),
            "ete[qu] abcd efgh ijkl"
        );
        assert_eq!(
            read("äöüa abcd efgh ijkl", Language::German),
            "row 2 has 4 tiles but row 1 has 7: every row needs the same number",
            "ä, ö and ü are two tiles each"
        );
        assert_eq!(read("äb öl ße üq", Language::German), "aeb oel sse ue[qu]");
        assert_eq!(
            read("ÑAND [ñ]bcd efgh ijkq", Language::Spanish),
            "ñand ñbcd efgh ijk[qu]"
        );
        assert_eq!(
            read("ñand abcd efgh ijkl", Language::English),
            "row 1, column 1: 'ñ' is not a tile (use a-z, q for Qu, [qu] [an] [er] [he] [in] [th], or # for a blank)"
        );
        assert_eq!(
            read("a[ä]cd abcd efgh ijkl", Language::German),
            "row 1, column 2: '[ä]' is not a tile (use a-z, q for Qu, [qu] [an] [er] [he] [in] [th], or # for a blank)",
            "a bracket holds one tile"
        );
        assert_eq!(
            read("a[ñ]cd abcd efgh ijkl", Language::French),
            "ancd abcd efgh ijkl",
            "French folds ñ to n"
        );
        assert_eq!(
            read("a[ä]cd abcd efgh ijkl", Language::English),
            "row 1, column 2: '[ä]' is not a tile (use a-z, q for Qu, [qu] [an] [er] [he] [in] [th], or # for a blank)"
        );
    }

    #[test]
    fn excerpts_escape_control_characters_and_stop_at_80() {
        assert_eq!(excerpt("a\tb\u{1b}[2J\r"), "a\\tb\\u{1b}[2J\\r");
        let long = excerpt(&"é".repeat(1000));
        assert_eq!(long.chars().count(), EXCERPT_CHARS + 1);
        assert!(long.ends_with('…'));
        let inner = format!("[{}]", "x".repeat(10_000));
        let message = Board::parse(&inner).unwrap_err().to_string();
        assert!(message.len() < 250, "{message}");
    }

    /// Found by `cargo xtask fuzz` (board_text): `[i`, 62 NULs, `n]` was echoed as 62 escapes of
    /// six characters each, a 416-character message; the cut now counts what is shown.
    #[test]
    fn escaped_control_characters_count_towards_the_cut() {
        let nuls = excerpt(&"\0".repeat(100));
        assert_eq!(nuls, format!("{}…", "\\u{0}".repeat(16)));
        assert_eq!(excerpt(&"\t".repeat(40)), "\\t".repeat(40));
        assert_eq!(
            excerpt(&format!("{}\u{1b}", "a".repeat(78))),
            format!("{}…", "a".repeat(78))
        );
        let text = format!("[i{}n]", "\0".repeat(62));
        let message = Board::parse(&text).unwrap_err().to_string();
        assert!(message.chars().count() < 250, "{message}");
    }

    #[test]
    fn neighbours_follow_the_eight_neighbour_rule() {
        let board = Board::parse("abcd efgh ijkl mnop").unwrap();
        assert_eq!(board.neighbours(0).collect::<Vec<_>>(), [1, 4, 5]);
        assert_eq!(
            board.neighbours(5).collect::<Vec<_>>(),
            [0, 1, 2, 4, 6, 8, 9, 10]
        );
        assert_eq!(board.neighbours(15).collect::<Vec<_>>(), [10, 11, 14]);
        for a in 0..16 {
            for b in 0..16 {
                assert_eq!(board.adjacent(a, b), board.neighbours(a).any(|n| n == b));
            }
        }
    }
}
