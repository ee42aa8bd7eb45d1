import type { Rect } from '../../geometry/point.js';

export interface PdfInfo {
  title: string;
  subject?: string;
  author?: string;
}

/** The document info dictionary, the same from the lean writer and its pdfkit fallback. */
export function pdfInfoEntries(info: PdfInfo): Record<string, string> {
  const meta: Record<string, string> = { Title: info.title, Author: info.author ?? 'Sandtable', Creator: 'Sandtable' };
  if (info.subject) meta.Subject = info.subject;
  return meta;
}

/** A page's TrimBox as PDF writes it, [left bottom right top]: PDF boxes count from the bottom-left. */
export function pdfTrimBox(page: { height: number; trim?: Rect }): [number, number, number, number] | undefined {
  const t = page.trim;
  return t && [t.x, page.height - t.y - t.height, t.x + t.width, page.height - t.y];
}
