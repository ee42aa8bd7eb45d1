import { msg } from './messages.js';
import { parseDice } from '../../model/dice-spec.js';
import { explainedCharts } from '../../assist/crt/result-meaning.js';
import { placeUnits } from '../../rules/shared/placed-unit.js';
import { MORALE_HOOK, resolveMorale } from './morale.js';
import { declaredBattle, resultEffects } from '../../rules/odds-battle.js';
import { chartEnds } from '../../assist/crt/resolve-crt.js';
import {
  labourLimits,
  labourRoll,
  pontoonDamage,
  withCompletion,
  checkWork,
  workInput,
  sitePlace,
  asPontoon,
  asWork,
  LABOUR_HOOK,
  type PontoonState,
} from './labour.js';
import {
  damageKnown,
  declaredWork,
  halvedNow,
  rolledThisTurn,
  workChances,
  workDamageChances,
  workOutcome,
  workRecord,
  workSay,
  workStateOf,
} from '../../rules/work-roll.js';
import type { WorkStep } from '../../model/schema/work-roll.js';
import { render, type Value } from '../../assist/messages.js';
import { findPontoonSite } from './pontoon-site.js';
import { REMAGEN_RULES } from './state.js';
import { seenAt } from '../../rules/shared/game-state.js';
import { battleTurn, engagedAfter } from './turn-bookkeeping.js';
import { turnNames } from '../../rules/shared/turn-log.js';
import { TURN_LOG_KEY } from '../../rules/shared/turn-log.js';
import { KeyedRefusal, KeyedUsage } from '../../assist/messages.js';
import {
  reconstructionWarning,
  reconstructionNote,
  parseInteger,
  turnFrom,
  Session,
} from '../../assist/table/session.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { handFaces, handTotalOf } from '../../assist/table/hand-dice.js';
import { reportLines, stepsAfter } from '../../assist/table/report-lines.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
  linesText,
} from '../../assist/table/procedure.js';
import {
  at,
  onBoard,
  refuseNightFire,
  squareBoard,
  stateOf,
  turnOf,
  type LabourFlags,
  type MoraleFlags,
} from './table.js';

// Remagen Bridgehead's other procedures as the table runs them, from the command line and the companion page alike.

const GAME = 'remagen';
const D6 = parseDice('1d6');

