import type { PhhAction, PhhCard } from './PhhHand.js';
import { PhhParseError } from './errors.js';
import { formatCard, makeCard, RANK_CHARS, SUIT_CHARS } from '@pokerchart/cards';

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
  // (no closures made per action: a replay reads every action of every hand)
  if (typeof text !== 'string') fail(text, where, 'an action must be a string');
  const hash = text.indexOf('#');
  const body = (hash >= 0 ? text.slice(0, hash) : text).trim();
  const commentary = hash >= 0 ? text.slice(hash + 1).trim() : undefined;
  if (body === '') return noted({ type: 'none' }, commentary);
  const words = wordsOf(body);
  const actor = words[0]!;
  if (actor === 'd') {
    const verb = words[1];
    if (verb === 'dh') {
      const p = player(text, where, playerCount, words[2]);
      const dealt = cards(text, where, words[3], 'the hole cards dealt');
      arity(text, where, words, 4);
      return noted({ type: 'deal-hole', player: p, cards: dealt }, commentary);
    }
    if (verb === 'db') {
      const dealt = cards(text, where, words[2], 'the board cards dealt');
      arity(text, where, words, 3);
      return noted({ type: 'deal-board', cards: dealt }, commentary);
    }
    return fail(text, where, `the dealer "d" can only "dh" (deal hole cards) or "db" (deal board cards), found ${verb === undefined ? 'nothing' : `"${verb}"`}`);
  }
  const p = player(text, where, playerCount, actor);
  const verb = words[1];
  switch (verb) {
    case 'f':
      arity(text, where, words, 2);
      return noted({ type: 'fold', player: p }, commentary);
    case 'cc':
      arity(text, where, words, 2);
      return noted({ type: 'check-call', player: p }, commentary);
    case 'pb':
      arity(text, where, words, 2);
      return noted({ type: 'bring-in', player: p }, commentary);
    case 'cbr': {
      const word = words[2];
      if (word === undefined || !AMOUNT.test(word)) {
        return fail(text, where, `"cbr" needs a positive amount (the total "to" amount, R0.2), found ${word === undefined ? 'nothing' : `"${word}"`}`);
      }
      const amount = Number(word);
      if (!(amount > 0) || !Number.isFinite(amount)) fail(text, where, `"cbr" needs a positive amount, found "${word}"`);
      arity(text, where, words, 3);
      return noted({ type: 'bet-raise', player: p, amount }, commentary);
    }
    case 'sd': {
      const discarded = words[2] === undefined ? [] : cards(text, where, words[2], 'discarded cards');
      arity(text, where, words, 3);
      return noted({ type: 'discard', player: p, cards: discarded }, commentary);
    }
    case 'sm': {
      const word = words[2];
      arity(text, where, words, 3);
      if (word === undefined) return noted({ type: 'show-muck', player: p, cards: null }, commentary);
      if (word === '-') return noted({ type: 'show-muck', player: p, cards: 'dealt' }, commentary);
      return noted({ type: 'show-muck', player: p, cards: cards(text, where, word, 'shown cards') }, commentary);
    }
    default:
      return fail(
        text, where,
        `unknown action ${verb === undefined ? '(missing)' : `"${verb}"`}; a player can "f", "cc", "cbr X", "pb", "sd [cards]" or "sm [cards]"`,
      );
  }
}

type Where = { actionIndex?: number; line?: number | null };

/**
 * The words of a trimmed, non-empty text, as `text.split(/\s+/)` gives them: split here by char
 * codes when the text is ASCII (no regular expression per action), else by the expression.
 */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let start = 0;
  let inSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return text.split(/\s+/);
    const space = c === 0x20 || (c >= 0x09 && c <= 0x0d);
    if (space && !inSpace) words.push(text.slice(start, i));
    else if (!space && inSpace) start = i;
    inSpace = space;
  }
  words.push(text.slice(start));
  return words;
}

/** The action with its commentary (the text after `#`), when it has one. */
function noted(action: PhhAction, commentary: string | undefined): PhhAction {
  if (commentary !== undefined) (action as { commentary?: string }).commentary = commentary;
  return action;
}

function fail(text: unknown, where: Where, message: string, code: 'PHH_BAD_ACTION' | 'PHH_BAD_CARD' = 'PHH_BAD_ACTION'): never {
  throw new PhhParseError(code, `"${String(text)}": ${message}`, { field: 'actions', actionIndex: where.actionIndex ?? null, line: where.line ?? null });
}

