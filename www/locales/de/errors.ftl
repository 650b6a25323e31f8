# What the Rust crates say to a person: their errors and advice carry these ids and arguments
# (boggle_board::Localized), and their English here is what the CLI prints (a test in
# crates/testkit/tests/messages.rs holds the two equal). Sizes in pixels are written without grouping.


## Board text

board-empty = das Spielfeld ist leer
board-unknown-symbol = Zeile { $row }, Spalte { $col }: „{ $found }“ ist keine Würfelseite (a-z{ $extra }, { $q ->
        [qu] q für Qu, [qu]
       *[q] q, [qu] für eine Qu-Seite
    } [an] [er] [he] [in] [th] oder # für eine leere Seite)
board-unclosed-bracket = Zeile { $row }, Spalte { $col }: „[“ wird nie mit „]“ geschlossen
board-ragged = Zeile { $row } hat { $found } Würfel, Zeile 1 aber { $expected }: Jede Zeile braucht gleich viele
board-not-square = { $tiles } Würfel in einer Zeile ergeben kein quadratisches Spielfeld: Trennen Sie die Zeilen mit Leerzeichen oder /
board-too-small = das Spielfeld ist { $rows }x{ $cols }; das kleinste ist { $min }x{ $min }
board-too-large = das Spielfeld ist { $rows }x{ $cols }; das größte ist { $max }x{ $max }
board-tile-count = ein { $rows }x{ $cols }-Spielfeld braucht { $needed } Würfel, nicht { $tiles }

## A photo that gave no board

photo-not-an-image = kein Foto, das wir lesen können ({ $why })
photo-too-small = das Foto ist zu klein ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }); es braucht mindestens { $min } Pixel pro Seite
photo-too-many-pixels = das Foto ist zu groß ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }, { $megapixels } Megapixel); höchstens { $max } Megapixel
photo-bad-pixels = der Pixelpuffer hat { $got } Bytes; Breite x Höhe x 4 ergibt { $expected }
photo-no-board = kein Spielfeld gefunden
photo-dice-hidden = { $found } Würfel gefunden, aber nicht das ganze Spielfeld: ein Teil ist verdeckt oder außerhalb des Bildes
photo-too-blurry = zu unscharf, um die Würfel zu lesen
photo-too-dark = zu dunkel, um die Würfel zu sehen
photo-too-far = das Spielfeld ist zu weit weg, um seine Würfel zu lesen: gehen Sie näher heran, bis es fast das ganze Bild füllt
photo-reader-failed = das Lesen der Buchstaben ist fehlgeschlagen: { $why }
photo-bad-corners = die markierten Ecken ergeben kein Spielfeld: Geben Sie die vier äußeren Ecken des Gitters der Reihe nach rundherum an und eine Größe von 2x2 bis 8x8
photo-corners-outside = die markierten Ecken liegen außerhalb des Fotos ({ NUMBER($width, useGrouping: 0) }x{ NUMBER($height, useGrouping: 0) }): kein Würfel dieses Spielfelds ist darauf; markieren Sie die vier äußeren Ecken des Gitters auf dem Foto
photo-took-too-long = das Lesen dieses Fotos hat zu lange gedauert; fotografieren Sie näher am Spielfeld und vor einem ruhigeren Hintergrund

## Advice to retake, and why every tile of a read is marked

advice-too-dark = Zu dunkel: Schalten Sie ein Licht ein oder gehen Sie ans Fenster
advice-too-blurry = Zu unscharf: Halten Sie das Handy still und tippen Sie zum Scharfstellen auf das Spielfeld
advice-glare = Spiegelungen auf den Würfeln: Neigen Sie das Handy oder gehen Sie von der Lampe weg
advice-too-far = Zu weit weg: Gehen Sie näher heran, damit das Spielfeld fast das ganze Bild füllt
advice-cut-off = Spielfeld abgeschnitten: Gehen Sie zurück, damit das ganze Spielfeld im Bild ist
doubt-hard-to-read = Das Foto ist schwer zu lesen, daher wurde jeder Würfel markiert: Prüfen Sie jeden einzeln oder machen Sie ein neues Foto.
doubt-line-off = Eine Zeile oder Spalte am Rand zeigt kaum einen Würfel, das Gitter liegt also vielleicht eine Reihe neben den Würfeln, und jeder Würfel wurde markiert: Korrigieren Sie das Gitter oder prüfen Sie jeden Würfel.
doubt-small-dice = Die Würfel sind auf diesem Foto klein, daher wurde jeder Würfel markiert: Prüfen Sie jeden einzeln oder fotografieren Sie näher.

## A word list of one's own