/** Combat by morale check: the CLI's `morale remagen`. */
export async function runMorale(
  tc: TableContext,
  flags: MoraleFlags,
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const { s, index } = squareBoard(explainedCharts(tc.scenario, flags.explain));
  const { decl, crt } = declaredBattle(s, MORALE_HOOK);
  const session = new Session(s, flags, `morale ${s.id}`, tc.env);
  const st = stateOf(session, flags);
  const turn = turnFrom(flags, session, REMAGEN_RULES.sequence);
  const input = {
    attackers: placeUnits(s, index, flags.attacker),
    defenders: placeUnits(s, index, flags.defender),
    soakOff: !!flags.soakOff,
    eliminated: new Set(st.eliminated),
  };
  onBoard(st, turn, [...input.attackers, ...input.defenders]);
  // The odds decide whether a die is rolled at all, so look before rolling.
  const preview = resolveMorale(s, index, crt, input);
  const log = battleTurn(st, turn, input.attackers, input.defenders, turnNames(s));
  const warning = preview.odds.beyond ? undefined : reconstructionWarning(s, crt);
  const note = preview.odds.beyond ? undefined : reconstructionNote(s, crt);
  const title = msg('remagen.morale.title', { game: s.game.title, odds: preview.odds.label });
  const chancesOf = msg('report.onColumn', { column: String(preview.column) });
  if (flags.preview)
    return out({ game: s.id, preview: true, ...preview, steps: linesText(preview.steps), warning }, () =>
      reportLines({
        title,
        warnings: [note],
        before: preview.steps,
        chances: preview.odds.beyond ? undefined : { of: chancesOf, outcomes: preview.outcomes },
        preview: true,
      }),
    );
  const box = session.dice(flags.roll !== undefined);
  if (preview.odds.beyond && flags.roll !== undefined)
    throw new KeyedRefusal(msg('remagen.refused.noDieAt', { odds: preview.odds.label, rule: chartEnds(crt)!.rule }));
  const die = preview.odds.beyond ? undefined : box.roll('--roll', D6, handTotalOf(D6, flags.roll, '--roll'));
  const r = die ? resolveMorale(s, index, crt, { ...input, roll: die.total }) : preview;
  session.record(
    {
      command: `morale ${s.id}`,
      inputs: { attackers: flags.attacker, defenders: flags.defender, soakOff: !!flags.soakOff, odds: r.odds.label },
      result: r.result,
      turn,
    },
    {
      eliminated: [...st.eliminated, ...r.eliminated],
      positions: seenAt(st.positions, at([...input.attackers, ...input.defenders])),
      phase: `${input.attackers[0].unit.side} combat`,
      [TURN_LOG_KEY]: log,
      engaged: engagedAfter(st, input.attackers, input.defenders, !!resultEffects(decl, r.result).engage, turn),
      ...(turn !== undefined ? { turn } : {}),
    },
  );
  return out({ game: s.id, ...r, steps: linesText(r.steps), rolls: box.rolls, warning }, () =>
    reportLines({
      title,
      warnings: [note],
      before: r.rolled ? preview.steps : r.steps,
      chances: r.rolled ? { of: chancesOf, outcomes: r.outcomes, rolled: r.result } : undefined,
      after: r.rolled ? stepsAfter(r.steps, preview.steps) : [],
      rolls: box.rolls,
    }),
  );
}

export const remagenMorale: TableProcedure = {
  game: GAME,
  verb: 'morale',
  ...FROM_DATA,
  run: (tc, flags, given) => runMorale(tc, { ...{}, ...flags } as unknown as Parameters<typeof runMorale>[1], given),
};

