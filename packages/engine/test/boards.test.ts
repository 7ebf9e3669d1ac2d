import { describe, expect, it } from 'vitest';
import { formatCards, parseCards, standardDeck } from '@pokerchart/cards';
import { noLimit, potLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, defineVariant, HandOptionsError, restoreHand, VariantDefinitionError } from '../src/index.js';
import { holdemSpec, omahaSpec } from './fixtures.js';
import { createRng } from '@pokerchart/cards';
import { buildHandMachine, runtimeOf } from '../src/createHandMachine.js';
import { compareSteps } from './compareSteps.js';

const doubleBoard = defineVariant({ ...holdemSpec, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 });

/** A complete deck with `top` first (card texts), then the unused cards in code order. */
function deckStarting(top: string[]): number[] {
  const cards = parseCards(top);
  const used = new Set(cards);
  return [...cards, ...standardDeck().filter((c) => !used.has(c))];
}

// three players, button 0: dealing order seats 1, 2, 0 (R36); two boards, each street's cards after their own burn (R230)
const THREE_HANDED = [
  '8d', 'Ks', 'As', // first card of seats 1, 2, 0
  '8h', 'Kh', 'Ah', // second card
  '3c', '2c', '7d', '9h', // burn, flop of board 1
  '3d', 'Kd', '8c', '2s', // burn, flop of board 2
  '4c', '3s', // burn, turn of board 1
  '4h', '5h', // burn, turn of board 2
  '5c', '4d', // burn, river of board 1
  '5d', 'Jc', // burn, river of board 2
];

