/** A player busted by a hand: at which table, and the chips they started that hand with. */
export interface Bust<K> {
  /** Whatever identifies the player. */
  key: K;
  /** The table. */
  table: number;
  /** Chips at the start of the hand that busted them. */
  startStack: number;
}

/**
 * Finishing order among players busted together (R247): a tier per player, a higher tier
 * finishing higher and equal tiers tying. At one table, the player who started the hand with more
 * chips finishes higher and equal stacks tie. In a hand-for-hand round (`handForHand`) players
 * busted at different tables tie: each table's busts are ranked from the top by starting stack, and
 * the players with the same rank at their tables share a tier.
 */
export function rankEliminations<K>(busts: readonly Bust<K>[], handForHand: boolean): Map<K, number> {
  const tiers = new Map<K, number>();
  if (!handForHand) {
    for (const b of busts) tiers.set(b.key, b.startStack);
    return tiers;
  }
  const byTable = new Map<number, Bust<K>[]>();
  for (const b of busts) byTable.set(b.table, [...(byTable.get(b.table) ?? []), b]);
  for (const list of byTable.values()) {
    const levels = [...new Set(list.map((b) => b.startStack))].sort((a, b) => b - a);
    for (const b of list) tiers.set(b.key, -levels.indexOf(b.startStack));
  }
  return tiers;
}
