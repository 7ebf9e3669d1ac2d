import type { PlayerAction } from '@pokerchart/betting';
import { connect, type Client, type RoomTableInfo, type RoomView } from '@pokerchart/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { CardRow } from './Cards.js';

const params = new URLSearchParams(location.search);

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The poker room: connect to a `pokerchart serve` URL, list its tables, create one, join one and
 * play at it against other people. Views come from the server, computed for this seat alone.
 */
export function RoomPanel() {
  const [url, setUrl] = useState(params.get('room') ?? 'ws://127.0.0.1:8080');
  const [name, setName] = useState('Player');
  const [client, setClient] = useState<Client | null>(null);
  const [tables, setTables] = useState<RoomTableInfo[]>([]);
  const [seated, setSeated] = useState<{ tableId: string; seat: number } | null>(null);
  const [view, setView] = useState<RoomView | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const seatedRef = useRef(seated);
  seatedRef.current = seated;

  useEffect(() => () => void client?.close(), [client]);

  const run = async (fn: () => Promise<void>) => {
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(message(e));
    }
  };
  const refresh = (c: Client) => run(async () => setTables(await c.listTables()));
  const onConnect = () =>
    run(async () => {
      await client?.close();
      const c = await connect(url);
      c.on('view', (tableId, v) => {
        if (seatedRef.current?.tableId === tableId) setView(v);
      });
      setClient(c);
      setSeated(null);
      setView(null);
      setTables(await c.listTables());
    });
  const onCreate = () =>
    run(async () => {
      if (!client) return;
      await client.createTable({ seats: 6, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, cash: { buyIn: 200, autoRebuy: true }, name: `${name}'s table` });
      setTables(await client.listTables());
    });
  const onJoin = (tableId: string) =>
    run(async () => {
      if (!client) return;
      seatedRef.current = { tableId, seat: -1 };
      const { seat } = await client.join(tableId, { name, buyIn: 200 });
      setSeated({ tableId, seat });
      setView(client.lastView(tableId) ?? (await client.view(tableId)));
    });
  const act = (action: PlayerAction) =>
    run(async () => {
      if (client && seated) await client.act(seated.tableId, action);
    });

  const mine = view && seated && view.toAct === seated.seat ? view.legalActions : null;
  const pot = view ? view.pots.reduce((t, p) => t + p.amount, 0) + view.seats.reduce((t, s) => t + (s?.committed ?? 0), 0) : 0;
  const opened = view?.seats.some((s) => s !== null && s.committed > 0) ?? false;

  return (
    <section class="panel room" aria-label="Room">
      <h2>Room</h2>
      <div class="row">
        <span class="field">
          <label for="room-url">Room URL</label>
          <input id="room-url" value={url} onInput={(e) => setUrl((e.target as HTMLInputElement).value)} />
        </span>
        <button type="button" onClick={onConnect}>
          Connect
        </button>
        <span class="field">
          <label for="room-name">Your name</label>
          <input id="room-name" value={name} maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </span>
      </div>
      {client && (
        <div class="row">
          <button type="button" onClick={onCreate}>
            Create table
          </button>
          <button type="button" onClick={() => void refresh(client)}>
            Refresh tables
          </button>
        </div>
      )}
      {client && (
        <ul aria-label="Room tables">
          {tables.map((t) => (
            <li key={t.tableId}>
              {t.name ?? t.tableId}: {t.variant}, {t.betting}, blinds {t.blinds.small}/{t.blinds.big}, {t.seats} seats{' '}
              {!seated && (
                <button type="button" onClick={() => void onJoin(t.tableId)}>
                  Join {t.name ?? t.tableId}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {seated && view && (
        <div class="room-table" aria-label="Room table">
          <p aria-live="polite" class="room-status">
            Seat {seated.seat + 1}, hand {view.handNumber}
            {view.phase === 'playing' ? `, ${view.street ?? 'showdown'}` : ', between hands'}
            {view.toAct === seated.seat ? ': your turn' : ''}
          </p>
          <p>
            Your cards: <CardRow cards={view.seats[seated.seat]?.holeCards ?? null} hidden={0} /> Board: <CardRow cards={view.board} /> Pot {pot}
          </p>
          <ul aria-label="Room seats">
            {view.names.map((n, i) =>
              n === null ? null : (
                <li key={i}>
                  {n}: {view.stacks[i]}
                  {view.seats[i]?.holeCards && i !== seated.seat ? <> shows <CardRow cards={view.seats[i]!.holeCards} /></> : null}
                </li>
              ),
            )}
          </ul>
          {mine && (
            <div class="row">
              {mine.fold && mine.call !== null && (
                <button type="button" onClick={() => void act({ type: 'fold' })}>
                  Room fold
                </button>
              )}
              {mine.check && (
                <button type="button" onClick={() => void act({ type: 'check' })}>
                  Room check
                </button>
              )}
              {mine.call !== null && (
                <button type="button" onClick={() => void act({ type: 'call' })}>
                  Room call {mine.call}
                </button>
              )}
              {mine.raiseTo && (
                <>
                  <span class="field">
                    <label for="room-amount">Room amount</label>
                    <input id="room-amount" type="number" min={mine.raiseTo.min} max={mine.raiseTo.max} value={amount || String(mine.raiseTo.min)} onInput={(e) => setAmount((e.target as HTMLInputElement).value)} />
                  </span>
                  <button type="button" onClick={() => void act({ type: view.street !== 'preflop' && !opened ? 'bet' : 'raise', to: Number(amount || mine.raiseTo!.min) })}>
                    Room raise
                  </button>
                </>
              )}
            </div>
          )}
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
