import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { ChartEdge } from './ChartJson.js';

/** Static guard parameters as short text: object values joined by commas (`board, 1`). */
function paramsText(params: unknown): string {
  if (params !== null && typeof params === 'object' && !Array.isArray(params)) {
    return Object.values(params as Record<string, unknown>).map(paramsText).join(', ');
  }
  if (Array.isArray(params)) return `[${params.map(paramsText).join(', ')}]`;
  return typeof params === 'string' ? params : JSON.stringify(params) ?? String(params);
}

/** Text of a guard: its name, `not(x)`, `and(a, b)`, `or(a, b)`, or `guard` for an inline function. */
export function guardText(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { name?: string; guards?: unknown[] };
    if (Array.isArray(g.guards) && (g.name === 'and' || g.name === 'or' || g.name === 'not')) {
      return `${g.name}(${g.guards.map(guardText).join(', ')})`;
    }
    return g.name && g.name !== 'guard' ? g.name : 'guard';
  }
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    const { type, params } = guard as { type: string; params?: unknown };
    if (params === undefined || typeof params === 'function') return type;
    return `${type}(${paramsText(params)})`;
  }
  return 'guard';
}

/** Maps every invoke id of the machine to a readable name of the invoked actor. */
export function invokeNames(root: AnyStateNode): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (n: AnyStateNode) => {
    for (const inv of (n.invoke ?? []) as { id: string; src: unknown }[]) {
      names.set(inv.id, typeof inv.src === 'string' ? inv.src : inv.id.includes(':invocation') ? 'actor' : inv.id);
    }
    for (const c of Object.values(n.states ?? {}) as AnyStateNode[]) visit(c);
  };
  visit(root);
  return names;
}

/**
 * The name of one XState action as the machine config gives it: a string is its name, an object
 * its `type` (`{ type: 'enterStreet', params: { street: 1 } }` is `enterStreet`), a built-in
 * action creator its kind (`assign`, `emit`, `raise`, `sendTo`, …), any other function its
 * `name`, or `inline` for an anonymous function.
 */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const f = action as { name?: unknown; type?: unknown };
    if (typeof f.type === 'string' && f.type.startsWith('xstate.')) return f.type.slice('xstate.'.length);
    return typeof f.name === 'string' && f.name !== '' && f.name !== 'anonymous' ? f.name : 'inline';
  }
  if (action !== null && typeof action === 'object') {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type;
    if (typeof type === 'function') return actionName(type);
  }
  return 'inline';
}

/** The names of a list of actions (a transition's `actions`, a state's `entry` or `exit`), in order. */
export function actionNames(actions: unknown): string[] {
  if (actions === undefined || actions === null) return [];
  return (Array.isArray(actions) ? actions : [actions]).map(actionName);
}

/** A readable label for an XState event type (`always`, `after 500ms`, `done`, `done: dealer`…). */
export function eventLabel(t: AnyTransitionDefinition, invokes: Map<string, string>): string {
  const type = String(t.eventType);
  if (type === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]}ms` : `after ${after[1]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  if (type.startsWith('xstate.done.actor.')) {
    const id = type.slice('xstate.done.actor.'.length);
    return `done: ${invokes.get(id) ?? id}`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    const id = type.slice('xstate.error.actor.'.length);
    return `error: ${invokes.get(id) ?? id}`;
  }
  return type;
}

/**
 * An edge's label as XState's visualizer writes it: `EVENT [guard] / action1, action2`, the guard
 * unless `guards` is false, the actions unless `actions` is false.
 */
export function edgeText(e: ChartEdge, guards: boolean, actions = true): string {
  return edgeLines(e, guards, actions).join(' ');
}

/** {@link edgeText} in lines, for drawings that stack them: `EVENT [guard]`, then `/ action1, action2`. */
export function edgeLines(e: ChartEdge, guards: boolean, actions = true): string[] {
  const guarded = guards && e.guard ? `${e.label} [${e.guard}]` : e.label;
  return actions && Array.isArray(e.actions) && e.actions.length > 0 ? [guarded, `/ ${e.actions.join(', ')}`] : [guarded];
}

/** A state's entry and exit actions as text lines: `entry / a, b` and `exit / c`; none when it has none or `actions` is false. */
export function stateActionLines(n: { entry?: readonly string[]; exit?: readonly string[] }, actions = true): string[] {
  if (!actions) return [];
  const lines: string[] = [];
  if (Array.isArray(n.entry) && n.entry.length > 0) lines.push(`entry / ${n.entry.join(', ')}`);
  if (Array.isArray(n.exit) && n.exit.length > 0) lines.push(`exit / ${n.exit.join(', ')}`);
  return lines;
}
