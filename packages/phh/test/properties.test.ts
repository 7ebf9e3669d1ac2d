import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhhAction, parsePhh, parsePhhAction, serializePhh, type PhhAction, type PhhHand } from '../src/index.js';

const card = fc.integer({ min: 0, max: 51 });
const cards = fc.array(fc.option(card, { nil: null, freq: 4 }), { minLength: 1, maxLength: 5 });
const player = fc.integer({ min: 0, max: 9 });
const amount = fc.integer({ min: 1, max: 10 ** 9 }).chain((n) => fc.constantFrom(n, n / 100, n / 4));
const commentary = fc.option(
  fc.string({ unit: fc.constantFrom(...'abc XYZ-#,.!?é'.split('')), minLength: 1, maxLength: 20 }).map((s) => s.trim()).filter((s) => s.length > 0),
  { nil: undefined },
);

const action: fc.Arbitrary<PhhAction> = fc
  .tuple(
    fc.oneof(
      fc.record({ type: fc.constant('deal-hole' as const), player, cards }),
      fc.record({ type: fc.constant('deal-board' as const), cards }),
      fc.record({ type: fc.constant('bet-raise' as const), player, amount }),
      fc.record({ type: fc.constant('check-call' as const), player }),
      fc.record({ type: fc.constant('fold' as const), player }),
      fc.record({ type: fc.constant('bring-in' as const), player }),
      fc.record({ type: fc.constant('discard' as const), player, cards: fc.oneof(fc.constant([]), cards) }),
      fc.record({ type: fc.constant('show-muck' as const), player, cards: fc.oneof(fc.constant(null), fc.constant('dealt' as const), cards) }),
    ),
    commentary,
  )
  .map(([a, note]) => (note === undefined ? a : { ...a, commentary: note }) as PhhAction);

describe('PHH notation properties', () => {
  it('parsePhhAction reads back whatever formatPhhAction writes', () => {
    fc.assert(
      fc.property(action, (a) => {
        expect(parsePhhAction(formatPhhAction(a))).toEqual(a);
      }),
    );
  });

  it('parsePhh reads back whatever serializePhh writes, extra fields included', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 });
    const hand = fc
      .record({
        n: fc.integer({ min: 2, max: 10 }),
        deck: fc.shuffledSubarray([...Array(52).keys()], { minLength: 20, maxLength: 20 }),
        author: text,
        event: text,
        note: text,
        // -0 is written as 0: TOML numbers keep no sign of zero that matters to a hand
        numbers: fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x)), { maxLength: 4 }),
        flag: fc.boolean(),
      })
      .map(({ n, deck, author, event, note, numbers, flag }): PhhHand => ({
        variant: 'NT',
        antes: Array.from({ length: n }, () => 0),
        blinds_or_straddles: Array.from({ length: n }, (_, i) => (i === 0 ? 0.5 : i === 1 ? 1 : 0)),
        min_bet: 1,
        starting_stacks: Array.from({ length: n }, (_, i) => 100 + i * 12.25),
        actions: Array.from({ length: n }, (_, i) => formatPhhAction({ type: 'deal-hole', player: i, cards: [deck[2 * i]!, deck[2 * i + 1]!] })),
        author,
        event,
        'my note': note,
        my_numbers: numbers,
        my_flag: flag,
      }));
    fc.assert(
      fc.property(hand, (h) => {
        expect(parsePhh(serializePhh(h))).toEqual(h);
      }),
    );
  });

  it('parsePhhAction splits words at any run of white space, as split(/\\s+/) does, and reads players pN without leading zeros', () => {
    const space = fc.stringMatching(/^[ \t\u000b\f\u00a0\u2003\u3000]{1,3}$/);
    fc.assert(
      fc.property(action, space, space, (a, s1, s2) => {
        const text = formatPhhAction(a);
        const hash = text.indexOf('#');
        const body = hash < 0 ? text : text.slice(0, hash).trimEnd();
        const spaced = body.split(' ').join(s1) + s2 + (hash < 0 ? '' : text.slice(hash));
        expect(parsePhhAction(spaced)).toEqual(a);
      }),
    );
    expect(parsePhhAction('p12 f')).toEqual({ type: 'fold', player: 11 });
    expect(parsePhhAction('p123456789012345 cc')).toEqual({ type: 'check-call', player: 123456789012344 });
    expect(parsePhhAction('p12345678901234567890 cc').type).toBe('check-call');
    for (const bad of ['p0 f', 'p01 f', 'p f', 'q1 f', 'p1x f', 'P1 f', 'p-1 f']) {
      expect(() => parsePhhAction(bad), bad).toThrow(/expected a player such as p1/);
    }
    expect(() => parsePhhAction('p3 f', 2)).toThrow(/player p3 does not exist/);
  });
});
