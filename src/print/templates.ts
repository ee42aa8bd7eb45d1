import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readText } from '../load/source-file.js';
import { ScenarioError } from '../load/problem.js';
import { InputError } from '../util/input-error.js';
import { DiskCache } from '../util/disk-cache.js';
import { escapeXml } from './escape.js';
import { fitText } from './fit-text.js';
import { pdfFontFor } from './fonts.js';
import { glyphMeasure } from './text-measure.js';
import { imageMarkup } from './template-image.js';
import { firstUndrawable, lineAt } from './drawable-svg.js';

const require = createRequire(import.meta.url);
type Handlebars = typeof import('handlebars');
type HelperOptions = {
  hash: Record<string, unknown>;
  data?: { imageRoot?: string };
  loc?: { start: { line: number; column: number } };
};

/** A helper's error with where the helper stands in its template (Handlebars gives each call its place). */
class HelperError extends Error {
  constructor(
    message: string,
    readonly loc?: { line: number; column: number },
  ) {
    super(message);
  }
}

/** A helper whose errors carry its line and column, so the message names the very call that failed. */
function located<A extends unknown[]>(fn: (...args: A) => unknown): (...args: A) => unknown {
  return function (this: unknown, ...args: A) {
    try {
      return fn.apply(this, args);
    } catch (e) {
      if (e instanceof HelperError) throw e;
      const options = args[args.length - 1] as HelperOptions | undefined;
      throw new HelperError((e as Error).message, options?.loc?.start);
    }
  };
}

/**
 * What one template may be and do. The bundled templates are under 8 KB; the roster, the deepest, walks sides,
 * formations, units, pieces and boxes, a few thousand steps for the largest game. A step is one pass through an
 * {{#each}} or {{#with}} body; the characters count what those bodies return, nested ones once per level.
 */
export const TEMPLATE_LIMITS = { bytes: 64 * 1024, steps: 200_000, chars: 64 * 1024 * 1024 } as const;

let runtime: Handlebars | undefined;
/** This render's work so far: rendering is synchronous, so one count serves every template. */
let work = { steps: 0, chars: 0 };
let templateCache: DiskCache | undefined;

/**
 * The one Handlebars set-up of every template Sandtable renders (counter faces, cards, the roster page),
 * with the helpers a designer may use in any of them. Templates run from precompiled code kept between
 * runs: loading the compiler and compiling a template costs more than drawing a sheet. The single-file
 * builds load several times faster than the package's entry point.
 */
function handlebarsRuntime(): Handlebars {
  if (runtime) return runtime;
  const env = (require('handlebars/dist/handlebars.runtime.min.js') as Handlebars).create();
  env.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  const math = (name: string, op: (a: number, b: number) => number) =>
    env.registerHelper(
      name,
      located((a: unknown, b: unknown, _options: HelperOptions) => {
        if (typeof a !== 'number' || typeof b !== 'number') throw new Error(`${name}: both arguments must be numbers`);
        return Math.round(op(a, b) * 1000) / 1000;
      }),
    );
  math('add', (a, b) => a + b);
  math('sub', (a, b) => a - b);
  math('mul', (a, b) => a * b);
  env.registerHelper('fit', located(fitHelper(env)));
  for (const name of ['each', 'with']) {
    const builtin = env.helpers[name];
    env.registerHelper(name, function (this: unknown, context: unknown, options: { fn: (...a: unknown[]) => string }) {
      const fn = options.fn;
      const counted = (...a: unknown[]) => {
        if (++work.steps > TEMPLATE_LIMITS.steps)
          throw new Error(`renders more than ${TEMPLATE_LIMITS.steps.toLocaleString('en')} steps of {{#each}}`);
        const out = fn(...a);
        work.chars += out.length;
        if (work.chars > TEMPLATE_LIMITS.chars)
          throw new Error(`renders more than ${TEMPLATE_LIMITS.chars / 2 ** 20} M characters`);
        return out;
      };
      return builtin.call(this, context, { ...options, fn: counted });
    });
  }
  env.registerHelper(
    'image',
    located(
      (file: unknown, options: HelperOptions) =>
        new env.SafeString(imageMarkup(options.data?.imageRoot, file, options.hash)),
    ),
  );
  return (runtime = env);
}

function compilerVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('handlebars/package.json'), 'utf8')) as { version: string }).version;
}

export interface TemplateOptions {
  /** What the template is, for messages: "counter template", "card template", "roster template". */
  what: string;
  /** A field the template names must exist in the data (counter faces: a typo shows at once). */
  strict?: boolean;
  /**
   * Leave {{x}} unescaped: for SVG templates whose strings are escaped at the edge (escapeXml) and that take
   * SVG fragments such as insignia. HTML templates keep Handlebars' escaping.
   */
  noEscape?: boolean;
  /** The game folder {{image "…"}} reads pictures from; a template without one takes no images. */
  imageRoot?: string;
}

/**
 * A bundled template's code, compiled when dist/ was built (rolldown.config.mjs) by the installed compiler and
 * filed by the cache's key: a first build needs neither the compiler nor a compile for it. Undefined when run from
 * the sources, or for any other template.
 */
