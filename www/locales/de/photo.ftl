# Fotos: die Kamera, die Ansicht eines Fotos, seine Ecken, die gelesenen Würfel.

camera-title = Spielfeld scannen
camera-capture = Aufnehmen
camera-close = Abbrechen
doubts-accept = Alle stimmen
photo-review-heading = Das Foto
photo-advice =
    .aria-label = Tipps für ein neues Foto
photo-image =
    .alt = Das Foto des Spielfelds
corner-help = Ziehe die vier runden Griffe auf die äußeren Ecken des Würfelrasters, oder wähle einen aus und bewege ihn mit den Pfeiltasten (mit Umschalt schneller). Dann wähle die Größe und lies.
corner-size-label = Größe des Spielfelds
corner-size-custom = Zeilen × Spalten
corner-read = Innerhalb der Ecken lesen
photo-unfold = Foto zeigen
photo-fix = Raster korrigieren
photo-another = Anderes wählen
photo-type = Eintippen
scan-tiles-summary = Was die Erkennung gesehen hat
scan-tiles-help = Jeder Würfel, wie die Buchstabenerkennung ihn gesehen hat, mit dem, was sie gelesen hat, und wie sicher sie war.

# Was die Kamera gerade tut, und warum sie nicht genutzt werden kann.
photo-too-large = Dieses Bild ist { $size } MB groß; Bilder bis { $max } MB können gelesen werden.
camera-unsupported = Dieser Browser gibt hier keinen Zugriff auf eine Kamera. Wähle ein Foto mit „Foto wählen“ oder tippe das Spielfeld ein.
camera-refused = Der Zugriff auf die Kamera wurde verweigert. Du kannst trotzdem ein Foto mit „Foto wählen“ nehmen oder das Spielfeld eintippen.
camera-missing = Es wurde keine Kamera gefunden. Du kannst ein Foto mit „Foto wählen“ nehmen oder das Spielfeld eintippen.
camera-busy = Die Kamera wird von einer anderen App benutzt. Schließe sie und versuch es noch einmal, oder nimm „Foto wählen“.
camera-failed = Die Kamera konnte nicht gestartet werden ({ $reason }). Nimm „Foto wählen“ oder tippe das Spielfeld ein.
camera-loading = Die Fotoerkennung wird geladen…
camera-point = Richte die Kamera von oben auf das Spielfeld, sodass jeder Würfel zu sehen ist.
camera-found = { $rows }×{ $cols }-Spielfeld gefunden. Stillhalten…
camera-reading = Die Würfel werden gelesen…
camera-retry = Versuch es noch einmal oder tippe auf „Aufnehmen“.
camera-point-code = Richte die Kamera auf den Code „Meine Wörter“ auf dem Handy des Spielers.
camera-code-foreign = Dieser QR-Code ist keine Boggle-Runde. Richte die Kamera auf das Spielfeld oder auf den Code einer Runde.
camera-code-closer = Ein Code ist im Bild, aber zu klein oder unscharf zum Lesen: Halte das Handy näher und ruhig.
camera-title-player = Spieler scannen

# Das Foto auf dem Bildschirm.
photo-reading = Das Foto wird gelesen…
photo-read = Ein { $rows }×{ $cols }-Spielfeld wurde aus dem Foto gelesen. Sein Raster ist auf dem Foto eingezeichnet: Liegt es nicht auf den Würfeln, korrigiere das Raster.
photo-read-status = Ein { $rows }×{ $cols }-Spielfeld wurde aus dem Foto gelesen{ $count ->
    [0] {""}
    [one] ; { $count } Würfel ist zu prüfen
   *[other] ; { $count } Würfel sind zu prüfen
  }.
photo-unread = Das Foto konnte nicht gelesen werden: { $reason }
photo-unread-status = Das Foto konnte nicht gelesen werden.
photo-mark-corners = Ziehe die vier Ecken auf die äußeren Ecken des Würfelrasters, wähle die Größe und lies es.
photo-reading-marked = Das { $rows }×{ $cols }-Spielfeld innerhalb der Ecken wird gelesen…
photo-marked-unread = Das Spielfeld innerhalb der Ecken konnte nicht gelesen werden: { $reason }
photo-type-board = Tippe das Spielfeld ein: ein Buchstabe pro Feld.
photo-path = „{ $word }“ auf dem Foto: { $path }.
photo-path-step = { $tile } (Zeile { $row }, Spalte { $col })

# Die Eckgriffe (ihr Name, dann wo jeder liegt).
corner-top-left = Linke obere Ecke des Rasters
corner-top-right = Rechte obere Ecke des Rasters
corner-bottom-right = Rechte untere Ecke des Rasters
corner-bottom-left = Linke untere Ecke des Rasters
corner-handle = { $where }: { $across } % von links, { $down } % von oben

# Die zu prüfenden Würfel, und was die Erkennung gesehen hat.
doubts-marked = { $count ->
    [one] { $count } Würfel markiert
   *[other] { $count } Würfel markiert
  }: Tippe auf einen, um den Würfel im Foto zu sehen und zu wählen.
doubts-accepted = { $count ->
    [one] { $count } markierter Würfel wie gelesen übernommen.
   *[other] { $count } markierte Würfel wie gelesen übernommen.
  }
doubts-all-checked = Alle markierten Würfel sind geprüft.
tile-check-title = Zeile { $row }, Spalte { $col }: als { $tile } gelesen, zu { $sure } % sicher. Ist es…
tile-check-title-unread = Zeile { $row }, Spalte { $col }: nicht lesbar. Ist es…
tile-choice-likely = wahrscheinlich
tile-choice-as-read = wahrscheinlich, so gelesen
tile-choice-type = Tippen
tile-choice-type-where = den Buchstaben in Zeile { $row }, Spalte { $col }
tile-check-die = Der Würfel in Zeile { $row }, Spalte { $col } im Foto, vergrößert
scan-trace = Gefunden { $where ->
    [whole] im ganzen Foto
    [quarters] in einem Viertel des Fotos, vergrößert
    [enlarged] im vergrößerten Foto
    [closer] bei genauerem Hinsehen
    [closer-again] bei einem zweiten genaueren Hinsehen
    [moved-corners] durch Verschieben des Rasters auf die Würfel
    [turned] im um 45 Grad gedrehten Foto
    [marked] innerhalb der markierten Ecken
   *[other] im Foto
  }, nach { $count ->
    [one] { $count } gelesenen Raster
   *[other] { $count } gelesenen Rastern
  }.
scan-tile-read = { $tile } { $sure } %
scan-tile-unread = nicht lesbar
scan-tile-label = Zeile { $row }, Spalte { $col }: gelesen { $what }
