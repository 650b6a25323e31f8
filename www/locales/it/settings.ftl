# Impostazioni: la lingua, il dizionario e le regole di casa, le tue liste, le definizioni offline.

settings-summary = Dizionario e regole di casa
language-label = Lingua
language-auto = Quella del browser
dict-label = Dizionario
dictionary-note = Dizionario: { $title }{ $words ->
    [0] {""}
   *[other] , { $words } parole
  }{ $house ->
    [yours] , con la tua lista di casa
    [link] , con una lista di casa
   *[none] {""}
  }{ $fromLink ->
    [yes] {" "}(dal link)
   *[no] {""}
  }.
own-lists-summary = I tuoi elenchi di parole
own-lists-help = Un elenco tuo, una parola per riga (un file di testo, o incollato): viene letto su questo dispositivo, conservato in questo browser e proposto nel menu dei dizionari.
own-list-items =
    .aria-label = I tuoi elenchi di parole
own-list-name-label = Nome dell’elenco
own-list-name =
    .placeholder = es. Il nostro elenco di famiglia
own-list-language-label = Le sue lettere sono quelle del
own-list-text-label = Parole da incollare
word-lines =
    .placeholder = una parola per riga
own-list-add = Aggiungi le parole incollate
own-list-file-button = Scegli un file…
scoring-label = Punteggio
qu-legend = La faccia Qu vale
qu-two = due lettere
qu-one = una lettera
house-allow-label = Lista di casa: ammetti anche
house-ban-label = Lista di casa: non ammettere mai
house-apply = Applica la lista di casa
house-import = Importa un elenco…
defs-offline-keep = Tieni tutte le definizioni offline
defs-offline-status = Altrimenti le definizioni di una lettera vengono scaricate la prima volta che si tocca una parola con quella lettera.
settings-kept = Le impostazioni restano in questo browser. Un link condiviso porta il dizionario, le regole e la lista di casa (una lista troppo lunga per un link viene nominata, così l’amico lo sa).
