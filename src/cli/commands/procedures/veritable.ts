import type { Command } from 'commander';
import { createInterface } from 'node:readline/promises';
import type { Scenario } from '../../../model/scenario.js';
import type { Chart } from '../../../model/schema/charts.js';
import { parseDice } from '../../../model/dice-spec.js';
import { gridMapIndex, type GridMapIndex } from '../../../assist/map/grid-map-index.js';
import { readJournal } from '../../../assist/journal/journal.js';
import { readPositionFile } from '../../../assist/position/position-file.js';
import { airPower, mostAirUnits, MOST_SURGES } from '../../../procedures/veritable/air-power.js';
import { checkFuhrerTurn, fuhrerRelease } from '../../../procedures/veritable/fuhrer.js';
import { findUnit } from '../../../procedures/shared/placed-unit.js';
import { requireChart } from '../../../procedures/shared/chart-lookup.js';
import { traceSupply } from '../../../procedures/veritable/supply.js';
import type { Sequence } from '../../../procedures/veritable/combat.js';
import { Board, boardFromEntries, boardFromState } from '../../../games/veritable/board.js';
import {
  agreedOptions,
  asSide,
  copyState,
  initialState,
  optionIn,
  readState,
  stateKeys,
  type Order,
  type VeritableState,
} from '../../../games/veritable/state.js';
import {
  continueCombat,
  prepareCombat,
  startCombat,
  type CombatAnswers,
  type CombatProgress,
  type CombatTable,
} from '../../../games/veritable/combat.js';
import { retreatTest, type LossChoice, type LossQuestion } from '../../../games/veritable/losses.js';
import { airChances, airCode, checkAirTurn, recordAir } from '../../../games/veritable/air.js';
import { checkFuhrerRoll, fuhrerCode, fuhrerOutcomes, recordFuhrer } from '../../../games/veritable/fuhrer.js';
import { chooseSequence } from '../../../games/veritable/turn.js';
import { enterReserves, moveUnits, type Placement } from '../../../games/veritable/moves.js';
import { checkSetup, recordSetup } from '../../../games/veritable/setup.js';
import { FRACTIONS_OPTION, victoryTally } from '../../../games/veritable/victory.js';
import { UsageError, InputError, processIo, type Io } from '../../io.js';
import {
  withDiceOptions,
  withAmend,
  withChoose,
  givenFlags,
  required,
  loadGame,
  reconstructionWarning,
  parseInteger,
  lastTurn,
  Session,
  printJsonOr,
  type AssistFlags,
} from '../../assist-support.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list, handFaces, handTotalOf } from './hand-dice.js';
import { reportLines } from './report-lines.js';
import type { GameTable, UnitStatusReader } from './game-table.js';

const GAME = 'veritable';
const PREVIEW_NOTE = ' (preview: nothing written)';
const D6 = parseDice('1d6');

function hexIndex(s: Scenario): GridMapIndex {
  if (s.map?.kind !== 'hex') throw new InputError(`${GAME} needs its hex map`);
  return gridMapIndex(s.map);
}

/** The journal's game state, a copy to change, or undefined without a journal. */
function stateOf(s: Scenario, session: Session, flags: AssistFlags): VeritableState | undefined {
  return flags.journal ? copyState(readState(s, session.rawState, flags.journal)) : undefined;
}

function needJournal(flags: { journal?: string }, what: string): string {
  if (!flags.journal) throw new UsageError(`${what} is kept in the game's journal: give --journal FILE`);
  return flags.journal;
}

/** The board: the journal's positions, or a position file's, or (neither) only the units a command names. */
function boardOf(s: Scenario, index: GridMapIndex, st: VeritableState | undefined, position?: string): Board {
  if (position) {
    if (st?.setupRecorded)
      throw new InputError(
        'the journal holds the positions since the set-up; --position would contradict it (move veritable ' +
          'changes them)',
      );
    return boardFromEntries(s, index, readPositionFile(position, s).entries, true);
  }
  if (st?.setupRecorded) return boardFromState(s, index, st);
  return new Board(s, index, [], false);
}

/** An option's choice: the flag (agreeing with what the players settled at set-up), else theirs, else the default. */
function optionFrom(s: Scenario, st: VeritableState | undefined, id: string, flag: string | undefined): string {
  const agreed = st?.options[id];
  if (flag === undefined) return optionIn(s, st, id);
  const choice = optionChoice(s, id, flag);
  if (agreed !== undefined && agreed !== choice)
    throw new InputError(`the players agreed ${id}=${agreed} at set-up; this game plays it that way`);
  return choice;
}

