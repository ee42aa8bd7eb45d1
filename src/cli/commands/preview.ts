import type { Command } from 'commander';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { resolveGameFolder } from '../../load/bundled.js';
import { PART_IDS, type PartId } from '../../parts/part.js';
import { escapeXml } from '../../print/escape.js';
import type { Io } from '../io.js';
import { KeyedUsage, msg } from '../../assist/messages.js';
import { watchBuild, type BuildFlags } from './build.js';

/** The sheets a page shows, and how each is served. */
const TYPES: Record<string, string> = { '.png': 'image/png', '.pdf': 'application/pdf' };
/** Nothing of the page reaches past this server: no script, style or picture from elsewhere. */
const HEADERS = {
  'content-security-policy': "default-src 'self'; object-src 'self'; frame-src 'self'",
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

interface PreviewState {
  version: number;
  kitDir?: string;
  /** The last build's problems, when it failed; the sheets shown are then the last good ones. */
  problems: string[];
}

/** A sheet's front before its back. */
const order = (name: string) => name.replace(/-front\b/, '-0').replace(/-back\b/, '-1');

/** The kit's sheets in the order a player prints them: counters, map, cards…, each part's pages in order. */
function sheetFiles(dir: string | undefined): string[] {
  if (!dir) return [];
  try {
    return readdirSync(dir)
      .filter((f) => !f.startsWith('.') && extname(f) in TYPES && statSync(join(dir, f)).isFile())
      .sort((a, b) => order(a).localeCompare(order(b), 'en', { numeric: true }));
  } catch {
    return [];
  }
}

function page(title: string, state: PreviewState): string {
  const files = sheetFiles(state.kitDir);
  const sheets = files.map((f) => {
    const src = `/kit/${encodeURIComponent(f)}?v=${state.version}`;
    const body =
      extname(f) === '.png'
        ? `<img src="${src}" alt="${escapeXml(f)}">`
        : `<object data="${src}" type="application/pdf"><a href="${src}">${escapeXml(f)}</a></object>`;
    return `<figure><figcaption>${escapeXml(f)}</figcaption>${body}</figure>`;
  });
  const problems = state.problems.length
    ? `<pre class="problems">${escapeXml(state.problems.join('\n'))}\n\nThe sheets below are the last good build.</pre>`
    : '';
  const none = state.kitDir ? '<p>The kit has no PNG or PDF sheets: build with --format png or pdf.</p>' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}: preview</title><link rel="stylesheet" href="/preview.css"></head>
<body data-version="${state.version}"><h1>${escapeXml(title)}</h1>
<p class="note">Build ${state.version}. The page reloads itself after each rebuild.</p>
${problems}${files.length ? sheets.join('\n') : none}
<script src="/preview.js"></script></body></html>
`;
}

const CSS = `body { font: 14px/1.4 "DejaVu Sans", sans-serif; margin: 1em; background: #eee; }
figure { margin: 0 0 2em; } figcaption { font-weight: bold; margin-bottom: .3em; }
img { max-width: 100%; background: #fff; box-shadow: 0 1px 4px #0004; }
object { width: 100%; height: 90vh; } .problems { background: #fdd; padding: 1em; white-space: pre-wrap; }
.note { color: #555; }
`;
// The page listens for the server's word that a build finished and reloads; it reconnects if the server restarts.
// The scroll position survives the reload, so the sheet being looked at stays in view.
const SCRIPT = `const y = Number(sessionStorage.getItem('preview-y'));
if (y) addEventListener('load', () => scrollTo(0, y));
const events = new EventSource('/events');
events.onmessage = (e) => {
  if (e.data === document.body.dataset.version) return;
  sessionStorage.setItem('preview-y', String(scrollY));
  location.reload();
};
`;

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type, ...HEADERS });
  res.end(body);
}

export function registerPreview(program: Command, io: Io): void {
  program
    .command('preview')
    .description('build a game, show every sheet on a local page (127.0.0.1) and rebuild and reload on each save')
    .argument('<game>', 'a bundled game id or a game folder')
    .option('--only <parts>', `comma-separated parts: ${PART_IDS.join(',')}`)
    .option('--format <formats>', 'what the page shows: png, pdf or both', 'png')
    .option('--paper <paper>', 'letter, a4, a3, tabloid (ledger), legal, or WxH', 'letter')
    .option('--lang <lang>', 'en, or a locale the game has', 'en')
    .option('--out <dir>', 'output folder (default ./output/GAME/ under the current folder)')
    .option('--port <port>', 'port on 127.0.0.1 (default: a free one)', '0')
    .action(async (game: string, flags: BuildFlags & { port: string; format: string }) => {
      const port = Number(flags.port);
      if (!/^\d{1,5}$/.test(flags.port) || port > 65535)
        throw new KeyedUsage(msg('refused.portFlag', { port: flags.port.slice(0, 20) }));
      if (!flags.format.split(',').some((f) => f.trim() === 'png' || f.trim() === 'pdf'))
        throw new KeyedUsage(msg('refused.previewFormat'));
      const parts = flags.only
        ? flags.only.split(',').map((p) => {
            if (!PART_IDS.includes(p.trim() as PartId))
              throw new KeyedUsage(msg('refused.unknownPart', { part: p.trim(), parts: PART_IDS.join(', ') }));
            return p.trim() as PartId;
          })
        : [...PART_IDS];
      const dir = resolveGameFolder(game);
      const state: PreviewState = { version: 0, problems: [] };
      const listeners = new Set<ServerResponse>();
      const tell = () => {
        for (const res of listeners) res.write(`data: ${state.version}\n\n`);
      };
      const server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        if (req.method !== 'GET') return send(res, 405, 'text/plain', 'only GET');
        if (url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', page(game, state));
        if (url.pathname === '/preview.js') return send(res, 200, 'text/javascript', SCRIPT);
        if (url.pathname === '/preview.css') return send(res, 200, 'text/css', CSS);
        if (url.pathname === '/state')
          return send(res, 200, 'application/json', JSON.stringify({ ...state, sheets: sheetFiles(state.kitDir) }));
        if (url.pathname === '/events') {
          res.writeHead(200, { 'content-type': 'text/event-stream', ...HEADERS });
          res.write(`data: ${state.version}\n\n`);
          listeners.add(res);
          req.on('close', () => listeners.delete(res));
          return;
        }
        // Only a sheet the kit folder lists, by its bare name: no path reaches past it.
        const name = url.pathname.startsWith('/kit/') ? decodeURIComponent(url.pathname.slice(5)) : '';
        if (name && sheetFiles(state.kitDir).includes(name) && state.kitDir)
          return send(res, 200, TYPES[extname(name)], readFileSync(join(state.kitDir, name)));
        send(res, 404, 'text/plain', 'not found');
      });
      await new Promise<void>((ready, fail) => {
        server.once('error', (e: NodeJS.ErrnoException) =>
          fail(new KeyedUsage(msg('refused.cannotServe', { port, why: e.code ?? e.message }))),
        );
        server.listen(port, '127.0.0.1', () => ready());
      });
      const address = server.address();
      const at = typeof address === 'object' && address ? address.port : port;
      io.out(`preview: http://127.0.0.1:${at}/ (Ctrl+C to stop)`);
      await watchBuild(dir, parts, flags, io, {
        built(kitDir) {
          state.kitDir = kitDir;
          state.problems = [];
          state.version++;
          tell();
        },
        failed(lines) {
          state.problems = lines;
          state.version++;
          tell();
        },
        stopping() {
          for (const res of listeners) res.end();
          server.closeAllConnections();
          server.close();
        },
      });
      io.err('preview: stopped');
    });
}
