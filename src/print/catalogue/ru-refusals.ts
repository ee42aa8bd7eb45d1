// Russian for the generic refusals (src/assist/messages-refusals.ts has the English and the keys).

export const REFUSALS_RU: Readonly<Record<string, string>> = {
  'refused.combatMap': '{game}: объявленный бой читается по карте',
  'refused.combatSides': 'для боя нужны атакующие и обороняющиеся',
  'refused.notAttacking': '{ref} — не на стороне атакующего ({side})',
  'refused.notDefending': '{ref} — не на стороне обороняющегося ({side})',
  'refused.sameSide': 'атакующие и обороняющиеся — на одной стороне',
  'refused.defendersOneHex': 'обороняющиеся стоят в одном гексе; {ref} — в {at}',
  'refused.notNext': '{ref} в {at} не рядом с {target}, гексом, который атакует',
  'refused.defendersOneArea': 'обороняющиеся стоят в одной области; {ref} — в {at}',
  'refused.notNextArea': '{ref} в {at} не в атакуемой области {target} и не рядом с ней',
  'refused.noRollPastEnd': 'за краем таблицы кубик не читается ({section}); --roll не нужен',
  'refused.noMovement': '{game} не объявляет движения: раздел movement в rules.yaml (docs/rules-model.md)',
  'refused.nameMovers': 'укажите, какие отряды ходят: --units ОТРЯД@КЛЕТКА,…',
  'refused.poolMost': '{title}: не больше {most} кубиков ({section}); по этим данным их {dice}',
  'refused.inputChoice': '--{id} принимает одно из: {choices}; а не «{given}»',
  'refused.optionShape': '--option принимает ВАРИАНТ=ВЫБОР, например {example}=on; а не «{item}»',
  'refused.noPlace': '{flag}: у {ref} нет места: напишите {ref}@ГЕКС или укажите --position',
  'refused.noPositionHere': 'здесь файл позиции не читается',
  'refused.supplyFrom': 'укажите --position ФАЙЛ или --units ОТРЯД@ГЕКС,… : снабжение прослеживается от них',
  'refused.sideTakes': '--side принимает {sides}; а не «{side}»',
  'refused.id': '{id}',
  'refused.unitsShape': '--units принимает ОТРЯД@КЛЕТКА,…; а не «{item}»',
  'refused.areasNeeded': 'нужен --areas: на сколько областей этот ход, от 1 до {most} ({section})',
  'refused.hookProcedure': '{id} — правило-хук ({hook}): его выполняет код своей игры',
  'refused.listedTwice': '{ref} указан дважды',
  'refused.stateField': '{journal}: state.{where}: {issue}',
  'refused.eliminated': '{ref} уничтожен: его больше нет на карте ({section})',
  'refused.nothingToUndo': 'в журнале нет записей: отменять нечего',
  'refused.undoOld':
    'запись {n} ({command}) сделана прежней версией Sandtable, которая не сохраняла изменённое состояние; ' +
    'её нельзя отменить',
  'refused.turnBack':
    'ход {turn} раньше хода {known}, на котором стоит журнал: ходы назад не идут{rule}; ' +
    'добавьте --amend, чтобы записать что-то за прошедший ход',
  'refused.rule': ' ({rule})',
  'refused.pendingDice': 'кубики ожидающего выбора не подходят к этой команде ({face})',
  'refused.pending':
    'в {file} ждёт выбор: {question}{rule}. Ответ: sandtable {command} --journal {file} --choose {options}; ' +
    'или отмена: sandtable journal undo {file}',
  'refused.pendingSeed': 'ожидающая команда {command} продолжает своими кубиками; уберите --seed',
  'refused.spentSeed':
    'журнал уже бросал от зерна «{seed}»: его кубики потрачены, и новый запуск раздал бы их второй раз; ' +
    'уберите --seed, чтобы продолжить кубиками журнала, или дайте новое зерно',
  'refused.otherWriter':
    'пока шла эта команда, другая бросала кубики из этого журнала, так что эти кубики были и её; ничего не ' +
    'записано: запустите команду снова',
  'refused.otherCommand': 'выбор, ждущий в {file}, — для другой команды {command}: --{flag} было {was}',
  'refused.notGiven': 'не задано',
  'refused.chooseOne': '--choose отвечает на «{question}»: одно из {options}; а не «{given}»',
  'refused.oneDie': '1 кубик',
  'refused.dice': 'кубиков: {n}',
  'refused.oneRoll': '1 бросок',
  'refused.rolls': 'бросков: {n}',
  'refused.fill': 'бросьте остальные вручную или добавьте --fill, чтобы их бросило устройство',
  'refused.needHand':
    'нужен {flag} ({what}): для этой команды кубики введены вручную, так что и эти бросаются вручную; ' +
    'или добавьте --fill, чтобы их бросило устройство',
  'refused.theDice': '{spec}',
  'refused.theseDice': 'эти кубики',
  'refused.faces': 'здесь бросается {dice}; {flag} дал {given}',
  'refused.facesOne': 'здесь бросается {dice}; {flag} дал {given}',
  'refused.facesFew': 'здесь бросается {dice}; {flag} дал {given}: {fill}',
  'refused.moreNeeded': '{flag} дал {given}; нужно больше: {fill}',
  'refused.extra': '{flag} дал {given}; нужно было только {used}',
  'refused.extraOne': '{flag} дал {given}; нужно было только {used}',
  'refused.cannotRoll': '{spec} даёт от {min} до {max}; {flag} {value} выбросить нельзя',
  'refused.facesShape': '{flag} принимает грани кубиков через запятую, например 5,4,4; а не «{value}»',
  'refused.faceRange': '{flag}: d{sides} показывает от 1 до {sides}; {n} выбросить нельзя',
  'refused.countsShape': '{flag} принимает пары ОТРЯД=N, например us-27aib-mg#1=1; а не «{item}»',
  'refused.totalShape': '{flag} принимает целое число, сумму {spec}; а не «{value}»',
  'refused.noOption': 'у {game} нет варианта «{id}»',
  'refused.optionChoices': 'у варианта {id} выборы: {choices}; а не «{given}»',
  'refused.range': 'целое число от {min} до {max}',
  'refused.rangeWhy': 'целое число от {min} до {max} ({why})',
  'refused.notNumber': '{flag} принимает {range}, а не «{value}»',
  'refused.outOfRange': '{flag} принимает {range}, а не {value}',
  'refused.notArea': '«{id}» — не область карты{near}',
  'refused.didYouMean': ' (может быть, «{near}»?)',
  'refused.itemShape': '{where}: «{item}» должно читаться как ОТРЯД@МЕСТО',
  'refused.itemTwice': '{where}: {ref} указан дважды',
};
