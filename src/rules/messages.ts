// What the rules engine says: keys with values, never sentences. A front end renders each through its words
// (English below, the word catalogue's for other languages); nothing reads the English back.

/** A value is a number, a name from the game's data, a message of its own, or several joined by "or". */
export type Value = string | number | Message | readonly Message[];

export interface Message {
  key: MessageKey;
  values: Record<string, Value>;
}

import { JOURNAL_EN } from './messages-journal.js';

export const msg = (key: MessageKey, values: Record<string, Value> = {}): Message => ({ key, values });

/** Sandtable's English for every message of the rules engine; `{name}` is filled from the message's values. */
export const RULES_EN = {
  ...JOURNAL_EN,
  'procedure.title': '{game}: {title} ({section})',
  'procedure.preview': '(preview: no die rolled, nothing written)',
  'procedure.chances': 'Chances on {column}{drm} before the roll:',
  'procedure.chancesPreview': 'Chances on {column}{drm}:',
  'procedure.tableChances': 'Chances of each row before the roll:',
  'procedure.tableChancesPreview': 'Chances of each row:',
  'procedure.dice': 'Dice: {spec} = {total} ({by})',
  'dice.hand': 'by hand',
  'dice.machine': 'machine',
  'combat.unit': '{side} {ref} ({name}) at {at}: {factor} {value}',
  'combat.unitReduced': '{side} {ref} ({name}, reduced) at {at}: {factor} {value}',
  'combat.unitMultiplied': '  {ref}: ×{by}, {why} ({section})',
  'combat.sideMultiplied': '{side}: ×{by}, {why} ({section})',
  'combat.total': '{side} total: {total} ({section})',
  'combat.totalRounded': '{side} total: {sum}, rounded {round}: {total} ({section})',
  'combat.odds': 'Odds {attack}:{defence}, rounded in the defender’s favour: column {column}',
  'combat.differential': 'Differential {diff}: column {column}',
  'combat.endColumn': 'Odds past the chart’s {end} end: read on column {column} ({section})',
  'combat.endResult': 'Odds past the chart’s {end} end: {code} without a roll ({section})',
  'combat.forbidden': 'Odds {attack}:{defence} are worse than {column}: the attack is not allowed ({section})',
  'combat.shift': 'Shift {shift}: {what} ({section})',
  'combat.shiftPer': 'Shift {count} × {each} = {shift}: {what} ({section})',
  'combat.netShift': 'Net shift {shift}: column {column}',
  'combat.netShiftEnd': 'Net shift {shift}: column {column} (the end of the chart)',
  'combat.drm': 'Die roll modifier {drm}: {what} ({section})',
  'combat.drmPer': 'Die roll modifier {count} × {each} = {drm}: {what} ({section})',
  'combat.roll': 'Roll {roll}{drm}: row {row}',
  'combat.result': 'Result {code}: {meaning}',
  'effect.retreat': '{side}: every unit retreats {n} hex{plural} ({section})',
  'effect.steps': '{side}: loses {n} step{plural} ({section})',
  'effect.eliminate': '{side}: every unit is eliminated ({section})',
  'effect.choose': '{side} chooses: {options} ({section})',
  'effect.exchange':
    'Exchange: the side with the smaller total loses every unit; the other loses at least as many factors ({section})',
  'effect.advance': 'The attacker may advance into {at} ({section})',
  'effect.none': 'No effect',
  'option.retreat': 'retreat {n}',
  'option.steps': 'lose {n} step{plural}',
  'option.both': '{a} and {b}',
  'join.or': ' or ',
  'chance.drm': ' with {drm} on the {dice}',
  'chance.dice': ' ({dice})',
  'end.left': 'left',
  'end.right': 'right',
  'factor.attack': 'attack',
  'factor.defence': 'defence',
  'factor.combat': 'combat',
  'factor.strength': 'strength',
  'round.down': 'down',
  'round.up': 'up',
  'round.nearest': 'to the nearest',
  'why.crossing': 'attacking across {feature}',
  'why.terrain': 'in {terrain}',
  'why.declared': '{text}',
  'table.roll': 'Roll {roll}{drm}: row {row}',
  'table.cell': '{column}: {result}',
  'table.recorded': 'Kept in the journal: {key} = {value}',
  'table.drm': 'Die roll modifier {drm}: {what} ({section})',
  'supply.in': '{ref} at {at}: in supply, {length} hex{plural} to {source}: {path} ({section})',
  'supply.out': '{ref} at {at}: OUT OF SUPPLY, no line of {range} hexes or fewer ({section})',
  'supply.effect': 'Out of supply: {text} ({section})',
  'supply.summary': '{side}: {supplied} of {units} units in supply',
  'victory.held': '{id}: {cells} held, {count} × {value} = {points} ({section})',
  'victory.eliminated': '{id}: {count} {side} unit{plural} eliminated × {value} = {points} ({section})',
  'victory.total': '{side}: {points} victory points',
  'victory.level': 'Level: {result} ({section})',
  'victory.soFar': 'Turn {turn} of {last}: the level so far, not the end of the game',
  'victory.sudden': '{side} wins at once: {when} ({section})',
  'warning.handDice': 'warning: dice entered by hand are marked as such in the journal',
} as const;

export type MessageKey = keyof typeof RULES_EN;

export type RuleWords = Readonly<Partial<Record<string, string>>>;

/** A message in words: the language's own, else English; values fill `{name}`. */
export function render(m: Message, words: RuleWords = {}): string {
  const template = words[m.key] ?? RULES_EN[m.key];
  const show = (v: Value): string =>
    typeof v === 'string' || typeof v === 'number'
      ? String(v)
      : Array.isArray(v)
        ? v.map(show).join(render(msg('join.or'), words))
        : render(v as Message, words);
  return template.replace(/\{(\w+)\}/g, (all, k: string) => (k in m.values ? show(m.values[k]) : all));
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
