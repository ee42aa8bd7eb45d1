import { suggest } from '../util/suggest.js';
import { echelons } from './echelons.js';
import { optionFact } from './option-facts.js';

// The conditions of rules.yaml: a small typed expression language, parsed and checked against the game at
// validate and interpreted by the rules engine; never run as JavaScript. Grammar:
//
//   or      := and ("or" and)*            and := not ("and" not)*          not := "not" not | compare
//   compare := term (("==" | "!=" | "<" | "<=" | ">" | ">=") term | "in" list)?
//   term    := number | "true" | "false" | 'text' | name | name "(" args ")" | list | "(" or ")"
//   name    := word ("." word)*           word := [a-z0-9][a-z0-9_-]*
//
// Names: turn; option.ID; state.KEY; input.ID; in a die table's grant row.EFFECT;
// in combat attacker.side, defender.side, defender.terrain,
// attacker.supplied, defender.supplied, crossing(FEATURE), attackers.any(P), attackers.all(P),
// attackers.count(P) (and defenders.*, and units.* for both sides); inside P a unit's type, side, terrain,
// reduced, supplied, attack and defence (its printed factors), has(ABILITY), symbol('CODE') (part of its symbol
// code), crossing(FEATURE); in victory
// holds(SIDE, 'CELL') and eliminated(SIDE).

export type Node =
  | { k: 'num'; v: number }
  | { k: 'bool'; v: boolean }
  | { k: 'str'; v: string }
  | { k: 'name'; path: string[] }
  | { k: 'list'; items: Node[] }
  | { k: 'call'; fn: string; args: Node[] }
  | { k: 'not'; a: Node }
  | { k: 'and' | 'or'; a: Node; b: Node }
  | { k: 'cmp'; op: '==' | '!=' | '<' | '<=' | '>' | '>='; a: Node; b: Node }
  | { k: 'in'; a: Node; list: Node };

/** Conditions are short: a long one is a slip or an attack on the parser. */
const MAX_TOKENS = 200;
const MAX_DEPTH = 20;

type Token = { t: 'num' | 'word' | 'str' | 'op'; v: string };

