# Cronologia: partite giocate, record personali, esporta e importa.

history-heading = Cronologia
history-bests-heading = Record personali (partite da soli)
history-games-heading = Partite
history-list =
    .aria-label = Partite giocate
history-export = Esporta (JSON)
history-import = Importa
history-clear = Cancella tutto

## Le partite salvate (history.js)

history-none = Nessuna cronologia: { $reason }.
history-summary = { $played ->
    [one] { $played } partita
   *[other] { $played } partite
  } su questo dispositivo: { $solo ->
    [one] { $solo } da solo
   *[other] { $solo } da soli
  }, { $table ->
    [one] { $table } contata al tavolo
   *[other] { $table } contate al tavolo
  }{ $days ->
    [0] .
    [one] ; { $days } griglia del giorno aperta.
   *[other] ; { $days } griglie del giorno aperte.
  }
history-days-only = { $days ->
    [one] Ancora nessuna partita; { $days } griglia del giorno aperta su questo dispositivo.
   *[other] Ancora nessuna partita; { $days } griglie del giorno aperte su questo dispositivo.
  }
history-empty = Ancora nessuna partita. Le partite finite, le manche contate e le griglie del giorno che apri vengono salvate qui, solo su questo dispositivo.
history-best = { $points ->
    [one] { $size }: { $points } punto ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
   *[other] { $size }: { $points } punti ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
  }
history-game-solo = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } da soli ({ $rules }): { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  } su { $max }, { $found ->
    [one] { $found } parola
   *[other] { $found } parole
  } su { $words }{ $revealed ->
    [0] {""}
    [one] , { $revealed } rivelata
   *[other] , { $revealed } rivelate
  }
history-game-day = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } risolta ({ $rules }): { $words ->
    [one] { $words } parola
   *[other] { $words } parole
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  } da trovare
history-game-table = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } al tavolo ({ $rules }): { $players }
history-player-absent = { $name } assente
history-scoring = punteggio { $scoring }
history-qu-one = Qu come una lettera sola
history-day-mark = Griglia del giorno, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") }
history-play = Giocala
history-solve = Risolvila
history-play-board = Giocala: { $board }
history-solve-board = Risolvila: { $board }
history-exported = { $games ->
    [one] { $games } partita esportata.
   *[other] { $games } partite esportate.
  }
history-clear-title = Cancellare la cronologia?
history-clear-message = { $games ->
    [one] { $games } partita e i record personali vengono cancellati da questo dispositivo. Esportali prima per tenerne una copia.
   *[other] Tutte le { $games } partite e i record personali vengono cancellati da questo dispositivo. Esportali prima per tenerne una copia.
  }
history-delete-all = Cancella tutto
history-cancel = Annulla
history-cleared = La cronologia è cancellata.

## Importare una cronologia (history.js, history-import.js)

history-too-large = il file è troppo grande per essere una cronologia
history-not-history = non è una cronologia esportata da questa app
history-too-many = contiene { $games } partite; se ne leggono al massimo { $max } alla volta
history-not-json = non è JSON
history-not-imported = «{ $file }» non è stato importato: { $reason }.
history-checking = { $games ->
    [one] Controllo di { $games } partita da «{ $file }»…
   *[other] Controllo di { $games } partite da «{ $file }»…
  }
history-checking-boards = { $games ->
    [one] Controllo di { $games } partita da «{ $file }» con la sua griglia: { $progress }…
   *[other] Controllo di { $games } partite da «{ $file }» con le loro griglie: { $progress }…
  }
history-progress = { $done } griglie su { $boards }
history-progress-again = { $boards } griglie di nuovo con altre regole
history-unchecked = «{ $file }» non è stato importato: non è stato possibile controllarne le partite ({ $reason }).
history-unsaved = Non è stato possibile salvare la cronologia: { $reason }.
history-imported = { $games ->
    [one] { $games } partita importata
   *[other] { $games } partite importate
  }{ $renamed ->
    [0] {""}
    [one] {" "}({ $renamed } salvata accanto a un’altra partita con lo stesso id, con uno nuovo)
   *[other] {" "}({ $renamed } salvate accanto a un’altra partita con lo stesso id, con uno nuovo)
  }{ $skipped ->
    [0] .
    [one] ; { $skipped } saltata: { $reasons }.
   *[other] ; { $skipped } saltate: { $reasons }.
  }
history-skip-shape = { $count ->
    [one] { $count } che non è una partita di quelle che questa app salva
   *[other] { $count } che non sono partite di quelle che questa app salva
  }
history-skip-future = { $count ->
    [one] { $count } datata nel futuro
   *[other] { $count } datate nel futuro
  }
history-skip-past = { $count ->
    [one] { $count } datata prima del 2000
   *[other] { $count } datate prima del 2000
  }
history-skip-inconsistent = { $count } con più punti del proprio massimo
history-skip-dictionary = { $count ->
    [one] { $count } giocata con un dizionario che questa app non ha
   *[other] { $count } giocate con un dizionario che questa app non ha
  }
history-skip-board = { $count } con una griglia illeggibile o non della misura indicata
history-skip-limit = { $count } con più punti di quanti ne permetta la griglia
history-skip-unchecked = { $count } con un dizionario che non è stato possibile scaricare per controllarle (importa di nuovo il file quando sei online)
history-skip-own-list = { $count ->
    [one] { $count } giocata con un elenco di parole personale che questo browser non ha (aggiungilo in I tuoi elenchi di parole, poi importa di nuovo)
   *[other] { $count } giocate con un elenco di parole personale che questo browser non ha (aggiungilo in I tuoi elenchi di parole, poi importa di nuovo)
  }
history-skip-slow = { $count } non controllate entro 5 minuti (importale di nuovo, meno alla volta)
history-skip-duplicate = { $count } già nella cronologia
