import { randomBytes } from 'node:crypto';

/**
 * A random identifier or token of `bytes` random bytes in base64url, never starting with `-`:
 * ids and tokens are typed on command lines (`pokerchart bots --tournament ID`), where a value that
 * starts with `-` reads as an option. An id that would start with one is drawn again (one in 64).
 * @internal
 */
export function randomId(bytes: number): string {
  for (;;) {
    const id = randomBytes(bytes).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}
