/** A table as the lobby lists it (R265). */
export interface LobbyTable {
  /** The table's id: `join`, `watch` and `view` take it. */
  tableId: string;
  /** Its name: the one given at creation, else the game and stakes. */
  name: string;
  /** The variant's id (a built-in one, or a variant the room serves from `startRoom({ variants })`). */
  variant: string;
  /** The betting structure. */
  betting: string;
  /** The blinds. */
  blinds: { small: number; big: number };
  /** Number of seats. */
  seats: number;
  /** Seats taken. */
  players: number;
  /** The tournament the table belongs to, for a tournament's table. */
  tournamentId?: string;
}
