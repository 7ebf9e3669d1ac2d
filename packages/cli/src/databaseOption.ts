import { CliUsageError } from './CliCommand.js';

/** Where the data lives when neither `--data` nor `--database` is given. */
const DEFAULT_DATA = './pokerchart-data';

/**
 * The store named by `--data <folder>` (PGlite) or `--database <postgres://…>` (Postgres), as the
 * room and the hand database take it: `--data ./pokerchart-data` when neither is given. Giving
 * both, or a `--database` that is not a postgres:// URL, is a {@link CliUsageError}.
 */
export function databaseOption(values: { data?: string | undefined; database?: string | undefined }): { database: string } | { data: string } {
  if (values.data !== undefined && values.database !== undefined) throw new CliUsageError('give --data (PGlite) or --database (Postgres), not both');
  if (values.database !== undefined && !/^postgres(ql)?:\/\//.test(values.database)) throw new CliUsageError('--database must be a postgres:// URL');
  return values.database !== undefined ? { database: values.database } : { data: values.data ?? DEFAULT_DATA };
}
