import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { runCli } from '../helpers/run-cli.js';
import { companionLookupWords, withMissingWords, type OwnWord } from '../../src/cli/locale-words.js';
import { RULES_EN } from '../../src/assist/messages.js';
import { MAP_WORDS } from '../../src/parts/map/map-words.js';
import { KIT_WORDS } from '../../src/parts/own-words.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { saysTexts } from '../../src/rules/says.js';
import { loadScenario } from '../../src/load/load-scenario.js';

// Issue 23: "a new locale is warned about every word of Sandtable's own it lacks and can supply them".
const hasPoppler = spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;
const root = mkdtempSync(join(tmpdir(), 'sandtable-locale-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const USER_TEXT = 'language: de\n# Unsere Namen, von Hand\nnames:\n  my-game: "Mein Spiel"   # der Titel\n';

describe('sandtable locale GAME LANG', () => {
  const game = join(root, 'my-game');
  const de = join(game, 'locales', 'de.yaml');
  beforeAll(async () => {
    const r = await runCli('new', game, '--map', 'hex');
    expect(r.code, r.err).toBe(0);
    mkdirSync(join(game, 'locales'), { recursive: true });
    writeFileSync(de, USER_TEXT);
  });

  it('warns a new de locale of every word it lacks, on build and in the list', async () => {
    const v = await runCli('validate', game);
    expect(v.code, v.err).toBe(0);
    const count = Number(v.err.match(/lacks (\d+) of Sandtable's own words in "de"/)?.[1]);
    // Every kit part's words and the generic rules messages; none of a bundled game's hooks (veritable.* ...).
    const kit = Object.values(KIT_WORDS).reduce((n, w) => n + Object.keys(w).length, 0);
    const hooks = /^(veritable|remagen|nordwind|death-of-a-division)\./;
    const rules = Object.keys(RULES_EN).filter((k) => !hooks.test(k)).length;
    // And the companion page's words beyond its screens': its journal's and reports' words (its report lines are
    // keyed rules messages, counted with the rules).
    const page = Object.keys(companionLookupWords()).length;
    expect(page).toBeGreaterThan(60);
    // And the game's own words its rules.yaml writes in place (the new game's set-up check's steps).
    const own = saysTexts(loadScenario(game).rules).length;
    expect(own).toBeGreaterThan(0);
    expect(count).toBe(kit + rules + page + own);
    expect(v.err).toMatch(/"sandtable locale .*my-game de" lists them, and --write adds them/);
    const l = await runCli('locale', game, 'de');
    expect(l.code, l.err).toBe(0);
    expect(l.err).toMatch(new RegExp(`lacks ${count} of Sandtable's own words`));
    expect(l.out).toContain('words.map.legend: "Legend"');
    expect(l.out).toContain('words.footer.sheet: "sheet {n} of {m}"');
    expect(l.out).toContain('words.companion.journal.key.attackers: "attackers"');
    expect(l.out).toContain('words.companion.report.word.none: "none"');
    expect(l.out).not.toMatch(/words\.rules\.(veritable|remagen|nordwind|death-of-a-division)\./);
    expect(l.out.split('\n').filter((x) => x.startsWith('  words.')).length).toBe(count);
  });

  it('refuses a locale with an unknown key, naming file, line and field, and touches nothing', async () => {
    const bad = `${USER_TEXT}words:\n  mapp:\n    legend: Legende\n`;
    writeFileSync(de, bad);
    const r = await runCli('locale', game, 'de', '--write');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/de\.yaml:6:\d+: words\.mapp: unknown field "mapp" \(did you mean "map"\?\)/);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(readFileSync(de, 'utf8')).toBe(bad);
    const stray = `${USER_TEXT}words:\n  map:\n    legnd: Legende\n`;
    writeFileSync(de, stray);
    const s = await runCli('locale', game, 'de', '--write');
    expect(s.code).toBe(1);
    expect(s.err).toMatch(
      /de\.yaml:7:\d+: words\.map\.legnd: names no word of Sandtable's map: "legnd" \(did you mean "legend"\?\)/,
    );
    expect(readFileSync(de, 'utf8')).toBe(stray);
    writeFileSync(de, USER_TEXT);
  });

  it('--write fills it, keeping the user text; the rebuilt sheets use the German words given', async () => {
    const w = await runCli('locale', game, 'de', '--write');
    expect(w.code, w.err).toBe(0);
    const written = readFileSync(de, 'utf8');
    expect(written.startsWith(USER_TEXT)).toBe(true);
    expect(written).toContain('    "legend": "Legend"  # TODO translate\n');
    // No temporary file is left beside it (the write is a rename).
    expect(readdirSync(join(game, 'locales'))).toEqual(['de.yaml']);
    const after = await runCli('validate', game);
    expect(after.err).not.toMatch(/lacks \d+ of Sandtable's own words/);
    const again = await runCli('locale', game, 'de');
    expect(again.out).toMatch(/^\d+ words still carry their English \(# TODO translate\): translate them$/m);
    // The translator's work: a few words in German, the rest left as written.
    const german = written
      .replace('"legend": "Legend"  # TODO translate', '"legend": "Legende"')
      .replace('"sheet": "sheet {n} of {m}"  # TODO translate', '"sheet": "Blatt {n} von {m}"')
      .replace('"front": "counters, front"  # TODO translate', '"front": "Spielsteine, Vorderseite"')
      .replace('"playerAids": "Player aids"  # TODO translate', '"playerAids": "Spielhilfen"')
      .replace('"journal": "Journal"  # TODO translate', '"journal": "Spielprotokoll"')
      .replace('"journal.key.attackers": "attackers"  # TODO translate', '"journal.key.attackers": "Angreifer"')
      .replace('"report.word.none": "none"  # TODO translate', '"report.word.none": "keine"');
    writeFileSync(de, german);
    const mtime = statSync(de).mtimeMs;
    const nothing = await runCli('locale', game, 'de', '--write');
    expect(nothing.out).toMatch(/nothing to add/);
    expect(statSync(de).mtimeMs).toBe(mtime);
    // The page: its tab in German, and the words it reads a journal entry and a report with, handed to it.
    const pageDir = join(root, 'page');
    const c = await runCli('build', game, '--lang', 'de', '--only', 'companion', '--out', pageDir);
    expect(c.code, c.err).toBe(0);
    const html = readFileSync(join(pageDir, 'companion-de.html'), 'utf8');
    expect(html).toContain('data-tab="journal">Spielprotokoll</button>');
    const data = JSON.parse(html.match(/id="sandtable-data">(.*?)<\/script>/s)![1]);
    expect(data.words['journal.key.attackers']).toBe('Angreifer');
    expect(data.words['report.word.none']).toBe('keine');
    if (!hasPoppler) return;
    const out = join(root, 'kit');
    const b = await runCli(
      'build',
      game,
      '--lang',
      'de',
      '--only',
      'counters,map,aids',
      '--format',
      'pdf',
      '--out',
      out,
    );
    expect(b.code, b.err).toBe(0);
    const text = (f: string) => spawnSync('pdftotext', [join(out, f), '-'], { encoding: 'utf8' }).stdout;
    expect(text('counters-de.pdf')).toContain('Spielsteine, Vorderseite');
    expect(text('counters-de.pdf')).toContain('Blatt 1 von');
    expect(text('map-de.pdf')).toContain('Legende');
    expect(text('aids-de.pdf')).toContain('Spielhilfen');
    expect(text('map-de.pdf')).not.toMatch(/\bLegend\b/);
  });
});

describe('adding words to a locale file', () => {
  const words: OwnWord[] = [
    { part: 'map', key: 'legend', english: 'Legend' },
    { part: 'footer', key: 'sheet', english: 'sheet {n} of {m}' },
  ];

  it('appends to each part block and adds missing parts, keeping every byte of the user text', () => {
    const text = 'language: de\nwords:\n  # Karte\n  map:\n    north: "N"  # Norden\n    night: Nacht\nnames: {}\n';
    const out = withMissingWords(text, 'de.yaml', 'de', words);
    expect(out).toBe(
      'language: de\nwords:\n  # Karte\n  map:\n    north: "N"  # Norden\n    night: Nacht\n' +
        '    "legend": "Legend"  # TODO translate\n' +
        '  footer:\n    "sheet": "sheet {n} of {m}"  # TODO translate\n' +
        'names: {}\n',
    );
  });

  it('refuses a words: written in flow style, naming its line', () => {
    expect(() => withMissingWords('language: de\nwords: { map: {} }\n', 'de.yaml', 'de', words)).toThrow(
      /de\.yaml:2: words: write it as a block/,
    );
  });
});

describe("the English of Sandtable's own words", () => {
  it('has every word the Russian catalogue translates, part by part', () => {
    const english: Record<string, Readonly<Record<string, string>>> = { ...KIT_WORDS, rules: RULES_EN };
    for (const part of ['aids', 'map', 'counters', 'cards', 'roster', 'footer', 'rules'] as const)
      expect(
        Object.keys(RU[part]).filter((k) => english[part][k] === undefined),
        part,
      ).toEqual([]);
    // The page's: all but Russian's own plural forms and a game's hooks' refusals (their English is the hook's),
    // and any "report.KEY" word left from the frames the page once matched (its lines are keyed messages now).
    const page = { ...KIT_WORDS.companion, ...companionLookupWords() };
    const read = (k: string) => !/^report\.(?!word\.)/.test(k);
    expect(
      Object.keys(RU.companion).filter(
        (k) => read(k) && page[k] === undefined && !/^entries\.(few|many)$|^refusal\./.test(k),
      ),
    ).toEqual([]);
  });

  it("holds the map's English as its drawing code writes it", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    const found: string[] = [];
    for (const f of files('src/parts/map'))
      for (const m of readFileSync(f, 'utf8').matchAll(/\bt\(\s*'([^']+)',\s*'([^']*)'\s*[,)]/g)) {
        found.push(m[1]);
        expect(MAP_WORDS[m[1]], `${f}: ${m[1]}`).toBe(m[2]);
      }
    expect(found.length).toBeGreaterThan(40);
  });
});

describe('the bundled games validate clean', () => {
  // A bundled locale's every word is one the game says (a set-up check's steps under words.rules, say): validate
  // warns of none, so a stray key a designer copies from them is never taken for a good one.
  for (const game of ['veritable', 'remagen', 'death-of-a-division', 'nordwind'])
    it(`${game}: validate prints no warning`, async () => {
      const r = await runCli('validate', game);
      expect(r.code, r.err).toBe(0);
      expect(r.out + r.err).not.toContain('warning');
    });
});
