import { nextRound } from '@pokerchart/betting';
import type { HandContext } from './HandContext.js';
import type { HandEnv } from './handEnv.js';
import { withContext } from './withContext.js';
import type { HandLogEntry } from './HandLogEntry.js';
import { settleHand } from './settleHand.js';

/**
 * Deals one street's burn and board cards from the context's deck (R37, R38), appending to `log`.
 * Returns the changed fields. @internal
 */
export function dealStreetFromDeck(ctx: HandContext, env: HandEnv, street: number, log: HandLogEntry[]): Pick<HandContext, 'deck' | 'board' | 'burns' | 'dealtStreet'> {
  const spec = env.variant.streets[street]!;
  let pos = 0;
  const deck = ctx.deck;
  let burns = ctx.burns;
  if (spec.burn === true) {
    const card = deck[pos++]!;
    burns = [...burns, card];
    log.push({ type: 'burned', street: spec.name, card });
  }
  if (spec.board === 0) return { deck: pos === 0 ? deck : deck.slice(pos), board: ctx.board, burns, dealtStreet: street };
  const cards = deck.slice(pos, pos + spec.board);
  pos += spec.board;
  if (cards.length > 0) log.push({ type: 'board', street: spec.name, cards });
  return { deck: deck.slice(pos), board: cards.length > 0 ? [...ctx.board, ...cards] : ctx.board, burns, dealtStreet: street };
}

/**
 * Moves a hand forward as far as it goes without outside input (R101-R105): closes rounds, deals
 * the next street (or waits for manual cards), starts the next betting round, stops at a run-out
 * (R103), settles a hand won by folds (R102) or a showdown. `log` is the fresh log array of `ctx`,
 * owned by the caller. @internal
 */
export function advanceHand(ctx: HandContext, env: HandEnv): HandContext {
  let c = ctx;
  for (;;) {
    if (c.phase === 'hole') {
      if (c.dealOrder.some((s) => c.holeCards[s]!.length === 0)) return c;
      c = withContext(c, { phase: 'betting' });
    }
    const b = c.betting;
    switch (b.status) {
      case 'betting': {
        if (c.dealtStreet >= b.street) return c.phase === 'betting' ? c : withContext(c, { phase: 'betting' });
        if (c.dealing === 'manual') {
          // a street without board cards needs no dealing
          if (env.variant.streets[b.street]!.board === 0) {
            c = withContext(c, { dealtStreet: b.street });
            continue;
          }
          return c.phase === 'board' ? c : withContext(c, { phase: 'board' });
        }
        c = withContext(c, dealStreetFromDeck(c, env, b.street, c.log));
        continue;
      }
      case 'street-complete': {
        c.log.push({ type: 'street-closed', street: env.variant.streets[b.street]!.name });
        c = withContext(c, { betting: nextRound(b, env.betting) });
        continue;
      }
      case 'run-out':
      case 'showdown': {
        if (c.phase !== 'runout' && c.phase !== 'showdown') {
          c.log.push({ type: 'street-closed', street: env.variant.streets[b.street]!.name });
        }
        const streets = env.variant.streets;
        const last = streets.length - 1;
        if (c.dealtStreet < last) {
          let boardLeft = false;
          for (let s = c.dealtStreet + 1; s <= last; s++) if (streets[s]!.board > 0) boardLeft = true;
          if (!boardLeft) c = withContext(c, { dealtStreet: last }); // nothing left to deal
        }
        if (c.dealtStreet < last) {
          if (c.phase === 'runout') return c;
          // R127: betting is closed with an all-in; every live hand is turned face up now
          const exposed = c.exposed.slice();
          const seats: number[] = [];
          for (const s of c.dealOrder) {
            if (!b.folded[s]) {
              exposed[s] = true;
              seats.push(s);
            }
          }
          c.log.push({ type: 'exposed', seats });
          return withContext(c, { exposed, phase: 'runout' });
        }
        return c.phase === 'showdown' ? c : withContext(c, { phase: 'showdown' });
      }
      case 'folded':
        return settleHand(c, env);
    }
  }
}
