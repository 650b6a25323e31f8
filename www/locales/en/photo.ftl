# Photos: the camera, a photo's review, marking its corners, the tiles the reader saw.

camera-title = Scan a board
camera-capture = Capture
camera-close = Cancel
doubts-accept = All look right
photo-review-heading = The photo
photo-advice =
    .aria-label = Advice for another photo
photo-image =
    .alt = The photo of the board
corner-help = Drag the four round handles onto the outer corners of the grid of dice, or select one and move it with the arrow keys (hold Shift to move faster). Then pick the size and read.
corner-size-label = Board size
corner-size-custom = Rows × columns
corner-read = Read inside the corners
photo-unfold = Show the photo
photo-fix = Fix the grid
photo-another = Choose another
photo-type = Type it
scan-tiles-summary = What the reader saw
scan-tiles-help = Each die as the letter reader saw it, with what it read and how sure it was.

# The camera's status, and why it cannot be used.
photo-too-large = That picture is { $size } MB; pictures up to { $max } MB can be read.
camera-unsupported = This browser gives no access to a camera here. Pick a photo with “Choose a photo”, or type the board.
camera-refused = Camera access was refused. You can still pick a photo with “Choose a photo”, or type the board.
camera-missing = No camera was found. You can pick a photo with “Choose a photo”, or type the board.
camera-busy = The camera is in use by another app. Close it and try again, or use “Choose a photo”.
camera-failed = The camera could not be started ({ $reason }). Use “Choose a photo”, or type the board.
camera-loading = Loading the photo reader…
camera-point = Point the camera at the board, from above, so that every die is in view.
camera-found = { $rows }×{ $cols } board found. Hold still…
camera-reading = Reading the dice…
camera-retry = Try again, or tap Capture.
camera-point-code = Point the camera at the “My words” code on the player’s phone.
camera-code-foreign = This QR code is not a Boggle round. Point the camera at the board, or at a round’s code.
camera-code-closer = A code is in view but too small or blurred to read: hold the phone closer, and steady.
camera-title-player = Scan a player

# The photo on screen.
photo-reading = Reading the photo…
photo-read = Read a { $rows }×{ $cols } board from the photo. Its grid is drawn on the photo: if it is not on the dice, fix the grid.
photo-read-status = Read a { $rows }×{ $cols } board from the photo{ $count ->
    [0] {""}
    [one] ; { $count } tile to check
   *[other] ; { $count } tiles to check
  }.
photo-unread = The photo could not be read: { $reason }
photo-unread-status = The photo could not be read.
photo-mark-corners = Drag the four corners onto the outer corners of the grid of dice, choose the size and read it.
photo-reading-marked = Reading the { $rows }×{ $cols } board inside the corners…
photo-marked-unread = The board inside the corners could not be read: { $reason }
photo-type-board = Type the board: one letter a cell.
photo-path = “{ $word }” on the photo: { $path }.
photo-path-step = { $tile } (row { $row }, column { $col })

# The corner handles (their names, then where each is).
corner-top-left = Top-left corner of the grid
corner-top-right = Top-right corner of the grid
corner-bottom-right = Bottom-right corner of the grid
corner-bottom-left = Bottom-left corner of the grid
corner-handle = { $where }: { $across }% across, { $down }% down

# The tiles to check, and what the reader saw.
doubts-marked = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
  } marked: tap one to see the die in the photo and choose.
doubts-accepted = { $count ->
    [one] { $count } marked tile
   *[other] { $count } marked tiles
  } accepted as read.
doubts-all-checked = Every marked tile is checked.
tile-check-title = Row { $row }, column { $col }: read as { $tile }, { $sure }% sure. Is it…
tile-check-title-unread = Row { $row }, column { $col }: not readable. Is it…
tile-choice-likely = likely
tile-choice-as-read = likely, as read
tile-choice-type = Type
tile-choice-type-where = the letter of row { $row }, column { $col }
tile-check-die = The die at row { $row }, column { $col } in the photo, enlarged
scan-trace = Found { $where ->
    [whole] in the whole photo
    [quarters] in a quarter of the photo, enlarged
    [enlarged] in the photo enlarged
    [closer] on a closer look
    [closer-again] on a second closer look
    [moved-corners] by moving the grid onto the dice
    [turned] in the photo turned 45 degrees
    [marked] inside the corners marked
   *[other] in the photo
  }, after reading { $count ->
    [one] { $count } grid
   *[other] { $count } grids
  }.
scan-tile-read = { $tile } { $sure }%
scan-tile-unread = unreadable
scan-tile-label = Row { $row }, column { $col }: read { $what }
