# Play together: one round on every phone at the table, passed by QR code (issue 52).

together-button = Jouer ensemble
together-heading = Jouer ensemble
together-help = Pour les autres : touchez « Scanner une grille » et visez ce code avec l’appareil photo, ou ouvrez le lien. Chaque téléphone reçoit la même grille et les mêmes règles, et la manche commence partout en même temps.
together-qr-label = Le code de la manche
together-link-label = Lien vers la manche
together-copy = Copier le lien
together-copied = Le lien est copié.
together-copy-failed = Copiez vous-même le lien depuis le champ.
together-start-label = Commence dans
together-start-seconds = { $seconds } secondes
together-hide = Masquer le code
together-show = Montrer le code de la manche
together-when = Commence dans { $time }, à { $at }
together-when-on = { $seconds ->
    [0] En cours, sans chrono
   *[other] En cours : encore { $time }
  }
together-starts-status = La manche commence dans { $seconds } secondes, à { $at }.
together-go = C’est parti ! La manche a commencé.
together-joined-late = La manche a commencé il y a { $ago } : vous jouez les { $time } qui restent.
together-past = Cette manche s’est terminée à { $at }. La jouer quand même, sans chrono ?
together-past-untimed = La jouer sans chrono
together-past-skip = Ne pas la jouer
together-other-edition = Le { $dictionary } de ce téléphone est une autre édition que celle de la manche : un mot peut être jugé autrement ici.
together-house-missing = Cette manche se joue avec une liste maison que ce téléphone n’a pas, donc un mot peut être jugé autrement ici : demandez la liste, ou comptez les points sur le téléphone de l’hôte.
together-unread = Le code de la manche n’a pas pu être lu
together-cannot-make = La manche n’a pas pu être créée
together-cover = Commence dans { $time }
together-words-heading = Mes mots
together-words-help = Montrez ce code à l’hôte, qui le scanne pour compter les points.
together-name-label = Votre nom
together-words-qr-label = Les mots de { $name }
together-words-summary = { $words ->
    [one] { $words } mot sur la liste de la manche
   *[other] { $words } mots sur la liste de la manche
  }{ $off ->
    [0] .
    [one] , et { $off } qui n’y est pas : { $list }.
   *[other] , et { $off } qui n’y sont pas : { $list }.
  }
together-words-text-label = Le code en texte
together-words-failed = Vos mots n’ont pas pu être mis en code
together-next = Manche suivante
together-next-status = Manche suivante : elle commence dans { $seconds } secondes.
