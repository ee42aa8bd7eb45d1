/** A buildFile.xml element: a VASSAL component class, its attributes in order, its children or text. */
export interface XmlElement {
  tag: string;
  attrs: [string, string | number | boolean][];
  children: XmlElement[];
  text?: string;
}

export function el(
  tag: string,
  attrs: Record<string, string | number | boolean> = {},
  children: XmlElement[] = [],
  text?: string,
): XmlElement {
  return { tag, attrs: Object.entries(attrs), children, ...(text !== undefined ? { text } : {}) };
}

/**
 * Characters XML 1.0 cannot carry at all. Each is one UTF-16 unit that no surrogate pair contains, so a search by code
 * unit finds exactly them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * The text without the characters XML cannot carry, so a stray control character in data never breaks the file; most
 * text has none and is returned as it is, unscanned char by char (a module's piece definitions run to megabytes).
 */
function xmlChars(s: string): string {
  NOT_XML.lastIndex = 0;
  return NOT_XML.test(s) ? s.replace(NOT_XML, '') : s;
}

export function escapeXml(s: string, attribute: boolean): string {
  const out = xmlChars(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // In an attribute a tab or newline would be normalised to a space by the parser: keep them as references.
  return attribute
    ? out.replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;')
    : out;
}

function write(e: XmlElement, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const attrs = e.attrs.map(([k, v]) => ` ${k}="${escapeXml(String(v), true)}"`).join('');
  if (e.text !== undefined) {
    out.push(`${pad}<${e.tag}${attrs}>${escapeXml(e.text, false)}</${e.tag}>`);
  } else if (!e.children.length) {
    out.push(`${pad}<${e.tag}${attrs}/>`);
  } else {
    out.push(`${pad}<${e.tag}${attrs}>`);
    for (const c of e.children) write(c, depth + 1, out);
    out.push(`${pad}</${e.tag}>`);
  }
}

export function serializeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8" standalone="no"?>'];
  write(root, 0, out);
  return out.join('\n') + '\n';
}
