# Le cadre de la page : en-tête, messages, départ, grille et outils, aide, pied de page.

# This language's name in itself, in the settings' list of languages (the site build reads it).
language-name = Français
app-title = Solveur de Boggle
skip-link = Aller aux mots
install = Installer
start-toggle = Nouvelle grille
install-hint = Pour installer l’app : touchez <strong>Partager</strong> <span data-l10n-name="icon">(le carré avec une flèche)</span> dans la barre du navigateur, puis <strong>Sur l’écran d’accueil</strong>. Elle s’ouvre alors comme une app et marche hors ligne.
install-hint-close = OK
mode-switch =
    .aria-label = Mode
mode-solve = Résoudre
mode-play = Jouer
mode-score = Compter les points
mode-history = Historique

## Messages

status-starting = Préparation…
update-note = Une nouvelle version est prête.
update-reload = Recharger
alert-dismiss = Fermer
alert-reload = Recharger
failure = { $what } : { $reason }
status-ready-solve = Prêt : scannez, photographiez ou tapez une grille.
status-ready = Prêt.
status-ready-score = Prêt : entrez la grille, puis les mots de chaque joueur.
status-restarting = Redémarrage du solveur…
status-restarted = Le solveur a redémarré et il est de nouveau prêt.
status-unavailable = Le solveur n’est pas disponible.
alert-unavailable = Le solveur n’a pas pu démarrer : { $reason }
status-offline-unavailable = L’usage hors ligne n’est pas disponible : { $reason }

## Départ

start-lead = Entrez une grille pour voir tous ses mots : scannez la vraie, choisissez-en une photo ou tapez ses lettres.
start-scan = Scanner une grille
start-photo = Choisir une photo
start-type = Taper les lettres
start-random = Grille au hasard
start-day = Grille du jour
start-play = Jouer une partie
game-label = Jeu
game-new = Boggle 4×4
game-classic = Boggle 4×4, dés de 1976
game-big = Big Boggle 5×5
game-big-2012 = Big Boggle 5×5, dés de 2012
game-super-big = Super Big Boggle 6×6
game-custom = Taille libre
rows-label = Lignes
cols-label = Colonnes
difficulty-label = Grilles au hasard
difficulty-any = N’importe quel tirage
difficulty-easy = Facile : beaucoup de mots
difficulty-normal = Normal
difficulty-hard = Difficile : peu de mots
board-pasted-unread = La grille collée n’a pas pu être lue
board-too-big = { $what } : les grilles vont jusqu’à { $max }×{ $max } (celle-ci fait { $rows }×{ $cols }).

## La grille

board-heading = Grille
timer =
    .aria-label = Temps restant
play-score-start = 0 point, 0 mot
grid =
    .aria-label = Grille : une lettre par case
cell-label = { $tile ->
    [empty] Ligne { $row }, colonne { $col } : vide
    [blank] Ligne { $row }, colonne { $col } : face vide
   *[letters] Ligne { $row }, colonne { $col } : { $spelled }
  }
board-cover-resume = Reprendre
tool-rotate = Tourner
tool-heat = Carte de chaleur
tool-share = Partager
tool-clear = Effacer
board-turned = { $turn ->
    [1] La grille est tournée d’un quart de tour vers la droite.
    [2] La grille est à l’envers.
    [3] La grille est tournée d’un quart de tour vers la gauche.
   *[0] La grille est à l’endroit.
  }
tile-keys =
    .aria-label = Dés spéciaux pour la case choisie
tile-blank =
    .aria-label = Face vide
word-details =
    .aria-label = Le mot choisi
word-details-hint = Touchez un mot pour voir son chemin et son sens.

## Aide

board-help-summary = Comment entrer une grille
board-help-typing = Tapez une lettre par case ; le curseur avance tout seul. Retour arrière, les flèches et Tab permettent de se déplacer. <kbd>q</kbd> est le dé <strong>Qu</strong>. Pour les dés à deux lettres, tapez <kbd>[th]</kbd> (ou <kbd>[an]</kbd> <kbd>[er]</kbd> <kbd>[he]</kbd> <kbd>[in]</kbd> <kbd>[qu]</kbd>) ou utilisez les boutons sous la grille ; <kbd>#</kbd> est une face vide.
board-help-photo = <strong>Scanner une grille</strong> lit la grille avec l’appareil photo : tenez le téléphone au-dessus jusqu’à ce que les dés soient entourés, la prise se fait toute seule. <strong>Choisir une photo</strong> prend une image de vos photos ; sur un ordinateur, vous pouvez aussi en déposer ou en coller une sur la page. La photo reste à l’écran avec la grille trouvée : si elle est fausse, ou si aucune n’a été trouvée, faites glisser ses quatre coins sur le plateau et relancez la lecture. Les dés douteux sont marqués : touchez-en un pour voir le dé et choisir sa lettre, ou « Tout est juste ». Les images sont lues sur cet appareil et ne sont jamais envoyées.
board-help-paste = Ou collez une grille entière dans une case : des lignes séparées par des espaces, des <code>/</code> ou des retours à la ligne (<code>alex/ande/ravi/erda</code>), ou tout d’un bloc pour une grille carrée (<code>alexanderavierda</code>). L’adresse de la page contient toujours la grille : vous pouvez la mettre en favori ou l’envoyer.

