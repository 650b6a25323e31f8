# Play together: one round on every phone at the table, passed by QR code (issue 52).

together-button = Gemeinsam spielen
together-heading = Gemeinsam spielen
together-help = Alle anderen: Tippt auf „Spielfeld scannen“ und haltet die Kamera auf diesen Code, oder öffnet den Link. Jedes Handy bekommt dasselbe Spielfeld und dieselben Regeln, und die Runde beginnt auf allen zugleich.
together-qr-label = Der Code der Runde
together-link-label = Link zur Runde
together-copy = Link kopieren
together-copied = Der Link ist kopiert.
together-copy-failed = Kopiere den Link selbst aus dem Feld.
together-start-label = Beginnt in
together-start-seconds = { $seconds } Sekunden
together-hide = Code ausblenden
together-show = Code der Runde zeigen
together-when = Beginnt in { $time }, um { $at }
together-when-on = { $seconds ->
    [0] Läuft, ohne Uhr
   *[other] Läuft: noch { $time }
  }
together-starts-status = Die Runde beginnt in { $seconds } Sekunden, um { $at }.
together-go = Los! Die Runde hat begonnen.
together-joined-late = Die Runde hat vor { $ago } begonnen: Du spielst die restlichen { $time }.
together-past = Diese Runde ist um { $at } zu Ende gegangen. Trotzdem spielen, ohne Uhr?
together-past-untimed = Ohne Uhr spielen
together-past-skip = Nicht spielen
together-other-edition = { $dictionary } auf diesem Handy ist eine andere Ausgabe als die, mit der die Runde gemacht wurde: Ein Wort kann hier anders gewertet werden.
together-house-missing = Diese Runde spielt mit einer Hausliste, die dieses Handy nicht hat, daher kann ein Wort hier anders gewertet werden: Frag nach der Liste, oder wertet auf dem Handy der Gastgeberin oder des Gastgebers.
together-unread = Der Code der Runde konnte nicht gelesen werden
together-cannot-make = Die Runde konnte nicht erstellt werden
together-cover = Beginnt in { $time }
together-words-heading = Meine Wörter
together-words-help = Zeig diesen Code der Person, die die Runde wertet: Sie scannt ihn.
together-name-label = Dein Name
together-words-qr-label = Wörter von { $name }
together-words-summary = { $words ->
    [one] { $words } Wort auf der Liste der Runde
   *[other] { $words } Wörter auf der Liste der Runde
  }{ $off ->
    [0] .
    [one] , und { $off } nicht darauf: { $list }.
   *[other] , und { $off } nicht darauf: { $list }.
  }
together-words-text-label = Der Code als Text
together-words-failed = Aus deinen Wörtern konnte kein Code gemacht werden
together-next = Nächste Runde
together-next-status = Nächste Runde: Sie beginnt in { $seconds } Sekunden.
