/**
 * A connection's rate budget: `rate` units of work a second, in bursts of up to twice as many (a
 * request costs one, a page of hands more, an answer one more per 4 KiB, charged after it and
 * leaving the budget in debt), and the requests refused for want of it. Refusals count against
 * the connection as a leaky bucket draining at `rate` a second, so a client that now and then asks
 * for more than its budget, over hours, is refused and never cut off; one that keeps sending faster
 * than twice its rate (the refusals outrunning the drain) is {@link RateBudget.flooding} once it has
 * `rate * 20` refusals outstanding. @internal
 */
export class RateBudget {
  private tokens: number;
  private refusedOutstanding = 0;
  private last: number;

  constructor(readonly rate: number, private readonly now: () => number = Date.now) {
    this.tokens = rate * 2;
    this.last = now();
  }

  /** Adds the work the time since the last call earns (up to a burst), and drains as many refusals. */
  refill(): void {
    const now = this.now();
    const earned = ((now - this.last) / 1000) * this.rate;
    this.tokens = Math.min(this.rate * 2, this.tokens + earned);
    this.refusedOutstanding = Math.max(0, this.refusedOutstanding - earned);
    this.last = now;
  }

  /** Whether `cost` units can be spent now. */
  affords(cost: number): boolean {
    return this.tokens >= cost;
  }

  /** Spends `cost` units (may leave the budget in debt). */
  spend(cost: number): void {
    this.tokens -= cost;
  }

  /** Counts a request refused for want of budget. */
  refuse(): void {
    this.refusedOutstanding++;
  }

  /** Whether the connection's refusals have outrun the drain by `rate * 20`: it keeps flooding, and is closed. */
  get flooding(): boolean {
    return this.refusedOutstanding > this.rate * 20;
  }
}
