import { describe, expect, it } from 'vitest';
import { showWheelRule } from '../src/main.js';

describe('example: paigow-holdem', () => {
  it('R170 the wheel decides the pot: Sven wins under Hold\'em, Wendy under the wheel rule', () => {
    const lines: string[] = [];
    const { holdemWinners, paigowWinners } = showWheelRule({ print: (l) => lines.push(l), hands: 5 });
    expect(holdemWinners).toEqual([1]);
    expect(paigowWinners).toEqual([0]);
    const text = lines.join('\n');
    expect(text).toContain('5 hands of');
    expect(text).toMatch(/Wendy \(button\) shows As 9c/);
  });
});
