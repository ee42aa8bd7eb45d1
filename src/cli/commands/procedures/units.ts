import type { Command } from 'commander';
import type { Scenario } from '../../../model/scenario.js';
import type { Unit, Factors } from '../../../model/schema/units.js';
import { readJournal } from '../../../assist/journal/journal.js';
import type { Io } from '../../io.js';
import { loadGame, printJsonOr } from '../../assist-support.js';
import type { UnitStatus, UnitStatusReader } from './game-table.js';
import { unitStatusHook } from '../../../games/game-hooks.js';
import { KeyedUsage, msg, render, type Message, type MessageKey } from '../../../assist/messages.js';
import { checkLang, noteLang, refusingIn, reportWords, withLang } from '../../report-lang.js';

export { refsOf } from '../../../model/unit-refs.js';
import { refsOf } from '../../../model/unit-refs.js';

/** A unit's factors in words (the JSON's `factors`, and a line's where their order is not said at the top). */
function factorMessage(f: Factors): Message {
  switch (f.kind) {
    case 'attack-defence-move':
      return msg('units.factors.attack-defence-move', { attack: f.attack, defence: f.defence, move: f.move });
    case 'combat-move':
      return msg('units.factors.combat-move', { combat: f.combat, move: f.move });
    case 'shift-move':
      return msg('units.factors.shift-move', { shift: f.shift, move: f.move });
    case 'strength':
      return f.move !== undefined
        ? msg('units.factors.strengthMove', { strength: f.strength, move: f.move })
        : msg('units.factors.strength', { strength: f.strength });
    case 'fire-combat-move':
      return msg(f.fireDice === 1 ? 'units.factors.fireOne' : 'units.factors.fire', {
        dice: f.fireDice,
        combat: f.combat,
        move: f.move,
      });
    case 'none':
      return msg('units.factors.none');
  }
}

export const factorWords = (f: Factors): string => render(factorMessage(f));

/** Factor kinds whose numbers are printed bare in the text (3-3-4), their order said once at the top. */
const KIND_SHOWN = new Set<Factors['kind']>(['attack-defence-move', 'combat-move']);
const kindMessage = (k: Factors['kind']) =>
  msg(k === 'combat-move' ? 'units.kind.combat-move' : 'units.kind.attack-defence-move');

/** A unit's factors in the text report: the numbers alone where their order is said at the top. */
function shortFactors(f: Factors): Message {
  if (f.kind === 'attack-defence-move')
    return msg('units.factors.bare3', { attack: f.attack, defence: f.defence, move: f.move });
  if (f.kind === 'combat-move') return msg('units.factors.bare2', { combat: f.combat, move: f.move });
  return factorMessage(f);
}

/** Messages joined under one key ("{first}, {rest}"), or nothing when there are none. */
const joined = (key: MessageKey, list: readonly Message[]): Message | undefined =>
  list.reduceRight<Message | undefined>((rest, first) => (rest ? msg(key, { first, rest }) : first), undefined);

/** Without a game's own reader: eliminated or not, and where the journal last saw the unit. */
function commonStatus(state: Record<string, unknown>): UnitStatusReader {
  const eliminated = Array.isArray(state.eliminated) ? (state.eliminated as string[]) : [];
  const positions = (state.positions ?? {}) as Record<string, string>;
  return (ref, unit) => ({
    status: msg(
      eliminated.includes(ref) || eliminated.includes(unit.id) ? 'units.status.eliminated' : 'units.status.inPlay',
    ),
    at: positions[ref],
  });
}

function setupMessage(u: Unit): Message | undefined {
  if (!u.setup) return u.reserve ? undefined : msg('units.setup.players');
  const { location, turn, date } = u.setup;
  if (turn === undefined) return msg('units.setup.at', { location });
  return date ? msg('units.setup.atTurnDate', { location, turn, date }) : msg('units.setup.atTurn', { location, turn });
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
  counters: { ref: string; status: string; at?: string; detail?: string }[];
}

