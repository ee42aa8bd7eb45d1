/**
 * A horizontal slice of a laid-out aid: a title, a table row, a list item. Pages are filled strip by
 * strip, so a chart too long for one page breaks between rows, never through one.
 */
export interface Strip {
  height: number;
  /**
   * SVG for the strip with its top-left at (x, y). A title's rule runs `rule` pt when given: the page's width for an
   * aid with nothing beside it, so the rules under the titles of one page end alike.
   */
  draw(x: number, y: number, rule?: number): string;
  /** Never the last strip on a page: headings and table headers stay with what follows. */
  keepWithNext?: boolean;
  /** A table row: the header strip(s) to repeat above it when a page starts here. */
  repeat?: Strip[];
}

export interface AidLayout {
  width: number;
  strips: Strip[];
  /** The title strip a continuation page starts with. */
  continued: Strip;
  /** Some column could not shrink to the width given. */
  overflow: boolean;
}
