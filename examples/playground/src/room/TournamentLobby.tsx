import type { Client, LobbyTable, LobbyTournament } from '@pokerchart/client';
import { useEffect, useState } from 'preact/hooks';
import { ordinal } from './ordinal.js';
import { Prizes } from './Prizes.js';
import { RoomTable } from './RoomTable.js';
import { Standings } from './Standings.js';
import type { RoomStanding } from './tournamentClient.js';

interface Props {
  client: Client;
  tournament: LobbyTournament;
  /** The room's tables (to name the player's table). */
  tables: readonly LobbyTable[];
  /** The player's name. */
  name: string;
  /** The admin token, when this page created the tournament. */
  adminToken: string | null;
  onError: (e: unknown) => void;
  /** Extra controls (back to the lobby). */
  children?: preact.ComponentChildren;
}

const tokenKey = (tournamentId: string, name: string) => `pokerchart:tournament:${tournamentId}:${name}`;

/**
 * A tournament's lobby (R263): its state, entries and prize pool; Register (also late, R241);
 * once seated, the player's table, followed from table to table as the room moves the player
 * (`on('seat')`: the start, balancing, table breaks, the final table), with every move listed;
 * the standings, and the prizes at the end. The creator starts it.
 */
export function TournamentLobby({ client, tournament, tables, name, adminToken, onError, children }: Props) {
  const id = tournament.tournamentId;
  const [token, setToken] = useState<string | null>(null);
  const [seat, setSeat] = useState<{ tableId: string; seat: number } | null>(null);
  const [moves, setMoves] = useState<{ tableId: string; seat: number }[]>([]);
  const [standings, setStandings] = useState<RoomStanding[]>([]);

  useEffect(() => {
    const onSeat = (tournamentId: string, s: { tableId: string; seat: number }) => {
      if (tournamentId !== id) return;
      setSeat(s);
      setMoves((m) => [...m, s]);
    };
    client.on('seat', onSeat);
    const saved = sessionStorage.getItem(tokenKey(id, name));
    if (saved) client.resumeTournament(id, saved).then(() => setToken(saved), () => sessionStorage.removeItem(tokenKey(id, name)));
    return () => client.off('seat', onSeat as never);
  }, [client, id, name]);

  useEffect(() => {
    let live = true;
    const poll = () =>
      client.standings(id).then(
        (s) => live && setStandings(s),
        () => {},
      );
    void poll();
    const timer = setInterval(poll, tournament.state === 'complete' ? 60_000 : 1500);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, id, tournament.state]);

  const register = () =>
    client.register(id, { name }).then(({ token: t }) => {
      sessionStorage.setItem(tokenKey(id, name), t);
      setToken(t);
    }, onError);
  const start = () => adminToken && client.tournamentAdmin(id, adminToken, { type: 'start' }).catch(onError);
  const tableName = (tableId: string) => {
    const mine = tables.filter((t) => t.tournamentId === id);
    const t = mine.find((x) => x.tableId === tableId);
    const number = /\/t(\d+)$/.exec(tableId)?.[1];
    return t?.name ?? (number ? `${tournament.name}, table ${number}` : `Table ${tableId}`);
  };
  const me = standings.find((s) => s.name === name && s.entry === s.entries);
  const out = me !== undefined && me.stack === 0 && tournament.state !== 'registering';

  return (
    <div class="room-tournament" role="region" aria-label="Tournament">
      <h3>{tournament.name}</h3>
      <p class="room-status" aria-label="Tournament state">
        {tournament.state === 'registering' ? 'Registering' : tournament.state === 'running' ? 'Running' : 'Complete'}: {tournament.entries} entries, prize pool {tournament.prizePool}
      </p>
      <p class="muted">
        Its id is <code>{id}</code>: <code>npx pokerchart bots --url … --tournament {id} --count 10</code> registers bots.
      </p>
      <div class="row">
        {token === null && tournament.state !== 'complete' && (
          <button type="button" onClick={register}>
            Register
          </button>
        )}
        {token !== null && <span>Registered as {name}.</span>}
        {adminToken && tournament.state === 'registering' && (
          <button type="button" onClick={start}>
            Start tournament
          </button>
        )}
        {children}
      </div>
      {moves.length > 0 && (
        <ol class="room-moves" aria-label="Your seats">
          {moves.map((m, i) => (
            <li key={i}>
              {i === 0 ? 'Seated at' : 'Moved to'} {tableName(m.tableId)}, seat {m.seat + 1}
            </li>
          ))}
        </ol>
      )}
      {out && me?.place != null && (
        <p role="status" aria-label="Your finish">
          You finished {ordinal(me.place)}
          {me.prize > 0 ? `, prize ${me.prize}` : ''}.
        </p>
      )}
      {seat && !out && tournament.state !== 'complete' && (
        <RoomTable key={seat.tableId} client={client} tableId={seat.tableId} seat={seat.seat} title={tableName(seat.tableId)} onError={onError} moving />
      )}
      <Prizes standings={standings} />
      <Standings standings={standings} you={name} />
    </div>
  );
}
