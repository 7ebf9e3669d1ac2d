// Stud, stud hi-lo and razz played through createHand: the rules of RULES.md section 17 (R200-R207),
// with hands dealt by hand (manual dealing) so every card is chosen.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCards, parseCards } from '@pokerchart/cards';
import { IllegalActionError } from '@pokerchart/betting';
import { createHand, type Hand, type VariantDescriptor } from '@pokerchart/engine';
import { razz, sevenCardStud, sevenCardStudHiLo8 } from '../src/index.js';
import { ante, callRound, limit, manual } from './studHands.js';


/** Deals one street card to every seat that has not folded. */
function street(hand: Hand, cards: (string | null)[]): void {
  cards.forEach((c, s) => {
    if (c !== null) hand.dealHole(s, c);
  });
}

describe('seven-card stud: the deal and the bring-in (R200-R202)', () => {
  it('R200 R207 third street deals two down and one up; up cards are seen by every viewer, down cards by their owner only', () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c4d', 'QdQhTc']);
    expect(hand.street).toBe('third');
    const spectator = hand.view('spectator');
    expect(spectator.seats.map((s) => formatCards(s!.upCards))).toEqual([['9h'], ['4d'], ['Tc']]);
    expect(spectator.seats.every((s) => s!.holeCards === null)).toBe(true);
    const mine = hand.view(1);
    expect(formatCards(mine.seats[1]!.holeCards!)).toEqual(['2c', '3c', '4d']);
    expect(mine.seats[0]!.holeCards).toBeNull();
    // the log shows every up card to every viewer, the down cards only to their owner
    const dealt = mine.log.filter((e) => e.type === 'dealt');
    expect(dealt.map((e) => (e.type === 'dealt' ? [e.cards === null ? null : formatCards(e.cards), formatCards(e.upCards ?? [])] : null))).toEqual([
      [null, ['9h']], [['2c', '3c', '4d'], ['4d']], [null, ['Tc']],
    ]);
    // every player antes (R24, R200): no blinds
    expect(hand.log.filter((e) => e.type === 'posted').map((e) => (e.type === 'posted' ? e.kind : ''))).toEqual(['ante', 'ante', 'ante']);
  });

  it('R201 stud: the lowest door card brings in; two deuces: clubs is lower than diamonds, hearts and spades', () => {
    const hand = manual(sevenCardStud, ['AsKs2h', '3c3d2c', 'QdQh2d', 'JdJh2s']);
    expect(hand.toAct).toBe(1);
    expect(hand.legalActions()).toMatchObject({ seat: 1, bringIn: 3, fold: false, check: false, call: null, raiseTo: { min: 10, max: 10 } });
  });

  it('R201 razz: the highest door card brings in, king highest, ace lowest; two kings: spades is the highest suit', () => {
    const hand = manual(razz, ['As2sKh', '3c4dKs', '5d6hAc', '7c8cKd']);
    expect(hand.toAct).toBe(1);
    expect(hand.legalActions()!.bringIn).toBe(3);
    // an ace is the lowest card in razz: it never brings in against a king
    const other = manual(razz, ['2c3cAs', '4c5cKc']);
    expect(other.toAct).toBe(1);
  });

  it("R201 bringInMay 'bring-in-only': the bring-in seat may not complete", () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc'], { rules: { bringInMay: 'bring-in-only' } });
    expect(hand.legalActions()).toMatchObject({ seat: 1, bringIn: 3, raiseTo: null });
    expect(() => hand.act({ type: 'bet', to: 10 })).toThrow(expect.objectContaining({ code: 'BRING_IN_ONLY' }));
  });

  it('R202 the bring-in is no blind: when everyone calls it the round ends without an option for the bring-in', () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    hand.act({ type: 'bring-in' });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    expect(hand.street).toBeNull(); // fourth street awaits its cards
    expect(hand.context.betting.collected).toBe(3 + 9);
  });

  it('R202 R93 completion then raises up to the cap: the completion is the first bet, then three raises', () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    hand.act({ type: 'bring-in' }); // seat 1: 3
    hand.act({ type: 'raise', to: 10 }); // seat 2 completes to the small bet
    expect(hand.legalActions()).toMatchObject({ seat: 0, raiseTo: { min: 20, max: 20 } });
    hand.act({ type: 'raise', to: 20 });
    hand.act({ type: 'raise', to: 30 }); // seat 1
    hand.act({ type: 'raise', to: 40 }); // seat 2: the third raise caps the round
    expect(hand.legalActions()).toMatchObject({ seat: 0, call: 20, raiseTo: null });
    expect(() => hand.act({ type: 'raise', to: 50 })).toThrow(IllegalActionError);
  });

  it('R201 the bring-in seat may complete: a bet to the small bet', () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    hand.act({ type: 'bet', to: 10 });
    expect(hand.legalActions()).toMatchObject({ seat: 2, call: 10, raiseTo: { min: 20, max: 20 } });
  });
});

