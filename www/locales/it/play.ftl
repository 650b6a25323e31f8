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
