import type { ClockConfig } from './TableConfig.js';

/** The room's action clock when a table names none (R260): 30 s a decision, a 60 s bank, 10 s more every 10 hands. */
export const DEFAULT_CLOCK: ClockConfig = { actionSeconds: 30, timeBankSeconds: 60, refill: { seconds: 10, everyHands: 10 } };

/** A decision the clock runs for: which one (`key`), the seat, and the seat's time bank in milliseconds. */
export interface ClockDecision {
  /** Names the decision: the same key after a commit means the same decision still in progress. */
  key: string;
  /** The seat to act. */
  seat: number;
  /** The seat's time bank at the last committed event, in milliseconds. */
  bankMs: number;
}

/** What the clock reads the time with and sets its timer with; `Date.now` and the global timers by default. */
export interface ClockTimers {
  /** The time in milliseconds. */
  now(): number;
  /** Calls `fn` after `ms` milliseconds; returns a handle for {@link ClockTimers.clearTimeout}. */
  setTimeout(fn: () => void, ms: number): unknown;
  /** Cancels a timer. */
  clearTimeout(handle: unknown): void;
}

const systemTimers: ClockTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The action clock of one live room table (R260). It is not durable: the decision's start lives in
 * memory, so after a restart or a takeover the decision in progress gets its full `actionSeconds`
 * again, while each seat's time bank (kept by the table, from its committed events) keeps what it
 * had. When the action time and then the bank run out, `expire` is called with the decision's key,
 * and the room commits the timeout action (R261) if that decision is still the one in progress.
 */
export class TableClock {
  private decision: (ClockDecision & { startedAt: number }) | null = null;
  private timer: unknown = null;
  private readonly actionMs: number;

  constructor(
    readonly config: ClockConfig,
    private readonly expire: (decision: ClockDecision) => void,
    private readonly timers: ClockTimers = systemTimers,
  ) {
    this.actionMs = Math.round(config.actionSeconds * 1000);
  }

  /**
   * After every committed event (and when the table is loaded): the decision in progress, or null.
   * A new decision starts the clock (R260: it starts when the seat becomes the one to act); the
   * same one keeps running.
   */
  sync(decision: ClockDecision | null): void {
    if (decision !== null && this.decision?.key === decision.key) return;
    this.stop();
    if (decision === null) return;
    this.decision = { key: decision.key, seat: decision.seat, bankMs: decision.bankMs, startedAt: this.timers.now() };
    const started = this.decision;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (this.decision === started) this.expire(decision);
    }, this.actionMs + decision.bankMs);
  }

  /** The countdown for views (R260): the seat to act, the action time and bank left now; null when nobody is to act. */
  view(): { seat: number; actionLeftMs: number; bankLeftMs: number } | null {
    const d = this.decision;
    if (d === null) return null;
    const elapsed = Math.max(0, this.timers.now() - d.startedAt);
    return {
      seat: d.seat,
      actionLeftMs: Math.max(0, this.actionMs - elapsed),
      bankLeftMs: Math.max(0, d.bankMs - Math.max(0, elapsed - this.actionMs)),
    };
  }

  /**
   * What is left of `seat`'s time bank if it acts now, in milliseconds, when it is the seat to act
   * and has used some of its bank; else undefined (the bank is untouched).
   */
  bankLeft(seat: number): number | undefined {
    const v = this.view();
    if (v === null || v.seat !== seat || v.actionLeftMs > 0) return undefined;
    return v.bankLeftMs;
  }

  /** Stops the running timer. */
  stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.decision = null;
  }
}
