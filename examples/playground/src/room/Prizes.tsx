import type { RoomStanding } from './tournamentClient.js';

/** The prizes paid (R250) once places are final: "1st Ann 720". */
export function Prizes({ standings }: { standings: readonly RoomStanding[] }) {
  const paid = standings.filter((s) => s.place !== null && s.prize > 0).sort((a, b) => a.place! - b.place!);
  if (paid.length === 0) return null;
  const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
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
