// A hand makes its XState actor when hand.actor is first read (until then the engine steps the
// same machine without one): the same random hands of every built-in variant, played with the
// actor made at the start, in the middle or never, go through the same states, refusals, results,
// logs and saves; the actor made in the middle carries on from where the hand was.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Actor } from 'xstate';
import { createRng } from '@pokerchart/cards';
import { configureEngine, createHand, engineInfo, type Hand, type PlayerAction, restoreHand } from '@pokerchart/engine';
import { variants } from '../src/index.js';
import { optionsOf, randomAction } from './randomHands.js';

type When = 'never' | 'start' | 'middle';

/** What a hand shows after each step, from the facade (never the actor, which would make it). */
function look(hand: Hand): string {
  return JSON.stringify({ state: hand.state, toAct: hand.toAct, street: hand.street, legal: hand.legalActions(), complete: hand.isComplete });
}

/** Plays hand `h` with its actor made `when`; `actions` replays a recorded hand. */
function play(h: number, when: When, actions?: PlayerAction[]) {
  const hand = createHand(optionsOf(h));
  const rng = createRng(h);
  const played: PlayerAction[] = [];
  const steps: string[] = [look(hand)];
  const refusals: string[] = [];
  const seenBySubscriber: string[] = [];
  // the step after which the actor is made (for 'middle': a random one of the first few)
  const makeAt = when === 'start' ? -1 : when === 'middle' ? createRng(h + 99).int(6) : Infinity;
  const make = () => {
    const actor = hand.actor;
    expect(hand.actor).toBe(actor); // one actor, made once
    expect(actor.getSnapshot().value).toEqual(hand.state);
    expect(actor.getSnapshot().context).toEqual(hand.context);
    actor.subscribe((s) => seenBySubscriber.push(JSON.stringify(s.value)));
  };
  if (makeAt < 0) make();
  for (let i = 0; !hand.isComplete; i++) {
    if (i > 300) throw new Error(`hand ${h} did not finish`);
    if (i === makeAt) make();
    // illegal events now and then: refused alike (R0.3), nothing changes
    const attempt = actions === undefined ? rng.int(8) : -1;
    const before = look(hand);
    try {
      if (attempt === 0) hand.act({ type: 'raise', to: -1 });
      else if (attempt === 1) hand.act({ type: 'check' }, (hand.toAct ?? 0) + 1);
      else if (attempt === 2) hand.dealBoard('2c');
    } catch (e) {
      refusals.push(`${i}:${(e as { code?: string }).code ?? String(e)}`);
    }
    expect(look(hand)).toBe(before);
    const action = actions?.[i] ?? randomAction(hand, rng);
    hand.act(action);
    played.push(action);
    steps.push(look(hand));
  }
  return { played, steps, refusals, seenBySubscriber, madeAt: makeAt, result: hand.result, log: hand.log, save: hand.persist(), actorMade: when !== 'never' };
}

afterEach(() => {
  configureEngine({ stepping: 'direct' });
  vi.restoreAllMocks();
});

describe('hand.actor is made on first read: a hand plays alike with its actor made at the start, in the middle or never', () => {
  it('R0.3 R0.5 1,000 random hands over every built-in variant: the same states, refusals, results, logs and saves', { timeout: 120_000 }, () => {
    expect(engineInfo().stepping).toBe('direct');
    const seen = new Set<string>();
    let refused = 0;
    for (let h = 0; h < 1000; h++) {
      const never = play(h, 'never');
      const start = play(h, 'start', never.played);
      const middle = play(h, 'middle', never.played);
      for (const other of [start, middle]) {
        expect(other.steps).toEqual(never.steps);
        expect(other.result).toEqual(never.result);
        expect(other.log).toEqual(never.log);
        expect(other.save).toEqual(never.save);
      }
      // the refusals of the random illegal events, replayed against an actor from the start
      const refusedByActor = play(h, 'start');
      expect(refusedByActor.refusals).toEqual(never.refusals);
      expect(refusedByActor.steps).toEqual(never.steps);
      refused += never.refusals.length;
      // the subscriber of the actor made in the middle sees every step after it was made
      const after = middle.steps.slice(Math.min(middle.madeAt, middle.steps.length - 1) + 1).map((s) => JSON.stringify(JSON.parse(s).state));
      expect(middle.seenBySubscriber).toEqual(after);
      seen.add(optionsOf(h).variant.id);
    }
    expect(seen.size).toBe(variants.length);
    expect(refused).toBeGreaterThan(500);
  });

  it('no XState actor is started for a hand until hand.actor is read; reading it starts exactly one', () => {
    const start = vi.spyOn(Actor.prototype, 'start');
    const hands = Array.from({ length: 12 }, (_, h) => createHand(optionsOf(h)));
    for (const hand of hands) hand.act(randomAction(hand, createRng(1)));
    expect(start).not.toHaveBeenCalled();
    const actor = hands[0]!.actor;
    expect(start).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe(hands[0]!.isComplete ? 'done' : 'active');
    expect(hands[0]!.actor).toBe(actor);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("hands with an inspector, or under configureEngine({ stepping: 'xstate' }), have their actor from the start", () => {
    const start = vi.spyOn(Actor.prototype, 'start');
    const events: string[] = [];
    createHand({ ...optionsOf(0), inspect: (e) => events.push(e.type) });
    expect(start).toHaveBeenCalledTimes(1);
    expect(events).toContain('@xstate.actor');
    configureEngine({ stepping: 'xstate' });
    createHand(optionsOf(1));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('a save made before the actor exists restores, and the restored hand plays on to the same result', () => {
    for (let h = 0; h < 60; h++) {
      const whole = play(h, 'never');
      const hand = createHand(optionsOf(h));
      const half = Math.floor(whole.played.length / 2);
      for (let i = 0; i < half; i++) hand.act(whole.played[i]!);
      const restored = restoreHand(hand.persist(), { variant: optionsOf(h).variant, betting: optionsOf(h).betting });
      expect(restored.context).toEqual(hand.context);
      for (let i = half; i < whole.played.length; i++) restored.act(whole.played[i]!);
      expect(restored.result).toEqual(whole.result);
      expect(restored.log).toEqual(whole.log);
    }
  });
});
