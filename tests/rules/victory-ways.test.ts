import { describe, it, expect, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { render } from '../../src/assist/messages.js';
import { runWays, type WayValues } from '../../src/rules/victory-ways.js';
import type { Scenario } from '../../src/model/scenario.js';

// Ways to win tried in order (docs/rules-model.md, `ways`), as Operation Nordwind's rules.yaml declares its section
// I: Strasbourg held with five exits (I.1), the exit bands with nine read by an option (I.2), the town difference
// (I.3), in the game's own words (`says`).

const NORDWIND = 'data/nordwind';
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

function declared(edits: [string | RegExp, string][] = []): string {
  const dir = brokenCopy(NORDWIND, { 'rules.yaml': edits });
  dirs.push(dir);
  return dir;
}
const problems = (from: string, to: string) => {
  const dir = declared([[from, to]]);
  return problemsOf(dir).map((p) => formatProblem(p, dir));
};

describe('ways at validate', () => {
  it("Nordwind's section I declared as ways loads", () => {
    expect(() => loadScenario(declared())).not.toThrow();
  });

  it('a level the chart does not print, with did you mean, at its file, line and field', () => {
    const dir = declared([['{ from: 10, level: 10+ units exited }', '{ from: 10, level: 10 units exited }']]);
    const p = problemsOf(dir).map((x) => formatProblem(x, dir));
    expect(p).toHaveLength(1);
    // The line is the one the level is written on.
    const line = Number(p[0].split(':')[1]);
    expect(readFileSync(`${dir}/rules.yaml`, 'utf8').split('\n')[line - 1]).toContain('10 units exited');
    expect(p[0]).toMatch(
      /^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.tally\.ways\.ways\[1\]\.bands\.levels\[1\]\.level: /,
    );
    expect(p[0]).toContain('no level of chart "victory" "10 units exited" (did you mean "10+ units exited"?)');
  });

  it('an input that is not declared or of another kind, an area, a zone, an option choice', () => {
    expect(problems('reach: { count: exited,', 'reach: { count: exitted,').join('\n')).toMatch(
      /ways\[0\]\.reach\.count: no count input "exitted" \(did you mean "exited"\?\)/,
    );
    expect(problems('reach: { count: exited,', 'reach: { count: german-holds,').join('\n')).toMatch(
      /input "german-holds" is a places, not a count/,
    );
    expect(problems('held: { place: strasbourg, input', 'held: { place: strasburg, input').join('\n')).toMatch(
      /ways\[0\]\.held\.place: no area "strasburg" \(did you mean "strasbourg"\?\)/,
    );
    expect(problems('outside: [strategic]', 'outside: [strategik]').join('\n')).toMatch(
      /among\.outside\[0\]: no zone "strategik"/,
    );
    expect(problems('{ marginal: 7–8', '{ marginal-win: 7–8').join('\n')).toMatch(
      /gap\.choices\.marginal-win: no choice of "exactly-nine-exits" "marginal-win" \(did you mean "marginal"\?\)/,
    );
  });

  it("a value the game's own words name that their step does not give, at its line, with did you mean", () => {
    const dir = declared([['units exited off the south edge: {count}', 'units exited off the south edge: {cuont}']]);
    const p = problemsOf(dir).map((x) => formatProblem(x, dir));
    expect(p).toHaveLength(1);
    expect(readFileSync(`${dir}/rules.yaml`, 'utf8').split('\n')[Number(p[0].split(':')[1]) - 1]).toContain('{cuont}');
    expect(p[0]).toMatch(/ways\.inputs\[0\]\.says\.count: no value of a count line "cuont" \(did you mean "count"\?\)/);
    expect(problems('{side} marginal victory', '{sides} marginal victory').join('\n')).toMatch(
      /difference\.levels\[1\]\.says: no value of a says line "sides" \(did you mean "side"\?\); it has side, result/,
    );
  });

  it('a way that reads two things, or none', () => {
    expect(
      problems(
        '              section: I.3\n',
        '              section: I.3\n              reach: { count: exited, atLeast: 1, level: 7–8 units exited }\n',
      ).join('\n'),
    ).toMatch(/ways\[2\]: a way reads one thing/);
  });
});

describe('ways run (I)', () => {
  const s: Scenario = loadScenario(declared());
  const decl = s.rules!.procedures.find((p) => p.id === 'victory');
  if (decl?.kind !== 'victory' || !decl.tally?.ways) throw new Error('the declaration did not load');
  const ways = decl.tally.ways;
  const run = (v: WayValues, nine?: string) =>
    runWays(s, 'german', 'victory', ways, v, { 'exactly-nine-exits': nine }, 'victory');
  const towns =
    s.map?.kind === 'area' ? s.map.areas.filter((a) => a.town && a.zone !== 'strategic').map((a) => a.id) : [];

  it('I.1: Strasbourg held clear of Allied units and five exits end the game', () => {
    const r = run({ exited: 5, 'german-holds': ['strasbourg'] });
    expect([r.way, r.result]).toEqual(['strasbourg', 'German victory']);
    expect(run({ exited: 5, 'german-holds': ['strasbourg'], 'strasbourg-contested': true }).way).not.toBe('strasbourg');
    expect(run({ exited: 4, 'german-holds': ['strasbourg'] }).way).not.toBe('strasbourg');
  });

  it('I.2: without Strasbourg, seven or eight exits a marginal, ten or more an overwhelming victory', () => {
    expect(run({ exited: 7 }).result).toBe('German marginal victory');
    expect(run({ exited: 8 }).result).toBe('German marginal victory');
    expect(run({ exited: 10 }).result).toBe('German overwhelming victory');
    expect(run({ exited: 6 }).way).toBeUndefined();
  });

  it('I.2: exactly nine exits as the option exactly-nine-exits reads it; none falls through to the towns', () => {
    expect(run({ exited: 9 }).result).toBe('German marginal victory');
    expect(run({ exited: 9 }, 'overwhelming').result).toBe('German overwhelming victory');
    expect(run({ exited: 9, 'german-holds': [] }, 'none').way).toBe('towns');
    expect(render(run({ exited: 9 }, 'overwhelming').steps[1])).toBe(
      'Exactly nine exits: option exactly-nine-exits is overwhelming (I.2)',
    );
  });

  it('I.3: the town difference, 0-8 a draw, 9-15 marginal, 16+ overwhelming for the side ahead', () => {
    expect(run({ exited: 0, 'german-holds': towns.slice(0, Math.ceil(towns.length / 2)) }).result).toBe('Draw');
    const r = run({ exited: 0, 'german-holds': [] });
    expect(r.way).toBe('towns');
    expect(r.side).toBe('allied');
    expect(r.result).toBe('Allied overwhelming victory');
    expect(r.counted).toEqual({ german: 0, allied: towns.length, difference: towns.length });
    expect(() => run({ 'german-holds': ['nowhere'] })).toThrow();
  });

  it('not decided while an input a way needs is not known', () => {
    const r = run({});
    expect(r.way).toBeUndefined();
    expect(r.result).toBe('not decided: the towns held are not known');
  });

  it("without the game's own words (`says`), Sandtable's lines say the same steps", () => {
    const plain = structuredClone(ways);
    delete plain.says;
    for (const i of plain.inputs) delete i.says;
    for (const w of plain.ways) {
      delete w.says;
      for (const l of w.difference?.levels ?? []) delete l.says;
    }
    const r = runWays(
      s,
      'german',
      'victory',
      plain,
      { exited: 9, 'german-holds': [] },
      { 'exactly-nine-exits': 'none' },
    );
    expect(r.steps.map((m) => render(m))).toEqual([
      'Strasbourg: not held (I.1)',
      'German units exited south: 9',
      'Exactly 9: option exactly-nine-exits is none (I.2)',
      `German 0, Allied ${towns.length}: a difference of ${towns.length}, ` +
        'Overwhelming victory for the Allied side (I.3)',
    ]);
    expect(runWays(s, 'german', 'victory', plain, {}).result).toBe('not decided: Towns the German holds not known');
  });

  /** Section I as the rules text says it, the numbers from the text: what the declaration must read. */
  function sectionI(exited: number | undefined, holds: string[] | undefined, contested: boolean, nine: string) {
    const city = !!holds?.includes('strasbourg') && !contested;
    if (city && exited !== undefined && exited >= 5) return { result: 'German victory', condition: 'I.1' };
    if (!city && exited !== undefined && exited >= 7) {
      if (exited <= 8 || (exited === 9 && nine === 'marginal'))
        return { result: 'German marginal victory', condition: 'I.2' };
      if (exited >= 10 || (exited === 9 && nine === 'overwhelming'))
        return { result: 'German overwhelming victory', condition: 'I.2' };
    }
    if (!holds) return { result: 'not decided: the towns held are not known' };
    const german = towns.filter((t) => holds.includes(t)).length;
    const d = Math.abs(german - (towns.length - german));
    const ahead = german > towns.length - german ? 'German' : 'Allied';
    const result = d <= 8 ? 'Draw' : `${ahead} ${d <= 15 ? 'marginal' : 'overwhelming'} victory`;
    return { result, condition: 'I.3' };
  }

  it('reads every case as section I of the rules text does (I.1, I.2, I.3)', () => {
    const levelOf = (r: ReturnType<typeof run>) => {
      if (!r.level) return 'unknown';
      const who = r.side ? `${r.side} ` : r.way === 'towns' ? '' : 'german ';
      return `${who}${r.level.result}`.toLowerCase().replace(/^german german/, 'german');
    };
    const levels = new Map([
      ['German victory', 'german victory'],
      ['German marginal victory', 'german marginal victory'],
      ['German overwhelming victory', 'german overwhelming victory'],
      ['Allied marginal victory', 'allied marginal victory'],
      ['Allied overwhelming victory', 'allied overwhelming victory'],
      ['Draw', 'draw'],
      ['not decided: the towns held are not known', 'unknown'],
    ]);
    let cases = 0;
    for (const exited of [undefined, 0, 4, 5, 6, 7, 8, 9, 10, 12])
      for (const held of [undefined, 0, 3, 8, 12, 20, towns.length])
        for (const city of [false, true])
          for (const contested of [false, true])
            for (const nine of ['marginal', 'overwhelming', 'none']) {
              const holds = held === undefined ? undefined : [...towns.slice(0, held), ...(city ? ['strasbourg'] : [])];
              const h = sectionI(exited, holds, contested, nine);
              const w = run({ exited, 'german-holds': holds, 'strasbourg-contested': contested }, nine);
              expect(levelOf(w), JSON.stringify({ exited, held, city, contested, nine })).toBe(levels.get(h.result));
              // The result in the game's own words, as the report and --json give it.
              expect(w.result).toBe(h.result);
              expect(w.section ?? 'none').toBe(h.condition ?? 'none');
              cases++;
            }
    expect(cases).toBeGreaterThan(800);
  });
});

describe('ways from the command line (I)', () => {
  it('the inputs are its options, kept in the journal; the check is not kept', async () => {
    const dir = declared();
    const journal = join(dir, 'journal.json');
    const help = await runCli('victory', dir, '--help');
    expect(help.out).toMatch(/--exited <n>[\s\S]*--german-holds <place,\.\.\.>[\s\S]*--strasbourg-contested/);
    expect(help.out).toContain('--exactly-nine <choice>');
    const first = await runCli('victory', dir, '--journal', journal, '--exited', '9', '--german-holds', 'strasbourg');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Strasbourg: captured, clear of Allied units (I.1)');
    expect(first.out).toContain('Strasbourg held and at least five units exited: the game ends at once (I.1)');
    const again = await runCli('victory', dir, '--journal', journal, '--strasbourg-contested', '--json');
    const data = JSON.parse(again.out);
    expect([data.way, data.result, data.section]).toEqual(['exits', 'German marginal victory', 'I.2']);
    const nine = await runCli('victory', dir, '--journal', journal, '--strasbourg-contested', '--exactly-nine', 'nine');
    expect(nine.code).not.toBe(0);
    expect(nine.err).toMatch(/exactly-nine-exits/);
  });
});
