# El marco de la página: cabecera, mensajes, inicio, tablero y herramientas, ayuda, pie.

# This language's name in itself, in the settings' list of languages (the site build reads it).
language-name = Español
app-title = Solucionador de Boggle
skip-link = Ir a las palabras
install = Instalar
start-toggle = Nuevo tablero
install-hint = Para instalar la app: toca <strong>Compartir</strong> <span data-l10n-name="icon">(el cuadrado con una flecha)</span> en la barra del navegador y luego <strong>Añadir a pantalla de inicio</strong>. Así se abre como una app y funciona sin conexión.
install-hint-close = Aceptar
mode-switch =
    .aria-label = Modo
mode-solve = Resolver
mode-play = Jugar
mode-score = Puntuar una partida
mode-history = Historial

## Mensajes

status-starting = Preparando…
update-note = Hay una versión nueva lista.
update-reload = Recargar
alert-dismiss = Cerrar
alert-reload = Recargar
failure = { $what }: { $reason }
status-ready-solve = Listo: escanea, fotografía o escribe un tablero.
status-ready = Listo.
status-ready-score = Listo: introduce el tablero y luego las palabras de cada jugador.
status-restarting = Reiniciando el solucionador…
status-restarted = El solucionador se ha reiniciado y vuelve a estar listo.
status-unavailable = El solucionador no está disponible.
alert-unavailable = El solucionador no ha podido arrancar: { $reason }
status-offline-unavailable = El uso sin conexión no está disponible: { $reason }

## Inicio

start-lead = Introduce un tablero para ver todas sus palabras: escanea el de verdad, elige una foto suya o escribe sus letras.
start-scan = Escanear un tablero
start-photo = Elegir una foto
start-type = Escribir letras
start-random = Tablero al azar
start-day = Tablero del día
start-play = Jugar una partida
game-label = Juego
game-new = Boggle 4×4
game-classic = Boggle 4×4, dados de 1976
game-big = Big Boggle 5×5
game-big-2012 = Big Boggle 5×5, dados de 2012
game-super-big = Super Big Boggle 6×6
game-custom = Tamaño libre
rows-label = Filas
cols-label = Columnas
difficulty-label = Tableros al azar
difficulty-any = Cualquier tirada
difficulty-easy = Fácil: muchas palabras
difficulty-normal = Normal
difficulty-hard = Difícil: pocas palabras
board-pasted-unread = No se ha podido leer el tablero pegado
board-too-big = { $what }: se admiten tableros de hasta { $max }×{ $max } (este es de { $rows }×{ $cols }).

## El tablero

board-heading = Tablero
timer =
    .aria-label = Tiempo restante
play-score-start = 0 puntos, 0 palabras
grid =
    .aria-label = Tablero: una letra por casilla
cell-label = { $tile ->
    [empty] Fila { $row }, columna { $col }: vacía
    [blank] Fila { $row }, columna { $col }: cara en blanco
   *[letters] Fila { $row }, columna { $col }: { $spelled }
  }
board-cover-resume = Seguir
tool-rotate = Girar
tool-heat = Mapa de calor
tool-share = Compartir
tool-clear = Borrar
board-turned = { $turn ->
    [1] El tablero se muestra girado un cuarto de vuelta a la derecha.
    [2] El tablero se muestra boca abajo.
    [3] El tablero se muestra girado un cuarto de vuelta a la izquierda.
   *[0] El tablero se muestra derecho.
  }
tile-keys =
    .aria-label = Caras especiales para la casilla elegida
tile-blank =
    .aria-label = Cara en blanco
word-details =
    .aria-label = La palabra elegida
word-details-hint = Toca una palabra para ver su recorrido y lo que significa.

## Ayuda

