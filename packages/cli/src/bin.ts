#!/usr/bin/env node
import { endOnClosedPipe, runCli } from './runCli.js';

// `pokerchart … | head -1`: a reader that goes away ends the command quietly, with exit code 0
endOnClosedPipe(process.stdout, (code) => process.exit(code), process.stderr);
// a closed stderr (`2>&1 | head -1`) loses the messages but not the exit code the command ends with
process.stderr.on('error', () => {});

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
});
process.exitCode = code;
