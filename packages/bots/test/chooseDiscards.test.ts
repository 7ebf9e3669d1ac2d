import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCards, parseCards } from '@pokerchart/cards';
import { BotError, chooseDiscards, type DrawGoal } from '../src/index.js';

const discards = (hand: string, goal: DrawGoal, limits?: { min: number; max: number }) => formatCards(chooseDiscards(parseCards(hand), goal, limits));

describe('chooseDiscards: a bot\'s draw (R212)', () => {
  it('R212 five-card draw: made hands stand pat, pairs and trips draw to themselves', () => {
    expect(discards('9c Tc Jd Qh Ks', 'high')).toEqual([]);
    expect(discards('2h 7h 9h Jh Kh', 'high')).toEqual([]);
    expect(discards('Kc Kd Kh 4s 4d', 'high')).toEqual([]);
    expect(discards('Qs Qd 9c 5h 2c', 'high')).toEqual(['9c', '5h', '2c']);
    expect(discards('Qs Qd 9c 9h 2c', 'high')).toEqual(['2c']);
    expect(discards('7s 7d 7c 9h 2c', 'high')).toEqual(['9h', '2c']);
  });

  it('R212 five-card draw: draws one to a flush or a straight, else keeps the high card', () => {
    expect(discards('2h 7h 9h Jh Ks', 'high')).toEqual(['Ks']);
    expect(discards('5c 6d 7h 8s Kd', 'high')).toEqual(['Kd']);
    expect(discards('2c 5d 8h Js Kd', 'high')).toEqual(['2c', '5d', '8h', 'Js']);
    expect(discards('2c 5d 8h Ks Ad', 'high')).toEqual(['2c', '5d', '8h']);
  });

  it('R191 R212 deuce-to-seven: keeps distinct cards of 8 or less, the ace high, and breaks straights and flushes', () => {
    expect(discards('7c 5d 4h 3s Kd', 'deuce-to-seven-low')).toEqual(['Kd']);
    expect(discards('7c 5d 4h 3s 2d', 'deuce-to-seven-low')).toEqual([]);
    expect(discards('7c 7d 4h 3s Ad', 'deuce-to-seven-low')).toEqual(['7d', 'Ad']);
    expect(discards('6c 5d 4h 3s 2d', 'deuce-to-seven-low')).toEqual(['6c']);
    expect(discards('8d 6d 4d 3d 2d', 'deuce-to-seven-low')).toEqual(['8d']);
  });

  it('R190 R212 ace-to-five: the ace is the best low card', () => {
    expect(discards('Ac 5d 4h 3s Kd', 'ace-to-five-low')).toEqual(['Kd']);
    expect(discards('Ac 2c 3c 4c 5c', 'ace-to-five-low')).toEqual([]);
  });

  it('R192 R212 badugi: keeps the best badugi subset', () => {
    expect(discards('Ac 2d 3h 4s', 'badugi')).toEqual([]);
    expect(discards('Ac 2d 3h 4h', 'badugi')).toEqual(['4h']);
    expect(discards('Ac 2c 3h Kd', 'badugi')).toEqual(['2c', 'Kd']);
    expect(discards('Kc Qd Jh Ts', 'badugi')).toEqual([]);
  });

  it('R212 the discard limits of the legal actions are respected', () => {
    expect(discards('2c 5d 8h Js Kd', 'high', { min: 0, max: 3 })).toEqual(['2c', '5d', '8h']);
    expect(discards('9c Tc Jd Qh Ks', 'high', { min: 1, max: 1 })).toEqual(['9c']);
    expect(discards('7c 5d 4h 3s 2d', 'deuce-to-seven-low', { min: 1, max: 1 })).toEqual(['7c']);
  });

  it('R212 always returns cards of the hand, within the limits', () => {
    const hand = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 4, maxLength: 5 });
    fc.assert(fc.property(hand, fc.constantFrom<DrawGoal>('high', 'ace-to-five-low', 'deuce-to-seven-low', 'badugi'), fc.nat(5), fc.nat(5), (cards, goal, a, b) => {
      const limits = { min: Math.min(a, b, cards.length), max: Math.min(Math.max(a, b), cards.length) };
      const out = chooseDiscards(cards, goal, limits);
      for (const c of out) expect(cards).toContain(c);
      expect(new Set(out).size).toBe(out.length);
      expect(out.length).toBeGreaterThanOrEqual(limits.min);
      expect(out.length).toBeLessThanOrEqual(limits.max);
    }));
  });

  it('bad input is a BotError', () => {
    expect(() => chooseDiscards([99], 'high')).toThrow(BotError);
    expect(() => chooseDiscards(parseCards('2c3c4c5c'), 'razz' as DrawGoal)).toThrow(/unknown goal/);
  });
});
