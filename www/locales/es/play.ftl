# Jugar: una ronda a contrarreloj en solitario, su final y sus palabras.

play-heading = Jugar
round-legend = Ronda
round-minutes = { $minutes } min
round-untimed = Sin reloj
play-new = Empezar una partida
play-day = Jugar el tablero del día
play-help = Encuentra todas las palabras que puedas antes de que se acabe el tiempo: desliza un dedo (o el ratón) por dados que se tocan, o escribe. El juego elegido arriba fija los dados y la longitud mínima de las palabras, y «Tableros al azar» cuántas palabras tiene un tablero nuevo. El tablero del día es el mismo hoy para todo el mundo.
play-pause = Pausa
play-reveal = Revelar una palabra
play-stop = Terminar ya
play-word-label = O escribe una palabra
play-word-submit = Enviar
play-progress-heading = Encontradas por longitud
play-heat = Pista: palabras que pasan por cada dado
play-your-words = Tus palabras
found-list =
    .aria-label = Palabras que has encontrado
play-replay = Repetir este tablero
play-again = Nuevo tablero
play-share = Compartir el resultado
play-challenge-link = Retar a un amigo
play-solve = Ver la solución
play-share-text = Texto para compartir
play-found-heading = Palabras encontradas
play-missed-heading = Palabras que se te escaparon
play-alarm = Sonido y vibración al acabar el tiempo
