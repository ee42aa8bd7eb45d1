import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { ScenarioError } from '../../../src/load/problem.js';
import { rosterWords } from '../../../src/parts/roster/roster-words.js';
import { rosterUnits, typeWords } from '../../../src/parts/roster/roster-units.js';
import { copiesOf, MINI_AREA } from '../../helpers/broken-copy.js';

// The mini area game's roster without its entry for s-arm.
const withoutEntry = copiesOf(MINI_AREA, 'rosters.yaml');

const s = loadScenario('tests/fixtures/roster-mini');
const units = rosterUnits(s, rosterWords(s, 'en'));
const unit = (id: string) => units.find((u) => u.id === id)!;

describe('roster units', () => {
  it('joins each unit to its entry: stands, figures, vehicles, guns and base for the whole line', () => {
    const inf = unit('n-inf');
    expect(inf).toMatchObject({
      count: 3,
      strength: 2,
      move: 2,
      stands: 6,
      figuresPerStand: 3,
      figures: 18,
      vehicles: 0,
    });
    expect(inf.base).toMatchObject({ id: 'inf', widthMm: 40, depthMm: 20 });
    expect(unit('s-arm')).toMatchObject({ strength: 4, otherFactors: 'fire 2', vehicles: 2, figures: 0 });
  });

  it("says when and where each unit comes into play, with the turn track's name for the turn", () => {
    expect(unit('n-inf').arrivalText).toBe('Start · Hill 112');
    expect(unit('n-guns').arrivalText).toBe('Turn 2 (Noon) · Town');
    expect(unit('s-arm').arrival).toMatchObject({ kind: 'reinforcement', turn: 3, when: 'Dusk', locationName: 'Town' });
    expect(unit('s-scouts').arrival).toMatchObject({ kind: 'reserve', boxName: 'South reserve', cost: 2 });
    expect(unit('s-scouts').arrivalText).toBe('Reserve: South reserve, cost 2 VP');
  });

  it('carries the entry notes, the set-up note and the abilities a player needs at the table', () => {
    expect(unit('n-inf').notes).toEqual(['foot; road march 2', 'dug in on the crest']);
    expect(unit('n-guns').abilities.map((a) => a.name)).toEqual(['Towed guns']);
  });

  it('stops at a unit with no roster entry, naming it at its place in units.yaml', () => {
    const mini = loadScenario(withoutEntry([[/\n\s*- \{ unit: s-arm,[^\n]*/, '']]));
    let error: unknown;
    try {
      rosterUnits(mini, rosterWords(mini, 'en'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioError);
    const [p, ...rest] = (error as ScenarioError).problems;
    expect(rest).toHaveLength(0);
    expect(p.file).toMatch(/units\.yaml$/);
    expect(p.line).toBeGreaterThan(1);
    expect(p.message).toMatch(/unit "s-arm" has no entry in rosters\.yaml/);
  });

  it('reads unit type ids as words', () => {
    expect(typeWords('self-propelled-artillery')).toBe('self-propelled artillery');
    expect(typeWords('tank-destroyer')).toBe('tank destroyer');
    expect(typeWords('anti-tank')).toBe('anti-tank');
  });
});
