import { noLimit, potLimit } from '@pokerchart/betting';
import { createRng } from '@pokerchart/cards';
import { createHand, defineVariant, type Hand } from '@pokerchart/engine';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { callingStation, checkOrCall, checkOrFold, createRuleBot, randomBot, ruleBot, wager, type Bot } from '../src/index.js';

const doubleBoardHoldem = defineVariant({ ...texasHoldem, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 });
const doubleBoardPlo = defineVariant({ ...omaha, id: 'double-board-plo', name: 'Double-board PLO', boards: 2, seats: { min: 2, max: 9 } });

const bots: [string, Bot][] = [
  ['randomBot', randomBot],
  ['callingStation', callingStation],
  ['ruleBot', ruleBot],
  ['loose ruleBot', createRuleBot({ aggression: 0.9 })],
  ['checkOrFold', checkOrFold],
  ['checkOrCall', checkOrCall],
  // a bot that always shoves through wager(): asked for runs, wager answers one run
  ['wager(all)', (view) => wager(view, 1e9)],
];

/** Shoves, and asks for the most runs (so that the bot under test decides the number). */
const shover: Bot = (view) => (view.legalActions!.runIt ? { type: 'run-it', times: view.legalActions!.runIt.max } : wager(view, 1e9));

/**
 * Plays `hand` to its end with `bot` in the even seats and a shover in the odd ones (so that
 * passive bots meet all-ins too); throws when an answer is refused. Returns `bot`'s choices of runs.
 */
function playOut(hand: Hand, bot: Bot, seed: number): { choices: number[]; max: number[] } {
  const rng = createRng(seed);
  const choices: number[] = [];
  const max: number[] = [];
  for (let i = 0; !hand.isComplete; i++) {
    if (i > 1000) throw new Error('the hand did not end');
    const seat = hand.toAct!;
    const view = hand.view(seat);
    const action = (seat % 2 === 0 ? bot : shover)(view, rng);
    if (seat % 2 === 0 && view.legalActions!.runIt) {
      expect(action.type).toBe('run-it');
      max.push(view.legalActions!.runIt.max);
      if (action.type === 'run-it') choices.push(action.times);
    }
    hand.act(action);
  }
  return { choices, max };
}

describe("bots answer 'run-it' (R232) in double-board games and bomb pots (R230, R233)", () => {
  for (const [name, bot] of bots) {
    it(`R232 ${name} plays 300 'ask' hands of double-board Hold'em and PLO bomb pots to the end, every choice of runs within 1..maxRuns`, () => {
      let asked = 0;
      let ranMore = 0;
      for (let h = 0; h < 300; h++) {
        const rng = createRng(1000 + h);
        const n = 2 + rng.int(4);
        // short stacks too: a blind or a bomb-pot ante can put a player all in at once
        const stacks = Array.from({ length: n }, () => 5 + rng.int(400));
        const plo = h % 3 === 2;
        const hand = createHand({
          variant: plo ? doubleBoardPlo : doubleBoardHoldem, betting: plo ? potLimit() : noLimit(), stacks, button: rng.int(n),
          blinds: { small: 5, big: 10 }, runItTimes: 'ask', maxRuns: 3, ...(plo ? { bombPot: { ante: 10 } } : {}), dealing: { seed: h },
        });
        const { choices, max } = playOut(hand, bot, h);
        choices.forEach((c, i) => {
          expect(Number.isInteger(c)).toBe(true);
          expect(c).toBeGreaterThanOrEqual(1);
          expect(c).toBeLessThanOrEqual(max[i]!);
        });
        const r = hand.result!;
        // chips conserved (R0.5): every chip put in is paid out or returned
        expect(r.stacks.reduce((a, b) => a + b, 0)).toBe(stacks.reduce((a, b) => a + b, 0));
        if (choices.length > 0) {
          asked++;
          // the smallest number chosen applies (R232), or fewer when the stub is short
          expect(r.runs.length).toBeLessThanOrEqual(Math.min(...choices));
          const chose = hand.log.flatMap((e) => (e.type === 'chose-runs' ? [e.times] : []));
          const runs = hand.log.find((e) => e.type === 'runs');
          expect(runs === undefined ? 1 : runs.wanted).toBe(Math.min(...chose));
          if (r.runs.length > 1) ranMore++;
        }
      }
      expect(asked).toBeGreaterThan(0);
      // the bots that ask for the most runs (ruleBot) or a random number get more than one run sometimes
      if (name.includes('ruleBot') || name === 'randomBot') expect(ranMore).toBeGreaterThan(0);
    });
  }
});
