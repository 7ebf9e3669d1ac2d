import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { createHandMachine } from '../src/index.js';

describe('createHandMachine cache', () => {
  it('gives the same machine for the same variant and an equal structure', () => {
    expect(createHandMachine(texasHoldem, noLimit())).toBe(createHandMachine(texasHoldem, noLimit()));
  });

  it('keeps a bounded number of machines by description (no unbounded growth with many stakes)', () => {
    const first = createHandMachine(texasHoldem, fixedLimit({ smallBet: 2 }));
    for (let smallBet = 4; smallBet < 4 + 2 * 300; smallBet += 2) createHandMachine(texasHoldem, fixedLimit({ smallBet }));
    const recent = createHandMachine(texasHoldem, fixedLimit({ smallBet: 4 + 2 * 299 }));
    // a fresh but equal structure object finds the recent machine by its description...
    expect(createHandMachine(texasHoldem, fixedLimit({ smallBet: 4 + 2 * 299 }))).toBe(recent);
    // ...while the oldest description was dropped, so an equal new structure builds a new machine
    expect(createHandMachine(texasHoldem, fixedLimit({ smallBet: 2 }))).not.toBe(first);
  });
});
