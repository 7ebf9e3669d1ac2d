import { describe, expect, it } from 'vitest';
import { isCard, parseCard } from '@pokerchart/cards';
import { formatPaiGowCard, formatPaiGowCards, isPaiGowCard, JOKER, paiGowDeck, PaiGowError, parsePaiGowCard, parsePaiGowCards } from '../src/index.js';

describe('the 53-card deck (R280, R281)', () => {
  it('R280 the deck is the 52 standard cards and one joker, each once', () => {
    const deck = paiGowDeck();
    expect(deck).toHaveLength(53);
    expect(new Set(deck).size).toBe(53);
    expect(deck.filter((x) => isCard(x))).toHaveLength(52);
    expect(deck[52]).toBe(JOKER);
  });
  it('R281 the joker is code 52, written "Jk", not a standard card', () => {
    expect(JOKER).toBe(52);
    expect(isCard(JOKER)).toBe(false);
    expect(isPaiGowCard(JOKER)).toBe(true);
    expect(isPaiGowCard(53)).toBe(false);
    expect(formatPaiGowCard(JOKER)).toBe('Jk');
    for (const t of ['Jk', 'jk', 'JK', 'Joker', '🃏']) expect(parsePaiGowCard(t)).toBe(JOKER);
  });
  it('R281 other cards keep the @pokerchart/cards codes', () => {
    expect(parsePaiGowCard('As')).toBe(parseCard('As'));
    expect(formatPaiGowCards(parsePaiGowCards('As, 10d Jk'))).toBe('As Td Jk');
  });
  it('R280 refuses unknown cards and duplicates with stable codes', () => {
    expect(() => parsePaiGowCard('Zz')).toThrowError(PaiGowError);
    expect(() => parsePaiGowCard('Zz')).toThrowError(/Jk/);
    expect(() => parsePaiGowCards('As Jk As')).toThrowError(expect.objectContaining({ code: 'PAIGOW_DUPLICATE_CARD' }));
    expect(() => formatPaiGowCard(53)).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_CARD' }));
  });
});
