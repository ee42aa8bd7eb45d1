import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { loadScenario } from '../../../src/load/load-scenario.js';

// What a Nordwind card says to a player: its title, value and text, never the referee's id, and its type only where
// the title does not already name it. Backs come light (pale tints that spare the ink) or, asked for, dark
// (the deck colour edge to edge).
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function cardSvgs(...flags: string[]): Promise<{ front: string[]; back: string[] }> {
  const out = mkdtempSync(join(tmpdir(), 'sandtable-card-words-'));
  temps.push(out);
  const r = await runCli('build', 'nordwind', '--only', 'cards', '--format', 'svg', '--out', out, ...flags);
  expect(r.code, r.err).toBe(0);
  const read = (re: RegExp) =>
    readdirSync(out)
      .filter((f) => re.test(f))
      .map((f) => readFileSync(join(out, f), 'utf8'));
  return { front: read(/^cards-\d+-front\.svg$/), back: read(/^cards-\d+-back\.svg$/) };
}

const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('card faces and backs', () => {
  it('no face prints a card id, and a type label only where the title does not begin with the type', async () => {
    const s = loadScenario(join(process.cwd(), 'data', 'nordwind'));
    const deck = s.cards!;
    const { front } = await cardSvgs();
    const printed = front.flatMap(words);
    expect(printed.length).toBeGreaterThan(100);
    for (const c of deck.cards) if (c.id !== c.title) expect(printed, c.id).not.toContain(c.id);
    const types = new Map(deck.types.map((t) => [t.id, t.name]));
    const labels = printed.filter((w) => [...types.values()].some((n) => w === n.toUpperCase()));
    const wanted = deck.cards
      .filter((c) => !c.title.toLowerCase().startsWith(types.get(c.type)!.toLowerCase()))
      .map((c) => types.get(c.type)!.toUpperCase());
    // Every label printed belongs to a card whose title does not name its type (Snowstorm's does, Withdraw's...).
    for (const l of labels) expect(wanted, l).toContain(l);
    expect(printed).not.toContain('MOVEMENT');
  });

  it('backs print pale by default; --card-backs dark prints the deck colour; anything else is refused', async () => {
    // How pale the back looks: its pixels' mean brightness once drawn (what the ink costs), not its fill attributes,
    // which count a line of dark text on a pale back the same as the background.
    const brightness = async (svg: string) => {
      const { default: sharp } = await import('sharp');
      const { channels } = await sharp(Buffer.from(svg), { density: 36 }).flatten({ background: '#fff' }).stats();
      return (channels[0]!.mean + channels[1]!.mean + channels[2]!.mean) / 3;
    };
    const light = await brightness((await cardSvgs()).back[0]!);
    const dark = await brightness((await cardSvgs('--card-backs', 'dark')).back[0]!);
    expect(dark).toBeLessThan(140);
    expect(light).toBeGreaterThan(200);
    const r = await runCli('build', 'nordwind', '--only', 'cards', '--card-backs', 'grey', '--out', temps[0]!);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/--card-backs must be dark or light, not "grey"/);
  });
});
