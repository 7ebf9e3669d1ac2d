// An independent referee for finished hands with several boards and runs (R230-R233), written
// from the rules text: it reads only the hand's log (what was posted, bet, returned, dealt,
// shown) and the variant's ranking, builds the pots itself (R111), splits each pot into one part
// per run and then per board (R231, R232, remainders to run 1 and board 1 first), awards each part
// to the best hands on its own board (R114, hi-lo halves R168, odd chips clockwise from the left
// of the button R115) and says what every seat should be paid. It never calls the engine's
// settlement (settleHand, awardPots, buildPots).
import { type Card, createRng, type Rng } from '@pokerchart/cards';
import { evaluateHand, EvaluationError } from '@pokerchart/evaluator';
import type { Hand, HandLogEntry, PlayerAction, VariantDescriptor } from '@pokerchart/engine';

/** Every board of every run as the log dealt them: `runs[r][b]`. */
export function boardsFromLog(log: readonly HandLogEntry[], boards: number): Card[][][] {
  // street order, and each street's cards by run and board
  const streets: string[] = [];
  const dealt = new Map<string, Card[]>(); // `${street}/${run}/${board}`
  let runs = 1;
  for (const e of log) {
    if (e.type !== 'board') continue;
    if (!streets.includes(e.street)) streets.push(e.street);
    const run = e.run ?? 0;
    runs = Math.max(runs, run + 1);
    dealt.set(`${e.street}/${run}/${e.board ?? 0}`, e.cards);
  }
  const out: Card[][][] = [];
  for (let r = 0; r < runs; r++) {
    const run: Card[][] = [];
    for (let b = 0; b < boards; b++) {
      const cards: Card[] = [];
      // a run shares the streets dealt before betting closed; its own streets replace run 1's
      for (const st of streets) cards.push(...(dealt.get(`${st}/${r}/${b}`) ?? dealt.get(`${st}/0/${b}`) ?? []));
      run.push(cards);
    }
    out.push(run);
  }
  return out;
}

/** Chips each seat put in the pots, from the log: antes, each round's last total (blinds included), less returns. */
export function contributionsFromLog(log: readonly HandLogEntry[], seats: number): number[] {
  const antes = new Array<number>(seats).fill(0);
  const blinds = new Array<number>(seats).fill(0);
  const rounds = new Map<string, number[]>();
  let first: string | null = null;
  const returned = new Array<number>(seats).fill(0);
  for (const e of log) {
    if (e.type === 'posted') (e.kind === 'ante' ? antes : blinds)[e.seat]! += e.amount;
    else if (e.type === 'acted') {
      first ??= e.street;
      if (!rounds.has(e.street)) rounds.set(e.street, new Array<number>(seats).fill(0));
      rounds.get(e.street)![e.seat] = e.to;
    } else if (e.type === 'returned') returned[e.seat]! += e.amount;
  }
  const out = antes.slice();
  for (let s = 0; s < seats; s++) {
    let blindCounted = false;
    for (const [street, to] of rounds) {
      if (street === first && blinds[s]! > 0) {
        out[s]! += Math.max(to[s]!, blinds[s]!);
        blindCounted = true;
      } else out[s]! += to[s]!;
    }
    if (!blindCounted) out[s]! += blinds[s]!;
    out[s]! -= returned[s]!;
  }
  return out;
}

/** Splits `amount` into `k` parts, the remainder one chip at a time to the first parts. */
function divide(amount: number, k: number): number[] {
  return Array.from({ length: k }, (_, i) => Math.floor(amount / k) + (i < amount % k ? 1 : 0));
}

/** The winners' shares of `amount` (R115: odd chips one each clockwise from the left of the button). */
function pay(into: number[], amount: number, winners: number[], button: number): void {
  const n = into.length;
  const order = [...winners].sort((a, b) => ((a - button - 1 + n) % n) - ((b - button - 1 + n) % n));
  divide(amount, order.length).forEach((share, i) => (into[order[i]!]! += share));
}