describe('several boards (R230, R231)', () => {
  it('R230 each board step deals its cards to every board, board 1 first, each after its own burn; every viewer sees every board', () => {
    const hand = createHand({ variant: doubleBoard, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { deck: deckStarting(THREE_HANDED) } });
    hand.act({ type: 'call' });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    expect(hand.street).toBe('flop');
    const view = hand.view('spectator');
    expect(view.boards.map((b) => formatCards(b))).toEqual([['2c', '7d', '9h'], ['Kd', '8c', '2s']]);
    expect(formatCards(view.board)).toEqual(['2c', '7d', '9h']);
    const burns = view.log.filter((e) => e.type === 'burned');
    expect(burns).toEqual([{ type: 'burned', street: 'flop', card: null }, { type: 'burned', street: 'flop', card: null, board: 1 }]);
    expect(view.log.filter((e) => e.type === 'board')).toEqual([
      { type: 'board', street: 'flop', cards: parseCards('2c7d9h') },
      { type: 'board', street: 'flop', cards: parseCards('Kd8c2s'), board: 1 },
    ]);
    while (!hand.isComplete) hand.act({ type: 'check' });
    expect(hand.result!.boards.map((b) => formatCards(b))).toEqual([['2c', '7d', '9h', '3s', '4d'], ['Kd', '8c', '2s', '5h', 'Jc']]);
    expect(hand.result!.runs).toEqual([hand.result!.boards]);
  });

  it('R231 each pot is split into one part per board, the odd chip to board 1, and each part goes to the best hand on its board', () => {
    const hand = createHand({ variant: doubleBoard, betting: noLimit(), stacks: [50, 50, 50], button: 0, blinds: { small: 1, big: 2 }, dealing: { deck: deckStarting(THREE_HANDED) } });
    hand.act({ type: 'raise', to: 50 }); // seat 0 all-in
    hand.act({ type: 'fold' }); // seat 1's small blind stays in the pot: 101 chips
    hand.act({ type: 'call' });
    const r = hand.result!;
    // board 1 (2c 7d 9h 3s 4d): aces beat kings; board 2 (Kd 8c 2s 5h Jc): seat 2's three kings
    expect(r.pots).toEqual([{
      amount: 101, eligible: [0, 2], winners: [0, 2], highWinners: [0, 2], lowWinners: [],
      parts: [
        { run: 0, board: 0, amount: 51, highWinners: [0], lowWinners: [] },
        { run: 0, board: 1, amount: 50, highWinners: [2], lowWinners: [] },
      ],
    }]);
    expect(r.stacks).toEqual([51, 49, 50]);
    // shown from the first live seat left of the button (R126): seat 2, then seat 0, each valued on both boards
    expect(r.shown.map((h) => [h.seat, h.parts!.map((p) => p.value.category)])).toEqual([[2, ['one-pair', 'three-of-a-kind']], [0, ['one-pair', 'one-pair']]]);
    // a player shows once (R231)
    expect(hand.context.log.filter((e) => e.type === 'shown').map((e) => (e as { seat: number }).seat)).toEqual([2, 0]);
    expect(hand.context.log.filter((e) => e.type === 'awarded')).toEqual([
      { type: 'awarded', pot: 0, amount: 51, seats: [0], board: 0 },
      { type: 'awarded', pot: 0, amount: 50, seats: [2], board: 1 },
    ]);
  });

  it('R231 R168 in a hi-lo game each board part is split high and low on its own board', () => {
    const hilo = defineVariant({ ...omahaSpec, id: 'double-board-omaha8', name: 'Double-board Omaha Hi-Lo', low: 'eight-or-better', boards: 2, seats: { min: 2, max: 9 } });
    // heads-up, button 0: seat 1 dealt first (R36)
    const deck = deckStarting([
      'Ac', 'Kc', '2d', 'Kd', '3h', 'Qh', '4s', 'Qs', // seat 1: Ac 2d 3h 4s (low); seat 0: Kc Kd Qh Qs
      '9c', '5c', '6d', 'Kh', // burn, flop 1
      '9d', 'Ts', 'Jh', '9s', // burn, flop 2: no low possible
      '8c', '7h', '8d', 'Th', // turn 1, turn 2
      '8h', 'Ks', '8s', 'Qd', // river 1, river 2
    ]);
    const hand = createHand({ variant: hilo, betting: potLimit(), stacks: [40, 41], button: 0, blinds: { small: 1, big: 2 }, dealing: { deck } });
    while (!hand.isComplete) {
      const la = hand.legalActions()!;
      hand.act(la.raiseTo !== null ? { type: 'raise', to: la.raiseTo.max } : la.call !== null ? { type: 'call' } : { type: 'check' });
    }
    const r = hand.result!;
    // board 1 5c 6d Kh 7h Ks: seat 0 has kings full... seat 1 the only low; board 2 Ts Jh 9s Th Qd: no low
    const pot = r.pots[0]!;
    expect(pot.amount).toBe(80);
    expect(pot.parts.map((p) => [p.board, p.amount, p.highWinners, p.lowWinners])).toEqual([[0, 40, [0], [1]], [1, 40, [0], []]]);
    expect(r.payouts).toEqual([60, 20]);
  });

  it('R230 manual dealing takes a street for every board at once, board 1 first, and the save restores', () => {
    const hand = createHand({ variant: doubleBoard, betting: noLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: 'manual' });
    hand.dealHole(1, 'AsAh');
    hand.dealHole(0, 'KsKh');
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    expect(() => hand.dealBoard('2c7d9h')).toThrow(/6 card\(s\)/);
    hand.dealBoard('2c7d9hKd8c2s');
    expect(hand.view(0).boards.map((b) => formatCards(b))).toEqual([['2c', '7d', '9h'], ['Kd', '8c', '2s']]);
    const restored = restoreHand(JSON.parse(JSON.stringify(hand.persist())), { variant: doubleBoard, betting: noLimit() });
    expect(restored.view(0).boards).toEqual(hand.view(0).boards);
  });

  it('R230 defineVariant takes boards 1 to 8 with board steps, counts the cards each board needs, and refuses the rest', () => {
    expect(doubleBoard.boards).toBe(2);
    const bad = (spec: object, field: string, text: RegExp) => {
      const run = () => defineVariant(spec as never);
      expect(run).toThrow(VariantDefinitionError);
      expect(run).toThrow(text);
      try {
        run();
      } catch (e) {
        expect((e as VariantDefinitionError).field).toBe(field);
      }
    };
    bad({ ...holdemSpec, boards: 0 }, 'boards', /integer from 1 to 8/);
    bad({ ...holdemSpec, boards: 9 }, 'boards', /integer from 1 to 8/);
    bad({ ...holdemSpec, boards: 1.5 }, 'boards', /integer from 1 to 8/);
    bad({ ...holdemSpec, streets: [{ name: 'bet1', board: 0 }], boards: 2, selection: 'any', holeCards: 5 }, 'boards', /deals no board cards/);
    // 2 x 10 hole + 2 x (5 board + 3 burns) = 36 cards; PLO's 4 x 10 + 16 = 56 do not fit
    bad({ ...omahaSpec, boards: 2 }, 'seats.max', /\+ 8 for 1 more board\(s\) \(R230\) = 56 cards/);
    bad({
      id: 'stud-2', name: 'stud', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 4 }, boards: 2,
      steps: [{ kind: 'seats', cards: ['down', 'down', 'up'] }, { kind: 'bet', name: 'third', opener: 'bring-in' }, { kind: 'board', cards: 1 }, { kind: 'bet', name: 'fourth' },
        { kind: 'seats', cards: ['down'], burn: true }, { kind: 'bet', name: 'fifth', opener: 'best-showing' }, { kind: 'showdown' }],
    }, 'boards', /R205/);
  });

  it('R230 the chart of a double-board game says so', () => {
    const machine = createHandMachine(doubleBoard, noLimit());
    expect(JSON.stringify(machine.config)).toContain('R230');
  });
});

