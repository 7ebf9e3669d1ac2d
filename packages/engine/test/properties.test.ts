import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '@pokerchart/cards';
import { type BettingStructure, fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHand, type Hand, type HandOptions, HandOptionsError, IllegalActionError, type PlayerAction, restoreHand } from '../src/index.js';
import { holdem, omaha, omahaHiLo, potSum } from './fixtures.js';
import { playOut, randomAction } from './randomPlay.js';

const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);
const structures: Record<string, () => BettingStructure> = {
  nl: () => noLimit(),
  pl: () => potLimit(),
  fl: () => fixedLimit({ smallBet: 10 }),
};

/** Random hand options: seats, stacks (some empty), blinds, antes, straddles, structures, variants. */
const handOptions = fc
  .record({
    stacks: fc.array(fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 6, arbitrary: fc.integer({ min: 1, max: 3000 }) }), { minLength: 2, maxLength: 9 }),
    buttonPick: fc.nat(),
    small: fc.integer({ min: 1, max: 25 }),
    bigExtra: fc.integer({ min: 0, max: 25 }),
    ante: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 20 }), mode: fc.constantFrom('each' as const, 'big-blind' as const) }), { nil: undefined }),
    straddle: fc.boolean(),
    structure: fc.constantFrom('nl', 'pl', 'fl'),
    variant: fc.constantFrom(holdem, holdem, omaha, omahaHiLo),
    seed: fc.integer({ min: 0, max: 2 ** 31 }),
    autoMuck: fc.boolean(),
  })
  .map((r) => {
    const dealt = r.stacks.map((s, i) => (s > 0 ? i : -1)).filter((i) => i >= 0);
    const big = r.small + r.bigExtra;
    const options: HandOptions = {
      variant: r.variant,
      betting: structures[r.structure]!(),
      stacks: r.stacks,
      button: dealt.length > 0 ? dealt[r.buttonPick % dealt.length]! : 0,
      blinds: { small: r.small, big },
      ...(r.ante !== undefined ? { ante: r.ante } : {}),
      ...(r.straddle && r.structure !== 'fl' ? { straddle: 2 * big } : {}),
      dealing: { seed: r.seed },
      rules: { autoMuck: r.autoMuck },
    };
    return options;
  });

/** Creates the hand, or returns null when the random options are not playable (typed error expected). */
function tryCreate(options: HandOptions): Hand | null {
  try {
    return createHand(options);
  } catch (e) {
    expect(e).toBeInstanceOf(HandOptionsError);
    return null;
  }
}

function checkInvariants(hand: Hand, total: number, deckSize: number): void {
  const ctx = hand.context;
  const b = ctx.betting;
  // R0.5 at every step
  expect(sum(b.stacks) + b.collected + sum(b.committed)).toBe(total);
  const spectator = hand.view('spectator');
  const inView = spectator.seats.reduce((s, seat) => s + (seat === null ? 0 : seat.stack + seat.committed), 0);
  if (!hand.isComplete) expect(inView + potSum(spectator.pots)).toBe(total);
  // R5: every card once
  const cards = [...ctx.holeCards.flatMap((h) => h ?? []), ...ctx.board, ...ctx.burns, ...ctx.deck];
  expect(new Set(cards).size).toBe(cards.length);
  expect(cards.length).toBe(deckSize);
  // views leak nothing: only the viewer's cards, the board, and exposed or shown hands
  for (const viewer of [...ctx.dealOrder, 'spectator' as const]) {
    const view = hand.view(viewer);
    const json = JSON.stringify(view);
    expect(json).not.toMatch(/"deck"|"burns"|"seed"|"rng"/);
    const allowed = new Set<number>(view.board);
    ctx.holeCards.forEach((h, s) => {
      if (h !== null && (s === viewer || ctx.exposed[s])) for (const c of h) allowed.add(c);
    });
    view.seats.forEach((seat, s) => {
      if (seat?.holeCards) for (const c of seat.holeCards) expect(allowed.has(c), `seat ${s} card visible to ${viewer}`).toBe(true);
    });
    for (const e of view.log) {
      if (e.type === 'dealt' && e.cards !== null) for (const c of e.cards) expect(allowed.has(c)).toBe(true);
      if (e.type === 'burned') expect(e.card).toBeNull();
    }
    if (view.legalActions !== null) expect(view.legalActions.seat).toBe(viewer);
  }
}

