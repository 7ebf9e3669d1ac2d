import { shuffle, type Rng } from '@pokerchart/cards';

/**
 * The starting draw (R240): `entries` players at tables of `tableSize` seats, as few tables as
 * hold them, table counts differing by at most one, every seat drawn at random from `rng`.
 * Returns, for each entry in order, its table index (from 0) and seat.
 */
export function drawSeats(entries: number, tableSize: number, rng: Rng): { table: number; seat: number }[] {
  const tables = Math.max(1, Math.ceil(entries / tableSize));
  const order = shuffle(Array.from({ length: entries }, (_, i) => i), rng);
  const seatOrders = Array.from({ length: tables }, () => shuffle(Array.from({ length: tableSize }, (_, s) => s), rng));
  const out = new Array<{ table: number; seat: number }>(entries);
  order.forEach((entry, k) => {
    const table = k % tables;
    out[entry] = { table, seat: seatOrders[table]![Math.floor(k / tables)]! };
  });
  return out;
}
