// The table machine's direct steps (the engine's directTransition) against XState's own algorithm:
// the same table machine with and without them (`provide({})` makes a copy XState steps itself)
// takes the same events — deals, every action of every hand, seat commands, refused commands —
// and must give the same snapshots (the running hand in the context included; no child actors),
// microsteps, refusals and hand results.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type InspectionEvent } from 'xstate';
import { createRng, type Rng } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { handLegalActions, type HandContext, type PlayerAction } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { createTableMachine, type TableContext, type TableOptions } from '../src/index.js';

function pick(ctx: HandContext, rng: Rng): PlayerAction {
  const legal = handLegalActions(ctx, noLimit())!;
  const options: PlayerAction[] = [];
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' });
  if (legal.raiseTo !== null) options.push({ type: ctx.betting.currentBet === 0 ? 'bet' : 'raise', to: legal.raiseTo.min }, { type: 'all-in' });
  return options[rng.int(options.length)]!;
}

/** A table actor whose snapshots and own microsteps are recorded per event. */
function watch(machine: ReturnType<typeof createTableMachine>, input: TableOptions) {
  let microsteps: unknown[] = [];
  let refusals: unknown[] = [];
  let actor: AnyActorRef | null = null;
  const a = createActor(machine, {
    input,
    inspect: (e: InspectionEvent) => {
      if (e.type !== '@xstate.microstep' || e.actorRef !== actor) return;
      const s = e.snapshot as unknown as { value: unknown; status: string; context: unknown; _nodes: { id: string }[] };
      microsteps.push({ value: s.value, status: s.status, context: s.context, nodes: s._nodes.map((n) => n.id) });
    },
  });
  actor = a;
  a.on('refused', (e) => {
    const { error } = e as unknown as { error: { code: string; message: string } };
    refusals.push([error.code, error.message]);
  });
  a.start();
  const take = () => {
    const s = a.getSnapshot() as unknown as { value: unknown; status: string; output: unknown; context: unknown; _nodes: { id: string }[]; children: Record<string, AnyActorRef> };
    const seen = {
      value: s.value, status: s.status, output: s.output, context: s.context, nodes: s._nodes.map((n) => n.id),
      children: Object.keys(s.children), persisted: a.getPersistedSnapshot(), microsteps, refusals,
    };
    microsteps = [];
    refusals = [];
    return seen;
  };
  return { actor: a, take };
}

function compare(input: TableOptions, seed: number, hands: number): { events: number; status: string } {
  const direct = createTableMachine(texasHoldem, noLimit());
  const plain = direct.provide({});
  expect(direct.transition.name).toBe('transition'); // the direct steps
  expect(plain.transition.name).not.toBe('transition'); // XState's (bound) method
  const rng = createRng(seed);
  const a = watch(direct, input);
  const b = watch(plain, input);
  expect(a.take()).toEqual(b.take());
  let events = 0;
  // the same event to both (drawn once, outside the callback)
  const both = (send: (actor: AnyActorRef) => void) => {
    send(a.actor);
    send(b.actor);
    events++;
    expect(a.take()).toEqual(b.take());
  };
  for (let h = 0; h < hands && a.actor.getSnapshot().status === 'active'; h++) {
    // between hands: a seat command now and then, some of them refused
    if (rng.int(3) === 0) {
      const seat = rng.int(input.seats);
      const commands = [{ type: 'SIT_OUT', seat }, { type: 'SIT_IN', seat }, { type: 'REBUY', seat, amount: 500 }, { type: 'LEAVE', seat: 99 }];
      const command = commands[rng.int(commands.length)];
      both((actor) => actor.send(command as never));
    }
    both((actor) => actor.send({ type: 'DEAL', now: h * 60_000 }));
    for (let step = 0; a.actor.getSnapshot().value === 'playing'; step++) {
      if (step > 300) throw new Error('hand did not finish');
      const ctx = (a.actor.getSnapshot().context as TableContext).handState!.context;
      // now and then an action the hand refuses (a raise below the minimum): refused the same way
      if (rng.int(10) === 0) both((actor) => actor.send({ type: 'ACT', action: { type: 'raise', to: 1 } }));
      const action = pick(ctx, rng);
      both((actor) => actor.send({ type: 'ACT', action }));
    }
  }
  return { events, status: a.actor.getSnapshot().status };
}

const players = (n: number, stack: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, stack, seat: i }));

describe("table machine: directTransition's steps are XState's", () => {
  it('a cash table: deals, every action, rebuys, sit-outs and refused commands give the same snapshots and microsteps', () => {
    const input: TableOptions = {
      seats: 6, mode: 'cash', seed: 3, players: players(5, 1000),
      schedule: { levels: [{ small: 5, big: 10 }, { small: 10, big: 20, ante: 20 }], every: { hands: 4 } },
      cash: { buyIn: 1000, autoRebuy: true, topUpTo: 1000, stackCap: 2000 },
    };
    expect(compare(input, 1, 25).events).toBeGreaterThan(100);
  });

  it('a tournament to its end: eliminations, the final state, and its output', () => {
    const input: TableOptions = {
      seats: 4, mode: 'tournament', seed: 8, players: players(4, 300),
      schedule: { levels: [{ small: 10, big: 20 }, { small: 25, big: 50 }, { small: 50, big: 100 }], every: { hands: 3 } },
    };
    expect(compare(input, 2, 500).status).toBe('done');
  });
});
