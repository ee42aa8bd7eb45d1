import type { Factors } from '../../model/types.js';

/** One printed factor, so that a template can place or colour factors one by one. */
export interface FactorPart {
  text: string;
  role: 'attack' | 'defence' | 'combat' | 'shift' | 'strength' | 'fire' | 'move';
}

export interface FactorLine {
  kind: Factors['kind'];
  /** The factors as the counter prints them, e.g. "2-3-3", "5-4", "(+1)-4". Empty for kind none. */
  text: string;
  parts: FactorPart[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/**
 * The factor line in the style each factor kind is printed in on wargame counters: hyphen-separated,
 * movement last. A column shift printed in place of a combat factor sits in parentheses, the usual mark
 * for a value that is not added to a combat total.
 */
export function factorLine(f: Factors): FactorLine {
  const parts: FactorPart[] = [];
  switch (f.kind) {
    case 'attack-defence-move':
      parts.push(
        { text: String(f.attack), role: 'attack' },
        { text: String(f.defence), role: 'defence' },
        { text: String(f.move), role: 'move' },
      );
      break;
    case 'combat-move':
      parts.push({ text: String(f.combat), role: 'combat' }, { text: String(f.move), role: 'move' });
      break;
    case 'shift-move':
      parts.push({ text: `(${signed(f.shift)})`, role: 'shift' }, { text: String(f.move), role: 'move' });
      break;
    case 'strength':
      parts.push({ text: String(f.strength), role: 'strength' });
      if (f.move !== undefined) parts.push({ text: String(f.move), role: 'move' });
      break;
    case 'fire-combat-move':
      parts.push(
        { text: String(f.fireDice), role: 'fire' },
        { text: String(f.combat), role: 'combat' },
        { text: String(f.move), role: 'move' },
      );
      break;
    case 'none':
      break;
  }
  return { kind: f.kind, text: parts.map((p) => p.text).join('-'), parts };
}
