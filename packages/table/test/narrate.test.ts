import { describe, expect, it } from 'vitest';
import { parseCards } from '@pokerchart/cards';
import { evaluateHand } from '@pokerchart/evaluator';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand, type Hand } from '@pokerchart/engine';
import { sevenCardStud, texasHoldem } from '@pokerchart/variants';
import { createNarrator, type TableEvent, type TableHand } from '../src/index.js';

const hand: TableHand = {
  number: 3, button: 0, smallBlind: 1, bigBlind: 2, levelIndex: 1,
  level: { small: 50, big: 100, ante: 100 }, stacks: [1000, 300, 2000], seed: 1,
};
const names = ['Ann', 'Bob', 'Cy'];
const value = (hole: string, board: string) => evaluateHand({ hole: parseCards(hole), board: parseCards(board) });

function story(events: TableEvent[], options?: Parameters<typeof createNarrator>[0]): string[] {
  const narrator = createNarrator(options);
  return events.flatMap((e) => narrator(e));
}

const board = 'Ah 7d 2c Ks 9s';
const events: TableEvent[] = [
  { type: 'hand-started', hand, names, levelChanged: true },
  { type: 'hand-log', hand: 3, entry: { type: 'posted', seat: 2, kind: 'ante', amount: 100 } },
  { type: 'hand-log', hand: 3, entry: { type: 'posted', seat: 1, kind: 'blind', amount: 50 } },
  { type: 'hand-log', hand: 3, entry: { type: 'posted', seat: 2, kind: 'blind', amount: 100 } },
  { type: 'hand-log', hand: 3, entry: { type: 'dealt', seat: 0, cards: parseCards('As Ad') } },
  { type: 'hand-log', hand: 3, entry: { type: 'dealt', seat: 1, cards: parseCards('Kh Kd') } },
  { type: 'hand-log', hand: 3, entry: { type: 'acted', street: 'preflop', seat: 0, action: { type: 'raise', to: 300 }, to: 300, stack: 700 } },
  { type: 'hand-log', hand: 3, entry: { type: 'acted', street: 'preflop', seat: 1, action: { type: 'call' }, to: 300, stack: 0 } },
  { type: 'hand-log', hand: 3, entry: { type: 'acted', street: 'preflop', seat: 2, action: { type: 'call' }, to: 300, stack: 1600 } },
  { type: 'hand-log', hand: 3, entry: { type: 'street-closed', street: 'preflop' } },
  { type: 'hand-log', hand: 3, entry: { type: 'board', street: 'flop', cards: parseCards('Ah 7d 2c') } },
  { type: 'hand-log', hand: 3, entry: { type: 'acted', street: 'flop', seat: 2, action: { type: 'bet', to: 200 }, to: 200, stack: 1400 } },
  { type: 'hand-log', hand: 3, entry: { type: 'acted', street: 'flop', seat: 0, action: { type: 'fold' } , to: 0, stack: 700 } },
  { type: 'hand-log', hand: 3, entry: { type: 'returned', seat: 2, amount: 200 } },
  {
    type: 'hand-finished', hand: 3,
    result: {
      holeCards: [parseCards('As Ad'), parseCards('Kh Kd'), parseCards('9c 9d')],
      board: parseCards(board), boards: [parseCards(board)], runs: [[parseCards(board)]],
      pots: [
        { amount: 1000, eligible: [1, 2], winners: [1], highWinners: [1], lowWinners: [], parts: [{ run: 0, board: 0, amount: 1000, highWinners: [1], lowWinners: [] }] },
        { amount: 300, eligible: [2], winners: [2], highWinners: [2], lowWinners: [], parts: [{ run: 0, board: 0, amount: 300, highWinners: [2], lowWinners: [] }] },
      ],
      returned: [0, 0, 200], payouts: [0, 1000, 300], stacks: [700, 1000, 1600],
      shown: [{ seat: 2, value: value('9c 9d', board) }, { seat: 1, value: value('Kh Kd', board) }],
      mucked: [], showdown: true,
    },
  },
  { type: 'eliminated', finish: { seat: 0, place: 3, name: 'Ann', hand: 3 } },
  { type: 'table-finished', finishes: [], handsPlayed: 3 },
];

