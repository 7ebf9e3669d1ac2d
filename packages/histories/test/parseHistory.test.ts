import { describe, expect, it } from 'vitest';
import { parseHistory } from '../src/index.js';

describe('parseHistory', () => {
  it('R270 an empty text holds no hand and refuses none', () => {
    expect(parseHistory('')).toEqual({ hands: [], refused: [] });
  });
});
