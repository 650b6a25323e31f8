# Gioca: una manche a tempo da soli, la sua fine e le sue parole.

play-heading = Gioca
round-legend = Manche
round-minutes = { $minutes } min
round-untimed = Senza tempo
play-new = Inizia una partita
play-day = Gioca la griglia del giorno
play-help = Trova più parole che puoi prima che scada il tempo: fai scorrere un dito (o il mouse) su dadi vicini, oppure scrivi. Il gioco scelto sopra stabilisce i dadi e la lunghezza minima delle parole, e «Griglie a caso» quante parole ha una nuova griglia. La griglia del giorno oggi è la stessa per tutti.
play-pause = Pausa
play-reveal = Svela una parola
play-stop = Termina ora
play-word-label = Oppure scrivi una parola
play-word-submit = Invia
play-progress-heading = Trovate per lunghezza
play-heat = Aiuto: parole che passano per ogni dado
play-your-words = Le tue parole
found-list =
    .aria-label = Parole che hai trovato
play-replay = Rigioca questa griglia
play-again = Nuova griglia
play-share = Condividi il risultato
play-challenge-link = Sfida un amico
play-solve = Mostra la soluzione
play-share-text = Testo da condividere
play-found-heading = Parole trovate
play-missed-heading = Parole mancate
play-alarm = Suono e vibrazione allo scadere del tempo

## Una manche in corso (play.js, play-clock.js, play-words.js)

play-last-minute = Manca un minuto.
play-board-unshown = Non è stato possibile mostrare la griglia della partita
play-cannot-start = Non è stato possibile iniziare la partita
play-game-on = { $seconds ->
    [0] Si gioca, senza tempo: trova parole di almeno { $minLen } lettere. Scorri sui dadi o scrivi.
   *[other] Si gioca: hai { $time } per trovare parole di almeno { $minLen } lettere. Scorri sui dadi o scrivi.
  }
play-kept-unshown = Non è stato possibile mostrare la griglia della partita salvata
play-kept-unrestored = Non è stato possibile riprendere la partita salvata
play-paused-kept = { $seconds ->
    [0] La tua partita è in pausa dopo { $time }.
   *[other] La tua partita è in pausa, mancano { $time }.
  }
play-paused = { $seconds ->
    [0] In pausa dopo { $time }.
   *[other] In pausa, mancano { $time }.
  }
play-resume = Riprendi
play-cover-paused = { $seconds ->
    [0] In pausa (senza tempo).
   *[other] In pausa: mancano { $time }.
  }
play-going-again = { $seconds ->
    [0] Si riprende.
   *[other] Si riprende: mancano { $time }.
  }
play-time-is-up = Il tempo è scaduto.
play-you-ended = { $seconds ->
    [0] Hai chiuso la partita.
   *[other] Hai chiuso la partita quando mancavano { $time }.
  }
play-timer-left = Tempo rimasto
play-timer-played = Tempo giocato (senza tempo limite)
play-score = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  }, { $words ->
    [one] { $words } parola
   *[other] { $words } parole
  }
play-already = «{ $word }»: già trovata.
play-unchecked-typed = Non è stato possibile controllare «{ $word }»; premi Invio per riprovare.
play-unchecked-swiped = Non è stato possibile controllare «{ $word }»; tracciala di nuovo per riprovare.
play-too-short = «{ $word }»: troppo corta (almeno { $minLen } lettere).
play-banned = «{ $word }»: vietata dalla lista di casa.
play-not-a-word = «{ $word }»: non è una parola.
play-gave-up = «{ $word }»: troppi percorsi per cercarla su questa griglia; non conta.
play-not-on-board = «{ $word }»: non è sulla griglia.
play-scored = { $points ->
    [one] «{ $word }»: +{ $points } punto.
   *[other] «{ $word }»: +{ $points } punti.
  }
play-found-points = +{ $points }
play-found-revealed = (rivelata)
play-nothing-left = Tutte le parole sono state trovate: non resta niente da rivelare.
play-revealed = Rivelata: «{ $word }» (senza punti).
play-leave-title = Lasciare la partita?
play-leave-message = La partita viene messa in pausa e salvata: torna in Gioca per finirla.
play-leave = Pausa ed esci
play-keep-playing = Continua a giocare

## La partita di un link di sfida (play-challenge.js)

play-start-challenge = Accetta la sfida
play-challenge-unshown = Non è stato possibile mostrare la griglia della sfida
play-challenge-intro = Una sfida: la stessa griglia { $rows }×{ $cols } per tutti,
play-challenge-terms = { $seconds ->
    [0] senza tempo: finisce quando lo dici tu
   *[other] { $time } sul cronometro
  }{ $minLen ->
    [0] .
   *[other] , parole di almeno { $minLen } lettere.
  }
play-challenge-to-beat = Punteggio da battere: { $score }.
play-challenge-to-beat-named = Punteggio da battere: { $score } ({ $name }).
play-challenge-dictionary = Dizionario: { $dictionary }.
play-sender-list = { $words ->
    [one] «{ $title }», l’elenco di parole personale di chi l’ha inviata ({ $words } parola)
   *[other] «{ $title }», l’elenco di parole personale di chi l’ha inviata ({ $words } parole)
  }
