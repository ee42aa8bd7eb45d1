import type { Aid, AidCell, AidElement } from '../aids/api.js';
import { escapeXml } from './xml.js';

/**
 * A player aid as a VASSAL HTML chart (widget.HtmlChart): the aid's content, as the printed aid reads it, written as
 * HTML that Swing's HTMLEditorKit lays out (HTML 3.2 with a little CSS: table attributes for colours and rules,
 * no flex, no SVG). VASSAL lays it out when the chart is opened, so the build draws no picture of it: rasterising the
 * charts was about half of a cold module build. The look follows the printed aid (aids/strips/aid-style.ts).
 */

const INK = '#111111';
const HEADER = '#2f3f52';
const GROUP = '#56677a';
const SHADE = '#e8ecf1';
const DARK = '#c3cbd6';
const RULE = '#8d99a6';
const TAG = '#8a2d1f';
/** Wide enough for the widest printed aid at screen type, so long notes wrap rather than run off to the right. */
const WIDTH_PX = 960;

/** A swatch's picture in the module: its file name under images/ and its size in pixels. */
export type SwatchImage = (svg: string, widthPt: number, heightPt: number) => { file: string; w: number; h: number };

export interface ChartWords {
  /** The word under a night turn on the turn track. */
  night: string;
}

const e = (s: string) => escapeXml(s, false);
const a = (s: string) => escapeXml(s, true);

function cellHtml(c: AidCell | undefined, swatch: SwatchImage): string {
  const text = e(c?.text ?? '');
  if (!c?.swatch) return text;
  const img = swatch(c.swatch.svg, c.swatch.width, c.swatch.height);
  // Side by side in a table of their own, so a name that wraps stays beside its swatch rather than under it.
  return (
    '<table cellspacing="0" cellpadding="0"><tr>' +
    `<td valign="top"><img src="${a(img.file)}" width="${img.w}" height="${img.h}" alt=""></td>` +
    `<td valign="top">&nbsp;${text}</td></tr></table>`
  );
}

function elementHtml(el: AidElement, words: ChartWords, swatch: SwatchImage): string {
  switch (el.kind) {
    case 'heading':
      return `<h2>${e(el.text)}</h2>`;
    case 'text':
      return el.small ? `<p class="small">${e(el.text)}</p>` : `<p>${e(el.text)}</p>`;
    case 'list':
      // A table rather than <ul>: the printed aid's markers are words and symbols ("AE", "+1", "1."), not bullets.
      return (
        '<table class="block" cellspacing="0" cellpadding="2">' +
        el.items
          .map(
            (i) =>
              `<tr><td valign="top" nowrap style="padding-left:${(i.indent ?? 0) * 14}px"><b>${e(i.marker)}</b></td>` +
              `<td valign="top">${e(i.text)}</td></tr>`,
          )
          .join('') +
        '</table>'
      );
    case 'track': {
      // Rows of equal length, as the printed track has them: ten turns are two rows of five, not eight and two.
      const perRow = Math.ceil(el.boxes.length / Math.ceil(el.boxes.length / 8));
      const rows: string[] = [];
      for (let i = 0; i < el.boxes.length; i += perRow) {
        const left = Math.min(perRow, el.boxes.length - i);
        rows.push(
          '<tr>' +
            el.boxes
              .slice(i, i + perRow)
              .map(
                (b) =>
                  `<td align="center" valign="top" width="110" bgcolor="${b.night ? DARK : '#ffffff'}">` +
                  `<font size="+1" color="${HEADER}"><b>${e(b.number)}</b></font><br><b>${e(b.label)}</b>` +
                  b.events.map((x) => `<br><span class="small">${e(x)}</span>`).join('') +
                  (b.night ? `<br><span class="small">${e(words.night)}</span>` : '') +
                  '</td>',
              )
              .join('') +
            // The last row's empty room, white as the page, where the table's rule colour would show.
            (left < perRow && i > 0 ? `<td colspan="${perRow - left}" bgcolor="#ffffff"></td>` : '') +
            '</tr>',
        );
      }
      return `<table class="block" cellspacing="1" cellpadding="4" bgcolor="${HEADER}">${rows.join('')}</table>`;
    }
    case 'table': {
      const align = (j: number) => (el.columns[j]?.align === 'center' ? 'center' : 'left');
      const head = (label: string, j: number) =>
        `<th align="${align(j)}" bgcolor="${HEADER}"><font color="#ffffff">${e(label)}</font></th>`;
      const group =
        el.group && el.columns.length > 1
          ? `<tr><th bgcolor="${HEADER}"></th><th colspan="${el.columns.length - 1}" bgcolor="${GROUP}">` +
            `<font color="#ffffff">${e(el.group)}</font></th></tr>`
          : '';
      const rows = el.rows.map((r, i) => {
        const fill = r.dark ? DARK : i % 2 === 1 ? SHADE : '#ffffff';
        return (
          `<tr>` +
          el.columns
            .map((c, j) => {
              const tag = c.rowHeader ? 'th' : 'td';
              const wrap = c.wrap ? '' : ' nowrap';
              return `<${tag} align="${align(j)}" bgcolor="${fill}"${wrap}>${cellHtml(r.cells[j], swatch)}</${tag}>`;
            })
            .join('') +
          '</tr>'
        );
      });
      return (
        `<table class="block" cellspacing="1" cellpadding="4" bgcolor="${RULE}">${group}` +
        `<tr>${el.columns.map((c, j) => head(c.label, j)).join('')}</tr>${rows.join('')}</table>`
      );
    }
  }
}

/** The chart's HTML page: the aid's title, its provenance tag, then each element as the printed aid orders them. */
export function chartHtml(aid: Aid, words: ChartWords, swatch: SwatchImage): string {
  const style =
    `body { font-family: sans-serif; font-size: 13pt; color: ${INK}; margin: 10px; }` +
    ` h1 { font-size: 18pt; color: #1b2838; margin-top: 0; margin-bottom: 4px; }` +
    ` h2 { font-size: 14pt; color: ${HEADER}; margin-top: 10px; margin-bottom: 3px; }` +
    ` p { margin-top: 4px; margin-bottom: 4px; }` +
    ` .tag { color: ${TAG}; font-weight: bold; font-size: 11pt; }` +
    ` .small { font-size: 11pt; color: #444444; }` +
    ` table.block { margin-top: 4px; margin-bottom: 6px; }`;
  return (
    `<html><head><title>${e(aid.title)}</title><style type="text/css">${style}</style></head><body>` +
    `<table width="${WIDTH_PX}" cellspacing="0" cellpadding="0"><tr><td>` +
    `<h1>${e(aid.title)}</h1>${aid.tag ? `<p class="tag">${e(aid.tag)}</p>` : ''}` +
    aid.elements.map((el) => elementHtml(el, words, swatch)).join('\n') +
    '</td></tr></table></body></html>\n'
  );
}
