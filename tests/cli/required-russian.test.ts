import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

// Issue #20: a required option left out of a table verb is refused by the engine's keyed `input.required`, not by
// commander's requiredOption, whose words are English whatever --lang says. The built CLI (bin runs dist/) is run,
// as a player runs it.

const BIN = fileURLToPath(new URL('../../bin/sandtable.js', import.meta.url));
const cache = mkdtempSync(join(tmpdir(), 'st-required-ru-'));

function sandtable(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, SANDTABLE_CACHE_DIR: cache },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('a required option left out, in the report’s language', () => {
  it('fire remagen --lang ru without --firer: Russian, naming --firer, usage exit 2, nothing on stdout', () => {
    const ru = sandtable('fire', 'remagen', '--target', 'us-27aib-rifles#1@L16', '--lang', 'ru');
    expect(ru.err).toBe('sandtable: Не заполнено обязательное поле: --firer <value>\n');
    expect(ru.code).toBe(2);
    expect(ru.out).toBe('');
    expect(ru.err).not.toMatch(/required option|\n\s+at /);
    // Without --lang the words are the ones commander used to print.
    const en = sandtable('fire', 'remagen', '--target', 'us-27aib-rifles#1@L16');
    expect(en.err).toBe("sandtable: required option '--firer <value>' not specified\n");
    expect(en.code).toBe(2);
    expect(en.out).toBe('');
    // Help marks it required, under the name the refusal gives it; an option a run may leave out is not marked.
    const help = sandtable('fire', 'remagen', '--help').out;
    expect(help).toMatch(/--firer <value> +Firing units, all in one sector \(UNIT@SECTOR\)\s+\(required\)\n/);
    expect(help).toMatch(/--order <value> +Order the firer applies hits in\n/);
  });
});
