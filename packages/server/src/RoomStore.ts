import { randomBytes } from 'node:crypto';
import type { RoomEvent } from './RoomEvent.js';
import { RoomError } from './errors.js';
import type { RoomSql } from './RoomSql.js';
import type { TableConfig } from './TableConfig.js';
import type { TableSnapshot } from './RoomTable.js';
import type { RoomHandRecord } from './RoomHandRecord.js';

const SCHEMA = `
create table if not exists pc_meta (key text primary key, value text not null);
create table if not exists pc_tables (
  id text primary key, config jsonb not null, admin_hash text not null, created_at timestamptz not null default now());
create table if not exists pc_events (
  table_id text not null, seq integer not null, event jsonb not null, time timestamptz not null default now(),
  primary key (table_id, seq));
create table if not exists pc_snapshots (
  table_id text not null, seq integer not null, snapshot jsonb not null, time timestamptz not null default now(),
  primary key (table_id, seq));
create table if not exists pc_hands (
  table_id text not null, number integer not null, phh jsonb not null, primary key (table_id, number));
create table if not exists pc_leases (
  table_id text primary key, node_id text not null, url text not null, expires_at timestamptz not null);
alter table pc_tables add column if not exists creator text;
alter table pc_tables add column if not exists players integer not null default 0;
alter table pc_hands add column if not exists access jsonb;
alter table pc_tables add column if not exists unloaded boolean not null default false;
`;

/**
 * A group of appends of one node in one statement: each event is written only while the node
 * ($3) holds the table's lease and its sequence number is free; the hands an event finished ($4,
 * for the few events that finished one) go with it. It answers the events it did not write
 * (none, almost always). What each event costs the database is most of what a group costs, so a
 * row carries only the table, the number and the event: with a row answered for every event
 * written, and the node and an empty list of hands in every row, the statement took about half as
 * much again of the database's time (see the room guide).
 */
const APPEND_GROUP = `with b as (select * from jsonb_to_recordset($1::jsonb) as b(t text, s integer, e jsonb)),
       e as (
         insert into pc_events (table_id, seq, event)
         select b.t, b.s, b.e from b where exists (select 1 from pc_leases l where l.table_id = b.t and l.node_id = $3 and l.expires_at > now())
         on conflict do nothing
         returning table_id, seq),
       h as (
         insert into pc_hands (table_id, number, phh, access)
         select y.t, (x->'phh'->>'hand')::integer, x->'phh', x->'access'
         from jsonb_to_recordset($4::jsonb) as y(t text, s integer, h jsonb)
         join e on e.table_id = y.t and e.seq = y.s cross join lateral jsonb_array_elements(y.h) as x),
       n as (select * from jsonb_to_recordset($2::jsonb) as n(t text, s integer, j jsonb)),
       i as (insert into pc_snapshots (table_id, seq, snapshot) select n.t, n.s, n.j from n on conflict do nothing),
       d as (
         delete from pc_snapshots p using n
         where p.table_id = n.t and p.seq < (select max(x.seq) from pc_snapshots x where x.table_id = n.t and x.seq < n.s))
       select b.t as table_id, b.s as seq from b left join e on e.table_id = b.t and e.seq = b.s where e.seq is null`;

/** A snapshot waiting for the next group's write. */
interface PendingSnapshot {
  tableId: string;
  snapshot: TableSnapshot;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/** One append waiting for its group's write. */
interface PendingAppend {
  tableId: string;
  seq: number;
  event: RoomEvent;
  hands: readonly RoomHandRecord[];
  nodeId: string;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/** A table's lease: which node owns it, where that node listens, and whether the lease is still running. */
export interface Lease {
  /** The owning node's id. */
  nodeId: string;
  /** The owning node's URL. */
  url: string;
  /** `true` while the lease has not expired. */
  live: boolean;
}

/**
 * The room's records in SQL: tables, the append-only event log (unique per table and sequence
 * number), verified snapshots, finished hands (PHH) and the per-table leases of the nodes.
 */
export class RoomStore {
  constructor(readonly sql: RoomSql) {}

