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

/** Characters XML 1.0 cannot carry at all: dropped, so a stray control character in data never breaks the file. */
function xmlChars(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const bad = (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff;
    if (!bad) out += ch;
  }
  return out;
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
