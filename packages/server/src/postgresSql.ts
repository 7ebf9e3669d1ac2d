import pg from 'pg';
import type { RoomSql } from './RoomSql.js';

/**
 * The room's database on a Postgres server (`postgres://user@host:port/db`), through a pool of
 * `max` connections (default 10). Any number of room nodes may share it.
 */
export async function postgresSql(url: string, options: { max?: number } = {}): Promise<RoomSql> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', () => {}); // an idle client lost: the pool replaces it
  await pool.query('select 1');
  return {
    exclusive: false,
    async query<T>(text: string, params?: readonly unknown[]) {
      return (await pool.query(text, params as unknown[] | undefined)).rows as T[];
    },
    async prepared<T>(name: string, text: string, params: readonly unknown[]) {
      // node-postgres prepares a named statement once on each connection of the pool
      return (await pool.query({ name, text, values: params as unknown[] })).rows as T[];
    },
    async transaction<T>(fn: (sql: Pick<RoomSql, 'query'>) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ query: async <R>(text: string, params?: readonly unknown[]) => (await client.query(text, params as unknown[] | undefined)).rows as R[] });
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
