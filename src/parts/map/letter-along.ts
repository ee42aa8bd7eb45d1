import type { Point } from '../../geometry/point.js';
import { text, type TextItem } from '../../print/scene.js';
import { glyphMeasure, type FontFace } from '../../print/text-measure.js';

type Segment = readonly [Point, Point];

const key = (p: Point) => `${Math.round(p[0])},${Math.round(p[1])}`;

/**
 * Joins the short pieces a river is drawn from (hexsides, area borders) into the longest runs that go on without
 * a fork, so a name can be lettered along the river's course rather than along one piece of it.
 */
export function chainSegments(segments: readonly Segment[]): Point[][] {
  const ends = new Map<string, number[]>();
  segments.forEach((s, i) => {
    for (const p of s) {
      const l = ends.get(key(p));
      if (l) l.push(i);
      else ends.set(key(p), [i]);
    }
  });
  const used = new Set<number>();
  const walk = (from: Point, i: number): Point[] => {
    const line: Point[] = [from];
    let at = from;
    let seg = i;
    for (;;) {
      used.add(seg);
      const s = segments[seg];
      const next = key(s[0]) === key(at) ? s[1] : s[0];
      line.push(next);
      at = next;
      const onward = (ends.get(key(at)) ?? []).filter((j) => !used.has(j));
      if (onward.length !== 1 || (ends.get(key(at)) ?? []).length > 2) return line;
      seg = onward[0];
    }
  };
  const lines: Point[][] = [];
  // Runs start at loose ends and forks first, so a river is not cut in the middle of its course.
  const starts = [...ends.entries()].filter(([, l]) => l.length !== 2);
  for (const [, l] of starts)
    for (const i of l)
      if (!used.has(i)) {
        const s = segments[i];
        const from = ends.get(key(s[0]))!.length !== 2 ? s[0] : s[1];
        lines.push(walk(from, i));
      }
  segments.forEach((s, i) => {
    if (!used.has(i)) lines.push(walk(s[0], i));
  });
  return lines;
}

export function lineLength(line: readonly Point[]): number {
  let l = 0;
  for (let i = 1; i < line.length; i++) l += Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]);
  return l;
}

/** The line resampled every `step` and averaged over `window`: hexside zigzags become a course letters can follow. */
export function smoothLine(line: readonly Point[], step: number, window: number): Point[] {
  const walk = walkOf(line);
  const total = walk.total;
  if (total === 0) return [...line];
  const n = Math.max(2, Math.ceil(total / step) + 1);
  const pts = Array.from({ length: n }, (_, i) => pointOn(walk, (total * i) / (n - 1)).p);
  const k = Math.max(0, Math.round(window / step / 2));
  return pts.map((_, i) => {
    const lo = Math.max(0, i - k);
    const hi = Math.min(n - 1, i + k);
    let x = 0;
    let y = 0;
    for (let j = lo; j <= hi; j++) {
      x += pts[j][0];
      y += pts[j][1];
    }
    return [x / (hi - lo + 1), y / (hi - lo + 1)] as Point;
  });
}

/** How far along a line its point nearest `q` lies, and how far from the line `q` is, on which side (+1 right). */
export function nearestAlong(line: readonly Point[], q: Point): { along: number; distance: number; side: number } {
  let best = { along: 0, distance: Infinity, side: 1 };
  let run = 0;
  for (let i = 1; i < line.length; i++) {
    const ax = line[i - 1][0];
    const ay = line[i - 1][1];
    const bx = line[i][0];
    const by = line[i][1];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 ? Math.max(0, Math.min(1, ((q[0] - ax) * dx + (q[1] - ay) * dy) / len2)) : 0;
    const px = ax + dx * t;
    const py = ay + dy * t;
    const dist = Math.hypot(q[0] - px, q[1] - py);
    if (dist < best.distance) {
      const cross = dx * (q[1] - ay) - dy * (q[0] - ax);
      best = { along: run + t * Math.sqrt(len2), distance: dist, side: cross >= 0 ? 1 : -1 };
    }
    run += Math.sqrt(len2);
  }
  return best;
}

/** A line with its pieces' lengths, and their sum as lineLength adds them. */
interface Walk {
  line: readonly Point[];
  lens: Float64Array;
  total: number;
}

function walkOf(line: readonly Point[]): Walk {
  const lens = new Float64Array(line.length);
  let total = 0;
  for (let i = 1; i < line.length; i++) {
    lens[i] = Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]);
    total += lens[i];
  }
  return { line, lens, total };
}

