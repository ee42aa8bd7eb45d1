// The LaTeX `wargame` package's twins of two Sandtable rows: Veritable's 52 counters as a chit sheet, and the
// synthetic hex map. Written the way the package's tutorial (doc/latex/wargame/tutorial/game.sty) writes them:
// one TikZ style per piece, \doublechits for the fronts and backs, \hex per hex with `terrain=`, \river along
// hexsides and \road through hex centres.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { hexMapLayout } from './synthetic-hex-game.mjs';

/** Whether pdflatex and the wargame package are both installed; when not, why not. */
export function latexAvailability() {
  const sty = spawnSync('kpsewhich', ['wargame.sty'], { encoding: 'utf8' });
  if (sty.error || sty.status !== 0 || !sty.stdout.trim()) {
    return { ok: false, reason: sty.error ? 'no kpsewhich on PATH' : 'kpsewhich finds no wargame.sty' };
  }
  const tex = spawnSync('pdflatex', ['--version'], { encoding: 'utf8' });
  if (tex.error || tex.status !== 0) return { ok: false, reason: 'no pdflatex on PATH' };
  return { ok: true, sty: sty.stdout.trim(), version: tex.stdout.split('\n')[0] };
}

// NATO APP-6 wording of Veritable's unit types, as the package's natoapp6c library names its symbols.
const MAIN = {
  infantry: 'infantry',
  parachute: 'infantry',
  outpost: 'infantry',
  panzergrenadier: '{armoured,infantry}',
  armour: 'armoured',
  'assault-gun': '{armoured,artillery}',
  'anti-tank': 'anti tank anti armour',
  'specialist-armour': '{armoured,engineer}',
};
const LOWER = { parachute: 'airborne' };
const ECHELON = { brigade: 'brigade', regiment: 'regiment', battalion: 'battalion', company: 'company' };

/** Only letters, digits, spaces and . / - reach TeX: none of them needs escaping, and designations need no more. */
const tex = (s) => String(s ?? '').replace(/[^A-Za-z0-9 ./-]/g, '');

function factorsPic(f) {
  if (!f) return '';
  if (f.kind === 'combat-move') return `{chit/2 factors={${f.combat},${f.move}}}`;
  if (f.kind === 'shift-move') return `{chit/2 factors={+${f.shift},${f.move}}}`;
  if (f.kind === 'attack-defence-move') return `{chit/3 factors={${f.attack},${f.defence},${f.move}}}`;
  return '';
}

/**
 * Veritable's pieces (units and markers, `count` honoured) as a LaTeX document: a Letter page with every
 * piece's front and, beside it, its back. Returns the document and how many chits it holds.
 */
export function chitSheetTex(root) {
  const { units, markers = [] } = parse(readFileSync(join(root, 'data/veritable/units.yaml'), 'utf8'));
  const styles = [];
  // Each copy listed by name: the `name/count` multiplicity of \doublechits draws one copy in wargame 0.3.2.
  const list = [];
  units.forEach((u, i) => {
    const name = `u${i}`;
    const symbol = [
      `faction=${u.side === 'german' ? 'hostile' : 'friendly'}`,
      'command=land',
      `main=${MAIN[u.type] ?? 'infantry'}`,
      LOWER[u.type] ? `lower=${LOWER[u.type]}` : '',
      `echelon=${ECHELON[u.echelon] ?? 'company'}`,
      'scale line widths',
      'line width=1pt',
    ].filter(Boolean);
    styles.push(
      `  ${name}/.style={${u.side === 'german' ? 'b' : 'a'},chit={symbol={${symbol.join(',')}},` +
        `unique={chit/small identifier=${tex(u.designation)}},factors=${factorsPic(u.factors)}}},`,
      `  ${name} flipped/.style={${name},f},`,
    );
    for (let k = 0; k < (u.count ?? 1); k++) list.push(name);
  });
  markers.forEach((m, i) => {
    const name = `m${i}`;
    const side = m.side === 'german' ? 'b' : 'a';
    styles.push(
      `  ${name}/.style={${side},chit={full={marker text=${tex(m.front)}}}},`,
      `  ${name} flipped/.style={${side},f,chit={full={marker text=${tex(m.backText ?? m.front)}}}},`,
    );
    for (let k = 0; k < (m.count ?? 1); k++) list.push(name);
  });
  const doc = String.raw`\documentclass{article}
\usepackage[letterpaper,margin=10mm]{geometry}
\usepackage{wargame}
\pagestyle{empty}
\colorlet{a-bg}{friendly}
\colorlet{b-bg}{hostile}
\tikzset{
  a/.style={fill=a-bg,draw=black},
  b/.style={fill=b-bg,draw=black},
  f/.style={fill=pgffillcolor!50!white},
  marker text/.pic={\node[font=\sffamily\bfseries\tiny,align=center,text width=10mm]{#1};},
${styles.join('\n')}
}
\begin{document}
\begin{center}
  \begin{tikzpicture}
    \doublechits{{${list.join(',')}}}{7}{1.24}
  \end{tikzpicture}
\end{center}
\end{document}
`;
  return { doc, chits: list.length };
}

/** The synthetic hex map (synthetic-hex-game.mjs) as a LaTeX document: one page the size of the board. */
export function hexMapTex(cols, rows) {
  const m = hexMapLayout(cols, rows);
  const terrain = new Map();
  for (const w of m.woods) for (let r = w.from; r <= w.to; r++) terrain.set(`${w.col},${r}`, 'woods');
  for (const t of m.towns) terrain.set(`${t.col},${t.row}`, 'town');
  const hexes = [];
  for (let c = 1; c <= cols; c++) {
    const line = [];
    for (let r = 1; r <= rows; r++) {
      const t = terrain.get(`${c},${r}`);
      line.push(`\\hex${t ? `[terrain=${t}]` : ''}(c=${c},r=${r})`);
    }
    hexes.push(`    ${line.join('')}`);
  }
  // With the first column 1, odd columns sit half a hex higher than even ones (hex cs), so the hexside to
  // the next column's hex of the same row is the north-east edge from an even column, the south-east from an odd.
  const rivers = m.riverColumns.flatMap((c) =>
    Array.from({ length: rows }, (_, i) => {
      const [a, b] = c % 2 === 0 ? ['NE', 'E'] : ['E', 'SE'];
      return `    \\river(hex cs:c=${c},r=${i + 1},v=${a})--(hex cs:c=${c},r=${i + 1},v=${b});`;
    }),
  );
  const roads = m.roadRows.map(
    (r) => `    \\road${Array.from({ length: cols }, (_, i) => `(hex cs:c=${i + 1},r=${r})`).join('--')};`,
  );
  // Not standalone's `tikz` option: it loads xcolor before wargame asks for xcolor[svgnames], an option clash.
  const doc = String.raw`\documentclass[border=5mm]{standalone}
\usepackage{wargame}
\tikzset{
  hex/first row and column are=1,
  hex/label is name,
  every hex/.style={label=auto,fill=white},
}
\begin{document}
\begin{tikzpicture}
${hexes.join('\n')}
${rivers.join('\n')}
${roads.join('\n')}
\end{tikzpicture}
\end{document}
`;
  return { doc, hexes: cols * rows };
}
