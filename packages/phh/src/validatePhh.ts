import { rankOf } from '@pokerchart/cards';
import type { PhhAction, PhhHand } from './PhhHand.js';
import { PhhParseError } from './errors.js';
import { parsePhhAction, formatPhhCards } from './parsePhhAction.js';
import { actionLine, fieldLine } from './locatePhhSource.js';
import { phhVariantInfo, type PhhVariantInfo } from './phhVariants.js';

const STRING_FIELDS = [
  'author', 'event', 'url', 'venue', 'address', 'city', 'region', 'postal_code', 'country',
  'time_zone', 'time_zone_abbreviation', 'currency', 'currency_symbol',
];
const INTEGER_FIELDS = ['day', 'month', 'year', 'level', 'seat_count'];
const PER_PLAYER_NUMBERS = ['finishing_stacks', 'winnings', 'time_banks'];
const DRAW_GAMES = new Set(['N2L1D', 'F2L3D', 'FB']);

/** A validated record with its actions read. @internal */
export interface CheckedPhh {
  info: PhhVariantInfo;
  playerCount: number;
  actions: PhhAction[];
}

/**
 * Checks a PHH record against the specification: the variant code, required fields and their
 * types, per-player array lengths, the grammar of every action, cards (deck, duplicates).
 * Lines are named when the record came from {@link parsePhh}.
 * @internal
 */
export function validatePhh(hand: PhhHand): CheckedPhh {
  const where = (field: string) => ({ field, line: fieldLine(hand, field) });
  const wrong = (field: string, message: string): never => {
    throw new PhhParseError('PHH_WRONG_TYPE', message, where(field));
  };
  if (hand === null || typeof hand !== 'object') {
    throw new PhhParseError('PHH_WRONG_TYPE', 'a PHH hand must be an object (a TOML document)');
  }
  if (hand.variant === undefined) {
    throw new PhhParseError('PHH_MISSING_FIELD', 'the required field "variant" is missing (a code such as "NT")', { field: 'variant' });
  }
  if (typeof hand.variant !== 'string') wrong('variant', `"variant" must be a string such as "NT", found ${describe(hand.variant)}`);
  const info = phhVariantInfo(hand.variant);
  if (info === undefined) {
    throw new PhhParseError(
      'PHH_UNKNOWN_VARIANT',
      `unknown variant code "${hand.variant}"; the PHH specification defines NT, NS, PO, FT, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D and FB`,
      where('variant'),
    );
  }
  for (const field of info.required) {
    if (hand[field] === undefined) {
      throw new PhhParseError('PHH_MISSING_FIELD', `the field "${field}" is required for variant ${info.code}`, { field });
    }
  }
  const stacks = numberArray(hand, 'starting_stacks', { allowInfinity: true, allowNegative: false }, wrong);
  const playerCount = stacks.length;
  if (playerCount < 2) wrong('starting_stacks', `a hand needs at least 2 players, "starting_stacks" has ${playerCount}`);
  stacks.forEach((s, i) => {
    if (!(s > 0)) wrong('starting_stacks', `starting stack of p${i + 1} must be positive, found ${s}`);
  });
  const perPlayer = (field: string, allowNegative = false) => {
    if (hand[field] === undefined) return;
    // a finishing stack is unknown (inf) where the starting stack was
    const allowInfinity = field === 'finishing_stacks';
    const values = numberArray(hand, field, { allowInfinity, allowNegative }, wrong);
    if (values.length !== playerCount) {
      throw new PhhParseError(
        'PHH_BAD_LENGTH',
        `"${field}" has ${values.length} entries but the hand has ${playerCount} players (one per entry of "starting_stacks")`,
        where(field),
      );
    }
  };
  perPlayer('antes');
  perPlayer('blinds_or_straddles', true);
  for (const field of PER_PLAYER_NUMBERS) perPlayer(field);
  for (const field of ['bring_in', 'small_bet', 'big_bet', 'min_bet', 'time_limit']) {
    const v = hand[field];
    if (v === undefined) continue;
    if (typeof v !== 'number' || Number.isNaN(v) || !(v > 0)) wrong(field, `"${field}" must be a positive number, found ${describe(v)}`);
    if (field !== 'time_limit' && !Number.isFinite(v)) wrong(field, `"${field}" must be finite`);
  }
  if (hand.ante_trimming_status !== undefined && typeof hand.ante_trimming_status !== 'boolean') {
    wrong('ante_trimming_status', `"ante_trimming_status" must be true or false, found ${describe(hand.ante_trimming_status)}`);
  }
  for (const field of STRING_FIELDS) {
    if (hand[field] !== undefined && typeof hand[field] !== 'string') wrong(field, `"${field}" must be a string, found ${describe(hand[field])}`);
  }
  for (const field of INTEGER_FIELDS) {
    if (hand[field] !== undefined && !Number.isInteger(hand[field])) wrong(field, `"${field}" must be an integer, found ${describe(hand[field])}`);
  }
  for (const field of ['hand', 'table']) {
    const v = hand[field];
    if (v !== undefined && typeof v !== 'string' && !Number.isInteger(v)) wrong(field, `"${field}" must be a string or an integer, found ${describe(v)}`);
  }
  if (hand.players !== undefined) {
    if (!Array.isArray(hand.players) || hand.players.some((p) => typeof p !== 'string')) {
      wrong('players', '"players" must be an array of strings');
    }
    if (hand.players.length !== playerCount) {
      throw new PhhParseError('PHH_BAD_LENGTH', `"players" has ${hand.players.length} names but the hand has ${playerCount} players`, where('players'));
    }
  }
  if (hand.seats !== undefined) {
    if (!Array.isArray(hand.seats) || hand.seats.some((s) => !Number.isInteger(s))) wrong('seats', '"seats" must be an array of integers');
    if (hand.seats.length !== playerCount) {
      throw new PhhParseError('PHH_BAD_LENGTH', `"seats" has ${hand.seats.length} entries but the hand has ${playerCount} players`, where('seats'));
    }
  }
  if (!Array.isArray(hand.actions)) wrong('actions', `"actions" must be an array of strings, found ${describe(hand.actions)}`);
  const actions = hand.actions.map((text, index) => {
    // the source line is looked up only for an error (most actions have none)
    if (typeof text !== 'string') {
      const line = actionLine(hand, index) ?? fieldLine(hand, 'actions');
      throw new PhhParseError('PHH_WRONG_TYPE', `every action must be a string, found ${describe(text)}`, { field: 'actions', actionIndex: index, line });
    }
    try {
      return parsePhhAction(text, playerCount, { actionIndex: index });
    } catch {
      // read again with its line: the same error, located
      return parsePhhAction(text, playerCount, { actionIndex: index, line: actionLine(hand, index) ?? fieldLine(hand, 'actions') });
    }
  });
  checkCards(hand, info, actions);
  return { info, playerCount, actions };
}

