# Puntuar una partida: una ronda jugada en la mesa, la lista de cada jugador juzgada.

score-heading = Puntuar una partida
score-help = Tras una ronda en la mesa: introduce el tablero (escáner, foto o teclado) y luego las palabras de cada jugador. Cada palabra se comprueba mientras escribes; las palabras que están en dos listas se anulan.
score-result-heading = Clasificación
score-caption = Puntuaciones
score-player = Jugador
score-round = Esta ronda
score-total = Total
score-players =
    .aria-label = Jugadores
score-add = Añadir un jugador
score-missed-heading = Las mejores palabras que nadie encontró
score-missed =
    .aria-label = Palabras que nadie encontró
score-missed-all = Ver todas
score-next = Guardar esta ronda, siguiente tablero
score-reset = Nueva partida
