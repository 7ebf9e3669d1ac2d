import { PGlite } from '@electric-sql/pglite';
import type { RoomSql } from './RoomSql.js';

/**
 * The room's database embedded in this process: PGlite (Postgres compiled to WebAssembly) with
 * its files under `dataDir`, created on first use. Every commit is written to those files before
 * it resolves, so a killed process loses nothing committed. One process at a time uses a data
 * directory.
 */
export async function pgliteSql(dataDir: string): Promise<RoomSql> {
  const db = await PGlite.create(dataDir);
  return {
    exclusive: true,
    async query<T>(text: string, params?: readonly unknown[]) {
      return (await db.query<T>(text, params as unknown[] | undefined)).rows;
    },
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
