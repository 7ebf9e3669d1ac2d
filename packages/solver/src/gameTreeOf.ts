import type { VariantDescriptor } from '@pokerchart/engine';
import { buildGameTree } from './buildGameTree.js';
import type { GameTree } from './GameTree.js';
import { resolveGame, type ResolvedGame } from './resolveGame.js';
import type { SolverGame } from './SolverGame.js';

/** Trees built so far, by variant object and the key of the rest of the game. */
const trees = new WeakMap<VariantDescriptor, Map<string, GameTree>>();

/** The game with its defaults and its tree, built once per game through the hand machine and memoized. @internal */
export function gameTreeOf(game: SolverGame): { game: ResolvedGame; tree: GameTree } {
  const resolved = resolveGame(game);
  let byKey = trees.get(resolved.variant);
  if (byKey === undefined) {
    byKey = new Map();
    trees.set(resolved.variant, byKey);
  }
  let tree = byKey.get(resolved.key);
  if (tree === undefined) {
    tree = buildGameTree(resolved);
    byKey.set(resolved.key, tree);
  }
  return { game: resolved, tree };
}
