import { render } from '../../assist/messages.js';
import type { Command } from 'commander';
import { bundledGameIds, resolveGameFolder } from '../../load/bundled.js';
import { loadScenario } from '../../load/load-scenario.js';
import { ScenarioError, formatProblem, type Problem } from '../../load/problem.js';
import type { Io } from '../io.js';
import { undrawableText } from '../../print/glyph-check.js';
import { scenarioWarnings } from '../../load/validate/warnings.js';
import { localeWarnings } from '../../print/locale-check.js';
import { localeWordWarnings } from '../locale-words.js';
import { misfitProblems } from '../../parts/map/fit-check.js';
import { parseCounterSize } from '../../print/options.js';
import { gameArtProblems } from '../../parts/cards/art-check.js';
import { rosterProblems } from '../../parts/roster/api.js';
import { rulesWarnings } from '../../load/validate/check-rules.js';
import { unjudgedConditions } from '../../load/validate/check-hook-shifts.js';
import { problemAt } from '../../load/source-file.js';
import type { Scenario } from '../../model/scenario.js';
import {
  findAllowanceHook,
  findHook,
  findMoveCheckHook,
  findRoundsHook,
  findStackingHook,
  hookParts,
  missingDeclaration,
  stackingHookNames,
  namedHooks,
  type NamedHookKind,
} from '../../games/game-hooks.js';
import { unknownHook } from './declared.js';
import { suggest } from '../../util/suggest.js';

/** rules.yaml's hooks that name no hook the code has: which exist is known only up here, above the games. */
/** " (did you mean …?)" for a hook name its module does not export, from the module's hooks of that kind. */
async function meant(name: string, kind: NamedHookKind): Promise<string> {
  const near = suggest(name, await namedHooks(kind, hookParts(name).module));
  return near ? ` (did you mean "${near}"?)` : '';
}

type Procedure = NonNullable<Scenario['rules']>['procedures'][number];

/** A hook a procedure names: where under the procedure, the words for its kind, and its kind in the hooks module. */
interface HookNamed {
  at: readonly (string | number)[];
  name: string;
  what: string;
  kind: NamedHookKind;
}

/** Every hook one procedure names, so that each is checked, and worded, alike. */
function hooksNamed(p: Procedure): HookNamed[] {
  const out: HookNamed[] = [];
  const add = (name: string | undefined, at: readonly (string | number)[], what: string, kind: NamedHookKind) => {
    if (name) out.push({ name, at, what, kind });
  };
  if (p.kind === 'die-table') {
    add(p.turnHook, ['turnHook'], 'turn', 'turn');
    add(p.unit?.hook, ['unit', 'hook'], 'unit roll', 'unitRoll');
  }
  if (p.kind === 'supply') add(p.standing, ['standing'], 'standing', 'standing');
  if (p.kind === 'victory') {
    add(p.tally?.state, ['tally', 'state'], 'victory state', 'victoryState');
    for (const [j, pt] of (p.tally?.points ?? []).entries())
      add(pt.hook, ['tally', 'points', j, 'hook'], 'victory count', 'victoryCount');
    for (const [j, c] of (p.objectives?.counts ?? []).entries())
      add(c.hook, ['objectives', 'counts', j, 'hook'], 'victory item', 'victoryItems');
  }
  if (p.kind === 'work') add(p.check?.hook, ['check', 'hook'], 'work check', 'work');
  if (p.kind === 'salvo') add(p.check?.hook, ['check', 'hook'], 'salvo check', 'salvo');
  if (p.kind === 'combat') {
    add(p.hooks?.check, ['hooks', 'check'], 'combat check', 'combatCheck');
    add(p.hooks?.totals, ['hooks', 'totals'], 'combat totals', 'combatTotals');
    add(p.hooks?.outcome, ['hooks', 'outcome'], 'combat outcome', 'combatOutcome');
    add(p.hooks?.kept, ['hooks', 'kept'], 'combat journal', 'combatKept');
    add(p.hooks?.json, ['hooks', 'json'], 'combat --json', 'combatJson');
  }
  if (p.kind === 'battle') add(p.check?.hook, ['check', 'hook'], 'battle check', 'battle');
  if (p.kind === 'rounds') add(p.play?.hook, ['play', 'hook'], 'card-play', 'rounds');
  if (p.kind === 'move') add(p.kept?.hook, ['kept', 'hook'], 'kept move', 'moveKept');
  if (p.kind === 'turn-choice') add(p.kept?.hook, ['kept', 'hook'], 'kept turn-choice', 'turnChoice');
  if (p.kind === 'reserve') add(p.kept?.hook, ['kept', 'hook'], 'kept reserve', 'reserve');
  if (p.kind === 'setup') add(p.kept?.hook, ['kept', 'hook'], 'kept set-up', 'setupKept');
  return out;
}

