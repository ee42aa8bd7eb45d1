import type { Command } from 'commander';
import type { Scenario } from '../../../model/scenario.js';
import type { Unit, Factors } from '../../../model/schema/units.js';
import { readJournal } from '../../../assist/journal/journal.js';
import type { Io } from '../../io.js';
import { loadGame, printJsonOr } from '../../assist-support.js';
import type { UnitStatus, UnitStatusReader } from './game-table.js';
import { unitStatusHook } from '../../../games/game-hooks.js';
import { KeyedUsage, msg } from '../../../assist/messages.js';

export { refsOf } from '../../../model/unit-refs.js';
import { refsOf } from '../../../model/unit-refs.js';

export function factorWords(f: Factors): string {
  switch (f.kind) {
    case 'attack-defence-move':
      return `${f.attack}-${f.defence}-${f.move} (attack-defence-move)`;
    case 'combat-move':
      return `${f.combat}-${f.move} (combat-move)`;
    case 'shift-move':
      return `shift ${f.shift}, move ${f.move}`;
    case 'strength':
      return `strength ${f.strength}${f.move !== undefined ? `, move ${f.move}` : ''}`;
    case 'fire-combat-move':
      return `fire ${f.fireDice} ${f.fireDice === 1 ? 'die' : 'dice'}, combat ${f.combat}, move ${f.move}`;
    case 'none':
      return '—';
  }
}

/** Factor kinds whose numbers are printed bare in the text (3-3-4), their order said once at the top. */
const KIND_SHOWN = new Set<Factors['kind']>(['attack-defence-move', 'combat-move']);
const kindWords = (k: Factors['kind']) => (k === 'combat-move' ? 'C-M combat-move' : 'A-D-M attack-defence-move');

/** A unit's factors in the text report: the numbers alone where their order is said at the top. */
function shortFactors(f: Factors): string {
  if (f.kind === 'attack-defence-move') return `${f.attack}-${f.defence}-${f.move}`;
  if (f.kind === 'combat-move') return `${f.combat}-${f.move}`;
  return factorWords(f);
}

/** Without a game's own reader: eliminated or not, and where the journal last saw the unit. */
function commonStatus(state: Record<string, unknown>): UnitStatusReader {
  const eliminated = Array.isArray(state.eliminated) ? (state.eliminated as string[]) : [];
  const positions = (state.positions ?? {}) as Record<string, string>;
  return (ref, unit) => ({
    status: eliminated.includes(ref) || eliminated.includes(unit.id) ? 'eliminated' : 'in play',
    at: positions[ref],
  });
}

function setupWords(u: Unit): string {
  if (!u.setup) return u.reserve ? '' : 'set up by the players';
  const when = u.setup.turn !== undefined ? `turn ${u.setup.turn}${u.setup.date ? ` (${u.setup.date})` : ''}` : '';
  return `${u.setup.location}${when ? `, ${when}` : ''}`;
}

export interface UnitRow {
  id: string;
  name: string;
  side: string;
  formation?: string;
  type: string;
  count: number;
  factors: string;
  setup: string;
  arrival?: number;
  reserve?: string;
  counters: ({ ref: string } & UnitStatus)[];
}

export function unitRows(s: Scenario, status: UnitStatusReader, turn: number | undefined): UnitRow[] {
  return s.units.map((u) => ({
    id: u.id,
    name: u.name,
    side: u.side,
    formation: u.formation,
    type: u.type,
    count: u.count,
    factors: factorWords(u.factors),
    setup: setupWords(u),
    arrival: u.setup?.turn,
    reserve: u.reserve ? `${u.reserve.box}${u.reserve.note ? `: ${u.reserve.note}` : ''}` : undefined,
    counters: refsOf(u).map((ref) => ({ ref, ...status(ref, u, turn) })),
  }));
}

const statusWords = (c: UnitStatus) => `${c.status}${c.detail ? `, ${c.detail}` : ''}${c.at ? `, at ${c.at}` : ''}`;

