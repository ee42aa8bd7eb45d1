import type { Game } from '../../model/schema/game.js';
import type { Aid } from './aid-model.js';
import type { Translator } from './translator.js';

/** The aid's id, as the layout manifest and the module's chart list name it. */
export const OPTIONS_AID_ID = 'game-options';

/**
 * The game's options, each with its choices and a box to tick the one the players agreed, the default named.
 * Each is named by its title and each choice by its text (issue 24: a player reads titles, not internal ids such as
 * "out-of-supply-no-road-march"); the id appears once, in the line saying what to type to the referee.
 */
/** `--option ID=a|b`, the choices in the order the sheet lists them. */
const fillTyped = (pattern: string, id: string, choices: readonly string[]) =>
  pattern.replace('{typed}', `--option ${id}=${choices.join('|')}`);

export function optionsAid(options: Game['options'], t: Translator): Aid | undefined {
  if (!options.length) return undefined;
  const tr = (x: string) => t.chart('options', x);
  return {
    id: OPTIONS_AID_ID,
    title: t.str('gameOptions'),
    reconstructed: false,
    elements: [
      { kind: 'text', text: t.str('gameOptionsNote'), small: true },
      {
        kind: 'list',
        items: options.flatMap((o) => [
          { marker: '•', text: t.lang === 'en' ? o.title : `«${tr(o.title)}»` },
          ...o.choices.map((c) => {
            const text = tr(c.text);
            return {
              marker: '☐',
              indent: 1,
              text: c.id === o.default ? `${text} ${t.str('byDefault')}` : text,
            };
          }),
          // The one place an id is printed: what a player types to the referee, marked as such. The Russian sheet
          // keeps to one language and prints none.
          ...(t.lang === 'en'
            ? [
                {
                  marker: '',
                  indent: 1,
                  text: fillTyped(
                    t.str('optionTyped'),
                    o.id,
                    o.choices.map((c) => c.id),
                  ),
                },
              ]
            : []),
        ]),
      },
    ],
  };
}
