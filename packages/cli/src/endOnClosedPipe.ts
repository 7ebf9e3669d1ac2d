/**
 * Makes a closed pipe end the command quietly. When the program reading the output goes away
 * (`pokerchart simulate | head -1`), the next write fails with EPIPE; the command then stops at
 * once with exit code 0 and prints nothing more: there is nobody left to tell. Any other write
 * error ends the command with exit code 1 and, when `stderr` is given and still open, one line
 * saying what failed.
 */
export function endOnClosedPipe(stream: NodeJS.WritableStream, exit: (code: number) => void, stderr?: NodeJS.WritableStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') {
      exit(0);
      return;
    }
    try {
      stderr?.write(`pokerchart: cannot write the output: ${error.message}\n`);
    } finally {
      exit(1);
    }
  });
}
