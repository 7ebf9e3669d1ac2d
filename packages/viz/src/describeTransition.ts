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

/** An edge's label with its guard: `EVENT [guard]`, or just the label. */
export function edgeText(e: ChartEdge, guards: boolean): string {
  return guards && e.guard ? `${e.label} [${e.guard}]` : e.label;
}
