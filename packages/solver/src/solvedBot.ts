import { createRng } from '@pokerchart/cards';
import type { PlayerAction } from '@pokerchart/betting';
import { type Bot, checkOrCall, wager } from '@pokerchart/bots';
import { infoSetKey } from './infoSetKey.js';
import type { Strategy } from './Strategy.js';

/**
 * A bot that plays a solved strategy (R293), usable wherever the bots of `@pokerchart/bots` are
 * (a table's bot, `simulate`): it reads its information set from the view ({@link infoSetKey})
 * and draws an action with the strategy's probabilities, with the `rng` given (else one seeded
 * from the view). A bet or raise is the smallest allowed (fixed limit: the only one). In an
 * information set the strategy does not know it checks or calls.
 *
 * @example
 * ```ts
 * const bot = solvedBot(solve({ variant: kuhnPoker, iterations: 1000 }).strategy);
 * hand.act(bot(hand.view(hand.toAct!)));
 * ```
 */
export function solvedBot(strategy: Strategy): Bot {
  return (view, rng) => {
    const legal = view.legalActions;
    if (legal === null) return { type: 'check' };
    const row = strategy.probabilities(infoSetKey(view));
    const letters = Object.keys(row).filter((l) => row[l]! > 0);
    if (letters.length === 0) return checkOrCall(view);
    const total = letters.reduce((t, l) => t + row[l]!, 0);
    const r = rng ?? createRng(seedOf(view.log.length, view.board, view.seats[legal.seat]?.holeCards ?? []));
    let x = r.float() * total;
    let letter = letters[letters.length - 1]!;
    for (const l of letters) {
      x -= row[l]!;
      if (x < 0) {
        letter = l;
        break;
      }
    }
    return actionOf(letter, view, legal);
  };
}

function actionOf(letter: string, view: Parameters<Bot>[0], legal: NonNullable<Parameters<Bot>[0]['legalActions']>): PlayerAction {
  switch (letter) {
    case 'f': return legal.fold ? { type: 'fold' } : checkOrCall(view);
    case 'x': return legal.check ? { type: 'check' } : checkOrCall(view);
    case 'c': return legal.call !== null ? { type: 'call' } : checkOrCall(view);
    default: return legal.raiseTo !== null ? wager(view, legal.raiseTo.min) : checkOrCall(view);
  }
}

function seedOf(n: number, board: readonly number[], hole: readonly number[]): number {
  let h = 0x2545f491 ^ n;
  for (const c of [...board, ...hole]) h = Math.imul(h ^ c, 0x9e3779b1) >>> 0;
  return h | 0;
}
