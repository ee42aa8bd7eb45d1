import type { DuplexMode, Offset } from '../../print/duplex.js';
import type { PlacedCounter } from './place-counters.js';

/** counters.layout.json: every placed piece in points from the page's top-left, the test oracle for the layout. */
export interface CounterManifest {
  game: string;
  part: 'counters';
  unit: 'pt';
  paper: string;
  lang: string;
  page: { width: number; height: number };
  counterSize: { label: string; pt: number };
  duplex: DuplexMode;
  backOffset: Offset;
  bleed: number;
  gutter: number;
  sheets: number;
  pages: number;
  pieces: {
    page: number;
    sheet: number;
    side: 'front' | 'back';
    id: string;
    kind: 'unit' | 'marker';
    copy: number;
    x: number;
    y: number;
    width: number;
    height: number;
    rotation: 0 | 180;
  }[];
}

const r = (n: number) => Math.round(n * 10000) / 10000;

export function counterManifest(
  head: Omit<CounterManifest, 'part' | 'unit' | 'pieces'>,
  placed: PlacedCounter[],
  pieceOf: (index: number) => { id: string; kind: 'unit' | 'marker' },
): CounterManifest {
  return {
    game: head.game,
    part: 'counters',
    unit: 'pt',
    paper: head.paper,
    lang: head.lang,
    page: { width: r(head.page.width), height: r(head.page.height) },
    counterSize: { label: head.counterSize.label, pt: r(head.counterSize.pt) },
    duplex: head.duplex,
    backOffset: { x: r(head.backOffset.x), y: r(head.backOffset.y) },
    bleed: r(head.bleed),
    gutter: r(head.gutter),
    sheets: head.sheets,
    pages: head.pages,
    pieces: placed.map((p) => ({
      page: p.page,
      sheet: p.sheet,
      side: p.side,
      ...pieceOf(p.piece),
      copy: p.copy,
      x: r(p.x),
      y: r(p.y),
      width: r(p.width),
      height: r(p.height),
      rotation: p.rotation,
    })),
  };
}
