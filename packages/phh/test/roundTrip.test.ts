import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit, potLimit, type BettingStructure, type PlayerAction } from '@pokerchart/betting';
import { createHand, type Hand, type VariantDescriptor } from '@pokerchart/engine';
import { omaha, omahaHiLo8, shortDeckHoldem, texasHoldem, variants } from '@pokerchart/variants';
import { parsePhh, parsePhhAction, phhVariantInfo, replayPhh, serializePhh, toPhh, type PhhAction, type PhhHand } from '../src/index.js';
import { corpusFiles, expectedJson, readCorpusFile } from './phhCorpus.js';

const expected = expectedJson();
const replayable = corpusFiles().filter((f) => {
  try {
    replayPhh(parsePhh(readCorpusFile(f)));
    return true;
  } catch {
    return false;
  }
});

/** Actions without show/muck entries, read into structures (so `1.50` equals `1.5`). */
function betsAndDeals(hand: PhhHand): PhhAction[] {
  return hand.actions.map((a) => parsePhhAction(a.replace(/#.*$/, ''))).filter((a) => a.type !== 'show-muck' && a.type !== 'none');
}

describe('PHH -> engine -> PHH', () => {
  it('replays the corpus: the 81 flop-game files and the stud and draw files whose built-ins exist', () => {
    const built = (f: string) => variants.some((v) => v.id === phhVariantInfo(expected[f]!.variant)!.variantId);
    const studAndDraw = corpusFiles().filter((f) => ['F7S', 'F7S/8', 'FR', 'N2L1D', 'F2L3D', 'FB'].includes(expected[f]!.variant));
    expect(replayable.length).toBe(81 + studAndDraw.filter(built).length);
  });
  it.each(replayable)('%s gives back the same record (modulo fields the engine does not know)', (name) => {
    const original = parsePhh(readCorpusFile(name));
    const { hand } = replayPhh(original);
    const exported = parsePhh(serializePhh(toPhh(hand)));
    expect(exported.variant).toBe(original.variant);
    for (const field of ['antes', 'blinds_or_straddles', 'bring_in', 'min_bet', 'small_bet', 'big_bet', 'starting_stacks', 'ante_trimming_status']) {
      expect(exported[field], field).toEqual(original[field]);
    }
    expect(betsAndDeals(exported)).toEqual(betsAndDeals(original));
    const finishing = expected[name]!.pokerkit_0_7_4_stacks ?? expected[name]!.finishing_stacks;
    expect(exported.finishing_stacks).toEqual(finishing.map(Number));
    // every hand the file shows with known cards is shown by the engine too, unless it could not win (R128)
    const shownBy = (h: PhhHand) =>
      new Map(h.actions.map((a) => parsePhhAction(a)).flatMap((a) => (a.type === 'show-muck' && Array.isArray(a.cards) && a.cards.every((c) => c !== null) ? [[a.player, a.cards] as const] : [])));
    for (const [p, cards] of shownBy(exported)) expect(shownBy(original).get(p)).toEqual(cards);
  });
});

/** A small deterministic generator (so the test needs no seed library). */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function playRandom(hand: Hand, rnd: () => number): void {
  while (!hand.isComplete) {
    const legal = hand.legalActions();
    if (legal === null) throw new Error('a hand with seeded dealing should always have an actor until complete');
    const options: PlayerAction[] = [];
    if (legal.fold) options.push({ type: 'fold' });
    if (legal.check) options.push({ type: 'check' }, { type: 'check' });
    if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' });
    if (legal.raiseTo !== null) {
      const { min, max } = legal.raiseTo;
      const to = min + Math.floor(rnd() * rnd() * (max - min + 1));
      const committed = hand.view('spectator').seats[legal.seat]!.committed;
      const word = legal.check && committed === 0 ? 'bet' : 'raise';
      options.push({ type: word, to });
      if (max === committed + hand.view('spectator').seats[legal.seat]!.stack) options.push({ type: 'all-in' });
    }
    hand.act(options[Math.floor(rnd() * options.length)]!);
  }
}

/** R27: the UTG player must have more than the straddle. */
function straddleAllowed(stacks: number[], button: number): boolean {
  const next = (seat: number) => {
    let s = seat;
    do s = (s + 1) % stacks.length;
    while (stacks[s]! === 0);
    return s;
  };
  const utg = next(next(next(button)));
  return stacks[utg]! > 20;
}

const games: [string, VariantDescriptor, () => BettingStructure, Record<string, unknown>][] = [
  ['NT', texasHoldem, () => noLimit(), { blinds: { small: 5, big: 10 } }],
  ['NT with antes', texasHoldem, () => noLimit(), { blinds: { small: 5, big: 10 }, ante: { amount: 2, mode: 'each' } }],
  ['NT with a big-blind ante', texasHoldem, () => noLimit(), { blinds: { small: 5, big: 10 }, ante: { amount: 10, mode: 'big-blind' } }],
  ['NS', shortDeckHoldem, () => noLimit(), { blinds: { small: 5, big: 10 } }],
  ['PO', omaha, () => potLimit(), { blinds: { small: 5, big: 10 } }],
  ['NT with a straddle', texasHoldem, () => noLimit(), { blinds: { small: 5, big: 10 }, straddle: 20 }],
  ['FT', texasHoldem, () => fixedLimit({ smallBet: 10, maxRaises: 4 }), {}],
  ['FO/8', omahaHiLo8, () => fixedLimit({ smallBet: 10, maxRaises: 4 }), {}],
];

describe('engine -> PHH -> engine', () => {
  it.each(games)('%s: random hands export to PHH and replay to the same stacks', (code, variant, betting, extra) => {
    const rnd = lcg(code.length * 7919);
    let played = 0;
    for (let i = 0; i < 60; i++) {
      const players = (extra['straddle'] !== undefined ? 3 : 2) + Math.floor(rnd() * 5);
      // short stacks (below a blind) and empty seats (stack 0, not dealt in) included
      const stacks = Array.from({ length: players + 2 }, () => (rnd() < 0.15 ? Math.floor(rnd() * 12) : 20 + Math.floor(rnd() * 400)));
      const dealtIn = stacks.map((s, seat) => (s > 0 ? seat : -1)).filter((s) => s >= 0);
      if (dealtIn.length < (extra['straddle'] !== undefined ? 3 : 2)) continue;
      const button = dealtIn[Math.floor(rnd() * dealtIn.length)]!;
      if (extra['straddle'] !== undefined && !straddleAllowed(stacks, button)) continue;
      const hand = createHand({ variant, betting: betting(), stacks, button, dealing: { seed: i + 1 }, ...extra });
      playRandom(hand, rnd);
      const record = toPhh(hand);
      expect(record.variant).toBe(code.split(' ')[0]);
      const replay = replayPhh(parsePhh(serializePhh(record)));
      const order = hand.context.dealOrder;
      expect(replay.finishingStacks).toEqual(order.map((seat) => hand.result!.stacks[seat]));
      played += 1;
      expect(replay.comparison?.matches).toBe(true);
      expect(toPhh(replay.hand)).toEqual(record);
    }
    expect(played).toBeGreaterThan(40);
  });
});
