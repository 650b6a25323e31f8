# What the Rust crates say to a person: their errors and advice carry these ids and arguments
# (boggle_board::Localized), and their English here is what the CLI prints (a test in
# crates/testkit/tests/messages.rs holds the two equal). Sizes in pixels are written without grouping.


## Board text

board-empty = el tablero está vacío
board-unknown-symbol = fila { $row }, columna { $col }: «{ $found }» no es una cara de dado (use a-z{ $extra }, { $q ->
        [qu] q para Qu, [qu]
       *[q] q, [qu] para una cara Qu
    } [an] [er] [he] [in] [th], o # para una cara en blanco)
board-unclosed-bracket = fila { $row }, columna { $col }: el «[» nunca se cierra con «]»
board-ragged = la fila { $row } tiene { $found } dados pero la fila 1 tiene { $expected }: todas las filas necesitan los mismos
board-not-square = { $tiles } dados en una sola fila no forman un tablero cuadrado: separe las filas con espacios o /
board-too-small = el tablero es de { $rows }x{ $cols }; el más pequeño es de { $min }x{ $min }
board-too-large = el tablero es de { $rows }x{ $cols }; el más grande es de { $max }x{ $max }
board-tile-count = un tablero de { $rows }x{ $cols } necesita { $needed } dados, no { $tiles }

## A photo that gave no board

photo-not-an-image = no es una foto que podamos leer ({ $why })
photo-too-small = la foto es demasiado pequeña ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }); necesita al menos { $min } píxeles por lado
photo-too-many-pixels = la foto es demasiado grande ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }, { $megapixels } megapíxeles); el máximo es { $max } megapíxeles
photo-bad-pixels = el búfer de píxeles tiene { $got } bytes; ancho x alto x 4 da { $expected }
photo-no-board = no se encontró ningún tablero
photo-dice-hidden = se encontraron { $found } dados, pero no todo el tablero: una parte está tapada o fuera de la imagen
photo-too-blurry = demasiado borrosa para leer los dados
photo-too-dark = demasiado oscura para ver los dados
photo-too-far = el tablero está demasiado lejos para leer sus dados: acérquese para que llene casi toda la imagen
photo-reader-failed = falló la lectura de letras: { $why }
photo-bad-corners = las esquinas marcadas no forman un tablero: indique las cuatro esquinas exteriores de la cuadrícula en orden, dando la vuelta, y un tamaño de 2x2 a 8x8
photo-corners-outside = las esquinas marcadas están fuera de la foto ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }): ningún dado de ese tablero aparece en ella; marque las cuatro esquinas exteriores de la cuadrícula en la foto
photo-took-too-long = leer esta foto llevó demasiado tiempo; vuelva a hacerla más cerca del tablero y sobre un fondo más liso

## Advice to retake, and why every tile of a read is marked

advice-too-dark = Demasiado oscura: encienda una luz o acérquese a una ventana
advice-too-blurry = Demasiado borrosa: mantenga quieto el teléfono y toque el tablero para enfocar
advice-glare = Reflejos en los dados: incline el teléfono o aléjese de la lámpara
advice-too-far = Demasiado lejos: acérquese para que el tablero llene casi toda la imagen
advice-cut-off = Tablero cortado: aléjese para que todo el tablero quepa en la imagen
doubt-hard-to-read = La foto es difícil de leer, así que se marcaron todos los dados: revíselos uno a uno o haga otra foto.
doubt-line-off = Una fila o columna del borde apenas muestra dados, así que la cuadrícula puede estar desplazada una línea y se marcaron todos los dados: corrija la cuadrícula o revise cada dado.
doubt-small-dice = Los dados se ven pequeños en esta foto, así que se marcaron todos los dados: revíselos uno a uno o haga la foto más de cerca.

## A word list of one's own

list-too-large = la lista ocupa { $megabytes } MB; una lista de palabras puede ocupar { $max } MB como máximo
list-out-of-time = leer la lista llevó demasiado tiempo (se detuvo en la línea { $line }); una lista más corta servirá
list-no-words = la lista no tiene ninguna palabra que un tablero pueda formar
list-damaged = el archivo del diccionario está dañado ({ $why })
list-left-out = { $total ->
        [one] se omitió { $total } línea
       *[other] se omitieron { $total } líneas
    } que ningún tablero puede formar:
