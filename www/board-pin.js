// On a narrow screen the word lists sit below the board, so the board is pinned to the top of the
// screen, small, once it would scroll out of view: a tapped word's path is always in sight. The pin
// is a CSS sticky position plus a scale (no layout change, so nothing below moves); this only says
// when the board has scrolled up to the pin, by watching a marker just above it.

export function pinBoardWhenScrolled(marker, wrap) {
  if (typeof IntersectionObserver !== 'function') return;
  new IntersectionObserver(([entry]) => {
    // Above the screen's top edge (not below its bottom): the person scrolled down past the board.
    wrap.classList.toggle('pinned', !entry.isIntersecting && entry.boundingClientRect.top < 0);
  }).observe(marker);
}
