# Resolver: las palabras de un tablero, su resumen y su lista, ordenar y filtrar, comprobar una palabra.

words-heading = Palabras
summary-empty = Rellena el tablero para ver sus palabras.
summary-cells-left = { $left ->
    [one] Rellena el tablero para ver sus palabras: falta { $left } casilla.
   *[other] Rellena el tablero para ver sus palabras: faltan { $left } casillas.
  }
summary-solving = Resolviendo…
summary-unsolved = No se ha podido resolver este tablero.
summary-no-solver = Sin el solucionador no se pueden encontrar palabras.
summary-solved = { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }{ $filtered ->
    [yes] {" "}({ $shown } mostradas)
   *[no] {""}
  }, de { $minLen } letras o más.
summary-stopped = La búsqueda se detuvo tras { $steps } pasos, así que pueden faltar palabras.
summary-house-stopped = Las palabras de la lista de la casa se buscaron en { $steps } pasos, el máximo permitido, así que pueden faltar algunas.
status-solved = Resuelto: { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }.
status-check-doubts = { $tiles ->
    [one] Revisa el dado marcado de la foto.
   *[other] Revisa los { $tiles } dados marcados de la foto.
  }
status-cell-empty = La casilla { $cell } está vacía: rellena todas las casillas para resolver.
solve-failed = No se ha podido resolver el tablero
solve-lengths =
    .aria-label = Palabras por longitud: elige una para listar solo esas
length-all = Todas
length-letters = { $letters } letras
length-found = { $found } de { $words }
length-unit-words = { $words ->
    [one] {" "}palabra
   *[other] {" "}palabras
  }
length-unit-found = {" "}encontradas
sort-label = Ordenar por
sort-score = Puntos
sort-length = Longitud
sort-alpha = A–Z
filter-label = Filtrar
filter =
    .placeholder = letras…
min-len-label = Long. mín.
check-label = Comprobar una palabra
check-submit = Comprobar
check-board-first = Primero rellena el tablero.
check-failed = No se ha podido comprobar la palabra
check-restarted = No se ha podido comprobar «{ $word }»: el solucionador se reinició. Inténtalo de nuevo.
check-banned = «{ $word }» está prohibida por la lista de la casa.
check-not-in-dictionary = «{ $word }» no está en el diccionario.
check-gave-up = { $house ->
    [allowed] «{ $word }» está permitida por la lista de la casa, pero su búsqueda en este tablero se abandonó (demasiados caminos posibles).
   *[none] «{ $word }» está en el diccionario, pero su búsqueda en este tablero se abandonó (demasiados caminos posibles).
  }
check-on-board = { $house ->
    [allowed] { $points ->
        [one] «{ $word }» está en el tablero: { $points } punto (permitida por la lista de la casa).
       *[other] «{ $word }» está en el tablero: { $points } puntos (permitida por la lista de la casa).
      }
   *[none] { $points ->
        [one] «{ $word }» está en el tablero: { $points } punto.
       *[other] «{ $word }» está en el tablero: { $points } puntos.
      }
  }
check-listed = { $house ->
    [allowed] { $onBoard ->
        [yes] «{ $word }» está en el tablero y está permitida por la lista de la casa.
       *[no] «{ $word }» no está en el tablero, aunque está permitida por la lista de la casa.
      }
   *[none] { $onBoard ->
        [yes] «{ $word }» está en el tablero y en el diccionario.
       *[no] «{ $word }» no está en el tablero, aunque sí en el diccionario.
      }
  }
check-too-short = Además, es más corta que la longitud mínima.
word-list =
    .aria-label = Palabras del tablero
word-points-unit = { $points ->
    [one] {" "}punto
   *[other] {" "}puntos
  }
word-details-head = { $letters ->
    [one] : { $letters } letra
   *[other] : { $letters } letras
  }{ $points ->
    [none] {""}
    [one] , { $points } punto
   *[other] , { $points } puntos
  }
heat-description = Palabras que pasan por cada dado, fila por fila: { $lines }.
heat-row = fila { $row }: { $counts }
words-copy = Copiar las palabras
words-download = Descargar como texto
unspellable = { $count ->
    [one] { $dictionary } no puede escribir el dado { $tiles } ({ $where }): no se lista ninguna palabra.
   *[other] { $dictionary } no puede escribir los dados { $tiles } ({ $where }): no se lista ninguna palabra.
  }
unspellable-choose = { $count ->
    [one] Elige { $dictionaries } en «Diccionario y reglas de la casa», o cambia el dado.
   *[other] Elige { $dictionaries } en «Diccionario y reglas de la casa», o cambia los dados.
  }
unspellable-change = { $count ->
    [one] Cambia el dado.
   *[other] Cambia los dados.
  }
unspellable-this-dictionary = Este diccionario
cell-position = fila { $row }, columna { $col }
