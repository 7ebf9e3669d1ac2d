// Hostile input on the engine's public entry points: always a typed error with a clear message,
// never a TypeError from inside, never a hang, never a polluted prototype, never a changed state,
// never a lost or created chip (R0.3, R0.5, R5).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '@pokerchart/cards';
import { fixedLimit, noLimit, potLimit, type BettingStructure } from '@pokerchart/betting';
import {
  awardPots, buildPots, PotError, createHand, defineVariant, DealingError, HandOptionsError, IllegalActionError,
  restoreHand, RestoreError, VariantDefinitionError, type Hand, type HandOptions, type PersistedHand, type PlayerAction,
} from '../src/index.js';
import { holdem, holdemSpec, omaha } from './fixtures.js';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const base = (): HandOptions => ({
  variant: holdem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 3 },
});
/** Calls `f`, expects it to throw an instance of `type` (and nothing else), and returns the error. */
function thrown<E extends Error>(f: () => unknown, type: new (...args: never[]) => E): E {
  try {
    f();
  } catch (e) {
    expect(e, e instanceof Error ? `${e.constructor.name}: ${e.message}` : String(e)).toBeInstanceOf(type);
    expect((e as Error).message.length).toBeGreaterThan(10);
    return e as E;
  }
  throw new Error('expected an error, none was thrown');
}
function expectCleanPrototype(): void {
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('engine: chips found by the soak', () => {
  it('R25 R0.5 a big-blind ante nobody matched is still won: heads-up, ante-first, both all-in from the forced bets', () => {
    // BB (seat 0) posts its whole 13 chips as ante, which is then live (R25); the button's 16-chip
    // small blind matches 13 of it and 3 are returned (R106): a 26-chip pot for both hands
    const hand = createHand({
      variant: holdem, betting: noLimit(), stacks: [13, 16], button: 1, blinds: { small: 24, big: 49 },
      ante: { amount: 35, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first' }, dealing: { seed: 1 },
    });
    expect(hand.isComplete).toBe(true);
    const r = hand.result!;
    expect(sum(r.stacks)).toBe(29);
    expect(r.pots).toHaveLength(1);
    expect(r.pots[0]!.amount).toBe(26);
    expect(r.pots[0]!.eligible).toEqual([0, 1]);
    expect(sum(r.payouts)).toBe(26);
    expect(r.returned).toEqual([0, 3]);
  });

  it('R25 R0.5 a 1-chip big blind all-in as ante, everybody else folds or is returned: the chip is won', () => {
    const hand = createHand({
      variant: holdem, betting: noLimit(), stacks: [1645, 1580, 0, 1, 0], button: 0, blinds: { small: 4, big: 8 },
      ante: { amount: 4, mode: 'big-blind' }, rules: { bbAnteOrder: 'ante-first', allowOpenFold: true }, dealing: { seed: 621501383 },
    });
    while (!hand.isComplete) hand.act({ type: 'fold' });
    expect(sum(hand.result!.stacks)).toBe(1645 + 1580 + 1);
  });
});

describe('engine: createHand options', () => {
  const junk: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, '10', null, undefined, {}, []];

  it('R0.1 R11 bad stacks, wrong seat counts and huge arrays are HandOptionsError', { timeout: 60_000 }, () => {
    for (const bad of junk) thrown(() => createHand({ ...base(), stacks: [100, bad as number, 100] }), HandOptionsError);
    for (const stacks of ['100,100', null, [100], [], new Array(3), new Array(11).fill(100), new Array(1_000_000).fill(100)]) {
      thrown(() => createHand({ ...base(), stacks: stacks as number[] }), HandOptionsError);
    }
  });

  it('R0.1 R0.5 stacks adding up past Number.MAX_SAFE_INTEGER are refused (chip sums would not be exact)', () => {
    const e = thrown(() => createHand({ ...base(), stacks: [2 ** 53, 2 ** 53, 100] }), HandOptionsError);
    expect(e.message).toMatch(/MAX_SAFE_INTEGER/);
    thrown(() => createHand({ ...base(), stacks: [1e300, 1e300, 100] }), HandOptionsError);
    thrown(() => createHand({ ...base(), stacks: [Number.MAX_SAFE_INTEGER, 1, 0] }), HandOptionsError);
    const edge = createHand({ ...base(), stacks: [Number.MAX_SAFE_INTEGER - 200, 100, 100] });
    while (!edge.isComplete) edge.act(edge.legalActions()!.call !== null ? { type: 'call' } : { type: 'check' });
    expect(sum(edge.result!.stacks)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('R12 a button that is not a dealt-in seat is refused', () => {
    for (const bad of [...junk, 3, 99]) thrown(() => createHand({ ...base(), button: bad as number }), HandOptionsError);
  });

  it('R21 R23 R27 bad blinds, antes and straddles are refused', () => {
    for (const bad of junk) {
      thrown(() => createHand({ ...base(), blinds: { small: 1, big: bad as number } }), HandOptionsError);
      thrown(() => createHand({ ...base(), ante: { amount: bad as number, mode: 'each' } }), HandOptionsError);
      if (bad !== undefined && bad !== null) thrown(() => createHand({ ...base(), straddle: bad as number }), HandOptionsError);
    }
    thrown(() => createHand({ ...base(), ante: { amount: 1, mode: 'x' as 'each' } }), HandOptionsError);
  });

  it('R5 R6 bad dealing: NaN seeds, a 10 MB deck string, a million-card deck', { timeout: 60_000 }, () => {
    for (const dealing of [{ seed: Number.NaN }, { seed: 1.5 }, { seed: '1' }, 'x', { deck: 'As'.repeat(5_000_000) }, { deck: new Array(1_000_000).fill(0) }, { deck: [] }]) {
      thrown(() => createHand({ ...base(), dealing: dealing as HandOptions['dealing'] }), HandOptionsError);
    }
  });

  it('R0.4 prototype keys in options and rules never pollute Object.prototype', () => {
    thrown(() => createHand({ ...base(), rules: JSON.parse('{"__proto__":{"polluted":1}}') as object }), HandOptionsError);
    thrown(() => createHand({ ...base(), rules: JSON.parse('{"constructor":{"prototype":{"polluted":1}}}') as object }), HandOptionsError);
    thrown(() => createHand({ ...base(), rules: { prototype: 1 } as object }), HandOptionsError);
    // unknown top-level keys are ignored, but never merged into a prototype
    const hand = createHand({ ...(JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as object), ...base() });
    expect(hand.toAct).toBe(0);
    expectCleanPrototype();
  });

  it('bad variant or betting objects are typed errors, not crashes', () => {
    thrown(() => createHand(null as unknown as HandOptions), HandOptionsError);
    thrown(() => createHand(undefined as unknown as HandOptions), HandOptionsError);
    thrown(() => createHand({ ...base(), variant: null as never }), HandOptionsError);
    thrown(() => createHand({ ...base(), betting: {} as BettingStructure }), HandOptionsError);
    thrown(() => createHand({ ...base(), variant: {} as never }), VariantDefinitionError);
  });
});

describe('engine: a live hand under hostile calls', () => {
  it('R0.3 R57 junk actions are IllegalActionError and leave persist() deep-equal', () => {
    const hand = createHand(base());
    const before = hand.persist();
    const actions: unknown[] = [
      null, undefined, 'fold', 42, {}, { type: 'dance' }, { type: '__proto__' }, { type: 'constructor' },
      { type: 'raise', to: Number.NaN }, { type: 'raise', to: Number.POSITIVE_INFINITY }, { type: 'raise', to: 1.5 },
      { type: 'raise', to: '10' }, { type: 'raise', to: -1 }, { type: 'raise' }, { type: 'raise', to: 1e300 },
      { type: 'bet', to: 10 }, { type: 'check' }, JSON.parse('{"type":"raise","to":3,"__proto__":{"polluted":1}}'),
    ];
    for (const a of actions) thrown(() => hand.act(a as PlayerAction), IllegalActionError);
    expect(hand.persist()).toEqual(before);
    expectCleanPrototype();
  });

  it('R35 R5 dealHole and dealBoard refuse wrong seats, counts, duplicates, junk and 1 MB input; nothing changes', () => {
    const seeded = createHand(base());
    thrown(() => seeded.dealHole(0, 'AsKs'), DealingError);
    thrown(() => seeded.dealBoard('AsKsQs'), DealingError);
    const hand = createHand({ ...base(), dealing: 'manual' });
    const before = hand.persist();
    const calls: (() => void)[] = [
      () => hand.dealHole(Number.NaN, 'AsKs'), () => hand.dealHole(-1, 'AsKs'), () => hand.dealHole(9, 'AsKs'),
      () => hand.dealHole('1' as unknown as number, 'AsKs'), () => hand.dealHole(1, null as unknown as string),
      () => hand.dealHole(1, 'AsAs'), () => hand.dealHole(1, 'AsKsQs'), () => hand.dealHole(1, [99, 98]),
      () => hand.dealHole(1, [1.5, 2]), () => hand.dealHole(1, 'As'.repeat(500_000)),
      () => hand.dealHole(1, new Array(100_000).fill(0)), () => hand.dealBoard('2c3c4c'),
      () => hand.dealBoard(null as unknown as string),
    ];
    for (const call of calls) thrown(call, DealingError);
    expect(hand.persist()).toEqual(before);
  }, 60_000);

  it('view() refuses seats out of range and non-seats with HandOptionsError', () => {
    const hand = createHand(base());
    for (const bad of [Number.NaN, -1, 1.5, '0', null, undefined, 3, 99, {}]) {
      thrown(() => hand.view(bad as number), HandOptionsError);
    }
  });
});

describe('engine: restoreHand with tampered or hostile data', () => {
  const hand = createHand(base());
  hand.act({ type: 'raise', to: 10 });
  const saved = json(hand.persist());
  const opts = { variant: holdem, betting: noLimit() };
  type Ctx = PersistedHand['snapshot']['context'];
  const tampered: [string, (c: Ctx, s: PersistedHand) => void][] = [
    ['a stack changed so chips do not add up', (c) => { (c.betting.stacks as number[])[0]! += 1; }],
    ['a contribution changed so pots would not add up', (c) => { (c.betting.contributed as number[])[0]! += 50; }],
    ['a negative stack', (c) => { (c.betting.stacks as number[])[0]! -= 105; (c.betting.stacks as number[])[1]! += 105; }],
    ['a stack as a string', (c) => { (c.betting.committed as unknown[])[0] = '5'; }],
    ['chips past MAX_SAFE_INTEGER', (c) => { (c.betting.startStacks as number[])[0] = 2 ** 53; (c.betting.stacks as number[])[0] = 2 ** 53 - 100 + (c.betting.stacks as number[])[0]!; }],
    ['a duplicated card', (c) => { c.holeCards[1]![0] = c.holeCards[0]![0]!; }],
    ['a card missing from the deck', (c) => { c.deck.pop(); }],
    ['a card that does not exist', (c) => { c.deck[0] = 60; }],
    ['toAct out of range', (c) => { (c.betting as { toAct: number }).toAct = 9; }],
    ['toAct negative', (c) => { (c.betting as { toAct: number }).toAct = -1; }],
    ['toAct on a folded seat', (c) => { (c.betting.folded as boolean[])[c.betting.toAct!] = true; }],
    ['toAct null while betting', (c) => { (c.betting as { toAct: number | null }).toAct = null; }],
    ['an unknown betting status', (c) => { (c.betting as { status: string }).status = 'junk'; }],
    ['a current bet that is not a number', (c) => { (c.betting as { currentBet: unknown }).currentBet = 'x'; }],
    ['a negative minimum bet', (c) => { (c.betting as { minBet: number }).minBet = -5; }],
    ['junk rule options', (c) => { (c.betting as { rules: unknown }).rules = { allowOpenFold: 'x' }; }],
    ['junk aggressors', (c) => { (c.betting as { aggressors: unknown }).aggressors = 5; }],
    ['a wrong street count', (c) => { (c.betting as { streetCount: number }).streetCount = 99; }],
    ['board cards that were not dealt yet', (c) => { c.board = c.deck.splice(0, 4); }],
    ['a dealt street out of range', (c) => { c.dealtStreet = 9; }],
    ['an empty deal order', (c) => { c.dealOrder = []; }],
    ['hole cards taken away mid-hand', (c) => { c.deck.push(...c.holeCards[1]!); c.holeCards[1] = []; }],
    ['an unknown phase', (c) => { (c as { phase: string }).phase = 'limbo'; }],
    ['a seed that is not a number', (c) => { (c as { seed: unknown }).seed = 'abc'; }],
    ['a log that is not log entries', (c) => { (c as { log: unknown }).log = [1, 2, 3]; }],
    ['a state value that does not match', (_c, s) => { s.snapshot.value = 'settled'; }],
    ['another variant', (c) => { c.variantId = 'omaha'; }],
  ];
  for (const [what, mutate] of tampered) {
    it(`R0.5 R5 refuses ${what} with RestoreError`, () => {
      const s = json(saved);
      mutate(s.snapshot.context, s);
      thrown(() => restoreHand(s, opts), RestoreError);
    });
  }

  it('refuses non-objects, 10 MB strings, deep nesting and huge arrays without hanging', () => {
    for (const bad of [null, undefined, 'x'.repeat(10_000_000), 42, [], { format: 'pokerchart-hand', version: 2 }]) {
      thrown(() => restoreHand(bad as unknown as PersistedHand, opts), RestoreError);
    }
    const deep = json(saved) as PersistedHand & { snapshot: { extra?: unknown } };
    let o: Record<string, unknown> = {};
    deep.snapshot.extra = o;
    for (let i = 0; i < 100_000; i++) { const next = {}; o.a = next; o = next; }
    thrown(() => restoreHand(deep, opts), RestoreError);
    const wide = json(saved);
    (wide.snapshot.context.betting as { seatCount: number }).seatCount = 1_000_000;
    thrown(() => restoreHand(wide, opts), RestoreError);
  });

  it('refuses __proto__, constructor and prototype keys anywhere and keeps Object.prototype clean', () => {
    const text = JSON.stringify(saved);
    for (const inject of ['"__proto__":{"polluted":1},', '"constructor":{"prototype":{"polluted":1}},', '"prototype":{"polluted":1},']) {
      thrown(() => restoreHand(JSON.parse(text.replace('{', `{${inject}`)) as PersistedHand, opts), RestoreError);
      thrown(() => restoreHand(JSON.parse(text.replace('"context":{', `"context":{${inject}`)) as PersistedHand, opts), RestoreError);
    }
    expectCleanPrototype();
  });

  it('refuses a wrong variant, betting structure or missing options with RestoreError', () => {
    thrown(() => restoreHand(json(saved), { variant: omaha, betting: noLimit() }), RestoreError);
    thrown(() => restoreHand(json(saved), { variant: holdem, betting: potLimit() }), RestoreError);
    thrown(() => restoreHand(json(saved), null as never), RestoreError);
    expect(restoreHand(json(saved), opts).toAct).toBe(hand.toAct);
  });
});

describe('engine: restoreHand still takes every legitimate save', () => {
  it('R0.5 R5 saves in every phase (manual hole, board and run-out, betting, complete) restore and persist the same', () => {
    const nl = noLimit();
    const saves: PersistedHand[] = [];
    const save = (h: Hand) => saves.push(json(h.persist()));
    let h = createHand({ variant: holdem, betting: nl, stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: 'manual' });
    save(h);
    h.dealHole(1, 'AsKs');
    save(h);
    h.dealHole(2, 'AdKd');
    h.dealHole(0, '2c3c');
    save(h);
    h.act({ type: 'call' }); h.act({ type: 'call' }); h.act({ type: 'check' });
    save(h);
    h.dealBoard('4c5c6c');
    h.act({ type: 'all-in' }); h.act({ type: 'call' }); h.act({ type: 'call' });
    save(h);
    h.dealBoard('7h');
    save(h);
    h.dealBoard('8h');
    save(h);
    h = createHand({ variant: holdem, betting: nl, stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 4 } });
    h.act({ type: 'fold' }); h.act({ type: 'fold' });
    save(h);
    h = createHand({ variant: holdem, betting: nl, stacks: [1, 1, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 4 } });
    save(h);
    for (const saved of saves) expect(json(restoreHand(json(saved), { variant: holdem, betting: nl }).persist())).toEqual(saved);
  });
});

describe('engine: buildPots and awardPots with hostile input', () => {
  it('R0.1 buildPots refuses non-arrays, NaN, strings, unsafe integers and bad dead money with PotError BAD_CONTRIBUTIONS (robustness guide: error codes)', { timeout: 60_000 }, () => {
    const bad: [unknown, unknown, unknown][] = [
      [null, [false], 0], [[1, 2], null, 0], [[Number.NaN, 1], [false, false], 0], [['1', 1], [false, false], 0],
      [[2 ** 60, 1], [false, false], 0], [[1, 1], [false, false], -1], [[1, 1], [false, false], Number.NaN],
    ];
    for (const [c, f, d] of bad) expect((thrown(() => buildPots(c as number[], f as boolean[], d as number), PotError) as PotError).code).toBe('BAD_CONTRIBUTIONS');
    const big = buildPots(new Array(1_000_000).fill(5), new Array(1_000_000).fill(false));
    expect(big.pots).toEqual([{ amount: 5_000_000, eligible: expect.any(Array) as unknown }]);
  });

  it('R0.1 R0.5 awardPots refuses input it cannot pay exactly, instead of creating or losing chips', () => {
    const pots = [{ amount: 10, eligible: [0, 1] }];
    const bad: unknown[][] = [
      [null, [[0]], 0, 2], [pots, null, 0, 2], [pots, [[0]], Number.NaN, 2], [pots, [[0]], 0, Number.NaN],
      [pots, [[0]], 7, 2], [pots, [[5]], 0, 2], [pots, [0], 0, 2], [pots, [[0]], 0, 2, 'x'],
      [[{ amount: Number.NaN, eligible: [0] }], [[0]], 0, 2], [[{ amount: 1.5, eligible: [0] }], [[0]], 0, 2],
      [[{ amount: -4, eligible: [0] }], [[0]], 0, 2], [[{ amount: 10, eligible: [] }], [[0]], 0, 2],
      [[{ amount: 10, eligible: [9] }], [[0]], 0, 2], [[null], [[0]], 0, 2],
    ];
    for (const args of bad) expect(['BAD_POTS', 'BAD_SEATS', 'BAD_ORDER']).toContain((thrown(() => (awardPots as (...a: unknown[]) => number[])(...args), PotError) as PotError).code);
    expect(awardPots(pots, [[1], [0]], 0, 2)).toEqual([0, 10]);
  });
});

describe('engine: defineVariant with hostile specs', () => {
  it('R11 R37 bad fields, huge arrays and prototype keys are VariantDefinitionError', () => {
    const patches: unknown[] = [
      { id: '' }, { id: '__proto__' }, { holeCards: Number.NaN }, { holeCards: 1e6 }, { holeCards: 1.5 }, { streets: null },
      { streets: new Array(1_000_000).fill({ name: 'x', board: 0 }) }, { seats: { min: 2, max: 1e6 } },
      { seats: { min: Number.NaN, max: 9 } }, { deck: 'x' }, { deck: new Array(1_000_000).fill('As') },
      { selection: null }, { ranking: 'toString' }, { low: 'nine' },
      { streets: [{ name: '__proto__', board: 0 }, { name: 'flop', board: 3 }] },
      JSON.parse('{"__proto__":{"polluted":1}}'), JSON.parse('{"constructor":{"prototype":{"polluted":1}}}'),
    ];
    for (const patch of patches) thrown(() => defineVariant({ ...holdemSpec, ...(patch as object) }), VariantDefinitionError);
    thrown(() => defineVariant(null as never), VariantDefinitionError);
    expectCleanPrototype();
  });
});

describe('engine: fuzzed hands with junk actions and persist/restore (R0.3, R0.5, R5)', () => {
  const structures = [() => noLimit(), () => potLimit(), () => fixedLimit({ smallBet: 4, maxRaises: 2 })];
  const junk: unknown[] = [null, 'call', { type: 'x' }, { type: 'raise', to: Number.NaN }, { type: 'raise', to: 0.5 }, { type: 'bet', to: -3 }];

  function check(hand: Hand, total: number): void {
    const b = hand.context.betting;
    expect(sum(b.stacks) + b.collected + sum(b.committed)).toBe(total);
    const cards = [...hand.context.holeCards.flatMap((h) => h ?? []), ...hand.context.board, ...hand.context.burns, ...hand.context.deck];
    expect(new Set(cards).size).toBe(cards.length);
  }

  it('every refusal keeps the hand, every restore continues identically, no chip is lost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }), fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 2, maxLength: 6 }),
        fc.boolean(), fc.nat(1_000_000),
        (k, raw, ante, seed) => {
          const stacks = raw.map((x) => (x === 0 ? 0 : x * 7));
          if (stacks.filter((s) => s > 0).length < 2) return;
          const betting = structures[k]!();
          const button = stacks.findIndex((s) => s > 0);
          const hand0 = createHand({
            variant: holdem, betting, stacks, button, blinds: { small: 2, big: 4 },
            ...(ante ? { ante: { amount: 3, mode: 'big-blind' as const } } : {}), dealing: { seed },
          });
          let hand = hand0;
          let twin: Hand | null = null;
          const total = sum(stacks);
          const rng = createRng(seed);
          for (let step = 0; !hand.isComplete; step++) {
            expect(step).toBeLessThan(200);
            check(hand, total);
            const la = hand.legalActions()!;
            expect(la).not.toBeNull();
            const before = JSON.stringify(hand.persist());
            expect(() => hand.act(junk[rng.int(junk.length)] as PlayerAction)).toThrow(IllegalActionError);
            expect(JSON.stringify(hand.persist())).toBe(before);
            if (twin === null && rng.int(6) === 0) {
              twin = hand;
              hand = restoreHand(JSON.parse(before) as PersistedHand, { variant: holdem, betting });
            }
            const options: PlayerAction[] = [];
            if (la.fold) options.push({ type: 'fold' });
            if (la.check) options.push({ type: 'check' });
            if (la.call !== null) options.push({ type: 'call' });
            if (la.raiseTo) options.push({ type: hand.context.betting.street > 0 && la.check ? 'bet' : 'raise', to: la.raiseTo.min });
            const action = options[rng.int(options.length)]!;
            hand.act(action);
            twin?.act(action);
          }
          expect(sum(hand.result!.stacks)).toBe(total);
          if (twin) expect(twin.persist()).toEqual(hand.persist());
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
