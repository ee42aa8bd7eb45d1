import { describe, it, expect } from 'vitest';
import { copyFileSync, writeFileSync } from 'node:fs';
import { scenarioWarnings } from '../../src/load/validate/warnings.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { brokenCopy, problemsOf, MINI_HEX, MINI_AREA } from '../helpers/broken-copy.js';

describe('loadScenario', () => {
  it('reads every file of a game folder into one typed scenario, CSV units included', () => {
    const s = loadScenario(MINI_HEX);
    expect(s.game.id).toBe('mini-hex');
    expect(s.units.map((u) => u.id)).toEqual(['b1', 'r1', 'b2']);
    const csvUnit = s.units.find((u) => u.id === 'b2')!;
    expect(csvUnit.factors).toMatchObject({ kind: 'combat-move', combat: 4, move: 4 });
    expect(csvUnit.abilities).toEqual(['armour-shift']);
    expect(s.origins.units[2].src.file).toMatch(/units\.csv$/);
    expect(s.map?.kind).toBe('hex');
    expect(s.charts.map((c) => c.id)).toEqual(['crt', 'air']);
    expect(s.locales.ru.names.b1).toBe('1-я бригада');
  });

  it('fills defaults a designer may leave out', () => {
    const s = loadScenario(MINI_HEX);
    const b1 = s.units.find((u) => u.id === 'b1')!;
    expect(b1.count).toBe(1);
    expect(b1.steps).toBe(1);
    expect(b1.back).toEqual({ kind: 'plain' });
  });

  it('reads area maps, cards and rosters', () => {
    const s = loadScenario(MINI_AREA);
    expect(s.map?.kind).toBe('area');
    expect(s.cards?.cards.reduce((n, c) => n + c.count, 0)).toBe(6);
    expect(s.rosters?.entries[0]).toMatchObject({ unit: 'n-inf', stands: 2, figuresPerStand: 3 });
  });
});

describe('errors name file, line and field', () => {
  it('an unknown key is an error with a did-you-mean', () => {
    const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['    formation: 1st\n', '    formaton: 1st\n']] });
    const [p] = problemsOf(dir);
    expect(p.file).toMatch(/units\.yaml$/);
    expect(p.line).toBe(8);
    expect(p.path).toEqual(['units', 0, 'formaton']);
    expect(p.message).toContain('did you mean "formation"');
  });

  it('a wrong type says what was expected and what was found', () => {
    const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['combat: 5', 'combat: five']] });
    const [p] = problemsOf(dir);
    expect(p.path).toEqual(['units', 0, 'factors', 'combat']);
    expect(p.message).toBe('expected a number, got the text "five"');
    expect(p.line).toBe(12);
  });

  it('a value outside an enum lists the allowed values and the nearest one', () => {
    const dir = brokenCopy(MINI_HEX, {
      'units.yaml': [['type: infantry\n    echelon: brigade', 'type: infantri\n    echelon: brigade']],
    });
    const [p] = problemsOf(dir);
    expect(p.message).toContain('did you mean "infantry"');
  });

  it('a missing required field is named', () => {
    // The SIDC may be left out (it is made from type, echelon and side); the echelon may not.
    const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['    echelon: regiment\n', '']] });
    const [p] = problemsOf(dir);
    expect(p.path).toEqual(['units', 1, 'echelon']);
    expect(p.message).toMatch(/nothing is not allowed; use one of: none, team/);
  });

  it('a hex id YAML read as a number is explained', () => {
    const dir = brokenCopy(MINI_HEX, { 'units.yaml': [['location: "0303"', 'location: 0303']] });
    const [p] = problemsOf(dir);
    expect(p.message).toMatch(/in quotes/);
  });

  it('a value without provenance is rejected', () => {
    const dir = brokenCopy(MINI_HEX, {
      'charts.yaml': [['    provenance: { reconstructed: fixture }\n  - id: air', '  - id: air']],
    });
    const problems = problemsOf(dir);
    expect(problems.some((p) => p.path.join('.') === 'charts.0.provenance')).toBe(true);
  });

  it('broken YAML gives the syntax error with its line', () => {
    const dir = brokenCopy(MINI_HEX, { 'map.yaml': [['  columns: 5', '  columns: [5']] });
    const problems = problemsOf(dir);
    expect(problems[0].message).toMatch(/^YAML syntax/);
    expect(problems[0].file).toMatch(/map\.yaml$/);
    expect(problems[0].line).toBeGreaterThan(0);
  });

  it('reports several problems at once', () => {
    const dir = brokenCopy(MINI_HEX, {
      'units.yaml': [
        ['formation: 1st', 'formaton: 1st'],
        ['echelon: regiment', 'echelon: regimen'],
      ],
      'map.yaml': [['rows: 4', 'rows: four']],
    });
    expect(problemsOf(dir).length).toBeGreaterThanOrEqual(3);
  });

  it('a missing folder, a file and a folder with no game.yaml are each explained', () => {
    expect(problemsOf('tests/fixtures/no-such-game')[0].message).toMatch(
      /^no such game: neither a bundled game nor a folder; bundled games: death-of-a-division, nordwind/,
    );
    expect(problemsOf('tests/fixtures/mini-hex/game.yaml')[0].message).toMatch(/not a game folder/);
    expect(problemsOf('tests/fixtures')[0].message).toMatch(/no game\.yaml/);
  });

  it('an unknown data file in the folder is a warning, with the nearest known name; the game still loads', () => {
    const dir = brokenCopy(MINI_HEX, {});
    copyFileSync(`${dir}/charts.yaml`, `${dir}/chart.yaml`);
    writeFileSync(`${dir}/notes.yaml`, 'my: notes\n');
    const s = loadScenario(dir);
    const [chart, notes] = scenarioWarnings(s);
    expect(chart.file).toMatch(/chart\.yaml$/);
    expect(chart.message).toContain('did you mean "charts.yaml"');
    expect(notes.file).toMatch(/notes\.yaml$/);
    expect(notes.message).toMatch(/^not read: .*a file of your own may stay$/);
  });

  it('a chart text that names a game option by its id is a warning at its line, naming the title to write', () => {
    const dir = brokenCopy(MINI_HEX, {
      'charts.yaml': [
        ['text: Each air unit shifts one column,', 'text: "Each air unit shifts one column (option loss-reading).",'],
      ],
    });
    const warnings = scenarioWarnings(loadScenario(dir));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: expect.stringMatching(/charts\.yaml$/), line: 22 });
    expect(warnings[0].message).toBe(
      'names the option "loss-reading" by its id, but the options aid prints it by its title: ' +
        'write "option “How an attacker\'s numeric result is taken”" instead',
    );
    // A full stop after the id ends the sentence, not the id; a longer id that starts the same is another option.
    const text = (t: string) =>
      scenarioWarnings(
        loadScenario(brokenCopy(MINI_HEX, { 'charts.yaml': [['text: Each air unit shifts one column,', t]] })),
      );
    expect(text('text: "Air: see option loss-reading.",')).toHaveLength(1);
    expect(text('text: "Air: see option loss-reading-2.",')).toEqual([]);
  });
});
