import type { HandContext } from './HandContext.js';

/**
 * A copy of `ctx` with `changes` applied, built field by field so every context has the same
 * shape (cheaper than an object spread on the hot path of one player action). @internal
 */
export function withContext(ctx: HandContext, changes: Partial<HandContext>): HandContext {
  return {
    version: 1,
    variantId: ctx.variantId,
    bettingId: ctx.bettingId,
    dealing: ctx.dealing,
    seed: ctx.seed,
    deck: changes.deck ?? ctx.deck,
    dealOrder: ctx.dealOrder,
    holeCards: changes.holeCards ?? ctx.holeCards,
    board: changes.board ?? ctx.board,
    burns: changes.burns ?? ctx.burns,
    dealtStreet: changes.dealtStreet ?? ctx.dealtStreet,
    betting: changes.betting ?? ctx.betting,
    phase: changes.phase ?? ctx.phase,
    exposed: changes.exposed ?? ctx.exposed,
    exchange: changes.exchange !== undefined ? changes.exchange : ctx.exchange,
    autoMuck: ctx.autoMuck,
    result: changes.result !== undefined ? changes.result : ctx.result,
    log: changes.log ?? ctx.log,
  };
}
