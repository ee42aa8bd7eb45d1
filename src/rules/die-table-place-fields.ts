import type { TablePlace } from '../model/schema/rules-place.js';
import type { TableField } from '../assist/table/procedure.js';
import { flagKey } from './shared/flag-values.js';

// The options of a die table whose roll names a place (`place`): the CLI's flags and the page's form.

/** A field of a declared procedure with its flag as typed (run.ts's RuleField). */
type Field = TableField & { flag: string };

export function placeFields(place: TablePlace, inputs: Field[], turn: Field): Field[] {
  const held = place.held;
  const from = place.scatter?.from;
  return [
    ...inputs,
    turn,
    ...(from
      ? [
          {
            key: flagKey(from.id),
            flag: `--${from.id} <cell>`,
            label: `${from.label} (${from.section})`,
            kind: 'text' as const,
            required: true,
            place: true,
            hint: from.section,
          },
        ]
      : []),
    ...(held
      ? [
          {
            key: flagKey(held.id),
            flag: `--${held.id} <unit@cell,...>`,
            label: `${held.label} (${held.section})`,
            kind: 'units' as const,
            list: true,
            side: held.side,
            typed: 'UNIT@CELL',
            hint: held.section,
          },
        ]
      : []),
    place.scatter
      ? { key: 'roll', flag: '--roll <n>', label: 'the dice total as rolled by hand', kind: 'dice' as const }
      : {
          key: 'dice',
          flag: '--dice <faces>',
          label: `the dice as rolled by hand, one a part of the cell: ${place.label?.join(', ')}`,
          kind: 'dice' as const,
        },
  ];
}
