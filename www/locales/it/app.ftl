# La cornice della pagina: intestazione, messaggi, inizio, griglia e strumenti, aiuto, piè di pagina.

# This language's name in itself, in the settings' list of languages (the site build reads it).
language-name = Italiano
app-title = Risolutore di Boggle
skip-link = Vai alle parole
install = Installa
start-toggle = Nuova griglia
install-hint = Per installare l’app: tocca <strong>Condividi</strong> <span data-l10n-name="icon">(il quadrato con la freccia)</span> nella barra del browser, poi <strong>Aggiungi alla schermata Home</strong>. Si apre così come un’app e funziona offline.
install-hint-close = OK
mode-switch =
    .aria-label = Modalità
mode-solve = Risolvi
mode-play = Gioca
mode-score = Conta i punti
mode-history = Cronologia

## Messaggi

status-starting = Preparazione…
update-note = È pronta una nuova versione.
update-reload = Ricarica
alert-dismiss = Chiudi
alert-reload = Ricarica
failure = { $what }: { $reason }
status-ready-solve = Pronto: scansiona, fotografa o scrivi una griglia.
status-ready = Pronto.
status-ready-score = Pronto: inserisci la griglia, poi le parole di ogni giocatore.
status-restarting = Riavvio del risolutore…
status-restarted = Il risolutore è stato riavviato ed è di nuovo pronto.
status-unavailable = Il risolutore non è disponibile.
alert-unavailable = Il risolutore non è riuscito a partire: { $reason }
status-offline-unavailable = L’uso offline non è disponibile: { $reason }

## Inizio

start-lead = Inserisci una griglia per vedere tutte le sue parole: scansiona quella vera, scegline una foto o scrivi le sue lettere.
start-scan = Scansiona una griglia
start-photo = Scegli una foto
start-type = Scrivi le lettere
start-random = Griglia a caso
start-day = Griglia del giorno
start-play = Gioca una partita
game-label = Gioco
game-new = Boggle 4×4
game-classic = Boggle 4×4, dadi del 1976
game-big = Big Boggle 5×5
game-big-2012 = Big Boggle 5×5, dadi del 2012
game-super-big = Super Big Boggle 6×6
game-custom = Misura libera
rows-label = Righe
cols-label = Colonne
difficulty-label = Griglie a caso
difficulty-any = Qualsiasi lancio
difficulty-easy = Facile: molte parole
difficulty-normal = Normale
difficulty-hard = Difficile: poche parole
board-pasted-unread = Non è stato possibile leggere la griglia incollata
board-too-big = { $what }: sono ammesse griglie fino a { $max }×{ $max } (questa è { $rows }×{ $cols }).

## La griglia

board-heading = Griglia
timer =
    .aria-label = Tempo rimasto
play-score-start = 0 punti, 0 parole
grid =
    .aria-label = Griglia: una lettera per casella
cell-label = { $tile ->
    [empty] Riga { $row }, colonna { $col }: vuota
    [blank] Riga { $row }, colonna { $col }: faccia vuota
   *[letters] Riga { $row }, colonna { $col }: { $spelled }
  }
board-cover-resume = Riprendi
tool-rotate = Ruota
tool-heat = Mappa di calore
tool-share = Condividi
tool-clear = Svuota
board-turned = { $turn ->
    [1] La griglia è ruotata di un quarto di giro in senso orario.
    [2] La griglia è capovolta.
    [3] La griglia è ruotata di un quarto di giro in senso antiorario.
   *[0] La griglia è dritta.
  }
tile-keys =
    .aria-label = Facce speciali per la casella scelta
tile-blank =
    .aria-label = Faccia vuota
word-details =
    .aria-label = La parola scelta
word-details-hint = Tocca una parola per vederne il percorso e il significato.

## Aiuto

