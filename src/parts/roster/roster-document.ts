import { ownWords } from '../../print/catalogue/index.js';
import type { Scenario } from '../../model/scenario.js';
import type { Page } from '../../print/scene.js';
import { PAPER } from '../../print/paper.js';
import type { Paper } from '../../print/paper.js';
import { rosterUnits } from './roster-units.js';
import { bySideAndFormation } from './by-side-and-formation.js';
import { musterOf, type Muster } from './muster.js';
import { baseLabels } from './base-labels.js';
import { rosterCsv } from './roster-csv.js';
import { usesDaggers } from './uses-daggers.js';
import type { RosterWords } from './roster-words.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { paginate } from './paginate.js';
import { contentBox, MARGIN } from './page-frame.js';
import { finishPages, type PendingPage } from './sheet-pages.js';
import { rosterBlocks, rosterHeader } from './roster-blocks.js';
import { musterBlocks } from './muster-blocks.js';
import { packedLabelSheets } from './label-sheets.js';
import { BaseTooSmall } from './base-label-svg.js';
import { ScenarioError } from '../../load/problem.js';
import { problemAt } from '../../load/source-file.js';
import { calibrationMarks, CALIBRATION_SQUARES_WIDTH } from '../../print/page-furniture.js';
import { renderRosterHtml } from './roster-html.js';
import { svgLines } from '../../print/svg-text.js';
import { wrapText } from '../../print/wrap-text.js';

/** Room under the title for the label pages' instructions beside the 1-inch calibration square. */
const LABEL_HEADER = 44;

export interface RosterDocument {
  pages: Page[];
  html: string;
  csv: string;
  muster: Muster;
  counts: { rosterPages: number; musterPages: number; labelPages: number; labels: number };
}

/** A base too small for its label is a mistake in rosters.yaml: say where, with file and line. */
function pointAtBase<T>(s: Scenario, f: () => T): T {
  try {
    return f();
  } catch (e) {
    const origin = s.origins.rosters;
    const i = e instanceof BaseTooSmall ? s.rosters!.bases.findIndex((b) => b.id === e.baseId) : -1;
    if (!(e instanceof BaseTooSmall) || !origin || i < 0) throw e;
    throw new ScenarioError([problemAt(origin.src, [...origin.path, 'bases', i], e.message)]);
  }
}

/**
 * The whole miniatures roster in memory: roster pages side by side, the muster list, the base labels
 * (all on one PDF), plus the tablet page and the CSV. Nothing is written here.
 */
export function rosterDocument(
  s: Scenario,
  paper: Paper,
  w: RosterWords,
  m: TextMeasure,
  htmlTemplate: string,
): RosterDocument {
  const units = rosterUnits(s, w);
  const sides = bySideAndFormation(s, units, w);
  const muster = musterOf(units, s.rosters!.bases);
  const { width, height } = PAPER[paper];
  const game = w.name(s.id, s.game.title);
  const scale = s.rosters!.scale;
  const pending: PendingPage[] = [];

  const header = rosterHeader(width - 2 * MARGIN, w);
  const rosterBox = contentBox({ width, height, headerHeight: header.height });
  const continued = w.str('continued');
  for (const flow of paginate(rosterBlocks(sides, rosterBox.width, m, w, continued), rosterBox.height))
    pending.push({
      frame: {
        width,
        height,
        title: `${game} · ${w.str('roster')}: ${flow.run}`,
        subtitle: w.str('rosterIntro', { scale }),
        // The space stays reserved so that every roster page's content starts at the same height.
        header: flow.placed.some((p) => p.block.tableRow) ? header.draw : undefined,
        headerHeight: header.height,
      },
      flow,
      reconstructed: flow.placed.some((p) => p.block.reconstructed),
    });
  const rosterPages = pending.length;

  const plainBox = contentBox({ width, height });
  const anyReconstructed = units.some((u) => u.reconstructed);
  for (const flow of paginate(musterBlocks(muster, plainBox.width, m, w, 'muster'), plainBox.height))
    pending.push({
      frame: { width, height, title: `${game} · ${w.str('muster')}`, subtitle: w.str('musterIntro') },
      flow,
      reconstructed: anyReconstructed,
    });
  const musterPages = pending.length - rosterPages;

  // The calibration squares sit in the top-right corner, beside the title, so labels keep the whole width.
  const marks = calibrationMarks(width - MARGIN - CALIBRATION_SQUARES_WIDTH, MARGIN, {
    label: false,
    lang: w.lang,
    words: w.lang === 'en' ? undefined : ownWords(s, w.lang, 'footer'),
  });
  // The how-to lines and the calibration squares head the first label sheet only: the others give that room to
  // labels.
  const firstBox = contentBox({ width, height, headerHeight: LABEL_HEADER });
  const labelBox = contentBox({ width, height });
  const { sheets, scale: labelScale } = pointAtBase(s, () =>
    packedLabelSheets(
      baseLabels(sides, s.rosters!.bases),
      labelBox.width,
      labelBox.height,
      m,
      continued,
      firstBox.height,
    ),
  );
  const how = labelScale < 1 ? w.str('labelsIntroScaled', { pct: Math.round(labelScale * 100) }) : w.str('labelsIntro');
  const intro = wrapText(how, width - 2 * MARGIN - CALIBRATION_SQUARES_WIDTH - 12, 8, m);
  const labelHeader = {
    height: LABEL_HEADER,
    draw: (x: number, y: number) => svgLines(x, y - 4, intro, { size: 8, fill: '#444444' }),
  };
  sheets.forEach((sheet, i) => {
    const box = i ? labelBox : firstBox;
    pending.push({
      frame: {
        width,
        height,
        title: `${game} · ${w.str('labels')}`,
        subtitle: '',
        // The calibration squares stand beside the how-to lines, on the first label sheet.
        ...(i ? {} : { header: labelHeader.draw, headerHeight: labelHeader.height, extra: marks }),
      },
      body: `<g transform="translate(${box.x.toFixed(2)},${box.y.toFixed(2)})">${sheet.body}</g>`,
      reconstructed: false,
    });
  });

  const daggers = usesDaggers(units);
  const pages = finishPages(pending, game, w.str('roster'), s.id, w, daggers);
  const html = renderRosterHtml(htmlTemplate, {
    gameId: s.id,
    gameTitle: game,
    scale,
    sides,
    muster,
    words: w,
    reconstructed: anyReconstructed,
    daggers,
  });
  return {
    pages,
    html,
    csv: rosterCsv(sides),
    muster,
    counts: { rosterPages, musterPages, labelPages: sheets.length, labels: sheets.reduce((n, x) => n + x.labels, 0) },
  };
}
