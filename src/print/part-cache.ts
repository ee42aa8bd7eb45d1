import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../load/bundled.js';
import { BlobCache } from '../util/blob-cache.js';
import type { KitFile } from './write-kit.js';

/**
 * A built part (its files and what it said while building), kept between runs under the hash of everything it was
 * made from: the game folder byte for byte, the kit options, any --template file, and Sandtable's own code,
 * bundled templates and installed libraries. A rebuild of unchanged data then reads the part back instead of
 * drawing it again, as a compiler cache does; a change to any of those makes a new key, so it is drawn anew.
 */
const parts = new BlobCache('parts');

/** A game folder larger than this is hashed no more: it is drawn every time (only speed is lost). */
const MAX_FOLDER_BYTES = 64 * 1024 * 1024;
const MAX_FOLDER_FILES = 4000;

let codeStamp: string | undefined;

/** Name, size and time of every file under `dir` (the code and templates Sandtable runs), bounded in depth. */
function statTree(dir: string, into: string[], depth = 0): void {
  if (depth > 6 || !existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const f = join(dir, e.name);
    if (e.isDirectory()) statTree(f, into, depth + 1);
    else if (e.isFile()) {
      const st = statSync(f);
      into.push(`${f}:${st.size}:${st.mtimeMs}`);
    }
  }
}

/**
 * The folders of dist/ whose files the running code is: run from the CLI bundle, the bundle and what it reads
 * (the page's scripts, the compiled templates), not the 500 per-module files tsc writes beside it, which a cold
 * build would otherwise stat one by one; run from the per-module files, all of dist/; run from the TypeScript
 * sources (the tests), src/ as well: a source edited and not yet built must not read back the part the old code drew
 * (a changed card footer passed its test against the cached sheet until `npm run build`).
 */
export function codeFolders(url: string = import.meta.url): string[] {
  const file = fileURLToPath(url);
  if (/[\\/]dist[\\/]bundle[\\/]/.test(file)) return ['dist/bundle', 'dist/companion', 'dist/templates-compiled'];
  return /[\\/]src[\\/]print[\\/]part-cache\.ts$/.test(file) ? ['src', 'dist'] : ['dist'];
}

/**
 * Sandtable's code (dist/), its bundled templates and data, and the installed libraries (npm rewrites
 * node_modules/.package-lock.json on every install): read once a process.
 */
function sandtableStamp(): string {
  if (codeStamp !== undefined) return codeStamp;
  const lines = [process.version];
  for (const d of [...codeFolders(), 'templates']) statTree(join(PROJECT_ROOT, d), lines);
  for (const f of ['package.json', 'node_modules/.package-lock.json']) {
    const st = statSync(join(PROJECT_ROOT, f), { throwIfNoEntry: false });
    lines.push(`${f}:${st?.size}:${st?.mtimeMs}`);
  }
  return (codeStamp = createHash('sha256').update(lines.join('\n')).digest('hex'));
}

/** Every file of the game folder, name and bytes; undefined when it is too large to be worth hashing. */
function hashFolder(dir: string, h: ReturnType<typeof createHash>): boolean {
  let files = 0;
  let bytes = 0;
  const walk = (d: string, depth: number): boolean => {
    if (depth > 8) return false;
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      // Hidden files (an editor's swap file, Sandtable's own records) and built kits are no input.
      if (e.name.startsWith('.') || e.name === 'output' || e.name === 'node_modules') continue;
      const f = join(d, e.name);
      if (e.isDirectory()) {
        if (!walk(f, depth + 1)) return false;
      } else if (e.isFile()) {
        const st = statSync(f);
        files += 1;
        bytes += st.size;
        if (files > MAX_FOLDER_FILES || bytes > MAX_FOLDER_BYTES) return false;
        h.update(`${f}\0${st.size}\0`).update(readFileSync(f));
      } else return false;
    }
    return true;
  };
  try {
    return walk(dir, 0);
  } catch {
    return false;
  }
}

/**
 * A digest of every file of the game folder, name and bytes, or null when it is too large to be worth hashing.
 * Taken once a game and build: every part's key holds it (a build --all hashed each folder 14 times before).
 */
export function folderDigest(gameDir: string): string | null {
  const h = createHash('sha256');
  return hashFolder(gameDir, h) ? h.digest('hex') : null;
}

/** The key a part's output is kept under, or undefined when its inputs cannot be read whole. */
export function partKey(
  partId: string,
  gameDir: string,
  options: { template?: string },
  folder: string | null = folderDigest(gameDir),
): string | undefined {
  if (folder === null) return undefined;
  const h = createHash('sha256')
    .update(sandtableStamp())
    .update(`\0${partId}\0${JSON.stringify(options)}\0`);
  if (options.template) {
    const t = resolve(options.template);
    h.update(existsSync(t) ? readFileSync(t) : 'missing');
  }
  return h.update(`\0${gameDir}\0${folder}`).digest('hex');
}

export interface CachedPart {
  files: KitFile[];
  /** The part's progress lines, said again when it is read back. */
  said: string[];
}

/**
 * A part's files and lines, as one blob in pieces: a JSON head (names, pages, lengths, lines) then every file's
 * bytes, as they are (the cache writes the pieces one after another, without copying them into one buffer).
 */
function pack(p: CachedPart): Uint8Array[] {
  const bodies = p.files.map((f) => (typeof f.data === 'string' ? Buffer.from(f.data, 'utf8') : f.data));
  const head = {
    said: p.said,
    files: p.files.map((f, i) => ({
      name: f.name,
      text: typeof f.data === 'string',
      length: bodies[i].length,
      pages: f.pages,
      first: f.first,
    })),
  };
  const json = Buffer.from(JSON.stringify(head), 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(json.length);
  return [len, json, ...bodies];
}

function unpack(b: Buffer): CachedPart | undefined {
  try {
    const n = b.readUInt32BE(0);
    const head = JSON.parse(b.subarray(4, 4 + n).toString('utf8')) as {
      said: string[];
      files: { name: string; text: boolean; length: number; pages?: number; first?: boolean | string }[];
    };
    let at = 4 + n;
    const files: KitFile[] = head.files.map((f) => {
      const body = b.subarray(at, at + f.length);
      at += f.length;
      // Text comes back as its UTF-8 bytes, as it is written: decoding a kit's SVG to be encoded again cost a
      // warm build --all a fifth of its time.
      const file: KitFile = { name: f.name, data: body };
      if (f.pages !== undefined) file.pages = f.pages;
      if (f.first !== undefined) file.first = f.first;
      return file;
    });
    return at === b.length ? { files, said: head.said } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a part is kept under the key (not checked: reading it back checks it, and draws it again if damaged). */
export function hasPart(key: string): boolean {
  return parts.has(key);
}

export function readPart(key: string): CachedPart | undefined {
  const b = parts.get(key);
  return b && unpack(b);
}

export function writePart(key: string, p: CachedPart): void {
  parts.set(key, pack(p));
}
