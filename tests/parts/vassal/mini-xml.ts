/** A small strict XML reader for the tests: throws on anything not well-formed, returns the element tree. */
export interface Node {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string, where: number): string {
  return s.replace(/&([^;]*);/g, (_, e: string) => {
    if (e in ENTITY) return ENTITY[e];
    const m = e.match(/^#(x[0-9a-fA-F]+|\d+)$/);
    if (!m) throw new Error(`bad entity &${e}; near ${where}`);
    return String.fromCodePoint(m[1][0] === 'x' ? Number.parseInt(m[1].slice(1), 16) : Number(m[1]));
  });
}

export function parseXml(xml: string): Node {
  let i = 0;
  if (xml.startsWith('<?xml')) i = xml.indexOf('?>') + 2;
  const stack: Node[] = [];
  let root: Node | undefined;
  const NAME = /^[A-Za-z_][\w.-]*/;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (text.includes('&') || text.trim()) {
      if (!stack.length) throw new Error(`text outside the root near ${i}`);
      if (/&(?![a-z]+;|#\d+;|#x[0-9a-fA-F]+;)/.test(text)) throw new Error(`bare & near ${i}`);
      stack.at(-1)!.text += decode(text, i);
    }
    if (lt < 0) break;
    if (xml.startsWith('</', lt)) {
      const end = xml.indexOf('>', lt);
      const name = xml.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (!open || open.tag !== name) throw new Error(`</${name}> closes <${open?.tag}> near ${lt}`);
      i = end + 1;
      continue;
    }
    let j = lt + 1;
    const name = xml.slice(j).match(NAME)?.[0];
    if (!name) throw new Error(`bad tag near ${lt}`);
    j += name.length;
    const node: Node = { tag: name, attrs: {}, children: [], text: '' };
    for (;;) {
      const rest = xml.slice(j);
      const ws = rest.match(/^\s*/)![0].length;
      j += ws;
      if (xml.startsWith('/>', j) || xml[j] === '>') break;
      if (!ws) throw new Error(`attributes must be separated near ${j}`);
      const m = xml.slice(j).match(/^([A-Za-z_][\w.-]*)="([^"<]*)"/);
      if (!m) throw new Error(`bad attribute near ${j}: ${xml.slice(j, j + 40)}`);
      if (m[1] in node.attrs) throw new Error(`duplicate attribute ${m[1]} near ${j}`);
      node.attrs[m[1]] = decode(m[2], j);
      j += m[0].length;
    }
    if (stack.length) stack.at(-1)!.children.push(node);
    else if (root) throw new Error('two root elements');
    else root = node;
    if (xml.startsWith('/>', j)) i = j + 2;
    else {
      stack.push(node);
      i = j + 1;
    }
  }
  if (stack.length || !root) throw new Error('unclosed elements at the end');
  return root;
}

export function* walk(n: Node, parent?: Node): Generator<{ node: Node; parent?: Node }> {
  yield { node: n, parent };
  for (const c of n.children) yield* walk(c, n);
}
