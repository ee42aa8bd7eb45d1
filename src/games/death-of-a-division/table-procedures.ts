import { parseDice } from '../../model/dice-spec.js';
import { requireChart } from '../../rules/shared/chart-lookup.js';
import { areaUnits } from './area-units.js';
import { planDefensiveFire, resolveDefensiveFire, spreadHits } from './defensive-fire.js';
import { arrivalTurn, doadState } from './state.js';
import { placedAfter } from '../../rules/movement.js';
import { msg } from './messages.js';
import { seenAt } from '../../rules/shared/game-state.js';
import { GERMAN } from './sides.js';
import { judgeVictory } from './victory.js';
import { US } from './sides.js';
import { KeyedRefusal, KeyedUsage } from '../../assist/messages.js';
import { required, parseInteger, lastTurn, Session, countPicks, type AssistFlags } from '../../assist/table/session.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { handFaces } from '../../assist/table/hand-dice.js';
import { reportLines, stepsAfter } from '../../assist/table/report-lines.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
} from '../../assist/table/procedure.js';
import {
  afterHits,
  areaTable,
  awaitingLines,
  context,
  placed,
  readPosition,
  spreadGiven,
  unitsFrom,
  type FireFlags,
} from './table.js';

// Death of a Division's other procedures as the table runs them, from the command line and the companion page alike.

const GAME = 'death-of-a-division';
const _D6 = parseDice('1d6');

/** Defensive fire: the CLI's `fire death-of-a-division`. */
export async function runDefensiveFire(
  tc: TableContext,
  given: FireFlags,
  givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const { s, graph } = areaTable(tc.scenario);
  const chart = requireChart(s, 'defensive-fire', 'die-table');
  const session = new Session(s, given, `fire ${s.id}`, tc.env);
  const { flags, choices } = session.resume(given, givenFlags);
  const ctx = context(s, flags, session, tc.readPosition);
  const { st, turn } = ctx;
  const fortifications = optionChoice(s, 'fortifications', flags.fortifications);
  if (flags.fortified && fortifications !== 'on') throw new KeyedUsage(msg('death-of-a-division.refused.fortified'));
  const parentOnly = optionChoice(s, 'german-artillery-parent-only', flags.artilleryParentOnly) === 'on';
  const placer = optionChoice(s, 'firing-player-places-hits', flags.firingPlayerPlacesHits) === 'on';
  const [firer] = unitsFrom(s, [required(flags.firer, '--firer <unit[@area]>')], '--firer', ctx);
  const targets = unitsFrom(s, required(flags.target, '--target <unit[@area],...>'), '--target', ctx);
  const artillery = unitsFrom(s, flags.artillery, '--artillery', ctx);
  if (firer.unit.side === US && (turn ?? 1) === 1 && st.surprised.includes(firer.area))
    throw new KeyedRefusal(msg('death-of-a-division.refused.surprise', { area: graph.area(firer.area).name }));
  // Reinforcements placed after this fire phase on their arrival turn are not on the map for it (rules 3, 8).
  const phase = firer.unit.side === US ? 'us-fire' : 'german-fire';
  for (const u of [firer, ...artillery]) {
    const later = placedAfter(s.rules, u.unit.side, phase);
    if (later && turn !== undefined && arrivalTurn(st, u.unit) === turn)
      throw new KeyedRefusal(msg('reinforce.notYet', { ref: u.ref, phase: later.name, turn, section: later.section }));
  }
  // Each unit fires once in its side's defensive fire phase, and artillery never splits its dice (rules 6, 7).
  const firedNow = turn !== undefined && st.fired.turn === turn ? st.fired.units : [];
  const again = [firer, ...artillery].find((u) => firedNow.includes(u.ref));
  if (again)
    throw new KeyedRefusal(msg('death-of-a-division.refused.firedAlready', { ref: again.ref, turn: String(turn) }));
  const input = { firer, targets, artillery, fortified: !!flags.fortified, artilleryParentOnly: parentOnly };
  const plan = planDefensiveFire(graph, chart, input);
  const title = `Death of a Division: defensive fire in ${graph.area(plan.area).name}`;
  const chancesOf = `of each number of hits (${plan.dice} dice)`;
  if (flags.preview)
    return out({ game: s.id, preview: true, ...plan }, () =>
      reportLines({ title, before: plan.steps, chances: { of: chancesOf, outcomes: plan.chances }, preview: true }),
    );
  const faces = handFaces(flags.dice, '--dice');
  const box = session.dice(faces !== undefined);
  const dice = box.faces('--dice', plan.dice, faces);
  const counted = resolveDefensiveFire(plan, targets, dice);
  const given2 = spreadGiven(flags.assign, choices[0], counted.hits, plan.dice, !!session.pending);
  if (given2) spreadHits(targets, counted.hits, given2.spread, given2.flag);
  const r = given2 ? resolveDefensiveFire(plan, targets, dice, given2.spread) : counted;
  const landed = r.targets;
  if (!landed) {
    const who = placer ? 'the firing player (optional rule 6)' : `the owner of ${targets.map((t) => t.ref).join(', ')}`;
    const hit = targets.map((t) => t.ref).join(', ');
    const question = `${r.hits} hits on ${hit}: ${who} spreads them, every hit taken`;
    const options = ['UNIT=N,…'];
    session.ask(flags, [], {
      question,
      options,
      rule: 'rule 6, How to distribute hits',
      picks: countPicks(
        targets.map((t) => t.ref),
        r.hits,
      ),
    });
    const wait = awaitingLines(flags, `fire ${s.id}`, question, options, `--dice ${dice.join(',')}`);
    return out({ game: s.id, ...r, rolls: box.rolls, awaiting: { question, options }, answer: wait.answer }, () => [
      ...reportLines({
        title,
        before: plan.steps,
        chances: { of: chancesOf, outcomes: r.chances, rolled: `${r.hits} hit${r.hits === 1 ? '' : 's'}` },
        after: stepsAfter(r.steps, plan.steps),
        rolls: box.rolls,
      }),
      ...wait.lines,
    ]);
  }
  const firing = [firer, ...artillery];
  session.record(
    {
      command: `fire ${s.id}`,
      inputs: {
        firer: firer.ref,
        targets: targets.map((t) => t.ref),
        artillery: artillery.map((a) => a.ref),
        area: r.area,
        fortified: !!flags.fortified,
        ...(given2 && targets.length > 1 ? { spread: given2.spread } : {}),
      },
      result: { hits: r.hits, removed: r.removed },
      turn,
    },
    {
      ...afterHits(st, landed),
      positions: seenAt(st.positions, placed([...firing, ...targets])),
      phase: firer.unit.side === GERMAN ? '8, German defensive fire' : '4, US defensive fire',
      ...(turn !== undefined ? { turn, fired: { turn, units: [...firedNow, ...firing.map((u) => u.ref)] } } : {}),
    },
  );
  return out({ game: s.id, ...r, rolls: box.rolls }, () =>
    reportLines({
      title,
      before: plan.steps,
      chances: { of: chancesOf, outcomes: r.chances, rolled: `${r.hits} hit${r.hits === 1 ? '' : 's'}` },
      after: stepsAfter(r.steps, plan.steps),
      rolls: box.rolls,
    }),
  );
}

