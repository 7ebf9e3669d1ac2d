import { connect, type Client, type LobbyTable, type LobbyTournament } from '@pokerchart/client';
import { useEffect, useState } from 'preact/hooks';
import { CreateTableForm, type NewTable } from './room/CreateTableForm.js';
import { CreateTournamentForm, type NewTournament } from './room/CreateTournamentForm.js';
import { RoomLobby } from './room/RoomLobby.js';
import { RoomTable } from './room/RoomTable.js';
import { TournamentLobby } from './room/TournamentLobby.js';

const params = new URLSearchParams(location.search);

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Where the page is in the room: the lobby, a table (seated or watching) or a tournament. */
type Place =
  | { kind: 'lobby' }
  | { kind: 'table'; tableId: string; title: string; seat: number | null }
  | { kind: 'tournament'; tournamentId: string; adminToken: string | null };

/**
 * The poker room as its client (`@pokerchart/client`): connect to a `pokerchart serve` URL, then
 * the lobby (tables and tournaments, create a table and sit at it, join, watch), a table (seats,
 * cards, the clock, sit out / sit in, each hand's result) or a tournament's lobby (register, your
 * table as you are moved, standings, prizes).
 */
export function RoomPanel() {
  const [url, setUrl] = useState(params.get('room') ?? 'ws://127.0.0.1:8080');
  const [name, setName] = useState('Player');
  const [client, setClient] = useState<Client | null>(null);
  const [tables, setTables] = useState<LobbyTable[]>([]);
  const [tournaments, setTournaments] = useState<LobbyTournament[]>([]);
  const [place, setPlace] = useState<Place>({ kind: 'lobby' });
  const [error, setError] = useState<string | null>(null);
  const onError = (e: unknown) => setError(message(e));

  useEffect(() => () => void client?.close(), [client]);
  const refresh = async (c: Client | null = client) => {
    if (!c) return;
    const lobby = await c.lobby();
    setTables(lobby.tables);
    setTournaments(lobby.tournaments);
  };
  // the lobby stays current: tables filling up, tournaments starting and ending
  useEffect(() => {
    if (!client) return;
    const timer = setInterval(() => refresh().catch(() => {}), 2000);
    return () => clearInterval(timer);
  }, [client]);

  const run = async (fn: () => Promise<void>) => {
    setError(null);
    try {
      await fn();
    } catch (e) {
      onError(e);
    }
  };
  const onConnect = () =>
    run(async () => {
      await client?.close();
      setClient(null);
      const c = await connect(url);
      setClient(c);
      setPlace({ kind: 'lobby' });
      await refresh(c);
    });
  const sit = async (c: Client, tableId: string, title: string, buyIn: number) => {
    const { seat } = await c.join(tableId, { name, buyIn });
    setPlace({ kind: 'table', tableId, title, seat });
  };
  const onCreateTable = (t: NewTable) =>
    run(async () => {
      if (!client) return;
      const blinds = { small: t.big / 2, big: t.big };
      const buyIn = t.big * 100;
      const { tableId } = await client.createTable({
        name: t.name,
        seats: t.seats,
        variant: t.variant,
        betting: t.betting,
        blinds,
        cash: { buyIn, autoRebuy: true },
        clock: { actionSeconds: t.actionSeconds, timeBankSeconds: 30 },
      });
      await sit(client, tableId, t.name, buyIn); // the creator takes a seat at once
      await refresh();
    });
  const onCreateTournament = (t: NewTournament) =>
    run(async () => {
      if (!client) return;
      const levels = Array.from({ length: 12 }, (_, i) => ({ small: 5 * 2 ** i, big: 10 * 2 ** i }));
      const { tournamentId, adminToken } = await client.createTournament({
        name: t.name,
        variant: 'holdem',
        betting: 'no-limit',
        tableSize: t.tableSize,
        startingStack: t.startingStack,
        buyIn: t.buyIn,
        payouts: [50, 30, 20],
        schedule: { levels, every: { minutes: t.levelMinutes } },
        seed: Math.floor(Math.random() * 2 ** 31),
      });
      setPlace({ kind: 'tournament', tournamentId, adminToken });
      await refresh();
    });
  const back = () =>
    run(async () => {
      if (client && place.kind === 'table' && place.seat !== null) await client.leave(place.tableId);
      setPlace({ kind: 'lobby' });
      await refresh();
    });
  const tournament = place.kind === 'tournament' ? tournaments.find((t) => t.tournamentId === place.tournamentId) : undefined;

  return (
    <section class="panel room" aria-label="Room">
      <h2>Room</h2>
      <div class="row">
        <span class="field">
          <label for="room-url">Room URL</label>
          <input id="room-url" value={url} onInput={(e) => setUrl((e.target as HTMLInputElement).value)} />
        </span>
        <span class="field">
          <label for="room-name">Your name</label>
          <input id="room-name" value={name} maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </span>
        <button type="button" onClick={onConnect}>
          Connect
        </button>
        {client && <span class="muted">Connected as {name}.</span>}
      </div>
      {client && place.kind === 'lobby' && (
        <>
          <RoomLobby
            tables={tables}
            tournaments={tournaments}
            onRefresh={() => void run(() => refresh())}
            onJoin={(t) => void run(() => sit(client, t.tableId, t.name, t.blinds.big * 100))}
            onWatch={(t) =>
              void run(async () => {
                await client.watch(t.tableId);
                setPlace({ kind: 'table', tableId: t.tableId, title: t.name, seat: null });
              })
            }
            onOpenTournament={(t) => setPlace({ kind: 'tournament', tournamentId: t.tournamentId, adminToken: null })}
          />
          <CreateTableForm defaultName={`${name}'s table`} onCreate={(t) => void onCreateTable(t)} />
          <CreateTournamentForm defaultName={`${name}'s tournament`} onCreate={(t) => void onCreateTournament(t)} />
        </>
      )}
      {client && place.kind === 'table' && (
        <RoomTable client={client} tableId={place.tableId} seat={place.seat} title={place.title} onError={onError}>
          <button type="button" onClick={() => void back()}>
            {place.seat === null ? 'Back to the lobby' : 'Leave table'}
          </button>
        </RoomTable>
      )}
      {client && place.kind === 'tournament' && (
        tournament ? (
          <TournamentLobby client={client} tournament={tournament} tables={tables} name={name} adminToken={place.adminToken} onError={onError}>
            <button type="button" onClick={() => void back()}>
              Back to the lobby
            </button>
          </TournamentLobby>
        ) : (
          <p class="muted">Loading the tournament…</p>
        )
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
