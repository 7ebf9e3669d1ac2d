import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHistory, writeHistory } from '../src/index.js';
import { playRandomHand } from './randomHands.js';

/** A written history whose players player1..playerN are renamed `names[k]`. */
function renamed(text: string, names: readonly string[]): string {
  // the longest numbers first, so that player1 does not eat the start of player10
  let out = text;
  for (let k = names.length; k >= 1; k--) out = out.split(`player${k}`).join(`\u0000${k}\u0000`);
  for (let k = names.length; k >= 1; k--) out = out.split(`\u0000${k}\u0000`).join(names[k - 1]!);
  return out;
}

/** The same text with a space after every seat line's chips, which only the seat pattern reads. */
function seatLinesByPattern(text: string): string {
  return text.replace(/^(Seat \d+: .*\))$/gm, '$1 ');
}

describe('histories read lines in place', () => {
  it('R270 seat lines read in place give what the seat pattern gives, whatever the names hold (property)', () => {
    const hands = [3, 11, 26, 40].map((seed) => ({ seed, text: writeHistory(playRandomHand(seed), 'pokerstars') }));
    const letter = fc.constantFrom('a', 'Z', '7', ' ', '(', ')', '[', ']', '$', '.', ',', 'é', '-');
    fc.assert(
      fc.property(fc.nat(hands.length - 1), fc.uniqueArray(fc.string({ unit: letter, minLength: 1, maxLength: 9 }), { minLength: 9, maxLength: 9 }), (pick, names) => {
        const text = renamed(hands[pick]!.text, names);
        const inPlace = parseHistory(text);
        const byPattern = parseHistory(seatLinesByPattern(text));
        expect(byPattern).toEqual(inPlace);
        // every hand is accepted or refused by name, and an accepted one names its players as the seat lines do
        expect(inPlace.hands.length + inPlace.refused.length).toBe(1);
        for (const hand of inPlace.hands) for (const player of hand.players ?? []) expect(names).toContain(player);
      }),
      { numRuns: 150 },
    );
  });

  it('R270 a seat line with parentheses in the name, a bounty or a note after the chips is read by the pattern', () => {
    const base = writeHistory(playRandomHand(3), 'pokerstars');
    const text = base
      .replace('Seat 1: player1 (', 'Seat 1: pl (a) yer (')
      .split('player1')
      .join('pl (a) yer');
    const { hands } = parseHistory(text);
    expect(hands).toHaveLength(1);
    expect(hands[0]!.players).toContain('pl (a) yer');
    const withBounty = parseHistory(base.replace(/^(Seat 2: player2 \(\d+ in chips)\)$/m, '$1, $5 bounty)'));
    expect(withBounty.hands[0]!['_bounties']).toEqual({ player2: '$5' });
  });

  it('R270 "Dealt to" lines read in place keep the name up to the cards, brackets in the name included', () => {
    const base = writeHistory(playRandomHand(11), 'pokerstars');
    const text = base.split('player2').join('p[2]');
    const plain = parseHistory(base);
    const odd = parseHistory(text);
    expect(odd.refused).toEqual(plain.refused);
    expect(odd.hands.map((h) => h.actions)).toEqual(plain.hands.map((h) => h.actions));
  });

  it('R270 hands share texts but never an array: changing one hand read leaves every other as read', () => {
    const text = [1, 2, 3, 4].map((seed) => writeHistory(playRandomHand(seed), 'pokerstars', { handId: String(seed) })).join('\n\n');
    const first = parseHistory(text);
    const again = JSON.parse(JSON.stringify(parseHistory(text))) as typeof first;
    expect(first.hands.length).toBeGreaterThan(1);
    for (const hand of first.hands) {
      hand.actions.push('p1 f');
      hand.starting_stacks[0] = -1;
      hand.players![0] = 'someone else';
      hand.finishing_stacks![0] = -1;
    }
    expect(parseHistory(text)).toEqual(again);
    expect(first.hands[0]!.actions).not.toBe(first.hands[1]!.actions);
  });
});
