# History: games played, personal bests, export and import.

history-heading = History
history-bests-heading = Personal bests (solo games)
history-games-heading = Games
history-list =
    .aria-label = Games played
history-export = Export (JSON)
history-import = Import
history-clear = Clear all
