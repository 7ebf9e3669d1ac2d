import { describe, expect, it } from 'vitest';
import * as wsPackage from 'ws';
import WebSocket from 'ws';
import { connect } from '@pokerchart/client';
import { autoPlay, roomForTests, waitFor } from './helpers.js';
import { textFrames } from '../src/textFrames.js';

const room = roomForTests('pc-frames-');

/** The `ws` package's frame parser (exported by the package, not named in its types). */
interface FrameReader {
  on(event: 'message', fn: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'error', fn: (e: Error) => void): void;
  write(chunk: Buffer): void;
}
const { Receiver } = wsPackage as unknown as { Receiver: new (options: { isServer: boolean }) => FrameReader };

/** The messages a WebSocket client's own parser reads from `bytes`, split at `cut` as a socket may split them. */
function received(bytes: Buffer, cut: number): string[] {
  const got: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data: Buffer, isBinary: boolean) => {
    expect(isBinary).toBe(false);
    got.push(data.toString('utf8'));
  });
  receiver.on('error', (e: Error) => {
    throw e;
  });
  receiver.write(bytes.subarray(0, cut));
  receiver.write(bytes.subarray(cut));
  return got;
}

describe('the messages of one turn in one write (frames made by the room)', () => {
  it('text frames of every length class (7-bit, 16-bit, 64-bit) and multi-byte characters read back as sent, in order', () => {
    const texts = ['', 'a', 'x'.repeat(125), 'y'.repeat(126), 'é'.repeat(63), 'é'.repeat(64), '🂡'.repeat(16_383), 'z'.repeat(65_535), 'w'.repeat(65_536), JSON.stringify({ name: 'Zoë 🂡', n: [1, 2, 3] })];
    const bytes = textFrames(texts);
    expect(received(bytes, 0)).toEqual(texts);
    expect(received(bytes, 7)).toEqual(texts);
    expect(received(bytes, bytes.length - 1)).toEqual(texts);
    expect(textFrames([])).toHaveLength(0);
  });

  it('views, answers and pages of hands reach clients intact, names with multi-byte characters too', async () => {
    const a = await connect(room().url);
    const b = await connect(room().url);
    const { tableId, adminToken } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 21 });
    // a plain connection watching: every message it reads is whole JSON text, the hello first
    const raw = new WebSocket(room().url);
    const types: string[] = [];
    raw.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      types.push((JSON.parse(String(data)) as { type: string }).type);
    });
    await new Promise((r) => raw.once('open', r));
    raw.send(JSON.stringify({ id: 1, type: 'watch', tableId }));
    await a.join(tableId, { name: 'Zoë 🂡', buyIn: 100 });
    await b.join(tableId, { name: 'Ωmega', buyIn: 100 });
    await waitFor(async () => (await a.view(tableId)).phase === 'playing');
    const view = await b.view(tableId);
    expect(view.names.filter((n) => n !== null)).toEqual(['Zoë 🂡', 'Ωmega']);
    await waitFor(async () => types.filter((t) => t === 'view').length >= 2);
    expect(types[0]).toBe('hello');
    expect(types).toContain('result');
    // hands played by bots, then every record in pages
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 7, errors), autoPlay(b, tableId, 8, errors)];
    await waitFor(async () => (await a.hands(tableId)).length >= 5);
    for (const x of bots) x.stop();
    expect(errors).toEqual([]);
    const records = await a.hands(tableId, { adminToken });
    expect(records.length).toBeGreaterThanOrEqual(5);
    expect(new Set(records.flatMap((r) => r.players ?? []))).toEqual(new Set(['Zoë 🂡', 'Ωmega']));
    raw.close();
    await a.close();
    await b.close();
  }, 30_000);
});
