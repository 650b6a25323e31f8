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
