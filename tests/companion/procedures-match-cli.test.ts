import { describe, it, expect } from 'vitest';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli/main.js';
import { PROCEDURES } from '../../src/parts/companion/page/procedures.js';

// The page draws each procedure's screen from its description; the CLI declares the same procedure's flags. A
// field the CLI cannot do without must be marked needed on the page too, or the page runs the rules with a hole
// in their input (Remagen fire once failed inside with no firer given).
const program = buildProgram({ out: () => {}, err: () => {} }, () => {});

/** `combat veritable`, or deeper as `setup check veritable`: the game's command under the verb's group. */
function commandOf(verb: string, game: string): Command | undefined {
  const under = (c: Command): Command | undefined =>
    c.commands.find((x) => x.name() === game) ?? c.commands.map(under).find(Boolean);
  const group = program.commands.find((c) => c.name() === verb);
  return group && under(group);
}

describe('the companion page and the CLI agree on what each procedure needs', () => {
  for (const [game, procedures] of Object.entries(PROCEDURES)) {
    it.each(procedures.map((p) => [p.verb, p] as const))(`${game} %s`, (verb, p) => {
      const cmd = commandOf(verb, game);
      expect(cmd, `sandtable ${verb} ${game}`).toBeDefined();
      const mandatory = cmd!.options.filter((o) => o.mandatory).map((o) => o.attributeName());
      const needed = p.fields.filter((f) => f.required).map((f) => f.key);
      const onPage = new Set(p.fields.map((f) => f.key));
      expect(needed.sort()).toEqual(mandatory.filter((k) => onPage.has(k)).sort());
    });
  }
});
