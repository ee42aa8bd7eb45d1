import type { SquareMap } from '../../model/schema/map.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import { suggest } from '../../util/suggest.js';

export type PontoonSite = SquareMap['bridges'][number];

/** A pontoon site by its id, or by any of its four sectors ("B8", "J9"). */
export function findPontoonSite(map: SquareMap, key: string): PontoonSite {
  const sites = map.bridges.filter((b) => b.kind === 'pontoon-site');
  const upper = key.toUpperCase();
  const site =
    sites.find((b) => b.id === key) ??
    sites.find((b) => [...b.bridgeheads, ...b.sectors].some((x) => x.toUpperCase() === upper));
  if (site) return site;
  const near = suggest(
    key,
    sites.map((b) => b.id),
  );
  throw new KeyedRefusal(
    msg('remagen.refused.notSite', {
      key,
      sites: sites.map((b) => `${b.id} (${b.bridgeheads[0]}-${b.bridgeheads[1]})`).join(', '),
      near: near ? msg('remagen.refused.didYouMean', { near }) : '',
    }),
  );
}
