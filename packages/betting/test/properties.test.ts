import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyAction, compileForcedBets, fixedLimit, IllegalActionError, legalActions, needsToAct, nextRound, noLimit, potLimit, startBetting,
  type BettingState, type BettingStructure, type LegalActions, type PlayerAction,
} from '../src/index.js';
import { chipsConserved } from './helpers.js';

const structures: Record<string, () => BettingStructure> = {
  nl: noLimit,
  pl: potLimit,
  fl: () => fixedLimit({ smallBet: 20 }),
  flAlways: () => fixedLimit({ smallBet: 20, headsUpCap: 'always-capped' }),
  flStartsHu: () => fixedLimit({ smallBet: 20, maxRaises: 4, headsUpCap: 'uncap-if-round-starts-heads-up' }),
};

const handArb = fc
  .record({
    kind: fc.constantFrom(...Object.keys(structures)),
    stacks: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3000 })), { minLength: 2, maxLength: 9 }),
    buttonPick: fc.nat(),
    ante: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 30 }), mode: fc.constantFrom('each' as const, 'big-blind' as const) }), { nil: undefined }),
    straddle: fc.boolean(),
    openFold: fc.boolean(),
    bbAnteOrder: fc.constantFrom('blind-first' as const, 'ante-first' as const),
    choices: fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { minLength: 400, maxLength: 400 }),
  })
  .filter((h) => h.stacks.filter((x) => x > 0).length >= 2);

type Hand = typeof handArb extends fc.Arbitrary<infer T> ? T : never;

function start(h: Hand): { s: BettingState; st: BettingStructure } {
  const st = structures[h.kind]!();
  const dealt = h.stacks.map((x, i) => (x > 0 ? i : -1)).filter((i) => i >= 0);
  const button = dealt[h.buttonPick % dealt.length]!;
  const blinds = st.defaultBlinds() ?? { small: 10, big: 20 };
  const rules = { allowOpenFold: h.openFold, bbAnteOrder: h.bbAnteOrder };
  const straddle = h.straddle && st.allowsStraddle && dealt.length >= 3 ? 40 : undefined;
  let forcedBets;
  try {
    forcedBets = compileForcedBets({ stacks: h.stacks, button, structure: st, blinds, ante: h.ante, straddle, rules });
  } catch {
    forcedBets = compileForcedBets({ stacks: h.stacks, button, structure: st, blinds, ante: h.ante, rules }); // UTG too short to straddle
  }
  return { s: startBetting({ stacks: h.stacks, button, forcedBets, structure: st, rules }), st };
}

/** Every action the offer allows, sampled (raise amounts: min, max and one in between). */
function offered(la: LegalActions, s: BettingState, pick: number): PlayerAction[] {
  const out: PlayerAction[] = [];
  if (la.fold) out.push({ type: 'fold' });
  if (la.check) out.push({ type: 'check' });
  if (la.call !== null) out.push({ type: 'call' });
  if (la.raiseTo) {
    const type = s.currentBet === 0 ? 'bet' : 'raise';
    const { min, max } = la.raiseTo;
    out.push({ type, to: min }, { type, to: max }, { type, to: min + Math.floor(pick * (max - min + 1)) });
  }
  if (allInLegal(la, s)) out.push({ type: 'all-in' });
  return out;
}

function allInLegal(la: LegalActions, s: BettingState): boolean {
  const seat = la.seat;
  const total = s.committed[seat]! + s.stacks[seat]!;
  return (la.call !== null && la.call === s.stacks[seat]) || (la.raiseTo !== null && la.raiseTo.max === total);
}

