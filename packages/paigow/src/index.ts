/**
 * @pokerchart/paigow: Pai Gow Poker, the banking game (RULES section 22, R280-R285). The
 * 53-card deck with the {@link JOKER}, hand values with the joker and the Pai Gow wheel, setting
 * and fouls ({@link isFoul}), the Trump Plaza {@link houseWay}, settlement against the banker
 * ({@link comparePaiGow}, {@link settlePaiGow}), a seeded {@link simulatePaiGow}, and a playable
 * round for up to six players and the banker.
 *
 * @packageDocumentation
 */
export type { PaiGowErrorCode } from './errors.js';
export { PaiGowError } from './errors.js';
export { JOKER, isPaiGowCard } from './JOKER.js';
export { paiGowDeck } from './paiGowDeck.js';
export { formatPaiGowCard, formatPaiGowCards } from './formatPaiGowCard.js';
export { parsePaiGowCard, parsePaiGowCards } from './parsePaiGowCard.js';
export type { PaiGowSet } from './PaiGowSet.js';
export { paiGowHandValue, paiGowCategory, PAI_GOW_CATEGORIES } from './paiGowHandValue.js';
export { isFoul } from './isFoul.js';
export { houseWay } from './houseWay.js';
export type { PaiGowOutcome, ComparePaiGowOptions } from './comparePaiGow.js';
export { comparePaiGow } from './comparePaiGow.js';
export type { PaiGowSettlement } from './settlePaiGow.js';
export { settlePaiGow } from './settlePaiGow.js';
export type { SimulatePaiGowOptions, PaiGowSimulation } from './simulatePaiGow.js';
export { simulatePaiGow } from './simulatePaiGow.js';
export type { PaiGowRoundContext, PaiGowSettingState, PaiGowSeatResult, PaiGowLogEntry } from './PaiGowRoundContext.js';
export type { PaiGowSetEvent, PaiGowSettingActions, PaiGowSettingKind } from './paiGowSettingKind.js';
export { paiGowSettingKind } from './paiGowSettingKind.js';
export type { PaiGowRoundOptions, PaiGowRoundEvent, PaiGowPhase, PaiGowRoundView, PaiGowLegalActions, PaiGowRound } from './createPaiGowRound.js';
export { createPaiGowRound, createPaiGowRoundMachine } from './createPaiGowRound.js';
