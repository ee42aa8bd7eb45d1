import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { sanitizeSvg, SvgTooCostly, SVG_BUDGET } from '../../src/print/sanitize-svg.js';
import { loadTemplate } from '../../src/print/templates.js';
import { readImport } from '../../src/parts/companion/page/browser-journal.js';
import { newJournal, journalText } from '../../src/assist/journal/journal-format.js';
import { decodeSequence, encodeSequence } from '../../src/parts/vassal/sequence-encoder.js';
import { ScenarioError } from '../../src/load/problem.js';
import { InputError } from '../../src/util/input-error.js';
import { forbiddenCharacter } from '../../src/load/text-characters.js';
import { useBomb } from '../helpers/hostile-art.js';

// What a shared game or a player's file can bring past the loader: insignia, templates, a journal imported on the
// phone, and the text a module encodes. 1,200 seeded cases a run; each must end in an answer or a refusal that
// names its file (InputError, ScenarioError, SvgTooCostly), never a crash. FUZZ_SEED=n reproduces a run;
// FUZZ_ART_RUNS=n changes the count of each of the four kinds (default 300).
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_ART_RUNS ?? 300);
const work = mkdtempSync(join(tmpdir(), 'fuzz-art-'));
process.env.SANDTABLE_CACHE_DIR = join(work, 'cache');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The figures of the run, printed at the end: cases, answers, refusals, and what must stay 0. */
const figures = { cases: 0, answered: 0, refused: 0, internalErrors: 0, unsafeOutput: 0, undecodable: 0 };
afterAll(() => console.log(`fuzz-art: ${JSON.stringify(figures)}`));

/** Runs one case: an answer, a refusal of a known kind, or an internal error (counted, and the test fails). */
async function outcome(run: () => unknown | Promise<unknown>, refusal: (e: unknown) => boolean): Promise<unknown> {
  figures.cases++;
  try {
    const v = await run();
    figures.answered++;
    return v;
  } catch (e) {
    if (refusal(e)) {
      figures.refused++;
      return undefined;
    }
    figures.internalErrors++;
    throw e;
  }
}

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const ATTR_VALUES = [
  '1',
  '-5.5',
  '#123456',
  'url(#a)',
  'url(#b)',
  'url(http://evil.example/x)',
  'image-set("http://evil.example/i.png" 1x)',
  'var(--x)',
  'rgb(1,2,3)',
  'translate(1 2) scale(1e9)',
  'u\\72l(http://x)',
  'javascript:alert(1)',
  '0.0001 0.0001',
  '&#7;',
  '&#x1FFFE;',
  '&#x110000;',
  'fill:red;stroke:url(http://x)',
  '"',
  '',
];
const ATTRS = [
  'id',
  'href',
  'xlink:href',
  'fill',
  'stroke',
  'style',
  'd',
  'transform',
  'stroke-dasharray',
  'onload',
  'x',
];
const ELEMENTS = ['g', 'use', 'path', 'rect', 'style', 'pattern', 'marker', 'script', 'text', 'defs', 'mask', 'image'];

