import { describe, it, expect } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';
import { NORDWIND_SECTION_L } from '../../helpers/examples.js';

const battle = async (...args: string[]) => {
  const r = await runCli('combat', 'nordwind', ...args, '--json');
  if (r.code !== 0) throw new Error(r.err);
  return JSON.parse(r.out);
};

// Section L's example: 4 German units (1 armour) attack 2 (1 armour) in a forest area of defence 1; the
// attacker plays two air support cards, the defender one artillery card; the dice show 8.
const EXAMPLE = [
  ...NORDWIND_SECTION_L,
  // The defender's answer to a result against him, given in advance (G, Heroic Stand).
  '--heroic-stand',
  'none',
];

describe('Nordwind combat (L)', () => {
  it('the worked example comes out D1 on the +3 column with the roll modified to 7', async () => {
    const r = await battle(...EXAMPLE, '--rolls', '8');
    expect(r.table).toBe('forest');
    expect(r.rounds[0]).toMatchObject({ differential: 2, shift: 1, drm: -1 });
    expect(r.column).toBe('+3');
    expect(r.row).toBe(7);
    expect(r.result).toBe('D1');
    expect(r.outcome).toBe('defender-retreats');
    expect(r.retreatAreas).toBe(1);
  });

  it('shows the chance of every result before the roll, summing to 1', async () => {
    const r = await battle(...EXAMPLE, '--rolls', '8');
    const p = r.probabilities as Record<string, number>;
    expect(Object.values(p).reduce((a, b) => a + b)).toBeCloseTo(1);
    expect(p.D1).toBeCloseTo(11 / 36);
  });

  it('Military Intel cancels one of the other side’s support cards', async () => {
    const r = await battle(...EXAMPLE, '--defender-intel', '--rolls', '8');
    expect(r.column).toBe('+2');
  });

  it('no air cards in a snowstorm', async () => {
    const r = await battle(...EXAMPLE, '--snowstorm', '--rolls', '8');
    expect(r.column).toBe('+1');
  });

  it('an elimination continues the battle with one unit fewer until it ends', async () => {
    // +3 column, roll 12 -1 = 11: DE1; then 4 against 1, +3+... next roll decides.
    const r = await battle(...EXAMPLE, '--rolls', '12,2');
    expect(r.rounds[0].result).toBe('DE1');
    expect(r.rounds[1].defenders).toBe(1);
    expect(r.rounds.length).toBe(2);
  });

  it('Heroic Stand turns the result into an engagement, unless the attacker answers with his own', async () => {
    expect((await battle(...EXAMPLE, '--heroic-stand', 'defender', '--rolls', '8')).outcome).toBe('heroic-stand');
    expect((await battle(...EXAMPLE, '--heroic-stand', 'both', '--rolls', '8')).outcome).toBe('defender-retreats');
  });

  it('mountain areas use the mountain table', async () => {
    expect((await battle('--area', 'reyersviller', '--attacker', '2', '--defender', '1', '--rolls', '7')).table).toBe(
      'mountain',
    );
  });

  it('an unknown area is an input error', async () => {
    const r = await runCli('combat', 'nordwind', '--area', 'nope', '--attacker', '2', '--defender', '1');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no area "nope"/);
  });

  it('a 2d6 roll outside 2 to 12 is an input error', async () => {
    const r = await runCli('combat', 'nordwind', ...EXAMPLE, '--rolls', '13');
    expect(r.code).toBe(1);
    expect(r.err).toContain('2d6 rolls 2 to 12');
  });
});
