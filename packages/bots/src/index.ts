/**
 * @pokerchart/bots: reference poker players. A {@link Bot} is a plain function from a seat's
 * view of the hand to the action it takes; {@link randomBot}, {@link callingStation} and
 * {@link ruleBot} are ready to use, and {@link wager}, {@link positionOf},
 * {@link startingHandTier} and {@link estimateStrength} help write your own.
 *
 * @packageDocumentation
 */
export type { Bot } from './Bot.js';
export { BotError } from './BotError.js';
export { randomBot } from './randomBot.js';
export { callingStation } from './callingStation.js';
export type { RuleBotOptions } from './ruleBot.js';
export { createRuleBot, ruleBot } from './ruleBot.js';
export { wager } from './wager.js';
export { checkOrCall, checkOrFold } from './checkOrFold.js';
export type { Position } from './positionOf.js';
export { positionOf } from './positionOf.js';
export { startingHandTier } from './startingHandTier.js';
export type { StrengthRules } from './estimateStrength.js';
export { estimateStrength } from './estimateStrength.js';
export type { DrawGoal } from './chooseDiscards.js';
export { chooseDiscards } from './chooseDiscards.js';