  /** Creates the schema when missing (every node may call it) and returns the room's signing secret. */
  async init(secret?: string): Promise<string> {
    // one statement at a time: the Postgres protocol takes one per prepared query
    for (const statement of SCHEMA.split(';').map((s) => s.trim()).filter((s) => s !== '')) {
      try {
        await this.sql.query(statement);
      } catch (e) {
        // two nodes creating the schema at once: the loser's "already exists" is fine
        if (!/already exists|duplicate key/.test((e as Error).message)) throw e;
      }
    }
    if (this.sql.exclusive) await this.sql.query('delete from pc_leases'); // nobody else can hold one
    if (secret !== undefined) return secret;
    await this.sql.query("insert into pc_meta (key, value) values ('secret', $1) on conflict (key) do nothing", [randomBytes(32).toString('hex')]);
    const rows = await this.sql.query<{ value: string }>("select value from pc_meta where key = 'secret'");
    return rows[0]!.value;
  }

  /** Records a new table, with who created it (an address) when known. */
  async insertTable(id: string, config: TableConfig, adminHash: string, creator: string | null = null): Promise<void> {
    await this.sql.query('insert into pc_tables (id, config, admin_hash, creator) values ($1, $2::jsonb, $3, $4)', [id, JSON.stringify(config), adminHash, creator]);
  }

  /** How many tables `creator` has created. */
  async tablesOf(creator: string): Promise<number> {
    const rows = await this.sql.query<{ n: number | string }>('select count(*) as n from pc_tables where creator = $1', [creator]);
    return Number(rows[0]?.n ?? 0);
  }

  /** The URLs of the nodes holding a live lease. */
  async nodes(): Promise<string[]> {
    const rows = await this.sql.query<{ url: string }>('select distinct url from pc_leases where expires_at > now() order by url');
    return rows.map((r) => r.url);
  }

  /** A table's configuration and admin token hash, or null. */
  async table(id: string): Promise<{ config: TableConfig; adminHash: string } | null> {
    const rows = await this.sql.query<{ config: TableConfig; admin_hash: string }>('select config, admin_hash from pc_tables where id = $1', [id]);
    return rows[0] ? { config: rows[0].config, adminHash: rows[0].admin_hash } : null;
  }

  /** Every table, oldest first, with its seats taken (as last recorded by its owner). */
  async tables(): Promise<{ id: string; config: TableConfig; players: number }[]> {
    return this.sql.query<{ id: string; config: TableConfig; players: number }>('select id, config, players from pc_tables order by created_at, id');
  }

  /** Records how many seats of a table are taken, for the lobby (R265). */
  async setPlayers(tableId: string, players: number): Promise<void> {
    await this.sql.query('update pc_tables set players = $2 where id = $1 and players <> $2', [tableId, players]);
  }

  /**
   * Appends event `seq` of a table, with the hands it finished, only while `nodeId` holds the
   * table's lease. Appends of many tables are grouped: while one group is being written, the next
   * ones wait and go to the database together, in one statement (one round trip and one commit for
   * all of them; each event still lands or not on its own, by its own lease and sequence number).
   * A group starts at the end of a turn of the event loop, so the appends made in one turn go
   * together.
   * @throws {@link RoomError} `UNAVAILABLE` when the lease is lost or the sequence number is taken (another owner wrote it).
   */
  append(tableId: string, seq: number, event: RoomEvent, hands: readonly RoomHandRecord[], nodeId: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queued.push({ tableId, seq, event, hands, nodeId, resolve, reject });
      this.flushSoon();
    });
  }

