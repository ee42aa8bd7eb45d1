// Refusals of the generic rules engine, the journal and the table session: keys with values, spread into
// RULES_EN, so a page and a CLI in another language word them from their catalogue (ru-refusals.ts).

export const REFUSALS_EN = {
  'refused.combatMap': '{game}: declared combat reads a map',
  'refused.combatSides': 'a combat needs attackers and defenders',
  'refused.notAttacking': '{ref} is not on the attacking side ({side})',
  'refused.notDefending': '{ref} is not on the defending side ({side})',
  'refused.sameSide': 'attackers and defenders are on the same side',
  'refused.defendersOneHex': 'the defenders stand in one hex; {ref} is at {at}',
  'refused.notNext': '{ref} at {at} is not next to {target}, the hex it attacks',
  'refused.defendersOneArea': 'the defenders stand in one area; {ref} is at {at}',
  'refused.notNextArea': '{ref} at {at} is not next to {target}, the area it attacks',
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
  'refused.stateField': '{journal}: state.{where}: {issue}',
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
    'a choice is waiting in {file}: {question}{rule}. Answer it: sandtable {command} --journal {file} ' +
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
  'refused.oneDie': '1 die',
  'refused.dice': '{n} dice',
  'refused.oneRoll': '1 roll',
  'refused.rolls': '{n} rolls',
  'refused.fill': 'roll the rest by hand, or add --fill to let the machine roll them',
  'refused.needHand':
    '{flag} is needed ({what}): dice were entered by hand for this command, so these are rolled by hand too; ' +
    'or add --fill to let the machine roll them',
  'refused.theDice': 'the {spec}',
  'refused.theseDice': 'these dice',
  'refused.faces': '{dice} are rolled here; {flag} gave {given}',
  'refused.facesOne': '{dice} is rolled here; {flag} gave {given}',
  'refused.facesFew': '{dice} are rolled here; {flag} gave {given}: {fill}',
  'refused.moreNeeded': '{flag} gave {given}; more are needed: {fill}',
  'refused.extra': '{flag} gave {given}; only {used} were needed',
  'refused.extraOne': '{flag} gave {given}; only {used} was needed',
  'refused.cannotRoll': '{spec} rolls {min} to {max}; {flag} {value} cannot be rolled',
  'refused.facesShape': '{flag} takes die faces separated by commas, e.g. 5,4,4; not "{value}"',
  'refused.faceRange': '{flag}: a d{sides} shows 1 to {sides}; {n} cannot be rolled',
  'refused.countsShape': '{flag} takes UNIT=N items, e.g. us-27aib-mg#1=1; not "{item}"',
  'refused.totalShape': '{flag} takes a whole number, the total of {spec}; not "{value}"',
  'refused.noOption': '{game} has no option "{id}"',
  'refused.optionChoices': 'option {id} has the choices {choices}; not "{given}"',
  'refused.range': 'a whole number from {min} to {max}',
  'refused.rangeWhy': 'a whole number from {min} to {max} ({why})',
  'refused.notNumber': '{flag} takes {range}, not "{value}"',
  'refused.outOfRange': '{flag} takes {range}, not {value}',
  'refused.notArea': '"{id}" is not an area on the map{near}',
  'refused.didYouMean': ' (did you mean "{near}"?)',
  'refused.itemShape': '{where}: "{item}" should read UNIT@PLACE',
  'refused.itemTwice': '{where}: {ref} is listed twice',
} as const;
