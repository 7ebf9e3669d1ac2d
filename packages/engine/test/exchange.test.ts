import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Card, createRng, formatCards, parseCard, parseCards, standardDeck } from '@pokerchart/cards';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import {
  createHand, createHandMachine, defineVariant, type ExchangeState, type Hand, type HandOptions, type HandStep, IllegalActionError, type PersistedHand, restoreHand,
  VariantDefinitionError, type VariantDescriptor,
} from '../src/index.js';
import { randomAction } from './randomPlay.js';
import { badugi, crazyPineapple, fiveCardDraw, pineapple, tripleDraw } from './fixtures.js';

// Draw games and discard-only games written out here (the built-ins live in @pokerchart/variants).

/**
 * A complete deck: `holes` dealt by R38 (in dealing order, first seat left of the button first),
 * then `next` (the stub's top cards: burns and replacements), then every other card in code order.
 */
function deckOf(holes: string[], next: string[] = []): Card[] {
  const hands = holes.map((h) => parseCards(h));
  const n = hands.length;
  const k = hands[0]!.length;
  const top: Card[] = [];
  for (let i = 0; i < k; i++) for (let j = 0; j < n; j++) top.push(hands[j]![i]!);
  top.push(...next.map((c) => parseCard(c)));
  const used = new Set(top);
  return [...top, ...standardDeck().filter((c) => !used.has(c))];
}

const opts = (variant: VariantDescriptor, extra: Partial<HandOptions> = {}): HandOptions => ({
  variant, betting: noLimit(), stacks: [1000, 1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 1 }, ...extra,
});

/** Calls or checks until a draw is pending (or the hand ends). */
function betToDraw(hand: Hand): void {
  while (!hand.isComplete && hand.legalActions() !== null && hand.legalActions()!.discard === null) {
    hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
  }
}
const show = (cards: readonly Card[] | null | undefined) => (cards ? formatCards(cards).join(' ') : null);
const codeOf = (f: () => void): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};
/** The whole snapshot as JSON (for "nothing changed"). */
const snap = (hand: Hand) => JSON.stringify(hand.actor.getPersistedSnapshot());

/** Every card of the deck is in exactly one place: a hand, the stub, the muck, the board or the board burns (R5, R213). */
function cardsAccountedFor(hand: Hand): void {
  const ctx = hand.context;
  const all: Card[] = [...ctx.deck, ...ctx.board, ...ctx.burns, ...((ctx.kinds['exchange'] as ExchangeState | undefined)?.muck ?? [])];
  for (const h of ctx.holeCards) if (h !== null) all.push(...h);
  expect(new Set(all).size).toBe(all.length);
  if ((ctx.kinds['exchange'] as ExchangeState | undefined)?.awaiting == null) expect(all.length).toBe(52);
}