/** A unit's rows as the JSON gives them: its words in English, each counter's status as read. */
export function unitRows(
  s: Scenario,
  status: UnitStatusReader,
  turn: number | undefined,
): { row: UnitRow; read: ({ ref: string } & UnitStatus)[] }[] {
  return s.units.map((u) => {
    const read = refsOf(u).map((ref) => ({ ref, ...status(ref, u, turn) }));
    const setup = setupMessage(u);
    const row: UnitRow = {
      id: u.id,
      name: u.name,
      side: u.side,
      formation: u.formation,
      type: u.type,
      count: u.count,
      factors: factorWords(u.factors),
      setup: setup ? render(setup) : '',
      arrival: u.setup?.turn,
      reserve: u.reserve ? `${u.reserve.box}${u.reserve.note ? `: ${u.reserve.note}` : ''}` : undefined,
      counters: read.map((c) => ({
        ref: c.ref,
        status: render(c.status),
        at: c.at,
        detail: c.detail && render(c.detail),
      })),
    };
    return { row, read };
  });
}

/**
 * A counter kept in a named box is said to be in that box ("in the Allied strategic reserve", «Стратегический резерв
 * союзников»), where the status and the box's id were said one after the other ("in the strategic reserve,
 * allied-reserve", «в стратегическом резерве, Стратегический резерв союзников»).
 */
function inBox<C extends UnitStatus>(c: C, boxName: (id: string) => string): C {
  const box = c.detail?.key === 'units.detail.box' ? c.detail.values.box : undefined;
  if (typeof box !== 'string') return c;
  return { ...c, status: msg('units.status.inBox', { box: boxName(box) }), detail: undefined };
}

const statusMessage = (c: UnitStatus) =>
  msg('units.status', {
    status: c.status,
    detail: c.detail ? msg('units.detail', { detail: c.detail }) : '',
    at: c.at ? msg('units.at', { at: c.at }) : '',
  });

