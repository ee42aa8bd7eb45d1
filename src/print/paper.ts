import { mmToPt, PT_PER_IN } from './units.js';

/** A paper's id: a named size ("letter", "a4", "a3", "tabloid", "legal") or a size of its own ("300x420mm"). */
export type Paper = string;

export interface PaperSize {
  id: Paper;
  /** The paper's name in a message: "Letter", "A3", "300 × 420 mm". */
  label: string;
  width: number;
  height: number;
}

/** The named sizes, in points, portrait. Ledger is tabloid turned on its side: the same sheet. */
export const NAMED_PAPERS: Record<string, PaperSize> = {
  letter: { id: 'letter', label: 'Letter', width: 612, height: 792 },
  a4: { id: 'a4', label: 'A4', width: mmToPt(210), height: mmToPt(297) },
  a3: { id: 'a3', label: 'A3', width: mmToPt(297), height: mmToPt(420) },
  tabloid: { id: 'tabloid', label: 'Tabloid', width: 11 * PT_PER_IN, height: 17 * PT_PER_IN },
  legal: { id: 'legal', label: 'Legal', width: 8.5 * PT_PER_IN, height: 14 * PT_PER_IN },
};
export const PAPER_ALIASES: Record<string, string> = { ledger: 'tabloid' };

/** A size of its own, as `parsePaper` writes its id: "WxHmm" with the numbers in mm. */
function customPaper(id: string): PaperSize | undefined {
  const m = id.match(/^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)mm$/);
  if (!m) return undefined;
  const [w, h] = [Number(m[1]), Number(m[2])];
  return { id, label: `${w} × ${h} mm`, width: mmToPt(w), height: mmToPt(h) };
}

/**
 * Sizes in points, portrait, by id. The parts read `PAPER[opts.paper]`; an id of a size the user gave
 * (checked and normalised by `parsePaper`) is read from the id itself.
 */
export const PAPER: Record<Paper, PaperSize> = new Proxy(NAMED_PAPERS, {
  get: (named, id) => (typeof id === 'string' ? (named[id] ?? customPaper(id)) : undefined),
});

/** Home printers cannot print to the edge; 6 mm is the least margin most manage on every side. */
export const MIN_MARGIN_PT = mmToPt(6);
