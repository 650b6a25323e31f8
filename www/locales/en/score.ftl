# Score a game: a round played at the table, each player's list judged.

score-heading = Score a game
score-help = After a round at the table: put the board in (scan, photo or type), then each player’s words. Every word is checked as you type; words on two lists cancel out.
score-result-heading = Standings
score-caption = Scores
score-player = Player
score-round = This round
score-total = Total
score-players =
    .aria-label = Players
score-add = Add a player
score-missed-heading = The best words nobody found
score-missed =
    .aria-label = Words nobody found
score-missed-all = Show all
score-next = Keep this round, next board
score-reset = New game

## Each player's list and its judging (game-score.js)

score-name-label = Name
score-remove = Remove
score-words-label = Words (one a line, or separated by spaces or commas)
score-judged-label = Words judged
score-player-n = Player { $n }
score-remove-player = Remove { $name }
score-remove-title = Remove { $name }?
score-remove-message = Their words and points are deleted.
score-cancel = Cancel
score-why-counts = counts
score-why-cancelled = cancelled: also on { $names }’s list
score-why-repeated = listed twice: counted once
score-why-too-short = too short ({ $minLen }+ letters)
score-why-banned = banned by the house list
score-why-not-a-word = not a word
score-why-not-on-board = not on the board
score-why-gave-up = could not be looked for on this board
score-on-list = On { $name }’s list: { $verdict }
score-board-first = Put the board in first (scan it, choose a photo or type it), then each player’s words.
score-unjudged = The lists could not be judged.
score-judge-failed = The lists could not be judged
score-player-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
  } from { $words ->
    [one] { $words } word
   *[other] { $words } words
  }{ $out ->
    [0] .
   *[other] ; { $out } not counted.
  }
score-scan = Scan a player
score-scan-read = { $name }: { $words ->
    [one] { $words } word
   *[other] { $words } words
  } read. Scan the next player, or close the camera.
score-scan-replaced = { $name }: { $words ->
    [one] { $words } word
   *[other] { $words } words
  } read again, in place of the earlier ones.
score-scan-refused = Not read:
score-scan-not-words = This is not a player’s words: scan the “My words” code each phone shows at the end of the round.
score-scan-no-round = This phone has no round played together to score: scanning players needs the phone that made the round with “Play together”.
score-scan-full = There is no room for another player.
score-player-absent = absent (no words scanned)
score-no-points = No points yet: { $words ->
    [one] { $words } word
   *[other] { $words } words
  } on this board ({ $points ->
    [one] { $points } point
   *[other] { $points } points
  } at most).
score-leads = { $points ->
    [one] { $name } leads with { $points } point.
   *[other] { $name } leads with { $points } points.
  }
score-tie = { $points ->
    [one] { $names } tie with { $points } point.
   *[other] { $names } tie with { $points } points.
  }
score-after-rounds = After { $rounds } rounds
score-missed-count = The best words nobody found ({ $missed } in all)
score-missed-count-stopped = The best words nobody found ({ $missed } in all; the search stopped early, so there may be more)
score-all-found = Every word on the board was found!
score-all-listed = Every word the search found was listed (it stopped early: there may be more).
score-show-best = Show the best only
score-show-all = Show all { $missed }
score-not-kept = This round is not kept in the history: { $reason }.
score-round-kept = Round { $round } kept. Put in the next board, then the new lists.
score-new-title = Start a new game?
score-new-message = The lists and the running totals are cleared; the names stay. Scored rounds stay in the history.
score-doubts-title = { $count ->
    [one] A tile is still to check
   *[other] { $count } tiles are still to check
  }
score-doubts-message = The reader was not sure of { $count ->
    [one] one tile
   *[other] { $count } tiles
  } on this board, and a misread tile changes which words count and the scores kept in the history.
score-doubts-keep = Keep it as it is
score-doubts-check = Check the tiles

## The standings to every phone (score-standings.js) and the comparison a phone shows (standings-view.js)
score-absent = absent
score-show-code = Show the standings
score-code-heading = The standings for every phone
score-code-help = Everyone else: tap “Scan a board” and point the camera at this code. Each phone shows the whole comparison and keeps it in its history.
score-code-text-label = The standings as text
score-code-copy = Copy the code
score-code-hide = Hide the code
score-code-qr-label = The standings’ code
score-code-summary = { $players ->
    [one] One player
   *[other] { $players } players
  }, after { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
  }.
score-code-failed = The standings’ code could not be made
score-code-copied = The code is copied.
score-code-copy-failed = Copy the code from the box yourself.
compare-title = The round compared
compare-close = Close
compare-board = Board: { $board }
compare-no-points = Nobody has a point yet.
compare-found = Words found
compare-you = { $name } (you)
compare-not-me = This phone played as { $name }, who is not among these players: the words are shown for everyone.
compare-no-name = This phone has no player’s name yet: the words are shown for everyone.
compare-with-heading = The words you and { $name } both found
compare-only-me-heading = The words only you found
compare-only-heading = The words only { $name } found
compare-everyone-heading = The words everyone found
compare-none = None.
compare-kept = The comparison is kept in the history.
compare-nobody = Nobody played this round: there is nothing to keep in the history.
compare-not-kept = The comparison is not kept in the history: { $reason }.
compare-no-round = These are a round’s standings, but this phone has not played a round together: open the round’s code (“Scan a board”) and play it on this phone first.
compare-other-round = These standings are of another round than the one this phone played together.
compare-failed = The standings could not be read:
