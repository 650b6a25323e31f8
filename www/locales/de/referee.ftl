# Der Wortschiedsrichter und die Definitionen: das Urteil über ein angetipptes Wort, seine Listen, sein Weg, seine Bedeutung.

referee-cell = { $tile } in Zeile { $row }, Spalte { $col }
referee-counts = Zählt: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }.
referee-too-short = Zählt nicht: zu kurz ({ $letters ->
    [one] { $letters } Buchstabe
   *[other] { $letters } Buchstaben
  }; es zählen { $minLen } und mehr).
referee-banned = Zählt nicht: durch die Hausliste verboten.
referee-the-dictionary = dem Wörterbuch
referee-not-a-word = { $house ->
    [listed] Zählt nicht: nicht in { $list }.
   *[none] Zählt nicht: weder in { $list } noch in der Hausliste.
  }
referee-not-on-board-verdict = Zählt nicht: nicht auf dem Spielfeld.
referee-gave-up = Zählt nicht: Es konnte auf diesem Spielfeld nicht gesucht werden (zu viele Wege).
referee-worth = Seine Länge brächte { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }.
referee-path = Auf dem Spielfeld, ab dem { $cell }: { $path }.
referee-not-on-board = Nicht auf dem Spielfeld: { $why }.
referee-missing = kein Würfel zeigt { $missing }
referee-inside-face = das Spielfeld hat { $letter } nur in { $faces }
referee-too-few = es braucht { $needs }-mal { $letter }, das Spielfeld hat es { $has ->
    [0] gar nicht
    [1] nur einmal
   *[other] nur { $has }-mal
  }
referee-tile-twice = es lässt sich nur legen, wenn das { $cell } zweimal benutzt wird
referee-not-connected = seine Buchstaben sind da, aber nicht in seiner Reihenfolge nebeneinander
referee-search-gave-up = zu viele Wege: Die Suche wurde abgebrochen
referee-list = { $held ->
    [yes] In { $list }
   *[no] Nicht in { $list }
  }{ $inUse ->
    [yes] {" "}(in Gebrauch)
   *[no] {""}
  }
referee-not-held = { $list }: noch nicht heruntergeladen (einmal wählen, um hier nachzusehen)
referee-house-say = { $say ->
    [allowed] Durch deine Hausliste erlaubt
   *[banned] Durch deine Hausliste verboten
  }
referee-lists = Wortlisten
referee-house = Unsere Hausliste
referee-allow = Bei uns erlauben
referee-unallow = Nicht mehr erlauben
referee-ban = Bei uns verbieten
referee-unban = Nicht mehr verbieten
definition-looking = Wird nachgeschlagen…
definition-english-only = Keine Definition: Die App hat Definitionen nur auf Englisch (WordNet und GCIDE), noch keine in der Sprache dieses Wörterbuchs. „{ $word }“ steht in seiner Wortliste.
definition-failed = Die Definition konnte nicht geladen werden: { $reason }
definition-none = Keine Definition von „{ $word }“ in WordNet oder GCIDE, auch nicht von einem Wort, dessen Form es ist (in der Wortliste steht es trotzdem).
definition-form-of = Eine Form von „{ $word }“:
definition-source = Quelle: { $source }
