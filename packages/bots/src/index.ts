/**
 * @pokerchart/bots: reference poker players. A {@link Bot} is a plain function from a seat's
 * view of the hand to the action it takes; {@link randomBot}, {@link callingStation} and
 * {@link ruleBot} are ready to use, and {@link wager}, {@link positionOf},
 * {@link startingHandTier} and {@link estimateStrength} help write your own.
 *
 * @packageDocumentation
 */
export type { Bot } from './Bot.js';
export { BotError } from './errors.js';
export { randomBot } from './randomBot.js';
export { callingStation } from './checkOrFold.js';
export type { RuleBotOptions } from './ruleBot.js';
export { createRuleBot, ruleBot } from './ruleBot.js';
export { wager } from './wager.js';
export { checkOrCall, checkOrFold } from './checkOrFold.js';
export type { Position } from './ruleBot.js';
export { positionOf } from './ruleBot.js';
export { startingHandTier } from './estimateStrength.js';
export type { StrengthRules } from './estimateStrength.js';
export { estimateStrength } from './estimateStrength.js';
export type { DrawGoal } from './chooseDiscards.js';
export { chooseDiscards } from './chooseDiscards.js';
