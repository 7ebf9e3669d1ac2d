// docs/guides/compose-a-variant.md, "A stud game on a ranking of your own", run as written: Pips
// stud, seven-card stud on a ranking the user writes, whose partialStrength reads the up cards
// (R235). The random hands are checked against the referee (partsReferee.ts) with a showdown value
// and an up-card reading the test computes itself: the total pips of the five highest cards, the
// bring-in seat and the first to act (R201, R203, R235).
import { describe, expect, it } from 'vitest';
import * as betting from '@pokerchart/betting';
import * as cards from '@pokerchart/cards';
import { type Card, rankOf, suitOf } from '@pokerchart/cards';
import * as engine from '@pokerchart/engine';
import type { Hand, PartialHandRanking, VariantDescriptor } from '@pokerchart/engine';
import * as evaluator from '@pokerchart/evaluator';
import * as variants from '../src/index.js';
import { guideCode, runGuideCode } from './guideBlock.js';
import { playAndReferee } from './partsReferee.js';

const HEADING = '## A stud game on a ranking of your own';
const modules = {
  '@pokerchart/betting': betting, '@pokerchart/cards': cards, '@pokerchart/engine': engine,
  '@pokerchart/evaluator': evaluator, '@pokerchart/variants': variants,
} as unknown as Record<string, Record<string, unknown>>;
const code = guideCode('compose-a-variant.md', HEADING);
const guide = runGuideCode(code, modules);
const pipsStud = guide['pipsStud'] as VariantDescriptor;
const pipsRanking = guide['pipsRanking'] as PartialHandRanking;
const HANDS = 2000;

/** The test's own count of pips: deuce 2 ... ten 10, jack 11, queen 12, king 13, ace 14, from the card's text. */
const PIPS: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };
function pipsOf(list: readonly Card[]): number {
  return list.reduce((sum, c) => {
    const r = cards.formatCard(c)[0]!;
    return sum + (PIPS[r] ?? Number(r));
  }, 0);
}
/** A seat's showdown value: the pips of its five highest cards (R206, best five of seven). */
function showdownValue(all: readonly Card[]): number {
  const each = all.map((c) => pipsOf([c])).sort((a, b) => b - a);
  return each.slice(0, 5).reduce((a, b) => a + b, 0);
}

/** Clockwise from `seat` itself, the first seat that `able` allows (an all-in or folded seat passes the duty on). */
function passOn(seat: number, able: readonly boolean[]): number {
  for (let i = 0; i < able.length; i++) if (able[(seat + i) % able.length]) return (seat + i) % able.length;
  throw new Error('no seat can act');
}

/**
 * Replays the log of a finished hand and checks the first seat to act on each street against the
 * rules: on third street the fewest pips on the door card brings in, equal pips to the lowest suit
 * (R201, R235: the ranking's side is high); later the most pips showing, ties to the first seat
 * clockwise from the button (R203); an all-in or folded seat passes the duty clockwise. Returns
 * how many streets it checked, and how many of them the stud 'high' reading would have opened
 * elsewhere.
 */
function checkOpeners(hand: Hand, stacks: readonly number[]): { checked: number; differ: number } {
  const n = stacks.length;
  const button = hand.context.betting.button;
  const stack = stacks.slice();
  const up: Card[][] = stacks.map(() => []);
  const folded = new Array<boolean>(n).fill(false);
  const opened = new Set<string>();
  let checked = 0;
  let differ = 0;
  for (const e of hand.context.log) {
    if (e.type === 'posted') stack[e.seat]! -= e.amount;
    else if (e.type === 'dealt') up[e.seat]!.push(...(e.upCards ?? []));
    else if (e.type === 'acted') {
      if (!opened.has(e.street)) {
        opened.add(e.street);
        const able = up.map((_, s) => !folded[s] && stack[s]! > 0);
        let duty: number;
        let highDuty: number;
        if (e.street === 'third') {
          // the door card is each seat's last up card; the worst: fewest pips, then lowest suit (clubs)
          const worst = (s: number) => -pipsOf([up[s]!.at(-1)!]) * 4 + (3 - suitOf(up[s]!.at(-1)!));
          const seats = up.map((_, s) => s).filter((s) => !folded[s]);
          duty = seats.reduce((a, b) => (worst(b) > worst(a) ? b : a));
          highDuty = duty; // one card: the fewest pips is the lowest rank, as stud's own reading
        } else {
          let best = -1;
          duty = -1;
          for (let k = 1; k <= n; k++) {
            const s = (button + k) % n;
            if (folded[s]) continue;
            const v = pipsOf(up[s]!);
            if (v > best) [best, duty] = [v, s];
          }
          highDuty = engine.firstToActSeat({ upCards: up.map((c, s) => (folded[s] ? null : c)), opening: 'high', button })!;
        }
        duty = passOn(duty, able);
        if (e.seat !== duty) throw new Error(`${e.street}: seat ${e.seat} acted first, the pips reading says seat ${duty} (up cards ${JSON.stringify(up.map((c) => cards.formatCards(c)))})`);
        checked++;
        if (passOn(highDuty, able) !== duty) differ++;
      }
      stack[e.seat] = e.stack;
      if (e.action.type === 'fold') folded[e.seat] = true;
    }
  }
  return { checked, differ };
}

