// Messages of a side's part of a combat result met by the owner's choice of retreats and losses
// (src/rules/owner-losses.ts): keys with values, spread into RULES_EN. The sections come from the combat's
// declared `outcome`; the side and the cells are the game's names.

export const LOSSES_EN = {
  'loss.pendingUnitWhy': '{ref} ({hex}), once the owner has answered: {why}',
  'loss.askAll':
    '{side} result {n}: every unit retreats {n} hex{plural} or {n} {units} lost, in any mix; say for each unit, in ' +
    'the order they go, "loss" or the hex it retreats to; once the losses meet the result the rest stay ({section})',
  'loss.unitIs': 'unit is',
  'loss.unitsAre': 'units are',
  'loss.askThatMany':
    '{side} result {n}: {n} unit{plural} {lose} a step or retreat 1 hex ({section}); name them, each "loss" or the ' +
    'hex it retreats to',
  'loss.loses': 'each loses',
  'loss.lose': 'each lose',
  'loss.noHex': 'no hex to retreat {n} into ({section})',
  'loss.allEliminated': '{code}: every unit of the side in this combat is eliminated ({section})',
  'loss.noEffect': 'no effect',
  'loss.met': 'the loss already taken meets the result ({section})',
  'loss.metN': 'the {n} losses already taken meet the result ({section})',
  'loss.owner': 'the owner takes it as a loss rather than retreat ({section})',
  'loss.cannot': '{cannot}: it takes the loss',
  'loss.closedNow': 'its retreat to {to} is no longer open after the units before it: it takes the loss ({section})',
  'loss.retreats': 'retreats to {to} ({section})',
  'loss.passes': 'retreat test {shown} ≤ {most}: passes; retreats to {to} ({section})',
  'loss.fails': 'retreat test {shown} > {most}: fails, the unit is eliminated ({section})',
  'loss.taken': 'the losses taken meet the result ({section})',
  'loss.only': 'only {n} unit{plural} answer the result',
  'loss.notOfSide': '{--choose}: {ref} is not one of the {side} units of this combat',
  'loss.twice': '{--choose} names {ref} twice',
  'loss.cannotRetreat': '{--choose}: {ref} cannot retreat: {why}; it can only be taken as a loss',
  'loss.notLegalHex': '{--choose}: {ref} may not retreat to {to}; the legal hexes are {hexes} ({section}){closed}',
  'loss.closed': '; closed: {closed}',
  'loss.closedMore': '{a}; {b}',
  'loss.sayWhere': '{--choose}: say where {ref} retreats: {options}',
  'loss.pair': '{ref}={hex}',
  'loss.thatMany': '{--choose}: the {side} result {code} asks {count} units to answer; {named} named ({section})',
  'loss.thatOne': '{--choose}: the {side} result {code} asks {count} unit to answer; {named} named ({section})',
  'loss.everyUnitLosses':
    '{--choose}: the {side} result {code} needs every unit to retreat or {count} losses; say what {units} {does}',
  'loss.everyUnitLoss':
    '{--choose}: the {side} result {code} needs every unit to retreat or {count} loss; say what {units} {does}',
  'loss.unitWhy': '{ref} ({hex}): {why}',
  'loss.do': 'do',
  'loss.does': 'does',
  'effect.retreatOrLoseAll':
    '{side}: every unit retreats {n} hex{plural} or {n} {units} lost, in any mix, as its owner chooses ({section})',
  'effect.retreatOrLoseThatMany':
    '{side}: {n} unit{plural} {lose} a step or retreat 1 hex, as its owner chooses ({section})',
  // Advance after combat taken in the combat (src/rules/combat-advance.ts, movement.advance.taken: combat).
  'advance.vacated': '{target} is vacated: {units} may advance into it, within the stacking limits ({section})',
  'advance.ask': '{text}; answer with the units, or none',
  'advance.one': '{units} advances into {target} ({section})',
  'advance.many': '{units} advance into {target} ({section})',
  'advance.noAdvance': 'No unit advances into {target} ({section})',
  'advance.notEligible': '{--advance}: {ref} may not advance; those who may are {units} ({section})',
  'advance.stacking': '{--advance} into {target}: {why}',
  'advance.noneInPlace':
    '{--advance}: no attacker is left where it fought from; only attackers still in place may advance into an ' +
    'emptied hex ({section})',
  'advance.notEmptied':
    '{--advance}: {target} is not vacated; only attackers still in place may advance into an emptied hex ({section})',
  'advance.inCombat': '{ref}: the advance after combat is the combat’s own last question, not a move ({section})',
  // The loop over each side's part (src/rules/side-parts.ts).
  'loss.nothingToChoose': '{--choose}: the {side} result "{code}" leaves the {side} player nothing to choose ({units})',
  'loss.sideNoEffect': '{side} result {code}: no effect',
  'loss.mayNotReturn': '{ref} may not return to {at} ({section})',
} as const;
