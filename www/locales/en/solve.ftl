# Solve: the words of a board, their summary and list, sorting and filtering, checking a word.

words-heading = Words
summary-empty = Fill the board to see its words.
summary-cells-left = { $left ->
    [one] Fill the board to see its words: { $left } cell to go.
   *[other] Fill the board to see its words: { $left } cells to go.
  }
summary-solving = Solving…
summary-unsolved = This board could not be solved.
summary-no-solver = Words cannot be found without the solver.
summary-solved = { $words ->
    [one] { $words } word
   *[other] { $words } words
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }{ $filtered ->
    [yes] {" "}({ $shown } shown)
   *[no] {""}
  }, of { $minLen }+ letters.
summary-stopped = The search stopped after { $steps } steps, so some words may be missing.
summary-house-stopped = The house list’s words were looked for in { $steps } steps, the most allowed, so some of them may be missing.
status-solved = Solved: { $words ->
    [one] { $words } word
   *[other] { $words } words
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
status-check-doubts = { $tiles ->
    [one] Check the marked tile from the photo.
   *[other] Check the { $tiles } marked tiles from the photo.
  }
status-cell-empty = Cell { $cell } is empty: fill every cell to solve.
solve-failed = The board could not be solved
solve-lengths =
    .aria-label = Words by length: choose one to list only those
length-all = All
length-letters = { $letters } letters
length-found = { $found } of { $words }
length-unit-words = { $words ->
    [one] {" "}word
   *[other] {" "}words
  }
length-unit-found = {" "}found
sort-label = Sort by
sort-score = Score
sort-length = Length
sort-alpha = A–Z
filter-label = Filter
filter =
    .placeholder = letters…
min-len-label = Min. length
check-label = Check a word
check-submit = Check
check-board-first = Fill the board first.
check-failed = The word could not be checked
check-restarted = “{ $word }” could not be checked: the solver was restarted. Try again.
check-banned = “{ $word }” is banned by the house list.
check-not-in-dictionary = “{ $word }” is not in the dictionary.
check-gave-up = { $house ->
    [allowed] “{ $word }” is allowed by the house list, but the search for it on this board gave up (too many ways to try).
   *[none] “{ $word }” is in the dictionary, but the search for it on this board gave up (too many ways to try).
  }
check-on-board = { $house ->
    [allowed] { $points ->
        [one] “{ $word }” is on the board: { $points } point (allowed by the house list).
       *[other] “{ $word }” is on the board: { $points } points (allowed by the house list).
      }
   *[none] { $points ->
        [one] “{ $word }” is on the board: { $points } point.
       *[other] “{ $word }” is on the board: { $points } points.
      }
  }
check-listed = { $house ->
    [allowed] { $onBoard ->
        [yes] “{ $word }” is on the board and is allowed by the house list.
       *[no] “{ $word }” is not on the board and is allowed by the house list.
      }
   *[none] { $onBoard ->
        [yes] “{ $word }” is on the board and is in the dictionary.
       *[no] “{ $word }” is not on the board and is in the dictionary.
      }
  }
check-too-short = It is also shorter than the minimum length.
word-list =
    .aria-label = Words on the board
word-points-unit = { $points ->
    [one] {" "}point
   *[other] {" "}points
  }
word-details-head = { $letters ->
    [one] : { $letters } letter
   *[other] : { $letters } letters
  }{ $points ->
    [none] {""}
    [one] , { $points } point
   *[other] , { $points } points
  }
heat-description = Words through each tile, row by row: { $lines }.
heat-row = row { $row }: { $counts }
words-copy = Copy the words
words-download = Download as text
unspellable = { $count ->
    [one] { $dictionary } cannot spell the { $tiles } tile ({ $where }): no words are listed.
   *[other] { $dictionary } cannot spell the { $tiles } tiles ({ $where }): no words are listed.
  }
unspellable-choose = { $count ->
    [one] Choose { $dictionaries } in “Dictionary and house rules”, or change the tile.
   *[other] Choose { $dictionaries } in “Dictionary and house rules”, or change the tiles.
  }
unspellable-change = { $count ->
    [one] Change the tile.
   *[other] Change the tiles.
  }
unspellable-this-dictionary = This dictionary
cell-position = row { $row }, column { $col }
