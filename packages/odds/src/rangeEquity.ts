import { type Card, createRng, formatCards } from '@pokerchart/cards';
import { type VariantDescriptor, variantDeck } from '@pokerchart/engine';
import { binomial, type EquityPlan, deckName } from './prepareEquity.js';
import { boardMajor } from './boardMajor.js';
import { createScorer } from './createScorer.js';
import { runoutChunks, walkRunouts } from './walkRunouts.js';
import { type EquityProgress, type EquityResult, type HandEquity, createTally, mergeTally, tallyToHands } from './EquityResult.js';
import { OddsInputError } from './errors.js';
import { type Range, type RangeHand, rangeHands } from './parseRange.js';
import { checkCards } from './readCards.js';
import { SLICE } from './runEquity.js';

/**
 * Range equity is exact by default when one of two ways of enumerating fits in this much work
 * (200,000,000), and Monte Carlo otherwise (pass `exact: true` to enumerate anyway):
 *
 * - matchup by matchup: the distinct matchups (combinations of one hand per player that share no
 *   card, counted once per suit pattern: A♥A♠ v K♦K♣ and A♣A♦ v K♥K♠ are one) times the runouts
 *   of each, a matchup counting as at least 20,000. Before the flop a runout costs far less than
 *   a board dealt one by one, so this covers about 115 distinct matchups (QQ+,AKs v JJ-88 has 56);
 * - runout by runout: the runouts of the deck left after the board and the dead cards, times the
 *   hands of all ranges plus the combinations of one hand per player. This covers the flop,
 *   the turn and the river for most ranges (a random hand against QQ+,AKs on a K♦7♣2♥ flop is
 *   1,176 runouts times 1,176 + 18 + 1,176 x 18).
 */
export const EXACT_RANGE_WORK = 200_000_000;

/** Each distinct matchup counts as at least this many runouts in {@link EXACT_RANGE_WORK}: it costs a scorer set-up. @internal */
export const MATCHUP_FLOOR = 20_000;

/** Ranges whose product of sizes is above this go to Monte Carlo without listing their matchups (unless `exact: true`). @internal */
export const MAX_LISTED = 400_000;

/** One player's hands for the range engine: a known hand is a one-hand range. @internal */
export interface PlayerHands {
  what: string;
  known: boolean;
  hands: RangeHand[];
}

