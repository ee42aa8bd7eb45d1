import { it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/run-cli.js';
import { launch, openCompanion, resolveOnPage, pick } from './browser.js';

it('capture', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cap-'));
  for (const lang of ['ru', 'en']) {
    const r = await runCli('build', 'veritable', '--only', 'companion', '--lang', lang, '--out', dir);
    if (r.code) throw new Error(r.err);
  }
  const browser = await launch();
  const out: string[] = [];
  for (const file of ['companion-ru.html', 'companion.html']) {
    for (const [turn, roll] of [['3', '5'], ['4', '6'], ['2', '2'], ['1', '']]) {
      const p = await openCompanion(browser, join(dir, file));
      const fields: Record<string, string> = { turn, surges: turn === '4' ? '1' : '0' };
      await resolveOnPage(p.page, { verb: 'air', fields, ...(roll ? { dice: { roll } } : {}), keep: false }).catch((e) => out.push(String(e)));
      out.push(`== ${file} air ${turn} ${roll}`, (await p.page.textContent('form[data-procedure="air"] pre.report')) ?? '');
      out.push(await p.page.innerText('form[data-procedure="air"] .output').catch(() => ''));
      await p.close();
    }
  }
  await browser.close();
  writeFileSync(process.env.CAPTURE_OUT!, out.join('\n'));
}, 120_000);
