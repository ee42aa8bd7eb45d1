import type { AidStringKey } from './aid-strings.js';

/**
 * Sandtable's own words on the aids in Russian, so that a game's locale need translate only its own
 * charts; a locale's `strings` still win over these.
 */
const AID_STRINGS_RU: Partial<Record<AidStringKey, string>> = {
  playerAids: 'Памятки игрока',
  dieRoll: 'Бросок',
  odds: 'Соотношение сил (атака : оборона)',
  differential: 'Разница (атака − оборона)',
  modifiers: 'Модификаторы',
  results: 'Результаты',
  resultsSplit: 'В клетке: атакующий{split}обороняющийся.',
  forAttacker: 'атакующий',
  forDefender: 'обороняющийся',
  notes: 'Примечания',
  column: 'колонка',
  columns: 'колонки',
  drm: 'к броску',
  terrain: 'Местность',
  turn: 'Ход',
  night: 'ночь',
  victoryPoints: 'Победные очки',
  victoryLevels: 'Уровни победы',
  points: 'Очки',
  condition: 'Условие',
  range: 'Диапазон',
  result: 'Итог',
  handSizes: 'Карт на руке',
  side: 'Сторона',
  from: 'С',
  to: 'По',
  cards: 'Карт',
  note: 'Примечание',
  toEnd: 'конец игры',
  reconstructedChart: 'Восстановлено Sandtable: это не опубликованная таблица',
  reconstructedRows: '† восстановлено Sandtable, не опубликовано',
  continued: 'продолжение',
  sheet: 'лист',
  of: 'из',
  reconstructedFooter: 'Таблицы с пометкой «восстановлено» составлены Sandtable, а не автором игры: см. "sandtable sources {game}".',
};

export const BUILT_IN_STRINGS: Record<string, Partial<Record<AidStringKey, string>>> = { ru: AID_STRINGS_RU };
