import type { Rng } from '@pokerchart/cards';

/**
 * The starting draw (R240): `entries` players at tables of `tableSize` seats, as few tables as
 * hold them, table counts differing by at most one, every seat drawn at random from `rng`.
 * Returns, for each entry in order, its table index (from 0) and seat.
 */
export function drawSeats(entries: number, tableSize: number, rng: Rng): { table: number; seat: number }[] {
  const tables = Math.max(1, Math.ceil(entries / tableSize));
  const order = shuffled(Array.from({ length: entries }, (_, i) => i), rng);
  const seatOrders = Array.from({ length: tables }, () => shuffled(Array.from({ length: tableSize }, (_, s) => s), rng));
  const out = new Array<{ table: number; seat: number }>(entries);
  order.forEach((entry, k) => {
    const table = k % tables;
    out[entry] = { table, seat: seatOrders[table]![Math.floor(k / tables)]! };
  });
  return out;
}

/** A seeded Fisher-Yates shuffle (a copy). @internal */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}
