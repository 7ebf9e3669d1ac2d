import type { Client } from '@pokerchart/client';

/** A tournament's standing as the room gives it: place and prize once final (R247, R250, R263). */
export interface RoomStanding {
  name: string;
  entry: number;
  entries: number;
  place: number | null;
  prize: number;
  stack: number;
}

/** What the Room panel asks for when it creates a tournament (CONTRACT, fourth wave). */
export interface RoomTournamentOptions {
  name?: string;
  variant: string;
  betting: 'no-limit' | 'pot-limit' | 'fixed-limit';
  tableSize: number;
  startingStack: number;
  buyIn: number;
  payouts: readonly number[];
  schedule: { levels: readonly { small: number; big: number; ante?: number }[]; every: { hands: number } | { minutes: number } };
  seed: number;
  startAt?: number;
}

/** The tournament methods of the room's client (R263), as the CONTRACT's fourth wave names them. */
export interface TournamentClient {
  createTournament(options: RoomTournamentOptions): Promise<{ tournamentId: string; adminToken: string }>;
  register(tournamentId: string, player: { name: string }): Promise<{ token: string }>;
  resumeTournament(tournamentId: string, token: string): Promise<void>;
  on(event: 'seat', fn: (tournamentId: string, seat: { tableId: string; seat: number }) => void): void;
  off(event: 'seat', fn: (...args: never[]) => void): void;
  standings(tournamentId: string): Promise<RoomStanding[]>;
  tournamentAdmin(tournamentId: string, adminToken: string, command: { type: 'start' | 'pause' | 'resume' }): Promise<void>;
}

/** The client's tournament methods, or null when this client has none (a room client without tournaments). */
export function tournamentsOf(client: Client): TournamentClient | null {
  const c = client as unknown as Partial<TournamentClient>;
  return typeof c.createTournament === 'function' && typeof c.register === 'function' && typeof c.standings === 'function' ? (c as TournamentClient) : null;
}