describe('narrator', () => {
  it('tells posts, deals, actions with amounts, board cards, showdowns with described hands, main and side pots', () => {
    const lines = story(events);
    expect(lines).toEqual(expect.arrayContaining([
      '*** Level 2: blinds 50/100, 100 big-blind ante ***',
      'Hand #3: Ann has the button. Stacks: Ann 1,000, Bob 300, Cy 2,000',
      'Cy posts the big-blind ante of 100',
      'Bob posts the small blind 50',
      'Cy posts the big blind 100',
      'Ann is dealt As Ad',
      'Ann raises to 300',
      'Bob calls 250 and is all-in',
      'Cy calls 200',
      'Flop: Ah 7d 2c',
      'Cy bets 200',
      'Ann folds',
      'Uncalled 200 returned to Cy',
      'Main pot of 1,000 goes to Bob (Three of a kind, Kings beats Three of a kind, Nines)',
      'Side pot 1 of 300 goes to Cy',
      'Ann is eliminated in 3rd place',
    ]));
    expect(lines.find((l) => l.startsWith('Bob shows Kh Kd: '))).toMatch(/Kings/);
  });

  it('R137 says what decided when winner and loser share a description (the deciding kicker)', () => {
    const board = '3s Qc 5d 2h 8s';
    const narrate = createNarrator();
    narrate(events[0]!);
    const lines = narrate({
      type: 'hand-finished',
      hand: 4,
      result: {
        holeCards: [parseCards('3c Jd'), parseCards('3h 9h'), null], board: parseCards(board), boards: [parseCards(board)], runs: [[parseCards(board)]],
        pots: [{ amount: 400, eligible: [0, 1], winners: [0], highWinners: [0], lowWinners: [], parts: [{ run: 0, board: 0, amount: 400, highWinners: [0], lowWinners: [] }] }],
        returned: [0, 0, 0], payouts: [400, 0, 0], stacks: [1200, 800, 0],
        shown: [{ seat: 0, value: value('3c Jd', board) }, { seat: 1, value: value('3h 9h', board) }],
        mucked: [], showdown: true,
      },
    } as TableEvent);
    expect(lines.filter((l) => l.includes('shows')).map((l) => l.split(': ')[1])).toEqual(['Pair of Threes, Queen kicker', 'Pair of Threes, Queen kicker']);
    expect(lines).toContain('The pot of 400 goes to Ann (Pair of Threes, Queen-Jack kickers beats Pair of Threes, Queen-Nine kickers)');
  });

  it('hides hole cards unless asked, and speaks to "you"', () => {
    const lines = story(events, { showHoleCards: [1], you: 0 });
    expect(lines).not.toContain('Ann is dealt As Ad');
    expect(lines).toContain('Bob is dealt Kh Kd');
    expect(lines).toContain('You raise to 300');
    expect(lines).toContain('You fold');
    expect(lines).toContain('You are eliminated in 3rd place');
    expect(lines).toContain('Hand #3: you have the button. Stacks: You 1,000, Bob 300, Cy 2,000');
  });

  it('R200 in a stud game every player antes: the level reads "ante N" and no ante is a big-blind ante', () => {
    const studHand: TableHand = { ...hand, level: { small: 10, big: 20 } };
    const antes: TableEvent[] = [
      { type: 'hand-started', hand: studHand, names, levelChanged: true },
      ...[0, 1, 2].map((seat): TableEvent => ({ type: 'hand-log', hand: 3, entry: { type: 'posted', seat, kind: 'ante', amount: 5 } })),
    ];
    const stud = story(antes, { variant: sevenCardStud });
    expect(stud[0]).toBe('*** Level 2: ante 5 ***');
    expect(stud.filter((l) => l.endsWith('posts an ante of 5'))).toHaveLength(3);
    expect(stud.join('\n')).not.toMatch(/big-blind|blinds/);
    // the same level in hold'em: blinds, and the big blind's ante is the big-blind ante (R25)
    const holdem = story([{ type: 'hand-started', hand, names, levelChanged: true }, events[1]!], { variant: texasHoldem });
    expect(holdem).toContain('*** Level 2: blinds 50/100, 100 big-blind ante ***');
    expect(holdem).toContain('Cy posts the big-blind ante of 100');
  });

  describe('R201 R202 a completed bring-in is told as a completion', () => {
    const studHand: TableHand = { ...hand, level: { small: 10, big: 20 }, stacks: [1000, 1000, 1000] };
    /** A stud hand at 20/40 with antes of 5, played by `moves` (each given the legal actions of the seat to act). */
    function playStud(moves: ((legal: NonNullable<ReturnType<Hand['legalActions']>>) => Parameters<Hand['act']>[0])[]): { hand: Hand; lines: string[] } {
      const h = createHand({ variant: sevenCardStud, betting: fixedLimit({ smallBet: 20 }), stacks: [1000, 1000, 1000], button: 0,
        ante: { amount: 5, mode: 'each' }, dealing: { seed: 11 } });
      for (const move of moves) h.act(move(h.legalActions()!));
      const log: TableEvent[] = h.log.map((entry) => ({ type: 'hand-log', hand: 3, entry }));
      return { hand: h, lines: story([{ type: 'hand-started', hand: studHand, names, levelChanged: false }, ...log], { variant: sevenCardStud }) };
    }
    const acted = (lines: string[]) => lines.filter((l) => / (brings in|completes|raises|bets|calls|checks|folds)/.test(l));

    it('a later seat completes the posted bring-in to the small bet; the raise after it is a raise', () => {
      const { hand: h, lines } = playStud([
        (l) => { expect(l.bringIn).toBe(6); return { type: 'bring-in' }; },
        (l) => { expect(l.raiseTo?.min).toBe(20); return { type: 'raise', to: 20 }; },
        (l) => ({ type: 'raise', to: l.raiseTo!.min }),
      ]);
      expect(h.log.filter((e) => e.type === 'acted').map((e) => e.type === 'acted' && `${e.action.type} ${e.to}`)).toEqual(['bring-in 6', 'raise 20', 'raise 40']);
      const [bringIn, complete, raise] = acted(lines);
      expect(bringIn).toMatch(/^\w+ brings in for 6$/);
      expect(complete).toMatch(/^\w+ completes to 20$/);
      expect(raise).toMatch(/^\w+ raises to 40$/);
      expect(lines.join('\n')).not.toContain('raises to 20');
    });

    it('the bring-in seat completes at once; the next street has bets again', () => {
      const { lines } = playStud([
        (l) => ({ type: 'bet', to: l.raiseTo!.min }),
        () => ({ type: 'call' }),
        () => ({ type: 'call' }),
        (l) => (l.raiseTo ? { type: 'bet', to: l.raiseTo.min } : { type: 'check' }),
      ]);
      const told = acted(lines);
      expect(told[0]).toMatch(/^\w+ completes to 20$/);
      expect(told.slice(1, 3).every((l) => / calls 20$/.test(l))).toBe(true);
      expect(told[3]).toMatch(/ bets (20|40)$/);
    });

    it('speaks to "you", and leaves hold\'em raises alone', () => {
      const h = createHand({ variant: sevenCardStud, betting: fixedLimit({ smallBet: 20 }), stacks: [1000, 1000, 1000], button: 0,
        ante: { amount: 5, mode: 'each' }, dealing: { seed: 11 } });
      const seat = h.toAct!;
      h.act({ type: 'bet', to: 20 });
      const you = story([{ type: 'hand-started', hand: studHand, names, levelChanged: false }, ...h.log.map((entry): TableEvent => ({ type: 'hand-log', hand: 3, entry }))], { variant: sevenCardStud, you: seat });
      expect(you).toContain('You complete to 20');
      const holdem = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [1000, 1000, 1000], button: 0, blinds: { small: 10, big: 20 }, dealing: { seed: 1 } });
      holdem.act({ type: 'raise', to: 60 });
      const told = story([{ type: 'hand-started', hand, names, levelChanged: false }, ...holdem.log.map((entry): TableEvent => ({ type: 'hand-log', hand: 3, entry }))], { variant: texasHoldem });
      expect(told).toContain('Ann raises to 60');
    });
  });
});
