// The browser for pokerchart's browser tests: a system Chrome or Chromium when there is one, else
// the headless Chromium shipped inside the npm package @sparticuz/chromium (Linux x64), unpacked
// once into a versioned cache folder. `npm ci` is all a fresh machine needs.
//
//   import { findChromium, launchChromium } from '../../../scripts/browser.mjs';
//   const browser = await launchChromium();   // a playwright-core Browser, headless
//
// Order: $CHROME_PATH, the usual system paths, then @sparticuz/chromium. The unpacking is safe
// under parallel test workers (one unpacks under a lock, the others wait; the folder appears by
// an atomic rename, so nobody ever sees half a binary) and survives an interrupted first run.
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';

/** Where Chrome or Chromium usually is, per platform. */
const systemPaths = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
};

const howToGetOne =
  'Run `npm ci` (on Linux x64 it installs a headless Chromium from the npm package @sparticuz/chromium), ' +
  'or install Chrome or Chromium, or set CHROME_PATH to a Chrome or Chromium executable.';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * The path of a Chrome or Chromium executable: `$CHROME_PATH`, else a system browser at a usual
 * path, else the Chromium inside `@sparticuz/chromium` (unpacked on first use).
 * @returns {Promise<string>}
 */
export async function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file. Unset it or point it to Chrome or Chromium. ${howToGetOne}`);
  }
  for (const path of systemPaths[process.platform] ?? []) if (isExecutable(path)) return path;
  const bundled = await bundledChromium();
  if (bundled) return bundled;
  throw new Error(`No Chrome or Chromium found (looked at $CHROME_PATH, ${(systemPaths[process.platform] ?? []).join(', ')}, and the npm package @sparticuz/chromium). ${howToGetOne}`);
}

/** Flags for a quiet, isolated headless browser (no network services, no GPU). */
const defaultArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Launches a headless Chromium with playwright-core.
 * @param {import('playwright-core').LaunchOptions} [options] passed to `chromium.launch`;
 *   `args` are added to pokerchart's defaults, `executablePath` defaults to {@link findChromium}.
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium(options = {}) {
  const executablePath = options.executablePath ?? (await findChromium());
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    headless: true,
    timeout: 60_000,
    ...options,
    executablePath,
    args: [...defaultArgs, ...(options.args ?? [])],
  });
}

// ---------------------------------------------------------------------------------------------
// @sparticuz/chromium: chromium.br (the brotli'd headless shell), al2023.tar.br (NSS and expat
// libraries, used only when the system lacks them), fonts.tar.br (used only without fontconfig).

async function bundledChromium() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  let root;
  try {
    root = resolve(dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..', '..');
  } catch {
    return null;
  }
  const bin = join(root, 'bin');
  if (!existsSync(join(bin, 'chromium.br'))) return null;
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  const dir = process.env.POKERCHART_CHROMIUM_CACHE ?? join(tmpdir(), `pokerchart-chromium-${version}-${uid}`);
  if (!isReady(dir)) await unpackOnce(bin, dir);
  return readyPath(dir);
}

const marker = (dir) => join(dir, 'pokerchart-ready.json');

function isReady(dir) {
  try {
    const { executable, size } = JSON.parse(readFileSync(marker(dir), 'utf8'));
    return isExecutable(join(dir, executable)) && statSync(join(dir, 'chromium')).size === size;
  } catch {
    return false;
  }
}

function readyPath(dir) {
  const { executable } = JSON.parse(readFileSync(marker(dir), 'utf8'));
  return join(dir, executable);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** One process unpacks (under `<dir>.lock`); the others wait for the folder to appear. */
async function unpackOnce(bin, dir) {
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (isReady(dir)) return;
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (mine) {
      try {
        writeFileSync(join(lock, 'pid'), String(process.pid));
        if (!isReady(dir)) await unpack(bin, dir);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      return;
    }
    // Someone else holds the lock: wait, or take over a lock left by a process that died.
    let owner = NaN;
    try {
      owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      /* not written yet */
    }
    let age = 0;
    try {
      age = Date.now() - statSync(lock).mtimeMs;
    } catch {
      continue;
    }
    if ((Number.isInteger(owner) && owner > 0 && !alive(owner)) || (Number.isNaN(owner) && age > 10_000) || age > 170_000) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for another process to unpack Chromium into ${dir} (lock ${lock}).`);
    await sleep(200);
  }
}

/** Unpacks into a fresh sibling folder, then renames it into place. */
async function unpack(bin, dir) {
  const staging = `${dir}.tmp-${process.pid}-${Date.now()}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const binary = join(staging, 'chromium');
    await pipeline(createReadStream(join(bin, 'chromium.br')), createBrotliDecompress(), createWriteStream(binary, { mode: 0o755 }));
    // When the system lacks libraries Chromium links to (NSS, expat) or has no fontconfig setup,
    // use the package's copies through a small wrapper script.
    const env = [];
    if (missingLibraries(binary).length > 0 && existsSync(join(bin, 'al2023.tar.br'))) {
      untar(brotliDecompressSync(readFileSync(join(bin, 'al2023.tar.br'))), staging);
      env.push('LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"');
    }
    if (!existsSync('/etc/fonts/fonts.conf') && existsSync(join(bin, 'fonts.tar.br'))) {
      untar(brotliDecompressSync(readFileSync(join(bin, 'fonts.tar.br'))), staging);
      writeFileSync(join(staging, 'fonts.conf'), `<?xml version="1.0"?>\n<fontconfig><dir>${join(dir, 'fonts')}</dir><cachedir>${join(dir, 'fonts-cache')}</cachedir></fontconfig>\n`);
      env.push('FONTCONFIG_PATH="$here"');
    }
    let executable = 'chromium';
    if (env.length > 0) {
      executable = 'chromium-wrapper';
      writeFileSync(join(staging, executable), `#!/bin/sh\nhere="$(dirname "$0")"\n${env.join(' ')} exec "$here/chromium" "$@"\n`, { mode: 0o755 });
    }
    writeFileSync(marker(staging), JSON.stringify({ executable, size: statSync(binary).size }));
    rmSync(dir, { recursive: true, force: true }); // an older, incomplete copy
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Libraries `ldd` cannot find for `binary` (none when ldd itself is missing). */
function missingLibraries(binary) {
  try {
    const out = execFileSync('ldd', [binary], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').filter((line) => line.includes('not found')).map((line) => line.trim().split(' ')[0]);
  } catch {
    return [];
  }
}

/** Extracts the regular files and folders of a ustar archive (all that these archives hold). */
function untar(buffer, into) {
  for (let offset = 0; offset + 512 <= buffer.length; ) {
    const header = buffer.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const text = (start, length) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const name = (text(345, 155) ? `${text(345, 155)}/` : '') + text(0, 100);
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const type = text(156, 1) || '0';
    const target = resolve(into, name);
    if (!target.startsWith(resolve(into))) throw new Error(`refusing to unpack ${name} outside ${into}`);
    offset += 512;
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0') {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, buffer.subarray(offset, offset + size));
    }
    offset += Math.ceil(size / 512) * 512;
  }
}
