// A deliberately naive reference for the tests, written straight from R136-R140, R170 and R176:
// a five-card hand becomes [category precedence, ...tie-break ranks] compared element by element.
// It shares no code with the package.
export type Ranking = 'standard' | 'paigow-wheel' | 'shortdeck' | 'shortdeck-tbs';

const CATS = ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'];

/** Precedence (higher wins) of each category name under a ranking. */
function precedence(cat: string, ranking: Ranking): number {
  const order =
    ranking === 'shortdeck'
      ? ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'full-house', 'flush', 'four-of-a-kind', 'straight-flush']
      : ranking === 'shortdeck-tbs'
        ? ['high-card', 'one-pair', 'two-pair', 'straight', 'three-of-a-kind', 'full-house', 'flush', 'four-of-a-kind', 'straight-flush']
        : CATS;
  return order.indexOf(cat);
}

/** Straight "height" for tie-breaking, or -1: rank of the top card, wheel special per ranking. */
function straightHeight(ranks: number[], ranking: Ranking): number {
  const u = [...new Set(ranks)].sort((a, b) => b - a);
  if (u.length !== 5) return -1;
  if (u[0]! - u[4]! === 4) return u[0]!;
  const key = u.join(',');
  if (key === '12,3,2,1,0') {
    if (ranking === 'standard') return 3; // five-high (R140)
    if (ranking === 'paigow-wheel') return 11.5; // between K-high (11) and A-high (12), R170
    return -1; // short deck has no wheel (R175)
  }
  if (key === '12,7,6,5,4' && (ranking === 'shortdeck' || ranking === 'shortdeck-tbs')) return 6.5; // below T-high (8), R175
  return -1;
}

/** [category name, tie-break list] of exactly five cards (card = rank*4+suit). */
export function classify5(cards: readonly number[], ranking: Ranking): { cat: string; key: number[] } {
  const ranks = cards.map((c) => c >> 2);
  const flush = cards.every((c) => (c & 3) === (cards[0]! & 3));
  const sh = straightHeight(ranks, ranking);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shape = groups.map((g) => g[1]).join('');
  const byGroup = groups.map((g) => g[0]);
  if (sh >= 0 && flush) return { cat: 'straight-flush', key: [sh] };
  if (shape === '41') return { cat: 'four-of-a-kind', key: byGroup };
  if (shape === '32') return { cat: 'full-house', key: byGroup };
  if (flush) return { cat: 'flush', key: byGroup };
  if (sh >= 0) return { cat: 'straight', key: [sh] };
  if (shape === '311') return { cat: 'three-of-a-kind', key: byGroup };
  if (shape === '221') return { cat: 'two-pair', key: byGroup };
  if (shape === '2111') return { cat: 'one-pair', key: byGroup };
  return { cat: 'high-card', key: byGroup };
}

/** Sign of the comparison of two five-card hands under a ranking (R137). */
export function compare5(a: readonly number[], b: readonly number[], ranking: Ranking): number {
  const x = classify5(a, ranking);
  const y = classify5(b, ranking);
  const px = precedence(x.cat, ranking);
  const py = precedence(y.cat, ranking);
  if (px !== py) return Math.sign(px - py);
  for (let i = 0; i < x.key.length; i++) if (x.key[i] !== y.key[i]) return Math.sign(x.key[i]! - y.key[i]!);
  return 0;
}

/** Every k-subset of an array. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [first!, ...s]), ...subsets(rest, k)];
}

/** The best five-card subset by the reference comparison (any one of the best). */
export function bestOf(fives: readonly (readonly number[])[], ranking: Ranking): readonly number[] {
  let best = fives[0]!;
  for (const f of fives) if (compare5(f, best, ranking) > 0) best = f;
  return best;
}
