// Russian for the journal's messages and the per-turn bookkeeping's refusals (English: src/assist/messages-journal.ts).

export const JOURNAL_RU = {
  'journal.replayWithdrawn': 'Бросков, отменённых командой undo, выброшено заново на своих местах: {count}',
  'journal.replayPartial': 'Проверены не все машинные кубики: совпали {checked} из {total}; не выброшены заново:',
  'journal.unchecked.unseeded': '  запись {entry} ({command}): кубиков {dice} от генератора без зерна',
  'journal.unchecked.withdrawnUnseeded':
    '  отменена, была записью {entry} ({command}): кубиков {dice} от генератора без зерна',
  'journal.unchecked.sidesUnknown': '  {was}запись {entry} ({command}): кубиков {dice}, число граней не сохранено',
  'journal.unchecked.offSequence':
    '  отменена, была записью {entry} ({command}): кубиков {dice} вне последовательности генератора',
  'journal.undoSpent':
    'Его машинные кубики ({dice}) израсходованы: следующий бросок возьмёт новые (их список: journal show)',
  'journal.was': 'отменена, была ',
  'journal.summary.turn': 'Ход {turn}',
  'journal.summary.turnPhase': 'Ход {turn}, {phase}',
  'journal.summary.noTurn': 'Ход ещё не записан',
  'journal.summary.positions': 'Позиции (отрядов: {count}):',
  'journal.summary.place': '  {place}: {units}',
  'journal.summary.side': '  {side} ({count}):',
  'journal.summary.off': '{status} ({count}): {units}',
  'journal.summary.pending': 'Ждёт выбора: {command} ({rule})',
  'journal.summary.losses': 'Потери: {losses}',
  'journal.summary.eliminated': 'Уничтожены ({count}): {units}',
  'journal.summary.hands': 'На руках: {hands}',
  'journal.summary.hand': '{side} {count}',
  'journal.summary.deck': 'Колода: в прикупе {draw}, в сбросе {discard}, выведено из игры {removed}',
  'journal.summary.thisTurn': 'В этот ход ({turn}): {done}',
  'journal.summary.acted': '{what} {units}',
  'journal.summary.flag': '{key}: {value}',
  'journal.summary.more': '… и ещё {count}',
  'journal.summary.withdrawn': 'Отменённые броски (их кубики израсходованы): {count}',
  'journal.summary.withdrawnLine': '  была #{entry} {command} | кубики {dice}',
  'journal.summary.json': 'Всё состояние: journal show FILE --json',
  'turn.sideOver': 'Часть хода {turn} за сторону {side} окончена: с тех пор играла сторона {other} ({section})',
  'turn.phaseOrder': 'Сторона {side} уже прошла фазу {after} в этом ходу: {phase} идёт раньше ({section})',
  'turn.firedAgain': '{key} уже стрелял в ходу {turn}: одни и те же отряды не стреляют дважды ({section})',
  'turn.sectorFiredAgain': 'Из {key} уже стреляли в ходу {turn}: выберите сектор, из которого не стреляли ({section})',
  'turn.returnFire':
    'По {key} в этом ходу не стреляли: обороняющийся отвечает огнём только из таких секторов ({section})',
  'turn.returnSide': 'ответный огонь ведёт обороняющийся; сейчас играет сторона {side} ({section})',
  'turn.foughtAgain': '{key} уже участвовал в бою в ходу {turn}: один бой на отряд ({section})',
  'turn.sectorFoughtAgain':
    '{key} уже участвует в бою в ходу {turn}: отряды одного сектора не делятся между боями ({section})',
  'turn.onceATurn': '{key}: бросок раз в ход, и в ходу {turn} он уже был ({section})',
  'turn.engaged': '{place} в сцеплении (ход {turn}): огонь из него, в него и внутри него запрещён ({section})',
  'deck.removed': '{card} нельзя взять: все {count} выведены из игры ({section})',
  'deck.noneLeft':
    'в прикупе нет {card}: в колоде {count}; на руках {held}, в сбросе {discarded}, ' +
    'выведено из игры {removed} ({section})',
  'deck.discardLimit': 'игрок {side} сбросил в ходу {turn} карт: {count}; не больше {limit} ({section})',
  'deck.snow': 'в ходу {turn} метель: {card} играть нельзя ({section})',
  'deck.notHeld': 'на руке {side} нет {card}; на руке: {hand} ({section})',
  'replace.early': 'пополнения возвращаются с хода 10 января; ход {turn} — это {date} ({section})',
  'replace.notEliminated': '{unit} не среди уничтоженных: возвращаются только они ({section})',
  'replace.again': 'игрок {side} уже вернул пополнение в ходу {turn}: одно за ход ({section})',
  'deck.reshuffled': 'Прикуп кончился: сброс перетасован в прикуп ({section})',
  'deck.snowPlayed':
    'Метель: действует в ходу {turn}: движение на одну зону, без стратегического движения и авиации ({section})',
  'deck.counts': 'Колода: в прикупе {draw}, в сбросе {discard}, выведено из игры {removed}',
  'replace.done': '{unit} возвращается пополнением в {at}, ход {turn} ({section})',
  'turn.supplyAgain': '{key} уже проверял снабжение в ходу {turn}: удар за отсутствие снабжения — один раз ({section})',
} as const;
