import type { Scenario } from '../model/scenario.js';
import type { Procedure, RuleInput } from '../model/schema/rules.js';
import { parseDice } from '../model/dice-spec.js';
import type { TableContext, TableField } from '../assist/table/procedure.js';
import { Session, parseInteger, type AssistFlags, type ChoicePicks } from '../assist/table/session.js';
import { optionChoice } from '../assist/table/option-choice.js';
import { handFaces, handTotalOf } from '../assist/table/hand-dice.js';
import { placeResolver, positionItems, unitFor, type PositionEntry } from '../assist/position/position-entries.js';
import { runCombat } from './combat.js';
import { runDieTable } from './die-table.js';
import { runOpposedRoll } from './opposed-roll.js';
import { runDicePool, runSuccessRoll } from './dice-pool.js';
import { runVictory } from './victory.js';
import { runTallyProcedure } from './victory-tally-run.js';
import { keptBoard } from './kept-units.js';
import { runWaysProcedure, waysFields } from './victory-ways-run.js';
import { objectivesFields, runObjectives } from './victory-objectives.js';
import { FRACTION_CHOICES } from '../model/level-band.js';
import { runMoves, standingOf } from './move.js';
import type { MoveHookFinder } from './move-hooks.js';
import { runSupply } from './supply.js';
import { runWork, workFields } from './work-run.js';
import { placeFields } from './die-table-place-fields.js';
import { KeyedRefusal, KeyedUsage, inputOf, msg, render, type Message } from '../assist/messages.js';
import { RuleRefusal, type RuleReport } from './report.js';
import { declaredStacking } from './stack-limits.js';
import { saysMessage } from './says.js';
import {
  enterProcedurePhase,
  enterSide,
  turnLogFor,
  turnNames,
  TURN_LOG_KEY,
  type TurnLog,
} from './shared/turn-log.js';
import { optionFact, optionFacts } from '../model/option-facts.js';
import { explainedCharts } from '../assist/crt/result-meaning.js';
import { flagKey, flagItems } from './shared/flag-values.js';

// One entry for every declared procedure: what it asks for (the CLI's options and the page's form are both
// made from these fields), and running it from the answers.

/** A field of a declared procedure; `key` is the camelCase name commander gives its flag. */
export interface RuleField extends TableField {
  /** The flag as typed: "--air-units <n>". */
  flag: string;
}

function inputField(i: RuleInput, s?: Scenario): RuleField {
  const section = i.section ? ` (${i.section})` : '';
  // A game option chosen for one combat offers the option's own choices.
  if (i.option) {
    const choices = s?.game.options.find((o) => o.id === i.option)?.choices.map((c) => c.id) ?? [];
    return { key: flagKey(i.id), flag: `--${i.id} <choice>`, label: i.label, kind: 'choice', choices, hint: i.section };
  }
  if (i.kind === 'check')
    return { key: flagKey(i.id), flag: `--${i.id}`, label: i.label, kind: 'check', hint: i.section };
  if (i.kind === 'unit')
    return { key: flagKey(i.id), flag: `--${i.id} <unit>`, label: i.label, kind: 'text', hint: i.section };
  if (i.kind === 'dice')
    return { key: flagKey(i.id), flag: `--${i.id} <faces>`, label: i.label, kind: 'text', hint: i.section };
  if (i.kind === 'choice')
    return {
      key: flagKey(i.id),
      flag: `--${i.id} <choice>`,
      label: `${i.label}${section}: ${i.choices?.join(', ')}`,
      kind: 'choice',
      choices: i.choices,
      hint: i.section,
    };
  return {
    key: flagKey(i.id),
    flag: `--${i.id} <n>`,
    // A bound a die table sets is the side's: checked once the sides are known.
    label: i.most ? `${i.label}${section}, from ${i.min}` : `${i.label}${section}, ${i.min} to ${i.max}`,
    kind: 'number',
    initial: String(i.min),
    hint: i.section,
  };
}

const optionWords = (o: Scenario['game']['options'][number]) => `${o.id}: ${o.choices.map((c) => c.id).join('|')}`;

/** The turn sequence's section as a citation, or nothing when the sequence gives none. */
export const sequenceRule = (s: Scenario) =>
  s.rules?.sequence.section ? msg('refused.rule', { rule: s.rules.sequence.section }) : '';

