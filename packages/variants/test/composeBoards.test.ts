import { describe, expect, it } from 'vitest';
import * as betting from '@pokerchart/betting';
import * as engine from '@pokerchart/engine';
import type { Hand, VariantDescriptor } from '@pokerchart/engine';
import * as variants from '../src/index.js';
import { guideCode, runGuideCode } from './guideBlock.js';
import { playAndReferee } from './partsReferee.js';

// docs/guides/compose-a-variant.md, "Several boards, running it twice, bomb pots", run as written
const modules = { '@pokerchart/betting': betting, '@pokerchart/engine': engine, '@pokerchart/variants': variants } as unknown as Record<string, Record<string, unknown>>;
const guide = runGuideCode(guideCode('compose-a-variant.md', '## Several boards, running it twice, bomb pots'), modules);
const doubleBoardHoldem = guide['doubleBoardHoldem'] as VariantDescriptor;
const doubleBoardPlo = guide['doubleBoardPlo'] as VariantDescriptor;
const HANDS = 2000;

/** Two to `max` players with stacks from 20 to 600 (short stacks make side pots), a random button. */
function table(seed: number, max: number, rng: { int(n: number): number }) {
  const n = 2 + rng.int(max - 1);
  const stacks = Array.from({ length: n }, () => 20 + rng.int(581));
  return { stacks, button: rng.int(n), blinds: { small: 5, big: 10 }, dealing: { seed } };
}

describe('docs/guides/compose-a-variant.md: several boards, running it twice, bomb pots', () => {
  it('R230 R233 its compositions are what the guide says they are', () => {
    expect(doubleBoardHoldem.boards).toBe(2);
    expect(doubleBoardPlo.seats).toEqual({ min: 2, max: 9 });
    const bomb = guide['bombPot'] as Hand;
    expect(bomb.street).toBe('flop');
    expect(bomb.view('spectator').boards.map((b) => b.length)).toEqual([3, 3]);
    const twice = guide['runItTwice'] as Hand;
    twice.act({ type: 'all-in' });
    twice.act({ type: 'call' });
    expect(twice.result!.runs).toHaveLength(2);
    const ask = guide['askToRun'] as Hand;
    ask.act({ type: 'all-in' });
    ask.act({ type: 'call' });
    expect(ask.legalActions()!.runIt).toEqual({ max: 3 });
  });

  it(`R230 R231 double-board Hold'em: ${HANDS} random hands, chips conserved, every part awarded as the referee says`, () => {
    const r = playAndReferee(HANDS, 1, doubleBoardHoldem, (seed, rng) =>
      engine.createHand({ variant: doubleBoardHoldem, betting: betting.noLimit(), ...table(seed, 10, rng) }));
    expect(r.multiPart).toBeGreaterThan(HANDS / 10);
  }, 120_000);

  it(`R230 R231 R233 double-board PLO bomb pots: ${HANDS} random hands, chips conserved, every part awarded as the referee says`, () => {
    const r = playAndReferee(HANDS, 2, doubleBoardPlo, (seed, rng) =>
      engine.createHand({ variant: doubleBoardPlo, betting: betting.potLimit(), bombPot: { ante: 10 + rng.int(20) }, ...table(seed, 9, rng) }));
    expect(r.showdowns).toBeGreaterThan(HANDS / 10);
  }, 120_000);

  it(`R232 run-it-twice No Limit Hold'em: ${HANDS} random hands, chips conserved, every run's part awarded as the referee says`, () => {
    const r = playAndReferee(HANDS, 3, variants.texasHoldem, (seed, rng) =>
      engine.createHand({ variant: variants.texasHoldem, betting: betting.noLimit(), runItTimes: 2, ...table(seed, 10, rng) }));
    expect(r.multiPart).toBeGreaterThan(HANDS / 20);
  }, 120_000);

  it(`R232 run it as the players ask (up to 3 times): ${HANDS} random hands, chips conserved, every run's part awarded as the referee says`, () => {
    const r = playAndReferee(HANDS, 4, variants.texasHoldem, (seed, rng) =>
      engine.createHand({ variant: variants.texasHoldem, betting: betting.noLimit(), runItTimes: 'ask', maxRuns: 3, ...table(seed, 10, rng) }));
    expect(r.multiPart).toBeGreaterThan(HANDS / 50);
  }, 120_000);
});
