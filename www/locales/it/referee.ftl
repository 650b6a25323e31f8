# L’arbitro delle parole e le definizioni: il verdetto su una parola toccata, i suoi elenchi, il suo percorso, il suo significato.

referee-cell = { $tile } in riga { $row }, colonna { $col }
referee-counts = Vale: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  }.
referee-too-short = Non vale: troppo corta ({ $letters ->
    [one] { $letters } lettera
   *[other] { $letters } lettere
  }; valgono da { $minLen } in su).
referee-banned = Non vale: vietata dalla lista di casa.
referee-the-dictionary = il dizionario
referee-not-a-word = { $house ->
    [listed] Non vale: non è in { $list }.
   *[none] Non vale: non è né in { $list } né nella lista di casa.
  }
referee-not-on-board-verdict = Non vale: non è nella griglia.
referee-gave-up = Non vale: non è stato possibile cercarla in questa griglia (troppi percorsi da provare).
referee-worth = Per la sua lunghezza varrebbe { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  }.
referee-path = Nella griglia, dalla { $cell }: { $path }.
referee-not-on-board = Non è nella griglia: { $why }.
referee-missing = nessun dado ha { $missing }
referee-inside-face = la griglia ha { $letter } solo dentro { $faces }
referee-too-few = { $needs ->
    [one] serve una { $letter }
   *[other] servono { $needs } { $letter }
  } e la griglia { $has ->
    [0] non ne ha nessuna
    [1] ne ha solo una
   *[other] ne ha solo { $has }
  }
referee-tile-twice = si può formare solo usando due volte la { $cell }
referee-not-connected = le sue lettere ci sono, ma non vicine nel suo ordine
referee-search-gave-up = troppi percorsi da provare: la ricerca si è fermata
referee-list = { $held ->
    [yes] In { $list }
   *[no] Non in { $list }
  }{ $inUse ->
    [yes] {" "}(in uso)
   *[no] {""}
  }
referee-not-held = { $list }: non ancora scaricato (sceglilo una volta per consultarlo qui)
referee-house-say = { $say ->
    [allowed] Ammessa dalla tua lista di casa
   *[banned] Vietata dalla tua lista di casa
  }
referee-lists = Elenchi di parole
referee-house = La nostra lista di casa
referee-allow = Ammetti da noi
referee-unallow = Togli dalle ammesse
referee-ban = Vieta da noi
referee-unban = Togli dalle vietate
definition-looking = Ricerca…
definition-english-only = Nessuna definizione: l’app ha definizioni solo in inglese (WordNet e GCIDE), ancora nessuna nella lingua di questo dizionario. «{ $word }» è nel suo elenco di parole.
definition-failed = Non è stato possibile caricare la definizione: { $reason }
definition-none = Nessuna definizione di «{ $word }» in WordNet o GCIDE, né di una parola di cui sia una forma (è comunque nell’elenco di parole).
definition-form-of = Una forma di «{ $word }»:
definition-source = Fonte: { $source }
