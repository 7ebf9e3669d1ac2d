import type { BettingStructure } from '@pokerchart/betting';
import { handView, type HandContext, type VariantDescriptor } from '@pokerchart/engine';
import type { TableHand } from '@pokerchart/table';
import { handRecord } from './handRecord.js';
import type { RoomHandRecord } from './RoomHandRecord.js';

/** What {@link tournamentHandRecord} reads of a finished hand at a tournament's table. */
export interface FinishedTournamentHand {
  /** The game the table played it with. */
  game: { variant: VariantDescriptor; betting: BettingStructure };
  /** The table's record of the hand (stacks dealt in, button, blinds, seed). */
  hand: TableHand;
  /** The hand's final context (its log holds every action and card). */
  context: HandContext;
  /** The players at the table's seats while the hand ran. */
  names: readonly (string | null)[];
  /** SHA-256 of each player's tournament token, by name. */
  tokens: ReadonlyMap<string, string>;
  /** The room's id of the table (`<tournamentId>/t<n>`). */
  tableId: string;
  /** The hand's number at that table: the hands it has finished, this one included (from 1). */
  number: number;
  /** Seats at the table. */
  seatCount: number;
}

/**
 * A finished hand of a tournament's table as the room keeps cash tables' hands (R265, see
 * {@link handRecord}): each player's own down cards open to their tournament token.
 * @internal
 */
export function tournamentHandRecord(f: FinishedTournamentHand): RoomHandRecord {
  return handRecord({
    game: f.game,
    hand: f.hand,
    log: f.context.log,
    context: f.context,
    end: handView(f.context, 'spectator', f.game.variant, f.game.betting),
    player: (seat) => f.names[seat] ?? `seat ${seat + 1}`,
    holder: (seat) => {
      const name = f.names[seat];
      return name === null || name === undefined ? null : f.tokens.get(name) ?? null;
    },
    tableId: f.tableId,
    number: f.number,
    seatCount: f.seatCount,
  });
}
