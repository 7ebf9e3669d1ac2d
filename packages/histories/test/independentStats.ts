// The statistics of RULES R272 counted a second way, in plain TypeScript over the action strings
// (not the package's code, not SQL): the tests compare the database and the CLI with this count.
import type { PhhHand } from '@pokerchart/phh';
import type { PlayerStats } from '../src/index.js';

/** The statistics of one player, in the package's own shape (only the counting below is independent). */
export type Expected = PlayerStats;

interface Tally {
  hands: number; walks: number; vpip: number; pfr: number; tbOpp: number; tb: number; ftbOpp: number; ftb: number;
  cbOpp: number; cb: number; fcbOpp: number; fcb: number; flops: number; sd: number; wsd: number; aggr: number; calls: number; folds: number;
  net: number; netBb: number;
}

type Move = { who: number; what: 'cbr' | 'cc' | 'f'; to: number };

/** Splits the actions into streets of player moves: [pre-flop, flop, turn, river…]. */
function streets(actions: readonly string[]): Move[][] {
  const out: Move[][] = [[]];
  for (const a of actions) {
    if (a.startsWith('d db')) out.push([]);
    const m = /^p(\d+) (cbr|cc|f)(?: ([\d.]+))?/.exec(a);
    if (m) out[out.length - 1]!.push({ who: Number(m[1]) - 1, what: m[2] as Move['what'], to: Number(m[3] ?? 0) });
  }
  return out;
}

/** For each move of a street, whether it was a call of a bet (true) rather than a check. */
function callsOf(moves: Move[], start: number[]): boolean[] {
  const put = [...start];
  let bet = Math.max(0, ...start);
  return moves.map((m) => {
    const facing = bet > (put[m.who] ?? 0);
    if (m.what === 'cbr') {
      put[m.who] = m.to;
      bet = Math.max(bet, m.to);
    } else if (m.what === 'cc') put[m.who] = bet;
    return m.what === 'cc' && facing;
  });
}

