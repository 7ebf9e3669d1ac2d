import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PhhHand } from '@pokerchart/phh';
import { parseHistory, type RefusedHand } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const folders = ['pokerregion-poker', 'hhp'];
const files = folders.flatMap((folder) => readdirSync(join(here, 'data', folder)).filter((f) => f.endsWith('.txt')).map((f) => join(here, 'data', folder, f)));
const parsed = files.map((file) => ({ file, ...parseHistory(readFileSync(file, 'utf8')) }));
const hands = parsed.flatMap((p) => p.hands);
const refused = parsed.flatMap((p) => p.refused);

function hand(id: string): PhhHand {
  const found = hands.find((h) => h['_hand_id'] === id);
  if (found === undefined) throw new Error(`hand ${id} not accepted: ${JSON.stringify(refused.find((r) => r.handId === id))}`);
  return found;
}
/** A per-player field of a PHH hand by player name. */
function byName(h: PhhHand, field: 'starting_stacks' | 'finishing_stacks' | 'winnings' | 'antes' | 'blinds_or_straddles'): Record<string, number> {
  const values = h[field] as number[];
  const players = h.players as string[];
  // PHH lists the forced bets of a heads-up hand reversed (p1 is the big blind)
  const ordered = players.length === 2 && (field === 'antes' || field === 'blinds_or_straddles') ? [...values].reverse() : values;
  return Object.fromEntries(players.map((p, i) => [p, ordered[i]!]));
}

describe('real PokerStars histories (vendored, see test/data/SOURCES.md)', () => {
  it('R271 every sample file imports with no unexplained refusal: each refusal names its RULES Appendix C case', () => {
    expect(files.length).toBe(22);
    expect(hands.length).toBe(171);
    expect(refused.length).toBe(4);
    for (const r of refused) {
      expect(r.code).toBe('HISTORY_CASH_OUT');
      expect(r.message).toMatch(/RULES Appendix C: insurance and cash-outs/);
      expect(r.handId).toMatch(/^\d+$/);
      expect(r.line).toBeGreaterThan(1);
    }
  });

  it('R270 every accepted hand carries its room, id, rake and pot total, and seats as the room numbers them', () => {
    const ids = new Set<string>();
    for (const h of hands) {
      expect(h['_site']).toBe('pokerstars');
      expect(typeof h['_hand_id']).toBe('string');
      ids.add(h['_hand_id'] as string);
      expect(typeof h['_rake']).toBe('number');
      expect(typeof h['_total_pot']).toBe('number');
      const seats = h.seats as number[];
      expect(seats.length).toBe(h.starting_stacks.length);
      expect(Math.min(...seats)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...seats)).toBeLessThanOrEqual(h.seat_count as number);
    }
    expect(ids.size).toBe(hands.length);
  });

  it('R271 a refused hand is named with its id and the line of the cause (an All-in Cash Out, Appendix C)', () => {
    const r = refused.find((x) => x.handId === '212114422825') as RefusedHand;
    expect(r).toMatchObject({ code: 'HISTORY_CASH_OUT', line: 1126 });
    expect(r.message).toMatch(/titoneopren cashed out the hand for \$0\.65/);
  });
});