/** What a procedure asks for, in order: the units or the table's turn, its own inputs, hand dice. */
export function ruleFields(s: Scenario, p: Procedure): RuleField[] {
  const turn: RuleField = { key: 'turn', flag: '--turn <n>', label: 'game turn (else the journal’s)', kind: 'number' };
  const position: RuleField = {
    key: 'position',
    flag: '--position <file>',
    label: 'where every unit stands (a position file)',
    kind: 'position',
  };
  const options: RuleField[] = s.game.options.length
    ? [
        {
          key: 'option',
          flag: '--option <id=choice>',
          label: `a game option's choice (${s.game.options.map(optionWords).join('; ')})`,
          kind: 'text',
          list: true,
          option: '*',
        },
      ]
    : [];
  switch (p.kind) {
    case 'combat':
      return [
        {
          key: 'attacker',
          flag: '--attacker <unit[@hex],...>',
          label: 'attacking units',
          kind: 'units',
          list: true,
          required: true,
        },
        {
          key: 'defender',
          flag: '--defender <unit[@hex],...>',
          label: 'defending units, all in one hex',
          kind: 'units',
          list: true,
          required: true,
        },
        position,
        ...p.inputs.map((i) => inputField(i, s)),
        // A game keeping its own journal (`hooks.kept`) reads the turn and the options agreed there: the command
        // does not ask for them (an option given would be overruled by the journal's).
        ...(p.hooks?.kept ? [] : [turn, ...options]),
        { key: 'roll', flag: '--roll <n>', label: 'the combat dice total as rolled by hand', kind: 'dice' },
      ];
    case 'die-table':
      if (p.each)
        return [
          {
            key: 'unit',
            flag: '--unit <unit,...>',
            label: `Reinforcements rolled for, ${p.each.rolledBefore} turn before they are due (${p.each.section})`,
            kind: 'units',
            list: true,
            required: true,
          },
          ...p.inputs.map((i) => inputField(i)),
          turn,
          // The game's options only where a die modifier reads one: the page's form stays the roll's own.
          ...(p.drms.some((a) => `${a.when ?? ''} ${a.per ?? ''}`.includes('option.')) ? options : []),
          { key: 'dice', flag: '--dice <faces>', label: 'the die faces as rolled by hand, one per unit', kind: 'dice' },
        ];
      // A game keeping its own journal reads the options agreed there: the form does not ask for them.
      if (p.unit)
        return [
          {
            key: 'unit',
            flag: '--unit <unit>',
            label: `the unit rolled for (${p.unit.section})`,
            kind: 'units',
            required: true,
            ...(p.unit.side ? { side: p.unit.side } : {}),
            ...(p.unit.reserve ? { reserve: true } : {}),
          },
          ...p.inputs.map((i) => inputField(i)),
          turn,
          ...(p.unit.hook ? [] : options),
          { key: 'roll', flag: '--roll <n>', label: 'the dice total as rolled by hand', kind: 'dice' },
        ];
      if (p.place)
        return placeFields(
          p.place,
          p.inputs.map((i) => inputField(i)),
          turn,
        );
      return [
        ...p.inputs.map((i) => inputField(i)),
        p.turnHook ? { ...turn, label: 'game turn (else the journal’s next)' } : turn,
        // Units on what may end (the bridge), lost with it.
        ...(p.ends?.units
          ? [
              {
                key: flagKey(p.ends.units.id),
                flag: `--${p.ends.units.id} <unit@place,...>`,
                label: `${p.ends.units.label} (${p.ends.section})`,
                kind: 'units',
                list: true,
                typed: 'UNIT@SECTOR',
                hint: p.ends.section,
              } as RuleField,
            ]
          : []),
        // A count the journal keeps (Surges so far), given by hand only when no journal is kept.
        ...p.counters.map(
          (c): RuleField => ({
            key: flagKey(c.id),
            flag: `--${c.id} <n>`,
            label: `${c.text} so far, without a journal (${c.section}), 0 to ${c.most}`,
            kind: 'number',
            hint: c.section,
          }),
        ),
        ...options,
        { key: 'roll', flag: '--roll <n>', label: 'the dice total as rolled by hand', kind: 'dice' },
        ...(p.turnHook
          ? [{ key: 'amend', flag: '--amend', label: 'roll this turn’s table again', kind: 'check' } as RuleField]
          : []),
      ];
    case 'opposed-roll': {
      const dice = (side: string): RuleField => ({
        key: flagKey(`${side}-dice`),
        flag: `--${side}-dice <faces>`,
        label: `${s.game.sides.find((x) => x.id === side)?.name ?? side} dice as rolled by hand, in order`,
        kind: 'dice',
      });
      const section = p.places.section ? ` (${p.places.section})` : '';
      return [
        {
          key: flagKey(p.places.id),
          flag: `--${p.places.id} <place,...>`,
          label: `${p.places.label}${section}`,
          kind: 'text',
          list: true,
          required: true,
          place: true,
        },
        turn,
        dice(p.roll.first),
        dice(p.roll.second),
      ];
    }
    case 'dice-pool':
      if (p.firer)
        // A unit fires at enemy units in its place, other units (artillery) adding their dice: the hits land on them.
        return [
          {
            key: 'firer',
            flag: '--firer <unit[@cell]>',
            label: `the firing unit (${p.firer.section})`,
            kind: 'units',
            required: true,
          },
          {
            key: 'target',
            flag: '--target <unit[@cell],...>',
            label: `enemy units fired at, in the firer's place (${p.allocate?.section ?? p.firer.section})`,
            kind: 'units',
            list: true,
            required: true,
          },
          ...(p.support
            ? [
                {
                  key: flagKey(p.support.id),
                  flag: `--${p.support.id} <unit[@cell],...>`,
                  label: `${p.support.label} adding its dice (${p.support.section})`,
                  kind: 'units' as const,
                  list: true,
                },
              ]
            : []),
          position,
          ...p.inputs.map((i) => inputField(i)),
          turn,
          { key: 'amend', flag: '--amend', label: 'record a fire of an earlier turn', kind: 'check' },
          ...options,
          { key: 'dice', flag: '--dice <faces>', label: 'the die faces as rolled by hand, e.g. 6,3,5', kind: 'dice' },
        ];
      return [
        // Where the hits are allocated (7.8-style fire at a stack), the units fired at take them.
        ...(p.allocate
          ? [
              {
                key: 'target',
                flag: '--target <unit[@cell],...>',
                label: `units fired at, all in one place: they take the hits (${p.allocate.section})`,
                kind: 'units' as const,
                list: true,
              },
              position,
            ]
          : []),
        ...p.inputs.map((i) => inputField(i)),
        turn,
        ...options,
        { key: 'dice', flag: '--dice <faces>', label: 'the die faces as rolled by hand, e.g. 6,3,5', kind: 'dice' },
      ];
    case 'success-roll':
      return [
        ...p.inputs.map((i) => inputField(i)),
        turn,
        ...options,
        { key: 'roll', flag: '--roll <n>', label: 'the dice total as rolled by hand', kind: 'dice' },
      ];
    case 'supply':
      return [
        position,
        {
          key: 'units',
          flag: '--units <unit@hex,...>',
          label: 'units and where they stand, when not every unit is given',
          kind: 'units',
          list: true,
        },
        {
          key: 'side',
          flag: '--side <side>',
          label: `only this side's units: ${s.game.sides.map((x) => x.id).join(', ')}`,
          kind: 'choice',
          choices: s.game.sides.map((x) => x.id),
        },
        // Hits for being out of supply are taken once a turn: the turn says which.
        ...(p.outOfSupply.hits ? [turn] : []),
        // An effect of being cut off that holds under a game option reads the option's choice.
        ...(p.outOfSupply.options.length ? options : []),
      ];
    case 'hook':
    case 'turn-end':
    case 'overrun':
    case 'turn-choice':
    case 'reserve':
    case 'replace':
    case 'setup':
    case 'start':
    case 'salvo':
    case 'battle':
    case 'rounds':
      return [];
    case 'work':
      return workFields(s, p, turn, position, options);
    case 'move': {
      const units: RuleField = {
        key: 'units',
        flag: '--units <unit@cell,...>',
        label: 'units and where each moves to',
        kind: 'units',
        list: true,
      };
      // A game keeping its own journal: the units that move and those that leave, nothing else.
      if (p.kept)
        return [
          units,
          ...(p.kept.exit
            ? [
                {
                  key: flagKey(p.kept.exit.id),
                  flag: `--${p.kept.exit.id} <unit,...>`,
                  label: `${p.kept.exit.label} (${p.kept.exit.section})`,
                  kind: 'units' as const,
                  list: true,
                },
              ]
            : []),
        ];
      return [
        { ...units, required: true },
        ...(s.rules?.movement?.roadMarch
          ? [{ key: 'road', flag: '--road', label: 'by road march', kind: 'check' as const }]
          : []),
        // The page's move form offers it only when the rules declare an advance after combat.
        ...(s.rules?.movement?.advance?.cells
          ? [
              {
                key: 'advance',
                flag: '--advance',
                label: `advance after combat (${s.rules.movement.advance.section})`,
                kind: 'check' as const,
              },
            ]
          : []),
        ...(s.rules?.movement?.chosen
          ? [
              {
                key: 'areas',
                flag: '--areas <n>',
                label: `areas this move may cover, 1 to ${s.rules.movement.cells} (${s.rules.movement.chosen.section})`,
                kind: 'number' as const,
              },
            ]
          : []),
        position,
        turn,
        // A game's move check may read its options (night moves, fortifications), and so may a road march's refusals.
        ...(s.rules?.movement?.check || s.rules?.movement?.roadMarch?.refusals.length ? options : []),
      ];
    }
    case 'victory': {
      // A tally: the fractions option, if declared (the page offers its choices); a game reading its own journal
      // needs nothing else.
      const t = p.tally;
      if (p.objectives) return objectivesFields(p.objectives);
      if (t?.ways) return waysFields(t.ways, p.section);
      if (t) {
        const f = t.levels.fractions;
        const fractions = f
          ? [
              {
                key: flagKey(f.flag),
                flag: `--${f.flag} <value>`,
                label: `how a total with a fraction is read: ${FRACTION_CHOICES.join(', ')} (${f.option})`,
                kind: 'text' as const,
                option: f.option,
                hint: f.section,
              },
            ]
          : [];
        return t.state || t.kept ? fractions : [...fractions, position, turn];
      }
      // By capture: the turn the place was last taken, and where the units stand for the requirements.
      const cap = p.capture;
      if (cap) {
        const side = s.game.sides.find((x) => x.id === p.side)?.name ?? p.side;
        const place =
          s.map?.kind === 'area' ? (s.map.areas.find((a) => a.id === cap.place)?.name ?? cap.place) : cap.place;
        return [
          {
            key: 'takenOn',
            flag: '--taken-on <n>',
            label: `the turn the ${side} side last took ${place} (else the journal’s)`,
            kind: 'number',
            hint: cap.section,
          },
          position,
          turn,
        ];
      }
      return [
        position,
        {
          key: 'units',
          flag: '--units <unit@hex,...>',
          label: 'units and where they stand, when not every unit is given',
          kind: 'units',
          list: true,
        },
        {
          key: 'eliminated',
          flag: '--eliminated <unit,...>',
          label: 'units eliminated (else the journal’s)',
          kind: 'units',
          list: true,
        },
        turn,
      ];
    }
  }
}

