/**
 * VASSAL's SequenceEncoder (VASSAL/tools/SequenceEncoder.java): fields joined by a delimiter, each delimiter inside a
 * field preceded by a backslash, and a field that starts with a backslash, or is wrapped in single quotes, wrapped in
 * single quotes so the decoder keeps it whole. Piece definitions nest it: a trait's fields with ';', the traits with
 * a tab, the AddPiece command with '/'.
 */
export function encodeSequence(fields: readonly (string | number | boolean)[], delim: string): string {
  return fields
    .map((f) => {
      const s = String(f);
      const escaped = s.split(delim).join(`\\${delim}`);
      const quote = s.startsWith('\\') || (s.length > 1 && s.startsWith("'") && s.endsWith("'"));
      return quote ? `'${escaped}'` : escaped;
    })
    .join(delim);
}

/** The inverse, as VASSAL's SequenceEncoder.Decoder reads it: for the tests' round trips. */
export function decodeSequence(value: string, delim: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && value[i + 1] === delim) {
      cur += delim;
      i++;
    } else if (c === delim) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map((f) => (f.length > 1 && f.startsWith("'") && f.endsWith("'") ? f.slice(1, -1) : f));
}