## Pied de page

privacy-note = Marche hors ligne une fois chargée. Rien de ce que vous tapez, photographiez ou jouez ne quitte cet appareil. L’app ne s’adresse qu’à son propre serveur, et seulement pour ses propres fichiers : un dictionnaire la première fois que vous le choisissez (ou qu’un défi le demande), et les définitions des mots d’une lettre la première fois que vous touchez l’un d’eux. Ce serveur peut donc savoir quels dictionnaires vous avez utilisés et quelles initiales vous avez consultées, jamais les mots, la grille ni vos parties.
credits-summary = Listes de mots et crédits
credits-licences = Textes des licences : <a data-l10n-name="scowl">SCOWL</a>, <a data-l10n-name="wordnet">WordNet</a>, <a data-l10n-name="gcide">GCIDE</a> (<a data-l10n-name="gpl">GPL 2</a> : les fichiers de définitions) ; les listes des autres langues sont des fichiers à part sous leurs propres licences : <span data-l10n-name="lists"></span>. Le code de l’app est sous licence MIT.

## What the worker and its bridge say (protocol.js: SAID)

download-dictionary-offline = Impossible de télécharger le dictionnaire { $name } ({ $reason }) : la première fois, il faut une connexion.
download-dictionary-http = Impossible de télécharger le dictionnaire { $name } (HTTP { NUMBER($status, useGrouping: 0) }).
download-definitions-offline = Impossible de télécharger les définitions ({ $reason }) : la première fois, il faut une connexion.
download-definitions-http = Impossible de télécharger les définitions (HTTP { NUMBER($status, useGrouping: 0) }).
dictionary-damaged = Le fichier du dictionnaire { $name } est endommagé ({ $reason }).
photo-reader-unloaded = Le lecteur de photos n’a pas pu être chargé ({ $reason }). Vous pouvez toujours taper la grille.
together-unloaded = « Jouer ensemble » n’a pas pu être chargé ({ $reason }). Vous pouvez toujours jouer seul.
qr-reader-unloaded = Le lecteur de codes QR n’a pas pu être chargé ({ $reason }).
start-wasm-failed = le solveur (WebAssembly) n’a pas pu être chargé : { $reason }
start-dictionary-unloaded = le dictionnaire n’a pas pu être téléchargé ({ $reason })
start-dictionary-damaged = le fichier du dictionnaire est endommagé ({ $reason })
no-module-workers = Ce navigateur ne sait pas exécuter les workers de module dont le solveur a besoin. Mettez-le à jour (tout Chrome, Edge, Firefox ou Safari récent convient).
solver-crashed = Le solveur s’est arrêté de façon inattendue ({ $reason }) et a été redémarré.
solver-timeout = Le solveur a mis plus de { $seconds } s ({ $doing ->
        [solve] résolution de la grille
        [solveEach] résolution de la grille
        [check] vérification d’un mot
        [ruling] vérification d’un mot
        [judge-round] jugement des listes
        [hints] comptage des mots
        [lookup] recherche d’un mot
        [parse] lecture d’une grille
        [random] lancer d’une grille
        [random-to-order] lancer d’une grille de cette difficulté
        [board-of-the-day] recherche de la grille du jour
        [rules] recherche des règles
        [build-list] construction de votre liste de mots
        [keep-list] chargement de votre liste de mots
        [recognize-image] lecture de la photo
        [photo-size] lecture de la photo
        [recognize-pixels] lecture de la photo
        [recognize-marked] lecture de la photo dans les coins
        [find-grid] recherche de la grille dans l’image de la caméra
        [read-codes] lecture d’un code QR dans l’image de la caméra
       *[other] { $doing }
    }) et a été redémarré. Votre grille et les mots trouvés sont conservés.
solver-keeps-failing = Le solveur échoue sans cesse ; veuillez recharger la page.
