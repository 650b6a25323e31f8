# Conta i punti: una manche giocata al tavolo, l’elenco di ogni giocatore giudicato.

score-heading = Conta i punti
score-help = Dopo una manche al tavolo: inserisci la griglia (scansione, foto o tastiera), poi le parole di ogni giocatore. Ogni parola viene controllata mentre scrivi; le parole presenti in due elenchi si annullano.
score-result-heading = Classifica
score-caption = Punteggi
score-player = Giocatore
score-round = Questa manche
score-total = Totale
score-players =
    .aria-label = Giocatori
score-add = Aggiungi un giocatore
score-missed-heading = Le parole migliori che nessuno ha trovato
score-missed =
    .aria-label = Parole che nessuno ha trovato
score-missed-all = Mostra tutte
score-next = Tieni questa manche, griglia successiva
score-reset = Nuova partita

## L’elenco di ogni giocatore e la sua valutazione (game-score.js)

score-name-label = Nome
score-remove = Togli
score-words-label = Parole (una per riga, o separate da spazi o virgole)
score-judged-label = Parole valutate
score-player-n = Giocatore { $n }
score-remove-player = Togli { $name }
score-remove-title = Togliere { $name }?
score-remove-message = Le sue parole e i suoi punti vengono cancellati.
score-cancel = Annulla
score-why-counts = conta
score-why-cancelled = annullata: è anche nell’elenco di { $names }
score-why-repeated = scritta due volte: conta una volta
score-why-too-short = troppo corta (almeno { $minLen } lettere)
score-why-banned = vietata dalla lista di casa
score-why-not-a-word = non è una parola
score-why-not-on-board = non è sulla griglia
score-why-gave-up = non è stato possibile cercarla su questa griglia
score-on-list = Nell’elenco di { $name }: { $verdict }
score-board-first = Prima inserisci la griglia (scansionala, scegli una foto o scrivila), poi le parole di ogni giocatore.
score-unjudged = Non è stato possibile valutare gli elenchi.
score-judge-failed = Non è stato possibile valutare gli elenchi
score-player-score = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  } con { $words ->
    [one] { $words } parola
   *[other] { $words } parole
  }{ $out ->
    [0] .
    [one] ; { $out } non contata.
   *[other] ; { $out } non contate.
  }
score-scan = Scansiona un giocatore
score-scan-read = { $name }: { $words ->
    [one] { $words } parola letta
   *[other] { $words } parole lette
  }. Scansiona il giocatore successivo, o chiudi la fotocamera.
score-scan-replaced = { $name }: { $words ->
    [one] { $words } parola riletta
   *[other] { $words } parole rilette
  }, al posto delle precedenti.
score-scan-refused = Non letto:
score-scan-not-words = Non sono le parole di un giocatore: scansiona il codice «Le mie parole» che ogni telefono mostra alla fine del turno.
score-scan-no-round = Questo telefono non ha un turno giocato insieme da contare: scansionare i giocatori richiede il telefono che ha creato il turno con «Gioca insieme».
score-scan-full = Non c’è posto per un altro giocatore.
score-player-absent = assente (nessuna parola scansionata)
score-no-points = Ancora nessun punto: { $words ->
    [one] { $words } parola
   *[other] { $words } parole
  } su questa griglia (al massimo { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  }).
score-leads = { $points ->
    [one] { $name } è in testa con { $points } punto.
   *[other] { $name } è in testa con { $points } punti.
  }
score-tie = { $points ->
    [one] { $names } sono pari con { $points } punto.
   *[other] { $names } sono pari con { $points } punti.
  }
score-after-rounds = Dopo { $rounds } manche
score-missed-count = Le parole migliori che nessuno ha trovato ({ $missed } in tutto)
score-missed-count-stopped = Le parole migliori che nessuno ha trovato ({ $missed } in tutto; la ricerca si è fermata presto, quindi potrebbero essercene altre)
score-all-found = Tutte le parole della griglia sono state trovate!
score-all-listed = Tutte le parole trovate dalla ricerca sono negli elenchi (si è fermata presto: potrebbero essercene altre).
score-show-best = Mostra solo le migliori
score-show-all = Mostra tutte le { $missed }
score-not-kept = Questa manche non è salvata nella cronologia: { $reason }.
score-round-kept = Manche { $round } salvata. Inserisci la griglia successiva, poi i nuovi elenchi.
score-new-title = Iniziare una nuova partita?
score-new-message = Gli elenchi e i totali parziali vengono cancellati; i nomi restano. Le manche contate restano nella cronologia.
score-doubts-title = { $count ->
    [one] Resta un dado da controllare
   *[other] Restano { $count } dadi da controllare
  }
score-doubts-message = Il lettore non era sicuro di { $count ->
    [one] un dado
   *[other] { $count } dadi
  } di questa griglia, e un dado letto male cambia quali parole contano e i punteggi tenuti nella cronologia.
score-doubts-keep = Tienila così
score-doubts-check = Controlla i dadi

## The standings to every phone (score-standings.js) and the comparison a phone shows (standings-view.js)
score-absent = assente
score-show-code = Mostra la classifica
score-code-heading = La classifica per tutti i telefoni
score-code-help = Tutti gli altri: toccate «Scansiona una griglia» e puntate la fotocamera su questo codice. Ogni telefono mostra tutto il confronto e lo tiene nella cronologia.
score-code-text-label = La classifica come testo
score-code-copy = Copia il codice
score-code-hide = Nascondi il codice
score-code-qr-label = Il codice della classifica
score-code-summary = { $players ->
    [one] Un giocatore
   *[other] { $players } giocatori
  }, dopo { $rounds ->
    [one] un turno
   *[other] { $rounds } turni
  }.
score-code-failed = Non è stato possibile creare il codice della classifica
score-code-copied = Il codice è copiato.
score-code-copy-failed = Copia tu il codice dalla casella.
compare-title = Il turno a confronto
compare-close = Chiudi
compare-board = Griglia: { $board }
compare-no-points = Nessuno ha ancora un punto.
compare-found = Parole trovate
compare-you = { $name } (tu)
compare-not-me = Questo telefono ha giocato come { $name }, che non è tra questi giocatori: le parole sono mostrate per tutti.
compare-no-name = Questo telefono non ha ancora un nome di giocatore: le parole sono mostrate per tutti.
compare-with-heading = Le parole che tu e { $name } avete trovato
compare-only-me-heading = Le parole che solo tu hai trovato
compare-only-heading = Le parole che solo { $name } ha trovato
compare-everyone-heading = Le parole che tutti hanno trovato
compare-none = Nessuna.
compare-kept = Il confronto è tenuto nella cronologia.
compare-nobody = Nessuno ha giocato questo turno: non c’è niente da tenere nella cronologia.
compare-not-kept = Il confronto non è tenuto nella cronologia: { $reason }.
compare-no-round = È la classifica di un turno, ma questo telefono non ha giocato nessun turno insieme: apri prima il codice del turno («Scansiona una griglia») e giocalo su questo telefono.
compare-other-round = Questa classifica è di un altro turno rispetto a quello che questo telefono ha giocato insieme.
compare-failed = Non è stato possibile leggere la classifica:
