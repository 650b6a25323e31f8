# Punkte zählen: eine Runde am Tisch, die Liste jedes Spielers bewertet.

score-heading = Punkte zählen
score-help = Nach einer Runde am Tisch: Gib das Spielfeld ein (scannen, Foto oder tippen), dann die Wörter jedes Spielers. Jedes Wort wird beim Tippen geprüft; Wörter, die auf zwei Listen stehen, werden gestrichen.
score-result-heading = Spielstand
score-caption = Punkte
score-player = Spieler
score-round = Diese Runde
score-total = Gesamt
score-players =
    .aria-label = Spieler
score-add = Spieler hinzufügen
score-missed-heading = Die besten Wörter, die niemand gefunden hat
score-missed =
    .aria-label = Wörter, die niemand gefunden hat
score-missed-all = Alle zeigen
score-next = Runde behalten, nächstes Spielfeld
score-reset = Neues Spiel
