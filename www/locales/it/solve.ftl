# Risolvi: le parole di una griglia, il riepilogo e l’elenco, ordinare e filtrare, controllare una parola.

words-heading = Parole
summary-empty = Riempi la griglia per vederne le parole.
summary-cells-left = { $left ->
    [one] Riempi la griglia per vederne le parole: manca { $left } casella.
   *[other] Riempi la griglia per vederne le parole: mancano { $left } caselle.
  }
summary-solving = Risoluzione…
summary-unsolved = Non è stato possibile risolvere questa griglia.
summary-no-solver = Senza il risolutore non si possono trovare parole.
summary-solved = { $words ->
    [one] { $words } parola
   *[other] { $words } parole
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  }{ $filtered ->
    [yes] {" "}({ $shown } mostrate)
   *[no] {""}
  }, di { $minLen } lettere o più.
summary-stopped = La ricerca si è fermata dopo { $steps } passi, quindi potrebbero mancare parole.
summary-house-stopped = Le parole della lista di casa sono state cercate in { $steps } passi, il massimo consentito, quindi alcune potrebbero mancare.
status-solved = Risolta: { $words ->
    [one] { $words } parola
   *[other] { $words } parole
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  }.
status-check-doubts = { $tiles ->
    [one] Controlla il dado segnato dalla foto.
   *[other] Controlla i { $tiles } dadi segnati dalla foto.
  }
status-cell-empty = La casella { $cell } è vuota: riempi tutte le caselle per risolvere.
solve-failed = Non è stato possibile risolvere la griglia
solve-lengths =
    .aria-label = Parole per lunghezza: scegline una per elencare solo quelle
length-all = Tutte
length-letters = { $letters } lettere
length-found = { $found } su { $words }
length-unit-words = { $words ->
    [one] {" "}parola
   *[other] {" "}parole
  }
length-unit-found = {" "}trovate
sort-label = Ordina per
sort-score = Punti
sort-length = Lunghezza
sort-alpha = A–Z
filter-label = Filtro
filter =
    .placeholder = lettere…
min-len-label = Lungh. min.
check-label = Controlla una parola
check-submit = Controlla
check-board-first = Prima riempi la griglia.
check-failed = Non è stato possibile controllare la parola
check-restarted = Non è stato possibile controllare «{ $word }»: il risolutore è stato riavviato. Riprova.
check-banned = «{ $word }» è vietata dalla lista di casa.
check-not-in-dictionary = «{ $word }» non è nel dizionario.
check-gave-up = { $house ->
    [allowed] «{ $word }» è ammessa dalla lista di casa, ma la sua ricerca su questa griglia si è arresa (troppi percorsi da provare).
   *[none] «{ $word }» è nel dizionario, ma la sua ricerca su questa griglia si è arresa (troppi percorsi da provare).
  }
check-on-board = { $house ->
    [allowed] { $points ->
        [one] «{ $word }» è nella griglia: { $points } punto (ammessa dalla lista di casa).
       *[other] «{ $word }» è nella griglia: { $points } punti (ammessa dalla lista di casa).
      }
   *[none] { $points ->
        [one] «{ $word }» è nella griglia: { $points } punto.
       *[other] «{ $word }» è nella griglia: { $points } punti.
      }
  }
check-listed = { $house ->
    [allowed] { $onBoard ->
        [yes] «{ $word }» è nella griglia ed è ammessa dalla lista di casa.
       *[no] «{ $word }» non è nella griglia, ma è ammessa dalla lista di casa.
      }
   *[none] { $onBoard ->
        [yes] «{ $word }» è nella griglia ed è nel dizionario.
       *[no] «{ $word }» non è nella griglia, ma è nel dizionario.
      }
  }
check-too-short = Inoltre è più corta della lunghezza minima.
word-list =
    .aria-label = Parole della griglia
word-points-unit = { $points ->
    [one] {" "}punto
   *[other] {" "}punti
  }
word-details-head = { $letters ->
    [one] : { $letters } lettera
   *[other] : { $letters } lettere
  }{ $points ->
    [none] {""}
    [one] , { $points } punto
   *[other] , { $points } punti
  }
heat-description = Parole che passano per ogni dado, riga per riga: { $lines }.
heat-row = riga { $row }: { $counts }
words-copy = Copia le parole
words-download = Scarica come testo
unspellable = { $count ->
    [one] { $dictionary } non sa scrivere il dado { $tiles } ({ $where }): nessuna parola è elencata.
   *[other] { $dictionary } non sa scrivere i dadi { $tiles } ({ $where }): nessuna parola è elencata.
  }
unspellable-choose = { $count ->
    [one] Scegli { $dictionaries } in «Dizionario e regole di casa», o cambia il dado.
   *[other] Scegli { $dictionaries } in «Dizionario e regole di casa», o cambia i dadi.
  }
unspellable-change = { $count ->
    [one] Cambia il dado.
   *[other] Cambia i dadi.
  }
unspellable-this-dictionary = Questo dizionario
cell-position = riga { $row }, colonna { $col }
