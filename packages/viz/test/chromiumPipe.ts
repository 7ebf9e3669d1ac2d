import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Where Debian's chromium lives; `.ci/system-deps` installs it. CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, isolated headless Chromium (no network services, no GPU). */
export function chromiumFlags(userDataDir: string): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--window-size=1280,800',
    `--user-data-dir=${userDataDir}`,
  ];
}

/** Throws a clear error when Chromium is missing. */
export function requireChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: the HTML viewer test needs it. ` +
        'Run .ci/system-deps as root (it installs Debian\'s chromium package), or set CHROMIUM_PATH.',
    );
  }
}

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

/**
 * A minimal Chrome DevTools Protocol client over `--remote-debugging-pipe` (fd 3: commands to
 * the browser, fd 4: replies, each JSON message ended by a NUL byte). No dependency, no port.
 */
export class ChromiumPipe {
  private readonly child: ChildProcess;
  private readonly userDataDir: string;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private buffer = '';
  private stderr = '';

  private constructor() {
    this.userDataDir = mkdtempSync(join(tmpdir(), 'pokerchart-chromium-'));
    this.child = spawn(chromiumPath, [...chromiumFlags(this.userDataDir), '--remote-debugging-pipe', 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    });
    this.child.stderr?.on('data', (d: Buffer) => {
      this.stderr = (this.stderr + String(d)).slice(-4000);
    });
    const out = this.child.stdio[4] as Readable;
    out.on('data', (d: Buffer) => {
      this.buffer += d.toString('utf8');
      let end: number;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const text = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 1);
        const msg = JSON.parse(text) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
        if (msg.id === undefined) continue;
        const p = this.pending.get(msg.id);
        if (!p) continue;
        this.pending.delete(msg.id);
        if (msg.error) p.reject(new Error(`CDP: ${msg.error.message}`));
        else p.resolve(msg.result ?? {});
      }
    });
    this.child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`chromium exited (${code}): ${this.stderr}`));
      this.pending.clear();
    });
  }

  /** Starts Chromium. */
  static start(): ChromiumPipe {
    requireChromium();
    return new ChromiumPipe();
  }

  /** Sends one CDP command (to a page when `sessionId` is given) and resolves to its result. */
  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const message = JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`CDP: no answer to ${method} within 20 s; chromium said: ${this.stderr.slice(-500)}`));
      }, 20_000);
      this.pending.set(id, {
        resolve: (v) => (clearTimeout(timer), resolve(v)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      (this.child.stdio[3] as Writable).write(message + '\0');
    });
  }

  /** Opens `url` in a new page and resolves to the page's session id. */
  async open(url: string): Promise<string> {
    const { targetId } = (await this.send('Target.createTarget', { url })) as { targetId: string };
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    return sessionId;
  }

  /** Evaluates `expression` in the page and resolves to its JSON value. */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const r = (await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId)) as {
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    };
    if (r.exceptionDetails) throw new Error(`page error: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
    return r.result.value as T;
  }

  /** Waits until `expression` is truthy in the page (polling, at most `tries` × 50 ms). */
  async waitFor(sessionId: string, expression: string, tries = 200): Promise<void> {
    for (let i = 0; i < tries; i++) {
      if (await this.evaluate<boolean>(sessionId, `Boolean(${expression})`).catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${expression}`);
  }

  /** Presses and releases a key (`ArrowRight`, `ArrowLeft`, `Home`, `End`) as real input events. */
  async press(sessionId: string, key: string, keyCode: number): Promise<void> {
    for (const type of ['keyDown', 'keyUp']) {
      await this.send('Input.dispatchKeyEvent', { type, key, code: key, windowsVirtualKeyCode: keyCode }, sessionId);
    }
  }

  /** Clicks the centre of the element with this id, with real mouse events. */
  async click(sessionId: string, elementId: string): Promise<void> {
    const box = await this.evaluate<{ x: number; y: number }>(
      sessionId,
      `(() => { const el = document.getElementById(${JSON.stringify(elementId)}); el.scrollIntoView({ block: 'center' }); const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
    );
    for (const type of ['mousePressed', 'mouseReleased']) {
      await this.send('Input.dispatchMouseEvent', { type, x: box.x, y: box.y, button: 'left', clickCount: 1 }, sessionId);
    }
  }

  /** Stops Chromium and removes its profile folder. */
  async close(): Promise<void> {
    await this.send('Browser.close').catch(() => undefined);
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 5000);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    rmSync(this.userDataDir, { recursive: true, force: true });
  }
}
