import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Unit } from '../../model/types.js';
import { counterSidc } from './counter-sidc.js';
import { DiskCache } from '../../util/disk-cache.js';
import { DATA_ROOT } from '../../load/bundled.js';

const require = createRequire(import.meta.url);

/** A NATO symbol ready to place: the inner markup of an <svg> and the viewBox to give it. */
export interface CounterSymbol {
  viewBox: string;
  body: string;
}

/** Why milsymbol refused a SIDC, from its isValid(true) report. */
export class SidcRejected extends Error {}

/**
 * The window every symbol is shown through, in milsymbol's 200-unit space: the friend frame
 * (25..175 × 50..150) plus the echelon marks above it (from y 15). A fixed window keeps frames the same size on
 * every counter, whatever marks a unit carries.
 */
export const SYMBOL_VIEWBOX = '20 10 160 142';

/**
 * The window for an equipment symbol, whose frame is milsymbol's circle (centre 100, radius 60, 38..162 with its
 * stroke): the fixed window would cut it flat at 152, so the same-sized window is moved down to hold it with 9 units
 * above and below. Equipment carries no echelon marks, so nothing above the frame is lost.
 */
const CIRCLE_FRAME_VIEWBOX = '20 29 160 142';
const CIRCLE_FRAME = /^<circle cx="100" cy="100" r="60"/;

// Drawn once per SIDC with stand-in colours, then recoloured per counter by text replacement:
// milsymbol rebuilds its icon tables for every new colour, which costs ~10 ms each.
const FILL_STAND_IN = '#fe01fe';
const FRAME_STAND_IN = '#fe02fe';

type Milsymbol = typeof import('milsymbol').default;
let ms: Milsymbol | undefined;
let disk: DiskCache | undefined;
const memory = new Map<string, string>();

function milsymbolVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('milsymbol/package.json'), 'utf8')) as { version: string }).version;
}

function milsymbol(): Milsymbol {
  // The single-file CommonJS build loads in a quarter of the time of the ES module tree.
  return (ms ??= require('milsymbol') as Milsymbol);
}

/** Throws SidcRejected, saying which part milsymbol did not recognise, unless it can draw the SIDC. */
function checkSidc(symbol: MilsymbolSymbol): void {
  if (symbol.isValid()) return;
  const report = symbol.isValid(true) as Record<string, unknown>;
  const parts = [
    report.affiliation === 'undefined' && 'affiliation',
    report.dimension === 'undefined' && 'battle dimension',
    report.icon === false && 'function (the icon)',
    report.mobility === false && 'modifier (echelon or mobility)',
  ].filter(Boolean);
  throw new SidcRejected(
    parts.length ? `milsymbol does not recognise its ${parts.join(', ')}` : 'milsymbol does not recognise it',
  );
}

/** How every counter symbol is drawn; part of the cache key, so a change here redraws. */
const DRAW = { size: 30, fill: true, fillColor: FILL_STAND_IN, frame: true, frameColor: FRAME_STAND_IN };

type MilsymbolSymbol = InstanceType<Milsymbol['Symbol']>;

/**
 * A SIDC as milsymbol reads it, with the options every counter symbol is drawn with. The check of the data's SIDC
 * uses the same options as the drawing: milsymbol rebuilds its icon tables whenever the colours change, so
 * checking with its default colours between drawings cost a rebuild for every symbol (about a third of a cold
 * counter sheet's time).
 */
function symbolOfSidc(sidc: string): MilsymbolSymbol {
  const m = milsymbol();
  const c = DRAW.frameColor;
  return new m.Symbol(sidc, { ...DRAW, frameColor: m.ColorMode(c, c, c, c, c, c) });
}

function draw(symbol: MilsymbolSymbol): string {
  return symbol
    .asSVG()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
}

