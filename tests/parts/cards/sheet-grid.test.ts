import { describe, it, expect } from 'vitest';
import { sheetGrid, slotBox, gridExtent, FOOTER_BAND } from '../../../src/parts/cards/sheet-grid.js';
import { planSheets, planPodPages } from '../../../src/parts/cards/plan-sheets.js';
import { cropMarks } from '../../../src/parts/cards/crop-marks.js';
import { PAPER, MIN_MARGIN_PT } from '../../../src/print/paper.js';
import { mmToPt } from '../../../src/print/units.js';
import { CARD_SIZES } from '../../../src/print/options.js';

const pt = (c: { widthMm: number; heightMm: number }) => ({ width: mmToPt(c.widthMm), height: mmToPt(c.heightMm) });

describe('sheetGrid', () => {
  for (const paper of ['letter', 'a4'] as const)
    for (const size of ['poker', 'bridge'] as const)
      it(`puts 9 ${size} cards on ${paper}, inside the printable area`, () => {
        const g = sheetGrid(PAPER[paper], pt(CARD_SIZES[size]), 0, 'long');
        expect(g.cols * g.rows).toBe(9);
        const first = slotBox(g, 0, 0);
        const last = slotBox(g, g.cols - 1, g.rows - 1);
        expect(first.x).toBeGreaterThanOrEqual(MIN_MARGIN_PT);
        expect(first.y).toBeGreaterThanOrEqual(MIN_MARGIN_PT);
        expect(last.x + last.width).toBeLessThanOrEqual(PAPER[paper].width - MIN_MARGIN_PT + 1e-6);
        expect(last.y + last.height).toBeLessThanOrEqual(PAPER[paper].height - MIN_MARGIN_PT + 1e-6);
      });

  it('fits more mini cards, and fewer poker cards with bleed, spacing trims by twice the bleed', () => {
    expect(
      sheetGrid(PAPER.letter, pt(CARD_SIZES.mini), 0, 'long').cols *
        sheetGrid(PAPER.letter, pt(CARD_SIZES.mini), 0, 'long').rows,
    ).toBeGreaterThan(9);
    const g = sheetGrid(PAPER.a4, pt(CARD_SIZES.poker), mmToPt(3), 'long');
    expect(g.cols * g.rows).toBeLessThan(9);
    expect(g.gap).toBeCloseTo(mmToPt(6));
    expect(slotBox(g, 1, 0).x - (slotBox(g, 0, 0).x + g.card.width)).toBeCloseTo(mmToPt(6));
  });

  it('keeps the fronts above the fold in fold mode', () => {
    const g = sheetGrid(PAPER.letter, pt(CARD_SIZES.poker), 0, 'fold');
    const e = gridExtent(g);
    expect(e.y + e.height).toBeLessThan(PAPER.letter.height / 2);
  });

  it('refuses a card too big for the paper', () => {
    expect(() => sheetGrid(PAPER.letter, { width: mmToPt(200), height: mmToPt(280) }, 0, 'long')).toThrow(
      /do not fit on letter/,
    );
  });
});

