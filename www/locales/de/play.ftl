# Spielen: eine Runde allein auf Zeit, ihr Ende und ihre Wörter.

play-heading = Spielen
round-legend = Runde
round-minutes = { $minutes } Min.
round-untimed = Ohne Uhr
play-new = Partie starten
play-day = Das Spielfeld des Tages spielen
play-help = Finde so viele Wörter wie möglich, bevor die Zeit abläuft: Fahre mit dem Finger (oder der Maus) über benachbarte Würfel oder tippe. Das oben gewählte Spiel bestimmt die Würfel und die Mindestlänge der Wörter, „Zufällige Spielfelder“, wie viele Wörter ein neues Spielfeld hat. Das Spielfeld des Tages ist heute für alle dasselbe.
play-pause = Pause
play-reveal = Ein Wort verraten
play-stop = Jetzt beenden
play-word-label = Oder tippe ein Wort
play-word-submit = Eingeben
play-progress-heading = Gefunden nach Länge
play-heat = Tipp: Wörter durch jeden Würfel
play-your-words = Deine Wörter
found-list =
    .aria-label = Wörter, die du gefunden hast
play-replay = Dieses Spielfeld nochmal
play-again = Neues Spielfeld
play-share = Ergebnis teilen
play-challenge-link = Einen Freund herausfordern
play-solve = Lösung zeigen
play-share-text = Text zum Teilen
play-found-heading = Gefundene Wörter
play-missed-heading = Verpasste Wörter
play-alarm = Ton und Vibration, wenn die Zeit um ist

## Eine laufende Runde (play.js, play-clock.js, play-words.js)

play-last-minute = Noch eine Minute.
play-board-unshown = Das Spielfeld der Partie konnte nicht angezeigt werden
play-cannot-start = Die Partie konnte nicht beginnen
play-game-on = { $seconds ->
    [0] Los geht’s, ohne Uhr: Finde Wörter mit mindestens { $minLen } Buchstaben. Fahre über die Würfel oder tippe.
   *[other] Los geht’s: { $time }, um Wörter mit mindestens { $minLen } Buchstaben zu finden. Fahre über die Würfel oder tippe.
  }
play-kept-unshown = Das Spielfeld der gespeicherten Partie konnte nicht angezeigt werden
play-kept-unrestored = Die gespeicherte Partie konnte nicht wiederhergestellt werden
play-paused-kept = { $seconds ->
    [0] Deine Partie ist nach { $time } pausiert.
   *[other] Deine Partie ist pausiert, noch { $time } übrig.
  }
play-paused = { $seconds ->
    [0] Pausiert nach { $time }.
   *[other] Pausiert, noch { $time } übrig.
  }
play-resume = Weiter
play-cover-paused = { $seconds ->
    [0] Pausiert (ohne Uhr).
   *[other] Pausiert: noch { $time } übrig.
  }
play-going-again = { $seconds ->
    [0] Weiter geht’s.
   *[other] Weiter geht’s: noch { $time } übrig.
  }
play-time-is-up = Die Zeit ist um.
play-you-ended = { $seconds ->
    [0] Du hast die Partie beendet.
   *[other] Du hast die Partie mit { $time } Restzeit beendet.
  }
play-timer-left = Restzeit
play-timer-played = Gespielte Zeit (ohne Uhr)
play-score = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }, { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
  }
play-already = „{ $word }“: schon gefunden.
play-unchecked-typed = „{ $word }“ konnte nicht geprüft werden; drücke Enter, um es noch einmal zu versuchen.
play-unchecked-swiped = „{ $word }“ konnte nicht geprüft werden; fahre es noch einmal nach, um es erneut zu versuchen.
play-too-short = „{ $word }“: zu kurz (mindestens { $minLen } Buchstaben).
play-banned = „{ $word }“: durch die Hausliste verboten.
play-not-a-word = „{ $word }“: kein Wort.
play-gave-up = „{ $word }“: zu viele Wege, es auf diesem Spielfeld zu suchen; nicht gezählt.
play-not-on-board = „{ $word }“: nicht auf dem Spielfeld.
play-scored = { $points ->
    [one] „{ $word }“: +{ $points } Punkt.
   *[other] „{ $word }“: +{ $points } Punkte.
  }
