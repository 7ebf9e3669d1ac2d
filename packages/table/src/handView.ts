import type { BettingStructure } from '@pokerchart/betting';
import { buildPots, handLegalActions, handToAct, type HandContext, type PlayerView, type VariantDescriptor } from '@pokerchart/engine';

/**
 * The engine's `PlayerView` of a hand actor's context (the same rules as `Hand.view`): what `viewer` may see of a hand from its machine context: its own hole cards, every seat's up
 * cards (R207), exposed and shown hands, never the deck or burns.
 */
export function handView(ctx: HandContext, viewer: number | 'spectator', variant: VariantDescriptor, betting: BettingStructure): PlayerView {
  const b = ctx.betting;
  const betting_ = ctx.phase === 'betting';
  const toAct = handToAct(ctx);
  const seats = b.dealtIn.map((dealt, s) =>
    dealt
      ? {
          stack: ctx.result !== null ? ctx.result.stacks[s]! : b.stacks[s]!,
          committed: b.committed[s]!,
          folded: b.folded[s]!,
          allIn: b.allIn[s]!,
          holeCards: (s === viewer || ctx.exposed[s]) && (ctx.holeCards[s]?.length ?? 0) > 0 ? ctx.holeCards[s]!.slice() : null,
          upCards: ctx.upCards?.[s]?.slice() ?? [], // R207: seen by all
        }
      : null,
  );
  const view: PlayerView = {
    viewer,
    street: betting_ ? variant.streets[b.street]?.name ?? null : ctx.phase === 'draw' && ctx.exchange !== null ? variant.streets[ctx.exchange.street]?.name ?? null : null,
    toAct,
    button: b.button,
    board: ctx.board.slice(),
    seats,
    pots: ctx.result !== null
      ? ctx.result.pots.map((p) => ({ amount: p.amount, eligible: p.eligible.slice() }))
      : buildPots(b.contributed, b.folded, b.dead).pots,
    legalActions: toAct !== null && toAct === viewer ? handLegalActions(ctx, betting) : null,
    log: viewLog(ctx, viewer),
    isComplete: ctx.phase === 'complete',
  };
  return view;
}

/** The hand's log as `viewer` may see it: other seats' hole cards, discards and burned cards hidden. */
function viewLog(ctx: HandContext, viewer: number | 'spectator'): PlayerView['log'] {
  return ctx.log.map((e) => {
    // another seat's exposed hand reveals the cards it holds, never the ones it threw away in a draw (R212); up cards are seen by all (R207)
    if (e.type === 'dealt' && e.seat !== viewer && (!ctx.exposed[e.seat] || !(e.cards ?? []).every((c) => ctx.holeCards[e.seat]?.includes(c) === true))) return { ...e, cards: null, ...(e.upCards !== undefined ? { upCards: e.upCards.slice() } : {}) };
    if (e.type === 'burned') return { ...e, card: null };
    if (e.type === 'discarded' && e.seat !== viewer) return { ...e, cards: null };
    return jsonCopy(e) as typeof e; // a copy: a view must never alias the hand's state
  });
}

/**
 * A deep copy of JSON data, as `JSON.parse(JSON.stringify(value))` makes it (keys whose value is
 * `undefined` left out), without building the text: a view copies the whole log for every seat
 * that asks.
 */
function jsonCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out[i] = v === undefined ? null : jsonCopy(v);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) {
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = jsonCopy(v);
  }
  return out;
}
