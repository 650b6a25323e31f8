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

## Une manche en cours (play.js, play-clock.js, play-words.js)

play-last-minute = Plus qu’une minute.
play-board-unshown = La grille de la partie n’a pas pu être affichée
play-cannot-start = La partie n’a pas pu commencer
play-game-on = { $seconds ->
    [0] C’est parti, sans chrono : trouvez des mots de { $minLen } lettres ou plus. Glissez sur les dés ou tapez.
   *[other] C’est parti : { $time } pour trouver des mots de { $minLen } lettres ou plus. Glissez sur les dés ou tapez.
  }
play-kept-unshown = La grille de la partie gardée n’a pas pu être affichée
play-kept-unrestored = La partie gardée n’a pas pu être reprise
play-paused-kept = { $seconds ->
    [0] Votre partie est en pause après { $time } de jeu.
   *[other] Votre partie est en pause, il reste { $time }.
  }
play-paused = { $seconds ->
    [0] En pause après { $time } de jeu.
   *[other] En pause, il reste { $time }.
  }
play-resume = Reprendre
play-cover-paused = { $seconds ->
    [0] En pause (sans chrono).
   *[other] En pause : il reste { $time }.
  }
play-going-again = { $seconds ->
    [0] La partie reprend.
   *[other] La partie reprend : il reste { $time }.
  }
play-time-is-up = Le temps est écoulé.
play-you-ended = { $seconds ->
    [0] Vous avez terminé la partie.
   *[other] Vous avez terminé la partie alors qu’il restait { $time }.
  }
play-timer-left = Temps restant
play-timer-played = Temps joué (sans chrono)
play-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
  }, { $words ->
    [one] { $words } mot
   *[other] { $words } mots
  }
play-already = « { $word } » : déjà trouvé.
play-unchecked-typed = « { $word } » n’a pas pu être vérifié ; appuyez sur Entrée pour réessayer.
play-unchecked-swiped = « { $word } » n’a pas pu être vérifié ; tracez-le de nouveau pour réessayer.
play-too-short = « { $word } » : trop court ({ $minLen } lettres ou plus).
play-banned = « { $word } » : interdit par la liste maison.
play-not-a-word = « { $word } » : ce n’est pas un mot.
play-gave-up = « { $word } » : trop de chemins à essayer sur cette grille ; non compté.
play-not-on-board = « { $word } » : pas sur la grille.
play-scored = { $points ->
    [one] « { $word } » : +{ $points } point.
   *[other] « { $word } » : +{ $points } points.
  }
play-found-points = +{ $points }
play-found-revealed = (révélé)
play-nothing-left = Tous les mots sont trouvés : plus rien à révéler.
play-revealed = Révélé : « { $word } » (sans points).
play-leave-title = Quitter la partie ?
play-leave-message = La partie est mise en pause et gardée : revenez dans Jouer pour la finir.
play-leave = Mettre en pause et quitter
play-keep-playing = Continuer à jouer

## La partie d’un lien de défi (play-challenge.js)

play-start-challenge = Relever le défi
play-challenge-unshown = La grille du défi n’a pas pu être affichée
play-challenge-intro = Un défi : la même grille { $rows }×{ $cols } pour tout le monde,
play-challenge-terms = { $seconds ->
    [0] sans chrono : la partie finit quand vous le décidez
   *[other] { $time } au chrono
  }{ $minLen ->
    [0] .
   *[other] , mots de { $minLen } lettres ou plus.
  }
play-challenge-to-beat = Score à battre : { $score }.
play-challenge-to-beat-named = Score à battre : { $score } ({ $name }).
play-challenge-dictionary = Dictionnaire : { $dictionary }.
play-sender-list = { $words ->
    [one] « { $title } », la liste de mots de l’expéditeur ({ $words } mot)
   *[other] « { $title } », la liste de mots de l’expéditeur ({ $words } mots)
  }
play-sender-list-unnamed = une liste de mots de l’expéditeur
play-start = Commencer
play-hidden-until-start = La grille reste cachée jusqu’au départ.
play-try-again = Réessayer
play-challenge-on-list = Un défi sur { $list },
play-challenge-no-list = Il ne peut pas commencer : cet appareil n’a pas cette liste. Un défi n’est équitable que sur la liste qu’il nomme, il attend donc : demandez le fichier de la liste, ajoutez-le sous Vos propres listes de mots (Dictionnaire et règles maison), puis réessayez.
play-waiting-list = En attente de la liste de mots de l’expéditeur.
play-list-missing = La liste de mots du défi, { $list }, n’est pas sur cet appareil.
play-challenge-on-dictionary = Un défi sur le dictionnaire { $dictionary },
play-challenge-not-downloaded = Il ne peut pas encore commencer : le dictionnaire { $dictionary } n’a pas pu être téléchargé. Il faut une connexion une fois ; ensuite il marche hors ligne. Un défi n’est équitable que sur le dictionnaire qu’il nomme, il attend donc : connectez-vous, puis réessayez.
play-challenge-not-loaded = Il ne peut pas encore commencer : le dictionnaire { $dictionary } n’a pas pu être chargé ({ $reason }). Un défi n’est équitable que sur le dictionnaire qu’il nomme, il attend donc : connectez-vous, puis réessayez.
play-waiting-dictionary = En attente du dictionnaire { $dictionary }.
play-dictionary-not-downloaded = Le dictionnaire du défi, { $dictionary }, n’a pas pu être téléchargé.
play-dictionary-not-loaded = Le dictionnaire du défi, { $dictionary }, n’a pas pu être chargé.

