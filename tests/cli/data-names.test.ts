import { describe, it, expect } from 'vitest';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

// A report names what the game's data declares by its name, never by its id, in every language: the CLI reads a
// value through the same function as the companion page, so both print "Движение / Атака" for `move-attack`.

async function run(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  if (r.code !== 0) throw new Error(`${args.join(' ')}: exit ${r.code}: ${r.err}`);
  return r.out;
}

describe('the data’s names in the CLI’s reports', () => {
  it('a Russian turn choice names the choice as the locale does, not by its id (6.1)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'names-'));
    const journal = join(dir, 'game.json');
    await run('setup', 'check', 'veritable', '--position', 'data/veritable/examples/setup.yaml', '--journal', journal);
    copyFileSync(journal, join(dir, 'again.json'));
    const ru = await run(
      'sequence',
      'veritable',
      '--side',
      'allied',
      '--order',
      'attack-move',
      '--journal',
      journal,
      '--lang',
      'ru',
    );
    expect(ru).toContain('Ход 1: фаза Союзники, Атака / Движение (6.1;');
    expect(ru).not.toContain('attack-move');
    // English keeps its wording: the turn-choice line is unchanged.
    const en = await run(
      'sequence',
      'veritable',
      '--side',
      'allied',
      '--order',
      'move-attack',
      '--journal',
      join(dir, 'again.json'),
    );
    expect(en).toContain('Turn 1: the Allied player turn, move-attack (6.1)');
  });

  it('an attack across hexside features names them as the terrain chart does, in each language (6.5.1)', async () => {
    const args = ['combat', 'veritable', '--attacker', '158-bde@H10', '--defender', 'gr-1051@I11', '--preview'];
    const en = await run(...args, '--explain');
    expect(en).toContain('158-bde 3×0.5 = 1.5 (across Siegfried Line, River: ×0.5)');
    const ru = await run(...args, '--explain', '--lang', 'ru');
    expect(ru).toContain('(через Линия Зигфрида (укрепления), Река: ×0,5)');
    expect(`${en}\n${ru}`).not.toMatch(/siegfried-line|, river/);
  });

  it('a Russian defence line names the hex’s terrain from the locale (6.5.1)', async () => {
    const ru = await run(
      'combat',
      'veritable',
      '--attacker',
      '158-bde@H8',
      '--defender',
      'gr-1051@I9',
      '--preview',
      '--lang',
      'ru',
    );
    expect(ru).toContain('(gr-1051 3) ×2 за Лес = 6');
  });

  it('a Russian report and refusal name hexes as the map prints them in both languages, I9 (6.5)', async () => {
    // The Russian copy's numbering (0808 for H8) is read; the report answers as the map and the journal name the hex.
    const ru = await run(
      ...['combat', 'veritable', '--attacker', '158-bde@0808,44-bde@H9', '--defender', 'gr-1051@0909'],
      ...['--roll', '3', '--retreat-rolls', '1,1', '--lang', 'ru'],
    );
    expect(ru).toContain('бой в I9');
    expect(ru).toContain('Атака из H8');
    for (const n of ['0808', '0809', '0909']) expect(ru).not.toContain(n);
    const refused = await runCli(
      ...['combat', 'veritable', '--attacker', '158-bde@A1', '--defender', 'gr-1051@I9', '--roll', '3'],
      ...['--lang', 'ru'],
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('158-bde в A1 не соседствует с I9');
  });
});
