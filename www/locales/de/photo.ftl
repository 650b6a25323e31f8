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
