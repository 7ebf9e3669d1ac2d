import type { GameTree } from './GameTree.js';

/**
 * A profile over a tree: for each (information set, action) pair, at `tree.offset[i] + a`, the
 * probability the owner of information set `i` takes action `a`. @internal
 */
export type Profile = Float64Array;

/** The uniform random profile: every legal action equally likely. @internal */
export function uniformProfile(tree: GameTree): Profile {
  const out = new Float64Array(tree.actionCount);
  for (let i = 0; i < tree.infoSets.length; i++) {
    const k = tree.actions[i]!.length;
    for (let a = 0; a < k; a++) out[tree.offset[i]! + a] = 1 / k;
  }
  return out;
}

/** Player 0's expected chips per hand when both players play `profile` (player 1's is the opposite). @internal */
export function profileValue(tree: GameTree, profile: Profile): number {
  const { kind, first, count, children, prob, payoff, infoSet, offset } = tree;
  const walk = (n: number): number => {
    const k = kind[n]!;
    if (k === 0) return payoff[n]!;
    let v = 0;
    const f = first[n]!;
    const c = count[n]!;
    if (k === 1) {
      for (let j = 0; j < c; j++) {
        const child = children[f + j]!;
        v += prob[child]! * walk(child);
      }
      return v;
    }
    const o = offset[infoSet[n]!]!;
    for (let a = 0; a < c; a++) {
      const p = profile[o + a]!;
      if (p > 0) v += p * walk(children[f + a]!);
    }
    return v;
  };
  return walk(0);
}

/**
 * What player `br` wins per hand with a best response to the other player's part of `profile`
 * (R293): at each of its information sets the action with the best counterfactual value, summed
 * over the set's histories weighted by the chance and the opponent's reach. Deeper information
 * sets are decided first, on demand, and node values are memoized. @internal
 */
export function bestResponseValue(tree: GameTree, profile: Profile, br: number): number {
  const { size, kind, first, count, children, prob, payoff, infoSet, offset, player, histories } = tree;
  const sign = br === 0 ? 1 : -1;
  // the chance and opponent reach of every node
  const reach = new Float64Array(size);
  const down = (n: number, r: number): void => {
    reach[n] = r;
    const k = kind[n]!;
    if (k === 0) return;
    const f = first[n]!;
    const c = count[n]!;
    if (k === 1) {
      for (let j = 0; j < c; j++) {
        const child = children[f + j]!;
        down(child, r * prob[child]!);
      }
      return;
    }
    if (player[n] === br) {
      for (let a = 0; a < c; a++) down(children[f + a]!, r);
      return;
    }
    const o = offset[infoSet[n]!]!;
    for (let a = 0; a < c; a++) down(children[f + a]!, r * profile[o + a]!);
  };
  down(0, 1);
  const value = new Float64Array(size);
  const known = new Uint8Array(size);
  const chosen = new Int32Array(tree.infoSets.length).fill(-1);
  const choose = (i: number): number => {
    if (chosen[i]! >= 0) return chosen[i]!;
    const hs = histories[i]!;
    const k = tree.actions[i]!.length;
    let best = 0;
    let bestValue = -Infinity;
    for (let a = 0; a < k; a++) {
      let v = 0;
      for (let j = 0; j < hs.length; j++) {
        const h = hs[j]!;
        const r = reach[h]!;
        if (r > 0) v += r * nodeValue(children[first[h]! + a]!);
      }
      if (v > bestValue + 1e-12) {
        bestValue = v;
        best = a;
      }
    }
    chosen[i] = best;
    return best;
  };
  const nodeValue = (n: number): number => {
    if (known[n] === 1) return value[n]!;
    const k = kind[n]!;
    let v = 0;
    if (k === 0) v = sign * payoff[n]!;
    else {
      const f = first[n]!;
      const c = count[n]!;
      if (k === 1) {
        for (let j = 0; j < c; j++) {
          const child = children[f + j]!;
          v += prob[child]! * nodeValue(child);
        }
      } else if (player[n] === br) {
        v = nodeValue(children[f + choose(infoSet[n]!)]!);
      } else {
        const o = offset[infoSet[n]!]!;
        for (let a = 0; a < c; a++) {
          const p = profile[o + a]!;
          if (p > 0) v += p * nodeValue(children[f + a]!);
        }
      }
    }
    value[n] = v;
    known[n] = 1;
    return v;
  };
  return nodeValue(0);
}

/** NashConv (R293): the sum over both players of what a best response gains against `profile`. @internal */
export function nashConv(tree: GameTree, profile: Profile): number {
  const v0 = profileValue(tree, profile);
  return bestResponseValue(tree, profile, 0) - v0 + (bestResponseValue(tree, profile, 1) + v0);
}
