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