list-left-out-too-long = { $count } de más de 64 dados (la primera: línea { $line }, «{ $first }»)
list-left-out-not-letters = { $count } con caracteres que ningún dado tiene (la primera: línea { $line }, «{ $first }»)
list-left-out-q-without-u = { $count } con una q sin u detrás (la primera: línea { $line }, «{ $first }»)
list-left-out-past-limit = { $count } más allá de 4 GiB de letras (la primera: línea { $line }, «{ $first }»)

## A round to judge, a board made to order

round-too-many-players = { $players } jugadores: una ronda admite como máximo { $max }
round-list-too-long = el jugador { $player } anotó { $words } palabras: una lista admite como máximo { $max }
order-missed = No salió ningún { $what ->
        [day] tablero del día
        [easy] tablero fácil
        [hard] tablero difícil
       *[other] tablero normal
    } en { $rolls ->
        [one] 1 tirada
       *[other] { $rolls } tiradas
    } de los dados de { $dice } (difícil: menos de { $hard } palabras, fácil: { $easy } o más; { $rolls ->
        [one] tenía { $most } palabras
       *[other] tenían de { $fewest } a { $most } palabras
    }). Pruebe otra dificultad u otro diccionario.

## Un código de noche de juegos: una ronda, las palabras de un jugador, la clasificación

code-foreign = esto no es un código de juego de esta aplicación
code-truncated = el código está incompleto: vuelva a escanearlo
code-damaged = el código está dañado (su suma de comprobación no coincide): vuelva a escanearlo
code-newer-version = el código tiene el formato { $found }, más reciente que el que lee esta aplicación ({ $supported }): actualice la aplicación
code-wrong-kind = este es el código { $found ->
        [round] de una ronda
        [answer] de las palabras de un jugador
       *[standings] de la clasificación
    }, no el { $expected ->
        [round] de una ronda
        [answer] de las palabras de un jugador
       *[standings] de la clasificación
    }
code-unknown-kind = el código es de un tipo desconocido ({ $found })
code-invalid = en el código, el campo «{ $field ->
        [board] tablero
        [dictionary] diccionario
        [scoring] puntuación
        [qu-rule] regla de la Qu
        [minimum-length] longitud mínima
        [rules] reglas
        [house-list] lista de la casa
        [house-word] palabra de la lista de la casa
        [round-length] duración de la ronda
        [start] hora de inicio
        [length] longitud
        [player-name] nombre del jugador
        [word-list] lista de palabras
        [words] palabras
        [words-not-on-the-list] palabras fuera de la lista
        [word] palabra
        [rounds] número de rondas
        [players] número de jugadores
        [score] puntuación
        [total] total
        [standings] clasificación
      *[other] datos
    }» no es válido
code-too-long = el campo «{ $field ->
        [board] tablero
        [dictionary] diccionario
        [scoring] puntuación
        [qu-rule] regla de la Qu
        [minimum-length] longitud mínima
        [rules] reglas
        [house-list] lista de la casa
        [house-word] palabra de la lista de la casa
        [round-length] duración de la ronda
        [start] hora de inicio
        [length] longitud
        [player-name] nombre del jugador
        [word-list] lista de palabras
        [words] palabras
        [words-not-on-the-list] palabras fuera de la lista
        [word] palabra
        [rounds] número de rondas
        [players] número de jugadores
        [score] puntuación
        [total] total
        [standings] clasificación
      *[other] texto
    }» es demasiado largo para un código (como máximo { $max })
code-other-round = estas palabras son de la ronda { NUMBER($round, useGrouping: 0) }, no de esta ({ NUMBER($expected, useGrouping: 0) })
code-other-board = estas palabras son de otro tablero
code-other-list = estas palabras remiten a una lista de { $found } palabras, pero esta ronda tiene { $expected }: el diccionario o las reglas son distintos
