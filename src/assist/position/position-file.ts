import type { Scenario } from '../../model/scenario.js';
import { readText } from '../../load/source-file.js';
import { readPositionText, unreadable } from './position-text.js';
import { KeyedRefusal } from '../messages.js';
import type { Position } from './position-entries.js';

export * from './position-entries.js';

/** Reads and checks a position file against the scenario: unit ids, places on its map, hits. */
export function readPositionFile(file: string, s: Scenario): Position {
  const read = readText(file);
  if (!('text' in read)) {
    throw new KeyedRefusal(unreadable(file, read.problems[0]));
  }
  return readPositionText(file, read.text, s);
}
