// Seven-card stud played for the deuce-to-seven low (R191), written step by step (the guide
// docs/guides/compose-a-variant.md makes it with studSteps; guide.test.ts plays that one): up cards
// read the same way (R201, R203), the lowest hand wins, chips and cards conserved.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCards } from '@pokerchart/cards';
import { createHand, createHandMachine, defineVariant, type Hand, type HandStep } from '@pokerchart/engine';
import { studSteps } from '../src/index.js';
import { ante, callRound, limit, manual as manualStud } from './studHands.js';

const reading = 'deuce-to-seven-low' as const;
const studDeuceToSevenSteps: HandStep[] = [
  { kind: 'seats', cards: ['down', 'down', 'up'] },
  { kind: 'bet', name: 'third', opener: 'bring-in', reading, limit: 'small' },
  { kind: 'seats', cards: ['up'], burn: true },
  { kind: 'bet', name: 'fourth', opener: 'best-showing', reading, limit: 'small' },
  { kind: 'seats', cards: ['up'], burn: true },
  { kind: 'bet', name: 'fifth', opener: 'best-showing', reading, limit: 'big' },
  { kind: 'seats', cards: ['up'], burn: true },
  { kind: 'bet', name: 'sixth', opener: 'best-showing', reading, limit: 'big' },
  { kind: 'seats', cards: ['down'], burn: true },
  { kind: 'bet', name: 'seventh', opener: 'best-showing', reading, limit: 'big' },
  { kind: 'showdown' },
];
const studDeuceToSeven = defineVariant({
  id: 'stud-deuce-to-seven', name: 'Seven-card stud with a 2-7 low', deck: 'standard',
  steps: studDeuceToSevenSteps, selection: 'any', ranking: 'deuce-to-seven-low',
  seats: { min: 2, max: 8 }, defaultBetting: 'fixed-limit',
});

const betting = limit;
/** A 2-7 stud hand dealt by hand: `third[s]` is seat s's third street (down, down, up). */
const manual = (third: string[]): Hand => manualStud(studDeuceToSeven, third);

describe('seven-card stud with a 2-7 low, composed step by step', () => {
  it('studSteps writes the same list (the guide\'s shorthand) and the chart has the five streets', () => {
    expect(studSteps({ reading })).toEqual(studDeuceToSevenSteps.map((s) => (s.kind === 'bet' && s.name === 'fourth' ? { ...s, openPairBigBet: false } : s)));
    const states = Object.keys(createHandMachine(studDeuceToSeven, betting()).root.states);
    for (const street of ['third', 'fourth', 'fifth', 'sixth', 'seventh']) expect(states).toContain(street);
  });

  it('R201 R191 the highest door card brings in, the ace counting high; on equal ranks the highest suit', () => {
    // door cards 4c, Ah, 9c: the ace is the worst 2-7 card showing
    expect(manual(['7s5d4c', 'KcKdAh', 'QcJd9c']).legalActions()).toMatchObject({ seat: 1, bringIn: 3 });
    // two kings showing: spades is the highest suit, so the king of spades brings in
    expect(manual(['7s5d4c', '2c3dKs', '8h8dKh']).legalActions()).toMatchObject({ seat: 1, bringIn: 3 });
    expect(manual(['7s5d4c', '2c3dKh', '8h8dKs']).legalActions()).toMatchObject({ seat: 2, bringIn: 3 });
  });

  it('R203 R191 from fourth street the best 2-7 low showing acts first; the lowest 2-7 hand wins the pot (R206)', () => {
    const hand = manual(['7s5d4c', 'KcKdKh', 'QcJd9c']);
    expect(hand.legalActions()!.seat).toBe(1); // the king of hearts is the highest door card
    callRound(hand);
    for (const [s, c] of ['3h', 'Ks', '8d'].entries()) hand.dealHole(s, c);
    expect(hand.street).toBe('fourth');
    // showing: 4-3 (seat 0), a pair of kings (seat 1), 9-8 (seat 2): the 4-3 is the best low
    expect(hand.view('spectator').seats.map((v) => formatCards(v!.upCards))).toEqual([['4c', '3h'], ['Kh', 'Ks'], ['9c', '8d']]);
    expect(hand.toAct).toBe(0);
    callRound(hand);
    for (const cards of [['2s', 'Ac', '6h'], ['9d', 'Ad', '6s'], ['Tc', 'Qs', '2h']]) {
      for (const [s, c] of cards.entries()) hand.dealHole(s, c);
      callRound(hand);
    }
    expect(hand.isComplete).toBe(true);
    const r = hand.result!;
    // seat 0 holds 7-5-4-3-2 of mixed suits, the best 2-7 low; seat 2's best is J-9-8-6-2
    expect(r.pots.flatMap((p) => p.winners)).toEqual([0]);
    expect(r.stacks.reduce((a, b) => a + b, 0)).toBe(1500);
    expect(r.stacks[0]).toBeGreaterThan(500);
  });

  it('random hands keep every chip and never deal a card twice (R0.1, R5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (players, seed, picks) => {
        const hand = createHand({ variant: studDeuceToSeven, betting: betting(), stacks: Array(players).fill(200), button: seed % players, ante, bringIn: 3, dealing: { seed } });
        let i = 0;
        while (!hand.isComplete) {
          const la = hand.legalActions()!;
          const options: Parameters<Hand['act']>[0][] = [];
          if (la.bringIn !== null) options.push({ type: 'bring-in' });
          if (la.fold) options.push({ type: 'fold' });
          if (la.check) options.push({ type: 'check' });
          if (la.call !== null) options.push({ type: 'call' });
          if (la.raiseTo !== null) options.push({ type: hand.context.betting.currentBet === 0 ? 'bet' : 'raise', to: la.raiseTo.min });
          hand.act(options[picks[i++ % picks.length]! % options.length]!);
        }
        expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(players * 200);
        const ctx = hand.context;
        const cards = [...ctx.board, ...ctx.burns, ...ctx.deck, ...ctx.holeCards.flatMap((h) => h ?? [])];
        expect(cards).toHaveLength(52);
        expect(new Set(cards).size).toBe(52);
      }),
      { numRuns: 60 },
    );
  });
});
