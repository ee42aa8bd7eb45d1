/**
 * A player aid as content, before any measuring: what each chart kind turns into. The renderers in
 * strips/ draw it; the per-kind modules beside this file only decide what it says.
 */
export interface AidCell {
  text: string;
  /** data-* attributes put on the cell's text, so a test can read a printed cell back. */
  data?: Record<string, string>;
  /**
   * A small drawing set left of the text (a terrain as the map draws it): SVG markup whose root has a viewBox, and
   * its width and height in pt, which the renderer scales to the cell's text height.
   */
  swatch?: { svg: string; width: number; height: number };
}

export interface AidColumn {
  label: string;
  align: 'left' | 'center';
  /** Long text columns wrap; code and number columns never do. */
  wrap?: boolean;
  /** The first column of a CRT or die table: the die rolls, set bold. */
  rowHeader?: boolean;
}

export interface AidRow {
  cells: AidCell[];
  /** A reconstructed row in an otherwise published chart: printed with a dagger. */
  reconstructed?: boolean;
  /** Shaded darker, e.g. a night turn. */
  dark?: boolean;
}

export interface TrackBox {
  number: string;
  label: string;
  night: boolean;
  events: string[];
}

export type AidElement =
  | {
      kind: 'table';
      columns: AidColumn[];
      rows: AidRow[] /** A heading over the result columns: "Odds (attacker : defender)". */;
      group?: string;
    }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: { marker: string; text: string; indent?: number; reconstructed?: boolean }[] }
  | { kind: 'text'; text: string; small?: boolean }
  | { kind: 'track'; boxes: TrackBox[] };

export interface Aid {
  /** The chart id (or "hand-sizes"). */
  id: string;
  title: string;
  /** Printed under the title when the chart or part of it is our reconstruction. */
  tag?: string;
  /** Whether the footer's reconstructed note applies to the page carrying this aid. */
  reconstructed: boolean;
  elements: AidElement[];
}
