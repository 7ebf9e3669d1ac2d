import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeHand, describeWin, evaluateHand, EvaluationError } from '../src/index.js';

const win = (a: string, b: string, board: string, locale: 'en' | 'fr' = 'en') =>
  describeWin(evaluateHand({ hole: a, board }), evaluateHand({ hole: b, board }), locale);

describe('describeWin (R137, R141)', () => {
  it('R137 different descriptions: "X beats Y"', () => {
    expect(win('Qc3d', '9h3h', '3s8c5d2hJd')).toBe('Pair of Threes, Queen kicker beats Pair of Threes, Jack kicker');
    expect(win('AsAd', 'KsKd', '2c7h9dTs4c')).toBe('Pair of Aces, Ten kicker beats Pair of Kings, Ten kicker');
  });

  it('R137 R141 the same description: names the kickers down to the one that decides', () => {
    // both "Pair of Threes, Queen kicker": the second kicker decides
    expect(win('3cJd', '3h9h', '3sQc5d2h8s')).toBe('Pair of Threes, Queen-Jack kickers beats Pair of Threes, Queen-Nine kickers');
    // two pair on the board: the kicker decides
    expect(win('Ah2d', 'Qh3d', 'KsKcJdJh7s')).toBe('Two pair, Kings and Jacks, Ace kicker beats Two pair, Kings and Jacks, Queen kicker');
    // flushes: the fourth card decides
    expect(win('9h2c', '8h2d', 'AhKhTh3h4s')).toBe('Ace-King-Ten-Nine flush beats Ace-King-Ten-Eight flush');
    // high card
    expect(win('Kc3d', 'Qc3h', 'As9d7h5c2s')).toBe('Ace-King high beats Ace-Queen high');
    // trips on the board, kickers decide
    expect(win('AhQc', 'AdJc', '7s7d7h4c2s')).toBe('Three of a kind, Sevens, Ace-Queen kickers beats Three of a kind, Sevens, Ace-Jack kickers');
    // quads on the board
    expect(win('Ah2c', 'Kh2d', '7s7d7h7c3s')).toBe('Four of a kind, Sevens, Ace kicker beats Four of a kind, Sevens, King kicker');
  });

  it('R138 equal strengths tie', () => {
    expect(win('2c3d', '2h3h', 'AsKsQsJd9c')).toBe('Ace high ties with Ace high');
    expect(win('2c3d', '2h3h', 'AsKsQsJd9c', 'fr')).toBe('Hauteur As égalité avec Hauteur As');
  });

  it('speaks French too', () => {
    expect(win('3cJd', '3h9h', '3sQc5d2h8s', 'fr')).toBe('Paire de 3, kickers Dame-Valet bat Paire de 3, kickers Dame-9');
  });

  it('refuses a winner weaker than the loser', () => {
    expect(() => win('9h3h', 'Qc3d', '3s8c5d2hJd')).toThrow(EvaluationError);
  });

  it('R137 property: the phrase says "beats" exactly when the first hand is stronger, and the two sides differ', () => {
    const deck = [...'23456789TJQKA'].flatMap((r) => [...'cdhs'].map((s) => r + s));
    fc.assert(
      fc.property(fc.shuffledSubarray(deck, { minLength: 9, maxLength: 9 }), (cards) => {
        const board = cards.slice(0, 5).join('');
        let a = evaluateHand({ hole: cards.slice(5, 7).join(''), board });
        let b = evaluateHand({ hole: cards.slice(7, 9).join(''), board });
        if (a.strength < b.strength) [a, b] = [b, a];
        const phrase = describeWin(a, b);
        if (a.strength === b.strength) {
          expect(phrase).toBe(`${describeHand(a)} ties with ${describeHand(b)}`);
        } else {
          const [left, right] = phrase.split(' beats ');
          expect(left).toBeDefined();
          expect(right).toBeDefined();
          expect(left).not.toBe(right);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
