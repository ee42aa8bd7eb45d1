import { describe, it, expect } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';

// Death of a Division's defensive fire as rules.yaml declares it on the engine's dice pool (src/rules/pool-units.ts):
// the sections the CLI tests (tests/cli/death-of-a-division.test.ts) do not name.

const G = 'death-of-a-division';
const fire = (...args: string[]) => runCli('fire', G, ...args);

describe('Death of a Division defensive fire on the dice pool', () => {
  it('rule 7 (optional): German divisional artillery backs its own formation, corps artillery anyone', async () => {
    const at = (artillery: string, ...more: string[]) =>
      fire(
        '--firer',
        'de-164-vgr@habscheid',
        '--target',
        'us-424-inf@habscheid',
        '--artillery',
        artillery,
        '--preview',
        ...more,
      );
    expect((await at('de-18-arty@habscheid')).code).toBe(0);
    const own = await at('de-18-arty@habscheid', '--option', 'german-artillery-parent-only=on');
    expect(own.code).toBe(1);
    expect(own.err).toContain(
      'de-18-arty (de-18-vgd) adds its dice only to units of its own formation, not to de-164-vgr (de-62-vgd) ' +
        '(7 (optional rule))',
    );
    expect((await at('de-62-arty@habscheid', '--option', 'german-artillery-parent-only=on')).code).toBe(0);
    expect((await at('de-lxvi-arty@habscheid', '--option', 'german-artillery-parent-only=on')).code).toBe(0);
  });

  it('rules 3, 8: a US reinforcement placed after US fire on its arrival turn does not fire that turn', async () => {
    const args = ['--firer', 'us-14-tank@amel', '--target', 'de-294-vgr@amel', '--preview'];
    const early = await fire(...args, '--turn', '3');
    expect(early.code).toBe(1);
    expect(early.err).toContain(
      'us-14-tank is placed in phase US reinforcements of turn 3; it does not act before then (3, 8)',
    );
    expect((await fire(...args, '--turn', '4')).code).toBe(0);
  });

  it('rule 6: the firing unit is given once, the targets are the enemy’s in its area', async () => {
    const two = await fire(
      '--firer',
      'us-424-inf@winterspelt,us-81-engr@winterspelt',
      '--target',
      'de-164-vgr@winterspelt',
    );
    expect(two.code).not.toBe(0);
    const own = await fire('--firer', 'us-424-inf@winterspelt', '--target', 'us-81-engr@winterspelt', '--preview');
    expect(own.err).toContain('us-81-engr is on the firing side (6)');
    const apart = await fire('--firer', 'us-424-inf@winterspelt', '--target', 'de-164-vgr@habscheid', '--preview');
    expect(apart.err).toContain('units fire only at enemy units in their own place: de-164-vgr is in');
  });

  it('speaks Russian from the same keyed report', async () => {
    const r = await fire(
      '--firer',
      'us-424-inf@winterspelt',
      '--target',
      'de-164-vgr@winterspelt',
      '--dice',
      '6,1,1,1,1,1',
      '--lang',
      'ru',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('us-424-inf: кубиков 6 (сила 6), попадание на 6+ (6)');
    expect(r.out).toContain('Всего попаданий: 1');
  });
});