describe('planSheets', () => {
  const g = sheetGrid(PAPER.letter, pt(CARD_SIZES.poker), 0, 'long');
  it('long edge: a back page after each front page, every back the mirror of its face', () => {
    const plan = planSheets(14, g, 'long', { x: 0, y: 0 });
    expect(plan.pages.map((p) => p.sides[0])).toEqual(['front', 'back', 'front', 'back']);
    const fronts = plan.placements.filter((p) => p.side === 'front');
    const backs = plan.placements.filter((p) => p.side === 'back');
    expect(fronts).toHaveLength(14);
    expect(backs).toHaveLength(14);
    for (const f of fronts) {
      const b = backs.find((x) => x.face === f.face)!;
      expect(b.page).toBe(f.page + 1);
      expect(b.box.x).toBeCloseTo(g.page.width - f.box.x - f.box.width);
      expect(b.box.y).toBeCloseTo(f.box.y);
    }
  });
  it('short edge and fold: backs turned 180° so a card flipped left to right shows its back upright', () => {
    expect(
      planSheets(3, g, 'short', { x: 0, y: 0 })
        .placements.filter((p) => p.side === 'back')
        .every((p) => p.rotation === 180),
    ).toBe(true);
    const fold = planSheets(3, sheetGrid(PAPER.letter, pt(CARD_SIZES.poker), 0, 'fold'), 'fold', { x: 0, y: 0 });
    expect(fold.pages).toHaveLength(1);
    expect(fold.placements.filter((p) => p.side === 'back').map((p) => [p.page, p.rotation])).toEqual([
      [1, 180],
      [1, 180],
      [1, 180],
    ]);
    expect(planSheets(3, g, 'long', { x: 0, y: 0 }).placements.every((p) => p.rotation === 0)).toBe(true);
  });
  it('none: fronts only', () => {
    const plan = planSheets(14, g, 'none', { x: 0, y: 0 });
    expect(plan.pages).toHaveLength(2);
    expect(plan.placements.every((p) => p.side === 'front')).toBe(true);
  });
  it('pod: one page per side of each card at trim plus bleed', () => {
    const plan = planPodPages(3, pt(CARD_SIZES.poker), mmToPt(3), 'long');
    expect(plan.pages).toHaveLength(6);
    expect(plan.pages[0].width).toBeCloseTo(mmToPt(69));
    expect(plan.placements[1]).toMatchObject({ side: 'back', face: 0, box: { x: mmToPt(3), y: mmToPt(3) } });
  });
});

describe('cropMarks', () => {
  it('marks every cut line outside the grid, never over a card', () => {
    const g = sheetGrid(PAPER.a4, pt(CARD_SIZES.poker), 0, 'long');
    const svg = cropMarks(g);
    const lines = [...svg.matchAll(/<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/g)].map((m) =>
      m.slice(1).map(Number),
    );
    // 4 vertical cut lines × 2 ends + 4 horizontal × 2 ends.
    expect(lines).toHaveLength(16);
    const e = gridExtent(g);
    for (const [x1, y1, x2, y2] of lines) {
      const inside = (x: number, y: number) =>
        x > e.x + 0.01 && x < e.x + e.width - 0.01 && y > e.y + 0.01 && y < e.y + e.height - 0.01;
      expect(inside(x1, y1) || inside(x2, y2)).toBe(false);
    }
  });

  // Issue 24 look: on Nordwind's letter sheets the left crop marks ran through the footer up the side.
  for (const paper of ['letter', 'a4'] as const)
    for (const size of ['poker', 'bridge', 'mini'] as const)
      for (const bleed of [0, 3])
        for (const duplex of ['long', 'fold'] as const)
          it(`keeps clear of the footer's words: ${size} on ${paper}, ${bleed} mm bleed, ${duplex}`, () => {
            const g = sheetGrid(PAPER[paper], pt(CARD_SIZES[size]), mmToPt(bleed), duplex);
            const lines = [...cropMarks(g).matchAll(/<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/g)];
            const M = MIN_MARGIN_PT;
            const { width: W, height: H } = PAPER[paper];
            const band = g.footer.rotate
              ? { x0: M, x1: M + FOOTER_BAND, y0: M, y1: H - M }
              : { x0: M, x1: W - M, y0: H - M - FOOTER_BAND, y1: H - M };
            for (const m of lines) {
              const [x1, y1, x2, y2] = m.slice(1).map(Number);
              const clear =
                Math.max(x1, x2) < band.x0 ||
                Math.min(x1, x2) > band.x1 ||
                Math.max(y1, y2) < band.y0 ||
                Math.min(y1, y2) > band.y1;
              expect(clear, `${m[0]} crosses the footer band`).toBe(true);
            }
          });
});
