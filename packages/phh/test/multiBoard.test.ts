import { describe, expect, it } from 'vitest';
import { noLimit } from '@pokerchart/betting';
import { createHand, defineVariant } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { PhhExportError, toPhh } from '../src/index.js';

describe('toPhh and what PHH cannot write (R230, R232, R233)', () => {
  const base = { betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 8 } };
  const refused = (hand: ReturnType<typeof createHand>, text: RegExp, code = 'PHH_MULTI_BOARD') => {
    expect(() => toPhh(hand)).toThrow(PhhExportError);
    expect(() => toPhh(hand)).toThrow(expect.objectContaining({ code }));
    expect(() => toPhh(hand)).toThrow(text);
  };

  it('R230 a hand on two boards is refused with PHH_MULTI_BOARD, even when the variant keeps the id holdem', () => {
    const spread = defineVariant({ ...texasHoldem, boards: 2 });
    refused(createHand({ ...base, variant: spread }), /2 boards \(R230\)/);
  });

  it('R232 a hand that ran its board twice is refused; one that ran it once (runItTimes set, no all-in) is written', () => {
    const twice = createHand({ ...base, variant: texasHoldem, runItTimes: 2 });
    twice.act({ type: 'all-in' });
    twice.act({ type: 'call' });
    twice.act({ type: 'fold' });
    refused(twice, /ran its board 2 times \(R232\)/);
    const once = createHand({ ...base, variant: texasHoldem, runItTimes: 2 });
    once.act({ type: 'fold' });
    once.act({ type: 'fold' });
    expect(toPhh(once).variant).toBe('NT');
  });

  it('R233 a bomb pot is refused with its own code, PHH_BOMB_POT', () => {
    refused(createHand({ ...base, variant: texasHoldem, bombPot: { ante: 5 } }), /bomb pot \(R233\)/, 'PHH_BOMB_POT');
  });
});
