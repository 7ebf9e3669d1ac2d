/**
 * The button and blind seats of the next hand under the dead-button rule (R248, TDA 32): the big
 * blind moves to the next dealt-in player after the last big blind, so nobody skips it or posts it
 * twice in a row after an elimination; the small blind goes to the last big blind's seat and the
 * button to the last small blind's seat, either of which may be empty (a dead small blind posts
 * nothing, a dead button stays on its seat). Heads-up (two players dealt in) the button posts the
 * small blind (R14), and it is the player who is not the big blind.
 *
 * `dealtIn[seat]` says who takes part in the next hand. Returns null when fewer than two are dealt in.
 */
export function deadButtonSeats(
  last: { smallBlind: number; bigBlind: number },
  dealtIn: readonly boolean[],
): { button: number; smallBlind: number; bigBlind: number } | null {
  const n = dealtIn.length;
  const players = dealtIn.filter(Boolean).length;
  if (players < 2) return null;
  let bigBlind = -1;
  for (let i = 1; i <= n; i++) {
    const seat = (last.bigBlind + i) % n;
    if (dealtIn[seat]) { bigBlind = seat; break; }
  }
  if (players === 2) {
    const other = dealtIn.findIndex((d, seat) => d && seat !== bigBlind);
    return { button: other, smallBlind: other, bigBlind };
  }
  return { button: last.smallBlind, smallBlind: last.bigBlind, bigBlind };
}
