import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Remagen Bridgehead's movement as its rules.yaml declares it (issue #22), through `move` and the journal:
// each unit's movement factor in sectors, the stops the rules name (Movement A, B, C), the bridge, and the enemy.
const dir = mkdtempSync(join(tmpdir(), 'sandtable-remagen-move-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const position = (lines: string[]) => {
  const file = join(dir, `p${lines.length}-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, `units:\n${lines.map((l) => `  - "${l}"\n`).join('')}`);
  return file;
};
const mover =
  (journal: string) =>
  (turn: string, units: string, ...more: string[]) =>
    runCli('move', 'remagen', '--units', units, '--journal', join(dir, journal), '--turn', turn, ...more);

describe('Remagen, Movement: sectors by movement factor, kept in the journal', () => {
  it('Movement: up to the movement factor, through friendly sectors, kept from turn to turn', async () => {
    const move = mover('factor.json');
    const at = position(['us-27aib-rifles#1@K5', 'us-27aib-rifles#2@K6', 'de-11pz-pz4#1@L18']);
    const first = await move('1', 'us-27aib-rifles#1@K7', '--position', at);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^Remagen Bridgehead: Movement\n {2}us-27aib-rifles#1: K5 → \S+ → K7, 2 of 2/);
    const more = await move('1', 'us-27aib-rifles#1@K8');
    expect(more.err).toContain(
      'us-27aib-rifles#1 cannot reach K8 from K7: the cheapest way, K7 → K8, costs 1; it has 0',
    );
    const kept = JSON.parse(readFileSync(join(dir, 'factor.json'), 'utf8')).state.positions;
    expect(kept).toMatchObject({ 'us-27aib-rifles#1': 'K7', 'us-27aib-rifles#2': 'K6', 'de-11pz-pz4#1': 'L18' });
    const next = await move('2', 'us-27aib-rifles#1@K9');
    expect(next.code, next.err).toBe(0);
    expect(next.out).toContain('us-27aib-rifles#1: K7 → K8 → K9, 2 of 2 (Movement)');
  });

  it('Movement, Bridges: the Rhine is crossed only over the bridge, along its line', async () => {
    const move = mover('bridge.json');
    const at = position(['us-27aib-rifles#1@J6', 'de-11pz-pz4#1@L18']);
    const river = await runCli(
      'move',
      'remagen',
      '--units',
      'us-27aib-rifles#1@J8',
      '--position',
      position(['us-27aib-rifles#1@J7', 'de-11pz-pz4#1@L18']),
    );
    expect(river.code).toBe(1);
    // J8 is a pontoon site: with no bridge built there, that is the reason given (Engineers).
    expect(river.err).toContain('its pontoon bridge stands at 0 of 30 labour units');
    const plain = await runCli(
      'move',
      'remagen',
      '--units',
      'us-27aib-rifles#1@I8',
      '--position',
      position(['us-27aib-rifles#1@I7', 'de-11pz-pz4#1@L18']),
    );
    expect(plain.code).toBe(1);
    expect(plain.err).toContain('I8 is river: no unit may enter it (Movement)');
    const over = await move('1', 'us-27aib-rifles#1@K8', '--position', at);
    expect(over.code, over.err).toBe(0);
    expect(over.out).toContain('us-27aib-rifles#1: J6 → K7 → K8, 2 of 2 (Movement)');
    const side = await runCli(
      'move',
      'remagen',
      '--units',
      'us-27aib-rifles#1@K8',
      '--position',
      position(['us-27aib-rifles#1@J7', 'de-garrison-rifles#1@K7']),
    );
    expect(side.err).toContain(
      'a bridge is crossed along its line, from its bridgeheads: not J7 to K8 (Movement, Bridges)',
    );
  });

  it('Movement (A): a unit stops in the first woods or mountain sector and moves no further that turn', async () => {
    const move = mover('woods.json');
    const at = position(['de-11pz-armored-cars#1@L16', 'us-27aib-rifles#1@B5']);
    const far = await move('1', 'de-11pz-armored-cars#1@L13', '--position', at);
    expect(far.code).toBe(1);
    expect(far.err).toMatch(
      /de-11pz-armored-cars#1 cannot reach L13: every way enters \w+ first \(\w+\), where a unit stops/,
    );
    const hill = await move('1', 'de-11pz-armored-cars#1@K14', '--position', at);
    expect(hill.code, hill.err).toBe(0);
    expect(hill.out).toContain('de-11pz-armored-cars#1: L16 → K15 → K14, 2 of 5 (Movement)');
    const on = await move('1', 'de-11pz-armored-cars#1@K15');
    expect(on.err).toContain('de-11pz-armored-cars#1 stopped in K14 this turn: it moves no further (Movement)');
  });

  it('Movement (B): a unit stops in the first sector next to an enemy unit, never enters an enemy one', async () => {
    const move = mover('zoc.json');
    const at = position(['us-27aib-rifles#1@K10', 'de-garrison-rifles#1@I11', 'us-27aib-mg#1@L10']);
    // J10, the only way on, lies next to the enemy in I11: a unit entering it goes no further.
    const past = await move('1', 'us-27aib-rifles#1@I10', '--position', at);
    expect(past.code).toBe(1);
    expect(past.err).toContain('us-27aib-rifles#1 has no way from K10 to I10 (Movement)');
    const into = await move('1', 'us-27aib-rifles#1@J10', '--position', at);
    expect(into.code, into.err).toBe(0);
    const on = await move('1', 'us-27aib-rifles#1@K11');
    expect(on.err).toContain('us-27aib-rifles#1 stopped in J10 this turn: it moves no further (Movement)');
    const enemy = await move('2', 'us-27aib-rifles#1@I11');
    expect(enemy.err).toContain('I11 holds enemy units: no unit may enter it (Movement: never through the enemy)');
    // The next turn it may go on through enemy-controlled sectors, one a turn.
    const next = await move('2', 'us-27aib-rifles#1@I10');
    expect(next.code, next.err).toBe(0);
    expect(next.out).toContain('us-27aib-rifles#1: J10 → I10, 1 of 2 (Movement)');
    const again = await move('2', 'us-27aib-rifles#1@H10');
    expect(again.err).toContain('stopped in I10 this turn');
  });
});

describe('Remagen, Fire: movement, then the fire portion of the turn', () => {
  it('Fire: once a side has fired, its movement portion of the turn is over', async () => {
    const journal = join(dir, 'order.json');
    const fire = await runCli(
      'fire',
      'remagen',
      '--firer',
      'us-27aib-mg#1@L16',
      '--target',
      'de-11pz-pz4#1@L18',
      '--journal',
      journal,
      '--turn',
      '4',
      '--seed',
      'order',
    );
    expect(fire.code, fire.err).toBe(0);
    const at = position(['us-27aib-rifles#1@K5', 'de-11pz-pz4#1@L18']);
    const late = await runCli(
      'move',
      'remagen',
      '--units',
      'us-27aib-rifles#1@K6',
      '--position',
      at,
      '--journal',
      journal,
    );
    expect(late.code).toBe(1);
    expect(late.err).toContain(
      'United States has played Fire this turn; Movement comes before it and is over (Movement)',
    );
  });

  it('Sector Capacity: a move into a full sector is refused, arms counted in proportion, nothing written', async () => {
    const move = mover('capacity.json');
    const at = position([
      'us-14tk-shermans-a#1@K6',
      'us-14tk-shermans-a#2@K6',
      'us-14tk-shermans-a#3@K5',
      'us-27aib-rifles#1@K5',
      'de-11pz-pz4#1@L18',
    ]);
    const full = await move('1', 'us-14tk-shermans-a#3@K6', '--position', at);
    expect(full.code).toBe(1);
    expect(full.err).toContain(
      'K6: us-14tk-shermans-a#1, us-14tk-shermans-a#2, us-14tk-shermans-a#3 over the stacking limit; ' +
        'us-14tk-shermans-a#3 too many (Sector Capacity)',
    );
    // Two vehicles fill an open sector: no room is left for a tray either.
    const tray = await move('1', 'us-27aib-rifles#1@K6', '--position', at);
    expect(tray.err).toContain('us-27aib-rifles#1 too many (Sector Capacity)');
    const room = await move('1', 'us-14tk-shermans-a#3@K7', '--position', at);
    expect(room.code, room.err).toBe(0);
  });
});
