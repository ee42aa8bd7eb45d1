import { describe, it, expect } from 'vitest';
import { runCli, runJson } from '../helpers/run-cli.js';

// A designer's fire by dice pool written only in data (tests/fixtures/pool-square, "Hedgerow Fire"): a die a
// strength point, a hit on 5 or more, cover moving it to 6 (rule 6.1), the owner placing the hits (rule 6.2).
const GAME = 'tests/fixtures/pool-square';
const fire = (...more: string[]) =>
  runCli('fire', GAME, '--firer', 'b-tank#1@B2', '--target', 'g-squad#1@B2', '--turn', '1', ...more);

describe('Hedgerow Fire, fire by dice pool from data alone', () => {
  it('rule 6: as many dice as the strength, each a hit at 5 or more', async () => {
    const r = await fire('--dice', '5,4');
    expect(r.code).toBe(0);
    expect(r.out).toContain('b-tank#1: 2 dice (strength 2), hitting on 5+ (6)');
    expect(r.out).toContain('b-tank#1 rolls 5, 4: 1 hit on 5+');
    expect(r.out).toContain('The owner of the units hit spreads the hits (1) among them (6.2)');
  });

  it('rule 6.1: cover moves the hit number to 6, so a 5 misses', async () => {
    const r = await fire('--dice', '5,4', '--cover');
    expect(r.out).toContain('target in cover: +1, a die hits on 6 or more (6.1)');
    expect(r.out).toContain('b-tank#1 rolls 5, 4: 0 hits on 6+');
  });

  it('rule 6: the chances before the roll come from the declared pool (2 dice, 5+)', async () => {
    const j = await runJson(
      'fire',
      GAME,
      '--firer',
      'b-tank#1@B2',
      '--target',
      'g-squad#1@B2',
      '--turn',
      '1',
      '--preview',
    );
    expect(j.dice).toBe(2);
    expect(j.hitOn).toBe(5);
    expect(j.chances.map((c: { fraction: string }) => c.fraction)).toEqual(['16/36', '16/36', '4/36']);
  });

  it('rule 6: a pool of the wrong number of hand dice is refused, exit 1', async () => {
    const r = await fire('--dice', '5');
    expect(r.code).toBe(1);
    expect(r.err).not.toContain('    at ');
  });
});
