import { areaUnits } from './area-units.js';
import { checkSupply } from './supply.js';
import { UsageError } from '../../util/input-error.js';
import { optionChoice } from '../../assist/table/option-choice.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
} from '../../assist/table/procedure.js';
import { areaTable, readPosition } from './table.js';

// Death of a Division's supply check as the table runs it, from the command line and the companion page alike.

const GAME = 'death-of-a-division';

/** Supply lines: the CLI's `supply death-of-a-division`. */
export async function runSupply(
  tc: TableContext,
  flags: { position: string; side?: string; outOfSupplyNoRoadMarch?: string; json?: boolean },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const { s, graph } = areaTable(tc.scenario);
  if (flags.side !== undefined && !s.game.sides.some((x) => x.id === flags.side))
    throw new UsageError(`--side is one of ${s.game.sides.map((x) => x.id).join(', ')}; not "${flags.side}"`);
  const noRoadMarch = optionChoice(s, 'out-of-supply-no-road-march', flags.outOfSupplyNoRoadMarch) === 'on';
  const units = areaUnits(readPosition(s, flags.position, tc.readPosition).entries);
  const r = checkSupply(graph, units, flags.side, noRoadMarch);
  return out({ game: GAME, side: flags.side, ...r }, () => [
    `Death of a Division: supply${flags.side ? ` (${flags.side})` : ''}: ` +
      `${r.units.length - r.outOfSupply.length} of ${r.units.length} units supplied`,
    ...r.steps.map((x) => `  ${x}`),
  ]);
}

export const doadSupply: TableProcedure = {
  game: GAME,
  verb: 'supply',
  title: 'Supply lines',
  rule: '9',
  fields: [
    { key: 'position', label: 'Where every unit stands', kind: 'position', required: true },
    { key: 'side', label: 'Side', kind: 'choice', choices: ['', 'german', 'us'] },
    {
      key: 'outOfSupplyNoRoadMarch',
      label: 'Game option out-of-supply-no-road-march (optional rule 4)',
      kind: 'choice',
      choices: ['', 'on', 'off'],
    },
  ],
  run: (tc, flags, given) => runSupply(tc, flags as unknown as Parameters<typeof runSupply>[1], given),
};
