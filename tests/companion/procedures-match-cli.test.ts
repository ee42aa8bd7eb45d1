import { describe, it, expect } from 'vitest';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli/main.js';
import { registerDeclared } from '../../src/cli/commands/declared.js';
import { isRequired } from '../../src/cli/help-text.js';
import { pageProcedures } from '../../src/parts/companion/page/procedures.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ruleFields } from '../../src/rules/run.js';
import { ownProcedure } from '../../src/rules/table-procedures.js';
import { subcommandOf } from '../../src/model/procedure-command.js';

// The page draws each procedure's screen from its description, and the CLI's one adapter makes the same
// procedure's flags from it. A field the CLI cannot do without must be marked needed on the page too, or the page
// runs the rules with a hole in their input (Remagen fire once failed inside with no firer given).

/** `combat GAME`, or deeper as `setup check GAME`: the game's command under the verb's group. */
function commandOf(program: Command, verb: string, game: string): Command | undefined {
  const under = (c: Command): Command | undefined =>
    c.commands.find((x) => x.name() === game) ?? c.commands.map(under).find(Boolean);
  const group = program.commands.find((c) => c.name() === verb);
  return group && under(group);
}

describe('the companion page and the CLI agree on what each procedure needs', () => {
  for (const game of ['veritable', 'remagen', 'nordwind', 'death-of-a-division'])
    it(`${game}: every procedure the page shows has its command, with the same needed fields`, async () => {
      const s = loadScenario(`data/${game}`);
      const procedures = await pageProcedures(s);
      expect(procedures.length).toBe(s.rules?.procedures.length);
      for (const [i, p] of procedures.entries()) {
        const declared = s.rules!.procedures[i];
        const program = await buildProgram({ out: () => {}, err: () => {} }, () => {});
        const sub = subcommandOf(declared);
        await registerDeclared(program, { out: () => {}, err: () => {} }, [declared.id, ...(sub ? [sub] : []), game]);
        const cmd = commandOf(program, declared.id, game);
        expect(cmd, `sandtable ${declared.id} ${game}`).toBeDefined();
        // A declared procedure's command checks its required fields itself (src/cli/commands/declared.ts); one
        // that runs as its own table procedure (a side's choice, a reserve,
        // replacements) has a hook's command.
        const mandatory =
          declared.kind === 'hook' || ownProcedure(s, declared)
            ? cmd!.options.filter(isRequired).map((o) => o.attributeName())
            : ruleFields(s, declared)
                .filter((f) => f.required)
                .map((f) => f.key);
        const needed = p.fields.filter((f) => f.required).map((f) => f.key);
        expect(needed.sort(), p.verb).toEqual(mandatory.sort());
      }
    });
});