/** Settings of a range run. @internal */
export interface RangeRun {
  variant: VariantDescriptor;
  players: (Card[] | Range)[];
  board: Card[];
  dead: Card[];
  exact: boolean | undefined;
  samples: number;
  seed: number;
  onProgress?: ((p: EquityProgress) => void) | undefined;
  /** For tests: force one exact method. */
  method?: 'matchups' | 'runouts' | undefined;
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Validates a range problem: known hands, board and dead cards as for hands; each range loses
 * the hands that use a card of the board, the dead cards or a known hand, or a card outside the
 * variant's deck. @internal
 */
export function rangePlayers(variant: VariantDescriptor, players: (Card[] | Range)[], board: Card[], dead: Card[]): PlayerHands[] {
  const deck = variantDeck(variant);
  const known = players.flatMap((p, i) => (Array.isArray(p) ? [{ what: `hand ${i + 1}`, cards: p }] : []));
  for (const k of known) {
    if (k.cards.length !== variant.holeCards) {
      throw new OddsInputError(
        'HOLE_CARD_COUNT',
        `${k.what} has ${k.cards.length} card${k.cards.length === 1 ? '' : 's'}; ${variant.name} deals exactly ${variant.holeCards} hole cards (R35)`,
      );
    }
  }
  checkCards([...known, { what: 'the board', cards: board }, { what: 'the dead cards', cards: dead }], deck, deckName(variant));
  const inDeck = new Set(deck);
  const removed = [...board, ...dead, ...known.flatMap((k) => k.cards)];
  return players.map((p, i) => {
    const what = `hand ${i + 1}`;
    if (Array.isArray(p)) return { what, known: true, hands: [{ cards: p, weight: 1 }] };
    const wrong = p.hands.find((h) => h.cards.length !== variant.holeCards);
    if (wrong) {
      throw new OddsInputError(
        'HOLE_CARD_COUNT',
        `the range of ${what} holds ${wrong.cards.length}-card hands (${formatCards(wrong.cards).join('')}); ${variant.name} deals exactly ${variant.holeCards} hole cards (R35). PokerStove notation (AKs, TT+) is for two-card hands: list ${variant.name} hands one by one (AsKsQdJd, …)`,
      );
    }
    if (p.hands.length === 0) {
      throw new OddsInputError(
        'EMPTY_RANGE',
        p.text === ''
          ? `the range of ${what} holds no hand: give it at least one hand of weight above 0`
          : `the range of ${what} ("${p.text}") holds no hand: its weights removed every hand it names (a weight of 0 leaves a hand out); give at least one hand a weight above 0`,
      );
    }
    const hands = rangeHands(p, removed).filter((h) => h.cards.every((c) => inDeck.has(c)));
    if (hands.length === 0) {
      throw new OddsInputError('EMPTY_RANGE', `the range of ${what} ("${p.text}") holds no hand once the board, the dead cards and the known hands are removed`);
    }
    return { what, known: false, hands };
  });
}

/** The suit permutations that map the deck, the board and the dead cards onto themselves. */
function symmetries(deck: readonly Card[], board: readonly Card[], dead: readonly Card[]): Int8Array[] {
  const perms: Int8Array[] = [];
  const rec = (p: number[]): void => {
    if (p.length === 4) {
      perms.push(Int8Array.from(p));
      return;
    }
    for (let s = 0; s < 4; s++) if (!p.includes(s)) rec([...p, s]);
  };
  rec([]);
  const same = (cards: readonly Card[], perm: Int8Array): boolean => {
    const set = new Set(cards);
    return cards.every((c) => set.has((c & ~3) | perm[c & 3]!));
  };
  return perms.filter((perm) => same(deck, perm) && same(board, perm) && same(dead, perm));
}

/** A matchup: one hand index per player. */
interface Group {
  weight: number;
  tuple: Card[][];
}

/**
 * Lists every matchup (one hand per player, no card shared), grouped by suit pattern. Returns the
 * groups and the number of matchups, or null when there are more than `limit` combinations to try.
 */
function listMatchups(players: PlayerHands[], perms: Int8Array[], limit: number): { groups: Group[]; matchups: number } | null {
  let product = 1;
  for (const p of players) product *= p.hands.length;
  if (product > limit) return null;
  const n = players.length;
  const groups = new Map<string, Group>();
  const used = new Uint8Array(52);
  const pick: RangeHand[] = [];
  let matchups = 0;
  const sym = perms.length > 1;
  const all = perms.length === 24;
  const relabel = new Int8Array(4);
  const keyOf = (): string => {
    if (!sym) return pick.map((h) => h.cards.join('.')).join('|');
    if (all) {
      // every suit permutation allowed: relabel the suits in order of first appearance (hands in
      // player order, cards highest first). Equal keys are always one suit pattern; one pattern
      // may get two keys (ties between equal ranks), which only costs a duplicate evaluation.
      relabel.fill(-1);
      let next = 0;
      let key = '';
      for (const h of pick) {
        const mapped: number[] = [];
        for (const c of h.cards) {
          const s = c & 3;
          if (relabel[s] === -1) relabel[s] = next++;
          mapped.push((c & ~3) + relabel[s]!);
        }
        mapped.sort((x, y) => y - x);
        key += String.fromCharCode(...mapped.map((c) => 48 + c)) + '|';
      }
      return key;
    }
    let best = '';
    for (const perm of perms) {
      const k = pick
        .map((h) =>
          h.cards
            .map((c) => (c & ~3) | perm[c & 3]!)
            .sort((x, y) => y - x)
            .join('.'),
        )
        .join('|');
      if (best === '' || k < best) best = k;
    }
    return best;
  };
  const rec = (p: number, w: number): void => {
    if (p === n) {
      matchups++;
      const key = keyOf();
      const g = groups.get(key);
      if (g) g.weight += w;
      else groups.set(key, { weight: w, tuple: pick.map((h) => [...h.cards]) });
      return;
    }
    for (const h of players[p]!.hands) {
      const cs = h.cards;
      let clash = false;
      for (let i = 0; i < cs.length; i++) if (used[cs[i]!]) clash = true;
      if (clash) continue;
      for (let i = 0; i < cs.length; i++) used[cs[i]!] = 1;
      pick.push(h);
      rec(p + 1, w * h.weight);
      pick.pop();
      for (let i = 0; i < cs.length; i++) used[cs[i]!] = 0;
    }
  };
  rec(0, 1);
  return { groups: [...groups.values()], matchups };
}

/** Whether some matchup exists (depth-first, stops at the first). */
function someMatchup(players: PlayerHands[]): boolean {
  const used = new Uint8Array(52);
  const rec = (p: number): boolean => {
    if (p === players.length) return true;
    for (const h of players[p]!.hands) {
      if (h.cards.some((c) => used[c])) continue;
      for (const c of h.cards) used[c] = 1;
      const ok = rec(p + 1);
      for (const c of h.cards) used[c] = 0;
      if (ok) return true;
    }
    return false;
  };
  return rec(0);
}

function planFor(variant: VariantDescriptor, hands: Card[][], board: Card[], dead: Card[], deck: readonly Card[], boardSize: number): EquityPlan {
  const used = new Set<Card>([...hands.flat(), ...board, ...dead]);
  const remaining = deck.filter((c) => !used.has(c));
  const toCome = boardSize - board.length;
  return { variant, hands, board, remaining, boardSize, toCome, runouts: binomial(remaining.length, toCome) };
}

/**
 * Equity when at least one player holds a range. The players' hands are dealt uniformly over
 * every combination of one hand per player that shares no card, each combination weighted by the
 * product of its hands' weights; the board is dealt uniformly from the cards left. Exact: every
 * such matchup (grouped by suit pattern) is enumerated with all its runouts; Monte Carlo: a
 * matchup is drawn by weight (a draw whose hands share a card is thrown away and drawn again,
 * which gives exactly that distribution), then a runout.
 * @internal
 */
export async function rangeEquity(run: RangeRun): Promise<EquityResult> {
  const { variant, board, dead } = run;
  const players = rangePlayers(variant, run.players, board, dead);
  const deck = variantDeck(variant);
  const boardSize = variant.streets.reduce((n, s) => n + s.board, 0);
  const toCome = boardSize - board.length;
  const left = deck.length - board.length - dead.length - players.length * variant.holeCards;
  if (left < toCome) {
    throw new OddsInputError('NOT_ENOUGH_CARDS', `${toCome} board cards are still to come but only ${left} cards are left in the deck`);
  }
  const perRunouts = binomial(left, toCome);
  const poolSize = deck.length - board.length - dead.length;
  let product = 1;
  let sizes = 0;
  for (const p of players) {
    product *= p.hands.length;
    sizes += p.hands.length;
  }
  const boardWork = binomial(poolSize, toCome) * (sizes + product);
  const matchupBound = product * Math.max(perRunouts, MATCHUP_FLOOR);
  let method = run.method;
  if (method === undefined && run.exact !== false && boardWork <= EXACT_RANGE_WORK && boardWork <= matchupBound) method = 'runouts';
  let listed: { groups: Group[]; matchups: number } | null = null;
  if (method !== 'runouts' && run.exact !== false) {
    listed = listMatchups(players, symmetries(deck, board, dead), run.exact === true || method === 'matchups' ? Infinity : MAX_LISTED);
    if (listed && listed.matchups === 0) throw noMatchup(players);
    if (method === undefined && listed !== null) {
      const matchupWork = listed.groups.length * Math.max(perRunouts, MATCHUP_FLOOR);
      if (matchupWork <= EXACT_RANGE_WORK || (run.exact === true && matchupWork <= boardWork)) method = 'matchups';
    }
  }
  if (method === undefined && run.exact !== false && (boardWork <= EXACT_RANGE_WORK || run.exact === true)) method = 'runouts';
  if (method === 'matchups') return exactRanges(run, listed!, deck, boardSize, perRunouts);
  if (method === 'runouts') return exactByRunouts(run, players, deck, perRunouts);
  if (listed === null && !someMatchup(players)) throw noMatchup(players);
  return sampleRanges(run, players, deck, boardSize);
}

function noMatchup(players: PlayerHands[]): OddsInputError {
  return new OddsInputError(
    'EMPTY_RANGE',
    `the ${players.length} hands cannot be dealt together: every combination of one hand per player shares a card`,
  );
}

async function exactRanges(
  run: RangeRun,
  listed: { groups: Group[]; matchups: number },
  deck: readonly Card[],
  boardSize: number,
  perRunouts: number,
): Promise<EquityResult> {
  const n = run.players.length;
  const sums: HandEquity[] = Array.from({ length: n }, () => ({ win: 0, tie: 0, lose: 0, equity: 0 }));
  let total = 0;
  const all = listed.groups.length * perRunouts;
  let done = 0;
  let last = Date.now();
  const shared = new Map<string, unknown>();
  for (const g of listed.groups) {
    const plan = planFor(run.variant, g.tuple, run.board, run.dead, deck, boardSize);
    const scorer = createScorer(plan, false, shared);
    if (!scorer.exactByRanks()) for (const chunk of runoutChunks(plan, Infinity)) walkRunouts(plan, scorer, chunk);
    const hands = tallyToHands(scorer.reset(), false);
    for (let p = 0; p < n; p++) {
      const s = sums[p]!;
      const h = hands[p]!;
      s.win += g.weight * h.win;
      s.tie += g.weight * h.tie;
      s.lose += g.weight * h.lose;
      s.equity += g.weight * h.equity;
    }
    total += g.weight;
    done += perRunouts;
    run.onProgress?.({ done, total: all });
    if (Date.now() - last >= 50) {
      last = Date.now();
      await tick();
    }
  }
  const hands = sums.map((s) => ({ win: s.win / total, tie: s.tie / total, lose: s.lose / total, equity: s.equity / total }));
  return { exact: true, runouts: listed.matchups * perRunouts, matchups: listed.matchups, hands, threads: 1 };
}

async function exactByRunouts(run: RangeRun, players: PlayerHands[], deck: readonly Card[], perRunouts: number): Promise<EquityResult> {
  const out = new Set([...run.board, ...run.dead]);
  const pool = deck.filter((c) => !out.has(c));
  const boardSize = run.variant.streets.reduce((k, s) => k + s.board, 0);
  const total = binomial(pool.length, boardSize - run.board.length);
  let last = Date.now();
  const [sums] = await boardMajor({
    variant: run.variant,
    board: run.board,
    pool,
    players: players.map((p) => p.hands),
    onBlock: async (done) => {
      run.onProgress?.({ done, total });
      if (Date.now() - last >= 50) {
        last = Date.now();
        await tick();
      }
    },
  });
  const s = sums!;
  const matchups = countMatchups(players);
  if (matchups === 0 || s.weight === 0) throw noMatchup(players);
  const hands = players.map((_, p) => {
    const lose = (s.weight - s.win[p]! - s.tie[p]!) / s.weight;
    return { win: s.win[p]! / s.weight, tie: s.tie[p]! / s.weight, lose: Math.max(0, lose), equity: s.share[p]! / s.weight };
  });
  return { exact: true, runouts: matchups * perRunouts, matchups, hands, threads: 1 };
}

/** The number of combinations of one hand per player that share no card. */
function countMatchups(players: PlayerHands[]): number {
  const used = new Uint8Array(52);
  let count = 0;
  const rec = (p: number): void => {
    if (p === players.length) {
      count++;
      return;
    }
    for (const h of players[p]!.hands) {
      if (h.cards.some((c) => used[c])) continue;
      for (const c of h.cards) used[c] = 1;
      rec(p + 1);
      for (const c of h.cards) used[c] = 0;
    }
  };
  rec(0);
  return count;
}

/** Cumulative weights of a player's hands, for drawing one by weight. */
function cumulative(hands: RangeHand[]): Float64Array {
  const out = new Float64Array(hands.length);
  let s = 0;
  hands.forEach((h, i) => (out[i] = s += h.weight));
  return out;
}

function draw(cum: Float64Array, u: number): number {
  const target = u * cum[cum.length - 1]!;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

async function sampleRanges(run: RangeRun, players: PlayerHands[], deck: readonly Card[], boardSize: number): Promise<EquityResult> {
  const n = players.length;
  const k = run.variant.holeCards;
  const tuple = players.map((p) => [...p.hands[0]!.cards]);
  const plan = planFor(run.variant, tuple, run.board, run.dead, deck, boardSize);
  const scorer = createScorer(plan, true);
  const out = new Set([...run.board, ...run.dead]);
  const pool = Int32Array.from(deck.filter((c) => !out.has(c)));
  const cums = players.map((p) => cumulative(p.hands));
  const rng = createRng(run.seed);
  const used = new Uint8Array(52);
  const start = run.board.length;
  const toCome = boardSize - start;
  const board = scorer.board;
  const tally = createTally(n);
  let last = Date.now();
  for (let done = 0; done < run.samples; ) {
    const count = Math.min(SLICE, run.samples - done);
    for (let s = 0; s < count; s++) {
      // a matchup by weight: redraw all when two hands share a card
      for (;;) {
        let clash = false;
        for (let p = 0; p < n && !clash; p++) {
          const hands = players[p]!.hands;
          const cards = hands.length === 1 ? hands[0]!.cards : hands[draw(cums[p]!, rng.float())]!.cards;
          const into = tuple[p]!;
          for (let i = 0; i < k; i++) {
            const c = cards[i]!;
            if (used[c]) clash = true;
            used[c] = 1;
            into[i] = c;
          }
        }
        if (!clash) break;
        used.fill(0);
      }
      // a runout from the cards left: partial shuffle of the pool, skipping the hole cards
      const m = pool.length;
      for (let j = 0; j < toCome; j++) {
        let r: number;
        do r = j + rng.int(m - j);
        while (used[pool[r]!]);
        const c = pool[r]!;
        pool[r] = pool[j]!;
        pool[j] = c;
        board[start + j] = c;
        used[c] = 1;
      }
      scorer.leaf(0, 0, 0);
      used.fill(0);
    }
    done += count;
    run.onProgress?.({ done, total: run.samples });
    if (Date.now() - last >= 50 || done >= run.samples) {
      last = Date.now();
      await tick();
    }
  }
  mergeTally(tally, scorer.reset());
  const hands = tallyToHands(tally, true);
  return {
    exact: false,
    runouts: run.samples,
    stdError: Math.max(...hands.map((h) => h.stdError ?? 0)),
    hands,
    seed: run.seed,
    threads: 1,
  };
}
