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
