// Art and templates an attacker might ship in a game folder, for the bounds tests and the fuzz suite.

/** A 2.4 KB insignia whose <use> chain doubles ten times: 2^10 copies of 10 leaves, a billion at 30 levels. */
export function useBomb(levels = 30): string {
  const ns = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
  let s = `<svg ${ns} viewBox="0 0 100 100">`;
  s += '<defs><g id="l0">' + '<path d="M0 0L1 1"/>'.repeat(10) + '</g>';
  for (let i = 1; i <= levels; i++) s += `<g id="l${i}"><use href="#l${i - 1}"/><use xlink:href="#l${i - 1}"/></g>`;
  return `${s}</defs><use href="#l${levels}"/></svg>`;
}

export { denseInsignia } from '../../bench/dense-insignia.mjs';
