import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { DeclaredOutcome } from '../../model/schema/side-outcome.js';
import type { Problem } from '../problem.js';
import { at, duplicateKeys, missing } from './report.js';

/**
 * A combat hook's `outcome` (src/model/schema/side-outcome.ts): it reads a CRT the hook names; each code is one of
 * that chart's results (or `N`, any number, which alone is met by retreat or loss); a reading by option names a game
 * option and maps every one of its choices, and no other; a reading used has its section; each spent input is a
 * number field of the hook. Unknown names are refused with "did you mean".
 */
export function outcomeProblems(
  s: Scenario,
  ref: SourceRef,
  o: DeclaredOutcome,
  charts: readonly string[],
  fields: readonly { id: string; kind: string }[],
): Problem[] {
  const out: Problem[] = [];
  const crts = s.charts.filter((c) => charts.includes(c.id) && c.kind === 'crt');
  if (!crts.length) out.push(at(ref, ['outcome'], 'only a hook that reads a CRT (charts) declares an outcome'));
  const codes = new Set(crts.flatMap((c) => (c.kind === 'crt' ? c.results.map((r) => r.code) : [])));
  out.push(
    ...duplicateKeys(
      o.codes,
      (c) => c.code,
      (i) => ({ src: ref.src, path: [...ref.path, 'outcome', 'codes', i] }),
      'outcome code',
      ['code'],
    ),
  );
  o.codes.forEach((c, i) => {
    const path = ['outcome', 'codes', i];
    if (c.code === 'N') {
      if (c.does !== 'retreat-or-lose')
        out.push(at(ref, [...path, 'does'], 'N (any number) is met by retreat or loss: does: retreat-or-lose'));
      if (crts.length && ![...codes].some((x) => /^[1-9]$/.test(x)))
        out.push(at(ref, [...path, 'code'], 'N can never hold: the chart has no numeric result'));
    } else {
      if (crts.length && !codes.has(c.code))
        out.push(at(ref, [...path, 'code'], missing('result code', c.code, codes)));
      if (c.does === 'retreat-or-lose')
        out.push(at(ref, [...path, 'does'], `only N (a number) is met by retreat or loss, not "${c.code}"`));
    }
    if (c.does !== 'nothing' && !c.section) out.push(at(ref, [...path, 'section'], 'an effect cites its rule section'));
  });
  const used = new Set<string>();
  for (const side of ['attacker', 'defender'] as const) {
    const r = o.reading[side];
    const path = ['outcome', 'reading', side];
    if (typeof r === 'string') {
      used.add(r);
      continue;
    }
    for (const x of Object.values(r.choices)) used.add(x);
    const option = s.game.options.find((x) => x.id === r.option);
    if (!option) {
      out.push(
        at(
          ref,
          [...path, 'option'],
          missing(
            'game option',
            r.option,
            s.game.options.map((x) => x.id),
          ),
        ),
      );
      continue;
    }
    const choices = option.choices.map((c) => c.id);
    for (const c of Object.keys(r.choices))
      if (!choices.includes(c))
        out.push(at(ref, [...path, 'choices', c], missing(`choice of option "${option.id}"`, c, choices)));
    const unread = choices.filter((c) => !(c in r.choices));
    if (unread.length)
      out.push(at(ref, [...path, 'choices'], `option "${option.id}" choice(s) ${unread.join(', ')} read no way`));
  }
  if (o.codes.some((c) => c.does === 'retreat-or-lose'))
    for (const r of used)
      if (!o.sections[r as keyof typeof o.sections])
        out.push(at(ref, ['outcome', 'sections'], `the reading ${r} is used: give its section`));
  o.spends.forEach((x, i) => {
    const f = fields.find((y) => y.id === x.input);
    const path = ['outcome', 'spends', i, 'input'];
    if (!f)
      out.push(
        at(
          ref,
          path,
          missing(
            'field',
            x.input,
            fields.map((y) => y.id),
          ),
        ),
      );
    else if (f.kind !== 'number')
      out.push(at(ref, path, `field "${x.input}" is a ${f.kind}: a count spent is a number`));
  });
  return out;
}
