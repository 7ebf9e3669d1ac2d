import { afterAll, describe, expect, it } from 'vitest';
import { pgliteSql, RoomStore, type RoomSql } from '../src/index.js';
import { tempDir } from './helpers.js';

const temp = tempDir('pc-pglite-sql-');
afterAll(() => temp.remove());

/** A store over PGlite in `dir` with two tables: `t1` leased to node `me`, `t2` to node `other`. */
async function twoLeasedTables(dir: string): Promise<{ sql: RoomSql; store: RoomStore }> {
  const sql = await pgliteSql(`${temp.dir}/${dir}`);
  const store = new RoomStore(sql);
  await store.init('k');
  for (const id of ['t1', 't2']) {
    await store.insertTable(id, { seats: 2 } as never, 'h');
    await store.claim(id, id === 't1' ? 'me' : 'other', `ws://${id}`, 60_000);
  }
  return { sql, store };
}

describe('pgliteSql on its own thread', () => {
  it('R0.5 answers rows, refuses a duplicate key with its SQLSTATE, and keeps what a transaction committed, not what it rolled back', async () => {
    const sql: RoomSql = await pgliteSql(`${temp.dir}/a`);
    try {
      await sql.query('create table t (id integer primary key, doc jsonb not null)');
      await sql.query('insert into t values ($1, $2::jsonb)', [1, JSON.stringify({ chips: 200 })]);
      expect(await sql.query('select id, doc from t')).toEqual([{ id: 1, doc: { chips: 200 } }]);
      const dup = await sql.query('insert into t values (1, $1::jsonb)', ['{}']).catch((e: unknown) => e);
      expect(dup).toBeInstanceOf(Error);
      expect((dup as { code?: string }).code).toBe('23505');
      expect((dup as Error).message).toMatch(/duplicate key/);
      await sql.transaction(async (tx) => {
        await tx.query('insert into t values (2, $1::jsonb)', ['{"chips":1}']);
      });
      await expect(sql.transaction(async (tx) => {
        await tx.query('insert into t values (3, $1::jsonb)', ['{"chips":1}']);
        throw new Error('refused');
      })).rejects.toThrow('refused');
      // a statement sent while a transaction runs waits for its end
      let release = () => {};
      const open = sql.transaction(async (tx) => {
        await tx.query('insert into t values (4, $1::jsonb)', ['{}']);
        await new Promise<void>((r) => (release = r));
        await tx.query('delete from t where id = 4');
      });
      const during = sql.query<{ n: number }>('select count(*)::integer as n from t where id = 4');
      await new Promise((r) => setTimeout(r, 50));
      release();
      await open;
      expect(await during).toEqual([{ n: 0 }]);
      expect((await sql.query<{ id: number }>('select id from t order by id')).map((r) => r.id)).toEqual([1, 2]);
    } finally {
      await sql.close();
    }
    // what was committed is on disk: the same directory, opened on the caller's thread
    const again = await pgliteSql(`${temp.dir}/a`, { thread: false });
    try {
      expect((await again.query<{ id: number }>('select id from t order by id')).map((r) => r.id)).toEqual([1, 2]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('R0.5 a prepared statement runs again with new parameters (text with quotes and backslashes, numbers, null) exactly as a plain one', async () => {
    for (const thread of [true, false]) {
      const sql = await pgliteSql(`${temp.dir}/p${thread ? 1 : 0}`, { thread });
      try {
        await sql.query('create table t (id integer primary key, doc jsonb, note text)');
        const insert = 'insert into t (id, doc, note) values ($1, $2::jsonb, $3) returning id, doc, note';
        const docs = [{ name: "O'Brien \\ \"x\"", cards: [1, 2] }, { text: "''; drop table t; --", n: -1.5 }, { unicode: 'é — 🂡', empty: '' }];
        for (const [i, doc] of docs.entries()) {
          const rows = await sql.prepared!<{ id: number; doc: unknown; note: string | null }>('t_insert', insert, [i + 1, JSON.stringify(doc), i === 2 ? null : `it's ${i}`]);
          expect(rows).toEqual([{ id: i + 1, doc, note: i === 2 ? null : `it's ${i}` }]);
        }
        expect((await sql.query<{ id: number; doc: unknown }>('select id, doc from t order by id')).map((r) => r.doc)).toEqual(docs);
        // a refusal keeps its SQLSTATE, and the statement stays prepared
        const dup = await sql.prepared!('t_insert', insert, [1, '{}', null]).catch((e: unknown) => e);
        expect((dup as { code?: string }).code).toBe('23505');
        expect(await sql.prepared!('t_insert', insert, [9, '{}', null])).toEqual([{ id: 9, doc: {}, note: null }]);
        await expect(sql.prepared!('Bad name', insert, [10, '{}', null])).rejects.toThrow(/name/);
        // the EXECUTE goes as a simple query, where a text could end the statement and start another
        // if its quotes were not doubled: it is stored as written, and nothing else runs
        const sly = "x'); delete from t; select ('";
        expect(await sql.prepared!('t_insert', insert, [11, '{}', sly])).toEqual([{ id: 11, doc: {}, note: sly }]);
        expect((await sql.query<{ n: number }>('select count(*)::int as n from t'))[0]!.n).toBe(5);
      } finally {
        await sql.close();
      }
    }
  }, 120_000);

  it('R0.5 a group of appends (a prepared statement) writes each event only under its lease and at a free sequence number', async () => {
    const { sql, store } = await twoLeasedTables('g');
    try {
      const event = { type: 'act', seat: 0, action: { type: 'call' } } as const;
      const results = await Promise.allSettled([
        store.append('t1', 1, event, [], 'me'),
        store.append('t1', 2, { ...event, action: { type: 'raise', to: 8 } }, [], 'me'),
        store.append('t2', 1, event, [], 'me'), // another node's lease
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      await expect(store.append('t1', 2, event, [], 'me')).rejects.toThrow(/lease/); // the number is taken
      expect((await store.events('t1', 0)).map((e) => [e.seq, e.event])).toEqual([[1, event], [2, { ...event, action: { type: 'raise', to: 8 } }]]);
      expect(await store.events('t2', 0)).toEqual([]);
    } finally {
      await sql.close();
    }
  }, 120_000);

  it('R0.5 appends of two nodes queued together are each written under their own node\'s lease, and the hands an event finished are written with it only when it is', async () => {
    const { sql, store } = await twoLeasedTables('h');
    try {
      const event = { type: 'act', seat: 0, action: { type: 'fold' } } as const;
      const hand = (n: number) => ({ phh: { hand: n, variant: 'NT' } as never, access: { holders: [null, null], shown: [[], []] } });
      const results = await Promise.allSettled([
        store.append('t1', 1, event, [hand(1)], 'me'),
        store.append('t2', 1, event, [hand(1)], 'other'),
        store.append('t2', 2, event, [hand(2)], 'me'), // not this node's lease: neither the event nor its hand
        store.append('t1', 2, event, [], 'me'),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((await store.events('t1', 0)).map((e) => e.seq)).toEqual([1, 2]);
      expect((await store.events('t2', 0)).map((e) => e.seq)).toEqual([1]);
      expect((await store.hands('t1')).map((h) => h.phh.hand)).toEqual([1]);
      expect((await store.hands('t2')).map((h) => h.phh.hand)).toEqual([1]);
    } finally {
      await sql.close();
    }
  }, 120_000);

  it('R0.5 a snapshot write keeps the newest two snapshots of a table', async () => {
    const sql = await pgliteSql(`${temp.dir}/b`);
    try {
      const store = new RoomStore(sql);
      await store.init('k');
      for (const seq of [50, 100, 150, 200]) {
        await store.saveSnapshot('t1', { seq, table: {} as never, seats: [], paused: false });
      }
      await store.saveSnapshot('t2', { seq: 50, table: {} as never, seats: [], paused: false });
      expect((await store.snapshots('t1')).map((s) => s.seq)).toEqual([200, 150]);
      expect((await store.snapshots('t2')).map((s) => s.seq)).toEqual([50]);
    } finally {
      await sql.close();
    }
  }, 120_000);

  it('R0.5 snapshots queued with a group of appends are written in its statement (one commit), whole, and the newest two kept', async () => {
    const sql = await pgliteSql(`${temp.dir}/q`);
    try {
      const store = new RoomStore(sql);
      await store.init('k');
      await store.insertTable('t1', { seats: 2 } as never, 'h');
      await store.claim('t1', 'me', 'ws://t1', 60_000);
      const event = { type: 'act', seat: 0, action: { type: 'call' } } as const;
      const snap = (seq: number) => ({ seq, table: { name: "O'Brien's table", nested: [1, { a: null }] } as never, seats: [{ name: 'é', tokenHash: 'h', pending: null, leaving: false }], paused: false });
      let statements = 0;
      const counted = { ...sql, query: (t: string, p?: readonly unknown[]) => { statements++; return sql.query(t, p); }, prepared: (n: string, t: string, p: readonly unknown[]) => { statements++; return sql.prepared!(n, t, p); } } as typeof sql;
      const grouped = new RoomStore(counted);
      // the first turn's group goes out at the end of its turn; everything queued while it is written goes in the next one
      const first = grouped.append('t1', 1, event, [], 'me');
      await new Promise((r) => setImmediate(r));
      expect(statements).toBe(1);
      await Promise.all([
        grouped.append('t1', 2, event, [], 'me'), grouped.queueSnapshot('t1', snap(1)), grouped.append('t1', 3, event, [], 'me'),
        grouped.queueSnapshot('t1', snap(2)), grouped.queueSnapshot('t1', snap(3)), first,
      ]);
      expect(statements).toBe(2);
      expect((await store.events('t1', 0)).map((e) => e.seq)).toEqual([1, 2, 3]);
      const rows = async () => (await sql.query<{ seq: number }>("select seq from pc_snapshots where table_id = 't1' order by seq")).map((r) => r.seq);
      expect(await rows()).toEqual([1, 2, 3]); // the older ones go with the next snapshot's write
      expect((await store.snapshots('t1'))[0]).toEqual(snap(3));
      await grouped.queueSnapshot('t1', snap(4)); // a snapshot alone is a group too
      expect(await rows()).toEqual([3, 4]);
      expect(statements).toBe(3);
    } finally {
      await sql.close();
    }
  }, 120_000);
});
