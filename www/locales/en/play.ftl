# Play: a timed round alone, its end and its words.

play-heading = Play
round-legend = Round
round-minutes = { $minutes } min
round-untimed = No clock
play-new = Start a game
play-day = Play the board of the day
play-help = Find as many words as you can before the time runs out: slide a finger (or the mouse) across touching tiles, or type. The game picked above sets the dice and the minimum word length, and “Random boards” how many words a new board has. The board of the day is the same for everyone today.
play-pause = Pause
play-reveal = Reveal a word
play-stop = End now
play-word-label = Or type a word
play-word-submit = Enter
play-progress-heading = Found by length
play-heat = Hint: words through each tile
play-your-words = Your words
found-list =
    .aria-label = Words you found
play-replay = Replay this board
play-again = New board
play-share = Share the result
play-challenge-link = Challenge a friend
play-solve = Show solution
play-share-text = Text to share
play-found-heading = Words you found
play-missed-heading = Words you missed
play-alarm = Sound and buzz when time is up

## A round in play (play.js, play-clock.js, play-words.js)

play-last-minute = One minute left.
play-board-unshown = The game board could not be shown
play-cannot-start = The game could not start
play-game-on = { $seconds ->
    [0] Game on: No clock: find words of { $minLen }+ letters. Slide across the tiles or type.
   *[other] Game on: { $time } to find words of { $minLen }+ letters. Slide across the tiles or type.
  }
play-kept-unshown = The kept game’s board could not be shown
play-kept-unrestored = The kept game could not be restored
play-paused-kept = { $seconds ->
    [0] Your game is paused after { $time }.
   *[other] Your game is paused with { $time } left.
  }
play-paused = { $seconds ->
    [0] Paused after { $time }.
   *[other] Paused with { $time } left.
  }
play-resume = Resume
play-cover-paused = { $seconds ->
    [0] Paused (no clock).
   *[other] Paused: { $time } left.
  }
play-going-again = { $seconds ->
    [0] Game on again.
   *[other] Game on again: { $time } left.
  }
play-time-is-up = Time is up.
play-you-ended = { $seconds ->
    [0] You ended the game.
   *[other] You ended the game with { $time } left.
  }
play-timer-left = Time left
play-timer-played = Time played (no clock)
play-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
  }, { $words ->
    [one] { $words } word
   *[other] { $words } words
  }
play-already = “{ $word }”: already found.
play-unchecked-typed = “{ $word }” could not be checked; press Enter to try again.
play-unchecked-swiped = “{ $word }” could not be checked; swipe it again to try again.
play-too-short = “{ $word }”: too short ({ $minLen }+ letters).
play-banned = “{ $word }”: banned by the house list.
play-not-a-word = “{ $word }”: not a word.
play-gave-up = “{ $word }”: too many ways to look for it on this board; not counted.
play-not-on-board = “{ $word }”: not on the board.
play-scored = { $points ->
    [one] “{ $word }”: +{ $points } point.
   *[other] “{ $word }”: +{ $points } points.
  }
play-found-points = +{ $points }
play-found-revealed = (revealed)
play-nothing-left = Every word is found: nothing left to reveal.
play-revealed = Revealed: “{ $word }” (no points).
play-leave-title = Leave the game?
play-leave-message = The game is paused and kept: come back to Play to finish it.
play-leave = Pause and leave
play-keep-playing = Keep playing

## A challenge link's game (play-challenge.js)

play-start-challenge = Start the challenge
play-challenge-unshown = The challenge’s board could not be shown
play-challenge-intro = A challenge: the same { $rows }×{ $cols } board for everyone,
play-challenge-terms = { $seconds ->
    [0] no clock: it ends when you say so
   *[other] { $time } on the clock
  }{ $minLen ->
    [0] .
   *[other] , words of { $minLen }+ letters.
  }
play-challenge-to-beat = Score to beat: { $score }.
play-challenge-to-beat-named = Score to beat: { $score } ({ $name }).
play-challenge-dictionary = Dictionary: { $dictionary }.
play-sender-list = { $words ->
    [one] “{ $title }”, the sender’s own word list ({ $words } word)
   *[other] “{ $title }”, the sender’s own word list ({ $words } words)
  }
