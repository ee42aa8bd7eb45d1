import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import type { TableProcedure } from '../../src/assist/table/procedure.js';
import { procedures as veritable } from '../../src/games/veritable/hooks.js';
import { procedures as remagen } from '../../src/games/remagen/hooks.js';
import { procedures as nordwind } from '../../src/games/nordwind/hooks.js';
import { procedures as doad } from '../../src/games/death-of-a-division/hooks.js';

// Issue #20: a report's lines are keyed messages, which each front end words in its language. A line that is still
// English text reaches the companion page as it is: the page no longer looks for commands and options in text. This
// runs every bundled game's rule hooks at the table (Veritable's set-up, moves, reserves and end of turn on a board
// set up first, Nordwind's replacements from a journal with losses, the overrun) and counts the text lines each
// returns: none, and the counts below may only go down.

const STILL_TEXT: Record<string, number> = {};

/** Hooks this does not run yet (none: the set-up board and the journal with losses are made below). */
const NOT_RUN: string[] = [];

const F = 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18';
const T = 'us-27aib-rifles#1@L16,us-27aib-mg#1@L16';
/** A Nordwind journal on the 10 January turn with two units lost, so that one may come back (K). */
const NORDWIND_LOSSES = JSON.stringify({
  version: 1,
  game: 'nordwind',
  created: '2026-01-01T00:00:00.000Z',
  state: { turn: 11, eliminated: ['us-397-inf', 'us-71-inf'] },
  entries: [],
});

/** Commands that run each hook; JOURNAL is a fresh journal per game, BOARD a second one that is set up first. */
const SESSIONS: Record<string, string[][]> = {
  veritable: [
    ['fuhrer', 'veritable', '--unit', 'pgr-60', '--turn', '3', '--roll', '1'],
    ['air', 'veritable', '--turn', '2', '--roll', '4', '--journal', 'JOURNAL'],
    ['sequence', 'veritable', '--side', 'allied', '--order', 'attack-move', '--journal', 'JOURNAL'],
    ['combat', 'veritable', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--preview'],
    ['setup', 'check', 'veritable', '--position', 'data/veritable/examples/setup.yaml', '--journal', 'BOARD'],
    ['air', 'veritable', '--turn', '1', '--journal', 'BOARD'],
    ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack', '--journal', 'BOARD'],
    ['move', 'veritable', '--units', '152-bde@E9', '--journal', 'BOARD'],
    ['sequence', 'veritable', '--side', 'german', '--order', 'move-attack', '--journal', 'BOARD'],
    ['end-turn', 'veritable', '--journal', 'BOARD'],
    ['air', 'veritable', '--turn', '2', '--roll', '4', '--journal', 'BOARD'],
    ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack', '--journal', 'BOARD'],
    ['reserve', 'veritable', '--units', '129-bde@A3', '--journal', 'BOARD'],
  ],
  remagen: [
    ['start', 'remagen', '--journal', 'JOURNAL'],
    ['setup', 'check', 'remagen', '--journal', 'JOURNAL'],
    ['fire', 'remagen', '--firer', F, '--target', T, '--dice', '5,4,4', '--fill', '--seed', 's'],
    ['fire', 'remagen', '--firer', F, '--target', T, '--preview'],
    ['morale', 'remagen', '--attacker', 'de-11pz-pz4#1@L18', '--defender', 'us-27aib-rifles#1@L17', '--roll', '4'],
    ['labour', 'remagen', '--site', 'B9', '--damage', '2', '--dice', '6,5'],
    ['labour', 'remagen', '--site', 'pontoon-north', '--engineers', 'us-9engr#1@B8', '--turn', '2', '--dice', '5'],
    ['victory', 'remagen', '--journal', 'JOURNAL'],
  ],
  nordwind: [
    ['combat', 'nordwind', '--area', 'reyersviller', '--attacker', '2', '--defender', '1', '--seed', 's'],
    ['hand', 'nordwind', '--side', 'allied', '--set', 'movement-1', '--turn', '18', '--journal', 'JOURNAL'],
    ['victory', 'nordwind', '--journal', 'JOURNAL'],
    ['replace', 'nordwind', '--unit', 'us-397-inf', '--at', 'strasbourg', '--journal', 'BOARD'],
  ],
  'death-of-a-division': [
    [
      ...['overrun', 'death-of-a-division', '--movers', 'de-294-vgr@losheim,de-18-ag@losheim,de-18-mobile@losheim'],
      ...['--into', 'krewinkel', '--defenders', 'us-18-cav-c@krewinkel', '--roll', '4', '--parting-dice', '6,1'],
      ...['--assign', 'de-18-mobile=1', '--turn', '1', '--journal', 'BOARD'],
    ],
  ],
};

const dir = mkdtempSync(join(tmpdir(), 'text-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('text lines a rule hook still gives the page', () => {
  const HOOKS: Record<string, readonly TableProcedure[]> = {
    veritable,
    remagen,
    nordwind,
    'death-of-a-division': doad,
  };
  const text: Record<string, number> = {};
  const ran = new Set<string>();
  for (const [game, hooks] of Object.entries(HOOKS))
    it(`${game}: each hook's text lines, no more than before`, async () => {
      const runs = hooks.map((h) => h.run);
      hooks.forEach((h, i) => {
        (h as { run: TableProcedure['run'] }).run = async (...a) => {
          const r = await runs[i](...a);
          const key = `${h.game}.${h.verb}`;
          ran.add(key);
          const n = r.lines.filter((l) => typeof l === 'string' && l.trim()).length;
          if (n) text[key] = (text[key] ?? 0) + n;
          if (n && process.env.SHOW_TEXT_LINES)
            console.log(
              key,
              r.lines.filter((l) => typeof l === 'string' && l.trim()),
            );
          return r;
        };
      });
      const board = join(dir, `${game}-board.json`);
      if (game === 'nordwind') writeFileSync(board, NORDWIND_LOSSES);
      const file = (a: string) => (a === 'JOURNAL' ? join(dir, `${game}.json`) : a === 'BOARD' ? board : a);
      try {
        for (const args of SESSIONS[game]) {
          const r = await runCli(...args.map(file));
          expect(r.code, `${args.join(' ')}\n${r.err}`).toBe(0);
        }
      } finally {
        hooks.forEach((h, i) => ((h as { run: TableProcedure['run'] }).run = runs[i]));
      }
      for (const h of hooks)
        if (!NOT_RUN.includes(`${h.game}.${h.verb}`))
          expect(ran, `${h.game}.${h.verb} ran`).toContain(`${h.game}.${h.verb}`);
      const mine = Object.fromEntries(Object.entries(text).filter(([k]) => k.startsWith(`${game}.`)));
      for (const [k, n] of Object.entries(mine)) expect(n, k).toBeLessThanOrEqual(STILL_TEXT[k] ?? 0);
    });
});
