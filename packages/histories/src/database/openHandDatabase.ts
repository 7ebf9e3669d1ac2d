import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type PhhHand, serializePhh } from '@pokerchart/phh';
import { HandDatabaseError } from '../errors.js';
import { handCharges, handResults } from '../stats/handResults.js';
import type { PlayerStats } from '../stats/PlayerStats.js';
import { playerHandRows, type PlayerHandRow } from '../stats/playerHandRows.js';
import { STATS_SQL } from '../stats/statsSql.js';
import { FLAG, HAND_SCHEMA } from './handSchema.js';
import { type HandSql, type HandTx, pgliteHandSql, postgresHandSql } from './handSql.js';
import { readSources, type SourceHands } from './readSources.js';

/** Options of {@link openHandDatabase}. */
export interface HandDatabaseOptions {
  /**
   * The PGlite data directory (created when missing; default `./pokerchart-data`, the room's own,
   * so that the room's finished hands and imported ones share one database). `memory://` keeps
   * everything in memory.
   */
  data?: string;
  /** A Postgres URL (`postgres://user@host:port/db`) instead of PGlite. */
  database?: string;
}

/** Options of {@link HandDatabase.import}. */
export interface ImportOptions {
  /**
   * Called as the import goes: `done` and `total` count the characters of input read (files and
   * texts), so `done / total` is the share of the work done.
   */
  onProgress?: (done: number, total: number) => void;
}

/** One hand (or one file) an import refused, and why. */
export interface ImportRefusal {
  /** The file, or `text 1`, `text 2`… for texts given directly. */
  source: string;
  /** The hand id as printed (empty when unknown). */
  handId: string;
  /** 1-based line in the source (0 when unknown). */
  line: number;
  /** A stable code: `parseHistory`'s, a PHH error's, or {@link HandDatabaseError}'s. */
  code: string;
  /** What was wrong. */
  message: string;
}

/** What {@link HandDatabase.import} returns. */
export interface ImportResult {
  /** Hands stored by this import. */
  imported: number;
  /** Hands already in the database (or twice in the input), counted once and not stored again. */
  duplicates: number;
  /** Hands refused. */
  refused: number;
  /** Each refusal with its source, hand id, line, code and message. */
  refusals: ImportRefusal[];
}

/** Which hands {@link HandDatabase.stats} counts. */
export interface StatsFilter {
  /** One player's name. */
  player?: string;
  /** One room: `pokerstars`, `winamax`, `ggpoker`, or `phh` for hands imported from PHH files (the room's own included). */
  site?: string;
  /** One game, by PHH variant code: `NT` (no-limit Hold'em), `PO` (pot-limit Omaha)… */
  game?: string;
}

/** One point of a player's cumulative winnings: after `hands` hands, `net` won in all. */
export interface WinningsPoint {
  /** Hands played so far. */
  hands: number;
  /** Net won over those hands. */
  net: number;
}

/**
 * A database of hands and player statistics (RULES R272): card-room histories and PHH records
 * (the room's own finished hands among them) in one schema. See {@link openHandDatabase}.
 */
export interface HandDatabase {
  /**
   * Imports hand histories: each entry is a file, a folder (its `.txt`, `.phh` and `.phhs` files,
   * sub-folders included) or a text. Card-room texts are read by {@link parseHistory}, PHH files
   * by `@pokerchart/phh`. A hand already stored (the same room and hand id, or for a PHH record
   * without an id the same record) counts as a duplicate and is not stored again, so an import
   * can be run again after an interruption: what was committed stays, the rest is added. Files
   * already imported in full (same path, size and modification time) are skipped at once.
   */
  import(pathsOrTexts: readonly string[], options?: ImportOptions): Promise<ImportResult>;
  /**
   * Statistics per player (RULES R272, PokerTracker 4's definitions), computed in SQL, most hands
   * first. Fractions from 0 to 1; a statistic without an opportunity is undefined.
   */
  stats(filter?: StatsFilter): Promise<PlayerStats[]>;
  /** A player's cumulative winnings hand by hand, in import order, thinned to at most `points` points (default 400). */
  winnings(player: string, options?: { points?: number; filter?: StatsFilter }): Promise<WinningsPoint[]>;
  /** Closes the database. */
  close(): Promise<void>;
}

/** Hands stored per transaction. */
const BATCH = 1000;

/** A hand ready to store. */
interface Prepared {
  key: string;
  site: string;
  handId: string;
  game: string;
  bigBlind: number;
  phh: string;
  rows: PlayerHandRow[];
}

