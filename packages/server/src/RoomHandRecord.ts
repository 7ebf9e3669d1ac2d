import type { PhhHand } from '@pokerchart/phh';

/**
 * A finished hand as the room keeps it: the full PHH record, and who may see which of its down
 * cards. `hands()` answers each requester with {@link RoomHandRecord.phh} masked for them.
 */
export interface RoomHandRecord {
  /** The hand with every card, as the table dealt it. */
  phh: PhhHand;
  /** Who may see what, by PHH player (the order of `phh.players`). */
  access: {
    /** SHA-256 of the seat token that held each player's seat, or null. */
    holders: (string | null)[];
    /** The cards of each player that everyone saw: up cards and hands shown (R126, R127). */
    shown: string[][];
  };
}
