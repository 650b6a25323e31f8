# What the Rust crates say to a person: their errors and advice carry these ids and arguments
# (boggle_board::Localized), and their English here is what the CLI prints (a test in
# crates/testkit/tests/messages.rs holds the two equal). Sizes in pixels are written without grouping.


## Board text

board-empty = la griglia è vuota
board-unknown-symbol = riga { $row }, colonna { $col }: «{ $found }» non è una faccia di dado (usa a-z{ $extra }, { $q ->
        [qu] q per Qu, [qu]
       *[q] q, [qu] per una faccia Qu
    } [an] [er] [he] [in] [th], o # per una faccia vuota)
board-unclosed-bracket = riga { $row }, colonna { $col }: la «[» non viene mai chiusa con «]»
board-ragged = la riga { $row } ha { $found } dadi ma la riga 1 ne ha { $expected }: ogni riga deve averne lo stesso numero
board-not-square = { $tiles } dadi in una sola riga non formano una griglia quadrata: separa le righe con spazi o /
board-too-small = la griglia è { $rows }x{ $cols }; la più piccola è { $min }x{ $min }
board-too-large = la griglia è { $rows }x{ $cols }; la più grande è { $max }x{ $max }
board-tile-count = una griglia { $rows }x{ $cols } richiede { $needed } dadi, non { $tiles }

## A photo that gave no board

photo-not-an-image = non è una foto che riusciamo a leggere ({ $why })
photo-too-small = la foto è troppo piccola ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }); servono almeno { $min } pixel per lato
photo-too-many-pixels = la foto è troppo grande ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }, { $megapixels } megapixel); il massimo è { $max } megapixel
photo-bad-pixels = il buffer dei pixel ha { $got } byte; larghezza x altezza x 4 fa { $expected }
photo-no-board = nessuna griglia trovata
photo-dice-hidden = trovati { $found } dadi, ma non tutta la griglia: una parte è coperta o fuori dall’immagine
photo-too-blurry = troppo sfocata per leggere i dadi
photo-too-dark = troppo scura per vedere i dadi
photo-too-far = la griglia è troppo lontana per leggerne i dadi: avvicinati finché riempie quasi tutta l’immagine
photo-reader-failed = la lettura delle lettere non è riuscita: { $why }
photo-bad-corners = gli angoli segnati non formano una griglia: indica i quattro angoli esterni della griglia in ordine, girandole intorno, e una misura da 2x2 a 8x8
photo-corners-outside = gli angoli segnati sono fuori dalla foto ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }): nessun dado di quella griglia vi compare; segna sulla foto i quattro angoli esterni della griglia
photo-took-too-long = leggere questa foto ha richiesto troppo tempo; rifalla più vicino alla griglia, su uno sfondo più uniforme

## Advice to retake, and why every tile of a read is marked

advice-too-dark = Troppo scura: accendi una luce o avvicinati a una finestra
advice-too-blurry = Troppo sfocata: tieni fermo il telefono e tocca la griglia per mettere a fuoco
advice-glare = Riflessi sui dadi: inclina il telefono o allontanati dalla lampada
advice-too-far = Troppo lontano: avvicinati perché la griglia riempia quasi tutta l’immagine
advice-cut-off = Griglia tagliata: allontanati perché tutta la griglia entri nell’immagine
doubt-hard-to-read = La foto è difficile da leggere, quindi ogni dado è stato segnato: controllali uno per uno o scatta un’altra foto.
doubt-line-off = Una riga o colonna sul bordo mostra a malapena un dado, quindi la griglia potrebbe essere spostata di una riga e ogni dado è stato segnato: correggi la griglia o controlla ogni dado.
doubt-small-dice = I dadi sono piccoli in questa foto, quindi ogni dado è stato segnato: controllali uno per uno o scatta la foto più da vicino.

## A word list of one's own