async function hookProblems(s: Scenario): Promise<Problem[]> {
  const ref = s.origins.rules;
  if (!s.rules || !ref) return [];
  const out: Problem[] = [];
  for (const [i, p] of s.rules.procedures.entries()) {
    if (p.kind !== 'hook') continue;
    const h = await findHook(p.hook);
    const lacking = h && missingDeclaration(p, h);
    if (!h) out.push(problemAt(ref.src, [...ref.path, 'procedures', i, 'hook'], render(await unknownHook(p.hook))));
    else if (lacking) out.push(problemAt(ref.src, [...ref.path, 'procedures', i], render(lacking)));
    if (h && h.judgesConditions !== true) {
      const judged = Array.isArray(h.judgesConditions) ? h.judgesConditions : [];
      out.push(...unjudgedConditions(p, { src: ref.src, path: [...ref.path, 'procedures', i] }, judged));
    }
    // A field that sets a game option names one game.yaml declares: the page titles the field by it.
    const options = s.game.options.map((o) => o.id);
    for (const [j, f] of (p.fields ?? []).entries())
      if (f.option && f.option !== '*' && !options.includes(f.option)) {
        const near = suggest(f.option, options);
        const path = [...ref.path, 'procedures', i, 'fields', j, 'option'];
        const hint = near ? ` (did you mean "${near}"?)` : '';
        out.push(problemAt(ref.src, path, `no game option "${f.option}" in game.yaml${hint}`));
      }
  }
  const stacking = s.rules.movement?.stacking?.hook;
  if (stacking && !(await findStackingHook(stacking))) {
    const names = await stackingHookNames(hookParts(stacking).module);
    const near = suggest(stacking, names);
    const known = names.length ? `; hooks: ${names.join(', ')}` : '';
    out.push(
      problemAt(
        ref.src,
        [...ref.path, 'movement', 'stacking', 'hook'],
        `no stacking hook "${stacking}"${near ? ` (did you mean "${near}"?)` : ''}${known}`,
      ),
    );
  }
  const allowance = s.rules.movement?.chosen?.hook;
  if (allowance && !(await findAllowanceHook(allowance)))
    out.push(
      problemAt(
        ref.src,
        [...ref.path, 'movement', 'chosen', 'hook'],
        `no movement allowance hook "${allowance}"${await meant(allowance, 'allowance')}`,
      ),
    );
  for (const [i, p] of s.rules.procedures.entries()) {
    for (const r of hooksNamed(p))
      if (!(await namedHooks(r.kind, hookParts(r.name).module)).includes(r.name))
        out.push(
          problemAt(
            ref.src,
            [...ref.path, 'procedures', i, ...r.at],
            `no ${r.what} hook "${r.name}"${await meant(r.name, r.kind)}`,
          ),
        );
    const h = p.kind === 'rounds' && p.play ? await findRoundsHook(p.play.hook) : undefined;
    // A shift the play hook applies itself (one a card gives) is never judged: a condition on it is refused.
    if (p.kind === 'rounds' && p.play && h)
      p.shifts.forEach((a, j) => {
        if ((a.when || a.per) && h.applies?.includes(a.id ?? a.modifier ?? ''))
          out.push(
            problemAt(
              ref.src,
              [...ref.path, 'procedures', i, 'shifts', j, a.when ? 'when' : 'per'],
              `hook ${p.play!.hook} decides when its numbers apply: no when or per`,
            ),
          );
      });
  }
  const check = s.rules.movement?.check?.hook;
  if (check && !(await findMoveCheckHook(check)))
    out.push(
      problemAt(
        ref.src,
        [...ref.path, 'movement', 'check', 'hook'],
        `no move check hook "${check}"${await meant(check, 'moveCheck')}`,
      ),
    );
  return out;
}

