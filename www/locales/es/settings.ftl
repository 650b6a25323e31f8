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
