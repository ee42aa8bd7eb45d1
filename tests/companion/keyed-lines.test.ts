import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { positionItems } from '../../src/assist/position/position-file.js';
import { runSupply } from '../../src/rules/supply.js';
import { runDieTable } from '../../src/rules/die-table.js';
import { Session } from '../../src/assist/table/session.js';
import { cliEnvironment } from '../../src/cli/assist-support.js';
import { localeTexts } from '../../src/load/locale-texts.js';
import type { DieTableProcedure, SupplyProcedure } from '../../src/model/schema/rules.js';
import { linesText } from '../../src/assist/table/procedure.js';
import { reportLines } from '../../src/assist/table/report-lines.js';
import { gameWords, procedureTitle, render } from '../../src/assist/messages.js';
import { msg } from '../../src/games/veritable/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { keyedLine, type ReportWords } from '../../src/parts/companion/page/report-words.js';

// Issue #20: a procedure's line may be a keyed message. The CLI words it in English, the page in its language
// from the catalogue's rules words; nothing reads the English back.

const s = loadScenario('data/veritable');
const RU_PAGE: ReportWords = {
  words: { 'report.word.german': 'немцы' },
  texts: {},
  cells: { I9: '0909', J9: '1009' },
  rules: { ...gameWords('ru'), ...RU.rules, ...s.locales.ru!.words.rules },
};

describe('keyed lines', () => {
  it('a report indents a keyed line and titles a preview by keys, in English as before', () => {
    const lines = reportLines({
      title: msg('veritable.air.title', { game: s.game.title, turn: 3 }),
      before: [msg('veritable.air.units', { allied: 1, german: 0 }), 'as printed'],
      preview: true,
    });
    expect(linesText(lines)).toEqual([
      'Operation: Veritable: air power, turn 3 (preview: no die rolled, nothing written)',
      '  Allied air units: 1; German air units: 0',
      '  as printed',
    ]);
    expect(lines.map((l) => keyedLine(l, RU_PAGE))[1]).toBe('  ВВС союзников: 1; ВВС немцев: 0');
  });

  it('the Führer roll is keyed too, in the words rules.yaml declares for the game (11.2)', () => {
    const p = s.rules?.procedures.find((x) => x.id === 'fuhrer') as DieTableProcedure;
    const unit = s.units.find((u) => u.id === 'pgr-60')!;
    const names = { 'option.fuhrer-interference': 'on' };
    const session = new Session(s, {}, 'fuhrer', cliEnvironment({}));
    const r = runDieTable(s, p, { names, inputs: {}, turn: 3, roll: 1, units: [unit] }, session);
    const [step] = r.after;
    expect(linesText([step])).toEqual(['Turn 3: a roll under 3 releases the unit; rolled 1: pgr-60 is released']);
    expect(keyedLine(step, RU_PAGE)).toBe('Ход 3: бросок меньше 3 освобождает часть; выпало 1: pgr-60 освобождён');
    expect(keyedLine(r.title, RU_PAGE)).toMatch(/бросок на вмешательство фюрера: pgr-60, ход 3$/);
  });

  it('Veritable supply and air power print only keyed lines, worded on the page in Russian', () => {
    // rules.yaml's `supply`, which the engine traces and words line by line (`report: lines`).
    const sp = s.rules?.procedures.find((x) => x.id === 'supply') as SupplyProcedure;
    const units = positionItems(s, ['flak-1@I9', 'gr-1051@J9']);
    const traced = runSupply(s, sp, { units, side: 'german' }, new Session(s, {}, 'supply', cliEnvironment({})));
    const supply = traced.before;
    // rules.yaml's `air`, a die table the engine reads: the 6.5 example's first 5 on turn 3.
    const p = s.rules?.procedures.find((x) => x.id === 'air') as DieTableProcedure;
    const session = new Session(s, {}, 'air', cliEnvironment({}));
    const r = runDieTable(s, p, { names: {}, inputs: {}, turn: 3, roll: 5, counters: { surges: 0 } }, session);
    const air = [...r.before, ...r.after];
    for (const l of [...supply, ...air]) expect(typeof l).toBe('object');
    expect(keyedLine(supply[0], RU_PAGE)).toMatch(/^Части стороны «немцы» прослеживают снабжение/);
    expect(keyedLine(supply[2], RU_PAGE)).toMatch(/^flak-1 в 0909: снабжение через 0909 1009 /);
    // The page words the engine's lines and the game's own texts (the grant's side and words) from the locale.
    const page = { ...RU_PAGE, texts: localeTexts(s, 'ru').texts };
    const said = air.map((l) => keyedLine(l, page));
    expect(said).toContain('Немцы: 1 — «Вылазки Люфтваффе» (5.1)');
    expect(said).toContain('«Вылазок Люфтваффе» дано теперь: 1 из 2 (5.1)');
    expect(keyedLine(r.chances!.outcomes[4].said!.meaning, page)).toBe(
      'ВВС союзников: 0; ВВС немцев: «Вылазки Люфтваффе», если это первые 5 или 6 в игре',
    );
    expect(said.join('\n')).not.toMatch(/[A-Za-z]{4,}/);
  });
});

describe('a procedure heading says its section once', () => {
  it("Remagen's named sections: 'Movement', not 'Movement (Movement)'; numbered ones keep the number", () => {
    expect(render(procedureTitle('Remagen Bridgehead', 'Movement', 'Movement'))).toBe('Remagen Bridgehead: Movement');
    expect(render(procedureTitle('Iron Ford', 'Combat', '7.0'))).toBe('Iron Ford: Combat (7.0)');
    expect(render(procedureTitle('Remagen', 'Fire', 'Fire Chart'), RU.rules)).toBe('Remagen: Fire (Fire Chart)');
  });
});
