import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { cliEnvironment } from '../../src/cli/assist-support.js';
import { gameProcedures } from '../../src/games/game-procedures.js';
import { render, type Message } from '../../src/assist/messages.js';
import { required } from '../../src/assist/table/session.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { runCli } from '../helpers/run-cli.js';
import { NORDWIND_SECTION_L } from '../helpers/examples.js';

// Issue #20: a refusal about one of a procedure's inputs carries the input's key, never the CLI's '--x' spelling,
// so each front end names it its own way: the command line as the flag a player types again (--heroic-stand), the
// companion page as the field's label («Heroic Stand, decided for every result (G)»). Nothing reads a sentence back.

/** What a procedure's run threw: its keyed words. */
async function refusal(run: () => Promise<unknown>): Promise<Message> {
  try {
    await run();
  } catch (e) {
    const why = (e as { why?: Message }).why;
    if (why) return why;
    throw e;
  }
  throw new Error('not refused');
}

/** The page's way with an input: its field's label, as the procedure's form shows it. */
async function pageFlag(game: string, verb: string): Promise<(flag: string) => string> {
  const s = loadScenario(`data/${game}`);
  const p = (await gameProcedures(s)).find((x) => x.procedure.verb === verb)!.procedure;
  const key = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return (flag) => `«${p.fields.find((f) => f.key === key(flag))?.label ?? '?'}»`;
}

async function run(game: string, verb: string, flags: Record<string, unknown>): Promise<Message> {
  const s = loadScenario(`data/${game}`);
  const p = (await gameProcedures(s)).find((x) => x.procedure.verb === verb)!.procedure;
  return refusal(() => p.run({ scenario: s, env: cliEnvironment({}) }, flags, {}));
}

describe('an input’s refusal names the input by key: the CLI its flag, the page its label', () => {
  it('G: a Heroic Stand answer given in advance that is none of the choices (rounds.refused.choiceFlag)', async () => {
    const args = ['combat', 'nordwind', ...NORDWIND_SECTION_L, '--heroic-stand', 'always', '--rolls', '9'];
    expect((await runCli(...args)).err).toBe(
      'sandtable: --heroic-stand is one of none, defender, both; not "always"\n',
    );
    expect((await runCli(...args, '--lang', 'ru')).err).toBe(
      'sandtable: --heroic-stand — одно из: none, defender, both; а не «always»\n',
    );
    const why = await run('nordwind', 'combat', {
      area: 'rimling',
      attacker: '4',
      defender: '2',
      heroicStand: 'always',
      rolls: '9',
    });
    expect(why.key).toBe('rounds.refused.choiceFlag');
    expect(why.values.input).toBe('heroic-stand');
    expect(JSON.stringify(why.values)).not.toContain('--');
    expect(render(why, {}, undefined, await pageFlag('nordwind', 'combat'))).toBe(
      '«Heroic Stand, decided for every result (G)» is one of none, defender, both; not "always"',
    );
  });

  it('Fire: a firer the game has no unit for (input.flagged)', async () => {
    const args = ['fire', 'remagen', '--firer', 'nosuch#1@L18', '--target', 'us-27aib-rifles#1@L16', '--preview'];
    expect((await runCli(...args)).err).toMatch(/^sandtable: --firer: .*nosuch/);
    expect((await runCli(...args, '--lang', 'ru')).err).toBe('sandtable: --firer: В игре нет части «nosuch»\n');
    const why = await run('remagen', 'fire', { firer: ['nosuch#1@L18'], target: ['us-27aib-rifles#1@L16'] });
    expect(why.key).toBe('input.flagged');
    expect(why.values.input).toBe('firer');
    expect(JSON.stringify(why.values)).not.toContain('--');
    expect(render(why, RU.rules, undefined, await pageFlag('remagen', 'fire'))).toBe(
      '«Firing units, all in one sector»: В игре нет части «nosuch»',
    );
  });

  it('Fire: a firer item not UNIT@PLACE, and one listed twice (refused.itemShape, refused.itemTwice)', async () => {
    const target = ['--target', 'us-27aib-rifles#1@L16', '--preview'];
    const shape = ['fire', 'remagen', '--firer', 'de-11pz-pz4#1', ...target];
    expect((await runCli(...shape)).err).toBe('sandtable: --firer: "de-11pz-pz4#1" should read UNIT@PLACE\n');
    expect((await runCli(...shape, '--lang', 'ru')).err).toBe(
      'sandtable: --firer: «de-11pz-pz4#1» должно читаться как ОТРЯД@МЕСТО\n',
    );
    const twice = ['fire', 'remagen', '--firer', 'de-11pz-pz4#1@L18,de-11pz-pz4#1@L18', ...target];
    expect((await runCli(...twice)).err).toBe('sandtable: --firer: de-11pz-pz4#1 is listed twice\n');
    const page = await pageFlag('remagen', 'fire');
    for (const [firer, key, said] of [
      [['de-11pz-pz4#1'], 'refused.itemShape', '«Firing units, all in one sector»: «de-11pz-pz4#1» должно'],
      [['de-11pz-pz4#1@L18', 'de-11pz-pz4#1@L18'], 'refused.itemTwice', '«Firing units, all in one sector»: de-'],
    ] as const) {
      const why = await run('remagen', 'fire', { firer, target: ['us-27aib-rifles#1@L16'] });
      expect(why.key).toBe(key);
      expect(why.values.input).toBe('firer');
      expect(JSON.stringify(why.values)).not.toMatch(/--|command line/);
      expect(render(why, RU.rules, undefined, page)).toMatch(new RegExp(`^${said}`));
    }
  });

  it('Engineers: pontoon labour with no site named (input.required)', async () => {
    const args = ['labour', 'remagen', '--engineers', 'us-9engr#1', '--turn', '2'];
    expect((await runCli(...args)).err).toBe("sandtable: required option '--site <place>' not specified\n");
    expect((await runCli(...args, '--lang', 'ru')).err).toBe(
      'sandtable: Не заполнено обязательное поле: --site <place>\n',
    );
    const why = await run('remagen', 'labour', { engineers: ['us-9engr#1@J7'], turn: '2' });
    expect(why.key).toBe('input.required');
    expect(why.values.input).toBe('site');
    expect(JSON.stringify(why.values)).not.toContain('--');
    expect(render(why, RU.rules, undefined, await pageFlag('remagen', 'labour'))).toBe(
      'Не заполнено обязательное поле: «Pontoon site or one of its sectors: pontoon-north, pontoon-rr, pontoon-south»',
    );
    // A hand-checked required option (an answer to a waiting choice may leave it out) says the same by key.
    const usage = await refusal(async () => required(undefined, '--area <area>'));
    expect(usage.values).toEqual({ input: 'area', typed: ' <area>' });
    expect(render(usage)).toBe("required option '--area <area>' not specified");
  });
});
