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

## La liste de chaque joueur et son jugement (game-score.js)

score-name-label = Nom
score-remove = Retirer
score-words-label = Mots (un par ligne, ou séparés par des espaces ou des virgules)
score-judged-label = Mots jugés
score-player-n = Joueur { $n }
score-remove-player = Retirer { $name }
score-remove-title = Retirer { $name } ?
score-remove-message = Ses mots et ses points sont supprimés.
score-cancel = Annuler
score-why-counts = compte
score-why-cancelled = annulé : aussi sur la liste de { $names }
score-why-repeated = écrit deux fois : compté une fois
score-why-too-short = trop court ({ $minLen } lettres ou plus)
score-why-banned = interdit par la liste maison
score-why-not-a-word = pas un mot
score-why-not-on-board = pas sur la grille
score-why-gave-up = n’a pas pu être cherché sur cette grille
score-on-list = Sur la liste de { $name } : { $verdict }
score-board-first = Entrez d’abord la grille (scannez-la, choisissez une photo ou tapez-la), puis les mots de chaque joueur.
score-unjudged = Les listes n’ont pas pu être jugées.
score-judge-failed = Les listes n’ont pas pu être jugées
score-player-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
  } pour { $words ->
    [one] { $words } mot
   *[other] { $words } mots
  }{ $out ->
    [0] .
    [one] ; { $out } non compté.
   *[other] ; { $out } non comptés.
  }
score-scan = Scanner un joueur
score-scan-read = { $name } : { $words ->
    [one] { $words } mot lu
   *[other] { $words } mots lus
  }. Scannez le joueur suivant, ou fermez la caméra.
score-scan-replaced = { $name } : { $words ->
    [one] { $words } mot relu
   *[other] { $words } mots relus
  }, à la place des précédents.
score-scan-refused = Non lu :
score-scan-not-words = Ce ne sont pas les mots d’un joueur : scannez le code « Mes mots » que chaque téléphone affiche à la fin de la manche.
score-scan-no-round = Ce téléphone n’a pas de manche jouée ensemble à compter : scanner les joueurs demande le téléphone qui a créé la manche avec « Jouer ensemble ».
score-scan-full = Il n’y a plus de place pour un autre joueur.
score-player-absent = absent (aucun mot scanné)
score-no-points = Pas encore de points : { $words ->
    [one] { $words } mot
   *[other] { $words } mots
  } sur cette grille ({ $points ->
    [one] { $points } point
   *[other] { $points } points
  } au plus).
score-leads = { $points ->
    [one] { $name } mène avec { $points } point.
   *[other] { $name } mène avec { $points } points.
  }
score-tie = { $points ->
    [one] { $names } sont à égalité avec { $points } point.
   *[other] { $names } sont à égalité avec { $points } points.
  }
score-after-rounds = Après { $rounds } manches
score-missed-count = Les meilleurs mots que personne n’a trouvés ({ $missed } en tout)
score-missed-count-stopped = Les meilleurs mots que personne n’a trouvés ({ $missed } en tout ; la recherche s’est arrêtée tôt, il peut y en avoir d’autres)
score-all-found = Tous les mots de la grille ont été trouvés !
score-all-listed = Tous les mots trouvés par la recherche ont été écrits (elle s’est arrêtée tôt : il peut y en avoir d’autres).
score-show-best = N’afficher que les meilleurs
score-show-all = Afficher les { $missed }
score-not-kept = Cette manche n’est pas gardée dans l’historique : { $reason }.
score-round-kept = Manche { $round } gardée. Entrez la grille suivante, puis les nouvelles listes.
score-new-title = Commencer une nouvelle partie ?
score-new-message = Les listes et les totaux en cours sont effacés ; les noms restent. Les manches comptées restent dans l’historique.
score-doubts-title = { $count ->
    [one] Un dé reste à vérifier
   *[other] { $count } dés restent à vérifier
  }
score-doubts-message = Le lecteur n’était pas sûr { $count ->
    [one] d’un dé
   *[other] de { $count } dés
  } de cette grille, et un dé mal lu change les mots qui comptent et les scores gardés dans l’historique.
score-doubts-keep = La garder telle quelle
score-doubts-check = Vérifier les dés

## The standings to every phone (score-standings.js) and the comparison a phone shows (standings-view.js)
score-absent = absent
score-show-code = Montrer le classement
score-code-heading = Le classement pour tous les téléphones
score-code-help = Les autres : touchez « Scanner une grille » et pointez la caméra vers ce code. Chaque téléphone affiche toute la comparaison et la garde dans son historique.
score-code-text-label = Le classement en texte
score-code-copy = Copier le code
score-code-hide = Masquer le code
score-code-qr-label = Le code du classement
score-code-summary = { $players ->
    [one] Un joueur
   *[other] { $players } joueurs
  }, après { $rounds ->
    [one] une manche
   *[other] { $rounds } manches
  }.
score-code-failed = Le code du classement n’a pas pu être créé
score-code-copied = Le code est copié.
score-code-copy-failed = Copiez vous-même le code depuis la zone de texte.
compare-title = La manche comparée
compare-close = Fermer
compare-board = Grille : { $board }
compare-no-points = Personne n’a encore de point.
compare-found = Mots trouvés
compare-you = { $name } (vous)
compare-not-me = Ce téléphone a joué sous le nom { $name }, qui n’est pas parmi ces joueurs : les mots sont montrés pour tous.
compare-no-name = Ce téléphone n’a pas encore de nom de joueur : les mots sont montrés pour tous.
compare-with-heading = Les mots que vous et { $name } avez trouvés
compare-only-me-heading = Les mots que vous seul avez trouvés
compare-only-heading = Les mots que seul { $name } a trouvés
compare-everyone-heading = Les mots que tout le monde a trouvés
compare-none = Aucun.
compare-kept = La comparaison est gardée dans l’historique.
compare-nobody = Personne n’a joué cette manche : il n’y a rien à garder dans l’historique.
compare-not-kept = La comparaison n’est pas gardée dans l’historique : { $reason }.
compare-no-round = C’est le classement d’une manche, mais ce téléphone n’a joué aucune manche ensemble : ouvrez d’abord le code de la manche (« Scanner une grille ») et jouez-la sur ce téléphone.
compare-other-round = Ce classement est celui d’une autre manche que celle que ce téléphone a jouée ensemble.
compare-failed = Le classement n’a pas pu être lu :
