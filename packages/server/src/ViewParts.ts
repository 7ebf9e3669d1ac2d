import { ViewShare, type PlayerView, type SeatView } from '@pokerchart/engine';
import { sameJson } from './sameJson.js';

/** The parts of a view that are shared: the same objects in every view that has them equal. */
type SharedField = 'board' | 'boards' | 'pots';

const SHARED: readonly SharedField[] = ['board', 'boards', 'pots'];

/**
 * The parts of one table's views kept as the same objects while they are equal: a new view's
 * board, boards, pots, seats (each seat, and its cards) and log are replaced by its viewer's
 * previous view's wherever they are equal (as JSON). The engine makes the parts every viewer of
 * an event sees alike once for all of them ({@link ViewParts.common}, the `share` of
 * `Table.view`), so each is compared with the views before once per event, not once per viewer.
 * An event changes a seat or two, so most of a new view is then made of objects that already
 * exist, and the new ones die young (a view lives until its viewer's next one, across garbage
 * collections: what survives a collection is copied, what is shared is not); the change from one
 * view to the next (`viewDelta`) finds the shared parts unchanged at once. Views are read-only,
 * so sharing their parts is safe. @internal
 */
export class ViewParts {
  /**
   * The parts the engine made once for every viewer of this event (`common`), as a view of the event
   * had them (`given`), and what they were replaced by there (`chosen`): the next view that has the
   * same part takes the same replacement without comparing it again.
   */
  private readonly given: Record<SharedField, unknown> = { board: undefined, boards: undefined, pots: undefined };
  private readonly chosen: Record<SharedField, unknown> = { board: undefined, boards: undefined, pots: undefined };
  private readonly givenSeats: (SeatView | null | undefined)[] = [];
  private readonly chosenSeats: (SeatView | null | undefined)[] = [];
  /** The engine's parts of this event's views that every viewer sees alike (`Table.view`'s `share`): made once, by the first view of the event. */
  common = new ViewShare();

  /** A new event: the parts of the last one are no longer offered to other viewers. */
  nextEvent(): void {
    for (const f of SHARED) {
      this.given[f] = undefined;
      this.chosen[f] = undefined;
    }
    this.givenSeats.fill(undefined);
    this.chosenSeats.fill(undefined);
    this.common = new ViewShare();
  }

  /** Replaces the parts of `view` (a fresh view of this event) that are equal to `prev`'s (the viewer's view before, or null), each shared part once per event. */
  share(view: PlayerView, prev: PlayerView | null): void {
    const record = view as unknown as Record<SharedField, unknown>;
    const before = prev as unknown as Record<SharedField, unknown> | null;
    for (const f of SHARED) {
      const value = record[f];
      if (value === this.given[f]) {
        record[f] = this.chosen[f];
        continue;
      }
      if (before !== null && sameJson(before[f], value)) record[f] = before[f];
      this.given[f] = value;
      this.chosen[f] = record[f];
    }
    const seats = view.seats;
    const old = prev?.seats;
    let kept = old !== undefined && old.length === seats.length;
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i]!;
      const was = old?.[i];
      if (seat !== null && seat === this.givenSeats[i]) {
        // a seat every viewer sees alike, already matched for another view of this event
        const chosen = this.chosenSeats[i]!;
        seats[i] = chosen;
        if (chosen !== was) kept = false;
        continue;
      }
      this.givenSeats[i] = seat;
      if (was !== undefined && (was === seat || sameJson(was, seat))) {
        seats[i] = this.chosenSeats[i] = was;
        continue;
      }
      kept = false;
      // a seat that changed: its cards, where they did not, are the ones it had
      if (seat !== null && was != null) {
        if (sameJson(was.upCards, seat.upCards)) seat.upCards = was.upCards;
        if (was.holeCards !== null && sameJson(was.holeCards, seat.holeCards)) seat.holeCards = was.holeCards;
      }
      this.chosenSeats[i] = seat;
    }
    if (kept) view.seats = old!;
    // an event that did not add to the hand's log (a join, a sit-out): the same log, entry for entry
    if (prev !== null && prev.log.length === view.log.length) {
      let same = true;
      for (let i = 0; i < view.log.length && same; i++) same = prev.log[i] === view.log[i];
      if (same) view.log = prev.log;
    }
  }
}
