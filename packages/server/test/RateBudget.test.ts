// A connection's rate budget: work a second in bursts, and refusals counted as a leaky bucket, so a
// client that now and then asks too much is never cut off and one that keeps flooding is.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startRoom } from '../src/index.js';
import { RateBudget } from '../src/RateBudget.js';
import { tempDir, waitFor } from './helpers.js';

describe('RateBudget', () => {
  it('starts with a burst of twice the rate, earns the rate a second, and may go into debt', () => {
    let now = 0;
    const b = new RateBudget(10, () => now);
    expect(b.affords(20)).toBe(true);
    expect(b.affords(21)).toBe(false);
    b.spend(25); // an answer's cost, after the work
    b.refill();
    expect(b.affords(1)).toBe(false);
    now += 500; // half a second: 5 earned, back to zero, not yet one
    b.refill();
    expect(b.affords(1)).toBe(false);
    now += 100;
    b.refill();
    expect(b.affords(1)).toBe(true);
    now += 60_000; // never more than the burst
    b.refill();
    expect(b.affords(20)).toBe(true);
    expect(b.affords(21)).toBe(false);
  });

  it('a client refused now and then for hours is never flooding: its refusals drain at the rate', () => {
    let now = 0;
    const b = new RateBudget(10, () => now);
    // for two hours, every second: 10 requests the budget pays for and 5 refused (15 asked of 10)
    for (let second = 0; second < 7200; second++) {
      now += 1000;
      b.refill();
      for (let i = 0; i < 15; i++) {
        if (b.affords(1)) b.spend(1);
        else b.refuse();
      }
      expect(b.flooding).toBe(false);
    }
  });

  it('a client that keeps sending faster than twice its rate is flooding once rate * 20 refusals are outstanding', () => {
    let now = 0;
    const b = new RateBudget(10, () => now);
    let seconds = 0;
    // 40 a second against a rate of 10: 10 paid for, 30 refused, 10 drained: 20 more outstanding each second
    while (!b.flooding && seconds < 100) {
      now += 1000;
      seconds++;
      b.refill();
      for (let i = 0; i < 40; i++) {
        if (b.affords(1)) b.spend(1);
        else b.refuse();
      }
    }
    expect(seconds).toBeGreaterThanOrEqual(9);
    expect(seconds).toBeLessThanOrEqual(12);
  });
});

describe('a flooding connection is closed', () => {
  it('a burst far past the budget gets RATE_LIMITED, then the close (1008, flooding); the node serves on', async () => {
    const temp = tempDir('pc-flood-');
    const server = await startRoom({ port: 0, data: temp.dir, messagesPerSecond: 5, log: () => {} });
    try {
      const ws = new WebSocket(server.url);
      const codes: string[] = [];
      let closed: { code: number; reason: string } | null = null;
      ws.on('message', (d) => {
        const m = JSON.parse(String(d)) as { type: string; error?: { code: string } };
        if (m.error !== undefined) codes.push(m.error.code);
      });
      ws.on('close', (code, reason) => (closed = { code, reason: String(reason) }));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      // a budget of 5 a second: 10 paid for at once, then more than 100 refusals outstanding
      for (let i = 0; i < 300; i++) ws.send(JSON.stringify({ id: i + 1, type: 'listTables' }));
      await waitFor(() => closed !== null, 10_000, 'the close');
      expect(closed).toEqual({ code: 1008, reason: 'flooding' });
      expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThan(100);
      const again = new WebSocket(server.url);
      await new Promise((resolve, reject) => again.once('message', resolve).once('error', reject));
      again.close();
    } finally {
      await server.close();
      temp.remove();
    }
  });
});
