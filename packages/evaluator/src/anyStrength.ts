import type { Card } from '@pokerchart/cards';
import type { Mode } from './modes.js';
import { slowStrength } from './slowStrength.js';
import { CARD_KEY, CARD_SUIT, flushTable, HASH_MASK, nonFlushTable, OFFSETS, SUIT_BASE } from './tables.js';

const buf: Card[] = [];

/**
 * The best strength of any five of `hole` and `board` together under `mode`: one perfect-hash
 * lookup for five to seven cards, the reference path for more. No allocation.
 * @internal
 */
export function anyStrength(hole: readonly Card[], board: readonly Card[], mode: Mode): number {
  const nh = hole.length;
  const nb = board.length;
  if (nh + nb > 7) {
    buf.length = 0;
    for (let i = 0; i < nh; i++) buf.push(hole[i]!);
    for (let i = 0; i < nb; i++) buf.push(board[i]!);
    return slowStrength(buf, buf.length, mode);
  }
  let k = 0;
  let s = SUIT_BASE;
  for (let i = 0; i < nh; i++) {
    k += CARD_KEY[hole[i]!]!;
    s += CARD_SUIT[hole[i]!]!;
  }
  for (let i = 0; i < nb; i++) {
    k += CARD_KEY[board[i]!]!;
    s += CARD_SUIT[board[i]!]!;
  }
  if ((s & 0x8888) !== 0) {
    const suit = (31 - Math.clz32(s & 0x8888)) >> 2;
    let m = 0;
    for (let i = 0; i < nh; i++) if ((hole[i]! & 3) === suit) m |= 1 << (hole[i]! >> 2);
    for (let i = 0; i < nb; i++) if ((board[i]! & 3) === suit) m |= 1 << (board[i]! >> 2);
    return flushTable(mode)[m]!;
  }
  return nonFlushTable(mode)[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
}
