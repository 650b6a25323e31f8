# Play together: one round on every phone at the table, passed by QR code (issue 52).

together-button = Jugar juntos
together-heading = Jugar juntos
together-help = Los demás: tocad «Escanear un tablero» y apuntad la cámara a este código, o abrid el enlace. Cada móvil recibe el mismo tablero y las mismas reglas, y la ronda empieza en todos a la vez.
together-qr-label = El código de la ronda
together-link-label = Enlace a la ronda
together-copy = Copiar el enlace
together-copied = El enlace está copiado.
together-copy-failed = Copia tú el enlace desde el cuadro.
together-start-label = Empieza en
together-start-seconds = { $seconds } segundos
together-hide = Ocultar el código
together-show = Mostrar el código de la ronda
together-when = Empieza en { $time }, a las { $at }
together-when-on = { $seconds ->
    [0] En marcha, sin reloj
   *[other] En marcha: quedan { $time }
  }
together-starts-status = La ronda empieza en { $seconds } segundos, a las { $at }.
together-go = ¡Ya! La ronda ha empezado.
together-joined-late = La ronda empezó hace { $ago }: juegas los { $time } que quedan.
together-past = Esta ronda terminó a las { $at }. ¿Jugarla igualmente, sin reloj?
together-past-untimed = Jugarla sin reloj
together-past-skip = No jugarla
together-other-edition = El { $dictionary } de este móvil es otra edición que la de la ronda: una palabra puede juzgarse de otro modo aquí.
together-house-missing = Esta ronda se juega con una lista de la casa que este móvil no tiene, así que una palabra puede juzgarse de otro modo aquí: pide la lista, o puntuad en el móvil del anfitrión.
together-unread = No se pudo leer el código de la ronda
together-cannot-make = No se pudo crear la ronda
together-cover = Empieza en { $time }
together-words-heading = Mis palabras
together-words-help = Enseña este código al anfitrión, que lo escanea para puntuar la ronda.
together-name-label = Tu nombre
together-words-qr-label = Las palabras de { $name }
together-words-summary = { $words ->
    [one] { $words } palabra en la lista de la ronda
   *[other] { $words } palabras en la lista de la ronda
  }{ $off ->
    [0] .
    [one] , y { $off } que no está: { $list }.
   *[other] , y { $off } que no están: { $list }.
  }
together-words-text-label = El código como texto
together-words-failed = No se pudo hacer un código con tus palabras
together-next = Siguiente ronda
together-next-status = Siguiente ronda: empieza en { $seconds } segundos.
