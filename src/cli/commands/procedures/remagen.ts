import type { Command } from 'commander';
import type { Scenario } from '../../../model/scenario.js';
import type { Chart } from '../../../model/schema/charts.js';
import type { SquareMap } from '../../../model/schema/map.js';
import { parseDice } from '../../../model/dice-spec.js';
import { gridMapIndex, type GridMapIndex } from '../../../assist/map/grid-map-index.js';
import { placeUnits } from '../../../procedures/shared/placed-unit.js';
import { requireChart } from '../../../procedures/shared/chart-lookup.js';
import { mostDamage, planFire, resolveFire } from '../../../procedures/remagen/fire.js';
import { resolveMorale } from '../../../procedures/remagen/morale.js';
import { bridgeCollapse, type BridgeState } from '../../../procedures/remagen/bridge-collapse.js';
import {
  labourLimits,
  labourRoll,
  pontoonDamage,
  NEW_PONTOON,
  type PontoonState,
  type NightReading,
} from '../../../procedures/remagen/labour.js';
import { findPontoonSite } from '../../../procedures/remagen/pontoon-site.js';
import { paratroopDrop, type DropState } from '../../../procedures/remagen/paratroop-drop.js';
import { isNightTurn } from '../../../procedures/remagen/night-turn.js';
import { InputError, UsageError, type Io } from '../../io.js';
import {
  withDiceOptions,
  loadGame,
  reconstructionWarning,
  parseInteger,
  turnFrom,
  Session,
  printJsonOr,
  type AssistFlags,
} from '../../assist-support.js';
import { probabilityBars } from '../../format/probability-bars.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list, handFaces, refCounts, diceFeed, diceFor, handRoll, facesRoll } from './hand-dice.js';

const GAME = 'remagen';
const D6 = parseDice('1d6');

function board(): { s: Scenario; map: SquareMap; index: GridMapIndex } {
  const s = loadGame(GAME);
  if (s.map?.kind !== 'square') throw new InputError(`${GAME} needs its square-sector map`);
  return { s, map: s.map, index: gridMapIndex(s.map) };
}

/** The turn, where the rules depend on it. */
function turnOf(flags: { turn?: string }, session: Session, needed: string): number {
  const t = turnFrom(flags, session);
  if (t === undefined) throw new UsageError(`--turn is needed ${needed} (or a journal that knows the turn)`);
  return t;
}

const warningsFor = (s: Scenario, charts: Chart[]) =>
  charts.map((c) => reconstructionWarning(s, c)).filter((w): w is string => !!w);

interface FireFlags extends AssistFlags {
  firer: string[];
  target: string[];
  dice?: string;
  hitDice?: string;
  order?: string[];
  hits: string[];
  turn?: string;
  nightMoves?: string;
}

interface MoraleFlags extends AssistFlags {
  attacker: string[];
  defender: string[];
  soakOff?: boolean;
  roll?: string;
}

interface LabourFlags extends AssistFlags {
  site: string;
  engineers: string[];
  enemy: string[];
  dice?: string;
  damage?: string;
  lu?: string;
  turn?: string;
  nightMoves?: string;
  nightLabour?: string;
}

