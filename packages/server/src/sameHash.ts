import { createHash, timingSafeEqual } from 'node:crypto';

/** The SHA-256 of a token, in hex: the room keeps the hashes of seat, tournament and admin tokens, never the tokens. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Whether two token hashes (hex) are the same, compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