/** Whether `a` is inside the offer (the specification the model must agree with). */
function inOffer(la: LegalActions, s: BettingState, a: PlayerAction): boolean {
  switch (a.type) {
    case 'fold': return la.fold;
    case 'check': return la.check;
    case 'call': return la.call !== null;
    case 'all-in': return allInLegal(la, s);
    default:
      return la.raiseTo !== null && a.type === (s.currentBet === 0 ? 'bet' : 'raise')
        && Number.isInteger(a.to) && a.to >= la.raiseTo.min && a.to <= la.raiseTo.max;
  }
}

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Plays a whole hand with random offered actions, calling `check` on every state. */
function playOut(h: Hand, check: (s: BettingState, st: BettingStructure, la: LegalActions | null, r: number) => void): { steps: number; s: BettingState } {
  let { s, st } = start(h);
  let steps = 0;
  for (let i = 0; ; i++) {
    deepFreeze(s);
    const r = h.choices[i % h.choices.length]!;
    const la = legalActions(s, st);
    check(s, st, la, r);
    if (s.status === 'folded' || s.status === 'showdown') return { steps, s };
    if (s.status !== 'betting') {
      s = nextRound(s, st);
      continue;
    }
    const opts = offered(la!, s, r);
    s = applyAction(s, st, opts[Math.floor(r * opts.length)]!);
    steps++;
    if (steps > 2000) throw new Error('round did not end');
  }
}

describe('properties (fast-check)', () => {
  it('R101 R0.5 random legal sequences end the hand in bounded steps, conserving chips, with min <= max', () => {
    fc.assert(
      fc.property(handArb, (h) => {
        const { steps, s } = playOut(h, (s, _st, la) => {
          expect(chipsConserved(s)).toBe(true);
          expect(s.stacks.every((x) => Number.isInteger(x) && x >= 0)).toBe(true);
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          if (la?.raiseTo) {
            expect(la.raiseTo.min).toBeLessThanOrEqual(la.raiseTo.max);
            expect(la.raiseTo.max).toBeLessThanOrEqual(s.committed[la.seat]! + s.stacks[la.seat]!);
            expect(la.raiseTo.min).toBeGreaterThan(s.currentBet);
          }
          if (la) expect(la.seat).toBe(s.toAct);
          s.dealtIn.forEach((d, p) => expect(s.allIn[p]).toBe(d && !s.folded[p] && s.stacks[p] === 0));
          if (s.status === 'betting') {
            expect(la).not.toBeNull();
            expect(needsToAct(s, s.toAct!)).toBe(true); // R100
          }
        });
        expect(steps).toBeLessThan(2000);
        // R0.5 at hand end: returned chips are back, contributions plus dead money make the pot
        const inPot = s.contributed.reduce((a, b) => a + b, 0) + s.dead;
        expect(inPot).toBe(s.collected);
        if (s.status === 'folded') expect(s.folded.filter((f, i) => !f && s.dealtIn[i]).length).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('R0.3 every offered action is accepted; an action outside the offer is rejected and changes nothing', () => {
    const strayArb = fc.array(
      fc.record({
        type: fc.constantFrom('fold', 'check', 'call', 'bet', 'raise', 'all-in'),
        to: fc.oneof(fc.integer({ min: -10, max: 4000 }), fc.constantFrom(0.5, Number.NaN)),
      }),
      { minLength: 50, maxLength: 50 },
    );
    fc.assert(
      fc.property(handArb, strayArb, (h, strays) => {
        let k = 0;
        playOut(h, (s, st, la, r) => {
          if (la === null) return;
          for (const a of offered(la, s, r)) expect(() => applyAction(s, st, a)).not.toThrow();
          const raw = strays[k++ % strays.length]!;
          const probes: PlayerAction[] = [(raw.type === 'bet' || raw.type === 'raise' ? raw : { type: raw.type }) as PlayerAction];
          const edge = la.raiseTo ?? { min: s.currentBet + 1, max: s.currentBet + 1 };
          for (const type of ['bet', 'raise'] as const) {
            for (const to of [edge.min - 1, edge.min, edge.max, edge.max + 1]) probes.push({ type, to });
          }
          probes.push({ type: 'fold' }, { type: 'check' }, { type: 'call' }, { type: 'all-in' });
          const before = structuredClone(s);
          for (const a of probes) {
            let accepted = true;
            try {
              applyAction(s, st, a);
            } catch (e) {
              expect(e).toBeInstanceOf(IllegalActionError);
              accepted = false;
            }
            expect(accepted).toBe(inOffer(la, s, a));
          }
          expect(s).toEqual(before);
          const wrongSeat = (s.toAct! + 1) % s.seatCount;
          expect(() => applyAction(s, st, offered(la, s, r)[0]!, wrongSeat)).toThrow(/turn/);
        });
      }),
      { numRuns: 150 },
    );
  });
});