/** One unit's counters in a line: alike counters once, the others by number. */
function countersLine(read: readonly ({ ref: string } & UnitStatus)[]): Message {
  // Alike by what they say in English: one key with the same values.
  const groups = new Map<string, { status: Message; refs: string[] }>();
  for (const c of read) {
    const m = statusMessage(c);
    const key = render(m);
    groups.set(key, { status: m, refs: [...(groups.get(key)?.refs ?? []), c.ref] });
  }
  if (groups.size === 1) return [...groups.values()][0].status;
  return joined(
    'units.groupJoin',
    [...groups.values()].map(({ status, refs }) =>
      msg('units.group', { refs: refs.map((r) => r.replace(/^.*#/, '#')).join(' '), status }),
    ),
  )!;
}

export function registerUnits(program: Command, io: Io): void {
  const units = program
    .command('units')
    .description(
      'a game’s units: side, formation, factors, set-up, reserve or arrival, and each counter’s status ' +
        'from the journal (eliminated, hits, due, where last seen)',
    )
    .argument('<game>', 'bundled game id or game folder')
    .option('--journal <file>', 'the game’s journal, for each unit’s status (read, never written)')
    .option('--side <side>', 'only this side’s units')
    .option('--json', 'print JSON');
  withLang(units).action(
    async (game: string, flags: { journal?: string; side?: string; json?: boolean; lang: string }) => {
      const s = loadGame(game);
      checkLang(flags.lang, s);
      noteLang(flags.lang, s, io);
      await refusingIn(flags.lang, s, async () => {
        if (flags.side !== undefined && !s.game.sides.some((x) => x.id === flags.side))
          throw new KeyedUsage(
            msg('refused.sideFlag', { sides: s.game.sides.map((x) => x.id).join(', '), side: String(flags.side) }),
          );
        const state = flags.journal ? readJournal(flags.journal, s.id).state : {};
        const turn = typeof state.turn === 'number' ? state.turn : undefined;
        const reader = (await unitStatusHook(s))?.(s, state, flags.journal) ?? commonStatus(state);
        const all = unitRows(s, reader, turn).filter((r) => flags.side === undefined || r.row.side === flags.side);
        const rows = all.map((r) => r.row);
        printJsonOr(io, flags.json, { game: s.id, turn, units: rows }, () => unitLines(s, all, flags, turn));
      });
    },
  );
}

/**
 * The text report, in the language asked for: a reserve's note (when it enters, what it scores) is said once under
 * the units, not on each of them; the units are listed under their side, each with its factors alone, their kind
 * said once at the top (issue 24: twelve lines of 300 characters for Veritable's reserves). A unit keeps its ref,
 * which a player types; the game's locale names it beside.
 */
function unitLines(
  s: Scenario,
  all: readonly { row: UnitRow; read: ({ ref: string } & UnitStatus)[] }[],
  flags: { journal?: string; lang: string },
  turn: number | undefined,
): string[] {
  const rw = flags.lang === 'en' ? undefined : reportWords(flags.lang, s);
  // An area a unit sets up in, kept by its id ("gros-rederching"), is named as the map names it, then in the
  // language («Гро-Редершен»): the id read as a word stayed Latin, or was lower-cased («саргемин»).
  const areas = new Map(s.map?.kind === 'area' ? s.map.areas.map((a) => [a.id, a.name] as const) : []);
  const say = (m: Message) => (rw ? rw.line(render(m, rw.words, (v) => rw.name(areas.get(v) ?? v))) : render(m));
  // The unit's name and a reserve's note as the game's locale gives them (its names by id, its strings by English).
  const localNames = s.locales[flags.lang]?.names ?? {};
  const strings = s.locales[flags.lang]?.strings ?? {};
  const rows = all.map((r) => r.row);
  const reserves = new Map<string, string | undefined>();
  const unitOf = new Map(s.units.map((u) => [u.id, u]));
  for (const r of rows) {
    const u = unitOf.get(r.id)!;
    if (u.reserve) reserves.set(u.reserve.box, u.reserve.note);
  }
  const kinds = [...new Set(rows.map((r) => unitOf.get(r.id)!.factors.kind))].filter((k) => KIND_SHOWN.has(k));
  // A formation by its name in another language (the locale's, by the formation's id: an id shared with a unit, as
  // Kampfgruppe Katzmann's, is not taken for the unit's typed ref); English keeps the ids a player reads in the data.
  const formationName = (id: string) =>
    rw ? (localNames[id] ?? s.game.formations.find((f) => f.id === id)?.name ?? id) : id;
  // A box by its name, in the language's words where the locale has them (by the box's id).
  const boxName = (id: string) => localNames[id] ?? s.map?.boxes.find((b) => b.id === id)?.name ?? id;
  const sides = [...new Set(rows.map((r) => r.side))];
  const from = flags.journal
    ? msg(turn !== undefined ? 'units.fromTurn' : 'units.from', {
        journal: flags.journal,
        ...(turn !== undefined ? { turn } : {}),
      })
    : '';
  return [
    say(msg(rows.length === 1 ? 'units.headOne' : 'units.head', { game: s.game.title, count: rows.length, from })),
    ...(kinds.length ? [say(msg('units.kinds', { kinds: joined('units.kindsJoin', kinds.map(kindMessage))! }))] : []),
    ...sides.flatMap((side) => [
      say(msg('units.side', { side })),
      ...all
        .filter((r) => r.row.side === side)
        .map(({ row: r, read }) => {
          const u = unitOf.get(r.id)!;
          // The box once: a status that names it (Veritable's "in the strategic reserve, allied-reserve") says it.
          const box =
            u.reserve && !read.every((c) => c.detail && render(c.detail) === u.reserve!.box) ? u.reserve.box : '';
          const setup = setupMessage(u);
          const place = joined('units.placeJoin', [
            ...(setup ? [msg('units.setup', { setup })] : []),
            ...(box ? [msg('units.reserveBox', { box })] : []),
          ]);
          return say(
            msg('units.line', {
              unit: msg('units.unit', { id: r.id, name: localNames[r.id] ?? r.name }),
              count: r.count > 1 ? msg('units.count', { count: r.count }) : '',
              formation: r.formation ? msg('units.formation', { formation: formationName(r.formation) }) : '',
              factors: shortFactors(u.factors),
              place: place ? msg('units.place', { place }) : '',
              status: countersLine(read.map((c) => inBox(c, boxName))),
            }),
          );
        }),
    ]),
    ...[...reserves].flatMap(([box, note]) =>
      note ? [say(msg('units.reserveNote', { box, note: strings[note] ?? note }))] : [],
    ),
  ];
}
