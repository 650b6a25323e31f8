// A QR code on screen: the SVG our own Rust drew (boggle-qr, the worker's qrSvg) put in a figure, safely.
// Play together shows the round's code and "My words" with it, Score a game the standings.

/**
 * Shows an SVG our own Rust drew (boggle-qr) in `figure`: parsed as SVG, never as HTML, and refused if it
 * holds anything but shapes (it never does; a script or a foreign object would be a bug of ours).
 * @param {HTMLElement} figure
 * @param {string} svgText
 */
export function showSvg(figure, svgText) {
  const svg = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
  if (svg.namespaceURI !== 'http://www.w3.org/2000/svg' || svg.localName !== 'svg' || svg.querySelector('script, foreignObject, parsererror')) {
    throw new Error('The QR code could not be drawn.');
  }
  figure.replaceChildren(document.importNode(svg, true));
}
