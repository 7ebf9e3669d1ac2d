import fc from 'fast-check';
import { noLimit } from '@pokerchart/betting';
import { randomBot } from '@pokerchart/bots';
import { createRng } from '@pokerchart/cards';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { createTable, handInput, restoreTable, type CreateTableOptions, type TableEvent } from '../src/index.js';

const options = (extra: Partial<CreateTableOptions> = {}): CreateTableOptions => ({
  variant: texasHoldem, betting: noLimit(), seats: 4, mode: 'cash', seed: 5, button: 0,
  schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 1000 } },
  cash: { buyIn: 1000 },
  players: ['a', 'b', 'c'].map((name) => ({ name, stack: 1000 })),
  rake: { percent: 5, cap: 30 },
  ...extra,
});

describe('table: rake (R264)', () => {
  it('R264 a cash table rakes its pots through the hand; the rake leaves play and is counted', () => {
    const events: TableEvent[] = [];
    const t = createTable(options({ onEvent: (e) => events.push(e) }));
    t.deal();
    expect(handInput(t.hand!, texasHoldem).rake).toEqual({ percent: 5, cap: 30 });
    // everyone calls to the river: a 30-chip pot, 1 raked
    while (t.phase === 'playing') t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(t.lastResult!.rake).toBe(1);
    expect(t.context.raked).toBe(1);
    expect(t.chipsInPlay()).toBe(t.context.chipsIn - t.context.chipsOut - t.context.raked!);
    const finished = events.find((e) => e.type === 'hand-finished');
    expect(finished).toEqual(expect.objectContaining({ result: expect.objectContaining({ rake: 1 }) }));
    t.stop();
  });

  it('R264 no flop, no drop at the table: a hand won before the flop pays nothing', () => {
    const t = createTable(options());
    t.deal();
    t.act({ type: 'raise', to: 100 });
    t.act({ type: 'fold' });
    t.act({ type: 'fold' });
    expect(t.lastResult!.rake).toBe(0);
    expect(t.context.raked).toBe(0);
    t.stop();
  });

  it('R264 a tournament table pays no rake: the option is refused; a bad rake is refused', () => {
    expect(() => createTable(options({ mode: 'tournament' }))).toThrow(/rake/);
    expect(() => createTable(options({ rake: { percent: 0, cap: 1 } }))).toThrow(/R264/);
    expect(() => createTable(options({ rake: { percent: 5, cap: -1 } }))).toThrow(/R264/);
  });

  it('R264 a running raked hand persists and restores', () => {
    const t = createTable(options());
    t.deal();
    t.act({ type: 'call' });
    const r = restoreTable(t.persist(), { variant: texasHoldem, betting: noLimit() });
    t.stop();
    while (r.phase === 'playing') r.act(r.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(r.lastResult!.rake).toBe(1);
    r.stop();
  });

  it('R264 R0.5 property: stacks plus the rake taken always add up to the chips brought in less those taken away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 40 }), (seed, percent, cap) => {
        const t = createTable(options({ seed, rake: { percent, cap, noFlopNoDrop: seed % 2 === 0 }, cash: { buyIn: 300, autoRebuy: true }, players: ['a', 'b', 'c', 'd'].map((name) => ({ name, stack: 300 })) }));
        const rng = createRng(seed);
        let raked = 0;
        for (let h = 0; h < 6; h++) {
          t.deal();
          for (let i = 0; t.phase === 'playing'; i++) {
            if (i > 300) throw new Error('the hand did not end');
            t.act(randomBot(t.view(t.toAct!), rng));
          }
          const rake = t.lastResult!.rake!;
          expect(rake).toBeLessThanOrEqual(cap);
          raked += rake;
          expect(t.context.raked).toBe(raked);
          expect(t.chipsInPlay()).toBe(t.context.chipsIn - t.context.chipsOut - raked);
        }
        t.stop();
      }),
      { numRuns: 40 },
    );
  });
});
