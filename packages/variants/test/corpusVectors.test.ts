/**
 * Test vectors derived from the stud and draw hands of the vendored PHH corpus
 * (packages/phh/test/corpus: real WSOP hands transcribed by PokerKit's authors and the PHH
 * dataset). For each stud hand: who brought in, who acted first on each later street, and the
 * size of every bet and raise; for each draw hand: the order of the draws and the bet sizes.
 * PHH seats are p1..pN with the button on the last seat, so "clockwise from the button" starts at p1.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCards, type Card } from '@pokerchart/cards';
import { bringInSeat, drawBetSize, drawOrder, firstToActSeat, hasOpenPair, studBetSizes, type StudOpening } from '../src/index.js';

const corpus = resolve(dirname(fileURLToPath(import.meta.url)), '../../phh/test/corpus');
const expected = JSON.parse(readFileSync(join(corpus, 'expected.json'), 'utf8')) as Record<string, { variant: string }>;

type Fields = Record<string, unknown>;
/** The few PHH fields these vectors need: numbers, lists of numbers, lists of strings. */
function readPhh(name: string): Fields {
  const out: Fields = {};
  for (const line of readFileSync(join(corpus, name), 'utf8').split('\n')) {
    const m = /^(\w+) = (.*)$/.exec(line.trim());
    if (m === null) continue;
    try {
      out[m[1]!] = JSON.parse(m[2]!.replaceAll("'", '"'));
    } catch {
      // free text such as `event`: not needed
    }
  }
  return out;
}

/** Cards of a PHH dealing string, `null` for each unknown `??`. */
function phhCards(text: string): (Card | null)[] {
  const out: (Card | null)[] = [];
  for (let i = 0; i < text.length; i += 2) out.push(text.slice(i, i + 2) === '??' ? null : parseCards(text.slice(i, i + 2))[0]!);
  return out;
}

const files = (codes: string[]) => Object.keys(expected).filter((k) => codes.includes(expected[k]!.variant)).sort();
const STUD: Record<string, StudOpening> = { F7S: 'high', 'F7S/8': 'high', FR: 'ace-to-five-low' };

interface Chips { stacks: number[]; committed: number[]; current: number; folded: boolean[] }
/** Applies one betting action; returns the wager's round total for `cbr`. */
function bet(chips: Chips, seat: number, verb: string, arg: string | undefined, bringIn = 0): void {
  const put = (to: number) => {
    const add = Math.min(to - chips.committed[seat]!, chips.stacks[seat]!);
    chips.stacks[seat]! -= add;
    chips.committed[seat]! += add;
    chips.current = Math.max(chips.current, chips.committed[seat]!);
  };
  if (verb === 'f') chips.folded[seat] = true;
  else if (verb === 'pb') put(bringIn);
  else if (verb === 'cc') put(chips.current);
  else if (verb === 'cbr') put(Number(arg));
}

