import { ordinal } from './ordinal.js';
import type { RoomStanding } from './tournamentClient.js';

/** The prizes paid (R250) once places are final: "1st Ann 720". */
export function Prizes({ standings }: { standings: readonly RoomStanding[] }) {
  const paid = standings.filter((s) => s.place !== null && s.prize > 0).sort((a, b) => a.place! - b.place!);
  if (paid.length === 0) return null;
  return (
    <ul class="room-prizes" aria-label="Prizes">
      {paid.map((s) => (
        <li key={`${s.name}:${s.entry}`}>
          {ordinal(s.place!)} {s.name}: {s.prize}
        </li>
      ))}
    </ul>
  );
}
