# Der Rahmen der Seite: Kopf, Meldungen, Start, Spielfeld und Werkzeuge, Hilfe, Fußzeile.

# This language's name in itself, in the settings' list of languages (the site build reads it).
language-name = Deutsch
app-title = Boggle-Löser
skip-link = Zu den Wörtern springen
install = Installieren
start-toggle = Neues Spielfeld
install-hint = So installierst du die App: Tippe in der Leiste des Browsers auf <strong>Teilen</strong> <span data-l10n-name="icon">(das Quadrat mit dem Pfeil)</span>, dann auf <strong>Zum Home-Bildschirm</strong>. Sie öffnet sich dann wie eine App und funktioniert offline.
install-hint-close = OK
mode-switch =
    .aria-label = Modus
mode-solve = Lösen
mode-play = Spielen
mode-score = Punkte zählen
mode-history = Verlauf

## Meldungen

status-starting = Wird vorbereitet…
update-note = Eine neue Version ist bereit.
update-reload = Neu laden
alert-dismiss = Schließen
alert-reload = Neu laden
failure = { $what }: { $reason }
status-ready-solve = Bereit: Spielfeld scannen, fotografieren oder eintippen.
status-ready = Bereit.
status-ready-score = Bereit: Spielfeld eingeben, dann die Wörter jedes Spielers.
status-restarting = Der Löser startet neu…
status-restarted = Der Löser wurde neu gestartet und ist wieder bereit.
status-unavailable = Der Löser ist nicht verfügbar.
alert-unavailable = Der Löser konnte nicht starten: { $reason }
status-offline-unavailable = Offline-Nutzung ist nicht verfügbar: { $reason }

## Start

start-lead = Gib ein Spielfeld ein und sieh alle Wörter darauf: Scanne das echte, wähle ein Foto davon oder tippe seine Buchstaben.
start-scan = Spielfeld scannen
start-photo = Foto wählen
start-type = Buchstaben tippen
start-random = Zufälliges Spielfeld
start-day = Spielfeld des Tages
start-play = Eine Partie spielen
game-label = Spiel
game-new = Boggle 4×4
game-classic = Boggle 4×4, Würfel von 1976
game-big = Big Boggle 5×5
game-big-2012 = Big Boggle 5×5, Würfel von 2012
game-super-big = Super Big Boggle 6×6
game-custom = Eigene Größe
rows-label = Zeilen
cols-label = Spalten
difficulty-label = Zufällige Spielfelder
difficulty-any = Beliebiger Wurf
difficulty-easy = Leicht: viele Wörter
difficulty-normal = Normal
difficulty-hard = Schwer: wenige Wörter
board-pasted-unread = Das eingefügte Spielfeld konnte nicht gelesen werden
board-too-big = { $what }: Spielfelder bis { $max }×{ $max } werden unterstützt (dieses hat { $rows }×{ $cols }).

## Das Spielfeld

board-heading = Spielfeld
timer =
    .aria-label = Verbleibende Zeit
play-score-start = 0 Punkte, 0 Wörter
grid =
    .aria-label = Spielfeld: ein Buchstabe pro Feld
cell-label = { $tile ->
    [empty] Zeile { $row }, Spalte { $col }: leer
    [blank] Zeile { $row }, Spalte { $col }: leere Seite
   *[letters] Zeile { $row }, Spalte { $col }: { $spelled }
  }
board-cover-resume = Weiter
tool-rotate = Drehen
tool-heat = Wärmekarte
tool-share = Teilen
tool-clear = Leeren
board-turned = { $turn ->
    [1] Das Spielfeld ist eine Vierteldrehung im Uhrzeigersinn gedreht.
    [2] Das Spielfeld steht auf dem Kopf.
    [3] Das Spielfeld ist eine Vierteldrehung gegen den Uhrzeigersinn gedreht.
   *[0] Das Spielfeld steht aufrecht.
  }
tile-keys =
    .aria-label = Besondere Würfelseiten für das gewählte Feld
tile-blank =
    .aria-label = Leere Seite
word-details =
    .aria-label = Das gewählte Wort
word-details-hint = Tippe auf ein Wort, um seinen Weg und seine Bedeutung zu sehen.

## Hilfe

board-help-summary = So gibst du ein Spielfeld ein
board-help-typing = Tippe in jedes Feld einen Buchstaben; der Cursor rückt weiter. Mit der Rücktaste, den Pfeiltasten und Tab bewegst du dich. <kbd>q</kbd> ist die <strong>Qu</strong>-Seite. Für Seiten mit zwei Buchstaben tippe <kbd>[th]</kbd> (auch <kbd>[an]</kbd> <kbd>[er]</kbd> <kbd>[he]</kbd> <kbd>[in]</kbd> <kbd>[qu]</kbd>) oder nutze die Tasten unter dem Spielfeld; <kbd>#</kbd> ist eine leere Seite.
board-help-photo = <strong>Spielfeld scannen</strong> liest das Spielfeld mit der Kamera: Halte das Handy über das Spielfeld, bis die Würfel umrandet sind; die Aufnahme geht von selbst. <strong>Foto wählen</strong> nimmt ein Bild aus deinen Fotos; am Computer kannst du auch eines auf die Seite ziehen oder einfügen. Das Foto bleibt mit dem gefundenen Raster sichtbar: Stimmt das Raster nicht oder wurde keines gefunden, ziehe seine vier Ecken auf das Spielfeld und lies es erneut. Unsichere Würfel sind markiert: Tippe auf einen, um ihn zu sehen und seinen Buchstaben zu wählen, oder auf „Alle stimmen“. Bilder werden auf diesem Gerät gelesen und nie verschickt.
board-help-paste = Oder füge ein ganzes Spielfeld in ein beliebiges Feld ein: Zeilen getrennt durch Leerzeichen, <code>/</code> oder Zeilenumbrüche (<code>alex/ande/ravi/erda</code>), oder alles am Stück bei einem quadratischen Spielfeld (<code>alexanderavierda</code>). Die Adresse der Seite enthält immer das Spielfeld: Du kannst sie als Lesezeichen speichern oder verschicken.

