# What the Rust crates say to a person: their errors and advice carry these ids and arguments
# (boggle_board::Localized), and their English here is what the CLI prints (a test in
# crates/testkit/tests/messages.rs holds the two equal). Sizes in pixels are written without grouping.

## Board text

board-empty = la grille est vide
board-unknown-symbol = ligne { $row }, colonne { $col } : « { $found } » n’est pas une face de dé (tapez a-z{ $extra }, { $q ->
        [qu] q pour Qu, [qu]
       *[q] q, [qu] pour une face Qu
    } [an] [er] [he] [in] [th], ou # pour une face vide)
board-unclosed-bracket = ligne { $row }, colonne { $col } : le « [ » n’est jamais fermé par « ] »
board-ragged = la ligne { $row } a { $found } dés mais la ligne 1 en a { $expected } : chaque ligne doit en avoir autant
board-not-square = { $tiles } dés sur une seule ligne ne font pas une grille carrée : séparez les lignes par des espaces ou des /
board-too-small = la grille fait { $rows }x{ $cols } ; la plus petite fait { $min }x{ $min }
board-too-large = la grille fait { $rows }x{ $cols } ; la plus grande fait { $max }x{ $max }
board-tile-count = une grille { $rows }x{ $cols } demande { $needed } dés, pas { $tiles }

## A photo that gave no board

photo-not-an-image = ce n’est pas une photo lisible ({ $why })
photo-too-small = photo trop petite ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }) ; il faut au moins { $min } pixels de côté
photo-too-many-pixels = photo trop grande ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }, { $megapixels } mégapixels) ; le maximum est de { $max } mégapixels
photo-bad-pixels = le tampon de pixels fait { $got } octets ; largeur x hauteur x 4 donne { $expected }
photo-no-board = aucune grille trouvée
photo-dice-hidden = { $found } dés trouvés, mais pas toute la grille : une partie est cachée ou hors de l’image
photo-too-blurry = trop flou pour lire les dés
photo-too-dark = trop sombre pour voir les dés
photo-too-far = la grille est trop loin pour lire ses dés : approchez-vous pour qu’elle remplisse presque toute l’image
photo-reader-failed = la lecture des lettres a échoué : { $why }
photo-bad-corners = les coins marqués ne forment pas une grille : donnez les quatre coins extérieurs dans l’ordre, en faisant le tour, et une taille de 2x2 à 8x8
photo-corners-outside = les coins marqués sont hors de la photo ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }) : aucun dé de cette grille n’y figure ; marquez les quatre coins extérieurs de la grille sur la photo
photo-took-too-long = la lecture de cette photo a pris trop de temps ; reprenez-la plus près de la grille, sur un fond plus uni

## Advice to retake, and why every tile of a read is marked

advice-too-dark = Trop sombre : allumez une lampe ou approchez-vous d’une fenêtre
advice-too-blurry = Trop flou : tenez le téléphone immobile et touchez la grille pour faire la mise au point
advice-glare = Reflets sur les dés : inclinez le téléphone ou éloignez-vous de la lampe
advice-too-far = Trop loin : approchez-vous pour que la grille remplisse presque toute l’image
advice-cut-off = Grille coupée : reculez pour que toute la grille soit dans l’image
doubt-hard-to-read = La photo est difficile à lire, donc chaque dé a été marqué : vérifiez-les un par un, ou prenez une autre photo.
doubt-line-off = Une ligne ou une colonne du bord ne montre presque aucun dé : la grille est peut-être décalée d’une ligne et chaque dé a été marqué. Corrigez la grille ou vérifiez chaque dé.
doubt-small-dice = Les dés sont petits sur cette photo, donc chaque dé a été marqué : vérifiez-les un par un, ou prenez la photo de plus près.

## A word list of one's own