describe('bomb pots (R233)', () => {
  it('R233 every player posts the ante, no blinds, no pre-flop round: the flop is dealt and its round opens left of the button', () => {
    const hand = createHand({ variant: doubleBoard, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, bombPot: { ante: 10 }, dealing: { deck: deckStarting(THREE_HANDED) } });
    expect(hand.street).toBe('flop');
    expect(hand.toAct).toBe(1);
    expect(hand.view(1).boards.map((b) => formatCards(b))).toEqual([['2c', '7d', '9h'], ['Kd', '8c', '2s']]);
    const posted = hand.context.log.filter((e) => e.type === 'posted');
    expect(posted).toEqual([1, 2, 0].map((seat) => ({ type: 'posted', seat, kind: 'ante', amount: 10 })));
    expect(hand.view('spectator').pots).toEqual([{ amount: 30, eligible: [0, 1, 2] }]);
    expect(hand.context.log.some((e) => e.type === 'street-closed')).toBe(false);
    // the bet sizes still come from the blinds: the minimum bet is the big blind (R70)
    expect(hand.legalActions()!.raiseTo).toEqual({ min: 2, max: 90 });
    hand.act({ type: 'bet', to: 2 });
    hand.act({ type: 'fold' });
    hand.act({ type: 'fold' });
    // the uncalled bet comes back (R106); seat 1 takes the 30 antes
    expect(hand.result!.stacks).toEqual([90, 120, 90]);
  });

  it('R233 R24 a short stack posts what it has and is all-in; with one player left able to bet the boards run out', () => {
    const hand = createHand({ variant: doubleBoard, betting: noLimit(), stacks: [5, 100, 8], button: 0, blinds: { small: 1, big: 2 }, bombPot: { ante: 10 }, dealing: { seed: 5 } });
    expect(hand.isComplete).toBe(true);
    const r = hand.result!;
    expect(r.boards.map((b) => b.length)).toEqual([5, 5]);
    expect(r.stacks.reduce((a, b) => a + b, 0)).toBe(113);
    expect(r.pots.map((p) => p.amount)).toEqual([15, 6]);
    expect(r.returned[1]).toBe(2); // seat 1's ante above the largest short stack comes back (R106)
  });

  it('R233 a bomb pot is refused with a typed error where it cannot be played', () => {
    const base = { variant: doubleBoard, betting: noLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 } };
    for (const [extra, text] of [
      [{ bombPot: { ante: 0 } }, /positive integer ante/],
      [{ bombPot: { ante: 1.5 } }, /positive integer ante/],
      [{ bombPot: { ante: 5 }, ante: { amount: 1, mode: 'each' } }, /without ante, straddle or forcedBets/],
      [{ bombPot: { ante: 5 }, variant: defineVariant({ ...holdemSpec, id: 'one-round', streets: [{ name: 'only', board: 5, burn: true }] }) }, /has only one/],
    ] as const) {
      const run = () => createHand({ ...base, ...extra } as never);
      expect(run).toThrow(HandOptionsError);
      expect(run).toThrow(text);
    }
  });

  it('R233 the chart draws the bomb pot: from the hole cards straight to the flop', () => {
    const config = JSON.stringify(createHandMachine(doubleBoard, noLimit()).config);
    expect(config).toContain('"guard":"bombPot"');
  });
});

const holdem = defineVariant(holdemSpec);
// heads-up, button 0: seat 1 gets the first card (R36)
const HEADS_UP = [
  'As', 'Ks', 'Ah', 'Kh', // seat 1: As Ah; seat 0: Ks Kh
  '2c', '7d', '9h', '3s', // burn, flop
  '2d', '4d', // burn, turn
  '2h', '5c', // burn, river: run 1 is 7d 9h 3s 4d 5c
  '3c', 'Kd', '8c', '4s', // run 2: burn, flop
  '3d', 'Jc', // burn, turn
  '3h', '6d', // burn, river: run 2 is Kd 8c 4s Jc 6d
];

