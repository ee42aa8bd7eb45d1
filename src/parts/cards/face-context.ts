import type { CardFace } from './expand-deck.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { escapeXml } from '../../print/escape.js';
import { fitText } from '../../print/fit-text.js';
import { cardFrame, r2, type CardGeometry } from './card-geometry.js';
import { cornerSides, type Insignia, type SideLike } from './insignia.js';

export interface FaceInputs {
  face: CardFace;
  /** The game's sides in order; see cornerSides for which insignia goes in which upper corner. */
  sides: SideLike[];
  insignia: Map<string, Insignia>;
  width: number;
  height: number;
  bleed: number;
  geometry: CardGeometry;
  measure: TextMeasure;
}

function textColorOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#111111' : '#ffffff';
}

/** Everything a face template draws, measured and wrapped here because SVG cannot wrap text. Strings are escaped. */
export function faceContext(i: FaceInputs) {
  const { face, geometry: g, width: w, height: h, bleed: b, measure } = i;
  const { card, type } = face;
  const titleBox = { width: g.title.width, maxHeight: g.band.height - 4 * g.scale, lineHeight: 1.1 };
  // One line read at a glance beats two: shrink a little before breaking the title.
  const oneLine = fitText(card.title, { ...titleBox, maxLines: 1 }, g.title.size, g.title.size * 0.8, measure, 'bold');
  let title =
    oneLine.lines.length === 1
      ? oneLine
      : fitText(card.title, { ...titleBox, maxLines: 2 }, g.title.size, g.title.minSize, measure, 'bold');
  // A title two lines cannot hold at the least size takes a third, and the band grows to hold it: never cut.
  let grow = 0;
  if (!title.fits) {
    const three = { width: g.title.width, maxLines: 3, lineHeight: 1.1 };
    title = fitText(card.title, three, g.title.size, g.title.minSize, measure, 'bold');
    grow = Math.max(0, title.lines.length * title.size * 1.1 - titleBox.maxHeight);
  }
  const bandHeight = g.band.height + grow;
  const typeLabelY = g.typeLabel.y + grow;
  const titleTop = g.band.y + bandHeight / 2 - (title.lines.length * title.size * 1.1) / 2;
  const hasValue = card.value !== undefined;
  const valueCy = typeLabelY + 8 * g.scale + g.value.r;
  const textTop = hasValue ? valueCy + g.value.r + 10 * g.scale : typeLabelY + 14 * g.scale;
  const text = fitText(
    card.text,
    { width: g.text.width, maxHeight: g.text.bottom - textTop, lineHeight: g.text.lineHeight },
    g.text.size,
    g.text.minSize,
    measure,
  );
  const lineStep = text.size * g.text.lineHeight;
  const block = text.lines.length * lineStep;
  // Short texts sit in the middle of their space, as on a printed card; long ones start at the top.
  const textY = textTop + Math.max(0, (g.text.bottom - textTop - block) / 2) + text.size * 0.8;
  const corners = cornerSides(i.sides, i.insignia);
  const playable = i.sides.filter((s) => card.sides.includes(s.id));
  const corner = (s: SideLike | undefined, x: number) =>
    s && card.sides.includes(s.id)
      ? `<svg x="${r2(x)}" y="${r2(g.insignia.y)}" width="${r2(g.insignia.size)}" height="${r2(g.insignia.size)}"` +
        ` viewBox="0 0 100 100">${i.insignia.get(s.id)?.svg ?? ''}</svg>`
      : '';
  // What does not fit even at the least size is named, so the build says so instead of printing it cut.
  const overflow = [...(title.fits ? [] : ['title']), ...(text.fits ? [] : ['text'])];
  return {
    overflow,
    ...cardFrame(w, h, b),
    frame: r2(g.frame),
    radius: r2(g.radius),
    inner: { x: r2(g.frame), y: r2(g.frame), width: r2(w - 2 * g.frame), height: r2(h - 2 * g.frame) },
    card: {
      id: escapeXml(card.id),
      title: escapeXml(card.title),
      text: escapeXml(card.text),
      value: hasValue ? escapeXml(card.value!) : '',
      hasValue,
      copy: face.copy,
      count: card.count,
      sides: playable.map((s) => escapeXml(s.name)).join(' · '),
    },
    type: { id: escapeXml(type.id), name: escapeXml(type.name), color: type.color, textColor: textColorOn(type.color) },
    band: {
      y: r2(g.band.y),
      height: r2(bandHeight),
      bottom: r2(g.band.y + bandHeight),
      lowerY: r2(g.band.y + g.radius),
      lowerHeight: r2(bandHeight - g.radius),
    },
    insignia: { left: corner(corners.left, g.insignia.leftX), right: corner(corners.right, g.insignia.rightX) },
    title: {
      x: r2(w / 2),
      size: r2(title.size),
      lines: title.lines.map((t, n) => ({
        text: escapeXml(t),
        y: r2(titleTop + title.size * 0.85 + n * title.size * 1.1),
      })),
    },
    typeLabel: {
      x: r2(w / 2),
      y: r2(typeLabelY),
      size: r2(g.typeLabel.size),
      // A title that already names the type ("Movement 1") is not followed by the type again.
      text: card.title.toLowerCase().startsWith(type.name.toLowerCase()) ? '' : escapeXml(type.name.toUpperCase()),
    },
    value: {
      cx: r2(w / 2),
      cy: r2(valueCy),
      r: r2(g.value.r),
      size: r2(g.value.size),
      y: r2(valueCy + g.value.size * 0.36),
    },
    text: {
      x: r2(w / 2),
      size: r2(text.size),
      lines: text.lines.map((t, n) => ({ text: escapeXml(t), y: r2(textY + n * lineStep) })),
    },
    footer: {
      x: r2(w - g.frame - 5 * g.scale),
      leftX: r2(g.frame + 5 * g.scale),
      y: r2(g.footer.y),
      size: r2(g.footer.size),
    },
    scale: r2(g.scale),
  };
}
