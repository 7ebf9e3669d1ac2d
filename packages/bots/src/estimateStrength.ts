import { rankOf, suitOf, type Card } from '@pokerchart/cards';
import { evaluateHand, getRanking, type Ranking, type RankingName, type SelectionRule } from '@pokerchart/evaluator';

/** How {@link estimateStrength} reads a hand: which cards make a hand, and the ranking. */
export interface StrengthRules {
  /** `'any'` (Hold'em) or exactly `hole` + `board` cards (Omaha: 2 + 3). */
  selection: SelectionRule;
  /** The ranking: a name or a ranking object (a plugin). */
  ranking: RankingName | Ranking;
  /** Short-deck option (R176). */
  tripsBeatStraight?: boolean;
}

const MADE: Record<string, number> = {
  'straight-flush': 0.99,
  'four-of-a-kind': 0.97,
  'full-house': 0.93,
  flush: 0.86,
  straight: 0.8,
  'three-of-a-kind': 0.72,
  'two-pair': 0.62,
  'one-pair': 0.35,
  'high-card': 0.08,
};

/**
 * A rough chance, from 0 to 1, that the hand is best at showdown. For a high
 * ranking of five-card hands: the category of the best hand (evaluator), discounted when the
 * board alone makes it, with the pair's rank relative to the board, plus a bonus for flush and
 * straight draws while cards are to come; Omaha-style hands (`{ hole, board }`) are discounted,
 * since everybody holds more cards; 0 with no board card yet (the rule bot plays by starting-hand
 * tier there), except for games without a board whose players already hold five cards or more
 * (five-card draw, stud from fifth street), valued like the other rankings below; with one or two
 * board cards (a board card dealt before the first round, as in Courchevel) the share of 64 other
 * holdings beaten on boards completed to three cards. For any other ranking (lows, badugi,
 * plugins): the share of 64 other holdings, drawn deterministically from the unseen cards, that
 * this hand beats now (also with no board, as in draw games; 0 while the cards make no hand).
 * A heuristic for bots, not an equity calculation (see `@pokerchart/odds` for that).
 */
export function estimateStrength(hole: readonly Card[], board: readonly Card[], rules: StrengthRules): number {
  const ranking = getRanking(rules.ranking, rules.tripsBeatStraight === undefined ? undefined : { tripsBeatStraight: rules.tripsBeatStraight });
  if (ranking.side !== 'high' || ranking.cardsPerHand !== 5) {
    const enough = rules.selection === 'any' ? hole.length + board.length >= ranking.cardsPerHand : board.length >= rules.selection.board;
    return enough ? shareBeaten(hole, board, rules.selection, ranking) : 0;
  }
  // no board but a five-card hand already (five-card draw, stud from fifth street): the share beaten, as for lows
  if (board.length === 0 && rules.selection === 'any' && hole.length >= 5) return shareBeaten(hole, board, rules.selection, ranking);
  if (board.length === 0) return 0;
  // one or two board cards (a board card before the first round, as in Courchevel): no hand is
  // made yet, so play the rest of a flop out: the share of other holdings beaten on boards
  // completed to three cards
  if (board.length < 3) return shareBeaten(hole, board, rules.selection, ranking, 3 - board.length);
  const omaha = rules.selection !== 'any';
  const value = evaluateHand({ hole, board, rule: rules.selection, ranking });
  let s = MADE[value.category] ?? 0.1;
  const boardRanks = board.map(rankOf);
  const topBoard = Math.max(...boardRanks);
  if (value.category === 'one-pair') {
    const pairRank = pairedRank(value.cards);
    if (!boardRanks.includes(pairRank) && pairRank > topBoard) s = 0.58; // overpair
    else if (boardRanks.filter((r) => r === pairRank).length >= 2) s = 0.12; // pair on the board
    else if (pairRank === topBoard) s = 0.5;
    else s = pairRank >= [...boardRanks].sort((x, y) => y - x)[1]! ? 0.36 : 0.26;
  } else if (value.category === 'high-card') {
    s = value.holeUsed.some((c) => rankOf(c) === 12) ? 0.14 : 0.08;
  } else if (value.holeUsed.length === 0 || boardMakes(boardRanks) >= rankCategory(value.category)) {
    s = Math.min(s, 0.3); // the board plays or makes this hand by itself
  }
  if (omaha && s < 0.93) s *= 0.85;
  if (board.length < 5) s = Math.min(0.95, s + drawBonus(hole, board, omaha) * (board.length === 3 ? 1 : 0.5));
  return s;
}

function pairedRank(cards: readonly Card[]): number {
  const seen = new Set<number>();
  for (const c of cards) {
    const r = rankOf(c);
    if (seen.has(r)) return r;
    seen.add(r);
  }
  return -1;
}

// paired-board categories on the same scale: 0 nothing, 1 pair, 2 two pair, 3 trips, 4 full house, 5 quads
function boardMakes(ranks: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const n = [...counts.values()].sort((a, b) => b - a);
  if (n[0]! >= 4) return 5;
  if (n[0] === 3) return n[1]! >= 2 ? 4 : 3;
  if (n[0] === 2) return n[1] === 2 ? 2 : 1;
  return 0;
}

function rankCategory(category: string): number {
  switch (category) {
    case 'one-pair': return 1;
    case 'two-pair': return 2;
    case 'three-of-a-kind': return 3;
    case 'full-house': return 4;
    case 'four-of-a-kind': return 5;
    default: return 9; // straights and flushes are judged by holeUsed alone
  }
}

function drawBonus(hole: readonly Card[], board: readonly Card[], omaha: boolean): number {
  let bonus = 0;
  for (let s = 0; s < 4; s++) {
    const h = hole.filter((c) => suitOf(c) === s).length;
    const b = board.filter((c) => suitOf(c) === s).length;
    const draw = omaha ? h >= 2 && b === 2 : h >= 1 && h + b === 4;
    if (draw) bonus = Math.max(bonus, 0.2);
  }
  const ranks = new Set([...hole, ...board].map(rankOf));
  if (ranks.has(12)) ranks.add(-1); // the ace plays low in the lowest straight
  const holeRanks = new Set(hole.map(rankOf));
  for (let low = -1; low <= 8; low++) {
    let have = 0;
    let fromHole = false;
    for (let r = low; r < low + 5; r++) {
      if (ranks.has(r)) {
        have++;
        if (holeRanks.has(r === -1 ? 12 : r)) fromHole = true;
      }
    }
    if (have === 4 && fromHole) {
      const open = ranks.has(low) !== ranks.has(low + 4); // four in a row, open at one end
      bonus = Math.max(bonus, open && !omaha ? 0.15 : 0.08);
    }
  }
  return bonus;
}

/**
 * The share of 64 other holdings (same size, drawn from the unseen cards by a fixed sequence) this
 * hand beats, ties counting half; with `complete` > 0, each trial first adds that many unseen
 * cards to the board (the same cards for both hands).
 */
function shareBeaten(hole: readonly Card[], board: readonly Card[], rule: SelectionRule, ranking: Ranking, complete = 0): number {
  const seen = new Set([...hole, ...board]);
  const unseen = ranking.deck.filter((c) => !seen.has(c));
  if (unseen.length < hole.length + complete) return 0.5;
  let mine = complete === 0 ? ranking.strength(hole, board, rule) : 0;
  const full: Card[] = [...board, ...new Array<Card>(complete).fill(0)];
  let x = 0x9e3779b9 ^ (hole.reduce((h, c) => h * 53 + c, 7) >>> 0);
  const next = (n: number): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
  const other: Card[] = new Array<Card>(hole.length).fill(0);
  let score = 0;
  const trials = 64;
  for (let t = 0; t < trials; t++) {
    const pool = unseen.slice();
    for (let i = 0; i < complete; i++) full[board.length + i] = pool.splice(next(pool.length), 1)[0]!;
    if (complete > 0) mine = ranking.strength(hole, full, rule);
    for (let i = 0; i < hole.length; i++) other[i] = pool.splice(next(pool.length), 1)[0]!;
    const theirs = ranking.strength(other, complete > 0 ? full : board, rule);
    score += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
  }
  return score / trials;
}

/**
 * How good a starting hand is before the flop, from `1` (premium: big pairs, ace-king) to `5`
 * (unplayable in most spots).
 *
 * Two cards (Hold'em, short-deck): 1 = JJ+ and AK; 2 = TT-99, AQ, AJ suited, KQ suited;
 * 3 = 88-77, AJ, AT suited, KQ, KJ-KT suited, suited broadways; 4 = small pairs, suited aces,
 * other broadways, suited connectors and one-gappers from 54s/64s up; 5 = the rest.
 *
 * Four or more cards (Omaha): a points count over pairs (aces best), suitedness (two cards of
 * a suit, better with the ace; three or more of a suit count less), how closely the ranks run
 * together and how many are ten or higher.
 */
export function startingHandTier(hole: readonly Card[]): 1 | 2 | 3 | 4 | 5 {
  if (hole.length >= 4) return omahaTier(hole);
  if (hole.length < 2) return 5;
  const a = rankOf(hole[0]!);
  const b = rankOf(hole[1]!);
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  const suited = suitOf(hole[0]!) === suitOf(hole[1]!);
  const A = 12, K = 11, Q = 10, J = 9, T = 8;
  if (hi === lo) return hi >= J ? 1 : hi >= 7 ? 2 : hi >= 5 ? 3 : 4;
  if (hi === A) {
    if (lo === K) return 1;
    if (lo === Q) return 2;
    if (lo === J) return suited ? 2 : 3;
    if (lo === T) return suited ? 3 : 4;
    return suited ? 4 : 5;
  }
  if (hi === K) {
    if (lo === Q) return suited ? 2 : 3;
    if (lo >= T) return suited ? 3 : 4;
    return suited && lo >= 7 ? 4 : 5;
  }
  const gap = hi - lo - 1;
  if (lo >= T) return suited ? 3 : 4; // QJ, QT, JT
  if (suited && gap === 0 && lo >= 2) return 4;
  if (suited && gap === 1 && lo >= 4) return 4;
  return 5;
}

function omahaTier(hole: readonly Card[]): 1 | 2 | 3 | 4 | 5 {
  const ranks = hole.map(rankOf);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  let points = 0;
  for (const [r, n] of counts) {
    if (n === 2) points += r === 12 ? 8 : r === 11 ? 6 : r >= 9 ? 4 : 2;
    if (n >= 3) points -= 4;
  }
  const suitCounts = [0, 0, 0, 0];
  for (const c of hole) suitCounts[suitOf(c)]! += 1;
  for (let s = 0; s < 4; s++) {
    const n = suitCounts[s]!;
    if (n === 2) points += hole.some((c) => suitOf(c) === s && rankOf(c) === 12) ? 3 : 2;
    else if (n >= 3) points += 1;
  }
  const distinct = [...counts.keys()].sort((x, y) => x - y);
  const span = distinct[distinct.length - 1]! - distinct[0]!;
  if (distinct.length === hole.length && span <= hole.length) points += 4;
  else if (distinct.length >= 3 && span <= hole.length + 1) points += 2;
  points += ranks.filter((r) => r >= 8).length;
  return points >= 14 ? 1 : points >= 10 ? 2 : points >= 7 ? 3 : points >= 4 ? 4 : 5;
}
