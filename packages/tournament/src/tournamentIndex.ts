import type { TournamentContext, TournamentTable } from './TournamentContext.js';

/**
 * Lookups over a tournament's tables that cost the same however large the field: tables by number,
 * and table numbers bucketed by how many players they hold (for balancing, breaking and seating
 * late entries, R241, R243, R244). Derived from the context (never saved); kept current by
 * {@link TournamentPlan}. Each bucket is sorted by table number, so what it holds and its order
 * are a function of the context alone: an index rebuilt from a saved context (a tournament
 * restored from its state, R263) picks the same tables and the same random seats as the index
 * that was kept up to date move by move. @internal
 */
export class TournamentIndex {
  /** Tables by number. */
  readonly byId = new Map<number, TournamentTable>();
  /** Table numbers by player count, each bucket in ascending order. */
  readonly buckets: number[][];
  private readonly countOf = new Map<number, number>();

  constructor(readonly ctx: TournamentContext) {
    this.buckets = Array.from({ length: ctx.settings.tableSize + 1 }, () => []);
    for (const t of ctx.tables) this.add(t);
  }

  /** A new table. */
  add(t: TournamentTable): void {
    this.byId.set(t.id, t);
    this.put(t.id, t.players);
  }

  /** A closed table. */
  remove(id: number): void {
    this.take(id);
    this.byId.delete(id);
  }

  /** The table's player count changed (`players` already set). */
  recount(t: TournamentTable): void {
    if (this.countOf.get(t.id) === t.players) return;
    this.take(t.id);
    this.put(t.id, t.players);
  }

  /** The fewest players at a table (0 without tables). */
  min(): number {
    for (let c = 0; c < this.buckets.length; c++) if (this.buckets[c]!.length > 0) return c;
    return 0;
  }

  /** The most players at a table. */
  max(): number {
    for (let c = this.buckets.length - 1; c >= 0; c--) if (this.buckets[c]!.length > 0) return c;
    return 0;
  }

  private put(id: number, count: number): void {
    const b = this.buckets[count]!;
    b.splice(sortedAt(b, id), 0, id);
    this.countOf.set(id, count);
  }

  private take(id: number): void {
    const count = this.countOf.get(id);
    if (count === undefined) return;
    const b = this.buckets[count]!;
    b.splice(sortedAt(b, id), 1);
    this.countOf.delete(id);
  }
}

/** Where `id` is, or would go, in an ascending list of numbers (bisection). */
function sortedAt(list: readonly number[], id: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const cache = new WeakMap<TournamentTable[], TournamentIndex>();

/** The index of a context's tables (built once per tables array, which the plan changes in place). @internal */
export function indexOf(ctx: TournamentContext): TournamentIndex {
  let index = cache.get(ctx.tables);
  if (index === undefined || index.byId.size !== ctx.tables.length || index.ctx.settings !== ctx.settings) {
    index = new TournamentIndex(ctx);
    cache.set(ctx.tables, index);
  }
  return index;
}

/** The table with this number, or undefined. @internal */
export function tableById(ctx: TournamentContext, id: number): TournamentTable | undefined {
  const i = indexAt(ctx.tables, id);
  return i >= 0 ? ctx.tables[i] : undefined;
}

/** Position of table `id` in the tables (sorted by number), by bisection; -1 when absent. @internal */
export function indexAt(tables: readonly TournamentTable[], id: number): number {
  let lo = 0;
  let hi = tables.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const x = tables[mid]!.id;
    if (x === id) return mid;
    if (x < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
