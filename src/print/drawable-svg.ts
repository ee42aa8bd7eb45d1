/**
 * What every writer draws alike. A page goes to the PDF through Sandtable's own writer, and what that writer does
 * not draw through svg-to-pdfkit, which silently leaves out whatever it does not know; the PNG (librsvg) draws
 * more. So a template's art is held to what svg-to-pdfkit draws, and anything else is refused where it is
 * written, never left out of one format only.
 */

/** Elements some writer draws (or that only carry data: titles, gradient stops). */
const DRAWN = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'a',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'marker',
]);

/** Why an element no writer draws alike is refused, and what to do instead. */
const ELEMENT_HINTS: Record<string, string> = {
  foreignObject: 'HTML inside SVG is not drawn in the PDF; write the text with <text> or {{fit}}',
  style: 'a <style> sheet is not applied by the PDF writer; put fill=, stroke=, font-size= on the elements',
  filter: 'filters (blur, shadow) are not drawn in the PDF; draw the effect as shapes or a picture',
  switch: '<switch> is not read by the PDF writer; keep one branch',
  script: 'scripts never run on a printed sheet',
};

/** Presentation attributes and CSS properties the PDF writer ignores (the PNG would draw some of them). */
const IGNORED_PROPERTIES: Record<string, string> = {
  filter: 'filters (blur, shadow) are not drawn in the PDF; draw the effect as shapes or a picture',
  'mix-blend-mode': 'blend modes are not drawn in the PDF; use opacity or flat colours',
  isolation: 'isolation is not drawn in the PDF',
  'paint-order': 'paint-order is not drawn in the PDF; draw the stroke and the fill as two elements',
  'vector-effect': 'vector-effect is not drawn in the PDF; scale the stroke width yourself',
  'writing-mode': 'vertical text is not drawn in the PDF; rotate the <text> with transform=',
  'text-transform': 'text-transform is not applied in the PDF; write the text as it should print',
  'font-variant': 'font-variant is not applied in the PDF; write the text as it should print',
  'text-shadow': 'text shadows are not drawn in the PDF; draw the text twice',
  'box-shadow': 'shadows are not drawn in the PDF',
  'shape-inside': 'text wrapping areas are not drawn in the PDF; use {{fit … lines=}}',
};

export interface Undrawable {
  /** The offending piece as written: "<foreignObject>", "filter=", "style: mix-blend-mode". */
  what: string;
  why: string;
  /** Where it is in the text, from 0. */
  index: number;
}

/**
 * The first thing in SVG markup (a template's source or what it rendered) that a writer would leave out:
 * an element or an attribute it does not draw, a property in style="", or a <use> of another file.
 * Handlebars expressions and comments are skipped, so a template's source can be checked before it renders.
 */
export function firstUndrawable(markup: string): Undrawable | undefined {
  const text = markup
    .replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}|<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/\{\{[\s\S]*?\}\}/g, (c) => c.replace(/[^\n]/g, ' '));
  const tag = /<([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const name = m[1].replace(/^svg:/, '');
    if (!DRAWN.has(name))
      return {
        what: `<${name}>`,
        why: ELEMENT_HINTS[name] ?? (name.startsWith('fe') ? ELEMENT_HINTS.filter : 'no writer draws it'),
        index: m.index,
      };
    const attrs = /\s([\w:-]+)\s*=\s*("[^"]*"|'[^']*')/g;
    for (let a = attrs.exec(m[2]); a; a = attrs.exec(m[2])) {
      const attr = a[1];
      const value = a[2].slice(1, -1);
      const at = m.index + 1 + m[1].length + a.index;
      if (attr in IGNORED_PROPERTIES && value.trim() !== 'none' && value.trim() !== 'normal')
        return { what: `${attr}=`, why: IGNORED_PROPERTIES[attr], index: at };
      if (attr === 'style')
        for (const decl of value.split(';')) {
          const [prop, v = ''] = decl.split(':').map((x) => x.trim().toLowerCase());
          if (prop in IGNORED_PROPERTIES && v !== 'none' && v !== 'normal')
            return { what: `style="${prop}: …"`, why: IGNORED_PROPERTIES[prop], index: at };
        }
      if (name === 'use' && (attr === 'href' || attr === 'xlink:href') && value && !value.startsWith('#'))
        return {
          what: `<use ${attr}="${value.slice(0, 60)}">`,
          why: 'a <use> of another file is never fetched',
          index: at,
        };
    }
  }
  return undefined;
}

/** The line (from 1) of an index into a text. */
export const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;
