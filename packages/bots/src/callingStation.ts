import type { Bot } from './Bot.js';
import { checkOrCall } from './checkOrFold.js';

/**
 * Never bets, never raises, never folds: checks when it can and calls anything else, all-in
 * included. Useful as a baseline opponent and for tests that want long showdown-heavy hands.
 */
export const callingStation: Bot = (view) => checkOrCall(view);