board-help-summary = Cómo introducir un tablero
board-help-typing = Escribe una letra en cada casilla; el cursor avanza solo. Retroceso, las flechas y Tab sirven para moverse. <kbd>q</kbd> es la cara <strong>Qu</strong>. Para las caras de dos letras escribe <kbd>[th]</kbd> (también <kbd>[an]</kbd> <kbd>[er]</kbd> <kbd>[he]</kbd> <kbd>[in]</kbd> <kbd>[qu]</kbd>) o usa los botones bajo el tablero; <kbd>#</kbd> es una cara en blanco.
board-help-photo = <strong>Escanear un tablero</strong> lee el tablero con la cámara: sostén el móvil sobre el tablero hasta que los dados queden marcados y la foto se hace sola. <strong>Elegir una foto</strong> toma una imagen de tus fotos; en un ordenador también puedes soltar o pegar una en la página. La foto se queda en pantalla con la cuadrícula encontrada: si está mal, o no se encontró ninguna, arrastra sus cuatro esquinas sobre el tablero y vuelve a leerla. Los dados dudosos quedan marcados: toca uno para ver el dado y elegir qué es, o «Todo está bien». Las imágenes se leen en este dispositivo y nunca se envían.
board-help-paste = O pega un tablero entero en cualquier casilla: filas separadas por espacios, <code>/</code> o saltos de línea (<code>alex/ande/ravi/erda</code>), o todo seguido si el tablero es cuadrado (<code>alexanderavierda</code>). La dirección de la página siempre contiene el tablero, así que puedes guardarla en favoritos o enviarla.

## Pie

privacy-note = Funciona sin conexión una vez cargada. Nada de lo que escribes, fotografías o juegas sale de este dispositivo. La app solo consulta a su propio servidor, y solo por sus propios archivos: un diccionario la primera vez que lo eliges (o que un reto lo pide) y las definiciones de las palabras que empiezan por una letra la primera vez que tocas una de ellas. Así, ese servidor puede saber qué diccionarios usaste y qué iniciales consultaste, nunca las palabras, el tablero ni tus partidas.
credits-summary = Listas de palabras y créditos
credits-licences = Textos de las licencias: <a data-l10n-name="scowl">SCOWL</a>, <a data-l10n-name="wordnet">WordNet</a>, <a data-l10n-name="gcide">GCIDE</a> (<a data-l10n-name="gpl">GPL 2</a>: los archivos de definiciones); las listas de los otros idiomas son archivos aparte con sus propias licencias: <span data-l10n-name="lists"></span>. El código de la app tiene licencia MIT.

## What the worker and its bridge say (protocol.js: SAID)

download-dictionary-offline = No se pudo descargar el diccionario { $name } ({ $reason }): la primera vez hace falta conexión.
download-dictionary-http = No se pudo descargar el diccionario { $name } (HTTP { NUMBER($status, useGrouping: 0) }).
download-definitions-offline = No se pudieron descargar las definiciones ({ $reason }): la primera vez hace falta conexión.
download-definitions-http = No se pudieron descargar las definiciones (HTTP { NUMBER($status, useGrouping: 0) }).
dictionary-damaged = El archivo del diccionario { $name } está dañado ({ $reason }).
photo-reader-unloaded = No se pudo cargar el lector de fotos ({ $reason }). Escribir el tablero sigue funcionando.
together-unloaded = No se pudo cargar «Jugar juntos» ({ $reason }). Jugar solo sigue funcionando.
qr-reader-unloaded = No se pudo cargar el lector de códigos QR ({ $reason }).
start-wasm-failed = no se pudo cargar el solucionador (WebAssembly): { $reason }
start-dictionary-unloaded = no se pudo descargar el diccionario ({ $reason })
start-dictionary-damaged = el archivo del diccionario está dañado ({ $reason })
no-module-workers = Este navegador no puede ejecutar los workers de módulo que necesita el solucionador. Actualícelo (sirve cualquier Chrome, Edge, Firefox o Safari actual).
solver-crashed = El solucionador se detuvo inesperadamente ({ $reason }) y se reinició.
solver-timeout = El solucionador tardó más de { $seconds } s ({ $doing ->
        [solve] resolviendo el tablero
        [solveEach] resolviendo el tablero
        [check] comprobando una palabra
        [ruling] comprobando una palabra
        [judge-round] juzgando las listas
        [hints] contando las palabras
        [lookup] buscando una palabra
        [parse] leyendo un tablero
        [random] tirando un tablero
        [random-to-order] tirando un tablero de esa dificultad
        [board-of-the-day] buscando el tablero del día
        [rules] consultando las reglas
        [build-list] creando su lista de palabras
        [keep-list] cargando su lista de palabras
        [recognize-image] leyendo la foto
        [photo-size] leyendo la foto
        [recognize-pixels] leyendo la foto
        [recognize-marked] leyendo la foto dentro de las esquinas
        [find-grid] buscando el tablero en la imagen de la cámara
        [read-codes] leyendo un código QR en la imagen de la cámara
       *[other] { $doing }
    }) y se reinició. Su tablero y las palabras que encontró se conservan.
solver-keeps-failing = El solucionador falla una y otra vez; vuelva a cargar la página.