list-too-large = die Liste hat { $megabytes } MB; eine Wortliste darf höchstens { $max } MB haben
list-out-of-time = das Lesen der Liste hat zu lange gedauert (angehalten bei Zeile { $line }); eine kürzere Liste geht
list-no-words = die Liste enthält kein Wort, das ein Spielfeld legen kann
list-damaged = die Wörterbuchdatei ist beschädigt ({ $why })
list-left-out = { $total ->
        [one] { $total } Zeile ausgelassen
       *[other] { $total } Zeilen ausgelassen
    }, die kein Spielfeld legen kann:
list-left-out-too-long = { $count } länger als 64 Würfel (zuerst: Zeile { $line }, „{ $first }“)
list-left-out-not-letters = { $count } mit Zeichen, die kein Würfel hat (zuerst: Zeile { $line }, „{ $first }“)
list-left-out-q-without-u = { $count } mit einem q ohne folgendes u (zuerst: Zeile { $line }, „{ $first }“)
list-left-out-past-limit = { $count } jenseits von 4 GiB Buchstaben (zuerst: Zeile { $line }, „{ $first }“)

## A round to judge, a board made to order

round-too-many-players = { $players } Spieler: eine Runde hat höchstens { $max }
round-list-too-long = Spieler { $player } hat { $words } Wörter notiert: eine Liste hat höchstens { $max }
order-missed = { $what ->
        [day] Kein Spielfeld des Tages
        [easy] Kein leichtes Spielfeld
        [hard] Kein schweres Spielfeld
       *[other] Kein normales Spielfeld
    } kam in { $rolls ->
        [one] 1 Wurf
       *[other] { $rolls } Würfen
    } der { $dice }-Würfel (schwer: weniger als { $hard } Wörter, leicht: { $easy } oder mehr; { $rolls ->
        [one] er hatte { $most } Wörter
       *[other] sie hatten { $fewest } bis { $most } Wörter
    }). Versuchen Sie eine andere Schwierigkeit oder ein anderes Wörterbuch.

## Ein Code für den Spieleabend: eine Runde, die Wörter eines Spielers, der Spielstand

code-foreign = das ist kein Spielcode dieser App
code-truncated = der Code ist unvollständig: Scannen Sie ihn erneut
code-damaged = der Code ist beschädigt (seine Prüfsumme stimmt nicht): Scannen Sie ihn erneut
code-newer-version = der Code hat das Format { $found }, neuer als das, was diese App liest ({ $supported }): Aktualisieren Sie die App
code-wrong-kind = das ist der Code { $found ->
        [round] einer Runde
        [answer] mit den Wörtern eines Spielers
       *[standings] des Spielstands
    }, nicht der Code { $expected ->
        [round] einer Runde
        [answer] mit den Wörtern eines Spielers
       *[standings] des Spielstands
    }
code-unknown-kind = der Code ist von unbekannter Art ({ $found })
code-invalid = im Code ist das Feld „{ $field ->
        [board] Spielfeld
        [dictionary] Wörterbuch
        [scoring] Punktwertung
        [qu-rule] Qu-Regel
        [minimum-length] Mindestlänge
        [rules] Regeln
        [house-list] Hausliste
        [house-word] Wort der Hausliste
        [round-length] Rundendauer
        [start] Startzeit
        [length] Länge
        [player-name] Spielername
        [word-list] Wortliste
        [words] Wörter
        [words-not-on-the-list] Wörter außerhalb der Liste
        [word] Wort
        [rounds] Rundenzahl
        [players] Spielerzahl
        [score] Punktzahl
        [total] Gesamtpunktzahl
        [standings] Spielstand
      *[other] Daten
    }“ ungültig
code-too-long = das Feld „{ $field ->
        [board] Spielfeld
        [dictionary] Wörterbuch
        [scoring] Punktwertung
        [qu-rule] Qu-Regel
        [minimum-length] Mindestlänge
        [rules] Regeln
        [house-list] Hausliste
        [house-word] Wort der Hausliste
        [round-length] Rundendauer
        [start] Startzeit
        [length] Länge
        [player-name] Spielername
        [word-list] Wortliste
        [words] Wörter
        [words-not-on-the-list] Wörter außerhalb der Liste
        [word] Wort
        [rounds] Rundenzahl
        [players] Spielerzahl
        [score] Punktzahl
        [total] Gesamtpunktzahl
        [standings] Spielstand
      *[other] Text
    }“ ist zu lang für einen Code (höchstens { $max })
code-other-round = diese Wörter gehören zu Runde { NUMBER($round, useGrouping: 0) }, nicht zu dieser Runde ({ NUMBER($expected, useGrouping: 0) })
code-other-board = diese Wörter gehören zu einem anderen Spielfeld
code-other-list = diese Wörter beziehen sich auf eine Liste mit { $found } Wörtern, diese Runde hat aber { $expected }: Wörterbuch oder Regeln sind verschieden