function tokens(src: string): Token[] {
  const out: Token[] = [];
  const re = /\s*(?:(-?\d+(?:\.\d+)?)|([a-z0-9][a-z0-9_.-]*)|'([^']*)'|"([^"]*)"|(==|!=|<=|>=|<|>|\(|\)|\[|\]|,))/giy;
  let i = 0;
  while (i < src.length) {
    if (/^\s*$/.test(src.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(src);
    if (!m) throw new ConditionError(`cannot read "${src.slice(i).trim().slice(0, 20)}"`);
    i = re.lastIndex;
    if (m[1] !== undefined) out.push({ t: 'num', v: m[1] });
    else if (m[2] !== undefined) out.push({ t: 'word', v: m[2] });
    else if (m[3] !== undefined || m[4] !== undefined) out.push({ t: 'str', v: m[3] ?? m[4] });
    else out.push({ t: 'op', v: m[5] });
    if (out.length > MAX_TOKENS) throw new ConditionError(`is longer than ${MAX_TOKENS} words and signs`);
  }
  return out;
}

export class ConditionError extends Error {}

/**
 * Parsed conditions by their text. A game's data holds a few hundred, but the engine and validate read each many
 * times (a salvo's unit conditions once per counter and table: 3,000 parses of 30 texts for Remagen), so each text is
 * parsed once. Nodes are never changed after parsing, so one may be shared. Bounded: a long-lived process (the
 * watch loop, a test run) that reads many games starts afresh past the limit.
 */
const parsed = new Map<string, Node>();
const MAX_PARSED = 10_000;

/** Parses a condition, or throws ConditionError saying what could not be read. */
export function parseCondition(src: string): Node {
  const known = parsed.get(src);
  if (known) return known;
  const node = parseText(src);
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(src, node);
  return node;
}

function parseText(src: string): Node {
  const ts = tokens(src);
  let p = 0;
  let depth = 0;
  const peek = () => ts[p];
  const isOp = (v: string) => peek()?.t === 'op' && peek().v === v;
  const isWord = (v: string) => peek()?.t === 'word' && peek().v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new ConditionError(`expected "${v}"${peek() ? ` before "${peek().v}"` : ' at the end'}`);
    p++;
  };
  const deeper = <T>(f: () => T): T => {
    if (++depth > MAX_DEPTH) throw new ConditionError(`nests deeper than ${MAX_DEPTH} levels`);
    try {
      return f();
    } finally {
      depth--;
    }
  };
  const or = (): Node =>
    deeper(() => {
      let a = and();
      while (isWord('or')) {
        p++;
        a = { k: 'or', a, b: and() };
      }
      return a;
    });
  const and = (): Node => {
    let a = not();
    while (isWord('and')) {
      p++;
      a = { k: 'and', a, b: not() };
    }
    return a;
  };
  const not = (): Node => {
    if (isWord('not')) {
      p++;
      return deeper(() => ({ k: 'not', a: not() }));
    }
    return compare();
  };
  const compare = (): Node => {
    const a = term();
    const t = peek();
    if (t?.t === 'op' && ['==', '!=', '<', '<=', '>', '>='].includes(t.v)) {
      p++;
      return { k: 'cmp', op: t.v as '==', a, b: term() };
    }
    if (isWord('in')) {
      p++;
      return { k: 'in', a, list: term() };
    }
    return a;
  };
  const term = (): Node => {
    const t = peek();
    if (!t) throw new ConditionError('ends too soon');
    p++;
    if (t.t === 'num') return { k: 'num', v: Number(t.v) };
    if (t.t === 'str') return { k: 'str', v: t.v };
    if (t.t === 'op' && t.v === '(') {
      const e = or();
      expect(')');
      return e;
    }
    if (t.t === 'op' && t.v === '[') {
      const items: Node[] = [];
      while (!isOp(']')) {
        items.push(term());
        if (!isOp(']')) expect(',');
      }
      p++;
      return { k: 'list', items };
    }
    if (t.t === 'word') {
      if (['and', 'or', 'not', 'in'].includes(t.v)) throw new ConditionError(`"${t.v}" needs something before it`);
      if (t.v === 'true' || t.v === 'false') return { k: 'bool', v: t.v === 'true' };
      if (isOp('(')) {
        p++;
        const args: Node[] = [];
        while (!isOp(')')) {
          args.push(deeper(or));
          if (!isOp(')')) expect(',');
        }
        p++;
        return { k: 'call', fn: t.v, args };
      }
      return { k: 'name', path: t.v.split('.') };
    }
    throw new ConditionError(`unexpected "${t.v}"`);
  };
  const node = or();
  if (p < ts.length) throw new ConditionError(`unexpected "${ts[p].v}" after a whole condition`);
  return node;
}

// ---- types

/** A value's type: a number, yes/no, or one of a set of named things (terrain, side, an option's choices…). */
export type Type = 'number' | 'bool' | { of: string; values: readonly string[] };

/** What a condition may name where it stands: the game's ids and the procedure's names. */
export interface Vocabulary {
  terrains: readonly string[];
  /** Terrain types some cell of the map has: a condition on any other can never hold. */
  terrainsOnMap?: readonly string[];
  features: readonly string[];
  unitTypes: readonly string[];
  sides: readonly string[];
  abilities: readonly string[];
  options: Readonly<Record<string, readonly string[]>>;
  /** State keys recorded by die tables, with the values their rows can set (empty: numbers). */
  state: Readonly<Record<string, readonly string[]>>;
  inputs: Readonly<Record<string, Type>>;
  /** The game's unit ids, which a unit's `id` and a `unit` input are compared with. */
  units?: readonly string[];
  /** In a die table's grant: the effects of the row read, with the values their rows give (empty: numbers). */
  row?: Readonly<Record<string, readonly string[]>>;
  turns: number;
  context: 'combat' | 'victory' | 'general';
}

