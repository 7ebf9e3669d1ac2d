/**
 * A deliberately naive poker evaluator written for the tests, independent of @pokerchart/evaluator:
 * it values every five-card subset from first principles and takes the best.
 */
export type Ranking = 'standard' | 'paigow-wheel' | 'shortdeck';

const rank = (c: number): number => c >> 2;
const suit = (c: number): number => c & 3;

/** Value of exactly five cards: higher wins. */
export function naive5(cards: readonly number[], ranking: Ranking = 'standard', tripsBeatStraight = false): number {
  const rs = cards.map(rank).sort((a, b) => b - a);
  const flush = cards.every((c) => suit(c) === suit(cards[0]!));
  const distinct = new Set(rs).size === 5;
  let straightHigh = -1; // doubled ranks so the Pai Gow wheel can sit between K-high and A-high
  if (distinct && rs[0]! - rs[4]! === 4) straightHigh = rs[0]! * 2;
  if (distinct && rs.join() === '12,3,2,1,0') straightHigh = ranking === 'paigow-wheel' ? 23 : 6; // 5-high = rank 3 → 6
  if (distinct && ranking === 'shortdeck' && rs.join() === '12,7,6,5,4') straightHigh = 7 * 2 - 1; // A-6-7-8-9: lowest (below 6-T = 16)
  const counts = new Map<number, number>();
  for (const r of rs) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shape = groups.map((g) => g[1]).join('');
  let cat: string;
  if (straightHigh >= 0 && flush) cat = 'sf';
  else if (shape === '41') cat = 'quads';
  else if (shape === '32') cat = 'full';
  else if (flush) cat = 'flush';
  else if (straightHigh >= 0) cat = 'straight';
  else if (shape === '311') cat = 'trips';
  else if (shape === '221') cat = 'twopair';
  else if (shape === '2111') cat = 'pair';
  else cat = 'high';
  const order =
    ranking === 'shortdeck'
      ? tripsBeatStraight
        ? ['high', 'pair', 'twopair', 'straight', 'trips', 'full', 'flush', 'quads', 'sf']
        : ['high', 'pair', 'twopair', 'trips', 'straight', 'full', 'flush', 'quads', 'sf']
      : ['high', 'pair', 'twopair', 'trips', 'straight', 'flush', 'full', 'quads', 'sf'];
  const tiebreak = cat === 'sf' || cat === 'straight' ? [straightHigh] : groups.map((g) => g[0] * 2);
  let v = order.indexOf(cat);
  for (let i = 0; i < 5; i++) v = v * 32 + (tiebreak[i] ?? 0);
  return v;
}

/** 8-or-better low of exactly five cards: 0 = none, else higher is a better low. */
export function naiveLow5(cards: readonly number[]): number {
  const vals = cards.map((c) => (rank(c) === 12 ? 1 : rank(c) + 2)).sort((a, b) => b - a);
  if (new Set(vals).size !== 5 || vals[0]! > 8) return 0;
  let v = 0;
  for (const x of vals) v = v * 16 + x;
  return 16 ** 5 - v;
}

function* choose<T>(items: readonly T[], k: number, from = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) {
    yield acc.slice();
    return;
  }
  for (let i = from; i <= items.length - (k - acc.length); i++) {
    acc.push(items[i]!);
    yield* choose(items, k, i + 1, acc);
    acc.pop();
  }
}

export { choose };

/** Best of every allowed five-card subset. */
export function naiveBest(
  hole: readonly number[],
  board: readonly number[],
  rule: 'any' | { hole: number; board: number },
  five: (cards: number[]) => number,
): number {
  let best = 0;
  if (rule === 'any') {
    for (const c of choose([...hole, ...board], 5)) best = Math.max(best, five(c));
  } else {
    for (const h of choose(hole, rule.hole)) for (const b of choose(board, rule.board)) best = Math.max(best, five([...h, ...b]));
  }
  return best;
}

/** Pot shares of one runout: high half and low half (R168), ties split. */
export function shares(highs: readonly number[], lows: readonly number[] | null): number[] {
  const out = highs.map(() => 0);
  const bestHi = Math.max(...highs);
  const hiWinners = highs.flatMap((v, i) => (v === bestHi ? [i] : []));
  const bestLo = lows ? Math.max(...lows) : 0;
  if (bestLo === 0) {
    for (const i of hiWinners) out[i]! += 1 / hiWinners.length;
    return out;
  }
  const loWinners = lows!.flatMap((v, i) => (v === bestLo ? [i] : []));
  for (const i of hiWinners) out[i]! += 0.5 / hiWinners.length;
  for (const i of loWinners) out[i]! += 0.5 / loWinners.length;
  return out;
}

/** Exact equity by brute force: every runout, every hand valued naively. */
export function naiveEquity(opts: {
  deck: readonly number[];
  hands: readonly number[][];
  board: readonly number[];
  dead?: readonly number[];
  boardSize: number;
  rule: 'any' | { hole: number; board: number };
  ranking?: Ranking;
  tripsBeatStraight?: boolean;
  low?: boolean;
  /** Values five cards instead of naive5 (higher wins). */
  high5?: (cards: number[]) => number;
  /** Values five cards for the low half instead of naiveLow5 (0 = no qualifying low). */
  low5?: (cards: number[]) => number;
}): { runouts: number; win: number[]; tie: number[]; equity: number[] } {
  const used = new Set([...opts.hands.flat(), ...opts.board, ...(opts.dead ?? [])]);
  const rest = opts.deck.filter((c) => !used.has(c));
  const n = opts.hands.length;
  const win = new Array<number>(n).fill(0);
  const tie = new Array<number>(n).fill(0);
  const eq = new Array<number>(n).fill(0);
  let runouts = 0;
  const five = opts.high5 ?? ((c: number[]): number => naive5(c, opts.ranking ?? 'standard', opts.tripsBeatStraight ?? false));
  for (const more of choose(rest, opts.boardSize - opts.board.length)) {
    const board = [...opts.board, ...more];
    const highs = opts.hands.map((h) => naiveBest(h, board, opts.rule, five));
    const lows = opts.low || opts.low5 ? opts.hands.map((h) => naiveBest(h, board, opts.rule, opts.low5 ?? naiveLow5)) : null;
    const s = shares(highs, lows);
    runouts++;
    s.forEach((x, i) => {
      if (x === 1) win[i]!++;
      else if (x > 0) tie[i]!++;
      eq[i]! += x;
    });
  }
  return { runouts, win: win.map((w) => w / runouts), tie: tie.map((t) => t / runouts), equity: eq.map((e) => e / runouts) };
}
