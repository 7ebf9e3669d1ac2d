// Bots for the browser tests: each one a room client (@pokerchart/client) in the test process,
// registered in a tournament and playing its seat with the rule bot of @pokerchart/bots wherever
// the room seats it (its views come from whichever table it is moved to).
import type { PlayerAction } from '@pokerchart/betting';
import { createRuleBot } from '@pokerchart/bots';
import { createRng } from '@pokerchart/cards';
import { connect, type Client, type RoomView } from '@pokerchart/client';

const RETRY = new Set(['RATE_LIMITED', 'UNAVAILABLE', 'DISCONNECTED']);

/** Check, else call, else fold: always legal (the fallback after a refusal). */
function safe(view: RoomView): PlayerAction {
  const legal = view.legalActions!;
  if (legal.check) return { type: 'check' };
  if (legal.call !== null) return { type: 'call' };
  return { type: 'fold' };
}

/** A bot in a tournament: its client, and the refusals it met (a test expects none). */
export interface TournamentBot {
  client: Client;
  name: string;
  refusals: string[];
  /** Seat events received. */
  seats: { tableId: string; seat: number }[];
}

/** Connects a bot, registers it in the tournament as `name` and plays its seat until closed. */
export async function tournamentBot(url: string, tournamentId: string, name: string, seed: number): Promise<TournamentBot> {
  const client = await connect(url);
  const rule = createRuleBot({ aggression: 0.5 });
  const rng = createRng(seed);
  const done = new Set<string>();
  const bot: TournamentBot = { client, name, refusals: [], seats: [] };
  const play = (tableId: string, view: RoomView): void => {
    if (view.legalActions === null || view.toAct === null || view.toAct !== view.viewer) return;
    const key = `${tableId} ${view.handNumber} ${view.actionIndex}`;
    if (done.has(key)) return;
    done.add(key);
    let action: PlayerAction;
    try {
      action = rule(view, rng);
    } catch {
      action = safe(view);
    }
    const send = (a: PlayerAction, again: boolean): void => {
      client.act(tableId, a).catch((e: { code?: string; message?: string }) => {
        const code = e.code ?? 'INTERNAL';
        if (RETRY.has(code)) setTimeout(() => send(a, again), 200);
        else if (code === 'STALE' || code === 'NOT_YOUR_TURN' || code === 'NO_HAND' || code === 'NOT_SEATED') return;
        else if (again) {
          bot.refusals.push(`${name} ${JSON.stringify(a)}: ${code} ${e.message}`);
          send(safe(view), false);
        }
      });
    };
    send(action, true);
  };
  client.on('view', play);
  client.on('seat', (id, seat) => {
    if (id !== tournamentId) return;
    bot.seats.push(seat);
    const view = client.lastView(seat.tableId);
    if (view) play(seat.tableId, view);
  });
  await client.register(tournamentId, { name });
  return bot;
}
