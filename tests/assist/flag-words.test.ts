import { describe, it, expect } from 'vitest';
import { RULES_EN, gameWords, render, msg } from '../../src/assist/messages.js';
import { EN as NORDWIND_EN } from '../../src/games/nordwind/messages.js';
import { EN as REMAGEN_EN } from '../../src/games/remagen/messages.js';
import { EN as DOAD_EN } from '../../src/games/death-of-a-division/messages.js';
import { EN as VERITABLE_EN } from '../../src/games/veritable/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { loadScenario } from '../../src/load/load-scenario.js';

// Issue #20 (nothing parses English): a message that names one of a command's options marks it in its template,
// `{--exited N}`, so the CLI prints the flag and a page names its own field, without reading the sentence back.

/** Every text a bundled game's rules.yaml gives its reports (`says`), by where it stands. */
function declaredTexts(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (v: unknown, at: string) => {
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'says' && x && typeof x === 'object')
        for (const [step, t] of Object.entries(x)) if (typeof t === 'string') out[`${at}.says.${step}`] = t;
      if (k === 'says' && typeof x === 'string') out[`${at}.says`] = x;
      walk(x, `${at}.${k}`);
    }
  };
  for (const g of ['veritable', 'remagen', 'death-of-a-division', 'nordwind']) walk(loadScenario(`data/${g}`).rules, g);
  return out;
}
const victory = loadScenario('data/nordwind').rules?.procedures.find((p) => p.id === 'victory');
const NORDWIND_UNKNOWN =
  victory?.kind === 'victory' ? victory.tally?.ways?.inputs.find((i) => i.id === 'exited')?.says?.unknown : undefined;
/** Nordwind's declared words for exits not known (I), as a report carries them. */
const exitsUnknown = () => ({ key: 'victory.says.exited.unknown', values: {}, text: NORDWIND_UNKNOWN });

/** A flag written into a template as plain text, outside a `{--…}` mark. */
const BARE_FLAG = /(?<![\w{-])--[a-z][a-z-]*/;

describe('options named in keyed messages', () => {
  it('the CLI prints the option as the command line takes it, typing template and all', () => {
    expect(render(exitsUnknown())).toBe('Exits: not known (give --exited N)');
    expect(render(msg('refused.supplyFrom'))).toBe(
      'give --position FILE or --units UNIT@HEX,… : supply is traced from them',
    );
  });

  it('a front end words each option itself, the typing template with it', () => {
    const seen: [string, string][] = [];
    const field = (flag: string, typed: string) => (seen.push([flag, typed]), `«${flag} field»`);
    expect(render(msg('refused.supplyFrom'), {}, undefined, field)).toBe(
      'give «position field» or «units field» : supply is traced from them',
    );
    expect(seen).toEqual([
      ['position', ' FILE'],
      ['units', ' UNIT@HEX,…'],
    ]);
    // Inside a value too: a nested message is worded by the same front end.
    const nested = msg('line.indent', { line: exitsUnknown() });
    expect(render(nested, {}, undefined, field)).toBe('  Exits: not known (give «exited field»)');
  });

  it('the Russian words mark the same options', () => {
    const ru = RU.rules as Record<string, string>;
    expect(render(msg('refused.supplyFrom'), ru, undefined, (f) => `«${f}»`)).not.toMatch(BARE_FLAG);
  });

  it('no template of the engine or of a bundled game (in code or rules.yaml) writes an option as plain text', () => {
    const all: Record<string, string> = {
      ...RULES_EN,
      ...NORDWIND_EN,
      ...REMAGEN_EN,
      ...DOAD_EN,
      ...VERITABLE_EN,
      ...(RU.rules as Record<string, string>),
      ...gameWords('ru'),
      ...declaredTexts(),
    };
    const bare = Object.entries(all).filter(([, t]) => BARE_FLAG.test(t));
    expect(bare.map(([k, t]) => `${k}: ${t}`)).toEqual([]);
  });
});
