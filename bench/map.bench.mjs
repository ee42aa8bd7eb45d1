// Map drawing speed: a synthetic 100 × 100 hex map (terrain, rivers, roads) drawn to SVG and to a tiled
// Letter PDF, in process; and a 30 × 24 hex map built by the whole command from a cold start.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median, medianCommand } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(join(root, 'dist', p));

const letters = (n) => {
  let s = '';
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
};
const label = (c, r) => `${letters(c)}${r}`;

/** A game folder with a cols × rows hex map: woods and towns in bands, a river every 9 columns, a road every 7 rows. */
export function syntheticHexGame(cols, rows, printed) {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-bench-map-'));
  writeFileSync(
    join(dir, 'game.yaml'),
    `id: bench-hex\ntitle: Bench hex\ndescription: synthetic\nmapKind: hex\ndice: 1d6\nsources: [{ id: s, title: synthetic }]\nsides: [{ id: a, name: A }, { id: b, name: B }]\nnationalities: [{ id: na, name: NA, side: a, background: "#a0c0e0" }, { id: nb, name: NB, side: b, background: "#e0a0a0" }]\nprovenance: { reconstructed: bench }\n`,
  );
  const woods = [];
  const towns = [];
  for (let c = 1; c <= cols; c++) {
    const r0 = 1 + ((c * 7) % rows);
    woods.push(`"${label(c, r0)}..${label(c, Math.min(rows, r0 + 5))}"`);
    if (c % 5 === 0) towns.push(`"${label(c, 1 + ((c * 13) % rows))}"`);
  }
  const hexsides = [];
  for (let c = 9; c < cols; c += 9)
    for (let r = 1; r <= rows; r++) hexsides.push(`    - { between: [${label(c, r)}, ${label(c + 1, r)}], feature: river, provenance: { reconstructed: bench } }`);
  const roads = [];
  for (let r = 4; r <= rows; r += 7) roads.push(`    - { kind: road, cells: ["${label(1, r)}..${label(cols - 1, r)}", "${label(cols, r)}"], provenance: { reconstructed: bench } }`);
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
    - { id: w, side: west, roles: [supply], for: a, provenance: { reconstructed: bench } }
  provenance: { reconstructed: bench }
`,
  );
  return dir;
}

export async function run() {
  const { loadScenario } = await dist('load/load-scenario.js');
  const { drawMap, printPages } = await dist('build/parts/map.js');
  const { pageToSvg } = await dist('render/map/scene-svg.js');
  const { pagesToPdf } = await dist('render/map/scene-pdf.js');
  const { glyphMeasure } = await dist('render/text-width.js');
  const { wrapText } = await dist('render/wrap-text.js');
  const measure = glyphMeasure();
  const wrap = (t, w, s) => wrapText(t, w, s, measure);

  const big = syntheticHexGame(100, 100, ['80in', '90in']);
  const small = syntheticHexGame(30, 24, ['34in', '22in']);
  const out = mkdtempSync(join(tmpdir(), 'sandtable-bench-out-'));
  mkdirSync(out, { recursive: true });
  try {
    const s = loadScenario(big);
    const tiled = await median(async () => {
      const drawing = drawMap(s, 'en', 45);
      pageToSvg({ width: drawing.width, height: drawing.height, layers: [{ items: drawing.items }] }, { physical: true });
      const { pages } = printPages(s, drawing, { paper: 'letter', lang: 'en', tile: 'auto', wrap });
      pagesToPdf(pages, { title: 'bench' });
    }, 5);
    const command = medianCommand([join(root, 'bin/sandtable.js'), 'build', small, '--only', 'map', '--out', out], 5, root);
    return [
      { name: 'map: 100×100 hexes → SVG + tiled PDF (in process)', medianMs: tiled, targetMs: 2000 },
      { name: 'map: 30×24 hexes, whole build command', medianMs: command, targetMs: 500 },
    ];
  } finally {
    for (const d of [big, small, out]) rmSync(d, { recursive: true, force: true });
  }
}
