import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand } from '@pokerchart/engine';
import { razz, sevenCardStud, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { describeLogEntry, recordHandSteps, resolveActiveStates, toHtmlViewer } from '../src/index.js';

describe('recordHandSteps', () => {
  const play = () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [500, 500, 500], button: 0,
      blinds: { small: 5, big: 10 }, dealing: { seed: 3 } });
    const recording = recordHandSteps(hand);
    hand.act({ type: 'raise', to: 30 });
    hand.act({ type: 'fold' });
    hand.act({ type: 'call' });
    hand.act({ type: 'check' });
    hand.act({ type: 'bet', to: 40 });
    hand.act({ type: 'fold' });
    recording.stop();
    return { hand, steps: recording.steps };
  };

  it('R100 R101 records the transitions of each step, with the guards named for the rules', () => {
    const { steps } = play();
    const via = steps.map((s) => (s.transitions ?? []).map((t) => `${t.source} -> ${t.target} ${t.event || 'always'}${t.guard ? ` [${t.guard}]` : ''}`));
    expect(via).toEqual([
      [],
      ['hand.preflop.bet -> hand.preflop.bet ACT [roundContinues]'],
      ['hand.preflop.bet -> hand.preflop.bet ACT [roundContinues]'],
      ['hand.preflop.bet -> hand.flop.bet ACT [roundClosed]'],
      ['hand.flop.bet -> hand.flop.bet ACT [roundContinues]'],
      ['hand.flop.bet -> hand.flop.bet ACT [roundContinues]'],
      ['hand.flop.bet -> hand.settled ACT [onlyOnePlayerLeft]'],
    ]);
  });

  it('shows the transitions in the viewer: the edges of the chart they took, and a line under the step', async () => {
    const { hand, steps } = play();
    const html = await toHtmlViewer({ machine: hand.actor.logic, steps });
    const [data] = JSON.parse(/<script type="application\/json" id="viewer-steps">(.*?)<\/script>/s.exec(html)![1]!) as { steps: { edges?: string[]; via?: string }[] }[];
    expect(data!.steps[3]).toMatchObject({ edges: ['hand.preflop.bet:ACT:6'], via: 'ACT [roundClosed] / applyBet, closeRound, enterStreet \u2192 flop.bet' });
    expect(data!.steps[6]).toMatchObject({ via: 'ACT [onlyOnePlayerLeft] / applyBet, awardUncontested \u2192 settled' });
    expect(data!.steps[0]!.edges).toBeUndefined();
    expect(html).toContain('<span class="via">ACT [roundClosed] / applyBet, closeRound, enterStreet \u2192 flop.bet</span>');
    expect(html).toContain('id="e:hand.preflop.bet:ACT:6"');
    // without guards or actions on the chart, the line leaves them out too
    const bare = await toHtmlViewer({ machine: hand.actor.logic, steps, guards: false, actions: false });
    expect(bare).toContain('<span class="via">ACT \u2192 flop.bet</span>');
    const noActions = await toHtmlViewer({ machine: hand.actor.logic, steps, actions: false });
    expect(noActions).toContain('<span class="via">ACT [roundClosed] \u2192 flop.bet</span>');
  });

  it('records the start, then one step per action, labelled from the hand log', () => {
    const { hand, steps } = play();
    expect(hand.isComplete).toBe(true);
    expect(steps.map((s) => s.label)).toEqual([
      'start',
      'seat 0 raises to 30',
      'seat 1 folds',
      'seat 2 calls, 30 in',
      'seat 2 checks',
      'seat 0 bets 40',
      'seat 2 folds',
    ]);
    expect(steps[0]?.detail).toMatch(/^seat 1 posts a blind of 5; seat 2 posts a blind of 10; /);
    expect(steps[0]?.detail).toContain('seat 0 is dealt');
    expect(steps[3]?.detail).toMatch(/preflop betting closed; flop: \w\w \w\w \w\w/);
    expect(steps[6]?.detail).toContain('seat 0 gets 40 back (uncalled)');
    expect(steps[6]?.detail).toContain('pot 1: 65 to seat 0');
  });

  it('keeps each step\'s snapshot, so the viewer highlights where the hand was', async () => {
    const { hand, steps } = play();
    const machine = hand.actor.logic;
    expect(steps.map((s) => resolveActiveStates(machine, s.state).at(-1))).toEqual([
      'hand.preflop.bet',
      'hand.preflop.bet',
      'hand.preflop.bet',
      'hand.flop.bet',
      'hand.flop.bet',
      'hand.flop.bet',
      'hand.settled',
    ]);
    const html = await toHtmlViewer({ machine, steps });
    expect(html).toContain('seat 0 bets 40');
  });

  it('stops recording when asked', () => {
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [500, 500], button: 0, blinds: { small: 5, big: 10 } });
    const recording = recordHandSteps(hand);
    recording.stop();
    hand.act({ type: 'call' });
    expect(recording.steps).toHaveLength(1);
  });

  it('describes every kind of log entry', () => {
    expect(describeLogEntry({ type: 'burned', street: 'flop', card: null })).toBeNull();
    expect(describeLogEntry({ type: 'acted', street: 'flop', seat: 1, action: { type: 'all-in' }, to: 75, stack: 0 })).toBe('seat 1 is all in, 75 in');
    expect(describeLogEntry({ type: 'acted', street: 'flop', seat: 1, action: { type: 'raise', to: 75 }, to: 75, stack: 0 })).toBe('seat 1 raises to 75 (all in)');
    expect(describeLogEntry({ type: 'exposed', seats: [0, 2] })).toBe('seats 0, 2 turn their cards up (all in)');
    expect(describeLogEntry({ type: 'acted', street: 'third', seat: 1, action: { type: 'bring-in' }, to: 1, stack: 99 })).toBe('seat 1 brings in for 1');
    expect(describeLogEntry({ type: 'acted', street: 'draw', seat: 2, action: { type: 'discard', cards: '' }, to: 0, stack: 99 })).toBe('seat 2 discards');
    expect(describeLogEntry({ type: 'mucked', seat: 3 })).toBe('seat 3 mucks');
    expect(describeLogEntry({ type: 'shown', seat: 3, cards: [48, 44] })).toMatch(/^seat 3 shows \w\w \w\w$/);
    expect(describeLogEntry({ type: 'awarded', pot: 1, amount: 50, seats: [0, 2], low: true })).toBe('pot 2 (low half): 50 to seats 0, 2');
  });

  it('tells a log entry of another kind (a discard in a draw, a new entry of a variant) from its fields, never as JSON', () => {
    const other = (entry: object) => describeLogEntry(entry as never);
    expect(other({ type: 'discarded', street: 'firstDraw', seat: 1, cards: [], count: 0 })).toBe('firstDraw: seat 1 stands pat');
    expect(other({ type: 'discarded', street: 'firstDraw', seat: 2, cards: [48, 44], count: 2 })).toMatch(/^firstDraw: seat 2 discards 2 \(\w\w \w\w\)$/);
    expect(other({ type: 'discarded', street: 'draw', seat: 0, cards: null, count: 3 })).toBe('draw: seat 0 discards 3');
    expect(other({ type: 'reshuffled', street: 'thirdDraw', count: 9 })).toBe('thirdDraw: 9 discards and burns reshuffled into a new stub');
    expect(other({ type: 'brought-in', street: 'third', seat: 4, amount: 2 })).toBe('third: seat 4: brought-in (amount 2)');
    expect(other({ type: 'something' })).toBe('something');
  });

  describe('R201 R202 a completed bring-in reads as a completion', () => {
    const stud = (variant = sevenCardStud) =>
      createHand({ variant, betting: fixedLimit({ smallBet: 20 }), stacks: [1000, 1000, 1000], button: 0, ante: { amount: 5, mode: 'each' }, dealing: { seed: 11 } });

    it('a later seat completes the posted bring-in; the raise after it, and the next street\'s bet, are told as such', () => {
      const hand = stud();
      const recording = recordHandSteps(hand);
      hand.act({ type: 'bring-in' });
      hand.act({ type: 'raise', to: 20 });
      hand.act({ type: 'raise', to: 40 });
      hand.act({ type: 'call' });
      hand.act({ type: 'call' });
      hand.act(hand.legalActions()!.raiseTo ? { type: 'bet', to: hand.legalActions()!.raiseTo!.min } : { type: 'check' });
      recording.stop();
      const labels = recording.steps.slice(1).map((s) => s.label);
      expect(labels.slice(0, 3).map((l) => l.replace(/^seat \d /, ''))).toEqual(['brings in for 6', 'completes to 20', 'raises to 40']);
      expect(labels[5]).toMatch(/^seat \d bets (20|40)$/);
      expect(hand.log.map(describeLogEntry).filter((l) => l?.includes('completes'))).toHaveLength(1);
    });

    it('the bring-in seat completes at once (stud and razz); without its place in the log an entry reads as before', () => {
      for (const variant of [sevenCardStud, razz]) {
        const hand = stud(variant);
        hand.act({ type: 'bet', to: 20 });
        const lines = hand.log.map(describeLogEntry);
        expect(lines.filter((l) => l !== null && / (completes|bets|raises) /.test(l))).toEqual([expect.stringMatching(/^seat \d completes to 20$/)]);
        const last = hand.log[hand.log.length - 1]!;
        expect(describeLogEntry(last)).toMatch(/^seat \d bets 20$/);
      }
    });

    it('a hold\'em raise stays a raise', () => {
      const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [500, 500, 500], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 3 } });
      hand.act({ type: 'raise', to: 30 });
      expect(hand.log.map(describeLogEntry)).toContain('seat 0 raises to 30');
    });
  });
});
