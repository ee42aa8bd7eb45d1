// Refusals of the generic rules engine, the journal and the table session: keys with values, spread into
// RULES_EN, so a page and a CLI in another language word them from their catalogue (ru-refusals.ts).

export const REFUSALS_EN = {
  'refused.combatMap': '{game}: declared combat reads a hex or square map',
  'refused.combatSides': 'a combat needs attackers and defenders',
  'refused.notAttacking': '{ref} is not on the attacking side ({side})',
  'refused.notDefending': '{ref} is not on the defending side ({side})',
  'refused.sameSide': 'attackers and defenders are on the same side',
  'refused.defendersOneHex': 'the defenders stand in one hex; {ref} is at {at}',
  'refused.notNext': '{ref} at {at} is not next to {target}, the hex it attacks',
  'refused.noRollPastEnd': "no die is read past the chart's end ({section}); --roll is not used",
  'refused.noMovement': "{game} declares no movement: rules.yaml's movement section (docs/rules-model.md)",
  'refused.nameMovers': 'name the units that move: --units UNIT@CELL,…',
  'refused.poolMost': '{title} rolls at most {most} dice ({section}); these inputs give {dice}',
  'refused.inputChoice': '--{id} takes one of {choices}; not "{given}"',
  'refused.optionShape': '--option takes ID=CHOICE, such as {example}=on; not "{item}"',
  'refused.noPlace': '{flag}: {ref} has no place: write {ref}@HEX, or give --position',
  'refused.noPositionHere': 'a position file cannot be read here',
  'refused.supplyFrom': 'give --position FILE or --units UNIT@HEX,… : supply is traced from them',
  'refused.sideTakes': '--side takes {sides}; not "{side}"',
  'refused.id': '{id}',
  'refused.unitsShape': '--units takes UNIT@CELL,…; not "{item}"',
  'refused.areasNeeded': '--areas is needed: how many areas this move may cover, 1 to {most} ({section})',
  'refused.hookProcedure': "{id} is a rule hook ({hook}): it runs through its game's code",
  'refused.listedTwice': '{ref} is listed twice',
  'refused.eliminated': '{ref} has been eliminated: it is no longer on the board ({section})',
  'refused.nothingToUndo': 'the journal has no entries: there is nothing to undo',
  'refused.undoOld':
    'entry {n} ({command}) was written by an earlier Sandtable, which kept no record of the state it changed; ' +
    'it cannot be undone',
  'refused.turnBack':
    'turn {turn} is before turn {known}, where the journal stands: turns do not go back{rule}; ' +
    'add --amend to record something for an earlier turn',
  'refused.rule': ' ({rule})',
  'refused.pendingDice': "the pending choice's dice do not fit this command ({face})",
  'refused.pending':
    'a choice is waiting in {file}: {question} ({rule}). Answer it: sandtable {command} --journal {file} ' +
    '--choose {options}; or take it back: sandtable journal undo {file}',
  'refused.pendingSeed': 'the pending {command} goes on with its own dice; leave out --seed',
  'refused.spentSeed':
    'the journal has already rolled from seed "{seed}": its dice are spent, and starting it again would deal ' +
    'them out a second time; leave out --seed to go on with the journal’s dice, or give a new seed',
  'refused.otherWriter':
    'another command rolled dice from this journal while this one ran, so these dice were its too; nothing was ' +
    'written: run the command again',
  'refused.otherCommand': 'the choice waiting in {file} is for another {command}: --{flag} was {was}',
  'refused.notGiven': 'not given',
  'refused.chooseOne': '--choose answers "{question}": one of {options}; not "{given}"',
} as const;
