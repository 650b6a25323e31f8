//! Where a given word lies on a board: a path of cells that spells it, without a dictionary.

use boggle_board::Board;

/// A path of cells spelling `word` (case-insensitive) on `board`, each cell used once, or `None`.
/// Multi-letter faces must match both their letters (`[qu]` spells `qu`, `[th]` spells `th`).
pub fn find_path(board: &Board, word: &str) -> Option<Vec<u8>> {
    let word = word.to_ascii_lowercase();
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    let mut path = Vec::with_capacity(word.len());
    (0..board.len())
        .find_map(|cell| extend(board, word.as_bytes(), cell, 0, &mut path).then(|| path.clone()))
}

/// Tries to spell `rest` starting at `cell`, with the cells in `used` already taken.
fn extend(board: &Board, rest: &[u8], cell: usize, used: u64, path: &mut Vec<u8>) -> bool {
    let letters = board.tile(cell).letters().as_bytes();
    if letters.is_empty() || !rest.starts_with(letters) || used & 1 << cell != 0 {
        return false;
    }
    path.push(cell as u8);
    let rest = &rest[letters.len()..];
    let used = used | 1 << cell;
    if rest.is_empty()
        || board
            .neighbours(cell)
            .any(|n| extend(board, rest, n, used, path))
    {
        return true;
    }
    path.pop();
    false
}