/** Whether a procedure rolls dice: the CLI offers --seed, --fill and --preview only then. */
export const rollsDice = (p: Procedure): boolean =>
  p.kind === 'combat' ||
  p.kind === 'die-table' ||
  p.kind === 'opposed-roll' ||
  p.kind === 'dice-pool' ||
  p.kind === 'success-roll' ||
  p.kind === 'work';

export type RuleFlags = AssistFlags & Record<string, unknown>;

const str = (v: unknown): string | undefined => (v === undefined ? undefined : String(v));

/** The declared inputs' values from the flags, each within its bounds. */
function inputValues(s: Scenario, p: Procedure, flags: RuleFlags): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {};
  for (const i of 'inputs' in p ? p.inputs : []) {
    const v = flags[flagKey(i.id)];
    // A game option chosen for this combat alone: one of the option's choices; left unsaid, the option as agreed.
    if (i.option) {
      if (str(v) !== undefined) out[i.id] = optionChoice(s, i.option, str(v));
    } else if (i.kind === 'check') out[i.id] = v === true;
    else if (i.kind === 'number' && i.most) {
      const b = mostOf(s, i.most, flags);
      const why = saysMessage(p.id, i.id, 'most', i.most.says, { side: b.side ?? '' });
      out[i.id] = parseInteger(str(v) ?? String(i.min), `--${i.id}`, i.min, b.most, why);
    } else if (i.kind === 'number') out[i.id] = parseInteger(str(v) ?? String(i.min), `--${i.id}`, i.min, i.max);
    else if (i.kind === 'unit' || i.kind === 'dice') out[i.id] = str(v) ?? '';
    else {
      const c = str(v) ?? i.choices![0];
      if (!i.choices!.includes(c))
        throw new KeyedUsage(msg('refused.inputChoice', { id: i.id, choices: i.choices!.join(', '), given: c }));
      out[i.id] = c;
    }
  }
  return out;
}

