import type { Scenario } from '../model/scenario.js';
import type { Provenance } from '../model/schema/common.js';
import { chartMarks } from './marks.js';

export type ProvenanceKind = 'rules' | 'history' | 'reconstructed' | 'original';

export interface ProvenanceEntry {
  /** The part of the game it belongs to, e.g. "units", "unit factors", "chart crt", "map areas". */
  part: string;
  /** Id or label of the item, where it has one. */
  item?: string;
  kind: ProvenanceKind;
  reference: string;
}

export function provenanceKind(p: Provenance): ProvenanceKind {
  return 'rules' in p ? 'rules' : 'history' in p ? 'history' : 'original' in p ? 'original' : 'reconstructed';
}

export function provenanceReference(p: Provenance): string {
  if ('rules' in p) return `rules ${p.rules}${p.source ? ` (${p.source})` : ''}`;
  if ('history' in p) return p.history;
  if ('original' in p) return `original design by ${p.original}`;
  return p.reconstructed;
}

function partName(path: (string | number)[], s: Scenario): string {
  if (path[0] === 'charts' && typeof path[1] === 'number') {
    const rest = path.slice(2).filter((p) => typeof p === 'string');
    return `chart ${s.charts[path[1]].id}${rest.length ? ' ' + rest.join(' ') : ''}`;
  }
  const named = path.filter((p) => typeof p === 'string' && p !== 'provenance') as string[];
  if (named[0] === 'units' && named[1] === 'factors') return 'unit factors';
  return named.join(' ') || 'game';
}

/** Every provenance in the scenario, found wherever it sits, so that nothing added later escapes the report. */
export function collectProvenance(s: Scenario): ProvenanceEntry[] {
  const out: ProvenanceEntry[] = [];
  const roots: [string, unknown][] = [
    ['game', s.game],
    ['units', s.units],
    ['markers', s.markers],
    ['map', s.map],
    ['charts', s.charts],
    ['cards', s.cards],
    ['rosters', s.rosters],
  ];
  const walk = (v: unknown, path: (string | number)[], item?: string) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, [...path, i], item));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const here = typeof o.id === 'string' ? o.id : item;
    for (const [k, x] of Object.entries(o)) {
      if (k === 'provenance' && x && typeof x === 'object') {
        const p = x as Provenance;
        out.push({ part: partName(path, s), item: here, kind: provenanceKind(p), reference: provenanceReference(p) });
      } else walk(x, [...path, k], here);
    }
  };
  for (const [name, value] of roots) walk(value, name === 'game' ? [] : [name]);
  // A note, event or cell marked reconstructed in a chart otherwise the rules' prints its own dagger: each is a
  // reconstructed value of its own, counted as the kit marks it.
  for (const c of s.charts)
    for (const m of chartMarks(c))
      out.push({ part: `chart ${c.id} ${m.what}`, item: m.item, kind: 'reconstructed', reference: m.reference });
  return out;
}

export interface ProvenanceSummary {
  part: string;
  rules: number;
  history: number;
  reconstructed: number;
  original: number;
}

export function summariseProvenance(entries: ProvenanceEntry[]): ProvenanceSummary[] {
  const by = new Map<string, ProvenanceSummary>();
  for (const e of entries) {
    const row = by.get(e.part) ?? { part: e.part, rules: 0, history: 0, reconstructed: 0, original: 0 };
    row[e.kind]++;
    by.set(e.part, row);
  }
  return [...by.values()];
}
