import { prizeAmounts, sharePrizes } from './prizeAmounts.js';
import { isIn } from './TournamentPlan.js';
import type { TournamentContext } from './TournamentContext.js';

/** One entry's result (R247, R250). */
export interface Standing {
  /** The player's name. */
  name: string;
  /** Which of the player's entries this is (1 = first, 2 = first re-entry, ...). */
  entry: number;
  /** How many entries the player made in all. */
  entries: number;
  /** Finishing place (tied entries share the best place of their group), or null while it can still change. */
  place: number | null;
  /** Prize (R250), 0 while the place is not final or out of the money. */
  prize: number;
  /** Chips now (0 once out). */
  stack: number;
}

/**
 * Standings (R247, R250): every entry, best first. An entry out of the tournament has a place once
 * it can no longer change (R263): registration is closed (before, later entries could still finish
 * below it), the prize pool is settled, and every hand that could tie with its elimination (a
 * hand-for-hand round, R246) has ended; entries still in have a place once the tournament is complete. Tied entries (same hand, equal starting stacks; or
 * the same hand-for-hand round at different tables) share their places' prizes, the remainder one
 * unit at a time from table 1 seat 1. The prizes sum to the prize pool once complete.
 */
export function standingsOf(ctx: TournamentContext, complete: boolean): Standing[] {
  const amounts = prizeAmounts(ctx.prizePool, ctx.settings.payouts);
  const alive = ctx.entries.filter(isIn);
  const out = ctx.entries.filter((e) => e.state === 'out' || (complete && !isIn(e) && e.state !== 'registered'));
  const key = (e: { bust: { seq: number; tier: number } | null }) => e.bust ?? { seq: Infinity, tier: Infinity };
  out.sort((a, b) => key(b).seq - key(a).seq || key(b).tier - key(a).tier);
  const groups: number[][] = [];
  if (alive.length > 0) groups.push(alive.map((e) => e.id));
  let last: { seq: number; tier: number } | null = null;
  for (const e of out) {
    const k = key(e);
    if (last !== null && last.seq === k.seq && last.tier === k.tier) groups[groups.length - 1]!.push(e.id);
    else groups.push([e.id]);
    last = k;
  }
  const bySeat = (a: number, b: number) => {
    const x = ctx.entries[a]!;
    const y = ctx.entries[b]!;
    return (x.table ?? 0) - (y.table ?? 0) || (x.seat ?? 0) - (y.seat ?? 0) || a - b;
  };
  for (const g of groups) g.sort(bySeat);
  const shares = sharePrizes(groups, amounts);
  const counts = new Map<string, number>();
  for (const e of ctx.entries) counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
  // a place is announced only once it can no longer change (R247, R263): registration closed and the
  // prize pool settled (rebuys and add-ons over); no hand-for-hand round that could tie with it, or
  // a bust awaiting a rebuy that could end below it, still open
  let open = Infinity;
  if (ctx.handForHand !== null) open = ctx.handForHand.seq;
  for (const t of ctx.tables) if (t.playing && t.handForHand !== null) open = Math.min(open, t.handForHand);
  if (ctx.busted > 0) for (const e of ctx.entries) if (e.state === 'busted' && e.bust !== null) open = Math.min(open, e.bust.seq);
  const { rebuys, addOn } = ctx.settings;
  const poolSettled = rebuys === undefined || ctx.level > rebuys.levels || (addOn === undefined && ctx.level >= rebuys.levels);
  const final = (id: number) => {
    if (complete) return true;
    const e = ctx.entries[id]!;
    return ctx.registrationClosed && poolSettled && !isIn(e) && e.bust !== null && e.bust.seq < open;
  };
  const rows = ctx.entries.map((e) => {
    const s = shares.get(e.id);
    const known = s !== undefined && final(e.id) && !(isIn(e) && !complete);
    return { name: e.name, entry: e.entry, entries: counts.get(e.name)!, place: known ? s.place : null, prize: known ? s.prize : 0, stack: isIn(e) ? e.stack : 0 };
  });
  const order = groups.flat();
  const rank = new Map(order.map((id, i) => [id, i]));
  return ctx.entries.map((e) => e.id).sort((a, b) => (rank.get(a) ?? 1e9) - (rank.get(b) ?? 1e9)).map((id) => rows[id]!);
}
