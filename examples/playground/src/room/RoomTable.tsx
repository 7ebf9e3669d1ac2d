import type { PlayerAction } from '@pokerchart/betting';
import type { Client, RoomView } from '@pokerchart/client';
import { useEffect, useState } from 'preact/hooks';
import { CardRow } from '../Cards.js';
import { handResult, type HandResult } from './handResult.js';
import { HandResultView } from './HandResultView.js';
import { RoomActions } from './RoomActions.js';
import { RoomClock } from './RoomClock.js';
import { RoomSeats } from './RoomSeats.js';

const MOVED_ON = new Set(['STALE', 'NOT_YOUR_TURN', 'NO_HAND']);

interface Props {
  client: Client;
  tableId: string;
  /** This page's seat, or null when watching as a spectator. */
  seat: number | null;
  /** The table's name, to show. */
  title: string;
  /** Called with an error to show. */
  onError: (e: unknown) => void;
  /** A tournament's table: the room may move the player away at any time (an action then finds no seat). */
  moving?: boolean;
  /** Extra controls under the table (leave, back to the lobby). */
  children?: preact.ComponentChildren;
}

/**
 * One room table as its seat (or a spectator) sees it: the seats with names and stacks, the board
 * and the pot, the clock counting down, this seat's legal actions on its turn, sit out / sit in,
 * and the result of the last finished hand (kept on screen while the next one is dealt).
 */
export function RoomTable({ client, tableId, seat, title, onError, moving = false, children }: Props) {
  const [view, setView] = useState<RoomView | null>(() => client.lastView(tableId) ?? null);
  const [receivedAt, setReceivedAt] = useState(() => performance.now());
  const [result, setResult] = useState<HandResult | null>(null);
  const [late, setLate] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const take = (v: RoomView) => {
      if (!live) return;
      setView(v);
      setReceivedAt(performance.now());
      const r = handResult(v);
      if (r) setResult(r);
    };
    const onView = (id: string, v: RoomView) => {
      if (id === tableId) take(v);
    };
    client.on('view', onView);
    const last = client.lastView(tableId);
    if (last) take(last);
    else client.view(tableId).then(take, onError);
    return () => {
      live = false;
      client.off('view', onView as never);
    };
  }, [client, tableId]);

  if (!view) return <p class="muted">Waiting for the table…</p>;
  // an action that arrives after the table moved on (the clock ran out, a late click) is not an
  // error of the page: the next view shows what happened
  const act = (action: PlayerAction) =>
    client.act(tableId, action).catch((e: unknown) => {
      const code = (e as { code?: string }).code ?? '';
      if (MOVED_ON.has(code) || (moving && code === 'NOT_SEATED')) setLate(view.handNumber);
      else onError(e);
    });
  const mine = seat !== null && view.toAct === seat ? view.legalActions : null;
  const pot = view.pots.reduce((t, p) => t + p.amount, 0) + view.seats.reduce((t, s) => t + (s?.committed ?? 0), 0);
  const currentBet = Math.max(0, ...view.seats.map((s) => s?.committed ?? 0));
  const away = seat !== null && view.sittingOut[seat] === true;
  const toActName = view.clock ? (view.names[view.clock.seat] ?? `Seat ${view.clock.seat + 1}`) : '';
  return (
    <div class="room-table" role="region" aria-label="Room table">
      <h3>
        {title} <span class="muted">({view.variantName})</span>
      </h3>
      <p class="room-status" aria-live="polite">
        {seat === null ? 'Watching' : `Seat ${seat + 1}`}, hand {view.handNumber}
        {view.phase === 'playing' && !view.isComplete ? `, ${view.street ?? 'showdown'}` : ', between hands'}
        {mine ? ': your turn' : ''}
        {away ? ' (sitting out)' : ''}
      </p>
      <RoomClock clock={view.clock} receivedAt={receivedAt} name={toActName} />
      <p class="room-board">
        {seat !== null && (
          <>
            Your cards: <CardRow cards={view.seats[seat]?.holeCards ?? []} />{' '}
          </>
        )}
        Board: <CardRow cards={view.board} /> <span class="room-pot">Pot {pot}</span>
      </p>
      <RoomSeats view={view} mine={seat} />
      {mine && <RoomActions legal={mine} currentBet={currentBet} held={view.seats[seat!]?.holeCards ?? []} onAct={(a) => void act(a)} />}
      {late === view.handNumber && <p class="muted">Too late: the table had moved on before your action arrived.</p>}
      {result && <HandResultView result={result} />}
      <div class="row">
        {seat !== null && !away && (
          <button type="button" onClick={() => client.sitOut(tableId).catch(onError)}>
            Sit out
          </button>
        )}
        {seat !== null && away && (
          <button type="button" onClick={() => client.sitIn(tableId).catch(onError)}>
            Sit in
          </button>
        )}
        {children}
      </div>
      {!tableId.includes('/') && (
        <p class="muted">
          Table id <code>{tableId}</code>: <code>npx pokerchart bots --url … --table {tableId}</code> seats a bot.
        </p>
      )}
    </div>
  );
}
