import type { Scenario } from '../model/scenario.js';
import type { OpposedRollProcedure } from '../model/schema/rules.js';
import { parseDice } from '../model/dice-spec.js';
import { firstWins, opposedChance } from '../model/hook-numbers.js';
import { areaGraph } from '../assist/map/area-graph.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import type { Session } from '../assist/table/session.js';
import { KeyedRefusal, msg } from '../assist/messages.js';
import { reportHead, type Chance, type RuleReport } from './report.js';

// An opposed roll in each place named, as rules.yaml declares it (Death of a Division's turn-1 surprise, 9): both
// sides roll the declared dice in every place, the first side wins a higher roll and the tie goes where `ties`
// says. The places the first side wins are kept in the journal's state for the procedures that read them.

export interface OpposedRequest {
  places: readonly string[];
  turn?: number;
  /** Each side's faces as rolled by hand, by side id, in the order of the places. */
  faces: Record<string, number[] | undefined>;
}

/** A place's id and its name on the map: an area by its id, a hex or sector by its label. */
function placeNames(s: Scenario, ids: readonly string[]): string[] {
  const map = s.map;
  if (map?.kind === 'area') {
    const graph = areaGraph(map);
    return ids.map((id) => graph.area(id).name);
  }
  if (map) {
    const index = gridMapIndex(map);
    for (const id of ids) index.cell(id);
  }
  return [...ids];
}

export function runOpposedRoll(s: Scenario, p: OpposedRollProcedure, rq: OpposedRequest, session: Session): RuleReport {
  const o = p.roll;
  const turn = rq.turn ?? p.onTurn?.turn;
  if (p.onTurn && turn !== p.onTurn.turn)
    throw new KeyedRefusal(
      msg('opposed.onTurn', { title: p.title, on: p.onTurn.turn, turn: turn ?? '?', section: p.onTurn.section }),
    );
  const names = placeNames(s, rq.places);
  const side = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const chance = opposedChance(o);
  const outcomes: Chance[] = [
    { code: p.win.code, meaning: p.win.text, ...chance },
    {
      code: p.lose.code,
      meaning: p.lose.text,
      probability: 1 - chance.probability,
      fraction: complement(chance.fraction),
    },
  ];
  const area = s.map?.kind === 'area';
  const report: RuleReport = {
    ...reportHead(s, p, session),
    before: [
      msg('opposed.ties', {
        places: names.join(', '),
        side: side(o.ties === 'first' ? o.first : o.second),
        dice: o.dice,
        section: o.section,
      }),
    ],
    chances: {
      heading: msg(
        session.preview
          ? area
            ? 'opposed.chancesAreaPreview'
            : 'opposed.chancesCellPreview'
          : area
            ? 'opposed.chancesArea'
            : 'opposed.chancesCell',
      ),
      outcomes,
    },
    after: [],
    rolls: [],
    data: { turn, chance, [p.places.id]: [...rq.places] },
  };
  if (session.preview) return report;
  const { count, sides } = parseDice(o.dice);
  const given = rq.faces[o.first] !== undefined || rq.faces[o.second] !== undefined;
  const box = session.dice(given);
  // Each side rolls the declared dice in each place, in the order the places are named.
  const totals = (id: string) => {
    const faces = box.faces(`--${id}-dice`, rq.places.length * count, rq.faces[id], sides);
    return rq.places.map((_, i) => faces.slice(i * count, (i + 1) * count).reduce((a, b) => a + b, 0));
  };
  const first = totals(o.first);
  const second = totals(o.second);
  const results = rq.places.map((place, i) => {
    const wins = firstWins(o, first[i], second[i]);
    const said = wins ? p.win : p.lose;
    report.after.push(
      msg('opposed.result', {
        place: names[i],
        first: side(o.first),
        firstRoll: first[i],
        second: side(o.second),
        secondRoll: second[i],
        code: said.code,
        text: said.text,
      }),
    );
    return { place, [o.first]: first[i], [o.second]: second[i], wins, outcome: said.code };
  });
  for (const n of p.notes) report.after.push(msg('opposed.note', { text: n.text }));
  const kept: Record<string, unknown> = {};
  if (p.win.record) {
    const before = session.state<string[]>(p.win.record, []);
    kept[p.win.record] = [
      ...before.filter((x) => !rq.places.includes(x)),
      ...results.filter((r) => r.wins).map((r) => r.place),
    ];
  }
  if (turn !== undefined) kept.turn = turn;
  session.record(
    {
      command: p.id,
      inputs: { [p.places.id]: [...rq.places], turn },
      result: results.map((r) => ({ place: r.place, wins: r.wins })),
      turn,
    },
    kept,
  );
  report.rolls = box.rolls;
  report.data.results = results;
  return report;
}

const complement = (fraction: string): string => {
  const [a, b] = fraction.split('/').map(Number);
  return `${b - a}/${b}`;
};
