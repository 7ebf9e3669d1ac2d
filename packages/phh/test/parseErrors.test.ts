import { describe, expect, it } from 'vitest';
import { parseCard, parseCards } from '@pokerchart/cards';
import { parsePhh, parsePhhAction, PhhParseError, formatPhhAction } from '../src/index.js';

const GOOD = `variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = [
  'd dh p1 AsKs',
  'd dh p2 7c2d',
  'd dh p3 QhQd',
  'p3 cbr 6',
  'p1 cc',
  'p2 f',
]
`;

function errorOf(text: string): PhhParseError {
  try {
    parsePhh(text);
  } catch (error) {
    if (error instanceof PhhParseError) return error;
    throw error;
  }
  throw new Error('expected a PhhParseError');
}

describe('parsePhh errors', () => {
  it('accepts the good file', () => {
    expect(parsePhh(GOOD).actions).toHaveLength(6);
  });
  it('reports a TOML syntax error with its line', () => {
    const e = errorOf(GOOD.replace('min_bet = 2', 'min_bet = = 2'));
    expect(e.code).toBe('PHH_TOML_SYNTAX');
    expect(e.line).toBe(4);
    expect(e.message).toMatch(/^line 4: not valid TOML/);
  });
  it('reports a missing required field by name', () => {
    const e = errorOf(GOOD.replace('min_bet = 2\n', ''));
    expect(e.code).toBe('PHH_MISSING_FIELD');
    expect(e.field).toBe('min_bet');
    expect(e.message).toContain('"min_bet" is required for variant NT');
  });
  it('reports a missing variant', () => {
    expect(errorOf(GOOD.replace("variant = 'NT'\n", '')).code).toBe('PHH_MISSING_FIELD');
  });
  it('reports a wrong type with the field and line', () => {
    const e = errorOf(GOOD.replace('starting_stacks = [200, 200, 200]', "starting_stacks = ['200', 200, 200]"));
    expect(e.code).toBe('PHH_WRONG_TYPE');
    expect(e.field).toBe('starting_stacks');
    expect(e.line).toBe(5);
  });
  it('reports an array whose length is not the player count', () => {
    const e = errorOf(GOOD.replace('antes = [0, 0, 0]', 'antes = [0, 0]'));
    expect(e.code).toBe('PHH_BAD_LENGTH');
    expect(e.line).toBe(2);
  });
  it('reports an unknown variant code', () => {
    const e = errorOf(GOOD.replace("'NT'", "'NLHE'"));
    expect(e.code).toBe('PHH_UNKNOWN_VARIANT');
    expect(e.line).toBe(1);
    expect(e.message).toContain('unknown variant code "NLHE"');
  });
  it('reports a bad action with its index and line', () => {
    const e = errorOf(GOOD.replace("'p1 cc'", "'p1 raise 8'"));
    expect(e.code).toBe('PHH_BAD_ACTION');
    expect(e.actionIndex).toBe(4);
    expect(e.line).toBe(11);
    expect(e.message).toContain('line 11, action 4');
  });
  it('reports an action by a player who does not exist', () => {
    const e = errorOf(GOOD.replace("'p2 f'", "'p4 f'"));
    expect(e.actionIndex).toBe(5);
    expect(e.message).toContain('p4 does not exist');
  });
  it('reports a cbr without a valid amount', () => {
    expect(errorOf(GOOD.replace("'p3 cbr 6'", "'p3 cbr six'")).actionIndex).toBe(3);
    expect(errorOf(GOOD.replace("'p3 cbr 6'", "'p3 cbr 0'")).actionIndex).toBe(3);
  });
  it('R5 reports a duplicate card with the action that repeats it', () => {
    const e = errorOf(GOOD.replace("'d dh p3 QhQd'", "'d dh p3 QhAs'"));
    expect(e.code).toBe('PHH_DUPLICATE_CARD');
    expect(e.actionIndex).toBe(2);
    expect(e.line).toBe(9);
    expect(e.message).toContain('As was already dealt by action 0');
  });
  it('reports a shown hand that differs from the hand dealt', () => {
    const text = GOOD.replace("'p2 f',", "'p2 f',\n  'd db 2c3c4c', 'd db 5d', 'd db 9h', 'p1 sm AsKh',");
    expect(errorOf(text).code).toBe('PHH_BAD_CARD');
  });
  it('R175 reports a card outside the short deck', () => {
    const e = errorOf(GOOD.replace("'NT'", "'NS'").replace('7c2d', '7c6d').replace("'p2 f',", "'p2 f', 'd db 2c7d8d'"));
    expect(e.code).toBe('PHH_BAD_CARD');
    expect(e.message).toContain('2c is not in the short deck');
  });
  it('refuses __proto__ and constructor keys', () => {
    expect(errorOf(GOOD + '__proto__ = 1\n').code).toBe('PHH_UNSAFE_KEY');
    const e = errorOf(GOOD + '[extra]\nconstructor = { polluted = true }\n');
    expect(e.code).toBe('PHH_UNSAFE_KEY');
    expect(e.line).toBe(15);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
  it('keeps unknown fields', () => {
    const hand = parsePhh(GOOD + "author = 'Someone'\nmy_field = [1, 2]\n");
    expect(hand.author).toBe('Someone');
    expect(hand['my_field']).toEqual([1, 2]);
  });
});

describe('parsePhhAction', () => {
  it.each([
    ['d dh p1 AsKd', { type: 'deal-hole', player: 0, cards: parseCards('AsKd') }],
    ['d dh p2 ????', { type: 'deal-hole', player: 1, cards: [null, null] }],
    ['d db Jc3d5c', { type: 'deal-board', cards: parseCards('Jc3d5c') }],
    ['p3 cbr 232600', { type: 'bet-raise', player: 2, amount: 232600 }],
    ['p6 cbr 0.75', { type: 'bet-raise', player: 5, amount: 0.75 }],
    ['p1 cc', { type: 'check-call', player: 0 }],
    ['p2 f', { type: 'fold', player: 1 }],
    ['p2 sm', { type: 'show-muck', player: 1, cards: null }],
    ['p2 sm -', { type: 'show-muck', player: 1, cards: 'dealt' }],
    ['p2 sm ??Ad', { type: 'show-muck', player: 1, cards: [null, parseCard('Ad')] }],
    ['p1 sd', { type: 'discard', player: 0, cards: [] }],
    ['p1 pb', { type: 'bring-in', player: 0 }],
    ['  p1   cc   # calls quickly', { type: 'check-call', player: 0, commentary: 'calls quickly' }],
    ['# Burn card 6s is exposed', { type: 'none', commentary: 'Burn card 6s is exposed' }],
    ['', { type: 'none' }],
  ])('reads %j', (text, expected) => {
    expect(parsePhhAction(text)).toEqual(expected);
  });
  it('formats back what it reads', () => {
    for (const text of ['d dh p1 AsKd', 'd db Jc3d5c', 'p3 cbr 232600', 'p6 cbr 0.75', 'p1 cc', 'p2 f', 'p2 sm', 'p2 sm ????', 'p2 sm -', 'p1 sd 2c']) {
      expect(formatPhhAction(parsePhhAction(text))).toBe(text);
    }
  });
  it.each(['x cc', 'p0 cc', 'p1', 'p1 check', 'd xx', 'd dh p1 AsK', 'd dh p1 1s2s', 'p1 cc extra', 'p1 cbr -5'])('rejects %j', (text) => {
    expect(() => parsePhhAction(text)).toThrow(PhhParseError);
  });
});
