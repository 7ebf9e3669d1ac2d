// Types of scripts/roomKit.mjs (the room test kit shared by the server's tests and the room scripts).
import type { ChildProcess } from 'node:child_process';
import type { PlayerAction } from '@pokerchart/betting';
import type { Client, RoomTableOptions, RoomView } from '@pokerchart/client';
import type { PhhHand } from '@pokerchart/phh';

export interface ServeNode {
  url: string;
  port: number;
  child: ChildProcess;
  stderr: () => string;
}
export function startNode(args: string[], options?: { nodeFlags?: string[]; bin?: string }): Promise<ServeNode>;
export function kill9(child: ChildProcess): Promise<void>;
export function stopProcess(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
export function cpuMs(pid: number): number;
export function threadCpuMs(pid: number): Map<number, number>;
export function tempDir(prefix: string): { dir: string; remove: () => void };
export function waitFor(check: () => boolean | Promise<boolean>, ms?: number, what?: string): Promise<void>;
export function rng(seed: number): () => number;
export function choose(view: RoomView, rnd: () => number): PlayerAction;
export type RoomErrorLike = Error & { code?: string };
export function bot(
  client: Client,
  tableId: string,
  seed: number,
  handlers?: { onLatency?: (ms: number, taken: { action: PlayerAction; from: RoomView; view: RoomView; sentAt: number }) => void; onError?: (e: RoomErrorLike) => void; thinkMs?: number },
): { stop: () => void };
/** A request retried while the room answers RATE_LIMITED (every 500 ms, at most 100 times). */
export function patiently<T>(request: () => Promise<T>): Promise<T>;
export function allHands(client: Client, tableId: string, options?: { adminToken?: string }): Promise<PhhHand[]>;
/** Bots at a new table of an in-process room, through sessions of their own (see roomKit.mjs). */
export function roomBots(
  room: { handle(session: unknown, request: unknown): Promise<unknown> },
  options: RoomTableOptions,
  handlers?: { seed?: number; onView?: (view: RoomView) => void },
): Promise<{ tableId: string; stop: () => RoomErrorLike[]; settled: () => Promise<void> }>;
export function autoPlay(client: Client, tableId: string, seed: number, errors: Error[]): { stop: () => void };
export function checkHistories(hands: PhhHand[], buyIns: Map<number, number>, rebuy?: number, first?: number): string[];
export function chipsLost(hands: PhhHand[], stacks: readonly (number | null)[], buyIns: Map<number, number>, buyIn: number): number;
export function percentile(values: readonly number[], p: number): number;