function parseSequence(v: string | undefined): Sequence | undefined {
  if (v === undefined) return undefined;
  if (v !== 'move-attack' && v !== 'attack-move') throw new UsageError('--sequence is move-attack or attack-move');
  return v;
}

function placements(items: readonly string[], flag: string): Placement[] {
  return items.map((item) => {
    const m = item.match(/^([^@\s]+)@(\S+)$/);
    if (!m) throw new UsageError(`${flag} takes UNIT@HEX items, e.g. 71-bde@H8; not "${item}"`);
    return { ref: m[1], to: m[2] };
  });
}

/** Where a side's units may be asked: a terminal, when the command was not told the answer. */
async function prompt(io: Io, json: boolean | undefined, question: string): Promise<string | undefined> {
  if (json || io !== processIo || !process.stdin.isTTY || !process.stdout.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(`${question}\n> `)).trim() || undefined;
  } finally {
    rl.close();
  }
}

/** "flak-1=J9,gr-1051=loss,44-bde=retreat:5" → the side's choices; ":N" is a retreat test rolled by hand. */
function lossAnswer(q: LossQuestion, answer: string): LossChoice[] {
  return answer.split(',').map((raw) => {
    const item = raw.trim();
    const m = item.match(/^([^=\s]+)=([^:\s]+)(?::(\d))?$/);
    if (!m) throw new UsageError(`--choose takes UNIT=HEX, UNIT=retreat or UNIT=loss items; not "${item}"`);
    const [, ref, what, die] = m;
    if (!q.units.some((u) => u.ref === ref))
      throw new InputError(`--choose: ${ref} is not one of the ${q.side} units that answer this result`);
    if (what === 'loss') {
      if (die) throw new UsageError(`--choose ${item}: a unit taken as a loss rolls no retreat test`);
      return { ref, choice: 'loss' };
    }
    const n = die === undefined ? undefined : handFaces(die, '--choose')![0];
    const to = what === 'retreat' ? undefined : what;
    return { ref, choice: 'retreat', ...(to ? { to } : {}), ...(n !== undefined ? { die: n } : {}) };
  });
}

function questionLines(q: NonNullable<CombatProgress['question']>): string[] {
  if (q.advance) return [q.advance.text];
  const l = q.loss!;
  return [
    l.text,
    ...l.units.map(
      (u) =>
        `  ${u.ref} (${u.at}): ${u.cannot ? `${u.cannot}; only a loss` : `retreat to ${u.hexes.join(', ')}`}` +
        `${u.cannot ? '' : `; its test passes on die${u.modifier ? ` +${u.modifier}` : ''} ≤ ${u.passAtMost}`}` +
        `${u.cannot ? '' : ` (${u.passChance})`}` +
        `${u.cannot && u.closed.length ? ` [${u.closed.join('; ')}]` : ''}`,
    ),
  ];
}

function answerExample(q: NonNullable<CombatProgress['question']>): string {
  if (q.advance) return `${q.advance.units.join(',')}|none`;
  return q.loss!.units.map((u) => `${u.ref}=${u.cannot ? 'loss' : u.hexes.length === 1 ? 'retreat' : 'HEX'}`).join(',');
}

interface CombatFlags extends AssistFlags {
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
}

