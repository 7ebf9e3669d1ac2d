// A reproducible set of no-limit Hold'em hands played by the engine with random but plausible
// actions (raises, 3-bets, c-bets, folds and showdowns all occur), as PHH records with player
// names, and each hand's payouts from the engine (by PHH player) for the tests' own count.
import { createRng } from '@pokerchart/cards';
import { noLimit, type PlayerAction } from '@pokerchart/betting';
import { createHand } from '@pokerchart/engine';
import { type PhhHand, toPhh } from '@pokerchart/phh';
import { texasHoldem } from '@pokerchart/variants';

export const NAMES = ['Alice', 'Bruno', 'Chloé', 'Dmitri', 'Elena', 'Farid', 'Gwen', 'Hugo'];

export interface PlayedHand {
  phh: PhhHand;
  /** Chips won from pots by PHH player (the engine's payouts). */
  payouts: number[];
}

export function handSet(count: number, seed: number): PlayedHand[] {
  const rng = createRng(seed);
  const int = (n: number): number => rng.int(n);
  const out: PlayedHand[] = [];
  while (out.length < count) {
    const n = 2 + int(5);
    const stacks = Array.from({ length: n }, () => 40 + int(360));
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks, button: int(n), blinds: { small: 1, big: 2 }, dealing: { seed: int(1e9) } });
    const style = Array.from({ length: n }, () => rng.float());
    while (!hand.isComplete) {
      const legal = hand.legalActions()!;
      const seat = hand.view('spectator').seats[legal.seat]!;
      const r = rng.float();
      const loose = style[legal.seat]!;
      let action: PlayerAction;
      if (legal.raiseTo !== null && r < 0.12 + 0.2 * loose) {
        const { min, max } = legal.raiseTo;
        const to = Math.min(max, min + int(Math.max(1, Math.floor((max - min) / 4))));
        action = { type: legal.check && seat.committed === 0 ? 'bet' : 'raise', to };
      } else if (legal.check) action = { type: 'check' };
      else if (legal.call !== null && r < 0.35 + 0.45 * loose) action = { type: 'call' };
      else action = { type: 'fold' };
      hand.act(action);
    }
    const phh = toPhh(hand);
    const order = [...hand.context.dealOrder];
    const offset = int(NAMES.length);
    phh.players = order.map((_, i) => NAMES[(offset + i) % NAMES.length]!);
    phh._hand_id = `G${seed}-${out.length + 1}`;
    phh._site = 'test';
    out.push({ phh, payouts: order.map((seat) => hand.result!.payouts[seat]!) });
  }
  return out;
}