/**
 * Opens (and creates when missing) a hand database: PGlite in this process by default, or a
 * Postgres server with `database`. Both run the same statements.
 *
 * @example
 * ```ts
 * const db = await openHandDatabase({ data: './my-hands' });
 * const { imported, duplicates, refused } = await db.import(['./histories']);
 * const [hero] = await db.stats({ player: 'Hero' });
 * await db.close();
 * ```
 * @throws {@link HandDatabaseError} `HAND_DATABASE_UNAVAILABLE` when the database cannot be opened.
 */
export async function openHandDatabase(options: HandDatabaseOptions = {}): Promise<HandDatabase> {
  let sql: HandSql;
  try {
    if (options.database !== undefined) sql = await postgresHandSql(options.database);
    else {
      const dir = options.data ?? './pokerchart-data';
      if (dir === 'memory://') sql = await pgliteHandSql(undefined);
      else {
        mkdirSync(dir, { recursive: true });
        sql = await pgliteHandSql(dir);
      }
    }
    for (const statement of HAND_SCHEMA.split(';')) if (statement.trim() !== '') await sql.query(statement);
  } catch (error) {
    throw new HandDatabaseError(
      'HAND_DATABASE_UNAVAILABLE',
      `the hand database ${options.database !== undefined ? 'at the Postgres URL given' : `in "${options.data ?? './pokerchart-data'}"`} cannot be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return {
    async import(inputs, importOptions = {}) {
      const result = await importHands(sql, inputs, importOptions);
      await foldTotals(sql);
      return result;
    },
    async stats(filter = {}) {
      await foldTotals(sql);
      const rows = await sql.query<Record<string, number | null | string>>(STATS_SQL, [filter.player ?? null, filter.site ?? null, filter.game ?? null]);
      return rows.map(toStats);
    },
    async winnings(player, opts = {}) {
      const points = opts.points ?? 400;
      const f = opts.filter ?? {};
      const rows = await sql.query<{ n: number; net: number }>(
        `with h as (
           select row_number() over (order by p.hand) as n, sum(p.net) over (order by p.hand) as net, count(*) over () as total
           from hh_player_hands p join hh_hands h on h.id = p.hand
           where p.player = $1 and ($2::text is null or h.site = $2) and ($3::text is null or h.game = $3))
         select n::float8 as n, net::float8 as net from h
         where n = total or n % greatest(1, ceil(total::float8 / $4)::bigint) = 0 order by n`,
        [player, f.site ?? null, f.game ?? null, points],
      );
      return [{ hands: 0, net: 0 }, ...rows.map((r) => ({ hands: Number(r.n), net: Number(r.net) }))];
    },
    async close() {
      await sql.close();
    },
  };
}

const STAT_FIELDS = ['vpip', 'pfr', 'threeBet', 'foldToThreeBet', 'cbet', 'foldToCbet', 'wtsd', 'wsd', 'af', 'afq', 'bbPer100'] as const;

function toStats(row: Record<string, number | null | string>): PlayerStats {
  const stats: PlayerStats = { player: String(row['player']), hands: Number(row['hands']), net: Number(row['net']) };
  for (const f of STAT_FIELDS) {
    const v = row[f.toLowerCase()];
    if (v !== null && v !== undefined) stats[f] = Number(v);
  }
  return stats;
}

async function importHands(sql: HandSql, inputs: readonly string[], options: ImportOptions): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, duplicates: 0, refused: 0, refusals: [] };
  const seen = new Set<string>();
  let pending: Prepared[] = [];
  const flush = async (file?: { path: string; size: number; mtimeMs: number; hands: number }): Promise<void> => {
    const batch = pending;
    pending = [];
    if (batch.length === 0 && file === undefined) return;
    await sql.transaction(async (tx) => {
      if (batch.length > 0) {
        const stored = await storeHands(tx, batch);
        result.imported += stored;
        result.duplicates += batch.length - stored;
      }
      if (file !== undefined) {
        await tx.query(
          `insert into hh_files (path, size, mtime_ms, hands) values ($1, $2, $3, $4)
           on conflict (path) do update set size = excluded.size, mtime_ms = excluded.mtime_ms, hands = excluded.hands`,
          [file.path, file.size, file.mtimeMs, file.hands],
        );
      }
    });
  };
  const known = async (path: string, size: number, mtimeMs: number): Promise<number | null> => {
    const rows = await sql.query<{ hands: number }>('select hands from hh_files where path = $1 and size = $2 and mtime_ms = $3', [path, size, mtimeMs]);
    return rows.length > 0 ? Number(rows[0]!.hands) : null;
  };
  for await (const source of readSources(inputs, known, options.onProgress)) {
    if (source.skipped !== undefined) {
      result.duplicates += source.skipped;
      continue;
    }
    const refuse = (handId: string, line: number, code: string, message: string): void => {
      result.refused++;
      result.refusals.push({ source: source.name, handId, line, code, message });
    };
    for (const r of source.refused) refuse(r.handId, r.line, r.code, r.message);
    let count = 0;
    for (const [k, hand] of source.hands.entries()) {
      count++;
      let prepared: Prepared;
      try {
        prepared = prepare(hand, source.texts?.[k]);
      } catch (error) {
        const code = typeof (error as { code?: unknown }).code === 'string' ? String((error as { code: string }).code) : 'HAND_NOT_READ';
        const line = typeof (error as { line?: unknown }).line === 'number' ? Number((error as { line: number }).line) : 0;
        refuse(handIdOf(hand), line, code, error instanceof Error ? error.message : String(error));
        continue;
      }
      if (seen.has(prepared.key)) {
        result.duplicates++;
        continue;
      }
      seen.add(prepared.key);
      pending.push(prepared);
      if (pending.length >= BATCH) await flush();
    }
    await flush(fileRecord(source, count));
  }
  await flush();
  return result;
}

function fileRecord(source: SourceHands, hands: number): { path: string; size: number; mtimeMs: number; hands: number } | undefined {
  if (source.file === undefined) return undefined;
  return { path: source.file.path, size: source.file.size, mtimeMs: source.file.mtimeMs, hands: hands + source.refused.length };
}

function handIdOf(hand: PhhHand): string {
  return typeof hand._hand_id === 'string' ? hand._hand_id : hand.hand !== undefined ? String(hand.hand) : '';
}

/**
 * The big blind of a hand: the larger of the first two blinds (the small and big blinds, in either
 * order heads-up), else `min_bet` (a button blind or an ante-only game such as short deck), else
 * the small bet of a fixed-limit game, else 1.
 */
function bigBlindOf(hand: PhhHand): number {
  const bb = Math.max(0, ...(hand.blinds_or_straddles ?? []).slice(0, 2).map((x) => Math.abs(x)));
  if (bb > 0) return bb;
  if (typeof hand.min_bet === 'number' && hand.min_bet > 0) return hand.min_bet;
  if (typeof hand.small_bet === 'number' && hand.small_bet > 0) return hand.small_bet;
  return 1;
}

function prepare(hand: PhhHand, text: string | undefined): Prepared {
  const phh = text ?? serializePhh(hand);
  const site = typeof hand._site === 'string' ? hand._site : 'phh';
  const handId = typeof hand._hand_id === 'string' ? hand._hand_id : createHash('sha1').update(phh).digest('hex');
  const results = handResults(hand);
  const charges = results.replayed === true ? 0 : handCharges(hand);
  const balance = results.net.reduce((s, x) => s + x, 0) + charges;
  if (Math.abs(balance) > 1e-6 * Math.max(1, ...hand.starting_stacks.filter(Number.isFinite))) {
    throw new HandDatabaseError(
      'HAND_DOES_NOT_ADD_UP',
      `the players' results add up to ${-balance} more than the pots paid out (rake and fees ${charges}): every chip won must be a chip lost (R271)`,
    );
  }
  const rows = playerHandRows(hand, results);
  if (new Set(rows.map((r) => r.player)).size !== rows.length) {
    throw new HandDatabaseError('HAND_DUPLICATE_PLAYER', `two players of the hand have the same name (${rows.map((r) => r.player).join(', ')}): each player must be named once`);
  }
  return { key: `${site}:${handId}`, site, handId, game: String(hand.variant), bigBlind: bigBlindOf(hand), phh, rows };
}