play-found-points = +{ $points }
play-found-revealed = (verraten)
play-nothing-left = Alle Wörter sind gefunden: Es gibt nichts mehr zu verraten.
play-revealed = Verraten: „{ $word }“ (ohne Punkte).
play-leave-title = Die Partie verlassen?
play-leave-message = Die Partie wird pausiert und gespeichert: Komm zurück zu Spielen, um sie zu beenden.
play-leave = Pausieren und verlassen
play-keep-playing = Weiterspielen

## Die Partie eines Herausforderungslinks (play-challenge.js)

play-start-challenge = Herausforderung starten
play-challenge-unshown = Das Spielfeld der Herausforderung konnte nicht angezeigt werden
play-challenge-intro = Eine Herausforderung: dasselbe { $rows }×{ $cols }-Spielfeld für alle,
play-challenge-terms = { $seconds ->
    [0] ohne Uhr: Sie endet, wenn du es sagst
   *[other] { $time } auf der Uhr
  }{ $minLen ->
    [0] .
   *[other] , Wörter mit mindestens { $minLen } Buchstaben.
  }
play-challenge-to-beat = Zu schlagen: { $score }.
play-challenge-to-beat-named = Zu schlagen: { $score } ({ $name }).
play-challenge-dictionary = Wörterbuch: { $dictionary }.
play-sender-list = { $words ->
    [one] „{ $title }“, die eigene Wortliste des Absenders ({ $words } Wort)
   *[other] „{ $title }“, die eigene Wortliste des Absenders ({ $words } Wörter)
  }
play-sender-list-unnamed = eine eigene Wortliste des Absenders
play-start = Start
play-hidden-until-start = Das Spielfeld bleibt verdeckt, bis du startest.
play-try-again = Noch einmal versuchen
play-challenge-on-list = Eine Herausforderung mit { $list },
play-challenge-no-list = Sie kann nicht beginnen: Dieses Gerät hat diese Liste nicht. Eine Herausforderung ist nur mit der Liste fair, die sie nennt, darum wartet sie: Lass dir die Datei der Liste schicken, füge sie unter Eigene Wortlisten (Wörterbuch und Hausregeln) hinzu und versuche es dann noch einmal.
play-waiting-list = Warte auf die eigene Wortliste des Absenders.
play-list-missing = Die Wortliste der Herausforderung, { $list }, ist nicht auf diesem Gerät.
play-challenge-on-dictionary = Eine Herausforderung mit dem Wörterbuch { $dictionary },
play-challenge-not-downloaded = Sie kann noch nicht beginnen: Das Wörterbuch { $dictionary } konnte nicht heruntergeladen werden. Es braucht einmal eine Verbindung, danach funktioniert es offline. Eine Herausforderung ist nur mit dem Wörterbuch fair, das sie nennt, darum wartet sie: Verbinde dich und versuche es dann noch einmal.
play-challenge-not-loaded = Sie kann noch nicht beginnen: Das Wörterbuch { $dictionary } konnte nicht geladen werden ({ $reason }). Eine Herausforderung ist nur mit dem Wörterbuch fair, das sie nennt, darum wartet sie: Verbinde dich und versuche es dann noch einmal.
play-waiting-dictionary = Warte auf das Wörterbuch { $dictionary }.
play-dictionary-not-downloaded = Das Wörterbuch der Herausforderung, { $dictionary }, konnte nicht heruntergeladen werden.
play-dictionary-not-loaded = Das Wörterbuch der Herausforderung, { $dictionary }, konnte nicht geladen werden.

## Das Ende einer Partie (play-end.js)

play-over-time = Die Zeit ist um!
play-over-ended = Partie beendet.
play-result = Du hast { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } von { $max } möglichen erzielt und { $found } von { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörtern
  } gefunden{ $revealed ->
    [0] .
   *[other] {" "}(dazu { $revealed } verraten).
  }
play-beat = Du hast die { $score } der Herausforderung geschlagen.
play-tied = Du hast die { $score } der Herausforderung eingestellt.
play-not-quite = Knapp daneben: Die Herausforderung hatte { $score }.
play-first-best = { $points ->
    [one] Deine erste { $rows }×{ $cols }-Partie auf diesem Gerät: { $points } Punkt ist die Bestmarke, die es zu schlagen gilt.
   *[other] Deine erste { $rows }×{ $cols }-Partie auf diesem Gerät: { $points } Punkte sind die Bestmarke, die es zu schlagen gilt.
  }
