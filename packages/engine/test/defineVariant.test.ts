import { describe, expect, it } from 'vitest';
import { defineVariant, VariantDefinitionError, variantDeck, type VariantSpec } from '../src/index.js';
import { holdem, holdemSpec } from './fixtures.js';

function fieldOf(spec: unknown): string {
  try {
    defineVariant(spec as VariantSpec);
  } catch (e) {
    expect(e).toBeInstanceOf(VariantDefinitionError);
    expect((e as VariantDefinitionError).code).toBe('VARIANT_DEFINITION');
    expect((e as Error).message).toContain((e as VariantDefinitionError).field);
    return (e as VariantDefinitionError).field;
  }
  throw new Error('expected defineVariant to throw');
}

describe('defineVariant', () => {
  it('returns frozen JSON-safe data that round-trips and composes by spreading', () => {
    expect(Object.isFrozen(holdem)).toBe(true);
    expect(Object.isFrozen(holdem.streets[1])).toBe(true);
    const copy = JSON.parse(JSON.stringify(holdem)) as VariantSpec;
    expect(defineVariant(copy)).toEqual(holdem);
    const greek = defineVariant({ ...holdem, id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } });
    expect(greek.selection).toEqual({ hole: 2, board: 3 });
    expect(greek.streets).toEqual(holdem.streets);
  });

  it('R1 R5 normalizes an explicit deck to card codes and rejects duplicates and non-cards', () => {
    const royalDeck = ['T', 'J', 'Q', 'K', 'A'].flatMap((r) => ['c', 'd', 'h', 's'].map((s) => r + s));
    const royal = defineVariant({ ...holdemSpec, id: 'royal', deck: royalDeck, seats: { min: 2, max: 6 } });
    expect(variantDeck(royal)).toHaveLength(20);
    expect(variantDeck(royal).every((c) => typeof c === 'number')).toBe(true);
    expect(fieldOf({ ...holdemSpec, deck: [...royalDeck, 'Ts'] })).toBe('deck[20]');
    expect(fieldOf({ ...holdemSpec, deck: ['As', 'Xx'] })).toBe('deck[1]');
    expect(fieldOf({ ...holdemSpec, deck: [52] })).toBe('deck[0]');
    expect(fieldOf({ ...holdemSpec, deck: 'jokers' })).toBe('deck');
  });

  it('R11 refuses more cards than the deck holds for the seat maximum', () => {
    // 23 players × 2 + 5 + 3 = 54 > 52
    expect(fieldOf({ ...holdemSpec, seats: { min: 2, max: 23 } })).toBe('seats.max');
    expect(defineVariant({ ...holdemSpec, id: 'big', seats: { min: 2, max: 22 } }).seats.max).toBe(22);
    // Royal deck: 20 cards; 7 players need 14 + 5 + 3 = 22
    const royalDeck = ['T', 'J', 'Q', 'K', 'A'].flatMap((r) => ['c', 'd', 'h', 's'].map((s) => r + s));
    expect(fieldOf({ ...holdemSpec, deck: royalDeck, seats: { min: 2, max: 7 } })).toBe('seats.max');
    expect(fieldOf({ ...holdemSpec, seats: { min: 1, max: 6 } })).toBe('seats.min');
    expect(fieldOf({ ...holdemSpec, seats: { min: 5, max: 4 } })).toBe('seats.max');
    expect(fieldOf({ ...holdemSpec, seats: { min: 2.5, max: 4 } })).toBe('seats.min');
    expect(fieldOf({ ...holdemSpec, seats: undefined })).toBe('seats');
  });

  it('R135 R155 R160 refuses a selection rule the hole and board counts cannot satisfy', () => {
    expect(fieldOf({ ...holdemSpec, selection: { hole: 3, board: 2 } })).toBe('selection.hole');
    expect(fieldOf({ ...holdemSpec, selection: { hole: 2, board: 2 } })).toBe('selection');
    expect(fieldOf({ ...holdemSpec, holeCards: 4, selection: { hole: 0, board: 5 }, streets: [{ name: 'only', board: 4 }] })).toBe('selection.board');
    expect(fieldOf({ ...holdemSpec, holeCards: 2, streets: [{ name: 'preflop', board: 0 }, { name: 'flop', board: 2 }] })).toBe('selection');
    expect(fieldOf({ ...holdemSpec, selection: 'best' })).toBe('selection');
    expect(fieldOf({ ...holdemSpec, selection: { hole: 2, board: 3, extra: 1 } })).toBe('selection.extra');
  });

  it('R37 R45 refuses missing, empty or malformed streets', () => {
    expect(fieldOf({ ...holdemSpec, streets: [] })).toBe('streets');
    expect(fieldOf({ ...holdemSpec, streets: undefined })).toBe('streets');
    const s = holdemSpec.streets;
    expect(fieldOf({ ...holdemSpec, streets: [s[0], { ...s[1], board: 1.5 }, s[2], s[3]] })).toBe('streets[1].board');
    expect(fieldOf({ ...holdemSpec, streets: [s[0], s[1], { ...s[2], name: 'flop' }, s[3]] })).toBe('streets[2].name');
    expect(fieldOf({ ...holdemSpec, streets: [s[0], s[1], s[2], { ...s[3], name: 'showdown' }] })).toBe('streets[3].name');
    expect(fieldOf({ ...holdemSpec, streets: [{ name: 'preflop', board: 0, burn: true }, s[1], s[2], s[3]] })).toBe('streets[0].burn');
    expect(fieldOf({ ...holdemSpec, streets: [s[0], s[1], s[2], { ...s[3], name: 'the river' }] })).toBe('streets[3].name');
  });

  it('rejects unknown rankings, lows, options, bettings, fields and bad counts', () => {
    expect(fieldOf({ ...holdemSpec, ranking: 'lowball' })).toBe('ranking');
    expect(fieldOf({ ...holdemSpec, low: 'nine-or-better' })).toBe('low');
    expect(fieldOf({ ...holdemSpec, deck: 'short', low: 'eight-or-better' })).toBe('low');
    expect(fieldOf({ ...holdemSpec, rankingOptions: { tripsBeatStraight: true } })).toBe('rankingOptions.tripsBeatStraight');
    expect(fieldOf({ ...holdemSpec, deck: 'short', ranking: 'shortdeck', rankingOptions: { trips: true } })).toBe('rankingOptions.trips');
    expect(fieldOf({ ...holdemSpec, ranking: 'shortdeck' })).toBe('ranking');
    expect(fieldOf({ ...holdemSpec, defaultBetting: 'spread-limit' })).toBe('defaultBetting');
    expect(fieldOf({ ...holdemSpec, holecards: 2 })).toBe('holecards');
    expect(fieldOf(JSON.parse('{"__proto__": {"x": 1}, "id": "x"}'))).toBe('__proto__');
    expect(fieldOf({ ...holdemSpec, holeCards: 0 })).toBe('holeCards');
    expect(fieldOf({ ...holdemSpec, holeCards: '2' })).toBe('holeCards');
    expect(fieldOf({ ...holdemSpec, id: 'Hold em' })).toBe('id');
    expect(fieldOf({ ...holdemSpec, name: '' })).toBe('name');
    expect(fieldOf(null)).toBe('spec');
  });
});

describe('defineVariant on hostile specs (robustness guide: typed errors)', () => {
  it('a BigInt or circular field is a VariantDefinitionError naming the field, not a TypeError from the message', () => {
    expect(fieldOf({ ...holdemSpec, holeCards: 2n })).toBe('holeCards');
    expect(fieldOf({ ...holdemSpec, id: 7n })).toBe('id');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(fieldOf({ ...holdemSpec, id: loop })).toBe('id');
    expect(fieldOf({ ...holdemSpec, deck: [0, 1, 2n] })).toBe('deck[2]');
  });
});
