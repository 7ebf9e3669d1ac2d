/** The little the hand database needs from SQL: PGlite in the process or a Postgres server. @internal */
export interface HandSql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Appends rows to a table as fast as the backend can: COPY on PGlite, one `insert … select
   * from unnest(…)` on Postgres. `columns` name each column with its SQL type.
   */
  insertRows(table: string, columns: readonly (readonly [string, string])[], rows: readonly (readonly unknown[])[]): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (sql: HandTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What runs inside a transaction. @internal */
export type HandTx = Pick<HandSql, 'query' | 'insertRows'>;

/** A value in COPY's text format: \N for null, backslashes, tabs and line breaks escaped. */
function copyValue(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (v === null || v === undefined) return '\\N';
  const s = typeof v === 'boolean' ? (v ? 't' : 'f') : String(v);
  return /[\\\t\n\r]/.test(s) ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : s;
}

/** Rows as one `insert … select * from unnest($1::type[], …)` statement. */
function unnestInsert(table: string, columns: readonly (readonly [string, string])[], rows: readonly (readonly unknown[])[]): [string, unknown[][]] {
  const text = `insert into ${table} (${columns.map((c) => c[0]).join(', ')}) select * from unnest(${columns.map((c, i) => `$${i + 1}::${c[1]}[]`).join(', ')})`;
  return [text, columns.map((_, i) => rows.map((r) => r[i]))];
}

/** PGlite (Postgres in WebAssembly) with its files under `dir`, or in memory without one. @internal */
export async function pgliteHandSql(dir: string | undefined): Promise<HandSql> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  type Queryable = Pick<typeof db, 'query'>;
  const copyInto = async (q: Queryable, table: string, columns: readonly (readonly [string, string])[], rows: readonly (readonly unknown[])[]): Promise<void> => {
    if (rows.length === 0) return;
    const body = rows.map((r) => r.map(copyValue).join('\t')).join('\n') + '\n';
    await q.query(`copy ${table} (${columns.map((c) => c[0]).join(', ')}) from '/dev/blob'`, [], { blob: new Blob([body]) });
  };
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      return (await db.query<T>(text, params as unknown[] | undefined)).rows;
    },
    async insertRows(table, columns, rows) {
      await copyInto(db, table, columns, rows);
    },
    async transaction<T>(fn: (sql: HandTx) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          query: async <R>(text: string, params?: readonly unknown[]) => (await tx.query<R>(text, params as unknown[] | undefined)).rows,
          insertRows: (table, columns, rows) => copyInto(tx, table, columns, rows),
        }),
      );
    },
    async close() {
      await db.close();
    },
  };
}

/** A Postgres server (`postgres://user@host:port/db`) through one connection of the `pg` driver. @internal */
export async function postgresHandSql(url: string): Promise<HandSql> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      return (await client.query(text, params as unknown[] | undefined)).rows as T[];
    },
    async insertRows(table, columns, rows) {
      if (rows.length > 0) await client.query(...unnestInsert(table, columns, rows));
    },
    async transaction<T>(fn: (sql: HandTx) => Promise<T>) {
      await client.query('begin');
      try {
        const result = await fn({
          query: async <R>(text: string, params?: readonly unknown[]) => (await client.query(text, params as unknown[] | undefined)).rows as R[],
          insertRows: async (table, columns, rows) => {
            if (rows.length > 0) await client.query(...unnestInsert(table, columns, rows));
          },
        });
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw e;
      }
    },
    async close() {
      await client.end();
    },
  };
}
