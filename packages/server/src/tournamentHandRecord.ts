import type { BettingStructure } from '@pokerchart/betting';
import { formatCard, type Card } from '@pokerchart/cards';
import { createHand, handView, type HandContext, type VariantDescriptor } from '@pokerchart/engine';
import { toPhh, type PhhHand } from '@pokerchart/phh';
import { handInput, type TableHand } from '@pokerchart/table';
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

const code = (c: Card): string => {
  try {
    return formatCard(c);
  } catch {
    return String(c);
  }
};

/**
 * A finished hand of a tournament's table as the room keeps cash tables' hands (R265): the PHH
 * record with every card, its seats numbered from 1, its players' names, and who may see which down
 * cards (each player's own through their tournament token; everyone what the rules showed).
 * @internal
 */
export function tournamentHandRecord(f: FinishedTournamentHand): RoomHandRecord {
  const hand = createHand({ ...f.game, ...handInput(f.hand, f.game.variant) });
  for (const e of f.context.log) {
    if (e.type === 'acted') hand.act(e.action);
    else if (e.type === 'discarded' && e.cards !== null) hand.act({ type: 'discard', cards: e.cards });
  }
  const seats = [...hand.context.dealOrder];
  let phh: PhhHand;
  try {
    phh = toPhh(hand);
  } catch (e) {
    phh = {
      variant: f.game.variant.id,
      starting_stacks: seats.map((seat) => hand.context.betting.startStacks[seat]!),
      actions: [],
      finishing_stacks: seats.map((seat) => hand.result?.stacks[seat] ?? 0),
      _not_exported: (e as Error).message,
    } as PhhHand;
  }
  phh.seats = seats.map((seat) => seat + 1);
  phh.players = seats.map((seat) => f.names[seat] ?? `seat ${seat + 1}`);
  phh.hand = f.number;
  phh.table = f.tableId;
  phh.seat_count = f.seatCount;
  const end = handView(f.context, 'spectator', f.game.variant, f.game.betting).seats;
  return {
    phh,
    access: {
      holders: seats.map((seat) => {
        const name = f.names[seat];
        return name === null || name === undefined ? null : f.tokens.get(name) ?? null;
      }),
      shown: seats.map((seat) => [...(end[seat]?.holeCards ?? []), ...(end[seat]?.upCards ?? [])].map(code)),
    },
  };
}
