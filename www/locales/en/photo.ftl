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