/** What a test may give the referee of its own. */
export interface RefereeOptions {
  /**
   * The high value of a seat's cards (its hole cards and a board's, together), higher is better,
   * computed by the test itself; without it the referee asks the evaluator for the variant's ranking.
   */
  readonly strength?: (cards: readonly Card[]) => number;
  /** A check of the test's own on every finished hand (it throws to fail). */
  readonly check?: (hand: Hand) => void;
}

/** What the referee says a finished hand pays, by seat, and each pot's parts with their high winners. */
export function refereePayouts(hand: Hand, variant: VariantDescriptor, options: RefereeOptions = {}): { payouts: number[]; parts: { amount: number; high: number[]; low: number[] }[][] } {
  const ctx = hand.context;
  const log = ctx.log;
  const n = ctx.holeCards.length;
  const folded = new Array<boolean>(n).fill(false);
  for (const e of log) if (e.type === 'acted' && e.action.type === 'fold') folded[e.seat] = true;
  const inHand = ctx.dealOrder.filter((s) => !folded[s]);
  const contrib = contributionsFromLog(log, n);
  // R111: one pot per contribution level, open to the contributors still in
  const levels = [...new Set(contrib.filter((c) => c > 0))].sort((a, b) => a - b);
  const pots: { amount: number; eligible: number[] }[] = [];
  let prev = 0;
  for (const level of levels) {
    const contributors = contrib.flatMap((c, s) => (c >= level ? [s] : []));
    const amount = (level - prev) * contributors.length;
    prev = level;
    const eligible = contributors.filter((s) => !folded[s]);
    const last = pots[pots.length - 1];
    if (last !== undefined && last.eligible.join() === eligible.join()) last.amount += amount;
    else pots.push({ amount, eligible });
  }
  const payouts = new Array<number>(n).fill(0);
  const button = ctx.betting.button;
  if (inHand.length === 1) {
    for (const pot of pots) payouts[inHand[0]!]! += pot.amount;
    return { payouts, parts: pots.map((p) => [{ amount: p.amount, high: inHand, low: [] }]) };
  }
  const runs = boardsFromLog(log, variant.boards ?? 1);
  const boardsPerRun = runs[0]!.length;
  const strength = (seat: number, board: Card[], ranking: VariantDescriptor['ranking'] | 'eight-or-better'): number => {
    if (options.strength !== undefined && ranking === variant.ranking) return options.strength([...ctx.holeCards[seat]!, ...board]);
    try {
      return evaluateHand({ hole: ctx.holeCards[seat]!, board, rule: variant.selection, ranking: ranking as never, ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}) }).strength;
    } catch (e) {
      if (e instanceof EvaluationError) return 0; // no qualifying low
      throw e;
    }
  };
  const parts = pots.map((pot) => {
    const out: { amount: number; high: number[]; low: number[] }[] = [];
    const byRun = divide(pot.amount, runs.length);
    runs.forEach((run, r) => {
      divide(byRun[r]!, boardsPerRun).forEach((amount, b) => {
        const board = run[b]!;
        const highs = pot.eligible.map((s) => strength(s, board, variant.ranking));
        const best = Math.max(...highs);
        const high = pot.eligible.filter((_, i) => highs[i] === best);
        let low: number[] = [];
        if (variant.low !== undefined && pot.eligible.length > 1) {
          const lows = pot.eligible.map((s) => strength(s, board, variant.low!));
          const bestLow = Math.max(...lows);
          if (bestLow > 0) low = pot.eligible.filter((_, i) => lows[i] === bestLow);
        }
        if (low.length > 0) {
          pay(payouts, Math.ceil(amount / 2), high, button);
          pay(payouts, Math.floor(amount / 2), low, button);
        } else pay(payouts, amount, high, button);
        out.push({ amount, high: [...high].sort((x, y) => x - y), low: [...low].sort((x, y) => x - y) });
      });
    });
    return out;
  });
  return { payouts, parts };
}