/**
 * The symbols of the bundled games' units, drawn ahead (`npm run symbols:update`) and kept beside their data: a
 * first build on a machine, with nothing in its cache, then never loads milsymbol for them (about 40-60 ms of CPU
 * in every process that draws counters). Keyed as the disk cache is, by the SIDC, its counter form and how it is
 * drawn; the file holds milsymbol's version and is read only with that version.
 */
export const FROZEN_SYMBOLS_FILE = join(DATA_ROOT, 'milsymbol-symbols.json');

let frozen: Map<string, string> | undefined;
/** While set, every symbol is drawn by milsymbol, whatever is kept (see recordSymbols). */
let afresh = false;

function frozenSymbols(): Map<string, string> {
  if (frozen) return frozen;
  frozen = new Map();
  try {
    const file = JSON.parse(readFileSync(FROZEN_SYMBOLS_FILE, 'utf8')) as {
      milsymbol?: string;
      symbols?: Record<string, string>;
    };
    if (file.milsymbol === milsymbolVersion() && file.symbols) frozen = new Map(Object.entries(file.symbols));
  } catch {
    // No file, or one that does not parse: every symbol is drawn (or read from the disk cache) as before.
  }
  return frozen;
}

/** Every symbol `run` draws, each drawn by milsymbol now, by its key: what the frozen file should hold. */
export function recordSymbols(run: () => void): Map<string, string> {
  memory.clear();
  afresh = true;
  try {
    run();
    return new Map([...memory].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  } finally {
    afresh = false;
    memory.clear();
  }
}

/** The frozen file's text for the symbols recordSymbols gave. */
export function frozenSymbolsText(symbols: ReadonlyMap<string, string>): string {
  return `${JSON.stringify({ milsymbol: milsymbolVersion(), symbols: Object.fromEntries(symbols) }, null, 1)}\n`;
}

/** The symbols the frozen file holds, read again from the file. */
export function frozenSymbolsOnFile(): Map<string, string> {
  frozen = undefined;
  return frozenSymbols();
}

/**
 * The symbol a counter shows for a unit's SIDC, from memory, the frozen file, the disk cache or milsymbol. The
 * SIDC as the data gives it must be one milsymbol accepts (else SidcRejected); what is drawn is its counter form.
 */
function rawSymbol(sidc: string, echelon: Unit['echelon']): string {
  const drawn = counterSidc(sidc, echelon);
  const key = `${sidc} ${drawn} ${JSON.stringify(DRAW)}`;
  let body = memory.get(key) ?? (afresh ? undefined : frozenSymbols().get(key));
  if (body !== undefined) {
    memory.set(key, body);
    return body;
  }
  // milsymbol takes longer to load and warm up (~60 ms) than the rest of a counter sheet.
  disk ??= new DiskCache(`milsymbol-${milsymbolVersion()}`);
  body = afresh ? undefined : disk.get<string>(key);
  if (body === undefined) {
    const given = symbolOfSidc(sidc);
    checkSidc(given);
    body = draw(drawn === sidc ? given : symbolOfSidc(drawn));
    disk.set(key, body);
  }
  memory.set(key, body);
  return body;
}

/**
 * The symbol for a SIDC in a counter's colours: the frame filled with `fill` (or left empty with
 * "none"); the frame outline and the echelon marks, which stand on the counter's background, in `frame`;
 * the icon inside the frame in `icon`.
 */
export function counterSymbol(
  sidc: string,
  echelon: Unit['echelon'],
  colors: { fill: string; frame: string; icon: string },
): CounterSymbol {
  const body = rawSymbol(sidc, echelon)
    .replaceAll(`"${FILL_STAND_IN}"`, `"${colors.fill}"`)
    .replaceAll(`"${FRAME_STAND_IN}"`, `"${colors.frame}"`)
    .replaceAll('"black"', `"${colors.icon}"`);
  return { viewBox: CIRCLE_FRAME.test(body) ? CIRCLE_FRAME_VIEWBOX : SYMBOL_VIEWBOX, body };
}