/** One unit's counters in a line: alike counters once, the others by number. */
function countersLine(row: UnitRow): string {
  const groups = new Map<string, string[]>();
  for (const c of row.counters) groups.set(statusWords(c), [...(groups.get(statusWords(c)) ?? []), c.ref]);
  if (groups.size === 1) return [...groups.keys()][0];
  return [...groups].map(([w, refs]) => `${refs.map((r) => r.replace(/^.*#/, '#')).join(' ')}: ${w}`).join('; ');
}

export function registerUnits(program: Command, io: Io): void {
  program
    .command('units')
    .description(
      'a game’s units: side, formation, factors, set-up, reserve or arrival, and each counter’s status ' +
        'from the journal (eliminated, hits, due, where last seen)',
    )
    .argument('<game>', 'bundled game id or game folder')
    .option('--journal <file>', 'the game’s journal, for each unit’s status (read, never written)')
    .option('--side <side>', 'only this side’s units')
    .option('--json', 'print JSON')
    .action(async (game: string, flags: { journal?: string; side?: string; json?: boolean }) => {
      const s = loadGame(game);
      if (flags.side !== undefined && !s.game.sides.some((x) => x.id === flags.side))
        throw new KeyedUsage(
          msg('refused.sideFlag', { sides: s.game.sides.map((x) => x.id).join(', '), side: String(flags.side) }),
        );
      const state = flags.journal ? readJournal(flags.journal, s.id).state : {};
      const turn = typeof state.turn === 'number' ? state.turn : undefined;
      const reader = (await unitStatusHook(s))?.(s, state, flags.journal) ?? commonStatus(state);
      const rows = unitRows(s, reader, turn).filter((r) => flags.side === undefined || r.side === flags.side);
      // A reserve's note (when it enters, what it scores) is said once under the units, not on each of them; the
      // units are listed under their side, each with its factors alone, their kind said once at the top (issue 24:
      // twelve lines of 300 characters for Veritable's reserves).
      const reserves = new Map<string, string | undefined>();
      const unitOf = new Map(s.units.map((u) => [u.id, u]));
      for (const r of rows) {
        const u = unitOf.get(r.id)!;
        if (u.reserve) reserves.set(u.reserve.box, u.reserve.note);
      }
      const kinds = [...new Set(rows.map((r) => unitOf.get(r.id)!.factors.kind))].filter((k) => KIND_SHOWN.has(k));
      const sides = [...new Set(rows.map((r) => r.side))];
      printJsonOr(io, flags.json, { game: s.id, turn, units: rows }, () => [
        `${s.game.title}: ${rows.length} unit${rows.length === 1 ? '' : 's'}` +
          `${flags.journal ? `, status from ${flags.journal}${turn !== undefined ? ` (turn ${turn})` : ''}` : ''}`,
        ...(kinds.length ? [`  factors: ${kinds.map(kindWords).join('; ')}`] : []),
        ...sides.flatMap((side) => [
          `  ${side}:`,
          ...rows
            .filter((r) => r.side === side)
            .map((r) => {
              const u = unitOf.get(r.id)!;
              // The box once: a status that names it (Veritable's "in the strategic reserve, allied-reserve") says it.
              const box = u.reserve && !r.counters.every((c) => c.detail === u.reserve!.box) ? u.reserve.box : '';
              const place = [r.setup ? `set-up ${r.setup}` : '', box ? `reserve ${box}` : '']
                .filter(Boolean)
                .join(', ');
              return (
                `    ${r.id}${r.count > 1 ? ` ×${r.count}` : ''}${r.formation ? ` | ${r.formation}` : ''} | ` +
                `${shortFactors(u.factors)} |${place ? ` ${place} |` : ''} ${countersLine(r)}`
              );
            }),
        ]),
        ...[...reserves].flatMap(([box, note]) => (note ? [`  reserve ${box}: ${note}`] : [])),
      ]);
    });
}
