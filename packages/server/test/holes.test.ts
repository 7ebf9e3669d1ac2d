// The holes an outside security review found in the room (issue 35, item 0), one test each:
// every test here failed before its fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connect, type Client, type RoomServerMessage, type RoomView } from '@pokerchart/client';
import { pgliteSql, Room, RoomStore, startRoom, type RoomEvent, type RoomServer, type RoomSession } from '../src/index.js';
import { autoPlay, tempDir, waitFor } from './helpers.js';

let server: RoomServer;
const temp = tempDir('pc-room-holes-');

beforeAll(async () => {
  server = await startRoom({
    port: 0, data: `${temp.dir}/main`, dealDelayMs: 0, log: () => {},
    maxConnectionsPerAddress: 1000, maxTablesPerCreator: 1000,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  temp.remove();
}, 60_000);

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return (e as { code: string }).code;
  }
}


/** A raw WebSocket collecting every message, optionally from another loopback address. */
async function raw(url: string, localAddress?: string) {
  const ws = new WebSocket(url, localAddress !== undefined ? { localAddress } : {});
  const messages: { type: string; id?: number; ok?: boolean; error?: { code: string } }[] = [];
  let closeCode: number | null = null;
  ws.on('message', (d) => messages.push(JSON.parse(String(d))));
  ws.on('close', (code) => {
    closeCode = code;
  });
  ws.on('error', () => {});
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('close', r);
    ws.once('error', j);
  });
  const next = async (id: number) => {
    for (let i = 0; i < 1000; i++) {
      const m = messages.find((x) => x.type === 'result' && x.id === id);
      if (m) return m;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no answer to ${id}`);
  };
  return { ws, messages, next, closeCode: () => closeCode };
}

describe('R48 a seat belongs to its token, not to a connection', () => {
  it('a kicked player loses the seat at once: never the next occupant\'s cards, never an action for them', async () => {
    const a = await connect(server.url);
    const b = await connect(server.url);
    const { tableId, adminToken } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 11, dealDelayMs: 0 });
    await a.admin(tableId, adminToken, { type: 'pause' });
    const { seat } = await a.join(tableId, { name: 'a', buyIn: 100 });
    await b.join(tableId, { name: 'b', buyIn: 100 });
    await a.admin(tableId, adminToken, { type: 'kick', seat }); // between hands: the seat is free at once
    const seenByA: RoomView[] = [];
    a.on('view', (id, v) => id === tableId && seenByA.push(v));
    const c = await connect(server.url);
    expect((await c.join(tableId, { name: 'c', buyIn: 100 })).seat).toBe(seat);
    await a.admin(tableId, adminToken, { type: 'unpause' });
    await waitFor(async () => (await c.view(tableId)).phase === 'playing', 20_000, 'a hand');
    const cView = await c.view(tableId);
    expect(cView.seats[seat]!.holeCards).not.toBeNull();
    // the kicked connection is a spectator now: no cards of the new occupant, no acting for them
    const aView = await a.view(tableId);
    expect(aView.viewer).toBe('spectator');
    expect(aView.seats[seat]!.holeCards).toBeNull();
    for (const v of seenByA) expect(v.seats[seat]?.holeCards ?? null, `a view pushed to the kicked connection at action ${v.actionIndex}`).toBeNull();
    expect(await codeOf(a.act(tableId, { type: 'fold' }))).toBe('NOT_SEATED');
    expect(await codeOf(a.leave(tableId))).toBe('NOT_SEATED');
    expect((await c.view(tableId)).seats[seat]).not.toBeNull();
    for (const x of [a, b, c]) await x.close();
  }, 60_000);

  it('R48 a kick mid-hand folds the silent player at once and the table keeps dealing', async () => {
    const clients = await Promise.all([0, 1, 2].map(() => connect(server.url)));
    const [a] = clients as [Client, Client, Client];
    const { tableId, adminToken } = await a.createTable({ seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 3, dealDelayMs: 0 });
    await a.admin(tableId, adminToken, { type: 'pause' }); // three-handed from the first hand
    const seats: number[] = [];
    for (const [i, c] of clients.entries()) seats.push((await c.join(tableId, { name: `p${i}`, buyIn: 100 })).seat);
    await a.admin(tableId, adminToken, { type: 'unpause' });
    await waitFor(async () => (await a.view(tableId)).phase === 'playing', 20_000, 'a hand');
    const view = await a.view(tableId);
    const silent = view.toAct!; // first to act preflop faces the big blind: a fold is legal
    await a.admin(tableId, adminToken, { type: 'kick', seat: silent });
    const others = clients.filter((_, i) => seats[i] !== silent);
    const errors: Error[] = [];
    const bots = others.map((c, i) => autoPlay(c, tableId, 40 + i, errors));
    await waitFor(async () => {
      const v = await a.view(tableId);
      return v.handNumber > view.handNumber && v.seats[silent] === null;
    }, 10_000, 'the next hand without the kicked seat');
    for (const x of bots) x.stop();
    const hands = await a.hands(tableId);
    const first = hands.find((h) => h.hand === view.handNumber)!;
    const p = first.players!.indexOf(view.names[silent]!);
    expect(first.actions).toContain(`p${p + 1} f`);
    expect(errors).toEqual([]);
    for (const x of clients) await x.close();
  }, 60_000);
});

describe('R126 hands() shows each requester only what they may see', () => {
  it('a stranger sees no down card that was not shown; a player sees their own; the admin token sees all', async () => {
    const a = await connect(server.url);
    const b = await connect(server.url);
    const { tableId, adminToken } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 21, dealDelayMs: 0 });
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 5, errors), autoPlay(b, tableId, 6, errors)];
    await a.join(tableId, { name: 'a', buyIn: 100 });
    await b.join(tableId, { name: 'b', buyIn: 100 });
    await waitFor(async () => (await a.hands(tableId)).length >= 8, 30_000, '8 hands');
    for (const x of bots) x.stop();
    const stranger = await connect(server.url);
    const dealt = /^d dh p(\d+) (\S+)/;
    const shownBy = (actions: string[], p: number) => actions.filter((x) => x.startsWith(`p${p} sm `)).join(' ');
    const hidden = (cards: string) => /^(\?\?)+$/.test(cards);
    let someHidden = 0;
    for (const h of await stranger.hands(tableId)) {
      for (const action of h.actions) {
        const m = dealt.exec(action);
        if (!m) continue;
        if (!hidden(m[2]!)) expect(shownBy(h.actions, Number(m[1])), `hand ${h.hand}: ${action} given to a stranger`).toContain(m[2]!.slice(0, 2));
        else someHidden++;
      }
    }
    expect(someHidden).toBeGreaterThan(0);
    const own = await a.hands(tableId);
    const all = await stranger.hands(tableId, { adminToken });
    for (const [i, h] of own.entries()) {
      const mine = `p${h.players!.indexOf('a') + 1}`;
      for (const action of h.actions) {
        const m = dealt.exec(action);
        if (m && `p${m[1]}` === mine) expect(hidden(m[2]!)).toBe(false);
      }
      for (const action of all[i]!.actions) {
        const m = dealt.exec(action);
        if (m) expect(hidden(m[2]!)).toBe(false);
      }
    }
    expect(await codeOf(stranger.hands(tableId, { adminToken: 'not-the-admin-token' }))).toBe('BAD_TOKEN');
    expect(errors).toEqual([]);
    for (const x of [a, b, stranger]) await x.close();
  }, 60_000);
});

/** A room node in this process on a shared store, with sessions that record what they are sent. */
function session(): RoomSession & { got: RoomServerMessage[] } {
  const got: RoomServerMessage[] = [];
  return { got, send: (m: RoomServerMessage) => got.push(m), seats: new Map(), tokens: new Map() } as unknown as RoomSession & { got: RoomServerMessage[] };
}

/** A store whose next act commit fails after a while (a database that refuses the write). */
class FlakyStore extends RoomStore {
  failNext = false;
  override async append(tableId: string, seq: number, event: RoomEvent, hands: Parameters<RoomStore['append']>[3], nodeId: string): Promise<void> {
    if (this.failNext && event.type === 'act') {
      this.failNext = false;
      await new Promise((r) => setTimeout(r, 100));
      throw new Error('disk full');
    }
    return super.append(tableId, seq, event, hands, nodeId);
  }
}

describe('R0.5 view and resume answer from committed state on the lease holder', () => {
  let store: FlakyStore;
  beforeAll(async () => {
    store = new FlakyStore(await pgliteSql(`${temp.dir}/unit`));
    await store.init('k');
  }, 60_000);
  afterAll(async () => {
    await store.sql.close();
  }, 60_000);

  async function table(room: Room): Promise<{ tableId: string; s: ReturnType<typeof session>[]; tokens: string[] }> {
    const creator = session();
    const { tableId } = (await room.handle(creator, { id: 1, type: 'createTable', options: { seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 1, dealDelayMs: 0 } })) as { tableId: string };
    const s = [session(), session()];
    const tokens: string[] = [];
    for (const [i, x] of s.entries()) tokens.push(((await room.handle(x, { id: 2, type: 'join', tableId, name: `p${i}`, buyIn: 100 })) as { token: string }).token);
    await waitFor(async () => ((await room.handle(s[0]!, { id: 3, type: 'view', tableId })) as RoomView).phase === 'playing', 10_000, 'a hand');
    return { tableId, s, tokens };
  }

  it('a view asked while a commit is under way shows the state after it, never an effect the database refused', async () => {
    const room = new Room(store, { url: 'ws://unit-a', key: 'k', log: () => {} });
    const { tableId, s } = await table(room);
    const before = (await room.handle(s[0]!, { id: 4, type: 'view', tableId })) as RoomView;
    const actor = s.find((_, i) => i === (before.toAct === before.viewer ? 0 : 1))!;
    const v = (await room.handle(actor, { id: 5, type: 'view', tableId })) as RoomView;
    store.failNext = true;
    const acting = room.handle(actor, { id: 6, type: 'act', tableId, action: { type: 'call' }, handNumber: v.handNumber, actionIndex: v.actionIndex });
    acting.catch(() => {});
    await new Promise((r) => setTimeout(r, 10)); // the act is applied and its commit is pending
    const seen = (await room.handle(s[0]!, { id: 7, type: 'view', tableId })) as RoomView;
    expect(await codeOf(acting)).toBe('UNAVAILABLE');
    expect(seen.actionIndex, 'the view showed an action the database refused').toBe(v.actionIndex);
    await room.close();
  }, 30_000);

  it('a node that lost its lease answers neither view nor resume from memory, and pushes no view', async () => {
    const old = new Room(store, { url: 'ws://unit-old', key: 'k', leaseMs: 300, log: () => {} }); // stopped: never renews
    const { tableId, s, tokens } = await table(old);
    await new Promise((r) => setTimeout(r, 500)); // the lease runs out
    const fresh = new Room(store, { url: 'ws://unit-new', key: 'k', leaseMs: 5000, log: () => {} });
    const p = session();
    const seat = ((await fresh.handle(p, { id: 1, type: 'resume', tableId, token: tokens[0]! })) as { seat: number }).seat;
    const v = (await fresh.handle(p, { id: 2, type: 'view', tableId })) as RoomView;
    expect(v.viewer).toBe(seat);
    const pushedBefore = s.map((x) => x.got.filter((m) => m.type === 'view').length);
    const late = session();
    expect(await codeOf(old.handle(s[1]!, { id: 8, type: 'view', tableId }))).toBe('REDIRECT');
    expect(await codeOf(old.handle(late, { id: 9, type: 'resume', tableId, token: tokens[1]! }))).toBe('REDIRECT');
    expect(late.got.filter((m) => m.type === 'view')).toEqual([]);
    expect(s.map((x) => x.got.filter((m) => m.type === 'view').length)).toEqual(pushedBefore);
    await fresh.close();
    await old.close();
  }, 30_000);
});

describe('limits: connections, tables per creator, a cost-aware rate', () => {
  let limited: RoomServer;
  beforeAll(async () => {
    limited = await startRoom({ port: 0, data: `${temp.dir}/limited`, log: () => {}, maxConnections: 5, maxConnectionsPerAddress: 3, maxTablesPerCreator: 2, messagesPerSecond: 20 });
  }, 60_000);
  afterAll(async () => {
    await limited?.close();
  }, 60_000);

  it('connections past the per-address and the total limits are refused with TOO_MANY_CONNECTIONS', async () => {
    const ok = [await raw(limited.url), await raw(limited.url), await raw(limited.url)];
    const fourth = await raw(limited.url);
    await waitFor(() => fourth.closeCode() !== null, 5000, 'the fourth connection closed');
    expect(fourth.messages.find((m) => m.type === 'result')?.error?.code).toBe('TOO_MANY_CONNECTIONS');
    const other = [await raw(limited.url, '127.0.0.2'), await raw(limited.url, '127.0.0.2')];
    const sixth = await raw(limited.url, '127.0.0.3');
    await waitFor(() => sixth.closeCode() !== null, 5000, 'the sixth connection closed');
    expect(sixth.messages.find((m) => m.type === 'result')?.error?.code).toBe('TOO_MANY_CONNECTIONS');
    for (const r of [...ok, ...other]) expect(r.closeCode()).toBeNull();
    const refused = await codeOf(connect(limited.url));
    expect(refused).toBe('TOO_MANY_CONNECTIONS');
    for (const r of [...ok, ...other]) r.ws.close();
    await waitFor(async () => (await codeOf(connect(limited.url).then((c) => c.close()))) === 'ok', 5000, 'a slot freed');
  }, 30_000);

  it('a creator may create maxTablesPerCreator tables, then TOO_MANY_TABLES', async () => {
    const c = await connect(limited.url);
    const options = { seats: 2, variant: 'holdem', betting: 'no-limit' as const, blinds: { small: 1, big: 2 } };
    expect(await codeOf(c.createTable(options))).toBe('ok');
    expect(await codeOf(c.createTable(options))).toBe('ok');
    expect(await codeOf(c.createTable(options))).toBe('TOO_MANY_TABLES');
    await c.close();
  }, 30_000);

  it('hands() of a long table costs by its size: a few of them exhaust a budget that 30 small messages do not', async () => {
    const c = await connect(limited.url);
    const tables = await c.listTables();
    const tableId = tables[0]!.tableId;
    const filler = { variant: 'NT', starting_stacks: [100, 100], actions: ['d dh p1 AsKs', 'd dh p2 QdQc', ...Array.from({ length: 40 }, () => 'p1 cc')], finishing_stacks: [100, 100], seats: [1, 2], seat_count: 2 };
    for (let i = 1; i <= 200; i++) await limited.room.store.sql.query('insert into pc_hands (table_id, number, phh) values ($1, $2, $3::jsonb)', [tableId, i, JSON.stringify({ ...filler, hand: i })]);
    await new Promise((r) => setTimeout(r, 2100)); // a full bucket
    const small = await Promise.all(Array.from({ length: 30 }, () => codeOf(c.listTables())));
    expect(small.filter((x) => x === 'RATE_LIMITED')).toEqual([]);
    await new Promise((r) => setTimeout(r, 2100));
    const big: string[] = [];
    for (let i = 0; i < 10; i++) big.push(await codeOf(c.hands(tableId)));
    expect(big).toContain('RATE_LIMITED');
    await c.close();
  }, 30_000);
});

describe('MESSAGE_TOO_LARGE for every size', () => {
  it('messages of 17 KB, 70 KB, 1 MB and 5 MB get MESSAGE_TOO_LARGE and the connection serves on; 40 MB gets it too before the close', async () => {
    const r = await raw(server.url);
    for (const [i, size] of [17_000, 70_000, 1_000_000, 5_000_000].entries()) {
      r.ws.send(JSON.stringify({ id: i + 1, type: 'listTables', pad: 'x'.repeat(size) }));
      await waitFor(() => r.messages.filter((m) => m.error?.code === 'MESSAGE_TOO_LARGE').length > i || r.closeCode() !== null, 10_000, `the answer to ${size} bytes`);
      expect(r.closeCode()).toBeNull();
      r.ws.send(JSON.stringify({ id: 100 + i, type: 'listTables' }));
      expect((await r.next(100 + i)).ok).toBe(true);
    }
    r.ws.send(Buffer.alloc(40_000_000, 120).toString());
    await waitFor(() => r.closeCode() !== null || r.messages.filter((m) => m.error?.code === 'MESSAGE_TOO_LARGE').length > 4, 20_000, 'the answer to 40 MB');
    expect(r.messages.filter((m) => m.error?.code === 'MESSAGE_TOO_LARGE').length).toBe(5);
    await waitFor(() => r.closeCode() !== null, 20_000, 'the close');
    expect(r.closeCode()).not.toBe(1009);
  }, 60_000);
});

describe('join checks the buy-in and the name', () => {
  it('a buy-in outside the table\'s limits is refused with BAD_BUY_IN, a name already seated with NAME_TAKEN', async () => {
    const a = await connect(server.url);
    const { tableId } = await a.createTable({ seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, cash: { buyIn: 200 } });
    expect(await codeOf(a.join(tableId, { name: 'rich', buyIn: 1e12 }))).toBe('BAD_BUY_IN');
    expect(await codeOf(a.join(tableId, { name: 'rich', buyIn: 201 }))).toBe('BAD_BUY_IN');
    expect(await codeOf(a.join(tableId, { name: 'poor', buyIn: 1 }))).toBe('BAD_BUY_IN');
    expect(await codeOf(a.join(tableId, { name: 'Ann', buyIn: 200 }))).toBe('ok');
    const b = await connect(server.url);
    expect(await codeOf(b.join(tableId, { name: 'Ann', buyIn: 200 }))).toBe('NAME_TAKEN');
    expect(await codeOf(b.join(tableId, { name: 'ann', buyIn: 200 }))).toBe('NAME_TAKEN');
    expect(await codeOf(b.join(tableId, { name: 'Bob', buyIn: 40 }))).toBe('ok');
    await a.close();
    await b.close();
  }, 30_000);
});

describe('the client keeps its seats across a restart', () => {
  it('after the server restarts, the client says disconnected, reconnects, takes its seat back by itself and says reconnected', async () => {
    const dir = `${temp.dir}/restart`;
    let node = await startRoom({ port: 0, data: dir, dealDelayMs: 0, log: () => {} });
    const port = node.port;
    const a = await connect(node.url, { retryMs: 20_000 });
    const events: string[] = [];
    a.on('disconnected', () => events.push('disconnected'));
    a.on('reconnected', () => events.push('reconnected'));
    const { tableId } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, dealDelayMs: 0 });
    const { seat } = await a.join(tableId, { name: 'a', buyIn: 100 });
    await node.close();
    await waitFor(() => events.includes('disconnected'), 10_000, 'disconnected');
    node = await startRoom({ port, data: dir, dealDelayMs: 0, log: () => {} });
    await waitFor(() => events.includes('reconnected'), 20_000, 'reconnected');
    expect(events).toEqual(['disconnected', 'reconnected']);
    expect((await a.view(tableId)).viewer).toBe(seat);
    await a.close();
    await node.close();
  }, 90_000);
});