## Fußzeile

privacy-note = Funktioniert nach dem Laden offline. Nichts, was du tippst, fotografierst oder spielst, verlässt dieses Gerät. Die App fragt nur ihren eigenen Server, und nur nach ihren eigenen Dateien: nach einem Wörterbuch, wenn du es zum ersten Mal wählst (oder eine Herausforderung es verlangt), und nach den Definitionen der Wörter eines Anfangsbuchstabens, wenn du zum ersten Mal auf eines davon tippst. Der Server kann also sehen, welche Wörterbücher du genutzt und welche Anfangsbuchstaben du nachgeschlagen hast, aber nie die Wörter, das Spielfeld oder deine Partien.
credits-summary = Wortlisten und Danksagungen
credits-licences = Lizenztexte: <a data-l10n-name="scowl">SCOWL</a>, <a data-l10n-name="wordnet">WordNet</a>, <a data-l10n-name="gcide">GCIDE</a> (<a data-l10n-name="gpl">GPL 2</a>: die Dateien der Definitionen); die Listen der anderen Sprachen sind eigene Dateien unter eigenen Lizenzen: <span data-l10n-name="lists"></span>. Der Code der App steht unter der MIT-Lizenz.

## What the worker and its bridge say (protocol.js: SAID)

download-dictionary-offline = Das Wörterbuch { $name } konnte nicht heruntergeladen werden ({ $reason }): Beim ersten Mal braucht es eine Verbindung.
download-dictionary-http = Das Wörterbuch { $name } konnte nicht heruntergeladen werden (HTTP { NUMBER($status, useGrouping: 0) }).
download-definitions-offline = Die Definitionen konnten nicht heruntergeladen werden ({ $reason }): Beim ersten Mal braucht es eine Verbindung.
download-definitions-http = Die Definitionen konnten nicht heruntergeladen werden (HTTP { NUMBER($status, useGrouping: 0) }).
dictionary-damaged = Die Datei des Wörterbuchs { $name } ist beschädigt ({ $reason }).
photo-reader-unloaded = Der Fotoleser konnte nicht geladen werden ({ $reason }). Das Spielfeld eintippen geht weiterhin.
together-unloaded = „Gemeinsam spielen“ konnte nicht geladen werden ({ $reason }). Allein spielen geht weiterhin.
qr-reader-unloaded = Der QR-Code-Leser konnte nicht geladen werden ({ $reason }).
start-wasm-failed = der Löser (WebAssembly) konnte nicht geladen werden: { $reason }
start-dictionary-unloaded = das Wörterbuch konnte nicht heruntergeladen werden ({ $reason })
start-dictionary-damaged = die Wörterbuchdatei ist beschädigt ({ $reason })
no-module-workers = Dieser Browser kann keine Modul-Worker ausführen, die der Löser braucht. Bitte aktualisieren Sie ihn (jedes aktuelle Chrome, Edge, Firefox oder Safari geht).
solver-crashed = Der Löser wurde unerwartet beendet ({ $reason }) und neu gestartet.
solver-timeout = Der Löser brauchte länger als { $seconds } s ({ $doing ->
        [solve] Lösen des Spielfelds
        [solveEach] Lösen des Spielfelds
        [check] Prüfen eines Worts
        [ruling] Prüfen eines Worts
        [judge-round] Bewerten der Listen
        [hints] Zählen der Wörter
        [lookup] Nachschlagen eines Worts
        [parse] Lesen eines Spielfelds
        [random] Würfeln eines Spielfelds
        [random-to-order] Würfeln eines Spielfelds dieser Schwierigkeit
        [board-of-the-day] Suchen des Spielfelds des Tages
        [rules] Nachschlagen der Regeln
        [build-list] Erstellen Ihrer Wortliste
        [keep-list] Laden Ihrer Wortliste
        [recognize-image] Lesen des Fotos
        [photo-size] Lesen des Fotos
        [recognize-pixels] Lesen des Fotos
        [recognize-marked] Lesen des Fotos innerhalb der Ecken
        [find-grid] Suchen des Spielfelds im Kamerabild
        [read-codes] Lesen eines QR-Codes im Kamerabild
       *[other] { $doing }
    }) und wurde neu gestartet. Ihr Spielfeld und Ihre gefundenen Wörter bleiben erhalten.
solver-keeps-failing = Der Löser fällt immer wieder aus; bitte laden Sie die Seite neu.
