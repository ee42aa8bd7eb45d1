import type { Node } from './rules-condition.js';
import type { Unit } from './schema/units.js';

// Interprets a condition of rules.yaml over what the engine knows of the moment: no code is ever built from
// the text. validate has checked every name and type, so an unknown name here is a fault of the engine.

export type Val = number | boolean | string;

/** One unit in a combat, as conditions see it. */
export interface UnitFacts {
  type: string;
  side: string;
  terrain: string;
  reduced: boolean;
  supplied: boolean;
  abilities: readonly string[];
  /** Hexside features between this unit and the hex it attacks (none for a defender). */
  crossing: readonly string[];
  /** Its symbol code (units.yaml `sidc`), which `symbol('CODE')` reads. */
  sidc?: string;
  /** Its printed factors by name (`attack`, `defence`), where the caller knows the counter. */
  factors?: Readonly<Record<string, unknown>>;
  /** Its echelon (units.yaml `echelon`), where the counter gives one: `echelon == brigade`. */
  echelon?: string;
  /** The unit's id, where the caller knows which unit it is: `id` in a condition (`id == input.amphibious`). */
  ref?: string;
}

export interface Facts {
  names: Record<string, Val>;
  attackers?: readonly UnitFacts[];
  defenders?: readonly UnitFacts[];
  holds?: (side: string, cell: string) => boolean;
  eliminated?: (side: string) => number;
}

const word = (n: Node): string =>
  n.k === 'name' ? n.path.join('.') : n.k === 'str' ? n.v : n.k === 'num' ? String(n.v) : '';

export function evaluate(node: Node, f: Facts, unit?: UnitFacts): Val {
  const ev = (n: Node) => evaluate(n, f, unit);
  switch (node.k) {
    case 'num':
    case 'bool':
    case 'str':
      return node.v;
    case 'name': {
      const key = node.path.join('.');
      if (unit && key in unitNames) return unitNames[key](unit);
      if (key in f.names) return f.names[key];
      // A bare word compared with a named thing is that thing's id.
      return key;
    }
    case 'list':
      throw new Error('a list is read only after "in"');
    case 'not':
      return !ev(node.a);
    case 'and':
      return !!ev(node.a) && !!ev(node.b);
    case 'or':
      return !!ev(node.a) || !!ev(node.b);
    case 'in': {
      const v = String(ev(node.a));
      return node.list.k === 'list' && node.list.items.some((x) => word(x) === v);
    }
    case 'cmp': {
      const a = ev(node.a);
      const b =
        node.b.k === 'name' && typeof a === 'string' && !(node.b.path.join('.') in f.names) ? word(node.b) : ev(node.b);
      switch (node.op) {
        case '==':
          return String(a) === String(b);
        case '!=':
          return String(a) !== String(b);
        case '<':
          return Number(a) < Number(b);
        case '<=':
          return Number(a) <= Number(b);
        case '>':
          return Number(a) > Number(b);
        case '>=':
          return Number(a) >= Number(b);
      }
      break;
    }
    case 'call': {
      const [set, how] = node.fn.split('.');
      if (how) {
        const units =
          set === 'units'
            ? [...(f.attackers ?? []), ...(f.defenders ?? [])]
            : ((set === 'attackers' ? f.attackers : f.defenders) ?? []);
        const hits = units.filter((u) => !!evaluate(node.args[0], f, u));
        return how === 'any' ? hits.length > 0 : how === 'all' ? hits.length === units.length : hits.length;
      }
      const arg = word(node.args[0]);
      switch (node.fn) {
        case 'crossing':
          return unit ? unit.crossing.includes(arg) : (f.attackers ?? []).some((u) => u.crossing.includes(arg));
        case 'has':
          return !!unit?.abilities.includes(arg);
        case 'symbol':
          return !!unit?.sidc?.toUpperCase().includes(arg.toUpperCase());
        case 'holds':
          return !!f.holds?.(arg, word(node.args[1]));
        case 'eliminated':
          return f.eliminated?.(arg) ?? 0;
      }
    }
  }
  throw new Error(`condition node ${node.k} cannot be read here`);
}

const unitNames: Record<string, (u: UnitFacts) => Val> = {
  type: (u) => u.type,
  side: (u) => u.side,
  terrain: (u) => u.terrain,
  reduced: (u) => u.reduced,
  supplied: (u) => u.supplied,
  attack: (u) => printed(u, 'attack'),
  defence: (u) => printed(u, 'defence'),
  id: (u) => u.ref ?? '',
  echelon: (u) => u.echelon ?? '',
};

/** A printed factor by name, else the counter's one combat factor or strength, else 0 (as totals read it). */
function printed(u: UnitFacts, want: string): number {
  for (const k of [want, 'combat', 'strength']) if (typeof u.factors?.[k] === 'number') return u.factors[k] as number;
  return 0;
}

/** A unit's facts as its printed counter gives them, before the table's moment (terrain, supply) is known. */
export const unitFacts = (u: Unit): UnitFacts => ({
  type: u.type,
  side: u.side,
  terrain: '',
  reduced: false,
  supplied: true,
  abilities: u.abilities,
  crossing: [],
  sidc: u.sidc,
  factors: u.factors,
  echelon: u.echelon,
});
