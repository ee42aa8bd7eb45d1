import type { Scenario } from '../../model/scenario.js';
import { parseYaml } from '../../load/yaml-text.js';
import { KeyedRefusal, msg, type Message } from '../messages.js';
import { suggest } from '../../util/suggest.js';
import { placeResolver, unitFor, type Position, type PositionEntry } from './position-entries.js';

const ENTRY_KEYS = ['unit', 'at', 'hits'];

/** The file, with the line when one is known: "pos.yaml:4". */
const where = (file: string, line?: number): string | Message =>
  line ? msg('refused.fileLine', { file, line }) : file;

/**
 * A file that is not YAML, or cannot be read. The loader's problem is quoted as it words it (a value), the file
 * and line are ours.
 */
export function unreadable(file: string, p?: { line?: number; message: string }): Message {
  return msg('refused.fileSays', { where: where(file, p?.line), problem: p?.message ?? msg('refused.positionRead') });
}

/**
 * Checks a position's text against the scenario: unit ids, places on its map, hits. `file` is what messages
 * call it: the file's name on the command line, the page's name for a pasted position.
 */
export function readPositionText(file: string, text: string, s: Scenario): Position {
  const { source, problems } = parseYaml(file, text);
  if (!source) {
    throw new KeyedRefusal(unreadable(file, problems[0]));
  }
  const at = (path: (string | number)[], problem: Message): KeyedRefusal => {
    const { line } = source.locate(path);
    const field = path.join('.').replace(/\.(\d+)/g, '[$1]');
    return new KeyedRefusal(msg('refused.positionAt', { where: where(file, line), path: field, problem }));
  };
  const data = source.data as { units?: unknown } | null;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new KeyedRefusal(msg('refused.positionMap', { file }));
  for (const k of Object.keys(data)) if (k !== 'units') throw at([k], msg('refused.positionField', { field: k }));
  if (!Array.isArray(data.units)) throw at(['units'], msg('refused.positionList'));
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
      if (!m) throw at(path, msg('refused.shouldRead', { item: raw }));
      [ref, place] = [m[1], m[2]];
    } else if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const o = raw as Record<string, unknown>;
      for (const k of Object.keys(o))
        if (!ENTRY_KEYS.includes(k)) {
          const near = suggest(k, ENTRY_KEYS);
          throw at(
            [...path, k],
            msg('refused.unknownField', { field: k, near: near ? msg('refused.didYouMean', { near }) : '' }),
          );
        }
      if (typeof o.unit !== 'string' || !o.unit) throw at([...path, 'unit'], msg('refused.needsUnit'));
      if (typeof o.at !== 'string' && typeof o.at !== 'number') throw at([...path, 'at'], msg('refused.needsPlace'));
      if (o.hits !== undefined && (typeof o.hits !== 'number' || !Number.isInteger(o.hits) || o.hits < 0))
        throw at([...path, 'hits'], msg('refused.hitsShape', { value: JSON.stringify(o.hits) }));
      [ref, place, hits] = [o.unit, String(o.at), (o.hits as number | undefined) ?? 0];
    } else throw at(path, msg('refused.entryShape'));
    const u = unitFor(s, ref);
    if ('error' in u) throw at(typeof raw === 'string' ? path : [...path, 'unit'], u.said);
    const p = resolve(place);
    if ('error' in p) throw at(typeof raw === 'string' ? path : [...path, 'at'], p.said);
    const twice = entries.find((e) => e.ref === ref);
    if (twice)
      throw at(
        path,
        msg('refused.placedTwice', { ref, line: twice.line ? msg('refused.onLine', { line: twice.line }) : '' }),
      );
    entries.push({ ref, unit: u.unit, at: p.at, hits, line });
  });
  return { file, entries };
}
