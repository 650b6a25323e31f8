# Historique : parties jouées, records, export et import.

history-heading = Historique
history-bests-heading = Records personnels (parties en solo)
history-games-heading = Parties
history-list =
    .aria-label = Parties jouées
history-export = Exporter (JSON)
history-import = Importer
history-clear = Tout effacer
