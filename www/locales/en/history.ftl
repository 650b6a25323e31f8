# History: games played, personal bests, export and import.

history-heading = History
history-bests-heading = Personal bests (solo games)
history-games-heading = Games
history-list =
    .aria-label = Games played
history-export = Export (JSON)
history-import = Import
history-clear = Clear all

## The games kept (history.js)

history-none = No history: { $reason }.
history-summary = { $played ->
    [one] { $played } game
   *[other] { $played } games
  } on this device: { $solo ->
    [one] { $solo } solo game
   *[other] { $solo } solo games
  }, { $table ->
    [one] { $table } game
   *[other] { $table } games
  } scored at the table{ $days ->
    [0] .
    [one] ; { $days } board of the day opened.
   *[other] ; { $days } boards of the day opened.
  }
history-days-only = { $days ->
    [one] No games yet; { $days } board of the day opened on this device.
   *[other] No games yet; { $days } boards of the day opened on this device.
  }
history-empty = No games yet. Finished games, scored rounds and the boards of the day you open are kept here, on this device only.
history-best = { $points ->
    [one] { $size }: { $points } point ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
   *[other] { $size }: { $points } points ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
  }
history-game-solo = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } solo ({ $rules }): { $points ->
    [one] { $points } point
   *[other] { $points } points
  } of { $max }, { $found } of { $words ->
    [one] { $words } word
   *[other] { $words } words
  }{ $revealed ->
    [0] {""}
   *[other] , { $revealed } revealed
  }
history-game-day = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } solved ({ $rules }): { $words ->
    [one] { $words } word
   *[other] { $words } words
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  } to find
history-game-table = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } at the table ({ $rules }): { $players }
# A player of a round played together whose words never came back: not a 0.
history-player-absent = { $name } absent
history-scoring = { $scoring } scoring
history-qu-one = Qu as one letter
history-day-mark = Board of the day, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") }
history-play = Play it
history-solve = Solve it
history-play-board = Play it: { $board }
history-solve-board = Solve it: { $board }
history-exported = { $games ->
    [one] Exported { $games } game.
   *[other] Exported { $games } games.
  }
history-clear-title = Clear the history?
history-clear-message = { $games ->
    [one] All { $games } game and the personal bests are deleted from this device. Export them first to keep a copy.
   *[other] All { $games } games and the personal bests are deleted from this device. Export them first to keep a copy.
  }
history-delete-all = Delete all
history-cancel = Cancel
history-cleared = The history is cleared.

## Importing a history (history.js, history-import.js)

history-too-large = the file is too large to be a history
history-not-history = it is not a history exported by this app
history-too-many = it holds { $games } games; at most { $max } are read at once
history-not-json = it is not JSON
history-not-imported = “{ $file }” was not imported: { $reason }.
history-checking = { $games ->
    [one] Checking { $games } game from “{ $file }”…
   *[other] Checking { $games } games from “{ $file }”…
  }
history-checking-boards = { $games ->
    [one] Checking { $games } game from “{ $file }” against their boards: { $progress }…
   *[other] Checking { $games } games from “{ $file }” against their boards: { $progress }…
  }
history-progress = { $done } of { $boards } boards
history-progress-again = { $boards } boards again under other rules
history-unchecked = “{ $file }” was not imported: its games could not be checked ({ $reason }).
history-unsaved = The history could not be saved: { $reason }.
history-imported = { $games ->
    [one] Imported { $games } game
   *[other] Imported { $games } games
  }{ $renamed ->
    [0] {""}
   *[other] {" "}({ $renamed } kept beside a different game with the same id, under a new one)
  }{ $skipped ->
    [0] .
   *[other] ; skipped { $skipped }: { $reasons }.
  }
history-skip-shape = { $count } not games this app records
history-skip-future = { $count } dated in the future
history-skip-past = { $count } dated before 2000
history-skip-inconsistent = { $count } scoring more than their own maximum
history-skip-dictionary = { $count } played with a dictionary this app does not have
history-skip-board = { $count } with a board that cannot be read or is not the size given
history-skip-limit = { $count } scoring more than their board allows
history-skip-unchecked = { $count } with a dictionary that could not be downloaded to check them (import the file again online)
history-skip-own-list = { $count } played with a word list of someone’s own that this browser does not keep (add it under Your own word lists, then import again)
history-skip-slow = { $count } not checked within 5 minutes (import them again, fewer at a time)
history-skip-duplicate = { $count } already in the history
