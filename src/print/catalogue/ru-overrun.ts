// Russian for an overrun (src/assist/messages-overrun.ts).

export const OVERRUN_RU = {
  'overrun.refused.removed': 'у {ref}{line} попаданий: {hits} при силе {strength}: он снят с игры',
  'overrun.refused.lineOf': ' (строка {line} файла позиции)',
  'overrun.refused.overrunSides': 'для атаки с ходу нужны идущие отряды и те, кого они атакуют',
  'overrun.refused.moveWith': '{ref} ({side}) не идёт вместе с {other} ({otherSide})',
  'overrun.refused.oneArea': 'атакующие с ходу идут из одной области: {ref} в {at}, {other} в {from}',
  'overrun.refused.movingSide': '{ref} — на стороне идущих',
  'overrun.refused.notInto': '{ref} в {at}, а не в {into}',
  'overrun.refused.singleUnit': 'при {option} {choice} укажите один атакуемый отряд',
  'overrun.refused.stacking':
    'в {at} отрядов стороны {side}: {count} ({units}): ход в одной области заканчивают не больше {limit} своих отрядов',
  'overrun.refused.areaMap': '{game} нужна его карта областей',
  'overrun.refused.notInFile': '{flag}: {item} нет в {file}',
  'overrun.refused.whereIs': '{flag}: где {item}? напишите {item}@ОБЛАСТЬ или дайте {--position ФАЙЛ}',
  'overrun.refused.positionFile': 'файл позиции читает командная строка; здесь позиции хранит журнал',
  'overrun.refused.defendersNeeded':
    'нужен {--defenders} (или {--position}, чтобы взять всех отрядов противника в области)',
  'overrun.refused.singleUnitFlag': 'при {option} {choice} укажите отряд через {--defenders}',
  'overrun.refused.noEnemyIn': 'в {file} в {at} нет отрядов противника',
  'overrun.refused.noParting':
    'неудачная атака с ходу не даёт прощальных выстрелов; {--parting-dice} не нужен ({section})',
  'overrun.title': '{game}: атака с ходу на {into}',
  'overrun.from': 'Атака с ходу из {from} в {into}: {attackers} против {defenders}',
  'overrun.mayTry': '{met}: атаку с ходу можно пробовать',
  'overrun.of': 'кубика атаки с ходу',
  'overrun.success': 'атакованные отряды сняты; прощальных выстрелов: {shots}',
  'overrun.failure': 'идущие останавливаются в области',
  'overrun.fails':
    'Атака с ходу не удалась: идущие должны остановиться в {into}, рядом с отрядами, которые пытались смять',
  'overrun.shots': '{ref} {dice}',
  'overrun.parting': 'Прощальные выстрелы: {shots}: {faces}: попаданий по идущим: {hits}; их распределяет владелец',
  'overrun.removed': 'Сняты с игры: {units}',
  'overrun.goOn':
    'Идущие могут пройти в следующую область и снова атаковать с ходу, если позволяет соотношение ' +
    '(не больше {n} раз за ход); ещё не ходившие отряды проходят {into}, как пустую',
  'overrun.goOnSingle':
    'Идущие могут идти дальше, только если в {into} не осталось отрядов противника; не больше {n} атак с ходу за ход',
  'overrun.hits': 'попаданий: {hits}',
  'overrun.allMiss': 'все кубики мимо',
  'overrun.allHit': 'все кубики попали',
  'overrun.chance': '{code} {fraction}',
  'overrun.partingChances': 'Вероятности попаданий от прощальных выстрелов ({shots}): {chances}',
  'overrun.waiting': 'Ждёт выбора: {question}',
  'overrun.successNoPool': 'атакованные отряды сняты',
  'overrun.goOnAny':
    'Идущие могут пройти в следующую область и снова атаковать с ходу, если позволяет соотношение; ' +
    'ещё не ходившие отряды проходят {into}, как пустую',
  'overrun.goOnSingleAny': 'Идущие могут идти дальше, только если в {into} не осталось отрядов противника',
  'overrun.absent.arrives': '{ref} прибывает в ходу {due}; сейчас ход {turn} ({section})',
} as const;
