// The built-in descriptors are shared by every hand in a process: a hostile or careless caller
// must not be able to change them (which would change every later hand), and composing from them
// with junk fields is a VariantDefinitionError.
import { describe, expect, it } from 'vitest';
import { defineVariant, VariantDefinitionError } from '@pokerchart/engine';
import { texasHoldem, variants } from '../src/index.js';

describe('variants: built-ins cannot be tampered with', () => {
  it('every descriptor, its streets, seats and the list are frozen', () => {
    expect(Object.isFrozen(variants)).toBe(true);
    for (const v of variants) {
      expect(Object.isFrozen(v)).toBe(true);
      expect(Object.isFrozen(v.streets)).toBe(true);
      for (const s of v.streets) expect(Object.isFrozen(s)).toBe(true);
      expect(Object.isFrozen(v.seats)).toBe(true);
      expect(() => { (v as { holeCards: number }).holeCards = 7; }).toThrow(TypeError);
      expect(() => { (v.streets as unknown as { name: string }[]).push({ name: 'x' }); }).toThrow(TypeError);
    }
    expect(texasHoldem.holeCards).toBe(2);
  });

  it('R11 R35 composing a built-in with junk or prototype keys is a VariantDefinitionError', () => {
    for (const patch of [{ holeCards: Number.NaN }, { seats: { min: 2, max: 1e6 } }, { id: '__proto__' }, JSON.parse('{"__proto__":{"polluted":1}}') as object]) {
      expect(() => defineVariant({ ...texasHoldem, ...patch })).toThrow(VariantDefinitionError);
    }
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
