// configureEngine's switch: the same random hands of every built-in variant, played with the
// engine's direct stepping and with XState's own algorithm, give the same results and the same logs.
import { afterEach, describe, expect, it } from 'vitest';
import { createRng, type Rng } from '@pokerchart/cards';
import { type BettingStructure, fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { configureEngine, createHand, engineInfo, type Hand, type HandOptions, opensWithBringIn, type PlayerAction, type VariantDescriptor } from '@pokerchart/engine';
import { hasDirectTransitions } from '@pokerchart/engine/internal';
import { variants } from '../src/index.js';

/** The variant's own betting structure (its `defaultBetting`), limits sized for the blinds below. */
const structure = (variant: VariantDescriptor): BettingStructure =>
  variant.defaultBetting === 'fixed-limit' ? fixedLimit({ smallBet: 10 }) : variant.defaultBetting === 'pot-limit' ? potLimit() : noLimit();

/** Options of random hand `h`: the variant by turn, 2 to 6 seats (within the variant's range), random stacks. */
function optionsOf(h: number): HandOptions {
  const variant = variants[h % variants.length]!;
  const rng = createRng(7919 * h + 1);
  const seats = Math.max(variant.seats.min, Math.min(variant.seats.max, 2 + rng.int(5)));
  const stacks = Array.from({ length: seats }, () => 40 + rng.int(600));
  const forced = opensWithBringIn(variant) ? { ante: { amount: 1, mode: 'each' as const }, bringIn: 3 } : { blinds: { small: 5, big: 10 } };
  return { variant, betting: structure(variant), stacks, button: rng.int(seats), ...forced, dealing: { seed: h } };
}

/** A random legal action (discards, bring-ins, bets and raises within bounds, the word per R61). */
function randomAction(hand: Hand, rng: Rng): PlayerAction {
  const legal = hand.legalActions()!;
  if (legal.discard !== null) {
    const held = hand.context.holeCards[legal.seat]!;
    return { type: 'discard', cards: held.slice(0, legal.discard.min + rng.int(legal.discard.max - legal.discard.min + 1)) };
  }
  const options: PlayerAction[] = [];
  if (legal.bringIn !== null) options.push({ type: 'bring-in' });
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' });
  if (legal.raiseTo !== null) {
    const { min, max } = legal.raiseTo;
    const to = legal.raiseSizes !== undefined ? legal.raiseSizes[rng.int(legal.raiseSizes.length)]! : min + rng.int(max - min + 1);
    options.push({ type: hand.context.betting.currentBet === 0 ? 'bet' : 'raise', to });
  }
  return options[rng.int(options.length)]!;
}

/** Plays hand `h` with `actions` (recording random ones when none are given); what it ends as. */
function play(h: number, actions?: PlayerAction[]) {
  const hand = createHand(optionsOf(h));
  const rng = createRng(h);
  const played: PlayerAction[] = [];
  const refusals: string[] = [];
  for (let i = 0; !hand.isComplete; i++) {
    if (i > 300) throw new Error(`hand ${h} did not finish`);
    // now and then an illegal action: refused the same way, the hand unchanged (R0.3)
    if (actions === undefined && rng.int(10) === 0) {
      try {
        hand.act({ type: 'raise', to: -1 });
      } catch (e) {
        refusals.push((e as { code?: string }).code ?? String(e));
      }
    }
    const action = actions?.[i] ?? randomAction(hand, rng);
    hand.act(action);
    played.push(action);
  }
  return { played, direct: hasDirectTransitions(hand.actor.logic), result: hand.result, log: hand.log, value: hand.actor.getSnapshot().value, refusals };
}

afterEach(() => configureEngine({ stepping: 'direct' }));

describe("configureEngine({ stepping }): direct stepping and XState's algorithm play alike", () => {
  it('R0.3 1,000 random hands over every built-in variant: the same results, logs and final states under both settings', { timeout: 120_000 }, () => {
    const hands = 1000;
    const direct = [];
    expect(engineInfo().stepping).toBe('direct');
    for (let h = 0; h < hands; h++) direct.push(play(h));
    configureEngine({ stepping: 'xstate' });
    expect(engineInfo()).toMatchObject({ stepping: 'xstate', reason: expect.stringContaining("stepping: 'xstate'") });
    const seen = new Set<string>();
    for (let h = 0; h < hands; h++) {
      const a = direct[h]!;
      const b = play(h, a.played);
      expect(a.direct).toBe(true);
      expect(b.direct).toBe(false);
      expect(b.result).toEqual(a.result);
      expect(b.log).toEqual(a.log);
      expect(b.value).toEqual(a.value);
      seen.add(optionsOf(h).variant.id);
    }
    expect(seen.size).toBe(variants.length);
    // the hands are not trivial: several streets reached, showdowns and folds both
    expect(direct.filter((d) => d.result!.shown.length > 0).length).toBeGreaterThan(100);
    expect(direct.filter((d) => d.result!.shown.length === 0).length).toBeGreaterThan(100);
  });
});