describe('the exchange step (R212)', () => {
  it('R211 R212 after the first round the draw is pending: toAct is the first seat left of the button, only discard is offered', () => {
    const hand = createHand(opts(fiveCardDraw, { button: 1, stacks: [1000, 1000, 1000, 1000] }));
    expect(hand.street).toBe('predraw');
    expect(hand.toAct).toBe(0); // left of the big blind (seat 3), R211
    betToDraw(hand);
    expect(hand.state).toEqual({ postdraw: 'draw' });
    expect(hand.street).toBe('postdraw');
    expect(hand.toAct).toBe(2); // first seat left of the button (R212), not left of the big blind
    expect(hand.legalActions()).toEqual({ seat: 2, fold: false, check: false, call: null, raiseTo: null, bringIn: null, discard: { min: 0, max: 5 }, runIt: null });
    expect(hand.view(2).legalActions?.discard).toEqual({ min: 0, max: 5 });
    expect(hand.view(3).legalActions).toBeNull();
    const order: number[] = [];
    while (hand.legalActions()?.discard) {
      order.push(hand.toAct!);
      hand.act({ type: 'discard', cards: [] });
    }
    expect(order).toEqual([2, 3, 0, 1]);
    expect(hand.state).toEqual({ postdraw: 'bet' });
    expect(hand.toAct).toBe(2); // after the draw, betting opens left of the button (R211)
  });

  it('R212 a burn precedes the draw; replacements come from the top of the stub in draw order', () => {
    // heads-up, button 0: seat 1 (big blind) is dealt first and draws first
    const deck = deckOf(['2c 3c 4c 5c 7d', 'Ah Kh Qh Jh 9s'], ['Td', '8s', '8c', 'Th', '9h']);
    const hand = createHand(opts(fiveCardDraw, { stacks: [1000, 1000], dealing: { deck } }));
    betToDraw(hand);
    expect(hand.toAct).toBe(1);
    hand.act({ type: 'discard', cards: '7d' });
    expect(show(hand.context.holeCards[1])).toBe('2c 3c 4c 5c 8s'); // Td burned, 8s dealt
    hand.act({ type: 'discard', cards: ['9s', 'Qh'].map((c) => parseCard(c)) }, 0);
    expect(show(hand.context.holeCards[0])).toBe('Ah Kh Jh 8c Th');
    const types = hand.log.filter((e) => ['burned', 'discarded', 'dealt'].includes(e.type)).slice(2).map((e) => e.type);
    expect(types).toEqual(['burned', 'discarded', 'dealt', 'discarded', 'dealt']);
    while (!hand.isComplete) hand.act({ type: 'check' });
    expect(show(hand.result!.holeCards[0])).toBe('Ah Kh Jh 8c Th');
  });

  it("R212 standing pat: [] or '' keeps the hand and deals nothing", () => {
    const hand = createHand(opts(fiveCardDraw, { stacks: [1000, 1000] }));
    betToDraw(hand);
    const before = hand.context.holeCards.map((h) => h!.slice());
    const stub = hand.context.deck.length;
    hand.act({ type: 'discard', cards: '' });
    hand.act({ type: 'discard', cards: [] });
    expect(hand.context.holeCards).toEqual(before);
    expect(hand.context.deck.length).toBe(stub);
    expect(hand.log.filter((e) => e.type === 'discarded').map((e) => (e as { count: number }).count)).toEqual([0, 0]);
  });

  it('R0.3 R212 illegal discards are refused and nothing changes: too many, not in hand, twice, not a discard, another seat', () => {
    const hand = createHand(opts(pineapple, { stacks: [1000, 1000] }));
    betToDraw(hand);
    const seat = hand.toAct!;
    const held = hand.context.holeCards[seat]!;
    const other = hand.context.holeCards[1 - seat]![0]!;
    const before = snap(hand);
    const refused: [() => void, string, RegExp][] = [
      [() => hand.act({ type: 'discard', cards: held.slice(0, 2) }), 'BAD_DISCARD', /exactly 1/],
      [() => hand.act({ type: 'discard', cards: [] }), 'BAD_DISCARD', /exactly 1/],
      [() => hand.act({ type: 'discard', cards: [other] }), 'BAD_DISCARD', /not in the seat's hand/],
      [() => hand.act({ type: 'discard', cards: [held[0]!, held[0]!] }), 'BAD_DISCARD', /twice/],
      [() => hand.act({ type: 'discard', cards: 'Zz' }), 'BAD_DISCARD', /not a list of cards/],
      [() => hand.act({ type: 'check' }), 'DRAW_PENDING', /must discard/],
      [() => hand.act({ type: 'discard', cards: held.slice(0, 1) }, 1 - seat), 'NOT_YOUR_TURN', /is to discard/],
    ];
    for (const [f, code, message] of refused) {
      let error: unknown;
      try {
        f();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(IllegalActionError);
      expect((error as IllegalActionError).code).toBe(code);
      expect((error as Error).message).toMatch(message);
      expect(snap(hand)).toBe(before);
    }
    // too many in a draw: six of five
    const draw = createHand(opts(fiveCardDraw, { stacks: [1000, 1000] }));
    betToDraw(draw);
    const five = draw.context.holeCards[draw.toAct!]!;
    const at = snap(draw);
    expect(codeOf(() => draw.act({ type: 'discard', cards: [...five, draw.context.holeCards[1 - draw.toAct!]![0]!] }))).toBe('BAD_DISCARD');
    expect(snap(draw)).toBe(at);
  });

  it('R212 R213 a folded player does not draw; an all-in player does, with no betting after', () => {
    const hand = createHand(opts(tripleDraw, { stacks: [1000, 300, 1000] }));
    hand.act({ type: 'fold' }); // seat 0 (button, first to act three-handed)
    hand.act({ type: 'all-in' }); // seat 1
    hand.act({ type: 'call' }); // seat 2
    let draws = 0;
    while (!hand.isComplete) {
      const legal = hand.legalActions()!;
      expect(legal.discard).not.toBeNull(); // no betting once the all-in is called (R103)
      expect([1, 2]).toContain(hand.toAct);
      hand.act({ type: 'discard', cards: hand.context.holeCards[hand.toAct!]!.slice(0, 1) });
      draws++;
    }
    expect(draws).toBe(6); // three draws for both players
    expect(hand.result!.shown.map((s) => s.seat).sort()).toEqual([1, 2]);
    expect(hand.log.some((e) => e.type === 'exposed')).toBe(false); // shown at showdown, after the draws
    expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(2300);
  });

  it('R103 R212 blinds that put a player all-in: the draws still run, then showdown', () => {
    const hand = createHand(opts(fiveCardDraw, { stacks: [1000, 10], button: 0 }));
    // heads-up: seat 0 (button) posts the small blind; seat 1 is all-in with the big blind
    hand.act({ type: 'call' });
    expect(hand.legalActions()!.discard).not.toBeNull();
    hand.act({ type: 'discard', cards: [] });
    hand.act({ type: 'discard', cards: [] });
    expect(hand.isComplete).toBe(true);
  });

  it('R213 the stub runs out: its last cards first, then the discards and burns reshuffled, never the drawer\'s own discards', () => {
    // eight players, five cards each: 12 cards in the stub. Button 0; seat 1 is dealt and draws first.
    const holes = [
      'As Ks Qs Js 9s', 'Ah Kh Qh Jh 9h', 'Ad Kd Qd Jd 9d', 'Ac Kc Qc Jc 9c',
      '2s 3s 4s 5s 7s', '2h 3h 4h 5h 7h', '2d 3d 4d 5d 7d', '2c 3c 4c 5c 7c',
    ];
    const deck = deckOf(holes);
    const stub = deck.slice(40);
    const hand = createHand(opts(tripleDraw, { stacks: new Array(8).fill(1000), button: 7, dealing: { deck } }));
    betToDraw(hand);
    expect(hand.toAct).toBe(0);
    const discards: Card[][] = [];
    for (let i = 0; i < 3; i++) {
      const seat = hand.toAct!;
      discards.push(hand.context.holeCards[seat]!.slice());
      hand.act({ type: 'discard', cards: hand.context.holeCards[seat]! });
    }
    // the burn, then 5 + 5 from the stub (one card left), then the third drawer: that card, then
    // the muck in the order it left play (an explicit deck reshuffles without an RNG): the burn and the first discards
    const third = hand.context.holeCards[2]!;
    expect(third).toEqual([stub[11]!, stub[0]!, ...discards[0]!.slice(0, 3)]);
    for (const c of discards[2]!) expect(third).not.toContain(c);
    expect(hand.log.filter((e) => e.type === 'reshuffled')).toEqual([{ type: 'reshuffled', street: 'firstDraw', count: 11 }]);
    expect((hand.context.kinds['exchange'] as ExchangeState).muck).toEqual(discards[2]);
    cardsAccountedFor(hand);
  });

  it('R213 with seeded dealing the reshuffle uses the hand\'s RNG: same seed, same cards; the deck stays whole', () => {
    const play = () => {
      const hand = createHand(opts(tripleDraw, { stacks: new Array(8).fill(1000), dealing: { seed: 5 } }));
      while (!hand.isComplete) {
        const legal = hand.legalActions()!;
        if (legal.discard) hand.act({ type: 'discard', cards: hand.context.holeCards[legal.seat]!.slice(0, 4) });
        else hand.act(legal.check ? { type: 'check' } : { type: 'call' });
        cardsAccountedFor(hand);
      }
      return hand;
    };
    const a = play();
    expect(a.log.filter((e) => e.type === 'reshuffled').length).toBeGreaterThan(0);
    expect(play().result).toEqual(a.result);
  });

  it('R35 R212 manual dealing: each discard waits for dealHole(seat, replacements) before the next seat discards', () => {
    const hand = createHand(opts(fiveCardDraw, { stacks: [1000, 1000], dealing: 'manual' }));
    hand.dealHole(1, '2c 3c 4c 5c 7d');
    hand.dealHole(0, 'Ah Kh Qh Jh 9s');
    betToDraw(hand);
    hand.act({ type: 'discard', cards: '7d' });
    expect(hand.state).toEqual({ postdraw: 'replace' });
    expect(hand.toAct).toBeNull();
    expect(hand.legalActions()).toBeNull();
    const before = snap(hand);
    expect(codeOf(() => hand.act({ type: 'discard', cards: [] }))).toBe('NO_ACTION');
    expect(codeOf(() => hand.dealHole(0, '8s'))).toBe('BAD_SEAT');
    expect(codeOf(() => hand.dealHole(1, '8s 8c'))).toBe('CARD_COUNT');
    expect(codeOf(() => hand.dealHole(1, 'Ah'))).toBe('DUPLICATE_CARD');
    expect(snap(hand)).toBe(before);
    hand.dealHole(1, '6h');
    expect(show(hand.context.holeCards[1])).toBe('2c 3c 4c 5c 6h');
    expect(hand.toAct).toBe(0);
    hand.act({ type: 'discard', cards: [] }); // standing pat needs no cards
    expect(hand.state).toEqual({ postdraw: 'bet' });
    hand.act({ type: 'check' });
    hand.act({ type: 'check' });
    expect(hand.result!.shown[0]!.seat).toBe(1);
    expect(hand.result!.payouts).toEqual([0, 20]); // a straight beats ace high
  });

  it('R212 a discarded card stays hidden from the other seats: views show only how many', () => {
    const hand = createHand(opts(fiveCardDraw, { stacks: [1000, 1000] }));
    betToDraw(hand);
    const seat = hand.toAct!;
    hand.act({ type: 'discard', cards: hand.context.holeCards[seat]!.slice(0, 2) });
    const mine = hand.view(seat).log.find((e) => e.type === 'discarded');
    const theirs = hand.view(1 - seat).log.find((e) => e.type === 'discarded');
    const spectator = hand.view('spectator').log.find((e) => e.type === 'discarded');
    expect(mine).toMatchObject({ seat, count: 2 });
    expect((mine as { cards: Card[] }).cards).toHaveLength(2);
    expect(theirs).toEqual({ type: 'discarded', street: 'postdraw', seat, cards: null, count: 2 });
    expect(spectator).toEqual(theirs);
    const dealt = hand.view(1 - seat).log.filter((e) => e.type === 'dealt' && e.seat === seat);
    expect(dealt.every((e) => (e as { cards: unknown }).cards === null)).toBe(true);
  });

  it('R212 a shown hand reveals the cards it ends with, never the ones it drew and threw away', () => {
    const hand = createHand(opts(fiveCardDraw, { stacks: [1000, 1000] }));
    betToDraw(hand);
    const first = hand.toAct!;
    const dealt = hand.context.holeCards[first]!.slice();
    hand.act({ type: 'discard', cards: dealt.slice(0, 2) });
    hand.act({ type: 'discard', cards: [] });
    while (!hand.isComplete) hand.act({ type: 'check' });
    expect(hand.result!.shown.map((x) => x.seat)).toContain(first);
    const other = hand.view(1 - first).log.filter((e) => e.type === 'dealt' && e.seat === first) as { cards: Card[] | null }[];
    expect(other).toHaveLength(2);
    expect(other[0]!.cards).toBeNull(); // the deal held the two discarded cards
    expect(other[1]!.cards).toHaveLength(2); // the replacements are in the shown hand
    const own = hand.view(first).log.filter((e) => e.type === 'dealt' && e.seat === first) as { cards: Card[] | null }[];
    expect(own[0]!.cards).toEqual(dealt);
  });

  it('R0.5 R5 R213 random draw hands conserve chips and every card is in one place (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }), fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.boolean(),
        (v, players, seed, limit) => {
          const variant = [fiveCardDraw, tripleDraw, badugi][v]!;
          const rng = createRng(seed);
          const stacks = Array.from({ length: players }, () => 10 + rng.int(400));
          const hand = createHand({
            variant, betting: limit ? fixedLimit({ smallBet: 10 }) : noLimit(), stacks, button: rng.int(players), blinds: { small: 5, big: 10 }, dealing: { seed },
          });
          while (!hand.isComplete) {
            const legal = hand.legalActions()!;
            if (legal.discard !== null) {
              const held = hand.context.holeCards[legal.seat]!;
              const n = legal.discard.min + rng.int(legal.discard.max - legal.discard.min + 1);
              hand.act({ type: 'discard', cards: held.filter(() => rng.int(2) === 0).slice(0, n) });
            } else hand.act(randomAction(hand, rng));
            cardsAccountedFor(hand);
          }
          expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(stacks.reduce((a, b) => a + b, 0));
          for (const h of hand.result!.holeCards) if (h !== null) expect(h).toHaveLength(variant.holeCards);
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);

  it('R212 persistence: a save made mid-draw restores and plays on identically (seeded, explicit deck, manual)', () => {
    const seeded = createHand(opts(tripleDraw, { dealing: { seed: 9 } }));
    betToDraw(seeded);
    seeded.act({ type: 'discard', cards: seeded.context.holeCards[seeded.toAct!]!.slice(0, 3) });
    const saved = JSON.parse(JSON.stringify(seeded.persist())) as PersistedHand;
    const again = restoreHand(saved, { variant: tripleDraw, betting: noLimit() });
    expect(again.toAct).toBe(seeded.toAct);
    expect(again.legalActions()).toEqual(seeded.legalActions());
    const finish = (h: Hand) => {
      while (!h.isComplete) {
        const legal = h.legalActions()!;
        if (legal.discard) h.act({ type: 'discard', cards: h.context.holeCards[legal.seat]!.slice(0, 5) });
        else h.act(legal.check ? { type: 'check' } : { type: 'call' });
      }
      return h.result;
    };
    expect(finish(again)).toEqual(finish(seeded));

    const manual = createHand(opts(fiveCardDraw, { stacks: [1000, 1000], dealing: 'manual' }));
    manual.dealHole(1, '2c 3c 4c 5c 7d');
    manual.dealHole(0, 'Ah Kh Qh Jh 9s');
    betToDraw(manual);
    manual.act({ type: 'discard', cards: '7d' });
    const waiting = restoreHand(manual.persist(), { variant: fiveCardDraw, betting: noLimit() });
    expect(waiting.state).toEqual({ postdraw: 'replace' });
    manual.dealHole(1, '6h');
    const dealt = restoreHand(manual.persist(), { variant: fiveCardDraw, betting: noLimit() });
    expect(dealt.toAct).toBe(0);
    expect(show(dealt.context.holeCards[1])).toBe('2c 3c 4c 5c 6h');

    const deck = deckOf(['2c 3c 4c 5c 7d', 'Ah Kh Qh Jh 9s']);
    const fromDeck = createHand(opts(fiveCardDraw, { stacks: [1000, 1000], dealing: { deck } }));
    betToDraw(fromDeck);
    fromDeck.act({ type: 'discard', cards: '7d' });
    const restored = restoreHand(fromDeck.persist(), { variant: fiveCardDraw, betting: noLimit() });
    expect(restored.context).toEqual(fromDeck.context);
  });
});

describe('discard-only exchanges (R220)', () => {
  it('R220 Pineapple: three hole cards, each player discards one before the flop, then plays Hold\'em', () => {
    const hand = createHand(opts(pineapple));
    expect(hand.context.holeCards.every((h) => h!.length === 3)).toBe(true);
    betToDraw(hand);
    expect(hand.state).toEqual({ flop: 'draw' });
    expect(hand.context.board).toHaveLength(0); // the discard comes before the flop
    expect(hand.legalActions()!.discard).toEqual({ min: 1, max: 1 });
    const stub = hand.context.deck.length;
    while (hand.legalActions()?.discard) hand.act({ type: 'discard', cards: hand.context.holeCards[hand.toAct!]!.slice(2) });
    expect(hand.context.deck.length).toBe(stub - 4); // no replacements and no burn for the discards; then the flop's burn and three cards
    expect(hand.context.holeCards.every((h) => h!.length === 2)).toBe(true);
    expect(hand.context.board).toHaveLength(3);
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(hand.result!.board).toHaveLength(5);
    for (const s of hand.result!.shown) expect(s.value.cards).toHaveLength(5);
    for (const h of hand.result!.holeCards) expect(h).toHaveLength(2);
  });

  it('R220 Crazy Pineapple: the discard comes after the flop betting, before the turn', () => {
    const hand = createHand(opts(crazyPineapple));
    betToDraw(hand);
    expect(hand.state).toEqual({ turn: 'draw' });
    expect(hand.context.board).toHaveLength(3);
    expect(hand.street).toBe('turn');
    while (hand.legalActions()?.discard) hand.act({ type: 'discard', cards: hand.context.holeCards[hand.toAct!]!.slice(0, 1) });
    expect(hand.context.board).toHaveLength(4);
    expect(hand.state).toEqual({ turn: 'bet' });
  });

  it('R127 R220 Crazy Pineapple all-in before the flop: hands face up, flop, the discard, then turn and river', () => {
    const hand = createHand(opts(crazyPineapple, { stacks: [1000, 1000] }));
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    expect(hand.log.some((e) => e.type === 'exposed')).toBe(true);
    expect(hand.state).toEqual({ turn: 'draw' });
    expect(hand.context.board).toHaveLength(3);
    hand.act({ type: 'discard', cards: hand.context.holeCards[hand.toAct!]!.slice(0, 1) });
    hand.act({ type: 'discard', cards: hand.context.holeCards[hand.toAct!]!.slice(0, 1) });
    expect(hand.isComplete).toBe(true);
    expect(hand.result!.board).toHaveLength(5);
    expect(hand.log.filter((e) => e.type === 'exposed')).toHaveLength(1);
  });

  it('R220 manual dealing: a discard-only exchange asks for no cards', () => {
    const hand = createHand(opts(pineapple, { stacks: [1000, 1000], dealing: 'manual' }));
    hand.dealHole(1, 'As Ks Qs');
    hand.dealHole(0, '2c 7d 9h');
    betToDraw(hand);
    hand.act({ type: 'discard', cards: 'Qs' });
    hand.act({ type: 'discard', cards: '2c' });
    expect(hand.state).toEqual({ flop: 'deal' });
    hand.dealBoard('Js Ts 3d');
  });
});

describe('exchange steps in defineVariant (R0.4)', () => {
  const base = { id: 'x', name: 'X', deck: 'standard' as const, selection: 'any' as const, ranking: 'standard' as const, seats: { min: 2, max: 6 } };
  const bad = (steps: unknown[]) => () => defineVariant({ ...base, steps: steps as never });
  const seats5: HandStep = { kind: 'seats', cards: ['down', 'down', 'down', 'down', 'down'] };
  it('R212 an exchange comes right after a betting round and fits the hand', () => {
    expect(bad([seats5, { kind: 'exchange', min: 0, max: 5, draw: true }, { kind: 'bet', name: 'a' }, { kind: 'showdown' }])).toThrow(/after a bet/);
    expect(bad([seats5, { kind: 'bet', name: 'a' }, { kind: 'exchange', min: 0, max: 6, draw: true }, { kind: 'bet', name: 'b' }, { kind: 'showdown' }])).toThrow(/holds 5 cards/);
    expect(bad([seats5, { kind: 'bet', name: 'a' }, { kind: 'exchange', min: 2, max: 1, draw: true }, { kind: 'bet', name: 'b' }, { kind: 'showdown' }])).toThrow(VariantDefinitionError);
    expect(bad([seats5, { kind: 'bet', name: 'a' }, { kind: 'exchange', min: 0, max: 2, draw: 'yes' }, { kind: 'bet', name: 'b' }, { kind: 'showdown' }])).toThrow(/draw/);
    expect(bad([seats5, { kind: 'bet', name: 'a' }, { kind: 'exchange', min: 0, max: 2, draw: false }, { kind: 'bet', name: 'b' }, { kind: 'showdown' }])).toThrow(/fixed count/);
    expect(bad([seats5, { kind: 'bet', name: 'a' }, { kind: 'exchange', min: 1, max: 1, draw: false }, { kind: 'bet', name: 'b' }, { kind: 'showdown' }])).toThrow(/'any' needs at least 5/);
  });
  it('R213 a draw needs cards outside the hands for the largest draw', () => {
    expect(() => defineVariant({ ...fiveCardDraw, id: 'big', seats: { min: 2, max: 10 } })).toThrow(/for a draw/);
    expect(defineVariant({ ...fiveCardDraw, id: 'nine', seats: { min: 2, max: 9 } }).seats.max).toBe(9);
  });
  it('R212 the chart of a draw game has a draw state per draw, with rule-named guards', () => {
    const machine = createHandMachine(tripleDraw, fixedLimit({ smallBet: 10 }));
    const states = machine.root.states as Record<string, { states: Record<string, unknown> }>;
    for (const street of ['firstDraw', 'secondDraw', 'thirdDraw']) expect(Object.keys(states[street]!.states)).toEqual(['draw', 'replace', 'bet']);
    const json = JSON.stringify(machine.config);
    for (const guard of ['discardIllegal', 'replacementsAwaited', 'drawPending', 'bettingClosed', 'exchangeDue']) expect(json).toContain(guard);
  });
});
