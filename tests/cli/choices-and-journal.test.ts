import { describe, it, expect } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { copyGame } from '../helpers/broken-copy.js';
import { NORDWIND_SECTION_L } from '../helpers/examples.js';

const journal = () => join(mkdtempSync(join(tmpdir(), 'choice-')), 'game.json');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const EXAMPLE = ['combat', 'nordwind', ...NORDWIND_SECTION_L];

describe('a choice the rules give after the result: the command stops and asks', () => {
  it('Heroic Stand (G): D1 waits for the defender; only the chosen outcome is written', async () => {
    const file = journal();
    const asked = await runCli(...EXAMPLE, '--rolls', '8', '--journal', file);
    expect(asked.code).toBe(0);
    expect(asked.out).toContain('Waiting for a choice (G, Heroic Stand)');
    expect(asked.out).toContain('--choose none|defender|both');
    expect(read(file).entries).toEqual([]);
    expect(read(file).pending).toMatchObject({ command: 'combat nordwind', options: ['none', 'defender', 'both'] });
    // Nothing else goes on until it is answered.
    const other = await runCli('crt', 'nordwind', '--table', 'forest', '--diff', '0', '--journal', file);
    expect(other.code).toBe(1);
    expect(other.err).toContain('a choice is waiting');
    const wrong = await runCli('combat', 'nordwind', '--journal', file, '--choose', 'maybe');
    expect(wrong.code).toBe(2);
    const otherBattle = await runCli(
      ...EXAMPLE.map((a) => (a === '4' ? '5' : a)),
      '--journal',
      file,
      '--choose',
      'none',
    );
    expect(otherBattle.code).toBe(1);
    expect(otherBattle.err).toContain('for another combat nordwind');
    const answer = JSON.parse(
      (await runCli('combat', 'nordwind', '--journal', file, '--choose', 'defender', '--json')).out,
    );
    expect(answer.outcome).toBe('heroic-stand');
    const j = read(file);
    expect(j.pending).toBeUndefined();
    expect(j.entries).toHaveLength(1);
    expect(j.entries[0]).toMatchObject({ result: 'heroic-stand', inputs: { heroicStand: ['defender'] } });
    expect(j.entries[0].rolls).toEqual([{ spec: '2d6', faces: [], total: 8, entered: true }]);
  });

  it('machine dice rolled before the question are the answer’s dice, and the journal replays', async () => {
    const file = journal();
    // Seed "a" rolls a result against the defender on the first round.
    const asked = JSON.parse((await runCli(...EXAMPLE, '--seed', 'a', '--journal', file, '--json')).out);
    expect(asked.outcome).toBe('awaiting-choice');
    const answered = JSON.parse(
      (await runCli('combat', 'nordwind', '--journal', file, '--choose', 'none', '--json')).out,
    );
    expect(answered.rolls.slice(0, asked.rolls.length)).toEqual(asked.rolls);
    expect(answered.rolls.every((r: { entered: boolean }) => !r.entered)).toBe(true);
    const replay = await runCli('journal', 'replay', file);
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toContain('Every machine die reproduces');
  });

  it('Heroic Stand (G): the journal keeps the waiting question keyed, so a refusal words it in Russian', async () => {
    const file = journal();
    expect((await runCli(...EXAMPLE, '--rolls', '8', '--journal', file)).code).toBe(0);
    const question = 'does the defender play Heroic Stand, the attacker his in answer?';
    const { pending } = read(file);
    expect(pending.said).toMatchObject({ key: 'combat.says.choice.question', values: { result: 'D1' } });
    const ru = await runCli('combat', 'nordwind', '--journal', file, '--lang', 'ru');
    expect(ru.code).toBe(1);
    expect(ru.err).toContain('D1 (Все обороняющиеся отряды отходят на один район.): играет ли обороняющийся');
    expect(ru.err).not.toContain(question);
    expect((await runCli('journal', 'show', file)).out).toContain(`Waiting for a choice: combat nordwind: D1 (`);
  });

  it('the answer may be given in advance; without a journal the question says how to run it again', async () => {
    expect(JSON.parse((await runCli(...EXAMPLE, '--rolls', '8', '--choose', 'both', '--json')).out).outcome).toBe(
      'defender-retreats',
    );
    const r = await runCli(...EXAMPLE, '--rolls', '8');
    expect(r.code).toBe(0);
    expect(r.out).toContain('run the command again with --rolls 8 and --choose "none|defender|both"');
  });

  it('a defender whose kept hand holds no Heroic Stand is not asked (G); cards played leave the hand', async () => {
    const file = journal();
    const hand = (side: string, cards: string) =>
      runCli('hand', 'nordwind', '--side', side, '--set', cards, '--turn', '2', '--journal', file);
    expect((await hand('allied', 'artillery-support,movement-1')).code).toBe(0);
    expect((await hand('german', 'air-support-german,air-support-german,movement-2')).code).toBe(0);
    const r = await runCli(
      'combat',
      'nordwind',
      '--area',
      'rimling',
      '--attacker',
      'ss-pzgren-37,ss-pzgren-38,ss-pz-abt-17,gr-87',
      '--defender',
      'us-397-inf,us-71-inf',
      '--attacker-cards',
      'air,air',
      '--defender-cards',
      'artillery',
      '--rolls',
      '8',
      '--journal',
      file,
      '--json',
    );
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).outcome).toBe('defender-retreats');
    expect(read(file).state.hands).toEqual({ allied: ['movement-1'], german: ['movement-2'] });
    const none = await runCli(
      'combat',
      'nordwind',
      '--area',
      'rimling',
      '--attacker',
      'ss-pzgren-37',
      '--defender',
      'us-397-inf',
      '--attacker-cards',
      'air',
      '--rolls',
      '8',
      '--journal',
      file,
    );
    expect(none.code).toBe(1);
    expect(none.err).toContain('the german hand in the journal holds no air-support card');
  });

  it('several targets hit (rule 6): the owner spreads the hits, asked for after the roll', async () => {
    const file = journal();
    const fire = [
      'fire',
      'death-of-a-division',
      '--firer',
      'us-424-inf@winterspelt',
      '--target',
      'de-164-vgr@winterspelt,de-18-mobile@winterspelt',
      '--dice',
      '6,6,1,1,1,1',
      '--journal',
      file,
    ];
    const asked = await runCli(...fire);
    expect(asked.code).toBe(0);
    expect(asked.out).toContain('German takes 2 hits: which of de-164-vgr, de-18-mobile take them? (6)');
    expect(read(file).entries).toEqual([]);
    const bad = await runCli('fire', 'death-of-a-division', '--journal', file, '--choose', 'de-164-vgr=3');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('the losses must add up to 2, not 3 (6)');
    const ok = await runCli(
      'fire',
      'death-of-a-division',
      '--journal',
      file,
      '--choose',
      'de-164-vgr=0,de-18-mobile=2',
    );
    expect(ok.code, ok.err).toBe(0);
    expect(read(file).state).toMatchObject({ eliminated: ['de-18-mobile'], hits: {} });
  });
});