describe('corpus vectors: seven-card stud, stud hi-lo and razz (F7S, F7S/8, FR)', () => {
  const names = files(Object.keys(STUD));

  it('the corpus holds the 16 stud-family hands', () => {
    expect(names).toHaveLength(16);
  });

  for (const name of names) {
    it(`R201 R203 R204 ${name}: bring-in, first to act on every street and bet sizes`, () => {
      const f = readPhh(name);
      const opening = STUD[expected[name]!.variant]!;
      const actions = f.actions as string[];
      const n = (f.starting_stacks as number[]).length;
      const button = n - 1;
      const cards: (Card | null)[][] = Array.from({ length: n }, () => []);
      const chips: Chips = {
        stacks: (f.starting_stacks as number[]).map((s, i) => s - (f.antes as number[])[i]!),
        committed: new Array<number>(n).fill(0),
        current: 0,
        folded: new Array<boolean>(n).fill(false),
      };
      const smallBet = f.small_bet as number;
      const bigBet = f.big_bet as number;
      let street = 0;
      let firstOfStreet = false;
      let bigBetMade = false;
      let checked = 0;
      for (const action of actions) {
        const [who, verb, arg] = action.split(' ');
        if (who === 'd') {
          const seat = Number(verb === 'dh' ? arg!.slice(1) : NaN) - 1;
          const dealt = phhCards(action.split(' ')[3]!);
          cards[seat]!.push(...dealt);
          street = Math.max(street, cards[seat]!.length);
          chips.committed.fill(0);
          chips.current = 0;
          firstOfStreet = true;
          bigBetMade = false;
          continue;
        }
        const seat = Number(who!.slice(1)) - 1;
        if (verb === 'sm') continue;
        const live = cards.map((c, s) => (chips.folded[s] ? null : c));
        const upCards = live.map((c) => (c === null ? null : c.slice(2, 6)));
        const known = upCards.every((u) => u === null || u.every((x) => x !== null));
        if (firstOfStreet) {
          firstOfStreet = false;
          if (street === 3) {
            // R201: the first action of third street is the bring-in (or a completion by the same seat)
            const doors = upCards.map((u) => (u === null ? null : u[0] ?? null));
            expect(bringInSeat({ upCards: doors, opening }), `${name} bring-in`).toBe(seat);
            checked++;
          } else if (known) {
            const canAct = chips.stacks.map((s, i) => s > 0 && !chips.folded[i]);
            expect(firstToActSeat({ upCards: upCards as Card[][], opening, button, canAct }), `${name} first to act on street ${street}`).toBe(seat);
            checked++;
          }
        }
        if (verb === 'cbr') {
          const to = Number(arg);
          const allIn = to - chips.committed[seat]! === chips.stacks[seat]!;
          if (street === 3 && chips.current < smallBet) {
            if (!allIn) expect(to, `${name} completion`).toBe(smallBet); // R202
          } else if (!allIn) {
            const openPair = street === 4 && hasOpenPair(upCards.map((u) => (u === null || u.includes(null) ? null : (u as Card[]))));
            const sizes = studBetSizes({ street: Math.min(street, 7) as 3, smallBet, bigBet, openPair, openPairBigBet: false, bigBetMade });
            expect(sizes, `${name} ${action} on street ${street}`).toContain(to - chips.current);
            if (to - chips.current === bigBet) bigBetMade = true;
          }
        }
        bet(chips, seat, verb!, arg, f.bring_in as number);
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});

describe('corpus vectors: draw games (N2L1D, F2L3D)', () => {
  const names = files(['N2L1D', 'F2L3D', 'FB']);

  it('the corpus holds the 8 draw hands', () => {
    expect(names).toHaveLength(8);
  });

  for (const name of names) {
    it(`R212 R214 ${name}: draw order and bet sizes`, () => {
      const f = readPhh(name);
      const code = expected[name]!.variant;
      const actions = f.actions as string[];
      const n = (f.starting_stacks as number[]).length;
      const button = n - 1;
      const blinds = f.blinds_or_straddles as number[];
      const chips: Chips = {
        stacks: (f.starting_stacks as number[]).map((s, i) => s - ((f.antes as number[])[i] ?? 0) - blinds[i]!),
        committed: [...blinds],
        current: Math.max(...blinds),
        folded: new Array<boolean>(n).fill(false),
      };
      let round = 0;
      let drawers: number[] = [];
      let inHandAtDraw: boolean[] = [];
      let draws = 0;
      const endDraw = () => {
        if (drawers.length === 0) return;
        expect(drawers, `${name} draw ${round}`).toEqual(drawOrder({ button, inHand: inHandAtDraw }));
        draws++;
        drawers = [];
      };
      for (const action of actions) {
        const [who, verb, arg] = action.split(' ');
        if (who === 'd') continue;
        const seat = Number(who!.slice(1)) - 1;
        if (verb === 'sd') {
          if (drawers.length === 0) {
            round++;
            inHandAtDraw = chips.folded.map((x) => !x);
            chips.committed.fill(0);
            chips.current = 0;
          }
          drawers.push(seat);
          continue;
        }
        endDraw();
        if (verb === 'sm') continue;
        if (verb === 'cbr' && code === 'F2L3D') {
          const to = Number(arg);
          const allIn = to - chips.committed[seat]! === chips.stacks[seat]!;
          const size = drawBetSize({ round, draws: 3, smallBet: f.small_bet as number, bigBet: f.big_bet as number });
          if (!allIn) expect(to - chips.current, `${name} ${action} in round ${round}`).toBe(size);
        }
        bet(chips, seat, verb!, arg);
      }
      endDraw();
      expect(draws).toBe(round);
    });
  }
});
