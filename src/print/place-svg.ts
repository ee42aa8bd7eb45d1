/**
 * Puts a standalone SVG (a rendered template) into a page at (x, y), its own viewBox mapping it to its
 * size. Ids inside are suffixed so that the same template placed nine times on a page keeps its
 * clip paths and gradients apart.
 */
export function placeSvg(
  svg: string,
  x: number,
  y: number,
  suffix: string,
  attrs = '',
  rotate?: { angle: number; cx: number; cy: number },
): string {
  const body = svg
    .replace(/<\?xml[^>]*\?>/, '')
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .trim();
  const scoped = body
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${id}-${suffix}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${id}-${suffix})`)
    .replace(/((?:xlink:)?href)="#([^"]+)"/g, (_, attr: string, id: string) => `${attr}="#${id}-${suffix}"`);
  const turn = rotate?.angle ? ` rotate(${rotate.angle} ${rotate.cx.toFixed(2)} ${rotate.cy.toFixed(2)})` : '';
  return `<g transform="translate(${x.toFixed(2)},${y.toFixed(2)})${turn}"${attrs ? ' ' + attrs : ''}>${scoped}</g>`;
}