const HAND_COLUMNS = [['id', 'bigint'], ['hand_key', 'text'], ['site', 'text'], ['hand_id', 'text'], ['game', 'text'], ['big_blind', 'float8'], ['player_count', 'int2'], ['phh', 'text']] as const;
const PLAYER_COLUMNS = [
  ['hand', 'bigint'], ['position', 'int2'], ['player', 'text'], ['flags', 'int4'], ['post_aggressive', 'int2'], ['post_calls', 'int2'], ['post_folds', 'int2'],
  ['net', 'float8'], ['net_bb', 'float8'],
] as const;

/** The bits of a row's flags (see {@link FLAG}). */
function flagsOf(r: PlayerHandRow): number {
  let f = 0;
  for (const [name, bit] of FLAG_ENTRIES) if (r[name]) f |= bit;
  return f;
}
const FLAG_ENTRIES = Object.entries(FLAG) as [keyof typeof FLAG, number][];

/** `count(*) filter (where flags & bit <> 0)` for one flag. */
const countFlag = (name: keyof typeof FLAG): string => `count(*) filter (where p.flags & ${FLAG[name]} <> 0)`;

/**
 * Stores a batch of hands (those already stored skipped) with their player rows, in the caller's
 * transaction; returns how many were new. {@link foldTotals} adds them to the totals later.
 */
