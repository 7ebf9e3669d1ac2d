import { parsePhhAction, replayPhh, type PhhHand } from '@pokerchart/phh';
import type { HandResults } from './playerHandRows.js';

/** The rake and fees a hand reports (`_rake`, `_fees`), in its units. */
export function handCharges(hand: PhhHand): number {
  let charges = typeof hand._rake === 'number' ? hand._rake : 0;
  const fees = hand._fees;
  if (fees !== null && typeof fees === 'object') for (const v of Object.values(fees)) if (typeof v === 'number') charges += v;
  return charges;
}

/**
 * Each player's chips put in the pots (antes, blinds, calls, bets and raises, less an uncalled
 * bet returned, R106), read from the actions with each stack as the limit.
 */
export function contributions(hand: PhhHand): number[] {
  const n = hand.starting_stacks.length;
  const antes = hand.antes ?? [];
  const blinds = hand.blinds_or_straddles ?? [];
  const total = Array.from({ length: n }, (_, i) => (antes[i] ?? 0) + Math.abs(blinds[i] ?? 0));
  const committed = Array.from({ length: n }, (_, i) => Math.max(0, blinds[i] ?? 0));
  let toCall = Math.max(0, ...committed);
  const room = (p: number): number => hand.starting_stacks[p]! - total[p]!;
  for (const text of hand.actions) {
    const a = parsePhhAction(text);
    if (a.type === 'deal-board') {
      committed.fill(0);
      toCall = 0;
    } else if (a.type === 'bet-raise') {
      total[a.player] = total[a.player]! + Math.min(room(a.player), a.amount - committed[a.player]!);
      committed[a.player] = a.amount;
      toCall = Math.max(toCall, a.amount);
    } else if (a.type === 'check-call' && toCall > committed[a.player]!) {
      total[a.player] = total[a.player]! + Math.min(room(a.player), toCall - committed[a.player]!);
      committed[a.player] = toCall;
    }
  }
  // the largest contribution beyond the second largest was never called: it goes back
  let top = -1;
  for (let i = 0; i < n; i++) if (top < 0 || total[i]! > total[top]!) top = i;
  const second = Math.max(0, ...total.filter((_, i) => i !== top));
  if (top >= 0 && total[top]! > second) total[top] = second;
  return total;
}

/**
 * What each player won or lost and collected: from `finishing_stacks` when the hand has them
 * (the room's own figures, rake included), else from `winnings` (pots collected), else by
 * replaying the hand with {@link replayPhh} (slower; throws what the replay throws; the nets are
 * then before any rake, which the replay does not know).
 */
export function handResults(hand: PhhHand): HandResults {
  const paid = contributions(hand);
  const fs = hand.finishing_stacks;
  if (Array.isArray(fs) && fs.length === paid.length && fs.every(Number.isFinite) && hand.starting_stacks.every(Number.isFinite)) {
    const net = fs.map((f, i) => round(f - hand.starting_stacks[i]!));
    return { net, collected: net.map((x, i) => round(x + paid[i]!)) };
  }
  const won = hand.winnings;
  if (Array.isArray(won) && won.length === paid.length && won.every(Number.isFinite)) {
    return { net: won.map((w, i) => round(w - paid[i]!)), collected: [...won] };
  }
  // the replay knows no rake: its nets add up to zero, the winner's before the rake
  const replay = replayPhh(hand);
  const payouts = replay.hand.result?.payouts ?? [];
  return { net: replay.net.map(round), collected: replay.net.map((_, i) => payouts[i] ?? 0), replayed: true };
}

/** Amounts to 9 decimals: removes the binary noise of decimal subtraction (0.3 - 0.1). */
function round(x: number): number {
  return Math.round(x * 1e9) / 1e9;
}
