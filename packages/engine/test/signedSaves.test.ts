import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { createHand, hmacSha256, restoreHand, RestoreError, saveSignature, type PersistedHand } from '../src/index.js';

const game = { variant: texasHoldem, betting: noLimit() };
const KEY = 'room secret';

function playedHand() {
  const hand = createHand({ ...game, stacks: [200, 200, 200], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 7 } });
  hand.act({ type: 'call' });
  hand.act({ type: 'call' });
  return hand;
}

function refusal(fn: () => unknown): RestoreError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RestoreError);
    return e as RestoreError;
  }
  throw new Error('expected a RestoreError');
}

describe('signed saves', () => {
  it('hmacSha256 agrees with node:crypto for any key and message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1, maxLength: 150 }), fc.uint8Array({ minLength: 1, maxLength: 150 })), fc.string({ maxLength: 300, unit: 'grapheme' }), (key, message) => {
        const expected = createHmac('sha256', typeof key === 'string' ? Buffer.from(key, 'utf8') : Buffer.from(key)).update(message, 'utf8').digest('hex');
        expect(hmacSha256(key, message)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('a signed save restores with its key, after a JSON round trip and with its keys reordered', () => {
    const hand = playedHand();
    const save = hand.persist({ key: KEY });
    expect(save.signature).toMatch(/^[0-9a-f]{64}$/);
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(save).reverse()))) as PersistedHand;
    const restored = restoreHand(reordered, { ...game, key: KEY });
    expect(restored.toAct).toBe(hand.toAct);
    expect(restored.legalActions()).toEqual(hand.legalActions());
  });

  it('R0.3 a consistent edit of the options (a stack raised in options and snapshot) replays, but is refused with BAD_SIGNATURE under the key', () => {
    const hand = createHand({ ...game, stacks: [200, 200], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 3 } });
    const save = hand.persist({ key: KEY });
    // the consistent forgery: the same hand created with a larger stack, its signature kept
    const forged = createHand({ ...game, stacks: [5000, 200], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 3 } }).persist() as PersistedHand;
    forged.signature = save.signature!;
    expect(() => restoreHand(JSON.parse(JSON.stringify(forged)), game)).not.toThrow(); // without a key it is believed
    expect(refusal(() => restoreHand(forged, { ...game, key: KEY })).code).toBe('BAD_SIGNATURE');
  });

  it('any single edited number of a signed save is refused with BAD_SIGNATURE', () => {
    const save = playedHand().persist({ key: KEY });
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]) => {
      if (typeof v === 'number') paths.push(path);
      else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(save, []);
    expect(paths.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.integer({ min: 1, max: 1000 }), (path, delta) => {
        const copy = JSON.parse(JSON.stringify(save)) as Record<string, unknown>;
        let at: Record<string | number, unknown> = copy;
        for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, unknown>;
        const last = path[path.length - 1]!;
        at[last] = (at[last] as number) + delta;
        expect(refusal(() => restoreHand(copy as unknown as PersistedHand, { ...game, key: KEY })).code).toBe('BAD_SIGNATURE');
      }),
      { numRuns: 100 },
    );
  });

  it('an unsigned save, or one signed with another key, is refused when a key is given', () => {
    const hand = playedHand();
    expect(refusal(() => restoreHand(hand.persist(), { ...game, key: KEY })).code).toBe('BAD_SIGNATURE');
    expect(refusal(() => restoreHand(hand.persist({ key: 'other' }), { ...game, key: KEY })).code).toBe('BAD_SIGNATURE');
    expect(refusal(() => hand.persist({ key: '' })).code).toBe('BAD_KEY');
  });

  it('saveSignature ignores the save\'s own signature field and depends on every other field', () => {
    const save = playedHand().persist();
    const signed = { ...save, signature: 'x' };
    expect(saveSignature(signed, KEY)).toBe(saveSignature(save, KEY));
    expect(saveSignature({ ...save, variant: 'omaha' }, KEY)).not.toBe(saveSignature(save, KEY));
  });
});
