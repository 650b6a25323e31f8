# Foto: la fotocamera, la revisione di una foto, i suoi angoli, i dadi letti.

camera-title = Scansiona una griglia
camera-capture = Scatta
camera-close = Annulla
doubts-accept = Sono tutti giusti
photo-review-heading = La foto
photo-advice =
    .aria-label = Consigli per un’altra foto
photo-image =
    .alt = La foto della griglia
corner-help = Trascina le quattro maniglie rotonde sugli angoli esterni della griglia di dadi, oppure selezionane una e spostala con le frecce (tieni premuto Maiusc per andare più veloce). Poi scegli la misura e leggi.
corner-size-label = Misura della griglia
corner-size-custom = Righe × colonne
corner-read = Leggi dentro gli angoli
photo-unfold = Mostra la foto
photo-fix = Correggi la griglia
photo-another = Scegline un’altra
photo-type = Scrivila
scan-tiles-summary = Cosa ha visto il lettore
scan-tiles-help = Ogni dado come l’ha visto il lettore di lettere, con ciò che ha letto e quanto ne era sicuro.

# Lo stato della fotocamera, e perché non si può usare.
photo-too-large = Questa immagine è di { $size } MB; si possono leggere immagini fino a { $max } MB.
camera-unsupported = Questo browser non dà accesso a una fotocamera qui. Scegli una foto con «Scegli una foto», oppure scrivi la griglia.
camera-refused = L’accesso alla fotocamera è stato negato. Puoi comunque scegliere una foto con «Scegli una foto», oppure scrivere la griglia.
camera-missing = Nessuna fotocamera trovata. Puoi scegliere una foto con «Scegli una foto», oppure scrivere la griglia.
camera-busy = La fotocamera è usata da un’altra app. Chiudila e riprova, oppure usa «Scegli una foto».
camera-failed = Non è stato possibile avviare la fotocamera ({ $reason }). Usa «Scegli una foto», oppure scrivi la griglia.
camera-loading = Caricamento del lettore di foto…
camera-point = Punta la fotocamera sulla griglia, dall’alto, in modo che tutti i dadi siano visibili.
camera-found = Griglia { $rows }×{ $cols } trovata. Stai fermo…
camera-reading = Lettura dei dadi…
camera-retry = Riprova, oppure tocca Scatta.
camera-point-code = Inquadra il codice «Le mie parole» sul telefono del giocatore.
camera-code-foreign = Questo codice QR non è un turno di Boggle. Inquadra la griglia, o il codice di un turno.
camera-code-closer = C’è un codice inquadrato, ma troppo piccolo o sfocato per leggerlo: avvicina il telefono e tienilo fermo.
camera-title-player = Scansiona un giocatore

# La foto sullo schermo.
photo-reading = Lettura della foto…
photo-read = Letta una griglia { $rows }×{ $cols } dalla foto. La sua griglia è disegnata sulla foto: se non sta sui dadi, correggila.
photo-read-status = Letta una griglia { $rows }×{ $cols } dalla foto{ $count ->
    [0] {""}
    [one] ; { $count } dado da controllare
   *[other] ; { $count } dadi da controllare
  }.
photo-unread = Non è stato possibile leggere la foto: { $reason }
photo-unread-status = Non è stato possibile leggere la foto.
photo-mark-corners = Trascina i quattro angoli sugli angoli esterni della griglia di dadi, scegli la misura e leggila.
photo-reading-marked = Lettura della griglia { $rows }×{ $cols } dentro gli angoli…
photo-marked-unread = Non è stato possibile leggere la griglia dentro gli angoli: { $reason }
photo-type-board = Scrivi la griglia: una lettera per casella.
photo-path = «{ $word }» sulla foto: { $path }.
photo-path-step = { $tile } (riga { $row }, colonna { $col })

# Le maniglie degli angoli (il loro nome, poi dove si trova ciascuna).
corner-top-left = Angolo in alto a sinistra della griglia
corner-top-right = Angolo in alto a destra della griglia
corner-bottom-right = Angolo in basso a destra della griglia
corner-bottom-left = Angolo in basso a sinistra della griglia
corner-handle = { $where }: { $across }% da sinistra, { $down }% dall’alto

# I dadi da controllare, e cosa ha visto il lettore.
doubts-marked = { $count ->
    [one] { $count } dado segnato
   *[other] { $count } dadi segnati
  }: toccane uno per vedere il dado nella foto e scegliere.
doubts-accepted = { $count ->
    [one] { $count } dado segnato accettato così come è stato letto.
   *[other] { $count } dadi segnati accettati così come sono stati letti.
  }
doubts-all-checked = Tutti i dadi segnati sono controllati.
tile-check-title = Riga { $row }, colonna { $col }: letto come { $tile }, sicuro al { $sure }%. È…
tile-check-title-unread = Riga { $row }, colonna { $col }: illeggibile. È…
tile-choice-likely = probabile
tile-choice-as-read = probabile, come letto
tile-choice-type = Scrivi
tile-choice-type-where = la lettera della riga { $row }, colonna { $col }
tile-check-die = Il dado della riga { $row }, colonna { $col } nella foto, ingrandito
scan-trace = Trovata { $where ->
    [whole] nella foto intera
    [quarters] in un quarto della foto, ingrandito
    [enlarged] nella foto ingrandita
    [closer] guardando più da vicino
    [closer-again] guardando più da vicino una seconda volta
    [moved-corners] spostando la griglia sui dadi
    [turned] nella foto ruotata di 45 gradi
    [marked] dentro gli angoli segnati
   *[other] nella foto
  }, dopo aver letto { $count ->
    [one] { $count } griglia
   *[other] { $count } griglie
  }.
scan-tile-read = { $tile } { $sure }%
scan-tile-unread = illeggibile
scan-tile-label = Riga { $row }, colonna { $col }: letto { $what }