function registerCombat(program: Command, io: Io): void {
  withChoose(
    withDiceOptions(
      verb(program, 'combat', 'resolve a combat with a game’s own procedure')
        .command(GAME)
        .description(
          'Operation: Veritable combat (6.5): strengths, terrain, supply at the moment of combat, shifts, the ' +
            'CRT, then each side’s retreat or losses as its player chooses, and the advance',
        )
        .option(
          '--attacker <unit[@hex],...>',
          'attacking units, e.g. 71-bde,158-bde (with @HEX where no position is known)',
          list,
        )
        .option(
          '--defender <unit[@hex],...|hex>',
          'the defending units, or their hex where the position is known',
          list,
        )
        .option('--sequence <order>', 'move-attack or attack-move: the turn’s choice (6.1), kept in the journal')
        .option('--air-attacker <n>', 'air units the attacker commits (5.2)', '0')
        .option('--air-defender <n>', 'air units the defender commits (5.2)', '0')
        .option('--oos-attacker', 'the attacking stacks are out of supply, where no position is known (7.2)')
        .option('--oos-defender', 'the defending stack is out of supply, where no position is known (7.2)')
        .option('--amphibious <unit>', 'the brigade with the amphibious marker (optional 11.1)')
        .option('--attacker-result <choice>', 'reading of the attacker’s result (game option attacker-result)')
        .option('--position <file>', 'where every unit stands, when the journal does not hold it')
        .option('--roll <n>', 'the combat die as rolled by hand')
        .option('--retreat-rolls <n,...>', 'retreat test dice as rolled by hand, in the order the units are tested'),
    ),
    'each side’s answer to its result, UNIT=HEX|retreat|loss[:DIE],… (defender first), then the units that ' +
      'advance or "none"; answers to several questions separated by ";"',
  ).action(async (given: CombatFlags, cmd: Command) => {
    const s = loadGame(GAME);
    const index = hexIndex(s);
    const crt = requireChart(s, 'crt', 'crt');
    const airTable = requireChart(s, 'air-power', 'die-table');
    const session = new Session(s, given, `combat ${GAME}`);
    const { flags, choices } = session.resume(given, givenFlags(cmd));
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
    const reading = optionFrom(s, st, 'attacker-result', flags.attackerResult);
    const board = boardOf(s, index, st, flags.position);
    const table: CombatTable = { s, index, crt, board, state: st };
    const prepared = prepareCombat(table, {
      attackers,
      defenders,
      sequence,
      air: airCommitted,
      amphibious: flags.amphibious,
      oos: { attacker: !!flags.oosAttacker, defender: !!flags.oosDefender },
      attackerReading: reading === 'per-unit' ? 'that-many' : 'all-or-losses',
    });
    const a = prepared.assessment;
    const warning = reconstructionWarning(s, crt);
    const title = `Operation: Veritable: combat at ${a.target}`;
    const chancesOf = `on ${a.crt.column}`;
    const retreatTests = [...prepared.defenders, ...prepared.attackers].map((u) => ({
      ref: u.ref,
      ...retreatTest(s, u.unit, a.retreatModifier[u.unit.side] ?? 0),
    }));
    const before = [
      ...prepared.notes,
      ...a.steps,
      `A retreat test passes on a die${retreatTests.some((x) => x.modifier) ? ' (with its modifier)' : ''} at or ` +
        `under the unit's highest factor (6.5.3): ` +
        retreatTests.map((x) => `${x.ref} ${x.chance}`).join(', '),
    ];
    const summary = {
      game: GAME,
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
      return printJsonOr(io, flags.json, { ...summary, preview: true, steps: before }, () =>
        reportLines({
          title,
          warnings: [warning],
          before,
          chances: { of: chancesOf, outcomes: a.crt.outcomes },
          preview: true,
        }),
      );

    const box = session.dice(crtHand !== undefined || retreatHand !== undefined);
    const crtRoll = box.roll('--roll', D6, crtHand);
    const feed = box.totals('--retreat-rolls', D6, retreatHand);
    const die = (c: LossChoice) => (c.die !== undefined ? box.roll('--choose', D6, c.die).total : feed.next());
    let pending = startCombat(table, prepared, crtRoll.total, reading === 'per-unit' ? 'that-many' : 'all-or-losses');
    const rolled = `Roll ${crtRoll.total}: ${pending.result} (${a.crt.column})`;
    const after: string[] = [rolled];
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
      else answer = await prompt(io, flags.json, questionLines(q).join('\n'));
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
      units: pending.outcomes,
      advanced: pending.advanced,
      mayNotReturn: pending.mayNotReturn,
      rolls: box.rolls,
    };
    const report = (extra: string[]) =>
      reportLines({
        title,
        warnings: [warning],
        before,
        chances: { of: chancesOf, outcomes: a.crt.outcomes, rolled: pending.result },
        after: [...after, ...extra],
        rolls: box.rolls,
      });
    const q = progress.question;
    if (q) {
      const rule = q.advance ? '6.5.4' : '6.5.3';
      const question = questionLines(q);
      session.ask(flags, choices, { question: question[0], options: [answerExample(q), '…'], rule });
      const answer = flags.journal
        ? `Answer: sandtable combat ${GAME} --journal ${flags.journal} --choose ${answerExample(q)}`
        : `No journal keeps this roll: run the command again with --roll ${crtRoll.total} and ` +
          `--choose "${[...queue.slice(0, used), answerExample(q)].join(';')}"`;
      return printJsonOr(io, flags.json, { ...json, question: q, answer }, () =>
        report(['', `Waiting for a choice (${rule}):`, ...question.map((x) => `  ${x}`), answer]),
      );
    }
    feed.finish();
    session.record(
      {
        command: `combat ${GAME}`,
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
      st ? stateKeys(st) : {},
    );
    printJsonOr(io, flags.json, json, () => report([]));
  });
}

function registerAir(program: Command, io: Io): void {
  withAmend(
    withDiceOptions(
      verb(program, 'air', 'air power determination')
        .command(GAME)
        .description('Operation: Veritable air power (5.1): RAF units and the Luftwaffe Surge, kept in the journal')
        .option('--turn <n>', 'game turn, 1 to 7 (8 with optional rule 11.3); the journal’s next turn by default')
        .option('--roll <n>', 'the Allied die as rolled by hand')
        .option('--surges <n>', 'Luftwaffe Surges already granted this game, when there is no journal to count them'),
    ),
  ).action((flags: AssistFlags & { turn?: string; roll?: string; surges?: string }) => {
    const s = loadGame(GAME);
    const table = requireChart(s, 'air-power', 'die-table');
    const turnGiven =
      flags.turn === undefined
        ? undefined
        : parseInteger(flags.turn, '--turn', 1, lastTurn(s), 'turns 1 to 7, 8 with optional rule 11.3');
    const surges =
      flags.surges === undefined
        ? undefined
        : parseInteger(flags.surges, '--surges', 0, MOST_SURGES, 'the Luftwaffe surges at most twice a game, 5.1');
    const hand = handTotalOf(D6, flags.roll, '--roll');
    const session = new Session(s, flags, `air ${GAME}`);
    const st = stateOf(s, session, flags);
    if (st && surges !== undefined)
      throw new UsageError('--surges is for play without a journal; the journal counts the Surges');
    const turn = turnGiven ?? (st?.turn ? st.turn + 1 : undefined);
    if (turn === undefined) throw new UsageError('--turn is needed: no journal says which turn it is');
    const surgesBefore = st ? checkAirTurn(s, st, turn, !!flags.amend).surgesBefore : (surges ?? 0);
    const warning = reconstructionWarning(s, table);
    const title = `Operation: Veritable: air power, turn ${turn}`;
    if (turn === 1) {
      const r = airPower(table, 1, undefined, surgesBefore);
      if (st && st.turn === 0 && !session.preview)
        session.record(
          { command: `air ${GAME}`, inputs: { turn }, result: 'no roll on turn 1', turn },
          stateKeys(recordAir(st, r)),
        );
      return printJsonOr(io, flags.json, { game: GAME, ...r }, () => [title, ...r.steps.map((x) => `  ${x}`)]);
    }
    const chances = airChances(table, turn, surgesBefore);
    const before = [`Luftwaffe Surges granted before this turn: ${surgesBefore} of ${MOST_SURGES} (5.1)`];
    if (session.preview)
      return printJsonOr(
        io,
        flags.json,
        { game: GAME, preview: true, turn, surgesBefore, outcomes: chances, warning },
        () =>
          reportLines({
            title,
            warnings: [warning],
            before,
            chances: { of: 'of the roll', outcomes: chances },
            preview: true,
          }),
      );
    const box = session.dice(hand !== undefined);
    const die = box.roll('--roll', D6, hand);
    const r = airPower(table, turn, die.total, surgesBefore);
    session.record(
      {
        command: `air ${GAME}`,
        inputs: { turn, ...(flags.amend ? { amend: true } : {}) },
        result: { allied: r.allied, german: r.german, surge: r.surge },
        turn,
      },
      st ? stateKeys(recordAir(st, r)) : {},
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, outcomes: chances, rolls: box.rolls, warning }, () =>
      reportLines({
        title,
        warnings: [warning],
        before,
        chances: { of: 'of the roll', outcomes: chances, rolled: airCode(r.allied, r.surge) },
        after: [...r.steps, `Allied air units: ${r.allied}; German air units: ${r.german}`],
        rolls: box.rolls,
      }),
    );
  });
}

