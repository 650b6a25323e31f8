# Verlauf: gespielte Partien, Bestleistungen, Export und Import.

history-heading = Verlauf
history-bests-heading = Persönliche Bestleistungen (Einzelpartien)
history-games-heading = Partien
history-list =
    .aria-label = Gespielte Partien
history-export = Exportieren (JSON)
history-import = Importieren
history-clear = Alles löschen