describe('random hands (fast-check)', () => {
  it('R0.5 R5 chips are conserved and cards unique at every step; views leak no unseen card', () => {
    let played = 0;
    fc.assert(
      fc.property(handOptions, fc.integer(), (options, actionSeed) => {
        const hand = tryCreate(options);
        if (hand === null) return;
        played++;
        const total = sum(options.stacks);
        const deckSize = 52;
        checkInvariants(hand, total, deckSize);
        playOut(hand, actionSeed, (h, step) => {
          if (step % 3 === 0 || h.isComplete) checkInvariants(h, total, deckSize);
        });
        const r = hand.result!;
        expect(sum(r.stacks)).toBe(total);
        // R0.5 at hand end: payouts + returned = all chips put in
        const putIn = options.stacks.map((s, i) => s - r.stacks[i]! + r.payouts[i]! + r.returned[i]!);
        expect(sum(r.payouts) + sum(r.returned)).toBe(sum(putIn));
        expect(sum(r.pots.map((p) => p.amount))).toBe(sum(r.payouts));
      }),
      { numRuns: 500 },
    );
    expect(played).toBeGreaterThan(250);
  }, 60_000);

  it('R0.5 R5 thousands more random hands end with every chip and card accounted for', () => {
    fc.assert(
      fc.property(handOptions, fc.integer(), (options, actionSeed) => {
        const hand = tryCreate(options);
        if (hand === null) return;
        playOut(hand, actionSeed);
        const r = hand.result!;
        expect(sum(r.stacks)).toBe(sum(options.stacks));
        const ctx = hand.context;
        const cards = [...ctx.holeCards.flatMap((h) => h ?? []), ...ctx.board, ...ctx.burns, ...ctx.deck];
        expect(new Set(cards).size).toBe(52);
        for (const pot of r.pots) for (const w of pot.winners) expect(pot.eligible).toContain(w);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('R0.3 offered actions are accepted; others are rejected with IllegalActionError and nothing changes', () => {
    fc.assert(
      fc.property(handOptions, fc.integer(), (options, actionSeed) => {
        const hand = tryCreate(options);
        if (hand === null) return;
        const rng = createRng(actionSeed);
        let steps = 0;
        while (!hand.isComplete) {
          const legal = hand.legalActions()!;
          const currentBet = hand.context.betting.currentBet;
          const illegal: PlayerAction[] = [];
          if (!legal.check) illegal.push({ type: 'check' });
          if (legal.call === null) illegal.push({ type: 'call' });
          if (!legal.fold) illegal.push({ type: 'fold' });
          illegal.push({ type: currentBet === 0 ? 'raise' : 'bet', to: (legal.raiseTo?.min ?? currentBet + 1) } as PlayerAction);
          if (legal.raiseTo === null) illegal.push({ type: currentBet === 0 ? 'bet' : 'raise', to: currentBet + 1000000 } as PlayerAction);
          else {
            illegal.push({ type: currentBet === 0 ? 'bet' : 'raise', to: legal.raiseTo.max + 1 } as PlayerAction);
            if (legal.raiseTo.min > currentBet + 1) illegal.push({ type: currentBet === 0 ? 'bet' : 'raise', to: legal.raiseTo.min - 1 } as PlayerAction);
          }
          const probe = illegal[rng.int(illegal.length)]!;
          const before = JSON.stringify(hand.persist());
          expect(() => hand.act(probe)).toThrow(IllegalActionError);
          expect(JSON.stringify(hand.persist())).toBe(before);
          hand.act(randomAction(hand, rng)); // an offered action is accepted
          steps++;
        }
        expect(() => hand.act({ type: 'check' })).toThrow(IllegalActionError);
        expect(steps).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('persist() + restoreHand() at a random step continues to the same result', () => {
    fc.assert(
      fc.property(handOptions, fc.integer(), fc.nat(40), (options, actionSeed, at) => {
        const original = tryCreate(options);
        if (original === null) return;
        const snapshots: string[] = [JSON.stringify(original.persist())];
        const actions = playOut(original, actionSeed, (h) => snapshots.push(JSON.stringify(h.persist())));
        const k = at % snapshots.length;
        const restored = restoreHand(JSON.parse(snapshots[k]!), { variant: options.variant, betting: options.betting });
        for (const action of actions.slice(k)) restored.act(action);
        expect(restored.isComplete).toBe(true);
        expect(restored.result).toEqual(original.result);
        expect(restored.log).toEqual(original.log);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
