import { describe, it, expect } from 'vitest';
import { chartHtml, type SwatchImage } from '../../../src/parts/vassal/chart-html.js';
import type { Aid } from '../../../src/parts/aids/api.js';

const HOSTILE = `<script>alert(1)</script>"><img src=x onerror=alert(2)>&amp;`;
const swatch: SwatchImage = () => ({ file: 'swatch-1.png', w: 27, h: 18 });

/** An aid with the hostile text in every place a designer's words reach a chart. */
const aid: Aid = {
  id: 'x',
  title: `Title ${HOSTILE}`,
  tag: `Tag ${HOSTILE}`,
  reconstructed: true,
  elements: [
    { kind: 'heading', text: `Heading ${HOSTILE}` },
    { kind: 'text', text: `Note ${HOSTILE}` },
    { kind: 'list', items: [{ marker: `M${HOSTILE}`, text: `Item ${HOSTILE}`, indent: 1 }] },
    { kind: 'track', boxes: [{ number: '1', label: `Day ${HOSTILE}`, night: true, events: [`Event ${HOSTILE}`] }] },
    {
      kind: 'table',
      group: `Group ${HOSTILE}`,
      columns: [
        { label: `Col ${HOSTILE}`, align: 'left', rowHeader: true },
        { label: 'B', align: 'center' },
      ],
      rows: [{ cells: [{ text: `Cell ${HOSTILE}`, swatch: { svg: '<svg/>', width: 12, height: 8 } }, { text: '2' }] }],
    },
  ],
};

describe('a chart as VASSAL HTML', () => {
  const html = chartHtml(aid, { night: `night ${HOSTILE}` }, swatch);

  it("carries the data's markup as text: no element or attribute of it is live", () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<img src=x/);
    // Every <img> is the chart's own swatch.
    expect([...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<img src="swatch-1.png" width="27" height="18" alt="">',
    ]);
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;"&gt;&lt;img src=x onerror=alert(2)&gt;&amp;amp;';
    // Title (twice: <title> and <h1>), tag, heading, note, marker, item, label, night, event, group, column, cell.
    expect(html.split(escaped).length - 1).toBe(13);
  });

  it('shades a night turn, spans the group heading over the result columns and puts the swatch by its name', () => {
    expect(html).toMatch(/<td align="center" valign="top" width="\d+" bgcolor="#c3cbd6">/);
    expect(html).toContain('<th colspan="1" bgcolor="#56677a">');
    expect(html).toMatch(/<img src="swatch-1.png"[^>]*><\/td><td valign="top">&nbsp;Cell /);
  });
});
