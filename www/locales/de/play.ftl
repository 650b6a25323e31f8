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