describe('running it more than once (R232)', () => {
  it('R232 runItTimes 2: the undealt cards are dealt twice from the same stub, each street of each run after its own burn, and each pot is split per run, the odd chip to run 1', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [51, 50, 0], button: 0, blinds: { small: 1, big: 2 }, runItTimes: 2, ante: { amount: 1, mode: 'each' }, dealing: { deck: deckStarting(HEADS_UP) } });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    const r = hand.result!;
    expect(r.runs.map((run) => run.map((b) => formatCards(b)))).toEqual([[['7d', '9h', '3s', '4d', '5c']], [['Kd', '8c', '4s', 'Jc', '6d']]]);
    expect(r.boards).toEqual(r.runs[0]);
    expect(formatCards(r.board)).toEqual(['7d', '9h', '3s', '4d', '5c']);
    // seat 1's all-in for 50 is matched; seat 0's extra chip comes back (R106): a pot of 100
    expect(r.pots).toEqual([{
      amount: 100, eligible: [0, 1], winners: [0, 1], highWinners: [0, 1], lowWinners: [],
      parts: [{ run: 0, board: 0, amount: 50, highWinners: [1], lowWinners: [] }, { run: 1, board: 0, amount: 50, highWinners: [0], lowWinners: [] }],
    }]);
    expect(r.stacks).toEqual([51, 50, 0]);
    expect(hand.context.log.find((e) => e.type === 'runs')).toEqual({ type: 'runs', times: 2, wanted: 2 });
    // a spectator sees every run's board cards, never the burns
    const boards = hand.view('spectator').log.filter((e) => e.type === 'board' || e.type === 'burned');
    expect(boards.filter((e) => e.type === 'burned').every((e) => (e as { card: unknown }).card === null)).toBe(true);
    expect(boards.filter((e) => e.type === 'board' && (e as { run?: number }).run === 1)).toHaveLength(3);
  });

  it('R232 a pot that does not divide evenly gives its odd chip to run 1', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [50, 50, 50], button: 0, blinds: { small: 1, big: 2 }, runItTimes: 2, dealing: { seed: 11 } });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'fold' });
    hand.act({ type: 'call' });
    const pot = hand.result!.pots[0]!;
    expect(pot.amount).toBe(101);
    expect(pot.parts.map((p) => [p.run, p.amount])).toEqual([[0, 51], [1, 50]]);
  });

  it("R232 runItTimes 'ask': every player still in chooses clockwise from the left of the button, the smallest number applies; refused choices change nothing", () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, runItTimes: 'ask', maxRuns: 3, dealing: { seed: 4 } });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    hand.act({ type: 'fold' });
    // the live seats are 0 and 1; seat 1 is first left of the button; the hands are face up (R127)
    expect(hand.context.phase).toBe('runs');
    expect(hand.toAct).toBe(1);
    expect(hand.legalActions()).toEqual({ seat: 1, fold: false, check: false, call: null, raiseTo: null, bringIn: null, discard: null, runIt: { max: 3 } });
    expect(hand.view(2).seats[0]!.holeCards).not.toBeNull();
    const before = JSON.stringify(hand.actor.getSnapshot().context);
    for (const [action, seat, code] of [
      [{ type: 'call' }, undefined, 'RUN_IT_PENDING'],
      [{ type: 'run-it', times: 4 }, undefined, 'BAD_RUN_IT'],
      [{ type: 'run-it', times: 0 }, undefined, 'BAD_RUN_IT'],
      [{ type: 'run-it', times: 2 }, 0, 'NOT_YOUR_TURN'],
    ] as const) {
      expect(() => hand.act(action as never, seat)).toThrow(expect.objectContaining({ code }));
    }
    expect(JSON.stringify(hand.actor.getSnapshot().context)).toBe(before);
    hand.act({ type: 'run-it', times: 3 });
    expect(hand.toAct).toBe(0);
    const saved = JSON.parse(JSON.stringify(hand.persist()));
    hand.act({ type: 'run-it', times: 2 });
    expect(hand.result!.runs).toHaveLength(2);
    expect(hand.context.log.filter((e) => e.type === 'chose-runs')).toEqual([{ type: 'chose-runs', seat: 1, times: 3 }, { type: 'chose-runs', seat: 0, times: 2 }]);
    // the save holds the first choice; restored, the second choice gives the same result
    const restored = restoreHand(saved, { variant: holdem, betting: noLimit() });
    expect(restored.toAct).toBe(0);
    restored.act({ type: 'run-it', times: 2 });
    expect(restored.result).toEqual(hand.result);
    expect(restoreHand(JSON.parse(JSON.stringify(hand.persist())), { variant: holdem, betting: noLimit() }).result).toEqual(hand.result);
  });

  it("R232 'ask' is not asked when no board card remains, and a run-it is refused in a betting round", () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, runItTimes: 'ask', dealing: { seed: 4 } });
    expect(() => hand.act({ type: 'run-it', times: 2 })).toThrow(expect.objectContaining({ code: 'NO_RUN_IT' }));
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    for (let i = 0; i < 4; i++) hand.act({ type: 'check' });
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    expect(hand.isComplete).toBe(true);
    expect(hand.result!.runs).toHaveLength(1);
  });

  it('R232 R230 with several boards each run deals every board; when the stub cannot give every run its cards, fewer runs are dealt and the log says so', () => {
    const hand = createHand({ variant: doubleBoard, betting: noLimit(), stacks: new Array(10).fill(100), button: 0, blinds: { small: 1, big: 2 }, runItTimes: 4, dealing: { seed: 9 } });
    for (let i = 0; i < 10; i++) hand.act({ type: 'all-in' });
    const r = hand.result!;
    // 52 - 20 hole cards = 32 left; a run of two boards takes 2 x (5 + 3 burns) = 16: two runs fit
    expect(hand.context.log.find((e) => e.type === 'runs')).toEqual({ type: 'runs', times: 2, wanted: 4 });
    expect(r.runs.map((run) => run.map((b) => b.length))).toEqual([[5, 5], [5, 5]]);
    const all = [...r.holeCards.flat(), ...r.runs.flat(2)] as number[];
    expect(new Set(all).size).toBe(all.length); // R5: no card twice
    expect(r.pots[0]!.parts.map((p) => [p.run, p.board])).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]]);
    expect(r.stacks.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('R232 runItTimes and maxRuns are checked', () => {
    const base = { variant: holdem, betting: noLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 } };
    for (const [extra, text] of [
      [{ runItTimes: 0 }, /runItTimes must be an integer from 1 to 10 or 'ask'/],
      [{ runItTimes: 'often' }, /runItTimes must be/],
      [{ runItTimes: 'ask', maxRuns: 0 }, /maxRuns must be an integer/],
      [{ runItTimes: 2, maxRuns: 3 }, /maxRuns bounds the players' choice/],
      [{ runItTimes: 2, dealing: 'manual' }, /manual dealing/],
    ] as const) {
      const run = () => createHand({ ...base, ...extra } as never);
      expect(run).toThrow(HandOptionsError);
      expect(run).toThrow(text);
    }
  });

  it('R232 the chart has the choice of runs in games with board cards to run, and not in stud or draw games', () => {
    const states = (v: typeof holdem) => Object.keys(createHandMachine(v, noLimit()).root.states);
    expect(states(holdem)).toContain('runChoice');
    const draw = defineVariant({
      id: 'draw-5', name: 'Five-card draw', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 6 },
      steps: [{ kind: 'seats', cards: ['down', 'down', 'down', 'down', 'down'] }, { kind: 'bet', name: 'predraw' }, { kind: 'exchange', min: 0, max: 5, draw: true }, { kind: 'bet', name: 'postdraw' }, { kind: 'showdown' }],
    });
    expect(states(draw)).not.toContain('runChoice');
  });
});

