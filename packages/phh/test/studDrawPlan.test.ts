import { formatCard, parseCards, standardDeck } from '@pokerchart/cards';
import { describe, expect, it } from 'vitest';
import { formatPhhAction, parsePhh, parsePhhAction, phhVariantInfo, phhVariants, type PhhAction } from '../src/index.js';
// white-box: the card plan is internal, but it carries the stud and draw reading of a file
import { planHeldCards, planPhhCards } from '../src/planPhhCards.js';
import { corpusFiles, expectedJson, readCorpusFile } from './phhCorpus.js';

const STUD = new Set(['F7S', 'F7S/8', 'FR']);
const DRAW = new Set(['N2L1D', 'F2L3D', 'FB']);
const expected = expectedJson();
const files = corpusFiles();
const studFiles = files.filter((f) => STUD.has(expected[f]!.variant));
const drawFiles = files.filter((f) => DRAW.has(expected[f]!.variant));
const deck = standardDeck();
const show = (cards: readonly number[]) => cards.map(formatCard).join('');
const actions = (lines: string[]): PhhAction[] => lines.map((l) => parsePhhAction(l));

describe('PHH stud and draw notation', () => {
  it('R201 R212 "pb" is the bring-in, "sd" a discard (no cards: standing pat); both write back as read', () => {
    expect(parsePhhAction('p3 pb')).toEqual({ type: 'bring-in', player: 2 });
    expect(parsePhhAction('p2 sd JsJd')).toEqual({ type: 'discard', player: 1, cards: parseCards('JsJd') });
    expect(parsePhhAction('p5 sd')).toEqual({ type: 'discard', player: 4, cards: [] });
    expect(parsePhhAction('p1 sd ????')).toEqual({ type: 'discard', player: 0, cards: [null, null] });
    for (const text of ['p3 pb', 'p2 sd JsJd', 'p5 sd', 'p1 sd ????', 'd dh p1 ????7s', 'p4 sm 7s5s9s8c5dJc7d']) {
      expect(formatPhhAction(parsePhhAction(text))).toBe(text);
    }
  });

  it('every PHH variant code maps to a built-in variant id, betting structure and family', () => {
    expect(phhVariants.map((v) => v.code)).toEqual(['NT', 'NS', 'PO', 'FT', 'FO/8', 'F7S', 'F7S/8', 'FR', 'N2L1D', 'F2L3D', 'FB']);
    expect(phhVariants.every((v) => v.variantId !== null)).toBe(true);
    expect(phhVariantInfo('F7S')).toMatchObject({ variantId: 'seven-card-stud', betting: 'fixed-limit', family: 'stud' });
    expect(phhVariantInfo('F7S/8')).toMatchObject({ variantId: 'seven-card-stud-hilo8', betting: 'fixed-limit', family: 'stud' });
    expect(phhVariantInfo('FR')).toMatchObject({ variantId: 'razz', betting: 'fixed-limit', family: 'stud' });
    expect(phhVariantInfo('N2L1D')).toMatchObject({ variantId: 'deuce-to-seven-single-draw', betting: 'no-limit', family: 'draw' });
    expect(phhVariantInfo('F2L3D')).toMatchObject({ variantId: 'deuce-to-seven-triple-draw', betting: 'fixed-limit', family: 'draw' });
    expect(phhVariantInfo('FB')).toMatchObject({ variantId: 'badugi', betting: 'fixed-limit', family: 'draw' });
    expect(phhVariantInfo('F7S')!.required).toContain('bring_in');
  });

  it('the corpus has 24 stud and draw hands (16 stud, 8 draw)', () => {
    expect(studFiles.length).toBe(16);
    expect(drawFiles.length).toBe(8);
  });
});

