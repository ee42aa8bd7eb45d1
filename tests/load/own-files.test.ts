import { describe, it, expect } from 'vitest';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError } from '../../src/load/problem.js';
import { BUNDLED_TEMPLATE_DIR, templateDirs } from '../../src/load/find-template.js';
import { resolveDeckTemplates } from '../../src/parts/cards/card-templates.js';
import { resolveCounterTemplates } from '../../src/parts/counters/counter-templates.js';
import { sideInsignia } from '../../src/parts/cards/insignia.js';
import { problemsOf, MINI_HEX } from '../helpers/broken-copy.js';

// A game folder may come from anyone. What it makes Sandtable read must be inside it, or a shared game
// could have any file on the machine quoted back in an error message or printed on a card.
const SECRET = 'SECRET-CONTENTS {{#if}}';

/** A temp folder holding a copy of the fixture as game/ and, beside it, files the game must not reach. */
function gameBesideSecrets(fixture: string): { root: string; game: string } {
  const root = mkdtempSync(join(tmpdir(), 'sandtable-own-'));
  const game = join(root, 'game');
  cpSync(fixture, game, { recursive: true });
  writeFileSync(join(root, 'secret.svg.hbs'), SECRET);
  writeFileSync(join(root, 'secret.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><text>${SECRET}</text></svg>`);
  return { root, game };
}

function thrown(f: () => unknown): ScenarioError {
  try {
    f();
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error('expected a ScenarioError');
}

describe("a game's templates, insignia and data are the game's own files", () => {
  it('a card type template that climbs out of the game folder with ".." is refused where cards.yaml names it', () => {
    const { game } = gameBesideSecrets('tests/fixtures/cards-deck');
    const cards = join(game, 'cards.yaml');
    writeFileSync(
      cards,
      readFileSync(cards, 'utf8').replace('color: "#2f5d8a" }', 'color: "#2f5d8a", template: ../../secret }'),
    );
    const [p] = problemsOf(game);
    expect(p.file).toBe(cards);
    expect(p.line).toBe(7);
    expect(p.path).toEqual(['types', 0, 'template']);
    expect(p.message).toMatch(/without "\.\." or an absolute path/);
  });

  it('a card template linking outside the game folder is refused by validate, and its text is never quoted', () => {
    const { root, game } = gameBesideSecrets('tests/fixtures/cards-deck');
    mkdirSync(join(game, 'templates'));
    symlinkSync(join(root, 'secret.svg.hbs'), join(game, 'templates/evil.svg.hbs'));
    const cards = join(game, 'cards.yaml');
    writeFileSync(
      cards,
      readFileSync(cards, 'utf8').replace('color: "#2f5d8a" }', 'color: "#2f5d8a", template: evil }'),
    );
    const problems = problemsOf(game);
    const p = problems.find((x) => x.file === cards)!;
    expect(p.path).toEqual(['types', 0, 'template']);
    expect(p.message).toMatch(/evil\.svg\.hbs is a link to .*secret\.svg\.hbs, outside the game folder/);
    expect(problems.map((x) => x.message).join('\n')).not.toContain('SECRET');
  });

  it('the card build refuses a default template that links outside, even when validation was cached', () => {
    const { root, game } = gameBesideSecrets('tests/fixtures/cards-deck');
    const s = loadScenario(game);
    mkdirSync(join(game, 'templates'));
    symlinkSync(join(root, 'secret.svg.hbs'), join(game, 'templates/card-face.svg.hbs'));
    const e = thrown(() => resolveDeckTemplates(s, undefined));
    expect(e.problems[0].file).toBe(join(game, 'templates/card-face.svg.hbs'));
    expect(e.message).toMatch(/outside the game folder/);
    expect(e.message).not.toContain('SECRET');
  });

  it('a counter template in the game folder that links outside it is refused', () => {
    const { root, game } = gameBesideSecrets(MINI_HEX);
    const s = loadScenario(game);
    mkdirSync(join(game, 'templates'));
    symlinkSync(join(root, 'secret.svg.hbs'), join(game, 'templates/counter-front.svg.hbs'));
    const e = thrown(() => resolveCounterTemplates(s, undefined));
    expect(e.problems[0].file).toBe(join(game, 'templates/counter-front.svg.hbs'));
    expect(e.message).not.toContain('SECRET');
  });

  it('--template on the command line may still name a file anywhere: the user chose it', () => {
    const { root, game } = gameBesideSecrets('tests/fixtures/cards-deck');
    const s = loadScenario(game);
    const face = join(root, 'my-face.svg.hbs');
    copyFileSync(join(BUNDLED_TEMPLATE_DIR, 'card-face.svg.hbs'), face);
    expect(resolveDeckTemplates(s, face).files).toContain(face);
    const front = join(root, 'my-front.svg.hbs');
    copyFileSync(join(BUNDLED_TEMPLATE_DIR, 'counter-front.svg.hbs'), front);
    expect(resolveCounterTemplates(loadScenario(MINI_HEX), front).front).toBe(front);
  });

  it('an insignia that links outside the game folder is refused, not embedded in the cards', () => {
    const { root, game } = gameBesideSecrets('tests/fixtures/cards-deck');
    const s = loadScenario(game);
    mkdirSync(join(game, 'templates/insignia'), { recursive: true });
    symlinkSync(join(root, 'secret.svg'), join(game, 'templates/insignia/german.svg'));
    const e = thrown(() => sideInsignia(s.game.sides[0], templateDirs(s)));
    expect(e.problems[0].file).toBe(join(game, 'templates/insignia/german.svg'));
    expect(e.message).toMatch(/is a link to .*secret\.svg, outside the game folder/);
  });

  it('a units.csv that links outside the game folder is refused', () => {
    const { root, game } = gameBesideSecrets(MINI_HEX);
    copyFileSync(join(game, 'units.csv'), join(root, 'units.csv'));
    const csv = join(game, 'units.csv');
    rmSync(csv);
    symlinkSync(join(root, 'units.csv'), csv);
    const [p] = problemsOf(game);
    expect(p.file).toBe(csv);
    expect(p.message).toMatch(/is a link to .*units\.csv, outside the game folder/);
  });

  it('a game folder reached through a link is still read: only what lies outside its real path is refused', () => {
    const { root, game } = gameBesideSecrets(MINI_HEX);
    symlinkSync(game, join(root, 'linked'));
    expect(loadScenario(join(root, 'linked')).game.id).toBe('mini-hex');
  });
});