describe('journal show, undo and replay', () => {
  async function game(file: string): Promise<void> {
    const run = async (...args: string[]) => {
      const r = await runCli(...args, '--journal', file);
      expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(0);
    };
    await run(
      'labour',
      'remagen',
      '--site',
      'pontoon-north',
      '--engineers',
      'us-9engr#1@B8',
      '--turn',
      '2',
      '--seed',
      'game-1',
    );
    await run('fire', 'remagen', '--firer', 'de-11pz-pz4#1@L18', '--target', 'us-27aib-rifles#2@L16');
    await run(
      'morale',
      'remagen',
      '--attacker',
      'de-11pz-pz4#1@L18',
      '--defender',
      'us-27aib-rifles#1@L17',
      '--roll',
      '4',
    );
    await run('bridge', 'remagen', '--turn', '4');
  }

  it('show: one line an entry, in words: turn, command, inputs, dice by hand or machine, result', async () => {
    const file = journal();
    await game(file);
    const r = await runCli('journal', 'show', file);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n').filter((l) => /^ {2}#\d/.test(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^ {2}#1 turn 2 \| labour: place pontoon-north; engineers us-9engr#1@B8/);
    expect(lines[0]).toMatch(/dice 1d6 = \d \(machine\) \| → lu \d+, completed no$/);
    expect(lines[2]).toContain('dice 1d6 = 4 (by hand)');
    expect(lines[3]).toMatch(/#4 turn 4 \| bridge \| dice 1d6 = \d \(machine\) \| → (Stands|Collapses)$/);
    expect(r.out).not.toMatch(/[{}]/);
  });

  it('show: a short summary first (turn, phase, places, losses, this turn); --json the raw state', async () => {
    const file = journal();
    await game(file);
    const r = await runCli('journal', 'show', file);
    const summary = r.out.split('\n').slice(
      1,
      r.out.split('\n').findIndex((l) => /^\d+ entr/.test(l)),
    );
    expect(summary[0]).toBe('Turn 4, German: Ludendorff Bridge');
    // The eliminated tray is a loss, no longer a position.
    expect(summary).toContain('Positions (3 units):');
    // Positions side by side (the game gives each unit's side), places under their side.
    expect(summary).toContain('  German (1):');
    expect(summary).toContain('    L18: de-11pz-pz4#1');
    expect(summary).toContain('Eliminated (1): us-27aib-rifles#2');
    expect(summary).toContain('This turn (4): German');
    // The bridge in the game's words (issue #24), not the state's key "ludendorff".
    expect(summary.some((l) => l.startsWith('Ludendorff Bridge: collapsed'))).toBe(true);
    for (const line of summary) expect(line.length).toBeLessThanOrEqual(120);
    const raw = JSON.parse((await runCli('journal', 'show', file, '--json')).out);
    expect(raw.state.turn).toBe(4);
    expect(raw.state.positions['de-11pz-pz4#1']).toBe('L18');
  });

  it('replay: every machine die drawn again from the seed; an edited die is named', async () => {
    const file = journal();
    await game(file);
    const ok = await runCli('journal', 'replay', file);
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain('from seed "game-1"');
    expect(ok.out).toContain('Every machine die reproduces (3 entries with machine dice)');
    const j = read(file);
    j.entries[1].rolls[0].faces[0] = (j.entries[1].rolls[0].faces[0] % 6) + 1;
    writeFileSync(file, JSON.stringify(j));
    const bad = await runCli('journal', 'replay', file);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/entry 2 \(fire remagen\), roll 1 does not reproduce: the seed gives/);
  });

  it('replay follows a new --seed given part way, as the command did', async () => {
    const file = journal();
    await runCli('crt', 'remagen', '--odds', '2:1', '--seed', 'one', '--journal', file);
    await runCli('crt', 'remagen', '--odds', '2:1', '--journal', file);
    await runCli('crt', 'remagen', '--odds', '3:1', '--seed', 'two', '--journal', file);
    await runCli('crt', 'remagen', '--odds', '3:1', '--journal', file);
    expect((await runCli('journal', 'replay', file)).code).toBe(0);
  });

  it('undo: the last entry goes and its state comes back, but its dice stay spent', async () => {
    const file = journal();
    await game(file);
    const fire = ['fire', 'remagen', '--firer', 'de-11pz-pz4#1@L18', '--target', 'us-27aib-rifles#3@L16'];
    const before = readFileSync(file, 'utf8');
    const first = JSON.parse((await runCli(...fire, '--journal', file, '--json')).out);
    const undo = await runCli('journal', 'undo', file);
    expect(undo.code).toBe(0);
    expect(undo.out).toContain('Undone: entry #5 turn 4 | fire remagen');
    expect(undo.out).toContain('machine dice stay spent');
    const after = read(file);
    const was = JSON.parse(before);
    expect(after.state).toEqual(was.state);
    expect(after.entries).toEqual(was.entries);
    // The generator does not go back: the dice just seen are the withdrawn roll's, not the next command's.
    expect(after.rng).not.toEqual(was.rng);
    expect(after.withdrawn).toHaveLength(1);
    expect(after.withdrawn[0]).toMatchObject({ kind: 'entry', command: 'fire remagen', number: 5 });
    expect(after.withdrawn[0].rolls).toEqual(first.rolls);
    const again = JSON.parse((await runCli(...fire, '--journal', file, '--json')).out);
    expect(again.rolls).not.toEqual(first.rolls);
    // Replay draws the withdrawn dice in their place in the sequence, then the entry that came after.
    const replay = await runCli('journal', 'replay', file);
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toContain('1 roll taken back by undo was drawn again in its place');
    expect(replay.out).toContain('Every machine die reproduces');
    for (let i = 0; i < 5; i++) await runCli('journal', 'undo', file);
    const empty = await runCli('journal', 'undo', file);
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('nothing to undo');
    expect(read(file).state).toEqual({});
    expect((await runCli('journal', 'replay', file)).code).toBe(0);
  });

  it('undo then a new target: the salvo seen is not handed to the re-declared fire', async () => {
    const file = journal();
    await game(file);
    const at = (target: string) => ['fire', 'remagen', '--firer', 'us-27aib-mg#1@L16', '--target', target];
    const seen = JSON.parse((await runCli(...at('de-11pz-pz4#1@L18'), '--journal', file, '--json')).out);
    await runCli('journal', 'undo', file);
    const redeclared = JSON.parse((await runCli(...at('de-11pz-armored-cars#1@L18'), '--journal', file, '--json')).out);
    expect(redeclared.rolls[0].faces).not.toEqual(seen.rolls[0].faces);
    // The journal's own seed given again goes on where the generator stands, never from its start.
    await runCli('journal', 'undo', file);
    const same = JSON.parse(
      (await runCli(...at('de-11pz-pz4#1@L18'), '--journal', file, '--seed', 'game-1', '--json')).out,
    );
    expect(same.rolls[0].faces).not.toEqual(seen.rolls[0].faces);
    expect(same.rolls[0].faces).not.toEqual(redeclared.rolls[0].faces);
    // A seed the journal has left, started again by hand, would deal its spent dice once more: refused.
    await runCli('journal', 'undo', file);
    await runCli('crt', 'remagen', '--odds', '2:1', '--journal', file, '--seed', 'other');
    const reseed = await runCli(...at('de-11pz-pz4#1@L18'), '--journal', file, '--seed', 'game-1');
    expect(reseed.code).toBe(1);
    expect(reseed.err).toContain('already rolled from seed "game-1"');
  });

  it('replay names a generator set back by hand, and dice it cannot draw again', async () => {
    const file = journal();
    await game(file);
    const j = read(file);
    const rewound = { ...j, rng: j.entries[3].rng ?? j.entries[1].rng };
    writeFileSync(file, JSON.stringify(rewound));
    const back = await runCli('journal', 'replay', file);
    expect(back.code).toBe(1);
    expect(back.err).toContain('the generator kept for the next roll is not where the dice rolled so far leave it');
    const unseeded = journal();
    await runCli('crt', 'remagen', '--odds', '2:1', '--journal', unseeded);
    await runCli('crt', 'remagen', '--odds', '2:1', '--journal', unseeded, '--seed', 'later');
    const r = await runCli('journal', 'replay', unseeded);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('Every machine die reproduces');
    expect(r.out).toContain('Not every machine die was checked: 1 of 2 reproduce');
    expect(r.out).toContain('Entry 1 rolled with the unseeded generator');
  });

  it('an older journal still reads, takes new entries and shows; its old entries are not undone', async () => {
    const file = journal();
    const old = {
      version: 1,
      game: 'remagen',
      created: '2026-01-01T00:00:00.000Z',
      rng: { kind: 'xoroshiro128plus', seed: 'old', state: [1, 2, 3, 4] },
      state: { turn: 3, eliminated: ['us-27aib-rifles#1'] },
      entries: [
        {
          at: '2026-01-01T00:00:01.000Z',
          command: 'morale remagen',
          inputs: { attackers: ['de-11pz-pz4#1@L18'], odds: '2-1' },
          rolls: [{ spec: '1d6', faces: [], total: 3, entered: true }],
          result: 'EN',
        },
      ],
    };
    writeFileSync(file, JSON.stringify(old));
    const shown = await runCli('journal', 'show', file);
    expect(shown.out).toContain('#1 turn unknown | morale remagen: attackers de-11pz-pz4#1@L18; odds 2-1');
    const dead = await runCli(
      'morale',
      'remagen',
      '--attacker',
      'de-11pz-pz4#1@L18',
      '--defender',
      'us-27aib-rifles#1@L17',
      '--journal',
      file,
    );
    expect(dead.code).toBe(1);
    expect((await runCli('crt', 'remagen', '--odds', '2:1', '--journal', file)).code).toBe(0);
    expect(read(file).entries).toHaveLength(2);
    expect((await runCli('journal', 'undo', file)).code).toBe(0);
    const oldest = await runCli('journal', 'undo', file);
    expect(oldest.code).toBe(1);
    expect(oldest.err).toContain('written by an earlier Sandtable');
  });

  it('undo takes back a waiting choice and its dice', async () => {
    const file = journal();
    await runCli(...EXAMPLE, '--seed', 'a', '--journal', file);
    expect(read(file).pending).toBeDefined();
    const r = await runCli('journal', 'undo', file);
    expect(r.out).toContain('Undone: the choice waiting in combat nordwind');
    const j = read(file);
    expect(j.pending).toBeUndefined();
    // The dice drawn before the question stay spent: the generator stands past them, the choice is withdrawn.
    expect(j.rng.seed).toBe('a');
    expect(j.withdrawn).toMatchObject([{ kind: 'choice', command: 'combat nordwind' }]);
    expect(j.withdrawn[0].rolls.every((x: { spec: string }) => x.spec === '1d6')).toBe(true);
    const again = JSON.parse((await runCli(...EXAMPLE, '--journal', file, '--json')).out);
    const first = j.withdrawn[0].rolls.map((x: { total: number }) => x.total);
    const next = again.rolls.flatMap((x: { faces: number[] }) => x.faces).slice(0, first.length);
    expect(next).not.toEqual(first);
    const replay = await runCli('journal', 'replay', file);
    expect(replay.code, replay.err).toBe(0);
  });
  it('show: a game keeping units in its own object (Veritable): turn, sides, places, reserve, pending', async () => {
    const file = journal();
    const setup = join(import.meta.dirname, '../../data/veritable/examples/setup.yaml');
    expect((await runCli('setup', 'check', 'veritable', '--position', setup, '--journal', file)).code).toBe(0);
    const seq = ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack', '--journal', file];
    expect((await runCli(...seq)).code).toBe(0);
    const fight = ['combat', 'veritable', '--attacker', '71-bde,158-bde', '--defender', 'F7', '--roll', '1'];
    const c = await runCli(...fight, '--retreat-rolls', '6,6,6', '--journal', file);
    expect(c.code, c.err).toBe(0);
    const r = await runCli('journal', 'show', file);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const summary = lines.slice(
      1,
      lines.findIndex((l) => /^\d+ entr/.test(l)),
    );
    expect(summary[0]).toBe('Turn 1, Allied');
    expect(summary[1]).toMatch(/^Waiting for a choice in combat veritable \(6\.5\.\d\)$/);
    expect(summary).toContain('  Allied (15):');
    expect(summary).toContain('    E7: 71-bde, 158-bde, 160-bde');
    expect(summary).toContain('  German (16):');
    expect(summary).toContain('    I9: gr-1051, flak-1');
    // Places in the map's order: H5 before H10.
    expect(summary.indexOf('    H5: outpost-5')).toBeLessThan(summary.indexOf('    H10: outpost-6'));
    expect(summary.some((l) => /^reserve \(12\): 129-bde/.test(l))).toBe(true);
    // 6.1's choice in the game's words (issue #24), not as the state spells it ("allied move-attack").
    expect(summary).toContain('sequence chosen: Allied Move/Attack');
    // Not the game's whole object on one clipped line.
    expect(summary.some((l) => l.startsWith('veritable:'))).toBe(false);
    for (const line of summary) expect(line.length).toBeLessThanOrEqual(120);
    const raw = JSON.parse((await runCli('journal', 'show', file, '--json')).out);
    expect(raw.state.veritable.units['gr-1051']).toEqual({ status: 'map', at: 'I9' });
  });
});

