import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadCounterTemplate } from '../../../src/parts/counters/counter-template.js';

const dir = mkdtempSync(join(tmpdir(), 'sandtable-hbs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const template = (source: string) => {
  const file = join(dir, `t${n++}.svg.hbs`);
  writeFileSync(file, source);
  return loadCounterTemplate(file);
};

describe('counter templates', () => {
  it('escapes text fields for SVG', () => {
    expect(template('<text>{{designation}}</text>').render({ designation: '<1> & "Flak"' }, 'unit "x"')).toBe(
      '<text>&lt;1&gt; &amp; &quot;Flak&quot;</text>',
    );
  });

  it('turns a field the counter lacks into an error naming the counter, the line and the field', () => {
    const t = template('<g>\n{{unit.nickname}}</g>');
    expect(() => t.render({ unit: {} }, 'unit "b44"')).toThrow(
      new RegExp(
        String.raw`^unit "b44": counter template .*line 2 \(\{\{unit\.nickname\}\}\) ` +
          'uses the field "nickname", which this counter does not have$',
      ),
    );
  });

  it('fits text to a width with the helper, escaped, at no more than the size asked', () => {
    const t = template('{{fit name x=50 y=20 width=80 size=30 fill=colors.text}}');
    const short = t.render({ name: 'A&B', colors: { text: '#123456' } }, 'u');
    expect(short).toContain('>A&amp;B</text>');
    expect(short).toContain('font-size="30"');
    expect(short).toContain('fill="#123456"');
    const long = t.render({ name: 'A very long designation', colors: { text: '#000' } }, 'u');
    expect(Number(long.match(/font-size="([\d.]+)"/)![1])).toBeLessThan(10);
  });

  it('breaks text into lines when that prints it larger', () => {
    const out = template('{{fit text x=50 y=50 width=80 size=30 lines=3 height=90}}').render(
      { text: 'Allied Move Attack' },
      'm',
    );
    expect(out.match(/<text /g)).toHaveLength(3);
  });

  it('reports a helper given a field the counter lacks', () => {
    expect(() =>
      template('{{fit name x=1 y=1 width=10 size=5 fill=colors.nope}}').render({ name: 'n', colors: {} }, 'marker "m"'),
    ).toThrow(/marker "m": .*fill= names a field/);
  });
});
