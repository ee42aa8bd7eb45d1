/** The SVG uses something the lean PDF writer does not draw; the caller falls back to the general converter. */
export class UnsupportedSvg extends Error {
  constructor(what: string) {
    super(`the fast PDF writer does not draw ${what}`);
    this.name = 'UnsupportedSvg';
  }
}
