// configureEngine and engineInfo: which stepping is in effect, why direct stepping is off, and the
// warning hook told once when the probe refuses direct stepping.
import { afterEach, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import * as xstate from 'xstate';
import { noLimit } from '@pokerchart/betting';
import { configureEngine, createHand, createHandMachine, engineInfo, type EngineInfo } from '../src/index.js';
import { hasDirectTransitions } from '../src/directTransition.js';
import { simulateProbeRefusal } from '../src/engineInfo.js';
import { holdem } from './fixtures.js';

const hand = () => createHand({ variant: holdem, betting: noLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 3 } });

afterEach(() => {
  simulateProbeRefusal(null);
  configureEngine({ stepping: 'direct', warn: null });
});

describe('configureEngine and engineInfo', () => {
  it("direct stepping by default, on this project's xstate", () => {
    const info = engineInfo();
    expect(info.stepping).toBe('direct');
    expect(info.xstate).toMatch(/^5\.\d+\.\d+/);
    expect(info.reason).toBeUndefined();
    expect(hasDirectTransitions(hand().actor.logic)).toBe(true);
  });

  // scripts/xstate-differential.mjs runs this file on another xstate copy (CI: the peer range's lowest)
  const entry = process.env.POKERCHART_XSTATE_ENTRY;
  it.runIf(entry !== undefined)(`the xstate copy under test is ${process.env.POKERCHART_XSTATE_VERSION ?? 'the lockfile\'s'}, and direct stepping is on there`, async () => {
    const loaded = (await import(/* @vite-ignore */ pathToFileURL(entry!).href)) as typeof xstate;
    expect(xstate.createActor).toBe(loaded.createActor);
    expect(engineInfo().stepping).toBe('direct');
    expect(hasDirectTransitions(hand().actor.logic)).toBe(true);
  });

  it("stepping: 'xstate' builds machines XState steps, and says so; 'direct' brings the direct ones back", () => {
    configureEngine({ stepping: 'xstate' });
    expect(engineInfo()).toMatchObject({ stepping: 'xstate', reason: expect.stringContaining("stepping: 'xstate'") });
    const machine = createHandMachine(holdem, noLimit());
    expect(hasDirectTransitions(machine)).toBe(false);
    expect(createHandMachine(holdem, noLimit())).toBe(machine);
    configureEngine({ stepping: 'direct' });
    const direct = hand().actor.logic;
    expect(direct).not.toBe(machine);
    expect(hasDirectTransitions(direct)).toBe(true);
    // the machine users get is never patched: the engine's hands run on a twin of it
    const mine = createHandMachine(holdem, noLimit());
    expect(hasDirectTransitions(mine)).toBe(false);
    expect(mine).not.toBe(direct);
    expect(mine.transition).not.toBe(direct.transition);
  });

  it('a probe refusal turns direct stepping off with its reason, and the first hand tells the warning hook once', () => {
    const told: [string, EngineInfo][] = [];
    configureEngine({ warn: (message, info) => told.push([message, info]) });
    simulateProbeRefusal('snapshots differ on the probe machine');
    expect(engineInfo()).toMatchObject({ stepping: 'xstate', reason: expect.stringContaining('snapshots differ on the probe machine') });
    const first = hand();
    hand();
    expect(hasDirectTransitions(first.actor.logic)).toBe(false);
    while (!first.isComplete) first.act(first.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    expect(told).toHaveLength(1);
    expect(told[0]![0]).toContain('snapshots differ on the probe machine');
    expect(told[0]![1].stepping).toBe('xstate');
  });

  it("no warning when XState's algorithm was asked for, and none by default under a test runner", () => {
    const told: string[] = [];
    configureEngine({ stepping: 'xstate', warn: (message) => told.push(message) });
    simulateProbeRefusal('refused');
    hand();
    expect(told).toEqual([]);
    configureEngine({ stepping: 'direct', warn: 'default' });
    simulateProbeRefusal('refused');
    const logged: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => logged.push(args);
    try {
      hand();
    } finally {
      console.warn = warn;
    }
    expect(logged).toEqual([]);
  });

  it('refuses settings it does not know, naming what it takes', () => {
    expect(() => configureEngine({ stepping: 'fast' as never })).toThrow(/'direct' or 'xstate'/);
    expect(() => configureEngine(null as never)).toThrow(/options object/);
    expect(() => configureEngine({ warn: 5 as never })).toThrow(/a function, null or 'default'/);
    expect(engineInfo().stepping).toBe('direct');
  });
});