describe("docs/guides/compose-a-variant.md: a stud game on a user's ranking (R235)", () => {
  it('R235 R201 R203 the guide\'s Pips stud: the deuce of clubs brings in, A-K acts first where stud\'s high reading picks the pair of deuces', () => {
    expect(pipsStud.ranking).toBe(pipsRanking);
    expect(pipsStud.steps!.filter((st) => st.kind === 'bet').every((st) => st.kind === 'bet' && st.reading === undefined)).toBe(true);
    // every `export const x = ...; // value` line of the block says what x is
    const claims = [...code.matchAll(/^export const (\w+) = .*; \/\/ (\d+)$/gm)];
    expect(claims.map((m) => m[1])).toEqual(['bringInSeat', 'firstToAct']);
    for (const m of claims) expect(guide[m[1]!]).toBe(Number(m[2]));
    // the pips the comment counts: 2-2 is 4, A-K 27, 3-2 5
    expect(['2s2d', 'AhKh', '2c3c'].map((up) => pipsRanking.partialStrength(cards.parseCards(up)))).toEqual([4, 27, 5]);
    // the same deal read as stud high: the pair of deuces acts first
    const high = engine.defineVariant({ ...pipsStud, id: 'pips-stud-high', steps: variants.studSteps({ reading: 'high' }) });
    const other = engine.createHand({ variant: high, betting: betting.fixedLimit({ smallBet: 10 }), stacks: [500, 500, 500], button: 0, ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: 'manual' });
    for (const [s, c] of ['QdJd2s', '7c8cAh', '4h5h2c'].entries()) other.dealHole(s, c);
    for (const a of ['bring-in', 'call', 'call'] as const) other.act({ type: a });
    for (const [s, c] of ['2d', 'Kh', '3c'].entries()) other.dealHole(s, c);
    expect(other.toAct).toBe(0);
    // the guide's hand plays on to a showdown, the most pips winning
    const hand = guide['hand'] as Hand;
    while (!hand.isComplete) {
      const la = hand.legalActions();
      if (la !== null) hand.act(la.check ? { type: 'check' } : { type: 'call' });
      else for (const s of [0, 1, 2]) hand.dealHole(s, ['9h', 'Th', '8s', 'Jh', 'Qh', '9s', 'Ts', 'Js', 'Qs'][(hand.context.holeCards[s]!.length - 4) * 3 + s]!);
    }
    // seat 0: Q J 2 2 9 J T -> Q J J T 9 = 53; seat 1: 7 8 A K T Q J -> A K Q J T = 60; seat 2: 4 5 2 3 8 9 Q -> Q 9 8 5 4 = 38
    expect(hand.context.holeCards.map((h) => showdownValue(h!))).toEqual([53, 60, 38]);
    expect(hand.result!.pots.flatMap((p) => p.winners)).toEqual([1]);
  });

  it('R235 a ranking without partialStrength is refused as the guide says: the field and the ranking named, the ranking not written out', () => {
    const refusal = guideCode('compose-a-variant.md', HEADING, 1);
    const said = /^\/\/ VariantDefinitionError: (.*)$/m.exec(refusal)![1]!;
    let error: unknown;
    try {
      runGuideCode(refusal, modules, { defineVariant: engine.defineVariant, pipsStud, pipsOnly: guide['pipsOnly'] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(engine.VariantDefinitionError);
    expect((error as engine.VariantDefinitionError).field).toBe('ranking');
    expect((error as Error).message).toBe(said);
    expect(said).toContain('"pips"');
    expect(said).not.toMatch(/deck|cardsPerHand|\[\d+,/);
    // the same refusal for a spread of a built-in stud game onto it, and for a ranking named by string
    // that the engine cannot read; an explicit reading is allowed (R235: written explicitly)
    const pipsOnly = guide['pipsOnly'] as evaluator.Ranking;
    expect(() => engine.defineVariant({ ...variants.sevenCardStud, id: 'stud-pips', name: 'Stud, pips', ranking: pipsOnly })).toThrow(/variant field "ranking": the ranking "pips" cannot value a partial exposed hand/);
    expect(() => engine.defineVariant({ ...variants.razz, id: 'razz-badugi', name: 'Razz, badugi', ranking: 'badugi' })).toThrow(/the ranking "badugi" cannot value .*R235/);
    expect(() => engine.defineVariant({ ...variants.razz, id: 'razz-a5-object', name: 'Razz', ranking: evaluator.aceToFiveLowRanking })).toThrow(/the ranking "ace-to-five-low" cannot value/);
    const explicit = engine.defineVariant({ ...pipsStud, id: 'pips-stud-read-high', name: 'Pips stud, read high', ranking: pipsOnly, steps: variants.studSteps({ reading: 'high' }) });
    expect(explicit.ranking).toBe(pipsOnly);
    // the built-in high rankings, by name or object, still read high; the lows by name read themselves
    for (const ranking of ['standard', evaluator.standardRanking, 'ace-to-five-low', 'deuce-to-seven-low', 'paigow-wheel'] as const) {
      expect(() => engine.defineVariant({ ...variants.sevenCardStud, id: 'stud-x', name: 'Stud x', ranking })).not.toThrow();
    }
  });

  it(`R235 R201 R203 R0.5 Pips stud: ${HANDS} random hands, chips conserved, cards dealt once, every pot to the most pips, bring-in and first to act by the pips showing`, () => {
    let checked = 0;
    let differ = 0;
    let community = 0;
    let ties = 0;
    const starts = new Map<Hand, number[]>();
    const r = playAndReferee(HANDS, 235, pipsStud, (seed, rng) => {
      const n = 2 + rng.int(7);
      // short stacks go all-in (some from the ante), which makes side pots and passes the bring-in on
      const stacks = Array.from({ length: n }, () => (rng.int(10) === 0 ? 1 + rng.int(4) : 5 + rng.int(240)));
      const hand = engine.createHand({
        variant: pipsStud, betting: betting.fixedLimit({ smallBet: 10 }), stacks, button: rng.int(n),
        ante: { amount: 1, mode: 'each' }, bringIn: 3, dealing: { seed },
      });
      starts.set(hand, stacks);
      return hand;
    }, {
      strength: showdownValue,
      check: (hand) => {
        const o = checkOpeners(hand, starts.get(hand)!);
        checked += o.checked;
        differ += o.differ;
        const ctx = hand.context;
        const all = [...ctx.board, ...ctx.burns, ...ctx.deck, ...ctx.holeCards.flatMap((h) => h ?? [])];
        if (all.length !== 52 || new Set(all).size !== 52) throw new Error('a card was dealt twice or lost');
        if (ctx.board.length > 0) community++;
        if (hand.result!.pots.some((p) => p.parts.some((q) => q.highWinners.length > 1))) ties++;
      },
    });
    expect(r.showdowns).toBeGreaterThan(HANDS / 5);
    expect(checked).toBeGreaterThan(HANDS * 2);
    expect(differ).toBeGreaterThan(HANDS / 10); // the pips reading often opens where stud high would not
    expect(community).toBeGreaterThan(0); // R205: eight players at the last street
    expect(ties).toBeGreaterThan(HANDS / 100); // equal pips split a pot
  }, 180_000);
});