async function storeHands(tx: HandTx, batch: Prepared[]): Promise<number> {
  const existing = new Set(
    (await tx.query<{ hand_key: string }>('select hand_key from hh_hands where hand_key = any($1::text[])', [batch.map((h) => h.key)])).map((r) => r.hand_key),
  );
  const fresh = batch.filter((h) => !existing.has(h.key));
  if (fresh.length === 0) return 0;
  const ids = (await tx.query<{ id: string | number }>("select nextval('hh_hands_id_seq')::text as id from generate_series(1, $1::int)", [fresh.length])).map((r) => String(r.id));
  await tx.insertRows(
    'hh_hands',
    HAND_COLUMNS,
    fresh.map((h, i) => [ids[i], h.key, h.site, h.handId, h.game, h.bigBlind, h.rows.length, h.phh]),
  );
  const rows: unknown[][] = [];
  fresh.forEach((h, i) => {
    for (const r of h.rows) rows.push([ids[i], r.index, r.player, flagsOf(r), r.postflopAggressive, r.postflopCalls, r.postflopFolds, r.net, r.net / h.bigBlind]);
  });
  await tx.insertRows('hh_player_hands', PLAYER_COLUMNS, rows);
  return fresh.length;
}

/**
 * Adds the player rows of the hands stored since the last time (ids above `hh_meta.totals_upto`)
 * to `hh_player_totals`, in SQL, in one transaction that holds the mark's row lock (so two
 * processes sharing a Postgres database never add a hand twice).
 */
async function foldTotals(sql: HandSql): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query("insert into hh_meta (key, value) values ('totals_upto', 0) on conflict (key) do nothing");
    const [mark] = await tx.query<{ value: string | number }>("select value from hh_meta where key = 'totals_upto' for update");
    const [top] = await tx.query<{ top: string | number }>('select coalesce(max(id), 0) as top from hh_hands');
    const from = String(mark!.value);
    const to = String(top!.top);
    if (BigInt(to) <= BigInt(from)) return;
    await tx.query(
      `insert into hh_player_totals
     select p.player, h.site, h.game, count(*), ${countFlag('walk')}, ${countFlag('vpip')}, ${countFlag('pfr')},
            ${countFlag('threeBetOpportunity')}, ${countFlag('threeBet')}, ${countFlag('foldToThreeBetOpportunity')}, ${countFlag('foldToThreeBet')},
            ${countFlag('cbetOpportunity')}, ${countFlag('cbet')}, ${countFlag('foldToCbetOpportunity')}, ${countFlag('foldToCbet')},
            ${countFlag('sawFlop')}, ${countFlag('showdown')}, ${countFlag('wonShowdown')},
            sum(p.post_aggressive), sum(p.post_calls), sum(p.post_folds), sum(p.net), sum(p.net_bb)
     from hh_player_hands p join hh_hands h on h.id = p.hand
     where p.hand > $1::bigint and p.hand <= $2::bigint
     group by p.player, h.site, h.game
     on conflict (player, site, game) do update set
       hands = hh_player_totals.hands + excluded.hands, walks = hh_player_totals.walks + excluded.walks,
       vpip = hh_player_totals.vpip + excluded.vpip, pfr = hh_player_totals.pfr + excluded.pfr,
       three_bet_opp = hh_player_totals.three_bet_opp + excluded.three_bet_opp, three_bet = hh_player_totals.three_bet + excluded.three_bet,
       fold_three_bet_opp = hh_player_totals.fold_three_bet_opp + excluded.fold_three_bet_opp,
       fold_three_bet = hh_player_totals.fold_three_bet + excluded.fold_three_bet,
       cbet_opp = hh_player_totals.cbet_opp + excluded.cbet_opp, cbet = hh_player_totals.cbet + excluded.cbet,
       fold_cbet_opp = hh_player_totals.fold_cbet_opp + excluded.fold_cbet_opp, fold_cbet = hh_player_totals.fold_cbet + excluded.fold_cbet,
       saw_flop = hh_player_totals.saw_flop + excluded.saw_flop, showdown = hh_player_totals.showdown + excluded.showdown,
       won_showdown = hh_player_totals.won_showdown + excluded.won_showdown,
       post_aggressive = hh_player_totals.post_aggressive + excluded.post_aggressive,
       post_calls = hh_player_totals.post_calls + excluded.post_calls, post_folds = hh_player_totals.post_folds + excluded.post_folds,
       net = hh_player_totals.net + excluded.net, net_bb = hh_player_totals.net_bb + excluded.net_bb`,
      [from, to],
    );
    await tx.query("update hh_meta set value = $1::bigint where key = 'totals_upto'", [to]);
  });
}
