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
