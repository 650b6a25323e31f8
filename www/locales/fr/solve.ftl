# Résoudre : les mots d’une grille, leur résumé et leur liste, tri et filtre, vérifier un mot.

words-heading = Mots
summary-empty = Remplissez la grille pour voir ses mots.
summary-cells-left = { $left ->
    [one] Remplissez la grille pour voir ses mots : encore { $left } case.
   *[other] Remplissez la grille pour voir ses mots : encore { $left } cases.
  }
summary-solving = Recherche…
summary-unsolved = Cette grille n’a pas pu être résolue.
summary-no-solver = Sans le solveur, aucun mot ne peut être trouvé.
summary-solved = { $words ->
    [one] { $words } mot
   *[other] { $words } mots
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }{ $filtered ->
    [yes] {" "}({ $shown } affichés)
   *[no] {""}
  }, de { $minLen } lettres ou plus.
summary-stopped = La recherche s’est arrêtée après { $steps } étapes : il peut manquer des mots.
summary-house-stopped = Les mots de la liste maison ont été cherchés en { $steps } étapes, le maximum permis : il peut en manquer.
status-solved = Résolu : { $words ->
    [one] { $words } mot
   *[other] { $words } mots
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
status-check-doubts = { $tiles ->
    [one] Vérifiez le dé marqué de la photo.
   *[other] Vérifiez les { $tiles } dés marqués de la photo.
  }
status-cell-empty = La case { $cell } est vide : remplissez toutes les cases pour résoudre.
solve-failed = La grille n’a pas pu être résolue
solve-lengths =
    .aria-label = Mots par longueur : choisissez-en une pour ne lister que ceux-là
length-all = Tous
length-letters = { $letters } lettres
length-found = { $found } sur { $words }
length-unit-words = { $words ->
    [one] {" "}mot
   *[other] {" "}mots
  }
length-unit-found = {" "}trouvés
sort-label = Trier par
sort-score = Points
sort-length = Longueur
sort-alpha = A–Z
filter-label = Filtrer
filter =
    .placeholder = lettres…
min-len-label = Long. min.
check-label = Vérifier un mot
check-submit = Vérifier
check-board-first = Remplissez d’abord la grille.
check-failed = Le mot n’a pas pu être vérifié
check-restarted = « { $word } » n’a pas pu être vérifié : le solveur a redémarré. Réessayez.
check-banned = « { $word } » est interdit par la liste maison.
check-not-in-dictionary = « { $word } » n’est pas dans le dictionnaire.
check-gave-up = { $house ->
    [allowed] « { $word } » est permis par la liste maison, mais sa recherche dans cette grille a abandonné (trop de chemins à essayer).
   *[none] « { $word } » est dans le dictionnaire, mais sa recherche dans cette grille a abandonné (trop de chemins à essayer).
  }
check-on-board = { $house ->
    [allowed] { $points ->
        [one] « { $word } » est dans la grille : { $points } point (permis par la liste maison).
       *[other] « { $word } » est dans la grille : { $points } points (permis par la liste maison).
      }
   *[none] { $points ->
        [one] « { $word } » est dans la grille : { $points } point.
       *[other] « { $word } » est dans la grille : { $points } points.
      }
  }
check-listed = { $house ->
    [allowed] { $onBoard ->
        [yes] « { $word } » est dans la grille et il est permis par la liste maison.
       *[no] « { $word } » n’est pas dans la grille, mais il est permis par la liste maison.
      }
   *[none] { $onBoard ->
        [yes] « { $word } » est dans la grille et dans le dictionnaire.
       *[no] « { $word } » n’est pas dans la grille, mais il est dans le dictionnaire.
      }
  }
check-too-short = Il est aussi plus court que la longueur minimale.
word-list =
    .aria-label = Mots de la grille
word-points-unit = { $points ->
    [one] {" "}point
   *[other] {" "}points
  }
word-details-head = { $letters ->
    [one] : { $letters } lettre
   *[other] : { $letters } lettres
  }{ $points ->
    [none] {""}
    [one] , { $points } point
   *[other] , { $points } points
  }
heat-description = Mots passant par chaque dé, ligne par ligne : { $lines }.
heat-row = ligne { $row } : { $counts }
words-copy = Copier les mots
words-download = Télécharger en texte
unspellable = { $count ->
    [one] { $dictionary } ne sait pas écrire le dé { $tiles } ({ $where }) : aucun mot n’est listé.
   *[other] { $dictionary } ne sait pas écrire les dés { $tiles } ({ $where }) : aucun mot n’est listé.
  }
unspellable-choose = { $count ->
    [one] Choisissez { $dictionaries } dans « Dictionnaire et règles maison », ou changez le dé.
   *[other] Choisissez { $dictionaries } dans « Dictionnaire et règles maison », ou changez les dés.
  }
unspellable-change = { $count ->
    [one] Changez le dé.
   *[other] Changez les dés.
  }
unspellable-this-dictionary = Ce dictionnaire
cell-position = ligne { $row }, colonne { $col }
