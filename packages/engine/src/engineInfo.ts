import { configuredStepping, type EngineInfo, steppingWarning } from './configureEngine.js';
import { simulateSteppingRefusal, steppingMode, steppingRefusal } from './steppingMode.js';

let version: string | undefined;

/** The version of the xstate package the engine resolves, read from its package.json where Node can. */
function xstateVersion(): string {
  if (version !== undefined) return version;
  version = 'unknown';
  try {
    const node = (globalThis as { process?: { getBuiltinModule?(id: string): unknown } }).process;
    const mod = node?.getBuiltinModule?.('node:module') as { createRequire(from: string): (id: string) => { version?: unknown } } | undefined;
    const read = mod?.createRequire((import.meta as { url?: string }).url ?? '')('xstate/package.json').version;
    if (typeof read === 'string') version = read;
  } catch {
    // not in Node (a browser bundle), or xstate's package.json is not exported: the version stays unknown
  }
  return version;
}

/**
 * How the engine steps its machines right now: `stepping` is `'direct'` when it computes XState's
 * steps itself (the default) and `'xstate'` when XState's algorithm does; `xstate` is the version
 * of the xstate copy in use; `reason` says why direct stepping is off, if it is (set by
 * {@link configureEngine}, or refused by the startup probe because this xstate copy's snapshots or
 * action protocol differ from what the engine computes).
 *
 * @example
 * ```ts
 * const { stepping, xstate, reason } = engineInfo();
 * if (stepping !== 'direct') console.log(`xstate ${xstate}: ${reason}`);
 * ```
 */
export function engineInfo(): EngineInfo {
  const stepping = steppingMode();
  const xstate = xstateVersion();
  if (stepping === 'direct') return { stepping, xstate };
  const reason = configuredStepping() === 'xstate'
    ? "configureEngine({ stepping: 'xstate' }) asked for XState's own algorithm"
    : `the startup probe refused direct stepping on xstate ${xstate}: ${steppingRefusal() ?? 'unknown difference'}`;
  return { stepping, xstate, reason };
}

let warned = false;

/**
 * Called when a hand is created: the first time direct stepping is asked for but refused by the
 * probe, tells the warning hook of {@link configureEngine} (once per process). @internal
 */
export function warnIfSteppingRefused(): void {
  if (warned || steppingMode() === 'direct' || configuredStepping() !== 'direct') return;
  warned = true;
  const hook = steppingWarning();
  if (hook === null) return;
  const info = engineInfo();
  hook(`pokerchart: hands run on XState's own algorithm (slower, same results): ${info.reason}`, info);
}

/**
 * For tests: acts as if the startup probe refused direct stepping for `reason` (`null`: back to
 * the real probes), and lets the warning hook fire again. @internal
 */
export function simulateProbeRefusal(reason: string | null): void {
  simulateSteppingRefusal(reason);
  warned = false;
}