function shippedSpec(key: string): string | undefined {
  const hash = createHash('sha1').update(key).digest('hex');
  const name = `../templates-compiled/handlebars-${compilerVersion()}/${hash}.txt`;
  try {
    return readFileSync(new URL(name, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}

/** Precompiled template code for a source: shipped, from the cache, or compiled now (which reports syntax errors). */
function precompiled(source: string, file: string, o: TemplateOptions): string {
  const compiler = () => require('handlebars/dist/handlebars.min.js') as Handlebars;
  const flags = { strict: !!o.strict, noEscape: !!o.noEscape };
  const key = `${JSON.stringify(flags)}\n${source}`;
  const ready = shippedSpec(key);
  if (ready) return ready;
  templateCache ??= new DiskCache(`handlebars-${compilerVersion()}`);
  const hit = templateCache.get<string>(key);
  if (hit) return hit;
  let spec: string;
  try {
    spec = compiler().precompile(source, flags) as string;
  } catch (e) {
    throw new InputError(`${o.what} ${file}: ${(e as Error).message.split('\n').filter(Boolean).join(' ')}`);
  }
  templateCache.set(key, spec);
  return spec;
}

/**
 * {{fit text x=50 y=16 width=86 size=18 lines=2 height=30 bold=true family="DejaVu Sans Condensed"
 *   fill=colors.text anchor="middle"}}:
 * the text as <text> lines at the largest size up to `size` that fits `width` (and `height`), y being the
 * middle of the capitals. Measured with the same DejaVu fonts the PDF embeds.
 */
const LINE_HEIGHT = 1.05;

function fitHelper(env: Handlebars) {
  return (text: unknown, options: HelperOptions) => {
    const h = options.hash;
    for (const key of ['x', 'y', 'width', 'size'])
      if (typeof h[key] !== 'number') throw new Error(`fit: ${key}= must be a number`);
    if ('fill' in h && typeof h.fill !== 'string')
      throw new Error('fit: fill= names a field this counter does not have');
    if (typeof text !== 'string') throw new Error('fit: the first argument must be a text field this counter has');
    const family = typeof h.family === 'string' ? h.family : 'DejaVu Sans Condensed';
    const bold = h.bold !== false;
    const box = {
      width: h.width as number,
      maxLines: typeof h.lines === 'number' ? h.lines : 1,
      maxHeight: typeof h.height === 'number' ? h.height : undefined,
      lineHeight: LINE_HEIGHT,
    };
    const fitted = fitText(text, box, h.size as number, 0, glyphMeasure(), pdfFontFor(family, bold));
    const anchor = typeof h.anchor === 'string' ? h.anchor : 'middle';
    const size = fitted.size;
    const lead = size * LINE_HEIGHT;
    const first = (h.y as number) + 0.3645 * size - ((fitted.lines.length - 1) / 2) * lead;
    const weight = bold ? ' font-weight="bold"' : '';
    const fill = escapeXml((h.fill as string) ?? '#000000');
    const lines = fitted.lines.map(
      (line, i) =>
        `<text x="${h.x}" y="${(first + i * lead).toFixed(2)}" font-family="${escapeXml(family)}" font-size="${size}"` +
        `${weight} text-anchor="${escapeXml(anchor)}" fill="${fill}">${escapeXml(line)}</text>`,
    );
    return new env.SafeString(lines.join(''));
  };
}

/** The {{…}} expression at a line and column of a template, to show the designer what failed. */
function expressionAt(source: string, line: number, column: number | undefined): string {
  const text = source.split('\n')[line - 1] ?? '';
  const start = text.lastIndexOf('{{', column ?? 0);
  const end = text.indexOf('}}', Math.max(start, 0));
  return start >= 0 && end > start ? ` (${text.slice(start, end + 2).trim()})` : '';
}

/** The field a helper call's first argument names: "unit.name" of "({{fit unit.name x=50 …}})". */
function fieldOf(expression: string): string | undefined {
  const m = expression.match(/^ \(\{\{~?[#]?[\w-]+\s+([@\w.[\]/-]+)(?=[\s}])/);
  return m && !/^\d/.test(m[1]) ? m[1] : undefined;
}

/** The line of `{{helper "arg"` that a helper's message ("image \"art/x.png\": …") is about. */
function helperLine(source: string, message: string): number | undefined {
  const m = message.match(/^(\w+)(?: ("[^"]*"))?/);
  if (!m) return undefined;
  const lines = source.split('\n');
  const i = lines.findIndex((l) => l.includes(`{{${m[1]}`) && (!m[2] || l.includes(m[2])));
  return i >= 0 ? i + 1 : undefined;
}

export interface Template {
  file: string;
  /** Renders the template; `who` names what is drawn in an error ("unit \"b1\""). */
  render(data: object, who?: string): string;
}

const compiled = new Map<string, Template>();

/**
 * The first {{#each}} or {{#with}} over @root or a parent (../) nested inside an {{#each}}: there it walks the
 * whole data again for every item, and seven such levels are 10^7 times the work. Walking the item's own
 * fields instead keeps the work within the size of the data, whatever the nesting. The render budget stops
 * anything this misses.
 */
function crossProductAt(source: string): { line: number; helper: string; arg: string } | undefined {
  const text = source.replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g, (c) => c.replace(/[^\n]/g, ' '));
  const tag = /\{\{~?\s*([#/])\s*([\w-]+)\s*([^}\s~]*)/g;
  const stack: string[] = [];
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const [, kind, helper, arg] = m;
    if (kind === '/') {
      const at = stack.lastIndexOf(helper);
      if (at >= 0) stack.length = at;
      continue;
    }
    if ((helper === 'each' || helper === 'with') && stack.includes('each') && /^(@root|\.\.\/|@\.\.\/|\()/.test(arg))
      return { line: text.slice(0, m.index).split('\n').length, helper, arg };
    stack.push(helper);
  }
  return undefined;
}

/** Loads and compiles a template file; a missing file, a syntax error or a failing render is bad input. */
export function loadTemplate(file: string, o: TemplateOptions): Template {
  if (!existsSync(file) || !statSync(file).isFile()) throw new InputError(`${o.what} not found: ${file}`);
  // A template saved again (a designer at work, a watching build) is read again: its time and size are in the key.
  const st = statSync(file);
  const id = `${o.strict ? 's' : ''}${o.noEscape ? 'n' : ''}:${o.imageRoot ?? ''}:${st.mtimeMs}:${st.size}:${file}`;
  const hit = compiled.get(id);
  if (hit) return hit;
  if (!existsSync(file) || !statSync(file).isFile()) throw new InputError(`${o.what} not found: ${file}`);
  const read = readText(file, TEMPLATE_LIMITS.bytes, `a ${o.what}`);
  if (!('text' in read)) throw new ScenarioError(read.problems);
  const source = read.text;
  const cross = crossProductAt(source);
  if (cross)
    throw new InputError(
      `${o.what} ${file} line ${cross.line}: {{#${cross.helper} ${cross.arg}}} inside another {{#each}} walks the ` +
        'whole data again for every item (@root or ../), multiplying the work at each level; walk the item itself',
    );
  // What a writer would leave out of a sheet is refused before anything is drawn, at its line (validate too).
  const undrawable = file.endsWith('.svg.hbs') ? firstUndrawable(source) : undefined;
  if (undrawable)
    throw new InputError(
      `${o.what} ${file} line ${lineAt(source, undrawable.index)}: ` +
        `${undrawable.what} cannot be drawn: ${undrawable.why}`,
    );
  const spec = precompiled(source, file, o);
  const fn = handlebarsRuntime().template(new Function(`return (${spec});`)()) as (
    data: object,
    options?: { data: { imageRoot?: string } },
  ) => string;
  const template: Template = {
    file,
    render(data, who) {
      try {
        work = { steps: 0, chars: 0 };
        const out = fn(data, { data: { imageRoot: o.imageRoot } });
        // A picture named by its file would be fetched by no writer: the PDF would silently lack it.
        const fetched = out.match(/<image\b[^>]*?\b(?:xlink:)?href="(?!data:image\/(?:png|jpeg);base64,)([^"]{0,80})/);
        if (fetched) {
          const i = source.split('\n').findIndex((l) => l.includes('<image'));
          throw new InputError(
            `${who ? `${who}: ` : ''}${o.what} ${file}${i >= 0 ? ` line ${i + 1}` : ''}: <image> names ` +
              `"${fetched[1]}", which no writer fetches; draw it with {{image "${fetched[1]}" x= y= width= height=}}`,
          );
        }
        // Markup an expression wrote ({{{…}}} of a field) is held to the same rule as the template's own.
        const drawn = file.endsWith('.svg.hbs') ? firstUndrawable(out) : undefined;
        if (drawn)
          throw new InputError(
            `${who ? `${who}: ` : ''}${o.what} ${file}: an expression writes ${drawn.what}, which cannot be drawn: ` +
              drawn.why,
          );
        return out;
      } catch (e) {
        if (e instanceof InputError) throw e;
        const err = e as Error & { lineNumber?: number; column?: number };
        // A helper's error carries its call's place; an older one is found by the helper's name and first argument.
        const loc = e instanceof HelperError ? e.loc : undefined;
        const line = err.lineNumber ?? loc?.line ?? helperLine(source, err.message);
        const column = err.column ?? loc?.column;
        const expression = line ? expressionAt(source, line, column) : '';
        const field = loc ? fieldOf(expression) : undefined;
        const where = line ? ` line ${line}${expression}${field ? `, field "${field}"` : ''}` : '';
        const prefix = who ? `${who}: ` : '';
        const missing = err.message.match(/^"([^"]+)" not defined/);
        if (missing) {
          const what = who ? 'which this counter does not have' : 'which the data does not have';
          throw new InputError(`${prefix}${o.what} ${file}${where} uses the field "${missing[1]}", ${what}`);
        }
        throw new InputError(`${prefix}${o.what} ${file}${where}: ${err.message.split('\n')[0]}`);
      }
    },
  };
  compiled.set(id, template);
  return template;
}
