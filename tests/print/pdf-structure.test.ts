import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const tools = has('pdffonts') && has('qpdf') && has('pdftotext');

// What a printer or a print shop checks: every font embedded, a structurally sound file, and text that
// is real text (Cyrillic included), not boxes. .ci/run installs poppler-utils and qpdf for this.
describe.skipIf(!tools)('printed PDFs', () => {
  const out = mkdtempSync(join(tmpdir(), 'pdf-structure-'));

  it('every Veritable part in Russian embeds its fonts, passes qpdf --check and carries Cyrillic text', async () => {
    const r = await runCli('build', 'veritable', '--lang', 'ru', '--out', out, '--format', 'pdf');
    expect(r.code, r.err).toBe(0);
    // The build's summary names each PDF with its page count; every one is checked.
    expect(r.out).toMatch(/\d+ pages to print/);
    const pdfs = readdirSync(out)
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => join(out, f));
    expect(pdfs.length).toBeGreaterThanOrEqual(4);
    for (const rel of pdfs) {
      const file = rel;
      const fonts = spawnSync('pdffonts', [file], { encoding: 'utf8' }).stdout.split('\n').slice(2).filter(Boolean);
      expect(fonts.length, rel).toBeGreaterThan(0);
      for (const f of fonts) expect(f.split(/\s+/).at(-5), `${rel}: ${f}`).toBe('yes');
      expect(spawnSync('qpdf', ['--check', file]).status, rel).toBe(0);
    }
    const text = spawnSync('pdftotext', [join(out, 'map-ru.pdf'), '-'], { encoding: 'utf8' }).stdout;
    expect(text).toMatch(/Клеве|Гох|Хеккен/);
  });
});
