import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../cli/bin/pokerchart.js', import.meta.url));

/** `pokerchart serve` as a child process, resolved with its URL once it listens. */
export async function spawnNode(args: string[], env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess; port: number }> {
  if (!existsSync(new URL('../../cli/dist/bin.js', import.meta.url))) throw new Error('build first (npm run build): the CLI is not built');
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--deal-delay', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => {
    err += String(d);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start in 90 s: ${err}`)), 90_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      const m = /listening on (ws:\/\/[^\s]+:(\d+))/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child, port: Number(m[2]) });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${err}`));
    });
  });
}

/** Kills a child with SIGKILL and waits for it to be gone. */
export async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}
