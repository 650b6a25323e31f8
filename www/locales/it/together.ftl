# Play together: one round on every phone at the table, passed by QR code (issue 52).

together-button = Gioca insieme
together-heading = Gioca insieme
together-help = Tutti gli altri: toccate «Scansiona una griglia» e puntate la fotocamera su questo codice, oppure aprite il link. Ogni telefono riceve la stessa griglia e le stesse regole, e il turno comincia su tutti insieme.
together-qr-label = Il codice del turno
together-link-label = Link al turno
together-copy = Copia il link
together-copied = Il link è copiato.
together-copy-failed = Copia tu il link dalla casella.
together-start-label = Comincia tra
together-start-seconds = { $seconds } secondi
together-hide = Nascondi il codice
together-show = Mostra il codice del turno
together-when = Comincia tra { $time }, alle { $at }
together-when-on = { $seconds ->
    [0] In corso, senza orologio
   *[other] In corso: restano { $time }
  }
together-starts-status = Il turno comincia tra { $seconds } secondi, alle { $at }.
together-go = Via! Il turno è cominciato.
together-joined-late = Il turno è cominciato { $ago } fa: giochi i { $time } che restano.
together-past = Questo turno è finito alle { $at }. Giocarlo comunque, senza orologio?
together-past-untimed = Giocalo senza orologio
together-past-skip = Non giocarlo
together-other-edition = Il { $dictionary } di questo telefono è un’altra edizione di quella del turno: una parola può essere giudicata diversamente qui.
together-house-missing = Questo turno si gioca con una lista della casa che questo telefono non ha, quindi una parola può essere giudicata diversamente qui: chiedete la lista, o contate i punti sul telefono di chi ospita.
together-unread = Non è stato possibile leggere il codice del turno
together-cannot-make = Non è stato possibile creare il turno
together-cover = Comincia tra { $time }
together-words-heading = Le mie parole
together-words-help = Mostra questo codice a chi ospita, che lo scansiona per contare i punti.
together-name-label = Il tuo nome
together-words-qr-label = Le parole di { $name }
together-words-summary = { $words ->
    [one] { $words } parola sulla lista del turno
   *[other] { $words } parole sulla lista del turno
  }{ $off ->
    [0] .
    [one] , e { $off } che non c’è: { $list }.
   *[other] , e { $off } che non ci sono: { $list }.
  }
together-words-text-label = Il codice come testo
together-words-failed = Non è stato possibile fare un codice delle tue parole
together-next = Turno successivo
together-next-status = Turno successivo: comincia tra { $seconds } secondi.