const plural = (list: readonly unknown[]) => (list.length === 1 ? '' : 's');

export function registerValidate(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('validate')
    .description(
      'check game folders against the format and every cross-reference (all bundled games when none is named)',
    )
    .argument('[games...]', 'bundled game ids or game folders')
    .option('--json', 'print JSON')
    .option('--strict', 'treat warnings (text the fonts cannot print) as errors')
    .option('--counter-size <size>', 'check the map against counters of this size (5/8, 0.7in, 18mm)')
    .option('--allow-misfit', 'report spaces too small for their pieces as warnings, not problems')
    .action(
      async (
        games: string[],
        opts: { json?: boolean; strict?: boolean; counterSize?: string; allowMisfit?: boolean },
      ) => {
        // Loaded on demand so the map part stays one lazily loaded chunk of the bundle, as `build` loads it.
        const { drawMap } = await import('../../parts/map/part.js');
        const targets = games.length ? games : bundledGameIds();
        const counter = opts.counterSize === undefined ? undefined : parseCounterSize(opts.counterSize);
        const validateOne = async (g: string) => {
          try {
            const s = loadScenario(resolveGameFolder(g));
            const refused = (problems: Problem[], summary: string) => ({
              game: g,
              ok: false,
              problems,
              warnings: [] as Problem[],
              summary,
            });
            const art = gameArtProblems(s);
            if (art.length) return refused(art, `${art.length} problem${plural(art)} in its art or templates`);
            const roster = rosterProblems(s);
            if (roster.length) return refused(roster, `${roster.length} problem${plural(roster)} in its roster`);
            const hooks = await hookProblems(s);
            if (hooks.length) return refused(hooks, `${hooks.length} problem${plural(hooks)}`);
            const misfits = s.map ? misfitProblems(s, drawMap(s, 'en', counter?.pt), counter?.label) : [];
            if (misfits.length && !opts.allowMisfit)
              return refused(misfits, `${misfits.length} space${plural(misfits)} too small for their pieces`);
            const warnings = [
              ...scenarioWarnings(s),
              ...localeWarnings(s),
              ...(await localeWordWarnings(s)),
              ...undrawableText(s),
              ...misfits,
              ...rulesWarnings(s),
            ];
            const counts =
              `${s.units.length} units, ${s.markers.length} markers, ${s.charts.length} charts` +
              (s.rules?.procedures.length
                ? `, ${s.rules.procedures.length} procedure${s.rules.procedures.length === 1 ? '' : 's'}`
                : '');
            if (opts.strict && warnings.length) return refused(warnings, `${warnings.length} problems`);
            return { game: g, ok: true, problems: [] as Problem[], warnings, summary: counts };
          } catch (e) {
            if (!(e instanceof ScenarioError)) throw e;
            return {
              game: g,
              ok: false,
              problems: e.problems,
              warnings: [] as Problem[],
              summary: `${e.total} problem${e.total === 1 ? '' : 's'}`,
            };
          }
        };
        const results: Awaited<ReturnType<typeof validateOne>>[] = [];
        for (const g of targets) results.push(await validateOne(g));
        if (opts.json)
          io.out(
            JSON.stringify(
              results.map((r) => ({
                ...r,
                problems: r.problems.map((p) => ({ ...p, text: formatProblem(p) })),
                warnings: r.warnings.map((p) => ({ ...p, text: formatProblem(p) })),
              })),
              null,
              2,
            ),
          );
        else
          for (const r of results) {
            if (r.ok) io.out(`ok    ${r.game}: ${r.summary}`);
            else {
              io.err(`FAIL  ${r.game}: ${r.summary}`);
              r.problems.forEach((p) => io.err(`  ${formatProblem(p)}`));
            }
            r.warnings.forEach((p) => io.err(`  warning: ${formatProblem(p)}`));
          }
        if (results.some((r) => !r.ok)) setExit(1);
      },
    );
}
