// Conformance checks on the built-in variants and on the cards/evaluator names of CONTRACT.md, with
// private cases worked out by hand from RULES.md.
import { describe, expect, it } from 'vitest';
import {
  CardParseError, createRng, formatCard, formatCards, parseCard, parseCards, shortDeck, shuffle, standardDeck, type Card,
} from '@pokerchart/cards';
import { categoryOf, compareHands, describeHand, evaluate5, evaluate7, evaluateHand } from '@pokerchart/evaluator';
import { fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHand, defineVariant, type Hand, opensWithBringIn, type VariantDescriptor } from '@pokerchart/engine';
import { omaha, omahaHiLo8, paiGowHoldem, razz, sevenCardStud, sevenCardStudHiLo8, shortDeckHoldem, texasHoldem, variants } from '../src/index.js';

const ranks = (cards: readonly Card[]) => formatCards(cards).map((x) => x[0]).join('');
const ev = (hole: string, board: string, extra: Partial<Parameters<typeof evaluateHand>[0]> = {}) => evaluateHand({ hole, board, ...extra });

/** R38 deck: holes in dealing order, then burn + flop, burn + turn, burn + river; the rest after. */
function deck(all: Card[], holes: string[], board: string): Card[] {
  const hs = holes.map((h) => parseCards(h));
  const slots: (Card | null)[] = [];
  for (let i = 0; i < hs[0]!.length; i++) for (const h of hs) slots.push(h[i]!);
  const b = parseCards(board);
  slots.push(null, b[0]!, b[1]!, b[2]!, null, b[3]!, null, b[4]!);
  const used = new Set(slots.filter((x): x is Card => x !== null));
  const rest = all.filter((x) => !used.has(x));
  return [...slots.map((x) => (x === null ? rest.shift()! : x)), ...rest];
}
function playDown(h: Hand): void {
  for (let i = 0; i < 200 && !h.isComplete && h.toAct !== null; i++) {
    const la = h.legalActions()!;
    h.act(la.discard !== null ? { type: 'discard', cards: [] } : la.bringIn !== null ? { type: 'bring-in' } : la.check ? { type: 'check' } : { type: 'call' });
  }
}

describe('cards: CONTRACT names on private cases (R1, R2)', () => {
  it('R2 parseCard accepts As, Td, 10d and suit symbols; formatCard always prints rank+suit', () => {
    expect(formatCard(parseCard('As'))).toBe('As');
    expect(parseCard('10d')).toBe(parseCard('Td'));
    expect(parseCard('A♠')).toBe(parseCard('As'));
    expect(parseCard('7♥')).toBe(parseCard('7h'));
    expect(parseCard('K♦')).toBe(parseCard('Kd'));
    expect(parseCard('2♣')).toBe(parseCard('2c'));
    expect(formatCard(parseCard('10♣'))).toBe('Tc');
  });
  it('R2 parseCards: concatenated, spaced and array forms agree', () => {
    const a = parseCards('AsKd');
    expect(parseCards('As Kd')).toEqual(a);
    expect(parseCards(['As', 'Kd'])).toEqual(a);
    expect(formatCards(parseCards('Th9h8h'))).toEqual(['Th', '9h', '8h']);
  });
  it('CardParseError carries input and position', () => {
    let err: unknown;
    try {
      parseCard('Xs');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CardParseError);
    expect((err as CardParseError).input).toBe('Xs');
    expect(typeof (err as CardParseError).position).toBe('number');
    expect(() => parseCards('As Kx')).toThrow(CardParseError);
    expect(() => parseCard('1s')).toThrow(CardParseError);
  });
  it('R1 decks: 52 distinct standard cards; short deck 36 with no 2-5; cards 0..51', () => {
    const d = standardDeck();
    expect(d).toHaveLength(52);
    expect(new Set(d).size).toBe(52);
    for (const x of d) expect(x >= 0 && x <= 51 && Number.isInteger(x)).toBe(true);
    const s = shortDeck();
    expect(s).toHaveLength(36);
    expect(new Set(s).size).toBe(36);
    expect(formatCards(s).some((x) => '2345'.includes(x[0]!))).toBe(false);
  });
  it('R6 shuffle with createRng(seed) is a deterministic permutation and leaves its input alone', () => {
    const d = standardDeck();
    const copy = [...d];
    const a = shuffle(d, createRng(42));
    const b = shuffle(d, createRng(42));
    expect(a).toEqual(b);
    expect(d).toEqual(copy);
    expect([...a].sort((x, y) => x - y)).toEqual([...d].sort((x, y) => x - y));
    expect(shuffle(d, createRng(43))).not.toEqual(a);
  });
});

