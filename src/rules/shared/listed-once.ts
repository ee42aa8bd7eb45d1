import { InputError } from '../../util/input-error.js';

/** A unit named twice in one battle or fire is a typing slip, not a second unit. */
export function checkListedOnce(units: readonly { ref: string }[]): void {
  const refs = units.map((u) => u.ref);
  const twice = refs.find((r, i) => refs.indexOf(r) !== i);
  if (twice) throw new InputError(`${twice} is listed twice`);
}
