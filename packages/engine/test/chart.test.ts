import { describe, expect, it } from 'vitest';
import { type BettingStructure, IllegalActionError, noLimit, potLimit } from '@pokerchart/betting';
import type { AnyStateNode } from 'xstate';
import { createHand, createHandMachine, defineVariant, type Hand, type HandRefusedEvent, variantSteps } from '../src/index.js';
import { holdem, omaha } from './fixtures.js';

/** Every state node below the root, and every transition (with its guard name) of a machine. */
function walk(machine: ReturnType<typeof createHandMachine>) {
  const states: AnyStateNode[] = [];
  const visit = (n: AnyStateNode) => {
    for (const c of Object.values(n.states ?? {}) as AnyStateNode[]) {
      states.push(c);
      visit(c);
    }
  };
  visit(machine.root as AnyStateNode);
  const transitions = [machine.root as AnyStateNode, ...states].flatMap((n) => [
    ...[...n.transitions.values()].flat().map((t) => ({ node: n, t })),
    ...(n.always ?? []).map((t) => ({ node: n, t })),
  ]);
  const guardName = (g: unknown): string | null => (g === undefined ? null : typeof g === 'string' ? g : (g as { type?: string }).type ?? 'inline');
  return { states, transitions: transitions.map(({ node, t }) => ({ node, guard: guardName(t.guard), description: t.description, event: t.eventType })) };
}

const RULE = /\bR\d+(\.\d+)?\b/;

const play = (opts: Partial<Parameters<typeof createHand>[0]> = {}): Hand =>
  createHand({ variant: holdem, betting: noLimit(), stacks: [1000, 1000, 1000], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 42 }, ...opts });