board-help-summary = Come inserire una griglia
board-help-typing = Scrivi una lettera in ogni casella; il cursore va avanti da solo. Backspace, le frecce e Tab servono a spostarsi. <kbd>q</kbd> è la faccia <strong>Qu</strong>. Per le facce di due lettere scrivi <kbd>[th]</kbd> (anche <kbd>[an]</kbd> <kbd>[er]</kbd> <kbd>[he]</kbd> <kbd>[in]</kbd> <kbd>[qu]</kbd>) o usa i pulsanti sotto la griglia; <kbd>#</kbd> è una faccia vuota.
board-help-photo = <strong>Scansiona una griglia</strong> legge la griglia con la fotocamera: tieni il telefono sopra la griglia finché i dadi non sono contornati, e lo scatto parte da solo. <strong>Scegli una foto</strong> prende un’immagine dalle tue foto; su un computer puoi anche trascinarne o incollarne una sulla pagina. La foto resta sullo schermo con la griglia trovata: se è sbagliata, o non ne è stata trovata nessuna, trascina i suoi quattro angoli sulla griglia e rileggila. I dadi incerti sono segnati: toccane uno per vedere il dado e scegliere cos’è, oppure «Sono tutti giusti». Le immagini vengono lette su questo dispositivo e non vengono mai inviate.
board-help-paste = Oppure incolla una griglia intera in una casella qualsiasi: righe separate da spazi, <code>/</code> o a capo (<code>alex/ande/ravi/erda</code>), o tutto di seguito per una griglia quadrata (<code>alexanderavierda</code>). L’indirizzo della pagina contiene sempre la griglia, così puoi salvarlo tra i preferiti o inviarlo.

## Piè di pagina

privacy-note = Funziona offline una volta caricata. Niente di ciò che scrivi, fotografi o giochi lascia questo dispositivo. L’app interroga solo il proprio server, e solo per i propri file: un dizionario la prima volta che lo scegli (o che una sfida lo richiede) e le definizioni delle parole che iniziano con una lettera la prima volta che ne tocchi una. Quel server può quindi sapere quali dizionari hai usato e quali iniziali hai consultato, mai le parole, la griglia o le tue partite.
credits-summary = Elenchi di parole e riconoscimenti
credits-licences = Testi delle licenze: <a data-l10n-name="scowl">SCOWL</a>, <a data-l10n-name="wordnet">WordNet</a>, <a data-l10n-name="gcide">GCIDE</a> (<a data-l10n-name="gpl">GPL 2</a>: i file delle definizioni); gli elenchi delle altre lingue sono file a parte con licenze proprie: <span data-l10n-name="lists"></span>. Il codice dell’app è sotto licenza MIT.

## What the worker and its bridge say (protocol.js: SAID)

download-dictionary-offline = Impossibile scaricare il dizionario { $name } ({ $reason }): la prima volta serve una connessione.
download-dictionary-http = Impossibile scaricare il dizionario { $name } (HTTP { NUMBER($status, useGrouping: 0) }).
download-definitions-offline = Impossibile scaricare le definizioni ({ $reason }): la prima volta serve una connessione.
download-definitions-http = Impossibile scaricare le definizioni (HTTP { NUMBER($status, useGrouping: 0) }).
dictionary-damaged = Il file del dizionario { $name } è danneggiato ({ $reason }).
photo-reader-unloaded = Non è stato possibile caricare il lettore di foto ({ $reason }). Si può sempre digitare la griglia.
together-unloaded = Non è stato possibile caricare «Gioca insieme» ({ $reason }). Si può sempre giocare da soli.
qr-reader-unloaded = Non è stato possibile caricare il lettore di codici QR ({ $reason }).
start-wasm-failed = non è stato possibile caricare il risolutore (WebAssembly): { $reason }
start-dictionary-unloaded = non è stato possibile scaricare il dizionario ({ $reason })
start-dictionary-damaged = il file del dizionario è danneggiato ({ $reason })
no-module-workers = Questo browser non può eseguire i worker di modulo di cui il risolutore ha bisogno. Aggiornalo (va bene qualsiasi Chrome, Edge, Firefox o Safari recente).
solver-crashed = Il risolutore si è fermato inaspettatamente ({ $reason }) ed è stato riavviato.
solver-timeout = Il risolutore ha impiegato più di { $seconds } s ({ $doing ->
        [solve] risoluzione della griglia
        [solveEach] risoluzione della griglia
        [check] verifica di una parola
        [ruling] verifica di una parola
        [judge-round] giudizio delle liste
        [hints] conteggio delle parole
        [lookup] ricerca di una parola
        [parse] lettura di una griglia
        [random] lancio di una griglia
        [random-to-order] lancio di una griglia di quella difficoltà
        [board-of-the-day] ricerca della griglia del giorno
        [rules] consultazione delle regole
        [build-list] creazione della tua lista di parole
        [keep-list] caricamento della tua lista di parole
        [recognize-image] lettura della foto
        [photo-size] lettura della foto
        [recognize-pixels] lettura della foto
        [recognize-marked] lettura della foto dentro gli angoli
        [find-grid] ricerca della griglia nell’immagine della fotocamera
        [read-codes] lettura di un codice QR nell’immagine della fotocamera
       *[other] { $doing }
    }) ed è stato riavviato. La tua griglia e le parole trovate restano.
solver-keeps-failing = Il risolutore continua a fallire; ricarica la pagina.
