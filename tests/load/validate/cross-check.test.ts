import { describe, it, expect } from 'vitest';
import { brokenCopy, problemsOf, MINI_HEX, MINI_AREA } from '../../helpers/broken-copy.js';

const only = (dir: string) => {
  const problems = problemsOf(dir);
  expect(problems).toHaveLength(1);
  return problems[0];
};

describe('cross-reference checks', () => {
  it("a unit's formation must exist, with a suggestion", () => {
    const p = only(brokenCopy(MINI_HEX, { 'units.yaml': [['formation: 1st', 'formation: 1sr']] }));
    expect(p.message).toBe('no formation "1sr" (did you mean "1st"?)');
    expect(p.file).toMatch(/units\.yaml$/);
    expect(p.line).toBe(8);
  });

  it('a CSV unit with a bad reference is located by row and column', () => {
    const p = only(brokenCopy(MINI_HEX, { 'units.csv': [[',1st,armour', ',2nd,armour']] }));
    expect(p.file).toMatch(/units\.csv$/);
    expect(p.line).toBe(2);
    expect(p.col).toBe(5);
    expect(p.path).toEqual(['units', 0, 'formation']);
  });

  it('a hexside must join two adjacent hexes', () => {
    const p = only(brokenCopy(MINI_HEX, { 'map.yaml': [['between: [B2, C2]', 'between: [B2, E4]']] }));
    expect(p.message).toBe('B2 and E4 are not neighbours, so no hexside joins them');
    expect(p.line).toBe(23);
  });

  it('a hexside may name its hexes in any of the map’s label schemes', () => {
    const dir = brokenCopy(MINI_HEX, { 'map.yaml': [['between: [B2, C2]', 'between: ["0202", C2]']] });
    expect(() => problemsOf(dir)).toThrow(/expected .* to be rejected/);
  });

  it('a road must run between neighbouring cells', () => {
    const p = only(brokenCopy(MINI_HEX, { 'map.yaml': [['cells: [A1, B1, C1]', 'cells: [A1, B1, D1]']] }));
    expect(p.message).toMatch(/B1 and D1 do not touch/);
  });

  it('a cell off the map is rejected', () => {
    const p = only(brokenCopy(MINI_HEX, { 'map.yaml': [['woods: ["C2..C3"]', 'woods: ["C2..C9"]']] }));
    expect(p.message).toMatch(/"C2\.\.C9" is not a run/);
  });

  it('a CRT needs one result per column in each row', () => {
    const p = only(
      brokenCopy(MINI_HEX, {
        'charts.yaml': [['{ roll: 6, results: [-/-, -/1, -/2, -/E] }', '{ roll: 6, results: [-/-, -/1, -/2] }']],
      }),
    );
    expect(p.message).toBe('roll 6 has 3 results, but the table has 4 columns');
  });

  it('CRT rows must cover every roll of the dice', () => {
    const p = only(
      brokenCopy(MINI_HEX, { 'charts.yaml': [['      - { roll: 6, results: [-/-, -/1, -/2, -/E] }\n', '']] }),
    );
    expect(p.message).toBe('the dice can roll 6, but the last row ends at 5');
  });

  it('CRT rows must not leave a gap or overlap', () => {
    const gap = only(
      brokenCopy(MINI_HEX, { 'charts.yaml': [['      - { roll: 4, results: [1/-, 1/1, -/1, -/2] }\n', '']] }),
    );
    expect(gap.message).toBe('no row for 4');
    const overlap = problemsOf(
      brokenCopy(MINI_HEX, { 'charts.yaml': [['{ roll: 4, results', '{ roll: 3, results']] }),
    ).map((p) => p.message);
    expect(overlap).toEqual(['roll 3 overlaps the row 3', 'no row for 4']);
  });

  it('a CRT cell must use a result code the chart explains', () => {
    const p = only(
      brokenCopy(MINI_HEX, {
        'charts.yaml': [['{ roll: 1, results: [E/-, 1/-, 1/1, -/1] }', '{ roll: 1, results: [E/-, 1/-, 1/X, -/1] }']],
      }),
    );
    expect(p.message).toMatch(/no result code "X"/);
  });

  it('open-ended rows such as "2 or less" and "10+" cover the ends of 2d6', () => {
    expect(() => problemsOf(MINI_AREA)).toThrow(/expected .* to be rejected/);
  });

  it('a die table must cover every roll', () => {
    const p = only(brokenCopy(MINI_HEX, { 'charts.yaml': [['roll: "4-6"', 'roll: "5-6"']] }));
    expect(p.message).toBe('no row for 4');
  });

  it('area connections must name existing areas', () => {
    const p = only(
      brokenCopy(MINI_AREA, {
        'map.yaml': [['between: [town, wood], kind: trail', 'between: [town, woods], kind: trail']],
      }),
    );
    expect(p.message).toBe('no area "woods" (did you mean "wood"?)');
    expect(p.file).toMatch(/map\.yaml$/);
  });

  it('an area needs a position or a polygon', () => {
    const p = only(brokenCopy(MINI_AREA, { 'map.yaml': [['position: [90, 120], ', '']] }));
    expect(p.message).toMatch(/neither a position nor a polygon/);
  });

  it('card counts must add up to the deck size', () => {
    const p = only(brokenCopy(MINI_AREA, { 'cards.yaml': [['count: 4', 'count: 3']] }));
    expect(p.message).toBe('the deck has 6 cards, but the card counts add up to 5');
    expect(p.line).toBe(1);
  });

  it('each set-up location must exist on the map', () => {
    const p = only(brokenCopy(MINI_AREA, { 'units.yaml': [['location: town', 'location: tonw']] }));
    expect(p.message).toMatch(/no place "tonw" \(did you mean "town"\?\)/);
  });

  it('hex set-up locations accept either label scheme but not hexes off the map', () => {
    const p = only(brokenCopy(MINI_HEX, { 'units.yaml': [['location: "0303"', 'location: "0909"']] }));
    expect(p.path).toEqual(['units', 1, 'setup', 'location']);
  });

  it('ids must be unique', () => {
    const p = only(brokenCopy(MINI_HEX, { 'units.yaml': [['- id: r1', '- id: b1']] }));
    expect(p.message).toMatch(/piece id "b1" is used twice/);
  });

  it('the piece count must match the units and markers', () => {
    const p = only(brokenCopy(MINI_HEX, { 'units.yaml': [['pieceCount: 5', 'pieceCount: 52']] }));
    expect(p.message).toBe('the game has 52 pieces, but units and markers add up to 5');
  });

  it('roster entries must name real units', () => {
    const p = only(brokenCopy(MINI_AREA, { 'rosters.yaml': [['unit: n-inf', 'unit: n-infantry']] }));
    expect(p.message).toMatch(/no unit "n-infantry"/);
  });

  it("an option's default must be one of its choices", () => {
    const p = only(brokenCopy(MINI_HEX, { 'game.yaml': [['default: each-retreats', 'default: each-retreat']] }));
    expect(p.message).toMatch(/did you mean "each-retreats"/);
  });
});
