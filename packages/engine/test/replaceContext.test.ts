// replaceContext: an assign that keeps the snapshot's states; with or without the direct steps a
// machine using it gives the snapshots the same machine gives with XState's assign.
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { directTransition, replaceContext } from '../src/internal.js';

type C = { n: number; seen: string[] };
type E = { type: 'ADD'; by: number } | { type: 'NEXT' };

function machine(kind: 'replace' | 'assign') {
  const add = (context: C, event: E): C => (event.type === 'ADD' ? { n: context.n + event.by, seen: [...context.seen, `+${event.by}`] } : context);
  return setup({
    types: { context: {} as C, events: {} as E },
    actions: {
      add: kind === 'replace' ? replaceContext<C, E>(({ context, event }) => add(context, event)) : assign(({ context, event }) => add(context, event)),
    },
  }).createMachine({
    id: 'counter', context: () => ({ n: 0, seen: [] }), initial: 'low',
    states: {
      low: { tags: ['low'], on: { ADD: { actions: 'add' }, NEXT: 'high' } },
      high: { initial: 'a', states: { a: { on: { ADD: { actions: 'add' } } } } },
    },
  });
}

function play(m: ReturnType<typeof machine>): unknown[] {
  const actor = createActor(m).start();
  const seen: unknown[] = [];
  for (const event of [{ type: 'ADD', by: 2 }, { type: 'ADD', by: 3 }, { type: 'NEXT' }, { type: 'ADD', by: 5 }] as E[]) {
    actor.send(event);
    const s = actor.getSnapshot();
    seen.push({ value: s.value, context: s.context, tags: [...s.tags], persisted: actor.getPersistedSnapshot() });
  }
  return seen;
}

describe('replaceContext', () => {
  it("gives the snapshots XState's assign gives, stepped by XState and stepped directly", () => {
    const expected = play(machine('assign'));
    expect(play(machine('replace'))).toEqual(expected);
    const direct = machine('replace');
    expect(directTransition(direct)).toBe(true);
    expect(play(direct)).toEqual(expected);
    expect((expected.at(-1) as { context: C }).context).toEqual({ n: 10, seen: ['+2', '+3', '+5'] });
  });

  it('keeps the snapshot it was given: the same state value object, a new context', () => {
    const actor = createActor(machine('replace')).start();
    const before = actor.getSnapshot();
    actor.send({ type: 'ADD', by: 1 });
    const after = actor.getSnapshot();
    expect(after.value).toBe(before.value);
    expect(after.context).not.toBe(before.context);
    expect(before.context).toEqual({ n: 0, seen: [] });
  });
});
