import { legalActions, potTotal, type BettingStructure } from '@pokerchart/betting';
import type { HandContext, PlayerView, VariantDescriptor } from '@pokerchart/engine';

/**
 * What `viewer` may see of a hand from its machine context: its own hole cards, exposed and shown
 * hands, never the deck or burns.
 */
export function handView(ctx: HandContext, viewer: number | 'spectator', variant: VariantDescriptor, betting: BettingStructure): PlayerView {
  const b = ctx.betting;
  const betting_ = ctx.phase === 'betting';
  const toAct = betting_ ? b.toAct : null;
  const seats = b.dealtIn.map((dealt, s) =>
    dealt
      ? {
          stack: b.stacks[s]!,
          committed: b.committed[s]!,
          folded: b.folded[s]!,
          allIn: b.allIn[s]!,
          holeCards: s === viewer || ctx.exposed[s] ? (ctx.holeCards[s] ?? []).slice() : null,
        }
      : null,
  );
  const eligible = b.dealtIn.flatMap((d, s) => (d && !b.folded[s] ? [s] : []));
  const log = ctx.log.map((e) => {
    if (e.type === 'dealt' && e.seat !== viewer && !ctx.exposed[e.seat]) return { ...e, cards: null };
    if (e.type === 'burned') return { ...e, card: null };
    return e;
  });
  return {
    viewer,
    street: betting_ ? variant.streets[b.street]?.name ?? null : null,
    toAct,
    button: b.button,
    board: ctx.board.slice(),
    seats,
    pots: ctx.phase === 'complete' ? [] : [{ amount: potTotal(b), eligible }],
    legalActions: toAct !== null && toAct === viewer ? legalActions(b, betting) : null,
    log,
    isComplete: ctx.phase === 'complete',
  };
}