play-sender-list-unnamed = un elenco di parole personale di chi l’ha inviata
play-start = Inizia
play-hidden-until-start = La griglia resta nascosta finché non inizi.
play-try-again = Riprova
play-challenge-on-list = Una sfida con { $list },
play-challenge-no-list = Non può iniziare: questo dispositivo non ha quell’elenco. Una sfida è equa solo con l’elenco che indica, quindi aspetta: chiedi il file dell’elenco, aggiungilo in I tuoi elenchi di parole (Dizionario e regole di casa), poi riprova.
play-waiting-list = In attesa dell’elenco di parole di chi ha inviato la sfida.
play-list-missing = L’elenco di parole della sfida, { $list }, non è su questo dispositivo.
play-challenge-on-dictionary = Una sfida con il dizionario { $dictionary },
play-challenge-not-downloaded = Non può ancora iniziare: non è stato possibile scaricare il dizionario { $dictionary }. Serve una connessione una volta; poi funziona offline. Una sfida è equa solo con il dizionario che indica, quindi aspetta: collegati, poi riprova.
play-challenge-not-loaded = Non può ancora iniziare: non è stato possibile caricare il dizionario { $dictionary } ({ $reason }). Una sfida è equa solo con il dizionario che indica, quindi aspetta: collegati, poi riprova.
play-waiting-dictionary = In attesa del dizionario { $dictionary }.
play-dictionary-not-downloaded = Non è stato possibile scaricare il dizionario della sfida, { $dictionary }.
play-dictionary-not-loaded = Non è stato possibile caricare il dizionario della sfida, { $dictionary }.

## La fine di una partita (play-end.js)

play-over-time = Tempo scaduto!
play-over-ended = Partita finita.
play-result = Hai fatto { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  } su { $max } possibili, trovando { $found ->
    [one] { $found } parola
   *[other] { $found } parole
  } su { $words }{ $revealed ->
    [0] .
    [one] {" "}(più { $revealed } rivelata).
   *[other] {" "}(più { $revealed } rivelate).
  }
play-beat = Hai battuto i { $score } della sfida.
play-tied = Hai pareggiato i { $score } della sfida.
play-not-quite = Non ancora: la sfida ne aveva { $score }.
play-first-best = { $points ->
    [one] La tua prima partita { $rows }×{ $cols } su questo dispositivo: { $points } punto è il record da battere.
   *[other] La tua prima partita { $rows }×{ $cols } su questo dispositivo: { $points } punti sono il record da battere.
  }
play-new-best = Nuovo record personale per { $rows }×{ $cols }! (Era { $before }.)
play-best-is = { $points ->
    [one] Il tuo record per { $rows }×{ $cols } è { $points } punto.
   *[other] Il tuo record per { $rows }×{ $cols } è { $points } punti.
  }
play-not-kept = Questa partita non è salvata nella cronologia: { $reason }.
play-group-heading = { $letters } lettere ({ $words })
play-group-label = { $list }: { $letters } lettere
play-share-head = Boggle { $rows }×{ $cols }, { $seconds ->
    [0] senza tempo
   *[other] { $minutes ->
        [0] { $seconds } s
       *[other] { $minutes } min
      }
  }, { $dictionary }, almeno { $minLen } lettere
play-share-score = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  } su { $max }, { $found ->
    [one] { $found } parola
   *[other] { $found } parole
  } su { $words }
play-share-lengths = (lettere: { $lengths })
play-share-link = Gioca la stessa griglia: { $link }
play-challenge-text = { $points ->
    [one] Riesci a battere { $points } punto su questa griglia di Boggle? { $link }
   *[other] Riesci a battere { $points } punti su questa griglia di Boggle? { $link }
  }
play-share-challenge-title = Una sfida a Boggle
play-share-title = La mia partita a Boggle
play-shared = Condiviso.
play-copied = Copiato: incollalo in un messaggio.
play-copy-failed = Impossibile copiare: seleziona il testo qui sotto e copialo.

## Griglie su misura e link (board-order.js, share-link.js)

order-said = { $difficulty ->
    [easy] { $words ->
        [one] Una griglia facile: { $words } parola con questo dizionario.
       *[other] Una griglia facile: { $words } parole con questo dizionario.
      }
    [hard] { $words ->
        [one] Una griglia difficile: { $words } parola con questo dizionario.
       *[other] Una griglia difficile: { $words } parole con questo dizionario.
      }
   *[normal] { $words ->
        [one] Una griglia normale: { $words } parola con questo dizionario.
       *[other] Una griglia normale: { $words } parole con questo dizionario.
      }
  }
order-day-sentence = Griglia del giorno, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }).
order-day-note = Griglia del giorno, { DATETIME($date, weekday: "long", day: "numeric", month: "long", year: "numeric") } ({ $rows }×{ $cols }): oggi la stessa griglia per tutti.
order-no-day-size = C’è una griglia del giorno per la misura di ogni gioco, non per { $rows }×{ $cols }: scegli un gioco
order-needs-game = Le griglie a caso si tirano con i dadi di un gioco vero: scegli un gioco diverso da Misura libera.
order-rolling = Lancio di una griglia di quella difficoltà…
order-random-unshown = Non è stato possibile mostrare la griglia a caso
order-no-random = Nessuna griglia a caso
order-finding-day = Ricerca della griglia del giorno…
order-day-unshown = Non è stato possibile mostrare la griglia del giorno
order-no-day = Nessuna griglia del giorno
link-board-too-long = La griglia nell’indirizzo è troppo lunga per essere una griglia ({ $length } caratteri; una 8×8 ne richiede meno di 300).
link-board-unread = Non è stato possibile leggere la griglia nell’indirizzo
link-scoring-refused = il punteggio «{ $scoring }» del link non esiste in questa app, quindi vale il tuo
link-fill-first = Prima riempi la griglia: il link contiene una griglia intera.
link-share-title = Griglia di Boggle
link-copied = Link copiato: apre questa griglia, risolta.
link-copy-yourself = Per condividere questa griglia, copia l’indirizzo della pagina: { $url }
