# What the Rust crates say to a person: their errors and advice carry these ids and arguments
# (boggle_board::Localized), and their English here is what the CLI prints (a test in
# crates/testkit/tests/messages.rs holds the two equal). Sizes in pixels are written without grouping.

## Board text

board-empty = the board is empty
board-unknown-symbol = row { $row }, column { $col }: '{ $found }' is not a tile (use a-z{ $extra }, { $q ->
        [qu] q for Qu, [qu]
       *[q] q, [qu] for a Qu tile
    } [an] [er] [he] [in] [th], or # for a blank)
board-unclosed-bracket = row { $row }, column { $col }: '[' is never closed with ']'
board-ragged = row { $row } has { $found } tiles but row 1 has { $expected }: every row needs the same number
board-not-square = { $tiles } tiles in one row is not a square board: separate the rows with spaces or /
board-too-small = the board is { $rows }x{ $cols }; the smallest is { $min }x{ $min }
board-too-large = the board is { $rows }x{ $cols }; the largest is { $max }x{ $max }
board-tile-count = a { $rows }x{ $cols } board needs { $needed } tiles, not { $tiles }

## A photo that gave no board

photo-not-an-image = not a photo we can read ({ $why })
photo-too-small = photo is too small ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }); it needs at least { $min } pixels a side
photo-too-many-pixels = photo is too large ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }, { $megapixels } megapixels); the most is { $max } megapixels
photo-bad-pixels = pixel buffer has { $got } bytes; width x height x 4 is { $expected }
photo-no-board = no board found
photo-dice-hidden = found { $found } dice but not the whole board: part of it is covered or outside the picture
photo-too-blurry = too blurry to read the dice
photo-too-dark = too dark to see the dice
photo-too-far = the board is too far away to read its dice: move closer so it fills most of the picture
photo-reader-failed = letter reader failed: { $why }
photo-bad-corners = the corners marked make no board: give the grid's four outer corners in order round it, and a size from 2x2 to 8x8
photo-corners-outside = the corners marked are outside the photo ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }): no die of that board is on it; mark the grid's four outer corners on the photo
photo-took-too-long = this photo took too long to read; retake it closer to the board, on a plainer background

## Advice to retake, and why every tile of a read is marked

advice-too-dark = Too dark: turn on a light or move to a window
advice-too-blurry = Too blurry: hold the phone still and tap the board to focus
advice-glare = Glare on the dice: tilt the phone or move away from the lamp
advice-too-far = Too far: move closer so the board fills most of the picture
advice-cut-off = Board cut off: step back so the whole board is in the picture
doubt-hard-to-read = The photo is hard to read, so every tile was marked: check each, or take another photo.
doubt-line-off = A row or column at the edge shows hardly a die, so the grid may be a line off the dice and every tile was marked: fix the grid, or check each tile.
doubt-small-dice = The dice are small in this photo, so every tile was marked: check each, or take the photo closer.

## A word list of one's own

list-too-large = the list is { $megabytes } MB; a word list can be { $max } MB at most
list-out-of-time = reading the list took too long (stopped at line { $line }); a shorter list will do
list-no-words = the list holds no word a board can spell
list-damaged = the dictionary file is damaged ({ $why })
list-left-out = left out { $total ->
        [one] { $total } line
       *[other] { $total } lines
    } no board can spell:
list-left-out-too-long = { $count } longer than 64 tiles (first: line { $line }, "{ $first }")
list-left-out-not-letters = { $count } with characters no tile spells (first: line { $line }, "{ $first }")
list-left-out-q-without-u = { $count } with a q not followed by u (first: line { $line }, "{ $first }")
list-left-out-past-limit = { $count } past 4 GiB of letters (first: line { $line }, "{ $first }")

## A round to judge, a board made to order

round-too-many-players = { $players } players: a round takes at most { $max }
round-list-too-long = player { $player } listed { $words } words: a list takes at most { $max }
order-missed = No { $what ->
        [day] board of the day
       *[other] { $what } board
    } came up in { $rolls ->
        [one] 1 roll
       *[other] { $rolls } rolls
    } of the { $dice } dice (hard: fewer than { $hard } words, easy: { $easy } or more; { $rolls ->
        [one] it had { $most } words
       *[other] these had { $fewest } to { $most } words
    }). Try another difficulty or dictionary.

## A game-night code: a round, a player's words, the standings (boggle_round::CodeError)

code-foreign = this is not a game code of this app
code-truncated = the code is cut short: scan it again
code-damaged = the code is damaged (its check value does not match): scan it again
code-newer-version = the code is of format { $found }, newer than this app reads ({ $supported }): update the app
code-wrong-kind = this is { $found ->
        [round] a round's code
        [answer] a player's words
       *[standings] the standings
    }, not { $expected ->
        [round] a round's code
        [answer] a player's words
       *[standings] the standings
    }
code-unknown-kind = the code is of an unknown kind ({ $found })
code-invalid = the code's { $field ->
        [board] board
        [dictionary] dictionary
        [scoring] scoring
        [qu-rule] Qu rule
        [minimum-length] minimum length
        [rules] rules
        [house-list] house list
        [house-word] house word
        [round-length] round length
        [start] start
        [length] length
        [player-name] player name
        [word-list] word list
        [words] words
        [words-not-on-the-list] words not on the list
        [word] word
        [rounds] rounds
        [players] players
        [score] score
        [total] total
        [standings] standings
      *[other] data
    } is not valid
code-too-long = the { $field ->
        [board] board
        [dictionary] dictionary
        [scoring] scoring
        [qu-rule] Qu rule
        [minimum-length] minimum length
        [rules] rules
        [house-list] house list
        [house-word] house word
        [round-length] round length
        [start] start
        [length] length
        [player-name] player name
        [word-list] word list
        [words] words
        [words-not-on-the-list] words not on the list
        [word] word
        [rounds] rounds
        [players] players
        [score] score
        [total] total
        [standings] standings
      *[other] text
    } is too long for a code (at most { $max })
code-other-round = these words are for round { NUMBER($round, useGrouping: 0) }, not this round ({ NUMBER($expected, useGrouping: 0) })
code-other-board = these words are for another board
code-other-list = these words index a list of { $found } words, but this round has { $expected }: the dictionary or rules differ
