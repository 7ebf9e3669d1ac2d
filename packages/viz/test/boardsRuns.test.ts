import { noLimit, potLimit } from '@pokerchart/betting';
import { formatCards } from '@pokerchart/cards';
import { createHand, createHandMachine, defineVariant } from '@pokerchart/engine';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { describeLogEntry, recordHandSteps, sampleHands, toHtmlViewer } from '../src/index.js';

const doubleBoardHoldem = defineVariant({ ...texasHoldem, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 });
const doubleBoardPlo = defineVariant({ ...omaha, id: 'double-board-plo', name: 'Double-board PLO', boards: 2, seats: { min: 2, max: 9 } });

/** The viewer's steps (label and detail) as the page carries them. */
function pageSteps(html: string): { label: string; detail?: string }[][] {
  const data = JSON.parse(/<script type="application\/json" id="viewer-steps">(.*?)<\/script>/s.exec(html)![1]!) as { steps: { label: string; detail?: string }[] }[];
  return data.map((hand) => hand.steps);
}

describe('viz: several boards, runs and bomb pots (R230-R233)', () => {
  it('R230 R231 describeLogEntry names the board and run of board cards and pot parts; with the log, board 1 and run 1 too', () => {
    expect(describeLogEntry({ type: 'board', street: 'flop', cards: [0, 1, 2], board: 1 })).toBe(`flop, board 2: ${formatCards([0, 1, 2]).join(' ')}`);
    expect(describeLogEntry({ type: 'board', street: 'turn', cards: [5], run: 1 })).toBe(`turn, run 2: ${formatCards([5])[0]}`);
    expect(describeLogEntry({ type: 'awarded', pot: 0, amount: 45, seats: [1], board: 1, run: 0 })).toBe('pot 1, run 1, board 2: 45 to seat 1');
    expect(describeLogEntry({ type: 'chose-runs', seat: 2, times: 3 })).toBe('seat 2 chooses to run it 3 times');
    expect(describeLogEntry({ type: 'runs', times: 2, wanted: 3 })).toBe('the rest of the board is run twice (3 wanted: the stub has cards for 2)');
    // in its log, board 1 of a double-board hand is named too
    const hand = createHand({ variant: doubleBoardHoldem, betting: noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 3 } });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    const lines = hand.log.map((e, i, log) => describeLogEntry(e, i, log)).filter((l) => l !== null);
    const [b1, b2] = hand.view('spectator').boards;
    expect(lines).toEqual(expect.arrayContaining([`flop, board 1: ${formatCards(b1!).join(' ')}`, `flop, board 2: ${formatCards(b2!).join(' ')}`]));
  });

  it('R232 recordHandSteps: a run-twice hand shows both runs and every part of the pot', () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 }, runItTimes: 'ask', dealing: { seed: 3 } });
    const recording = recordHandSteps(hand);
    hand.act({ type: 'all-in' });
    hand.act({ type: 'call' });
    hand.act({ type: 'run-it', times: 2 });
    hand.act({ type: 'run-it', times: 2 });
    recording.stop();
    const text = recording.steps.map((s) => [s.label, s.detail ?? ''].join('; ')).join('\n');
    const runs = hand.result!.runs;
    expect(runs).toHaveLength(2);
    expect(text).toContain(`river, run 1: ${formatCards(runs[0]![0]!.slice(4)).join(' ')}`);
    expect(text).toContain(`river, run 2: ${formatCards(runs[1]![0]!.slice(4)).join(' ')}`);
    expect(text).toContain('seat 1 chooses to run it twice');
    expect(text).toContain('the rest of the board is run twice');
    for (const part of hand.result!.pots[0]!.parts) expect(text).toContain(`pot 1, run ${part.run + 1}: ${part.amount} to seat`);
  });

  it('R230 R233 the HTML viewer of sample hands shows both boards of a double-board bomb pot, and both runs of its all-in hand', async () => {
    const hands = sampleHands({ variant: doubleBoardPlo, betting: potLimit(), blinds: { small: 5, big: 10 }, bombPot: { ante: 10 }, runItTimes: 2, stacks: [200, 200, 200, 200], seed: 4 });
    const html = await toHtmlViewer({ machine: createHandMachine(doubleBoardPlo, potLimit()), hands });
    const [raise, allIn] = pageSteps(html).map((steps) => steps.map((s) => `${s.label}; ${s.detail ?? ''}`).join('\n'));
    // a bomb pot: antes, no blinds, and the first step after the start is on the flop's two boards
    expect(raise).toMatch(/seat \d posts an ante of 10/);
    expect(raise).not.toMatch(/a blind/);
    for (const text of [raise!, allIn!]) {
      expect(text).toMatch(/flop, board 1: \S+ \S+ \S+/);
      expect(text).toMatch(/flop, board 2: \S+ \S+ \S+/);
      expect(text).toMatch(/river, (run 1, )?board 2: \S+/);
    }
    // the all-in hand runs twice: every board of run 2 and parts named by run and board
    expect(allIn).toMatch(/river, run 2, board 2: \S+/);
    expect(allIn).toMatch(/pot 1, run 2, board 2: \d+ to seat/);
  });
});
