# Historial: partidas jugadas, récords, exportar e importar.

history-heading = Historial
history-bests-heading = Récords personales (partidas en solitario)
history-games-heading = Partidas
history-list =
    .aria-label = Partidas jugadas
history-export = Exportar (JSON)
history-import = Importar
history-clear = Borrar todo
