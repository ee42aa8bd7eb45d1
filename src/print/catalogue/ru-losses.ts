// Russian for a combat result met by the owner's retreats and losses (English: src/assist/messages-losses.ts).

export const LOSSES_RU = {
  'loss.pendingUnitWhy': '{ref} ({hex}), когда владелец ответит: {why}',
  'loss.askAll':
    '{side}, результат {n}: каждая часть отступает на {n} гекс. или теряются {n} части, в любом сочетании; для ' +
    'каждой части по порядку укажите «loss» (потеря) или поле отступления; когда потери покрывают результат, ' +
    'остальные стоят ({section})',
  'loss.unitIs': 'часть теряется',
  'loss.unitsAre': 'части теряются',
  'loss.askThatMany':
    '{side}, результат {n}: {n} част. теряют шаг или отступают на 1 гекс ({section}); назовите их, каждую — ' +
    '«loss» (потеря) или поле отступления',
  'loss.loses': 'теряет',
  'loss.lose': 'теряют',
  'loss.noHex': 'некуда отступить на {n} гекс. ({section})',
  'loss.allEliminated': '{code}: все части этой стороны в бою уничтожены ({section})',
  'loss.noEffect': 'без результата',
  'loss.met': 'понесённая потеря покрывает результат ({section})',
  'loss.metN': 'понесённые потери ({n}) покрывают результат ({section})',
  'loss.owner': 'владелец берёт её потерей вместо отступления ({section})',
  'loss.cannot': '{cannot}: часть теряется',
  'loss.closedNow': 'отступление в {to} закрыто частями, отступившими раньше: часть теряется ({section})',
  'loss.retreats': 'отступает в {to} ({section})',
  'loss.passes': 'проверка при отступлении {shown} ≤ {most}: пройдена; отступает в {to} ({section})',
  'loss.fails': 'проверка при отступлении {shown} > {most}: не пройдена, часть уничтожена ({section})',
  'loss.taken': 'понесённые потери покрывают результат ({section})',
  'loss.only': 'на результат отвечают только {n}',
  'loss.notOfSide': '{--choose}: {ref} — не из частей стороны «{side}» в этом бою',
  'loss.twice': '{--choose} называет {ref} дважды',
  'loss.cannotRetreat': '{--choose}: {ref} не может отступить: {why}; её можно только потерять',
  'loss.notLegalHex': '{--choose}: {ref} не может отступить в {to}; допустимые гексы: {hexes} ({section}){closed}',
  'loss.closed': '; закрыты: {closed}',
  'loss.closedMore': '{a}; {b}',
  'loss.sayWhere': '{--choose}: укажите, куда отступает {ref}: {options}',
  'loss.pair': '{ref}={hex}',
  'loss.thatMany':
    '{--choose}: результат {code} стороны «{side}» требует ответа от частей: {count}; названо: {named} ({section})',
  'loss.thatOne':
    '{--choose}: результат {code} стороны «{side}» требует ответа от частей: {count}; названо: {named} ({section})',
  'loss.everyUnitLosses':
    '{--choose}: результат {code} стороны «{side}»: каждая часть отступает или теряются {count}; укажите, что ' +
    'делают {units}',
  'loss.everyUnitLoss':
    '{--choose}: результат {code} стороны «{side}»: каждая часть отступает или теряется {count}; укажите, что ' +
    'делают {units}',
  'loss.unitWhy': '{ref} ({hex}): {why}',
  'loss.do': 'делают',
  'loss.does': 'делает',
  'effect.retreatOrLoseAll':
    '{side}: каждая часть отступает на {n} гекс. или теряются {n} части, в любом сочетании, по выбору владельца ' +
    '({section})',
  'effect.retreatOrLoseThatMany':
    '{side}: {n} част. теряют шаг или отступают на 1 гекс, по выбору владельца ({section})',
  'advance.vacated': '{target} освобождено: {units} могут наступить туда в пределах лимита группировки ({section})',
  'advance.ask': '{text}; ответьте списком частей или none',
  'advance.one': '{units} наступает в {target} ({section})',
  'advance.many': '{units} наступают в {target} ({section})',
  'advance.noAdvance': 'Никто не наступает в {target} ({section})',
  'advance.notEligible': '{--advance}: {ref} не может наступать; могут: {units} ({section})',
  'advance.stacking': '{--advance} в {target}: {why}',
  'advance.noneInPlace':
    '{--advance}: ни один атакующий не остался там, откуда атаковал; в опустевший гекс входят только атакующие, ' +
    'оставшиеся на месте ({section})',
  'advance.notEmptied':
    '{--advance}: {target} не опустел; в опустевший гекс входят только атакующие, оставшиеся на месте ({section})',
  'advance.inCombat': '{ref}: наступление после боя — последний вопрос самого боя, а не ход ({section})',
  'loss.nothingToChoose': '{--choose}: результат «{code}» стороны «{side}» не оставляет выбора ({units})',
  'loss.sideNoEffect': '{side}, результат {code}: без результата',
  'loss.mayNotReturn': '{ref} не может вернуться в {at} ({section})',
} as const;