/**
 * The most a die table grants a combat's attacking or defending side in one roll (`most` on a number input): the
 * side of the first unit named, the defender's else the other side; with no side known, none.
 */
function mostOf(s: Scenario, m: NonNullable<RuleInput['most']>, flags: RuleFlags): { side?: string; most: number } {
  const sideOf = (key: string) => {
    const id = flagItems(flags[key])[0]?.replace(/@.*$/, '').replace(/#\d+$/, '');
    return s.units.find((u) => u.id === id)?.side;
  };
  const attacker = sideOf('attacker');
  const side =
    m.side === 'attacker' ? attacker : (sideOf('defender') ?? s.game.sides.find((x) => x.id !== attacker)?.id);
  const table = s.charts.find((c) => c.id === m.chart);
  if (!side || table?.kind !== 'die-table') return { most: 0 };
  const granted = table.rows.map((r) => Number(r.effects[side] ?? 0)).filter(Number.isFinite);
  return { side, most: Math.max(0, ...granted) };
}

/** Every game option's choice: as `--option ID=CHOICE` gives it, else its default. */
function optionChoices(s: Scenario, flags: RuleFlags): Record<string, string> {
  const given = new Map<string, string>();
  for (const o of flagItems(flags.option)) {
    const m = o.match(/^([^=\s]+)=(\S+)$/);
    if (!m) throw new KeyedUsage(msg('refused.optionShape', { example: s.game.options[0]?.id ?? 'rule', item: o }));
    given.set(m[1], m[2]);
  }
  for (const k of given.keys()) optionChoice(s, k, given.get(k));
  return Object.fromEntries(s.game.options.map((o) => [o.id, optionChoice(s, o.id, given.get(o.id))]));
}

/** Game options given as options of their own (`--night-moves on`), read as `--option night-moves=on` is. */
const optionFlagsGiven = (ids: readonly string[], flags: RuleFlags): RuleFlags => ({
  ...flags,
  option: ids.filter((id) => str(flags[flagKey(id)])).map((id) => `${id}=${str(flags[flagKey(id)])}`),
});

/** The names conditions read besides the procedure's own: turn, option.*, state.*. */
function conditionNames(s: Scenario, session: Session, flags: RuleFlags, turn: number | undefined) {
  const names: Record<string, number | boolean | string> = {};
  if (turn !== undefined) names.turn = turn;
  const given = new Map<string, string>();
  for (const o of flagItems(flags.option)) {
    const m = o.match(/^([^=\s]+)=(\S+)$/);
    if (!m) throw new KeyedUsage(msg('refused.optionShape', { example: s.game.options[0]?.id ?? 'rule', item: o }));
    given.set(m[1], m[2]);
  }
  Object.assign(
    names,
    optionFacts(s.game.options, (id) => optionChoice(s, id, given.get(id))),
  );
  for (const k of given.keys()) optionChoice(s, k, given.get(k));
  for (const [k, v] of Object.entries(session.rawState))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') names[`state.${k}`] = v;
  return names;
}

/** Units from "UNIT@HEX" items, or units named alone and found in the position. */
function entriesFrom(
  s: Scenario,
  list: string[],
  position: PositionEntry[] | undefined,
  flag: string,
  byPlace = false,
): PositionEntry[] {
  return list.flatMap((item) => {
    if (item.includes('@')) return positionItems(s, [item], flag)[0];
    const u = unitFor(s, item);
    // Defenders may be named by the cell they hold, where it is known who stands there: every unit in it.
    const place = byPlace && 'error' in u ? placeResolver(s)(item) : undefined;
    // The place is named as the map names its cells: a hex, a square sector or an area.
    const key = { hex: 'refused.noPlace', square: 'refused.noPlaceSector', area: 'refused.noPlaceArea' } as const;
    const unknown = {
      hex: 'refused.placeUnknown',
      square: 'refused.placeUnknownSector',
      area: 'refused.placeUnknownArea',
    } as const;
    if (place && 'at' in place) {
      if (!position) throw new KeyedRefusal(msg(unknown[s.map?.kind ?? 'hex'], { flag, item }));
      const there = position.filter((e) => e.at === place.at);
      if (!there.length) throw new KeyedRefusal(msg('refused.placeEmpty', { flag, at: place.at }));
      return there;
    }
    if ('error' in u) throw new RuleRefusal(msg('input.flagged', { input: inputOf(flag).input, error: u.said }));
    const e = position?.find((x) => x.ref === item);
    if (!e) throw new KeyedRefusal(msg(key[s.map?.kind ?? 'hex'], { flag, ref: item }));
    return e;
  });
}

/**
 * Runs a declared procedure with the flags a front end collected; `hooks` finds the movement hooks the data names
 * (the caller may load games' code, the engine may not).
 */
export async function runDeclared(
  ctx: TableContext,
  p: Procedure,
  givenFlags: RuleFlags,
  hooks?: MoveHookFinder,
  given: Record<string, unknown> = givenFlags,
): Promise<RuleReport> {
  const s = ctx.scenario;
  const session = new Session(s, givenFlags, p.id, ctx.env);
  // Answering a choice the journal keeps waiting: the waiting command's own flags, then the answers in order.
  const { flags, choices } = session.resume(givenFlags, given);
  // An answer with nothing waiting in the journal takes no command's flags: an option this command cannot go without
  // is missing, a mistake in how it was called (exit 2), as commander says of any other.
  if (flags.choose !== undefined && !session.pending)
    for (const f of ruleFields(s, p))
      if (f.required && flags[f.key] === undefined) throw new KeyedUsage(msg('input.required', inputOf(f.flag)));
  const file = str(flags.position);
  if (file && !ctx.readPosition) throw new KeyedUsage(msg('refused.noPositionHere'));
  const position = file ? ctx.readPosition!(file, s).entries : undefined;
  const known = session.journalTurn();
  // Objectives and work name what the turn's bounds are, as a game's own victory and labour commands did.
  const turnsAre = (p.kind === 'victory' && p.objectives) || p.kind === 'work' ? msg('refused.turnsOfGame') : undefined;
  const turn =
    flags.turn === undefined ? known : parseInteger(String(flags.turn), '--turn', 1, lastTurnOf(s), turnsAre);
  // Play runs one way (the sequence): a turn before the journal's is refused unless --amend records it; a game
  // whose own hook keeps the turn judges that itself.
  const turnKept = (p.kind === 'die-table' && (p.turnHook || p.unit?.hook)) || (p.kind === 'victory' && !!p.objectives);
  if (!turnKept && turn !== undefined && known !== undefined && turn < known && !flags.amend)
    throw new KeyedRefusal(msg('refused.turnBack', { turn, known, rule: sequenceRule(s) }));
  // A combat in a game whose own code keeps its journal: where units stand, the turn and options are its.
  const keptHook = p.kind === 'combat' && p.hooks?.kept ? await hooks?.combatKept?.(p.hooks.kept) : undefined;
  if (p.kind === 'combat' && p.hooks?.kept && !keptHook)
    throw new Error(`${p.id}: the combat journal hook ${p.hooks.kept} was not given`);
  const kept =
    p.kind === 'combat'
      ? keptHook?.({ scenario: s, procedure: p, state: session.rawState, journal: str(flags.journal) })
      : undefined;
  const inputs = inputValues(s, p, flags);
  // A combat's input choosing a game option for itself rules over the option as agreed or given.
  const chosen = 'inputs' in p ? p.inputs.filter((i) => i.option && inputs[i.id] !== undefined) : [];
  const names = {
    ...conditionNames(s, session, flags, turn),
    ...kept?.names,
    ...Object.fromEntries(chosen.map((i) => [optionFact(i.option!), inputs[i.id]])),
  };
  // Phases in their order for every declared procedure but the move, which holds each unit's side to it.
  // Where units stand: the position file, else the journal's positions, else their set-up.
  const targeted = p.kind === 'dice-pool' && (flagItems(flags.target).length > 0 || !!p.firer);
  // Units rolling for work may be named alone, where the journal (or a position file, or the set-up) places them.
  const working = p.kind === 'work' && flagItems(flags[flagKey(p.workers.id)]).some((x) => !x.includes('@'));
  const where =
    p.kind === 'combat' || targeted || working ? standingOf(s, session, position) : new Map<string, string>();
  const hits = session.state<Record<string, number>>('hits', {});
  // A game keeping its own journal (`hooks.kept`) knows where units stand once its set-up is recorded there; before
  // that the set-up is no guide to where they stand now, so each unit is named with its place (Veritable, 6.5).
  const standing =
    position ??
    kept?.position ??
    (kept ? undefined : [...where].flatMap(([ref, at]) => placed(s, ref, at, hits[ref] ?? 0)));
  const attackers = p.kind === 'combat' ? entriesFrom(s, flagItems(flags.attacker), standing, '--attacker') : [];
  // A unit's fire: the firing unit, and the units adding their dice to it (as the declaration names them).
  const firer =
    p.kind === 'dice-pool' && p.firer && flags.firer !== undefined
      ? entriesFrom(s, flagItems(flags.firer), standing, '--firer')
      : [];
  if (firer.length > 1) throw new KeyedUsage(msg('refused.oneFirer'));
  const support =
    p.kind === 'dice-pool' && p.support
      ? entriesFrom(s, flagItems(flags[flagKey(p.support.id)]), standing, `--${p.support.id}`)
      : [];
  const workers =
    p.kind === 'work' ? entriesFrom(s, flagItems(flags[flagKey(p.workers.id)]), standing, `--${p.workers.id}`) : [];
  // This turn's log, when the turn is known: the phase entered, and what a procedure does once a turn.
  let turnLog: TurnLog | undefined;
  // A game whose turn its own code keeps (a die table's turn hook) keeps its phases there too.
  const ownTurn =
    (p.kind === 'die-table' && (!!p.turnHook || !!p.unit?.hook)) ||
    (p.kind === 'victory' && (!!p.tally?.state || !!p.tally?.kept)) ||
    !!kept;
  if (p.kind !== 'move' && p.kind !== 'hook' && !ownTurn && turn !== undefined && s.rules) {
    const log = turnLogFor(session.state<unknown>(TURN_LOG_KEY, undefined), turn);
    turnLog = log;
    // A roll for units (reinforcements' arrival) is in their side's phase.
    const rolledFor = p.kind === 'die-table' && p.each ? flagItems(flags.unit).map((u) => unitFor(s, u)) : [];
    const ofUnits = rolledFor.map((u) => ('error' in u ? undefined : u.unit.side));
    const side =
      (p.kind === 'die-table' ? p.side : undefined) ??
      attackers[0]?.unit.side ??
      firer[0]?.unit.side ??
      workers[0]?.unit.side ??
      (typeof flags.side === 'string' ? flags.side : undefined) ??
      (ofUnits.length && ofUnits.every((x) => x === ofUnits[0]) ? ofUnits[0] : undefined);
    const section = s.rules.sequence.section ?? p.section;
    // A table rolled in one side's part of the turn (the bridge at the start of the German turn) puts that side in
    // play first, in a phase of both sides too: the other side's part is then over, and the phase is that side's.
    const bothSides = s.rules.sequence.phases.some((x) => x.side === 'both' && x.procedures.includes(p.id));
    if (p.kind === 'die-table' && p.side && bothSides) enterSide(log, p.side, section, turnNames(s));
    const entered = enterProcedurePhase(log, s.rules.sequence.phases, p.id, side, section, turnNames(s));
    if (entered) session.carry({ [TURN_LOG_KEY]: log });
  }
  switch (p.kind) {
    case 'combat': {
      const crt = s.charts.find((c) => c.id === p.chart);
      const dice = parseDice(crt && 'dice' in crt ? crt.dice : '1d6');
      // A retreat ends within stacking as the game counts it: its hook, when the data names one.
      const stackHook = s.rules?.movement?.retreat ? s.rules.movement.stacking?.hook : undefined;
      if (stackHook && !hooks) throw new Error(`${p.id}: the movement hooks were not given to the engine`);
      const declared = s.rules?.movement?.retreat ? declaredStacking(s) : undefined;
      const stacking = stackHook ? await hooks?.stacking(stackHook) : declared;
      // A side's total in the game's code, where the combat's `hooks.totals` names it.
      const totals = p.hooks?.totals ? await hooks?.combatTotals?.(p.hooks.totals) : undefined;
      if (p.hooks?.totals && !totals)
        throw new Error(`${p.id}: the combat totals hook ${p.hooks.totals} was not given`);
      const check = p.hooks?.check ? await hooks?.combatCheck?.(p.hooks.check) : undefined;
      if (p.hooks?.check && !check) throw new Error(`${p.id}: the combat check hook ${p.hooks.check} was not given`);
      const outcome = p.hooks?.outcome ? await hooks?.combatOutcome?.(p.hooks.outcome) : undefined;
      if (p.hooks?.outcome && !outcome)
        throw new Error(`${p.id}: the combat outcome hook ${p.hooks.outcome} was not given`);
      // With --explain, each result of the chart in full, with the readings of the options it depends on.
      return runCombat(
        explainedCharts(s, !!flags.explain),
        p,
        {
          attackers,
          defenders: entriesFrom(s, flagItems(flags.defender), standing, '--defender', true),
          position: position ?? kept?.position,
          inputs,
          names,
          roll: handTotalOf(dice, str(flags.roll), '--roll'),
          where,
          hits,
          answers: answersOf(choices),
          ask: (q) =>
            session.ask(flags, choices, {
              question: render(q.said),
              said: q.said,
              options: [q.example, '…'],
              rule: q.rule,
              picks: q.picks,
            }),
          stacking,
          turn,
          totals,
          check,
          outcome,
          kept,
        },
        session,
      );
    }
    case 'die-table': {
      const chart = s.charts.find((c) => c.id === p.chart);
      const dice = parseDice(chart && 'dice' in chart ? chart.dice : '1d6');
      if (p.each) {
        const units = flagItems(flags.unit).map((ref) => {
          const u = unitFor(s, ref);
          if ('error' in u) throw new RuleRefusal(u.said);
          return u.unit;
        });
        const faces = handFaces(str(flags.dice), '--dice', dice.sides);
        return runDieTable(s, p, { names, inputs, turn, units, faces }, session);
      }
      if (p.unit) {
        const u = unitFor(s, str(flags.unit) ?? '');
        if ('error' in u) throw new RuleRefusal(u.said);
        const roll = handTotalOf(dice, str(flags.roll), '--roll');
        const keeper = p.unit.hook ? await hooks?.unitRoll?.(p.unit.hook) : undefined;
        if (p.unit.hook && !keeper) throw new Error(`${p.id}: the unit roll hook ${p.unit.hook} was not given`);
        if (!keeper) return runDieTable(s, p, { names, inputs, turn, units: [u.unit], roll }, session);
        // A game keeping its own journal says its turn and the options the players agreed there.
        const given = flags.turn === undefined ? undefined : turn;
        const state = session.rawState;
        const q = { scenario: s, unit: u.unit.id, turn: given, preview: session.preview, journal: !!session.journal };
        const unitKept = keeper({ ...q, state });
        const agreed = Object.entries(unitKept.options ?? {}).map(([k, v]) => [`option.${k}`, v]);
        const rq = { names: { ...names, ...Object.fromEntries(agreed) }, inputs, turn: unitKept.turn, roll };
        return runDieTable(s, p, { ...rq, units: [u.unit], unitKept }, session);
      }
      const counters: Record<string, number> = {};
      for (const c of p.counters) {
        const v = flags[flagKey(c.id)];
        if (v !== undefined)
          counters[c.id] = parseInteger(String(v), `--${c.id}`, 0, c.most, `${c.text}, ${c.section}`);
      }
      if (p.turnHook && !hooks?.turn) throw new Error(`${p.id}: the turn hooks were not given to the engine`);
      const turnHook = p.turnHook ? await hooks?.turn?.(p.turnHook) : undefined;
      if (p.turnHook && !turnHook) throw new Error(`${p.id}: validate let the turn hook ${p.turnHook} through`);
      if (p.place) {
        const faces = handFaces(str(flags.dice), '--dice', dice.sides);
        const holding = p.place.held ? flagItems(flags[flagKey(p.place.held.id)]) : [];
        const known = holding.some((x) => !x.includes('@'))
          ? (position ?? [...standingOf(s, session, position)].flatMap(([ref, at]) => placed(s, ref, at, 0)))
          : undefined;
        const held = entriesFrom(s, holding, known, `--${p.place.held?.id}`);
        const roll = handTotalOf(dice, str(flags.roll), '--roll');
        const from = p.place.scatter ? str(flags[flagKey(p.place.scatter.from.id)]) : undefined;
        return runDieTable(s, p, { names, inputs, turn, faces, held, roll, from }, session);
      }
      const roll = handTotalOf(dice, str(flags.roll), '--roll');
      // The game's own turn hook says which turn the journal is at; the engine passes only the turn given.
      const rq = { names, inputs, turn: turnHook && flags.turn === undefined ? undefined : turn, roll, counters };
      if (p.ends?.units) {
        const onIt = flagItems(flags[flagKey(p.ends.units.id)]);
        const standing = onIt.some((x) => !x.includes('@'))
          ? (position ?? [...standingOf(s, session, position)].flatMap(([ref, at]) => placed(s, ref, at, 0)))
          : undefined;
        const endsUnits = entriesFrom(s, onIt, standing, `--${p.ends.units.id}`).map((e) => ({ ref: e.ref, at: e.at }));
        return runDieTable(s, p, { ...rq, endsUnits }, session);
      }
      return runDieTable(s, p, { ...rq, amend: !!flags.amend, turnHook }, session);
    }
    case 'opposed-roll': {
      const { sides } = parseDice(p.roll.dice);
      const faces = Object.fromEntries(
        [p.roll.first, p.roll.second].map((x) => [
          x,
          handFaces(str(flags[flagKey(`${x}-dice`)]), `--${x}-dice`, sides),
        ]),
      );
      return runOpposedRoll(s, p, { places: flagItems(flags[flagKey(p.places.id)]), turn, faces }, session);
    }
    case 'dice-pool': {
      const faces = handFaces(str(flags.dice), '--dice', p.sides);
      if (!targeted) return runDicePool(s, p, { names, inputs, turn, faces, answers: answersOf(choices) }, session);
      const targets = entriesFrom(s, flagItems(flags.target), standing, '--target');
      const ask = (q: { said: Message; example: string; rule: string; picks: ChoicePicks }) =>
        session.ask(flags, choices, {
          question: render(q.said),
          said: q.said,
          options: [q.example, '…'],
          rule: q.rule,
          picks: q.picks,
        });
      const rq = {
        names,
        inputs,
        turn,
        faces,
        targets,
        carried: hits,
        answers: answersOf(choices),
        ask,
        firer: firer[0],
        support,
      };
      return runDicePool(s, p, rq, session);
    }
    case 'success-roll': {
      const roll = handTotalOf(parseDice(p.dice), str(flags.roll), '--roll');
      return runSuccessRoll(s, p, { names, inputs, turn, roll }, session);
    }
    case 'supply': {
      // A game whose code keeps the board in its journal says where units stand (its `standing` hook).
      if (p.standing && !hooks?.standing) throw new Error(`${p.id}: the standing hooks were not given to the engine`);
      const standing = p.standing ? await hooks?.standing?.(p.standing) : undefined;
      if (p.standing && !standing) throw new Error(`${p.id}: validate let the standing hook ${p.standing} through`);
      const board = p.kept
        ? keptBoard(s, p.kept, { raw: session.rawState, journal: str(flags.journal), position })
        : standing
          ? standing({ scenario: s, state: session.rawState, journal: str(flags.journal), position })
          : position;
      const units = [...(board ?? []), ...positionItems(s, flagItems(flags.units), '--units')];
      if (!units.length) throw new KeyedUsage(msg('refused.supplyFrom'));
      const side = str(flags.side);
      if (side && !s.game.sides.some((x) => x.id === side))
        throw new KeyedUsage(
          msg('refused.sideTakes', { sides: s.game.sides.map((x) => msg('refused.id', { id: x.id })), side }),
        );
      const hook = s.rules?.movement?.stacking?.hook;
      const stacking = hook ? await hooks?.stacking(hook) : declaredStacking(s);
      return runSupply(s, p, { units, side, turn, log: turnLog, names, stacking }, session);
    }
    case 'move': {
      const moves = flagItems(flags.units).map((item) => {
        const [ref, to] = item.split('@');
        if (!ref || !to) throw new KeyedUsage(msg('refused.unitsShape', { item }));
        const u = unitFor(s, ref);
        if ('error' in u) throw new RuleRefusal(msg('input.flagged', { input: 'units', error: u.said }));
        return { ref, to };
      });
      const most = s.rules?.movement?.cells ?? 1;
      const chosen = s.rules?.movement?.chosen;
      if (chosen && flags.areas === undefined)
        throw new KeyedUsage(msg('refused.areasNeeded', { most, section: chosen.section }));
      const cells = flags.areas === undefined ? undefined : parseInteger(String(flags.areas), '--areas', 1, most);
      const hook = s.rules?.movement?.stacking?.hook;
      // A hook the data names but the caller cannot find is a fault, never a rule silently skipped.
      if ((hook || chosen?.hook) && !hooks) throw new Error(`${p.id}: the movement hooks were not given to the engine`);
      const stacking = hook ? await hooks?.stacking(hook) : declaredStacking(s);
      const allowance = chosen?.hook ? await hooks?.allowance(chosen.hook) : undefined;
      const checkName = s.rules?.movement?.check?.hook;
      const check = checkName ? await hooks?.check?.(checkName) : undefined;
      if (checkName && !check) throw new Error(`${p.id}: the move check hook "${checkName}" was not given`);
      const options = check ? optionChoices(s, flags) : undefined;
      const advance = flags.advance === true;
      const road = flags.road === true;
      const keptHook = p.kept ? await hooks?.kept?.(p.kept.hook) : undefined;
      if (p.kept && !keptHook) throw new Error(`${p.id}: the kept move hook "${p.kept.hook}" was not given`);
      if (keptHook) {
        const exits = p.kept?.exit ? flagItems(flags[flagKey(p.kept.exit.id)]) : [];
        const journal = str(flags.journal);
        return runMoves(s, p, { moves, road, stacking, kept: keptHook, journal, exits }, session);
      }
      const rq = { moves, road, advance, cells, position, turn, stacking, allowance, check, options, names };
      return runMoves(s, p, rq, session);
    }
    case 'hook':
      throw new KeyedUsage(msg('refused.hookProcedure', { id: p.id, hook: p.hook }));
    case 'turn-end':
    case 'overrun':
    case 'turn-choice':
    case 'reserve':
    case 'replace':
    case 'setup':
    case 'start':
    case 'salvo':
    case 'battle':
    case 'rounds':
      throw new Error(
        `${p.id}: a ${p.kind} runs as its own table procedure (turn-end-run.ts, overrun-run.ts, turn-choice.ts, ` +
          'reserve-entry.ts, replace-run.ts, setup-run.ts, start-run.ts, salvo-run.ts, battle-run.ts, rounds-run.ts)',
      );
    case 'work': {
      // A number out of bounds says why they are where they are, where the data words it (`says`).
      const number = (key: string, flag: string, least: number, most: number, step: 'countRange' | 'damageRange') => {
        const text = p.work.says[step];
        const why = text ? saysMessage(p.id, '', step, text, {}) : undefined;
        return flags[key] === undefined ? undefined : parseInteger(String(flags[key]), flag, least, most, why);
      };
      const count = p.work.state.count;
      const checkName = p.check?.hook;
      if (checkName && !hooks?.work) throw new Error(`${p.id}: the work hooks were not given to the engine`);
      const check = checkName ? await hooks?.work?.(checkName) : undefined;
      if (checkName && !check) throw new Error(`${p.id}: the work check hook "${checkName}" was not given`);
      const others = p.check?.units
        ? entriesFrom(s, flagItems(flags[flagKey(p.check.units.id)]), standing, `--${p.check.units.id}`)
        : [];
      const rq = {
        check,
        others,
        place: str(flags[flagKey(p.place.id)]) || undefined,
        workers,
        damage: p.work.damage
          ? number('damage', '--damage', 1, p.work.cap?.at ?? p.work.complete.at, 'damageRange')
          : undefined,
        count: number(flagKey(count), `--${count}`, 0, p.work.cap?.at ?? 100_000, 'countRange'),
        completed: flags.completed === true,
        turn,
        options: optionChoices(s, p.optionFlags.length ? optionFlagsGiven(p.optionFlags, flags) : flags),
        faces: handFaces(str(flags.dice), '--dice', p.work.sides),
      };
      return runWork(s, p, rq, session);
    }
    case 'victory': {
      if (p.objectives) {
        const o = p.objectives;
        const found = await Promise.all(o.counts.map(async (c) => [c.hook, await hooks?.victory?.items?.(c.hook)]));
        const items = Object.fromEntries(found.filter(([, h]) => h));
        const choice = o.option ? str(flags[flagKey(o.option.id)]) : undefined;
        const back = { known, amend: !!flags.amend };
        return runObjectives(s, p, o, { position, file, turn, choice, back }, session, items);
      }
      if (p.tally?.ways) return runWaysProcedure(s, p, p.tally.chart, p.tally.ways, flags, session);
      if (p.tally) {
        const fractions = p.tally.levels.fractions ? str(flags[flagKey(p.tally.levels.fractions.flag)]) : undefined;
        const rq = { fractions, position, turn, journal: str(flags.journal), kept: !!ctx.env.store };
        return runTallyProcedure(s, p, p.tally, rq, session, hooks?.victory);
      }
      const units = [...(position ?? []), ...positionItems(s, flagItems(flags.units), '--units')];
      const eliminated =
        flags.eliminated !== undefined ? flagItems(flags.eliminated) : session.state<string[]>('eliminated', []);
      for (const ref of eliminated) {
        const u = unitFor(s, ref);
        if ('error' in u) throw new RuleRefusal(msg('input.flagged', { input: 'eliminated', error: u.said }));
      }
      const takenOn =
        p.capture && flags.takenOn !== undefined
          ? parseInteger(String(flags.takenOn), '--taken-on', 1, lastTurnOf(s), msg('refused.turnsOfGame'))
          : undefined;
      // By capture, without a position file: where the journal last saw every unit, once it has seen moves.
      const seen = Object.keys(session.state<Record<string, string>>('positions', {})).length > 0;
      if (p.capture && !position && !units.length && seen) {
        const hits = session.state<Record<string, number>>('hits', {});
        const board = [...standingOf(s, session)].flatMap(([ref, at]) => placed(s, ref, at, hits[ref] ?? 0));
        return runVictory(s, p, { position: board, placed: true, eliminated, turn, takenOn, names }, session);
      }
      const given = position !== undefined || flagItems(flags.units).length > 0;
      return runVictory(s, p, { position: units, placed: given, eliminated, turn, takenOn, names }, session);
    }
  }
}

/** The owner's answers in order; without a journal the page sends every answer so far at once, joined by ";". */
const answersOf = (choices: readonly string[]): string[] =>
  choices.flatMap((c) =>
    c
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/** A unit the journal (or the set-up) places, as a position entry with the hits it carries. */
function placed(s: Scenario, ref: string, at: string, hits: number): PositionEntry[] {
  const u = unitFor(s, ref);
  return 'error' in u ? [] : [{ ref, unit: u.unit, at, hits }];
}

function lastTurnOf(s: Scenario): number {
  const track = s.charts.find((c) => c.kind === 'turn-track');
  return track?.kind === 'turn-track' ? Math.max(...track.turns.map((t) => t.turn)) : 999;
}