describe('boards, runs and bomb pots step as XState computes them', () => {
  it('R230 R232 R233 the direct steps and XState\'s own algorithm give the same snapshots, random legal and refused events alike', () => {
    const variant = defineVariant({ ...omahaSpec, id: 'double-board-plo-d', name: 'Double-board PLO', boards: 2, seats: { min: 2, max: 9 } });
    const direct = createHandMachine(variant, potLimit());
    const plain = buildHandMachine(runtimeOf(direct).env);
    const rng = createRng(23);
    let runs = 0;
    for (let h = 0; h < 60; h++) {
      const input = {
        stacks: [60, 200, 35, 120].slice(0, 2 + (h % 3)), button: h % 2, blinds: { small: 1, big: 2 }, dealing: { seed: h },
        runItTimes: h % 2 === 0 ? ('ask' as const) : 3, ...(h % 4 < 2 ? { bombPot: { ante: 5 } } : {}),
      };
      const result = compareSteps(direct, plain, input, potLimit(), rng, (_ctx, legal) => {
        const options: object[] = [{ type: 'run-it', times: 9 }, { type: 'check' }];
        if (legal.runIt !== null) options.push({ type: 'run-it', times: 1 + rng.int(legal.runIt.max) }, { type: 'run-it', times: 2 });
        return options;
      });
      if (result.runs.length > 1) runs++;
    }
    expect(runs).toBeGreaterThan(0);
  });
});
