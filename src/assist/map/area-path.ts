import type { AreaGraph, ConnectionKind } from './area-graph.js';

export interface AreaPathQuery {
  /** Only these kinds of connection may be followed (e.g. roads and bridges for a supply line). */
  kinds: readonly ConnectionKind[];
  /** Whether the path may enter this area (the start is never asked). */
  mayEnter(area: string): boolean;
  isGoal(area: string): boolean;
}

/**
 * The shortest chain of areas from `from` to a goal, start and goal included, or undefined when
 * there is none. Breadth-first, neighbours in map order, so the same position always gives the same path.
 */
export function findAreaPath(graph: AreaGraph, from: string, q: AreaPathQuery): string[] | undefined {
  if (q.isGoal(from)) return [from];
  const cameFrom = new Map<string, string>([[from, from]]);
  let frontier = [from];
  while (frontier.length) {
    const next: string[] = [];
    for (const here of frontier)
      for (const there of graph.neighbours(here, q.kinds)) {
        if (cameFrom.has(there) || !q.mayEnter(there)) continue;
        cameFrom.set(there, here);
        if (q.isGoal(there)) {
          const path = [there];
          for (let at = here; at !== from; at = cameFrom.get(at)!) path.unshift(at);
          return [from, ...path];
        }
        next.push(there);
      }
    frontier = next;
  }
  return undefined;
}