describe('planPhhCards follows hands through stud streets and draws', () => {
  it.each(studFiles)('R200 %s: three cards on third street, one a street after, at most seven; shown hands are the cards dealt', (name) => {
    const hand = parsePhh(readCorpusFile(name));
    const parsed = hand.actions.map((a) => parsePhhAction(a));
    const n = hand.starting_stacks.length;
    const plan = planPhhCards(parsed, n, deck);
    const streetSizes: number[][] = Array.from({ length: n }, () => []);
    parsed.forEach((a, i) => {
      if (a.type === 'deal-hole') {
        expect(plan.deals.get(i)!.length).toBe(a.cards.length);
        streetSizes[a.player]!.push(a.cards.length);
      }
    });
    for (const sizes of streetSizes) {
      expect(sizes[0]).toBe(3);
      expect(sizes.slice(1).every((s) => s === 1)).toBe(true);
      expect(sizes.length).toBeLessThanOrEqual(5);
    }
    // a show (an all-in exposure before seventh street too) is the cards dealt so far
    const held: number[][] = Array.from({ length: n }, () => []);
    let shows = 0;
    parsed.forEach((a, i) => {
      if (a.type === 'deal-hole') held[a.player]!.push(...plan.deals.get(i)!);
      if (a.type === 'show-muck' && Array.isArray(a.cards) && a.cards.every((c) => c !== null)) {
        shows++;
        expect(show(held[a.player]!)).toBe(show(a.cards as number[]));
      }
    });
    expect(plan.final).toEqual(held);
    expect(shows + parsed.filter((a) => a.type === 'fold').length).toBeGreaterThan(0);
    expect(plan.discards.size).toBe(0);
  });

  it.each(drawFiles)('R212 %s: each draw takes the discards out and the replacements in; shown hands are the hands held', (name) => {
    const hand = parsePhh(readCorpusFile(name));
    const parsed = hand.actions.map((a) => parsePhhAction(a));
    const n = hand.starting_stacks.length;
    const size = hand.variant === 'FB' ? 4 : 5;
    const plan = planPhhCards(parsed, n, deck);
    const held: number[][] = Array.from({ length: n }, () => []);
    let shows = 0;
    parsed.forEach((a, i) => {
      if (a.type === 'deal-hole') held[a.player]!.push(...plan.deals.get(i)!);
      else if (a.type === 'discard') {
        const out = plan.discards.get(i)!;
        expect(out.length).toBe(a.cards.length);
        for (const c of out) expect(held[a.player]).toContain(c);
        held[a.player] = held[a.player]!.filter((c) => !out.includes(c));
      } else if (a.type === 'show-muck' && Array.isArray(a.cards)) {
        shows++;
        expect(held[a.player]!.length).toBe(size);
        expect(show(held[a.player]!)).toBe(show(a.cards as number[]));
      }
    });
    expect(plan.final).toEqual(held);
    // filler cards only where the file writes ?? and never names the card
    const unknownInFile = parsed.reduce((k, a) => k + (a.type === 'deal-hole' ? a.cards.filter((c) => c === null).length : 0), 0);
    expect(plan.fillerCards.size).toBeLessThanOrEqual(unknownInFile);
    expect(shows + parsed.filter((a) => a.type === 'fold').length).toBeGreaterThan(0);
  });

  it('R207 stud down cards written ?? are dealt as shown at the end; never-shown ones get filler cards the file never names', () => {
    const plan = planPhhCards(
      actions(['d dh p1 ????7s', 'd dh p2 ????Kd', 'p1 pb', 'p2 cc', 'd dh p1 8s', 'd dh p2 Kc', 'p1 sm AsAd7s8s', 'p2 sm']),
      2,
      deck,
    );
    expect(show(plan.deals.get(0)!)).toBe('AsAd7s');
    expect(show(plan.deals.get(4)!)).toBe('8s');
    expect(plan.hiddenAtDeal[0]).toEqual([true, true, false, false]);
    expect(plan.filler[0]).toEqual([false, false, false, false]);
    // p2's down cards are never shown: the two lowest cards the file does not name
    expect(show(plan.deals.get(1)!)).toBe('2c2dKd');
    expect(plan.filler[1]).toEqual([true, true, false, false]);
    expect(plan.unknownPlayers).toEqual(new Set([1]));
    expect([...plan.fillerCards].map(formatCard)).toEqual(['2c', '2d']);
    expect([...plan.hiddenCards].map(formatCard).sort()).toEqual(['2c', '2d', 'Ad', 'As']);
  });

  it('R212 unknown cards through a draw: the discards named later, the kept cards and the replacements read from the show', () => {
    const plan = planPhhCards(
      actions(['d dh p1 ??????????', 'd dh p2 7c5d4h3s2c', 'p1 sd ????', 'p2 sd', 'd dh p1 ????', 'p1 sm 8d6h4c3c2d', 'p2 sm 7c5d4h3s2c']),
      2,
      deck,
    );
    // p1 held two unknown cards he threw (filler), kept 8d6h4c and drew 3c2d
    expect(show(plan.deals.get(0)!.slice(2))).toBe('8d6h4c');
    expect(show(plan.deals.get(4)!)).toBe('3c2d');
    expect(show(plan.discards.get(2)!)).toBe(show(plan.deals.get(0)!.slice(0, 2)));
    expect(plan.discards.get(3)).toEqual([]);
    expect(plan.unknownPlayers.size).toBe(0); // the unknown cards left p1's hand
    expect(show(plan.final[0]!)).toBe('8d6h4c3c2d');
    expect(plan.fillerCards.size).toBe(2);
  });

  it('R212 a discard names a card dealt unknown: it is dealt as named; a card the player does not hold is refused', () => {
    const plan = planPhhCards(actions(['d dh p1 ??????????', 'd dh p2 7c5d4h3s2c', 'p1 sd Kh', 'p2 sd', 'd dh p1 ??']), 2, deck);
    expect(show(plan.deals.get(0)!.slice(0, 1))).toBe('Kh');
    expect(show(plan.discards.get(2)!)).toBe('Kh');
    expect(plan.unknownPlayers).toEqual(new Set([0]));
    expect(() => planPhhCards(actions(['d dh p1 AcKcQcJcTc', 'd dh p2 7c5d4h3s2c', 'p1 sd 9c']), 2, deck)).toThrow(/p1 does not hold 9c/);
  });

  it('R201 an unknown door card stands in so that the file\'s bring-in stays the lowest (stud) or highest (razz) door card', () => {
    const lines = ['d dh p1 ??????', 'd dh p2 ????5d', 'd dh p3 ??????', 'p2 pb', 'p3 f', 'p1 f'];
    const stud = planPhhCards(actions(lines), 3, deck, { stud: 'high' });
    // p1 and p3 get the highest cards as door cards, above p2's 5d
    expect(formatCard(stud.deals.get(0)![2]!)).toBe('As');
    expect(formatCard(stud.deals.get(2)![2]!)).toBe('Ah');
    const razz = planPhhCards(actions(lines), 3, deck, { stud: 'low' });
    // razz: the lowest cards (aces are low), below p2's 5d
    expect(formatCard(razz.deals.get(0)![2]!)).toBe('Ac');
    expect(formatCard(razz.deals.get(2)![2]!)).toBe('Ad');
    // the bring-in's own unknown door card is the one that brings in: the 2c in stud, the Ks in razz
    const own = ['d dh p1 ????Kd', 'd dh p2 ??????', 'p2 pb'];
    expect(formatCard(planPhhCards(actions(own), 2, deck, { stud: 'high' }).deals.get(1)![2]!)).toBe('2c');
    expect(formatCard(planPhhCards(actions(['d dh p1 ????Qd', 'd dh p2 ??????', 'p2 pb']), 2, deck, { stud: 'low' }).deals.get(1)![2]!)).toBe('Ks');
    // down cards are the lowest cards left, as in the flop games
    expect(show(stud.deals.get(0)!.slice(0, 2))).toBe('2c2d');
    expect(show(stud.deals.get(1)!.slice(0, 2))).toBe('2h2s');
  });

  it('R5 the one-pass plan of a hand without draws or stud streets is the general plan, for every corpus hand', () => {
    const flop = files.filter((f) => !STUD.has(expected[f]!.variant) && !DRAW.has(expected[f]!.variant));
    expect(flop.length).toBeGreaterThan(50);
    let unknown = 0;
    for (const name of flop) {
      const hand = parsePhh(readCorpusFile(name));
      const parsed = hand.actions.map((a) => parsePhhAction(a));
      const n = hand.starting_stacks.length;
      const fast = planPhhCards(parsed, n, deck);
      expect(fast, name).toEqual(planHeldCards(parsed, n, deck, {}));
      if (fast.fillerCards.size > 0) unknown++;
    }
    expect(unknown).toBeGreaterThan(0); // hands with cards never shown took part
  });

  it('R5 the one-pass plan equals the general plan on made-up hands with unknown, shown and board cards', () => {
    const lines = ['d dh p1 ????', 'd dh p2 As??', 'd dh p3 KdKh', 'd db 2c3c4c', 'p2 sm AsAd', 'p1 sm', 'd db 5c'];
    const parsed = actions(lines);
    const fast = planPhhCards(parsed, 3, deck);
    expect(fast).toEqual(planHeldCards(parsed, 3, deck, {}));
    expect(show(fast.deals.get(1)!)).toBe('AsAd');
    expect(show(fast.deals.get(0)!)).toBe('2d2h'); // the lowest cards the file uses nowhere
    expect(fast.unknownPlayers).toEqual(new Set([0]));
    expect([...fast.hiddenCards].map(formatCard)).toEqual(['2d', '2h', 'Ad']);
    // a deck too small for the unknown cards is refused the same way
    const tiny = deck.slice(0, 2);
    expect(() => planPhhCards(parsed, 3, tiny)).toThrow(/not enough cards left/);
    expect(() => planHeldCards(parsed, 3, tiny, {})).toThrow(/not enough cards left/);
  });
});
