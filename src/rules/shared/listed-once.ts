import { KeyedRefusal, msg } from '../../assist/messages.js';

/** A unit named twice in one battle or fire is a typing slip, not a second unit. */
export function checkListedOnce(units: readonly { ref: string }[]): void {
  const refs = units.map((u) => u.ref);
  const twice = refs.find((r, i) => refs.indexOf(r) !== i);
  if (twice) throw new KeyedRefusal(msg('refused.listedTwice', { ref: twice }));
}
