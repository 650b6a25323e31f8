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

## Una ronda en juego (play.js, play-clock.js, play-words.js)

play-last-minute = Queda un minuto.
play-board-unshown = No se pudo mostrar el tablero de la partida
play-cannot-start = No se pudo empezar la partida
play-game-on = { $seconds ->
    [0] ¡A jugar, sin reloj! Encuentra palabras de { $minLen } letras o más. Desliza por los dados o escribe.
   *[other] ¡A jugar! Tienes { $time } para encontrar palabras de { $minLen } letras o más. Desliza por los dados o escribe.
  }
play-kept-unshown = No se pudo mostrar el tablero de la partida guardada
play-kept-unrestored = No se pudo recuperar la partida guardada
play-paused-kept = { $seconds ->
    [0] Tu partida está en pausa tras { $time }.
   *[other] Tu partida está en pausa con { $time } por delante.
  }
play-paused = { $seconds ->
    [0] En pausa tras { $time }.
   *[other] En pausa con { $time } por delante.
  }
play-resume = Seguir
play-cover-paused = { $seconds ->
    [0] En pausa (sin reloj).
   *[other] En pausa: quedan { $time }.
  }
play-going-again = { $seconds ->
    [0] Seguimos jugando.
   *[other] Seguimos jugando: quedan { $time }.
  }
play-time-is-up = Se acabó el tiempo.
play-you-ended = { $seconds ->
    [0] Has terminado la partida.
   *[other] Has terminado la partida cuando quedaban { $time }.
  }
play-timer-left = Tiempo restante
play-timer-played = Tiempo jugado (sin reloj)
play-score = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }, { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  }
play-already = «{ $word }»: ya encontrada.
play-unchecked-typed = No se pudo comprobar «{ $word }»; pulsa Intro para intentarlo de nuevo.
play-unchecked-swiped = No se pudo comprobar «{ $word }»; trázala otra vez para intentarlo de nuevo.
play-too-short = «{ $word }»: demasiado corta ({ $minLen } letras o más).
play-banned = «{ $word }»: prohibida por la lista de la casa.
play-not-a-word = «{ $word }»: no es una palabra.
play-gave-up = «{ $word }»: demasiados caminos para buscarla en este tablero; no cuenta.
play-not-on-board = «{ $word }»: no está en el tablero.
play-scored = { $points ->
    [one] «{ $word }»: +{ $points } punto.
   *[other] «{ $word }»: +{ $points } puntos.
  }
play-found-points = +{ $points }
play-found-revealed = (revelada)
play-nothing-left = Ya están todas las palabras: no queda nada por revelar.
play-revealed = Revelada: «{ $word }» (sin puntos).
play-leave-title = ¿Dejar la partida?
play-leave-message = La partida se pausa y se guarda: vuelve a Jugar para terminarla.
play-leave = Pausar y salir
play-keep-playing = Seguir jugando

## La partida de un enlace de reto (play-challenge.js)

play-start-challenge = Aceptar el reto
play-challenge-unshown = No se pudo mostrar el tablero del reto
play-challenge-intro = Un reto: el mismo tablero de { $rows }×{ $cols } para todos,
play-challenge-terms = { $seconds ->
    [0] sin reloj: termina cuando tú digas
   *[other] { $time } en el reloj
  }{ $minLen ->
    [0] .
   *[other] , palabras de { $minLen } letras o más.
  }
play-challenge-to-beat = Puntuación a batir: { $score }.
play-challenge-to-beat-named = Puntuación a batir: { $score } ({ $name }).
play-challenge-dictionary = Diccionario: { $dictionary }.
play-sender-list = { $words ->
    [one] «{ $title }», la lista de palabras propia de quien lo envía ({ $words } palabra)
   *[other] «{ $title }», la lista de palabras propia de quien lo envía ({ $words } palabras)
  }
play-sender-list-unnamed = una lista de palabras propia de quien lo envía
play-start = Empezar
play-hidden-until-start = El tablero está oculto hasta que empieces.
play-try-again = Reintentar
play-challenge-on-list = Un reto con { $list },
play-challenge-no-list = No puede empezar: este dispositivo no tiene esa lista. Un reto solo es justo con la lista que indica, así que espera: pide el archivo de la lista, añádelo en Tus propias listas de palabras (Diccionario y reglas de la casa) y vuelve a intentarlo.
play-waiting-list = Esperando la lista de palabras de quien envía el reto.
play-list-missing = La lista de palabras del reto, { $list }, no está en este dispositivo.
play-challenge-on-dictionary = Un reto con el diccionario { $dictionary },
play-challenge-not-downloaded = Aún no puede empezar: no se pudo descargar el diccionario { $dictionary }. Necesita conexión una vez; después funciona sin conexión. Un reto solo es justo con el diccionario que indica, así que espera: conéctate y vuelve a intentarlo.
play-challenge-not-loaded = Aún no puede empezar: no se pudo cargar el diccionario { $dictionary } ({ $reason }). Un reto solo es justo con el diccionario que indica, así que espera: conéctate y vuelve a intentarlo.
play-waiting-dictionary = Esperando el diccionario { $dictionary }.
play-dictionary-not-downloaded = No se pudo descargar el diccionario del reto, { $dictionary }.
play-dictionary-not-loaded = No se pudo cargar el diccionario del reto, { $dictionary }.

