# Lösen: die Wörter eines Spielfelds, Übersicht und Liste, Sortieren und Filtern, ein Wort prüfen.

words-heading = Wörter
summary-empty = Fülle das Spielfeld, um seine Wörter zu sehen.
summary-cells-left = { $left ->
    [one] Fülle das Spielfeld, um seine Wörter zu sehen: noch { $left } Feld.
   *[other] Fülle das Spielfeld, um seine Wörter zu sehen: noch { $left } Felder.
  }
summary-solving = Wird gelöst…
summary-unsolved = Dieses Spielfeld konnte nicht gelöst werden.
summary-no-solver = Ohne den Löser lassen sich keine Wörter finden.
summary-solved = { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
  }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }{ $filtered ->
    [yes] {" "}({ $shown } angezeigt)
   *[no] {""}
  }, ab { $minLen } Buchstaben.
summary-stopped = Die Suche hat nach { $steps } Schritten aufgehört, es können also Wörter fehlen.
summary-house-stopped = Die Wörter der Hausliste wurden in { $steps } Schritten gesucht, dem erlaubten Höchstmaß, es können also welche fehlen.
status-solved = Gelöst: { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
  }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }.
status-check-doubts = { $tiles ->
    [one] Prüfe den markierten Würfel aus dem Foto.
   *[other] Prüfe die { $tiles } markierten Würfel aus dem Foto.
  }
status-cell-empty = Feld { $cell } ist leer: Fülle alle Felder, um zu lösen.
solve-failed = Das Spielfeld konnte nicht gelöst werden
solve-lengths =
    .aria-label = Wörter nach Länge: Wähle eine, um nur diese aufzulisten
length-all = Alle
length-letters = { $letters } Buchstaben
length-found = { $found } von { $words }
length-unit-words = { $words ->
    [one] {" "}Wort
   *[other] {" "}Wörter
  }
length-unit-found = {" "}gefunden
sort-label = Sortieren nach
sort-score = Punkten
sort-length = Länge
sort-alpha = A–Z
filter-label = Filter
filter =
    .placeholder = Buchstaben…
min-len-label = Min. Länge
check-label = Wort prüfen
check-submit = Prüfen
check-board-first = Fülle zuerst das Spielfeld.
check-failed = Das Wort konnte nicht geprüft werden
check-restarted = „{ $word }“ konnte nicht geprüft werden: Der Löser wurde neu gestartet. Versuch es noch einmal.
check-banned = „{ $word }“ ist durch die Hausliste verboten.
check-not-in-dictionary = „{ $word }“ steht nicht im Wörterbuch.
check-gave-up = { $house ->
    [allowed] „{ $word }“ ist durch die Hausliste erlaubt, aber die Suche danach auf diesem Spielfeld hat aufgegeben (zu viele Wege).
   *[none] „{ $word }“ steht im Wörterbuch, aber die Suche danach auf diesem Spielfeld hat aufgegeben (zu viele Wege).
  }
check-on-board = { $house ->
    [allowed] { $points ->
        [one] „{ $word }“ liegt auf dem Spielfeld: { $points } Punkt (durch die Hausliste erlaubt).
       *[other] „{ $word }“ liegt auf dem Spielfeld: { $points } Punkte (durch die Hausliste erlaubt).
      }
   *[none] { $points ->
        [one] „{ $word }“ liegt auf dem Spielfeld: { $points } Punkt.
       *[other] „{ $word }“ liegt auf dem Spielfeld: { $points } Punkte.
      }
  }
check-listed = { $house ->
    [allowed] { $onBoard ->
        [yes] „{ $word }“ liegt auf dem Spielfeld und ist durch die Hausliste erlaubt.
       *[no] „{ $word }“ liegt nicht auf dem Spielfeld, ist aber durch die Hausliste erlaubt.
      }
   *[none] { $onBoard ->
        [yes] „{ $word }“ liegt auf dem Spielfeld und steht im Wörterbuch.
       *[no] „{ $word }“ liegt nicht auf dem Spielfeld, steht aber im Wörterbuch.
      }
  }
check-too-short = Außerdem ist es kürzer als die Mindestlänge.
word-list =
    .aria-label = Wörter auf dem Spielfeld
word-points-unit = { $points ->
    [one] {" "}Punkt
   *[other] {" "}Punkte
  }
word-details-head = { $letters ->
    [one] : { $letters } Buchstabe
   *[other] : { $letters } Buchstaben
  }{ $points ->
    [none] {""}
    [one] , { $points } Punkt
   *[other] , { $points } Punkte
  }
heat-description = Wörter durch jeden Würfel, Zeile für Zeile: { $lines }.
heat-row = Zeile { $row }: { $counts }
words-copy = Wörter kopieren
words-download = Als Text herunterladen
unspellable = { $count ->
    [one] { $dictionary } kann den Würfel { $tiles } nicht schreiben ({ $where }): Es werden keine Wörter aufgelistet.
   *[other] { $dictionary } kann die Würfel { $tiles } nicht schreiben ({ $where }): Es werden keine Wörter aufgelistet.
  }
unspellable-choose = { $count ->
    [one] Wähle { $dictionaries } unter „Wörterbuch und Hausregeln“ oder ändere den Würfel.
   *[other] Wähle { $dictionaries } unter „Wörterbuch und Hausregeln“ oder ändere die Würfel.
  }
unspellable-change = { $count ->
    [one] Ändere den Würfel.
   *[other] Ändere die Würfel.
  }
unspellable-this-dictionary = Dieses Wörterbuch
cell-position = Zeile { $row }, Spalte { $col }
