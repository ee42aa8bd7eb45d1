import { rulesFile } from './schema/rules.js';
import { z } from 'zod';
import { game } from './schema/game.js';
import { unitsFile } from './schema/units.js';
import { mapFile } from './schema/map.js';
import { chartsFile } from './schema/charts.js';
import { cardsFile } from './schema/cards.js';
import { rostersFile } from './schema/rosters.js';
import { localeFile } from './schema/locale.js';

/**
 * Each YAML file of a game folder and the zod schema the loader checks it against: the JSON Schemas shipped in
 * docs/schema/ and the field reference (docs/fields.md) are made from these, so they cannot say otherwise.
 */
export const FILE_SCHEMAS = {
  game: { file: 'game.yaml', schema: game, about: 'the game: title, sides, nationalities, formations, options' },
  units: { file: 'units.yaml', schema: unitsFile, about: 'units and markers (units.csv holds the same unit fields)' },
  map: { file: 'map.yaml', schema: mapFile, about: 'the hex, square-sector or area map and what stands on it' },
  charts: { file: 'charts.yaml', schema: chartsFile, about: 'CRTs, die tables, terrain effects, tracks, sequence' },
  cards: { file: 'cards.yaml', schema: cardsFile, about: 'the card deck, its types and hand sizes' },
  rosters: { file: 'rosters.yaml', schema: rostersFile, about: '15mm miniatures bases and stands per unit' },
  rules: {
    file: 'rules.yaml',
    schema: rulesFile,
    about: 'the procedures, the sequence and movement, which the rules engine reads',
  },
  locale: { file: 'locales/LANG.yaml', schema: localeFile, about: 'a translation: names, headings, chart cells' },
} as const;

export type SchemaName = keyof typeof FILE_SCHEMAS;

/**
 * The JSON Schema of one file, as an editor reads it: what may be written (zod's input side: a provenance or a
 * SIDC may be left out, a default need not be given), in draft-07, which the YAML language server reads.
 * Checks a JSON Schema cannot say (a length's bound in mm, list sizes across fields) stay the loader's.
 */
export function jsonSchemaOf(name: SchemaName): Record<string, unknown> {
  const { file, schema, about } = FILE_SCHEMAS[name];
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-07', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const { $schema, ...rest } = json;
  return { $schema, $id: `sandtable:${name}`, title: `Sandtable ${file}`, description: about, ...rest };
}

/** The text of a shipped schema file: stable key order, two-space indent, a final newline. */
export const jsonSchemaText = (name: SchemaName): string => `${JSON.stringify(jsonSchemaOf(name), null, 2)}\n`;
