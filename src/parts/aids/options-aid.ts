import type { Game } from '../../model/schema/game.js';
import type { Aid } from './aid-model.js';
import type { Translator } from './translator.js';

/** The aid's id, as the layout manifest and the module's chart list name it. */
export const OPTIONS_AID_ID = 'game-options';

/**
 * The game's options, each with its choices and a box to tick the one the players agreed, the default named.
 * Other aids say "see option exactly-nine-exits"; this is where a player at the table finds it. In English the
 * option's id leads, as the other aids and the referee name it; another language names it by its title (as its
 * aids do) and prints no id, so the sheet stays in one language.
 */
export function optionsAid(options: Game['options'], t: Translator): Aid | undefined {
  if (!options.length) return undefined;
  const tr = (x: string) => t.chart('options', x);
  const english = t.lang === 'en';
  return {
    id: OPTIONS_AID_ID,
    title: t.str('gameOptions'),
    reconstructed: false,
    elements: [
      { kind: 'text', text: t.str('gameOptionsNote'), small: true },
      {
        kind: 'list',
        items: options.flatMap((o) => [
          { marker: '•', text: english ? `${o.id}: ${o.title}` : `«${tr(o.title)}»` },
          ...o.choices.map((c) => {
            const text = english ? `${c.id}: ${c.text}` : tr(c.text);
            return {
              marker: '☐',
              indent: 1,
              text: c.id === o.default ? `${text} ${t.str('byDefault')}` : text,
            };
          }),
        ]),
      },
    ],
  };
}
