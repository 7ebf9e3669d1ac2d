import type { BettingStructure } from '@pokerchart/betting';
import { formatCard, type Card } from '@pokerchart/cards';
import { createHand, type Hand, type HandContext, type HandLogEntry, type PlayerView, type VariantDescriptor } from '@pokerchart/engine';
import { phhOfContext, toPhh, type PhhHand } from '@pokerchart/phh';
import { handInput, type TableHand } from '@pokerchart/table';
import type { RoomHandRecord } from './RoomHandRecord.js';

/** What {@link handRecord} reads of a hand that just finished at a table of the room. */
export interface FinishedHand {
  /** The game the table played it with. */
  game: { variant: VariantDescriptor; betting: BettingStructure };
  /** The table's record of the hand (stacks dealt in, button, blinds, seed). */
  hand: TableHand;
  /** The hand's log: its actions and discards are played again to make the PHH record (when `context` is not given). */
  log: readonly HandLogEntry[];
  /**
   * The hand's own final context, when the table still holds it: the record is then made from it
   * and the options the hand was started with, the same record as the replay's, without replaying.
   */
  context?: HandContext | null;
  /** The spectator's view at the end of the hand: the cards everyone saw. */
  end: PlayerView;
  /** The name of the player at a seat (numbered from 0), for the record's players. */
  player: (seat: number) => string;
  /** SHA-256 of the token that held a seat (numbered from 0) during the hand, or null. */
  holder: (seat: number) => string | null;
  /** The room's id of the table. */
  tableId: string;
  /** The hand's number at that table. */
  number: number;
  /** Seats at the table. */
  seatCount: number;
}

/** The hand a table played, replayed from its start with the actions and discards of its log. @internal */
export function replayHand(game: FinishedHand['game'], info: TableHand, log: readonly HandLogEntry[]): Hand {
  const hand = createHand({ ...game, ...handInput(info, game.variant) });
  for (const e of log) {
    if (e.type === 'acted') hand.act(e.action);
    else if (e.type === 'discarded' && e.cards !== null) hand.act({ type: 'discard', cards: e.cards });
  }
  return hand;
}

const code = (c: Card): string => {
  try {
    return formatCard(c);
  } catch {
    return String(c);
  }
};

/**
 * A finished hand as the room keeps it (R265), for cash and tournament tables alike: its PHH record
 * with every card, its seats numbered from 1 (as PHH and PokerKit number them) and its players'
 * names, and who may see which of its down cards (a seat's own through the token that held it;
 * everyone what the rules showed).
 */
export function handRecord(f: FinishedHand): RoomHandRecord {
  // the table's own finished hand when it still holds it (the same record as the replay's, a
  // test holds them equal), else the hand replayed from its log
  const kept = f.context !== undefined && f.context !== null && f.context.result !== null ? f.context : null;
  const hand = kept === null ? replayHand(f.game, f.hand, f.log) : null;
  const ctx = kept ?? hand!.context;
  const seats = [...ctx.dealOrder]; // the order of the record's players (and their stacks)
  let phh: PhhHand;
  try {
    phh = kept !== null ? phhOfContext({ context: kept, betting: f.game.betting, input: { ...f.game, ...handInput(f.hand, f.game.variant) } }) : toPhh(hand!);
  } catch (e) {
    // a variant PHH has no code for (a composed one): the stacks, and why there are no actions
    phh = {
      variant: f.game.variant.id,
      starting_stacks: seats.map((seat) => ctx.betting.startStacks[seat]!),
      actions: [],
      finishing_stacks: seats.map((seat) => ctx.result?.stacks[seat] ?? 0),
      _not_exported: (e as Error).message,
    } as PhhHand;
  }
  phh.seats = seats.map((seat) => seat + 1);
  phh.players = seats.map(f.player);
  phh.hand = f.number;
  phh.table = f.tableId;
  phh.seat_count = f.seatCount;
  const end = f.end.seats;
  return {
    phh,
    access: {
      holders: seats.map(f.holder),
      shown: seats.map((seat) => [...(end[seat]?.holeCards ?? []), ...(end[seat]?.upCards ?? [])].map(code)),
    },
  };
}
