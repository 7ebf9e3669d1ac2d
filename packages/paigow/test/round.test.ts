import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineVariant, stepKinds } from '@pokerchart/engine';
import { toMermaid } from '@pokerchart/viz';
import { comparePaiGow, createPaiGowRound, createPaiGowRoundMachine, houseWay, isFoul, JOKER, paiGowSettingKind, settlePaiGow, type PaiGowRound } from '../src/index.js';

function playAll(round: PaiGowRound, players: number, bet = 100): void {
  for (let s = 0; s < players; s++) round.bet(s, bet);
}

describe('createPaiGowRound (R280-R284)', () => {
  it('R280 each player bets before the deal; the deal follows the last bet', () => {
    const round = createPaiGowRound({ players: 3, seed: 11 });
    expect(round.phase).toBe('bets');
    expect(round.legalActions(0)).toEqual({ bet: { min: 1, max: 1_000_000 }, set: false, houseWay: false });
    expect(() => round.set(0, 'house-way')).toThrowError(expect.objectContaining({ code: 'PAIGOW_ILLEGAL_ACTION' }));
    round.bet(0, 10);
    round.bet(2, 30);
    expect(round.view(0).cards).toBeNull();
    round.bet(1, 20);
    expect(round.phase).toBe('paigow-set');
    expect(round.view(1).cards).toHaveLength(7);
    expect(() => round.bet(0, 10)).toThrowError(/before the deal/);
  });

  it('R280 a seeded deal: seven cards to each player and the banker, all distinct, the starting position drawn', () => {
    const starts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const round = createPaiGowRound({ players: 6, seed });
      playAll(round, 6);
      const c = round.context;
      const all = [...c.bankerCards!, ...c.cards!.flat()];
      expect(all).toHaveLength(49);
      expect(new Set(all).size).toBe(49);
      starts.add(c.start!);
      const again = createPaiGowRound({ players: 6, seed });
      playAll(again, 6);
      expect(again.context.cards).toEqual(c.cards);
      expect(again.context.start).toBe(c.start);
    }
    expect(starts.size).toBeGreaterThan(3); // the start is drawn, not fixed
  });

  it('R280 the joker is dealt like any card', () => {
    let seen = false;
    for (let seed = 0; seed < 30 && !seen; seed++) {
      const round = createPaiGowRound({ players: 6, seed });
      playAll(round, 6);
      seen = [...round.context.bankerCards!, ...round.context.cards!.flat()].includes(JOKER);
    }
    expect(seen).toBe(true);
  });

  it('R282 R283 R284 the banker sets by the house way, each bet is settled against it with the commission', () => {
    for (let seed = 0; seed < 20; seed++) {
      const round = createPaiGowRound({ players: 4, seed });
      playAll(round, 4, 100);
      for (let s = 0; s < 4; s++) round.set(s, s % 2 === 0 ? 'house-way' : houseWay(round.view(s).cards!));
      expect(round.phase).toBe('complete');
      const banker = houseWay(round.context.bankerCards!);
      expect(round.view(null).banker!.set).toEqual(banker);
      for (const r of round.results!) {
        expect(r.outcome).toBe(comparePaiGow(r.set, banker));
        expect({ net: r.net, commission: r.commission }).toEqual(settlePaiGow(100, r.outcome));
      }
    }
  });

  it('R282 a foul setting is re-set by the house way by default, or loses with foulLoses', () => {
    // find a deal where seat 0 can foul: its two highest cards in front over a weaker back
    for (const foulLoses of [false, true]) {
      const round = createPaiGowRound({ players: 1, seed: 5, foulLoses });
      round.bet(0, 40);
      const hw = houseWay(round.view(0).cards!);
      const foul = { high: [...hw.low, ...hw.high.slice(2)], low: hw.high.slice(0, 2) };
      const isItFoul = isFoul(foul);
      round.set(0, foul);
      const r = round.results![0]!;
      expect(r.foul).toBe(isItFoul);
      if (isItFoul && foulLoses) expect(r.outcome).toBe('loss');
      if (isItFoul && !foulLoses) expect(r.outcome).toBe(comparePaiGow(hw, houseWay(round.context.bankerCards!)));
    }
  });

  it('R282 a setting must be the seven cards dealt; refused events change nothing', () => {
    const round = createPaiGowRound({ players: 2, seed: 3 });
    playAll(round, 2);
    const mine = round.view(0).cards!;
    const other = round.view(1).cards!;
    const before = JSON.stringify(round.context);
    expect(() => round.set(0, { high: other.slice(0, 5), low: other.slice(5) })).toThrowError(/seven cards dealt to seat 0/);
    expect(() => round.set(0, { high: mine.slice(0, 4), low: mine.slice(4) })).toThrowError(expect.objectContaining({ code: 'PAIGOW_ILLEGAL_ACTION' }));
    expect(() => round.set(7, 'house-way')).toThrowError(/not playing/);
    expect(JSON.stringify(round.context)).toBe(before);
    round.set(0, 'house-way');
    expect(() => round.set(0, 'house-way')).toThrowError(/final/);
  });

  it('R280 R282 views hide the other seats\' cards and the banker\'s until the end', () => {
    const round = createPaiGowRound({ players: 2, seed: 9 });
    playAll(round, 2);
    const v = round.view(0);
    expect(v.cards).toEqual(round.context.cards![0]);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(round.context.cards![1]));
    expect(v.banker).toBeNull();
    expect(round.view(null).cards).toBeNull();
  });

  it('R283 property: random rounds settle every bet by R283 and illegal events leave the round unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 1e6 }), fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 6, maxLength: 6 }), (players, seed, bets) => {
        const round = createPaiGowRound({ players, seed });
        for (let s = 0; s < players; s++) round.bet(s, bets[s]!);
        const snap = JSON.stringify(round.context);
        expect(() => round.bet(0, 5)).toThrow();
        expect(JSON.stringify(round.context)).toBe(snap);
        for (let s = 0; s < players; s++) round.set(s, 'house-way');
        const banker = houseWay(round.context.bankerCards!);
        // the house's side, counted from the outcomes: losing bets in, winning bets out, commissions in
        let house = 0;
        for (const r of round.results!) {
          expect(r.outcome).toBe(comparePaiGow(r.set, banker));
          expect(r.bet).toBe(bets[r.seat]);
          if (r.outcome === 'loss') house += r.bet;
          if (r.outcome === 'win') house += -r.bet + Math.floor(r.bet * 0.05);
        }
        // chips are conserved: what the players gain the house loses, and the reverse
        expect(house + round.results!.reduce((t, r) => t + r.net, 0) + 0).toBe(0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the setting step is a step kind of its own (R282)', () => {
  it('R282 "paigow-set" is registered with the engine through defineStepKind, not built in', () => {
    const found = stepKinds().find((k) => k.kind === 'paigow-set');
    expect(found).toEqual({ kind: 'paigow-set', fields: ['foulLoses'], builtIn: false });
    expect(paiGowSettingKind.stepKind.kind).toBe('paigow-set');
  });

  it('R282 the engine names the kind nowhere in its sources', () => {
    const root = fileURLToPath(new URL('../../engine/src', import.meta.url));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (f.endsWith('.ts')) files.push(p);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect(readFileSync(f, 'utf8').toLowerCase(), f).not.toMatch(/paigow-set|paigowsetting|pai gow poker/);
  });

  it('R280 R282 the chart shows the round: bets, the deal, the paigow-set step with its own guard and action, complete', () => {
    const chart = toMermaid(createPaiGowRoundMachine({ seed: 1, players: 2 }));
    expect(chart).toContain('bets --> deal : always [everySeatHasBet]');
    expect(chart).toContain('deal --> paigow_set : always');
    expect(chart).toContain('paigow_set --> paigow_set : SET [settingAllowed] / applySetting');
    expect(chart).toContain('paigow_set --> complete : always [everySeatHasSet] / settleAgainstBanker');
  });

  it('R282 a poker variant cannot use the step yet: the engine says why', () => {
    expect(() =>
      defineVariant({
        id: 'x', name: 'x', deck: 'standard', ranking: 'standard',
        steps: [{ kind: 'seats', cards: 7 }, { kind: 'paigow-set' }, { kind: 'showdown' }],
      } as never),
    ).toThrowError(/createPaiGowRound/);
  });
});
