import type { DiceSpec } from '../../model/dice-spec.js';
import { KeyedRefusal, msg, type Message } from '../messages.js';
import type { JournalRoll } from '../journal/journal.js';
import type { RandomSource } from './random-source.js';
import { rollDice } from './roll-dice.js';
import { enteredRoll } from './entered-roll.js';

/** Dice known face by face, entered or rolled, as the journal keeps them. */
export function facesRoll(faces: number[], entered: boolean, sides = 6): JournalRoll {
  return { spec: `${faces.length}d${sides}`, faces, total: faces.reduce((a, b) => a + b, 0), entered };
}

const dice = (n: number): Message => msg(n === 1 ? 'refused.oneDie' : 'refused.dice', { n });
const FILL = msg('refused.fill');
const rolls = (n: number): Message => msg(n === 1 ? 'refused.oneRoll' : 'refused.rolls', { n });

/**
 * Every die of one command, in the order it is drawn. A player who rolls by hand rolls every die: a command
 * given any hand dice refuses to make up the missing ones unless --fill says so, and then marks each die it
 * rolled as the machine's. Too many hand dice are refused too: a die nobody reads is a typing slip, or a
 * roll the player believes counted. The journal keeps `rolls` in draw order, which is what lets
 * `journal replay` draw the machine dice again from the seed.
 */
export class DiceBox {
  readonly rolls: JournalRoll[] = [];
  /** How many dice the machine rolled: a command's output says so, and a test can hold a preview to none. */
  machineDice = 0;
  constructor(
    private readonly source: RandomSource,
    private readonly opts: { fill: boolean; hand: boolean; preview?: boolean },
  ) {}

  private draw(sides: number): number {
    // A preview that reached a die would show a roll the player never asked for; it is a fault in the command.
    if (this.opts.preview) throw new Error('a preview rolled a die');
    this.machineDice++;
    return this.source.int(1, sides);
  }

  private needHand(flag: string, what: Message): void {
    if (this.opts.hand && !this.opts.fill) throw new KeyedRefusal(msg('refused.needHand', { flag, what }));
  }

  /** A known number of single dice, as faces: all entered, or all rolled, or (with --fill) the rest rolled. */
  faces(flag: string, count: number, entered: number[] | undefined, sides = 6): number[] {
    if (entered && entered.length > count)
      throw new KeyedRefusal(
        msg(count === 1 ? 'refused.facesOne' : 'refused.faces', { dice: dice(count), flag, given: entered.length }),
      );
    if (count === 0) return [];
    if (entered && entered.length < count && !this.opts.fill)
      throw new KeyedRefusal(msg('refused.facesFew', { dice: dice(count), flag, given: entered.length, fill: FILL }));
    if (!entered) this.needHand(flag, dice(count));
    const hand = entered ?? [];
    if (hand.length) this.rolls.push(facesRoll([...hand], true, sides));
    const rest = Array.from({ length: count - hand.length }, () => this.draw(sides));
    if (rest.length) this.rolls.push(facesRoll(rest, false, sides));
    return [...hand, ...rest];
  }

  /** One roll of `spec`, read as its total: the total entered with `flag`, else the machine's. */
  roll(flag: string, spec: DiceSpec, entered: number | undefined): JournalRoll {
    let r: JournalRoll;
    if (entered !== undefined) r = { ...enteredRoll(spec, entered, flag), entered: true };
    else {
      this.needHand(flag, msg('refused.theDice', { spec: `${spec.count}d${spec.sides}` }));
      if (this.opts.preview) throw new Error('a preview rolled a die');
      this.machineDice += spec.count;
      r = { ...rollDice(spec, this.source), entered: false };
    }
    this.rolls.push(r);
    return r;
  }

  /** Rolls of `spec` as the procedure asks for them: the entered totals in order, then (--fill) the machine's. */
  totals(flag: string, spec: DiceSpec, entered: readonly number[] | undefined): DiceFeed {
    const given = entered?.length ? entered : undefined;
    let used = 0;
    return {
      next: () => {
        if (given && used < given.length) return this.roll(flag, spec, given[used++]).total;
        if (given && !this.opts.fill)
          throw new KeyedRefusal(msg('refused.moreNeeded', { flag, given: rolls(given.length), fill: FILL }));
        return this.roll(flag, spec, undefined).total;
      },
      finish: () => extra(flag, given?.length ?? 0, used, 'roll'),
    };
  }

  /** Single dice handed out one at a time (a hit die per hit), kept as one group of hand and one of machine dice. */
  faceFeed(flag: string, entered: number[] | undefined, sides = 6): DiceFeed & { used: number[] } {
    const hand: number[] = [];
    const machine: number[] = [];
    const used: number[] = [];
    return {
      used,
      next: () => {
        let f: number;
        if (entered && hand.length < entered.length) hand.push((f = entered[hand.length]));
        else {
          if (entered && !this.opts.fill)
            throw new KeyedRefusal(msg('refused.moreNeeded', { flag, given: dice(entered.length), fill: FILL }));
          if (!entered) this.needHand(flag, msg('refused.theseDice'));
          machine.push((f = this.draw(sides)));
        }
        used.push(f);
        return f;
      },
      finish: () => {
        extra(flag, entered?.length ?? 0, hand.length, 'die');
        if (hand.length) this.rolls.push(facesRoll(hand, true, sides));
        if (machine.length) this.rolls.push(facesRoll(machine, false, sides));
      },
    };
  }
}

export interface DiceFeed {
  next(): number;
  /** Refuses entered dice that were never used; call it once the procedure is done. */
  finish(): void;
}

function extra(flag: string, given: number, used: number, what: 'roll' | 'die'): void {
  if (given > used) {
    const n = (k: number) => (what === 'die' ? dice(k) : rolls(k));
    throw new KeyedRefusal(msg(used === 1 ? 'refused.extraOne' : 'refused.extra', { flag, given: n(given), used }));
  }
}
