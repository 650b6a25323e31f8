# The word referee and the definitions: a tapped word's ruling, its lists, its path, its meaning.

referee-cell = { $tile } in row { $row }, column { $col }
referee-counts = Counts: { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
referee-too-short = Does not count: too short ({ $letters ->
    [one] { $letters } letter
   *[other] { $letters } letters
  }; { $minLen }+ count).
referee-banned = Does not count: banned by the house list.
referee-the-dictionary = the dictionary
referee-not-a-word = { $house ->
    [listed] Does not count: not in { $list }.
   *[none] Does not count: not in { $list } or the house list.
  }
referee-not-on-board-verdict = Does not count: not on the board.
referee-gave-up = Does not count: it could not be looked for on this board (too many ways to try).
referee-worth = Its length would score { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
referee-path = On the board, from the { $cell }: { $path }.
referee-not-on-board = Not on the board: { $why }.
referee-missing = no tile has { $missing }
referee-inside-face = the board has { $letter } only in { $faces }
referee-too-few = it needs { $needs ->
    [1] one { $letter }
    [2] two { $letter }s
    [3] three { $letter }s
    [4] four { $letter }s
    [5] five { $letter }s
    [6] six { $letter }s
    [7] seven { $letter }s
    [8] eight { $letter }s
    [9] nine { $letter }s
   *[other] { $needs } { $letter }s
  }; the board has { $has ->
    [0] no { $letter }s
    [1] one { $letter }
    [2] two { $letter }s
    [3] three { $letter }s
    [4] four { $letter }s
    [5] five { $letter }s
    [6] six { $letter }s
    [7] seven { $letter }s
    [8] eight { $letter }s
   *[other] { $has } { $letter }s
  }
referee-tile-twice = it can only be traced by using the { $cell } twice
referee-not-connected = its letters are there, but not next to each other in its order
referee-search-gave-up = too many ways to try: the search stopped
referee-list = { $held ->
    [yes] In { $list }
   *[no] Not in { $list }
  }{ $inUse ->
    [yes] {" "}(in use)
   *[no] {""}
  }
referee-not-held = { $list }: not downloaded yet (choose it once to check it here)
referee-house-say = { $say ->
    [allowed] Allowed by your house list
   *[banned] Banned by your house list
  }
referee-lists = Word lists
referee-house = Our house list
referee-allow = Allow for our house
referee-unallow = Remove from allowed
referee-ban = Ban for our house
referee-unban = Remove from banned
definition-looking = Looking it up…
definition-english-only = No definition: the app has definitions in English only (WordNet and GCIDE), none yet for this dictionary’s language. “{ $word }” is in its word list.
definition-failed = The definition could not be loaded: { $reason }
definition-none = No definition of “{ $word }” in WordNet or GCIDE, nor of a word it is a form of (it is in the word list all the same).
definition-form-of = A form of “{ $word }”:
definition-source = Source: { $source }
