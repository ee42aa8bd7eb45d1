import { createHash } from 'node:crypto';
import { svgToPng } from '../../print/png.js';

/**
 * The module's images, each rendered once: an image is named by a hash of its SVG, so faces that draw alike (the
 * plain backs of one formation, a marker's copies) share one PNG in the archive.
 */
export class ImageSet {
  private readonly jobs = new Map<string, { svg: string; dpi: number }>();
  readonly files = new Map<string, Uint8Array>();

  /** Queues an SVG (user unit 1 pt) for rendering at `dpi` and returns its file name under images/. */
  add(prefix: string, svg: string, dpi: number): string {
    const hash = createHash('sha1').update(`${dpi}:${svg}`).digest('hex').slice(0, 12);
    const name = `${prefix}-${hash}.png`;
    if (!this.jobs.has(name) && !this.files.has(name)) this.jobs.set(name, { svg, dpi });
    return name;
  }

  /** Adds an image already rendered (an aid page), under its own name. */
  put(name: string, data: Uint8Array): string {
    this.files.set(name, data);
    return name;
  }

  /** Renders what is queued, a few at a time: sharp runs them on its own threads. */
  async render(parallel = 4): Promise<void> {
    const queue = [...this.jobs.entries()];
    this.jobs.clear();
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const [name, { svg, dpi }] = job;
        this.files.set(name, await svgToPng(svg, dpi));
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  }
}

/** An SVG document of `width` × `height` pt around markup drawn in a `box` × `box` square (a counter face). */
export function squareSvg(markup: string, box: number, sizePt: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${sizePt}" height="${sizePt}" viewBox="0 0 ${box} ${box}">${markup}</svg>`
  );
}
