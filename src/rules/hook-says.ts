import type { Adjustment, HookProcedure } from '../model/schema/rules.js';
import { msg, type Message } from '../assist/messages.js';
import { saysMessage } from './says.js';
import type { JudgedNumber } from './hook-shifts.js';

// A combat hook's report lists the shifts (or die modifiers) that hold in the order rules.yaml declares them, each in
// its own words (`says`, "<procedure>.says.<id>.one|many" for a locale file's `words.rules`), with its count.

/** The words a declared number's `says` gives, one and many; none when it has no words of its own. */
export function adjustmentSays(a: Adjustment): { one: string; many?: string } | undefined {
  if (a.says === undefined) return undefined;
  return typeof a.says === 'string' ? { one: a.says } : a.says;
}

/** The declared numbers that hold, in the order declared (a cancelling one where it is declared), with their words. */
export function judgedInOrder(
  p: HookProcedure,
  what: 'shift' | 'drm',
  judged: readonly JudgedNumber[],
): { judged: JudgedNumber; said: Message }[] {
  const out: { judged: JudgedNumber; said: Message }[] = [];
  for (const a of what === 'shift' ? p.shifts : p.drms) {
    const id = a.id ?? a.modifier ?? '';
    const j = judged.find((x) => x.id === id);
    if (!j) continue;
    const says = adjustmentSays(a);
    const values = { n: j.count, section: j.section ?? '' };
    const step = j.count > 1 && says?.many ? 'many' : 'one';
    const text = step === 'many' ? says?.many : says?.one;
    out.push({
      judged: j,
      said: text
        ? saysMessage(p.id, id, step, text, values)
        : msg('why.declared', { text: j.section ? `${j.text} (${j.section})` : j.text }),
    });
  }
  return out;
}
