import type { RoomView } from '@pokerchart/client';
import { CardRow } from '../Cards.js';

interface Props {
  view: RoomView;
  /** This page's seat, or null when watching. */
  mine: number | null;
}

/**
 * The table's seats: name, stack, this round's bet, the cards one may see (face down for the
 * others), and the button, the seat to act, folded, all in and sitting out.
 */
export function RoomSeats({ view, mine }: Props) {
  return (
    <ul class="room-seats" aria-label="Seats">
      {view.names.map((name, i) => {
        if (name === null) return null;
        const seat = view.seats[i] ?? null;
        const tags = [
          i === view.button ? 'button' : null,
          i === mine ? 'you' : null,
          seat?.folded ? 'folded' : null,
          seat?.allIn ? 'all in' : null,
          view.sittingOut[i] ? 'sitting out' : null,
        ].filter((t) => t !== null);
        return (
          <li key={i} class={`room-seat${i === view.toAct ? ' to-act' : ''}`} aria-label={`Seat ${i + 1}: ${name}`} data-seat={i}>
            <span class="room-seat-name">
              Seat {i + 1}: {name}
            </span>{' '}
            <span class="room-stack">{view.stacks[i]} chips</span>
            {seat && seat.committed > 0 && <span class="room-bet"> bet {seat.committed}</span>}
            {tags.length > 0 && <span class="muted"> ({tags.join(', ')})</span>}{' '}
            {seat && !seat.folded && (seat.holeCards !== null || seat.hiddenCards > 0 || seat.upCards.length > 0) && (
              <>
                <CardRow cards={seat.holeCards} hidden={seat.hiddenCards} />
                {seat.holeCards === null && seat.upCards.length > 0 && <CardRow cards={seat.upCards} />}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