## La fin d’une partie (play-end.js)

play-over-time = Temps écoulé !
play-over-ended = Partie terminée.
play-result = Vous avez marqué { $points ->
    [one] { $points } point
   *[other] { $points } points
  } sur { $max } possibles, en trouvant { $found ->
    [one] { $found } mot
   *[other] { $found } mots
  } sur { $words }{ $revealed ->
    [0] .
    [one] {" "}({ $revealed } de plus révélé).
   *[other] {" "}({ $revealed } de plus révélés).
  }
play-beat = Vous battez les { $score } du défi.
play-tied = Vous égalez les { $score } du défi.
play-not-quite = Pas tout à fait : le défi en avait { $score }.
play-first-best = { $points ->
    [one] Votre première partie en { $rows }×{ $cols } sur cet appareil : { $points } point, le record à battre.
   *[other] Votre première partie en { $rows }×{ $cols } sur cet appareil : { $points } points, le record à battre.
  }
play-new-best = Nouveau record personnel en { $rows }×{ $cols } ! (C’était { $before }.)
play-best-is = { $points ->
    [one] Votre record en { $rows }×{ $cols } est de { $points } point.
   *[other] Votre record en { $rows }×{ $cols } est de { $points } points.
  }
play-not-kept = Cette partie n’est pas gardée dans l’historique : { $reason }.
play-group-heading = { $letters } lettres ({ $words })
play-group-label = { $list } : { $letters } lettres
play-share-head = Boggle { $rows }×{ $cols }, { $seconds ->
    [0] sans chrono
   *[other] { $minutes ->
        [0] { $seconds } s
       *[other] { $minutes } min
      }
  }, { $dictionary }, { $minLen } lettres ou plus
play-share-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
  } sur { $max }, { $found ->
    [one] { $found } mot
   *[other] { $found } mots
  } sur { $words }
play-share-lengths = (lettres : { $lengths })
play-share-link = Jouez la même grille : { $link }
play-challenge-text = { $points ->
    [one] Pouvez-vous battre { $points } point sur cette grille de Boggle ? { $link }
   *[other] Pouvez-vous battre { $points } points sur cette grille de Boggle ? { $link }
  }
play-share-challenge-title = Un défi de Boggle
play-share-title = Ma partie de Boggle
play-shared = Partagé.
play-copied = Copié : collez-le dans un message.
play-copy-failed = Copie impossible : sélectionnez le texte ci-dessous et copiez-le.

## Grilles sur commande et liens (board-order.js, share-link.js)

order-said = { $difficulty ->
    [easy] { $words ->
        [one] Une grille facile : { $words } mot dans ce dictionnaire.
       *[other] Une grille facile : { $words } mots dans ce dictionnaire.
      }
    [hard] { $words ->
        [one] Une grille difficile : { $words } mot dans ce dictionnaire.
       *[other] Une grille difficile : { $words } mots dans ce dictionnaire.
      }
   *[normal] { $words ->
        [one] Une grille normale : { $words } mot dans ce dictionnaire.
       *[other] Une grille normale : { $words } mots dans ce dictionnaire.
      }
  }
order-day-sentence = Grille du jour, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }).
order-day-note = Grille du jour, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }) : la même grille pour tout le monde aujourd’hui.
order-no-day-size = Il y a une grille du jour pour la taille de chaque jeu, pas pour { $rows }×{ $cols } : choisissez un jeu
order-needs-game = Les grilles au hasard sont tirées avec les dés d’un vrai jeu : choisissez un jeu autre que Taille libre.
order-rolling = Tirage d’une grille de cette difficulté…
order-random-unshown = La grille au hasard n’a pas pu être affichée
order-no-random = Pas de grille au hasard
order-finding-day = Recherche de la grille du jour…
order-day-unshown = La grille du jour n’a pas pu être affichée
order-no-day = Pas de grille du jour
link-board-too-long = La grille de l’adresse est trop longue pour être une grille ({ $length } caractères ; une grille 8×8 en prend moins de 300).
link-board-unread = La grille de l’adresse n’a pas pu être lue
link-scoring-refused = le décompte « { $scoring } » du lien n’existe pas dans cette app, le vôtre s’applique donc
link-fill-first = Remplissez d’abord la grille : le lien contient une grille entière.
link-share-title = Grille de Boggle
link-copied = Lien copié : il ouvre cette grille, résolue.
link-copy-yourself = Pour partager cette grille, copiez l’adresse de la page : { $url }
