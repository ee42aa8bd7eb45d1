// Characters no game text may hold, wherever it comes from (a YAML escape, a CSV cell, a command-line flag):
// control characters other than tab, newline and return, which SVG and XML cannot carry and a player cannot see,
// DEL and the C1 controls, the Unicode non-characters (U+FDD0-U+FDEF, U+FFFE and U+FFFF of every plane), and
// surrogates standing alone, which are no character at all.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const FORBIDDEN = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Noncharacter_Code_Point}\p{Cs}]/u;

export interface ForbiddenCharacter {
  /** Where in the string, in UTF-16 code units. */
  index: number;
  /** As Unicode writes it: U+0007. */
  code: string;
}

export function forbiddenCharacter(s: string): ForbiddenCharacter | undefined {
  const m = FORBIDDEN.exec(s);
  if (!m) return undefined;
  const cp = m[0].codePointAt(0)!;
  return { index: m.index, code: `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` };
}

/** The words of a refusal: what the character is and what to do. */
export function forbiddenCharacterWords(f: ForbiddenCharacter): string {
  return (
    `holds the character ${f.code}, a control or non-character that no text of a game may hold ` +
    '(written as an escape such as "\\x07"?); remove it'
  );
}
