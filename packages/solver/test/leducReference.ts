// An independent Leduc hold'em (R291) written from the rule text for the solver's tests: its own
// betting, showdown and best response (over the public tree, with a vector of the opponent's
// cards), not the engine and not the package's history-based best response. Information sets are
// written in R293's notation so a package strategy can be read.

/** The six cards, in the variant's deck order; ranks J = 0, Q = 1, K = 2. */
export const LEDUC_CARDS = ['Js', 'Qs', 'Ks', 'Jh', 'Qh', 'Kh'] as const;
const rank = (c: number) => c % 3;

/** A strategy as the tests read it: the probabilities of an information set's letters. */
export type Policy = (infoSet: string) => Record<string, number>;

interface Public {
  board: number; // -1 before the board card
  rounds: string[]; // the letters of each round so far
  put: [number, number]; // chips each player has put in (antes included)
}

/** The legal letters of the player to act, and who acts (-1 when the round is over). */
function toAct(state: Public): { player: number; letters: string[] } | null {
  const h = state.rounds[state.rounds.length - 1]!;
  const raises = [...h].filter((l) => l === 'b' || l === 'r').length;
  const last = h[h.length - 1];
  if (h === 'xx' || last === 'c' || last === 'f') return null;
  const player = h.length % 2; // player 0 opens both rounds
  if (last === 'b' || last === 'r') return { player, letters: raises < 2 ? ['f', 'c', 'r'] : ['f', 'c'] };
  return { player, letters: ['x', 'b'] };
}

function apply(state: Public, letter: string, player: number): Public {
  const size = state.rounds.length === 1 ? 2 : 4;
  const put: [number, number] = [state.put[0], state.put[1]];
  const other = put[1 - player]!;
  if (letter === 'c') put[player] = other;
  if (letter === 'b' || letter === 'r') put[player] = other + size;
  const rounds = state.rounds.slice();
  rounds[rounds.length - 1] += letter;
  return { board: state.board, rounds, put };
}

/** Player `p`'s chips won at a finished hand (`folder` who folded, or -1 at showdown). */
function payoff(state: Public, cards: [number, number], p: number, folder: number): number {
  if (folder >= 0) return folder === p ? -state.put[p]! : state.put[1 - p]!;
  const strength = (c: number) => (rank(c) === rank(state.board) ? 10 + rank(c) : rank(c));
  const a = strength(cards[p]!);
  const b = strength(cards[1 - p]!);
  return a > b ? state.put[1 - p]! : a < b ? -state.put[p]! : 0;
}

const key = (p: number, card: number, state: Public) =>
  `${p}:${LEDUC_CARDS[card]}|${state.board < 0 ? '' : LEDUC_CARDS[state.board]}|${state.rounds.join('/')}`;

/** Player 0's expected chips per hand when both play `policy`, by plain recursion over every deal. */
export function leducValue(policy: Policy): number {
  let total = 0;
  const walk = (state: Public, cards: [number, number], reach: number): number => {
    const next = toAct(state);
    if (next === null) {
      const h = state.rounds[state.rounds.length - 1]!;
      if (h.endsWith('f')) return payoff(state, cards, 0, (h.length - 1) % 2);
      if (state.rounds.length === 2) return payoff(state, cards, 0, -1);
      let v = 0;
      for (let b = 0; b < 6; b++) {
        if (b === cards[0] || b === cards[1]) continue;
        v += walk({ board: b, rounds: [...state.rounds, ''], put: state.put }, cards, reach / 4) / 4;
      }
      return v;
    }
    const row = policy(key(next.player, cards[next.player]!, state));
    let v = 0;
    for (const l of next.letters) if ((row[l] ?? 0) > 0) v += row[l]! * walk(apply(state, l, next.player), cards, reach);
    return v;
  };
  for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) if (a !== b) total += walk({ board: -1, rounds: [''], put: [1, 1] }, [a, b], 1) / 30;
  return total;
}

/**
 * What player `br` wins per hand with a best response to `policy` (the other player's part): for
 * each card it holds, over the public tree with the opponent's cards weighted by chance and the
 * opponent's reach; at its own nodes the best action (its information set is its card and the
 * public state, so the max is taken node by node).
 */
export function leducBestResponse(policy: Policy, br: number): number {
  const walk = (state: Public, mine: number, weights: number[]): number => {
    const next = toAct(state);
    if (next === null) {
      const h = state.rounds[state.rounds.length - 1]!;
      const folder = h.endsWith('f') ? (h.length - 1) % 2 : -1;
      if (folder >= 0 || state.rounds.length === 2) {
        let v = 0;
        for (let o = 0; o < 6; o++) {
          if (weights[o] === 0) continue;
          const cards: [number, number] = br === 0 ? [mine, o] : [o, mine];
          v += weights[o]! * payoff(state, cards, br, folder);
        }
        return v;
      }
      let v = 0;
      for (let b = 0; b < 6; b++) {
        if (b === mine) continue;
        const w = weights.map((x, o) => (o === b ? 0 : x / 4));
        v += walk({ board: b, rounds: [...state.rounds, ''], put: state.put }, mine, w);
      }
      return v;
    }
    if (next.player === br) {
      let best = -Infinity;
      for (const l of next.letters) best = Math.max(best, walk(apply(state, l, br), mine, weights));
      return best;
    }
    let v = 0;
    for (const l of next.letters) {
      const w = weights.map((x, o) => (x === 0 ? 0 : x * (policy(key(next.player, o, state))[l] ?? 0)));
      if (w.some((x) => x > 0)) v += walk(apply(state, l, next.player), mine, w);
    }
    return v;
  };
  let total = 0;
  for (let mine = 0; mine < 6; mine++) {
    const weights = [0, 1, 2, 3, 4, 5].map((o) => (o === mine ? 0 : 1 / 5));
    total += walk({ board: -1, rounds: [''], put: [1, 1] }, mine, weights) / 6;
  }
  return total;
}