/** Per card code (0-51): the check that last saw it (stamp) and the action that dealt it there. */
const seenStamp = new Int32Array(64);
const seenAt = new Int32Array(64);
let stamp = 0;

/** Cards must belong to the deck, be dealt once, and a shown hand must be the hand dealt. */
function checkCards(hand: PhhHand, info: PhhVariantInfo, actions: readonly PhhAction[]): void {
  // (no Map or closures per hand: a card's first deal is stamped in module-level arrays)
  stamp = stamp === 0x7fffffff ? 1 : stamp + 1;
  if (stamp === 1) seenStamp.fill(0);
  const hole: (number | null)[][] = [];
  const shortDeck = info.code === 'NS';
  const unique = !DRAW_GAMES.has(info.code);
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index];
    if (action === undefined) continue; // a hole of a sparse array
    if (action.type === 'deal-board') deal(hand, index, action.cards, shortDeck, unique);
    else if (action.type === 'deal-hole') {
      deal(hand, index, action.cards, shortDeck, unique);
      const dealt = (hole[action.player] ??= []);
      for (const card of action.cards) dealt.push(card);
    } else if (action.type === 'show-muck' && Array.isArray(action.cards) && unique) {
      const dealt = hole[action.player] ?? [];
      const shown = action.cards;
      if (dealt.length > 0 && shown.length !== dealt.length) {
        cardFault(hand, index, 'PHH_BAD_CARD', `p${action.player + 1} shows ${shown.length} cards but was dealt ${dealt.length}`);
      }
      let fresh: number[] | null = null;
      for (let k = 0; k < shown.length; k++) {
        const card = shown[k]!;
        const was = dealt[k];
        if (card === null) continue;
        if (was !== undefined && was !== null) {
          if (was !== card) {
            cardFault(hand, index, 'PHH_BAD_CARD', `p${action.player + 1} shows ${formatPhhCards(shown)} but was dealt ${formatPhhCards(dealt)}`);
          }
        } else (fresh ??= []).push(card);
      }
      if (fresh === null) continue;
      deal(hand, index, fresh, shortDeck, unique);
      for (const card of fresh) {
        const k = shown.indexOf(card);
        if (dealt[k] === null) dealt[k] = card;
      }
    }
  }
}

function deal(hand: PhhHand, index: number, cards: readonly (number | null)[], shortDeck: boolean, unique: boolean): void {
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k]!;
    if (card === null) continue;
    if (shortDeck && rankOf(card) < 4) cardFault(hand, index, 'PHH_BAD_CARD', `${formatPhhCards([card])} is not in the short deck (6 to A, R175)`);
    if (!unique) continue;
    if (seenStamp[card] === stamp) {
      cardFault(hand, index, 'PHH_DUPLICATE_CARD', `${formatPhhCards([card])} was already dealt by action ${seenAt[card]} (R5: every card appears once)`);
    }
    seenStamp[card] = stamp;
    seenAt[card] = index;
  }
}

function cardFault(hand: PhhHand, index: number, code: 'PHH_BAD_CARD' | 'PHH_DUPLICATE_CARD', message: string): never {
  throw new PhhParseError(code, message, { field: 'actions', actionIndex: index, line: actionLine(hand, index) });
}

function numberArray(
  hand: PhhHand,
  field: string,
  opts: { allowInfinity: boolean; allowNegative: boolean },
  wrong: (field: string, message: string) => never,
): number[] {
  const v = hand[field];
  if (!Array.isArray(v)) return wrong(field, `"${field}" must be an array of numbers, found ${describe(v)}`);
  for (let i = 0; i < v.length; i++) {
    if (!(i in v)) continue; // a hole of a sparse array (as forEach skips it)
    const x: unknown = v[i];
    const ok =
      typeof x === 'number' &&
      !Number.isNaN(x) &&
      (opts.allowInfinity ? x !== -Infinity : Number.isFinite(x)) &&
      (opts.allowNegative || x >= 0);
    if (!ok) wrong(field, `"${field}" entry ${i + 1} must be a ${opts.allowNegative ? '' : 'non-negative '}number, found ${describe(x)}`);
  }
  return v as number[];
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string "${v}"`;
  if (typeof v === 'object') return 'a table';
  return `${typeof v} ${String(v)}`;
}
