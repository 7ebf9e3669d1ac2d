// A naive reference for the lowball tests, written straight from R190-R192 and sharing no code
// with the package: a hand becomes a number where a HIGHER number is a BETTER hand (R194).

/** Ace-to-five (R190): aces are 1; pairing shape first (no pair best … quads worst), then the grouped ranks, lower better. */
export function refAceToFive(cards: readonly number[]): number {
  const values = cards.map((c) => (c >> 2 === 12 ? 1 : (c >> 2) + 2));
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  // largest group first, then the higher rank first: the order in which lows are compared
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shapes = ['11111', '2111', '221', '311', '32', '41'];
  let badness = shapes.indexOf(groups.map((g) => g[1]).join(''));
  for (let i = 0; i < 5; i++) badness = badness * 16 + (groups[i]?.[0] ?? 0);
  return 2 ** 40 - badness;
}

/** The R191 category of five cards under deuce-to-seven (the standard categories, the ace high only). */
export function refDeuceToSevenCategory(cards: readonly number[]): string {
  return classifyDeuce(cards).cat;
}

function classifyDeuce(cards: readonly number[]): { cat: string; badness: number } {
  const ranks = cards.map((c) => c >> 2);
  const flush = cards.every((c) => (c & 3) === (cards[0]! & 3));
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  // no wrap-around and no wheel: A-2-3-4-5 is ace high (R191)
  const straight = groups.length === 5 && groups[0]![0] - groups[4]![0] === 4;
  const shape = groups.map((g) => g[1]).join('');
  const cat =
    straight && flush ? 'straight-flush'
    : shape === '41' ? 'four-of-a-kind'
    : shape === '32' ? 'full-house'
    : flush ? 'flush'
    : straight ? 'straight'
    : shape === '311' ? 'three-of-a-kind'
    : shape === '221' ? 'two-pair'
    : shape === '2111' ? 'one-pair'
    : 'high-card';
  const order = ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'];
  let badness = order.indexOf(cat);
  for (let i = 0; i < 5; i++) badness = badness * 16 + (groups[i]?.[0] ?? 0);
  return { cat, badness };
}

/** Deuce-to-seven (R191): the standard high order without the wheel, reversed. */
export function refDeuceToSeven(cards: readonly number[]): number {
  return 2 ** 40 - classifyDeuce(cards).badness;
}

/** Badugi (R192): every subset is tried; the largest of distinct ranks and suits, then its ranks high to low, lower better (aces 1). */
export function refBadugi(cards: readonly number[]): { value: number; size: number; cards: number[] } {
  let best = { value: -1, size: 0, cards: [] as number[] };
  for (let set = 1; set < 1 << cards.length; set++) {
    const pick = cards.filter((_, i) => (set & (1 << i)) !== 0);
    if (new Set(pick.map((c) => c >> 2)).size !== pick.length || new Set(pick.map((c) => c & 3)).size !== pick.length) continue;
    const values = pick.map((c) => (c >> 2 === 12 ? 1 : (c >> 2) + 2)).sort((a, b) => b - a);
    let badness = 0;
    for (let i = 0; i < 4; i++) badness = badness * 16 + (values[i] ?? 0);
    const value = pick.length * 16 ** 4 + (16 ** 4 - 1 - badness);
    if (value > best.value) best = { value, size: pick.length, cards: pick };
  }
  return best;
}

/** The best value of `value` over every k-subset of `cards`. */
export function bestOfSubsets(cards: readonly number[], k: number, value: (five: number[]) => number): number {
  let best = -Infinity;
  const pick: number[] = [];
  const rec = (from: number): void => {
    if (pick.length === k) {
      best = Math.max(best, value(pick));
      return;
    }
    for (let i = from; i <= cards.length - (k - pick.length); i++) {
      pick.push(cards[i]!);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  return best;
}
