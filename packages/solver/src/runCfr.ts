import type { GameTree } from './GameTree.js';
import type { Profile } from './evaluateProfile.js';

/** The algorithms of {@link solve}: vanilla CFR, or CFR+ (regret matching+ and linear averaging). */
export type CfrAlgorithm = 'cfr' | 'cfr+';

/**
 * Counterfactual regret minimization over a game tree's arrays (R293), with alternating updates:
 * each iteration updates player 0's regrets, then player 1's, each pass with the current
 * strategies of every information set fixed at its start. CFR+ keeps regrets non-negative and
 * weighs iteration t's strategy by t in the average. @internal
 */
export class CfrRun {
  readonly tree: GameTree;
  readonly algorithm: CfrAlgorithm;
  /** Iterations done. */
  iterations = 0;
  readonly #regret: Float64Array;
  readonly #sum: Float64Array;
  readonly #current: Float64Array;
  /** Per-depth scratch of action values. */
  readonly #scratch: Float64Array;
  readonly #width: number;

  constructor(tree: GameTree, algorithm: CfrAlgorithm) {
    this.tree = tree;
    this.algorithm = algorithm;
    this.#regret = new Float64Array(tree.actionCount);
    this.#sum = new Float64Array(tree.actionCount);
    this.#current = new Float64Array(tree.actionCount);
    let width = 1;
    for (const a of tree.actions) width = Math.max(width, a.length);
    this.#width = width;
    this.#scratch = new Float64Array(width * (depthOf(tree) + 2));
  }

  /** Regret matching: each information set's current strategy from its positive regrets (uniform when none). */
  #match(): void {
    const { offset, actions } = this.tree;
    const regret = this.#regret;
    const current = this.#current;
    for (let i = 0; i < actions.length; i++) {
      const o = offset[i]!;
      const k = actions[i]!.length;
      let total = 0;
      for (let a = 0; a < k; a++) if (regret[o + a]! > 0) total += regret[o + a]!;
      for (let a = 0; a < k; a++) current[o + a] = total > 0 ? Math.max(regret[o + a]!, 0) / total : 1 / k;
    }
  }

  /** One iteration: a pass for player 0, then one for player 1. */
  iterate(): void {
    this.iterations++;
    const weight = this.algorithm === 'cfr+' ? this.iterations : 1;
    for (let p = 0; p < 2; p++) {
      this.#match();
      this.#walk(0, p, 1, 1, weight, 0);
      if (this.algorithm === 'cfr+') {
        const regret = this.#regret;
        for (let i = 0; i < regret.length; i++) if (regret[i]! < 0) regret[i] = 0;
      }
    }
  }

  #walk(n: number, i: number, own: number, other: number, weight: number, depth: number): number {
    const { kind, first, count, children, prob, payoff, infoSet, offset, player } = this.tree;
    const k = kind[n]!;
    if (k === 0) return i === 0 ? payoff[n]! : -payoff[n]!;
    const f = first[n]!;
    const c = count[n]!;
    let v = 0;
    if (k === 1) {
      for (let j = 0; j < c; j++) {
        const child = children[f + j]!;
        const q = prob[child]!;
        v += q * this.#walk(child, i, own, other * q, weight, depth + 1);
      }
      return v;
    }
    const o = offset[infoSet[n]!]!;
    const current = this.#current;
    if (player[n] !== i) {
      for (let a = 0; a < c; a++) {
        const s = current[o + a]!;
        v += s * this.#walk(children[f + a]!, i, own, other * s, weight, depth + 1);
      }
      return v;
    }
    const scratch = this.#scratch;
    const base = depth * this.#width;
    for (let a = 0; a < c; a++) {
      const s = current[o + a]!;
      const va = this.#walk(children[f + a]!, i, own * s, other, weight, depth + 1);
      scratch[base + a] = va;
      v += s * va;
    }
    const regret = this.#regret;
    const sum = this.#sum;
    for (let a = 0; a < c; a++) {
      regret[o + a] = regret[o + a]! + other * (scratch[base + a]! - v);
      sum[o + a] = sum[o + a]! + weight * own * current[o + a]!;
    }
    return v;
  }

  /** The average strategy so far (uniform where an information set was never reached). */
  average(): Profile {
    const { offset, actions } = this.tree;
    const out = new Float64Array(this.tree.actionCount);
    const sum = this.#sum;
    for (let i = 0; i < actions.length; i++) {
      const o = offset[i]!;
      const k = actions[i]!.length;
      let total = 0;
      for (let a = 0; a < k; a++) total += sum[o + a]!;
      for (let a = 0; a < k; a++) out[o + a] = total > 0 ? sum[o + a]! / total : 1 / k;
    }
    return out;
  }
}

/** The depth of the deepest node. */
function depthOf(tree: GameTree): number {
  const depth = new Int32Array(tree.size);
  let max = 0;
  for (let n = 0; n < tree.size; n++) {
    const f = tree.first[n]!;
    for (let j = 0; j < tree.count[n]!; j++) {
      const child = tree.children[f + j]!;
      depth[child] = depth[n]! + 1;
      if (depth[child]! > max) max = depth[child]!;
    }
  }
  return max;
}
