import { gameMessages } from '../../assist/messages.js';

// Death of a Division's own messages: English here, and the words of each language Sandtable speaks. They are
// registered with the rules' messages when this module loads, which every module of the game that says one does
// (it takes `msg` from here), so no generic file names the game's keys.

export const EN = {
  'death-of-a-division.move.dugIn':
    '{ref} is dug in at {from} (it did not move in turn {turn}): it leaves without the hit ({section})',
  'death-of-a-division.absent.arrives': '{ref} arrives on turn {due}; this is turn {turn} ({section})',
  'death-of-a-division.refused.removed':
    '{ref}{line} has {hits} hit{plural} on strength {strength}: it has been removed from play',
  'death-of-a-division.refused.lineOf': ' (line {line} of the position file)',
  'death-of-a-division.refused.overrunSides': 'an overrun needs moving units and the units they overrun',
  'death-of-a-division.refused.moveWith': '{ref} ({side}) cannot move with {other} ({otherSide})',
  'death-of-a-division.refused.oneArea': 'the moving units overrun from one area: {ref} is in {at}, {other} in {from}',
  'death-of-a-division.refused.movingSide': '{ref} is on the moving side',
  'death-of-a-division.refused.notInto': '{ref} is in {at}, not in {into}',
  'death-of-a-division.refused.singleUnit': 'with overrun-target single-unit, name the one unit overrun',
  'death-of-a-division.refused.overrunOdds':
    '{attack}-{defence} is {odds}: an overrun needs {need}-1 or better ({strength} strength against {defence})',
  'death-of-a-division.refused.noPartingDrop': 'a failed overrun fires no parting shots; drop {--parting-dice}',
  'death-of-a-division.refused.partingDice': 'the overrun units fire {shots} parting shots; {given} dice given',
  'death-of-a-division.refused.stacking':
    '{count} {side} units in {at} ({units}): no more than {limit} friendly units may end their move in one area',
  'death-of-a-division.refused.areaMap': '{game} needs its area map',
  'death-of-a-division.refused.notInFile': '{flag}: {item} is not in {file}',
  'death-of-a-division.refused.whereIs': '{flag}: where is {item}? write {item}@AREA or give {--position FILE}',
  'death-of-a-division.refused.positionFile':
    'a position file is read by the command line; here the journal holds the positions',
  'death-of-a-division.refused.defendersNeeded':
    '{--defenders} is needed (or {--position}, to take every enemy unit in the area)',
  'death-of-a-division.refused.singleUnitFlag': 'with overrun-target single-unit, name the unit with {--defenders}',
  'death-of-a-division.refused.noEnemyIn': '{at} holds no enemy units in {file}',
  'death-of-a-division.refused.twoOverruns': '{ref} has made two overruns on turn {turn} already (rule 5)',
  'death-of-a-division.refused.overruns': '{ref} has made {n} overrun{plural} on turn {turn} already (rule 5)',
  'death-of-a-division.refused.halted': '{ref} failed an overrun on turn {turn} and had to stop there (rule 5)',
  'death-of-a-division.refused.noParting':
    'a failed overrun fires no parting shots; {--parting-dice} is not used (rule 5)',
} as const;

export type DeathOfADivisionKey = keyof typeof EN;

const RU: Partial<Record<DeathOfADivisionKey, string>> = {
  'death-of-a-division.move.dugIn':
    '{ref} окопался в {from} (не двигался в ходу {turn}): уходит без потери ({section})',
  'death-of-a-division.absent.arrives': '{ref} прибывает в ходу {due}; сейчас ход {turn} ({section})',
  'death-of-a-division.refused.removed': 'у {ref}{line} попаданий: {hits} при силе {strength}: он снят с игры',
  'death-of-a-division.refused.lineOf': ' (строка {line} файла позиции)',
  'death-of-a-division.refused.overrunSides': 'для атаки с ходу нужны идущие отряды и те, кого они атакуют',
  'death-of-a-division.refused.moveWith': '{ref} ({side}) не идёт вместе с {other} ({otherSide})',
  'death-of-a-division.refused.oneArea': 'атакующие с ходу идут из одной области: {ref} в {at}, {other} в {from}',
  'death-of-a-division.refused.movingSide': '{ref} — на стороне идущих',
  'death-of-a-division.refused.notInto': '{ref} в {at}, а не в {into}',
  'death-of-a-division.refused.singleUnit': 'при overrun-target single-unit укажите один атакуемый отряд',
  'death-of-a-division.refused.overrunOdds':
    '{attack}-{defence} — это {odds}: для атаки с ходу нужно {need}-1 или лучше (сила {strength} против {defence})',
  'death-of-a-division.refused.noPartingDrop':
    'неудачная атака с ходу не даёт прощальных выстрелов; уберите {--parting-dice}',
  'death-of-a-division.refused.partingDice': 'прощальных выстрелов: {shots}; дано кубиков: {given}',
  'death-of-a-division.refused.stacking':
    'в {at} отрядов стороны {side}: {count} ({units}): ход в одной области заканчивают не больше {limit} своих отрядов',
  'death-of-a-division.refused.areaMap': '{game} нужна его карта областей',
  'death-of-a-division.refused.notInFile': '{flag}: {item} нет в {file}',
  'death-of-a-division.refused.whereIs': '{flag}: где {item}? напишите {item}@ОБЛАСТЬ или дайте {--position ФАЙЛ}',
  'death-of-a-division.refused.positionFile': 'файл позиции читает командная строка; здесь позиции хранит журнал',
  'death-of-a-division.refused.defendersNeeded':
    'нужен {--defenders} (или {--position}, чтобы взять всех отрядов противника в области)',
  'death-of-a-division.refused.singleUnitFlag': 'при overrun-target single-unit укажите отряд через {--defenders}',
  'death-of-a-division.refused.noEnemyIn': 'в {file} в {at} нет отрядов противника',
  'death-of-a-division.refused.twoOverruns': '{ref} уже дважды атаковал с ходу в ходу {turn} (правило 5)',
  'death-of-a-division.refused.overruns': '{ref} уже атаковал с ходу в ходу {turn}, раз: {n} (правило 5)',
  'death-of-a-division.refused.halted':
    '{ref} неудачно атаковал с ходу в ходу {turn} и должен был там остановиться (правило 5)',
  'death-of-a-division.refused.noParting':
    'неудачная атака с ходу не даёт прощальных выстрелов; {--parting-dice} не нужен (правило 5)',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });
