import { describe, expect, it } from 'vitest';
import type { PhhHand } from '@pokerchart/phh';
import { parseHistory } from '../src/index.js';
import { ggCash, ggStraddle, starsBigBlindAnte, starsFrench, starsMuckUnknown, starsOmaha, starsRunTwice, winamaxCash, winamaxOmaha5, winamaxTournament } from './siteSamples.js';

function only(text: string): PhhHand {
  const { hands, refused } = parseHistory(text);
  expect(refused).toEqual([]);
  expect(hands).toHaveLength(1);
  return hands[0]!;
}
function byName(h: PhhHand, field: string): Record<string, number> {
  const values = h[field] as number[];
  return Object.fromEntries((h.players as string[]).map((p, i) => [p, values[i]!]));
}
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('Winamax (R270, R271)', () => {
  it('R270 a cash game: euros in cents, no uncalled-bet line (the chips back are in the collected amount), rake', () => {
    const h = only(winamaxCash);
    expect(h['_site']).toBe('winamax');
    expect(h['_hand_id']).toBe('18567763-280-1687022958');
    expect(h.currency).toBe('EUR');
    expect(h.seats).toEqual([5, 1, 2, 3]);
    expect(byName(h, 'finishing_stacks')).toEqual({ Dave: 3.09, Alice: 1.99, Bob: 1.98, 'Carol Ann': 2.06 });
    expect(h['_rake']).toBe(0.01);
    expect(h['_total_pot']).toBe(0.13);
  });

  it('R270 a tournament: antes from the header and the posts, bounties kept, an all-in called', () => {
    const h = only(winamaxTournament);
    expect(h['_tournament']).toBe('WESTERN');
    expect(h['_level']).toBe('6');
    expect(byName(h, 'antes')).toEqual({ Max: 60, Paul: 60, Zoe: 60 });
    expect(byName(h, 'finishing_stacks')).toEqual({ Max: 12000, Paul: 11440, Zoe: 16560 });
    expect(h['_bounties']).toEqual({ Paul: '0.45€', Zoe: '0.45€', Max: '0.90€' });
  });

  it('R270 five-card Omaha pot limit heads-up: the button posts the small blind (R14), PHH code PO5', () => {
    const h = only(winamaxOmaha5);
    expect(h.variant).toBe('PO5');
    expect(h.actions[0]).toMatch(/^d dh p\d (..){5}$/);
    expect(byName(h, 'finishing_stacks')).toEqual({ Ann: 10.81, Ben: 9.1 });
  });
});

describe('GGPoker (R270, R271)', () => {
  it('R270 a cash game with rake and a jackpot fee: collected = award - rake - fees, the fees kept in _fees', () => {
    const h = only(ggCash);
    expect(h['_site']).toBe('ggpoker');
    expect(h['_hand_id']).toBe('RC1000000001');
    expect(h['_fees']).toEqual({ Jackpot: 0.03, Bingo: 0, Fortune: 0, Tax: 0 });
    expect(byName(h, 'finishing_stacks')).toEqual({ Hero: 9.95, Villain: 11.45, Third: 8.97 });
    expect(byName(h, 'winnings')).toEqual({ Hero: 0, Villain: 0, Third: 2.02 });
    expect(h.actions.filter((a) => a.startsWith('d dh'))).toEqual(['d dh p1 Qs5d', 'd dh p2 AdKd', 'd dh p3 7h7s']);
  });

  it('R271 a fee the history does not report makes the collected amounts wrong: refused with the line', () => {
    const text = ggCash.replace(' | Jackpot $0.03', '');
    const { hands, refused } = parseHistory(text);
    expect(hands).toEqual([]);
    expect(refused).toEqual([expect.objectContaining({ handId: 'RC1000000001', code: 'HISTORY_COLLECTED_MISMATCH', line: lineOf(text, 'Third collected') })]);
  });
});

describe('PokerStars in French (R270)', () => {
  it('R270 the French words, a decimal comma, a space between thousands and the euro sign after the amount', () => {
    const h = only(starsFrench);
    expect(h['_language']).toBe('fr');
    expect(h['_hand_id']).toBe('400000000001');
    expect(byName(h, 'starting_stacks')).toEqual({ Chloé: 3.1, Amélie: 2, Bastien: 1234.5 });
    expect(byName(h, 'finishing_stacks')).toEqual({ Chloé: 3.09, Amélie: 0, Bastien: 1236.36 });
    expect(h['_rake']).toBe(0.15);
    expect(h['_total_pot']).toBe(4.01);
  });
});