const typeName = (t: Type) => (typeof t === 'string' ? (t === 'bool' ? 'yes/no' : 'number') : t.of);

export interface Checked {
  type: Type;
  /** Every unknown name or value and every condition that can never hold, in words. */
  problems: string[];
}

/** Type-checks a parsed condition; a condition as a whole must be yes/no (`want`), a `per` a number. */
export function checkCondition(node: Node, v: Vocabulary, want: 'bool' | 'number' = 'bool', inUnit = false): Checked {
  const problems: string[] = [];
  const t = typeOf(node, v, problems, inUnit);
  if (t && typeName(t) !== (want === 'bool' ? 'yes/no' : 'number'))
    problems.push(`is a ${typeName(t)}, where ${want === 'bool' ? 'a yes/no condition' : 'a number'} is wanted`);
  if (!problems.length && want === 'bool') {
    const clash = contradiction(node);
    if (clash) problems.push(`can never hold: ${clash}`);
  }
  return { type: t ?? want, problems };
}

/** What one name is held to by the comparisons joined with "and": the values it may equal, and a number range. */
interface Held {
  only?: Set<string>;
  not: Set<string>;
  low: number;
  high: number;
}

/** A value compared with: a number, yes/no, text or a bare word (`clear`); a name with a dot is not a value. */
function literal(n: Node): string | undefined {
  if (n.k === 'num' || n.k === 'bool' || n.k === 'str') return String(n.v);
  if (n.k === 'name' && n.path.length === 1 && n.path[0] !== 'turn') return n.path[0];
  return undefined;
}

/**
 * Why a condition can never hold, where "and" joins comparisons of one name that no value meets
 * (`state.weather == mud and state.weather == clear`, `turn > 5 and turn < 3`); an "or" never holds when neither
 * side does. Only what it can judge counts: anything else (a unit's, a call's) is taken as able to hold.
 */
function contradiction(node: Node): string | undefined {
  if (node.k === 'or') {
    const a = contradiction(node.a);
    const b = a && contradiction(node.b);
    return a && b ? `${a}, and ${b}` : undefined;
  }
  if (node.k !== 'and') return undefined;
  const parts: Node[] = [];
  const flatten = (n: Node): void => (n.k === 'and' ? (flatten(n.a), flatten(n.b)) : void parts.push(n));
  flatten(node);
  const held = new Map<string, Held>();
  for (const n of parts) {
    const inner = contradiction(n);
    if (inner) return inner;
    const cmp = n.k === 'not' && n.a.k === 'cmp' && n.a.op === '==' ? { ...n.a, op: '!=' as const } : n;
    if (cmp.k !== 'cmp' && cmp.k !== 'in') continue;
    if (cmp.a.k !== 'name') continue;
    const name = cmp.a.path.join('.');
    const h = held.get(name) ?? { not: new Set<string>(), low: -Infinity, high: Infinity };
    held.set(name, h);
    const narrow = (values: string[]) => {
      h.only = new Set(h.only ? values.filter((x) => h.only!.has(x)) : values);
    };
    if (cmp.k === 'in') {
      if (cmp.list.k !== 'list') continue;
      const values = cmp.list.items.map(literal);
      if (values.every((x) => x !== undefined)) narrow(values as string[]);
      continue;
    }
    const value = literal(cmp.b);
    if (value === undefined) continue;
    const num = cmp.b.k === 'num' ? cmp.b.v : undefined;
    if (cmp.op === '==') narrow([value]);
    else if (cmp.op === '!=') h.not.add(value);
    if (num !== undefined) {
      if (cmp.op === '==' || cmp.op === '>=') h.low = Math.max(h.low, num);
      if (cmp.op === '==' || cmp.op === '<=') h.high = Math.min(h.high, num);
      if (cmp.op === '>') h.low = Math.max(h.low, num + 1e-9);
      if (cmp.op === '<') h.high = Math.min(h.high, num - 1e-9);
    }
  }
  for (const [name, h] of held) {
    const left = h.only && [...h.only].filter((x) => !h.not.has(x));
    if (left && !left.length) return `no value of ${name} meets every comparison joined by "and"`;
    if (h.low > h.high) return `no number ${name} meets every comparison joined by "and"`;
  }
  return undefined;
}

