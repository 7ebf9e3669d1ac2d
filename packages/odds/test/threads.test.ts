import { existsSync } from 'node:fs';
import { parseCards, standardDeck } from '@pokerchart/cards';
import { defineVariant } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { equity } from '../src/index.js';

// Worker threads run the built JavaScript (dist/equityWorker.js). `npm test` builds first; run from
// the sources alone, equity falls back to one thread and says so in `threads`.
const built = existsSync(new URL('../dist/equityWorker.js', import.meta.url));
const workers = built ? 2 : 1;

// A deck without the deuce of clubs: hands are then valued card by card on every runout, which is
// the kind of run that is cut in chunks and spread over the threads.
const oddDeck = defineVariant({
  ...texasHoldem,
  id: 'no-deuce-of-clubs',
  name: "Hold'em without the 2c",
  deck: standardDeck().filter((c) => c !== parseCards('2c')[0]),
});

describe('equity: threads', () => {
  it('exact results are identical with 1 and 2 threads', async () => {
    const input = { variant: oddDeck, hands: ['AhKh', 'QsQc'], board: '7h' };
    const one = await equity({ ...input, threads: 1 });
    const two = await equity({ ...input, threads: 2 });
    expect(one.runouts).toBe(163185); // C(46, 4): 51 cards less 4 in hands and 1 on board
    expect(one.threads).toBe(1);
    expect(two.threads).toBe(workers);
    expect(two.hands).toEqual(one.hands);
  }, 60000);

  it('Monte Carlo with threads is deterministic for a seed and a thread count, and agrees with one thread', async () => {
    const input = { variant: texasHoldem, hands: ['AhKh', 'QsQc', '8d9d'], board: '2h7h9c', exact: false, samples: 30000, seed: 5 };
    const a = await equity({ ...input, threads: 2 });
    const b = await equity({ ...input, threads: 2 });
    const one = await equity({ ...input, threads: 1 });
    const exact = await equity({ variant: texasHoldem, hands: input.hands, board: input.board });
    expect(a.threads).toBe(workers);
    expect(b).toEqual(a);
    expect(a.runouts).toBe(30000);
    a.hands.forEach((h, i) => {
      expect(Math.abs(h.equity - exact.hands[i]!.equity)).toBeLessThan(4 * h.stdError!);
      expect(Math.abs(h.equity - one.hands[i]!.equity)).toBeLessThan(4 * Math.hypot(h.stdError!, one.hands[i]!.stdError!));
    });
  }, 60000);
});
