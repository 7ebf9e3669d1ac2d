import { describe, expect, it } from 'vitest';
import { formatCards, parseCards, standardDeck } from '@pokerchart/cards';
import { noLimit, potLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, defineVariant, HandOptionsError, restoreHand, VariantDefinitionError } from '../src/index.js';
import { holdemSpec, omahaSpec } from './fixtures.js';

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