  /**
   * Stores a snapshot with the next group of appends: in the same statement and commit (a table's
   * snapshot every few dozen of its events was as many statements and commits as a third of the
   * groups), keeping it and the one before it, as {@link RoomStore.saveSnapshot} does. Resolves
   * once it is written. The snapshot is of events already committed.
   */
  queueSnapshot(tableId: string, snapshot: TableSnapshot): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.snapshotsQueued.push({ tableId, snapshot, resolve, reject });
      this.flushSoon();
    });
  }

  private readonly queued: PendingAppend[] = [];
  private readonly snapshotsQueued: PendingSnapshot[] = [];
  private writing = 0;
  /** Whether a {@link RoomStore.flush} waits for the end of this turn of the event loop. */
  private flushing = false;

  /**
   * Writes what is queued at the end of this turn of the event loop (`setImmediate`: after the
   * turn's timers and the reads of its sockets), so every append and snapshot made in the turn
   * goes in one group. A group started at the turn's first append often held that append alone (a
   * timer's deal, made before the turn read the acts waiting on the sockets), and on PGlite's one
   * connection those acts then waited for that statement. Likewise when a group is answered: the
   * views it releases go out and the sockets are read before the next group starts, with all that.
   */
  private flushSoon(): void {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      this.flush();
    });
  }

  /**
   * Writes the queued appends and snapshots, in groups of up to 500 appends and 50 snapshots, with
   * up to 1 (PGlite, one connection) or 2 groups in flight. Two rather than three on a server: with
   * three always in flight the groups were half as big and each waited longer for its backend to
   * get a core, and in twelve alternated pairs of flat-out runs three had the longer tail when the
   * machine was slow (see the room guide). Two do not cap a node's throughput: a group takes up
   * to 500 appends, far more than one node makes in the time two groups take.
   */
  private flush(): void {
    while ((this.queued.length > 0 || this.snapshotsQueued.length > 0) && this.writing < (this.sql.exclusive ? 1 : 2)) {
      const group = this.nextGroup();
      const snapshots = this.snapshotsQueued.splice(0, 50);
      this.writing++;
      this.writeGroup(group, snapshots).then(
        (refused) => {
          for (const a of group) {
            if (refused === null || !refused.has(`${a.tableId}\u0000${a.seq}`)) a.resolve();
            else a.reject(new RoomError('UNAVAILABLE', `table ${a.tableId}: this node no longer holds its lease; try again`));
          }
          for (const n of snapshots) n.resolve();
        },
        (e: unknown) => {
          for (const a of group) a.reject(e);
          for (const n of snapshots) n.reject(e);
        },
      ).finally(() => {
        this.writing--;
        this.flushSoon();
      });
    }
  }

  /** Up to 500 of the queued appends, in order, all of one node (the first's): one node's statement. */
  private nextGroup(): PendingAppend[] {
    const queued = this.queued;
    const node = queued[0]?.nodeId;
    if (queued.every((a) => a.nodeId === node)) return queued.splice(0, 500);
    const group: PendingAppend[] = [];
    const rest: PendingAppend[] = [];
    for (const a of queued) (group.length < 500 && a.nodeId === node ? group : rest).push(a);
    queued.length = 0;
    queued.push(...rest);
    return group;
  }

  /**
   * One statement for a group of appends (of one node) and snapshots; resolves to the `table\0seq` of the events
   * it did not write (the lease lost, or the sequence number taken), or `null` when it wrote them all.
   */
  private async writeGroup(group: readonly PendingAppend[], snapshots: readonly PendingSnapshot[]): Promise<Set<string> | null> {
    const params = [
      JSON.stringify(group.map((a) => ({ t: a.tableId, s: a.seq, e: a.event }))),
      JSON.stringify(snapshots.map((n) => ({ t: n.tableId, s: n.snapshot.seq, j: n.snapshot }))),
      group[0]?.nodeId ?? '',
      JSON.stringify(group.filter((a) => a.hands.length > 0).map((a) => ({ t: a.tableId, s: a.seq, h: a.hands }))),
    ];
    // the room's most frequent statement: prepared (parsed and planned once) where the database can
    const rows = this.sql.prepared !== undefined
      ? await this.sql.prepared<{ table_id: string; seq: number }>('pc_append_group', APPEND_GROUP, params)
      : await this.sql.query<{ table_id: string; seq: number }>(APPEND_GROUP, params);
    return rows.length === 0 ? null : new Set(rows.map((r) => `${r.table_id}\u0000${r.seq}`));
  }

  /** The events of a table after `afterSeq`, in order. */
  async events(tableId: string, afterSeq: number): Promise<{ seq: number; event: RoomEvent }[]> {
    return this.sql.query<{ seq: number; event: RoomEvent }>('select seq, event from pc_events where table_id = $1 and seq > $2 order by seq', [tableId, afterSeq]);
  }

  /** Stores a snapshot, keeping it and the one before it: one statement, one commit. */
  async saveSnapshot(tableId: string, snapshot: TableSnapshot): Promise<void> {
    // the delete does not see the row the insert adds (one statement, one view of the data): it
    // keeps the newest snapshot older than this one, and removes the rest before it
    await this.sql.query(
      `with i as (insert into pc_snapshots (table_id, seq, snapshot) values ($1, $2, $3::jsonb) on conflict do nothing returning seq)
       delete from pc_snapshots where table_id = $1 and seq < (select max(seq) from pc_snapshots where table_id = $1 and seq < $2)`,
      [tableId, snapshot.seq, JSON.stringify(snapshot)],
    );
  }

  /** The latest snapshots of a table, newest first. */
  async snapshots(tableId: string): Promise<TableSnapshot[]> {
    const rows = await this.sql.query<{ snapshot: TableSnapshot }>('select snapshot from pc_snapshots where table_id = $1 order by seq desc limit 2', [tableId]);
    return rows.map((r) => r.snapshot);
  }

  /**
   * The finished hands of a table, in order, with who may see their cards (unmasked: see
   * `maskHand`): every one, or the page of `limit` hands after the first `offset`.
   */
  async hands(tableId: string, page: { limit?: number; offset?: number } = {}): Promise<RoomHandRecord[]> {
    const rows = page.limit === undefined
      ? await this.sql.query<RoomHandRecord>('select phh, access from pc_hands where table_id = $1 order by number', [tableId])
      : await this.sql.query<RoomHandRecord>('select phh, access from pc_hands where table_id = $1 order by number limit $2 offset $3', [tableId, page.limit, page.offset ?? 0]);
    return rows.map((r) => ({ phh: r.phh, access: r.access ?? { holders: [], shown: [] } }));
  }

  /**
   * Takes the table's lease for `ttlMs` when it is free, expired, already ours, or held by an earlier
   * process at our own URL (which cannot be alive: we listen there now); returns the lease after.
   */
  async claim(tableId: string, nodeId: string, url: string, ttlMs: number): Promise<Lease> {
    await this.sql.query(
      `insert into pc_leases (table_id, node_id, url, expires_at) values ($1, $2, $3, now() + $4 * interval '1 millisecond')
       on conflict (table_id) do update set node_id = excluded.node_id, url = excluded.url, expires_at = excluded.expires_at
       where pc_leases.expires_at < now() or pc_leases.node_id = excluded.node_id or pc_leases.url = excluded.url`,
      [tableId, nodeId, url, ttlMs],
    );
    return (await this.lease(tableId))!;
  }

  /** The lease of a table, or null. */
  async lease(tableId: string): Promise<Lease | null> {
    const rows = await this.sql.query<{ node_id: string; url: string; live: boolean }>('select node_id, url, expires_at > now() as live from pc_leases where table_id = $1', [tableId]);
    return rows[0] ? { nodeId: rows[0].node_id, url: rows[0].url, live: rows[0].live } : null;
  }

  /** Renews every lease of `nodeId`; resolves to the tables it still holds. */
  async renew(nodeId: string, ttlMs: number): Promise<Set<string>> {
    const rows = await this.sql.query<{ table_id: string }>(
      "update pc_leases set expires_at = now() + $2 * interval '1 millisecond' where node_id = $1 and expires_at > now() returning table_id",
      [nodeId, ttlMs],
    );
    return new Set(rows.map((r) => r.table_id));
  }

  /** Lets go of a table's lease (a clean shutdown), so another node takes it at once. */
  async release(nodeId: string): Promise<void> {
    await this.sql.query('delete from pc_leases where node_id = $1', [nodeId]);
  }

  /**
   * Marks an idle table unloaded and lets go of its lease, only while `nodeId` holds it: no node
   * takes it over until someone asks for it (then {@link RoomStore.loaded} clears the mark).
   */
  async unload(tableId: string, nodeId: string): Promise<void> {
    await this.sql.query(
      `with l as (delete from pc_leases where table_id = $1 and node_id = $2 returning table_id)
       update pc_tables set unloaded = true where id = $1 and exists (select 1 from l)`,
      [tableId, nodeId],
    );
  }

  /** Clears a table's unloaded mark (it is served again). */
  async loaded(tableId: string): Promise<void> {
    await this.sql.query('update pc_tables set unloaded = false where id = $1 and unloaded', [tableId]);
  }

  /** Tables that no live lease covers (their owner died or none ever loaded them), up to `limit`; unloaded idle tables are left alone. */
  async orphans(limit: number): Promise<string[]> {
    const rows = await this.sql.query<{ id: string }>(
      'select t.id from pc_tables t where not t.unloaded and not exists (select 1 from pc_leases l where l.table_id = t.id and l.expires_at > now()) order by t.id limit $1',
      [limit],
    );
    return rows.map((r) => r.id);
  }
}
