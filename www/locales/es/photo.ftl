# Fotos: la cámara, la revisión de una foto, sus esquinas, los dados leídos.

camera-title = Escanear un tablero
camera-capture = Capturar
camera-close = Cancelar
doubts-accept = Todo está bien
photo-review-heading = La foto
photo-advice =
    .aria-label = Consejos para otra foto
photo-image =
    .alt = La foto del tablero
corner-help = Arrastra los cuatro tiradores redondos a las esquinas exteriores de la cuadrícula de dados, o selecciona uno y muévelo con las flechas (con Mayús va más rápido). Luego elige el tamaño y lee.
corner-size-label = Tamaño del tablero
corner-size-custom = Filas × columnas
corner-read = Leer dentro de las esquinas
photo-unfold = Ver la foto
photo-fix = Corregir la cuadrícula
photo-another = Elegir otra
photo-type = Escribirlo
scan-tiles-summary = Lo que vio el lector
scan-tiles-help = Cada dado tal como lo vio el lector de letras, con lo que leyó y su grado de seguridad.