/** The point `d` along a walked line, and the line's direction there in radians (its pieces' lengths read). */
function pointOn(w: Walk, d: number): { p: Point; angle: number } {
  const line = w.line;
  let left = Math.max(0, d);
  for (let i = 1; i < line.length; i++) {
    const ax = line[i - 1][0];
    const ay = line[i - 1][1];
    const bx = line[i][0];
    const by = line[i][1];
    const len = w.lens[i];
    if (left <= len || i === line.length - 1) {
      const t = len ? Math.min(1, left / len) : 0;
      return { p: [ax + (bx - ax) * t, ay + (by - ay) * t], angle: Math.atan2(by - ay, bx - ax) };
    }
    left -= len;
  }
  return { p: line[0], angle: 0 };
}

/** One way along a line: its walk, each point's sine and cosine of the line's direction there, its baselines. */
interface Way {
  walk: Walk;
  sin: Float64Array;
  cos: Float64Array;
  /** The baseline set off by each offset asked, walked. */
  bases: Map<number, Walk>;
}

function wayOf(path: readonly Point[]): Way {
  const sin = new Float64Array(path.length);
  const cos = new Float64Array(path.length);
  for (let i = 0; i < path.length; i++) {
    const a = path[Math.max(0, i - 1)];
    const b = path[Math.min(path.length - 1, i + 1)];
    const angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
    sin[i] = Math.sin(angle);
    cos[i] = Math.cos(angle);
  }
  return { walk: walkOf(path), sin, cos, bases: new Map() };
}

/**
 * A name tries dozens of spots along the same line (Veritable's Rhine and Waal 162 each, at 18 offsets), and each
 * walked the whole line again for its length, its baseline and every letter.
 * Kept per line (never changed once smoothed): both ways along it and the baselines made, so each is made once.
 */
const ways = new WeakMap<readonly Point[], { forward: Way; backward?: Way }>();

/**
 * A name lettered along a line, letter by letter, each turned to the line's direction where it stands and set off
 * to one side (`offset`, positive to the right of the line's direction, i.e. below a line running east). Centred
 * `at` along the line; reads left to right whichever way the line was drawn. Undefined when the line is too short.
 */
export function letterAlong(
  line: readonly Point[],
  name: string,
  at: number,
  opts: { size: number; face: FontFace; fill: string; offset: number; group: string },
): TextItem[] | undefined {
  const measure = glyphMeasure();
  let kept = ways.get(line);
  if (!kept) ways.set(line, (kept = { forward: wayOf(line) }));
  const total = kept.forward.walk.total;
  const width = measure.width(name, opts.size, opts.face);
  if (width > total * 0.9) return undefined;
  let way = kept.forward;
  let centre = at;
  let offset = opts.offset;
  const start = Math.max(0, Math.min(total - width, centre - width / 2));
  const a = pointOn(way.walk, start).p;
  const b = pointOn(way.walk, start + width).p;
  if (b[0] < a[0]) {
    way = kept.backward ??= wayOf([...line].reverse());
    centre = total - centre;
    offset = -offset;
  }
  // The letters walk the baseline itself, the line set off to its side, so that on the inside of a bend they keep
  // their spacing instead of piling onto each other (Veritable's "Niers" printed as "Nis"), and spread on the outside.
  const o = offset + opts.size * 0.33;
  let base = way.bases.get(o);
  if (!base) {
    const path = way.walk.line;
    const { sin, cos } = way;
    base = walkOf(path.map((p, i): Point => [p[0] - sin[i] * o, p[1] + cos[i] * o]));
    way.bases.set(o, base);
  }
  const baseTotal = base.total;
  if (width > baseTotal * 0.9) return undefined;
  const mid = total ? (centre / total) * baseTotal : 0;
  let d = Math.max(0, Math.min(baseTotal - width, mid - width / 2));
  const items: TextItem[] = [];
  for (const ch of name) {
    const adv = measure.width(ch, opts.size, opts.face);
    const { p, angle } = pointOn(base, d + adv / 2);
    d += adv;
    if (!ch.trim()) continue;
    const t = text(p[0], p[1], ch, opts.size, {
      face: opts.face,
      fill: opts.fill,
      halo: '#ffffff',
      rotate: (angle * 180) / Math.PI,
      reads: 'name',
    });
    items.push({ ...t, along: opts.group });
  }
  return items;
}
