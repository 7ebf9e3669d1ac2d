/** A table as the room lists it. */
export interface RoomTableInfo {
  /** The table's id. */
  tableId: string;
  /** Its name, if it was given one. */
  name: string | null;
  /** The variant's id. */
  variant: string;
  /** The betting structure. */
  betting: string;
  /** The blinds. */
  blinds: { small: number; big: number };
  /** Number of seats. */
  seats: number;
}