function registerFuhrer(program: Command, io: Io): void {
  withDiceOptions(
    verb(program, 'fuhrer', 'optional Führer’s interference roll')
      .command(GAME)
      .description('Operation: Veritable optional 11.2: may a German reserve unit be released this turn?')
      .option('--turn <n>', 'game turn (else the journal’s)')
      .requiredOption('--unit <id>', 'the reserve unit asked for')
      .option('--roll <n>', 'the die as rolled by hand'),
  ).action((flags: AssistFlags & { turn?: string; unit: string; roll?: string }) => {
    const s = loadGame(GAME);
    const unit = findUnit(s, flags.unit);
    if (!unit.reserve || unit.side !== 'german')
      throw new InputError(`${unit.id} is not in the German strategic reserve (10.1)`);
    const turnGiven =
      flags.turn === undefined
        ? undefined
        : parseInteger(flags.turn, '--turn', 1, lastTurn(s), 'the turns of the game');
    const hand = handTotalOf(D6, flags.roll, '--roll');
    const session = new Session(s, flags, `fuhrer ${GAME}`);
    const st = stateOf(s, session, flags);
    const turn = turnGiven ?? (st?.turn || undefined);
    if (turn === undefined) throw new UsageError('--turn is needed: no journal says which turn it is');
    checkFuhrerTurn(turn);
    if (st) checkFuhrerRoll(s, st, unit.id, turn);
    const outcomes = fuhrerOutcomes(turn);
    const title = `Operation: Veritable: Führer roll for ${unit.id}, turn ${turn}`;
    if (session.preview)
      return printJsonOr(io, flags.json, { game: GAME, preview: true, unit: unit.id, turn, outcomes }, () =>
        reportLines({ title, before: [], chances: { of: 'of the roll', outcomes }, preview: true }),
      );
    const box = session.dice(hand !== undefined);
    const die = box.roll('--roll', D6, hand);
    const r = fuhrerRelease(unit.id, turn, die.total, !!st?.fuhrer.refused.includes(unit.id));
    const code = fuhrerCode(r);
    session.record(
      { command: `fuhrer ${GAME}`, inputs: { turn: r.turn, unit: unit.id }, result: code, turn },
      st ? stateKeys(recordFuhrer(st, r)) : {},
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, outcomes, rolls: box.rolls }, () =>
      reportLines({
        title,
        before: [],
        chances: { of: 'of the roll', outcomes, rolled: code },
        after: r.steps,
        rolls: box.rolls,
      }),
    );
  });
}

