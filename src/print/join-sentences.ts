/**
 * Notes joined into one line with "; ", as a reader expects: a note's own full stop before the semicolon
 * goes (no ".;"), the last one keeps its ending, and empty notes are skipped.
 */
export function joinSentences(notes: readonly (string | undefined)[], separator = '; '): string {
  const kept = notes.map((n) => n?.trim() ?? '').filter(Boolean);
  return kept.map((n, i) => (i < kept.length - 1 ? n.replace(/\.+$/, '') : n)).join(separator);
}
