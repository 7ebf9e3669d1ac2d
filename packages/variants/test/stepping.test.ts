// configureEngine's switch: the same random hands of every built-in variant, played with the
// engine's direct stepping and with XState's own algorithm, give the same results and the same logs.
import { afterEach, describe, expect, it } from 'vitest';
import { createRng } from '@pokerchart/cards';
import { configureEngine, createHand, engineInfo, type PlayerAction } from '@pokerchart/engine';
import { hasDirectTransitions } from '@pokerchart/engine/internal';
import { variants } from '../src/index.js';
import { optionsOf, randomAction } from './randomHands.js';

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
