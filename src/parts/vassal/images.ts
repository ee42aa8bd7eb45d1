import { createHash } from 'node:crypto';
import { rasterise } from '../../print/png.js';

/**
 * zlib level 3: the board PNG encodes about five times faster than at 6 for 8% more bytes (Remagen's 29 Mpx board:
 * 68 ms against 343 ms, 2.77 MB against 2.57 MB); the archive stores PNGs as they are.
 */
const PNG_LEVEL = 3;

/**
 * The module's images, each rendered once: an image is named by a hash of its SVG, so faces that draw alike (the
 * plain backs of one formation, a marker's copies) share one PNG in the archive. Each starts rendering as it is
 * added, a few at a time on sharp's threads: the board, added first, rasterises while the main thread still draws
 * the faces, lays out the charts and writes the XML.
 */
export class ImageSet {
  private readonly waiting: { name: string; svg: string; dpi: number; opaque: boolean }[] = [];
  private readonly names = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private failed: unknown;
  readonly files = new Map<string, Uint8Array>();
  /** What each image is drawn from (a hash of its SVG and dpi), by name: the same on every machine and renderer. */
  readonly sources = new Map<string, string>();

  constructor(private readonly parallel = 4) {}

  /** Queues an SVG (user unit 1 pt) for rendering at `dpi` and returns its file name under images/. */
  add(prefix: string, svg: string, dpi: number): string {
    const hash = createHash('sha1').update(`${dpi}:${svg}`).digest('hex').slice(0, 12);
    return this.addAs(`${prefix}-${hash}.png`, svg, dpi);
  }

  /** Queues an SVG for rendering under a name of its own (the board, a chart); `opaque` drops the alpha channel. */
  addAs(name: string, svg: string, dpi: number, opaque = false): string {
    if (this.names.has(name)) return name;
    this.names.add(name);
    this.sources.set(name, createHash('sha1').update(`${dpi}:${opaque}:${svg}`).digest('hex'));
    this.waiting.push({ name, svg, dpi, opaque });
    this.pump();
    return name;
  }

  private pump(): void {
    while (this.running.size < this.parallel && this.waiting.length) {
      const { name, svg, dpi, opaque } = this.waiting.shift()!;
      // The board and the charts (opaque, large, a second or so each) are kept in the disk cache; faces are not.
      const job: Promise<void> = rasterise(svg, dpi, PNG_LEVEL, opaque, opaque)
        .then(
          (png) => void this.files.set(name, png),
          (e: unknown) => void (this.failed ??= e),
        )
        .finally(() => {
          this.running.delete(job);
          this.pump();
        });
      this.running.add(job);
    }
  }

  /** Waits for every image added so far; throws the first rendering error. */
  async render(): Promise<void> {
    while (this.running.size) await Promise.race(this.running);
    if (this.failed) throw this.failed;
  }
}

/** An SVG document of `sizePt` pt square around markup drawn in a `box` × `box` square (a counter face). */
export function squareSvg(markup: string, box: number, sizePt: number): string {
  return faceSvg(markup, { width: box, height: box }, sizePt, sizePt);
}

/**
 * An SVG document of `widthPt` × `heightPt` around markup drawn in `box` (a face of its own shape, a 1 × ½ in
 * leader: 200 × 100 units), so the piece keeps the shape the sheet prints.
 */
export function faceSvg(
  markup: string,
  box: { width: number; height: number },
  widthPt: number,
  heightPt: number,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${widthPt}" height="${heightPt}" viewBox="0 0 ${box.width} ${box.height}">${markup}</svg>`
  );
}
