import type { BetStep } from '../../HandStep.js';
import { showValue } from '../../showValue.js';
import { readingProblem } from './stud/checkStudInput.js';
import { VariantDefinitionError } from '../../VariantDefinitionError.js';

/*
 * The checks defineVariant runs on the steps of the stud family: per-street seat deals with face-up
 * cards and burns, bring-in and best-showing openers, bet sizes per step, the open-pair option, and
 * how many cards a full table needs when R205's community card may replace the last street.
 */

const OPENERS: readonly string[] = ['blinds', 'bring-in', 'best-showing'];

function fail(field: string, message: string): never {
  throw new VariantDefinitionError(field, message);
}

/** Checks one bet step's fields (R91, R201-R204); `index` is its round, `upDealt` whether an up card came before. @internal */
export function checkBetStep(st: Record<string, unknown>, field: string, index: number, upDealt: boolean): BetStep {
  const out: { -readonly [K in keyof BetStep]: BetStep[K] } = { kind: 'bet', name: st.name as string };
  if (st.opener !== undefined) {
    if (typeof st.opener !== 'string' || !OPENERS.includes(st.opener)) fail(`${field}.opener`, `must be one of ${OPENERS.join(', ')}, got ${showValue(st.opener)}`);
    if (st.opener === 'bring-in' && index !== 0) fail(`${field}.opener`, "'bring-in' opens the first betting round only (R201)");
    if (st.opener !== 'blinds' && !upDealt) fail(`${field}.opener`, `'${st.opener}' is decided by up cards, but no 'up' card is dealt before this round (R201, R203)`);
    out.opener = st.opener as NonNullable<BetStep['opener']>;
  }
  if (st.reading !== undefined) {
    // R235: a built-in reading or a ranking that values partial exposed hands, named (never written out) when it cannot
    const problem = readingProblem(st.reading);
    if (problem !== null) fail(`${field}.reading`, problem);
    out.reading = st.reading as NonNullable<BetStep['reading']>;
  }
  if (st.limit !== undefined) {
    if (st.limit !== 'small' && st.limit !== 'big') fail(`${field}.limit`, `must be 'small' or 'big', got ${showValue(st.limit)} (R91)`);
    out.limit = st.limit;
  }
  if (st.openPairBigBet !== undefined) {
    if (typeof st.openPairBigBet !== 'boolean') fail(`${field}.openPairBigBet`, `must be true or false, got ${showValue(st.openPairBigBet)} (R204)`);
    if (!upDealt) fail(`${field}.openPairBigBet`, 'an open pair needs up cards dealt before this round (R204)');
    out.openPairBigBet = st.openPairBigBet;
  }
  return out;
}