const enumOf = (of: string, values: readonly string[]): Type => ({ of, values });

function nameType(path: string[], v: Vocabulary, inUnit: boolean, problems: string[]): Type | undefined {
  const joined = path.join('.');
  const unknown = (known: string[]) => {
    const near = suggest(joined, known);
    problems.push(`no name "${joined}" here${near ? ` (did you mean "${near}"?)` : ''}`);
    return undefined;
  };
  const [head, rest] = [path[0], path.slice(1).join('.')];
  const sides = enumOf('side', v.sides);
  if (path.length === 1 && head === 'turn') return 'number';
  if (head === 'option' && path.length === 2) {
    const choices = v.options[rest];
    if (choices) return enumOf(`choice of option ${rest}`, choices);
    return unknown(Object.keys(v.options).map(optionFact));
  }
  if (head === 'state' && path.length === 2) {
    const values = v.state[rest];
    if (values) return values.length ? enumOf(`state ${rest}`, values) : 'number';
    return unknown(Object.keys(v.state).map((k) => `state.${k}`));
  }
  if (head === 'row' && path.length === 2 && v.row) {
    const values = v.row[rest];
    if (values) return values.length ? enumOf(`row ${rest}`, values) : 'number';
    return unknown(Object.keys(v.row).map((k) => `row.${k}`));
  }
  if (head === 'input' && path.length === 2) {
    const t = v.inputs[rest];
    if (t) return t;
    return unknown(Object.keys(v.inputs).map((k) => `input.${k}`));
  }
  const combatNames: Record<string, Type> = {
    'attacker.side': sides,
    'defender.side': sides,
    'defender.terrain': enumOf('terrain', v.terrains),
    'attacker.supplied': 'bool',
    'defender.supplied': 'bool',
    // The defence value of the area a battle in rounds is fought in (src/rules/area-rounds.ts).
    'area.defence': 'number',
  };
  const unitNames: Record<string, Type> = {
    type: enumOf('unit type', v.unitTypes),
    side: sides,
    terrain: enumOf('terrain', v.terrains),
    reduced: 'bool',
    supplied: 'bool',
    attack: 'number',
    defence: 'number',
    id: enumOf('unit', v.units ?? []),
    echelon: enumOf('echelon', echelons),
  };
  const known = {
    ...(v.context === 'combat' ? combatNames : {}),
    ...(inUnit ? unitNames : {}),
  };
  if (joined in known) return known[joined];
  return unknown([
    'turn',
    ...Object.keys(known),
    ...Object.keys(v.options).map(optionFact),
    ...Object.keys(v.inputs).map((k) => `input.${k}`),
    ...Object.keys(v.state).map((k) => `state.${k}`),
    ...Object.keys(v.row ?? {}).map((k) => `row.${k}`),
  ]);
}

/** A bare word where a named thing is expected reads as one of that thing's values. */
function symbolIn(node: Node, t: Type, problems: string[]): boolean {
  if (typeof t === 'string') return false;
  const word = node.k === 'name' ? node.path.join('.') : node.k === 'str' ? node.v : undefined;
  if (word === undefined) return false;
  if (!t.values.includes(word)) {
    const near = suggest(word, t.values);
    problems.push(`no ${t.of} "${word}"${near ? ` (did you mean "${near}"?)` : ''}`);
  }
  return true;
}