describe('later streets: who acts first and the bet sizes (R203, R204)', () => {
  it('R203 the best high hand showing acts first on fourth street; razz: the best low', () => {
    const stud = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    callRound(stud);
    street(stud, ['9d', '5s', 'Ah']); // seat 0 shows 9-9
    expect(stud.street).toBe('fourth');
    expect(stud.toAct).toBe(0);
    const lo = manual(razz, ['AsKs9h', '2c3cKd', 'QdQh5c']);
    callRound(lo);
    street(lo, ['9d', '2s', 'Ah']); // seat 2 shows 5-A, the best low
    expect(lo.toAct).toBe(2);
  });

  it('R203 ties: the tied player first clockwise from the button acts first; suits never break it', () => {
    // seats 0 and 2 both show K-7; button on seat 1, so seat 2 is first clockwise
    const hand = manual(sevenCardStud, ['2s3sKh', '4c4d5c', '8d9hKc'], { button: 1 });
    callRound(hand);
    street(hand, ['7s', '6h', '7c']);
    expect(hand.toAct).toBe(2);
    // with the button on seat 2, seat 0 is first clockwise
    const other = manual(sevenCardStud, ['2s3sKh', '4c4d5c', '8d9hKc'], { button: 2 });
    callRound(other);
    street(other, ['7s', '6h', '7c']);
    expect(other.toAct).toBe(0);
  });

  it('R204 an open pair on fourth street in stud: any player may bet the small or the big bet; once a big bet is made, raises are big', () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    callRound(hand);
    street(hand, ['9d', '5s', 'Ah']); // seat 0 shows a pair of nines
    expect(hand.legalActions()).toMatchObject({ seat: 0, raiseTo: { min: 10, max: 20 }, raiseSizes: [10, 20] });
    const before = hand.context;
    expect(() => hand.act({ type: 'bet', to: 15 })).toThrow(expect.objectContaining({ code: 'BAD_AMOUNT' }));
    expect(hand.context).toBe(before); // refused: nothing changed (R0.3)
    hand.act({ type: 'bet', to: 20 });
    expect(hand.legalActions()).toMatchObject({ seat: 1, raiseTo: { min: 40, max: 40 } });
    expect(hand.legalActions()!.raiseSizes).toBeUndefined();
  });

  it('R204 after a small bet on an open pair, a raise may still be small or big', () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    callRound(hand);
    street(hand, ['9d', '5s', 'Ah']);
    hand.act({ type: 'bet', to: 10 });
    expect(hand.legalActions()).toMatchObject({ seat: 1, raiseTo: { min: 20, max: 30 }, raiseSizes: [20, 30] });
  });

  it('R204 no open pair, stud hi-lo and razz, or openPairBigBet false: fourth street is small bets only', () => {
    const plain = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    callRound(plain);
    street(plain, ['8d', '5s', 'Ah']);
    expect(plain.legalActions()!.raiseTo).toEqual({ min: 10, max: 10 });
    for (const [variant, rules] of [[sevenCardStudHiLo8, undefined], [sevenCardStud, { openPairBigBet: false }]] as const) {
      const hand = manual(variant, ['AsKs9h', '2c3c2d', 'QdQhTc'], rules ? { rules } : {});
      callRound(hand);
      street(hand, ['9d', '5s', 'Ah']);
      expect(hand.legalActions()!.raiseTo).toEqual({ min: 10, max: 10 });
    }
    // the option turns the rule on in razz too
    const lo = manual(razz, ['AsKs9h', '2c3cKd', 'QdQh5c'], { rules: { openPairBigBet: true } });
    callRound(lo);
    street(lo, ['9d', '2s', '5h']); // seat 2 shows a pair of fives
    expect(lo.legalActions()!.raiseTo).toEqual({ min: 10, max: 20 });
  });

  it('R204 fifth to seventh street use the big bet', () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    callRound(hand);
    street(hand, ['8d', '5s', 'Ah']);
    callRound(hand);
    street(hand, ['7d', '6s', '4h']);
    expect(hand.street).toBe('fifth');
    expect(hand.legalActions()!.raiseTo).toEqual({ min: 20, max: 20 });
  });

  it('R36 folded seats get no more cards; dealing them one is refused and changes nothing', () => {
    const hand = manual(sevenCardStud, ['AsKs9h', '2c3c2d', 'QdQhTc']);
    hand.act({ type: 'bring-in' });
    hand.act({ type: 'fold' }); // seat 2
    hand.act({ type: 'call' });
    const before = hand.context;
    expect(() => hand.dealHole(2, 'Ad')).toThrow(expect.objectContaining({ code: 'BAD_SEAT' }));
    expect(() => hand.dealHole(0, 'Ad Ah')).toThrow(expect.objectContaining({ code: 'CARD_COUNT' }));
    expect(() => hand.dealHole(0, 'As')).toThrow(expect.objectContaining({ code: 'DUPLICATE_CARD' }));
    expect(hand.context).toBe(before);
    street(hand, ['9d', '5s', null]);
    expect(hand.street).toBe('fourth');
  });
});

