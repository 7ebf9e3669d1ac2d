import type { PlayerAction } from '@pokerchart/betting';
import { checkOrCall, createRuleBot, type Bot } from '@pokerchart/bots';
import type { Hand, VariantDescriptor } from '@pokerchart/engine';

const bots = new Map<string, Bot>();

/** The bot of a seat: a rule bot that knows the variant, a little looser on every other seat. */
function botFor(variant: VariantDescriptor, seat: number): Bot {
  const key = `${variant.id}:${seat % 2}`;
  let bot = bots.get(key);
  if (bot === undefined) {
    bot = createRuleBot({ variant, aggression: seat % 2 === 0 ? 0.25 : 0.55 });
    bots.set(key, bot);
  }
  return bot;
}

/**
 * What the bot in the seat to act plays. A composed variant can be one the rule bot does not
 * read well; then it checks or calls rather than stopping the hand.
 */
export function botAction(hand: Hand, variant: VariantDescriptor): PlayerAction {
  const seat = hand.toAct!;
  const view = hand.view(seat);
  try {
    return botFor(variant, seat)(view);
  } catch {
    return checkOrCall(view);
  }
}
