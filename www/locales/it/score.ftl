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
