# Verlauf: gespielte Partien, Bestleistungen, Export und Import.

history-heading = Verlauf
history-bests-heading = Persönliche Bestleistungen (Einzelpartien)
history-games-heading = Partien
history-list =
    .aria-label = Gespielte Partien
history-export = Exportieren (JSON)
history-import = Importieren
history-clear = Alles löschen

## Die gespeicherten Partien (history.js)

history-none = Kein Verlauf: { $reason }.
history-summary = { $played ->
    [one] { $played } Partie
   *[other] { $played } Partien
  } auf diesem Gerät: { $solo ->
    [one] { $solo } Einzelpartie
   *[other] { $solo } Einzelpartien
  }, { $table ->
    [one] { $table } am Tisch gewertet
   *[other] { $table } am Tisch gewertet
  }{ $days ->
    [0] .
    [one] ; { $days } Spielfeld des Tages geöffnet.
   *[other] ; { $days } Spielfelder des Tages geöffnet.
  }
history-days-only = { $days ->
    [one] Noch keine Partien; { $days } Spielfeld des Tages auf diesem Gerät geöffnet.
   *[other] Noch keine Partien; { $days } Spielfelder des Tages auf diesem Gerät geöffnet.
  }
history-empty = Noch keine Partien. Beendete Partien, gewertete Runden und die Spielfelder des Tages, die du öffnest, werden hier gespeichert, nur auf diesem Gerät.
history-best = { $points ->
    [one] { $size }: { $points } Punkt ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
   *[other] { $size }: { $points } Punkte ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
  }
history-game-solo = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } allein ({ $rules }): { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } von { $max }, { $found } von { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörtern
  }{ $revealed ->
    [0] {""}
   *[other] , { $revealed } verraten
  }
history-game-day = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } gelöst ({ $rules }): { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
  }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } zu finden
history-game-table = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } am Tisch ({ $rules }): { $players }
history-player-absent = { $name } abwesend
history-scoring = Punktwertung { $scoring }
history-qu-one = Qu als ein Buchstabe
history-day-mark = Spielfeld des Tages, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") }
history-play = Spielen
history-solve = Lösen
history-play-board = Spielen: { $board }
history-solve-board = Lösen: { $board }
history-exported = { $games ->
    [one] { $games } Partie exportiert.
   *[other] { $games } Partien exportiert.
  }
history-clear-title = Den Verlauf löschen?
history-clear-message = { $games ->
    [one] { $games } Partie und die persönlichen Bestleistungen werden von diesem Gerät gelöscht. Exportiere sie vorher, um eine Kopie zu behalten.
   *[other] Alle { $games } Partien und die persönlichen Bestleistungen werden von diesem Gerät gelöscht. Exportiere sie vorher, um eine Kopie zu behalten.
  }
history-delete-all = Alles löschen
history-cancel = Abbrechen
history-cleared = Der Verlauf ist gelöscht.

## Einen Verlauf importieren (history.js, history-import.js)

history-too-large = die Datei ist zu groß für einen Verlauf
history-not-history = es ist kein Verlauf, den diese App exportiert hat
history-too-many = sie enthält { $games } Partien; höchstens { $max } werden auf einmal gelesen
history-not-json = es ist kein JSON
history-not-imported = „{ $file }“ wurde nicht importiert: { $reason }.
history-checking = { $games ->
    [one] { $games } Partie aus „{ $file }“ wird geprüft…
   *[other] { $games } Partien aus „{ $file }“ werden geprüft…
  }
history-checking-boards = { $games ->
    [one] { $games } Partie aus „{ $file }“ wird an ihrem Spielfeld geprüft: { $progress }…
   *[other] { $games } Partien aus „{ $file }“ werden an ihren Spielfeldern geprüft: { $progress }…
  }
history-progress = { $done } von { $boards } Spielfeldern
history-progress-again = { $boards } Spielfelder noch einmal unter anderen Regeln
history-unchecked = „{ $file }“ wurde nicht importiert: Seine Partien konnten nicht geprüft werden ({ $reason }).
history-unsaved = Der Verlauf konnte nicht gespeichert werden: { $reason }.
history-imported = { $games ->
    [one] { $games } Partie importiert
   *[other] { $games } Partien importiert
  }{ $renamed ->
    [0] {""}
   *[other] {" "}({ $renamed } neben einer anderen Partie mit derselben ID unter einer neuen gespeichert)
  }{ $skipped ->
    [0] .
   *[other] ; { $skipped } übersprungen: { $reasons }.
  }
history-skip-shape = { $count ->
    [one] { $count } ist keine Partie, die diese App speichert
   *[other] { $count } sind keine Partien, die diese App speichert
  }
history-skip-future = { $count } mit einem Datum in der Zukunft
history-skip-past = { $count } mit einem Datum vor 2000
history-skip-inconsistent = { $count } mit mehr Punkten als ihr eigenes Maximum
history-skip-dictionary = { $count } mit einem Wörterbuch gespielt, das diese App nicht hat
history-skip-board = { $count } mit einem Spielfeld, das nicht lesbar ist oder nicht die angegebene Größe hat
history-skip-limit = { $count } mit mehr Punkten, als ihr Spielfeld zulässt
history-skip-unchecked = { $count } mit einem Wörterbuch, das zum Prüfen nicht heruntergeladen werden konnte (importiere die Datei noch einmal online)
history-skip-own-list = { $count } mit einer eigenen Wortliste von jemandem gespielt, die dieser Browser nicht hat (füge sie unter Eigene Wortlisten hinzu und importiere dann noch einmal)
history-skip-slow = { $count } nicht innerhalb von 5 Minuten geprüft (importiere sie noch einmal, weniger auf einmal)
history-skip-duplicate = { $count } schon im Verlauf
