import type { PhhAction, PhhCard } from './PhhAction.js';
import { PhhParseError } from './PhhParseError.js';
import { readPhhCards } from './phhCards.js';

const AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads one PHH action notation (`"d dh p1 AsKd"`, `"p3 cbr 450"`, `"p2 sm ????"`, `"# note"`)
 * into a {@link PhhAction}. Words may be separated by any white space; text after `#` is
 * commentary. `playerCount`, when given, rejects players beyond it.
 *
 * @example
 * ```ts
 * parsePhhAction('p2 cbr 300'); // { type: 'bet-raise', player: 1, amount: 300 }
 * ```
 * @throws {@link PhhParseError} with code `PHH_BAD_ACTION` (or `PHH_BAD_CARD`) saying what was
 * expected; `actionIndex` and `line` are filled in when `where` gives them.
 */
export function parsePhhAction(
  text: string,
  playerCount?: number,
  where: { actionIndex?: number; line?: number | null } = {},
): PhhAction {
  const loc = { field: 'actions', actionIndex: where.actionIndex ?? null, line: where.line ?? null };
  const fail = (message: string, code: 'PHH_BAD_ACTION' | 'PHH_BAD_CARD' = 'PHH_BAD_ACTION'): never => {
    throw new PhhParseError(code, `"${text}": ${message}`, loc);
  };
  if (typeof text !== 'string') fail('an action must be a string');
  const hash = text.indexOf('#');
  const body = (hash >= 0 ? text.slice(0, hash) : text).trim();
  const commentary = hash >= 0 ? text.slice(hash + 1).trim() : undefined;
  const extra = commentary === undefined ? {} : { commentary };
  if (body === '') return { type: 'none', ...extra };
  const words = body.split(/\s+/);
  const actor = words[0]!;
  const cards = (word: string | undefined, what: string): PhhCard[] => {
    if (word === undefined) return fail(`expected ${what}`);
    const read = readPhhCards(word);
    if (read === null) {
      return fail(`"${word}" is not PHH card notation (two characters per card: rank 2-9 T J Q K A, suit c d h s, or ?? for unknown)`, 'PHH_BAD_CARD');
    }
    return read;
  };
  const player = (word: string | undefined): number => {
    const m = word === undefined ? null : /^p([1-9]\d*)$/.exec(word);
    if (m === null) return fail(`expected a player such as p1, found ${word === undefined ? 'nothing' : `"${word}"`}`);
    const n = Number(m[1]);
    if (playerCount !== undefined && n > playerCount) fail(`player p${n} does not exist: the hand has ${playerCount} players`);
    return n - 1;
  };
  const arity = (n: number) => {
    if (words.length > n) fail(`unexpected "${words.slice(n).join(' ')}" after the action`);
  };
  if (actor === 'd') {
    const verb = words[1];
    if (verb === 'dh') {
      const p = player(words[2]);
      const dealt = cards(words[3], 'the hole cards dealt');
      arity(4);
      return { type: 'deal-hole', player: p, cards: dealt, ...extra };
    }
    if (verb === 'db') {
      const dealt = cards(words[2], 'the board cards dealt');
      arity(3);
      return { type: 'deal-board', cards: dealt, ...extra };
    }
    return fail(`the dealer "d" can only "dh" (deal hole cards) or "db" (deal board cards), found ${verb === undefined ? 'nothing' : `"${verb}"`}`);
  }
  const p = player(actor);
  const verb = words[1];
  switch (verb) {
    case 'f':
      arity(2);
      return { type: 'fold', player: p, ...extra };
    case 'cc':
      arity(2);
      return { type: 'check-call', player: p, ...extra };
    case 'pb':
      arity(2);
      return { type: 'bring-in', player: p, ...extra };
    case 'cbr': {
      const word = words[2];
      if (word === undefined || !AMOUNT.test(word)) {
        return fail(`"cbr" needs a positive amount (the total "to" amount, R0.2), found ${word === undefined ? 'nothing' : `"${word}"`}`);
      }
      const amount = Number(word);
      if (!(amount > 0) || !Number.isFinite(amount)) fail(`"cbr" needs a positive amount, found "${word}"`);
      arity(3);
      return { type: 'bet-raise', player: p, amount, ...extra };
    }
    case 'sd': {
      const discarded = words[2] === undefined ? [] : cards(words[2], 'discarded cards');
      arity(3);
      return { type: 'discard', player: p, cards: discarded, ...extra };
    }
    case 'sm': {
      const word = words[2];
      arity(3);
      if (word === undefined) return { type: 'show-muck', player: p, cards: null, ...extra };
      if (word === '-') return { type: 'show-muck', player: p, cards: 'dealt', ...extra };
      return { type: 'show-muck', player: p, cards: cards(word, 'shown cards'), ...extra };
    }
    default:
      return fail(
        `unknown action ${verb === undefined ? '(missing)' : `"${verb}"`}; a player can "f", "cc", "cbr X", "pb", "sd [cards]" or "sm [cards]"`,
      );
  }
}