/** Pontoon labour and damage: the CLI's `labour remagen`. */
export async function runLabour(
  tc: TableContext,
  flags: LabourFlags,
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const { s, map, index } = squareBoard(tc.scenario);
  const decl = declaredWork(s, LABOUR_HOOK);
  const say = (step: WorkStep, values: Record<string, Value> = {}) => workSay(decl, step, values);
  const site = findPontoonSite(map, flags.site);
  const place = sitePlace(site);
  const session = new Session(s, flags, `labour ${s.id}`, tc.env);
  const st = stateOf(session, flags);
  const pontoons = st.pontoons;
  const stored = asPontoon(workStateOf(decl, st, site.id));
  // A bridge holds at most the cap, and every hit takes at least a pip off it: more hits than that
  // change nothing, and each one would be a die to roll.
  const { cap, complete } = labourLimits(s);
  const given: PontoonState =
    flags.lu !== undefined
      ? { ...stored, lu: parseInteger(flags.lu, '--lu', 0, cap, 'the most labour units a bridge holds') }
      : stored;
  const before = withCompletion(flags.completed ? { ...given, completed: true } : given, complete);
  const faces = handFaces(flags.dice, '--dice');
  if (flags.damage !== undefined) {
    if (flags.engineers.length) throw new KeyedUsage(msg('remagen.refused.damageSeparate'));
    const hits = parseInteger(
      flags.damage,
      '--damage',
      1,
      cap,
      'more hits than a bridge holds labour units change nothing',
    );
    const night = optionChoice(s, 'night-moves', flags.nightMoves);
    refuseNightFire(s, turnFrom(flags, session, REMAGEN_RULES.sequence), night);
    const title = say('damageTitle', { game: s.game.title, site: site.name });
    const outcomes = workDamageChances(decl, place, asWork(before), hits);
    const known = [damageKnown(decl, hits, site.name, { count: before.lu, completed: before.completed })];
    const hitsOfChances = say('damageChancesOf');
    if (flags.preview)
      return out({ game: s.id, preview: true, site: site.id, hits, before: before.lu, chances: outcomes }, () =>
        reportLines({ title, before: known, chances: { of: hitsOfChances, outcomes }, preview: true }),
      );
    const box = session.dice(faces !== undefined);
    const dice = box.faces('--dice', hits, faces);
    const r = pontoonDamage(s, site, before, dice);
    session.record(
      {
        command: `labour ${s.id}`,
        inputs: { site: site.id, damage: hits },
        result: { lu: r.after, destroyed: r.destroyed },
      },
      { pontoons: { ...pontoons, [site.id]: r.state } },
    );
    return out({ game: s.id, ...r, steps: linesText(r.steps), chances: outcomes, rolls: box.rolls }, () =>
      reportLines({
        title,
        before: known,
        chances: {
          of: hitsOfChances,
          outcomes,
          rolled: r.after === 0 ? outcomes[0].code : render(say('outcomeStands')),
        },
        after: r.steps,
        rolls: box.rolls,
      }),
    );
  }
  if (!flags.engineers.length) throw new KeyedUsage(msg('remagen.refused.engineersNeeded'));
  const turn = turnOf(flags, session, 'remagen.refused.turnForLabour');
  const engineers = placeUnits(s, index, flags.engineers);
  onBoard(st, turn, engineers);
  const rolled = rolledThisTurn(
    decl,
    st,
    turn,
    engineers.map((e) => e.ref),
  );
  const nightReading = optionChoice(s, 'night-labour', flags.nightLabour);
  const halving = halvedNow(decl, s, turn, {
    'night-moves': optionChoice(s, 'night-moves', flags.nightMoves),
    'night-labour': nightReading,
  });
  const night = halving.halved;
  const enemies = placeUnits(s, index, flags.enemy);
  const input = { site, engineers, turn, night, halveEach: halving.each, before, enemies };
  checkWork(decl, index, input);
  const outcomes = workChances(decl, workInput(input));
  const title = say('title', { game: s.game.title, site: site.name, turn });
  const known = [
    say('known', {
      units: engineers.length === 1 ? say('oneUnit') : say('manyUnits', { n: engineers.length }),
      count: before.lu,
      complete,
      halved: night ? say('halves') : '',
    }),
  ];
  const labourOf = say('chancesOf');
  if (flags.preview)
    return out({ game: s.id, preview: true, site: site.id, turn, night, before: before.lu, chances: outcomes }, () =>
      reportLines({
        title,
        before: known,
        chances: { of: labourOf, outcomes },
        preview: true,
      }),
    );
  const box = session.dice(faces !== undefined);
  const dice = box.faces('--dice', engineers.length, faces);
  const r = labourRoll(s, index, { ...input, dice });
  session.record(
    {
      command: `labour ${s.id}`,
      inputs: { site: site.id, engineers: flags.engineers, turn, night, nightReading },
      result: { lu: r.after, completed: r.completed },
      turn,
    },
    {
      turn,
      phase: 'US turn: start',
      [decl.state.key]: { ...pontoons, [site.id]: workRecord(decl, asWork(r.state)) },
      ...(rolled && decl.oncePerTurn ? { [decl.oncePerTurn.state]: rolled } : {}),
      positions: seenAt(st.positions, at(engineers)),
    },
  );
  return out({ game: s.id, ...r, steps: linesText(r.steps), chances: outcomes, rolls: box.rolls }, () =>
    reportLines({
      title,
      before: known,
      chances: { of: labourOf, outcomes, rolled: workOutcome(decl, r.after) },
      after: r.steps,
      rolls: box.rolls,
    }),
  );
}

export const remagenLabour: TableProcedure = {
  game: GAME,
  verb: 'labour',
  ...FROM_DATA,
  run: (tc, flags, given) =>
    runLabour(tc, { ...{ engineers: [], enemy: [] }, ...flags } as unknown as Parameters<typeof runLabour>[1], given),
};
