import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyGame } from './broken-copy.js';

/** A bundled game's folder copied under an id and a name of its own, and how to read what it prints. */
export interface RenamedCopy {
  game: string;
  dir: string;
  id: string;
  title: string;
  /** The copy's printed text with its folder, id and names read as the original's: equal when it plays alike. */
  asOriginal(text: string): string;
  /** Lines of the copy's printed text that name the original by its id or title, which the copy must not. */
  leaks(text: string): string[];
}

// Names no bundled game shares, not even in part, so that the copy's id never hides inside the original's words
// (a "<game>-copy" id would: a rule keyed by a prefix of the id would still find the original).
const NAMES: Record<string, [string, string, string]> = {
  veritable: ['exercise-alpha', 'Exercise Alpha', 'Учения «Альфа»'],
  remagen: ['exercise-bravo', 'Exercise Bravo', 'Учения «Браво»'],
  nordwind: ['exercise-charlie', 'Exercise Charlie', 'Учения «Чарли»'],
  'death-of-a-division': ['exercise-delta', 'Exercise Delta', 'Учения «Дельта»'],
};

const titleLine = /^title: (.*)$/m;
/** A YAML title as written: quoted or plain. */
const titleOf = (yaml: string): string => {
  const raw = titleLine.exec(yaml)![1];
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
};

/** data/<game> copied into `root` as its own game: a new id, a new title, and a new title in its Russian locale. */
export function renamedCopy(game: string, root: string): RenamedCopy {
  const [id, title, ruTitle] = NAMES[game];
  const dir = join(root, id);
  copyGame(join('data', game), dir);
  const rename = (file: string, to: string, more = (t: string) => t): string => {
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, more(text.replace(titleLine, `title: ${JSON.stringify(to)}`)));
    return titleOf(text);
  };
  const original = rename(join(dir, 'game.yaml'), title, (t) => t.replace(/^id: .*$/m, `id: ${id}`));
  const ru = join(dir, 'locales', 'ru.yaml');
  const originalRu = existsSync(ru) ? rename(ru, ruTitle) : undefined;
  const names: [string, string][] = [
    // A file of the copy's folder stands for the original's, as the original's plays name it.
    [`${dir}/`, `data/${game}/`],
    [dir, game],
    [id, game],
    [title, original],
    ...(originalRu ? [[ruTitle, originalRu] as [string, string]] : []),
  ];
  const ownId = new RegExp(`(?<![\\w/.-])${game}(?![\\w/-]|\\.\\w)`);
  return {
    game,
    dir,
    id,
    title,
    asOriginal: (text) => names.reduce((t, [from, to]) => t.split(from).join(to), text),
    leaks: (text) =>
      text
        .split(dir)
        .join('FOLDER')
        .split('\n')
        .filter((l) => ownId.test(l) || l.includes(original) || (originalRu !== undefined && l.includes(originalRu))),
  };
}
