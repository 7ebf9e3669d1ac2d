import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { RoomSql } from './RoomSql.js';

/** Options of {@link pgliteSql}. */
export interface PgliteSqlOptions {
  /**
   * Run PGlite on a thread of its own (a `node:worker_threads` worker), so the database's work
   * (its WebAssembly and its JavaScript) runs beside the room's instead of in turn with it.
   * Default `true`; `false` runs it on the calling thread.
   */
  thread?: boolean;
}

/**
 * The room's database embedded in this process: PGlite (Postgres compiled to WebAssembly) with
 * its files under `dataDir`, created on first use, on a thread of its own unless
 * `options.thread` is `false`. Every commit is written to those files before it resolves, so a
 * killed process loses nothing committed. One process at a time uses a data directory.
 */
export async function pgliteSql(dataDir: string, options: PgliteSqlOptions = {}): Promise<RoomSql> {
  return options.thread === false ? pgliteHere(dataDir) : pgliteThread(dataDir);
}

/**
 * A SQL literal of a parameter: text quoted (a quote doubled; with standard_conforming_strings, on
 * by default, nothing else is special), numbers and booleans as written, null as NULL.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value !== 'string') throw new TypeError(`a prepared statement's parameter is text, a number, a boolean or null, not ${typeof value}`);
  if (value.includes('\u0000')) throw new TypeError('text with a NUL character cannot be stored');
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Prepared statements over PGlite's one session: PREPARE the first time a name is used, then
 * EXECUTE with the parameters written as literals (EXECUTE takes no bound parameters). The plan is
 * made once instead of at every run: half the database's work for a group of appends. The
 * EXECUTE goes as a simple query (`simple`, one message to the database: PGlite's `exec`) rather
 * than through the extended protocol's five (parse, describe, bind, describe, execute), which
 * cost a group of 40 appends half as much again of the database thread's time (see the room
 * guide); its text is this module's own, every value in it a quoted literal.
 */
function preparedOver(
  query: <T>(text: string, params?: readonly unknown[]) => Promise<T[]>,
  simple: <T>(text: string) => Promise<T[]>,
): NonNullable<RoomSql['prepared']> {
  const ready = new Map<string, Promise<unknown>>();
  return async <T>(name: string, text: string, params: readonly unknown[]): Promise<T[]> => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`a prepared statement's name is lower-case letters, digits and _, not ${JSON.stringify(name)}`);
    let prepared = ready.get(name);
    if (prepared === undefined) {
      prepared = query(`prepare ${name} as ${text}`);
      ready.set(name, prepared);
      prepared.catch(() => ready.delete(name));
    }
    await prepared;
    return simple<T>(params.length === 0 ? `execute ${name}` : `execute ${name}(${params.map(literal).join(', ')})`);
  };
}

async function pgliteHere(dataDir: string): Promise<RoomSql> {
  const db = await PGlite.create(dataDir);
  const query = async <T>(text: string, params?: readonly unknown[]): Promise<T[]> => (await db.query<T>(text, params as unknown[] | undefined)).rows;
  const simple = async <T>(text: string): Promise<T[]> => ((await db.exec(text)).at(-1)?.rows ?? []) as T[];
  return {
    exclusive: true,
    query,
    prepared: preparedOver(query, simple),
    async transaction<T>(fn: (sql: Pick<RoomSql, 'query'>) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({ query: async <R>(text: string, params?: readonly unknown[]) => (await tx.query<R>(text, params as unknown[] | undefined)).rows }),
      );
    },
    async close() {
      await db.close();
    },
  };
}

/**
 * The database thread: opens PGlite, then answers `{ id, text, params }` (or `{ id, text, simple }`,
 * a simple query's text) with `{ id, rows }` or
 * `{ id, error }`, in order of arrival (PGlite runs one statement at a time), and `{ id, close }`
 * by closing it. CommonJS source, so that it runs from the built files and from the sources alike.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const ready = PGlite.create(workerData.dataDir);
ready.then(() => parentPort.postMessage({ id: 0, rows: [] }), (e) => parentPort.postMessage({ id: 0, error: { message: String(e && e.message || e) } }));
parentPort.on('message', async (m) => {
  let db;
  try {
    db = await ready;
    if (m.close) {
      await db.close();
      parentPort.postMessage({ id: m.id, rows: [] });
      return;
    }
    const result = m.simple ? (await db.exec(m.text)).at(-1) : await db.query(m.text, m.params);
    parentPort.postMessage({ id: m.id, rows: result ? result.rows : [] });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: { message: String(e && e.message || e), code: e && e.code, detail: e && e.detail } });
  }
});
`;

interface Reply {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string; detail?: string };
}

async function pgliteThread(dataDir: string): Promise<RoomSql> {
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { dataDir, pglite: createRequire(import.meta.url).resolve('@electric-sql/pglite') },
  });
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>();
  let next = 1;
  let failed: Error | null = null;
  const settle = (reply: Reply) => {
    const w = waiting.get(reply.id);
    if (w === undefined) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref(); // an idle database keeps nobody alive
    if (reply.error === undefined) w.resolve(reply.rows ?? []);
    else w.reject(Object.assign(new Error(reply.error.message), reply.error.code === undefined ? {} : { code: reply.error.code, detail: reply.error.detail }));
  };
  worker.on('message', settle);
  const die = (e: Error) => {
    failed = e;
    for (const [id, w] of [...waiting]) {
      waiting.delete(id);
      w.reject(e);
    }
  };
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`the database thread stopped (exit code ${code})`)));
  const call = (message: { text?: string; params?: readonly unknown[]; simple?: true; close?: true }, id = next++): Promise<unknown[]> => {
    if (failed !== null) return Promise.reject(failed);
    return new Promise<unknown[]>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.ref();
      if (id !== 0) worker.postMessage({ id, ...message });
    });
  };
  await call({}, 0); // opened
  // A transaction holds the database: other statements wait for its end.
  let held: Promise<unknown> = Promise.resolve();
  const query = async <T>(text: string, params?: readonly unknown[]): Promise<T[]> => {
    await held;
    return (await call(params === undefined ? { text } : { text, params })) as T[];
  };
  const simple = async <T>(text: string): Promise<T[]> => {
    await held;
    return (await call({ text, simple: true })) as T[];
  };
  return {
    exclusive: true,
    query,
    prepared: preparedOver(query, simple),
    async transaction<T>(fn: (sql: Pick<RoomSql, 'query'>) => Promise<T>) {
      const before = held;
      let release = () => {};
      held = before.then(() => new Promise<void>((r) => (release = r)));
      await before;
      const direct = async <R>(text: string, params?: readonly unknown[]) => (await call(params === undefined ? { text } : { text, params })) as R[];
      try {
        await direct('begin');
        try {
          const result = await fn({ query: direct });
          await direct('commit');
          return result;
        } catch (e) {
          await direct('rollback').catch(() => {});
          throw e;
        }
      } finally {
        release();
      }
    },
    async close() {
      if (failed === null) await call({ close: true });
      await worker.terminate();
    },
  };
}
