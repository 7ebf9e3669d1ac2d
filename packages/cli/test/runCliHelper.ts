import { PassThrough } from 'node:stream';
import { runCli } from '../src/index.js';

/**
 * Runs the CLI in-process with `args` (and `input` on stdin) and collects what it prints. With
 * `tty`, stderr claims to be a terminal (progress bars are drawn only there).
 */
export async function run(args: string[], input = '', options: { tty?: boolean } = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  if (options.tty) Object.assign(stderr, { isTTY: true });
  const stdin = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += String(d)));
  stderr.on('data', (d) => (err += String(d)));
  stdin.end(input);
  const code = await runCli(args, { stdout, stderr, stdin });
  return { code, out, err };
}
