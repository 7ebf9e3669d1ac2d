import {
  applyAction, compileForcedBets, legalActions, nextRound, startBetting,
  type BettingRuleOptions, type BettingState, type BettingStructure, type PlayerAction,
} from '../src/index.js';

export interface HandSetup {
  button?: number;
  blinds?: { small: number; big: number };
  ante?: { amount: number; mode: 'each' | 'big-blind' };
  straddle?: number;
  rules?: Partial<BettingRuleOptions>;
  streetCount?: number;
}

/** Starts a hand with the simple forced-bet options (button 0, blinds 50/100 unless given). */
export function deal(structure: BettingStructure, stacks: number[], setup: HandSetup = {}): BettingState {
  const button = setup.button ?? 0;
  const blinds = setup.blinds ?? (structure.defaultBlinds() ?? { small: 50, big: 100 });
  const forcedBets = compileForcedBets({
    stacks, button, structure, blinds, ante: setup.ante, straddle: setup.straddle, rules: setup.rules,
  });
  return startBetting({ stacks, button, forcedBets, structure, rules: setup.rules, streetCount: setup.streetCount });
}

/** Shorthand: 'f' fold, 'x' check, 'c' call, 'a' all-in, 'b300' bet to 300, 'r500' raise to 500. */
export function parse(step: string): PlayerAction {
  const amount = Number(step.slice(1));
  switch (step[0]) {
    case 'f': return { type: 'fold' };
    case 'x': return { type: 'check' };
    case 'c': return { type: 'call' };
    case 'a': return { type: 'all-in' };
    case 'b': return { type: 'bet', to: amount };
    case 'r': return { type: 'raise', to: amount };
    default: throw new Error(`bad step ${step}`);
  }
}

/** Applies the steps in order; each step is acted by whoever is to act. */
export function play(state: BettingState, structure: BettingStructure, steps: string): BettingState {
  let s = state;
  for (const step of steps.split(/\s+/).filter(Boolean)) s = applyAction(s, structure, parse(step));
  return s;
}

/** Checks/calls down to the end of the current round, then deals the next street. */
export function toNextStreet(state: BettingState, structure: BettingStructure): BettingState {
  let s = state;
  while (s.status === 'betting') {
    const la = legalActions(s, structure)!;
    s = applyAction(s, structure, la.check ? { type: 'check' } : { type: 'call' });
  }
  return nextRound(s, structure);
}

export function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/** R0.5 at any step. */
export function chipsConserved(s: BettingState): boolean {
  return sum(s.stacks) + s.collected + sum(s.committed) === sum(s.startStacks)
    && sum(s.contributed) + s.dead === s.collected + sum(s.committed);
}
