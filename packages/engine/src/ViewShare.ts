import type { HandContext } from './HandContext.js';
import type { PlayerView, SeatView } from './PlayerView.js';

/**
 * The parts of a hand's views that every viewer of one state of the hand sees alike (the board, the
 * pots, and each seat as those who do not hold it see it), made by the first view of that state and
 * the same objects in the others: pass one `ViewShare` with every view of one state (a new one once
 * the hand has moved on), with `since` (`Table.view`, `handView`). A table's views of one event (one
 * per seat and the spectators') then cost one copy of what they share, not one each. Such views are
 * read-only, as every view made with `since` is. A share used again once the hand has moved on (its
 * context, or the length of its log, is not the one of its first view) throws a `PokerchartError`
 * with code `VIEW_SHARE_MOVED` rather than make a view of the past.
 */
export class ViewShare {
  /** @internal the context of the share's first view */
  source: HandContext | undefined = undefined;
  /** @internal the length of its log then */
  logLength = 0;
  /** @internal the board, as every viewer sees it */
  board: PlayerView['board'] | undefined = undefined;
  /** @internal every board (R230) */
  boards: PlayerView['boards'] | undefined = undefined;
  /** @internal the pots */
  pots: PlayerView['pots'] | undefined = undefined;
  /** @internal each seat as every viewer sees it who does not hold it (or every viewer, once it is exposed) */
  readonly seats: (SeatView | null | undefined)[] = [];
}