describe('the chart is the rules', () => {
  for (const variant of [holdem, omaha]) {
    it(`R0.3 R100-R105 ${variant.name}: rule-named guards, at least four per betting round, a rule id in every state and transition description`, () => {
      const { states, transitions } = walk(createHandMachine(variant, noLimit()));
      expect(transitions.map((t) => t.guard)).not.toContain('leadsTo');
      expect(transitions.map((t) => t.guard)).not.toContain('isAt');
      for (const s of states) expect(s.description ?? '', s.id).toMatch(RULE);
      for (const t of transitions) expect(t.description ?? '', `${t.node.id} ${t.event} [${t.guard}]`).toMatch(RULE);
      const betStates = states.filter((s) => s.key === 'bet');
      expect(betStates.map((s) => s.parent!.key)).toEqual(variant.streets.map((s) => s.name));
      for (const bet of betStates) {
        const guards = new Set(transitions.filter((t) => t.node === bet).map((t) => t.guard).filter((g) => g !== null));
        expect(guards.size, bet.id).toBeGreaterThanOrEqual(4);
        for (const g of ['actionIllegal', 'roundContinues', 'onlyOnePlayerLeft', 'roundClosed']) expect([...guards]).toContain(g);
      }
      // every street but the last can close with an all-in (R103)
      for (const bet of betStates.slice(0, -1)) expect(transitions.some((t) => t.node === bet && t.guard === 'bettingClosedAllIn')).toBe(true);
    });
  }

  it('R45 the shorthand holeCards/streets stands for typed steps', () => {
    expect(variantSteps(holdem)).toEqual([
      { kind: 'seats', cards: ['down', 'down'] }, { kind: 'bet', name: 'preflop' },
      { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' },
      { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'turn' },
      { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'river' },
      { kind: 'showdown' },
    ]);
    expect(variantSteps(omaha)[0]).toEqual({ kind: 'seats', cards: ['down', 'down', 'down', 'down'] });
  });
});

describe('machine cache', () => {
  it('never returns a machine built for other plugin functions: noLimit() spread with its own raiseBounds', () => {
    const capped: BettingStructure = { ...noLimit(), raiseBounds: (s, seat) => ({ min: s.currentBet + s.lastFullRaise, max: Math.min(s.committed[seat]! + s.stacks[seat]!, 50) }) };
    expect(createHandMachine(holdem, capped)).not.toBe(createHandMachine(holdem, noLimit()));
    const hand = play({ betting: capped });
    expect(hand.legalActions()!.raiseTo).toEqual({ min: 20, max: 50 });
    expect(() => hand.act({ type: 'raise', to: 60 })).toThrow(IllegalActionError);
    // the built-ins still share machines by description
    expect(createHandMachine(holdem, potLimit())).toBe(createHandMachine(holdem, potLimit()));
  });
});

describe('refusals (R0.3): the actor never errors and never drops an event silently', () => {
  it('R0.3 values that are not events, unknown events, wrong seats and illegal amounts sent to the actor are refused; the snapshot does not change', () => {
    const hand = play();
    const refused: HandRefusedEvent[] = [];
    hand.actor.on('refused', (e) => refused.push(e));
    const before = JSON.stringify(hand.persist());
    const send = hand.actor.send.bind(hand.actor) as (e: unknown) => void;
    for (const bad of [null, 'ACT', 42, {}, { type: 7 }, { type: 'FOO' }, { type: 'ACT', action: { type: 'raise', to: 15 } },
      { type: 'ACT', action: { type: 'call' }, seat: 1 }, { type: 'ACT' }, { type: 'DEAL_BOARD', cards: [1, 2, 3] }]) {
      send(bad);
    }
    expect(hand.actor.getSnapshot().status).toBe('active');
    expect(JSON.stringify(hand.persist())).toBe(before);
    expect(refused).toHaveLength(10);
    expect(refused.map((r) => (r.error as { code?: string }).code)).toEqual([
      'UNKNOWN_ACTION', 'UNKNOWN_ACTION', 'UNKNOWN_ACTION', 'UNKNOWN_ACTION', 'UNKNOWN_ACTION', 'UNKNOWN_ACTION',
      'BELOW_MINIMUM', 'NOT_YOUR_TURN', 'UNKNOWN_ACTION', 'NOT_MANUAL',
    ]);
    // and the hand plays on
    hand.act({ type: 'call' });
    expect(hand.toAct).toBe(1);
  });

  it('R48 act() takes the seat that means to act; another seat is an IllegalActionError and nothing changes', () => {
    const hand = play();
    const before = JSON.stringify(hand.persist());
    expect(() => hand.act({ type: 'call' }, 2)).toThrow(expect.objectContaining({ code: 'NOT_YOUR_TURN', seat: 2 }));
    expect(() => hand.act({ type: 'call' }, -1)).toThrow(IllegalActionError);
    expect(JSON.stringify(hand.persist())).toBe(before);
    hand.act({ type: 'call' }, 0);
    expect(hand.toAct).toBe(1);
  });

  it('R0.3 act() from inside a subscription is refused with REENTRANT, never queued unseen: every act that returns was applied', () => {
    const hand = play();
    const errors: unknown[] = [];
    let calls = 0;
    const sub = hand.actor.subscribe(() => {
      if (hand.toAct === null) return;
      calls++;
      try {
        hand.act({ type: 'raise', to: 100 }); // a double-click
      } catch (e) {
        errors.push(e);
      }
    });
    hand.act({ type: 'raise', to: 50 });
    sub.unsubscribe();
    expect(calls).toBe(1);
    expect(errors).toEqual([expect.objectContaining({ code: 'REENTRANT' })]);
    // only the first raise happened; the next seat is still to act facing 50
    expect(hand.log.filter((e) => e.type === 'acted')).toHaveLength(1);
    expect(hand.legalActions()).toMatchObject({ seat: 1, call: 45 });
    // after the callback, the same call is fine
    hand.act({ type: 'raise', to: 100 });
    expect(hand.legalActions()).toMatchObject({ seat: 2 });
  });

  it('R0.3 an action after the end is refused, not dropped', () => {
    const hand = play();
    hand.act({ type: 'fold' });
    hand.act({ type: 'fold' });
    expect(hand.isComplete).toBe(true);
    expect(() => hand.act({ type: 'check' })).toThrow(expect.objectContaining({ code: 'NO_ACTION' }));
  });
});

describe('what Hand hands out is immutable or a copy', () => {
  it('R0.5 context, log and result are frozen; editing them throws and cannot create chips', () => {
    const hand = play();
    expect(() => {
      (hand.context.betting.stacks as number[])[1]! += 1000;
    }).toThrow(TypeError);
    expect(() => {
      (hand.context as { phase: string }).phase = 'complete';
    }).toThrow(TypeError);
    expect(() => (hand.log as unknown[]).push({ type: 'x' })).toThrow(TypeError);
    hand.act({ type: 'fold' });
    hand.act({ type: 'fold' });
    const result = hand.result!;
    expect(() => {
      result.stacks[2] = 5000;
    }).toThrow(TypeError);
    expect(() => {
      result.pots[0]!.winners.push(0);
    }).toThrow(TypeError);
    expect(hand.result!.stacks.reduce((a, b) => a + b, 0)).toBe(3000);
  });

  it('views and legal actions are copies: editing them changes nothing', () => {
    const hand = play();
    const la = hand.legalActions()!;
    la.raiseTo!.max = 1;
    expect(hand.legalActions()!.raiseTo!.max).toBe(1000);
    const view = hand.view(0);
    view.seats[0]!.stack = 99_999;
    view.log.length = 0;
    expect(hand.view(0).seats[0]!.stack).toBe(1000);
    expect(hand.view(0).log.length).toBeGreaterThan(0);
  });
});

describe('a variant written as typed steps', () => {
  const steps = [
    { kind: 'seats', cards: ['down', 'down'] }, { kind: 'bet', name: 'preflop' },
    { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' },
    { kind: 'board', cards: 2, burn: true }, { kind: 'bet', name: 'river' },
    { kind: 'showdown' },
  ] as const;

  it('R45 compiles into the same chart as its shorthand, and plays', () => {
    const { holeCards: _h, streets: _s, ...rest } = holdem;
    const stepped = defineVariant({ ...rest, id: 'three-streets', steps });
    expect(stepped.holeCards).toBe(2);
    expect(stepped.streets).toEqual([{ name: 'preflop', board: 0 }, { name: 'flop', board: 3, burn: true }, { name: 'river', board: 2, burn: true }]);
    expect(variantSteps(stepped)).toEqual(steps);
    const machine = createHandMachine(stepped, noLimit());
    expect(Object.keys(machine.root.states)).toEqual(['start', 'dealHole', 'preflop', 'flop', 'river', 'runChoice', 'runout', 'showdown', 'settled']);
    const hand = play({ variant: stepped });
    while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(hand.result!.board).toHaveLength(5);
  });

  it('R0.4 R200 steps the engine cannot compile yet are refused naming the field; a holeCards given with steps is derived from them', () => {
    const { holeCards: _h, streets: _s, ...rest } = holdem;
    const bad = (s: unknown[], extra: object = {}) => () => defineVariant({ ...rest, id: 'x', steps: s as never, ...extra });
    // R201, R203: openers decided by up cards need an up card first; a bring-in opens the first round only
    expect(bad([{ kind: 'seats', cards: ['down', 'down', 'down'] }, { kind: 'bet', name: 'third', opener: 'bring-in' }, { kind: 'showdown' }])).toThrow(/no 'up' card/);
    expect(bad([{ kind: 'seats', cards: ['down', 'up'] }, { kind: 'bet', name: 'a' }, { kind: 'seats', cards: ['up'] }, { kind: 'bet', name: 'b', opener: 'bring-in' }, { kind: 'showdown' }])).toThrow(/first betting round only/);
    expect(bad([{ kind: 'seats', cards: ['down', 'up'] }, { kind: 'bet', name: 'a', limit: 'huge' }, { kind: 'showdown' }])).toThrow(/limit/);
    expect(bad([{ kind: 'seats', cards: ['down', 'up'], burn: true }, { kind: 'bet', name: 'a' }, { kind: 'showdown' }])).toThrow(/burns no card/);
    expect(bad([{ kind: 'seats', cards: ['down', 'down'] }, { kind: 'bet', name: 'a' }, { kind: 'exchange', min: 0, max: 5, draw: true }, { kind: 'bet', name: 'b' }, { kind: 'showdown' }])).toThrow(/exchange/);
    expect(bad([{ kind: 'seats', cards: ['down', 'down'] }, { kind: 'bet', name: 'a' }])).toThrow(/showdown/);
    // the steps win over the shorthand (a built-in spread with new steps carries its old holeCards)
    expect(bad([...steps], { holeCards: 4 })().holeCards).toBe(2);
  });
});
