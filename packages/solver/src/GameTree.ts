/**
 * A game tree built once through the hand machine and kept as arrays (node ids in depth-first
 * order, a parent before its children). @internal
 */
export interface GameTree {
  /** Number of nodes. */
  readonly size: number;
  /** Per node: 0 terminal, 1 chance, 2 decision. */
  readonly kind: Uint8Array;
  /** Per decision node: the player to act (0 or 1); -1 elsewhere. */
  readonly player: Int8Array;
  /** Per decision node: its information set's index; -1 elsewhere. */
  readonly infoSet: Int32Array;
  /** Per node: where its children start in {@link GameTree.children}. */
  readonly first: Int32Array;
  /** Per node: how many children (a decision node's in the order of its information set's actions). */
  readonly count: Int32Array;
  /** The children of every node, each node's contiguous. */
  readonly children: Int32Array;
  /** Per node: the chance of the deal that led to it from a chance node (1 after a decision). */
  readonly prob: Float64Array;
  /** Per terminal node: player 0's chips won (player 1 wins the opposite: no rake). */
  readonly payoff: Float64Array;
  /** The information sets in the notation of R293, by index. */
  readonly infoSets: readonly string[];
  /** Per information set: its action letters. */
  readonly actions: readonly (readonly string[])[];
  /** Per information set: the player who acts in it. */
  readonly owner: Int8Array;
  /** Per information set: its decision nodes (histories). */
  readonly histories: readonly Int32Array[];
  /** Where each information set's actions start in a flat per-action array, and the total. */
  readonly offset: Int32Array;
  /** Total number of (information set, action) pairs. */
  readonly actionCount: number;
}
