# Jouer : une manche chronométrée en solo, sa fin et ses mots.

play-heading = Jouer
round-legend = Manche
round-minutes = { $minutes } min
round-untimed = Sans chrono
play-new = Commencer une partie
play-day = Jouer la grille du jour
play-help = Trouvez le plus de mots possible avant la fin du temps : faites glisser un doigt (ou la souris) sur des dés qui se touchent, ou tapez. Le jeu choisi plus haut fixe les dés et la longueur minimale des mots, et « Grilles au hasard » le nombre de mots d’une nouvelle grille. La grille du jour est la même pour tout le monde aujourd’hui.
play-pause = Pause
play-reveal = Révéler un mot
play-stop = Terminer
play-word-label = Ou tapez un mot
play-word-submit = Valider
play-progress-heading = Trouvés par longueur
play-heat = Indice : mots passant par chaque dé
play-your-words = Vos mots
found-list =
    .aria-label = Mots que vous avez trouvés
play-replay = Rejouer cette grille
play-again = Nouvelle grille
play-share = Partager le résultat
play-challenge-link = Défier un ami
play-solve = Voir la solution
play-share-text = Texte à partager
play-found-heading = Mots trouvés
play-missed-heading = Mots manqués
play-alarm = Son et vibration à la fin du temps