function argSymbol(node: Node | undefined, of: string, values: readonly string[], fn: string, problems: string[]) {
  if (!node) return problems.push(`${fn}() names a ${of}`);
  if (!symbolIn(node, enumOf(of, values), problems)) problems.push(`${fn}() takes a ${of} by its id`);
}

function typeOf(node: Node, v: Vocabulary, problems: string[], inUnit: boolean): Type | undefined {
  const sub = (n: Node, u = inUnit) => typeOf(n, v, problems, u);
  switch (node.k) {
    case 'num':
      return 'number';
    case 'bool':
      return 'bool';
    case 'str':
      problems.push(`'${node.v}' stands alone: compare it with something`);
      return undefined;
    case 'name':
      return nameType(node.path, v, inUnit, problems);
    case 'list':
      problems.push('a list stands alone: use it after "in"');
      return undefined;
    case 'not': {
      const t = sub(node.a);
      if (t && t !== 'bool') problems.push(`"not" needs a yes/no, not a ${typeName(t)}`);
      return 'bool';
    }
    case 'and':
    case 'or': {
      for (const x of [node.a, node.b]) {
        const t = sub(x);
        if (t && t !== 'bool') problems.push(`"${node.k}" joins yes/no conditions, not a ${typeName(t)}`);
      }
      return 'bool';
    }
    case 'cmp': {
      const ordered = ['<', '<=', '>', '>='].includes(node.op);
      const named = node.a.k === 'name' || node.a.k === 'call';
      const left = named ? sub(node.a) : undefined;
      // An unknown name is reported once; what it is compared with cannot be judged without it.
      if (named && !left) return 'bool';
      if (left && typeof left !== 'string') {
        // A unit's id compared with the unit an input names (`id != input.amphibious`) is a comparison of two names.
        const input =
          node.b.k === 'name' && node.b.path[0] === 'input' ? v.inputs[node.b.path.slice(1).join('.')] : undefined;
        if (ordered) problems.push(`"${node.op}" compares numbers, not a ${left.of}`);
        else if (input && typeof input !== 'string' && input.of === left.of) return 'bool';
        else if (!symbolIn(node.b, left, problems)) problems.push(`compare a ${left.of} with one of its ids`);
        else if (left.of === 'terrain' && node.op === '==' && v.terrainsOnMap) {
          const word = node.b.k === 'name' ? node.b.path.join('.') : node.b.k === 'str' ? node.b.v : '';
          if (left.values.includes(word) && !v.terrainsOnMap.includes(word))
            problems.push(`can never hold: no cell of the map is ${word}`);
        }
        return 'bool';
      }
      const a = left ?? sub(node.a);
      const b = sub(node.b);
      if (a && b && typeName(a) !== typeName(b)) problems.push(`compares a ${typeName(a)} with a ${typeName(b)}`);
      if (ordered && a && a !== 'number') problems.push(`"${node.op}" compares numbers`);
      neverTurn(node, v, problems);
      return 'bool';
    }
    case 'in': {
      const t = sub(node.a);
      if (node.list.k !== 'list') {
        problems.push('"in" takes a list: [a, b]');
        return 'bool';
      }
      if (!node.list.items.length) problems.push('"in []" can never hold');
      if (t && typeof t !== 'string') for (const x of node.list.items) symbolIn(x, t, problems);
      else if (t) problems.push(`"in" picks among named things, not a ${typeName(t)}`);
      if (t && typeof t !== 'string' && t.of === 'terrain' && v.terrainsOnMap) {
        const words = node.list.items.map((x) => (x.k === 'name' ? x.path.join('.') : x.k === 'str' ? x.v : ''));
        if (words.length && words.every((w) => t.values.includes(w) && !v.terrainsOnMap!.includes(w)))
          problems.push(`can never hold: no cell of the map is ${words.join(' or ')}`);
      }
      return 'bool';
    }
    case 'call':
      return callType(node, v, problems, inUnit);
  }
}

