/** An XML element as the SVG→PDF writer walks it. Text children are already unescaped. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#')
      return String.fromCodePoint(ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

const TOKEN = new RegExp(
  [
    /<!--[\s\S]*?-->/.source,
    /<\?[\s\S]*?\?>/.source,
    /<!\[CDATA\[([\s\S]*?)\]\]>/.source,
    /<!DOCTYPE[^>]*>/.source,
    /<\/\s*([^\s>]+)\s*>/.source,
    /<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.source,
    /([^<]+)/.source,
  ].join('|'),
  'g',
);
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * A small, strict XML reader for the SVG Sandtable itself writes (templates, milsymbol output).
 * It is not a general XML parser: no namespaces beyond keeping prefixed names, no DTD entities.
 */
export function parseXml(text: string): XmlElement {
  return readXml(text, true);
}

/**
 * Throws as parseXml does on text it refuses, without reading attributes into the tree: a counter face is checked
 * alone, for an error that names its piece, and read whole in its sheet (the check was some 4% of a sheet's build).
 */
export function checkXml(text: string): void {
  readXml(text, false);
}

function readXml(text: string, withAttrs: boolean): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = TOKEN.exec(text))) {
    if (m.index !== consumed) throw new Error(`malformed XML near: ${text.slice(consumed, consumed + 40)}`);
    consumed = TOKEN.lastIndex;
    const top = stack[stack.length - 1];
    if (m[1] !== undefined) top.children.push(m[1]);
    else if (m[2] !== undefined) {
      if (top.name !== m[2]) throw new Error(`XML: </${m[2]}> closes <${top.name}>`);
      stack.pop();
    } else if (m[3] !== undefined) {
      const attrs: Record<string, string> = {};
      // A check reads values only where they hold a reference, which may be refused (a code point past Unicode).
      if (withAttrs || m[4]?.includes('&')) {
        ATTR.lastIndex = 0;
        let a: RegExpExecArray | null;
        while ((a = ATTR.exec(m[4] ?? ''))) attrs[a[1]] = unescapeXml(a[2] ?? a[3] ?? '');
      }
      const el: XmlElement = { name: m[3], attrs, children: [] };
      top.children.push(el);
      if (!m[5]) stack.push(el);
    } else if (m[6] !== undefined) top.children.push(unescapeXml(m[6]));
  }
  if (consumed !== text.length) throw new Error(`malformed XML near: ${text.slice(consumed, consumed + 40)}`);
  if (stack.length !== 1) throw new Error(`XML: <${stack[stack.length - 1].name}> is never closed`);
  const first = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!first) throw new Error('XML: no root element');
  return first;
}

/**
 * Each drawn SVG item's tree, parsed once for the PDF writer and the text layout manifest alike (every printed
 * part did both, each parsing every page's markup anew). Neither changes the tree; a parse that fails is not kept.
 */
const itemTrees = new WeakMap<{ markup: string }, XmlElement>();
export function parseItemXml(item: { markup: string }): XmlElement {
  let tree = itemTrees.get(item);
  if (!tree) itemTrees.set(item, (tree = parseXml(item.markup)));
  return tree;
}