function cards(text: string, where: Where, word: string | undefined, what: string): PhhCard[] {
  if (word === undefined) return fail(text, where, `expected ${what}`);
  const read = readPhhCards(word);
  if (read === null) {
    return fail(text, where, `"${word}" is not PHH card notation (two characters per card: rank 2-9 T J Q K A, suit c d h s, or ?? for unknown)`, 'PHH_BAD_CARD');
  }
  return read;
}

const PLAYER = /^p([1-9]\d*)$/;

function player(text: string, where: Where, playerCount: number | undefined, word: string | undefined): number {
  const n = word === undefined ? null : playerNumber(word);
  if (n === null) return fail(text, where, `expected a player such as p1, found ${word === undefined ? 'nothing' : `"${word}"`}`);
  if (playerCount !== undefined && n > playerCount) fail(text, where, `player p${n} does not exist: the hand has ${playerCount} players`);
  return n - 1;
}

/** N of a word `pN` (N a whole number from 1, no leading zero), as PLAYER reads it; else null. */
function playerNumber(word: string): number | null {
  const length = word.length;
  if (length < 2 || length > 16 || word.charCodeAt(0) !== 0x70 /* p */) {
    const m = PLAYER.exec(word);
    return m === null ? null : Number(m[1]);
  }
  let n = 0;
  for (let i = 1; i < length; i++) {
    const d = word.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9 || (i === 1 && d === 0)) return null;
    n = n * 10 + d;
  }
  return n;
}

function arity(text: string, where: Where, words: readonly string[], n: number): void {
  if (words.length > n) fail(text, where, `unexpected "${words.slice(n).join(' ')}" after the action`);
}

/**
 * Writes a {@link PhhAction} in PHH action notation, the inverse of {@link parsePhhAction}:
 * `{ type: 'bet-raise', player: 1, amount: 300 }` gives `"p2 cbr 300"`.
 */
export function formatPhhAction(action: PhhAction): string {
  const note = action.commentary === undefined ? '' : ` # ${action.commentary}`;
  const who = 'player' in action ? `p${action.player + 1}` : 'd';
  let body: string;
  switch (action.type) {
    case 'deal-hole':
      body = `d dh ${who} ${formatPhhCards(action.cards)}`;
      break;
    case 'deal-board':
      body = `d db ${formatPhhCards(action.cards)}`;
      break;
    case 'bring-in':
      body = `${who} pb`;
      break;
    case 'bet-raise':
      body = `${who} cbr ${formatAmount(action.amount)}`;
      break;
    case 'check-call':
      body = `${who} cc`;
      break;
    case 'fold':
      body = `${who} f`;
      break;
    case 'discard':
      body = action.cards.length === 0 ? `${who} sd` : `${who} sd ${formatPhhCards(action.cards)}`;
      break;
    case 'show-muck':
      body =
        action.cards === null ? `${who} sm` : action.cards === 'dealt' ? `${who} sm -` : `${who} sm ${formatPhhCards(action.cards)}`;
      break;
    case 'none':
      return action.commentary === undefined ? '' : `# ${action.commentary}`;
  }
  return body + note;
}

/** A number as PHH writes amounts: shortest decimal form, never exponent notation. */
function formatAmount(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * Reads PHH card notation: two characters per card, concatenated without separators
 * (`"AsKd"`), `??` for an unknown card. Returns null when the text is not valid notation; the
 * caller reports the error with its position.
 * @internal
 */
export function readPhhCards(text: string): PhhCard[] | null {
  if (text.length === 0 || text.length % 2 !== 0) return null;
  const cards: PhhCard[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const r = text[i]!;
    const s = text[i + 1]!;
    if (r === '?' && s === '?') {
      cards.push(null);
      continue;
    }
    const rank = RANK_CHARS.indexOf(r);
    const suit = SUIT_CHARS.indexOf(s);
    if (rank < 0 || suit < 0) return null;
    cards.push(makeCard(rank, suit));
  }
  return cards;
}

/**
 * Writes cards in PHH notation, `??` for an unknown card.
 * @internal
 */
export function formatPhhCards(cards: readonly PhhCard[]): string {
  return cards.map((c) => (c === null ? '??' : formatCard(c))).join('');
}
