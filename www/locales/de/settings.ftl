# Einstellungen: die Sprache, Wörterbuch und Hausregeln, eigene Listen, Definitionen offline.

settings-summary = Wörterbuch und Hausregeln
language-label = Sprache
language-auto = Die des Browsers
dict-label = Wörterbuch
dictionary-note = Wörterbuch: { $title }{ $words ->
    [0] {""}
   *[other] , { $words } Wörter
  }{ $house ->
    [yours] , mit deiner Hausliste
    [link] , mit einer Hausliste
   *[none] {""}
  }{ $fromLink ->
    [yes] {" "}(aus dem Link)
   *[no] {""}
  }.
own-lists-summary = Eigene Wortlisten
own-lists-help = Eine eigene Liste, ein Wort pro Zeile (eine Textdatei oder eingefügt): Sie wird auf diesem Gerät gelesen, in diesem Browser gespeichert und im Wörterbuch-Menü angeboten.
own-list-items =
    .aria-label = Deine Wortlisten
own-list-name-label = Name der Liste
own-list-name =
    .placeholder = z. B. Unsere Familienliste
own-list-language-label = Ihre Buchstaben sind die von
own-list-text-label = Wörter zum Einfügen
word-lines =
    .placeholder = ein Wort pro Zeile
own-list-add = Eingefügte Wörter hinzufügen
own-list-file-button = Datei wählen…
scoring-label = Punktwertung
qu-legend = Die Qu-Seite zählt als
qu-two = zwei Buchstaben
qu-one = ein Buchstabe
house-allow-label = Hausliste: auch erlauben
house-ban-label = Hausliste: nie erlauben
house-apply = Hausliste anwenden
house-import = Liste importieren…
defs-offline-keep = Alle Definitionen offline behalten
defs-offline-status = Sonst werden die Definitionen eines Buchstabens heruntergeladen, wenn zum ersten Mal auf ein Wort mit diesem Buchstaben getippt wird.
settings-kept = Die Einstellungen bleiben in diesem Browser. Ein geteilter Link enthält das Wörterbuch, die Regeln und die Hausliste (eine für einen Link zu lange Liste wird genannt, damit der Freund Bescheid weiß).
