import fc from 'fast-check';
import { fixedLimit, noLimit, potLimit, type PlayerAction } from '@pokerchart/betting';
import { createHand, opensWithBringIn } from '@pokerchart/engine';
import { variants } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { recordHandSteps, resolveActiveStates, toChartJson, toMermaid } from '../src/index.js';

const structures = [() => noLimit(), () => potLimit(), () => fixedLimit({ smallBet: 2 })];

/** The leaf state id a state value designates: `{ flop: 'bet' }` → `hand.flop.bet`. */
function leafOf(value: unknown): string {
  if (typeof value === 'string') return `hand.${value}`;
  const [key, sub] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${leafOf(sub).replace(/^hand\./, `hand.${key}.`)}`;
}

describe('properties over random real hands', () => {
  it('every snapshot of a random hand highlights exactly its own state, in JSON and in Mermaid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: variants.length - 1 }),
        fc.integer({ min: 0, max: structures.length - 1 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        (vi, si, players, seed, choices) => {
          const variant = variants[vi]!;
          const betting = structures[si]!();
          const hand = createHand({
            variant,
            betting,
            stacks: Array.from({ length: Math.min(players, variant.seats.max) }, (_, i) => 40 + 30 * i),
            button: seed % Math.min(players, variant.seats.max),
            // stud: antes and a bring-in, no blinds (R200, R201)
            ...(opensWithBringIn(variant) ? { bringIn: 1 } : betting.id === 'fixed-limit' ? {} : { blinds: { small: 1, big: 2 } }),
            dealing: { seed },
          });
          const recording = recordHandSteps(hand);
          for (const pick of choices) {
            const legal = hand.legalActions();
            if (hand.isComplete || !legal) break;
            const options: PlayerAction[] = [];
            // R212: in a draw, discard the first `pick` cards within the draw's bounds
            if (legal.discard) options.push({ type: 'discard', cards: hand.context.holeCards[legal.seat]!.slice(0, Math.min(legal.discard.max, legal.discard.min + (pick % 3))) });
            if (legal.bringIn !== null) options.push({ type: 'bring-in' });
            if (legal.fold) options.push({ type: 'fold' });
            if (legal.check) options.push({ type: 'check' });
            if (legal.call !== null) options.push({ type: 'call' });
            if (legal.raiseTo) {
              // R61: nobody has bet yet (no blind: the antes-only small games, R290-R292; or post-flop with a check
              // available), so it is a bet; so is the completion of a bring-in (R201)
              const opening = hand.context.betting.currentBet === 0 || (legal.check && hand.street !== variant.streets[0]!.name) || legal.bringIn !== null;
              options.push({ type: opening ? 'bet' : 'raise', to: legal.raiseTo.min });
            }
            hand.act(options[pick % options.length]!);
          }
          recording.stop();
          const machine = hand.actor.logic;
          for (const step of recording.steps) {
            const value = (step.state as { value: unknown }).value;
            const active = resolveActiveStates(machine, step.state);
            expect(active.at(-1)).toBe(leafOf(value));
            const chart = toChartJson(machine, { active: step.state });
            expect(chart.nodes.filter((n) => n.active).map((n) => n.id)).toEqual(active);
            const leafKey = chart.nodes.find((n) => n.id === active.at(-1))!.path.join('_');
            expect(toMermaid(machine, { active: step.state })).toContain(`class ${leafKey} active`);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000); // about 4 s alone: room for a loaded machine (the default 5 s timed out with other suites running)
});
