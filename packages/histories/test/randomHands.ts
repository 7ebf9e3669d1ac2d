import { noLimit, potLimit } from '@pokerchart/betting';
import { createRng } from '@pokerchart/cards';
import { createHand, defineVariant, type Hand } from '@pokerchart/engine';
import { toPhh } from '@pokerchart/phh';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { parseHistory, writeHistory } from '../src/index.js';

const omaha5 = defineVariant({ ...omaha, id: 'omaha5', name: 'Five-card Omaha', holeCards: 5, seats: { min: 2, max: 8 } });

/** One random finished hand: hold'em or Omaha (4 or 5 cards), 2-9 players, short stacks for all-ins, sometimes antes and runs. */
export function playRandomHand(seed: number): Hand {
  const rng = createRng(seed);
  // the game and the number of players cycle with the seed (the first draws of nearby seeds are alike)
  const game = Math.floor(seed / 8) % 4; // 0, 1 hold'em NL; 2 Omaha PL; 3 five-card Omaha PL (at most 8 players)
  const n = 2 + (game === 3 ? seed % 7 : seed % 8);
  const stacks = Array.from({ length: n }, () => (rng.int(3) === 0 ? 4 + rng.int(40) : 40 + rng.int(400)));
  const runs = rng.int(3) === 0 ? 2 + rng.int(2) : 1;
  const hand = createHand({
    variant: game < 2 ? texasHoldem : game === 2 ? omaha : omaha5,
    betting: game < 2 ? noLimit() : potLimit(),
    stacks,
    button: rng.int(n),
    blinds: { small: 1, big: 2 },
    ...(rng.int(4) === 0 ? { ante: { amount: 1, mode: 'each' as const } } : {}),
    dealing: { seed: seed * 7 + 1 },
    ...(runs > 1 ? { runItTimes: runs } : {}),
  });
  for (let guard = 0; !hand.isComplete && guard < 500; guard++) {
    const legal = hand.legalActions()!;
    const roll = rng.int(100);
    const open = hand.context.betting.currentBet === 0;
    if (roll < 12 && legal.fold && !legal.check) hand.act({ type: 'fold' });
    else if (roll < 25 && legal.raiseTo !== null) hand.act(open ? { type: 'bet', to: legal.raiseTo.max } : { type: 'raise', to: legal.raiseTo.max });
    else if (roll < 45 && legal.raiseTo !== null) {
      const { min, max } = legal.raiseTo;
      const to = min + rng.int(Math.max(1, Math.min(max, min * 3) - min + 1));
      hand.act(open ? { type: 'bet', to } : { type: 'raise', to });
    } else if (legal.check) hand.act({ type: 'check' });
    else if (legal.call !== null) hand.act({ type: 'call' });
    else hand.act({ type: 'fold' });
  }
  return hand;
}

/** What a round trip gives: the text, the parsed PHH hand, and how it differs from the engine hand (empty when identical). */
export function roundTrip(hand: Hand, language: 'en' | 'fr'): { text: string; differences: string[] } {
  const text = writeHistory(hand, 'pokerstars', { language });
  const parsed = parseHistory(text);
  const differences: string[] = [];
  if (parsed.refused.length > 0 || parsed.hands.length !== 1) {
    differences.push(`parseHistory: ${parsed.hands.length} hands, refused ${JSON.stringify(parsed.refused)}`);
    return { text, differences };
  }
  const phh = parsed.hands[0]!;
  const result = hand.result!;
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`${what}: ${JSON.stringify(a)} != ${JSON.stringify(b)}`);
  };
  // PHH player i sits at room seat phh.seats[i], engine seat phh.seats[i] - 1
  const bySeat = (values: readonly number[]) => (phh.seats as number[]).map((seat) => values[seat - 1]);
  same('finishing stacks', phh.finishing_stacks, bySeat(result.stacks));
  same('starting stacks', phh.starting_stacks, bySeat(hand.context.betting.startStacks));
  if (hand.context.runs.length === 0 && hand.context.variantId !== 'omaha5') {
    const expected = toPhh(hand);
    same('antes', phh.antes, expected.antes);
    same('blinds', phh.blinds_or_straddles, expected.blinds_or_straddles);
    same('min bet', phh.min_bet, expected.min_bet);
    // the same deals and bets in the same order (shows compared as a set: PHH writes them where the showdown is)
    const noShows = (actions: string[]) => actions.filter((a) => !/ sm( |$)/.test(a));
    same('actions', noShows(phh.actions), noShows(expected.actions));
    same('shows', phh.actions.filter((a) => / sm( |$)/.test(a)).sort(), expected.actions.filter((a) => / sm( [^?]|$)/.test(a)).sort());
  }
  same('runs', phh['_runs'] ?? 1, hand.context.runs.length + 1);
  return { text, differences };
}
