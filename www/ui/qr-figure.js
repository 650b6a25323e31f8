// A QR code on screen (issue 52): the SVG our own Rust drew (boggle-qr), shown without ever being parsed
// as HTML.

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
