import type { GameTree } from './GameTree.js';
import type { Profile } from './evaluateProfile.js';
import { type Strategy, TableStrategy } from './Strategy.js';

/**
 * A strategy's probabilities laid over a tree; an information set it does not know, or whose
 * letters are not the tree's, is played uniformly. @internal
 */
export function profileOf(tree: GameTree, strategy: Strategy): Profile {
  const out = new Float64Array(tree.actionCount);
  for (let i = 0; i < tree.infoSets.length; i++) {
    const letters = tree.actions[i]!;
    const row = strategy.probabilities(tree.infoSets[i]!);
    let total = 0;
    for (const letter of letters) total += row[letter] ?? 0;
    const o = tree.offset[i]!;
    for (let a = 0; a < letters.length; a++) out[o + a] = total > 0 ? (row[letters[a]!] ?? 0) / total : 1 / letters.length;
  }
  return out;
}

/** A profile as a {@link Strategy} in the notation of R293. @internal */
export function strategyOf(tree: GameTree, profile: Profile, variant: string): Strategy {
  const table = new Map<string, Record<string, number>>();
  for (let i = 0; i < tree.infoSets.length; i++) {
    const row: Record<string, number> = {};
    const o = tree.offset[i]!;
    tree.actions[i]!.forEach((letter, a) => (row[letter] = profile[o + a]!));
    table.set(tree.infoSets[i]!, row);
  }
  return new TableStrategy(variant, table);
}
