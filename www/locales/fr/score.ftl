# Compter les points : une manche jouée à table, la liste de chaque joueur jugée.

score-heading = Compter les points
score-help = Après une manche à table : entrez la grille (scan, photo ou clavier), puis les mots de chaque joueur. Chaque mot est vérifié pendant la frappe ; les mots présents sur deux listes s’annulent.
score-result-heading = Classement
score-caption = Scores
score-player = Joueur
score-round = Cette manche
score-total = Total
score-players =
    .aria-label = Joueurs
score-add = Ajouter un joueur
score-missed-heading = Les meilleurs mots que personne n’a trouvés
score-missed =
    .aria-label = Mots que personne n’a trouvés
score-missed-all = Tout afficher
score-next = Garder cette manche, grille suivante
score-reset = Nouvelle partie
