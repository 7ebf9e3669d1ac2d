// R235: the stud reading comes from the ranking, never from its name. The built-in rankings that
// can value partial exposed hands offer partialStrength; a named reading ('high',
// 'ace-to-five-low', 'deuce-to-seven-low') reads as its ranking; a variant whose ranking changes
// reads its up cards with the new one.
import { describe, expect, it } from 'vitest';
import { type Card, createRng, rankOf, standardDeck, suitOf } from '@pokerchart/cards';
import { getRanking, standardRanking, type Ranking } from '@pokerchart/evaluator';
import { bringInSeat, defineVariant, type PartialHandRanking, type StudOpening } from '@pokerchart/engine';
import { razz } from '../src/index.js';
import { manual } from './studHands.js';

/** An independent statement of R201: the door card that brings in, by reading (no engine code). */
function referenceBringIn(doors: readonly Card[], reading: 'high' | 'ace-to-five-low' | 'deuce-to-seven-low'): number {
  // how bad each door is: higher brings in
  const bad = (c: Card): number => {
    const r = rankOf(c); // 0 deuce .. 12 ace
    const s = suitOf(c); // clubs 0 .. spades 3
    if (reading === 'high') return (12 - r) * 4 + (3 - s); // lowest rank, ace high; lowest suit
    if (reading === 'ace-to-five-low') return (r === 12 ? 0 : r + 1) * 4 + s; // highest rank, ace low; highest suit
    return r * 4 + s; // highest rank, ace high; highest suit
  };
  let seat = 0;
  for (let s = 1; s < doors.length; s++) if (bad(doors[s]!) > bad(doors[seat]!)) seat = s;
  return seat;
}

const READINGS = ['high', 'ace-to-five-low', 'deuce-to-seven-low'] as const;
const rankingFor = (reading: (typeof READINGS)[number]): Ranking => (reading === 'high' ? standardRanking : getRanking(reading));

describe('the stud reading is the ranking (R235)', () => {
  it('R235 the built-in high rankings and the two lows offer partialStrength; badugi and eight-or-better do not', () => {
    for (const name of ['standard', 'paigow-wheel', 'shortdeck', 'ace-to-five-low', 'deuce-to-seven-low']) expect(typeof getRanking(name).partialStrength, name).toBe('function');
    for (const name of ['badugi', 'eight-or-better']) expect(getRanking(name).partialStrength, name).toBeUndefined();
    // a low gives its best low the highest value; the high ranking the reverse
    const [a, k] = [standardDeck().find((c) => rankOf(c) === 12)!, standardDeck().find((c) => rankOf(c) === 11)!];
    expect(getRanking('ace-to-five-low').partialStrength!([a])).toBeGreaterThan(getRanking('ace-to-five-low').partialStrength!([k]));
    expect(getRanking('deuce-to-seven-low').partialStrength!([a])).toBeLessThan(getRanking('deuce-to-seven-low').partialStrength!([k]));
    expect(standardRanking.partialStrength!([a])).toBeGreaterThan(standardRanking.partialStrength!([k]));
  });

  it('R201 R235 the bring-in by a named reading and by its ranking object is the seat an independent statement of R201 gives, over 3000 deals', () => {
    const rng = createRng(235);
    for (let n = 0; n < 3000; n++) {
      const deck = standardDeck();
      const seats = 2 + rng.int(7);
      const doors: Card[] = [];
      for (let s = 0; s < seats; s++) doors.push(deck.splice(rng.int(deck.length), 1)[0]!);
      for (const reading of READINGS) {
        const expected = referenceBringIn(doors, reading);
        expect(bringInSeat({ upCards: doors, opening: reading }), `${reading} ${doors.join(',')}`).toBe(expected);
        expect(bringInSeat({ upCards: doors, opening: rankingFor(reading) as PartialHandRanking as StudOpening }), `${reading} object`).toBe(expected);
      }
    }
  });

  it('R235 R201 a razz spread with the deuce-to-seven ranking reads its up cards as 2-7: the ace door brings in, not the king', () => {
    const razz27 = defineVariant({ ...razz, id: 'razz-27', name: 'Razz read as 2-7', ranking: 'deuce-to-seven-low' });
    const doors = ['2c3cAd', '4c5cKd', '6c7c5d'];
    expect(manual(razz, doors).legalActions()).toMatchObject({ seat: 1, bringIn: 3 }); // razz: the king is the worst
    expect(manual(razz27, doors).legalActions()).toMatchObject({ seat: 0, bringIn: 3 }); // 2-7: the ace is the worst
  });
});