/** Counts every statistic for a set of hands; `payouts[h][i]` is what PHH player i won from pots in hand h. */
export function independentStats(hands: readonly PhhHand[], payouts: readonly number[][]): Expected[] {
  const tallies = new Map<string, Tally>();
  hands.forEach((hand, h) => {
    const n = hand.starting_stacks.length;
    const names = hand.players as string[];
    const s = streets(hand.actions);
    const pre = s[0]!;
    const blinds = hand.blinds_or_straddles ?? [];
    const bb = Math.max(Math.abs(blinds[0] ?? 0), Math.abs(blinds[1] ?? 0));
    const foldedAt = (i: number): number => s.findIndex((st) => st.some((m) => m.who === i && m.what === 'f'));
    const preCalls = callsOf(pre, Array.from({ length: n }, (_, i) => Math.max(0, blinds[i] ?? 0)));
    const raisesBefore = (k: number): Move[] => pre.slice(0, k).filter((m) => m.what === 'cbr');
    const preRaises = pre.filter((m) => m.what === 'cbr');
    const aggressor = preRaises.length > 0 ? preRaises[preRaises.length - 1]!.who : -1;
    const flop = s[1] ?? [];
    const flopCalls = s.length > 1 ? callsOf(flop, new Array(n).fill(0)) : [];
    const aggFirst = flop.findIndex((m) => m.who === aggressor);
    const cbetAt = aggFirst >= 0 && flop.slice(0, aggFirst).every((m) => m.what !== 'cbr') && flop[aggFirst]!.what === 'cbr' ? aggFirst : -1;
    const inAtEnd = Array.from({ length: n }, (_, i) => foldedAt(i) < 0);
    const showdown = inAtEnd.filter(Boolean).length >= 2;
    for (let i = 0; i < n; i++) {
      const t = tallies.get(names[i]!) ?? {
        hands: 0, walks: 0, vpip: 0, pfr: 0, tbOpp: 0, tb: 0, ftbOpp: 0, ftb: 0, cbOpp: 0, cb: 0, fcbOpp: 0, fcb: 0,
        flops: 0, sd: 0, wsd: 0, aggr: 0, calls: 0, folds: 0, net: 0, netBb: 0,
      };
      tallies.set(names[i]!, t);
      t.hands++;
      const mine = pre.map((m, k) => ({ m, k })).filter((x) => x.m.who === i);
      if (mine.length === 0 && s.length === 1 && inAtEnd.filter(Boolean).length === 1 && inAtEnd[i]) t.walks++;
      if (mine.some((x) => x.m.what === 'cbr' || preCalls[x.k])) t.vpip++;
      if (mine.some((x) => x.m.what === 'cbr')) t.pfr++;
      const tbTurn = mine.find((x) => raisesBefore(x.k).length === 1 && raisesBefore(x.k)[0]!.who !== i);
      if (tbTurn) {
        t.tbOpp++;
        if (tbTurn.m.what === 'cbr') t.tb++;
      }
      if (preRaises[0]?.who === i) {
        const faced = mine.find((x) => raisesBefore(x.k).length === 2);
        if (faced) {
          t.ftbOpp++;
          if (faced.m.what === 'f') t.ftb++;
        }
      }
      if (s.length > 1) {
        if (foldedAt(i) !== 0) t.flops++;
        if (i === aggressor && aggFirst >= 0 && flop.slice(0, aggFirst).every((m) => m.what !== 'cbr')) {
          t.cbOpp++;
          if (cbetAt >= 0) t.cb++;
        }
        if (cbetAt >= 0 && i !== aggressor) {
          const next = flop.findIndex((m, k) => k > cbetAt && m.who === i);
          if (next >= 0 && flop.slice(cbetAt + 1, next).every((m) => m.what !== 'cbr')) {
            t.fcbOpp++;
            if (flop[next]!.what === 'f') t.fcb++;
          }
        }
        s.slice(1).forEach((st, k) => {
          const calls = k === 0 ? flopCalls : callsOf(st, new Array(n).fill(0));
          st.forEach((m, j) => {
            if (m.who !== i) return;
            if (m.what === 'cbr') t.aggr++;
            else if (m.what === 'f') t.folds++;
            else if (calls[j]) t.calls++;
          });
        });
      }
      if (showdown && inAtEnd[i]) {
        t.sd++;
        if ((payouts[h]![i] ?? 0) > 0) t.wsd++;
      }
      const net = hand.finishing_stacks![i]! - hand.starting_stacks[i]!;
      t.net += net;
      t.netBb += net / bb;
    }
  });
  const rate = (a: number, b: number): number | undefined => (b === 0 ? undefined : a / b);
  const out: Expected[] = [...tallies].map(([player, t]) => {
    const e: Expected = { player, hands: t.hands, net: t.net };
    const put = (k: keyof Expected, v: number | undefined): void => {
      if (v !== undefined) (e as unknown as Record<string, number>)[k] = v;
    };
    put('vpip', rate(t.vpip, t.hands - t.walks));
    put('pfr', rate(t.pfr, t.hands - t.walks));
    put('threeBet', rate(t.tb, t.tbOpp));
    put('foldToThreeBet', rate(t.ftb, t.ftbOpp));
    put('cbet', rate(t.cb, t.cbOpp));
    put('foldToCbet', rate(t.fcb, t.fcbOpp));
    put('wtsd', rate(t.sd, t.flops));
    put('wsd', rate(t.wsd, t.sd));
    put('af', rate(t.aggr, t.calls));
    put('afq', rate(t.aggr, t.aggr + t.calls + t.folds));
    put('bbPer100', rate(100 * t.netBb, t.hands));
    return e;
  });
  return out.sort((a, b) => b.hands - a.hands || (a.player < b.player ? -1 : 1));
}