describe('run it twice, mucked hands (R232, R128, R271)', () => {
  it('R232 a board run twice: both boards in the actions, the pot split per run, each run to its winner less the rake', () => {
    const h = only(starsRunTwice);
    expect(h['_runs']).toBe(2);
    expect(h.actions).toContain('d db KhJd8d3c2s'.replace('KhJd8d3c2s', 'Kh8d3c'));
    expect(h.actions).toContain('d db Qs9h4d5cAc');
    expect(byName(h, 'finishing_stacks')).toEqual({ Boris: 58.98, Chloe: 149, Anna: 98.97 });
    expect(h['_rake']).toBe(3.05);
  });

  it('R271 a run whose collected amount is above its part of the pot is refused', () => {
    const text = starsRunTwice.replace('Boris collected $58.98', 'Boris collected $61.50');
    expect(parseHistory(text).refused).toEqual([expect.objectContaining({ code: 'HISTORY_COLLECTED_MISMATCH', line: lineOf(text, 'Boris collected') })]);
  });

  it('R128 a hand mucked at showdown without its cards loses to the hand shown, whatever cards the replay stands in for it', () => {
    const h = only(starsMuckUnknown);
    expect(byName(h, 'finishing_stacks')).toEqual({ A: 98, B: 102 });
    expect(h.actions).toContain('p2 sm');
    expect(h.actions).toContain('d dh p2 ????');
  });
});

describe('forced bets and games (R25, R27, R46, R160)', () => {
  it('R27 a straddle: a positive blind above the big blind, the player left of it opens', () => {
    const h = only(ggStraddle);
    expect(byName(h, 'blinds_or_straddles')).toEqual({ P2: 0.1, P3: 0.2, P4: 0.4, P1: 0 });
    expect(byName(h, 'finishing_stacks')).toEqual({ P2: 19.9, P3: 19.8, P4: 18.8, P1: 21.45 });
  });

  it('R25 a big-blind ante is dead money: ante_trimming_status false, one ante entry', () => {
    const h = only(starsBigBlindAnte);
    expect(h.ante_trimming_status).toBe(false);
    expect(byName(h, 'antes')).toEqual({ T2: 0, T3: 200, T1: 0 });
    expect(byName(h, 'finishing_stacks')).toEqual({ T2: 4900, T3: 200, T1: 5900 });
  });

  it('R160 Pot-Limit Omaha: raises to the pot, two hole cards and three of the board make the wheel that wins', () => {
    const h = only(starsOmaha);
    expect(h.variant).toBe('PO');
    expect(byName(h, 'finishing_stacks')).toEqual({ O2: 9.95, O3: 19.5, O1: 0 });
    expect(h['_rake']).toBe(0.55);
  });

  it('R271 a pot-limit raise above the pot is refused as illegal, with its line', () => {
    const text = starsOmaha.replace('O1: raises $2.25 to $3', 'O1: raises $3.25 to $4').replace('O3: calls $2.25', 'O3: calls $3.25');
    expect(parseHistory(text).refused).toEqual([expect.objectContaining({ code: 'HISTORY_ILLEGAL_ACTION', line: lineOf(text, 'raises $3.25') })]);
  });
});

describe('folds the rooms allow (R59)', () => {
  it('R59 a big blind who folds when checking is free is replayed (the open fold is allowed for that hand)', () => {
    const text = `PokerStars Hand #700000000001:  Hold'em No Limit (1/2) - 2024/03/01 20:00:00 ET
Table 'Fold' 6-max Seat #1 is the button
Seat 1: A (100 in chips)
Seat 2: B (100 in chips)
A: posts small blind 1
B: posts big blind 2
*** HOLE CARDS ***
A: calls 1
B: folds
Uncalled bet (0) returned to A
A collected 4 from pot
*** SUMMARY ***
Total pot 4 | Rake 0
Seat 1: A (button) (small blind) collected (4)
Seat 2: B (big blind) folded before Flop`.replace('Uncalled bet (0) returned to A\n', '');
    const h = only(text);
    expect(byName(h, 'finishing_stacks')).toEqual({ A: 102, B: 98 });
    expect(h.actions).toContain('p1 f');
  });
});

