import { describe, expect, it } from 'vitest';
import { defineVariant } from '@pokerchart/engine';
import { allVariants, holdemStreets, omaha, omahaHiLo8, paiGowHoldem, shortDeckHoldem, smallGames, texasHoldem, variants } from '../src/index.js';

describe('built-in descriptors', () => {
  it('have the contract ids and are all listed', () => {
    expect(variants.map((v) => v.id)).toEqual([
      'holdem', 'omaha', 'omaha-hilo8', 'paigow-holdem', 'shortdeck-holdem',
      'five-card-draw', 'deuce-to-seven-single-draw', 'deuce-to-seven-triple-draw', 'badugi',
      'seven-card-stud', 'seven-card-stud-hilo8', 'razz',
    ]);
    expect(smallGames.map((v) => v.id)).toEqual(['kuhn', 'leduc', 'rhode-island']);
    expect(allVariants).toEqual([...variants, ...smallGames]);
    expect(new Set(allVariants).size).toBe(15);
  });

  it('R35 R37 R45 Hold-em and Omaha deal 2 and 4 hole cards over the four flop-game streets', () => {
    expect(texasHoldem.holeCards).toBe(2);
    expect(omaha.holeCards).toBe(4);
    expect(omahaHiLo8.holeCards).toBe(4);
    for (const v of [texasHoldem, omaha, omahaHiLo8, paiGowHoldem, shortDeckHoldem]) expect(v.streets).toEqual(holdemStreets);
    expect(holdemStreets.map((s) => [s.name, s.board, s.burn === true])).toEqual([
      ['preflop', 0, false], ['flop', 3, true], ['turn', 1, true], ['river', 1, true],
    ]);
  });

  it('R155 R160 R165 R170 R175 R176 carry their selection, ranking, low and deck', () => {
    expect(texasHoldem.selection).toBe('any');
    expect(omaha.selection).toEqual({ hole: 2, board: 3 });
    expect(omaha.defaultBetting).toBe('pot-limit');
    expect(omahaHiLo8.low).toBe('eight-or-better');
    expect(omaha.low).toBeUndefined();
    expect(paiGowHoldem.ranking).toBe('paigow-wheel');
    expect(shortDeckHoldem.deck).toBe('short');
    expect(shortDeckHoldem.ranking).toBe('shortdeck');
    expect(shortDeckHoldem.rankingOptions).toEqual({ tripsBeatStraight: false });
  });

  it('R11 seat ranges: 2-10, short-deck 2-9', () => {
    for (const v of [texasHoldem, omaha, omahaHiLo8, paiGowHoldem]) expect(v.seats).toEqual({ min: 2, max: 10 });
    expect(shortDeckHoldem.seats).toEqual({ min: 2, max: 9 });
  });

  it('are plain JSON data that redefine to equal descriptors', () => {
    for (const v of variants) expect(defineVariant(JSON.parse(JSON.stringify(v)))).toEqual(v);
  });
});
