import { describe, expect, it } from 'vitest';
import { formatCards } from '@pokerchart/cards';
import { noLimit, potLimit } from '@pokerchart/betting';
import { createHand, defineVariant, type Hand } from '@pokerchart/engine';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { createNarrator, type TableEvent, type TableHand } from '../src/index.js';

const doubleBoardHoldem = defineVariant({ ...texasHoldem, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 });
const doubleBoardPlo = defineVariant({ ...omaha, id: 'double-board-plo', name: 'Double-board PLO', boards: 2, seats: { min: 2, max: 9 } });
const names = ['Ann', 'Bob', 'Cy', 'Di'];

/** The table events of a hand played through the engine: started, every log entry, finished. */
function eventsOf(hand: Hand, tableHand: TableHand): TableEvent[] {
  return [
    { type: 'hand-started', hand: tableHand, names, levelChanged: false },
    ...hand.log.map((entry): TableEvent => ({ type: 'hand-log', hand: tableHand.number, entry })),
    { type: 'hand-finished', hand: tableHand.number, result: hand.result! },
  ];
}

const tableHand = (stacks: number[], extra: Partial<TableHand> = {}): TableHand => ({
  number: 1, button: 0, smallBlind: 1, bigBlind: 2, levelIndex: 0, level: { small: 5, big: 10 }, stacks, seed: 3, ...extra,
});

describe('narrator: several boards, runs, bomb pots (R230-R233)', () => {
  // three players all in before the flop on a double board, run twice: four parts per pot
  const stacks = [500, 300, 500];
  const hand = createHand({ variant: doubleBoardHoldem, betting: noLimit(), stacks, button: 0, blinds: { small: 5, big: 10 }, runItTimes: 'ask', dealing: { seed: 3 } });
  hand.act({ type: 'all-in' });
  hand.act({ type: 'all-in' });
  hand.act({ type: 'call' });
  while (!hand.isComplete) hand.act({ type: 'run-it', times: 2 });
  const narrator = createNarrator({ variant: doubleBoardHoldem });
  const story = eventsOf(hand, tableHand(stacks)).flatMap((e) => narrator(e));

  it('R230 R232 tells each board of each run, named by board and run', () => {
    const r = hand.result!;
    expect(r.runs).toHaveLength(2);
    for (const [run, boards] of r.runs.entries()) {
      for (const [board, cards] of boards.entries()) {
        // the river of each board of each run is told with its place
        const river = formatCards(cards.slice(4)).join(' ');
        const where = run === 0 ? `board ${board + 1}` : `run ${run + 1}, board ${board + 1}`;
        expect(story).toContain(`River (${where}): ${river}`);
        const flop = formatCards(cards.slice(0, 3)).join(' ');
        expect(story).toContain(`Flop (${where}): ${flop}`);
      }
    }
    // run 1's cards come first, then the announcement, then run 2's
    const announced = story.indexOf('The board is run twice: the cards above are run 1');
    expect(announced).toBeGreaterThan(story.findIndex((l) => l.startsWith('River (board 2)')));
    expect(announced).toBeLessThan(story.findIndex((l) => l.startsWith('Flop (run 2, board 1)')));
  });

  it("R232 tells each player's choice of runs", () => {
    expect(story).toEqual(expect.arrayContaining(['Bob chooses to run it twice', 'Cy chooses to run it twice', 'Ann chooses to run it twice']));
    const you = createNarrator({ variant: doubleBoardHoldem, you: 1 });
    expect(eventsOf(hand, tableHand(stacks)).flatMap((e) => you(e))).toContain('You choose to run it twice');
  });

  it('R231 R232 tells every part of every pot with its winners, and each shown hand on each board of each run', () => {
    const r = hand.result!;
    const who = (seats: number[]) => seats.map((s) => names[s]).join(' and ');
    for (const [i, pot] of r.pots.entries()) {
      expect(pot.parts).toHaveLength(4);
      const head = story.indexOf(`${i === 0 ? 'Main pot' : `Side pot ${i}`} of ${pot.amount.toLocaleString('en-US')} is split in 4 parts:`);
      expect(head).toBeGreaterThanOrEqual(0);
      pot.parts.forEach((part, k) => {
        const line = story[head + 1 + k]!;
        expect(line.startsWith(`  run ${part.run + 1}, board ${part.board + 1}: ${part.amount} `)).toBe(true);
        expect(line).toContain(who(part.highWinners));
      });
      // the parts' lines account for the whole pot
      const told = pot.parts.map((_, k) => Number(/: (\d+) /.exec(story[head + 1 + k]!)![1]));
      expect(told.reduce((a, b) => a + b, 0)).toBe(pot.amount);
    }
    // a part won by two players is told as split, one won by a single player names that player
    expect(story).toContain('  run 1, board 1: 225 split between Bob and Cy');
    expect(story.some((l) => /^ {2}run 1, board 2: 225 to Ann/.test(l))).toBe(true);
    // each shown hand is described on each of its four boards
    const bob = story.find((l) => l.startsWith('Bob shows'))!;
    expect(bob.match(/run \d, board \d: /g)).toHaveLength(4);
    expect(bob).toContain('run 1, board 1: Pair of');
  });

  it('R230 without the variant, the second board is still told as board 2', () => {
    const plain = createNarrator();
    const told = eventsOf(hand, tableHand(stacks)).flatMap((e) => plain(e));
    expect(told.some((l) => l.startsWith('Flop (board 2): '))).toBe(true);
  });

  it('R233 a bomb pot: the hand says so, every ante is an ante (never a big-blind ante), and the flop comes first', () => {
    const bombStacks = [500, 500, 500, 500];
    const bomb = createHand({ variant: doubleBoardPlo, betting: potLimit(), stacks: bombStacks, button: 0, blinds: { small: 5, big: 10 }, bombPot: { ante: 20 }, dealing: { seed: 5 } });
    for (let i = 0; !bomb.isComplete && i < 200; i++) {
      const legal = bomb.legalActions()!;
      bomb.act(legal.check ? { type: 'check' } : legal.call ? { type: 'call' } : { type: 'fold' });
    }
    const narrate = createNarrator({ variant: doubleBoardPlo });
    const told = eventsOf(bomb, tableHand(bombStacks, { bombPot: 20, level: { small: 5, big: 10, ante: 10 } })).flatMap((e) => narrate(e));
    expect(told).toContain('Bomb pot: every player antes 20, no blinds, and the hand starts on the flop (R233)');
    // Cy is on the big blind of a level with a big-blind ante: in a bomb pot, still an ante
    expect(told.filter((l) => l.includes('posts')).sort()).toEqual(['Ann', 'Bob', 'Cy', 'Di'].map((n) => `${n} posts an ante of 20`));
    const firstBoard = told.findIndex((l) => l.startsWith('Flop (board 1)'));
    expect(told[firstBoard + 1]!.startsWith('Flop (board 2)')).toBe(true);
    expect(told.findIndex((l) => / (checks|bets|calls|folds)/.test(l))).toBeGreaterThan(firstBoard);
    // one pot of 80, two parts of 40
    expect(told).toContain('The pot of 80 is split in 2 parts:');
  });
});
