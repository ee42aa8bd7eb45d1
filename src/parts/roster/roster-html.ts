import { joinNames, joinSentences } from '../../print/join-sentences.js';
import { loadTemplate } from '../../print/templates.js';
import type { RosterUnit } from './roster-units.js';
import type { SideGroup } from './by-side-and-formation.js';
import type { Muster, MusterCounts } from './muster.js';
import { capitalise, type RosterWords } from './roster-words.js';
import { abilitiesToExplain, bandColor, identText, strengthText } from './unit-text.js';

export interface RosterHtmlInput {
  gameId: string;
  gameTitle: string;
  /** The figure scale, e.g. "15mm". */
  scale: string;
  sides: SideGroup<RosterUnit>[];
  muster: Muster;
  words: RosterWords;
  reconstructed: boolean;
  daggers: boolean;
}

const cell = (text: string | number) => ({ text: String(text), cls: typeof text === 'number' ? 'n' : '' });
const countCells = (c: MusterCounts) => [c.units, c.pieces, c.stands, c.figures, c.vehicles, c.guns].map(cell);

function unitView(u: RosterUnit, w: RosterWords, daggers: boolean) {
  const models = [
    {
      term: capitalise(w.str('stands')),
      text: `${u.stands} × ${u.base.name} (${u.base.widthMm} × ${u.base.depthMm} mm)`,
    },
    u.figuresPerStand > 0
      ? {
          term: capitalise(w.str('figures')),
          text: `${w.str('figuresPerStand', { n: u.figuresPerStand })}: ${u.figures}`,
        }
      : undefined,
    u.vehicles ? { term: capitalise(w.str('vehicles')), text: String(u.vehicles) } : undefined,
    u.guns ? { term: capitalise(w.str('guns')), text: String(u.guns) } : undefined,
  ].filter((m) => m !== undefined);
  return {
    id: u.id,
    name: u.name,
    ident: identText(u),
    strengthText: strengthText(u, w),
    pieces: Array.from({ length: u.hitBoxes > 0 ? u.count : 0 }, (_, p) => ({
      label: `${u.name} ${p + 1}/${u.count}`,
      boxes: Array.from({ length: u.hitBoxes }, (_, k) => ({
        id: `hit-${u.id}-${p + 1}-${k + 1}`,
        label: `${u.name} ${p + 1}/${u.count}: ${k + 1}${u.disabledAt === k + 1 ? ` (${w.str('disabled')})` : ''}`,
        disabled: u.disabledAt === k + 1,
      })),
    })),
    models,
    arrival: u.arrivalText,
    move: u.move !== undefined ? String(u.move) : '',
    notes: joinSentences(u.notes),
    abilities: joinNames(u.abilities.map((a) => a.name)),
    band: bandColor(u),
    reconstructed: daggers && u.reconstructed,
  };
}

/** The view the template sees: plain strings and numbers only, so the template needs no logic. */
function rosterHtmlView(i: RosterHtmlInput) {
  const w = i.words;
  const sides = i.sides.map((side) => ({
    id: side.id,
    name: side.name,
    color: side.color ?? '#888888',
    formations: side.formations.map((f) => ({
      name: f.name,
      parentName: f.parentName ?? '',
      color: f.color ?? side.color ?? '#888888',
      units: f.units.map((u) => unitView(u, w, i.daggers)),
    })),
    abilities: abilitiesToExplain(side.units),
  }));
  const mu = i.muster;
  const lines = mu.nationalities.flatMap((nat) => [
    ...mu.lines
      .filter((l) => l.nationality === nat.nationality)
      .map((l) => ({ bold: false, cells: [cell(l.nationalityName), cell(l.typeName), ...countCells(l)] })),
    { bold: true, cells: [cell(w.str('totalFor', { name: nat.nationalityName })), cell(''), ...countCells(nat)] },
  ]);
  lines.push({ bold: true, cells: [cell(w.str('total')), cell(''), ...countCells(mu.total)] });
  const heads = (texts: string[], numbersFrom: number) =>
    texts.map((t, k) => ({ text: capitalise(t), cls: k >= numbersFrom ? 'n' : '' }));
  return {
    lang: w.lang,
    gameId: i.gameId,
    title: `${i.gameTitle}: ${w.str('roster')}`,
    subtitle: w.str('tapHits', { scale: i.scale }),
    clearHits: w.str('clearHits'),
    reconstructedNote: i.reconstructed
      ? w.str(i.daggers ? 'reconstructedFooter' : 'reconstructedAll', { game: i.gameId })
      : '',
    words: { arrival: w.str('arrival'), move: w.str('move'), notes: w.str('notes'), abilities: w.str('abilities') },
    sides,
    muster: {
      heading: w.str('muster'),
      intro: w.str('musterIntro'),
      columns: heads(
        [
          w.str('nationality'),
          w.str('type'),
          w.str('units'),
          w.str('pieces'),
          w.str('stands'),
          w.str('figures'),
          w.str('vehicles'),
          w.str('guns'),
        ],
        2,
      ),
      lines,
    },
    bases: {
      heading: w.str('bases'),
      columns: heads([w.str('base'), w.str('size'), w.str('count'), w.str('units')], 2),
      lines: [
        ...mu.bases.map((b) => ({
          bold: false,
          cells: [cell(b.base.name), cell(`${b.base.widthMm} × ${b.base.depthMm}`), cell(b.stands), cell(b.units)],
        })),
        {
          bold: true,
          cells: [
            cell(w.str('total')),
            cell(''),
            cell(mu.bases.reduce((n, b) => n + b.stands, 0)),
            cell(mu.total.units),
          ],
        },
      ],
    },
    sizes: {
      heading: w.str('bySize'),
      show: mu.sizes.length < mu.bases.filter((b) => b.stands > 0).length,
      columns: heads([w.str('size'), w.str('count')], 1),
      lines: mu.sizes.map((z) => ({ bold: false, cells: [cell(`${z.widthMm} × ${z.depthMm}`), cell(z.stands)] })),
    },
  };
}

/** Renders roster.html from its handlebars template; {{ }} escapes every text for HTML. */
export function renderRosterHtml(templateFile: string, i: RosterHtmlInput): string {
  return loadTemplate(templateFile, { what: 'roster template' }).render(rosterHtmlView(i));
}
