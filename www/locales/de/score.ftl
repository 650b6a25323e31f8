# Punkte zählen: eine Runde am Tisch, die Liste jedes Spielers bewertet.

score-heading = Punkte zählen
score-help = Nach einer Runde am Tisch: Gib das Spielfeld ein (scannen, Foto oder tippen), dann die Wörter jedes Spielers. Jedes Wort wird beim Tippen geprüft; Wörter, die auf zwei Listen stehen, werden gestrichen.
score-result-heading = Spielstand
score-caption = Punkte
score-player = Spieler
score-round = Diese Runde
score-total = Gesamt
score-players =
    .aria-label = Spieler
score-add = Spieler hinzufügen
score-missed-heading = Die besten Wörter, die niemand gefunden hat
score-missed =
    .aria-label = Wörter, die niemand gefunden hat
score-missed-all = Alle zeigen
score-next = Runde behalten, nächstes Spielfeld
score-reset = Neues Spiel

## Die Liste jedes Spielers und ihre Bewertung (game-score.js)

score-name-label = Name
score-remove = Entfernen
score-words-label = Wörter (eins pro Zeile oder durch Leerzeichen oder Kommas getrennt)
score-judged-label = Bewertete Wörter
score-player-n = Spieler { $n }
score-remove-player = { $name } entfernen
score-remove-title = { $name } entfernen?
score-remove-message = Die Wörter und Punkte werden gelöscht.
score-cancel = Abbrechen
score-why-counts = zählt
score-why-cancelled = gestrichen: steht auch auf der Liste von { $names }
score-why-repeated = doppelt aufgeschrieben: einmal gezählt
score-why-too-short = zu kurz (mindestens { $minLen } Buchstaben)
score-why-banned = durch die Hausliste verboten
score-why-not-a-word = kein Wort
score-why-not-on-board = nicht auf dem Spielfeld
score-why-gave-up = konnte auf diesem Spielfeld nicht gesucht werden
score-on-list = Auf der Liste von { $name }: { $verdict }
score-board-first = Gib zuerst das Spielfeld ein (scanne es, wähle ein Foto oder tippe es), dann die Wörter jedes Spielers.
score-unjudged = Die Listen konnten nicht bewertet werden.
score-judge-failed = Die Listen konnten nicht bewertet werden
score-player-score = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } aus { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörtern
  }{ $out ->
    [0] .
   *[other] ; { $out } nicht gezählt.
  }
score-scan = Spieler scannen
score-scan-read = { $name }: { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
  } gelesen. Scanne den nächsten Spieler oder schließe die Kamera.
score-scan-replaced = { $name }: { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
  } erneut gelesen, anstelle der früheren.
score-scan-refused = Nicht gelesen:
score-scan-not-words = Das sind nicht die Wörter eines Spielers: Scanne den Code „Meine Wörter“, den jedes Handy am Ende der Runde zeigt.
score-scan-no-round = Auf diesem Handy gibt es keine gemeinsam gespielte Runde zum Auswerten: Spieler scannen geht auf dem Handy, das die Runde mit „Gemeinsam spielen“ erstellt hat.
score-scan-full = Es ist kein Platz für einen weiteren Spieler.
score-player-absent = abwesend (keine Wörter gescannt)
score-no-points = Noch keine Punkte: { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
  } auf diesem Spielfeld (höchstens { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }).
score-leads = { $points ->
    [one] { $name } führt mit { $points } Punkt.
   *[other] { $name } führt mit { $points } Punkten.
  }
score-tie = { $points ->
    [one] { $names } liegen gleichauf mit { $points } Punkt.
   *[other] { $names } liegen gleichauf mit { $points } Punkten.
  }
