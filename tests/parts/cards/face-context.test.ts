import { describe, it, expect, beforeAll } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { expandDeck } from '../../../src/parts/cards/expand-deck.js';
import { cardGeometry } from '../../../src/parts/cards/card-geometry.js';
import { faceContext } from '../../../src/parts/cards/face-context.js';
import { cornerSides, sideInsignia } from '../../../src/parts/cards/insignia.js';
import { templateDirs } from '../../../src/load/find-template.js';
import { loadTextMeasure, type TextMeasure } from '../../../src/print/text-measure.js';
import { mmToPt } from '../../../src/print/units.js';

const s = loadScenario('tests/fixtures/cards-deck');
const faces = expandDeck(s.cards!);
const insignia = new Map(s.game.sides.map((x) => [x.id, sideInsignia(x, templateDirs(s))]));
let m: TextMeasure;
beforeAll(async () => {
  m = await loadTextMeasure();
});

describe('card insignia', () => {
  it('puts the side whose insignia asks for the upper left there, whatever order the game lists sides in', () => {
    expect(s.game.sides.map((x) => x.id)).toEqual(['german', 'allied']);
    const c = cornerSides(s.game.sides, insignia);
    expect(c.left?.id).toBe('allied');
    expect(c.right?.id).toBe('german');
  });
  it('draws a roundel for a side with no insignia file', () => {
    const i = sideInsignia({ id: 'nobody', name: 'Nobody', color: '#123456' }, templateDirs(s));
    expect(i.svg).toContain('#123456');
    expect(i.svg).toContain('>N<');
  });
});

describe('faceContext', () => {
  for (const size of [
    { w: 63, h: 88 },
    { w: 44, h: 63 },
  ])
    it(`keeps every text line inside a ${size.w} × ${size.h} mm card`, () => {
      const width = mmToPt(size.w);
      const height = mmToPt(size.h);
      const g = cardGeometry(width, height);
      for (const face of faces) {
        const c = faceContext({
          face,
          sides: s.game.sides,
          insignia,
          width,
          height,
          bleed: 0,
          geometry: g,
          measure: m,
        });
        for (const l of c.text.lines) expect(l.y).toBeLessThan(height - g.frame);
        for (const l of c.title.lines) expect(l.y).toBeLessThan(c.band.bottom);
        expect(c.insignia.left !== '' || c.insignia.right !== '').toBe(true);
      }
    });
  it('shows the value only on cards that have one', () => {
    const g = cardGeometry(mmToPt(63), mmToPt(88));
    const ctx = (id: string) =>
      faceContext({
        face: faces.find((f) => f.card.id === id)!,
        sides: s.game.sides,
        insignia,
        width: mmToPt(63),
        height: mmToPt(88),
        bleed: 0,
        geometry: g,
        measure: m,
      });
    expect(ctx('move-3').card).toMatchObject({ hasValue: true, value: '3' });
    expect(ctx('artillery').card.hasValue).toBe(false);
    expect(ctx('artillery').insignia.left).toBe('');
  });
});
