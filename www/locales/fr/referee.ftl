# L’arbitre des mots et les définitions : le verdict sur un mot touché, ses listes, son chemin, son sens.

referee-cell = { $tile } (ligne { $row }, colonne { $col })
referee-counts = Compte : { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
referee-too-short = Ne compte pas : trop court ({ $letters ->
    [one] { $letters } lettre
   *[other] { $letters } lettres
  } ; il en faut { $minLen } ou plus).
referee-banned = Ne compte pas : interdit par la liste maison.
referee-the-dictionary = le dictionnaire
referee-not-a-word = { $house ->
    [listed] Ne compte pas : absent de { $list }.
   *[none] Ne compte pas : absent de { $list } et de la liste maison.
  }
referee-not-on-board-verdict = Ne compte pas : pas dans la grille.
referee-gave-up = Ne compte pas : il n’a pas pu être cherché dans cette grille (trop de chemins à essayer).
referee-worth = Sa longueur vaudrait { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
referee-path = Dans la grille, depuis le { $cell } : { $path }.
referee-not-on-board = Pas dans la grille : { $why }.
referee-missing = aucun dé ne porte { $missing }
referee-inside-face = la grille n’a de { $letter } que dans { $faces }
referee-too-few = il lui faut { $needs } { $letter } ; la grille { $has ->
    [0] n’en a aucun
    [1] n’en a qu’un
   *[other] n’en a que { $has }
  }
referee-tile-twice = on ne peut le tracer qu’en passant deux fois par le { $cell }
referee-not-connected = ses lettres y sont, mais pas côte à côte dans l’ordre
referee-search-gave-up = trop de chemins à essayer : la recherche s’est arrêtée
referee-list = { $held ->
    [yes] Dans { $list }
   *[no] Absent de { $list }
  }{ $inUse ->
    [yes] {" "}(utilisé)
   *[no] {""}
  }
referee-not-held = { $list } : pas encore téléchargé (choisissez-le une fois pour le consulter ici)
referee-house-say = { $say ->
    [allowed] Permis par votre liste maison
   *[banned] Interdit par votre liste maison
  }
referee-lists = Listes de mots
referee-house = Notre liste maison
referee-allow = Permettre chez nous
referee-unallow = Retirer des permis
referee-ban = Interdire chez nous
referee-unban = Retirer des interdits
definition-looking = Recherche…
definition-english-only = Pas de définition : l’app n’a de définitions qu’en anglais (WordNet et GCIDE), aucune encore dans la langue de ce dictionnaire. « { $word } » est dans sa liste de mots.
definition-failed = La définition n’a pas pu être chargée : { $reason }
definition-none = Aucune définition de « { $word } » dans WordNet ou GCIDE, ni d’un mot dont il serait une forme (il est bien dans la liste de mots).
definition-form-of = Une forme de « { $word } » :
definition-source = Source : { $source }
