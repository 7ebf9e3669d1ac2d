import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { type ActiveStates, type ChartMachine, checkMachine } from './ChartJson.js';
import { VizError } from './errors.js';

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states ?? {}) as AnyStateNode[];
}

function allNodes(root: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (n: AnyStateNode) => {
    for (const c of children(n)) {
      out.push(c);
      visit(c);
    }
  };
  visit(root);
  return out;
}

function addWithAncestors(node: AnyStateNode, root: AnyStateNode, into: Set<string>): void {
  let n: AnyStateNode | undefined = node;
  while (n && n !== root) {
    into.add(n.id);
    n = n.parent;
  }
}

function fromValue(value: StateValue, parent: AnyStateNode, root: AnyStateNode, into: Set<string>): void {
  if (typeof value === 'string') {
    const child = parent.states?.[value] as AnyStateNode | undefined;
    if (!child) {
      throw new VizError(
        'BAD_STATE_VALUE',
        `state value "${value}" is not a child of "${parent.id}"; its children are: ${Object.keys(parent.states ?? {}).join(', ') || '(none)'}`,
      );
    }
    addWithAncestors(child, root, into);
    return;
  }
  if (value === null || typeof value !== 'object') {
    throw new VizError('BAD_STATE_VALUE', `a state value must be a string or an object, got ${JSON.stringify(value)}`);
  }
  for (const [key, sub] of Object.entries(value)) {
    const child = parent.states?.[key] as AnyStateNode | undefined;
    if (!child) {
      throw new VizError(
        'BAD_STATE_VALUE',
        `state value key "${key}" is not a child of "${parent.id}"; its children are: ${Object.keys(parent.states ?? {}).join(', ') || '(none)'}`,
      );
    }
    addWithAncestors(child, root, into);
    if (sub !== undefined) fromValue(sub as StateValue, child, root, into);
  }
}

/**
 * The ids of the states that `active` designates in `machine`, ancestors included, in the
 * machine's definition order. Throws a {@link VizError} (`UNKNOWN_STATE`, `BAD_STATE_VALUE`) for
 * a state the machine does not have.
 *
 * @example
 * ```ts
 * resolveActiveStates(machine, actor.getSnapshot()); // ['hand.flop', 'hand.flop.betting']
 * resolveActiveStates(machine, ['flop.betting']);     // same, from a dotted path
 * ```
 */
export function resolveActiveStates(machine: ChartMachine, active: ActiveStates): string[] {
  checkMachine(machine, 'resolveActiveStates');
  if (active === null || typeof active !== 'object') {
    throw new VizError('BAD_STATE_VALUE', `active states must be a snapshot ({ value }) or an array of state ids, got ${JSON.stringify(active)?.slice(0, 80) ?? typeof active}`);
  }
  const root = machine.root as AnyStateNode;
  const nodes = allNodes(root);
  const found = new Set<string>();
  if (Array.isArray(active)) {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const byPath = new Map(nodes.map((n) => [n.path.join('.'), n]));
    for (const ref of active as readonly string[]) {
      const node = byId.get(ref) ?? byPath.get(ref);
      if (!node) {
        throw new VizError(
          'UNKNOWN_STATE',
          `"${ref}" is neither a state id nor a state path of machine "${root.id}" (ids look like "${nodes[0]?.id ?? root.id}")`,
        );
      }
      addWithAncestors(node, root, found);
    }
  } else {
    const value = (active as { value: StateValue }).value;
    fromValue(value, root, root, found);
  }
  return nodes.filter((n) => found.has(n.id)).map((n) => n.id);
}