describe('evaluator: CONTRACT names on private cases', () => {
  it('R137/R155 SEED-000 kicker: A-K beats A-Q on A-9-7-4-2; describeHand en and fr', () => {
    const ak = ev('AsKd', 'Ac9d7s4h2c');
    const aq = ev('AhQc', 'Ac9d7s4h2c');
    expect(compareHands(ak, aq)).toBe(1);
    expect(compareHands(aq, ak)).toBe(-1);
    expect(ak.category).toBe('one-pair');
    expect(ranks(ak.cards)).toBe('AAK97');
    expect(describeHand(ak)).toBe('Pair of Aces, King kicker');
    expect(describeHand(ak, 'fr')).toBe("Paire d'As, kicker Roi");
  });
  it('R155 SEED-002: royal flush from two hole cards; the board straight plays for 8-8', () => {
    const royal = ev('AsKs', 'QsJsTs4d2c');
    expect(royal.category).toBe('straight-flush');
    expect(formatCards(royal.holeUsed).sort()).toEqual(['As', 'Ks']);
    const board = ev('8c8d', 'AsKhQdJcTc');
    expect(board.category).toBe('straight');
    expect(board.holeUsed).toEqual([]);
    expect(ranks(board.cards)).toBe('AKQJT');
  });
  it('R138 suits never break ties; R139 third pair cannot play', () => {
    expect(compareHands(ev('AhKd', '2c7d9hJs3s'), ev('AcKh', '2c7d9hJs3s'))).toBe(0);
    // board K K 9 9 4 with 3-3 in hand: K K 9 9 + best kicker 4
    const v = ev('3c3d', 'KsKh9c9d4h');
    expect(v.category).toBe('two-pair');
    expect(ranks(v.cards)).toBe('KK994');
    expect(compareHands(v, ev('2c2d', 'KsKh9c9d4h'))).toBe(0);
  });
  it('R140 wheel is the lowest straight, shown 5-4-3-2-A; no wrap-around', () => {
    const wheel = ev('As2d', '3c4h5s9dKc');
    expect(wheel.category).toBe('straight');
    expect(ranks(wheel.cards)).toBe('5432A');
    expect(compareHands(wheel, ev('6h2c', '3c4h5s9dKc'))).toBe(-1);
    expect(ev('Qs Kd', 'Ac 2h 3d 8c 9s').category).toBe('high-card');
    expect(ev('Kd Ah', '2c 3h 4d 9c Ts').category).toBe('high-card');
  });
  it('R137 full house: kings full of 2s beat queens full of aces; R141 trips shown first', () => {
    const k = ev('KsKd', 'Kc2h2d9s4c');
    const q = ev('QsQd', 'QcAhAd9s4c');
    expect(compareHands(k, q)).toBe(1);
    expect(ranks(k.cards)).toBe('KKK22');
    expect(ranks(q.cards)).toBe('QQQAA');
  });
  it('R135 six hearts are a flush of the best five', () => {
    const v = ev('AhKh', 'QhJh2h3h9c');
    expect(v.category).toBe('flush');
    expect(ranks(v.cards)).toBe('AKQJ3');
  });
  it('R160/R161 Omaha selection {hole 2, board 3}', () => {
    const rule = { hole: 2, board: 3 } as const;
    const one = evaluateHand({ hole: 'AsKhQc7d', board: 'KsQs9s2s3d', rule });
    expect(one.category).toBe('two-pair');
    expect(ranks(one.cards)).toBe('KKQQ9');
    expect(evaluateHand({ hole: '2c3d4h8c', board: 'AsKsQsJsTs', rule }).category).toBe('high-card');
    expect(evaluateHand({ hole: '6c7d8h9s', board: 'TdJcKh2s3c', rule }).category).not.toBe('straight');
    const quads = evaluateHand({ hole: '2c3d4h8c', board: 'KsKhKdKcTs', rule });
    expect(quads.category).toBe('three-of-a-kind');
    expect(evaluateHand({ hole: '2c2d4h8c', board: 'KsKhKdKcTs', rule }).category).toBe('full-house');
    expect(quads.holeUsed).toHaveLength(2);
  });
  it('R170 paigow-wheel: wheel second-highest straight and straight flush', () => {
    const pg = { ranking: 'paigow-wheel' } as const;
    const wheel = ev('As2d', '3c4h5s9dKc', pg);
    const kHigh = ev('KsQd', 'JcTh9s3d2c', pg);
    const broadway = ev('AsKd', 'QcJhTs3d2c', pg);
    expect(compareHands(wheel, kHigh)).toBe(1);
    expect(compareHands(wheel, broadway)).toBe(-1);
    const steel = ev('AhTc', '2h3h4h5hKc', pg);
    const kSf = ev('KhQh', 'JhTh9hAc2c', pg);
    expect(steel.category).toBe('straight-flush');
    expect(compareHands(steel, kSf)).toBe(1);
    expect(compareHands(steel, ev('AhKh', 'QhJhTh2c3c', pg))).toBe(-1);
    // R171: with A-2-3-4-5-6 the wheel is chosen
    expect(ranks(ev('As6d', '2c3h4d5s9c', pg).cards)).toBe('5432A');
    expect(categoryOf(wheel.strength, 'paigow-wheel')).toBe('straight');
  });
  it('R175/R176 shortdeck: A-6-7-8-9 lowest straight, flush over full house, tripsBeatStraight option', () => {
    const sd = { ranking: 'shortdeck' } as const;
    const low = ev('As9d', '6c7d8hKcJs', sd);
    expect(low.category).toBe('straight');
    expect(ranks(low.cards)).toBe('9876A');
    expect(compareHands(low, ev('TsJd', '6c7d8h9cKs', sd))).toBe(-1);
    const flush = ev('AhKh', '6h7h9hTcTd', sd);
    const boat = ev('Ts9c', '6h7h9hTcTd', sd);
    expect(compareHands(flush, boat)).toBe(1);
    const straight = ev('9sTs', '6c7d8hKcKs', sd);
    const trips = ev('KdAh', '6c7d8hKcKs', sd);
    expect(compareHands(straight, trips)).toBe(1);
    const opt = { ranking: 'shortdeck', options: { tripsBeatStraight: true } } as const;
    expect(compareHands(ev('9sTs', '6c7d8hKcKs', opt), ev('KdAh', '6c7d8hKcKs', opt))).toBe(-1);
  });
  it('evaluate5/evaluate7 share evaluateHand\'s strength scale; categoryOf reads it', () => {
    const h = parseCards('AsKd');
    const b = parseCards('Ac9d7s4h2c');
    const s7 = evaluate7(h[0]!, h[1]!, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
    expect(s7).toBe(evaluateHand({ hole: h, board: b }).strength);
    expect(categoryOf(s7)).toBe('one-pair');
    const f = parseCards('2h7h9hJhKh');
    const s5 = evaluate5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!);
    expect(categoryOf(s5)).toBe('flush');
    expect(s5).toBe(evaluateHand({ hole: [], board: f }).strength);
    expect(s5).toBeGreaterThan(s7);
  });
});