/** A random legal move for the seat to act: bets, raises, all-ins, folds, discards and run choices. */
export function randomMove(hand: Hand, rng: Rng): PlayerAction {
  const legal = hand.legalActions()!;
  if (legal.runIt !== null) return { type: 'run-it', times: 1 + rng.int(legal.runIt.max) };
  // a step of a kind of yours that decides: one of the cards it offers (the guide's show-one step)
  if (legal.decide !== undefined) {
    const cards = (legal.decide.options as { cards?: number[] } | null)?.cards ?? [null];
    return { type: 'decide', choice: cards[rng.int(cards.length)] };
  }
  if (legal.discard !== null) {
    const held = hand.context.holeCards[legal.seat]!;
    const count = legal.discard.min + rng.int(legal.discard.max - legal.discard.min + 1);
    return { type: 'discard', cards: held.slice(0, count) };
  }
  const options: PlayerAction[] = [];
  if (legal.bringIn !== null) options.push({ type: 'bring-in' });
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' }, { type: 'call' });
  if (legal.raiseTo !== null) {
    const word = hand.context.betting.currentBet === 0 ? 'bet' : 'raise';
    const { min, max } = legal.raiseTo;
    options.push({ type: word, to: min }, { type: word, to: min + rng.int(max - min + 1) }, { type: word, to: max });
  }
  return options[rng.int(options.length)]!;
}

/**
 * Plays `hands` random hands made by `make(seed)` to the end and checks each against the referee:
 * chips conserved (R0.5), every pot's parts as the referee divides and awards them, and the
 * payouts it computes (stud too: antes, the bring-in, no board but R205's community card), then
 * the test's own `options.check`. Returns how many hands had several parts in some pot, and went to showdown.
 */
export function playAndReferee(hands: number, seed: number, variant: VariantDescriptor, make: (seed: number, rng: Rng) => Hand, options: RefereeOptions = {}): { multiPart: number; showdowns: number } {
  const rng = createRng(seed);
  let multiPart = 0;
  let showdowns = 0;
  for (let h = 0; h < hands; h++) {
    const hand = make(seed * 100_000 + h, rng);
    const start = hand.context.betting.stacks.map((s, i) => s + hand.context.betting.contributed[i]!);
    for (let step = 0; !hand.isComplete; step++) {
      if (step > 500) throw new Error(`hand ${h} did not end`);
      hand.act(randomMove(hand, rng));
    }
    const result = hand.result!;
    const total = start.reduce((a, b) => a + b, 0);
    if (result.stacks.reduce((a, b) => a + b, 0) !== total) throw new Error(`hand ${h}: chips not conserved`);
    const ref = refereePayouts(hand, variant, options);
    if (JSON.stringify(result.payouts) !== JSON.stringify(ref.payouts)) {
      throw new Error(`hand ${h} (seed ${seed * 100_000 + h}): payouts ${JSON.stringify(result.payouts)}, the referee says ${JSON.stringify(ref.payouts)}`);
    }
    const sorted = (seats: number[]) => [...seats].sort((x, y) => x - y);
    const engineParts = result.pots.map((p) => p.parts.map((q) => ({ amount: q.amount, high: sorted(q.highWinners), low: sorted(q.lowWinners) })));
    if (result.showdown && JSON.stringify(engineParts) !== JSON.stringify(ref.parts)) {
      throw new Error(`hand ${h}: pot parts ${JSON.stringify(engineParts)}, the referee says ${JSON.stringify(ref.parts)}`);
    }
    if (JSON.stringify(result.runs) !== JSON.stringify(boardsFromLog(hand.context.log, variant.boards ?? 1))) throw new Error(`hand ${h}: runs differ from the log`);
    options.check?.(hand);
    if (result.pots.some((p) => p.parts.length > 1)) multiPart++;
    if (result.showdown) showdowns++;
  }
  return { multiPart, showdowns };
}
