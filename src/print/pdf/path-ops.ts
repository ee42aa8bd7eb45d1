import { fmt } from '../scene.js';

const FAST = /([MLC])([^MLCZ]+)|Z/g;
const OP: Record<string, string> = { M: 'm', L: 'l', C: 'c' };

/**
 * Path data as PDF path operators. The scene writes absolute M, L, C, Q and Z with plain numbers, so the
 * numbers pass through as text; only a quadratic curve needs arithmetic to become a cubic one.
 */
export function pathOps(d: string): string {
  // Most paths have no quadratic curves: one native replace turns them round without parsing a number.
  if (!d.includes('Q'))
    return d.replace(FAST, (_, op: string | undefined, args: string) => (op ? `${args.trimEnd()} ${OP[op]}\n` : 'h\n'));
  let out = '';
  let cx = 0,
    cy = 0,
    sx = 0,
    sy = 0;
  const re = /([MLCQZ])([^MLCQZ]*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(d))) {
    const a = m[2].trim().split(/[\s,]+/);
    switch (m[1]) {
      case 'M':
        out += `${a[0]} ${a[1]} m\n`;
        cx = sx = +a[0];
        cy = sy = +a[1];
        break;
      case 'L':
        out += `${a[0]} ${a[1]} l\n`;
        cx = +a[0];
        cy = +a[1];
        break;
      case 'C':
        out += `${a[0]} ${a[1]} ${a[2]} ${a[3]} ${a[4]} ${a[5]} c\n`;
        cx = +a[4];
        cy = +a[5];
        break;
      case 'Q': {
        const qx = +a[0],
          qy = +a[1],
          x = +a[2],
          y = +a[3];
        const c1 = `${fmt(cx + (2 / 3) * (qx - cx))} ${fmt(cy + (2 / 3) * (qy - cy))}`;
        const c2 = `${fmt(x + (2 / 3) * (qx - x))} ${fmt(y + (2 / 3) * (qy - y))}`;
        out += `${c1} ${c2} ${a[2]} ${a[3]} c\n`;
        cx = x;
        cy = y;
        break;
      }
      case 'Z':
        out += 'h\n';
        cx = sx;
        cy = sy;
        break;
    }
  }
  return out;
}