/** Options of a command that changes the journal without dice. */
function withJournalOptions(cmd: Command): Command {
  return cmd
    .option('--journal <file>', 'the game’s journal: read, checked against, and written')
    .option('--preview', 'check and show what would change; write nothing')
    .option('--json', 'print JSON');
}

function registerTurnCommands(program: Command, io: Io): void {
  withJournalOptions(
    withAmend(
      verb(program, 'sequence', 'a player turn’s Move/Attack or Attack/Move choice')
        .command(GAME)
        .description(
          'Operation: Veritable 6.1: the phasing player’s Move/Attack or Attack/Move choice; the German choice ' +
            'opens the German player turn (4.3)',
        )
        .requiredOption('--side <side>', 'allied or german')
        .requiredOption('--order <order>', 'move-attack or attack-move'),
    ),
  ).action((flags: AssistFlags & { side: string; order: string }) => {
    const s = loadGame(GAME);
    const side = asSide(flags.side);
    const order = parseSequence(flags.order) as Order;
    needJournal(flags, 'the sequence choice');
    const session = new Session(s, flags, `sequence ${GAME}`);
    const st = stateOf(s, session, flags)!;
    const next = chooseSequence(st, side, order, !!flags.amend);
    session.record(
      { command: `sequence ${GAME}`, inputs: { side, order }, result: `${side} ${order}`, turn: next.turn },
      stateKeys(next),
    );
    printJsonOr(
      io,
      flags.json,
      { game: GAME, turn: next.turn, phase: next.phase, side, order, preview: session.preview },
      () => [
        `Turn ${next.turn}: the ${side === 'allied' ? 'Allied' : 'German'} player turn, ${order} ` +
          `(6.1${order === 'attack-move' ? '; every attack shifts 1 right, 6.1.2' : ''})` +
          `${session.preview ? ' (preview: nothing written)' : ''}`,
      ],
    );
  });

  withJournalOptions(
    verb(program, 'move', 'move units on the map, kept in the journal')
      .command(GAME)
      .description(
        'Operation: Veritable movement: the phasing player’s units to new hexes, or off the east edge (9.1); ' +
          'enemy hexes, outposts, stacking and the turn’s sequence are checked; movement points are not',
      )
      .option('--units <unit@hex,...>', 'units and the hexes they move to', list, [])
      .option('--exit <unit,...>', 'Allied units leaving the map by the east edge', list, []),
  ).action((flags: AssistFlags & { units: string[]; exit: string[] }) => {
    const s = loadGame(GAME);
    const index = hexIndex(s);
    const moves = placements(flags.units, '--units');
    needJournal(flags, 'where units stand');
    const session = new Session(s, flags, `move ${GAME}`);
    const st = stateOf(s, session, flags)!;
    const board = boardOf(s, index, st);
    const change = moveUnits(s, st, board, moves, flags.exit);
    session.record(
      {
        command: `move ${GAME}`,
        inputs: { units: flags.units, exit: flags.exit },
        result: change.steps.slice(0, -1),
        turn: change.state.turn,
      },
      stateKeys(change.state),
    );
    printJsonOr(io, flags.json, { game: GAME, preview: session.preview, steps: change.steps }, () => [
      `Operation: Veritable: movement, turn ${change.state.turn}${session.preview ? PREVIEW_NOTE : ''}`,
      ...change.steps.map((x) => `  ${x}`),
    ]);
  });

  withJournalOptions(
    verb(program, 'reserve', 'bring strategic reserve units into play')
      .command(GAME)
      .description('Operation: Veritable 8.1: reserve units enter on their side’s edge road hexes from turn 2')
      .requiredOption('--units <unit@hex,...>', 'reserve units and the entry hexes they come in at', list),
  ).action((flags: AssistFlags & { units: string[] }) => {
    const s = loadGame(GAME);
    const index = hexIndex(s);
    const entries = placements(flags.units, '--units');
    needJournal(flags, 'the strategic reserve');
    const session = new Session(s, flags, `reserve ${GAME}`);
    const st = stateOf(s, session, flags)!;
    const change = enterReserves(s, st, boardOf(s, index, st), entries);
    session.record(
      { command: `reserve ${GAME}`, inputs: { units: flags.units }, result: change.steps, turn: change.state.turn },
      stateKeys(change.state),
    );
    printJsonOr(io, flags.json, { game: GAME, preview: session.preview, steps: change.steps }, () => [
      `Operation: Veritable: reserves, turn ${change.state.turn}${session.preview ? PREVIEW_NOTE : ''}`,
      ...change.steps.map((x) => `  ${x}`),
    ]);
  });
}