export function registerRemagen(program: Command, io: Io): void {
  withDiceOptions(
    verb(program, 'fire', 'fire with a game’s own procedure')
      .command(GAME)
      .description(
        'Remagen Bridgehead fire: dice per unit, the range divisor, hit dice, and which trays and vehicles are lost',
      )
      .requiredOption(
        '--firer <unit@sector,...>',
        'firing units, all in one sector, e.g. de-11pz-pz4#1@K14 (repeatable)',
        list,
      )
      .requiredOption('--target <unit@sector,...>', 'every unit in the target sector', list)
      .option('--dice <faces>', 'the salvo as rolled by hand, one face per die, e.g. 5,4,4')
      .option('--hit-dice <faces>', 'the hit dice as rolled by hand, one per hit on trays, e.g. 3,3,2,3')
      .option('--order <unit,...>', 'the order the firer applies hits in (within the rules)', list)
      .option(
        '--hits <unit=n,...>',
        'figures a tray has lost, or hits on a vehicle, before this fire (else the journal’s)',
        list,
        [],
      )
      .option('--turn <n>', 'game turn (no fire on night turns)')
      .option('--night-moves <on|off>', 'game option night-moves'),
  ).action((flags: FireFlags) => {
    const { s, index } = board();
    const session = new Session(s, flags);
    const nightMoves = optionChoice(s, 'night-moves', flags.nightMoves);
    const turn = turnFrom(flags, session);
    if (turn !== undefined && isNightTurn(s, turn, nightMoves))
      throw new InputError(`turn ${turn} is a night turn: the fire portion is omitted`);
    const damage = {
      ...session.state<Record<string, number>>('damage', {}),
      ...refCounts(flags.hits, '--hits', mostDamage(s), 'the most figures a tray loses or hits a vehicle takes'),
    };
    const eliminated = session.state<string[]>('eliminated', []);
    const plan = planFire(s, index, {
      firers: placeUnits(s, index, flags.firer),
      targets: placeUnits(s, index, flags.target),
      damage,
      eliminated: new Set(eliminated),
      order: flags.order,
    });
    const salvoFaces = handFaces(flags.dice, '--dice');
    const salvo = diceFor(plan.dice, '--dice', salvoFaces, session.source);
    const hitFeed = diceFeed('--hit-dice', handFaces(flags.hitDice, '--hit-dice'), session.source);
    const r = resolveFire(plan, salvo, hitFeed.next);
    hitFeed.finish();
    const vehicles = r.order.some((t) => t.kind === 'vehicle');
    const warnings = warningsFor(s, [
      requireChart(s, 'fire', 'table'),
      ...(vehicles ? [requireChart(s, 'vehicle-hits', 'table')] : []),
    ]);
    const after = { ...damage };
    for (const o of r.outcomes) if (o.taken) after[o.ref] = o.after;
    for (const ref of r.eliminated) delete after[ref];
    session.record(
      {
        command: 'fire remagen',
        inputs: {
          firers: flags.firer,
          targets: flags.target,
          range: r.range,
          divisor: r.divisor,
          order: r.order.map((t) => t.ref),
        },
        rolls: [
          facesRoll(r.salvo, salvoFaces !== undefined),
          ...(r.hitDice.length ? [facesRoll(r.hitDice, hitFeed.entered)] : []),
        ],
        result: { hits: r.hits, eliminated: r.eliminated },
      },
      { damage: after, eliminated: [...eliminated, ...r.eliminated], ...(turn !== undefined ? { turn } : {}) },
    );
    const { order, ...json } = r;
    printJsonOr(
      io,
      flags.json,
      { game: GAME, ...json, order: order.map((t) => t.ref), warning: warnings.join('\n') || undefined },
      () => [
        `Remagen Bridgehead: fire from ${r.from} at ${r.at}`,
        ...warnings,
        ...r.steps.map((x) => `  ${x}`),
        '',
        `  Chances of each number of hits before the roll (${r.dice} dice / ${r.divisor}):`,
        ...probabilityBars(r.hitChances, `${r.hits} hit${r.hits === 1 ? '' : 's'}`).map((l) => `  ${l}`),
      ],
    );
  });

  withDiceOptions(
    verb(program, 'morale', 'combat by morale check')
      .command(GAME)
      .description(
        'Remagen Bridgehead combat: Combat Values, odds rounded for the defender, ' +
          'the chart’s ends, soak-offs, the Morale Chart',
      )
      .requiredOption('--attacker <unit@sector,...>', 'attacking units, in one or more sectors (repeatable)', list)
      .requiredOption('--defender <unit@sector,...>', 'defending units, in one or more sectors', list)
      .option('--soak-off', 'this battle is a soak-off (not allowed worse than 1-6)')
      .option('--roll <n>', 'the morale die as rolled by hand'),
  ).action((flags: MoraleFlags) => {
    const { s, index } = board();
    const crt = requireChart(s, 'morale', 'crt');
    const session = new Session(s, flags);
    const eliminated = session.state<string[]>('eliminated', []);
    const input = {
      attackers: placeUnits(s, index, flags.attacker),
      defenders: placeUnits(s, index, flags.defender),
      soakOff: !!flags.soakOff,
      eliminated: new Set(eliminated),
    };
    // The odds decide whether a die is rolled at all, so look before rolling.
    const preview = resolveMorale(s, index, crt, input);
    const die = !preview.odds.beyond ? handRoll(D6, flags.roll, session.source) : undefined;
    const r = die ? resolveMorale(s, index, crt, { ...input, roll: die.total }) : preview;
    const warning = r.rolled ? reconstructionWarning(s, crt) : undefined;
    session.record(
      {
        command: 'morale remagen',
        inputs: { attackers: flags.attacker, defenders: flags.defender, soakOff: !!flags.soakOff, odds: r.odds.label },
        rolls: die ? [die] : [],
        result: r.result,
      },
      { eliminated: [...eliminated, ...r.eliminated] },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, warning }, () => [
      `Remagen Bridgehead: battle at ${r.odds.label}`,
      ...(warning ? [warning] : []),
      ...r.steps.map((x) => `  ${x}`),
      ...(r.rolled
        ? [
            '',
            `  Chances on ${r.column} before the roll:`,
            ...probabilityBars(r.outcomes, r.result).map((l) => `  ${l}`),
          ]
        : []),
    ]);
  });

  withDiceOptions(
    verb(program, 'bridge', 'a bridge’s fate')
      .command(GAME)
      .description(
        'Remagen Bridgehead: the Ludendorff Bridge roll from German turn 4; ' +
          'it falls on turn 9 at the latest (kept in the journal)',
      )
      .option('--turn <n>', 'the German turn (else the journal’s)')
      .option('--roll <n>', 'the die as rolled by hand')
      .option('--on <unit@sector,...>', 'units on the bridge, lost if it falls', list, []),
  ).action((flags: AssistFlags & { turn?: string; roll?: string; on: string[] }) => {
    const { s, map, index } = board();
    const table = requireChart(s, 'bridge-collapse', 'die-table');
    const session = new Session(s, flags);
    const turn = turnOf(flags, session, 'for the bridge roll');
    const before = session.state<BridgeState>('ludendorff', { collapsed: false });
    const bridge = map.bridges.find((b) => b.kind === 'railway');
    const on = placeUnits(s, index, flags.on);
    for (const u of on)
      if (!bridge?.sectors.includes(u.label))
        throw new InputError(`${u.ref} is in ${u.label}, not on the bridge (${bridge?.sectors.join(', ')})`);
    const preview = bridgeCollapse(table, turn, before);
    const auto = preview.collapses;
    const die = auto ? undefined : handRoll(D6, flags.roll, session.source);
    const r = die ? bridgeCollapse(table, turn, before, die.total) : preview;
    const lost = r.collapses ? on.map((u) => u.ref) : [];
    if (lost.length) r.steps.push(`Lost with the bridge: ${lost.join(', ')}`);
    const warning = reconstructionWarning(s, table);
    session.record(
      {
        command: 'bridge remagen',
        inputs: { turn },
        rolls: die ? [die] : [],
        result: r.collapses ? 'collapses' : 'stands',
      },
      {
        turn,
        ludendorff: r.state,
        ...(lost.length ? { eliminated: [...session.state<string[]>('eliminated', []), ...lost] } : {}),
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, lost, warning }, () => [
      `Remagen Bridgehead: the Ludendorff Bridge, turn ${turn}`,
      ...(warning ? [warning] : []),
      ...r.steps.map((x) => `  ${x}`),
    ]);
  });

  withDiceOptions(
    verb(program, 'labour', 'engineers’ labour units')
      .command(GAME)
      .description(
        'Remagen Bridgehead pontoon bridges: engineers roll labour units (halved at night, capped at 30), ' +
          'or fire damages a bridge (kept in the journal)',
      )
      .requiredOption(
        '--site <id|sector>',
        'the pontoon site: pontoon-north, pontoon-rr, pontoon-south, or one of its sectors',
      )
      .option('--engineers <unit@sector,...>', '1 to 3 engineer trays in the site’s bridgeheads', list, [])
      .option(
        '--enemy <unit@sector,...>',
        'enemy units near the site; one next to a bridgehead stops the work',
        list,
        [],
      )
      .option('--dice <faces>', 'the dice as rolled by hand: one per engineer, or one per hit with --damage')
      .option('--damage <hits>', 'hits scored on the bridge’s two sectors: one die each comes off its labour units')
      .option('--lu <n>', 'the bridge’s labour units before this roll (else the journal’s, else 0)')
      .option('--turn <n>', 'game turn (else the journal’s)')
      .option('--night-moves <on|off>', 'game option night-moves')
      .option('--night-labour <reading>', 'game option night-labour: halve-total or halve-each-die'),
  ).action((flags: LabourFlags) => {
    const { s, map, index } = board();
    const site = findPontoonSite(map, flags.site);
    const session = new Session(s, flags);
    const pontoons = session.state<Record<string, PontoonState>>('pontoons', {});
    const stored = pontoons[site.id] ?? NEW_PONTOON;
    // A bridge holds at most the cap, and every hit takes at least a pip off it: more hits than that
    // change nothing, and each one would be a die to roll.
    const { cap } = labourLimits(s);
    const before: PontoonState =
      flags.lu !== undefined
        ? { ...stored, lu: parseInteger(flags.lu, '--lu', 0, cap, 'the most labour units a bridge holds') }
        : stored;
    const faces = handFaces(flags.dice, '--dice');
    if (flags.damage !== undefined) {
      if (flags.engineers.length)
        throw new UsageError('--damage records fire on the bridge; engineers roll in a separate command');
      const hits = parseInteger(
        flags.damage,
        '--damage',
        1,
        cap,
        'more hits than a bridge holds labour units change nothing',
      );
      const dice = diceFor(hits, '--dice', faces, session.source);
      const r = pontoonDamage(site, before, hits, dice);
      session.record(
        {
          command: 'labour remagen',
          inputs: { site: site.id, damage: hits },
          rolls: [facesRoll(dice, !!faces)],
          result: { lu: r.after, destroyed: r.destroyed },
        },
        { pontoons: { ...pontoons, [site.id]: r.state } },
      );
      printJsonOr(io, flags.json, { game: GAME, ...r }, () => [
        `Remagen Bridgehead: fire on ${site.name}`,
        ...r.steps.map((x) => `  ${x}`),
      ]);
      return;
    }
    if (!flags.engineers.length)
      throw new UsageError('--engineers is needed to roll labour units (or --damage to record hits on the bridge)');
    const turn = turnOf(flags, session, 'for labour units (night turns halve them)');
    const engineers = placeUnits(s, index, flags.engineers);
    const rolledThisTurn = session.state<{ turn: number; engineers: string[] }>('labourRolls', { turn, engineers: [] });
    const already = rolledThisTurn.turn === turn ? rolledThisTurn.engineers : [];
    const again = engineers.find((e) => already.includes(e.ref));
    if (again) throw new InputError(`${again.ref} has rolled labour units on turn ${turn} already`);
    const nightReading = optionChoice(s, 'night-labour', flags.nightLabour) as NightReading;
    const night = isNightTurn(s, turn, optionChoice(s, 'night-moves', flags.nightMoves));
    const enemies = placeUnits(s, index, flags.enemy);
    const dice = diceFor(engineers.length, '--dice', faces, session.source);
    const r = labourRoll(s, index, { site, engineers, dice, turn, night, nightReading, before, enemies });
    session.record(
      {
        command: 'labour remagen',
        inputs: { site: site.id, engineers: flags.engineers, turn, night, nightReading },
        rolls: [facesRoll(dice, !!faces)],
        result: { lu: r.after, completed: r.completed },
      },
      {
        turn,
        pontoons: { ...pontoons, [site.id]: r.state },
        labourRolls: { turn, engineers: [...already, ...engineers.map((e) => e.ref)] },
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r }, () => [
      `Remagen Bridgehead: labour units at ${site.name}, turn ${turn}`,
      ...r.steps.map((x) => `  ${x}`),
    ]);
  });

  withDiceOptions(
    verb(program, 'drop', 'airborne drop')
      .command(GAME)
      .description(
        'Remagen Bridgehead paratroop drop on turn 8 (turn 9 if no room): the drop sector and its eight neighbours',
      )
      .option('--turn <n>', 'game turn (else the journal’s)')
      .option('--dice <row,column>', 'the two dice as rolled by hand: the first gives the row, the second the column')
      .option('--german <unit@sector,...>', 'German units near the drop, to see which sectors are held', list, []),
  ).action((flags: AssistFlags & { turn?: string; dice?: string; german: string[] }) => {
    const { s, index } = board();
    const table = requireChart(s, 'paratroop-drop', 'die-table');
    const session = new Session(s, flags);
    const turn = turnOf(flags, session, 'for the drop');
    const previous = session.state<DropState | undefined>('drop', undefined);
    const faces = handFaces(flags.dice, '--dice');
    const germans = placeUnits(s, index, flags.german);
    const dice = diceFor(2, '--dice', faces, session.source) as [number, number];
    const r = paratroopDrop(s, index, table, { turn, dice, germans, previous });
    const warning = reconstructionWarning(s, table);
    session.record(
      {
        command: 'drop remagen',
        inputs: { turn, germans: flags.german },
        rolls: [facesRoll(dice, !!faces)],
        result: { centre: r.centre, blocked: r.blocked },
      },
      { turn, drop: { turn, centre: r.centre, blocked: r.blocked } satisfies DropState },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, warning }, () => [
      `Remagen Bridgehead: paratroop drop, turn ${turn}`,
      ...(warning ? [warning] : []),
      ...r.steps.map((x) => `  ${x}`),
    ]);
  });
}
