import type { Scenario } from '../../model/scenario.js';
import { parseYaml } from '../../load/yaml-text.js';
import { InputError } from '../../util/input-error.js';
import { suggest } from '../../util/suggest.js';
import { placeResolver, unitFor, type Position, type PositionEntry } from './position-entries.js';

const ENTRY_KEYS = ['unit', 'at', 'hits'];

/**
 * Checks a position's text against the scenario: unit ids, places on its map, hits. `file` is what messages
 * call it: the file's name on the command line, the page's name for a pasted position.
 */
export function readPositionText(file: string, text: string, s: Scenario): Position {
  const { source, problems } = parseYaml(file, text);
  if (!source) {
    const p = problems[0];
    throw new InputError(`${file}${p?.line ? `:${p.line}` : ''}: ${p?.message ?? 'cannot read the position file'}`);
  }
  const at = (path: (string | number)[], message: string): InputError => {
    const { line } = source.locate(path);
    return new InputError(
      `${file}${line ? `:${line}` : ''}: ${path.join('.').replace(/\.(\d+)/g, '[$1]')}: ${message}`,
    );
  };
  const data = source.data as { units?: unknown } | null;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new InputError(`${file}: a position file is a map with a "units" list`);
  for (const k of Object.keys(data))
    if (k !== 'units') throw at([k], `unknown field "${k}"; a position file has only "units"`);
  if (!Array.isArray(data.units)) throw at(['units'], 'must be a list of "UNIT@PLACE" or { unit, at, hits }');
  const resolve = placeResolver(s);
  const entries: PositionEntry[] = [];
  data.units.forEach((raw: unknown, i: number) => {
    const path = ['units', i];
    const line = source.locate(path).line;
    let ref: string,
      place: string,
      hits = 0;
    if (typeof raw === 'string') {
      const m = raw.match(/^([^@\s]+)@(\S+)$/);
      if (!m) throw at(path, `"${raw}" should read UNIT@PLACE`);
      [ref, place] = [m[1], m[2]];
    } else if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const o = raw as Record<string, unknown>;
      for (const k of Object.keys(o))
        if (!ENTRY_KEYS.includes(k))
          throw at(
            [...path, k],
            `unknown field "${k}"${suggest(k, ENTRY_KEYS) ? ` (did you mean "${suggest(k, ENTRY_KEYS)}"?)` : ''}`,
          );
      if (typeof o.unit !== 'string' || !o.unit) throw at([...path, 'unit'], 'needs the unit id');
      if (typeof o.at !== 'string' && typeof o.at !== 'number')
        throw at([...path, 'at'], 'needs the place the unit stands');
      if (o.hits !== undefined && (typeof o.hits !== 'number' || !Number.isInteger(o.hits) || o.hits < 0))
        throw at([...path, 'hits'], `must be a whole number 0 or more, not ${JSON.stringify(o.hits)}`);
      [ref, place, hits] = [o.unit, String(o.at), (o.hits as number | undefined) ?? 0];
    } else throw at(path, 'each entry is "UNIT@PLACE" or { unit, at, hits }');
    const u = unitFor(s, ref);
    if ('error' in u) throw at(typeof raw === 'string' ? path : [...path, 'unit'], u.error);
    const p = resolve(place);
    if ('error' in p) throw at(typeof raw === 'string' ? path : [...path, 'at'], p.error);
    const twice = entries.find((e) => e.ref === ref);
    if (twice) throw at(path, `${ref} is already placed${twice.line ? ` on line ${twice.line}` : ''}`);
    entries.push({ ref, unit: u.unit, at: p.at, hits, line });
  });
  return { file, entries };
}
