import type { PlayerAction } from '@pokerchart/betting';
import type { PhhHand } from '@pokerchart/phh';
import type { LobbyTable } from './LobbyTable.js';
import type { LobbyTournament } from './LobbyTournament.js';
import type { RoomTableInfo } from './RoomTableInfo.js';
import type { RoomTableOptions } from './RoomTableOptions.js';
import type { RoomView } from './RoomView.js';
import type { RoomTournamentOptions } from './RoomTournamentOptions.js';
import type { Standing } from '@pokerchart/tournament';

/** A request from a client to the room; `id` pairs it with its answer. */
export type RoomRequest = { id: number } & (
  | { type: 'createTable'; options: RoomTableOptions }
  | { type: 'listTables' }
  | { type: 'lobby' }
  | { type: 'watch'; tableId: string }
  | { type: 'join'; tableId: string; name: string; buyIn: number }
  | { type: 'resume'; tableId: string; token: string }
  | { type: 'act'; tableId: string; action: PlayerAction; handNumber: number; actionIndex: number }
  | { type: 'view'; tableId: string }
  | { type: 'hands'; tableId: string; token?: string; adminToken?: string; limit?: number; offset?: number }
  | { type: 'leave'; tableId: string }
  | { type: 'sitOut'; tableId: string }
  | { type: 'sitIn'; tableId: string }
  | { type: 'admin'; tableId: string; adminToken: string; command: RoomAdminCommand }
  | { type: 'createTournament'; options: RoomTournamentOptions }
  | { type: 'register'; tournamentId: string; name: string; token?: string }
  | { type: 'resumeTournament'; tournamentId: string; token: string }
  | { type: 'standings'; tournamentId: string }
  | { type: 'tournamentAdmin'; tournamentId: string; adminToken: string; command: RoomTournamentCommand }
  | { type: 'rebuy'; tournamentId: string }
  | { type: 'addOn'; tournamentId: string }
);

/** What a tournament's creator may do with its admin token: start it, pause its deals, resume them. */
export type RoomTournamentCommand = { type: 'start' | 'pause' | 'resume' };

/** What a table's creator may change with its admin token. */
export type RoomAdminCommand = { type: 'pause' } | { type: 'unpause' } | { type: 'kick'; seat: number };

/** The results of the requests, by request type. */
export interface RoomResults {
  /** The new table and its admin token. */
  createTable: { tableId: string; adminToken: string };
  /** The tables of the room. */
  listTables: RoomTableInfo[];
  /** The room's tables and tournaments, with their players (R265). */
  lobby: { tables: LobbyTable[]; tournaments: LobbyTournament[] };
  /** The spectator's view of the table; the next ones are pushed. */
  watch: RoomView;
  /** The seat taken and its token (keep it to resume). */
  join: { seat: number; token: string };
  /** The seat the token is for. */
  resume: { seat: number };
  /** Nothing: the new view follows as a `view` message. */
  act: null;
  /** This connection's view of the table. */
  view: RoomView;
  /** Every finished hand, in order, with the down cards the requester may see (the others `??`). */
  hands: PhhHand[];
  /** Nothing. */
  leave: null;
  /** Nothing: the seat sits out from its next hand (R262). */
  sitOut: null;
  /** Nothing: the seat is back from its next hand (R262). */
  sitIn: null;
  /** Nothing. */
  admin: null;
  /** The new tournament and its admin token. */
  createTournament: { tournamentId: string; adminToken: string };
  /** The player's token (keep it: resumeTournament, re-entry); the seat follows as a `seat` message once seated. */
  register: { token: string };
  /** The player's name and where they sit now (null before the start or once out). */
  resumeTournament: { name: string; tableId: string | null; seat: number | null };
  /** Every entry's place and prize, best first (R247, R250). */
  standings: Standing[];
  /** Nothing. */
  tournamentAdmin: null;
  /** Nothing: the chips are added (R242). */
  rebuy: null;
  /** Nothing: the chips are added (R242). */
  addOn: null;
}

/**
 * A pushed view as the change from the view pushed before it on the same connection for the same
 * table (sent only to a client that asked for them, with `views=delta` in its connection URL; the
 * client of this package does). The view is the one before with the fields of `set` replaced, the
 * elements of `at` replaced in copies of their arrays (the log's too) and then, when `logFrom` is
 * given, its `log` cut to its first `logFrom` entries and `log` appended (`applyViewDelta` does it).
 */
export interface RoomViewDelta {
  /** The top-level fields that changed, with their new values (the view's other fields are as before). */
  set: Partial<RoomView>;
  /**
   * Array fields (such as `seats` and `stacks`) of the same length as before of which a few
   * elements changed whole (a number, a seat taken): by field, those elements by index
   * (`{ stacks: { 2: 96 } }`). Under `log`, the entries of the log before that changed, replaced
   * before the log is cut to `logFrom` and `log` appended.
   */
  at?: { [field: string]: { [index: number]: unknown } };
  /**
   * Elements of the same arrays (and of the log before) that are objects of which only some fields
   * changed: by field and index, those fields with their new values (`{ seats: { 2: { stack: 96,
   * committed: 4 } } }`; a dealt entry whose cards were shown at the showdown, `{ log: { 3:
   * { cards: [...] } } }`), put into a copy of the element before. Applied with `at`, before the
   * log is cut to `logFrom`.
   */
  merge?: { [field: string]: { [index: number]: { [key: string]: unknown } } };
  /** How many entries of the last view's log the new log starts with. */
  logFrom?: number;
  /** The new log's entries after the first `logFrom`. */
  log?: RoomView['log'];
}

/**
 * A message from the room: an answer to a request, a view pushed after a change at a table (whole,
 * or as a {@link RoomViewDelta} from the one pushed before it), or where a tournament player sits
 * now (at the start, and after every move, R243-R245).
 */
export type RoomServerMessage =
  | { type: 'hello'; node: string; nodes: string[] }
  | { type: 'result'; id: number; ok: true; result: unknown }
  | { type: 'result'; id: number; ok: false; error: { code: string; message: string; url?: string } }
  | { type: 'view'; tableId: string; view: RoomView }
  | { type: 'viewDelta'; tableId: string; delta: RoomViewDelta }
  | { type: 'seat'; tournamentId: string; tableId: string; seat: number };