describe("journal show for a designer's game, which the journal names by id only", () => {
  it('finds the game folder beside the journal, else takes --game, and lists positions by side', async () => {
    const root = mkdtempSync(join(tmpdir(), 'journal-copy-'));
    const folder = join(root, 'veritable-copy');
    copyGame(join('data', 'veritable'), folder);
    const file = join(root, 'game.json');
    const position = join('data', 'veritable', 'examples', 'setup.yaml');
    expect((await runCli('setup', 'check', folder, '--position', position, '--journal', file)).code).toBe(0);
    const beside = await runCli('journal', 'show', file);
    expect(beside.out).toContain('  Allied (15):');
    expect(beside.out).not.toContain('without sides');

    // Moved away from its game: said so, and --game puts the sides back.
    const away = join(mkdtempSync(join(tmpdir(), 'journal-away-')), 'game.json');
    copyFileSync(file, away);
    const lost = await runCli('journal', 'show', away);
    expect(lost.out).toContain('units are listed without sides; give --game FOLDER');
    expect(lost.out).not.toContain('Allied (15)');
    expect((await runCli('journal', 'show', away, '--game', folder)).out).toContain('  German (16):');
    const other = await runCli('journal', 'show', away, '--game', join('data', 'remagen'));
    expect(other.code).toBe(1);
    expect(other.err).toContain('is the game "remagen"');
    expect(other.err).not.toMatch(/\n\s+at /);
  });
});
