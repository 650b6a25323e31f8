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

## La lista de cada jugador y su valoración (game-score.js)

score-name-label = Nombre
score-remove = Quitar
score-words-label = Palabras (una por línea, o separadas por espacios o comas)
score-judged-label = Palabras valoradas
score-player-n = Jugador { $n }
score-remove-player = Quitar a { $name }
score-remove-title = ¿Quitar a { $name }?
score-remove-message = Se borran sus palabras y sus puntos.
score-cancel = Cancelar
score-why-counts = cuenta
score-why-cancelled = anulada: también está en la lista de { $names }
score-why-repeated = escrita dos veces: cuenta una
score-why-too-short = demasiado corta ({ $minLen } letras o más)
score-why-banned = prohibida por la lista de la casa
score-why-not-a-word = no es una palabra
score-why-not-on-board = no está en el tablero
score-why-gave-up = no se pudo buscar en este tablero
score-on-list = En la lista de { $name }: { $verdict }
score-board-first = Primero introduce el tablero (escanéalo, elige una foto o escríbelo) y luego las palabras de cada jugador.
score-unjudged = No se pudieron valorar las listas.
score-judge-failed = No se pudieron valorar las listas
score-player-score = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  } con { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  }{ $out ->
    [0] .
   *[other] ; { $out } sin contar.
  }
score-scan = Escanear a un jugador
score-scan-read = { $name }: { $words ->
    [one] { $words } palabra leída
   *[other] { $words } palabras leídas
  }. Escanea al siguiente jugador, o cierra la cámara.
score-scan-replaced = { $name }: { $words ->
    [one] { $words } palabra leída
   *[other] { $words } palabras leídas
  } de nuevo, en lugar de las anteriores.
score-scan-refused = No leído:
score-scan-not-words = No son las palabras de un jugador: escanea el código «Mis palabras» que cada teléfono muestra al final de la ronda.
score-scan-no-round = Este teléfono no tiene una ronda jugada en grupo que puntuar: escanear jugadores necesita el teléfono que creó la ronda con «Jugar juntos».
score-scan-full = No hay sitio para otro jugador.
score-player-absent = ausente (ninguna palabra escaneada)
score-no-points = Aún no hay puntos: { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  } en este tablero ({ $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  } como máximo).
score-leads = { $points ->
    [one] { $name } va en cabeza con { $points } punto.
   *[other] { $name } va en cabeza con { $points } puntos.
  }
score-tie = { $points ->
    [one] { $names } empatan con { $points } punto.
   *[other] { $names } empatan con { $points } puntos.
  }
score-after-rounds = Tras { $rounds } rondas
score-missed-count = Las mejores palabras que nadie encontró ({ $missed } en total)
score-missed-count-stopped = Las mejores palabras que nadie encontró ({ $missed } en total; la búsqueda se detuvo pronto, así que puede haber más)
score-all-found = ¡Se encontraron todas las palabras del tablero!
score-all-listed = Todas las palabras que encontró la búsqueda están en alguna lista (se detuvo pronto: puede haber más).
score-show-best = Mostrar solo las mejores
score-show-all = Mostrar las { $missed }
score-not-kept = Esta ronda no se guarda en el historial: { $reason }.
score-round-kept = Ronda { $round } guardada. Introduce el siguiente tablero y luego las nuevas listas.
score-new-title = ¿Empezar una partida nueva?
score-new-message = Se borran las listas y los totales acumulados; los nombres se quedan. Las rondas puntuadas siguen en el historial.
score-doubts-title = { $count ->
    [one] Queda un dado por revisar
   *[other] Quedan { $count } dados por revisar
  }
score-doubts-message = El lector no estaba seguro de { $count ->
    [one] un dado
   *[other] { $count } dados
  } de este tablero, y un dado mal leído cambia qué palabras cuentan y las puntuaciones guardadas en el historial.
score-doubts-keep = Guardarla así
score-doubts-check = Revisar los dados

## The standings to every phone (score-standings.js) and the comparison a phone shows (standings-view.js)
score-absent = ausente
score-show-code = Mostrar la clasificación
score-code-heading = La clasificación para todos los teléfonos
score-code-help = Los demás: tocad «Escanear un tablero» y apuntad la cámara a este código. Cada teléfono muestra la comparación entera y la guarda en su historial.
score-code-text-label = La clasificación como texto
score-code-copy = Copiar el código
score-code-hide = Ocultar el código
score-code-qr-label = El código de la clasificación
score-code-summary = { $players ->
    [one] Un jugador
   *[other] { $players } jugadores
  }, tras { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
  }.
score-code-failed = No se pudo crear el código de la clasificación
score-code-copied = El código está copiado.
score-code-copy-failed = Copia tú el código del cuadro.
compare-title = La ronda comparada
compare-close = Cerrar
compare-board = Tablero: { $board }
compare-no-points = Nadie tiene puntos todavía.
compare-found = Palabras encontradas
compare-you = { $name } (tú)
compare-not-me = Este teléfono jugó como { $name }, que no está entre estos jugadores: las palabras se muestran para todos.
compare-no-name = Este teléfono aún no tiene nombre de jugador: las palabras se muestran para todos.
compare-with-heading = Las palabras que encontrasteis tú y { $name }
compare-only-me-heading = Las palabras que solo tú encontraste
compare-only-heading = Las palabras que solo { $name } encontró
compare-everyone-heading = Las palabras que encontraron todos
compare-none = Ninguna.
compare-kept = La comparación se guarda en el historial.
compare-nobody = Nadie jugó esta ronda: no hay nada que guardar en el historial.
compare-not-kept = La comparación no se guarda en el historial: { $reason }.
compare-no-round = Es la clasificación de una ronda, pero este teléfono no ha jugado ninguna ronda en grupo: abre primero el código de la ronda («Escanear un tablero») y juégala en este teléfono.
compare-other-round = Esta clasificación es de otra ronda que la que este teléfono jugó en grupo.
compare-failed = No se pudo leer la clasificación:
