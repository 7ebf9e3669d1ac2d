import type { Card } from '@pokerchart/cards';
import type { PlayerAction } from '@pokerchart/betting';
import { createHand, type Hand, variantDeck, variantSteps } from '@pokerchart/engine';
import { SolverError } from './errors.js';
import type { GameTree } from './GameTree.js';
import { infoSetKey } from './infoSetKey.js';
import type { ResolvedGame } from './resolveGame.js';

/** One event of a path from the start of a hand: a deal or an action. */
type PathEvent = { t: 'hole'; seat: number; cards: Card[] } | { t: 'board'; cards: Card[] } | { t: 'act'; action: PlayerAction };

/** Most nodes a tree may have; a larger game (Rhode Island hold'em) is refused. */
export const MAX_NODES = 2_000_000;
/** Most deals (every player's and board cards together) a game may have. */
const MAX_DEALS = 200_000;

/** The k-card subsets of `cards`, in deck order. */
function combinations(cards: readonly Card[], k: number): Card[][] {
  const out: Card[][] = [];
  const pick: Card[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i <= cards.length - (k - pick.length); i++) {
      pick.push(cards[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** Refuses what the solver cannot walk: more than two players, up cards, several seat deals, draws. */
function checkGame(game: ResolvedGame): void {
  const { variant } = game;
  const steps = variantSteps(variant);
  let seatDeals = 0;
  for (const step of steps) {
    if (step.kind === 'exchange') throw new SolverError('UNSUPPORTED_GAME', `${variant.name} has a draw: the solver walks games of down cards, board cards and betting (R293)`);
    if (step.kind === 'seats') {
      seatDeals++;
      if (seatDeals > 1 || step.cards.some((c) => c !== 'down')) {
        throw new SolverError('UNSUPPORTED_GAME', `${variant.name} deals seat cards more than once or face up: the solver walks games whose only seat cards are dealt down at the start (R293)`);
      }
    }
    if (step.kind !== 'seats' && step.kind !== 'bet' && step.kind !== 'board' && step.kind !== 'showdown') {
      throw new SolverError('UNSUPPORTED_GAME', `${variant.name} has a step of kind '${(step as { kind: string }).kind}': the solver walks seat, board, bet and showdown steps (R293)`);
    }
  }
  if ((variant.boards ?? 1) !== 1) throw new SolverError('UNSUPPORTED_GAME', `${variant.name} deals ${variant.boards} boards: the solver walks one-board games (R293)`);
  // the number of deals: the players' hole cards, then each street's board cards
  let left = variantDeck(variant).length;
  let deals = 1;
  for (let p = 0; p < 2; p++) {
    deals *= choose(left, variant.holeCards);
    left -= variant.holeCards;
  }
  for (const street of variant.streets) {
    if (street.burn === true) throw new SolverError('UNSUPPORTED_GAME', `${variant.name} burns a card before ${street.name}: the solver walks games without burn cards (R293)`);
    deals *= choose(left, street.board);
    left -= street.board;
  }
  if (deals > MAX_DEALS) {
    throw new SolverError('TOO_LARGE', `${variant.name} has ${deals.toLocaleString('en')} deals; the solver walks games of at most ${MAX_DEALS.toLocaleString('en')} (Kuhn 6, Leduc 120; R293)`);
  }
}

/**
 * Builds the game tree of a two-player game by walking the hand machine itself: every node is a
 * hand created with manual dealing and replayed along its path; its legal actions give the
 * decision nodes' children, and the cards left in the variant's deck the chance nodes' (each
 * deal equally likely). Information sets are named by {@link infoSetKey} from the hand's own view.
 * @internal
 */
export function buildGameTree(game: ResolvedGame): GameTree {
  checkGame(game);
  const deck = variantDeck(game.variant);
  const boardBefore: number[] = [];
  {
    let total = 0;
    for (const street of game.variant.streets) {
      boardBefore.push(total);
      total += street.board;
    }
    boardBefore.push(total);
  }
  const kind: number[] = [];
  const player: number[] = [];
  const infoSet: number[] = [];
  const prob: number[] = [];
  const payoff: number[] = [];
  const kids: number[][] = [];
  const infoIndex = new Map<string, number>();
  const infoSets: string[] = [];
  const actions: string[][] = [];
  const owner: number[] = [];
  const histories: number[][] = [];
  const stacks = game.stacks;

  const replay = (path: readonly PathEvent[]): Hand => {
    const hand = createHand({ ...game.options, dealing: 'manual' });
    for (const e of path) {
      if (e.t === 'act') hand.act(e.action);
      else if (e.t === 'hole') hand.dealHole(e.seat, e.cards);
      else hand.dealBoard(e.cards);
    }
    return hand;
  };

  const visit = (path: PathEvent[], p: number): number => {
    const id = kind.length;
    if (id >= MAX_NODES) throw new SolverError('TOO_LARGE', `${game.variant.name}'s tree has more than ${MAX_NODES.toLocaleString('en')} nodes (R293)`);
    const hand = replay(path);
    kind.push(0);
    player.push(-1);
    infoSet.push(-1);
    prob.push(p);
    payoff.push(0);
    kids.push([]);
    if (hand.isComplete) {
      const result = hand.result!;
      payoff[id] = result.stacks[0]! - stacks[0]!;
      if (result.stacks[0]! + result.stacks[1]! !== stacks[0]! + stacks[1]!) {
        throw new SolverError('UNSUPPORTED_GAME', `${game.variant.name} does not return every chip to the players (a rake?): the solver solves zero-sum games (R293)`);
      }
      return id;
    }
    const ctx = hand.context;
    const seat = hand.toAct;
    if (seat === null) {
      // a chance node: the next seat's hole cards, else the next street's board cards
      kind[id] = 1;
      const used = new Set<Card>(ctx.board);
      for (const cards of ctx.holeCards) if (cards !== null) for (const c of cards) used.add(c);
      const left = deck.filter((c) => !used.has(c));
      const waiting = [1, 0].map((k) => (game.options.button + k) % 2).find((s) => ctx.holeCards[s] !== null && ctx.holeCards[s]!.length === 0);
      let deals: PathEvent[];
      if (waiting !== undefined) {
        deals = combinations(left, game.variant.holeCards).map((cards) => ({ t: 'hole', seat: waiting, cards }));
      } else {
        const have = ctx.board.length;
        const street = boardBefore.findIndex((before, i) => i < game.variant.streets.length && before + game.variant.streets[i]!.board > have);
        if (street < 0) throw new SolverError('UNSUPPORTED_GAME', `the hand of ${game.variant.name} waits for something the solver cannot deal (R293)`);
        deals = combinations(left, boardBefore[street]! + game.variant.streets[street]!.board - have).map((cards) => ({ t: 'board', cards }));
      }
      const q = 1 / deals.length;
      const children = deals.map((d) => visit([...path, d], q));
      kids[id] = children;
      return id;
    }
    // a decision node
    kind[id] = 2;
    player[id] = seat; // button 1: seat 0 is player 0
    const legal = hand.legalActions()!;
    if (legal.bringIn !== null || legal.discard !== null || legal.runIt !== null) {
      throw new SolverError('UNSUPPORTED_GAME', `${game.variant.name} asks for a bring-in, a discard or a number of runs: the solver's actions are check, bet, call, fold and raise (R293)`);
    }
    const letters: string[] = [];
    const moves: PlayerAction[] = [];
    if (legal.fold) {
      letters.push('f');
      moves.push({ type: 'fold' });
    }
    if (legal.check) {
      letters.push('x');
      moves.push({ type: 'check' });
    }
    if (legal.call !== null) {
      letters.push('c');
      moves.push({ type: 'call' });
    }
    if (legal.raiseTo !== null) {
      // one size: the smallest bet or raise (fixed limit has only that one)
      const opened = ctx.betting.currentBet > 0;
      letters.push(opened ? 'r' : 'b');
      moves.push({ type: opened ? 'raise' : 'bet', to: legal.raiseTo.min });
    }
    const key = infoSetKey(hand.view(seat));
    let index = infoIndex.get(key);
    if (index === undefined) {
      index = infoSets.length;
      infoIndex.set(key, index);
      infoSets.push(key);
      actions.push(letters);
      owner.push(seat);
      histories.push([]);
    } else if (actions[index]!.join('') !== letters.join('')) {
      throw new SolverError('UNSUPPORTED_GAME', `the information set ${key} allows ${actions[index]!.join('')} in one history and ${letters.join('')} in another: the legal actions depend on something the player does not see (R293)`);
    }
    infoSet[id] = index;
    histories[index]!.push(id);
    kids[id] = moves.map((action) => visit([...path, { t: 'act', action }], 1));
    return id;
  };

  visit([], 1);
  const size = kind.length;
  const first = new Int32Array(size);
  const count = new Int32Array(size);
  let total = 0;
  for (let n = 0; n < size; n++) total += kids[n]!.length;
  const children = new Int32Array(total);
  let at = 0;
  for (let n = 0; n < size; n++) {
    first[n] = at;
    count[n] = kids[n]!.length;
    for (const c of kids[n]!) children[at++] = c;
  }
  const offset = new Int32Array(infoSets.length + 1);
  for (let i = 0; i < infoSets.length; i++) offset[i + 1] = offset[i]! + actions[i]!.length;
  return {
    size,
    kind: Uint8Array.from(kind),
    player: Int8Array.from(player),
    infoSet: Int32Array.from(infoSet),
    first,
    count,
    children,
    prob: Float64Array.from(prob),
    payoff: Float64Array.from(payoff),
    infoSets,
    actions,
    owner: Int8Array.from(owner),
    histories: histories.map((h) => Int32Array.from(h)),
    offset,
    actionCount: offset[infoSets.length]!,
  };
}