describe('showdowns (R205, R206)', () => {
  it('R205 eight players to seventh street: the deck runs out and one community card is every player\'s seventh card', () => {
    const hand = createHand({ variant: sevenCardStud, betting: limit(), stacks: Array(8).fill(1000), button: 0, ante, bringIn: 3, dealing: { seed: 5 } });
    while (!hand.isComplete) callRound(hand);
    const r = hand.result!;
    expect(r.board).toHaveLength(1); // 8 × 6 + 3 burns = 51: the last card is the community card, unburned
    expect(r.holeCards.every((h) => h!.length === 6)).toBe(true);
    const all = [...r.board, ...r.holeCards.flat() as number[], ...hand.context.burns];
    expect(new Set(all).size).toBe(52);
    expect(hand.context.burns).toHaveLength(3);
    expect(r.shown.every((s) => s.value.cards.length === 5)).toBe(true);
    expect(r.stacks.reduce((a, b) => a + b, 0)).toBe(8000);
    // seven players: 7 × 6 + 3 burns = 45, the burn leaves 6 cards for 7 players: burn, then one community card
    const seven = createHand({ variant: sevenCardStud, betting: limit(), stacks: Array(7).fill(1000), button: 0, ante, bringIn: 3, dealing: { seed: 5 } });
    while (!seven.isComplete) callRound(seven);
    expect(seven.result!.board).toHaveLength(1);
    expect(seven.context.burns).toHaveLength(4);
    // six players: every player gets a seventh card of their own
    const six = createHand({ variant: sevenCardStud, betting: limit(), stacks: Array(6).fill(1000), button: 0, ante, bringIn: 3, dealing: { seed: 5 } });
    while (!six.isComplete) callRound(six);
    expect(six.result!.board).toHaveLength(0);
    expect(six.result!.holeCards.every((h) => h!.length === 7)).toBe(true);
  });

  it('R205 under manual dealing: the seventh-street community card comes through dealBoard, only when the deck cannot serve everyone', () => {
    const deck = formatCards(parseCards('2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdKdAd2h3h4h5h6h7h8h9hThJhQhKhAh2s3s4s5s6s7s8s9sTsJsQsKsAs'));
    const play = (players: number) => {
      const hand = createHand({ variant: sevenCardStud, betting: limit(), stacks: Array(players).fill(1000), button: 0, ante, bringIn: 3, dealing: 'manual' });
      let next = 0;
      const take = (k: number) => deck.slice(next, (next += k)).join('');
      for (let s = 0; s < players; s++) hand.dealHole(s, take(3));
      for (let street = 4; street <= 6; street++) {
        callRound(hand);
        for (let s = 0; s < players; s++) hand.dealHole(s, take(1));
      }
      callRound(hand);
      return { hand, rest: deck.slice(next) };
    };
    const eight = play(8);
    expect(eight.hand.street).toBeNull(); // seventh street awaits its cards
    const before = eight.hand.context;
    expect(() => eight.hand.dealBoard(`${eight.rest[0]}${eight.rest[1]}`)).toThrow(expect.objectContaining({ code: 'CARD_COUNT' }));
    expect(eight.hand.context).toBe(before);
    eight.hand.dealBoard(eight.rest[0]!);
    expect(eight.hand.street).toBe('seventh');
    expect(eight.hand.view('spectator').board).toEqual(parseCards(eight.rest[0]!));
    while (!eight.hand.isComplete) callRound(eight.hand);
    expect(eight.hand.result!.board).toHaveLength(1);
    expect(eight.hand.result!.shown.length).toBeGreaterThan(0);
    // six players: the deck can give everyone a card, so no community card
    const six = play(6);
    expect(() => six.hand.dealBoard(six.rest[0]!)).toThrow(expect.objectContaining({ code: 'NOT_NOW', message: expect.stringContaining('R205') }));
  });

  it('R206 R168 stud hi-lo: with no qualifying low the whole pot goes to the best high hand', () => {
    const hand = manual(sevenCardStudHiLo8, ['KsKdQh', 'JcJdTd']);
    callRound(hand);
    street(hand, ['9s', '9h']);
    callRound(hand);
    street(hand, ['Kh', 'Jh']);
    callRound(hand);
    street(hand, ['Qc', 'Ts']);
    callRound(hand);
    street(hand, ['2c', '3c']);
    callRound(hand);
    const r = hand.result!;
    expect(r.pots).toHaveLength(1);
    expect(r.pots[0]).toMatchObject({ highWinners: [0], lowWinners: [] });
    expect(r.payouts[0]).toBe(r.pots[0]!.amount);
    expect(r.shown.every((s) => s.low === undefined)).toBe(true);
  });

  it('R206 R193 stud hi-lo splits when a qualifying low exists; razz plays the best ace-to-five low of seven', () => {
    const hand = manual(sevenCardStudHiLo8, ['KsKdQh', 'Ac2d3d']);
    callRound(hand);
    street(hand, ['Kh', '4h']);
    callRound(hand);
    street(hand, ['9h', '8s']);
    callRound(hand);
    street(hand, ['Qc', 'Ts']);
    callRound(hand);
    street(hand, ['2c', 'Js']);
    callRound(hand);
    expect(hand.result!.pots[0]).toMatchObject({ highWinners: [0], lowWinners: [1] });
    const lo = manual(razz, ['KsKdQh', 'Ac2d3d']);
    callRound(lo);
    street(lo, ['Kh', '4h']);
    callRound(lo);
    street(lo, ['9h', '8s']);
    callRound(lo);
    street(lo, ['Qc', 'Ts']);
    callRound(lo);
    street(lo, ['2c', 'Js']);
    callRound(lo);
    expect(lo.result!.pots[0]!.winners).toEqual([1]);
    expect(formatCards(lo.result!.shown.find((s) => s.seat === 1)!.value.cards).sort()).toEqual(['2d', '3d', '4h', '8s', 'Ac'].sort());
  });
});

