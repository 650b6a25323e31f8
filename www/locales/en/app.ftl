# The page's frame: header, messages, the start area, the board and its tools, the help, the footer.
# Every language has the same ids in the same order (locales/en is the source; a test checks).

# This language's name in itself, in the settings' list of languages (the site build reads it).
language-name = English
app-title = Boggle Solver
skip-link = Skip to the words
install = Install
start-toggle = New board
install-hint = To install the app: tap <strong>Share</strong> <span data-l10n-name="icon">(the square with an arrow)</span> in the browser’s bar, then <strong>Add to Home Screen</strong>. It then opens like an app and works offline.
install-hint-close = OK
mode-switch =
    .aria-label = Mode
mode-solve = Solve
mode-play = Play
mode-score = Score a game
mode-history = History

## Messages

status-starting = Getting ready…
update-note = A new version is ready.
update-reload = Reload
alert-dismiss = Dismiss
alert-reload = Reload
failure = { $what }: { $reason }
status-ready-solve = Ready: scan, photograph or type a board.
status-ready = Ready.
status-ready-score = Ready: put the board in, then each player’s words.
status-restarting = Restarting the solver…
status-restarted = The solver was restarted and is ready again.
status-unavailable = The solver is not available.
alert-unavailable = The solver could not start: { $reason }
status-offline-unavailable = Offline use is not available: { $reason }

## Start

start-lead = Put a board in to see every word on it: scan the real one, choose a photo of it, or type its letters.
start-scan = Scan a board
start-photo = Choose a photo
start-type = Type letters
start-random = Random board
start-day = Board of the day
start-play = Play a game
game-label = Game
game-new = Boggle 4×4
game-classic = Boggle 4×4, 1976 dice
game-big = Big Boggle 5×5
game-big-2012 = Big Boggle 5×5, 2012 dice
game-super-big = Super Big Boggle 6×6
game-custom = Custom size
rows-label = Rows
cols-label = Columns
difficulty-label = Random boards
difficulty-any = Any roll
difficulty-easy = Easy: many words
difficulty-normal = Normal
difficulty-hard = Hard: few words
board-pasted-unread = The pasted board could not be read
board-too-big = { $what }: boards up to { $max }×{ $max } are supported (this one is { $rows }×{ $cols }).

## The board

board-heading = Board
timer =
    .aria-label = Time left
play-score-start = 0 points, 0 words
grid =
    .aria-label = Board: type one letter per cell
cell-label = { $tile ->
    [empty] Row { $row }, column { $col }: empty
    [blank] Row { $row }, column { $col }: blank
   *[letters] Row { $row }, column { $col }: { $spelled }
  }
board-cover-resume = Resume
tool-rotate = Rotate
tool-heat = Heat map
tool-share = Share
tool-clear = Clear
board-turned = { $turn ->
    [1] The board is shown turned a quarter turn clockwise.
    [2] The board is shown upside down.
    [3] The board is shown turned a quarter turn anticlockwise.
   *[0] The board is shown upright.
  }
tile-keys =
    .aria-label = Special tiles for the selected cell
tile-blank =
    .aria-label = Blank
word-details =
    .aria-label = The word chosen
word-details-hint = Tap a word to see its path and what it means.

## Help

board-help-summary = How to enter a board
board-help-typing = Type a letter in each cell; the cursor moves on. Backspace, the arrow keys and Tab move around. <kbd>q</kbd> is the <strong>Qu</strong> tile. For two-letter tiles type <kbd>[th]</kbd> (also <kbd>[an]</kbd> <kbd>[er]</kbd> <kbd>[he]</kbd> <kbd>[in]</kbd> <kbd>[qu]</kbd>) or use the buttons under the board; <kbd>#</kbd> is a blank.
board-help-photo = <strong>Scan a board</strong> reads the board through the camera: hold the phone above the board until the dice are outlined and it captures by itself. <strong>Choose a photo</strong> picks a picture from your photos; on a computer you can also drop or paste one onto the page. The photo stays on screen with the grid it found: if the grid is wrong, or none was found, drag its four corners onto the board and read it again. Tiles the reader was unsure of are marked: tap one to see the die and choose what it is, or “All look right”. Pictures are read on this device and never sent anywhere.
board-help-paste = Or paste a whole board into any cell: rows separated by spaces, <code>/</code> or new lines (<code>alex/ande/ravi/erda</code>), or all in one go for a square board (<code>alexanderavierda</code>). The address of the page always holds the board, so you can bookmark it or send it.

## Footer

privacy-note = Works offline once loaded. Nothing you type, photograph or play leaves this device. The app asks only its own server, and only for its own files: a dictionary the first time you choose it (or a challenge names it), and the definitions of words beginning with a letter the first time you tap one of them. So that server can tell which dictionaries you used and which first letters you looked up, never the words, the board or your games.
credits-summary = Word lists and credits
credits-licences = Licence texts: <a data-l10n-name="scowl">SCOWL</a>, <a data-l10n-name="wordnet">WordNet</a>, <a data-l10n-name="gcide">GCIDE</a> (<a data-l10n-name="gpl">GPL 2</a>: the definitions files); the other languages' lists are separate files under their own licences: <span data-l10n-name="lists"></span>. The app’s code is MIT-licensed.

## What the worker and its bridge say (protocol.js: SAID)

download-dictionary-offline = Could not download the { $name } dictionary ({ $reason }): the first time needs a connection.
download-dictionary-http = Could not download the { $name } dictionary (HTTP { NUMBER($status, useGrouping: 0) }).
download-definitions-offline = Could not download the definitions ({ $reason }): the first time needs a connection.
download-definitions-http = Could not download the definitions (HTTP { NUMBER($status, useGrouping: 0) }).
dictionary-damaged = The { $name } dictionary file is damaged ({ $reason }).
photo-reader-unloaded = The photo reader could not be loaded ({ $reason }). Typing the board still works.
together-unloaded = Play together could not be loaded ({ $reason }). Playing alone still works.
qr-reader-unloaded = The QR code reader could not be loaded ({ $reason }).
start-wasm-failed = the solver (WebAssembly) could not be loaded: { $reason }
start-dictionary-unloaded = the dictionary could not be downloaded ({ $reason })
start-dictionary-damaged = the dictionary file is damaged ({ $reason })
no-module-workers = This browser cannot run module workers, which the solver needs. Please update it (any current Chrome, Edge, Firefox or Safari works).
solver-crashed = The solver stopped unexpectedly ({ $reason }) and was restarted.
solver-timeout = The solver took more than { $seconds } s ({ $doing ->
        [solve] solving the board
        [solveEach] solving the board
        [check] checking a word
        [ruling] checking a word
        [judge-round] judging the lists
        [hints] counting the words
        [lookup] looking up a word
        [parse] reading a board
        [random] rolling a board
        [random-to-order] rolling a board of that difficulty
        [board-of-the-day] finding the board of the day
        [rules] looking up the rules
        [build-list] building your word list
        [keep-list] loading your word list
        [recognize-image] reading the photo
        [photo-size] reading the photo
        [recognize-pixels] reading the photo
        [recognize-marked] reading the photo inside the corners
        [find-grid] finding the board in the camera picture
        [read-codes] reading a QR code in the camera picture
       *[other] { $doing }
    }) and was restarted. Your board and the words you found are kept.
solver-keeps-failing = The solver keeps failing; please reload the page.
