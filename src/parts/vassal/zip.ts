import { zipSync, strToU8, type Zippable } from 'fflate';

/** The .vmod archive: text deflated, PNGs stored (they are compressed already and VASSAL reads them faster so). */
export function zipModule(files: ReadonlyMap<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, data] of files) {
    const bytes = typeof data === 'string' ? strToU8(data) : data;
    entries[name] = [bytes, { level: name.endsWith('.png') ? 0 : 6, mtime: new Date('2000-01-01T00:00:00Z') }];
  }
  return zipSync(entries);
}
