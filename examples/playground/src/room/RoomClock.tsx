import type { RoomView } from '@pokerchart/client';
import { useEffect, useState } from 'preact/hooks';

interface Props {
  /** The view's clock (R260), or null when nobody is to act. */
  clock: RoomView['clock'];
  /** When the view carrying it arrived (`performance.now()`). */
  receivedAt: number;
  /** The name of the seat to act. */
  name: string;
}

/**
 * The action clock as a countdown (R260): the seconds left of the seat's action time, then of its
 * time bank, counted down in the page from the view's `clock` (so every client draws the same
 * countdown). `data-seconds` holds the whole seconds shown, for tests.
 */
export function RoomClock({ clock, receivedAt, name }: Props) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!clock) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [clock]);
  if (!clock) return null;
  const spent = Math.max(0, now - receivedAt);
  const action = Math.max(0, clock.actionLeftMs - spent);
  const bank = Math.max(0, clock.bankLeftMs - Math.max(0, spent - clock.actionLeftMs));
  const inBank = action === 0;
  const seconds = Math.ceil((inBank ? bank : action) / 1000);
  return (
    <p class={`room-clock${inBank ? ' bank' : ''}`} role="timer" aria-label="Clock" data-seconds={seconds}>
      {name} to act: {seconds} s{inBank ? ' of time bank' : `, time bank ${Math.ceil(bank / 1000)} s`}
    </p>
  );
}