const element: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      pick(ELEMENTS),
      fc.array(fc.tuple(pick(ATTRS), pick(ATTR_VALUES)), { maxLength: 4 }),
      depth > 1 ? fc.array(element(depth - 1), { maxLength: 3 }) : fc.constant([]),
      fc.oneof(fc.constant(''), pick(['text', '&lt;', '&#0;', '@import url(http://x);', '<![CDATA[x]]>'])),
    )
    .map(([name, attrs, children, text]) => {
      const a = [...new Map(attrs)].map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`).join('');
      return `<${name}${a}>${text}${children.join('')}</${name}>`;
    }),
);

describe('fuzz: art, templates, imports, module encoding', () => {
  it(`${RUNS} insignia: sanitised within budget with nothing that runs, fetches or restyles, or refused`, async () => {
    const svg = fc.oneof(
      { weight: 8, arbitrary: fc.array(element(4), { maxLength: 6 }).map((els) => `<svg>${els.join('')}</svg>`) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map((n) => useBomb(n)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    );
    await fc.assert(
      fc.asyncProperty(svg, async (text) => {
        const r = (await outcome(
          () => sanitizeSvg(text),
          (e) =>
            e instanceof SvgTooCostly || (e instanceof Error && !(e instanceof TypeError || e instanceof RangeError)),
        )) as ReturnType<typeof sanitizeSvg> | undefined;
        if (!r) return;
        // Text between tags is only drawn as text; what can run or fetch is in the tags and their attributes.
        const tags = r.inner.replace(/>[^<]*</g, '><');
        const unsafe =
          /<style|<script|<image|<pattern|<marker|http|image-set|javascript|var\(|\son\w+=/i.test(tags) ||
          forbiddenCharacter(r.inner) !== undefined ||
          (r.inner.match(/<[a-z]/gi)?.length ?? 0) > SVG_BUDGET.elements;
        if (unsafe) figures.unsafeOutput++;
        expect(unsafe, r.inner).toBe(false);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);

  it(`${RUNS} templates: rendered within the budget, or refused naming the file`, async () => {
    const ARGS = ['@root', '../', 'this', 'items', 'rows', 'name', '@../items', '(lookup this "x")'];
    const block: fc.Memo<string> = fc.memo((depth) =>
      fc.oneof(
        pick(['x', '{{name}}', '{{{name}}}', '{{this}}', '{{@index}}', '{{#if}}', '{{/each}}', '{{add 1 name}}']),
        depth > 1
          ? fc
              .tuple(pick(['each', 'with', 'if', 'unless']), pick(ARGS), fc.array(block(depth - 1), { maxLength: 3 }))
              .map(([h, arg, inner]) => `{{#${h} ${arg}}}${inner.join('')}{{/${h}}}`)
          : fc.constant('y'),
      ),
    );
    const data = {
      name: 'n',
      items: [1, 2, 3],
      rows: Array.from({ length: 30 }, () => Array.from({ length: 30 }, (_, i) => i)),
    };
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(block(7), { maxLength: 5 }), async (parts) => {
        const file = join(work, `t${n++}.svg.hbs`);
        writeFileSync(file, parts.join(''));
        await outcome(
          () => loadTemplate(file, { what: 'card template', noEscape: true }).render(data),
          (e) => (e instanceof InputError || e instanceof ScenarioError) && e.message.includes(file),
        );
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  }, 120_000);

  it(`${RUNS} journal imports on the phone: read whole, or refused with a message naming the file`, async () => {
    const good = journalText(newJournal('veritable'));
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc
        .tuple(fc.nat(good.length), fc.string({ maxLength: 20 }))
        .map(([at, s]) => good.slice(0, at) + s + good.slice(at)),
      fc.json(),
      fc.constant(good),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.boolean(), async (t, huge) => {
        const size = huge ? 2 ** 30 : t.length;
        await outcome(
          () => readImport({ name: 'import.json', size, text: async () => t }, 'veritable'),
          (e) => e instanceof InputError && e.message.includes('import.json'),
        );
      }),
      { seed: SEED + 2, numRuns: RUNS },
    );
  }, 60_000);

  it(`${RUNS} piece definitions: every field decodes back, nested as a module nests them`, async () => {
    const field = fc.string({ unit: fc.constantFrom('\\', "'", ';', '\t', '/', ',', 'a', 'é', ' '), maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(fc.array(field, { minLength: 1, maxLength: 6 }), async (fields) => {
        await outcome(
          () => {
            const trait = encodeSequence(fields, ';');
            const command = encodeSequence(['null', encodeSequence([trait, 'piece;;;x'], '\t'), ''], '/');
            const back = decodeSequence(decodeSequence(decodeSequence(command, '/')[1], '\t')[0], ';');
            if (JSON.stringify(back) !== JSON.stringify(fields)) figures.undecodable++;
            expect(back).toEqual(fields);
          },
          () => false,
        );
      }),
      { seed: SEED + 3, numRuns: RUNS },
    );
    expect({ internalErrors: figures.internalErrors, unsafeOutput: figures.unsafeOutput, undecodable: 0 }).toEqual({
      internalErrors: 0,
      unsafeOutput: 0,
      undecodable: figures.undecodable,
    });
  }, 60_000);
});
