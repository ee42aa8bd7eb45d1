/** An affine matrix [a, b, c, d, e, f] as SVG and PDF both write it. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 × m2: apply m2 first, then m1 (SVG's left-to-right transform lists compose this way). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

const FN = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;

/** Parses an SVG transform attribute; throws on anything it does not understand. */
export function parseTransform(text: string): Matrix {
  let m: Matrix = IDENTITY;
  FN.lastIndex = 0;
  let hit: RegExpExecArray | null;
  let rest = text;
  while ((hit = FN.exec(text))) {
    rest = rest.replace(hit[0], '');
    const n = hit[2]
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (n.some((v) => !Number.isFinite(v))) throw new Error(`transform: bad numbers in "${hit[0]}"`);
    let t: Matrix;
    switch (hit[1]) {
      case 'matrix':
        if (n.length !== 6) throw new Error(`transform: matrix needs 6 numbers`);
        t = n as Matrix;
        break;
      case 'translate':
        t = [1, 0, 0, 1, n[0] ?? 0, n[1] ?? 0];
        break;
      case 'scale':
        t = [n[0] ?? 1, 0, 0, n[1] ?? n[0] ?? 1, 0, 0];
        break;
      case 'rotate': {
        const r = ((n[0] ?? 0) * Math.PI) / 180;
        const [cx, cy] = [n[1] ?? 0, n[2] ?? 0];
        t = multiply(multiply([1, 0, 0, 1, cx, cy], [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]), [
          1,
          0,
          0,
          1,
          -cx,
          -cy,
        ]);
        break;
      }
      case 'skewX':
        t = [1, 0, Math.tan(((n[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
        break;
      default:
        t = [1, Math.tan(((n[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
    }
    m = multiply(m, t);
  }
  if (/[^\s,]/.test(rest)) throw new Error(`transform: cannot read "${text}"`);
  return m;
}
