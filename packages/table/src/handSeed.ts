/**
 * The shuffle seed of hand number `hand` (1 for the first hand) at a table seeded with
 * `tableSeed`: a 32-bit mix of both, so every hand gets its own unrelated deck while the whole
 * game replays exactly from the table seed.
 */
export function handSeed(tableSeed: number, hand: number): number {
  let h = Math.imul((tableSeed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.floor(tableSeed / 4294967296);
  h = Math.imul(h ^ (h >>> 13) ^ Math.imul(hand, 0xc2b2ae35), 0x27d4eb2f);
  h ^= h >>> 16;
  h = Math.imul(h, 0x165667b1);
  return (h ^ (h >>> 15)) >>> 0;
}
