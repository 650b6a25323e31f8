# El árbitro de palabras y las definiciones: el veredicto sobre una palabra tocada, sus listas, su recorrido, su significado.

referee-cell = { $tile } de la fila { $row }, columna { $col }
referee-counts = Cuenta: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }.
referee-too-short = No cuenta: demasiado corta ({ $letters ->
    [one] { $letters } letra
   *[other] { $letters } letras
  }; cuentan las de { $minLen } o más).
referee-banned = No cuenta: prohibida por la lista de la casa.
referee-the-dictionary = el diccionario
referee-not-a-word = { $house ->
    [listed] No cuenta: no está en { $list }.
   *[none] No cuenta: no está en { $list } ni en la lista de la casa.
  }
referee-not-on-board-verdict = No cuenta: no está en el tablero.
referee-gave-up = No cuenta: no se ha podido buscar en este tablero (demasiados caminos posibles).
referee-worth = Por su longitud valdría { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }.
referee-path = En el tablero, desde la { $cell }: { $path }.
referee-not-on-board = No está en el tablero: { $why }.
referee-missing = ningún dado tiene { $missing }
referee-inside-face = el tablero solo tiene { $letter } dentro de { $faces }
referee-too-few = necesita { $needs } { $letter } y el tablero tiene { $has ->
    [0] ninguna
    [1] solo una
   *[other] solo { $has }
  }
referee-tile-twice = solo se puede formar usando dos veces la { $cell }
referee-not-connected = sus letras están, pero no juntas en su orden
referee-search-gave-up = demasiados caminos posibles: la búsqueda se detuvo
referee-list = { $held ->
    [yes] En { $list }
   *[no] No está en { $list }
  }{ $inUse ->
    [yes] {" "}(en uso)
   *[no] {""}
  }
referee-not-held = { $list }: aún sin descargar (elígelo una vez para consultarlo aquí)
referee-house-say = { $say ->
    [allowed] Permitida por tu lista de la casa
   *[banned] Prohibida por tu lista de la casa
  }
referee-lists = Listas de palabras
referee-house = Nuestra lista de la casa
referee-allow = Permitir en casa
referee-unallow = Quitar de permitidas
referee-ban = Prohibir en casa
referee-unban = Quitar de prohibidas
definition-looking = Buscando…
definition-english-only = Sin definición: la app solo tiene definiciones en inglés (WordNet y GCIDE), todavía ninguna en el idioma de este diccionario. «{ $word }» está en su lista de palabras.
definition-failed = No se ha podido cargar la definición: { $reason }
definition-none = No hay definición de «{ $word }» en WordNet ni en GCIDE, ni de una palabra de la que sea una forma (aun así, está en la lista de palabras).
definition-form-of = Una forma de «{ $word }»:
definition-source = Fuente: { $source }
