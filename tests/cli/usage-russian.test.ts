import { describe, it, expect } from 'vitest';
import { runCli } from '../helpers/run-cli.js';

// Issue #20: under --lang ru, commander's own usage errors (an unknown option or command, a missing or extra
// argument, an option without its value) are refused by key and worded in Russian, as a missing required option
// already is: exit 2 as every usage error, nothing on stdout, no stack trace. Without --lang, commander's English.

const usage = async (...args: string[]) => {
  const r = await runCli(...args);
  expect(r.code, r.err).toBe(2);
  expect(r.out).toBe('');
  expect(r.err).not.toMatch(/\n\s+at |internal error/);
  return r.err;
};

describe('commander’s usage errors in the report’s language', () => {
  it('an unknown option, with the option it is near', async () => {
    expect(await usage('fire', 'remagen', '--firr', 'x', '--lang', 'ru')).toBe(
      'sandtable: неизвестный параметр «--firr» (может быть, --firer?)\n',
    );
    expect(await usage('crt', 'veritable', '--bogus', '--lang=ru')).toBe('sandtable: неизвестный параметр «--bogus»\n');
    expect(await usage('fire', 'remagen', '--firr', 'x')).toBe(
      "error: unknown option '--firr'\n(Did you mean --firer?)\n",
    );
  });

  it('a missing argument: the game crt reads, the file journal show reads', async () => {
    expect(await usage('crt', '--lang', 'ru')).toBe('sandtable: не указан обязательный аргумент «game»\n');
    expect(await usage('journal', 'show', '--lang', 'ru')).toBe('sandtable: не указан обязательный аргумент «file»\n');
    expect(await usage('crt')).toBe("error: missing required argument 'game'\n");
  });

  it('an option given without its value', async () => {
    expect(await usage('crt', 'veritable', '--lang', 'ru', '--odds')).toBe(
      'sandtable: у параметра «--odds <a:d>» нет значения\n',
    );
  });

  it('too many arguments', async () => {
    expect(await usage('crt', 'veritable', 'x', 'y', '--lang', 'ru')).toBe(
      'sandtable: слишком много аргументов для «crt»: он принимает 1, а дано 3\n',
    );
    expect(await usage('fire', 'remagen', 'extra', '--lang', 'ru')).toBe(
      'sandtable: слишком много аргументов для «remagen»: он принимает 0, а дано 1\n',
    );
  });

  it('an unknown command, and a procedure the game does not declare', async () => {
    expect(await usage('rol', '--lang', 'ru')).toBe('sandtable: неизвестная команда «rol» (может быть, roll?)\n');
    expect(await usage('rol')).toBe("error: unknown command 'rol'\n(Did you mean roll?)\n");
    expect(await usage('combatt', 'veritable', '--lang', 'ru')).toMatch(
      /^sandtable: veritable не объявляет процедуры «combatt» \(может быть, «combat»\?\); объявлены: setup, combat/,
    );
  });
});