describe('built-in variants through createHand', () => {
  it('the contract ids', () => {
    expect(variants.map((v) => v.id).sort()).toEqual([
      'badugi', 'deuce-to-seven-single-draw', 'deuce-to-seven-triple-draw', 'five-card-draw', 'holdem', 'omaha', 'omaha-hilo8', 'paigow-holdem',
      'razz', 'seven-card-stud', 'seven-card-stud-hilo8', 'shortdeck-holdem',
    ]);
    expect([sevenCardStud.id, sevenCardStudHiLo8.id, razz.id]).toEqual(['seven-card-stud', 'seven-card-stud-hilo8', 'razz']);
    expect([texasHoldem.id, omaha.id, omahaHiLo8.id, paiGowHoldem.id, shortDeckHoldem.id]).toEqual(['holdem', 'omaha', 'omaha-hilo8', 'paigow-holdem', 'shortdeck-holdem']);
  });
  it('R0.5 every built-in plays a seeded 4-handed hand to the end under NL, PL and FL, conserving chips', () => {
    // the heads-up small games (R290-R292) are played in smallGames.test.ts
    for (const variant of variants.filter((v) => v.seats.max >= 4)) {
      for (const betting of [noLimit(), potLimit(), fixedLimit({ smallBet: 10 })]) {
        const stud = opensWithBringIn(variant);
        // stud: an ante of 1 and a bring-in of 3 that everyone calls (R200-R202); else blinds 5/10
        const forced = stud ? { ante: { amount: 1, mode: 'each' as const }, bringIn: 3 } : { blinds: { small: 5, big: 10 } };
        const h = createHand({ variant, betting, stacks: [500, 500, 500, 500], button: 1, ...forced, dealing: { seed: 11 } });
        playDown(h);
        expect(h.isComplete).toBe(true);
        const r = h.result!;
        expect(r.stacks.reduce((a, b) => a + b, 0)).toBe(2000);
        expect(r.board).toHaveLength(variant.streets.reduce((n, st) => n + st.board, 0));
        for (const hc of r.holeCards) expect(hc).toHaveLength(variant.holeCards);
        expect(r.payouts.reduce((a, b) => a + b, 0)).toBe(stud ? 16 : 40);
      }
    }
  });
  it('R11 short deck seats 2-9: ten players are refused; a short-deck hand deals only 6-A', () => {
    expect(() => createHand({ variant: shortDeckHoldem, betting: noLimit(), stacks: Array(10).fill(100), button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 1 } })).toThrow();
    const h = createHand({ variant: shortDeckHoldem, betting: noLimit(), stacks: Array(9).fill(100), button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 3 } });
    playDown(h);
    const seen = [...h.result!.board, ...h.result!.holeCards.flatMap((x) => x ?? [])];
    expect(formatCards(seen).some((x) => '2345'.includes(x[0]!))).toBe(false);
  });
  it("R168 omahaHiLo8: a scoop when one hand is best both ways; the pot's odd chip goes high", () => {
    // heads-up 5/10 with a 5 big-blind ante (dead) -> pot 25. Dealing order: seat 1 (BB) then seat 0.
    // seat 1: Ah 2h Kd Kc -> high K K K (Kd Kc + Ks), low A-2 + 3 5 7 = 7-5-3-2-A.
    // seat 0: 8s 8d 9c 9h -> high 9 9 K K? (9c 9h + Ks ... ) two pair at best, low none (no two cards <= 8 other than 8 8 pair).
    const d = deck(standardDeck(), ['Ah 2h Kd Kc', '8s 8d 9c 9h'], '3c 5d 7h Ks Qs');
    const h = createHand({ variant: omahaHiLo8, betting: potLimit(), stacks: [1000, 1000], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 5, mode: 'big-blind' }, dealing: { deck: d } });
    playDown(h);
    expect(h.result!.payouts).toEqual([0, 25]);
    // seat 1: Ah 2h Qd Jc (low 7-5-3-2-A, high pair of queens), seat 0: Kd Kh 9c 9h (high K K K). Pot 25: high 13 -> seat 0, low 12 -> seat 1.
    const d2 = deck(standardDeck(), ['Ah 2h Qd Jc', 'Kd Kh 9c 9h'], '3c 5d 7h Ks Qs');
    const h2 = createHand({ variant: omahaHiLo8, betting: potLimit(), stacks: [1000, 1000], button: 0, blinds: { small: 5, big: 10 }, ante: { amount: 5, mode: 'big-blind' }, dealing: { deck: d2 } });
    playDown(h2);
    expect(h2.result!.payouts).toEqual([13, 12]);
  });
  it('composing from a built-in: Greek Hold\'em as in CONTRACT.md, and the refusal names the field', () => {
    const greek = defineVariant({ ...texasHoldem, id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } });
    expect(greek.selection).toEqual({ hole: 2, board: 3 });
    expect(greek.holeCards).toBe(2);
    const d = deck(standardDeck(), ['Ts 3c', 'Kd Kc'], 'As Ks Qs Js 2d');
    const h = createHand({ variant: greek, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: { small: 50, big: 100 }, dealing: { deck: d } });
    playDown(h);
    expect(h.result!.payouts).toEqual([200, 0]);
    expect(() => defineVariant({ ...texasHoldem, selection: { hole: 3, board: 3 } })).toThrow(/selection/);
    expect(() => defineVariant({ ...shortDeckHoldem, holeCards: -1 })).toThrow(/holeCards/);
  });
  it('R170 paiGowHoldem and R176 shortDeckHoldem decide real pots by their ranking', () => {
    const hu = (variant: VariantDescriptor, all: Card[], holes: string[], board: string) => {
      const h = createHand({ variant, betting: noLimit(), stacks: [1000, 1000], button: 0, blinds: { small: 50, big: 100 }, dealing: { deck: deck(all, holes, board) } });
      playDown(h);
      return h.result!.payouts;
    };
    expect(hu(paiGowHoldem, standardDeck(), ['As 5h', '5d 6c'], '2c 3d 4h Kc 9s')).toEqual([0, 200]);
    expect(hu(texasHoldem, standardDeck(), ['As 5h', '5d 6c'], '2c 3d 4h Kc 9s')).toEqual([200, 0]);
    expect(hu(shortDeckHoldem, shortDeck(), ['Ah Kh', 'Ts 9c'], '6h 7h 9h Tc Td')).toEqual([0, 200]);
    expect(hu(shortDeckHoldem, shortDeck(), ['9s Ts', 'Kd Ah'], '6c 7d 8h Kc Ks')).toEqual([0, 200]);
    const sixPlus = defineVariant({ ...shortDeckHoldem, id: 'six-plus', name: 'Six-plus (Triton)', rankingOptions: { tripsBeatStraight: true } });
    expect(hu(sixPlus, shortDeck(), ['9s Ts', 'Kd Ah'], '6c 7d 8h Kc Ks')).toEqual([200, 0]);
  });
});
