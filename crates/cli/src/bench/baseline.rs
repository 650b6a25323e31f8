//! The straightforward solver the benchmark compares against: a 26-way array trie over letters,
//! neighbour lists, a bitmask of used cells, and a hash set of words found on the board.
//! Written the way a competent first version would be; it must agree with the real solver.

use std::collections::HashSet;

use boggle_board::{Board, Rules};

struct ArrayNode {
    next: [u32; 26],
    word: bool,
}

/// A plain letter trie; `qu` is the two letters `q`, `u`.
pub struct ArrayTrie {
    nodes: Vec<ArrayNode>,
}

impl ArrayTrie {
    /// Every word a board can spell (letters a-z, each `q` followed by `u`).
    pub fn from_words<'a>(words: impl IntoIterator<Item = &'a str>) -> ArrayTrie {
        let mut trie = ArrayTrie {
            nodes: vec![ArrayNode {
                next: [0; 26],
                word: false,
            }],
        };
        for word in words {
            let word = word.trim();
            let b = word.as_bytes();
            let spellable = !b.is_empty()
                && b.iter().all(u8::is_ascii_lowercase)
                && b.iter()
                    .enumerate()
                    .all(|(i, &c)| c != b'q' || b.get(i + 1) == Some(&b'u'));
            if !spellable {
                continue;
            }
            let mut node = 0;
            for &c in b {
                let slot = trie.nodes[node].next[(c - b'a') as usize];
                node = if slot == 0 {
                    trie.nodes.push(ArrayNode {
                        next: [0; 26],
                        word: false,
                    });
                    let id = trie.nodes.len() - 1;
                    trie.nodes[node].next[(c - b'a') as usize] = id as u32;
                    id
                } else {
                    slot as usize
                };
            }
            trie.nodes[node].word = true;
        }
        trie
    }
}

pub struct BaselineSolver<'t> {
    trie: &'t ArrayTrie,
    found: HashSet<u32>,
}

impl<'t> BaselineSolver<'t> {
    pub fn new(trie: &'t ArrayTrie) -> Self {
        BaselineSolver {
            trie,
            found: HashSet::new(),
        }
    }

    /// Word count and total score.
    pub fn summary(&mut self, board: &Board, rules: &Rules) -> (u32, u32) {
        self.found.clear();
        let neighbours: Vec<Vec<usize>> = (0..board.len())
            .map(|c| board.neighbours(c).collect())
            .collect();
        let mut totals = (0, 0);
        for cell in 0..board.len() {
            self.visit(board, rules, &neighbours, cell, 0, 0, 0, &mut totals);
        }
        totals
    }

    #[allow(clippy::too_many_arguments)]
    fn visit(
        &mut self,
        board: &Board,
        rules: &Rules,
        neighbours: &[Vec<usize>],
        cell: usize,
        mut node: u32,
        used: u64,
        len: usize,
        totals: &mut (u32, u32),
    ) {
        let letters = board.tile(cell).letters().as_bytes();
        if letters.is_empty() {
            return;
        }
        for &c in letters {
            node = self.trie.nodes[node as usize].next[(c - b'a') as usize];
            if node == 0 {
                return;
            }
        }
        let len = len + letters.len();
        let used = used | 1 << cell;
        if self.trie.nodes[node as usize].word && len >= rules.min_len && self.found.insert(node) {
            totals.0 += 1;
            totals.1 += rules.score(len);
        }
        for &n in &neighbours[cell] {
            if used & 1 << n == 0 {
                self.visit(board, rules, neighbours, n, node, used, len, totals);
            }
        }
    }
}
