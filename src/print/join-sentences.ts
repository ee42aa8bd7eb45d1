/**
 * Notes joined into one line, as a reader expects: a note that is a sentence of its own ("No reserves may
 * enter.") follows the one before after its full stop; a fragment ("Night", "cost 1", "arrives at Amel") follows
 * after "; ", and the note before it drops its full stop (no ".;"). The last note keeps its ending; empty notes
 * are skipped. A semicolon before a capital ("turn; No reserves") read as two sentences run together.
 */
export function joinSentences(notes: readonly (string | undefined)[], separator = '; '): string {
  const kept = notes.map((n) => n?.trim() ?? '').filter(Boolean);
  return kept
    .map((n, i) => {
      if (i === kept.length - 1) return n;
      const next = kept[i + 1];
      const sentence = /[.!?](\s*†)?$/.test(n) && /^\p{Lu}/u.test(next);
      return sentence ? `${n} ` : `${n.replace(/\.+$/, '')}${separator}`;
    })
    .join('');
}

/**
 * Names listed in running text, as a sentence capitalises them: the first keeps its capital and the rest start in
 * lower case ("Loses figures, may enter the House", not "Loses figures, May enter the House", issue 24). A name
 * whose first word has a capital after its first letter ("StuG", "AT gun") is an abbreviation or a proper name
 * and keeps its capitals.
 */
export function joinNames(names: readonly string[], separator = ', '): string {
  return names
    .map((n, i) => (i > 0 && /^\p{Lu}[\p{Ll}\d]*(?:[\s(]|$)/u.test(n) ? n[0]!.toLocaleLowerCase() + n.slice(1) : n))
    .join(separator);
}
