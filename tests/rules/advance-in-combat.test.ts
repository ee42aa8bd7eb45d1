import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX, copiesOf } from '../helpers/broken-copy.js';
import { render, type KeyedRefusal } from '../../src/assist/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { combatAdvance, mayAdvance } from '../../src/rules/combat-advance.js';

// Iron Ford with its advance after combat (7.6) declared as the combat's own last question
// (`movement.advance.taken: combat`), the way Veritable takes its 6.5.4: no code of its own. Once the result has
// emptied the defender's hex, the attackers still where they fought from may enter it, within the stacking limit
// (6.4); the journal asks which, and keeps where they went.
const copy = copiesOf(RULES_HEX, 'rules.yaml');
const G = copy([
  ['    advance: { cells: 1, section: "7.6" }', '    advance: { cells: 1, taken: combat, section: "7.6" }'],
]);
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-advance-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** b-2 and b-3 attack the 12th Army in the forest across the river: column 1-1, a 5 is DR. */
const ACROSS = ['combat', G, '--attacker', 'b-2,b-3', '--defender', 'r-12', '--roll', '5', '--turn', '1'];

/** Four Blue corps against the reduced 11th Army in the open, past 6-1: a 6 eliminates it (DE). */
const ROUT_POSITION = join(tmp, 'rout.yaml');
writeFileSync(
  ROUT_POSITION,
  'units:\n  - { unit: r-11, at: B3, hits: 1 }\n  - b-3@A3\n  - b-1@A4\n  - b-2@C3\n  - b-4@C4\n',
);
const ROUT = ['combat', G, '--attacker', 'b-3,b-1,b-2,b-4', '--defender', 'r-11', '--position', ROUT_POSITION];

describe('Iron Ford advance after combat (7.6), taken in the combat from data alone', () => {
  it('7.5, 7.6: the retreat is answered first, then the advance; the journal keeps who went into E3', async () => {
    const journal = join(tmp, 'dr.json');
    const asked = await runCli(...ACROSS, '--journal', journal);
    expect(asked.out).toContain('Where does each unit retreat? r-12 from E3: F1, F4, G2, G3, G4');
    const retreat = await runCli('combat', G, '--journal', journal, '--choose', 'r-12=G3');
    expect(retreat.code, retreat.err).toBe(0);
    // Nothing of the result is applied while the advance waits: the retreat is said as to come.
    expect(retreat.out).toContain('r-12 is to retreat E3 → G3 once the owner has answered (7.5)');
    expect(retreat.out).toContain('Waiting for the owner’s choice (7.6)');
    expect(retreat.out).toContain(
      'E3 is vacated: b-2, b-3 may advance into it, within the stacking limits (7.6); answer with the units, or none',
    );
    const pending = journalOf(journal).pending;
    expect(pending).toMatchObject({ command: 'combat', rule: '7.6' });
    expect(pending.picks).toEqual({
      mode: 'some',
      items: [
        { item: 'b-2', at: 'D2', values: ['b-2'] },
        { item: 'b-3', at: 'D3', values: ['b-3'] },
      ],
    });
    const stranger = await runCli('combat', G, '--journal', journal, '--choose', 'b-4');
    expect(stranger.code).toBe(1);
    expect(stranger.err).toContain('b-4 may not advance; those who may are b-2, b-3 (7.6)');
    const went = await runCli('combat', G, '--journal', journal, '--choose', 'b-3');
    expect(went.code, went.err).toBe(0);
    expect(went.out).toContain('r-12 retreats E3 → G3 (7.5)');
    expect(went.out).toContain('b-3 advances into E3 (7.6)');
    const j = journalOf(journal);
    expect(j.pending).toBeUndefined();
    expect(j.state.positions).toMatchObject({ 'b-3': 'E3', 'b-2': 'D2', 'r-12': 'G3' });
    expect(j.entries.at(-1).result).toMatchObject({ code: 'DR', advance: true, advanced: ['b-3'] });
    // The advance was the combat's: a move may not take it again.
    const moved = await runCli('move', G, '--units', 'b-2@E3', '--advance', '--journal', journal, '--turn', '1');
    expect(moved.code).toBe(1);
    expect(moved.err).toContain('b-2: the advance after combat is the combat’s own last question, not a move (7.6)');
  });

  it('7.6: a step loss that holds E3 asks nothing more; without a journal the report says who may go', async () => {
    const journal = join(tmp, 'loss.json');
    await runCli(...ACROSS, '--journal', journal);
    const loss = await runCli('combat', G, '--journal', journal, '--choose', 'r-12=loss');
    expect(loss.out).toContain('r-12 loses 1 step (7.6)');
    expect(loss.out).not.toContain('vacated');
    expect(journalOf(journal).pending).toBeUndefined();
    const said = await runCli(...ACROSS, '--choose', 'r-12=G3');
    expect(said.code, said.err).toBe(0);
    expect(said.out).toContain('  E3 is vacated: b-2, b-3 may advance into it, within the stacking limits (7.6)\n');
    expect(said.out).not.toContain('Waiting');
  });

  it('6.4, 7.6: three corps may not advance into one hex; "none" leaves B3 empty', async () => {
    const journal = join(tmp, 'rout.json');
    const asked = await runCli(...ROUT, '--roll', '6', '--journal', journal, '--turn', '1');
    expect(asked.out).toContain('r-11 in B3 is to be eliminated once the owner has answered (7.6)');
    expect(asked.out).toContain('B3 is vacated: b-3, b-1, b-2, b-4 may advance into it');
    const three = await runCli('combat', G, '--journal', journal, '--choose', 'b-3,b-1,b-2');
    expect(three.code).toBe(1);
    expect(three.err).toContain('into B3: B3: b-3, b-1, b-2 over the stacking limit; b-2 too many (6.4)');
    const none = await runCli('combat', G, '--journal', journal, '--choose', 'none');
    expect(none.code, none.err).toBe(0);
    expect(none.out).toContain('r-11 in B3 is eliminated (7.6)');
    expect(none.out).toContain('No unit advances into B3 (7.6)');
    expect(journalOf(journal).state.positions['b-3']).toBe('A3');
  });
});

describe('the engine’s advance in the combat (movement.advance)', () => {
  const advance = { cells: 1, who: 'in-place' as const, zocStop: true, taken: 'combat' as const, section: '7.6' };
  const attackers = [
    { ref: 'b-2', from: 'D2', now: 'C2' },
    { ref: 'b-3', from: 'D3', now: 'D3' },
    { ref: 'b-5', from: 'D1' },
  ];

  it('7.6: only attackers still where they attacked from may go; with who: attackers, any left on the map', () => {
    expect(mayAdvance(advance, attackers)).toEqual(['b-3']);
    expect(mayAdvance({ ...advance, who: 'attackers' }, attackers)).toEqual(['b-2', 'b-3']);
  });

  it('7.6: an answer to a hex still held is refused, in English and Russian', () => {
    const run = () =>
      combatAdvance({
        advance,
        target: 'E3',
        vacated: false,
        attackers,
        answer: ['b-3'],
        ask: true,
        stacking: () => undefined,
      });
    expect(run).toThrow('E3 is not vacated; only attackers still in place may advance into an emptied hex (7.6)');
    const why = (() => {
      try {
        run();
      } catch (e) {
        return (e as KeyedRefusal).why;
      }
    })();
    expect(render(why!, RU.rules)).toContain('E3 не опустел; в опустевший гекс входят только атакующие');
  });
});
