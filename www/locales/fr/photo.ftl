# Photos : l’appareil photo, la revue d’une photo, ses coins, les dés lus.

camera-title = Scanner une grille
camera-capture = Prendre
camera-close = Annuler
doubts-accept = Tout est juste
photo-review-heading = La photo
photo-advice =
    .aria-label = Conseils pour une autre photo
photo-image =
    .alt = La photo de la grille
corner-help = Faites glisser les quatre poignées rondes sur les coins extérieurs de la grille de dés, ou sélectionnez-en une et déplacez-la avec les flèches (Maj pour aller plus vite). Puis choisissez la taille et lancez la lecture.
corner-size-label = Taille de la grille
corner-size-custom = Lignes × colonnes
corner-read = Lire entre les coins
photo-unfold = Voir la photo
photo-fix = Corriger la grille
photo-another = En choisir une autre
photo-type = La taper
scan-tiles-summary = Ce que le lecteur a vu
scan-tiles-help = Chaque dé tel que le lecteur de lettres l’a vu, avec ce qu’il a lu et son degré de certitude.

# L’état de l’appareil photo, et pourquoi il ne peut pas servir.
photo-too-large = Cette image fait { $size } Mo ; les images de { $max } Mo au plus peuvent être lues.
camera-unsupported = Ce navigateur ne donne pas accès à un appareil photo ici. Choisissez une photo avec « Choisir une photo », ou tapez la grille.
camera-refused = L’accès à l’appareil photo a été refusé. Vous pouvez toujours choisir une photo avec « Choisir une photo », ou taper la grille.
camera-missing = Aucun appareil photo n’a été trouvé. Vous pouvez choisir une photo avec « Choisir une photo », ou taper la grille.
camera-busy = L’appareil photo est utilisé par une autre application. Fermez-la et réessayez, ou utilisez « Choisir une photo ».
camera-failed = L’appareil photo n’a pas pu démarrer ({ $reason }). Utilisez « Choisir une photo », ou tapez la grille.
camera-loading = Chargement du lecteur de photos…
camera-point = Pointez l’appareil vers la grille, d’en haut, de sorte que tous les dés soient visibles.
camera-found = Grille { $rows }×{ $cols } trouvée. Ne bougez plus…
camera-reading = Lecture des dés…
camera-retry = Réessayez, ou touchez Prendre.
camera-point-code = Visez le code « Mes mots » sur le téléphone du joueur.
camera-code-foreign = Ce code QR n’est pas une manche de Boggle. Visez la grille, ou le code d’une manche.
camera-code-closer = Un code est visible mais trop petit ou flou pour être lu : approchez le téléphone et tenez-le immobile.
camera-title-player = Scanner un joueur

# La photo à l’écran.
photo-reading = Lecture de la photo…
photo-read = Grille { $rows }×{ $cols } lue sur la photo. Sa grille est tracée sur la photo : si elle n’est pas sur les dés, corrigez-la.
photo-read-status = Grille { $rows }×{ $cols } lue sur la photo{ $count ->
    [0] {""}
    [one] {" "}; { $count } dé à vérifier
   *[other] {" "}; { $count } dés à vérifier
  }.
photo-unread = La photo n’a pas pu être lue : { $reason }
photo-unread-status = La photo n’a pas pu être lue.
photo-mark-corners = Faites glisser les quatre coins sur les coins extérieurs de la grille de dés, choisissez la taille et lancez la lecture.
photo-reading-marked = Lecture de la grille { $rows }×{ $cols } entre les coins…
photo-marked-unread = La grille entre les coins n’a pas pu être lue : { $reason }
photo-type-board = Tapez la grille : une lettre par case.
photo-path = « { $word } » sur la photo : { $path }.
photo-path-step = { $tile } (ligne { $row }, colonne { $col })

# Les poignées des coins (leur nom, puis leur position).
corner-top-left = Coin supérieur gauche de la grille
corner-top-right = Coin supérieur droit de la grille
corner-bottom-right = Coin inférieur droit de la grille
corner-bottom-left = Coin inférieur gauche de la grille
corner-handle = { $where } : { $across } % depuis la gauche, { $down } % depuis le haut

# Les dés à vérifier, et ce que le lecteur a vu.
doubts-marked = { $count ->
    [one] { $count } dé marqué
   *[other] { $count } dés marqués
  } : touchez-en un pour voir le dé sur la photo et choisir.
doubts-accepted = { $count ->
    [one] { $count } dé marqué accepté tel que lu.
   *[other] { $count } dés marqués acceptés tels que lus.
  }
doubts-all-checked = Tous les dés marqués sont vérifiés.
tile-check-title = Ligne { $row }, colonne { $col } : lu { $tile }, sûr à { $sure } %. Est-ce…
tile-check-title-unread = Ligne { $row }, colonne { $col } : illisible. Est-ce…
tile-choice-likely = probable
tile-choice-as-read = probable, tel que lu
tile-choice-type = Taper
tile-choice-type-where = la lettre de la ligne { $row }, colonne { $col }
tile-check-die = Le dé de la ligne { $row }, colonne { $col } sur la photo, agrandi
scan-trace = Trouvée { $where ->
    [whole] dans la photo entière
    [quarters] dans un quart de la photo, agrandi
    [enlarged] dans la photo agrandie
    [closer] en regardant de plus près
    [closer-again] en regardant une deuxième fois de plus près
    [moved-corners] en déplaçant la grille sur les dés
    [turned] dans la photo tournée de 45 degrés
    [marked] entre les coins marqués
   *[other] dans la photo
  }, après avoir lu { $count ->
    [one] { $count } grille
   *[other] { $count } grilles
  }.
scan-tile-read = { $tile } { $sure } %
scan-tile-unread = illisible
scan-tile-label = Ligne { $row }, colonne { $col } : lu { $what }
