# Fotos: la cámara, la revisión de una foto, sus esquinas, los dados leídos.

camera-title = Escanear un tablero
camera-capture = Capturar
camera-close = Cancelar
doubts-accept = Todo está bien
photo-review-heading = La foto
photo-advice =
    .aria-label = Consejos para otra foto
photo-image =
    .alt = La foto del tablero
corner-help = Arrastra los cuatro tiradores redondos a las esquinas exteriores de la cuadrícula de dados, o selecciona uno y muévelo con las flechas (con Mayús va más rápido). Luego elige el tamaño y lee.
corner-size-label = Tamaño del tablero
corner-size-custom = Filas × columnas
corner-read = Leer dentro de las esquinas
photo-unfold = Ver la foto
photo-fix = Corregir la cuadrícula
photo-another = Elegir otra
photo-type = Escribirlo
scan-tiles-summary = Lo que vio el lector
scan-tiles-help = Cada dado tal como lo vio el lector de letras, con lo que leyó y su grado de seguridad.

# El estado de la cámara, y por qué no se puede usar.
photo-too-large = Esa imagen ocupa { $size } MB; se pueden leer imágenes de hasta { $max } MB.
camera-unsupported = Este navegador no da acceso a una cámara aquí. Elige una foto con «Elegir una foto» o escribe el tablero.
camera-refused = Se denegó el acceso a la cámara. Aún puedes elegir una foto con «Elegir una foto» o escribir el tablero.
camera-missing = No se encontró ninguna cámara. Puedes elegir una foto con «Elegir una foto» o escribir el tablero.
camera-busy = Otra aplicación está usando la cámara. Ciérrala y vuelve a intentarlo, o usa «Elegir una foto».
camera-failed = No se pudo iniciar la cámara ({ $reason }). Usa «Elegir una foto» o escribe el tablero.
camera-loading = Cargando el lector de fotos…
camera-point = Apunta la cámara al tablero, desde arriba, de modo que se vean todos los dados.
camera-found = Tablero de { $rows }×{ $cols } encontrado. No te muevas…
camera-reading = Leyendo los dados…
camera-retry = Vuelve a intentarlo, o toca Capturar.
camera-point-code = Apunta la cámara al código «Mis palabras» del teléfono del jugador.
camera-code-foreign = Este código QR no es una ronda de Boggle. Apunta la cámara al tablero, o al código de una ronda.
camera-code-closer = Hay un código a la vista, pero demasiado pequeño o borroso para leerlo: acerca el teléfono y mantenlo quieto.
camera-title-player = Escanear a un jugador

# La foto en pantalla.
photo-reading = Leyendo la foto…
photo-read = Se leyó un tablero de { $rows }×{ $cols } en la foto. Su cuadrícula está dibujada sobre la foto: si no cae sobre los dados, corrígela.
photo-read-status = Se leyó un tablero de { $rows }×{ $cols } en la foto{ $count ->
    [0] {""}
    [one] ; { $count } dado por revisar
   *[other] ; { $count } dados por revisar
  }.
photo-unread = No se pudo leer la foto: { $reason }
photo-unread-status = No se pudo leer la foto.
photo-mark-corners = Arrastra las cuatro esquinas a las esquinas exteriores de la cuadrícula de dados, elige el tamaño y léela.
photo-reading-marked = Leyendo el tablero de { $rows }×{ $cols } dentro de las esquinas…
photo-marked-unread = No se pudo leer el tablero dentro de las esquinas: { $reason }
photo-type-board = Escribe el tablero: una letra por casilla.
photo-path = «{ $word }» en la foto: { $path }.
photo-path-step = { $tile } (fila { $row }, columna { $col })

# Los tiradores de las esquinas (su nombre, luego dónde está cada uno).
corner-top-left = Esquina superior izquierda de la cuadrícula
corner-top-right = Esquina superior derecha de la cuadrícula
corner-bottom-right = Esquina inferior derecha de la cuadrícula
corner-bottom-left = Esquina inferior izquierda de la cuadrícula
corner-handle = { $where }: { $across } % desde la izquierda, { $down } % desde arriba

# Los dados por revisar, y lo que vio el lector.
doubts-marked = { $count ->
    [one] { $count } dado marcado
   *[other] { $count } dados marcados
  }: toca uno para ver el dado en la foto y elegir.
doubts-accepted = { $count ->
    [one] { $count } dado marcado aceptado tal como se leyó.
   *[other] { $count } dados marcados aceptados tal como se leyeron.
  }
doubts-all-checked = Todos los dados marcados están revisados.
tile-check-title = Fila { $row }, columna { $col }: leído como { $tile }, con un { $sure } % de seguridad. ¿Es…
tile-check-title-unread = Fila { $row }, columna { $col }: ilegible. ¿Es…
tile-choice-likely = probable
tile-choice-as-read = probable, tal como se leyó
tile-choice-type = Escribir
tile-choice-type-where = la letra de la fila { $row }, columna { $col }
tile-check-die = El dado de la fila { $row }, columna { $col } en la foto, ampliado
scan-trace = Encontrado { $where ->
    [whole] en la foto entera
    [quarters] en un cuarto de la foto, ampliado
    [enlarged] en la foto ampliada
    [closer] mirando más de cerca
    [closer-again] mirando más de cerca por segunda vez
    [moved-corners] moviendo la cuadrícula sobre los dados
    [turned] en la foto girada 45 grados
    [marked] dentro de las esquinas marcadas
   *[other] en la foto
  }, tras leer { $count ->
    [one] { $count } cuadrícula
   *[other] { $count } cuadrículas
  }.
scan-tile-read = { $tile } { $sure } %
scan-tile-unread = ilegible
scan-tile-label = Fila { $row }, columna { $col }: leído { $what }
