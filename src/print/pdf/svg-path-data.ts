import { arcToBeziers } from './arc-to-bezier.js';

/** A path reduced to what PDF draws: moves, lines, cubic curves and closes, all absolute. */
export type PathOp =
  | ['M', number, number]
  | ['L', number, number]
  | ['C', number, number, number, number, number, number]
  | ['Z'];

const ARGS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };
const TOKEN = /([MmLlHhVvCcSsQqTtAaZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;

function tokenize(d: string): (string | number)[] {
  const out: (string | number)[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let last = 0;
  while ((m = TOKEN.exec(d))) {
    // Most tokens follow their neighbour with no gap: only a gap is cut out and tested, not an empty one per number.
    if (m.index !== last) {
      const gap = d.slice(last, m.index);
      if (/[^\s,]/.test(gap)) throw new Error(`path data: unexpected "${gap.trim()}"`);
    }
    last = TOKEN.lastIndex;
    out.push(m[1] ?? Number(m[2]));
  }
  if (/[^\s,]/.test(d.slice(last))) throw new Error(`path data: unexpected "${d.slice(last).trim()}"`);
  return out;
}

function readFlag(tokens: (string | number)[], i: number): [number, number] {
  const t = tokens[i];
  if (typeof t !== 'number') throw new Error('path data: arc flag missing');
  return [t === 0 ? 0 : 1, i + 1];
}

/** Parses SVG path data into absolute M/L/C/Z operations (quadratics raised to cubics, arcs to cubics). */
export function parsePathData(d: string): PathOp[] {
  const raw = tokenize(d.replace(/[aA][^MmLlHhVvCcSsQqTtAaZz]*/g, (arc) => splitArcFlags(arc)));
  const ops: PathOp[] = [];
  let x = 0,
    y = 0,
    sx = 0,
    sy = 0;
  let lastCtrl: [number, number] | null = null;
  let lastQuad: [number, number] | null = null;
  let cmd = '';
  let i = 0;
  while (i < raw.length) {
    const t = raw[i];
    if (typeof t === 'string') {
      cmd = t;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        ops.push(['Z']);
        x = sx;
        y = sy;
        lastCtrl = lastQuad = null;
        continue;
      }
    } else if (!cmd) throw new Error('path data must start with a command');
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const n = ARGS[up];
    const a: number[] = [];
    for (let k = 0; k < n; k++) {
      if (up === 'A' && (k === 3 || k === 4)) {
        const [f, next] = readFlag(raw, i);
        a.push(f);
        i = next;
        continue;
      }
      const v = raw[i++];
      if (typeof v !== 'number') throw new Error(`path data: "${cmd}" needs ${n} numbers`);
      a.push(v);
    }
    const ox = rel ? x : 0,
      oy = rel ? y : 0;
    let ctrl: [number, number] | null = null;
    let quad: [number, number] | null = null;
    switch (up) {
      case 'M':
        x = a[0] + ox;
        y = a[1] + oy;
        sx = x;
        sy = y;
        ops.push(['M', x, y]);
        cmd = rel ? 'l' : 'L';
        break;
      case 'L':
        x = a[0] + ox;
        y = a[1] + oy;
        ops.push(['L', x, y]);
        break;
      case 'H':
        x = a[0] + ox;
        ops.push(['L', x, y]);
        break;
      case 'V':
        y = a[0] + oy;
        ops.push(['L', x, y]);
        break;
      case 'C': {
        const c = [a[0] + ox, a[1] + oy, a[2] + ox, a[3] + oy, a[4] + ox, a[5] + oy] as const;
        ops.push(['C', ...c]);
        ctrl = [c[2], c[3]];
        x = c[4];
        y = c[5];
        break;
      }
      case 'S': {
        const c1: [number, number] = lastCtrl ? [2 * x - lastCtrl[0], 2 * y - lastCtrl[1]] : [x, y];
        const c = [a[0] + ox, a[1] + oy, a[2] + ox, a[3] + oy] as const;
        ops.push(['C', c1[0], c1[1], c[0], c[1], c[2], c[3]]);
        ctrl = [c[0], c[1]];
        x = c[2];
        y = c[3];
        break;
      }
      case 'Q':
      case 'T': {
        const q: [number, number] =
          up === 'Q' ? [a[0] + ox, a[1] + oy] : lastQuad ? [2 * x - lastQuad[0], 2 * y - lastQuad[1]] : [x, y];
        const ex = (up === 'Q' ? a[2] : a[0]) + ox;
        const ey = (up === 'Q' ? a[3] : a[1]) + oy;
        ops.push([
          'C',
          x + (2 / 3) * (q[0] - x),
          y + (2 / 3) * (q[1] - y),
          ex + (2 / 3) * (q[0] - ex),
          ey + (2 / 3) * (q[1] - ey),
          ex,
          ey,
        ]);
        quad = q;
        x = ex;
        y = ey;
        break;
      }
      case 'A': {
        const ex = a[5] + ox,
          ey = a[6] + oy;
        const curves = arcToBeziers(x, y, a[0], a[1], a[2], a[3] === 1, a[4] === 1, ex, ey);
        if (!curves.length) ops.push(['L', ex, ey]);
        for (const c of curves) ops.push(['C', c[0], c[1], c[2], c[3], c[4], c[5]]);
        x = ex;
        y = ey;
        break;
      }
    }
    lastCtrl = ctrl;
    lastQuad = quad;
  }
  return ops;
}

/** In an arc's arguments, flags may run into the next number ("0 015 5"); spell them out. */
function splitArcFlags(arc: string): string {
  const out: string[] = [];
  const re = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
  const rest = arc.slice(1);
  let k = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(rest))) {
    const pos = k % 7;
    // A flag is one digit, 0 or 1; anything after it belongs to the next argument.
    if ((pos === 3 || pos === 4) && m[0].length > 1 && /^[01]/.test(m[0])) {
      out.push(m[0][0]);
      re.lastIndex = m.index + 1;
    } else out.push(m[0]);
    k++;
  }
  return `${arc[0]} ${out.join(' ')} `;
}
