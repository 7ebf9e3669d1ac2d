#!/usr/bin/env node
import { endOnClosedPipe } from './endOnClosedPipe.js';
import { runCli } from './runCli.js';

// `pokerchart … | head -1`: a reader that goes away ends the command quietly, with exit code 0
endOnClosedPipe(process.stdout, (code) => process.exit(code), process.stderr);
endOnClosedPipe(process.stderr, (code) => process.exit(code));

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
});
process.exitCode = code;
