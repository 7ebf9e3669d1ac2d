import { formatCards } from '@pokerchart/cards';
import type { BettingStructure, PlayerAction } from '@pokerchart/betting';
import { createHand, type Hand, type VariantDescriptor } from '@pokerchart/engine';
import type { ViewerStep } from '../src/index.js';

/**
 * Plays a whole hand where everyone checks or calls (so it reaches the showdown through every
 * street), recording a viewer step after the deal and after each action.
 */
export function playPassiveHand(variant: VariantDescriptor, betting: BettingStructure, seed = 7): { hand: Hand; steps: ViewerStep[] } {
  const hand = createHand({ variant, betting, stacks: [200, 200, 200], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed } });
  const steps: ViewerStep[] = [{ label: 'blinds posted, cards dealt', state: hand.actor.getSnapshot() }];
  for (let guard = 0; !hand.isComplete && guard < 100; guard++) {
    const legal = hand.legalActions();
    if (!legal) throw new Error(`no legal actions in state ${JSON.stringify(hand.state)}`);
    const action: PlayerAction = legal.check ? { type: 'check' } : { type: 'call' };
    const street = hand.street;
    hand.act(action);
    const board = formatCards(hand.view('spectator').board).join(' ');
    steps.push({ label: `${street}: seat ${legal.seat} ${action.type}s`, state: hand.actor.getSnapshot(), detail: board ? `board ${board}` : '' });
  }
  return { hand, steps };
}
