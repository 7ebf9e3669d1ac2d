import type { HandContext } from './HandContext.js';

/**
 * A copy of `ctx` with `changes` applied. The copy is written field by field in the order
 * initialHandContext writes them, so every context of every hand has one shape, and it is about
 * ten times cheaper than an object spread of the same fields on this Node (one per action on the
 * hot path of a hand). The type makes the list complete: a field added to {@link HandContext}
 * must be added here or this file does not compile. @internal
 */
export function withContext(ctx: HandContext, changes: Partial<HandContext>): HandContext {
  const next: HandContext = {
    version: ctx.version,
    variantId: ctx.variantId,
    bettingId: ctx.bettingId,
    dealing: ctx.dealing,
    seed: ctx.seed,
    deck: ctx.deck,
    dealOrder: ctx.dealOrder,
    holeCards: ctx.holeCards,
    board: ctx.board,
    extraBoards: ctx.extraBoards,
    burns: ctx.burns,
    dealtStreet: ctx.dealtStreet,
    betting: ctx.betting,
    phase: ctx.phase,
    exposed: ctx.exposed,
    kinds: ctx.kinds,
    deciding: ctx.deciding,
    upCards: ctx.upCards,
    bringIn: ctx.bringIn,
    bringInMayComplete: ctx.bringInMayComplete,
    openPairBigBet: ctx.openPairBigBet,
    runItTimes: ctx.runItTimes,
    maxRuns: ctx.maxRuns,
    runChoice: ctx.runChoice,
    runs: ctx.runs,
    bombPot: ctx.bombPot,
    autoMuck: ctx.autoMuck,
    result: ctx.result,
    log: ctx.log,
  };
  if (ctx.rake !== undefined) next.rake = ctx.rake; // R264, only in a raked hand
  // own enumerable fields only, as a for-in with hasOwn would copy them, and about a third faster
  return Object.assign(next, changes);
}
