import { describe, expect, it } from 'vitest';
import { formatCards, parseCards, standardDeck } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { createHand, DealingError, HandOptionsError } from '../src/index.js';
import { deckFor, holdem, omaha } from './fixtures.js';

const opts = { betting: noLimit(), blinds: { small: 5, big: 10 } };

describe('dealing (R5, R6, R35-R38)', () => {
  it('R35 R36 R38 hole cards go one at a time clockwise from the first seat left of the button', () => {
    const deck = standardDeck(); // 2c 2d 2h 2s 3c ...
    const hand = createHand({ ...opts, variant: holdem, stacks: [100, 100, 100, 100], button: 1, dealing: { deck } });
    // dealing order p0..p3 = seats 2, 3, 0, 1 (button last); p_j gets D[j] and D[4 + j]
    const hole = hand.context.holeCards.map((h) => formatCards(h!));
    expect(hole[2]).toEqual(['2c', '3c']);
    expect(hole[3]).toEqual(['2d', '3d']);
    expect(hole[0]).toEqual(['2h', '3h']);
    expect(hole[1]).toEqual(['2s', '3s']);
    const o = createHand({ ...opts, variant: omaha, stacks: [100, 100, 100], button: 0, dealing: { deck } });
    expect(o.context.holeCards.map((h) => h!.length)).toEqual([4, 4, 4]); // R35
    expect(formatCards(o.context.holeCards[1]!)).toEqual(['2c', '2s', '3h', '4d']);
  });

  it('R36 heads-up the first card goes to the big blind (the seat that is not the button)', () => {
    const hand = createHand({ ...opts, variant: holdem, stacks: [100, 100], button: 0, dealing: { deck: standardDeck() } });
    expect(formatCards(hand.context.holeCards[1]!)).toEqual(['2c', '2h']);
    expect(formatCards(hand.context.holeCards[0]!)).toEqual(['2d', '2s']);
  });

  it('R37 R38 one burn before flop, turn and river; board cards at m+1..m+3, m+5, m+7', () => {
    const deck = standardDeck();
    const hand = createHand({ ...opts, variant: holdem, stacks: [100, 100, 100], button: 0, dealing: { deck } });
    // m = 6: burn D[6], flop D[7..9], burn D[10], turn D[11], burn D[12], river D[13]
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    expect(formatCards(hand.view(0).board)).toEqual(formatCards([7, 8, 9]));
    for (let i = 0; i < 3; i++) hand.act({ type: 'check' });
    expect(hand.view(0).board).toEqual([7, 8, 9, 11]);
    for (let i = 0; i < 3; i++) hand.act({ type: 'check' });
    expect(hand.view(0).board).toEqual([7, 8, 9, 11, 13]);
    expect(hand.context.burns).toEqual([6, 10, 12]);
  });

  it('R38 R103 board cards are dealt with their burns even when everyone is all-in', () => {
    const deck = standardDeck();
    const hand = createHand({ ...opts, variant: holdem, stacks: [100, 100], button: 0, dealing: { deck } });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    expect(hand.isComplete).toBe(true);
    expect(hand.result!.board).toEqual([5, 6, 7, 9, 11]);
    expect(hand.context.burns).toEqual([4, 8, 10]);
  });

  it('R38 R102 no board is dealt when all but one fold', () => {
    const hand = createHand({ ...opts, variant: holdem, stacks: [100, 100, 100], button: 0, dealing: { seed: 1 } });
    hand.act({ type: 'fold' });
    hand.act({ type: 'fold' });
    expect(hand.isComplete).toBe(true);
    expect(hand.result!.board).toEqual([]);
    expect(hand.context.burns).toEqual([]);
  });

  it('R6 the same seed deals the same cards, different seeds (almost always) different ones', () => {
    const a = createHand({ ...opts, variant: holdem, stacks: [100, 100, 100], button: 0, dealing: { seed: 42 } });
    const b = createHand({ ...opts, variant: holdem, stacks: [100, 100, 100], button: 0, dealing: { seed: 42 } });
    const c = createHand({ ...opts, variant: holdem, stacks: [100, 100, 100], button: 0, dealing: { seed: 43 } });
    expect(a.context.holeCards).toEqual(b.context.holeCards);
    expect(a.context.deck).toEqual(b.context.deck);
    expect([a.context.deck, a.context.holeCards]).not.toEqual([c.context.deck, c.context.holeCards]);
  });

  it('R5 an explicit deck with a duplicate, a missing or a foreign card is rejected; a partial deck too', () => {
    const full = standardDeck();
    const cases: unknown[] = [
      [...full.slice(0, 51), full[0]], // duplicate
      full.slice(0, 51), // missing card (partial deck)
      [...full, 52], // not a card
      ['As', 'As', ...full.slice(0, 50)],
    ];
    for (const deck of cases) {
      expect(() => createHand({ ...opts, variant: holdem, stacks: [100, 100], button: 0, dealing: { deck: deck as number[] } })).toThrow(HandOptionsError);
    }
    // a card outside a short deck
    const short = { ...holdem, id: 'six-plus', deck: 'short' as const, ranking: 'shortdeck' as const, seats: { min: 2, max: 9 } };
    expect(() => createHand({ ...opts, variant: short, stacks: [100, 100], button: 0, dealing: { deck: full.slice(0, 36) } })).toThrow(/R5/);
    // a deck of card strings works
    const strings = deckFor([['As', 'Ks'], ['Qh', 'Qd']], ['2c', '3c', '4c', '5d', '9h']);
    const hand = createHand({ ...opts, variant: holdem, stacks: [100, 100], button: 1, dealing: { deck: formatCards(strings) } });
    expect(formatCards(hand.context.holeCards[0]!)).toEqual(['As', 'Ks']);
  });

  it('manual dealing waits for hole and board cards and checks counts, duplicates and the deck (R5, R35)', () => {
    const hand = createHand({ ...opts, variant: holdem, stacks: [100, 100, 100], button: 0, dealing: 'manual' });
    expect(hand.state).toBe('dealHole');
    expect(hand.toAct).toBeNull();
    expect(() => hand.act({ type: 'call' })).toThrow(/no betting action/);
    const code = (f: () => void) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(DealingError);
        return (e as DealingError).code;
      }
      return 'accepted';
    };
    expect(code(() => hand.dealHole(1, 'AsKsQs'))).toBe('CARD_COUNT');
    expect(code(() => hand.dealHole(1, 'AsAs'))).toBe('DUPLICATE_CARD');
    expect(code(() => hand.dealHole(7, 'AsKs'))).toBe('BAD_SEAT');
    expect(code(() => hand.dealHole(1, 'AsXx'))).toBe('BAD_CARD');
    expect(code(() => hand.dealBoard('2c3c4c'))).toBe('NOT_NOW');
    hand.dealHole(1, 'AsKs');
    expect(code(() => hand.dealHole(1, 'QsJs'))).toBe('BAD_SEAT');
    expect(code(() => hand.dealHole(2, 'AsQd'))).toBe('DUPLICATE_CARD');
    hand.dealHole(2, 'QdQc');
    expect(hand.state).toBe('dealHole');
    hand.dealHole(0, parseCards('7h7d'));
    expect(hand.street).toBe('preflop');
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    expect(hand.state).toEqual({ flop: 'deal' });
    expect(hand.street).toBeNull();
    expect(code(() => hand.dealBoard('2c3c'))).toBe('CARD_COUNT');
    expect(code(() => hand.dealBoard('2c3cQd'))).toBe('DUPLICATE_CARD');
    hand.dealBoard('2c3c4c');
    expect(hand.street).toBe('flop');
    expect(formatCards(hand.view(0).board)).toEqual(['2c', '3c', '4c']);
    // all in on the flop: the run-out waits for the turn and the river, one street at a time
    hand.act({ type: 'bet', to: 90 });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    expect(hand.state).toBe('runout');
    expect(code(() => hand.dealBoard('5c6c'))).toBe('CARD_COUNT');
    hand.dealBoard('5c');
    expect(hand.state).toBe('runout');
    hand.dealBoard('9d');
    expect(hand.isComplete).toBe(true);
    expect(formatCards(hand.result!.board)).toEqual(['2c', '3c', '4c', '5c', '9d']);
    const seeded = createHand({ ...opts, variant: holdem, stacks: [100, 100], button: 0, dealing: { seed: 1 } });
    expect(code(() => seeded.dealHole(0, 'AsKs'))).toBe('NOT_MANUAL');
  });
});
