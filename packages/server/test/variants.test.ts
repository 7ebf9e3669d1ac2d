// Composed variants in the room (issue 35 item 4): startRoom({ variants }) serves them by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type RoomView } from '@pokerchart/client';
import { defineVariant, type VariantSpec } from '@pokerchart/engine';
import { variants } from '@pokerchart/variants';
import { startRoom, type RoomServer } from '../src/index.js';
import { autoPlay, checkHistories, tempDir } from './helpers.js';

const holdem = variants.find((v) => v.id === 'holdem')!;
// Greek Hold'em: both hole cards and three of the board, as the CLI's own variant-file test plays it
const greek = defineVariant({ ...(holdem as unknown as VariantSpec), id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } } as VariantSpec);

let server: RoomServer;
const temp = tempDir('pc-room-variants-');

beforeAll(async () => {
  server = await startRoom({ port: 0, data: `${temp.dir}/main`, dealDelayMs: 0, log: () => {}, variants: [greek] });
}, 120_000);

afterAll(async () => {
  await server?.close();
  temp.remove();
}, 60_000);

describe('composed variants in the room', () => {
  it('a table of a composed variant is created by its id, listed and viewed by name, and plays hands with chips conserved', async () => {
    const a = await connect(server.url);
    const b = await connect(server.url);
    const { tableId } = await a.createTable({ seats: 2, variant: 'greek-holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 8 });
    const listed = (await a.lobby()).tables.find((t) => t.tableId === tableId)!;
    expect(listed.variant).toBe('greek-holdem');
    expect(listed.name).toContain("Greek Hold'em");
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 1, errors), autoPlay(b, tableId, 2, errors)];
    const seats = new Map<number, number>();
    seats.set((await a.join(tableId, { name: 'a', buyIn: 200 })).seat, 200);
    seats.set((await b.join(tableId, { name: 'b', buyIn: 200 })).seat, 200);
    const end = Date.now() + 30_000;
    while ((await a.hands(tableId)).length < 4 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    for (const x of bots) x.stop();
    const view: RoomView = await a.view(tableId);
    expect(view.variant).toBe('greek-holdem');
    expect(view.variantName).toBe("Greek Hold'em");
    const hands = await a.hands(tableId);
    expect(hands.length).toBeGreaterThanOrEqual(4);
    expect(checkHistories(hands, seats)).toEqual([]);
    expect(errors).toEqual([]);
    await a.close();
    await b.close();
  }, 60_000);

  it('a room that does not serve the variant refuses the table with BAD_REQUEST naming the variants it plays', async () => {
    const other = await startRoom({ port: 0, data: `${temp.dir}/plain`, log: () => {} });
    const c = await connect(other.url);
    const error = (await c.createTable({ seats: 2, variant: 'greek-holdem', betting: 'no-limit', blinds: { small: 1, big: 2 } }).catch((e: unknown) => e)) as { code: string; message: string };
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('unknown variant "greek-holdem"');
    await c.close();
    await other.close();
  }, 60_000);
});
