// A hex-map game folder of any size, for timing the map part where no bundled game is big enough.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Column letters as the map labels them: A..Z, AA..AZ, BA.. */
export const columnLetters = (n) => {
  let s = '';
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
};
const label = (c, r) => `${columnLetters(c)}${r}`;

/**
 * The terrain of the synthetic map, shared with the LaTeX twin (latex.mjs) so that both draw the same things:
 * woods in a 6-hex band per column, a town every 5 columns, a river along the hexsides east of every 9th column,
 * a road along every 7th row.
 */
export function hexMapLayout(cols, rows) {
  const woods = [];
  const towns = [];
  for (let c = 1; c <= cols; c++) {
    const r0 = 1 + ((c * 7) % rows);
    woods.push({ col: c, from: r0, to: Math.min(rows, r0 + 5) });
    if (c % 5 === 0) towns.push({ col: c, row: 1 + ((c * 13) % rows) });
  }
  const riverColumns = [];
  for (let c = 9; c < cols; c += 9) riverColumns.push(c);
  const roadRows = [];
  for (let r = 4; r <= rows; r += 7) roadRows.push(r);
  return { cols, rows, woods, towns, riverColumns, roadRows };
}

/** Writes the game folder (game.yaml and map.yaml) into a new temp folder and returns its path. */
export function syntheticHexGame(cols, rows, printed) {
  const dir = mkdtempSync(join(tmpdir(), `sandtable-bench-hex-${cols}x${rows}-`));
  const m = hexMapLayout(cols, rows);
  const bench = '{ reconstructed: bench }';
  writeFileSync(
    join(dir, 'game.yaml'),
    [
      'id: bench-hex',
      `title: Bench hex ${cols} x ${rows}`,
      'description: synthetic',
      'mapKind: hex',
      'dice: 1d6',
      'sources: [{ id: s, title: synthetic }]',
      'sides: [{ id: a, name: A }, { id: b, name: B }]',
      'nationalities:',
      '  - { id: na, name: NA, side: a, background: "#a0c0e0" }',
      '  - { id: nb, name: NB, side: b, background: "#e0a0a0" }',
      `provenance: ${bench}`,
      '',
    ].join('\n'),
  );
  const woods = m.woods.map((w) => `"${label(w.col, w.from)}..${label(w.col, w.to)}"`);
  const towns = m.towns.map((t) => `"${label(t.col, t.row)}"`);
  const hexsides = m.riverColumns.flatMap((c) =>
    Array.from({ length: rows }, (_, i) => {
      const between = `[${label(c, i + 1)}, ${label(c + 1, i + 1)}]`;
      return `    - { between: ${between}, feature: river, provenance: ${bench} }`;
    }),
  );
  const roads = m.roadRows.map((r) => {
    const cells = `["${label(1, r)}..${label(cols - 1, r)}", "${label(cols, r)}"]`;
    return `    - { kind: road, cells: ${cells}, provenance: ${bench} }`;
  });
  writeFileSync(
    join(dir, 'map.yaml'),
    `map:
  kind: hex
  name: Bench map
  orientation: flat
  columns: ${cols}
  rows: ${rows}
  shifted: even
  labels: { primary: letter-number }
  printedSize: { width: ${printed[0]}, height: ${printed[1]} }
  terrainTypes:
    - { id: clear, name: Clear, color: "#efe6c4" }
    - { id: woods, name: Woods, color: "#7fa66a", pattern: trees }
    - { id: town, name: Town, color: "#c9a27e", pattern: buildings }
  lineFeatures:
    - { id: road, name: Road, color: "#8a5a2b", widthMm: 0.9 }
    - { id: river, name: River, color: "#3a78c2", widthMm: 1.2 }
  terrain:
    default: clear
    cells:
      woods: [${woods.join(', ')}]
      town: [${towns.join(', ')}]
  hexsides:
${hexsides.join('\n')}
  roads:
${roads.join('\n')}
  edges:
    - { id: w, side: west, roles: [supply], for: a, provenance: ${bench} }
  provenance: ${bench}
`,
  );
  return dir;
}
