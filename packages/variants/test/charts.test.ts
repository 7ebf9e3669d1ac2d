import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHandMachine, variantSteps, type VariantDescriptor } from '@pokerchart/engine';
import { variants } from '../src/index.js';

interface Edge { state: string; event: string; guard: string | null; actions: string[]; description: string; target: string | null }

/** Every transition of a chart (event transitions and eventless ones), with its state path. */
function edgesOf(config: { states?: Record<string, unknown> }, path = 'hand'): { edges: Edge[]; entries: Record<string, string[]>; texts: string[] } {
  const edges: Edge[] = [];
  const entries: Record<string, string[]> = {};
  const texts: string[] = [];
  const name = (a: unknown) => (typeof a === 'string' ? a : (a as { type: string }).type);
  const list = (x: unknown): unknown[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
  for (const [key, node] of Object.entries(config.states ?? {})) {
    const n = node as { description?: string; entry?: unknown; on?: Record<string, unknown>; always?: unknown; states?: Record<string, unknown> };
    const at = `${path}.${key}`;
    if (n.description) texts.push(n.description);
    entries[at] = list(n.entry).map(name);
    const add = (event: string, ts: unknown) => {
      for (const t of list(ts) as { guard?: unknown; actions?: unknown; description?: string; target?: string }[]) {
        const guard = t.guard === undefined ? null : name(t.guard);
        edges.push({ state: at, event, guard, actions: list(t.actions).map(name), description: t.description ?? '', target: t.target ?? null });
        if (t.description) texts.push(t.description);
      }
    };
    for (const [event, ts] of Object.entries(n.on ?? {})) add(event, ts);
    add('always', n.always);
    const inner = edgesOf(n as { states?: Record<string, unknown> }, at);
    edges.push(...inner.edges);
    Object.assign(entries, inner.entries);
    texts.push(...inner.texts);
  }
  return { edges, entries, texts };
}

const bettingOf = (v: VariantDescriptor) => (v.defaultBetting === 'fixed-limit' ? fixedLimit({ smallBet: 10 }) : v.defaultBetting === 'pot-limit' ? potLimit() : noLimit());

describe('the chart of every built-in variant (R0.3, R205, R230, R232, R233)', () => {
  for (const variant of variants) {
    it(`${variant.id}: actions drawn, no board event or board words without a board, no transition the variant can never take`, () => {
      const machine = createHandMachine(variant, bettingOf(variant));
      const { edges, entries, texts } = edgesOf(machine.config as never);
      const steps = variantSteps(variant);
      const bets = steps.filter((s) => s.kind === 'bet');
      const hasBoard = steps.some((s) => s.kind === 'board');
      const studStreets = bets.length - 1; // stud deals seat cards on every street after the first
      const stud = bets.some((s) => s.kind === 'bet' && s.opener === 'bring-in');
      // actions: every transition that takes a player's or the dealer's event does something, and is named
      for (const e of edges) {
        if (e.event === 'ACT' || e.event === 'DEAL_HOLE' || e.event === 'DEAL_BOARD' || e.event === '*') {
          expect(e.actions.length, `${e.state} ${e.event} [${e.guard}] has no action`).toBeGreaterThan(0);
        }
      }
      expect(entries['hand.showdown']).toEqual(['showHandsAndAwardPots']);
      expect(entries['hand.runout']).toEqual(['exposeHands', 'dealRunout']);
      // board words and events only where board cards (or stud's R205 community card) can come
      const dealBoard = edges.filter((e) => e.event === 'DEAL_BOARD').map((e) => e.state);
      if (!hasBoard && !stud) {
        expect(dealBoard).toEqual([]);
        expect(texts.filter((text) => /\bboard\b/i.test(text))).toEqual([]);
        expect(edges.some((e) => e.guard === 'boardComplete')).toBe(false);
      }
      if (stud) {
        // R205: only the last street's single card can become a community card
        const last = (bets[studStreets] as { name: string }).name;
        expect(new Set(dealBoard)).toEqual(new Set([`hand.${last}.deal`, 'hand.runout']));
      }
      // R232 and R233 only where they can happen: runs need board cards to come, bomb pots a blind
      // game with a round after the first (Kuhn poker has one round only, R290)
      expect(edges.some((e) => e.guard === 'runsAsked')).toBe(hasBoard);
      expect('runChoice' in machine.root.states).toBe(hasBoard);
      expect(edges.some((e) => e.guard === 'bombPot')).toBe(!stud && variant.streets.length > 1);
      // every target is a state of the chart
      const ids = new Set(Object.keys(entries).map((s) => s.replace(/^hand\./, '')));
      for (const e of edges) {
        if (e.target === null) continue;
        const t = e.target.replace(/^#hand\./, '');
        const local = `${e.state.replace(/^hand\./, '').split('.').slice(0, -1).concat(t).join('.')}`;
        expect(ids.has(t) || ids.has(local), `${e.state} → ${e.target}`).toBe(true);
      }
    });
  }
});
