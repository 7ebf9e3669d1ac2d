import type { RoomStanding } from './tournamentClient.js';

/**
 * A tournament's standings (R247, R250): every entry, best first, with its place once final (R263),
 * its chips and its prize; `you` marks this page's player.
 */
export function Standings({ standings, you }: { standings: readonly RoomStanding[]; you: string }) {
  return (
    <table class="room-list" aria-label="Standings">
      <caption>Standings</caption>
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Player</th>
          <th scope="col">Chips</th>
          <th scope="col">Prize</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((s) => (
          <tr key={`${s.name}:${s.entry}`} class={s.name === you ? 'you' : undefined}>
            <td>{s.place ?? '–'}</td>
            <td>
              {s.name}
              {s.entries > 1 ? ` (entry ${s.entry})` : ''}
              {s.name === you ? ' (you)' : ''}
            </td>
            <td>{s.stack}</td>
            <td>{s.prize > 0 ? s.prize : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
