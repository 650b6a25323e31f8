# Historique : parties jouées, records, export et import.

history-heading = Historique
history-bests-heading = Records personnels (parties en solo)
history-games-heading = Parties
history-list =
    .aria-label = Parties jouées
history-export = Exporter (JSON)
history-import = Importer
history-clear = Tout effacer

## Les parties gardées (history.js)

history-none = Pas d’historique : { $reason }.
history-summary = { $played ->
    [one] { $played } partie
   *[other] { $played } parties
  } sur cet appareil : { $solo ->
    [one] { $solo } en solo
   *[other] { $solo } en solo
  }, { $table ->
    [one] { $table } comptée à table
   *[other] { $table } comptées à table
  }{ $days ->
    [0] .
    [one] ; { $days } grille du jour ouverte.
   *[other] ; { $days } grilles du jour ouvertes.
  }
history-days-only = { $days ->
    [one] Pas encore de partie ; { $days } grille du jour ouverte sur cet appareil.
   *[other] Pas encore de partie ; { $days } grilles du jour ouvertes sur cet appareil.
  }
history-empty = Pas encore de partie. Les parties finies, les manches comptées et les grilles du jour que vous ouvrez sont gardées ici, sur cet appareil seulement.
history-best = { $points ->
    [one] { $size } : { $points } point ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
   *[other] { $size } : { $points } points ({ DATETIME($at, dateStyle: "medium", timeStyle: "short") })
  }
history-game-solo = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } en solo ({ $rules }) : { $points ->
    [one] { $points } point
   *[other] { $points } points
  } sur { $max }, { $found ->
    [one] { $found } mot
   *[other] { $found } mots
  } sur { $words }{ $revealed ->
    [0] {""}
    [one] , { $revealed } révélé
   *[other] , { $revealed } révélés
  }
history-game-day = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } résolue ({ $rules }) : { $words ->
    [one] { $words } mot
   *[other] { $words } mots
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  } à trouver
history-game-table = { DATETIME($at, dateStyle: "medium", timeStyle: "short") } · { $rows }×{ $cols } à table ({ $rules }) : { $players }
history-player-absent = { $name } absent
history-scoring = décompte { $scoring }
history-qu-one = Qu compté comme une lettre
history-day-mark = Grille du jour, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") }
history-play = La jouer
history-solve = La résoudre
history-play-board = La jouer : { $board }
history-solve-board = La résoudre : { $board }
history-exported = { $games ->
    [one] { $games } partie exportée.
   *[other] { $games } parties exportées.
  }
history-clear-title = Effacer l’historique ?
history-clear-message = { $games ->
    [one] { $games } partie et les records personnels sont supprimés de cet appareil. Exportez-les d’abord pour en garder une copie.
   *[other] Les { $games } parties et les records personnels sont supprimés de cet appareil. Exportez-les d’abord pour en garder une copie.
  }
history-delete-all = Tout supprimer
history-cancel = Annuler
history-cleared = L’historique est effacé.

## Importer un historique (history.js, history-import.js)

history-too-large = le fichier est trop gros pour être un historique
history-not-history = ce n’est pas un historique exporté par cette app
history-too-many = il contient { $games } parties ; au plus { $max } sont lues à la fois
history-not-json = ce n’est pas du JSON
history-not-imported = « { $file } » n’a pas été importé : { $reason }.
history-checking = { $games ->
    [one] Vérification de { $games } partie de « { $file } »…
   *[other] Vérification de { $games } parties de « { $file } »…
  }
history-checking-boards = { $games ->
    [one] Vérification de { $games } partie de « { $file } » d’après sa grille : { $progress }…
   *[other] Vérification de { $games } parties de « { $file } » d’après leurs grilles : { $progress }…
  }
history-progress = { $done } grilles sur { $boards }
history-progress-again = { $boards } grilles de nouveau, sous d’autres règles
history-unchecked = « { $file } » n’a pas été importé : ses parties n’ont pas pu être vérifiées ({ $reason }).
history-unsaved = L’historique n’a pas pu être enregistré : { $reason }.
history-imported = { $games ->
    [one] { $games } partie importée
   *[other] { $games } parties importées
  }{ $renamed ->
    [0] {""}
    [one] {" "}({ $renamed } gardée à côté d’une autre partie de même identifiant, sous un nouveau)
   *[other] {" "}({ $renamed } gardées à côté d’une autre partie de même identifiant, sous un nouveau)
  }{ $skipped ->
    [0] .
    [one] ; { $skipped } ignorée : { $reasons }.
   *[other] ; { $skipped } ignorées : { $reasons }.
  }
history-skip-shape = { $count ->
    [one] { $count } qui n’est pas une partie que cette app enregistre
   *[other] { $count } qui ne sont pas des parties que cette app enregistre
  }
history-skip-future = { $count ->
    [one] { $count } datée dans le futur
   *[other] { $count } datées dans le futur
  }
history-skip-past = { $count ->
    [one] { $count } datée d’avant 2000
   *[other] { $count } datées d’avant 2000
  }
history-skip-inconsistent = { $count ->
    [one] { $count } marquant plus que son propre maximum
   *[other] { $count } marquant plus que leur propre maximum
  }
history-skip-dictionary = { $count ->
    [one] { $count } jouée avec un dictionnaire que cette app n’a pas
   *[other] { $count } jouées avec un dictionnaire que cette app n’a pas
  }
history-skip-board = { $count ->
    [one] { $count } dont la grille est illisible ou n’a pas la taille indiquée
   *[other] { $count } dont la grille est illisible ou n’a pas la taille indiquée
  }
history-skip-limit = { $count ->
    [one] { $count } marquant plus que sa grille ne permet
   *[other] { $count } marquant plus que leur grille ne permet
  }
history-skip-unchecked = { $count ->
    [one] { $count } dont le dictionnaire n’a pas pu être téléchargé pour la vérifier (importez de nouveau le fichier en ligne)
   *[other] { $count } dont le dictionnaire n’a pas pu être téléchargé pour les vérifier (importez de nouveau le fichier en ligne)
  }
history-skip-own-list = { $count ->
    [one] { $count } jouée avec une liste de mots personnelle que ce navigateur ne garde pas (ajoutez-la sous Vos propres listes de mots, puis importez de nouveau)
   *[other] { $count } jouées avec une liste de mots personnelle que ce navigateur ne garde pas (ajoutez-la sous Vos propres listes de mots, puis importez de nouveau)
  }
history-skip-slow = { $count ->
    [one] { $count } non vérifiée en 5 minutes (importez-la de nouveau, avec moins de parties à la fois)
   *[other] { $count } non vérifiées en 5 minutes (importez-les de nouveau, moins à la fois)
  }
history-skip-duplicate = { $count ->
    [one] { $count } déjà dans l’historique
   *[other] { $count } déjà dans l’historique
  }
