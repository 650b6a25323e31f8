# Historial: partidas jugadas, récords, exportar e importar.

history-heading = Historial
history-bests-heading = Récords personales (partidas en solitario)
history-games-heading = Partidas
history-list =
    .aria-label = Partidas jugadas
history-export = Exportar (JSON)
history-import = Importar
history-clear = Borrar todo

## Las partidas guardadas (history.js)

history-none = Sin historial: { $reason }.
history-summary = { $played ->
    [one] { $played } partida
   *[other] { $played } partidas
  } en este dispositivo: { $solo ->
    [one] { $solo } en solitario
   *[other] { $solo } en solitario
  }, { $table ->
    [one] { $table } puntuada en la mesa
   *[other] { $table } puntuadas en la mesa
  }{ $days ->
    [0] .
    [one] ; { $days } tablero del día abierto.
   *[other] ; { $days } tableros del día abiertos.
  }
history-days-only = { $days ->
    [one] Aún no hay partidas; { $days } tablero del día abierto en este dispositivo.
   *[other] Aún no hay partidas; { $days } tableros del día abiertos en este dispositivo.
  }
history-empty = Aún no hay partidas. Las partidas terminadas, las rondas puntuadas y los tableros del día que abras se guardan aquí, solo en este dispositivo.
history-best = { $points ->
    [one] { $size }: { $points } punto ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
   *[other] { $size }: { $points } puntos ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
  }
history-game-solo = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } en solitario ({ $rules }): { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  } de { $max }, { $found } de { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  }{ $revealed ->
    [0] {""}
    [one] , { $revealed } revelada
   *[other] , { $revealed } reveladas
  }
history-game-day = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } resuelto ({ $rules }): { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  } por encontrar
history-game-table = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } en la mesa ({ $rules }): { $players }
history-player-absent = { $name } ausente
history-scoring = puntuación { $scoring }
history-qu-one = Qu como una sola letra
history-day-mark = Tablero del día, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") }
history-play = Jugarlo
history-solve = Resolverlo
history-play-board = Jugarlo: { $board }
history-solve-board = Resolverlo: { $board }
history-exported = { $games ->
    [one] { $games } partida exportada.
   *[other] { $games } partidas exportadas.
  }
history-clear-title = ¿Borrar el historial?
history-clear-message = { $games ->
    [one] Se borran de este dispositivo { $games } partida y los récords personales. Expórtalos antes para guardar una copia.
   *[other] Se borran de este dispositivo las { $games } partidas y los récords personales. Expórtalos antes para guardar una copia.
  }
history-delete-all = Borrar todo
history-cancel = Cancelar
history-cleared = Historial borrado.

## Importar un historial (history.js, history-import.js)

history-too-large = el archivo es demasiado grande para ser un historial
history-not-history = no es un historial exportado por esta app
history-too-many = contiene { $games } partidas; como máximo se leen { $max } a la vez
history-not-json = no es JSON
history-not-imported = «{ $file }» no se ha importado: { $reason }.
history-checking = { $games ->
    [one] Comprobando { $games } partida de «{ $file }»…
   *[other] Comprobando { $games } partidas de «{ $file }»…
  }
history-checking-boards = { $games ->
    [one] Comprobando { $games } partida de «{ $file }» con su tablero: { $progress }…
   *[other] Comprobando { $games } partidas de «{ $file }» con sus tableros: { $progress }…
  }
history-progress = { $done } de { $boards } tableros
history-progress-again = { $boards } tableros otra vez con otras reglas
history-unchecked = «{ $file }» no se ha importado: no se pudieron comprobar sus partidas ({ $reason }).
history-unsaved = No se pudo guardar el historial: { $reason }.
history-imported = { $games ->
    [one] { $games } partida importada
   *[other] { $games } partidas importadas
  }{ $renamed ->
    [0] {""}
    [one] {" "}({ $renamed } guardada junto a otra partida con el mismo id, con uno nuevo)
   *[other] {" "}({ $renamed } guardadas junto a otra partida con el mismo id, con uno nuevo)
  }{ $skipped ->
    [0] .
    [one] ; { $skipped } omitida: { $reasons }.
   *[other] ; { $skipped } omitidas: { $reasons }.
  }
history-skip-shape = { $count ->
    [one] { $count } que no es una partida de las que guarda esta app
   *[other] { $count } que no son partidas de las que guarda esta app
  }
history-skip-future = { $count ->
    [one] { $count } con fecha en el futuro
   *[other] { $count } con fecha en el futuro
  }
history-skip-past = { $count } con fecha anterior a 2000
history-skip-inconsistent = { $count ->
    [one] { $count } con más puntos que su propio máximo
   *[other] { $count } con más puntos que su propio máximo
  }
history-skip-dictionary = { $count ->
    [one] { $count } jugada con un diccionario que esta app no tiene
   *[other] { $count } jugadas con un diccionario que esta app no tiene
  }
history-skip-board = { $count } con un tablero ilegible o que no tiene el tamaño indicado
history-skip-limit = { $count } con más puntos de los que permite su tablero
history-skip-unchecked = { $count } con un diccionario que no se pudo descargar para comprobarlas (vuelve a importar el archivo con conexión)
history-skip-own-list = { $count ->
    [one] { $count } jugada con una lista de palabras propia de alguien que este navegador no guarda (añádela en Tus propias listas de palabras y vuelve a importar)
   *[other] { $count } jugadas con una lista de palabras propia de alguien que este navegador no guarda (añádela en Tus propias listas de palabras y vuelve a importar)
  }
history-skip-slow = { $count } sin comprobar en 5 minutos (vuelve a importarlas, menos a la vez)
history-skip-duplicate = { $count } ya en el historial