export const doadFire: TableProcedure = {
  game: GAME,
  verb: 'fire',
  ...FROM_DATA,
  run: (tc, flags, given) =>
    runDefensiveFire(
      tc,
      { ...{ target: [], artillery: [], hits: [], assign: [] }, ...flags } as unknown as Parameters<
        typeof runDefensiveFire
      >[1],
      given,
    ),
};

/** Victory: the CLI's `victory death-of-a-division`. */
export async function runVictory(
  tc: TableContext,
  flags: AssistFlags & { takenOn?: string; position?: string },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const { s, graph } = areaTable(tc.scenario);
  const chart = requireChart(s, 'victory', 'victory');
  const session = new Session(s, flags, `victory ${s.id}`, tc.env);
  const st = doadState(session.rawState, flags.journal);
  const takenOn =
    flags.takenOn !== undefined
      ? parseInteger(flags.takenOn, '--taken-on', 1, lastTurn(s), 'the turns of the game')
      : st.stVithTakenOn;
  const units = flags.position ? areaUnits(readPosition(s, flags.position, tc.readPosition).entries) : undefined;
  const r = judgeVictory(graph, chart, takenOn, units);
  session.record(
    { command: `victory ${s.id}`, inputs: { takenOn, position: flags.position }, result: r.result },
    takenOn !== undefined ? { stVithTakenOn: takenOn } : {},
  );
  return out({ game: s.id, ...r, preview: flags.preview || undefined }, () =>
    reportLines({ title: 'Death of a Division: victory', before: r.steps, preview: flags.preview }),
  );
}

export const doadVictory: TableProcedure = {
  game: GAME,
  verb: 'victory',
  ...FROM_DATA,
  run: (tc, flags, given) => runVictory(tc, { ...{}, ...flags } as unknown as Parameters<typeof runVictory>[1], given),
};
