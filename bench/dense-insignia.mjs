// The heaviest insignia the drawing budget lets through (issue 25, finding 3), shared by the bench and the tests.

/**
 * One path of `numbers` coordinates (long decimals, so the file is large) zig-zagging across the whole box, filled
 * even-odd and stroked thick, so every scanline of every card crosses its edges. At 19,998 coordinates and 6 digits
 * it is issue 25's 205 KB file, which librsvg took minutes a card to draw; 390 is about the most `validate` accepts.
 */
export function denseInsignia(numbers, digits = 6) {
  const pts = [];
  for (let i = 0; i < numbers / 2; i++) {
    // A deterministic scatter: consecutive points lie far apart, so the edges cross the box.
    const x = ((i * 7919) % 10007) / 100.07;
    const y = ((i * 104729) % 10009) / 100.09;
    pts.push(`${x.toFixed(digits)} ${y.toFixed(digits)}`);
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    '<path fill-rule="evenodd" fill="#402020" stroke="#000" stroke-width="3" stroke-linejoin="round" ' +
    `d="M${pts.join(' L')}Z"/></svg>`
  );
}
