# Play together: one round on every phone at the table, passed by QR code (issue 52).

together-button = Play together
together-heading = Play together
together-help = Everyone else: tap “Scan a board” and point the camera at this code, or open the link. Every phone gets the same board and rules, and the round starts on all of them at once.
together-qr-label = The round’s code
together-link-label = Link to the round
together-copy = Copy the link
together-copied = The link is copied.
together-copy-failed = Copy the link from the box yourself.
together-start-label = Starts in
together-start-seconds = { $seconds } seconds
together-hide = Hide the code
together-show = Show the round’s code
together-when = Starts in { $time }, at { $at }
together-when-on = { $seconds ->
    [0] Under way, with no clock
   *[other] Under way: { $time } left
  }
together-starts-status = The round starts in { $seconds } seconds, at { $at }.
together-go = Go! The round has started.
together-joined-late = The round started { $ago } ago: you play the { $time } left.
together-past = This round ended at { $at }. Play it anyway, without a clock?
together-past-untimed = Play it without a clock
together-past-skip = Don’t play it
together-other-edition = This phone’s { $dictionary } is another edition than the one the round was made with: a word may be judged differently here.
together-house-missing = This round plays with a house list this phone does not have, so a word may be judged differently here: ask for the list, or score on the host’s phone.
together-unread = The round’s code could not be read
together-cannot-make = The round could not be made
together-cover = Starts in { $time }
together-words-heading = My words
together-words-help = Show this code to the host, who scans it to score the round.
together-name-label = Your name
together-words-qr-label = { $name }’s words
together-words-summary = { $words ->
    [one] { $words } word on the round’s list
   *[other] { $words } words on the round’s list
  }{ $off ->
    [0] .
    [one] , and { $off } not on it: { $list }.
   *[other] , and { $off } not on it: { $list }.
  }
together-words-text-label = The code as text
together-words-failed = Your words could not be made into a code
together-next = Next round
together-next-status = Next round: it starts in { $seconds } seconds.
