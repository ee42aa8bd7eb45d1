// Russian for a victory-point tally (src/assist/messages-victory.ts has the English and the keys).

export const VICTORY_RU: Readonly<Record<string, string>> = {
  'victory.tally.title': '{game}: победные очки',
  'victory.tally.titleInterim': '{game}: победные очки (промежуточный итог, ход {turn})',
  'victory.tally.interim': 'Промежуточный подсчёт на ходу {turn}: игра оценивается в конце хода {last} ({section})',
  'victory.tally.line': '{text}: {count} × {value} = {points} ({detail})',
  'victory.tally.total': 'Итого: {total} ПО',
  'victory.tally.level': '{why}{option}: {result} ({section})',
  'victory.tally.levelText': '{why}{option}: {result} ({section}). {text}',
  'victory.tally.option': ' (опция {option}={choice})',
  'victory.tally.inBand': '{total} — в пределах «{range}»',
  'victory.tally.rounded': '{total}, округлённое {way}, — это {value}, в пределах «{range}»',
  'victory.tally.between': '{total} — между пределами уровней; между ними это уровень «{range}»',
  'victory.tally.heldBy': '{place} удерживает сторона {side}',
  'victory.tally.heldByNone': '{place} не удерживает ни одна сторона',
  'victory.tally.noneEntered': 'никого не ввели',
  'victory.tally.byOption': '{units} (опция {option})',
  'victory.tally.none': 'нет',
  'victory.tally.units': '{units}',
  'victory.tally.agreed': 'игроки при расстановке договорились о {id}={agreed}; эта партия играется так',
  'victory.tally.badRange': 'диапазон уровня победы «{range}» не читается как «N or less», «A-B», «N+» или «N or more»',
  'victory.tally.noLevel': 'ни один уровень победы в {chart} не включает {total}',
};
