import type { LobbyTable, LobbyTournament } from '@pokerchart/client';
import { RoomError } from './errors.js';
import type { RoomSql } from './RoomSql.js';
import type { TournamentConfig, TournamentRoomEvent, TournamentSnapshot } from './RoomTournament.js';
import type { RoomHandRecord } from './RoomHandRecord.js';

const SCHEMA = `
create table if not exists pc_tournaments (
  id text primary key, config jsonb not null, admin_hash text not null, creator text,
  state text not null default 'registering', entries integer not null default 0, prize_pool bigint not null default 0,
  tables jsonb not null default '[]'::jsonb, created_at timestamptz not null default now());
create table if not exists pc_tournament_events (
  tournament_id text not null, seq integer not null, event jsonb not null, time timestamptz not null default now(),
  primary key (tournament_id, seq));
create table if not exists pc_tournament_snapshots (
  tournament_id text not null, seq integer not null, snapshot jsonb not null, time timestamptz not null default now(),
  primary key (tournament_id, seq))
`;

/** What the lobby shows of a tournament (R265), as the owning node last wrote it. */
export interface TournamentLobbyRow {
  /** The tournament as the lobby lists it. */
  tournament: LobbyTournament;
  /** Its tables, each with `tournamentId`. */
  tables: LobbyTable[];
}

/**
 * The room's tournaments in SQL, beside the tables of {@link RoomStore}: each tournament's
 * configuration, its append-only event log (unique per tournament and sequence number, written
 * only while the writer holds the tournament's lease in `pc_leases`) and the lobby's summary.
 */
export class TournamentStore {
  /** @param sql - The room's database. */
  constructor(readonly sql: RoomSql) {}

  /** Creates the schema when missing (every node may call it). */
  async init(): Promise<void> {
    for (const statement of SCHEMA.split(';').map((s) => s.trim()).filter((s) => s !== '')) {
      try {
        await this.sql.query(statement);
      } catch (e) {
        if (!/already exists|duplicate key/.test((e as Error).message)) throw e;
      }
    }
  }

  /** Records a new tournament. */
  async insert(id: string, config: TournamentConfig, adminHash: string, creator: string | null): Promise<void> {
    await this.sql.query('insert into pc_tournaments (id, config, admin_hash, creator) values ($1, $2::jsonb, $3, $4)', [id, JSON.stringify(config), adminHash, creator]);
  }

  /** A tournament's configuration and admin token hash, or null. */
  async tournament(id: string): Promise<{ config: TournamentConfig; adminHash: string } | null> {
    const rows = await this.sql.query<{ config: TournamentConfig; admin_hash: string }>('select config, admin_hash from pc_tournaments where id = $1', [id]);
    return rows[0] ? { config: rows[0].config, adminHash: rows[0].admin_hash } : null;
  }

  /** How many tournaments `creator` has created. */
  async tournamentsOf(creator: string): Promise<number> {
    const rows = await this.sql.query<{ n: number | string }>('select count(*) as n from pc_tournaments where creator = $1', [creator]);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Appends event `seq` of a tournament, only while `nodeId` holds its live lease, with the hands
   * it finished at the tournament's tables (into the room's `pc_hands`, by table id
   * `<tournamentId>/t<n>`), in one statement: the hands are there exactly when the event is.
   * @throws RoomError `UNAVAILABLE` when the lease is gone (another node owns it now).
   */
  async append(id: string, seq: number, event: TournamentRoomEvent, nodeId: string, hands: readonly RoomHandRecord[] = []): Promise<void> {
    const rows = hands.length === 0
      ? await this.sql.query<{ seq: number }>(
        `insert into pc_tournament_events (tournament_id, seq, event)
         select $1, $2, $3::jsonb where exists (select 1 from pc_leases where table_id = $1 and node_id = $4 and expires_at > now())
         returning seq`,
        [id, seq, JSON.stringify(event), nodeId],
      )
      : await this.sql.query<{ seq: number }>(
        `with e as (
           insert into pc_tournament_events (tournament_id, seq, event)
           select $1, $2, $3::jsonb where exists (select 1 from pc_leases where table_id = $1 and node_id = $4 and expires_at > now())
           returning seq),
         h as (
           insert into pc_hands (table_id, number, phh, access)
           select x->'phh'->>'table', (x->'phh'->>'hand')::integer, x->'phh', x->'access'
           from e cross join lateral jsonb_array_elements($5::jsonb) as x
           on conflict do nothing)
         select seq from e`,
        [id, seq, JSON.stringify(event), nodeId, JSON.stringify(hands)],
      );
    if (rows.length !== 1) throw new RoomError('UNAVAILABLE', `tournament ${id}: this node no longer holds its lease; try again`);
  }

