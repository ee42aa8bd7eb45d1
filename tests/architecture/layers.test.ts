import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The tree is the design: imports run downward only. A kit part draws through print/ and never reaches
// into another part except through that part's api.ts; the table assist and the game rules never import a
// renderer; nothing below the CLI imports it.
const SRC = resolve(import.meta.dirname, '../../src');

const BELOW: Record<string, readonly string[]> = {
  util: [],
  model: ['util'],
  geometry: ['util', 'model'],
  load: ['util', 'model', 'geometry'],
  provenance: ['util', 'model'],
  print: ['util', 'model', 'geometry', 'load'],
  assist: ['util', 'model', 'geometry', 'load'],
  // The rules engine: runs the procedures a game declares in rules.yaml, over the assist's dice and journal.
  rules: ['util', 'model', 'geometry', 'load', 'provenance', 'assist'],
  // A game's hooks: the rules its data names that are code (its typed state, what a play may do, the state
  // after it). They build on the engine, never the reverse.
  games: ['util', 'model', 'geometry', 'load', 'provenance', 'assist', 'rules'],
  parts: ['util', 'model', 'geometry', 'load', 'provenance', 'print'],
  // The table companion's script runs in a phone's browser: it runs the rules (assist, procedures, games) that
  // the CLI runs, and nothing that draws for print. Node-only modules are kept out by the browser build itself
  // (browser-guard.mjs). The companion part inlines the built script; it never imports it.
  'companion-page': ['util', 'model', 'geometry', 'load', 'provenance', 'assist', 'games', 'rules'],
  cli: ['util', 'model', 'geometry', 'load', 'provenance', 'print', 'assist', 'games', 'rules', 'parts'],
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** "parts/map/grid/x.ts" → { layer: "parts", part: "map" }; "parts/part.ts" → { layer: "parts" }. */
function placeOf(file: string): { layer: string; part?: string; rest: string } {
  const path = relative(SRC, file);
  if (path.startsWith('parts/companion/page/')) return { layer: 'companion-page', rest: path };
  const [layer, ...rest] = path.split('/');
  const part = layer === 'parts' && rest.length > 1 ? rest[0] : undefined;
  return { layer: layer.replace(/\.ts$/, ''), part, rest: rest.join('/') };
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    out.push(resolve(dirname(file), m[1]).replace(/\.js$/, '.ts'));
  }
  return out;
}

function violation(from: string, to: string): string | undefined {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!(a.layer in BELOW)) return `${relative(SRC, from)} sits in no known layer (${a.layer})`;
  if (!(b.layer in BELOW)) return `${relative(SRC, to)} sits in no known layer (${b.layer})`;
  if (a.layer === b.layer) {
    if (a.layer !== 'parts' || !a.part || !b.part || a.part === b.part) return undefined;
    // One part uses another only through its named interface: api.ts, or an api-<piece>.ts that holds a light
    // piece of it, so that using the piece does not load the whole part.
    return /^[^/]+\/api(-[a-z]+)*\.ts$/.test(b.rest) ? undefined : 'a part reaches into another part past its api.ts';
  }
  // The registry is where the parts are assembled; part.ts is the interface they implement.
  if (a.layer === 'parts' && !a.part && b.layer === 'parts') return undefined;
  return BELOW[a.layer].includes(b.layer) ? undefined : `${a.layer} may not import ${b.layer}`;
}

describe('import layers', () => {
  const files = walk(SRC);

  it('has every source file in a known layer', () => {
    expect(files.map((f) => placeOf(f).layer).filter((l) => !(l in BELOW))).toEqual([]);
  });

  it('runs every import downward, and between kit parts only through api.ts', () => {
    const bad: string[] = [];
    for (const f of files) {
      for (const t of importsOf(f)) {
        const why = violation(f, t);
        if (why) bad.push(`${relative(SRC, f)} → ${relative(SRC, t)}: ${why}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('catches an upward import (the rule itself is not vacuous)', () => {
    expect(violation(join(SRC, 'print/paper.ts'), join(SRC, 'parts/part.ts'))).toMatch(/print may not import parts/);
    expect(violation(join(SRC, 'parts/roster/x.ts'), join(SRC, 'parts/counters/render-face.ts'))).toMatch(/api\.ts/);
    expect(violation(join(SRC, 'games/remagen/x.ts'), join(SRC, 'print/fonts.ts'))).toMatch(/may not/);
    expect(violation(join(SRC, 'parts/roster/x.ts'), join(SRC, 'parts/counters/api.ts'))).toBeUndefined();
    expect(violation(join(SRC, 'parts/aids/x.ts'), join(SRC, 'parts/map/api-swatch.ts'))).toBeUndefined();
    expect(violation(join(SRC, 'parts/aids/x.ts'), join(SRC, 'parts/map/grid/api.ts'))).toMatch(/api\.ts/);
    expect(violation(join(SRC, 'parts/aids/x.ts'), join(SRC, 'parts/map/api-swatch.js.ts'))).toMatch(/api\.ts/);
    expect(violation(join(SRC, 'games/veritable/x.ts'), join(SRC, 'parts/counters/api.ts'))).toMatch(/may not/);
    expect(violation(join(SRC, 'games/veritable/x.ts'), join(SRC, 'print/fonts.ts'))).toMatch(/may not/);
    expect(violation(join(SRC, 'rules/x.ts'), join(SRC, 'games/veritable/state.ts'))).toMatch(/may not/);
    expect(violation(join(SRC, 'games/veritable/x.ts'), join(SRC, 'rules/shared/game-state.ts'))).toBeUndefined();
    expect(violation(join(SRC, 'parts/companion/page/x.ts'), join(SRC, 'games/veritable/table.ts'))).toBeUndefined();
    expect(violation(join(SRC, 'parts/companion/page/x.ts'), join(SRC, 'print/fonts.ts'))).toMatch(/may not/);
    expect(violation(join(SRC, 'parts/companion/part.ts'), join(SRC, 'parts/companion/page/main.ts'))).toMatch(
      /may not/,
    );
  });
});