list-too-large = la liste fait { $megabytes } Mo ; une liste de mots peut faire { $max } Mo au plus
list-out-of-time = la lecture de la liste a pris trop de temps (arrêtée à la ligne { $line }) ; une liste plus courte conviendra
list-no-words = la liste ne contient aucun mot qu’une grille puisse écrire
list-damaged = le fichier du dictionnaire est endommagé ({ $why })
list-left-out = { $total ->
        [one] { $total } ligne écartée
       *[other] { $total } lignes écartées
    }, qu’aucune grille ne peut écrire :
list-left-out-too-long = { $count } de plus de 64 dés (la première : ligne { $line }, « { $first } »)
list-left-out-not-letters = { $count } avec des caractères qu’aucun dé n’écrit (la première : ligne { $line }, « { $first } »)
list-left-out-q-without-u = { $count } avec un q sans u (la première : ligne { $line }, « { $first } »)
list-left-out-past-limit = { $count } au-delà de 4 Gio de lettres (la première : ligne { $line }, « { $first } »)

## A round to judge, a board made to order

round-too-many-players = { $players } joueurs : une manche en accepte au plus { $max }
round-list-too-long = le joueur { $player } a noté { $words } mots : une liste en accepte au plus { $max }
order-missed = Aucune { $what ->
        [day] grille du jour
        [easy] grille facile
        [hard] grille difficile
       *[other] grille normale
    } n’est sortie en { $rolls ->
        [one] 1 lancer
       *[other] { $rolls } lancers
    } des dés { $dice } (difficile : moins de { $hard } mots, facile : { $easy } ou plus ; { $rolls ->
        [one] il avait { $most } mots
       *[other] ils avaient de { $fewest } à { $most } mots
    }). Essayez une autre difficulté ou un autre dictionnaire.

## Un code de soirée jeux : une manche, les mots d’un joueur, le classement

code-foreign = ce n’est pas un code de jeu de cette application
code-truncated = le code est incomplet : scannez-le à nouveau
code-damaged = le code est abîmé (sa somme de contrôle ne correspond pas) : scannez-le à nouveau
code-newer-version = le code est au format { $found }, plus récent que ce que lit cette application ({ $supported }) : mettez l’application à jour
code-wrong-kind = c’est le code { $found ->
        [round] d’une manche
        [answer] des mots d’un joueur
       *[standings] du classement
    }, pas celui { $expected ->
        [round] d’une manche
        [answer] des mots d’un joueur
       *[standings] du classement
    }
code-unknown-kind = le code est d’un type inconnu ({ $found })
code-invalid = dans le code, le champ « { $field ->
        [board] grille
        [dictionary] dictionnaire
        [scoring] décompte
        [qu-rule] règle du Qu
        [minimum-length] longueur minimale
        [rules] règles
        [house-list] liste maison
        [house-word] mot de la liste maison
        [round-length] durée de la manche
        [start] heure de début
        [length] longueur
        [player-name] nom du joueur
        [word-list] liste de mots
        [words] mots
        [words-not-on-the-list] mots hors de la liste
        [word] mot
        [rounds] nombre de manches
        [players] nombre de joueurs
        [score] score
        [total] total
        [standings] classement
      *[other] données
    } » n’est pas valide
code-too-long = le champ « { $field ->
        [board] grille
        [dictionary] dictionnaire
        [scoring] décompte
        [qu-rule] règle du Qu
        [minimum-length] longueur minimale
        [rules] règles
        [house-list] liste maison
        [house-word] mot de la liste maison
        [round-length] durée de la manche
        [start] heure de début
        [length] longueur
        [player-name] nom du joueur
        [word-list] liste de mots
        [words] mots
        [words-not-on-the-list] mots hors de la liste
        [word] mot
        [rounds] nombre de manches
        [players] nombre de joueurs
        [score] score
        [total] total
        [standings] classement
      *[other] texte
    } » est trop long pour un code ({ $max } au plus)
code-other-round = ces mots sont ceux de la manche { NUMBER($round, useGrouping: 0) }, pas de celle-ci ({ NUMBER($expected, useGrouping: 0) })
code-other-board = ces mots sont ceux d’une autre grille
code-other-list = ces mots renvoient à une liste de { $found } mots, mais cette manche en a { $expected } : le dictionnaire ou les règles diffèrent
