import type { LobbyTable, LobbyTournament } from '@pokerchart/client';
import { allVariants } from '@pokerchart/variants';

const BETTING: Record<string, string> = { 'no-limit': 'no limit', 'pot-limit': 'pot limit', 'fixed-limit': 'fixed limit' };

/** A game as people say it: "Texas Hold'em, no limit". */
function gameOf(t: LobbyTable): string {
  return `${allVariants.find((v) => v.id === t.variant)?.name ?? t.variant}, ${BETTING[t.betting] ?? t.betting}`;
}

interface Props {
  tables: LobbyTable[];
  tournaments: LobbyTournament[];
  onJoin: (table: LobbyTable) => void;
  onWatch: (table: LobbyTable) => void;
  onOpenTournament: (tournament: LobbyTournament) => void;
  onRefresh: () => void;
}

/**
 * The room's lobby (R265): its cash tables (game, stakes, seats taken) with Join and Watch, its
 * tournaments (state, entries, prize pool) with Open. A tournament's own tables are listed under
 * the tournament, to watch.
 */
export function RoomLobby({ tables, tournaments, onJoin, onWatch, onOpenTournament, onRefresh }: Props) {
  const cash = tables.filter((t) => t.tournamentId === undefined);
  return (
    <div class="room-lobby" role="region" aria-label="Lobby">
      <div class="row">
        <h3>Lobby</h3>
        <button type="button" onClick={onRefresh}>
          Refresh
        </button>
      </div>
      <table class="room-list" aria-label="Tables">
        <caption>Tables</caption>
        <thead>
          <tr>
            <th scope="col">Table</th>
            <th scope="col">Game</th>
            <th scope="col">Blinds</th>
            <th scope="col">Players</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cash.length === 0 && (
            <tr>
              <td colSpan={5} class="muted">
                No table yet: create one.
              </td>
            </tr>
          )}
          {cash.map((t) => (
            <tr key={t.tableId}>
              <td>{t.name}</td>
              <td>{gameOf(t)}</td>
              <td>
                {t.blinds.small}/{t.blinds.big}
              </td>
              <td>
                {t.players}/{t.seats}
              </td>
              <td>
                <button type="button" disabled={t.players >= t.seats} onClick={() => onJoin(t)} aria-label={`Join ${t.name}`}>
                  Join
                </button>{' '}
                <button type="button" onClick={() => onWatch(t)} aria-label={`Watch ${t.name}`}>
                  Watch
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table class="room-list" aria-label="Tournaments">
        <caption>Tournaments</caption>
        <thead>
          <tr>
            <th scope="col">Tournament</th>
            <th scope="col">State</th>
            <th scope="col">Entries</th>
            <th scope="col">Prize pool</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tournaments.length === 0 && (
            <tr>
              <td colSpan={5} class="muted">
                No tournament yet.
              </td>
            </tr>
          )}
          {tournaments.map((t) => (
            <tr key={t.tournamentId}>
              <td>{t.name}</td>
              <td>{t.state}</td>
              <td>{t.entries}</td>
              <td>{t.prizePool}</td>
              <td>
                <button type="button" onClick={() => onOpenTournament(t)} aria-label={`Open ${t.name}`}>
                  Open
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
