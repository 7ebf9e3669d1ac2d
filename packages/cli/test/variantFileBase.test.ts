// A variant file's "base" (issue 23, build item 5): steps given over a base win, a changed ranking
// re-derives the stud reading or is refused naming the field (R235), and a refusal says when the
// refused value came from the base and what in the file it conflicts with.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedLimit, potLimit } from '@pokerchart/betting';
import { createHand, type VariantDescriptor } from '@pokerchart/engine';
import { CliUsageError } from '../src/CliCommand.js';
import { readVariantFile } from '../src/readVariantFile.js';
import { run } from './runCliHelper.js';

const dir = mkdtempSync(join(tmpdir(), 'pokerchart-base-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
/** Writes `spec` as a variant file and returns its path. */
function file(spec: unknown, name = `v${files++}.json`): string {
  const path = join(dir, name);
  writeFileSync(path, typeof spec === 'string' ? spec : JSON.stringify(spec));
  return path;
}
/** The message of the refusal of a variant file. */
async function refusal(spec: unknown): Promise<string> {
  const path = file(spec);
  try {
    await readVariantFile(path);
  } catch (e) {
    expect(e).toBeInstanceOf(CliUsageError);
    return (e as Error).message.replace(`the variant file ${path}: `, '');
  }
  throw new Error('the variant file was accepted');
}

const bigOSteps = [
  { kind: 'seats', cards: ['down', 'down', 'down', 'down', 'down'] }, { kind: 'bet', name: 'preflop' },
  { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' },
  { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'turn' },
  { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'river' }, { kind: 'showdown' },
];

/** The seat that owes the bring-in when seats 0, 1, 2 show the door cards Kd, Ah, 2c. */
function bringInSeat(variant: VariantDescriptor): number {
  const hand = createHand({ variant, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: 'manual' });
  for (const [s, cards] of ['9c9dKd', '8c8dAh', '7c7d2c'].entries()) hand.dealHole(s, cards);
  return hand.legalActions()!.seat;
}

describe('variant files on a base (R45, R235)', () => {
  it('R45 "base": "omaha" with five-card steps: the steps win, holeCards and streets come from them', async () => {
    const bigO = await readVariantFile(file({ base: 'omaha', id: 'big-o', name: 'Big O', seats: { min: 2, max: 8 }, steps: bigOSteps }));
    expect(bigO.holeCards).toBe(5);
    expect(bigO.selection).toEqual({ hole: 2, board: 3 }); // the rest is omaha's
    expect(bigO.streets).toEqual([{ name: 'preflop', board: 0 }, { name: 'flop', board: 3, burn: true }, { name: 'turn', board: 1, burn: true }, { name: 'river', board: 1, burn: true }]);
    const hand = createHand({ variant: bigO, betting: potLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 4 } });
    expect(hand.context.holeCards.map((h) => h!.length)).toEqual([5, 5]);
  });

  it('R45 a value from the base that the file\'s fields do not go with is named "(from base ...)", with the file\'s field', async () => {
    // omaha seats ten, but ten players cannot be dealt five cards each
    const msg = await refusal({ base: 'omaha', id: 'big-o', name: 'Big O', steps: bigOSteps });
    expect(msg).toBe('variant field "seats.max" (from base "omaha"): 10 players need 5 × 10 seat + 5 board + 3 burn = 58 cards, but the deck has 52; it conflicts with the file\'s "steps": give "seats" in the file too, or change that');
    // stud on the short deck: eight players of the base need more than 36 cards
    const short = await refusal({ base: 'seven-card-stud', id: 'stud-short', name: 'Short stud', deck: 'short' });
    expect(short).toMatch(/^variant field "seats\.max" \(from base "seven-card-stud"\): 8 players need .* but the deck has 36; it conflicts with the file's "deck"/);
    // the file's own value is not said to come from the base: holdem's deck is named as what it conflicts with
    const crowded = await refusal({ base: 'holdem', id: 'crowded', name: 'Crowded', seats: { min: 2, max: 30 } });
    expect(crowded).toBe('variant field "seats.max": 30 players need 2 × 30 hole + 5 board + 3 burn = 68 cards, but the deck has 52 (the file\'s "seats" conflicts with the "deck" of base "holdem")');
    // the same file without a base: no base to speak of
    const alone = await refusal({ id: 'alone', name: 'Alone', deck: 'standard', holeCards: 2, streets: [{ name: 'preflop', board: 0 }], selection: 'any', ranking: 'standard', seats: { min: 2, max: 30 } });
    expect(alone).not.toMatch(/base/);
  });

  it('R45 holeCards or streets over a base with steps are refused naming both, not silently ignored', async () => {
    const msg = await refusal({ base: 'badugi', id: 'badugi-5', name: 'Badugi 5', holeCards: 5 });
    expect(msg).toBe('variant field "holeCards": the file\'s 5 conflicts with the "steps" of base "badugi", which deal 4 cards to each seat; the steps decide holeCards and streets, so give "steps" in the file instead');
    const streets = await refusal({ base: 'razz', id: 'razz-2', name: 'Razz 2', streets: [{ name: 'only', board: 0 }] });
    expect(streets).toMatch(/^variant field "streets": the file's .* conflicts with the "steps" of base "razz", which deal the streets third, fourth, fifth, sixth, seventh/);
    // the same values as the base's are no conflict
    await expect(readVariantFile(file({ base: 'badugi', id: 'badugi-4', name: 'Badugi 4', holeCards: 4 }))).resolves.toMatchObject({ holeCards: 4 });
  });

  it('R235 R201 "base": "razz" with a 2-7 ranking re-derives the reading: the ace brings in, not the king', async () => {
    const razz = await readVariantFile(file({ base: 'razz', id: 'razz-a5', name: 'Razz' }));
    expect(bringInSeat(razz)).toBe(0); // ace-to-five: the king is the worst door card
    const razz27 = await readVariantFile(file({ base: 'razz', id: 'razz-27', name: 'Razz, 2-7 low', ranking: 'deuce-to-seven-low' }));
    expect(bringInSeat(razz27)).toBe(1); // deuce-to-seven: the ace counts high
  });

  it('R235 "base": "razz" with a ranking that cannot read up cards is refused naming the field, the ranking and the base\'s steps', async () => {
    const msg = await refusal({ base: 'razz', id: 'razz-badugi', name: 'Razz, badugi', ranking: 'badugi' });
    expect(msg).toMatch(/^variant field "ranking": the ranking "badugi" cannot value a partial exposed hand of one to four up cards, .*\(R235\) \(the file's "ranking" conflicts with the "steps" of base "razz"\)$/);
    // a module ranking without partialStrength on a stud base: named, not written out
    file('export const pips = { name: "cli-base-pips", value: (cards) => cards.reduce((sum, c) => sum + (c >> 2) + 2, 0) };\n', 'pips.mjs');
    const pips = await refusal({ base: 'seven-card-stud', id: 'pips-stud', name: 'Pips stud', ranking: './pips.mjs#pips' });
    expect(pips).toMatch(/^variant field "ranking": the ranking "cli-base-pips" cannot value a partial exposed hand/);
    expect(pips).not.toMatch(/deck|=>/);
  });

  it('R235 R201 R203 a module ranking spec with partialStrength reads a stud base\'s up cards: fewest pips brings in, most pips acts first', async () => {
    file('const pips = (cards) => cards.reduce((sum, c) => sum + (c >> 2) + 2, 0);\nexport const pips2 = { name: "cli-base-pips-2", value: pips, partialStrength: pips };\n', 'pips2.mjs');
    const stud = await readVariantFile(file({ base: 'seven-card-stud', id: 'pips-stud', name: 'Pips stud', ranking: './pips2.mjs#pips2' }));
    const hand = createHand({ variant: stud, betting: fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: 'manual' });
    for (const [s, cards] of ['QdJd2s', '7c8cAh', '4h5h2c'].entries()) hand.dealHole(s, cards);
    expect(hand.legalActions()!.seat).toBe(2); // two deuces: clubs is the lower suit
    for (const type of ['bring-in', 'call', 'call'] as const) hand.act({ type });
    for (const [s, card] of ['2d', 'Kh', '3c'].entries()) hand.dealHole(s, card);
    expect(hand.toAct).toBe(1); // A-K shows 27 pips, more than the pair of deuces (4): stud high would open with the pair
  });

  it('R201 "base": "seven-card-stud" with a bad step: the file\'s step is named, no base blamed', async () => {
    const steps = [
      { kind: 'seats', cards: ['down', 'down', 'up'] }, { kind: 'bet', name: 'third', opener: 'bring-in' },
      { kind: 'seats', cards: ['up'], burn: true }, { kind: 'bet', name: 'fourth', opener: 'bring-in' }, { kind: 'showdown' },
    ];
    const msg = await refusal({ base: 'seven-card-stud', id: 'stud-bad', name: 'Bad stud', steps });
    expect(msg).toBe('variant field "steps[3].opener": \'bring-in\' opens the first betting round only (R201)');
    // through the command: a usage error naming the file, exit 2
    const r = await run(['eval', 'AsKdQh2c3d4h5s', '--variant-file', file({ base: 'omaha', id: 'big-o', name: 'Big O', steps: bigOSteps })]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('(from base "omaha")');
  });
});
