import { describe, expect, it } from 'vitest';
import { breakdown } from '../../../scripts/roomLatency.mjs';

// room-load's `--breakdown` (scripts/roomLatency.mjs): a load script's summary, run here so a
// change that breaks it is seen before a 30 s load run ends in a stack trace
describe('the act-to-view breakdown of room-load', () => {
  it('sums up a full run of actions (a spread of 140,000 sending times overflowed the stack)', () => {
    const n = 300_000;
    const ms = new Float64Array(n);
    const kinds: string[] = [];
    const sentAt: number[] = [];
    for (let i = 0; i < n; i++) {
      // one action every 0.1 ms over 30 s; the 4,000 sent from 1.0 to 1.4 s are slow
      const at = 1_700_000_000_000 + i / 10;
      sentAt.push(at);
      const slow = i >= 10_000 && i < 14_000;
      ms[i] = slow ? 200 + (i % 7) : 40 + (i % 13);
      kinds.push(i % 10 === 0 ? 'ends a street' : 'other');
    }
    const result = breakdown(ms, kinds, sentAt);
    expect(result.byKind.other!.share).toBeCloseTo(0.9, 3);
    expect(result.byKind['ends a street']!.share).toBeCloseTo(0.1, 3);
    // the slowest 1% are all among the slow ones, in 4 of the 300 windows of 100 ms
    expect(result.slowest1PercentInBusiest10PercentOfWindows).toBe(1);
    expect(result.byKind.other!.p99).toBeGreaterThanOrEqual(200);
    expect(result.loadGeneratorGc).toBeUndefined();
  });

  it('takes the load generator\'s pauses out of each action\'s latency', () => {
    const ms = [10, 20, 30, 40, 300];
    const result = breakdown(ms, ms.map(() => 'other'), [0, 1, 2, 3, 4], { overlapMs: [0, 0, 0, 0, 250], pausesMs: [250] });
    expect(result.loadGeneratorGc).toEqual({ pauses: 1, totalMs: 250, longestMs: 250, shareOfSlowest1InAPause: 1, withoutItsPausesMs: expect.objectContaining({ p99: 50 }) });
  });
});