list-too-large = la lista è di { $megabytes } MB; una lista di parole può essere al massimo di { $max } MB
list-out-of-time = leggere la lista ha richiesto troppo tempo (fermata alla riga { $line }); basterà una lista più corta
list-no-words = la lista non contiene nessuna parola che una griglia possa formare
list-damaged = il file del dizionario è danneggiato ({ $why })
list-left-out = { $total ->
        [one] { $total } riga esclusa
       *[other] { $total } righe escluse
    }, che nessuna griglia può formare:
list-left-out-too-long = { $count } più lunghe di 64 dadi (la prima: riga { $line }, «{ $first }»)
list-left-out-not-letters = { $count } con caratteri che nessun dado ha (la prima: riga { $line }, «{ $first }»)
list-left-out-q-without-u = { $count } con una q non seguita da u (la prima: riga { $line }, «{ $first }»)
list-left-out-past-limit = { $count } oltre 4 GiB di lettere (la prima: riga { $line }, «{ $first }»)

## A round to judge, a board made to order

round-too-many-players = { $players } giocatori: una manche ne ammette al massimo { $max }
round-list-too-long = il giocatore { $player } ha scritto { $words } parole: una lista ne ammette al massimo { $max }
order-missed = Nessuna { $what ->
        [day] griglia del giorno
        [easy] griglia facile
        [hard] griglia difficile
       *[other] griglia normale
    } è uscita in { $rolls ->
        [one] 1 lancio
       *[other] { $rolls } lanci
    } dei dadi { $dice } (difficile: meno di { $hard } parole, facile: { $easy } o più; { $rolls ->
        [one] aveva { $most } parole
       *[other] avevano da { $fewest } a { $most } parole
    }). Prova un’altra difficoltà o un altro dizionario.

## Un codice della serata di gioco: una manche, le parole di un giocatore, la classifica

code-foreign = questo non è un codice di gioco di questa app
code-truncated = il codice è incompleto: scansionalo di nuovo
code-damaged = il codice è danneggiato (il suo valore di controllo non corrisponde): scansionalo di nuovo
code-newer-version = il codice è nel formato { $found }, più recente di quello che legge questa app ({ $supported }): aggiorna l’app
code-wrong-kind = questo è il codice { $found ->
        [round] di una manche
        [answer] delle parole di un giocatore
       *[standings] della classifica
    }, non quello { $expected ->
        [round] di una manche
        [answer] delle parole di un giocatore
       *[standings] della classifica
    }
code-unknown-kind = il codice è di un tipo sconosciuto ({ $found })
code-invalid = nel codice il campo «{ $field ->
        [board] griglia
        [dictionary] dizionario
        [scoring] punteggio
        [qu-rule] regola della Qu
        [minimum-length] lunghezza minima
        [rules] regole
        [house-list] lista di casa
        [house-word] parola della lista di casa
        [round-length] durata della manche
        [start] ora di inizio
        [length] lunghezza
        [player-name] nome del giocatore
        [word-list] lista di parole
        [words] parole
        [words-not-on-the-list] parole fuori dalla lista
        [word] parola
        [rounds] numero di manche
        [players] numero di giocatori
        [score] punteggio
        [total] totale
        [standings] classifica
      *[other] dati
    }» non è valido
code-too-long = il campo «{ $field ->
        [board] griglia
        [dictionary] dizionario
        [scoring] punteggio
        [qu-rule] regola della Qu
        [minimum-length] lunghezza minima
        [rules] regole
        [house-list] lista di casa
        [house-word] parola della lista di casa
        [round-length] durata della manche
        [start] ora di inizio
        [length] lunghezza
        [player-name] nome del giocatore
        [word-list] lista di parole
        [words] parole
        [words-not-on-the-list] parole fuori dalla lista
        [word] parola
        [rounds] numero di manche
        [players] numero di giocatori
        [score] punteggio
        [total] totale
        [standings] classifica
      *[other] testo
    }» è troppo lungo per un codice (al massimo { $max })
code-other-round = queste parole sono della manche { NUMBER($round, useGrouping: 0) }, non di questa ({ NUMBER($expected, useGrouping: 0) })
code-other-board = queste parole sono di un’altra griglia
code-other-list = queste parole rimandano a una lista di { $found } parole, ma questa manche ne ha { $expected }: il dizionario o le regole sono diversi
