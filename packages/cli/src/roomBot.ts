import type { LegalActions, PlayerAction } from '@pokerchart/betting';
import { createRuleBot } from '@pokerchart/bots';
import { createRng, type Rng } from '@pokerchart/cards';
import type { Client, RoomView } from '@pokerchart/client';

/** Options of {@link roomBot}. */
export interface RoomBotOptions {
  /** Chooses the action from the seat's view (`view.legalActions` is set); default the rule bot of `@pokerchart/bots`. */
  decide?: (view: RoomView, rng: Rng) => PlayerAction;
  /** Seed of the bot's random source. Default 1. */
  seed?: number;
  /** The bot's name in log lines. Default `bot`. */
  name?: string;
  /** Where refusals are reported. Default: nowhere. */
  log?: (line: string) => void;
}

/** A bot playing a seat through the room; see {@link roomBot}. */
export interface RoomBot {
  /** Stops playing (the seat stays taken: `leave` it to go). */
  stop(): void;
  /** Actions the room accepted. */
  readonly actions: number;
  /** Actions the room refused (each one logged). */
  readonly refusals: number;
}

/**
 * The action that is always legal and gives nothing away: a check when a check is allowed, else a
 * call, the bring-in that is owed (R201), standing pat or the fewest discards (the last cards
 * dealt), one run of the board, and a fold only when nothing else is allowed.
 */
export function safeAction(legal: LegalActions, held: readonly number[] = []): PlayerAction {
  if (legal.check) return { type: 'check' };
  if (legal.call !== null) return { type: 'call' };
  if (legal.bringIn !== null) return { type: 'bring-in' };
  if (legal.discard !== null) return { type: 'discard', cards: legal.discard.min === 0 ? [] : held.slice(-legal.discard.min) };
  if (legal.runIt !== null) return { type: 'run-it', times: 1 };
  return { type: 'fold' };
}

const RETRY = new Set(['RATE_LIMITED', 'UNAVAILABLE', 'DISCONNECTED']);
const MOVED_ON = new Set(['STALE', 'NOT_YOUR_TURN', 'NO_HAND']);

/**
 * Plays the client's seat at a room table: whenever the seat's view says it is to act, it acts
 * from `view.legalActions` (the `decide` function's choice). A refused action is logged and
 * replaced by {@link safeAction}, so the bot never holds the table up; a busy or moving room
 * (`RATE_LIMITED`, `UNAVAILABLE`, `DISCONNECTED`) is tried again; a view that does not come is
 * asked for. `table` is the table's id, or a function giving the table the seat is at now (a
 * tournament player's, which moves with the `seat` events, R263).
 */
export function roomBot(client: Client, table: string | (() => string | null), options: RoomBotOptions = {}): RoomBot {
  const current = (): string | null => (typeof table === 'string' ? table : table());
  const rng = createRng(options.seed ?? 1);
  const ruleBot = createRuleBot();
  const decide = options.decide ?? ((view: RoomView, r: Rng) => ruleBot(view, r));
  const name = options.name ?? 'bot';
  const log = options.log ?? (() => {});
  let stopped = false;
  let busy = false;
  let actions = 0;
  let refusals = 0;
  let waitingSince = 0;
  let waitingFor = -1;

  const position = (v: RoomView) => v.handNumber * 100_000 + v.actionIndex;
  const myTurn = (v: RoomView | undefined): v is RoomView => v !== undefined && v.legalActions !== null && v.toAct === v.viewer && v.toAct !== null;
  const send = async (tableId: string, view: RoomView, action: PlayerAction): Promise<'ok' | 'moved' | 'retry' | 'refused'> => {
    try {
      await client.act(tableId, action);
      actions++;
      return 'ok';
    } catch (e) {
      const code = (e as { code?: string }).code ?? 'INTERNAL';
      if (MOVED_ON.has(code)) return 'moved';
      if (RETRY.has(code)) return 'retry';
      refusals++;
      log(`${name}: ${JSON.stringify(action)} refused at hand ${view.handNumber}, action ${view.actionIndex}: ${code}: ${(e as Error).message}`);
      return 'refused';
    }
  };

  const play = async (): Promise<void> => {
    const tableId = current();
    if (tableId === null) return;
    const view = client.lastView(tableId);
    if (stopped || busy || !myTurn(view)) return;
    busy = true;
    let outcome: 'ok' | 'moved' | 'retry' | 'refused';
    try {
      let action: PlayerAction;
      try {
        action = decide(view, rng);
      } catch (e) {
        log(`${name}: the bot failed at hand ${view.handNumber} (${(e as Error).message}); playing safe`);
        action = safeAction(view.legalActions!, view.seats[view.viewer as number]?.holeCards ?? []);
      }
      outcome = await send(tableId, view, action);
      if (outcome === 'refused') {
        const fallback = safeAction(view.legalActions!, view.seats[view.viewer as number]?.holeCards ?? []);
        log(`${name}: playing ${JSON.stringify(fallback)} instead`);
        outcome = await send(tableId, view, fallback);
      }
    } finally {
      busy = false;
    }
    if (stopped) return;
    if (outcome === 'retry') setTimeout(() => void play(), 200);
    else if (client.lastView(tableId) !== view) void play(); // a view that came while acting
  };

  const onView = (id: string, _view: RoomView) => {
    if (id === current()) void play();
  };
  client.on('view', onView);
  // a view push that never came (a lost connection, a busy node): ask for the view again
  const watchdog = setInterval(() => {
    const tableId = current();
    if (tableId === null) return;
    const view = client.lastView(tableId);
    if (stopped || busy || !myTurn(view)) return;
    if (position(view) !== waitingFor) {
      waitingFor = position(view);
      waitingSince = Date.now();
      return;
    }
    if (Date.now() - waitingSince < 3000) return;
    waitingSince = Date.now();
    client.view(tableId).then(() => play(), () => {});
  }, 1000);
  watchdog.unref?.();
  void play();
  return {
    stop() {
      stopped = true;
      clearInterval(watchdog);
      client.off('view', onView as never);
    },
    get actions() {
      return actions;
    },
    get refusals() {
      return refusals;
    },
  };
}
