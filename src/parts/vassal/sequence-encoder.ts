/**
 * VASSAL's SequenceEncoder (VASSAL/tools/SequenceEncoder.java): fields joined by a delimiter, each delimiter inside
 * a field preceded by a backslash. The Decoder takes any delimiter with a backslash before it as part of the field,
 * so a field that ends with a backslash must be wrapped in single quotes, or the delimiter after it would be read
 * as escaped and the two fields run together; and a field already wrapped in quotes is wrapped again, since the
 * Decoder strips one pair. Quoting costs nothing otherwise (the Decoder strips exactly one pair), so a field that
 * starts with a backslash is quoted too, as VASSAL 3.7.26's own encoder does. Piece definitions nest it: a trait's
 * fields with ';', the traits with a tab, the AddPiece command with '/'.
 */
export function encodeSequence(fields: readonly (string | number | boolean)[], delim: string): string {
  const strings = fields.map(String);
  // Most fields need neither escaping nor quotes: their join has a delimiter only between fields, none after a
  // backslash, and decodes back as it is, so the check below has nothing to find (it was a third of the piece
  // definitions' time, decoding each nested level again).
  if (strings.every((s) => plain(s, delim))) return strings.join(delim);
  const encoded = strings
    .map((s) => {
      const escaped = s.split(delim).join(`\\${delim}`);
      const quote = s.startsWith('\\') || s.endsWith('\\') || (s.length > 1 && s.startsWith("'") && s.endsWith("'"));
      return quote ? `'${escaped}'` : escaped;
    })
    .join(delim);
  // A module whose pieces VASSAL cannot read must not be written with exit 0: a field the rules above miss fails
  // the build here, naming it, rather than in a player's VASSAL.
  const back = decodeSequence(encoded, delim);
  if (back.length !== strings.length || back.some((f, i) => f !== strings[i]))
    throw new Error(`VASSAL would not decode ${JSON.stringify(strings)} back from ${JSON.stringify(encoded)}`);
  return encoded;
}

/**
 * The inverse, exactly as VASSAL 3.7.26's SequenceEncoder.Decoder reads it: a delimiter with a backslash just
 * before it is part of the field (the backslash dropped); then one pair of enclosing single quotes is stripped.
 * An empty value is one empty field, as the Decoder's first token of "" is "".
 */
export function decodeSequence(value: string, delim: string): string[] {
  const out: string[] = [];
  let start = 0;
  const stop = value.length;
  for (;;) {
    if (start === stop) {
      out.push('');
      return out;
    }
    let buf = '';
    let i = start;
    let ended = false;
    for (; i < stop; i++) {
      if (value[i] !== delim) continue;
      if (i > 0 && value[i - 1] === '\\') {
        buf += value.slice(start, i - 1);
        start = i;
      } else {
        buf += value.slice(start, i);
        start = i + 1;
        ended = true;
        break;
      }
    }
    if (!ended) {
      out.push(unquote(buf + value.slice(start, stop)));
      return out;
    }
    out.push(unquote(buf));
  }
}

/** A field that encodes as itself: no delimiter, no backslash at either end, not wrapped in quotes. */
function plain(s: string, delim: string): boolean {
  return (
    !s.includes(delim) &&
    !s.startsWith('\\') &&
    !s.endsWith('\\') &&
    !(s.length > 1 && s.startsWith("'") && s.endsWith("'"))
  );
}

function unquote(s: string): string {
  return s.length > 1 && s.startsWith("'") && s.endsWith("'") ? s.slice(1, -1) : s;
}