play-new-best = Ein neuer persönlicher Rekord für { $rows }×{ $cols }! (Bisher { $before }.)
play-best-is = { $points ->
    [one] Dein Rekord für { $rows }×{ $cols } ist { $points } Punkt.
   *[other] Dein Rekord für { $rows }×{ $cols } ist { $points } Punkte.
  }
play-not-kept = Diese Partie wird nicht im Verlauf gespeichert: { $reason }.
play-group-heading = { $letters } Buchstaben ({ $words })
play-group-label = { $list }: { $letters } Buchstaben
play-share-head = Boggle { $rows }×{ $cols }, { $seconds ->
    [0] ohne Uhr
   *[other] { $minutes ->
        [0] { $seconds } s
       *[other] { $minutes } Min.
      }
  }, { $dictionary }, mindestens { $minLen } Buchstaben
play-share-score = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } von { $max }, { $found } von { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörtern
  }
play-share-lengths = (Buchstaben: { $lengths })
play-share-link = Spiel dasselbe Spielfeld: { $link }
play-challenge-text = { $points ->
    [one] Schaffst du mehr als { $points } Punkt auf diesem Boggle-Spielfeld? { $link }
   *[other] Schaffst du mehr als { $points } Punkte auf diesem Boggle-Spielfeld? { $link }
  }
play-share-challenge-title = Eine Boggle-Herausforderung
play-share-title = Meine Boggle-Partie
play-shared = Geteilt.
play-copied = Kopiert: Füge es in eine Nachricht ein.
play-copy-failed = Kopieren nicht möglich: Markiere den Text unten und kopiere ihn.

## Spielfelder nach Wunsch und Links (board-order.js, share-link.js)

order-said = { $difficulty ->
    [easy] { $words ->
        [one] Ein leichtes Spielfeld: { $words } Wort in diesem Wörterbuch.
       *[other] Ein leichtes Spielfeld: { $words } Wörter in diesem Wörterbuch.
      }
    [hard] { $words ->
        [one] Ein schweres Spielfeld: { $words } Wort in diesem Wörterbuch.
       *[other] Ein schweres Spielfeld: { $words } Wörter in diesem Wörterbuch.
      }
   *[normal] { $words ->
        [one] Ein normales Spielfeld: { $words } Wort in diesem Wörterbuch.
       *[other] Ein normales Spielfeld: { $words } Wörter in diesem Wörterbuch.
      }
  }
order-day-sentence = Spielfeld des Tages, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }).
order-day-note = Spielfeld des Tages, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }): heute für alle dasselbe Spielfeld.
order-no-day-size = Es gibt ein Spielfeld des Tages für die Größe jedes Spiels, nicht für { $rows }×{ $cols }: Wähle ein Spiel
order-needs-game = Zufällige Spielfelder werden mit den Würfeln eines echten Spiels gewürfelt: Wähle ein anderes Spiel als Eigene Größe.
order-rolling = Ein Spielfeld dieser Schwierigkeit wird gewürfelt…
order-random-unshown = Das zufällige Spielfeld konnte nicht angezeigt werden
order-no-random = Kein zufälliges Spielfeld
order-finding-day = Das Spielfeld des Tages wird gesucht…
order-day-unshown = Das Spielfeld des Tages konnte nicht angezeigt werden
order-no-day = Kein Spielfeld des Tages
link-board-too-long = Das Spielfeld in der Adresse ist zu lang für ein Spielfeld ({ $length } Zeichen; ein 8×8-Spielfeld braucht weniger als 300).
link-board-unread = Das Spielfeld in der Adresse konnte nicht gelesen werden
link-scoring-refused = die Punktwertung „{ $scoring }“ des Links gibt es in dieser App nicht, deshalb gilt deine
link-fill-first = Fülle zuerst das Spielfeld: Der Link enthält ein ganzes Spielfeld.
link-share-title = Boggle-Spielfeld
link-copied = Link kopiert: Er öffnet dieses Spielfeld, gelöst.
link-copy-yourself = Um dieses Spielfeld zu teilen, kopiere die Adresse der Seite: { $url }
