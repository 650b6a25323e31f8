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