// Twenty hands whose converted amounts were worked out by hand from the text (starting stacks less
// what each line puts in, plus uncalled bets and collected amounts).
describe('hand-checked conversions of real hands (R270, R271)', () => {
  it('R270 1. tournament antes, a big blind posted all-in short (others still owe 20), a side pot and an uncalled raise (159581842724)', () => {
    const h = hand('159581842724');
    expect(h.variant).toBe('NT');
    expect(byName(h, 'antes')).toMatchObject({ norgas69: 3, grmpjb: 3, MasterQkiu: 3 });
    expect(byName(h, 'blinds_or_straddles')).toMatchObject({ grmpjb: 10, norgas69: 11 });
    expect(byName(h, 'finishing_stacks')).toMatchObject({ norgas69: 0, MasterQkiu: 3163, trips1126: 1827, grmpjb: 1366, renniweg: 1226 });
    expect(byName(h, 'winnings')).toMatchObject({ MasterQkiu: 1005, norgas69: 0 });
    expect(h['_total_pot']).toBe(1005);
    expect(h['_tournament']).toBe('1689829479');
  });

  it('R270 2. a tournament player listed as sitting out still posts the ante and small blind and is dealt in (159903637686)', () => {
    const h = hand('159903637686');
    expect(h.seats).toContain(8);
    expect(byName(h, 'blinds_or_straddles')).toMatchObject({ 'UP.itAA007': 15, ramonrdg: 30 });
    expect(byName(h, 'finishing_stacks')).toMatchObject({ frazioneto: 4067, held: 1604, 'UP.itAA007': 1473, Le0_nAArdo: 0, 'FelP CasT': 1848 });
    expect(h['_total_pot']).toBe(489);
  });

  it('R270 3. a split pot of 4060 after an all-in call short of the bet, the rest returned (159582406766)', () => {
    const h = hand('159582406766');
    expect(byName(h, 'winnings')).toMatchObject({ GuiTrettel: 2030, held: 2030 });
    expect(byName(h, 'finishing_stacks')).toMatchObject({ GuiTrettel: 2355, held: 2030, Raven_0866: 3981, bobalex007: 3983 });
  });

  it('R270 4. a turn check-raise all-in called, names with spaces (159582303745)', () => {
    const h = hand('159582303745');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ 'marco capile': 4559, 'mister MH': 0, almirantonio: 2597, 'John Doe 808': 2171 });
    expect(h['_total_pot']).toBe(3080);
  });

  it('R270 5. the 2008 header "PokerStars Game #", a flop bet returned (23371891311)', () => {
    const h = hand('23371891311');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ '44Albo44': 1630, sloanecurtis: 1400, Riverratt66: 1490, 'roberto--137': 1480, held: 1500 });
    expect(h.seats).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 1]);
  });

  it('R270 6. a 2010 cash game in dollars: cents as the unit, $0.10 of rake, a short all-in call and cards mucked at showdown (41784027206)', () => {
    const h = hand('41784027206');
    expect(h.currency).toBe('USD');
    expect(h.currency_symbol).toBe('$');
    expect(h.min_bet).toBe(0.1);
    expect(byName(h, 'starting_stacks')).toMatchObject({ 'I.C.U-2-Win': 16.65, 'glaine 59': 0.75 });
    expect(byName(h, 'finishing_stacks')).toMatchObject({ stefanengel: 3.2, 'glaine 59': 0, 'I.C.U-2-Win': 16.15, held: 11.25 });
    expect(byName(h, 'winnings')).toMatchObject({ stefanengel: 1.95 });
    expect(h['_rake']).toBe(0.1);
    expect(h['_total_pot']).toBe(2.05);
    expect(h.actions).toContain(`p${(h.players as string[]).indexOf('glaine 59') + 1} sm Th8h`);
  });

  it('R270 7. Zoom cash, a river bet returned and $0.01 of rake (164150709626)', () => {
    const h = hand('164150709626');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ held: 5.21, moreno627: 9.51, 'Mr.BinAlik': 0.86, B0GEYMAN: 23.67 });
    expect(h['_rake']).toBe(0.01);
  });

  it('R270 8. a hand mucked at showdown, its cards read from the summary (164276048618)', () => {
    const h = hand('164276048618');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ pabliq9: 7.36, 'MATH CULTURE': 7.28 });
    expect(h.actions).toContain(`p${(h.players as string[]).indexOf('MATH CULTURE') + 1} sm 3d3c`);
  });

  it('R270 9. player names with parentheses, a timed-out player (164151764888)', () => {
    const h = hand('164151764888');
    expect(h.players).toContain('MerVit (Added Parens)');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ 'Roni (LBK)': 2.37, 'MerVit (Added Parens)': 5.09, wwjorge: 3.15 });
  });

  it('R270 10. a pot won on the flop with a bet returned, 9 antes (159581695801)', () => {
    const h = hand('159581695801');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ trips1126: 1574, held: 1477, grmpjb: 1477, jaygee1984: 1487, norgas69: 1497 });
    expect(h['_total_pot']).toBe(97);
  });

  it('R270 11. a big blind posted out of position (a negative PHH entry), river all-ins, main and side pot with rake (212113583449)', () => {
    const h = hand('212113583449');
    expect(byName(h, 'blinds_or_straddles')).toMatchObject({ BRUNOFUENTES27: 0.01, Finalflash007: 0.02, GIE0RGE: -0.02 });
    expect(byName(h, 'finishing_stacks')).toMatchObject({ Parker09SA: 6.54, Jerry194208: 0, BRUNOFUENTES27: 0, GIE0RGE: 1.58, subarist085: 1.69 });
    expect(byName(h, 'winnings')).toMatchObject({ Parker09SA: 6.12 });
    expect(h['_rake']).toBe(0.22);
    expect(h['_total_pot']).toBe(6.34);
  });

  it('R270 12. a dead small blind posted with the big one ("small & big blinds"): the dead part is an ante (212114866335)', () => {
    const h = hand('212114866335');
    expect(byName(h, 'antes')).toMatchObject({ 'Baulöwe1958': 0.01, flip4mysocks: 0 });
    expect(byName(h, 'blinds_or_straddles')).toMatchObject({ 'Baulöwe1958': -0.02, EdShaparnyy: 0.01, flip4mysocks: 0.02 });
    expect(byName(h, 'finishing_stacks')).toMatchObject({ 'Baulöwe1958': 1.6, flip4mysocks: 2.38, sergeibab: 0.94, EdShaparnyy: 2.04 });
    expect(h['_total_pot']).toBe(0.09);
  });

  it('R270 13. a player who is not seated says he sits out: nobody is dealt in for him, an empty seat 1 (212114379746)', () => {
    const h = hand('212114379746');
    expect(h.players).not.toContain('nicolaes129');
    expect(h.seats).toEqual([9, 2, 3, 4, 5, 6, 7, 8]);
    expect(byName(h, 'finishing_stacks')).toMatchObject({ flip4mysocks: 2.29, 'Baulöwe1958': 1.63, Millers1234: 8.63 });
  });
  it('R270 14. a freeroll: antes, a river bet returned (183617828093)', () => {
    const h = hand('183617828093');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ babawest: 2422, myakishev94: 653, truefcbfan: 1053, MARIUSZ_648: 372 });
    expect(h['_total_pot']).toBe(290);
  });

  it('R270 15. a sit-and-go with a player sitting out who posts the ante, a river bet returned (183617887084)', () => {
    const h = hand('183617887084');
    expect(h.players).toContain('puzzels6');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ barao200: 26677, indi9os: 8383, puzzels6: 3626, jeanvictor28: 11831 });
  });

  it('R270 16. action on every street, the loser mucks and the summary shows his cards (149651992548)', () => {
    const h = hand('149651992548');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ Irisha2: 24264, Fischersito: 7025, DmelloH: 15001, held: 21210 });
    expect(h.actions).toContain(`p${(h.players as string[]).indexOf('Fischersito') + 1} sm TdTc`);
  });

  it('R270 17. three all-ins pre-flop: a main pot of 10475 and a side pot of 5868 to the same player (149652059422)', () => {
    const h = hand('149652059422');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ held: 16343, DmelloH: 26893, Fischersito: 0, Irisha2: 24264 });
    expect(byName(h, 'winnings')).toMatchObject({ held: 16343 });
  });

  it('R270 18. an all-in call short of the raise, the difference returned (149652017195)', () => {
    const h = hand('149652017195');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ DmelloH: 34702, held: 3609, Irisha2: 24314, Fischersito: 4875 });
  });

  it('R270 19. a three-way limped pot, two pair beats the hand mucked at showdown (its cards from the summary); the first hand of a file with a BOM (212330748828)', () => {
    const h = hand('212330748828');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ Kazooka: 4.65, revysledneck: 1.68, pokerHero1: 1.98 });
    expect(h.actions).toContain(`p${(h.players as string[]).indexOf('revysledneck') + 1} sm TcJh`);
  });

  it('R270 20. a three-way showdown decided by the kicker, names with spaces, no rake on a $0.07 pot (212331077337)', () => {
    const h = hand('212331077337');
    expect(byName(h, 'finishing_stacks')).toMatchObject({ pengjin: 0.77, Kazooka: 4.66, revysledneck: 1.67, 'Kaufmann I': 1.82 });
    expect(h['_rake']).toBe(0);
  });
});