  /** The events of a tournament from sequence number `fromSeq` (default 1: every one), in order. */
  async events(id: string, fromSeq = 1): Promise<{ seq: number; event: TournamentRoomEvent }[]> {
    return this.sql.query<{ seq: number; event: TournamentRoomEvent }>('select seq, event from pc_tournament_events where tournament_id = $1 and seq >= $2 order by seq', [id, fromSeq]);
  }

  /**
   * Stores a snapshot of a tournament, only while `nodeId` holds its live lease (a node that lost
   * the tournament writes none), keeping the last two. Resolves to whether it was stored.
   */
  async saveSnapshot(id: string, snapshot: TournamentSnapshot, nodeId: string): Promise<boolean> {
    const rows = await this.sql.query<{ seq: number }>(
      `insert into pc_tournament_snapshots (tournament_id, seq, snapshot)
       select $1, $2, $3::jsonb where exists (select 1 from pc_leases where table_id = $1 and node_id = $4 and expires_at > now())
       on conflict do nothing returning seq`,
      [id, snapshot.snapshot.seq, JSON.stringify(snapshot), nodeId],
    );
    await this.sql.query('delete from pc_tournament_snapshots where tournament_id = $1 and seq < (select min(seq) from (select seq from pc_tournament_snapshots where tournament_id = $1 order by seq desc limit 2) s)', [id]);
    return rows.length === 1;
  }

  /** The latest snapshots of a tournament, newest first. */
  async snapshots(id: string): Promise<TournamentSnapshot[]> {
    const rows = await this.sql.query<{ snapshot: TournamentSnapshot }>('select snapshot from pc_tournament_snapshots where tournament_id = $1 order by seq desc limit 2', [id]);
    return rows.map((r) => r.snapshot);
  }

  /** Writes the lobby's summary of a tournament. */
  async setLobby(id: string, row: TournamentLobbyRow): Promise<void> {
    await this.sql.query('update pc_tournaments set state = $2, entries = $3, prize_pool = $4, tables = $5::jsonb where id = $1',
      [id, row.tournament.state, row.tournament.entries, row.tournament.prizePool, JSON.stringify(row.tables)]);
  }

  /** The lobby's rows of every tournament, oldest first. */
  async lobby(): Promise<TournamentLobbyRow[]> {
    const rows = await this.sql.query<{ id: string; config: TournamentConfig; state: LobbyTournament['state']; entries: number; prize_pool: number | string; tables: LobbyTable[] }>(
      'select id, config, state, entries, prize_pool, tables from pc_tournaments order by created_at, id');
    return rows.map((r) => ({
      tournament: { tournamentId: r.id, name: r.config.name, state: r.state, entries: Number(r.entries), prizePool: Number(r.prize_pool) },
      tables: r.tables ?? [],
    }));
  }

  /** Tournaments not complete that no live lease covers (their owner died, or none loaded them), up to `limit`. */
  async orphans(limit: number): Promise<string[]> {
    const rows = await this.sql.query<{ id: string }>(
      `select t.id from pc_tournaments t where t.state <> 'complete'
       and not exists (select 1 from pc_leases l where l.table_id = t.id and l.expires_at > now()) order by t.id limit $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }
}
