import type { Command } from 'commander';
import { resolveGameFolder } from '../../load/bundled.js';
import { loadScenario } from '../../load/load-scenario.js';
import { collectProvenance, summariseProvenance } from '../../provenance/collect.js';
import type { Scenario } from '../../model/scenario.js';
import type { Io } from '../io.js';

export function registerSources(program: Command, io: Io): void {
  program
    .command('sources')
    .description('show where every table and value comes from: the rules, history, our reconstruction, or the designer')
    .argument('<game>', 'bundled game id or game folder')
    .option('--json', 'print JSON')
    .option('--all', 'list every item, not just the totals per part')
    .action((game: string, opts: { json?: boolean; all?: boolean }) => {
      const s = loadScenario(resolveGameFolder(game));
      const entries = collectProvenance(s);
      const summary = summariseProvenance(entries);
      if (opts.json) {
        io.out(
          JSON.stringify(
            { game: s.id, title: s.game.title, sources: citedSources(s), summary, options: s.game.options, entries },
            null,
            2,
          ),
        );
        return;
      }
      io.out(`${s.game.title}: where the data comes from`);
      io.out('Sources:');
      for (const x of citedSources(s)) io.out(`  ${x.id}  ${x.title}${x.note ? `. ${x.note}` : ''}`);
      io.out('');
      const w = Math.max(...summary.map((r) => r.part.length), 4);
      // A designer's own game counts its values as theirs; the column is shown only where there are some.
      const own = entries.some((e) => e.kind === 'original');
      io.out(`${'part'.padEnd(w)}  rules  history  reconstructed${own ? '  original' : ''}`);
      for (const r of summary)
        io.out(
          `${r.part.padEnd(w)}  ${String(r.rules).padStart(5)}  ${String(r.history).padStart(7)}  ` +
            `${String(r.reconstructed).padStart(13)}${own ? `  ${String(r.original).padStart(8)}` : ''}`,
        );
      const rec = entries.filter((e) => e.kind === 'reconstructed').length;
      io.out('');
      if (own) {
        const by = [...new Set(entries.filter((e) => e.kind === 'original').map((e) => e.reference))];
        io.out(
          `${entries.length - rec} of ${entries.length} entries are the designer's own or published: ${by.join('; ')}.`,
        );
      }
      if (rec || !own)
        io.out(
          `${rec} of ${entries.length} entries are reconstructed: ` +
            'our design, consistent with every example in the rules, not the published values.',
        );
      if (s.game.options.length) {
        io.out('');
        io.out('Where the texts disagree or the rules offer a choice:');
        for (const o of s.game.options) {
          io.out(`  ${o.id}: ${o.title}`);
          io.out(`    ${o.why}`);
          for (const c of o.choices) io.out(`    ${c.id === o.default ? '*' : ' '} ${c.id}: ${c.text}`);
          io.out(`    default "${o.default}": ${o.defaultReason}`);
        }
      }
      if (opts.all) {
        io.out('');
        for (const e of entries) io.out(`${e.kind.padEnd(13)}  ${e.part}${e.item ? ` ${e.item}` : ''}: ${e.reference}`);
      }
    });
}

/**
 * The data records where the maintainers' copy of each rule text sits (`file`), a path inside our workspace that
 * means nothing on a user's machine; a reader is given the text's title and what it lacks or holds instead.
 */
function citedSources(s: Scenario) {
  return s.game.sources.map(({ file: _file, ...cited }) => cited);
}