function registerSetup(program: Command, io: Io): void {
  withJournalOptions(
    verb(verb(program, 'setup', 'check a set-up'), 'check', 'check a set-up against the rules')
      .command(GAME)
      .description(
        'Operation: Veritable set-up (10.0): zones, reserves, stacking and the outpost screen over F3-F9 (8.4); ' +
          'with --journal a legal set-up starts the game there',
      )
      .requiredOption('--position <file>', 'YAML position file: units: ["71-bde@E7", { unit: gr-1051, at: I9 }]')
      .option('--option <id=choice...>', 'game options the players agree, e.g. fuhrer-interference=on', list, []),
  ).action((flags: AssistFlags & { position: string; option: string[] }) => {
    const s = loadGame(GAME);
    const index = hexIndex(s);
    const options = agreedOptions(s, flags.option);
    const report = checkSetup(s, index, readPositionFile(flags.position, s).entries);
    const session = flags.journal ? new Session(s, flags, `setup check ${GAME}`) : undefined;
    const st = session ? stateOf(s, session, flags) : undefined;
    const title = `Operation: Veritable: set-up from ${flags.position}`;
    if (report.problems.length)
      throw new InputError(
        [
          `${title}: ${report.problems.length} problem${report.problems.length > 1 ? 's' : ''}`,
          ...report.problems.map((p) => `  ${p}`),
        ].join('\n'),
      );
    if (session && st) {
      const next = recordSetup(st, report, options);
      session.record(
        { command: `setup check ${GAME}`, inputs: { position: flags.position, options }, result: 'legal', turn: 1 },
        stateKeys(next),
      );
      if (!session.preview) report.steps.push(`Recorded in ${flags.journal}: turn 1, the Allied player turn`);
    }
    printJsonOr(io, flags.json, { game: GAME, legal: true, options, steps: report.steps }, () => [
      `${title}${session?.preview ? ' (preview: nothing written)' : ''}`,
      ...report.steps.map((x) => `  ${x}`),
    ]);
  });
}

