import { noLimit } from '@pokerchart/betting';
import { createHand } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { parsePhh, serializePhh, toPhh } from '../src/index.js';

describe('toPhh: rake (R264)', () => {
  it('R264 a raked hand carries the rake in the user field _rake; a hand without rake has none', () => {
    const play = (rake: boolean) => {
      const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 4 }, ...(rake ? { rake: { percent: 5, cap: 3 } } : {}) });
      while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
      return toPhh(hand);
    };
    const raked = play(true);
    expect(raked['_rake']).toBe(1); // a 30-chip pot: 5% rounded down
    expect(parsePhh(serializePhh(raked))['_rake']).toBe(1);
    expect('_rake' in play(false)).toBe(false);
  });
});