score-after-rounds = Nach { $rounds } Runden
score-missed-count = Die besten Wörter, die niemand gefunden hat (insgesamt { $missed })
score-missed-count-stopped = Die besten Wörter, die niemand gefunden hat (insgesamt { $missed }; die Suche hat früh aufgehört, es kann mehr geben)
score-all-found = Jedes Wort auf dem Spielfeld wurde gefunden!
score-all-listed = Jedes Wort, das die Suche gefunden hat, steht auf einer Liste (sie hat früh aufgehört: Es kann mehr geben).
score-show-best = Nur die besten zeigen
score-show-all = Alle { $missed } zeigen
score-not-kept = Diese Runde wird nicht im Verlauf gespeichert: { $reason }.
score-round-kept = Runde { $round } gespeichert. Gib das nächste Spielfeld ein, dann die neuen Listen.
score-new-title = Eine neue Partie beginnen?
score-new-message = Die Listen und die laufenden Summen werden gelöscht; die Namen bleiben. Gewertete Runden bleiben im Verlauf.
score-doubts-title = { $count ->
    [one] Ein Würfel ist noch zu prüfen
   *[other] { $count } Würfel sind noch zu prüfen
  }
score-doubts-message = Die Erkennung war sich bei { $count ->
    [one] einem Würfel
   *[other] { $count } Würfeln
  } dieses Spielfelds nicht sicher, und ein falsch gelesener Würfel ändert, welche Wörter zählen, und die Punkte im Verlauf.
score-doubts-keep = So behalten
score-doubts-check = Würfel prüfen

## The standings to every phone (score-standings.js) and the comparison a phone shows (standings-view.js)
score-absent = abwesend
score-show-code = Spielstand zeigen
score-code-heading = Der Spielstand für alle Handys
score-code-help = Alle anderen: Tippt auf „Spielfeld scannen“ und richtet die Kamera auf diesen Code. Jedes Handy zeigt den ganzen Vergleich und behält ihn im Verlauf.
score-code-text-label = Der Spielstand als Text
score-code-copy = Code kopieren
score-code-hide = Code ausblenden
score-code-qr-label = Der Code des Spielstands
score-code-summary = { $players ->
    [one] Ein Spieler
   *[other] { $players } Spieler
  }, nach { $rounds ->
    [one] einer Runde
   *[other] { $rounds } Runden
  }.
score-code-failed = Der Code des Spielstands konnte nicht erstellt werden
score-code-copied = Der Code ist kopiert.
score-code-copy-failed = Kopiere den Code selbst aus dem Feld.
compare-title = Die Runde im Vergleich
compare-close = Schließen
compare-board = Spielfeld: { $board }
compare-no-points = Noch hat niemand einen Punkt.
compare-found = Gefundene Wörter
compare-you = { $name } (du)
compare-not-me = Dieses Handy hat als { $name } gespielt, und { $name } ist nicht unter diesen Spielern: Die Wörter werden für alle gezeigt.
compare-no-name = Dieses Handy hat noch keinen Spielernamen: Die Wörter werden für alle gezeigt.
compare-with-heading = Die Wörter, die du und { $name } gefunden habt
compare-only-me-heading = Die Wörter, die nur du gefunden hast
compare-only-heading = Die Wörter, die nur { $name } gefunden hat
compare-everyone-heading = Die Wörter, die alle gefunden haben
compare-none = Keine.
compare-kept = Der Vergleich ist im Verlauf gespeichert.
compare-nobody = Niemand hat diese Runde gespielt: Es gibt nichts für den Verlauf.
compare-not-kept = Der Vergleich ist nicht im Verlauf gespeichert: { $reason }.
compare-no-round = Das ist der Spielstand einer Runde, aber dieses Handy hat noch keine Runde gemeinsam gespielt: Öffne zuerst den Code der Runde („Spielfeld scannen“) und spiele sie auf diesem Handy.
compare-other-round = Dieser Spielstand gehört zu einer anderen Runde als der, die dieses Handy gemeinsam gespielt hat.
compare-failed = Der Spielstand konnte nicht gelesen werden:
