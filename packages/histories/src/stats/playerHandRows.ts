import { parsePhhAction, type PhhHand } from '@pokerchart/phh';

/**
 * One player's row for one hand: the flags and counts the statistics of RULES R272 are summed
 * from, the way trackers store them (one row per player and hand, computed once at import).
 * Opportunities and actions are booleans; a statistic is the count of its action rows over the
 * count of its opportunity rows.
 */
export interface PlayerHandRow {
  /** The player's name (`players` of the PHH hand; `p1`, `p2`… when the hand names nobody). */
  player: string;
  /** The PHH player index (0 for `p1`). */
  index: number;
  /** The player won the blinds without acting: everyone else folded before the flop (R272's walk). */
  walk: boolean;
  /** Put chips in voluntarily before the flop (a call or a raise; blinds, antes and checks are not voluntary). */
  vpip: boolean;
  /** Raised before the flop. */
  pfr: boolean;
  /** Could make the second pre-flop raise: acted while exactly one raise, someone else's, stood. */
  threeBetOpportunity: boolean;
  /** Made the second pre-flop raise at that turn. */
  threeBet: boolean;
  /** Made the first pre-flop raise and then faced exactly a second raise. */
  foldToThreeBetOpportunity: boolean;
  /** Folded at that turn. */
  foldToThreeBet: boolean;
  /** The pre-flop aggressor (the last pre-flop raiser), first to bet on the flop when it came to them checked. */
  cbetOpportunity: boolean;
  /** Bet at that turn. */
  cbet: boolean;
  /** Faced a flop c-bet with no raise after it, at their first turn after it. */
  foldToCbetOpportunity: boolean;
  /** Folded at that turn. */
  foldToCbet: boolean;
  /** Was still in the hand when the flop was dealt. */
  sawFlop: boolean;
  /** Was still in the hand at its end with at least one other player (a showdown). */
  showdown: boolean;
  /** Went to showdown and won some of a pot. */
  wonShowdown: boolean;
  /** Bets and raises from the flop on. */
  postflopAggressive: number;
  /** Calls from the flop on. */
  postflopCalls: number;
  /** Folds from the flop on. */
  postflopFolds: number;
  /** Chips won (positive) or lost in the hand, in the hand's units (after rake for the winner). */
  net: number;
}

/** What {@link playerHandRows} reads besides the actions: each player's net and what they collected. */
export interface HandResults {
  /** Net result per PHH player, in the hand's units. */
  net: number[];
  /** Amount collected from pots per PHH player (0 when nothing); only its sign matters. */
  collected: number[];
  /** Set when the results come from a replay (no rake in them). */
  replayed?: boolean;
}

/**
 * The per-player rows of one PHH hand: a walk through its actions that marks each statistic's
 * opportunities and actions (RULES R272, PokerTracker 4's definitions), and the results given.
 * Streets are counted by board deals: the first `d db` is the flop, and everything from it on is
 * "flop to river".
 */
export function playerHandRows(hand: PhhHand, results: HandResults): PlayerHandRow[] {
  const n = hand.starting_stacks.length;
  const names = Array.isArray(hand.players) ? hand.players : [];
  const rows: PlayerHandRow[] = Array.from({ length: n }, (_, i) => ({
    player: String(names[i] ?? `p${i + 1}`),
    index: i,
    walk: false,
    vpip: false,
    pfr: false,
    threeBetOpportunity: false,
    threeBet: false,
    foldToThreeBetOpportunity: false,
    foldToThreeBet: false,
    cbetOpportunity: false,
    cbet: false,
    foldToCbetOpportunity: false,
    foldToCbet: false,
    sawFlop: false,
    showdown: false,
    wonShowdown: false,
    postflopAggressive: 0,
    postflopCalls: 0,
    postflopFolds: 0,
    net: results.net[i] ?? 0,
  }));
  const blinds = hand.blinds_or_straddles ?? [];
  const committed = Array.from({ length: n }, (_, i) => Math.max(0, blinds[i] ?? 0));
  let toCall = Math.max(0, ...committed);
  const folded = new Array<boolean>(n).fill(false);
  const actedPreflop = new Array<boolean>(n).fill(false);
  const flopActed = new Array<boolean>(n).fill(false);
  let street = 0; // 0 before the flop, 1 the flop, 2+ later boards
  let raises = 0;
  let firstRaiser = -1;
  let aggressor = -1;
  let flopBets = 0;
  let cbetMade = false;
  for (const text of hand.actions) {
    const a = parsePhhAction(text);
    if (a.type === 'deal-board') {
      street++;
      if (street === 1) for (let i = 0; i < n; i++) rows[i]!.sawFlop = !folded[i];
      committed.fill(0);
      toCall = 0;
      continue;
    }
    if (a.type !== 'bet-raise' && a.type !== 'check-call' && a.type !== 'fold') continue;
    const p = a.player;
    const row = rows[p];
    if (row === undefined) continue;
    if (street === 0) {
      actedPreflop[p] = true;
      if (raises === 1 && firstRaiser !== p && !row.threeBetOpportunity) {
        row.threeBetOpportunity = true;
        row.threeBet = a.type === 'bet-raise';
      }
      if (raises === 2 && firstRaiser === p && !row.foldToThreeBetOpportunity) {
        row.foldToThreeBetOpportunity = true;
        row.foldToThreeBet = a.type === 'fold';
      }
      if (a.type === 'bet-raise') {
        row.vpip = true;
        row.pfr = true;
        raises++;
        if (firstRaiser < 0) firstRaiser = p;
        aggressor = p;
      } else if (a.type === 'check-call' && toCall > committed[p]!) {
        row.vpip = true;
      }
    } else {
      if (street === 1) {
        if (p === aggressor && !flopActed[p] && flopBets === 0) {
          row.cbetOpportunity = true;
          row.cbet = a.type === 'bet-raise';
          cbetMade = row.cbet;
        } else if (cbetMade && flopBets === 1 && p !== aggressor && !row.foldToCbetOpportunity) {
          row.foldToCbetOpportunity = true;
          row.foldToCbet = a.type === 'fold';
        }
        flopActed[p] = true;
        if (a.type === 'bet-raise') flopBets++;
      }
      if (a.type === 'bet-raise') row.postflopAggressive++;
      else if (a.type === 'check-call' && toCall > committed[p]!) row.postflopCalls++;
      else if (a.type === 'fold') row.postflopFolds++;
    }
    if (a.type === 'bet-raise') {
      committed[p] = a.amount;
      toCall = Math.max(toCall, a.amount);
    } else if (a.type === 'check-call') committed[p] = toCall;
    else folded[p] = true;
  }
  const left = rows.filter((_, i) => !folded[i]);
  if (left.length === 1 && street === 0 && !actedPreflop[left[0]!.index]) left[0]!.walk = true;
  if (left.length >= 2) {
    for (const row of left) {
      row.showdown = true;
      row.wonShowdown = (results.collected[row.index] ?? 0) > 0;
    }
  }
  return rows;
}
