import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import jsYaml from 'js-yaml';
import { runCli } from '../helpers/run-cli.js';
import { parseXml } from '../../src/print/pdf/xml-tree.js';
import { copyGame } from '../helpers/broken-copy.js';

// Every text a designer types reaches SVG, HTML and PDF: markup in it must print as text, never run.
const HOSTILE = `<script>alert(1)</script>"><img src=x onerror=alert(2)>&amp;]]>{{x}}' <!-- ‮`;
// Designations stay short: a base label must hold one whole (a long one is refused, which is right).
const TEXT_KEYS = new Set(['name', 'title', 'text', 'note', 'notes', 'description', 'label']);
// A rules.yaml `says` line is a template whose braces name values, so it gets the string without them; `said`
// holds message keys, not text.
const HOSTILE_TEMPLATE = HOSTILE.replace('{{x}}', '');

const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A copy of a bundled game with the hostile string added to every free text (ids untouched). A place on a hex map
 * has no id: rules.yaml names it, so a name renamed in map.yaml is renamed where rules.yaml refers to it, as a
 * designer renaming a town would.
 */
function hostileCopy(game: string): string {
  const dir = mkdtempSync(join(tmpdir(), `hostile-${game}-`));
  temps.push(dir);
  copyGame(join('data', game), dir);
  const renamed = new Map<string, string>();
  const files = readdirSync(dir).filter((n) => n.endsWith('.yaml'));
  // map.yaml first, so the names it renames are known when rules.yaml is read.
  files.sort((a, b) => Number(b === 'map.yaml') - Number(a === 'map.yaml'));
  for (const f of files) {
    const data = jsYaml.load(readFileSync(join(dir, f), 'utf8'), { schema: jsYaml.CORE_SCHEMA });
    const poison = (v: unknown, under = ''): unknown => {
      if (Array.isArray(v)) return v.map((x) => poison(x, under));
      if (v && typeof v === 'object')
        return Object.fromEntries(
          Object.entries(v).map(([k, x]) => {
            const inside = under || (k === 'said' || k === 'says' ? k : '');
            if (!(TEXT_KEYS.has(k) && typeof x === 'string' && !x.startsWith('#'))) return [k, poison(x, inside)];
            if (under === 'said') return [k, x];
            if (f === 'map.yaml' && k === 'name') renamed.set(x, `${x} ${HOSTILE}`);
            return [k, `${x} ${under === 'says' ? HOSTILE_TEMPLATE : HOSTILE}`];
          }),
        );
      return f === 'rules.yaml' && typeof v === 'string' ? (renamed.get(v) ?? v) : v;
    };
    const poisoned = poison(data) as { map?: { furniture?: string } };
    // Names 80-odd characters longer fill a map that keeps its furniture inside (the build rightly refuses it):
    // this test is about escaping, so the furniture prints below the map.
    if (f === 'map.yaml' && poisoned.map?.furniture === 'inside') poisoned.map.furniture = 'below';
    writeFileSync(join(dir, f), jsYaml.dump(poisoned, { lineWidth: -1, noRefs: true }));
  }
  return dir;
}

/** Elements and attributes of the markup itself (text content and quoted values are not looked into). */
function liveMarkup(text: string): string[] {
  const found: string[] = [];
  for (const tag of text.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g)) {
    const [, name, attrs] = tag;
    // The roster page's own <script> (its tick boxes) is Sandtable's; an element from the data is not.
    if (/^(img|iframe|foreignObject)$/i.test(name)) found.push(`a <${name}> element`);
    for (const [, attr, value] of attrs.matchAll(/([\w:-]+)\s*=\s*("[^"]*"|'[^']*')/g)) {
      if (/^on/i.test(attr)) found.push(`an event attribute ${attr}`);
      if (/^\W*javascript:/i.test(value.slice(1))) found.push(`a javascript: address in ${attr}`);
    }
  }
  if (/<script>alert\(1\)/.test(text)) found.push("the data's <script> unescaped");
  return [...new Set(found)];
}

const hasQpdf = spawnSync('sh', ['-c', 'command -v qpdf']).status === 0;

describe('hostile strings in every text field', () => {
  for (const game of ['veritable', 'nordwind', 'death-of-a-division']) {
    it(`${game}: SVG and HTML carry them as text, every file stays well-formed, PDFs pass qpdf`, async () => {
      const dir = hostileCopy(game);
      const out = mkdtempSync(join(tmpdir(), `hostile-out-${game}-`));
      temps.push(out);
      // Each name grows by the hostile string's 80-odd characters, so the drawn-map check rightly finds names
      // printed on roads; this test is about escaping, so it prints them anyway.
      const r = await runCli('build', dir, '--out', out, '--format', 'pdf,svg', '--allow-misfit');
      expect(r.code, r.err).toBe(0);
      // Markup that broke a sheet would send its PDF to the fallback writer.
      expect(r.err).not.toMatch(/general converter/);
      const files = readdirSync(out).filter((f) => !f.startsWith('.'));
      const texts = files.filter((f) => /\.(svg|html)$/.test(f));
      expect(texts.length).toBeGreaterThan(3);
      let carried = 0;
      for (const f of texts) {
        const text = readFileSync(join(out, f), 'utf8');
        expect(liveMarkup(text), f).toEqual([]);
        if (f.endsWith('.svg')) expect(() => parseXml(text), f).not.toThrow();
        if (text.includes('&lt;script&gt;alert(1)&lt;/script&gt;')) carried++;
      }
      // The string is there, escaped, not dropped on the way.
      expect(carried).toBeGreaterThan(0);
      if (hasQpdf)
        for (const f of files.filter((n) => n.endsWith('.pdf')))
          expect(spawnSync('qpdf', ['--check', join(out, f)]).status, f).toBe(0);
      // A whole kit of a renamed game: no map.geometry.json answers its area map, so every label and cut is searched
      // (Nordwind's alone takes 10-14 s of CPU, several times that on a loaded machine); speed is the bench's.
    }, 300_000);
  }
});
