import { describe, expect, it } from 'vitest';
import { fixedLimit, isBuiltInStructure, noLimit, potLimit } from '../src/index.js';

describe('isBuiltInStructure: built-ins recognised by identity, never by source text', () => {
  it('R70 R80 R90 the structures noLimit, potLimit and fixedLimit make are built-ins', () => {
    for (const s of [noLimit(), potLimit(), fixedLimit({ smallBet: 10 }), fixedLimit({ smallBet: 4, maxRaises: 4, headsUpCap: 'always-capped' })]) {
      expect(isBuiltInStructure(s)).toBe(true);
    }
  });

  it('a spread copy, a replaced method (even the same source text) or changed options is not', () => {
    const nl = noLimit();
    expect(isBuiltInStructure({ ...nl })).toBe(false);
    // the same function source, another function object: not the built-in
    expect(isBuiltInStructure({ ...nl, raiseBounds: (s, seat) => ({ min: s.currentBet + s.lastFullRaise, max: s.committed[seat]! + s.stacks[seat]! }) })).toBe(false);
    const changed = fixedLimit({ smallBet: 10 });
    (changed.options as { smallBet: number }).smallBet = 20;
    expect(isBuiltInStructure(changed)).toBe(false);
    const method = potLimit() as unknown as { capReached: () => boolean };
    method.capReached = () => true;
    expect(isBuiltInStructure(method as never)).toBe(false);
  });
});