describe('files and refusals (R270, R271)', () => {
  it('R270 several hands of several rooms in one text, CRLF line ends and a byte-order mark', () => {
    // files joined together: each keeps its byte-order mark
    const text = [starsRunTwice, ggCash, winamaxCash, starsFrench].map((t) => `\uFEFF${t}`).join('\n\n').replace(/\n/g, '\r\n');
    const { hands, refused } = parseHistory(text);
    expect(refused).toEqual([]);
    expect(hands.map((h) => h['_site'])).toEqual(['pokerstars', 'ggpoker', 'winamax', 'pokerstars']);
  });

  it('R271 every refusal names the hand and the line, and the other hands of the file are kept', () => {
    const bad = ggCash.replace('Villain: calls $0.3', 'Villain: calls $0.35');
    const text = [starsRunTwice, bad, winamaxCash].join('\n\n');
    const { hands, refused } = parseHistory(text);
    expect(hands).toHaveLength(2);
    expect(refused).toEqual([expect.objectContaining({ handId: 'RC1000000001', code: 'HISTORY_AMOUNT_MISMATCH', line: lineOf(text, 'Villain: calls $0.35') })]);
    expect(refused[0]!.message).toMatch(/R271/);
  });

  it('R271 a pot total that does not match the replay is refused at the summary line', () => {
    const text = ggCash.replace('Total pot $2.15', 'Total pot $2.25');
    expect(parseHistory(text).refused).toEqual([expect.objectContaining({ code: 'HISTORY_POT_MISMATCH', line: lineOf(text, 'Total pot') })]);
  });

  it('R271 a hand cut before its summary is refused, never kept', () => {
    const text = ggCash.slice(0, ggCash.indexOf('*** SUMMARY ***'));
    expect(parseHistory(text).refused).toEqual([expect.objectContaining({ code: 'HISTORY_TRUNCATED', handId: 'RC1000000001' })]);
  });

  it('R270 a line the reader does not know refuses the hand (no guessing)', () => {
    const text = ggCash.replace('Villain: checks\nThird: checks', 'Villain: checks\nVillain: dances\nThird: checks');
    expect(parseHistory(text).refused).toEqual([expect.objectContaining({ code: 'HISTORY_UNKNOWN_LINE', line: lineOf(text, 'dances') })]);
  });

  it('R271 an action out of turn is refused with its line', () => {
    const text = ggCash.replace('Third: raises $0.15 to $0.25\nHero: folds', 'Hero: folds\nThird: raises $0.15 to $0.25');
    expect(parseHistory(text).refused).toEqual([expect.objectContaining({ code: 'HISTORY_WRONG_ACTOR', line: lineOf(text, 'Hero: folds') })]);
  });

  it('R271 a short-deck hand is refused by name: its ante structure is RULES Appendix C', () => {
    const text = starsMuckUnknown.replace("Hold'em No Limit (1/2)", "6+ Hold'em No Limit (1/2)");
    const [r] = parseHistory(text).refused;
    expect(r).toMatchObject({ code: 'HISTORY_SHORT_DECK_ANTE', handId: '600000000001', line: 1 });
    expect(r!.message).toMatch(/Appendix C: short-deck ante structures/);
  });

  it('R271 insurance is refused by name (RULES Appendix C)', () => {
    const text = ggCash.replace('*** SHOWDOWN ***', '*** SHOWDOWN ***\nVillain: Chooses to buy insurance $0.5');
    const [r] = parseHistory(text).refused;
    expect(r).toMatchObject({ code: 'HISTORY_INSURANCE' });
    expect(r!.message).toMatch(/Appendix C: insurance and cash-outs/);
  });

  it('R270 the site option refuses another room\'s hands; text that is no hand is named', () => {
    expect(parseHistory(ggCash, { site: 'winamax' }).refused).toEqual([expect.objectContaining({ code: 'HISTORY_WRONG_SITE', line: 1 })]);
    expect(parseHistory('hello\nworld').refused).toEqual([expect.objectContaining({ code: 'HISTORY_UNKNOWN_SITE', line: 1 })]);
    expect(parseHistory('\n\n')).toEqual({ hands: [], refused: [] });
  });
});
