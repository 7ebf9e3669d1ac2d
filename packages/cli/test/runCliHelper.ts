import { PassThrough } from 'node:stream';
import { runCli } from '../src/index.js';

/** Runs the CLI in-process with `args` (and `input` on stdin) and collects what it prints. */
export async function run(args: string[], input = '') {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const stdin = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += String(d)));
  stderr.on('data', (d) => (err += String(d)));
  stdin.end(input);
  const code = await runCli(args, { stdout, stderr, stdin });
  return { code, out, err };
}