describe('random stud hands (fast-check)', () => {
  const games = [sevenCardStud, sevenCardStudHiLo8, razz];
  it('R0.5 R5 R0.3 chips are conserved, no card appears twice, and refused actions change nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }), fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
        (g, players, seed, picks) => {
          const stacks = Array.from({ length: players }, (_, s) => 30 + ((seed + 53 * s) % 300));
          const hand = createHand({ variant: games[g]!, betting: limit(), stacks, button: seed % players, ante, bringIn: 3, dealing: { seed } });
          for (const pick of picks) {
            if (hand.isComplete) break;
            const la = hand.legalActions()!;
            const options: Parameters<Hand['act']>[0][] = [];
            if (la.bringIn !== null) options.push({ type: 'bring-in' });
            if (la.fold) options.push({ type: 'fold' });
            if (la.check) options.push({ type: 'check' });
            if (la.call !== null) options.push({ type: 'call' });
            const word = hand.context.betting.currentBet === 0 ? 'bet' : 'raise';
            if (la.raiseTo !== null) for (const to of la.raiseSizes ?? [la.raiseTo.min]) options.push({ type: word, to });
            if (pick % 7 === 0) {
              // an illegal action: refused, nothing changes (R0.3)
              const before = hand.context;
              expect(() => hand.act(la.check ? { type: 'call' } : { type: 'check' })).toThrow(IllegalActionError);
              expect(hand.context).toBe(before);
            }
            hand.act(options[pick % options.length]!);
          }
          const ctx = hand.context;
          const cards = [...ctx.board, ...ctx.burns, ...ctx.deck, ...ctx.holeCards.flatMap((h) => h ?? [])];
          expect(new Set(cards).size).toBe(52);
          expect(cards).toHaveLength(52);
          for (let s = 0; s < players; s++) for (const c of ctx.upCards[s]!) expect(ctx.holeCards[s]).toContain(c);
          const total = stacks.reduce((a, b) => a + b, 0);
          if (hand.isComplete) expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(total);
          else {
            const b = ctx.betting;
            expect(b.stacks.reduce((a, x) => a + x, 0) + b.collected + b.committed.reduce((a, x) => a + x, 0)).toBe(total);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
