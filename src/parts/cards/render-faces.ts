import type { Scenario } from '../../model/scenario.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { templateDirs } from '../../load/find-template.js';
import { expandDeck, type CardFace } from './expand-deck.js';
import { cardGeometry } from './card-geometry.js';
import { faceContext } from './face-context.js';
import { backContext } from './back-context.js';
import { sideInsignia } from './insignia.js';
import { resolveDeckTemplates } from './card-templates.js';

/** Every card of the deck and the SVG of each distinct face and of the back, as the card sheets print them. */
export interface RenderedDeck {
  faces: CardFace[];
  faceSvg: Map<string, string>;
  backSvg: string;
  /** Faces whose text overflows their box, with what overflows. */
  overflow: { card: string; what: string }[];
  templateFiles: ReturnType<typeof resolveDeckTemplates>['files'];
}

export function renderDeckFaces(
  s: Scenario,
  card: { width: number; height: number },
  bleed: number,
  measure: TextMeasure,
  template: string | undefined,
  lightBacks = false,
): RenderedDeck {
  const deck = s.cards!;
  const templates = resolveDeckTemplates(s, template);
  const faces = expandDeck(deck);
  const geometry = cardGeometry(card.width, card.height);
  const dirs = templateDirs(s);
  const insignia = new Map(s.game.sides.map((side) => [side.id, sideInsignia(side, dirs)]));
  const faceSvg = new Map<string, string>();
  const overflow: RenderedDeck['overflow'] = [];
  for (const f of faces) {
    if (faceSvg.has(f.card.id)) continue;
    const context = faceContext({
      face: f,
      sides: s.game.sides,
      insignia,
      width: card.width,
      height: card.height,
      bleed,
      geometry,
      measure,
    });
    faceSvg.set(f.card.id, templates.faces.get(f.type.id)!(context));
    for (const what of context.overflow) overflow.push({ card: f.card.id, what });
  }
  const backSvg = templates.back(
    backContext({
      title: deck.deck.backTitle,
      color: deck.deck.backColor,
      width: card.width,
      height: card.height,
      bleed,
      geometry,
      measure,
      light: lightBacks,
    }),
  );
  return { faces, faceSvg, backSvg, overflow, templateFiles: templates.files };
}