function neverTurn(node: Extract<Node, { k: 'cmp' }>, v: Vocabulary, problems: string[]) {
  if (node.a.k !== 'name' || node.a.path.join('.') !== 'turn' || node.b.k !== 'num') return;
  const n = node.b.v;
  const never =
    (node.op === '>' && n >= v.turns) ||
    (node.op === '>=' && n > v.turns) ||
    (node.op === '==' && (n > v.turns || n < 1)) ||
    (node.op === '<' && n <= 1) ||
    (node.op === '<=' && n < 1);
  if (never) problems.push(`can never hold: the game's turns run from 1 to ${v.turns}`);
}

/** The units a combat condition counts: one side's, or `units`, every unit in the combat. */
const UNIT_SETS = ['attackers', 'defenders', 'units'];

function callType(node: Extract<Node, { k: 'call' }>, v: Vocabulary, problems: string[], inUnit: boolean): Type {
  const [set, how] = node.fn.split('.');
  if (how !== undefined && UNIT_SETS.includes(set) && v.context === 'combat') {
    if (!['any', 'all', 'count'].includes(how)) {
      problems.push(`${set}.${how}() is not known (did you mean "${set}.any"?); use any, all or count`);
      return 'bool';
    }
    if (node.args.length !== 1) problems.push(`${node.fn}() takes one condition on a unit`);
    else {
      const t = typeOf(node.args[0], v, problems, true);
      if (t && t !== 'bool') problems.push(`${node.fn}() takes a yes/no condition on a unit`);
    }
    return how === 'count' ? 'number' : 'bool';
  }
  switch (node.fn) {
    case 'crossing':
      if (v.context !== 'combat') break;
      argSymbol(node.args[0], 'hexside feature', v.features, 'crossing', problems);
      return 'bool';
    case 'has':
      if (!inUnit) break;
      argSymbol(node.args[0], 'ability', v.abilities, 'has', problems);
      return 'bool';
    case 'symbol':
      if (!inUnit) break;
      if (node.args.length !== 1 || node.args[0].k !== 'str' || !/^[A-Za-z-]{1,15}$/.test(node.args[0].v))
        problems.push("symbol() names part of a symbol code in quotes: symbol('EVATH')");
      return 'bool';
    case 'holds':
      if (v.context !== 'victory') break;
      argSymbol(node.args[0], 'side', v.sides, 'holds', problems);
      if (node.args[1]?.k !== 'str') problems.push("holds() names a cell in quotes: holds(north, '0305')");
      return 'bool';
    case 'eliminated':
      if (v.context !== 'victory') break;
      argSymbol(node.args[0], 'side', v.sides, 'eliminated', problems);
      return 'number';
  }
  const here = [
    ...(v.context === 'combat'
      ? ['crossing', ...UNIT_SETS.flatMap((s) => ['any', 'all', 'count'].map((h) => `${s}.${h}`))]
      : []),
    ...(inUnit ? ['has', 'symbol'] : []),
    ...(v.context === 'victory' ? ['holds', 'eliminated'] : []),
  ];
  const near = suggest(node.fn, here);
  problems.push(`no ${node.fn}() here${near ? ` (did you mean "${near}"?)` : ''}${here.length ? '' : '; none are'}`);
  return 'bool';
}

/** The names a condition reads, for a front end that asks only for what a procedure's conditions use. */
export function namesIn(node: Node, out = new Set<string>()): Set<string> {
  switch (node.k) {
    case 'name':
      out.add(node.path.join('.'));
      break;
    case 'call':
      out.add(node.fn);
      node.args.forEach((a) => namesIn(a, out));
      break;
    case 'not':
      namesIn(node.a, out);
      break;
    case 'and':
    case 'or':
    case 'cmp':
      namesIn(node.a, out);
      namesIn(node.b, out);
      break;
    case 'in':
      namesIn(node.a, out);
      namesIn(node.list, out);
      break;
    case 'list':
      node.items.forEach((a) => namesIn(a, out));
      break;
  }
  return out;
}