play-sender-list-unnamed = a word list of the sender’s own
play-start = Start
play-hidden-until-start = The board is hidden until you start.
play-try-again = Try again
play-challenge-on-list = A challenge on { $list },
play-challenge-no-list = It cannot start: this device does not have that list. A challenge is only fair on the list it names, so it waits: ask for the list’s file, add it under Your own word lists (Dictionary and house rules), then try again.
play-waiting-list = Waiting for the sender’s own word list.
play-list-missing = The challenge’s word list, { $list }, is not on this device.
play-challenge-on-dictionary = A challenge on the { $dictionary } dictionary,
play-challenge-not-downloaded = It cannot start yet: the { $dictionary } dictionary could not be downloaded. It needs a connection once; after that it works offline. A challenge is only fair on the dictionary it names, so it waits: connect, then try again.
play-challenge-not-loaded = It cannot start yet: the { $dictionary } dictionary could not be loaded ({ $reason }). A challenge is only fair on the dictionary it names, so it waits: connect, then try again.
play-waiting-dictionary = Waiting for the { $dictionary } dictionary.
play-dictionary-not-downloaded = The challenge’s dictionary, { $dictionary }, could not be downloaded.
play-dictionary-not-loaded = The challenge’s dictionary, { $dictionary }, could not be loaded.

## A game's end (play-end.js)

play-over-time = Time’s up!
play-over-ended = Game over.
play-result = You scored { $points ->
    [one] { $points } point
   *[other] { $points } points
  } of { $max } possible, finding { $found } of { $words ->
    [one] { $words } word
   *[other] { $words } words
  }{ $revealed ->
    [0] .
   *[other] {" "}({ $revealed } more revealed).
  }
play-beat = You beat the challenge’s { $score }.
play-tied = You tied with the challenge’s { $score }.
play-not-quite = Not quite: the challenge’s { $score }.
play-first-best = { $points ->
    [one] Your first { $rows }×{ $cols } game on this device: { $points } point is the best to beat.
   *[other] Your first { $rows }×{ $cols } game on this device: { $points } points is the best to beat.
  }
play-new-best = A new personal best for { $rows }×{ $cols }! (It was { $before }.)
play-best-is = { $points ->
    [one] Your best on { $rows }×{ $cols } is { $points } point.
   *[other] Your best on { $rows }×{ $cols } is { $points } points.
  }
play-not-kept = This game is not kept in the history: { $reason }.
play-group-heading = { $letters } letters ({ $words })
play-group-label = { $list }: { $letters } letters
play-share-head = Boggle { $rows }×{ $cols }, { $seconds ->
    [0] no clock
   *[other] { $minutes ->
        [0] { $seconds } s
       *[other] { $minutes } min
      }
  }, { $dictionary }, { $minLen }+ letters
play-share-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
  } of { $max }, { $found } of { $words ->
    [one] { $words } word
   *[other] { $words } words
  }
play-share-lengths = (letters: { $lengths })
play-share-link = Play the same board: { $link }
play-challenge-text = { $points ->
    [one] Can you beat { $points } point on this Boggle board? { $link }
   *[other] Can you beat { $points } points on this Boggle board? { $link }
  }
play-share-challenge-title = A Boggle challenge
play-share-title = My Boggle game
play-shared = Shared.
play-copied = Copied: paste it in a message.
play-copy-failed = Could not copy: select the text below and copy it.

## Boards to order and links (board-order.js, share-link.js)

order-said = { $difficulty ->
    [easy] { $words ->
        [one] An easy board: { $words } word by this dictionary.
       *[other] An easy board: { $words } words by this dictionary.
      }
    [hard] { $words ->
        [one] A hard board: { $words } word by this dictionary.
       *[other] A hard board: { $words } words by this dictionary.
      }
   *[normal] { $words ->
        [one] A normal board: { $words } word by this dictionary.
       *[other] A normal board: { $words } words by this dictionary.
      }
  }
order-day-sentence = Board of the day, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }).
order-day-note = Board of the day, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }): the same board for everyone today.
order-no-day-size = There is a board of the day for each game’s size, not for { $rows }×{ $cols }: pick a game
order-needs-game = Random boards are rolled with a real game’s dice: pick a game other than Custom size.
order-rolling = Rolling a board of that difficulty…
order-random-unshown = The random board could not be shown
order-no-random = No random board
order-finding-day = Finding the board of the day…
order-day-unshown = The board of the day could not be shown
order-no-day = No board of the day
link-board-too-long = The board in the address is too long to be a board ({ $length } characters; an 8×8 board takes under 300).
link-board-unread = The board in the address could not be read
link-scoring-refused = the link’s scoring “{ $scoring }” is not one this app has, so yours applies
link-fill-first = Fill the board first: the link holds a whole board.
link-share-title = Boggle board
link-copied = Link copied: it opens this board, solved.
link-copy-yourself = To share this board, copy the page address: { $url }
