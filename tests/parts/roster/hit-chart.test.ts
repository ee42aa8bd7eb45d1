import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { resolveGameFolder } from '../../../src/load/bundled.js';
import { rosterWords } from '../../../src/parts/roster/roster-words.js';
import { rosterUnits } from '../../../src/parts/roster/roster-units.js';
import { combatFactor as combatValue } from '../../../src/rules/salvo.js';
import type { SalvoProcedure } from '../../../src/model/schema/rules.js';
import type { Scenario } from '../../../src/model/scenario.js';

/** Remagen's fire, the salvo its rules.yaml declares (Fire Chart). */
const fireOf = (x: Scenario) => x.rules!.procedures.find((p): p is SalvoProcedure => p.kind === 'salvo')!;
import { salvoRow } from '../../../src/model/salvo-rows.js';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf } from '../../helpers/broken-copy.js';

const s = loadScenario(resolveGameFolder('remagen'));
const units = rosterUnits(s, rosterWords(s, 'en'));
const salvo = fireOf(s).salvo;
const temps: string[] = [];
afterAll(() => temps.forEach(cleanup));

describe('Remagen roster hit boxes follow its hit chart', () => {
  it('names, for every unit, the hit chart row the fire procedure reads for it', () => {
    for (const e of s.rosters!.entries) {
      const u = s.units.find((x) => x.id === e.unit)!;
      const figures = salvoRow(salvo, u, 'figures');
      expect(e.hits, e.unit).toEqual(
        figures ? { chart: 'hit-dice', row: figures } : { chart: 'vehicle-hits', row: salvoRow(salvo, u, 'vehicles') },
      );
    }
  });

  it('gives tanks and guns boxes up to destroyed, the disabled box marked; trays a box a figure', () => {
    const byType = (type: string) => units.filter((u) => u.type === type);
    for (const t of byType('armour')) {
      expect(t.hitBoxes).toBeGreaterThanOrEqual(3);
      expect(t.disabledAt).toBe(t.hitBoxes - 1);
    }
    for (const g of [...byType('anti-tank'), ...byType('artillery')]) {
      expect(g.hitBoxes).toBe(2);
      expect(g.disabledAt).toBeUndefined();
    }
    for (const i of byType('infantry')) expect(i).toMatchObject({ hitBoxes: 3, hitsAreFigures: true });
    for (const p of byType('parachute')) expect(p).toMatchObject({ hitBoxes: 2, hitsAreFigures: true });
    // The printed strength stays the unit's combat value.
    for (const u of units) expect(u.strength, u.id).toBe(combatValue(s.units.find((x) => x.id === u.id)!));
  });

  it('prints the same boxes on the PDF roster and the HTML roster', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sandtable-hits-'));
    temps.push(out);
    const r = await runCli('build', 'remagen', '--only', 'roster', '--format', 'svg,pdf', '--out', out);
    expect(r.code, r.err).toBe(0);
    const html = readFileSync(join(out, 'roster.html'), 'utf8');
    const expected = units.reduce((n, u) => n + u.count * u.hitBoxes, 0);
    expect(html.match(/<input type="checkbox"/g)).toHaveLength(expected);
    const disabled = units.reduce((n, u) => n + (u.disabledAt ? u.count : 0), 0);
    expect(disabled).toBeGreaterThan(0);
    expect(html.match(/class="disabled"/g)).toHaveLength(disabled);
  });
});

describe('a roster entry naming a hit chart row', () => {
  it('is refused, with file and line, when the row is not in the chart', () => {
    const dir = brokenCopy('data/remagen', {
      'rosters.yaml': [
        ['hits: { chart: vehicle-hits, row: "Medium tank" }', 'hits: { chart: vehicle-hits, row: "Tiger" }'],
      ],
    });
    temps.push(dir);
    const problems = problemsOf(dir);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/no hit chart row "Tiger" in "vehicle-hits"/);
    expect(problems[0].file).toMatch(/rosters\.yaml$/);
    expect(problems[0].line).toBeGreaterThan(0);
  });
});
