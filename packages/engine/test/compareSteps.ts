import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { Rng } from '@pokerchart/cards';
import type { BettingStructure, LegalActions } from '@pokerchart/betting';
import type { HandContext, HandMachine, HandResult } from '../src/index.js';
import { handLegalActions } from '../src/handLegalActions.js';

/**
 * Plays one hand on two machines at once, the directly stepped `direct` and `plain` (XState's own
 * algorithm over the same config), sending both the same random events: the calls, folds and
 * largest raises on offer plus whatever `extra` adds (legal or refused) for the hand under test.
 * After every event both snapshots must agree in state and context (R0.3: a refused event changes
 * neither). Returns the hand's result once chips are checked to be conserved (R0.5).
 */
export function compareSteps(
  direct: HandMachine,
  plain: unknown,
  input: { stacks: number[] } & Record<string, unknown>,
  betting: BettingStructure,
  rng: Rng,
  extra: (context: HandContext, legal: LegalActions) => object[],
): HandResult {
  const a = createActor(direct, { input: input as never }).start();
  const b = createActor(plain as HandMachine, { input: input as never }).start();
  for (let step = 0; a.getSnapshot().status === 'active'; step++) {
    const ctx = a.getSnapshot().context;
    const legal = handLegalActions(ctx, betting)!;
    const options = extra(ctx, legal);
    if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' });
    if (legal.fold) options.push({ type: 'fold' });
    if (legal.raiseTo !== null) options.push({ type: ctx.betting.currentBet === 0 ? 'bet' : 'raise', to: legal.raiseTo.max });
    const event = { type: 'ACT', action: options[rng.int(options.length)] };
    a.send(event as never);
    b.send(event as never);
    expect(a.getSnapshot().value).toEqual(b.getSnapshot().value);
    expect(a.getSnapshot().context).toEqual(b.getSnapshot().context);
    if (step > 300) throw new Error('hand did not finish');
  }
  const result = a.getSnapshot().output!;
  expect(result.stacks.reduce((x, y) => x + y, 0)).toBe(input.stacks.reduce((x, y) => x + y, 0));
  return result;
}
