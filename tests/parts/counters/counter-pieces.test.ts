import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { counterPieces } from '../../../src/parts/counters/counter-pieces.js';
import { contrastColor } from '../../../src/parts/counters/contrast-color.js';
import { orderOfBattle } from '../../../src/parts/roster/order-of-battle.js';
import { rosterWords } from '../../../src/parts/roster/roster-words.js';
import { piecesNote } from '../../../src/parts/counters/part.js';
import { COUNTER_WORDS } from '../../../src/parts/counters/counter-words.js';
import { ownWords } from '../../../src/print/catalogue/index.js';

const s = loadScenario('tests/fixtures/counters-mix');
const byId = (lang = 'en') => new Map(counterPieces(s, lang).map((p) => [p.id, p]));

describe('counterPieces', () => {
  it('lists units then markers with the counts the data gives', () => {
    const pieces = counterPieces(s, 'en');
    expect(pieces.map((p) => [p.id, p.count])).toEqual([
      ['b44', 1],
      ['b160', 2],
      ['flails', 1],
      ['gr1051', 1],
      ['flak1', 1],
      ['tray', 3],
      ['turn', 1],
      ['raf', 2],
      ['oos', 2],
    ]);
  });

  it('takes the background from the nationality and the symbol colour from the division', () => {
    const b44 = byId().get('b44')!;
    expect(b44.front.colors.background).toBe('#d9c9a3');
    expect(b44.front.colors.symbolFill).toBe('#c0392b');
    expect(b44.front.colors.symbolLine).toBe(contrastColor('#c0392b'));
    // A division without a colour leaves the frame unfilled, drawn in the text colour.
    const gr = byId().get('gr1051')!;
    expect(gr.front.colors.symbolFill).toBe('none');
    expect(gr.front.colors.symbolLine).toBe('#000000');
    // A unit with its own band colour gets a band instead of a coloured symbol.
    expect(byId().get('tray')!.front.colors).toMatchObject({ band: '#2e86c1', symbolFill: 'none' });
  });

  it('makes backs per the game: reduced and out-of-supply factors, a label, plain, same face, a marker face', () => {
    const m = byId();
    expect(m.get('b160')!.back).toMatchObject({ backKind: 'reduced', factors: { text: '2-3' } });
    expect(m.get('b44')!.back).toMatchObject({
      backKind: 'out-of-supply',
      label: 'Out of supply',
      factors: { text: '3-2' },
    });
    expect(m.get('gr1051')!.back).toMatchObject({
      backKind: 'other-side',
      label: 'Kampfgruppe',
      factors: { text: '1-2-3' },
    });
    expect(m.get('flak1')!.back).toMatchObject({ backKind: 'plain', sidc: '' });
    expect(m.get('flails')!.back).toMatchObject({ backKind: 'same', factors: { text: '(+1)-4' } });
    expect(m.get('turn')!.back).toMatchObject({ backKind: 'text', text: 'Allied Move-Attack' });
    // A marker with no back words repeats its face in reverse colours (units.yaml: "none, the back repeats the
    // face"), so face up and face down differ on paper and in VASSAL.
    const oos = m.get('oos')!;
    expect(oos.back).toMatchObject({ backKind: 'text', text: oos.front.text });
    expect(oos.back.colors.background).toBe(oos.front.colors.text);
    expect(oos.back.colors.text).toBe(oos.front.colors.background);
    expect(oos.front.colors.text).toBe(contrastColor(oos.front.colors.background));
  });

  it('marks pieces that print reconstructed values', () => {
    const m = byId();
    expect(m.get('b160')!.reconstructed).toBe(true);
    expect(m.get('gr1051')!.reconstructed).toBe(true); // its back factors are reconstructed
    expect(m.get('b44')!.reconstructed).toBe(false);
  });

  // Issue 24: these counters printed no † though part of each is reconstructed (44th's move 4, the 1st battery's
  // move 2, the 79th's three brigade identities, Panzer-Abteilung 115, the seven outposts). The order of battle
  // marks the same units.
  it('marks every Veritable counter and order-of-battle line whose unit or factors are partly reconstructed', () => {
    const v = loadScenario('data/veritable');
    const ids = ['44-bde', 'flak-1', '30-armd-bde', '31-armd-bde', '1-aslt-bde', 'stug-115'].concat(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `outpost-${n}`),
    );
    const pieces = new Map(counterPieces(v, 'en').map((p) => [p.id, p]));
    const oob = new Map(
      orderOfBattle(v, rosterWords(v, 'en')).flatMap((side) =>
        side.sections.flatMap((sec) => sec.groups.flatMap((g) => g.units.map((u) => [u.id, u]))),
      ),
    );
    for (const id of ids) {
      expect(pieces.get(id)?.reconstructed, id).toBe(true);
      expect(oob.get(id)?.reconstructed, id).toBe(true);
    }
    // A unit whose every value is the rules' stays unmarked.
    expect(pieces.get('gr-1051')?.reconstructed).toBe(false);
  });

  // Issue 24: the RAF and sequence markers were `rules` whose notes said part was reconstructed (three RAF of 5.0's
  // four air units; a sequence marker for each side where 4.2 and 4.3 speak of one): they are ours, and say so.
  it("marks Veritable's RAF and sequence markers reconstructed, not the Luftwaffe Surge the rules name", () => {
    const v = loadScenario('data/veritable');
    const pieces = new Map(counterPieces(v, 'en').map((p) => [p.id, p]));
    for (const id of ['raf', 'sequence-allied', 'sequence-german'])
      expect(pieces.get(id)?.reconstructed, id).toBe(true);
    expect(pieces.get('luftwaffe-surge')?.reconstructed).toBe(false);
    expect(pieces.get('turn')?.reconstructed).toBe(false);
  });

  // Issue 24's fresh look: no counter face prints a dagger, and the order of battle daggers only units, so the foot of
  // the sheet said "some values" and nothing named the markers that are ours: it names them now, in the sheet's words.
  it("names Veritable's reconstructed markers in the counter sheet's foot, in English and Russian", () => {
    const v = loadScenario('data/veritable');
    const letter = 612 - 2 * (72 / 25.4) * 6;
    const en = piecesNote(counterPieces(v, 'en'), COUNTER_WORDS, 'en', letter);
    expect(en).toBe(
      'Reconstructed by Sandtable, not published by the designer: some values, and the counters ' +
        'RAF, Allied sequence, German sequence, Allied VP.',
    );
    const ru = piecesNote(counterPieces(v, 'ru'), ownWords(v, 'ru', 'counters'), 'ru', letter);
    expect(ru).toContain('фишки КВВС, Очерёдность союзников, Очерёдность немцев, ПО союзников.');
    // The names too long for one line fall back to "some counters"; a sheet of units alone keeps the usual note.
    expect(piecesNote(counterPieces(v, 'en'), COUNTER_WORDS, 'en', 200)).toBe(COUNTER_WORDS['note.pieces.many']);
    const units = counterPieces(v, 'en').filter((p) => p.kind === 'unit');
    expect(piecesNote(units, COUNTER_WORDS, 'en', letter)).toBeUndefined();
  });

  it('uses the locale names and words with --lang ru, English where the locale has none', () => {
    const m = byId('ru');
    expect(m.get('b44')!.front.designation).toBe('44-я бригада');
    expect(m.get('b44')!.back.label).toBe('Без снабжения');
    expect(m.get('turn')!.front.text).toBe('Ход');
    expect(m.get('flails')!.front.designation).toBe('30/79');
  });

  it('keeps a designation of digits as it is in another language, rather than the long translated name', () => {
    const en = byId('en').get('b160')!.front.designation;
    expect(en).toMatch(/^[\d/]+$/);
    expect(byId('ru').get('b160')!.front.designation).toBe(en);
  });
});
