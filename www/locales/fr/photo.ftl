# Photos : l’appareil photo, la revue d’une photo, ses coins, les dés lus.

camera-title = Scanner une grille
camera-capture = Prendre
camera-close = Annuler
doubts-accept = Tout est juste
photo-review-heading = La photo
photo-advice =
    .aria-label = Conseils pour une autre photo
photo-image =
    .alt = La photo de la grille
corner-help = Faites glisser les quatre poignées rondes sur les coins extérieurs de la grille de dés, ou sélectionnez-en une et déplacez-la avec les flèches (Maj pour aller plus vite). Puis choisissez la taille et lancez la lecture.
corner-size-label = Taille de la grille
corner-size-custom = Lignes × colonnes
corner-read = Lire entre les coins
photo-unfold = Voir la photo
photo-fix = Corriger la grille
photo-another = En choisir une autre
photo-type = La taper
scan-tiles-summary = Ce que le lecteur a vu
scan-tiles-help = Chaque dé tel que le lecteur de lettres l’a vu, avec ce qu’il a lu et son degré de certitude.
