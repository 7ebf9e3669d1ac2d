import { describe, expect, it } from 'vitest';
import { describeHand, evaluateHand, type HandValue } from '../src/index.js';

const cases: [hole: string, board: string, en: string, fr: string][] = [
  ['AsKd', 'Ac9d7s4h2c', 'Pair of Aces, King kicker', "Paire d'As, kicker Roi"],
  ['Th9h', '8h7c6d3sKh', 'Ten-high straight', 'Quinte au 10'],
  ['AhTh', '7h8h9dJhKc', 'Ace-high flush', "Couleur à l'As"],
  ['Qh2h', '7h8h9dJhKc', 'Queen-high flush', 'Couleur à la Dame'],
  ['Jc2c', '7c8c9dTc3h', 'Jack-high flush', 'Couleur au Valet'],
  ['Kc2d', 'KsKh2s9d7c', 'Kings full of Twos', 'Full aux Rois par les 2'],
  ['AcAd', 'AsKhKd9d7c', 'Aces full of Kings', 'Full aux As par les Rois'],
  ['KcQd', 'KsQh2s9d7c', 'Two pair, Kings and Queens', 'Double paire Rois-Dames'],
  ['AsKs', 'QsJsTs4d2c', 'Royal flush', 'Quinte flush royale'],
  ['9s8s', '7s6s5s4d2c', 'Nine-high straight flush', 'Quinte flush au 9'],
  ['As2d', '3c4h5s9dJc', 'Five-high straight', 'Quinte au 5'],
  ['QsQd', 'QhQc5s9dJc', 'Four of a kind, Queens', 'Carré de Dames'],
  ['7s7d', '7hKc5s9dJc', 'Three of a kind, Sevens', 'Brelan de 7'],
  ['AsAd', 'AhKc5s9dJc', 'Three of a kind, Aces', "Brelan d'As"],
  ['As3d', '8hKc5s9dJc', 'Ace high', 'Hauteur As'],
  ['QsTd', 'Qh8c5s4d2c', 'Pair of Queens, Ten kicker', 'Paire de Dames, kicker 10'],
];

describe('describeHand (R136, R141)', () => {
  for (const [hole, board, en, fr] of cases) {
    it(`R136 ${hole} on ${board}: "${en}" / "${fr}"`, () => {
      const v = evaluateHand({ hole, board });
      expect(describeHand(v)).toBe(en);
      expect(describeHand(v, 'en')).toBe(en);
      expect(describeHand(v, 'fr')).toBe(fr);
    });
  }

  it('R175 the short-deck low straight is nine-high', () => {
    const v = evaluateHand({ hole: 'As6d', board: '7c8h9sKdKc', ranking: 'shortdeck' });
    expect(describeHand(v)).toBe('Nine-high straight');
    expect(describeHand(v, 'fr')).toBe('Quinte au 9');
  });

  it('rejects an unknown locale and a value without five cards', () => {
    const v = evaluateHand({ hole: 'AsKd', board: 'Ac9d7s4h2c' });
    expect(() => describeHand(v, 'de' as 'en')).toThrow(/locale/);
    expect(() => describeHand({ ...v, cards: [] } as HandValue)).toThrow(/five cards/);
  });
});