## El final de una partida (play-end.js)

play-over-time = ¡Se acabó el tiempo!
play-over-ended = Fin de la partida.
play-result = Has conseguido { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  } de { $max } posibles, con { $found } de { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  }{ $revealed ->
    [0] .
    [one] {" "}({ $revealed } más revelada).
   *[other] {" "}({ $revealed } más reveladas).
  }
play-beat = Has superado los { $score } del reto.
play-tied = Has empatado con los { $score } del reto.
play-not-quite = Casi: el reto tenía { $score }.
play-first-best = { $points ->
    [one] Tu primera partida de { $rows }×{ $cols } en este dispositivo: { $points } punto es la marca a batir.
   *[other] Tu primera partida de { $rows }×{ $cols } en este dispositivo: { $points } puntos es la marca a batir.
  }
play-new-best = ¡Nuevo récord personal en { $rows }×{ $cols }! (Era { $before }.)
play-best-is = { $points ->
    [one] Tu récord en { $rows }×{ $cols } es { $points } punto.
   *[other] Tu récord en { $rows }×{ $cols } es { $points } puntos.
  }
play-not-kept = Esta partida no se guarda en el historial: { $reason }.
play-group-heading = { $letters } letras ({ $words })
play-group-label = { $list }: { $letters } letras
play-share-head = Boggle { $rows }×{ $cols }, { $seconds ->
    [0] sin reloj
   *[other] { $minutes ->
        [0] { $seconds } s
       *[other] { $minutes } min
      }
  }, { $dictionary }, { $minLen } letras o más
play-share-score = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  } de { $max }, { $found } de { $words ->
    [one] { $words } palabra
   *[other] { $words } palabras
  }
play-share-lengths = (letras: { $lengths })
play-share-link = Juega el mismo tablero: { $link }
play-challenge-text = { $points ->
    [one] ¿Puedes superar { $points } punto en este tablero de Boggle? { $link }
   *[other] ¿Puedes superar { $points } puntos en este tablero de Boggle? { $link }
  }
play-share-challenge-title = Un reto de Boggle
play-share-title = Mi partida de Boggle
play-shared = Compartido.
play-copied = Copiado: pégalo en un mensaje.
play-copy-failed = No se pudo copiar: selecciona el texto de abajo y cópialo.

## Tableros a medida y enlaces (board-order.js, share-link.js)

order-said = { $difficulty ->
    [easy] { $words ->
        [one] Un tablero fácil: { $words } palabra con este diccionario.
       *[other] Un tablero fácil: { $words } palabras con este diccionario.
      }
    [hard] { $words ->
        [one] Un tablero difícil: { $words } palabra con este diccionario.
       *[other] Un tablero difícil: { $words } palabras con este diccionario.
      }
   *[normal] { $words ->
        [one] Un tablero normal: { $words } palabra con este diccionario.
       *[other] Un tablero normal: { $words } palabras con este diccionario.
      }
  }
order-day-sentence = Tablero del día, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }).
order-day-note = Tablero del día, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }): el mismo tablero hoy para todo el mundo.
order-no-day-size = Hay un tablero del día para el tamaño de cada juego, no para { $rows }×{ $cols }: elige un juego
order-needs-game = Los tableros al azar se tiran con los dados de un juego real: elige un juego que no sea Tamaño libre.
order-rolling = Tirando un tablero de esa dificultad…
order-random-unshown = No se pudo mostrar el tablero al azar
order-no-random = No hay tablero al azar
order-finding-day = Buscando el tablero del día…
order-day-unshown = No se pudo mostrar el tablero del día
order-no-day = No hay tablero del día
link-board-too-long = El tablero de la dirección es demasiado largo para ser un tablero ({ $length } caracteres; uno de 8×8 ocupa menos de 300).
link-board-unread = No se pudo leer el tablero de la dirección
link-scoring-refused = la puntuación «{ $scoring }» del enlace no existe en esta app, así que se aplica la tuya
link-fill-first = Primero rellena el tablero: el enlace contiene un tablero entero.
link-share-title = Tablero de Boggle
link-copied = Enlace copiado: abre este tablero, resuelto.
link-copy-yourself = Para compartir este tablero, copia la dirección de la página: { $url }
