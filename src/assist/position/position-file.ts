import type { Scenario } from '../../model/scenario.js';
import { readText } from '../../load/source-file.js';
import { readPositionText } from './position-text.js';
import { InputError } from '../../util/input-error.js';
import type { Position } from './position-entries.js';

export * from './position-entries.js';

/** Reads and checks a position file against the scenario: unit ids, places on its map, hits. */
export function readPositionFile(file: string, s: Scenario): Position {
  const read = readText(file);
  if (!('text' in read)) {
    const p = read.problems[0];
    throw new InputError(`${file}${p?.line ? `:${p.line}` : ''}: ${p?.message ?? 'cannot read the position file'}`);
  }
  return readPositionText(file, read.text, s);
}
