import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Unit } from '../../model/types.js';
import { counterSidc } from './counter-sidc.js';
import { DiskCache } from '../../util/disk-cache.js';

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
 * The symbol a counter shows for a unit's SIDC, from memory, the disk cache or milsymbol. The SIDC as the
 * data gives it must be one milsymbol accepts (else SidcRejected); what is drawn is its counter form.
 */
function rawSymbol(sidc: string, echelon: Unit['echelon']): string {
  const drawn = counterSidc(sidc, echelon);
  const key = `${sidc} ${drawn} ${JSON.stringify(DRAW)}`;
  let body = memory.get(key);
  if (body !== undefined) return body;
  // milsymbol takes longer to load and warm up (~60 ms) than the rest of a counter sheet.
  disk ??= new DiskCache(`milsymbol-${milsymbolVersion()}`);
  body = disk.get<string>(key);
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
  return { viewBox: SYMBOL_VIEWBOX, body };
}
