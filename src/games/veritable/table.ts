import { FROM_DATA } from '../../assist/table/procedure.js';
import type { Scenario } from '../../model/scenario.js';
import { parseDice } from '../../model/dice-spec.js';
import { gridMapIndex, type GridMapIndex } from '../../assist/map/grid-map-index.js';
import { mostAirUnits } from './air.js';
import { requireChart } from '../../rules/shared/chart-lookup.js';
import { explained } from '../../assist/crt/result-meaning.js';
import { joined, says, type CombatWords, type Sequence } from './combat-reading.js';
import { combatSays } from '../../rules/combat-says.js';
import { hookDeclaration } from '../../model/hook-numbers.js';
import {
  Session,
  parseInteger,
  required,
  reconstructionWarning,
  reconstructionNote,
  type AssistFlags,
  type ChoicePicks,
} from '../../assist/table/session.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { list, handFaces, handTotalOf } from '../../assist/table/hand-dice.js';
import { reportLines } from '../../assist/table/report-lines.js';
import type { Line, TableContext, TableOutput, TableProcedure } from '../../assist/table/procedure.js';
import { KeyedRefusal, KeyedUsage, render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { Board, boardFromEntries, boardFromState } from './board.js';
import { copyState, optionIn, readState, stateKeys, type VeritableState } from './state.js';
import {
  combatOutcome,
  continueCombat,
  prepareCombat,
  startCombat,
  type CombatAnswers,
  type CombatProgress,
  type CombatTable,
} from './combat.js';
import { readingOption, sideReading } from '../../rules/side-outcome.js';
import { retreatTest } from './losses.js';
import type { LossChoice, LossQuestion, UnitOutcome } from '../../rules/owner-losses.js';

// Veritable's procedures as the table runs them, from the command line and the companion page alike: flags in,
// the --json value and the printed lines out. The CLI keeps only its option parsing and the printing.

const GAME = 'veritable';
const D6 = parseDice('1d6');

export function hexIndex(s: Scenario): GridMapIndex {
  if (s.map?.kind !== 'hex') throw new KeyedRefusal(msg('veritable.needsHexMap', { game: s.id }));
  return gridMapIndex(s.map);
}

/** The journal's game state, a copy to change, or undefined without a journal. */
export function stateOf(s: Scenario, session: Session, flags: AssistFlags): VeritableState | undefined {
  return flags.journal ? copyState(readState(s, session.rawState, flags.journal)) : undefined;
}

export function needJournal(flags: { journal?: string }, what: Message): string {
  if (!flags.journal) throw new KeyedUsage(msg('veritable.needJournal', { what }));
  return flags.journal;
}

/** The board: the journal's positions, or a position file's, or (neither) only the units a command names. */
export function boardOf(
  s: Scenario,
  index: GridMapIndex,
  st: VeritableState | undefined,
  position?: string,
  read?: TableContext['readPosition'],
): Board {
  if (position) {
    if (st?.setupRecorded) throw new KeyedRefusal(msg('veritable.position.journalHolds', { game: s.id }));
    if (!read) throw new KeyedUsage(msg('veritable.position.cliOnly'));
    return boardFromEntries(s, index, read(position, s).entries, true);
  }
  if (st?.setupRecorded) return boardFromState(s, index, st);
  return new Board(s, index, [], false);
}

/** An option's choice: the flag (agreeing with what the players settled at set-up), else theirs, else the default. */
export function optionFrom(s: Scenario, st: VeritableState | undefined, id: string, flag: string | undefined): string {
  const agreed = st?.options[id];
  if (flag === undefined) return optionIn(s, st, id);
  const choice = optionChoice(s, id, flag);
  if (agreed !== undefined && agreed !== choice) throw new KeyedRefusal(msg('veritable.option.agreed', { id, agreed }));
  return choice;
}

export function parseSequence(v: string | undefined): Sequence | undefined {
  if (v === undefined) return undefined;
  if (v !== 'move-attack' && v !== 'attack-move') throw new KeyedUsage(msg('veritable.sequence.flag'));
  return v;
}

/** "flak-1=J9,gr-1051=loss,44-bde=retreat:5" → the side's choices; ":N" is a retreat test rolled by hand. */
export function lossAnswer(q: LossQuestion, answer: string): LossChoice[] {
  return answer.split(',').map((raw) => {
    const item = raw.trim();
    const m = item.match(/^([^=\s]+)=([^:\s]+)(?::(\d))?$/);
    if (!m) throw new KeyedUsage(msg('veritable.choose.form', { item }));
    const [, ref, what, die] = m;
    if (!q.units.some((u) => u.ref === ref))
      throw new KeyedRefusal(msg('veritable.choose.notAnswering', { ref, side: q.side }));
    if (what === 'loss') {
      if (die) throw new KeyedUsage(msg('veritable.choose.lossRolls', { item }));
      return { ref, choice: 'loss' };
    }
    const n = die === undefined ? undefined : handFaces(die, '--choose')![0];
    const to = what === 'retreat' ? undefined : what;
    return { ref, choice: 'retreat', ...(to ? { to } : {}), ...(n !== undefined ? { die: n } : {}) };
  });
}

export function questionLines(w: CombatWords, q: NonNullable<CombatProgress['question']>): Message[] {
  if (q.advance) return [q.advance.said!];
  const l = q.loss!;
  return [
    l.said!,
    ...l.units.map((u) =>
      u.cannot
        ? combatSays(w, 'optionLoss', {
            ref: u.ref,
            at: u.at,
            cannot: u.cannotSaid!,
            closed: u.closedSaid?.length
              ? combatSays(w, 'closed', { closed: joined(u.closedSaid, 'report.list') })
              : '',
          })
        : combatSays(w, 'optionRetreat', {
            ref: u.ref,
            at: u.at,
            hexes: u.hexes.join(', '),
            mod: u.modifier ? ` +${u.modifier}` : '',
            most: u.passAtMost ?? '',
            chance: u.passChance ?? '',
          }),
    ),
  ];
}

/** A question for the --json value and the journal: its English only, without the keyed messages. */
export function englishQuestion(q: NonNullable<CombatProgress['question']>): unknown {
  if (q.advance) {
    const { said: _, ...advance } = q.advance;
    return { advance };
  }
  const { said: _, ...loss } = q.loss!;
  return { loss: { ...loss, units: loss.units.map(({ cannotSaid: _c, closedSaid: _d, ...u }) => u) } };
}

/** Outcomes for the --json value: their reasons in English only. */
const englishOutcomes = (os: readonly UnitOutcome[]) => os.map(({ said: _, ...o }) => o);

export function answerExample(q: NonNullable<CombatProgress['question']>): string {
  if (q.advance) return `${q.advance.units.join(',')}|none`;
  return q.loss!.units.map((u) => `${u.ref}=${u.cannot ? 'loss' : u.hexes.length === 1 ? 'retreat' : 'HEX'}`).join(',');
}

/** Every legal answer of the question, part by part, for a screen that offers them to tap. */
export function picksOf(q: NonNullable<CombatProgress['question']>): ChoicePicks {
  if (q.advance) return { mode: 'some', items: q.advance.units.map((u) => ({ item: u, values: [u] })) };
  return {
    mode: 'each',
    items: q.loss!.units.map((u) => ({ item: u.ref, at: u.at, values: [...(u.cannot ? [] : u.hexes), 'loss'] })),
  };
}

export interface CombatFlags extends AssistFlags {
  attacker?: string[];
  defender?: string[];
  sequence?: string;
  airAttacker: string;
  airDefender: string;
  oosAttacker?: boolean;
  oosDefender?: boolean;
  amphibious?: string;
  attackerResult?: string;
  roll?: string;
  retreatRolls?: string;
  position?: string;
  explain?: boolean;
}

/** Combat (6.5): the CLI's `combat veritable`. */
export async function runCombat(
  ctx: TableContext,
  given: CombatFlags,
  givenFlags: Record<string, unknown>,
): Promise<TableOutput> {
  const s = ctx.scenario;
  const index = hexIndex(s);
  const crt = explained(requireChart(s, 'crt', 'crt'), given.explain);
  const airTable = requireChart(s, 'air-power', 'die-table');
  const session = new Session(s, given, `combat ${s.id}`, ctx.env);
  const { flags, choices } = session.resume(given, givenFlags);
  const attackers = required(flags.attacker, '--attacker <unit[@hex],...>');
  const defenders = required(flags.defender, '--defender <unit[@hex],...|hex>');
  const sequence = parseSequence(flags.sequence);
  const sideOfItem = (items: string[]) => {
    const id = items[0]?.replace(/@.*$/, '').replace(/#\d+$/, '');
    return s.units.find((u) => u.id === id)?.side;
  };
  const aSide = sideOfItem(attackers);
  const dSide = sideOfItem(defenders) ?? s.game.sides.find((x) => x.id !== aSide)?.id;
  // A side commits no more air units than it can have in a turn; a negative count would shift for the enemy.
  const air = (value: string, flag: string, side: string | undefined) =>
    parseInteger(
      value,
      flag,
      0,
      side === undefined ? 0 : mostAirUnits(airTable, side),
      `air units the ${side ?? 'attacking or defending'} side can have in a turn, 5.1`,
    );
  const airCommitted = {
    attacker: air(flags.airAttacker, '--air-attacker', aSide),
    defender: air(flags.airDefender, '--air-defender', dSide),
  };
  const crtHand = handTotalOf(D6, flags.roll, '--roll');
  const retreatHand = handFaces(flags.retreatRolls, '--retreat-rolls');
  const st = stateOf(s, session, flags);
  // The attacker's reading of a number follows the game option the combat's outcome names (6.5, Russian 6.5.2).
  const outcome = combatOutcome(s);
  const readingBy = readingOption(outcome, 'attacker');
  const reading = readingBy ? optionFrom(s, st, readingBy, flags.attackerResult) : undefined;
  const board = boardOf(s, index, st, flags.position, ctx.readPosition);
  const table: CombatTable = { s, index, crt, board, state: st, outcome };
  const prepared = prepareCombat(table, {
    attackers,
    defenders,
    sequence,
    air: airCommitted,
    amphibious: flags.amphibious,
    oos: { attacker: !!flags.oosAttacker, defender: !!flags.oosDefender },
    attackerReading: sideReading(outcome, 'attacker', reading),
  });
  const a = prepared.assessment;
  const warning = reconstructionWarning(s, crt);
  const note = reconstructionNote(s, crt);
  const title = says(s, 'title', { game: s.game.title, target: a.target });
  const chancesOf = msg('report.onColumn', { column: a.crt.column });
  const retreatTests = [...prepared.defenders, ...prepared.attackers].map((u) => ({
    ref: u.ref,
    ...retreatTest(s, u.unit, a.retreatModifier[u.unit.side] ?? 0),
  }));
  const before: Message[] = [
    ...prepared.notes,
    ...a.steps,
    says(s, retreatTests.some((x) => x.modifier) ? 'retreatTestsMod' : 'retreatTests', {
      section: '6.5.3',
      tests: retreatTests.map((x) => `${x.ref} ${x.chance}`).join(', '),
    }),
  ];
  const summary = {
    game: s.id,
    target: a.target,
    odds: a.odds,
    attack: a.attack,
    defence: a.defence,
    shifts: a.shifts,
    netShift: a.netShift,
    baseColumn: a.crt.baseColumn,
    column: a.crt.column,
    probabilities: a.crt.probabilities,
    outcomes: a.crt.outcomes,
    supply: prepared.supply,
    sequence: prepared.sequence,
    attackerResultReading: reading,
    retreatTests,
    warning,
  };
  if (session.preview)
    return {
      json: { ...summary, preview: true, steps: before.map((m) => render(m)) },
      lines: reportLines({
        title,
        warnings: [note],
        before,
        chances: { of: chancesOf, outcomes: a.crt.outcomes },
        preview: true,
      }),
    };

  const box = session.dice(crtHand !== undefined || retreatHand !== undefined);
  const crtRoll = box.roll('--roll', D6, crtHand);
  const feed = box.totals('--retreat-rolls', D6, retreatHand);
  const die = (c: LossChoice) => (c.die !== undefined ? box.roll('--choose', D6, c.die).total : feed.next());
  let pending = startCombat(table, prepared, crtRoll.total, sideReading(outcome, 'attacker', reading));
  const rolled = says(s, 'rolled', { roll: crtRoll.total, drm: '', result: pending.result, column: a.crt.column });
  const after: Line[] = [rolled];
  const answers: CombatAnswers = {};
  const queue = choices.flatMap((c) =>
    c
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean),
  );
  let used = 0;
  let progress: CombatProgress;
  for (;;) {
    progress = continueCombat(table, pending, answers, die);
    after.push(...progress.steps);
    pending = progress.pending;
    const q = progress.question;
    if (!q) break;
    let answer: string | undefined = queue[used];
    if (answer !== undefined) used++;
    else if (!flags.json && ctx.ask)
      answer = await ctx.ask(
        questionLines(hookDeclaration(s, 'veritable.combat'), q)
          .map((m) => render(m))
          .join('\n'),
      );
    if (answer === undefined) break;
    if (q.advance) answers.advance = answer === 'none' ? 'none' : list(answer);
    else answers.choices = [...(answers.choices ?? []), ...lossAnswer(q.loss!, answer)];
  }
  const json = {
    ...summary,
    combat: pending.id,
    roll: crtRoll.total,
    row: crtRoll.total,
    result: pending.result,
    meaning: a.crt.outcomes.find((o) => o.code === pending.result)?.meaning,
    units: englishOutcomes(pending.outcomes),
    advanced: pending.advanced,
    mayNotReturn: pending.mayNotReturn,
    rolls: box.rolls,
  };
  const report = (extra: Line[]) =>
    reportLines({
      title,
      warnings: [note],
      before,
      chances: { of: chancesOf, outcomes: a.crt.outcomes, rolled: pending.result },
      after: [...after, ...extra],
      rolls: box.rolls,
    });
  const q = progress.question;
  if (q) {
    const rule = q.advance ? '6.5.4' : '6.5.3';
    const question = questionLines(hookDeclaration(s, 'veritable.combat'), q);
    session.ask(flags, choices, {
      question: render(question[0]),
      said: question[0],
      options: [answerExample(q), '…'],
      rule,
      picks: picksOf(q),
    });
    // How to answer on the command line, keyed: the page asks in its own box and leaves it out by its key.
    const answer = flags.journal
      ? msg('answer.journal', { command: `combat ${s.id}`, journal: flags.journal, example: answerExample(q) })
      : msg('answer.again', {
          dice: `--roll ${crtRoll.total}`,
          example: [...queue.slice(0, used), answerExample(q)].join(';'),
        });
    return {
      json: { ...json, question: englishQuestion(q), answer: render(answer) },
      lines: report([
        '',
        says(s, 'waiting', { section: rule }),
        ...question.map((x) => msg('line.indent', { line: x })),
        answer,
      ]),
    };
  }
  feed.finish();
  session.record(
    {
      command: `combat ${s.id}`,
      inputs: {
        attackers: pending.attackers.map((x) => `${x.ref}@${x.at}`),
        defenders: pending.defenders.map((x) => `${x.ref}@${x.at}`),
        sequence: prepared.sequence,
        air: airCommitted,
        shift: a.netShift,
        column: a.crt.column,
        ...(choices.length ? { choices } : {}),
      },
      result: {
        result: pending.result,
        eliminated: pending.outcomes.filter((o) => o.outcome === 'eliminated').map((o) => o.ref),
        retreated: pending.outcomes.filter((o) => o.outcome === 'retreats').map((o) => `${o.ref}→${o.to}`),
        advanced: pending.advanced,
      },
      turn: st?.turn || undefined,
    },
    st ? stateKeys(s, st) : {},
  );
  return { json, lines: report([]) };
}

export const veritableCombat: TableProcedure = {
  game: GAME,
  verb: 'combat',
  ...FROM_DATA,
  judgesConditions: true,
  run: (ctx, flags, given) => runCombat(ctx, flags as unknown as CombatFlags, given),
};
