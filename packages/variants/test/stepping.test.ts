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

// The suite plays 1,000 hands over all built-ins (about 84 each); scripts/xstate-differential.mjs
// (run by .ci/run at xstate 5.30.0 and at the lockfile's version) sets POKERCHART_STEPPING_HANDS
// to play that many hands of every built-in instead (1,000 each).
const perVariant = Number(process.env.POKERCHART_STEPPING_HANDS ?? 0);
const HANDS = Number.isInteger(perVariant) && perVariant > 0 ? perVariant * variants.length : 1000;
const label = HANDS === 1000 ? '1,000 random hands over every built-in variant' : `${perVariant} random hands of every built-in variant (${HANDS} in all)`;

describe("configureEngine({ stepping }): direct stepping and XState's algorithm play alike", () => {
  it(`R0.3 ${label}: the same results, logs and final states under both settings`, { timeout: 120_000 + HANDS * 100 }, () => {
    const hands = HANDS;
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
    // every built-in played as many hands (hand h is built-in h mod their count)
    for (const v of variants) expect(direct.filter((_, h) => optionsOf(h).variant.id === v.id).length).toBe(Math.ceil((hands - variants.indexOf(v)) / variants.length));
    // the hands are not trivial: several streets reached, showdowns and folds both
    expect(direct.filter((d) => d.result!.shown.length > 0).length).toBeGreaterThan(hands / 10);
    expect(direct.filter((d) => d.result!.shown.length === 0).length).toBeGreaterThan(hands / 10);
  });
});
