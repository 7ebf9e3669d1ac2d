import { describe, expect, it } from 'vitest';
import { randomId } from '../src/randomId.js';

describe('randomId', () => {
  it('table and tournament ids and tokens never start with "-", so that they pass as command-line values (`pokerchart bots --tournament ID`)', () => {
    // one draw in 64 of base64url starts with "-": 6,400 draws would hold about 100 of them
    const ids = Array.from({ length: 6_400 }, (_, i) => randomId([9, 12, 24][i % 3]!));
    expect(ids.filter((id) => id.startsWith('-'))).toEqual([]);
    for (const [i, id] of ids.entries()) expect(id).toMatch(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil(([9, 12, 24][i % 3]! * 4) / 3)}}$`));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
