import { PokerchartError } from '@pokerchart/cards';
import { type BettingStructure, describeStructure } from '@pokerchart/betting';
import type { InspectionEvent } from 'xstate';
import { createHand, type LiveHand } from './createHand.js';
import type { Hand } from './Hand.js';
import type { HandOptions } from './HandOptions.js';
import type { PersistedHand } from './PersistedHand.js';
import { RestoreError } from './errors.js';
import { checkReplay, readSave, type SaveKind, showSaved } from './saveSignature.js';
import type { VariantDescriptor } from './VariantSpec.js';

function fail(code: string, path: string, message: string): never {
  throw new RestoreError(code, path, `cannot restore the hand: ${path}: ${message}`);
}

const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** The hand's save format: version 3, and version 2 (variant, betting and dealing beside the options) read as 3. */
const HAND_SAVE: SaveKind = {
  format: 'pokerchart-hand',
  version: 3,
  what: 'hand',
  migrate: {
    2: ({ variant, betting, dealing, options, ...rest }) => ({ ...rest, version: 3, options: isObject(options) ? { ...options, variant, betting, dealing } : options }),
  },
  refused: 'version 1 saves held only a snapshot that cannot be verified; save the hand again with this version',
};

/**
 * Continues a hand saved with {@link Hand.persist}. The save is not believed: the hand is created
 * again from the saved options and dealing, every saved event is played again through the public
 * `act`, `dealHole` and `dealBoard` (so each is checked by the rules), and the state reached must be
 * exactly the saved snapshot. Anything else is refused, so an edited stack, result, round field
 * or state value cannot be restored. The restored hand plays on exactly as the original would have
 * (same cards, same legal actions, same result), and a finished save restores to the same result.
 *
 * @param saved - The data from `persist()`, possibly after `JSON.parse(JSON.stringify(...))`.
 * @param options - The variant and betting structure the hand was played with, and an optional XState
 * `inspect` callback (it also sees the replayed events), and the `key` the save was signed with:
 * given a key, a save that is not signed with it is refused before anything else, which also
 * refuses a consistent edit of the saved options (a starting stack raised in both the options and
 * the snapshot replays as a valid hand, so only the signature can tell).
 * @throws {@link RestoreError}: `BAD_FORMAT` (not a version-3 or version-2 save of this format, or not JSON data),
 * `UNSAFE_KEY` (a `__proto__`-style key), `MISMATCH` (another variant or betting structure),
 * `BAD_OPTIONS` (options `createHand` refuses), `BAD_EVENT` (an event the rules refuse when
 * replayed), `STATE_MISMATCH` (the saved state differs from the replay; `path` names where),
 * `BAD_SIGNATURE` (a key was given and the save is unsigned or its signature does not match).
 */
export function restoreHand(
  saved: PersistedHand,
  options: { variant: VariantDescriptor; betting: BettingStructure; inspect?: (event: InspectionEvent) => void; key?: string | Uint8Array },
): Hand {
  if (options === null || typeof options !== 'object') fail('BAD_FORMAT', 'options', 'restoreHand needs { variant, betting }');
  const save = readSave(saved, HAND_SAVE, options.key);
  const saveOptions = save.options;
  const { variant, betting, inspect } = options;
  let description: unknown;
  try {
    description = describeStructure(betting);
  } catch (e) {
    fail('MISMATCH', 'options.betting', `not a betting structure: ${(e as Error).message}`);
  }
  if (variant === null || typeof variant !== 'object' || saveOptions.variant !== variant.id) {
    fail('MISMATCH', 'saved.options.variant', `saved for variant ${showSaved(saveOptions.variant)}, not ${showSaved((variant as { id?: unknown } | null)?.id)}`);
  }
  if (JSON.stringify(saveOptions.betting) !== JSON.stringify(description)) {
    fail('MISMATCH', 'saved.options.betting', `saved with betting ${showSaved(saveOptions.betting)}, not ${showSaved(description)}`);
  }
  const dealing = saveOptions.dealing;
  if (dealing !== 'manual' && !(isObject(dealing) && ('seed' in dealing || 'deck' in dealing))) {
    fail('BAD_FORMAT', 'saved.options.dealing', "must be { seed }, { deck } or 'manual'");
  }
  const snapshot = save.snapshot;
  if (snapshot === undefined) fail('BAD_FORMAT', 'saved.snapshot', 'must be the saved state');

  // the hand again, from its options: every check of createHand applies
  const { variant: _v, betting: _b, inspect: _i, dealing: _d, ...rest } = saveOptions;
  const handOptions = { ...rest, variant, betting, dealing, ...(inspect !== undefined ? { inspect } : {}) } as unknown as HandOptions;
  let hand: Hand;
  try {
    hand = createHand(handOptions);
  } catch (e) {
    if (!(e instanceof PokerchartError)) throw e;
    fail('BAD_OPTIONS', 'saved.options', `createHand refuses them: ${e.message}`);
  }
  // every event through the public API: each one is checked by the rules
  save.events.forEach((event: unknown, i) => {
    const path = `saved.events[${i}]`;
    if (!isObject(event)) fail('BAD_EVENT', path, 'must be an event { type, ... }');
    try {
      if (event.type === 'ACT') {
        if (event.seat !== hand.toAct) fail('BAD_EVENT', `${path}.seat`, `seat ${showSaved(event.seat)} acts, but the replayed hand has ${showSaved(hand.toAct)} to act (R48)`);
        hand.act(event.action as never);
      } else if (event.type === 'DEAL_HOLE') hand.dealHole(event.seat as number, event.cards as never);
      else if (event.type === 'DEAL_BOARD') hand.dealBoard(event.cards as never);
      else fail('BAD_EVENT', `${path}.type`, `unknown event ${showSaved(event.type)}; events are ACT, DEAL_HOLE, DEAL_BOARD`);
    } catch (e) {
      (hand as LiveHand).stop();
      if (e instanceof RestoreError || !(e instanceof PokerchartError)) throw e;
      fail('BAD_EVENT', path, `the replay refuses it: ${e.message}`);
    }
  });
  // the saved state must be exactly the state the replay reached
  try {
    checkReplay('hand', snapshot, (hand as LiveHand).persistedSnapshot(), save.events.length);
  } catch (e) {
    (hand as LiveHand).stop();
    throw e;
  }
  return hand;
}
