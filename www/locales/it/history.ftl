# Cronologia: partite giocate, record personali, esporta e importa.

history-heading = Cronologia
history-bests-heading = Record personali (partite da soli)
history-games-heading = Partite
history-list =
    .aria-label = Partite giocate
history-export = Esporta (JSON)
history-import = Importa
history-clear = Cancella tutto