function registerSupply(program: Command, io: Io): void {
  verb(program, 'supply', 'trace supply for every unit of a side from a position file')
    .command(GAME)
    .description(
      'Operation: Veritable supply (7.0-7.2): every unit of a side, supplied or not, ' +
        'the line traced, and the end-game road rule; from the journal’s positions or a position file',
    )
    .option('--position <file>', 'YAML position file: units: ["71-bde@H8", { unit: gr-1051, at: I9 }]')
    .option('--journal <file>', 'the game’s journal, for its positions (read, never written)')
    .option('--side <side>', 'allied or german', 'allied')
    .option('--preview', 'the same answer: supply rolls no die and writes nothing')
    .option('--json', 'print JSON')
    .action((flags: { position?: string; journal?: string; side: string; json?: boolean }) => {
      const s = loadGame(GAME);
      const index = hexIndex(s);
      if (!s.game.sides.some((x) => x.id === flags.side))
        throw new UsageError(`--side is one of ${s.game.sides.map((x) => x.id).join(', ')}`);
      if (!flags.position && !flags.journal) throw new UsageError('give --position FILE or --journal FILE');
      const st = flags.journal ? readState(s, readJournal(flags.journal, s.id).state, flags.journal) : undefined;
      if (st && !flags.position && !st.setupRecorded)
        throw new InputError(`${flags.journal} holds no positions yet: record the set-up first (10.0)`);
      const board = boardOf(s, index, st, flags.position);
      const report = traceSupply(s, index, board.entries(), flags.side);
      printJsonOr(io, flags.json, { game: GAME, ...report }, () => report.steps);
    });
}

/** `victory veritable`, made for it under the shared victory verb. */
function victoryCommand(cmd: Command, io: Io): void {
  cmd
    .description(
      'Operation: Veritable victory (9.1, 9.2): the Allied points from the journal’s state and the level they ' +
        'reach; a total with a half point is read by the game option vp-fractions',
    )
    .requiredOption('--journal <file>', 'the game’s journal (read, never written)')
    .option('--fractions <choice>', `how a total with a half point reads (game option ${FRACTIONS_OPTION})`)
    .option('--preview', 'the same answer: the tally rolls no die and writes nothing')
    .option('--json', 'print JSON')
    .action((flags: { journal: string; fractions?: string; json?: boolean }) => {
      const s = loadGame(GAME);
      const index = hexIndex(s);
      const st = readState(s, readJournal(flags.journal, s.id).state, flags.journal);
      if (!st.setupRecorded) throw new InputError(`${flags.journal} holds no game yet: record the set-up first (10.0)`);
      const chart = requireChart(s, 'victory', 'victory') as Extract<Chart, { kind: 'victory' }>;
      const fractions = optionFrom(s, st, FRACTIONS_OPTION, flags.fractions);
      const r = victoryTally(s, st, boardFromState(s, index, st), chart, fractions);
      printJsonOr(io, flags.json, { game: GAME, ...r }, () => [
        `Operation: Veritable: victory points${r.final ? '' : ` (interim, turn ${r.turn})`}`,
        ...r.steps.map((x) => `  ${x}`),
      ]);
    });
}

/** Each counter's status in `units veritable`, from the journal's state. */
function unitStatus(s: Scenario, raw: Record<string, unknown>, journal?: string): UnitStatusReader {
  const st = readState(s, raw, journal);
  const initial = initialState(s);
  return (ref) => {
    const u = st.units[ref] ?? initial.units[ref];
    const words = {
      map: 'on the map',
      reserve: 'in the strategic reserve',
      unplaced: 'not set up yet',
      eliminated: 'eliminated',
      exited: 'exited by the east edge',
    }[u.status];
    return {
      status: words,
      ...(u.status === 'map' && u.at ? { at: u.at } : {}),
      ...(u.status === 'reserve' && u.at ? { detail: u.at } : {}),
      ...(u.turn ? { detail: `turn ${u.turn}` } : {}),
    };
  };
}

/** What Veritable plugs into the shared table commands: `units veritable` and `victory veritable`. */
export const veritableTable: GameTable = { id: GAME, unitStatus, victory: victoryCommand };

export function registerVeritable(program: Command, io: Io): void {
  registerCombat(program, io);
  registerAir(program, io);
  registerFuhrer(program, io);
  registerTurnCommands(program, io);
  registerSetup(program, io);
  registerSupply(program, io);
}
