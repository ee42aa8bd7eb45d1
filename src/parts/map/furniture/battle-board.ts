import type { Scenario } from '../../../model/scenario.js';
import { mmToPt } from '../../../print/units.js';
import { path, rectPath, text, type Item, type Page } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import type { Box } from './box-types.js';
import { framedBox, textLines, type FurnitureContext } from './block.js';
import type { DrawContext } from '../grid/draw-context.js';

/** A size that fits Letter and A4 turned sideways, inside the 6 mm margins. */
const DEFAULT_SIZE_MM: [number, number] = [254, 190];

/**
 * The battle board: attacker and defender halves with a space per counter committed, a row for the
 * support cards each plays, and between them the area's defence value and the die roll.
 */
export function battleBoardPage(box: Box, s: Scenario, ctx: DrawContext, f: FurnitureContext): Page {
  const [wmm, hmm] = box.size ?? DEFAULT_SIZE_MM;
  const width = mmToPt(wmm);
  const height = mmToPt(hmm);
  const { t } = ctx.texts;
  const fc: FurnitureContext = { ...f, scale: 1.2 };
  const items: Item[] = [];
  const m = 14;
  items.push(
    ...framedBox(
      m,
      m,
      width - 2 * m,
      height - 2 * m,
      `${ctx.texts.name(box.id, box.name)} · ${s.game.title}`,
      '#3b3b38',
      fc,
    ),
  );
  const top = m + 22;
  const centreW = width * 0.2;
  const halfW = (width - 2 * m - centreW - 24) / 2;
  const cs = f.counterSpace * 1.05;
  const halves = [t('battle.attacker', 'Attacker'), t('battle.defender', 'Defender')];
  halves.forEach((label, i) => {
    const x = i === 0 ? m + 8 : width - m - 8 - halfW;
    items.push(text(x + halfW / 2, top + 14, label, 13, { face: 'condensedBold' }));
    const cols = Math.max(1, Math.floor(halfW / cs));
    const rows = Math.max(1, Math.floor((height * 0.5) / cs));
    const x0 = x + (halfW - cols * cs) / 2;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const rr = { x: x0 + c * cs + 2, y: top + 24 + r * cs + 2, width: cs - 4, height: cs - 4 };
        items.push(path(rectPath(rr), rr, { fill: '#f4f1e8', stroke: '#8c887c', width: 0.5, dash: [2, 1.5] }));
      }
    const cardsY = top + 24 + rows * cs + 10;
    const cardsH = height - m - 8 - cardsY;
    if (cardsH > 30) {
      const r = { x: x + 4, y: cardsY, width: halfW - 8, height: cardsH };
      items.push(path(rectPath(r), r, { stroke: '#8c887c', width: 0.6, dash: [4, 2] }));
      items.push(
        text(
          r.x + 6,
          r.y + 12,
          s.cards ? t('battle.cards', 'Support cards played') : t('battle.support', 'Support and modifiers'),
          8,
          { anchor: 'start', face: 'condensedBold', fill: '#55524a' },
        ),
      );
    }
  });
  const cx = width / 2 - centreW / 2;
  const boxes = [
    t('battle.area', 'Area'),
    t('battle.defence', 'Defence value'),
    t('battle.roll', 'Die roll'),
    t('battle.result', 'Result'),
  ];
  boxes.forEach((label, i) => {
    const y = top + 24 + i * 52;
    const r = { x: cx, y, width: centreW, height: 44 };
    items.push(path(rectPath(r), r, { fill: '#ffffff', stroke: INK, width: 0.8 }));
    items.push(
      ...textLines(cx + 4, y + 2, label, centreW - 8, 8, fc, { face: 'condensedBold', anchor: 'middle' }).items,
    );
  });
  const crts = s.charts.filter((c) => c.kind === 'crt').map((c) => c.name);
  if (crts.length) {
    const y = top + 24 + boxes.length * 52 + 4;
    items.push(
      ...textLines(cx, y, `${t('battle.resolve', 'Resolve on')}: ${crts.join('; ')}`, centreW, 7, fc, {
        face: 'condensed',
        anchor: 'middle',
      }).items,
    );
  }
  return { width, height, layers: [{ items }] };
}
